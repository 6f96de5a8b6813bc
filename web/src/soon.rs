//! Running a function in a task of its own as soon as the page is free: a message on a
//! `MessageChannel` (unlike `setTimeout(0)`, not clamped to 4 ms when chained). Input events
//! and rendering go before such tasks, so a long computation cut into short tasks keeps the
//! page answering.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use web_sys::{MessageChannel, MessageEvent};

/// The channel, its message handler and the functions waiting to run (in order).
struct Soon {
    channel: MessageChannel,
    _handler: Closure<dyn FnMut(MessageEvent)>,
    queue: Vec<Box<dyn FnOnce()>>,
}

thread_local! {
    static SOON: RefCell<Option<Soon>> = const { RefCell::new(None) };
}

/// Runs the oldest waiting function (called once per message).
fn run_next() {
    let next = SOON.with_borrow_mut(|s| s.as_mut().filter(|s| !s.queue.is_empty()).map(|s| s.queue.remove(0)));
    if let Some(f) = next {
        f();
    }
}

/// Calls `f` with the channel, made on first use (not at all where none can be made).
fn with_channel(f: impl FnOnce(&mut Soon)) {
    SOON.with_borrow_mut(|s| {
        if s.is_none() {
            let Ok(channel) = MessageChannel::new() else {
                return;
            };
            let handler = Closure::<dyn FnMut(MessageEvent)>::new(|_: MessageEvent| run_next());
            channel.port1().set_onmessage(Some(handler.as_ref().unchecked_ref()));
            *s = Some(Soon {
                channel,
                _handler: handler,
                queue: Vec::new(),
            });
        }
        if let Some(s) = s.as_mut() {
            f(s);
        }
    })
}

/// Runs `f` in a task of its own once the tasks already queued, input and rendering are done
/// (a zero `setTimeout` where no `MessageChannel` can be made).
pub(crate) fn soon(f: impl FnOnce() + 'static) {
    let mut f = Some(Box::new(f) as Box<dyn FnOnce()>);
    with_channel(|s| {
        if s.channel.port2().post_message(&JsValue::NULL).is_ok() {
            s.queue.extend(f.take());
        }
    });
    if let Some(f) = f {
        leptos::prelude::set_timeout(f, std::time::Duration::ZERO);
    }
}
