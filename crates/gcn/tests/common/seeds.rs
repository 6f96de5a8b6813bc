//! The ISA seeds, which live in `../shared/seeds/` beside the repository (as in CI). Shared by
//! the gcn and r700 seed-line tests (`#[path]`-included there).

use std::path::PathBuf;

/// The lines of the seed whose file name starts with `prefix` (`"000_"`), or `None` when the
/// seeds are not there.
pub fn seed(prefix: &str) -> Option<Vec<String>> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/seeds");
    let entry = std::fs::read_dir(&dir)
        .ok()?
        .flatten()
        .find(|e| e.file_name().to_string_lossy().starts_with(prefix))?;
    Some(
        std::fs::read_to_string(entry.path())
            .ok()?
            .lines()
            .map(str::to_string)
            .collect(),
    )
}
