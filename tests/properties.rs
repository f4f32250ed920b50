//! Property tests: invariants of settlement and of the fold, and no panics on
//! hostile input.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "common.rs"]
mod common;

use proptest::prelude::*;
use tranque::*;

fn arb_enum<T: Clone + std::fmt::Debug + 'static>(values: Vec<T>) -> impl Strategy<Value = T> {
    prop::sample::select(values)
}

/// A rule set and a number of seats that fit together.
fn arb_rules() -> impl Strategy<Value = (Rules, usize)> {
    (
        (arb_enum(vec![Mode::Pairs, Mode::Individual]), 2usize..=4),
        arb_enum(vec![Scoring::Pips, Scoring::Hands]),
        arb_enum(vec![DominoPoints::Opponents, DominoPoints::AllOthers]),
        arb_enum(vec![BlockWinner::SideTotal, BlockWinner::LowestPlayer]),
        arb_enum(vec![BlockPoints::Opponents, BlockPoints::AllHands]),
        arb_enum(vec![
            BlockTie::Replay,
            BlockTie::CloserLoses,
            BlockTie::NoPoints,
        ]),
        arb_enum(vec![FirstOpener::DoubleSix, FirstOpener::Chosen]),
        arb_enum(vec![
            OpenerRotation::CounterClockwise,
            OpenerRotation::Winner,
        ]),
        prop_oneof![Just(None), (3u8..=5).prop_map(Some)],
        40u32..400,
        prop_oneof![3 => Just(None), 1 => Just(Some(1u32))],
        any::<bool>(),
    )
        .prop_map(
            |((mode, n), scoring, dp, bw, bp, bt, fo, rot, redeal, target, time, penalties)| {
                let seats = if mode == Mode::Pairs { 4 } else { n };
                let rules = Rules {
                    mode,
                    scoring,
                    domino_points: dp,
                    block_winner: bw,
                    block_points: bp,
                    block_tie: bt,
                    first_opener: fo,
                    opener_rotation: rot,
                    redeal_doubles: redeal,
                    target,
                    time_limit_minutes: time,
                    penalties: if penalties {
                        Preset::PrFederacion.rules(Mode::Pairs).penalties
                    } else {
                        Vec::new()
                    },
                    capicua: None,
                    batidas: None,
                };
                (rules, seats)
            },
        )
}

/// A hand end that could have happened: tiles from one shuffled set, the
/// domino player empty-handed, every hand of a block holding a tile and one
/// number missing from all of them.
fn arb_real_end(seats: usize) -> impl Strategy<Value = HandEnd> {
    (
        Just(Tile::all().collect::<Vec<_>>()).prop_shuffle(),
        prop::collection::vec(1usize..=7, 4),
        0..seats as u8,
        any::<bool>(),
        any::<bool>(),
        0u8..=6,
    )
        .prop_map(move |(deck, counts, actor, is_block, as_tiles, missing)| {
            let mut deck = deck.into_iter().filter(|t| !is_block || !t.has(missing));
            let hands: Vec<Vec<Tile>> = (0..seats)
                .map(|s| {
                    let n = if !is_block && s == usize::from(actor) {
                        0
                    } else {
                        counts[s]
                    };
                    deck.by_ref().take(n).collect()
                })
                .collect();
            let left = if as_tiles {
                Leftover::Tiles(hands)
            } else {
                Leftover::Pips(
                    hands
                        .iter()
                        .map(|h| h.iter().map(|t| t.pips()).sum())
                        .collect(),
                )
            };
            if is_block {
                HandEnd::Block {
                    closed_by: Seat(actor),
                    left,
                }
            } else {
                HandEnd::Domino {
                    by: Seat(actor),
                    left,
                    finish: Finish::Simple,
                }
            }
        })
}

fn arb_tile() -> impl Strategy<Value = Tile> {
    (0u8..=6, 0u8..=6).prop_map(|(a, b)| Tile::new(a, b).unwrap())
}

/// Any hand end, mostly nonsense: out-of-range seats and counts, repeated tiles.
fn arb_any_end() -> impl Strategy<Value = HandEnd> {
    let left = prop_oneof![
        prop::collection::vec(0u32..80, 0..6).prop_map(Leftover::Pips),
        prop::collection::vec(prop::collection::vec(arb_tile(), 0..9), 0..6)
            .prop_map(Leftover::Tiles),
    ];
    prop_oneof![
        (0u8..6, left.clone()).prop_map(|(by, left)| HandEnd::Domino {
            by: Seat(by),
            left,
            finish: Finish::Simple
        }),
        (0u8..6, left).prop_map(|(c, left)| HandEnd::Block {
            closed_by: Seat(c),
            left
        }),
        (0u8..6).prop_map(|by| HandEnd::PassedWithPlayable { by: Seat(by) }),
    ]
}

