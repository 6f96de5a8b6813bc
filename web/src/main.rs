//! Mounts the lanescope app into the page; in the run worker, [`worker_main`] is its entry.

use wasm_bindgen::prelude::wasm_bindgen;

fn main() {
    lanescope_web::start();
}

/// The run worker's entry point (its script calls it once the module is initialised).
#[wasm_bindgen]
pub fn worker_main() {
    lanescope_web::worker_main();
}
