//! Run in a Web Worker: the machine runs off the page's thread, so the page never blocks.
//!
//! One wasm module serves both sides. The page starts a module worker from a small script
//! (a `blob:` URL) that imports the same wasm-bindgen glue (`import.meta.url` of the page's
//! glue), initialises it (the app's `main` mounts nothing outside a window) and calls
//! [`worker_main`]. Messages both ways are postcard bytes ([`ToWorker`], [`FromWorker`]).
//!
//! Run steps its first task on the page (a short run ends there, with no round trip); a run
//! that goes on posts the snippet (target, source, launch & data text), the machine's state bytes
//! ([`lanescope::Rewind::save_state`]), the breakpoints with their conditions, the
//! run-to-cursor line and the step budget. The worker builds the program (once per snippet),
//! loads the state and runs in tasks of about [`RUN_TASK_MS`], reading Stop between them;
//! every [`RUN_PROGRESS_MS`] it posts the step count and the waves done (the status shows
//! them) and, every [`WORKER_DRAW_MS`] for a machine of at most [`MARK_BYTES`], the state,
//! which the page loads, keeps in the step-back history and draws. At the end (program end,
//! fault, breakpoint, cursor line, budget, Stop) it posts the final state, which the page
//! loads and draws, and a state a little earlier (before its last task; for a large machine
//! at its last progress), which the history keeps so stepping back after the run is quick.
//!
//! If the worker cannot start (no module workers, a `file:` page, a failed import) or a
//! machine cannot save its state, Run steps on the page in time slices instead, and the
//! status' hover text says why.

use std::cell::RefCell;

use js_sys::{Array, Uint8Array};
use lanescope::{History, Rewind, Snippet, StepOutcome, Target};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Worker};

use crate::ctx::{waves_done, Breakpoint, Ctx, Stop, MARK_BYTES, RUN_PROGRESS_MS, RUN_TASK_MS};
use crate::runloop::{now_ms, run_until, Checks};

/// Least milliseconds between two redraws of the views during a run in the worker: drawing
/// every view is the one long task the page has while the worker runs, so it is rare.
pub const WORKER_DRAW_MS: f64 = 1000.0;

/// Largest machine the worker copies before every task as the run's mark (larger ones at
/// every progress): stepping back after the run replays at most one task of steps.
const MARK_EVERY_TASK_BYTES: usize = 1 << 20;

/// Milliseconds the page waits for the worker's answer to Stop before it gives up on it
/// (terminates it, keeps the last state it sent and starts a new worker).
const STOP_WAIT_MS: u64 = 1000;

/// A message from the page to the worker.
#[derive(Serialize, Deserialize)]
enum ToWorker {
    /// Run from `state` (a run replaces any run in progress).
    Run(Job),
    /// Stop run `id` and send its state.
    Stop(u64),
}

/// What a run needs: the snippet, the state to start from, what stops it.
#[derive(Serialize, Deserialize)]
struct Job {
    id: u64,
    target: String,
    source: String,
    /// The launch & data TOML.
    data: String,
    state: Vec<u8>,
    /// Line, enabled, condition text.
    breakpoints: Vec<(usize, bool, Option<String>)>,
    cursor: Option<usize>,
    budget: u64,
}

/// A message from the worker to the page.
#[derive(Serialize, Deserialize)]
enum FromWorker {
    /// The worker takes messages.
    Ready,
    /// Run `id` goes on.
    Progress {
        id: u64,
        steps: u64,
        /// Waves done, waves in all.
        waves: (u32, u32),
        /// The state now, for a small enough machine.
        state: Option<Vec<u8>>,
    },
    /// Run `id` stopped.
    Done {
        id: u64,
        state: Vec<u8>,
        /// The state at the run's last progress.
        mark: Option<Vec<u8>>,
        /// Why it stopped early (breakpoint, cursor line).
        note: Option<String>,
        /// It used up its step budget.
        budget: bool,
        /// The breakpoint line it stopped at.
        hit: Option<usize>,
    },
    /// Run `id` could not start in the worker (the page runs it).
    Failed { id: u64, why: String },
}

