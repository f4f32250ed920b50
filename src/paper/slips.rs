//! A result slip per table, a page each: the round and the table, the two
//! pairs (number and players), the rules, a line per hand for each pair's
//! points, the final score, the losing player's signature line, and the
//! code a table's phone reads to start the table's match (the same start
//! code the director's phone shows: [`Tournament::start_payload`]). A
//! player's name stands a line, shrunk to fit and past the floor wrapped,
//! never cut; the sentences wrap too.
//!
//! An individual tournament's slip is the same page for a table of four:
//! its two partnerships by side ("Pair A", "Pair B", the side a result is
//! recorded by), with the code that starts its match on a table's phone
//! (the partnerships as pairs 1 and 2:
//! [`IndividualTournament::start_payload`](crate::tournament::IndividualTournament::start_payload)).

use super::draw::{self, Font, MARGIN, Pen, QrModules, STRIPE};
use super::names::{self, Side};
use super::{Heading, Page, PaperError, PaperSize, Words};
use crate::Preset;
use crate::tournament::{Tournament, TournamentSetup};

/// The code's side, in points (about 5 cm: a phone reads it from a table).
const QR_SIDE: f32 = 150.0;
/// A hand's line.
const HAND_ROW: f32 = 22.0;

/// One table's slip, of either mode.
pub(super) struct Slip {
    /// The table's number.
    pub table: u32,
    /// Its two sides.
    pub sides: [Side; 2],
    /// The code that starts its match, when it has one.
    pub code: Option<QrModules>,
}

/// The slips of a tournament of pairs' `round`, a table each, with their
/// codes.
pub(super) fn of_pairs(
    t: &Tournament,
    id: &str,
    round: u32,
    words: &Words,
) -> Result<Vec<Slip>, PaperError> {
    let index = t.round_index(round)?;
    let tables = &t.rounds()[index].pairing.tables;
    tables
        .iter()
        .map(|at| {
            let code = t.start_payload(id, round, at.table)?.to_text()?;
            let modules = QrModules::of(&code)
                .ok_or_else(|| PaperError::Drawing("the table's code does not fit".to_owned()))?;
            Ok(Slip {
                table: at.table,
                sides: at.pairs.map(|pair| Side {
                    label: names::pair_label(words, pair),
                    players: names::of(t, pair),
                }),
                code: Some(modules),
            })
        })
        .collect()
}

/// The pages of `slips`, one a table, for `round` of a tournament set up
/// as `setup`.
pub(super) fn draw(
    slips: &[Slip],
    setup: &TournamentSetup,
    round: u32,
    heading: &Heading,
    words: &Words,
    size: PaperSize,
) -> Vec<Page> {
    words.pages_of(slips, size, |pen, at| {
        slip(pen, setup, words, heading, round, at);
    })
}

