//! The webview's console, kept for the end-to-end tests (only in a build
//! with the `test-hooks` feature): every message the pages log, and every
//! uncaught error, is kept in the page's session storage, which survives the
//! moves between the table app's page and the desk's. A test that fails
//! reads it back (`tests/e2e/src/bound.rs`).

/// The session storage key the messages are kept under.
pub const KEY: &str = "tranque-console";

/// The script run at the start of every page, before the page's own.
const SCRIPT: &str = r#"(() => {
  const KEY = "tranque-console";
  const text = (value) => {
    if (value instanceof Error) return value.stack || String(value);
    if (typeof value === "string") return value;
    try { return JSON.stringify(value); } catch (_) { return String(value); }
  };
  const keep = (level, values) => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(KEY) || "[]");
      kept.push(`${new Date().toISOString()} ${level} ${location.pathname}: ${Array.from(values).map(text).join(" ")}`);
      sessionStorage.setItem(KEY, JSON.stringify(kept.slice(-200)));
    } catch (_) {}
  };
  for (const level of ["log", "info", "warn", "error", "debug"]) {
    const original = console[level].bind(console);
    console[level] = (...values) => { keep(level, values); original(...values); };
  }
  addEventListener("error", (e) => keep("uncaught", [`${e.message} at ${e.filename}:${e.lineno}`]));
  addEventListener("unhandledrejection", (e) => keep("unhandled rejection", [e.reason]));
})();"#;

/// The plugin that runs [`SCRIPT`] at the start of every page.
pub fn plugin<R: tauri::Runtime>() -> tauri::plugin::TauriPlugin<R> {
    tauri::plugin::Builder::new("test-console")
        .js_init_script(SCRIPT.to_owned())
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_script_keeps_messages_under_the_key_the_tests_read() {
        assert!(SCRIPT.contains(&format!("\"{KEY}\"")));
    }
}