/// Bytes of `msg`, as a JS array (empty if it cannot be encoded).
fn encode<T: Serialize>(msg: &T) -> Uint8Array {
    Uint8Array::from(&postcard::to_allocvec(msg).unwrap_or_default()[..])
}

/// Posts `msg` to `to` (the worker, or the page from the worker), moving its buffer.
fn post<T: Serialize>(msg: &T, send: impl FnOnce(&JsValue, &JsValue) -> Result<(), JsValue>) {
    let bytes = encode(msg);
    let _ = send(&bytes, &Array::of1(&bytes.buffer()));
}

/// The message in a `MessageEvent`, if it is one of ours.
fn decode<T: for<'a> Deserialize<'a>>(e: &MessageEvent) -> Option<T> {
    let data = e.data().dyn_into::<Uint8Array>().ok()?;
    postcard::from_bytes(&data.to_vec()).ok()
}

// ---------------------------------------------------------------- the worker's side

/// A run in the worker.
struct Running {
    id: u64,
    left: u64,
    cursor: Option<usize>,
    bps: Vec<Breakpoint>,
    /// When the last progress went out.
    told: f64,
    /// When the last state went out.
    drawn: f64,
    /// The machine a little before now (for the step-back history): before the last task, or
    /// at the last progress for a large machine.
    mark: Option<Box<dyn Rewind>>,
}

/// Target, source and launch & data text.
type SnippetKey = (String, String, String);

/// The worker's state: its scope, the machine of the last snippet and the run.
struct WorkerSide {
    scope: DedicatedWorkerGlobalScope,
    _onmessage: Closure<dyn FnMut(MessageEvent)>,
    /// The snippet and the machine built from it.
    built: Option<(SnippetKey, Box<dyn Rewind>)>,
    run: Option<Running>,
}

thread_local! {
    static SIDE: RefCell<Option<WorkerSide>> = const { RefCell::new(None) };
}

/// The worker's entry point (the worker script calls it once the module is initialised):
/// takes the page's messages and says it is ready.
pub fn worker_main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(|e: MessageEvent| match decode::<ToWorker>(&e) {
        Some(ToWorker::Run(job)) => start_job(job),
        Some(ToWorker::Stop(id)) => finish(id, None),
        None => {}
    });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    tell(&FromWorker::Ready, &scope);
    SIDE.set(Some(WorkerSide {
        scope,
        _onmessage: onmessage,
        built: None,
        run: None,
    }));
}

/// Posts `msg` to the page.
fn tell(msg: &FromWorker, scope: &DedicatedWorkerGlobalScope) {
    post(msg, |m, t| scope.post_message_with_transfer(m, t));
}

/// The machine `target` builds from `source` with the launch & data text `data` (as the page
/// builds it).
fn build(target: &str, source: &str, data: &str) -> Result<Box<dyn Rewind>, String> {
    let target = Target::from_name(target).ok_or_else(|| format!("unknown target '{target}'"))?;
    let snippet = crate::persist::snippet_from_parts(target, source, data)?
        .unwrap_or_else(|| Snippet::new(target, source.to_string()));
    target.build(&snippet, source).map_err(|e| e.to_string())
}

/// The breakpoints of a [`Job`] (a condition that does not parse never holds: the page
/// refuses those).
fn breakpoints(list: Vec<(usize, bool, Option<String>)>) -> Vec<Breakpoint> {
    list.into_iter()
        .filter_map(|(line, enabled, cond)| {
            let cond = match cond {
                Some(t) => Some((t.clone(), lanescope::Condition::parse(&t).ok()?)),
                None => None,
            };
            Some(Breakpoint {
                line,
                cond,
                enabled,
                hits: 0,
            })
        })
        .collect()
}

