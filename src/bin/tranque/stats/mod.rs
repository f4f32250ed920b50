//! `tranque stats HISTORY.json`: the insights of an exported history
//! (ratings, partners and rivals, zapatos, streaks, best hands), for a
//! period and a rule set, or one player's page or a head-to-head
//! (`one.rs`). Definitions: `docs/statistics.md`.

use std::io::{self, Write};

use chrono::{NaiveDate, NaiveTime};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tranque::insights::{
    BestHand, CUSTOM_RULES, Filter, Insights, Named, Played, RatedPlayer, Summary,
};
use tranque::{MatchFile, Preset};

use super::{Refusal, in_file};

/// [`feats`] of `$s`, a player's or a partnership's summary: the two carry
/// these figures under the same names, and no trait of theirs reads them.
macro_rules! feats {
    ($s:expr) => {
        $crate::stats::feats(
            [$s.zapatos_given, $s.zapatos_taken],
            [$s.longest_streak, $s.current_streak],
            $s.best_hand.as_ref(),
        )
    };
}

mod one;

/// The `format` of an exported history.
const HISTORY_FORMAT: &str = "tranque-history";
/// The history version read.
const HISTORY_VERSION: u64 = 1;

/// The top of a history file; its matches are read one by one.
#[derive(Deserialize)]
struct HistoryFile {
    format: String,
    version: u64,
    #[serde(default)]
    matches: Vec<Value>,
    /// Matches the exporting app could not read, as stored: counted, skipped.
    #[serde(default)]
    unreadable: Vec<Value>,
}

/// A match of the file left out, and why.
#[derive(Serialize)]
struct Skipped {
    /// Its place among the file's matches, from 1 (`null` for one the
    /// exporting app already listed as unreadable).
    number: Option<usize>,
    id: Option<String>,
    reason: String,
}

/// What `--json` prints.
#[derive(Serialize)]
struct StatsJson<'a> {
    unreadable: usize,
    skipped: &'a [Skipped],
    #[serde(flatten)]
    summary: &'a Summary,
}

/// A date on the command line: `YYYY-MM-DD`.
pub fn parse_date(text: &str) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map_err(|err| format!("`{text}` is not a date YYYY-MM-DD ({err})"))
}

/// What `tranque stats` is asked for.
pub enum Asked {
    /// Every figure.
    Everything,
    /// One player's page, by name.
    Player(String),
    /// Two players, or two partnerships (`"Ana & Caio"`), against each other.
    Versus(Vec<String>),
}

