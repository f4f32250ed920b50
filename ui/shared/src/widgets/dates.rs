//! The phone's calendar day of an instant.

/// The phone's calendar day (`YYYY-MM-DD`) of an RFC 3339 instant, so a
/// match is listed under the day the players lived it, as the date filter
/// counts days. Text that is not an instant is shown as given.
pub fn local_day(instant: &str) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_str(instant));
    let time = date.get_time();
    if time.is_nan() {
        return instant.get(..10).unwrap_or(instant).to_owned();
    }
    format!(
        "{:04}-{:02}-{:02}",
        date.get_full_year(),
        date.get_month() + 1,
        date.get_date()
    )
}
