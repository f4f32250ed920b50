//! The floor's screen: a `main` element, mounted at once like Tranque's, and
//! the answer of the shell's one command once it comes.

use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = ["window", "__TAURI__", "core"], js_name = invoke, catch)]
    async fn tauri_invoke(cmd: &str) -> Result<JsValue, JsValue>;
}

/// The screen: a heading, then SQLite's version as the shell tells it.
#[component]
fn Floor() -> impl IntoView {
    let answer = RwSignal::new(String::new());
    spawn_local(async move {
        let said = match tauri_invoke("sqlite_version").await {
            Ok(value) | Err(value) => value.as_string().unwrap_or_default(),
        };
        answer.set(said);
    });
    view! {
        <main>
            <h1>"Floor"</h1>
            <p id="sqlite">{move || answer.get()}</p>
        </main>
    }
}

fn main() {
    mark("tranque:main");
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(Floor);
    mark("tranque:mounted");
    // The frame's callbacks run before it is drawn (`frame`: its style,
    // layout and paint come next); a task queued from them runs once it is.
    request_animation_frame(|| {
        mark("tranque:frame");
        set_timeout(|| mark("tranque:drawn"), Duration::ZERO);
    });
}

/// Marks a step of the start on the page's clock, as Tranque's UI does.
fn mark(step: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(step);
    }
}
