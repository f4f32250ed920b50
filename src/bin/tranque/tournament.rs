//! `tranque tournament pair|standings|sheet FILE`: a Swiss tournament file's
//! next round, its standings, and a round's paperwork as PDF. A file of
//! either mode is read: an individual tournament's seating and standings
//! are [`super::individual`]'s, its paperwork [`paper::pages`].

use std::io::Write;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};
use tranque::Lang;
use tranque::paper::{self, PaperError, PaperSize, Sheet};
use tranque::tournament::{
    PairId, Pairing, TablePairing, Tournament, TournamentEvent, TournamentLog,
};

use super::out_file::write_whole;
use super::standings::{self, Text};
use super::{Refusal, in_file, round};

/// `tranque tournament …`
#[derive(clap::Subcommand, Debug)]
pub enum TournamentCommand {
    /// The next round's pairing (refused while a round is open).
    Pair {
        /// The tournament file (JSON, format tranque-tournament version 1).
        #[arg(value_name = "TOURNAMENT.json")]
        file: PathBuf,
        /// Print JSON, with the `round_paired` entry to append.
        #[arg(long)]
        json: bool,
    },
    /// The standings, best first, and what comes next.
    Standings {
        /// The tournament file (JSON, format tranque-tournament version 1).
        #[arg(value_name = "TOURNAMENT.json")]
        file: PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// A round's paperwork as PDF: the pairing sheet, a result slip per
    /// table (with the code that starts its match; an individual
    /// tournament's carry none), or the standings.
    Sheet(SheetArgs),
}

/// `tranque tournament sheet …`
#[derive(clap::Args, Debug)]
#[command(group(clap::ArgGroup::new("sheet").required(true).args(["pairings", "slips", "standings"])))]
pub struct SheetArgs {
    /// The tournament file (JSON, format tranque-tournament version 1).
    #[arg(value_name = "TOURNAMENT.json")]
    file: PathBuf,
    /// The round, from 1 (a round already paired or seated).
    #[arg(long, value_name = "N")]
    round: u32,
    /// The pairing sheet: by table, then by name (a pair's, or a player's).
    #[arg(long)]
    pairings: bool,
    /// A result slip per table.
    #[arg(long)]
    slips: bool,
    /// The standings after the round.
    #[arg(long)]
    standings: bool,
    /// Where to write the PDF: a new file, or a file it replaces (through a
    /// link, the file the link points to). A directory, a device, a FIFO, or
    /// a link to one of them or to nothing is refused; whatever is refused,
    /// OUT is left as it was.
    #[arg(long, value_name = "OUT.pdf")]
    pdf: PathBuf,
    /// The paper: a4 or letter.
    #[arg(long, value_name = "SIZE", default_value = "a4", value_parser = ["a4", "letter"])]
    paper: String,
    /// The sheets' language: en, es or pt-BR.
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = ["en", "es", "pt-BR"])]
    lang: String,
    /// The tournament's id in the director's app, which the slips' codes
    /// carry (in either mode): by default the file's `id`, else its date
    /// and seed.
    #[arg(long, value_name = "ID")]
    id: Option<String>,
}

/// Runs a tournament command.
pub fn run(command: TournamentCommand, out: &mut impl Write) -> Result<(), Refusal> {
    match command {
        TournamentCommand::Pair { file, json } => pair(&file, json, out),
        TournamentCommand::Standings { file, json } => standings(&file, json, out),
        TournamentCommand::Sheet(args) => sheet(&args, out),
    }
}

/// `tranque tournament sheet`: the PDF drawn whole, then written beside
/// `OUT` and moved onto it ([`write_whole`]), so a refusal or a failed write
/// leaves `OUT` as it was.
fn sheet(args: &SheetArgs, out: &mut impl Write) -> Result<(), Refusal> {
    // The id the slips' codes carry, as a table's phone reads it.
    if let Some(id) = &args.id {
        tranque::tournament::check_tournament_id(id)?;
    }
    let text = in_file::read_text(&args.file)?;
    let kind = if args.pairings {
        Sheet::Pairings
    } else if args.slips {
        Sheet::Slips
    } else {
        Sheet::Standings
    };
    let size = PaperSize::from_name(&args.paper).unwrap_or_default();
    let lang = Lang::from_tag(&args.lang).unwrap_or(Lang::En);
    // The id the slips' codes carry: the one asked for, else the file's,
    // else one made of the tournament's day and seed.
    let id_of = |file_id: Option<String>, setup: &tranque::tournament::TournamentSetup| {
        args.id
            .clone()
            .or(file_id)
            .filter(|id| !id.is_empty())
            .unwrap_or_else(|| format!("{}-{:08x}", setup.date, setup.seed))
    };
    let pages = match TournamentLog::parse(&text)? {
        TournamentLog::Pairs(file) => {
            let file_id = file.id.clone();
            let t = file.into_tournament()?;
            let id = id_of(file_id, t.setup());
            paper::pages(&t, &id, args.round, kind, size, lang)
        }
        TournamentLog::Individual(file) => {
            let file_id = file.id.clone();
            let t = file.into_tournament()?;
            let id = id_of(file_id, t.setup());
            paper::pages(&t, &id, args.round, kind, size, lang)
        }
    }
    .map_err(refusal)?;
    let pdf = paper::pdf(&pages).map_err(refusal)?;
    write_whole(&args.pdf, &pdf)?;
    writeln!(
        out,
        "{}: {} page{} written",
        args.pdf.display(),
        pages.len(),
        if pages.len() == 1 { "" } else { "s" }
    )?;
    Ok(())
}

