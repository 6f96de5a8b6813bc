//! The dismissible bars under the toolbar: the load banner and the share link.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::ctx::Ctx;

/// The banner (why a link or saved session could not be loaded) and the share bar.
#[component]
pub(crate) fn Notices(ctx: Ctx) -> impl IntoView {
    view! {
    {move || {
        ctx.banner
            .get()
            .map(|msg| {
                view! {
                    <div id="banner" class="banner" role="alert">
                        <span>{msg}</span>
                        <button class="x" title="Dismiss" on:click=move |_| ctx.banner.set(None)>
                            "×"
                        </button>
                    </div>
                }
            })
    }}
    {move || {
        ctx.share_url
            .get()
            .map(|url| {
                view! {
                    <div class="sharebar">
                        <span>"Share link (now in the address bar):"</span>
                        <input
                            id="share-url"
                            readonly
                            prop:value=url
                            on:focus=move |e| {
                                if let Some(i) = e
                                    .target()
                                    .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                                {
                                    i.select();
                                }
                            }
                        />
                        <button class="x" title="Close" on:click=move |_| ctx.share_url.set(None)>
                            "×"
                        </button>
                    </div>
                }
            })
    }}
    }
}