/// Builds (or reuses) the job's machine, loads its state and starts running it.
fn start_job(job: Job) {
    let id = job.id;
    let failed = SIDE.with_borrow_mut(|side| {
        let side = side.as_mut()?;
        let key = (job.target, job.source, job.data);
        if side.built.as_ref().is_none_or(|(k, _)| *k != key) {
            side.built = None;
            match build(&key.0, &key.1, &key.2) {
                Ok(m) => side.built = Some((key, m)),
                Err(why) => return Some(why),
            }
        }
        let (_, m) = side.built.as_mut()?;
        if let Err(why) = m.load_state(&job.state) {
            return Some(why);
        }
        side.run = Some(Running {
            id,
            left: job.budget,
            cursor: job.cursor,
            bps: breakpoints(job.breakpoints),
            told: now_ms(),
            drawn: now_ms(),
            mark: None,
        });
        None
    });
    match failed {
        Some(why) => SIDE.with_borrow(|s| {
            if let Some(s) = s {
                tell(&FromWorker::Failed { id, why }, &s.scope);
            }
        }),
        None => crate::soon::soon(move || run_task(id)),
    }
}

/// Runs run `id` for one task; schedules the next task or finishes.
fn run_task(id: u64) {
    let mut hit = None;
    let stop = SIDE.with_borrow_mut(|side| {
        let side = side.as_mut()?;
        let run = side.run.as_mut().filter(|r| r.id == id)?;
        let (_, m) = side.built.as_mut()?;
        let start = now_ms();
        if m.snapshot_bytes() <= MARK_EVERY_TASK_BYTES {
            run.mark = Some(m.snapshot());
        }
        let mut c = Checks {
            bps: &run.bps,
            cursor: run.cursor,
            hit: &mut |l| hit = Some(l),
            after: &mut |_| {},
        };
        // The page ran the first instruction: breakpoints hold before every one here.
        let (stop, left) = run_until(m.as_mut(), start + RUN_TASK_MS, run.left, false, &mut c);
        run.left = left;
        if matches!(stop, Stop::Outcome(StepOutcome::BudgetExhausted)) && left > 0 {
            if start - run.told >= RUN_PROGRESS_MS {
                tell(&progress(run, start, m.as_ref()), &side.scope);
            }
            return Some(None);
        }
        Some(Some(stop))
    });
    match stop {
        Some(None) => crate::soon::soon(move || run_task(id)),
        Some(Some(stop)) => finish(id, Some((stop, hit))),
        None => {}
    }
}

/// The progress message of `run` on `m` at `now`; keeps a large `m` as the run's mark, and sends
/// its state every [`WORKER_DRAW_MS`] (a machine of at most [`MARK_BYTES`]).
fn progress(run: &mut Running, now: f64, m: &dyn Rewind) -> FromWorker {
    run.told = now;
    let bytes = m.snapshot_bytes();
    let small = bytes <= MARK_BYTES;
    if bytes > MARK_EVERY_TASK_BYTES {
        run.mark = small.then(|| m.snapshot());
    }
    let draw = small && now - run.drawn >= WORKER_DRAW_MS;
    if draw {
        run.drawn = now;
    }
    let (done, total) = waves_done(m);
    FromWorker::Progress {
        id: run.id,
        steps: m.steps(),
        waves: (done as u32, total as u32),
        state: draw.then(|| m.save_state()),
    }
}

/// Ends run `id` (if it is the one in progress) and sends its state: `how` it stopped, or
/// `None` for Stop.
fn finish(id: u64, how: Option<(Stop, Option<usize>)>) {
    SIDE.with_borrow_mut(|side| {
        let Some(side) = side.as_mut() else { return };
        let Some(run) = side.run.take_if(|r| r.id == id) else {
            return;
        };
        let Some((_, m)) = side.built.as_ref() else { return };
        let (note, budget, hit) = match how {
            Some((Stop::Note(n), hit)) => (Some(n), false, hit),
            Some((Stop::Outcome(StepOutcome::BudgetExhausted), _)) => (None, true, None),
            _ => (None, false, None),
        };
        let done = FromWorker::Done {
            id,
            state: m.save_state(),
            mark: run.mark.map(|s| s.save_state()),
            note,
            budget,
            hit,
        };
        tell(&done, &side.scope);
    });
}

// ---------------------------------------------------------------- the page's side

