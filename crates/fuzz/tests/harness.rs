//! The harness turns a panicking or over-budget target into findings on disk and keeps going.

use lanescope_fuzz::campaign::{Budgets, Campaign};
use lanescope_fuzz::mutate::Mutator;
use lanescope_fuzz::targets::{boom, Target};
use std::path::PathBuf;

/// A test's findings folder, empty at the start and removed when dropped.
struct Findings(PathBuf);

impl Drop for Findings {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn findings(name: &str) -> Findings {
    let dir = std::env::temp_dir().join(format!("lanescope-fuzz-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    Findings(dir)
}

fn campaign(name: &str, dir: PathBuf, end: u64) -> Campaign<'_> {
    Campaign {
        name,
        findings: dir,
        seed: 3,
        start: 0,
        end,
        journal: false,
        budgets: Budgets::default(),
    }
}

fn files(dir: &std::path::Path, prefix: &str) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(prefix))
        .collect();
    v.sort();
    v
}

#[test]
fn a_panic_is_a_finding_with_its_reproducer_and_the_loop_goes_on() {
    let dir = findings("panic");
    let m = Mutator::new(vec![b"boom".to_vec(), b"fine".to_vec()], &[], true);
    let s = campaign("boom", dir.0.clone(), 200).run(&m, &boom);
    assert_eq!(s.inputs, 200);
    // One panic location: one finding, however many inputs hit it.
    assert_eq!(s.findings, 1);
    let names = files(&dir.0.join("boom"), "panic-");
    assert_eq!(names.len(), 2, "{names:?}");
    let input = std::fs::read(dir.0.join("boom").join(&names[0])).unwrap();
    assert!(input.windows(4).any(|w| w == b"boom"));
    let text = std::fs::read_to_string(dir.0.join("boom").join(&names[1])).unwrap();
    assert!(
        text.contains("boom in the input") && text.contains("targets.rs"),
        "{text}"
    );
}

#[test]
fn an_input_over_the_memory_budget_is_a_finding() {
    let dir = findings("memory");
    let m = Mutator::new(vec![b"x".to_vec()], &[], false);
    let mut c = campaign("mem", dir.0.clone(), 3);
    c.budgets.memory = 1 << 20;
    let s = c.run(&m, &|input: &[u8]| {
        std::hint::black_box(vec![0u8; 4 << 20]).len() + input.len()
    });
    assert_eq!(s.inputs, 3);
    assert!(s.max_heap >= 4 << 20, "{}", s.max_heap);
    assert!(!files(&dir.0.join("mem"), "memory-").is_empty());
}

#[test]
fn real_targets_run_their_seed_inputs() {
    // A corpus entry passes through each target without a finding.
    let dir = findings("real");
    let m = Mutator::new(vec![b"s_mov_b32 s0, 1\ns_endpgm\n".to_vec()], &[], true);
    let mut c = campaign("assemble", dir.0.clone(), 1);
    c.start = 0;
    let s = c.run(&m, &|i: &[u8]| Target::Assemble.run(i));
    assert_eq!((s.inputs, s.findings), (1, 0));
    assert!(s.max_output > 0);
}

#[test]
fn share_inputs_are_fragments_or_snippet_text() {
    let toml = "arch = \"gfx900\"\nsource = \"s_sendmsg 1\\ns_endpgm\"\n";
    let fragment = lanescope::encode_share(&lanescope::Snippet::from_toml(toml).unwrap());
    // Both forms build and run the same snippet: its one message is the output.
    let (a, b) = (
        Target::Share.run(fragment.as_bytes()),
        Target::Share.run(toml.as_bytes()),
    );
    assert!(a > 0 && a == b, "{a} {b}");
    assert_eq!(Target::Share.corpus_dirs(), ["share", "snippet"]);
    assert_eq!(Target::Elf.corpus_dirs(), ["elf"]);
}
