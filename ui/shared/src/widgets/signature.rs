//! The signature pad's units, a finger's point on it, and the ink as drawn.

use leptos::prelude::*;

use crate::ctx::ctx;
use crate::i18n::t_string;

/// The signature pad's drawing units: the ink is kept in these, whatever the
/// pad's size on screen.
pub const SIGNATURE_VIEWBOX: &str = "0 0 320 120";

/// Where a finger is on the signature pad, in the pad's drawing units
/// (`"x y"`), so the ink stays under the finger on any screen width.
pub fn pad_point(ev: &leptos::ev::PointerEvent) -> String {
    use wasm_bindgen::JsCast;
    let rect = ev
        .current_target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .map(|e| e.get_bounding_client_rect());
    match rect {
        Some(r) if r.width() > 0.0 && r.height() > 0.0 => {
            // The viewBox is fitted whole and centred ("xMidYMid meet").
            let scale = (r.width() / 320.0).min(r.height() / 120.0);
            let left = r.left() + (r.width() - 320.0 * scale) / 2.0;
            let top = r.top() + (r.height() - 120.0 * scale) / 2.0;
            let x = (f64::from(ev.client_x()) - left) / scale;
            let y = (f64::from(ev.client_y()) - top) / scale;
            format!("{x:.0} {y:.0}")
        }
        _ => format!("{} {}", ev.offset_x(), ev.offset_y()),
    }
}

/// A signature as it was drawn at the end of a match.
#[component]
pub fn SignatureInk(
    /// The ink: SVG path data in the pad's units.
    ink: String,
) -> impl IntoView {
    let c = ctx();
    view! {
        <svg
            class="signature signed"
            id="signature-ink"
            viewBox=SIGNATURE_VIEWBOX
            role="img"
            aria-label=move || t_string!(c.i18n, a11y_signature)
        >
            <line x1="10" y1="100" x2="310" y2="100" class="sign-line" />
            <path d=ink class="ink" />
        </svg>
    }
}