#[wasm_bindgen]
extern "C" {
    /// The URL of this module's wasm-bindgen glue (the worker imports it too).
    #[wasm_bindgen(thread_local_v2, js_namespace = ["import", "meta"], js_name = url)]
    static GLUE_URL: String;
}

/// The page's worker.
struct Runner {
    worker: Worker,
    /// The worker said [`FromWorker::Ready`]; until then messages wait in `queued`.
    ready: bool,
    queued: Vec<ToWorker>,
    _onmessage: Closure<dyn FnMut(MessageEvent)>,
    _onerror: Closure<dyn FnMut(web_sys::Event)>,
}

/// The run the worker is doing for the page.
#[derive(Clone, Copy)]
struct Active {
    id: u64,
    cursor: Option<usize>,
    steps: u64,
    waves: (usize, usize),
    /// Step count of the last state kept in the history's grid (others are marks).
    kept: u64,
}

thread_local! {
    static RUNNER: RefCell<Option<Runner>> = const { RefCell::new(None) };
    static ACTIVE: RefCell<Option<Active>> = const { RefCell::new(None) };
    /// Why the last run stepped on the page (the status' hover text says it).
    static ON_PAGE: RefCell<Option<String>> = const { RefCell::new(None) };
    /// Why there is no worker.
    static NO_WORKER: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The worker's script: import the glue, initialise the module from the wasm file beside it
/// (trunk names it after the glue: `NAME.js`, `NAME_bg.wasm`), enter [`worker_main`]; a
/// failure is posted as a string.
fn worker_script(glue: &str) -> String {
    let quote = |s: &str| s.replace('\\', "\\\\").replace('"', "\\\"");
    let wasm = match glue.strip_suffix(".js") {
        Some(stem) => format!("{stem}_bg.wasm"),
        None => glue.to_string(),
    };
    format!(
        "try {{ const m = await import(\"{}\"); await m.default({{ module_or_path: \"{}\" }}); m.worker_main(); }} \
         catch (e) {{ self.postMessage(String((e && e.stack) || e)); }}\n",
        quote(glue),
        quote(&wasm)
    )
}

/// Starts the page's worker (once; a failure leaves Run on the page and says why).
pub(crate) fn spawn(ctx: Ctx) {
    if RUNNER.with_borrow(Option::is_some) {
        return;
    }
    match new_runner(ctx) {
        Ok(r) => RUNNER.set(Some(r)),
        Err(e) => NO_WORKER.set(Some(e.as_string().unwrap_or_else(|| format!("{e:?}")))),
    }
}

fn new_runner(ctx: Ctx) -> Result<Runner, JsValue> {
    let glue = GLUE_URL.with(String::clone);
    if !glue.starts_with("http") {
        return Err(format!("a page at '{glue}' cannot start module workers").into());
    }
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&Array::of1(&worker_script(&glue).into()), &opts)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let wopts = web_sys::WorkerOptions::new();
    wopts.set_type(web_sys::WorkerType::Module);
    wopts.set_name("lanescope-run");
    let worker = Worker::new_with_options(&url, &wopts)?;
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(why) = e.data().as_string() {
            return lost(ctx, format!("the worker did not start: {why}"));
        }
        match decode::<FromWorker>(&e) {
            Some(FromWorker::Ready) => ready(),
            Some(m) => heard(ctx, m),
            None => {}
        }
    });
    let onerror = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        e.prevent_default();
        let why = e
            .dyn_ref::<web_sys::ErrorEvent>()
            .map_or_else(|| "the worker failed".to_string(), |e| e.message());
        lost(ctx, why);
    });
    worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
    Ok(Runner {
        worker,
        ready: false,
        queued: Vec::new(),
        _onmessage: onmessage,
        _onerror: onerror,
    })
}

/// Sends `msg` to the worker (queued until it is ready); false without a worker.
fn send(msg: ToWorker) -> bool {
    RUNNER.with_borrow_mut(|r| match r {
        Some(r) if r.ready => {
            post(&msg, |m, t| r.worker.post_message_with_transfer(m, t));
            true
        }
        Some(r) => {
            r.queued.push(msg);
            true
        }
        None => false,
    })
}

