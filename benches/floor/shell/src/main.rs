//! The floor: a Tauri window showing the Leptos client of `../ui`, with one
//! command that answers from SQLite, and nothing opened at start.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

/// The version of the SQLite linked in, asked of an in-memory database: the
/// one command, so that the floor links and calls SQLite as Tranque does.
#[tauri::command]
fn sqlite_version() -> Result<String, String> {
    let conn = rusqlite::Connection::open_in_memory().map_err(|e| e.to_string())?;
    conn.query_row("SELECT sqlite_version()", [], |row| row.get(0))
        .map_err(|e| e.to_string())
}

fn main() {
    tauri::Builder::default()
        .invoke_handler(tauri::generate_handler![sqlite_version])
        .run(tauri::generate_context!())
        .expect("the floor could not start");
}
