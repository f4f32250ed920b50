//! A screen's list: its rows, or the words saying there are none.

use leptos::prelude::*;

/// `rows` in `<ul class=class id=id>`; when there are none, `none` said
/// instead in `<p class="muted" id=none_id>`.
pub fn rows_or_none(
    class: &'static str,
    id: &'static str,
    rows: Vec<AnyView>,
    none_id: &'static str,
    none: &'static str,
) -> AnyView {
    if rows.is_empty() {
        view! { <p class="muted" id=none_id>{none}</p> }.into_any()
    } else {
        view! { <ul class=class id=id>{rows}</ul> }.into_any()
    }
}