/// Plausible pip counts for `seats` players: the domino player at 0.
fn arb_pips_end(seats: usize) -> impl Strategy<Value = HandEnd> {
    (
        0..seats as u8,
        prop::collection::vec(0u32..30, seats),
        0u8..10,
    )
        .prop_map(|(actor, mut pips, kind)| match kind {
            0 => HandEnd::PassedWithPlayable { by: Seat(actor) },
            1..=4 => HandEnd::Block {
                closed_by: Seat(actor),
                left: Leftover::Pips(pips),
            },
            _ => {
                pips[usize::from(actor)] = 0;
                HandEnd::Domino {
                    by: Seat(actor),
                    left: Leftover::Pips(pips),
                    finish: Finish::Simple,
                }
            }
        })
}

/// Events for a table of `seats`: mostly plausible, some nonsense.
fn arb_event(seats: usize) -> impl Strategy<Value = Event> {
    let opener = prop_oneof![2 => Just(None), 1 => (0u8..5).prop_map(|s| Some(Seat(s)))];
    let fault = arb_enum(vec![
        Fault::GesturePass,
        Fault::Chivo,
        Fault::PassWithPlayable,
        Fault::WrongOpening,
        Fault::OutOfTurn,
    ]);
    let decision = arb_enum(vec![Decision::Apply, Decision::PlayOn, Decision::Deduct]);
    let at = 0i64..200_000;
    prop_oneof![
        90 => (opener.clone(), arb_pips_end(seats))
            .prop_map(|(opener, end)| Event::Hand { opener, end }),
        12 => (opener.clone(), arb_real_end(seats))
            .prop_map(|(opener, end)| Event::Hand { opener, end }),
        9 => (opener.clone(), arb_any_end())
            .prop_map(|(opener, end)| Event::Hand { opener, end }),
        6 => (0u8..5, 0u8..9).prop_map(|(seat, doubles)| Event::Redeal {
            reason: RedealReason::Doubles { seat: Seat(seat), doubles }
        }),
        3 => Just(Event::Redeal { reason: RedealReason::TileExposed { seat: None } }),
        18 => (0u8..5, fault, arb_enum(vec![0u32, 40, 80]), decision, opener)
            .prop_map(|(o, fault, points, decision, opener)| Event::Penalty {
                offender: Seat(o),
                fault,
                points,
                decision,
                opener,
            }),
        1 => (0u8..5, arb_enum(vec![ForfeitReason::LateArrival, ForfeitReason::DodgingPass]))
            .prop_map(|(s, reason)| Event::Forfeit { loser: Side(s), reason }),
        6 => at.clone().prop_map(|at_ms| Event::ClockStarted { at_ms }),
        3 => at.clone().prop_map(|at_ms| Event::ClockPaused { at_ms }),
        3 => at.clone().prop_map(|at_ms| Event::ClockResumed { at_ms }),
        6 => at.prop_map(|at_ms| Event::TimeUp { at_ms: at_ms * 10 }),
    ]
}

/// A rule set, its seats and a random log for them.
fn arb_log(max: usize) -> impl Strategy<Value = (Rules, usize, Vec<Event>)> {
    arb_rules().prop_flat_map(move |(rules, seats)| {
        (
            Just(rules),
            Just(seats),
            prop::collection::vec(arb_event(seats), 1..max),
        )
    })
}

