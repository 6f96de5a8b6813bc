//! Mounts the lanescope app into the page.

fn main() {
    lanescope_web::start();
}
