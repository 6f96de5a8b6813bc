//! The Learn menu: a list of guided lessons ([`crate::lessons`]) and the card of the open one,
//! with Back/Next buttons; each step's note is pinned to a source line (the editor's caret goes
//! there) and may step the machine.

use leptos::prelude::*;

use crate::ctx::Ctx;
use crate::lessons::{Action, Lesson, LESSONS};
use crate::panels::editor::jump_to_line;
use crate::panels::help::ModalDialog;

/// Opens lesson `index` at its first step.
pub(crate) fn open_lesson(ctx: Ctx, index: usize) {
    let Some(l) = LESSONS.get(index) else {
        return;
    };
    ctx.show_learn.set(false);
    if let Some(ex) = l.example {
        ctx.open_buffer(ex);
    }
    go_to(ctx, index, 0);
}

/// Shows step `step` of lesson `index`: back to the lesson's target and initial state, then
/// every action up to and including this step's, so Back and Next land on the same state.
pub(crate) fn go_to(ctx: Ctx, index: usize, step: usize) {
    let Some(l) = LESSONS.get(index) else {
        return;
    };
    let step = step.min(l.steps.len().saturating_sub(1));
    ctx.lesson.set(Some((index, step)));
    if l.example.is_none() {
        return;
    }
    switch_target(ctx, l.arch);
    ctx.reset();
    for s in &l.steps[..=step] {
        match s.action {
            Action::None => {}
            Action::Step(n) => (0..n).for_each(|_| ctx.step_own()),
            Action::Target(t) => {
                switch_target(ctx, t);
                ctx.reset();
            }
        }
    }
    if let Some(line) = l.steps.get(step).map(|s| s.line).filter(|&n| n > 0) {
        jump_to_line(ctx, line);
    }
}

fn switch_target(ctx: Ctx, name: &str) {
    if let Some(t) = lanescope::Target::from_name(name).filter(|&t| t != ctx.target.get_untracked()) {
        ctx.set_target(t);
    }
}

/// The Learn menu's lesson list (a modal dialog while [`Ctx::show_learn`] is set) and the
/// card of the open lesson.
#[component]
pub(crate) fn Learn(ctx: Ctx) -> impl IntoView {
    view! {
        <ModalDialog open=ctx.show_learn id="learn-menu" part="learn" title="Learn: guided lessons">
            <ul class="lessons">
                {LESSONS
                    .iter()
                    .enumerate()
                    .map(|(i, l)| {
                        view! {
                            <li>
                                <button data-lesson=l.id on:click=move |_| open_lesson(ctx, i)>
                                    {l.title}
                                </button>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </ModalDialog>
        {move || ctx.lesson.get().and_then(|(i, s)| LESSONS.get(i).map(|l| card(ctx, i, l, s)))}
    }
}

/// The open lesson's card: title, step count, the pinned line, the note and the buttons.
fn card(ctx: Ctx, index: usize, l: &'static Lesson, step: usize) -> impl IntoView {
    let last = l.steps.len().saturating_sub(1);
    let s = &l.steps[step.min(last)];
    let (at_first, at_last) = (step == 0, step >= last);
    let line = (s.line > 0).then(|| format!("line {} — ", s.line));
    view! {
        <aside id="lesson" class="lesson" role="dialog" aria-labelledby="lesson-title" data-line=s.line>
            <h2 id="lesson-title">{l.title}</h2>
            <p class="lesson-pos">{format!("step {} of {}", step + 1, l.steps.len())}</p>
            <p id="lesson-note">
                <b>{line}</b>
                {s.note}
            </p>
            <div class="btn-group">
                <button id="lesson-back" disabled=at_first on:click=move |_| go_to(ctx, index, step.saturating_sub(1))>
                    "Back"
                </button>
                <button id="lesson-next" disabled=at_last on:click=move |_| go_to(ctx, index, step + 1)>
                    "Next"
                </button>
                <button id="lesson-close" title="Close the lesson (Escape)" on:click=move |_| ctx.lesson.set(None)>
                    "Close"
                </button>
            </div>
        </aside>
    }
}