/// Applies what is accepted, checking each refusal leaves the match untouched.
fn build(rules: Rules, seats: usize, events: Vec<Event>) -> Match {
    let mut game = Match::new(common::setup_with(rules, seats)).unwrap();
    for event in events {
        let before = game.clone();
        match game.apply(event.clone()) {
            Ok(next) => {
                let mut in_place = game.clone();
                in_place.apply_mut(event).unwrap();
                assert_eq!(in_place, next);
                game = next;
            }
            Err(err) => {
                assert!(!err.code().is_empty());
                assert_eq!(game, before);
                let mut in_place = game.clone();
                assert!(in_place.apply_mut(event).is_err());
                assert_eq!(in_place, before);
            }
        }
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn a_hands_points_never_exceed_the_pips_left(
        (rules, seats, end) in arb_rules().prop_flat_map(|(r, s)| (Just(r), Just(s), arb_real_end(s)))
    ) {
        let Ok(s) = settle(&rules, seats, &end) else { return Ok(()); };
        let left: u32 = s.seat_pips.iter().sum();
        match rules.scoring {
            Scoring::Pips => prop_assert!(s.points <= left),
            Scoring::Hands => prop_assert!(s.points <= 1),
        }
        prop_assert!(left <= 168);
        prop_assert_eq!(s.side_pips.iter().sum::<u32>(), left);
        if s.winner.is_none() { prop_assert_eq!(s.points, 0); }
        if s.void { prop_assert_eq!(s.tie, Some(BlockTie::Replay)); }
        let from: u32 = s.explanation.points_from.iter().map(|x| s.seat_pips[x.index()]).sum();
        if rules.scoring == Scoring::Pips { prop_assert_eq!(from, s.points); }
        for lang in [Lang::En, Lang::Pt, Lang::Es] {
            prop_assert!(!s.describe(lang).is_empty());
            // With every player named, no seat is left as a number.
            let named = s.describe_with(lang, &common::NAMES[..seats]);
            let lower = named.to_lowercase();
            for numbered in ["seat", "seats", "jogador", "jogadores", "jugador", "jugadores"] {
                for seat in 0..4 {
                    prop_assert!(!lower.contains(&format!("{numbered} {seat}")), "{}", named);
                }
            }
        }
    }

    #[test]
    fn real_domino_hands_are_accepted(
        (rules, seats, end) in arb_rules().prop_flat_map(|(r, s)| (Just(r), Just(s), arb_real_end(s)))
    ) {
        if let HandEnd::Domino { .. } = end {
            prop_assert!(settle(&rules, seats, &end).is_ok());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    #[test]
    fn folding_is_deterministic_and_equals_applying_one_by_one(
        (rules, seats, events) in arb_log(60),
    ) {
        let game = build(rules, seats, events);
        let setup = game.setup().clone();
        let a = Match::from_events(setup.clone(), game.events().to_vec()).unwrap();
        let b = Match::from_events(setup, game.events().to_vec()).unwrap();
        prop_assert_eq!(&a, &b);
        prop_assert_eq!(&a, &game);
        // The sheet agrees with the scores.
        if let Some(row) = game.standings().sheet.last() {
            prop_assert_eq!(&row.totals, &game.standings().scores);
        }
        let sum: Vec<i64> = (0..game.table().sides())
            .map(|i| game.standings().sheet.iter().map(|r| r.points[i]).sum())
            .collect();
        prop_assert_eq!(&sum, &game.standings().scores);
        // And the match file round-trips.
        let file = MatchFile::from_match(&game, None);
        prop_assert_eq!(MatchFile::parse(&file.to_json()).unwrap().into_match().unwrap(), game);
    }

    #[test]
    fn dropping_the_last_event_restores_the_previous_standings(
        (rules, seats, events) in arb_log(40),
    ) {
        let game = build(rules, seats, events);
        let mut prefixes = vec![Match::new(game.setup().clone()).unwrap()];
        for e in game.events() {
            let next = prefixes.last().unwrap().apply(e.clone()).unwrap();
            prefixes.push(next);
        }
        let mut current = game.clone();
        while let Some(previous) = current.undo() {
            prefixes.pop();
            prop_assert_eq!(previous.standings(), prefixes.last().unwrap().standings());
            prop_assert_eq!(&previous, prefixes.last().unwrap());
            current = previous;
        }
        prop_assert!(current.events().is_empty());
    }

    #[test]
    fn openers_follow_counter_clockwise_except_documented_cases(
        (mut rules, seats, events) in arb_log(60),
    ) {
        rules.opener_rotation = OpenerRotation::CounterClockwise;
        let game = build(rules, seats, events);
        let table = *game.table();
        // The model: None = whoever holds 6-6 / anyone (first hand).
        let mut expected: Option<Seat> = None;
        for (row, event) in game.standings().sheet.iter().zip(game.events().iter().filter(|e| !matches!(
            e, Event::ClockStarted { .. } | Event::ClockPaused { .. } | Event::ClockResumed { .. }
        ))) {
            match &row.kind {
                RowKind::Hand { .. } => {
                    let opener = row.opener.unwrap();
                    if let Some(seat) = expected { prop_assert_eq!(opener, seat); }
                    let void = row.settlement.as_ref().unwrap().void;
                    expected = match (void, expected) {
                        // 000 art. 10 §ú: a replayed tie keeps the opener (6-6 again on the first hand).
                        (true, None) => None,
                        (true, Some(_)) => Some(opener),
                        (false, _) => Some(table.next_seat(opener)),
                    };
                }
                RowKind::Penalty { fault, .. } if row.ends_hand => {
                    let Event::Penalty { opener: given, .. } = event else { unreachable!() };
                    // 004 intro: the rotation continues, except §5 and §9 (in pairs).
                    expected = match expected.or(*given) {
                        Some(s) if fault.keeps_opener(table.mode()) => Some(s),
                        Some(s) => Some(table.next_seat(s)),
                        None => None,
                    };
                }
                _ => {}
            }
        }
        match (expected, game.standings().next_opener) {
            (Some(s), opener) => prop_assert_eq!(opener, Opener::Seat(s)),
            (None, opener) => prop_assert!(matches!(opener, Opener::DoubleSix | Opener::Anyone)),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    #[test]
    fn random_strings_never_panic(text in "\\PC{0,60}") {
        let _ = text.parse::<Tile>();
        let _ = text.parse::<Hand>();
        let _ = text.parse::<Preset>();
        let _ = text.parse::<Mode>();
        let _ = Leftover::parse_tiles(&text);
        let _ = Leftover::parse_pips(&text);
        let _ = MatchFile::parse(&text);
        let _ = serde_json::from_str::<Event>(&text);
    }

    #[test]
    fn tile_like_strings_are_accepted_or_refused(text in "[0-9 -/,]{0,40}") {
        match Leftover::parse_tiles(&text) {
            Ok(Leftover::Tiles(hands)) => prop_assert!(hands.iter().all(|h| h.len() <= 7)),
            Ok(other) => prop_assert!(false, "{other:?}"),
            Err(err) => prop_assert!(!err.code().is_empty()),
        }
        if let Ok(tile) = text.parse::<Tile>() {
            prop_assert_eq!(tile.to_string().parse::<Tile>().unwrap(), tile);
        }
    }

    #[test]
    fn mangled_match_files_never_panic(cut in 0usize..2000, byte in any::<u8>(), events in prop::collection::vec(arb_event(3), 0..10)) {
        let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/match-pr-federacion.json")).unwrap();
        let mut bytes = text.into_bytes();
        let at = cut % bytes.len();
        bytes[at] = byte;
        if let Ok(text) = String::from_utf8(bytes)
            && let Ok(file) = MatchFile::parse(&text)
        {
            let _ = file.into_match();
        }
        // Any events, in a file.
        let mut file = MatchFile::parse(&std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/match-es-clasico.json")).unwrap()).unwrap();
        file.events = events;
        let _ = MatchFile::parse(&file.to_json()).unwrap().into_match();
    }
}

/// A rule set with a table convention: batidas under `hands` scoring, a
/// capicúa bonus under `pips`, anywhere in their bounds.
fn arb_convention_rules() -> impl Strategy<Value = (Rules, usize)> {
    let value = || 0u32..=tranque::rules::MAX_BATIDA_POINTS;
    let bonus = prop_oneof![
        (1u32..=tranque::rules::MAX_CAPICUA_POINTS).prop_map(CapicuaBonus::Points),
        (2u32..=tranque::rules::MAX_CAPICUA_MULTIPLIER).prop_map(CapicuaBonus::Multiplier),
    ];
    (
        arb_rules(),
        (value(), value(), value(), value(), value()),
        any::<bool>(),
        bonus,
    )
        .prop_map(
            |((mut rules, seats), (simple, carroca, la_e_lo, cruzada, block), raise, bonus)| {
                match rules.scoring {
                    Scoring::Hands => {
                        rules.batidas = Some(Batidas {
                            simple,
                            carroca,
                            la_e_lo,
                            cruzada,
                            block,
                            block_raises_next: raise,
                        })
                    }
                    Scoring::Pips => rules.capicua = Some(bonus),
                }
                (rules, seats)
            },
        )
}

/// `end` with a finish the rules score (a domino), picked by `pick`.
fn with_finish(rules: &Rules, end: HandEnd, pick: prop::sample::Index) -> HandEnd {
    match end {
        HandEnd::Domino { by, left, .. } => HandEnd::Domino {
            by,
            left,
            finish: *pick.get(rules.finishes()),
        },
        other => other,
    }
}

/// What the model says a hand scored under batidas, after `blocks` in a row.
fn batida_model(batidas: &Batidas, s: &Settlement, blocks: u32) -> u32 {
    let carry = if batidas.block_raises_next { blocks } else { 0 };
    match (s.winner, s.explanation.end) {
        (None, _) => 0,
        (Some(_), EndKind::Domino) => batidas.points(s.explanation.worth.finish).unwrap() + carry,
        (Some(_), EndKind::Block) => batidas.block + carry,
        (Some(_), EndKind::PassedWithPlayable) => 1,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn a_bonus_never_applies_to_a_block(
        (rules, seats, end, blocks) in arb_convention_rules()
            .prop_flat_map(|(r, s)| (Just(r), Just(s), arb_real_end(s), 0u32..6)),
    ) {
        let HandEnd::Block { .. } = end else { return Ok(()); };
        let Ok(s) = settle_after_blocks(&rules, seats, &end, blocks) else { return Ok(()); };
        let worth = s.explanation.worth;
        prop_assert_eq!(worth.finish, Finish::Simple);
        prop_assert_eq!(worth.capicua, None);
        // The same block without any convention scores what the seeds say.
        let seeds = Rules { capicua: None, batidas: None, ..rules.clone() };
        let plain = settle(&seeds, seats, &end).unwrap();
        prop_assert_eq!(s.winner, plain.winner);
        match &rules.batidas {
            None => prop_assert_eq!(s.points, plain.points),
            Some(b) => prop_assert_eq!(s.points, batida_model(b, &s, blocks)),
        }
    }

    #[test]
    fn a_capicua_keeps_the_points_bound(
        (rules, seats, end, pick, blocks) in arb_convention_rules().prop_flat_map(|(r, s)| {
            (Just(r), Just(s), arb_real_end(s), any::<prop::sample::Index>(), 0u32..6)
        }),
    ) {
        let end = with_finish(&rules, end, pick);
        let HandEnd::Domino { finish, .. } = end else { return Ok(()); };
        let s = settle_after_blocks(&rules, seats, &end, blocks).unwrap();
        let left: u32 = s.seat_pips.iter().sum();
        let worth = s.explanation.worth;
        prop_assert_eq!(worth.finish, finish);
        match (rules.capicua, &rules.batidas) {
            (Some(bonus), _) => {
                // The bonus applies on the pips counted, and only to a capicúa.
                let from: u32 = s.explanation.points_from.iter().map(|x| s.seat_pips[x.index()]).sum();
                prop_assert_eq!(worth.base, from);
                prop_assert!(worth.base <= left);
                let expected = if finish == Finish::Capicua { bonus.apply(from) } else { from };
                prop_assert_eq!(s.points, expected);
                prop_assert!(
                    s.points <= 168 * tranque::rules::MAX_CAPICUA_MULTIPLIER
                        && s.points <= (left * tranque::rules::MAX_CAPICUA_MULTIPLIER).max(left + tranque::rules::MAX_CAPICUA_POINTS)
                );
                prop_assert_eq!(worth.after_blocks, 0);
            }
            (None, Some(b)) => {
                prop_assert_eq!(s.points, batida_model(b, &s, blocks));
                prop_assert!(s.points <= tranque::rules::MAX_BATIDA_POINTS + blocks);
            }
            (None, None) => prop_assert!(false, "a convention was set"),
        }
        for lang in [Lang::En, Lang::Pt, Lang::Es] {
            prop_assert!(s.describe(lang).contains(&s.points.to_string()));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    #[test]
    fn batidas_fold_scores_every_hand_as_the_model_says(
        (rules, seats, ends) in arb_convention_rules()
            .prop_filter("batidas", |(r, _)| r.batidas.is_some())
            .prop_flat_map(|(r, s)| {
                (
                    Just(r),
                    Just(s),
                    prop::collection::vec((arb_pips_end(s), any::<prop::sample::Index>()), 1..30),
                )
            }),
    ) {
        // The opener given on the first hand, computed after it.
        let rules = Rules { opener_rotation: OpenerRotation::CounterClockwise, ..rules };
        let events = ends.into_iter().enumerate().map(|(i, (end, pick))| Event::Hand {
            opener: (i == 0).then_some(Seat(0)),
            end: with_finish(&rules, end, pick),
        });
        let game = build(rules.clone(), seats, events.collect());
        let batidas = rules.batidas.unwrap();
        let mut blocks = 0u32;
        for row in &game.standings().sheet {
            let Some(s) = &row.settlement else { continue };
            prop_assert_eq!(s.points, batida_model(&batidas, s, blocks));
            blocks = match s.explanation.end {
                _ if s.void => blocks,
                EndKind::Block => blocks + 1,
                EndKind::Domino => 0,
                EndKind::PassedWithPlayable => blocks,
            };
        }
        prop_assert_eq!(game.standings().blocks_in_a_row, blocks);
        // The file that holds them is version 2, and reads back the same match.
        let file = MatchFile::from_match(&game, None);
        prop_assert_eq!(file.version, 2);
        prop_assert_eq!(MatchFile::parse(&file.to_json()).unwrap().into_match().unwrap(), game);
    }
}
