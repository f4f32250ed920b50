//! Running the `tranque` binary in the CLI tests: its output, and its JSON.

#![allow(dead_code)] // Each test file uses its own part.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use serde_json::Value;

/// Runs `tranque` with `args`.
pub fn tranque(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tranque"))
        .args(args)
        .output()
        .expect("run the tranque binary")
}

/// Runs `tranque` with `args`, ended when it runs past `limit`: a hang (a
/// file read forever) fails the test that met it, in bounded time.
pub fn tranque_within(args: &[&str], limit: Duration) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tranque"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run the tranque binary");
    let stdout = drain(child.stdout.take().expect("piped stdout"));
    let stderr = drain(child.stderr.take().expect("piped stderr"));
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for tranque") {
            break status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("tranque {args:?} still ran after {limit:?}: ended");
        }
        thread::sleep(Duration::from_millis(10));
    };
    Output {
        status,
        stdout: stdout.join().expect("stdout read"),
        stderr: stderr.join().expect("stderr read"),
    }
}

/// Everything `pipe` gives until it closes, read on a thread of its own.
fn drain(mut pipe: impl Read + Send + 'static) -> JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = pipe.read_to_end(&mut bytes);
        bytes
    })
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

/// What a command that reads a file must refuse in words, unread, each with
/// the words it says: a file one byte over the app's import cap (sparse,
/// made at `dir/name`), the folder `dir` itself, and on unix an endless
/// device and a pipe with no writer (made at `dir/pipe.json`). `dir` is
/// made empty first.
pub fn unreadable_inputs(dir: &Path, name: &str) -> Vec<(PathBuf, &'static str)> {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).expect("make the test's folder");
    let big = dir.join(name);
    std::fs::File::create(&big)
        .and_then(|file| file.set_len(tranque::MAX_IMPORT_BYTES as u64 + 1))
        .expect("make a sparse file over the cap");
    let mut cases = vec![
        (big, "is larger than 64 MiB, the most the app imports"),
        (dir.to_path_buf(), "is a directory, not a file"),
    ];
    if cfg!(unix) {
        cases.push(("/dev/zero".into(), "is a device, not a regular file"));
        let pipe = dir.join("pipe.json");
        let made = Command::new("mkfifo")
            .arg(&pipe)
            .status()
            .expect("run mkfifo");
        assert!(made.success(), "mkfifo {}", pipe.display());
        cases.push((pipe, "is a pipe, not a regular file"));
    }
    cases
}