fn refusal(err: PaperError) -> Refusal {
    match err {
        PaperError::Tournament(err) => Refusal::Tournament(err),
        PaperError::Drawing(why) => Refusal::Io(why),
    }
}

/// A tournament file of either mode, folded.
enum Folded {
    Pairs(Tournament),
    Individual(tranque::tournament::IndividualTournament),
}

/// Reads and folds a tournament file of either mode.
fn read(path: &Path) -> Result<Folded, Refusal> {
    let text = in_file::read_text(path)?;
    Ok(match TournamentLog::parse(&text)? {
        TournamentLog::Pairs(file) => Folded::Pairs(file.into_tournament()?),
        TournamentLog::Individual(file) => Folded::Individual(file.into_tournament()?),
    })
}

/// The players of a pair, "Ana, Bia", as a terminal shows them
/// ([`tranque::ShownName`]).
fn names(t: &Tournament, pair: PairId) -> String {
    t.pair(pair)
        .map(|p| {
            let [first, second] = p.players.each_ref().map(|name| tranque::ShownName(name));
            format!("{first}, {second}")
        })
        .unwrap_or_default()
}

fn pair_json(t: &Tournament, pair: PairId) -> Value {
    json!({ "pair": pair, "players": t.pair(pair).map(|p| p.players.clone()) })
}

/// The pairs have met in an earlier round.
fn met(t: &Tournament, pairs: [PairId; 2]) -> bool {
    t.rounds().iter().any(|round| {
        round
            .pairing
            .tables
            .iter()
            .any(|at| at.pairs == pairs || at.pairs == [pairs[1], pairs[0]])
    })
}

/// `tranque tournament pair`: the next round's pairing.
fn pair(path: &Path, json: bool, out: &mut impl Write) -> Result<(), Refusal> {
    let t = match read(path)? {
        Folded::Pairs(t) => t,
        Folded::Individual(t) => return super::individual::pair(&t, json, out),
    };
    let pairing = t.next_pairing()?;
    if json {
        return super::write_json(&pairing_json(&t, &pairing), out);
    }
    let setup = t.setup();
    let playing = t.active_pairs().count();
    round::heading(out, setup, pairing.round, playing, "pairs")?;
    for at in &pairing.tables {
        let [a, b] = at.pairs;
        writeln!(
            out,
            "table {:>3}: pair {a} ({}) vs pair {b} ({}){}",
            at.table,
            names(&t, a),
            names(&t, b),
            if met(&t, at.pairs) { "  [rematch]" } else { "" }
        )?;
    }
    if let Some(bye) = pairing.bye {
        let win = round::bye_win(setup.bye);
        writeln!(out, "bye: pair {bye} ({}), {win}", names(&t, bye))?;
    }
    Ok(())
}

fn pairing_json(t: &Tournament, pairing: &Pairing) -> Value {
    let tables = pairing.tables.iter().map(|at| table_json(t, at));
    let bye = pairing.bye.map(|p| pair_json(t, p));
    let event = TournamentEvent::RoundPaired(pairing.clone()).to_versioned_json();
    round::announced_json(None, pairing.round, tables, ("bye", bye.into()), event)
}

/// A table of two pairs as the pairing's JSON lists it.
fn table_json(t: &Tournament, at: &TablePairing) -> Value {
    json!({
        "table": at.table,
        "pairs": at.pairs.map(|p| pair_json(t, p)),
        "rematch": met(t, at.pairs),
    })
}

/// `tranque tournament standings`: the table, best first.
fn standings(path: &Path, json: bool, out: &mut impl Write) -> Result<(), Refusal> {
    match read(path)? {
        Folded::Pairs(t) => standings::write(&t, &TEXT, json, out),
        Folded::Individual(t) => standings::write(&t, &super::individual::TEXT, json, out),
    }
}

/// How `tranque tournament standings` words a pairs tournament's.
const TEXT: Text = Text {
    mode: None,
    announce: "pair",
    announced: "paired",
    columns: "rank  pair  players                         played  won  lost  byes    for  against   diff",
    number_width: 4,
    byes_width: 4,
    members: "pairs",
    least: 2,
};
