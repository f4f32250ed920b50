//! The one bridge to the shell: every command the UI calls goes through here.
//!
//! `invoke` is wrapped with `catch`, both the answer and the error are
//! deserialised, and an error always arrives as words a player can read.

use serde::Deserialize;
use serde::Serialize;
use serde::de::DeserializeOwned;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = ["window", "__TAURI__", "core"], js_name = invoke, catch)]
    async fn tauri_invoke(cmd: &str, args: JsValue) -> Result<JsValue, JsValue>;
}

/// An error as the shell sends it: a stable code and a message naming the bad value.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ApiError {
    /// Machine-readable, stable across versions.
    pub code: String,
    /// Words for the player.
    pub message: String,
}

impl ApiError {
    fn local(code: &str, message: impl Into<String>) -> ApiError {
        ApiError {
            code: code.to_owned(),
            message: message.into(),
        }
    }
}

/// A player of the directory, as the shell shows it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Player {
    /// Stable id.
    pub id: i64,
    /// Name at the table.
    pub name: String,
}

async fn call<A: Serialize, T: DeserializeOwned>(cmd: &str, args: &A) -> Result<T, ApiError> {
    let args = serde_wasm_bindgen::to_value(args)
        .map_err(|e| ApiError::local("ui_encode", format!("could not send {cmd}: {e}")))?;
    match tauri_invoke(cmd, args).await {
        Ok(value) => serde_wasm_bindgen::from_value(value)
            .map_err(|e| ApiError::local("ui_decode", format!("unexpected answer to {cmd}: {e}"))),
        Err(err) => Err(
            serde_wasm_bindgen::from_value(err.clone()).unwrap_or_else(|_| {
                let text = err
                    .as_string()
                    .unwrap_or_else(|| format!("{cmd} failed without a reason"));
                ApiError::local("shell", text)
            }),
        ),
    }
}

#[derive(Serialize)]
struct NoArgs {}

#[derive(Serialize)]
struct NameArgs<'a> {
    name: &'a str,
}

/// The player directory.
pub async fn list_players() -> Result<Vec<Player>, ApiError> {
    call("list_players", &NoArgs {}).await
}

/// Adds a player; answers with the directory once the shell has committed it.
pub async fn add_player(name: &str) -> Result<Vec<Player>, ApiError> {
    call("add_player", &NameArgs { name }).await
}
