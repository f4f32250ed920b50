//! Running the `tranque` binary in the CLI tests: its output, and its JSON.

#![allow(dead_code)] // Each test file uses its own part.

use std::process::{Command, Output};

use serde_json::Value;

/// Runs `tranque` with `args`.
pub fn tranque(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tranque"))
        .args(args)
        .output()
        .expect("run the tranque binary")
}

/// Runs `tranque` with `args`, which must succeed, and reads its JSON.
pub fn json_of(args: &[&str]) -> Value {
    let out = tranque(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("the output is JSON")
}