#[allow(clippy::too_many_arguments)]
pub fn stats(
    path: &std::path::Path,
    since: Option<NaiveDate>,
    until: Option<NaiveDate>,
    rules: Option<String>,
    asked: &Asked,
    json: bool,
    out: &mut impl Write,
) -> Result<(), Refusal> {
    if let Asked::Versus(sides) = asked {
        let sizes: Vec<usize> = sides
            .iter()
            .map(|side| one::side_keys(side).len())
            .collect();
        if !matches!(sizes.as_slice(), [1, 1] | [2, 2]) {
            return Err(Refusal::Io(format!(
                "--versus takes two players, or two partnerships written \"Ana & Caio\": got {}",
                sides.join(" against ")
            )));
        }
    }
    if let (Some(since), Some(until)) = (since, until)
        && since > until
    {
        return Err(Refusal::Io(format!(
            "--since {since} is after --until {until}"
        )));
    }
    if let Some(rules) = rules.as_deref()
        && rules != CUSTOM_RULES
    {
        rules.parse::<Preset>()?;
    }
    let history: HistoryFile = in_file::read_json(path, |err| {
        Refusal::Io(format!(
            "{} is not a history file (format tranque-history): {err}",
            path.display()
        ))
    })?;
    if history.format != HISTORY_FORMAT {
        return Err(Refusal::Io(format!(
            "{} is a `{}` file, not a history (format tranque-history)",
            path.display(),
            history.format
        )));
    }
    if history.version != HISTORY_VERSION {
        return Err(Refusal::Io(format!(
            "{} is a history of version {}; this build reads version {HISTORY_VERSION}",
            path.display(),
            history.version
        )));
    }

    let mut skipped: Vec<Skipped> = history
        .unreadable
        .iter()
        .map(|raw| Skipped {
            number: None,
            id: raw
                .pointer("/match/id")
                .and_then(Value::as_str)
                .map(str::to_owned),
            reason: raw
                .get("unreadable_because")
                .and_then(Value::as_str)
                .unwrap_or("unreadable by the app that exported it")
                .to_owned(),
        })
        .collect();
    let mut matches = Vec::with_capacity(history.matches.len());
    for (i, value) in history.matches.iter().enumerate() {
        match read_match(i + 1, value) {
            Ok(played) => matches.push(played),
            Err(skip) => skipped.push(skip),
        }
    }
    let filter = Filter {
        since_ms: since.map(day_start_ms),
        // Up to the end of that day; the calendar's last day has no next
        // one, and then every match is before it.
        until_ms: until.and_then(|day| {
            day.checked_add_days(chrono::Days::new(1))
                .map(|next| day_start_ms(next) - 1)
        }),
        rules,
    };
    let insights = Insights::from_matches(filter, matches);
    match asked {
        Asked::Everything => {}
        Asked::Player(name) => return one::player(&insights, name, json, out),
        Asked::Versus(sides) => return one::versus(&insights, sides, json, out),
    }
    let summary = insights.summary();
    if json {
        let answer = StatsJson {
            unreadable: skipped.len(),
            skipped: &skipped,
            summary: &summary,
        };
        return super::write_json(&answer, out);
    }
    write_text(&summary, &skipped, since, until, out)
}

/// The first millisecond of a day (UTC).
fn day_start_ms(day: NaiveDate) -> i64 {
    day.and_time(NaiveTime::MIN).and_utc().timestamp_millis()
}

/// One match of the file, read by the core's match-file reader and folded.
fn read_match(number: usize, value: &Value) -> Result<Played, Skipped> {
    let skip = |id: Option<String>, reason: String| Skipped {
        number: Some(number),
        id,
        reason,
    };
    let file = MatchFile::parse(&value.to_string())
        .map_err(|err| skip(None, format!("[{}] {err}", err.code())))?;
    let id = file.id.clone().unwrap_or_else(|| format!("#{number}"));
    let date = file.finished_at.as_deref().or(file.created_at.as_deref());
    let Some(finished_at_ms) = date
        .and_then(|text| chrono::DateTime::parse_from_rfc3339(text).ok())
        .map(|at| at.timestamp_millis())
    else {
        return Err(skip(
            Some(id),
            "no date (finished_at or created_at, RFC 3339)".to_owned(),
        ));
    };
    let preset = file.preset.clone();
    let game = file
        .into_match()
        .map_err(|err| skip(Some(id.clone()), format!("[{}] {err}", err.code())))?;
    Played::new(id.clone(), finished_at_ms, preset.as_deref(), &game)
        .map_err(|err| skip(Some(id), err.to_string()))
}

/// Text from the history file (a name, an id, a rule set's) or the command
/// line, as a terminal shows it: control characters (a newline, the ESC of
/// an escape sequence) and the direction overrides are written as
/// `\u{…}`, so no file can clear the screen, forge a line or turn a line
/// around. The JSON answer keeps the text as it is, its hidden characters
/// escaped as JSON's own (`escaping.rs`).
pub(super) use tranque::ShownName as Shown;

fn best_hand(best: Option<&BestHand>) -> String {
    best.map_or_else(
        || "none".to_owned(),
        |b| {
            format!(
                "{} (match {}, hand {})",
                b.points,
                Shown(&b.match_id),
                b.hand_number
            )
        },
    )
}