/// The worker is ready: the waiting messages go.
fn ready() {
    RUNNER.with_borrow_mut(|r| {
        if let Some(r) = r {
            r.ready = true;
            for msg in std::mem::take(&mut r.queued) {
                post(&msg, |m, t| r.worker.post_message_with_transfer(m, t));
            }
        }
    });
}

/// The worker is gone (it failed to start or died): Run steps on the page from now on, and a
/// run in progress goes on there.
fn lost(ctx: Ctx, why: String) {
    if let Some(r) = RUNNER.take() {
        r.worker.terminate();
        // Called from one of the runner's own handlers: it is dropped once that has returned.
        crate::soon::soon(move || drop(r));
    }
    NO_WORKER.set(Some(why.clone()));
    if let Some(a) = ACTIVE.take() {
        continue_on_page(ctx, a, why);
    }
}

/// Run `a` goes on on the page, from the last state the worker sent.
fn continue_on_page(ctx: Ctx, a: Active, why: String) {
    set_runner("page", Some(why));
    if ctx.run_id.try_get_value() == Some(a.id) && ctx.running.get_untracked() {
        ctx.run_on_page(a.id, a.cursor, false, false);
    }
}

/// Marks the page with where runs step (`window.__lanescopeRunner`) and keeps why a run
/// steps on the page.
fn set_runner(kind: &str, why: Option<String>) {
    if let Some(w) = web_sys::window() {
        let _ = js_sys::Reflect::set(&w, &"__lanescopeRunner".into(), &kind.into());
    }
    ON_PAGE.set(why);
}

/// Goes on with run `id` in the worker (from the page's machine, after the page ran its first
/// slice) for at most `budget` instructions; false when it cannot (no worker, a machine that
/// cannot save its state): the page runs it.
pub(crate) fn start(ctx: Ctx, id: u64, cursor: Option<usize>, budget: u64) -> bool {
    if let Some(why) = NO_WORKER.with_borrow(Clone::clone) {
        set_runner("page", Some(format!("no Web Worker: {why}")));
        return false;
    }
    let (state, steps, waves) = ctx
        .machine
        .with_value(|m| m.as_ref().map(|m| (m.save_state(), m.steps(), waves_done(m.as_ref()))))
        .unwrap_or_default();
    if state.is_empty() {
        set_runner("page", Some("this machine cannot move to a Web Worker".into()));
        return false;
    }
    let job = Job {
        id,
        target: ctx.target.get_untracked().name().to_string(),
        source: ctx.source.get_untracked(),
        data: ctx.data.get_untracked(),
        state,
        breakpoints: ctx.breakpoints.with_untracked(|b| {
            b.iter()
                .map(|b| (b.line, b.enabled, b.cond.as_ref().map(|c| c.0.clone())))
                .collect()
        }),
        cursor,
        budget,
    };
    if !send(ToWorker::Run(job)) {
        set_runner("page", Some("no Web Worker".into()));
        return false;
    }
    set_runner("worker", None);
    ACTIVE.set(Some(Active {
        id,
        cursor,
        steps,
        waves,
        kept: steps,
    }));
    true
}

/// Whether a run is in the worker.
pub(crate) fn active() -> bool {
    ACTIVE.with_borrow(Option::is_some)
}

/// The step count and waves done of the run in the worker (`None`: no run there).
pub(crate) fn progress_now() -> Option<(u64, (usize, usize))> {
    ACTIVE.with_borrow(|a| a.map(|a| (a.steps, a.waves)))
}

/// Why the last run stepped on the page, if it did.
pub(crate) fn page_note() -> Option<String> {
    ON_PAGE.with_borrow(Clone::clone)
}

