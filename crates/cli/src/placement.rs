//! Where the parallel run's threads start: each on a core of its own.
//!
//! Linux starts a new thread on its parent's core and wakes a waiting thread near its waker;
//! some kernels (notably in VMs that pack tasks onto few virtual CPUs) then leave two busy
//! threads sharing one core for tens of milliseconds before the load balancer moves one,
//! while the other core idles. So each thread, as it starts, moves itself to a core of its
//! own (by narrowing its affinity to that core) and at once lets the scheduler place it
//! anywhere again: a hint, not a pin, so a busy machine still balances the threads.

/// The cores the run's threads should start on, thread `k` on core `k` (cycling when there
/// are fewer cores than threads); empty where the platform gives no such hint.
pub fn thread_cores(threads: usize) -> Vec<usize> {
    imp::thread_cores(threads)
}

/// Moves the calling thread to `core` (see the module doc); does nothing where that fails.
pub fn start_on(core: usize) {
    imp::start_on(core);
}

#[cfg(target_os = "linux")]
mod imp {
    use rustix::thread::{sched_getaffinity, sched_setaffinity, CpuSet};

    pub fn thread_cores(threads: usize) -> Vec<usize> {
        let Ok(allowed) = sched_getaffinity(None) else {
            return Vec::new();
        };
        let cores: Vec<usize> = (0..CpuSet::MAX_CPU).filter(|&c| allowed.is_set(c)).collect();
        if cores.len() < 2 {
            return Vec::new();
        }
        cores.iter().copied().cycle().take(threads).collect()
    }

    pub fn start_on(core: usize) {
        let Ok(allowed) = sched_getaffinity(None) else {
            return;
        };
        let mut only = CpuSet::new();
        only.set(core);
        if sched_setaffinity(None, &only).is_ok() {
            let _ = sched_setaffinity(None, &allowed);
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod imp {
    pub fn thread_cores(_threads: usize) -> Vec<usize> {
        Vec::new()
    }

    pub fn start_on(_core: usize) {}
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use rustix::thread::sched_getaffinity;

    #[test]
    fn each_thread_gets_an_allowed_core() {
        let allowed = sched_getaffinity(None).unwrap();
        let cores = thread_cores(5);
        let count = (0..rustix::thread::CpuSet::MAX_CPU)
            .filter(|&c| allowed.is_set(c))
            .count();
        assert_eq!(cores.len(), if count > 1 { 5 } else { 0 });
        assert!(cores.iter().all(|&c| allowed.is_set(c)));
    }

    #[test]
    fn starting_on_a_core_does_not_pin_the_thread() {
        std::thread::spawn(|| {
            let before = sched_getaffinity(None).unwrap();
            for core in thread_cores(4) {
                start_on(core);
                assert_eq!(sched_getaffinity(None).unwrap(), before);
            }
        })
        .join()
        .unwrap();
    }
}