/// What a player's and a partnership's lines both tell after the wins:
/// `zapatos` given and taken, the winning `streak` longest and current,
/// and the best hand.
fn feats(zapatos: [u32; 2], streak: [u32; 2], best: Option<&BestHand>) -> String {
    let [given, taken] = zapatos;
    let [longest, current] = streak;
    format!(
        "zapatos {given} given, {taken} taken; streak {longest} longest, {current} current; best hand {}",
        best_hand(best)
    )
}

pub(super) fn named(found: Option<&Named>, what: &str) -> String {
    found.map_or_else(
        || "none yet".to_owned(),
        |n| format!("{} ({} {what} of {})", Shown(&n.name), n.count, n.matches),
    )
}

/// "1 match", "4 matches".
/// Who played how many matches and won how many: "Ana: 3 matches, 2 won".
pub(super) fn record(who: impl std::fmt::Display, played: u32, won: u32) -> String {
    format!("{who}: {}, {won} won", matches(played))
}

pub(super) fn matches(n: impl Into<u64>) -> String {
    match n.into() {
        1 => "1 match".to_owned(),
        n => format!("{n} matches"),
    }
}

fn ranking(out: &mut impl Write, ratings: &[RatedPlayer]) -> io::Result<()> {
    for (place, rated) in ratings.iter().enumerate() {
        let r = &rated.rating;
        writeln!(
            out,
            "  {:>3}. {}  {} points  (μ {:.1} ± σ {:.1}, {})",
            place + 1,
            Shown(&r.name),
            r.points,
            r.mu,
            r.sigma,
            matches(r.matches)
        )?;
    }
    Ok(())
}

fn write_text(
    summary: &Summary,
    skipped: &[Skipped],
    since: Option<NaiveDate>,
    until: Option<NaiveDate>,
    out: &mut impl Write,
) -> Result<(), Refusal> {
    let period = match (since, until) {
        (None, None) => "all time".to_owned(),
        (Some(s), None) => format!("since {s}"),
        (None, Some(u)) => format!("until {u}"),
        (Some(s), Some(u)) => format!("{s} to {u}"),
    };
    let rules = summary
        .filter
        .rules
        .as_deref()
        .map_or_else(|| "every rule set".to_owned(), |r| Shown(r).to_string());
    writeln!(
        out,
        "{}, {period}, {rules} ({} abandoned, {} unreadable skipped)",
        matches(summary.matches),
        summary.abandoned,
        skipped.len()
    )?;
    for skip in skipped {
        let number = skip
            .number
            .map_or_else(|| "-".to_owned(), |n| n.to_string());
        let id = skip
            .id
            .as_deref()
            .map_or_else(|| "no id".to_owned(), |id| Shown(id).to_string());
        writeln!(
            out,
            "  skipped: match {number} ({id}): {}",
            Shown(&skip.reason)
        )?;
    }
    writeln!(out, "\nRatings (points: 1000 + 40 × (μ − 3σ)):")?;
    ranking(out, &summary.ratings)?;
    for (rules, ratings) in &summary.ratings_by_rules {
        writeln!(out, "\nRatings, {}:", Shown(rules))?;
        ranking(out, ratings)?;
    }
    writeln!(out, "\nPlayers:")?;
    for p in &summary.players {
        writeln!(
            out,
            "  {}; {}; best partner {}; toughest rival {}",
            record(Shown(&p.name), p.matches, p.wins),
            feats!(p),
            named(p.best_partner.as_ref(), "won"),
            named(p.toughest_rival.as_ref(), "lost"),
        )?;
    }
    if !summary.partnerships.is_empty() {
        writeln!(out, "\nPartnerships:")?;
    }
    for p in &summary.partnerships {
        writeln!(
            out,
            "  {}; {}",
            record(
                format_args!("{} & {}", Shown(&p.names[0]), Shown(&p.names[1])),
                p.matches,
                p.wins
            ),
            feats!(p),
        )?;
    }
    Ok(())
}
