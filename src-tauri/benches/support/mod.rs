//! The generated history the benchmarks share: 10,000 finished matches of 20
//! hands each, 40 players, one match every five hours from 2020 on. The store
//! bench (`store.rs`) measures queries on it; `history.rs` writes it as the
//! database file the start-up and interaction benchmarks of `tests/e2e` copy
//! into the real app's data folder.

use serde_json::{Value, json};
use tranque::{Event, Finish, HandEnd, Leftover, Mode, Preset, Rules, Seat};

/// Matches in the history.
pub const MATCHES: usize = 10_000;
/// Hands in each match.
pub const HANDS: usize = 20;
/// Players the seats are drawn from.
const POOL: usize = 40;

/// Hands scoring to 11: the sides take turns, then side A wins the 19th and
/// 20th hands and the match. Every fifth hand is a block.
pub fn rules() -> Rules {
    Rules {
        target: 11,
        ..Preset::BrBasicas.rules(Mode::Pairs)
    }
}

/// The hand `k` (from 0) of every match.
pub fn hand(k: usize) -> Event {
    let a_wins = k >= 18 || k.is_multiple_of(2);
    let end = match (k % 5 == 4, a_wins) {
        (true, true) => HandEnd::Block {
            closed_by: Seat(2),
            left: Leftover::Pips(vec![3, 10, 3, 10]),
        },
        (true, false) => HandEnd::Block {
            closed_by: Seat(1),
            left: Leftover::Pips(vec![10, 3, 10, 3]),
        },
        (false, true) => HandEnd::Domino {
            by: Seat(0),
            left: Leftover::Pips(vec![0, 5, 5, 5]),
            finish: Finish::Simple,
        },
        (false, false) => HandEnd::Domino {
            by: Seat(1),
            left: Leftover::Pips(vec![5, 0, 5, 5]),
            finish: Finish::Simple,
        },
    };
    Event::Hand {
        opener: (k == 0).then_some(Seat(0)),
        end,
    }
}

/// The whole history as one file, to import in one transaction.
pub fn history() -> String {
    let rules = serde_json::to_value(rules()).unwrap_or_default();
    let events: Vec<Value> = (0..HANDS)
        .map(|k| serde_json::to_value(hand(k)).unwrap_or_default())
        .collect();
    let start = chrono::DateTime::parse_from_rfc3339("2020-01-01T18:00:00Z").unwrap_or_default();
    let matches: Vec<Value> = (0..MATCHES)
        .map(|i| {
            let seats: Vec<String> = (0..4)
                .map(|s| format!("Player {}", (i * 7 + s * 11) % POOL))
                .collect();
            let at = start + chrono::Duration::hours(i as i64 * 5);
            json!({
                "format": "tranque-match",
                "version": 1,
                "id": format!("bench-{i:05}"),
                "created_at": at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
                "preset": "br-basicas",
                "rules": rules,
                "seats": seats,
                "events": events,
            })
        })
        .collect();
    json!({"format": "tranque-history", "version": 1, "matches": matches}).to_string()
}
