//! The app's commands through Tauri's mock runtime, called as the UI calls
//! them (JSON in, JSON or `{code, message, params}` out): the harness the
//! command-level tests share. Each test file adds the helpers of its own
//! story in an `impl Ui` of its own.

#![allow(dead_code)] // Each test file uses the part it needs.

use serde_json::Value;
use tauri::Manager;
use tauri::test::{INVOKE_KEY, MockRuntime, mock_builder, mock_context, noop_assets};
use tauri::webview::InvokeRequest;
use tranque_app_lib::commands::AppState;

/// The app, started on a state, with the folder of its database if the test
/// made one (kept until the app is dropped).
pub struct Ui {
    _app: tauri::App<MockRuntime>,
    webview: tauri::WebviewWindow<MockRuntime>,
    dir: Option<tempfile::TempDir>,
}

impl Ui {
    /// The app over `state`.
    pub fn with_state(state: AppState) -> Ui {
        let app = tranque_app_lib::with_commands(mock_builder())
            .build(mock_context(noop_assets()))
            .unwrap();
        app.manage(state);
        let webview = tauri::WebviewWindowBuilder::new(&app, "main", Default::default())
            .build()
            .unwrap();
        Ui {
            _app: app,
            webview,
            dir: None,
        }
    }

    /// The same app, keeping `dir` (its database's folder) as long as it lives.
    pub fn keeping(self, dir: tempfile::TempDir) -> Ui {
        Ui {
            dir: Some(dir),
            ..self
        }
    }

    /// The folder kept with [`Ui::keeping`].
    pub fn dir(&self) -> &std::path::Path {
        self.dir
            .as_ref()
            .expect("a folder kept with the app")
            .path()
    }

    /// The app's state, to see what the commands asked of the phone.
    pub fn state(&self) -> tauri::State<'_, AppState> {
        self._app.state::<AppState>()
    }

    /// The refusal of `cmd`, checked to be `{code, message, params}` with a
    /// message and params that are an object.
    pub fn refused(&self, cmd: &str, args: Value) -> Value {
        let err = self
            .call(cmd, args)
            .err()
            .unwrap_or_else(|| panic!("{cmd} was accepted"));
        let keys: Vec<&String> = err.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["code", "message", "params"], "{err}");
        assert!(!err["message"].as_str().unwrap().is_empty(), "{err}");
        assert!(err["params"].is_object(), "{err}");
        err
    }

    /// Calls `cmd` with `args`: its answer, or its error.
    pub fn call(&self, cmd: &str, args: Value) -> Result<Value, Value> {
        tauri::test::get_ipc_response(&self.webview, request(cmd, args))
            .map(|body| body.deserialize::<Value>().unwrap())
    }

    /// Calls `cmd` with `args` as [`Ui::call`] does: the thread its answer
    /// was given on (this one for a command run where it is called, the
    /// main thread in the app), and the answer or the error.
    pub fn answered_on(
        &self,
        cmd: &str,
        args: Value,
    ) -> (std::thread::ThreadId, Result<Value, Value>) {
        use tauri::ipc::{InvokeError, InvokeResponse};
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        self.webview.clone().on_message(
            request(cmd, args),
            Box::new(move |_webview, _cmd, response, _callback, _error| {
                tx.send((std::thread::current().id(), response)).unwrap();
            }),
        );
        let (thread, response) = rx.recv().unwrap();
        let answer = match response {
            InvokeResponse::Ok(body) => Ok(body.deserialize::<Value>().unwrap()),
            InvokeResponse::Err(InvokeError(error)) => Err(error),
        };
        (thread, answer)
    }

    /// Calls `cmd` with `bytes` as the request's raw body, as the page sends
    /// a photo: its answer, or its error.
    pub fn call_raw(&self, cmd: &str, bytes: Vec<u8>) -> Result<Value, Value> {
        let mut request = request(cmd, Value::Null);
        request.body = tauri::ipc::InvokeBody::Raw(bytes);
        tauri::test::get_ipc_response(&self.webview, request)
            .map(|body| body.deserialize::<Value>().unwrap())
    }

    /// Calls `cmd`, which must be accepted: its answer.
    pub fn ok(&self, cmd: &str, args: Value) -> Value {
        self.call(cmd, args)
            .unwrap_or_else(|err| panic!("{cmd} refused: {err}"))
    }
}

/// The request the UI sends for `cmd` with `args`.
fn request(cmd: &str, args: Value) -> InvokeRequest {
    InvokeRequest {
        cmd: cmd.into(),
        callback: tauri::ipc::CallbackFn(0),
        error: tauri::ipc::CallbackFn(1),
        url: "tauri://localhost".parse().unwrap(),
        body: tauri::ipc::InvokeBody::Json(args),
        headers: Default::default(),
        invoke_key: INVOKE_KEY.to_string(),
    }
}
