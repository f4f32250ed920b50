//! `tranque`: scripted domino scoring from the command line, and the
//! insights of an exported history.
//!
//! Output is human-readable by default and JSON with `--json`. The exit code is
//! 0 on success and 2 when the input is refused, with the reason on stderr.
//! Output is written as it is produced (a replay row by row); when the reader
//! stops reading (`tranque replay … | head`) the program ends quietly with 0,
//! and another error writing the output is said on stderr with 2.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use escaping::Escaping;
use serde_json::{Map, Value, json};
use tranque::tournament::TournamentError;
use tranque::{
    CapicuaBonus, Finish, HandEnd, Lang, Leftover, Mode, Preset, RuleError, Rules, Seat,
    Settlement, Table, Tile, check_deal, settle_after_blocks,
};

/// Domino scoring by the rules of the seed texts: settle a hand, check a deal, replay a match.
// In a folder of its own: a file beside this one would be a binary of its own.
#[path = "tranque/escaping.rs"]
mod escaping;
#[path = "tranque/in_file.rs"]
mod in_file;
#[path = "tranque/individual.rs"]
mod individual;
#[path = "tranque/out_file.rs"]
mod out_file;
#[path = "tranque/replay.rs"]
mod replay;
#[path = "tranque/round.rs"]
mod round;
#[path = "tranque/standings.rs"]
mod standings;
#[path = "tranque/stats/mod.rs"]
mod stats;
#[path = "tranque/teams.rs"]
mod teams;
#[path = "tranque/tiles.rs"]
mod tiles;
#[path = "tranque/tournament.rs"]
mod tournament;