fn slip(
    pen: &mut Pen,
    setup: &TournamentSetup,
    words: &Words,
    heading: &Heading,
    round: u32,
    at: &Slip,
) {
    let (round_text, table_text) = (round.to_string(), at.table.to_string());
    let title = words.get(
        "paper_slip_title",
        &[("round", &round_text), ("table", &table_text)],
    );
    let top = heading.draw(pen, &title);
    let right = pen.right();

    // The code, top right, with what it is for under it, in as many lines
    // as it takes; without a code the sides have the width.
    let (room, under_code) = match &at.code {
        Some(code) => {
            let qr_x = right - QR_SIDE;
            pen.qr(qr_x, top, QR_SIDE, code);
            let scan_font = Font::plain(8.5).muted().middle();
            let scan = draw::wrap(&words.get("paper_scan", &[]), QR_SIDE + 20.0, scan_font);
            let under_code = pen.lines(
                qr_x + QR_SIDE / 2.0,
                top + QR_SIDE + 12.0,
                scan_font,
                &scan,
                11.0,
            );
            (qr_x - MARGIN - 16.0, under_code + 11.0)
        }
        None => (right - MARGIN, top),
    };

    // The sides, left of the code: a player a line, shrunk to fit, and
    // wrapped rather than cut past the floor; then the rules.
    let mut y = top + 8.0;
    for (n, side) in at.sides.iter().enumerate() {
        if n == 1 {
            pen.text(
                MARGIN,
                y + 14.0,
                Font::plain(13.0).muted(),
                &words.get("paper_vs", &[]),
                room,
            );
            y += 22.0;
        }
        pen.text(
            MARGIN,
            y + 12.0,
            Font::plain(12.0).muted(),
            &side.label,
            room,
        );
        let players = &side.players;
        let font = draw::shrunk_all(players.iter().map(String::as_str), room, Font::bold(20.0));
        let lines: Vec<String> = players
            .iter()
            .flat_map(|name| draw::wrap(name, room, font))
            .collect();
        let leading = font.size * 1.2;
        y = pen.lines(MARGIN, y + 14.0 + font.size, font, &lines, leading) - leading + 10.0;
    }
    let rules = draw::wrap(&rules_text(setup, words), room, Font::plain(11.0));
    let under_pairs = pen.lines(MARGIN, y + 18.0, Font::plain(11.0), &rules, 14.0);

    // The hands: a line each, a box per pair.
    let width = right - MARGIN;
    let mut y = under_code.max(under_pairs);
    let column = (width - 70.0) / 2.0;
    let head = Font::bold(12.0);
    pen.text(
        MARGIN + 6.0,
        y + 15.0,
        head,
        &words.get("paper_hand", &[]),
        60.0,
    );
    for (n, side) in at.sides.iter().enumerate() {
        let x = MARGIN + 70.0 + column * n as f32 + column / 2.0;
        pen.text(x, y + 15.0, head.middle(), &side.label, column - 8.0);
    }
    y += 22.0;
    let foot_room = 150.0;
    let hands = ((pen.bottom() - foot_room - y) / HAND_ROW).floor().max(0.0) as usize;
    for hand in 1..=hands {
        if hand % 2 == 0 {
            pen.rect(MARGIN, y, width, HAND_ROW, STRIPE);
        }
        pen.text(
            MARGIN + 6.0,
            y + 15.0,
            Font::plain(10.0).muted(),
            &hand.to_string(),
            60.0,
        );
        for side in 0..2 {
            pen.frame(
                MARGIN + 70.0 + column * side as f32 + 4.0,
                y + 2.0,
                column - 8.0,
                HAND_ROW - 4.0,
            );
        }
        y += HAND_ROW;
    }

    // The final score, in heavier boxes.
    y += 12.0;
    let label = words.get("paper_final_score", &[]);
    pen.text(MARGIN + 6.0, y + 24.0, Font::bold(14.0), &label, 64.0);
    for side in 0..2 {
        let x = MARGIN + 70.0 + column * side as f32 + 4.0;
        pen.frame(x, y, column - 8.0, 36.0);
        pen.frame(x + 1.0, y + 1.0, column - 10.0, 34.0);
    }
    y += 36.0 + 56.0;

    // The losing player signs.
    pen.line(MARGIN, y, MARGIN + width * 0.6, y, 0.8);
    let sign = words.get("paper_signature", &[]);
    pen.text(
        MARGIN,
        y + 16.0,
        Font::plain(11.0).muted(),
        &sign,
        width * 0.6,
    );
}

/// "Puerto Rico Federation · to 200 points or 35 minutes": the rule set by
/// its name in the sheet's language.
fn rules_text(setup: &TournamentSetup, words: &Words) -> String {
    let name = Preset::name_of(words.lang, setup.preset.as_deref());
    let target = setup.rules.target.to_string();
    match setup.rules.time_limit_minutes {
        Some(minutes) => words.get(
            "paper_rules_time",
            &[
                ("rules", &name),
                ("target", &target),
                ("minutes", &minutes.to_string()),
            ],
        ),
        None => words.get("paper_rules", &[("rules", &name), ("target", &target)]),
    }
}
