//! A Swiss tournament of pairs through the commands, as the UI calls them
//! (`docs/commands.md`, "Tournaments"): results typed from the paper sheet,
//! from a match played on the director's phone, from a table's match file
//! and from a table's QR code; refusals in `{code, message, params}`; the
//! store after a restart. One module per subject; the set-up they share
//! (a tournament with its pairs, a round seated) is here.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::{Value, json};
use tranque_app_lib::commands::AppState;
use tranque_app_lib::files::FilePick;
use tranque_app_lib::store::Store;

#[path = "../support/field.rs"]
mod field;
#[path = "../support/mod.rs"]
mod support;

mod codes;
mod handover;
mod individual;
mod pairs;
mod paperwork;
mod payloads;
mod results;
mod tables_of_four;
mod teams;
mod threads;
mod unreadable;

use support::Ui;

const PRESET: &str = "br-megajogos";

/// A phone: its database at `db`, its dialogs answering `pick`.
fn phone(db: &Path, pick: &Path) -> Ui {
    let store = Store::open(db).unwrap();
    let state = AppState::new(store).with_file_pick(FilePick::Answer(Some(pick.to_owned())));
    Ui::with_state(state)
}

/// The rules of the tournaments' preset, as the UI sends them.
fn rules() -> Value {
    let preset: tranque::Preset = PRESET.parse().unwrap();
    serde_json::to_value(preset.rules(tranque::Mode::Pairs)).unwrap()
}

impl Ui {
    /// A tournament of `pairs` pairs `P1a & P1b`, `P2a & P2b`…: its id.
    fn tournament(&self, pairs: u32) -> String {
        let view = self.ok(
            "new_tournament",
            json!({"name": "Copa de Ponce", "date": "2026-11-21", "preset": PRESET, "rules": rules()}),
        );
        let id = view["id"].as_str().unwrap().to_owned();
        for n in 1..=pairs {
            let view = self.add_pair(&id, n);
            assert_eq!(view["pairs"][n as usize - 1]["id"], n, "the next number");
        }
        id
    }

    /// Registers the pair `Pna & Pnb` in tournament `id`: the view after.
    fn add_pair(&self, id: &str, n: u32) -> Value {
        self.ok(
            "add_pair",
            json!({"tournament_id": id, "players": [format!("P{n}a"), format!("P{n}b")]}),
        )
    }

    /// Pairs the next round of tournament `id`, which is round `round`.
    fn seat_round(&self, id: &str, round: usize) -> Seated {
        let view = self.ok("pair_round", json!({"tournament_id": id}));
        Seated {
            names: players(&view),
            tables: tables(&view, round),
            view,
        }
    }

    /// Plays the match `id` to its end in one hand won by `side` 61–0, and
    /// signs it off as `signer`.
    fn play_to_the_end(&self, id: &str, side: u8, signer: &str) -> Value {
        let left = if side == 0 {
            [0, 30, 0, 31]
        } else {
            [30, 0, 31, 0]
        };
        let game = self.ok(
            "record_hand",
            json!({"match_id": id, "opener": 0,
                   "end": {"kind": "domino", "by": side, "left": {"pips": left}}}),
        );
        assert_eq!(game["standings"]["outcome"]["winner"], side, "{game}");
        self.ok(
            "finish_match",
            json!({"match_id": id, "signed_by": signer, "signature": null}),
        )
    }
}

/// A round just paired: the tournament's view, the players of every pair, the
/// pairs at each table.
struct Seated {
    view: Value,
    names: BTreeMap<u64, [String; 2]>,
    tables: Vec<(u64, u64, u64)>,
}

/// The names in the seats of the match `game`, seat 0 first.
fn seated(game: &Value) -> Vec<&str> {
    game["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect()
}

/// The players of every pair, by number.
fn players(view: &Value) -> BTreeMap<u64, [String; 2]> {
    view["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let names = &p["players"];
            (
                p["id"].as_u64().unwrap(),
                [0, 1].map(|i| names[i].as_str().unwrap().to_owned()),
            )
        })
        .collect()
}

/// The pairs at each table of `round`: `[(table, a, b)]`.
fn tables(view: &Value, round: usize) -> Vec<(u64, u64, u64)> {
    view["rounds"][round - 1]["pairing"]["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["table"].as_u64().unwrap(),
                t["pairs"][0].as_u64().unwrap(),
                t["pairs"][1].as_u64().unwrap(),
            )
        })
        .collect()
}

/// A typed result: `winner` beats `loser` `won`–`lost`, signed by `signer`.
fn typed(winner: u64, loser: u64, won: i64, lost: i64, signer: &str) -> Value {
    json!({
        "winner": winner,
        "scores": [
            {"pair": winner, "points_for": won, "points_against": lost},
            {"pair": loser, "points_for": lost, "points_against": won},
        ],
        "end": {"kind": "target"},
        "source": "typed",
        "signed_by": signer,
    })
}