#[derive(Parser, Debug)]
#[command(name = "tranque", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Settle one blocked hand from a fresh match.
    Block {
        #[command(flatten)]
        hand: HandArgs,
        /// The seat (0-based, counter-clockwise) that laid the blocking tile.
        #[arg(long = "closed-by", value_name = "SEAT")]
        closed_by: String,
    },
    /// Settle one hand won by a domino, from a fresh match.
    Domino {
        #[command(flatten)]
        hand: HandArgs,
        /// The seat (0-based) that laid his last tile.
        #[arg(long, value_name = "SEAT")]
        by: String,
        /// How the last tile was laid, when the rules score it: simple,
        /// carroca, la_e_lo, cruzada (batidas), capicua (a capicúa bonus).
        #[arg(
            long,
            value_name = "FINISH",
            default_value = "simple",
            value_parser = ["simple", "carroca", "la_e_lo", "cruzada", "capicua"]
        )]
        finish: String,
    },
    /// Check one player's dealt tiles for a doubles redeal.
    DealCheck {
        /// The rule set: br-basicas, br-megajogos, es-clasico, pr-federacion, br-batidas.
        #[arg(long, value_name = "PRESET")]
        rules: String,
        /// The tiles, e.g. 6-6 5-5 0-0 1-1 2-3.
        #[arg(value_name = "TILE", required = true, num_args = 1..)]
        tiles: Vec<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The face-up tiles read in photos of a hand (JPEG or PNG, at most 40
    /// MiB each): each tile, its outline in the photo and how sure the
    /// reading is, each photo's pips and the total.
    Tiles {
        /// The photos.
        #[arg(value_name = "PHOTO", required = true, num_args = 1..)]
        photos: Vec<std::path::PathBuf>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The standings of a match file.
    Replay {
        /// The match file (JSON, format tranque-match version 1 or 2).
        #[arg(value_name = "MATCH.json")]
        file: std::path::PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The insights of an exported history (a tranque-history file): ratings,
    /// partners and rivals, zapatos, streaks and best hands.
    Stats {
        /// The history file, as the app exports it (at most 64 MiB, the
        /// app's import cap; a directory, a device or a pipe is refused).
        #[arg(value_name = "HISTORY_FILE")]
        file: std::path::PathBuf,
        /// Count only matches finished on or after this day (UTC), YYYY-MM-DD.
        #[arg(long, value_name = "YYYY-MM-DD", value_parser = stats::parse_date)]
        since: Option<chrono::NaiveDate>,
        /// Count only matches finished on or before this day (UTC), YYYY-MM-DD.
        #[arg(long, value_name = "YYYY-MM-DD", value_parser = stats::parse_date)]
        until: Option<chrono::NaiveDate>,
        /// Count only matches of this rule set: a preset's id, or `custom`.
        #[arg(long, value_name = "ID")]
        rules: Option<String>,
        /// One player's page instead: rating after each match, every
        /// partner and opponent.
        #[arg(long, value_name = "NAME", conflicts_with = "versus")]
        player: Option<String>,
        /// A head-to-head instead: two players, or two partnerships written
        /// `"Ana & Caio"`.
        #[arg(long, num_args = 2, value_names = ["FIRST", "SECOND"])]
        versus: Option<Vec<String>>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// A Swiss tournament of pairs (a tranque-tournament file): its next
    /// round's pairing, its standings, or a round's paperwork as PDF.
    Tournament {
        #[command(subcommand)]
        command: tournament::TournamentCommand,
    },
}

#[derive(Args, Debug)]
struct HandArgs {
    /// The rule set: br-basicas, br-megajogos, es-clasico, pr-federacion, br-batidas.
    /// br-batidas.
    #[arg(long, value_name = "PRESET")]
    rules: String,
    /// The Latin capicúa bonus on top of the preset (pips scoring): `25`
    /// adds 25 points, `x2` doubles the hand.
    #[arg(long, value_name = "BONUS")]
    capicua: Option<String>,
    /// Blocked hands in a row just before this one (batidas: each makes the
    /// hand worth one more).
    #[arg(long = "after-blocks", value_name = "N", default_value_t = 0)]
    after_blocks: u32,
    /// pairs or individual. Default: the preset's mode with 4 seats, individual otherwise.
    #[arg(long, value_name = "MODE")]
    mode: Option<String>,
    /// Pips left per seat, seat 0 first: 9,0,4,12.
    #[arg(
        long,
        value_name = "N,N,…",
        conflicts_with = "tiles",
        required_unless_present = "tiles"
    )]
    pips: Option<String>,
    /// Tiles left per seat, `/` between seats: "6-0/5-5/4-3/1-1".
    #[arg(long, value_name = "TILES")]
    tiles: Option<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // No hidden character a file brings reaches the terminal raw.
    let mut out = Escaping::text(BufWriter::new(io::stdout().lock()));
    let done = run(cli.command, &mut out).and_then(|()| Ok(out.flush()?));
    match done {
        Ok(()) => ExitCode::SUCCESS,
        // The reader has what it wanted (`| head`): nothing went wrong here.
        Err(Refusal::Output(err)) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Refusal::Output(err)) => {
            say(format_args!("tranque: cannot write the output: {err}"));
            ExitCode::from(2)
        }
        Err(Refusal::Rule(err)) => {
            say(format_args!("tranque: refused [{}]: {err}", err.code()));
            ExitCode::from(2)
        }
        Err(Refusal::Tournament(err)) => {
            say(format_args!("tranque: refused [{}]: {err}", err.code()));
            ExitCode::from(2)
        }
        Err(Refusal::Name { name, reason }) => {
            say(format_args!(
                "tranque: refused [bad_player_name]: {reason}: {name:?}"
            ));
            ExitCode::from(2)
        }
        Err(Refusal::Io(message)) => {
            say(format_args!("tranque: {message}"));
            ExitCode::from(2)
        }
    }
}

/// A line on stderr, its hidden characters escaped as the output's are; a
/// closed stderr leaves nothing else to tell.
fn say(message: std::fmt::Arguments<'_>) {
    let mut err = Escaping::text(io::stderr());
    let _ = writeln!(err, "{message}").and_then(|()| err.flush());
}

enum Refusal {
    Rule(RuleError),
    Tournament(TournamentError),
    /// A name of a file the rule of names refuses (`bad_player_name`).
    Name {
        name: String,
        reason: tranque::NameProblem,
    },
    Io(String),
    /// Writing the answer failed (a closed pipe, a full disk).
    Output(io::Error),
}

impl From<RuleError> for Refusal {
    fn from(err: RuleError) -> Refusal {
        Refusal::Rule(err)
    }
}

impl From<TournamentError> for Refusal {
    fn from(err: TournamentError) -> Refusal {
        Refusal::Tournament(err)
    }
}

impl From<io::Error> for Refusal {
    fn from(err: io::Error) -> Refusal {
        Refusal::Output(err)
    }
}

/// Writes `answer` as pretty JSON, and a newline: a hidden character in
/// its strings (a control character, DEL, a C1 control, a bidi control…)
/// written as JSON's `\u` escape.
fn write_json(answer: &impl serde::Serialize, out: &mut impl Write) -> Result<(), Refusal> {
    let mut json = Escaping::json(&mut *out);
    serde_json::to_writer_pretty(&mut json, answer).map_err(io::Error::from)?;
    json.flush()?;
    Ok(writeln!(out)?)
}

fn run(command: Command, out: &mut impl Write) -> Result<(), Refusal> {
    let text = match command {
        Command::Block { hand, closed_by } => settle_hand(
            &hand,
            |seat, left| HandEnd::Block {
                closed_by: seat,
                left,
            },
            &closed_by,
        )?,
        Command::Domino { hand, by, finish } => {
            let finish = Finish::from_name(&finish).unwrap_or_default();
            settle_hand(
                &hand,
                |seat, left| HandEnd::Domino {
                    by: seat,
                    left,
                    finish,
                },
                &by,
            )?
        }
        Command::DealCheck { rules, tiles, json } => deal_check(&rules, &tiles, json)?,
        Command::Tiles { photos, json } => return tiles::run(&photos, json, out),
        Command::Replay { file, json } => return replay::replay(&file, json, out),
        Command::Stats {
            file,
            since,
            until,
            rules,
            player,
            versus,
            json,
        } => {
            let asked = match (player, versus) {
                (Some(name), _) => stats::Asked::Player(name),
                (None, Some(pair)) => stats::Asked::Versus(pair),
                (None, None) => stats::Asked::Everything,
            };
            return stats::stats(&file, since, until, rules, &asked, json, out);
        }
        Command::Tournament { command } => return tournament::run(command, out),
    };
    Ok(writeln!(out, "{text}")?)
}

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_default()
}

