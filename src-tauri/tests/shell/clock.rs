//! The match clock when the phone's time is set back and forth: through the
//! commands, with a clock whose wall time the test moves while real time
//! (the steady clock) moves on its own pace.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use serde_json::{Value, json};
use tranque_app_lib::clock::{MatchClock, TimeSource};

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
/// 2026-11-22T20:00:00Z.
const EVENING: i64 = 1_795_377_600_000;

/// A phone's clocks: a wall time its owner sets, a steady time that only
/// real time moves.
#[derive(Clone, Default)]
struct Phone {
    wall: Arc<AtomicI64>,
    steady: Arc<AtomicI64>,
}

impl Phone {
    fn at(wall: i64) -> Phone {
        let phone = Phone::default();
        phone.wall.store(wall, Ordering::SeqCst);
        phone
    }

    /// Real time passes: both clocks move.
    fn wait(&self, ms: i64) {
        self.wall.fetch_add(ms, Ordering::SeqCst);
        self.steady.fetch_add(ms, Ordering::SeqCst);
    }

    /// The owner sets the time: only the wall clock moves.
    fn set_time(&self, by: i64) {
        self.wall.fetch_add(by, Ordering::SeqCst);
    }
}

impl TimeSource for Phone {
    fn wall_ms(&self) -> i64 {
        self.wall.load(Ordering::SeqCst)
    }
    fn steady_ms(&self) -> i64 {
        self.steady.load(Ordering::SeqCst)
    }
}

use crate::support::Ui;

impl Ui {
    /// The app started on `phone`, over the database at `path`.
    fn start_on(path: &Path, phone: &Phone) -> Ui {
        Ui::with_state(
            tranque_app_lib::state_for(path, "2026-11-22T20:00:00Z")
                .with_clock(MatchClock::new(phone.clone())),
        )
    }

    fn clock(&self, id: &Value, action: &str) -> Result<Value, Value> {
        self.call("clock", json!({"match_id": id, "action": action}))
    }

    fn tick(&self, id: &Value, action: &str) -> Value {
        self.clock(id, action)
            .unwrap_or_else(|err| panic!("{action} refused: {err}"))
    }

    fn now(&self, id: &Value) -> i64 {
        self.call("clock_now", json!({"match_id": id}))
            .unwrap()
            .as_i64()
            .unwrap()
    }
}

/// A federation match (35 minutes), started.
fn federation_match(ui: &Ui) -> Value {
    let rules =
        serde_json::to_value(tranque::Preset::PrFederacion.rules(tranque::Mode::Pairs)).unwrap();
    let game = ui
        .call(
            "new_match",
            json!({"preset": "pr-federacion", "rules": rules,
                   "players": ["Ana", "Bia", "Caio", "Duda"]}),
        )
        .unwrap();
    game["id"].clone()
}

fn elapsed(game: &Value) -> i64 {
    game["standings"]["clock"]["elapsed_before_ms"]
        .as_i64()
        .unwrap()
}

#[test]
fn setting_the_phone_back_or_forward_does_not_move_the_match_clock() {
    let dir = tempfile::tempdir().unwrap();
    let phone = Phone::at(EVENING);
    let ui = Ui::start_on(&dir.path().join("t.sqlite3"), &phone);
    let id = federation_match(&ui);
    ui.tick(&id, "start");

    // Ten minutes in, the phone's time is set back an hour: pausing is
    // accepted, and ten minutes have run.
    phone.wait(10 * MINUTE);
    phone.set_time(-HOUR);
    let game = ui.tick(&id, "pause");
    assert_eq!(elapsed(&game), 10 * MINUTE);

    // Paused for a minute, the time set three hours forward: resuming is
    // accepted and counts nothing for the pause.
    phone.wait(MINUTE);
    phone.set_time(3 * HOUR);
    let game = ui.tick(&id, "resume");
    assert_eq!(elapsed(&game), 10 * MINUTE);

    // Twenty minutes later (thirty run), time is not up, however late the
    // phone's wall clock says it is.
    phone.wait(20 * MINUTE);
    let err = ui.clock(&id, "time_up").unwrap_err();
    assert_eq!(err["code"], "time_not_up", "{err}");
    assert_eq!(err["params"]["elapsed_ms"], 30 * MINUTE);
    // The UI counts from the shell's reading: five minutes left.
    let game = ui.call("get_match", json!({"match_id": id})).unwrap();
    let since = game["standings"]["clock"]["running_since_ms"]
        .as_i64()
        .unwrap();
    assert_eq!(ui.now(&id) - since, 20 * MINUTE);

    // At thirty-five minutes of play, time is called.
    phone.wait(5 * MINUTE);
    let game = ui.tick(&id, "time_up");
    assert_eq!(game["standings"]["time_up"], true);
}

#[test]
fn a_restart_after_the_time_was_set_back_never_counts_backwards() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite3");
    let phone = Phone::at(EVENING);
    let id = {
        let ui = Ui::start_on(&path, &phone);
        let id = federation_match(&ui);
        ui.tick(&id, "start");
        phone.wait(10 * MINUTE);
        assert_eq!(elapsed(&ui.tick(&id, "pause")), 10 * MINUTE);
        ui.tick(&id, "resume");
        phone.wait(5 * MINUTE);
        id
    };

    // The app is closed, the phone's time set back a day, and the app opened
    // again (its steady clock starts over too, as after a reboot).
    let phone = Phone::at(EVENING - 24 * HOUR);
    let ui = Ui::start_on(&path, &phone);
    let last =
        ui.call("get_match", json!({"match_id": id})).unwrap()["standings"]["clock"]["last_ms"]
            .as_i64()
            .unwrap();
    assert!(ui.now(&id) >= last, "the clock reads before its last event");

    // Pausing is accepted; the time the app was closed counts as none.
    phone.wait(2 * MINUTE);
    let game = ui.tick(&id, "pause");
    assert_eq!(elapsed(&game), 12 * MINUTE);
    let game = ui.tick(&id, "resume");
    assert_eq!(elapsed(&game), 12 * MINUTE);
    phone.wait(23 * MINUTE);
    assert_eq!(ui.tick(&id, "time_up")["standings"]["time_up"], true);
}