/// Asks the worker to stop its run (the page shows the state it sends back); false when no
/// run is in the worker. If no answer comes within [`STOP_WAIT_MS`], the worker is replaced
/// and the run ends with the last state it sent.
pub(crate) fn stop(ctx: Ctx) -> bool {
    let Some(id) = ACTIVE.with_borrow(|a| a.map(|a| a.id)) else {
        return false;
    };
    send(ToWorker::Stop(id));
    leptos::prelude::set_timeout(
        move || {
            if ACTIVE.with_borrow(|a| a.is_some_and(|a| a.id == id)) {
                ACTIVE.set(None);
                if let Some(r) = RUNNER.take() {
                    r.worker.terminate();
                }
                spawn(ctx);
                ctx.stop_note.set(Some("the worker did not answer Stop".into()));
                ctx.running.set(false);
                ctx.bump();
            }
        },
        std::time::Duration::from_millis(STOP_WAIT_MS),
    );
    true
}

/// Forgets the run in the worker (its answer is ignored) and tells the worker to stop it.
pub(crate) fn cancel() {
    if let Some(a) = ACTIVE.take() {
        send(ToWorker::Stop(a.id));
    }
}

/// The active run, if it is run `id` and still the page's run.
fn current(ctx: Ctx, id: u64) -> Option<Active> {
    ACTIVE
        .with_borrow(|a| *a)
        .filter(|a| a.id == id && ctx.run_id.try_get_value() == Some(id))
}

/// A message about a run.
fn heard(ctx: Ctx, msg: FromWorker) {
    match msg {
        FromWorker::Ready => {}
        FromWorker::Progress {
            id,
            steps,
            waves,
            state,
        } => {
            let Some(mut a) = current(ctx, id) else { return };
            a.steps = steps;
            a.waves = (waves.0 as usize, waves.1 as usize);
            // A state that does not load is not drawn; the final one says why.
            let draw = state.is_some_and(|bytes| load(ctx, &bytes, Some(&mut a)).is_ok());
            ACTIVE.set(Some(a));
            match draw {
                true => ctx.bump(),
                false => ctx.progress.update(|p| *p += 1),
            }
        }
        FromWorker::Done {
            id,
            state,
            mark,
            note,
            budget,
            hit,
        } => {
            if current(ctx, id).is_none() {
                return;
            }
            ACTIVE.set(None);
            if let Some(bytes) = mark {
                keep_mark(ctx, &bytes);
            }
            let failed = load(ctx, &state, None).err();
            if let Some(l) = hit {
                ctx.count_hit(l);
            }
            ctx.stop_note
                .set(failed.map(|e| format!("the run's state did not load: {e}")).or(note));
            ctx.budget_hit.set(budget);
            ctx.running.set(false);
            ctx.bump();
        }
        FromWorker::Failed { id, why } => {
            if let Some(a) = current(ctx, id) {
                ACTIVE.set(None);
                continue_on_page(ctx, a, format!("the worker could not run it: {why}"));
            }
        }
    }
}

/// Keeps state `bytes` (of the page's machine's program) as the step-back history's mark.
fn keep_mark(ctx: Ctx, bytes: &[u8]) {
    let snap = ctx.machine.with_value(|m| m.as_ref().map(|m| m.snapshot()));
    if let Some(mut s) = snap.filter(|s| s.snapshot_bytes() <= MARK_BYTES) {
        if s.load_state(bytes).is_ok() {
            ctx.history.update_value(|h| h.mark(s.as_ref()));
        }
    }
}

/// Loads state `bytes` into the page's machine. With `a` (a progress state) it is kept in
/// the step-back history: on the grid when it is at least a history interval past the last
/// kept one, else as a mark (replacing the previous mark).
fn load(ctx: Ctx, bytes: &[u8], a: Option<&mut Active>) -> Result<(), String> {
    ctx.machine
        .try_update_value(|m| {
            let m = m.as_mut().ok_or("no machine")?;
            m.load_state(bytes)?;
            if let Some(a) = a {
                let steps = m.steps();
                ctx.history.update_value(|h| {
                    if steps.saturating_sub(a.kept) >= History::interval(steps) {
                        h.record(m.as_ref());
                        a.kept = steps;
                    } else {
                        h.mark(m.as_ref());
                    }
                });
            }
            Ok(())
        })
        .unwrap_or(Err("no machine".into()))
}