fn settle_hand(
    args: &HandArgs,
    end: impl Fn(Seat, Leftover) -> HandEnd,
    seat: &str,
) -> Result<String, Refusal> {
    let preset: Preset = args.rules.parse()?;
    let left = match (&args.pips, &args.tiles) {
        (Some(pips), _) => Leftover::parse_pips(pips)?,
        (None, Some(tiles)) => Leftover::parse_tiles(tiles)?,
        (None, None) => Leftover::Pips(Vec::new()),
    };
    let seats = left.seats();
    let mode = match &args.mode {
        Some(mode) => mode.parse()?,
        None if seats == 4 => preset.default_mode(),
        None => Mode::Individual,
    };
    let rules = Rules {
        capicua: args.capicua.as_deref().map(capicua_bonus).transpose()?,
        ..preset.rules(mode)
    };
    rules.validate()?;
    let table = Table::new(seats, mode)?;
    let seat = table.parse_seat(seat)?;
    let settlement = settle_after_blocks(&rules, seats, &end(seat, left), args.after_blocks)?;
    Ok(if args.json {
        pretty(&settlement_json(preset, &rules, &table, &settlement))
    } else {
        settlement_text(&table, &settlement)
    })
}

/// A capicúa bonus as written on the command line: `25` or `x2`.
fn capicua_bonus(text: &str) -> Result<CapicuaBonus, RuleError> {
    let text = text.trim();
    let number = |digits: &str| {
        digits.parse::<u32>().map_err(|_| RuleError::BadNumber {
            text: text.to_owned(),
        })
    };
    match text.strip_prefix(['x', 'X', '×']) {
        Some(factor) => Ok(CapicuaBonus::Multiplier(number(factor)?)),
        None => Ok(CapicuaBonus::Points(number(text)?)),
    }
}

fn by_side<T: Into<Value> + Copy>(table: &Table, values: &[T]) -> Value {
    let map: Map<String, Value> = table
        .all_sides()
        .zip(values)
        .map(|(side, v)| (table.side_label(side), (*v).into()))
        .collect();
    Value::Object(map)
}

fn settlement_json(preset: Preset, rules: &Rules, table: &Table, s: &Settlement) -> Value {
    json!({
        "rules": preset.id(),
        "mode": rules.mode,
        "seats": table.seats(),
        "seat_pips": s.seat_pips,
        "side_pips": by_side(table, &s.side_pips),
        "winner": s.winner.map(|w| table.side_label(w)),
        "points": s.points,
        "tie": s.tie.is_some(),
        "tie_rule": s.tie,
        "void": s.void,
        "reason": s.describe(Lang::En),
        "explanation": s.explanation,
    })
}

fn side_list<T: std::fmt::Display>(table: &Table, values: &[T]) -> String {
    table
        .all_sides()
        .zip(values)
        .map(|(side, v)| format!("{} {v}", table.side_label(side)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn settlement_text(table: &Table, s: &Settlement) -> String {
    let seat_pips = s
        .seat_pips
        .iter()
        .enumerate()
        .map(|(i, p)| format!("seat {i} {p}"))
        .collect::<Vec<_>>()
        .join(", ");
    let winner = s
        .winner
        .map_or_else(|| "nobody".to_owned(), |w| table.side_label(w));
    let tie = match s.tie {
        Some(rule) => serde_json::to_value(rule)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default(),
        None => "no".to_owned(),
    };
    let mut lines = vec![
        format!("pips per seat: {seat_pips}"),
        format!("pips per side: {}", side_list(table, &s.side_pips)),
        format!("winner: {winner}"),
        format!("points: {}", s.points),
        format!("tie: {tie}"),
    ];
    let worth = &s.explanation.worth;
    if !worth.finish.is_simple() {
        lines.push(format!("finish: {}", worth.finish.name()));
    }
    if worth.after_blocks > 0 {
        lines.push(format!("after blocks: +{}", worth.after_blocks));
    }
    if s.void {
        lines.push("the hand is void and replayed".to_owned());
    }
    lines.push(s.describe(Lang::En));
    lines.join("\n")
}

fn deal_check(rules: &str, tiles: &[String], json: bool) -> Result<String, Refusal> {
    let preset: Preset = rules.parse()?;
    let rules = preset.rules(preset.default_mode());
    // Each argument may hold several tiles ("6-6 5-5").
    let tiles = tiles
        .iter()
        .flat_map(|arg| arg.split(|c: char| c.is_whitespace() || c == ','))
        .filter(|t| !t.is_empty())
        .map(str::parse)
        .collect::<Result<Vec<Tile>, _>>()?;
    let check = check_deal(&rules, &tiles)?;
    let reason = check.describe(Lang::En);
    Ok(if json {
        pretty(&json!({
            "rules": preset.id(),
            "redeal": check.redeal,
            "doubles": check.doubles,
            "threshold": check.threshold,
            "doubles_shown": check.doubles_shown,
            "opener": check.opener,
            "reason": reason,
        }))
    } else {
        format!(
            "redeal: {}\ndoubles: {}\n{reason}",
            if check.redeal { "yes" } else { "no" },
            check.doubles
        )
    })
}
