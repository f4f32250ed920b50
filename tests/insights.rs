//! The insights of small histories checked by hand (partners, rivals,
//! head-to-head, zapatos, streaks, best hand, periods, rule sets, how a
//! forfeit and an abandoned match count), and the properties of the
//! ratings: the order of import changes nothing, recomputing equals
//! updating, a match and its mirror give mirrored updates.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use proptest::prelude::*;
use tranque::insights::{
    Added, Filter, Insights, MIN_MEETINGS, Played, Ratings, last_change, rating_points,
};
use tranque::{
    Event, Finish, ForfeitReason, HandEnd, Leftover, Match, MatchSetup, Mode, Preset, Rules, Seat,
    Side,
};

/// Megajogos pairs (or clásico individual) played to 50.
fn rules(mode: Mode) -> Rules {
    let preset = match mode {
        Mode::Pairs => Preset::BrMegajogos,
        Mode::Individual => Preset::EsClasico,
    };
    Rules {
        target: 50,
        ..preset.rules(mode)
    }
}

/// A match of `seats` where each hand is `(seat that went out, pips left
/// per seat)`; hands after the end are not played.
fn game(mode: Mode, seats: &[&str], hands: &[(u8, &[u32])]) -> Match {
    let setup = MatchSetup {
        rules: rules(mode),
        seats: seats.iter().map(|s| s.to_string()).collect(),
    };
    let mut game = Match::new(setup).unwrap();
    for (i, (by, left)) in hands.iter().enumerate() {
        if game.standings().is_finished() {
            break;
        }
        game.apply_mut(Event::Hand {
            opener: (i == 0).then_some(Seat(0)),
            end: HandEnd::Domino {
                by: Seat(*by),
                left: Leftover::Pips(left.to_vec()),
                finish: Finish::Simple,
            },
        })
        .unwrap();
    }
    game
}

fn played(id: &str, at: i64, rules: &str, game: &Match) -> Played {
    Played::new(id, at, Some(rules), game).unwrap()
}

/// Ana & Bia against Caio & Duda three times (two zapatos for Ana & Bia,
/// one win for Caio & Duda), then Ana & Caio beat Bia & Duda; a fifth
/// match is abandoned.
fn table_history() -> Vec<Played> {
    let ab = ["Ana", "Caio", "Bia", "Duda"]; // side A: Ana, Bia
    let ac = ["Ana", "Bia", "Caio", "Duda"]; // side A: Ana, Caio
    let rules = "br-megajogos";
    vec![
        played(
            "m1",
            1,
            rules,
            &game(Mode::Pairs, &ab, &[(0, &[0, 30, 0, 25])]),
        ),
        played(
            "m2",
            2,
            rules,
            &game(
                Mode::Pairs,
                &ab,
                &[
                    (1, &[20, 0, 10, 0]),
                    (0, &[0, 5, 0, 5]),
                    (3, &[15, 0, 10, 0]),
                ],
            ),
        ),
        played(
            "m3",
            3,
            rules,
            &game(Mode::Pairs, &ab, &[(2, &[0, 40, 0, 15])]),
        ),
        played(
            "m4",
            4,
            rules,
            &game(
                Mode::Pairs,
                &ac,
                &[(1, &[5, 0, 5, 0]), (0, &[0, 25, 0, 25])],
            ),
        ),
        played(
            "m5",
            5,
            rules,
            &game(Mode::Pairs, &ab, &[(1, &[5, 0, 5, 0])]),
        ),
    ]
}

#[test]
fn hand_checked_pairs_history() {
    let insights = Insights::from_matches(Filter::default(), table_history());
    assert_eq!(insights.counted(), 4);
    assert_eq!(insights.abandoned(), 1);

    let ana = insights.player("ana").unwrap();
    assert_eq!((ana.matches, ana.wins), (4, 3));
    // W L W W.
    assert_eq!((ana.feats.longest_streak, ana.feats.current_streak), (2, 2));
    assert_eq!((ana.feats.zapatos_given, ana.feats.zapatos_taken), (2, 0));
    // 55 in m1 and again in m3: the first is kept.
    let best = ana.feats.best_hand.as_ref().unwrap();
    assert_eq!(
        (best.points, best.match_id.as_str(), best.hand_number),
        (55, "m1", 1)
    );

    let bia = insights.player("bia").unwrap();
    // W L W L.
    assert_eq!((bia.feats.longest_streak, bia.feats.current_streak), (1, 0));
    let caio = insights.player("caio").unwrap();
    assert_eq!((caio.feats.zapatos_given, caio.feats.zapatos_taken), (0, 2));
    assert_eq!(
        (caio.feats.longest_streak, caio.feats.current_streak),
        (1, 1)
    );
    let duda = insights.player("duda").unwrap();
    assert_eq!((duda.matches, duda.wins), (4, 1));

    // Ana won 2 of 3 with Bia; Caio, 1 match together, is under MIN_MEETINGS.
    assert_eq!(MIN_MEETINGS, 3);
    let (partner, together) = insights.best_partner("ana").unwrap();
    assert_eq!(
        (partner.as_str(), together.matches, together.wins),
        ("bia", 3, 2)
    );
    // Ana lost 1 of 3 to Caio, 1 of 4 to Duda.
    let (rival, meeting) = insights.toughest_rival("ana").unwrap();
    assert_eq!(
        (rival.as_str(), meeting.matches, meeting.losses),
        ("caio", 3, 1)
    );
    // Bia lost 2 of 4 to Caio, 1 of 3 to Duda.
    let (rival, meeting) = insights.toughest_rival("bia").unwrap();
    assert_eq!(
        (rival.as_str(), meeting.matches, meeting.losses),
        ("caio", 4, 2)
    );
    // Duda won only once, with Caio, in 3 matches together.
    let (partner, together) = insights.best_partner("duda").unwrap();
    assert_eq!((partner.as_str(), together.wins), ("caio", 1));

    let ab = insights
        .head_to_head(&["ana", "bia"], &["duda", "caio"])
        .unwrap();
    assert_eq!((ab.matches, ab.wins, ab.losses), (3, 2, 1));
    assert_eq!((ab.hands_won, ab.hands_lost), (3, 2));
    assert_eq!((ab.points_for, ab.points_against), (55 + 10 + 55, 55));
    let cd = insights
        .head_to_head(&["caio", "duda"], &["bia", "ana"])
        .unwrap();
    assert_eq!(cd, ab.mirror(&cd.name));
    let players = insights.head_to_head(&["ana"], &["duda"]).unwrap();
    assert_eq!((players.matches, players.wins, players.losses), (4, 3, 1));
    assert_eq!(insights.head_to_head(&["ana"], &["bia", "caio"]), None);

    let pair = insights.partnership("bia", "ana").unwrap();
    assert_eq!(
        (pair.matches, pair.wins, pair.feats.zapatos_given),
        (3, 2, 2)
    );
    let pair = insights.partnership("duda", "caio").unwrap();
    assert_eq!(pair.feats.zapatos_taken, 2);
    let best = pair.feats.best_hand.as_ref().unwrap();
    assert_eq!(
        (best.points, best.match_id.as_str(), best.hand_number),
        (30, "m2", 1)
    );
}

#[test]
fn a_player_s_page_lists_every_partner_opponent_and_rating_after_each_match() {
    let insights = Insights::from_matches(Filter::default(), table_history());
    let page = insights.player_page("ana").unwrap();
    assert_eq!(page.summary, insights.player_summary("ana").unwrap());
    assert_eq!((page.summary.matches, page.summary.wins), (4, 3));
    // Four rated matches, in the order they finished (m5 was abandoned).
    let chart: Vec<&str> = page.chart.iter().map(|p| p.match_id.as_str()).collect();
    assert_eq!(chart, ["m1", "m2", "m3", "m4"]);
    let last = page.chart.last().unwrap();
    let rating = page.summary.rating.as_ref().unwrap();
    assert_eq!((last.mu, last.display), (rating.mu, rating.display));
    // Won, lost, won: the mean went up, down, up.
    assert!(page.chart[1].mu < page.chart[0].mu && page.chart[2].mu > page.chart[1].mu);
    // Bia 3 matches (2 won together), Caio 1 (won).
    let partners: Vec<(&str, u32, u32)> = page
        .partners
        .iter()
        .map(|p| (p.key.as_str(), p.matches, p.count))
        .collect();
    assert_eq!(partners, [("bia", 3, 2), ("caio", 1, 1)]);
    // Duda every match, Caio three, Bia once (m4).
    let opponents: Vec<(&str, u32, u32, u32)> = page
        .opponents
        .iter()
        .map(|o| {
            (
                o.key.as_str(),
                o.meeting.matches,
                o.meeting.wins,
                o.meeting.losses,
            )
        })
        .collect();
    assert_eq!(
        opponents,
        [("duda", 4, 3, 1), ("caio", 3, 2, 1), ("bia", 1, 1, 0)]
    );
    assert_eq!(page.by_rules.keys().collect::<Vec<_>>(), ["br-megajogos"]);
    assert_eq!(page.by_rules["br-megajogos"].mu, rating.mu);
    let pairs: Vec<[&str; 2]> = page
        .partnerships
        .iter()
        .map(|p| [p.keys[0].as_str(), p.keys[1].as_str()])
        .collect();
    assert_eq!(pairs, [["ana", "bia"], ["ana", "caio"]]);
    assert_eq!(insights.player_page("nobody"), None);
}

#[test]
fn a_period_and_a_rule_set_count_only_their_matches() {
    let period = Filter {
        since_ms: Some(2),
        until_ms: Some(3),
        rules: None,
    };
    let insights = Insights::from_matches(period, table_history());
    assert_eq!(insights.counted(), 2);
    let ana = insights.player("ana").unwrap();
    assert_eq!((ana.matches, ana.wins, ana.feats.zapatos_given), (2, 1, 1));
    assert_eq!(insights.ratings().overall.get("ana").unwrap().matches, 2);

    let other = Filter {
        rules: Some("pr-federacion".into()),
        ..Filter::default()
    };
    let insights = Insights::from_matches(other, table_history());
    assert_eq!((insights.counted(), insights.abandoned()), (0, 0));
    assert!(insights.players().is_empty());
}

#[test]
fn ratings_are_kept_per_rule_set_and_overall() {
    let mut history = table_history();
    history[3].rules = "br-basicas".into();
    let insights = Insights::from_matches(Filter::default(), history);
    let book = insights.ratings();
    assert_eq!(book.overall.get("ana").unwrap().matches, 4);
    assert_eq!(book.by_rules["br-megajogos"].get("ana").unwrap().matches, 3);
    assert_eq!(book.by_rules["br-basicas"].get("ana").unwrap().matches, 1);
    assert_eq!(book.overall.history("ana").len(), 4);
    assert_eq!(book.overall.history("ana")[3].match_id, "m4");
}

#[test]
fn a_newcomer_who_won_twice_ranks_below_a_veteran() {
    let four = ["Vera", "Ana", "Vito", "Bia"];
    let mut history = Vec::new();
    // Vera & Vito win 20 of 30 against Ana & Bia.
    for i in 0..30 {
        let by = if i % 3 == 2 { 1 } else { 0 };
        let left: &[u32] = if by == 0 {
            &[0, 30, 0, 25]
        } else {
            &[30, 0, 25, 0]
        };
        history.push(played(
            &format!("v{i:02}"),
            i,
            "br-megajogos",
            &game(Mode::Pairs, &four, &[(by, left)]),
        ));
    }
    // Nina & Rui, new, beat Ana & Bia twice.
    let new = ["Nina", "Ana", "Rui", "Bia"];
    for i in 0..2 {
        history.push(played(
            &format!("n{i}"),
            100 + i,
            "br-megajogos",
            &game(Mode::Pairs, &new, &[(0, &[0, 30, 0, 25])]),
        ));
    }
    let insights = Insights::from_matches(Filter::default(), history);
    let ratings = &insights.ratings().overall;
    let (vera, nina) = (ratings.get("vera").unwrap(), ratings.get("nina").unwrap());
    assert!(nina.sigma > vera.sigma);
    assert!(vera.display > nina.display, "{vera:?} {nina:?}");
    assert_eq!(ratings.ranked()[0].0, "vera");
}

/// The worked example of `docs/statistics.md`, "Rating points": four
/// newcomers, Ana & Bia beat Caio & Duda, then Caio & Duda win the return.
#[test]
fn rating_points_follow_the_worked_example() {
    let four = ["Ana", "Caio", "Bia", "Duda"];
    let first = played(
        "m1",
        1,
        "br-megajogos",
        &game(Mode::Pairs, &four, &[(0, &[0, 30, 0, 25])]),
    );
    let mut book = Insights::from_matches(Filter::default(), vec![first.clone()]);
    let ratings = &book.ratings().overall;
    let (ana, caio) = (ratings.get("ana").unwrap(), ratings.get("caio").unwrap());
    // A newcomer's 1000 is μ − 3σ = 25 − 3 × 25/3 = 0.
    assert_eq!(rating_points(0.0), 1000);
    // Worked by hand (docs/statistics.md): each team μ 50, σ² 2 × (25/3)²,
    // c = √(4 × (25/3)² + 2 × (25/6)²); the winners' μ + 1.964, the
    // losers' − 1.964, every σ to 8.178.
    let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
    assert!(close(ana.mu, 26.964185503295965), "{ana:?}");
    assert!(close(caio.mu, 23.035814496704035), "{caio:?}");
    assert!(close(ana.sigma, 8.17755635771097) && close(caio.sigma, ana.sigma));
    assert_eq!((ana.points, caio.points), (1097, 940));
    assert_eq!(ana.band_points(), (1097, 3060));
    assert_eq!(last_change(ratings.history("ana")), Some(97));
    assert_eq!(last_change(ratings.history("caio")), Some(-60));
    // The return: Caio & Duda win.
    let back = played(
        "m2",
        2,
        "br-megajogos",
        &game(Mode::Pairs, &four, &[(1, &[30, 0, 25, 0])]),
    );
    book = Insights::from_matches(Filter::default(), vec![first, back]);
    let ratings = &book.ratings().overall;
    let (ana, caio) = (ratings.get("ana").unwrap(), ratings.get("caio").unwrap());
    // The upset moves more: Caio's μ to 25.387, Ana's to 24.613, σ 8.033.
    assert!(close(caio.mu, 25.386556045953085), "{caio:?}");
    assert!(close(ana.mu, 24.613443954046915), "{ana:?}");
    assert!(close(ana.sigma, 8.033241717172691), "{ana:?}");
    assert_eq!((ana.points, caio.points), (1021, 1051));
    // One win and one loss, and Ana is still above 1000: surer of her now.
    assert_eq!(last_change(ratings.history("ana")), Some(-76));
    assert_eq!(last_change(ratings.history("caio")), Some(111));
    assert_eq!(last_change(&[]), None);
}

#[test]
fn a_forfeit_is_rated_as_its_result_and_is_no_zapato() {
    let seats = ["Ana", "Caio", "Bia", "Duda"];
    let forfeit = Match::new(MatchSetup {
        rules: rules(Mode::Pairs),
        seats: seats.map(String::from).to_vec(),
    })
    .unwrap()
    .apply(Event::Forfeit {
        loser: Side(1),
        reason: ForfeitReason::Withdrawal,
    })
    .unwrap();
    let insights = Insights::from_matches(
        Filter::default(),
        [played("f", 1, "br-megajogos", &forfeit)],
    );
    let ana = insights.player("ana").unwrap();
    assert_eq!(
        (ana.wins, ana.feats.longest_streak, ana.feats.zapatos_given),
        (1, 1, 0)
    );
    assert_eq!(insights.player("caio").unwrap().feats.zapatos_taken, 0);
    let ratings = &insights.ratings().overall;
    assert!(ratings.get("ana").unwrap().mu > ratings.get("caio").unwrap().mu);
}

#[test]
fn an_abandoned_match_is_in_no_figure() {
    let history = table_history();
    let mut insights = Insights::new(Filter::default());
    assert_eq!(insights.add(&history[4]), Ok(Added::Abandoned));
    assert!(insights.players().is_empty());
    assert!(insights.ratings().overall.players().is_empty());
}

#[test]
fn a_free_for_all_zapato_needs_every_loser_at_zero() {
    let three = ["Ana", "Bia", "Caio"];
    let zapato = game(Mode::Individual, &three, &[(0, &[0, 30, 25])]);
    let not = game(
        Mode::Individual,
        &three,
        &[(1, &[4, 0, 1]), (0, &[0, 30, 25])],
    );
    let insights = Insights::from_matches(
        Filter::default(),
        [
            played("z", 1, "es-clasico", &zapato),
            played("n", 2, "es-clasico", &not),
        ],
    );
    assert_eq!(insights.player("ana").unwrap().feats.zapatos_given, 1);
    assert_eq!(insights.player("bia").unwrap().feats.zapatos_taken, 1);
    assert_eq!(insights.player("caio").unwrap().feats.zapatos_taken, 1);
    // Ana won both; Bia (5 points in n) ranked above Caio (0): rated higher.
    let ratings = &insights.ratings().overall;
    assert!(ratings.get("bia").unwrap().mu > ratings.get("caio").unwrap().mu);
    // In a free-for-all, Bia and Caio both lost: neither beat the other.
    let meeting = insights.head_to_head(&["bia"], &["caio"]).unwrap();
    assert_eq!((meeting.matches, meeting.wins, meeting.losses), (2, 0, 0));
}

#[test]
fn names_are_one_player_whatever_their_case() {
    let upper = ["ÁNGEL", "Caio", "Bia", "Duda"];
    let lower = ["ángel", "Caio", "Bia", "Duda"];
    let insights = Insights::from_matches(
        Filter::default(),
        [
            played(
                "a",
                1,
                "br-megajogos",
                &game(Mode::Pairs, &upper, &[(0, &[0, 30, 0, 25])]),
            ),
            played(
                "b",
                2,
                "br-megajogos",
                &game(Mode::Pairs, &lower, &[(0, &[0, 30, 0, 25])]),
            ),
        ],
    );
    let angel = insights.player("ángel").unwrap();
    assert_eq!((angel.matches, angel.name.as_str()), (2, "ángel"));
    let twice = game(Mode::Pairs, &["Ana", "Caio", "ANA", "Duda"], &[]);
    assert!(Played::new("t", 1, None, &twice).is_err());
}

/// Ángel with Bia, with Caio, with Bia again, under two rule sets, his
/// name written `spellings[0]`, `[1]`, `[2]` in turn; an abandoned match
/// last, in `spellings[3]`.
fn angel_history(spellings: [&str; 4]) -> Vec<Played> {
    let seats = [
        [spellings[0], "Caio", "Bia", "Duda"],
        [spellings[1], "Duda", "Caio", "Bia"],
        [spellings[2], "Caio", "Bia", "Duda"],
    ];
    let rules = ["br-megajogos", "pr-federacion", "br-megajogos"];
    let mut history: Vec<Played> = seats
        .iter()
        .zip(rules)
        .enumerate()
        .map(|(i, (seats, rules))| {
            // Side A wins the first and the last, side B the second.
            let hands: &[(u8, &[u32])] = if i == 1 {
                &[(1, &[30, 0, 25, 0])]
            } else {
                &[(0, &[0, 30, 0, 25])]
            };
            played(
                &format!("m{i}"),
                i as i64 + 1,
                rules,
                &game(Mode::Pairs, seats, hands),
            )
        })
        .collect();
    let unfinished = [spellings[3], "Caio", "Bia", "Duda"];
    let unfinished = game(Mode::Pairs, &unfinished, &[]);
    history.push(played("m3", 4, "br-megajogos", &unfinished));
    history
}

#[test]
fn a_player_written_three_ways_is_shown_by_the_name_last_written_everywhere() {
    let three_ways = angel_history(["ÁNGEL", "ángel", "Ángel", "Ángel"]);
    let one_way = angel_history(["Ángel"; 4]);
    let pr = Filter {
        rules: Some("pr-federacion".into()),
        ..Filter::default()
    };
    for filter in [Filter::default(), pr] {
        let insights = Insights::from_matches(filter.clone(), three_ways.clone());
        let same = Insights::from_matches(filter.clone(), one_way.clone());
        assert_eq!(insights.name("ángel"), Some("Ángel"));
        // Every figure, numbers and names, as if written one way only.
        assert_eq!(insights.summary(), same.summary(), "{filter:?}");
        for key in ["ángel", "bia", "caio", "duda"] {
            assert_eq!(insights.player_page(key), same.player_page(key), "{key}");
        }
        let angel = insights.player("ángel").unwrap();
        assert_eq!(angel.name, "Ángel");
        let book = insights.ratings();
        assert_eq!(book.overall.get("ángel").unwrap().name, "Ángel");
        for (rules, ratings) in &book.by_rules {
            assert_eq!(ratings.get("ángel").unwrap().name, "Ángel", "{rules}");
        }
        for (partner, together) in &angel.partners {
            let back = &insights.player(partner).unwrap().partners["ángel"];
            assert_eq!(
                (together.matches, back.name.as_str()),
                (back.matches, "Ángel")
            );
        }
        for rival in angel.opponents.keys() {
            let met = insights.head_to_head(&[rival], &["ángel"]).unwrap();
            assert_eq!(met.name, "Ángel");
        }
        for (keys, partnership) in insights.partnerships() {
            if keys.0 == "ángel" || keys.1 == "ángel" {
                assert!(partnership.names.contains(&"Ángel".to_owned()));
            }
        }
    }
    // The whole history's matches: 3 counted, 1 abandoned, nothing lost.
    let insights = Insights::from_matches(Filter::default(), three_ways);
    assert_eq!((insights.counted(), insights.abandoned()), (3, 1));
    assert_eq!(insights.player("ángel").unwrap().matches, 3);
    let met = insights
        .head_to_head(&["caio", "duda"], &["ángel", "bia"])
        .unwrap();
    assert_eq!((met.name.as_str(), met.matches), ("Bia & Ángel", 2));
}

#[test]
fn a_match_before_the_last_one_is_refused_and_changes_nothing() {
    let history = table_history();
    let mut insights = Insights::new(Filter::default());
    insights.add(&history[1]).unwrap();
    let before = insights.clone();
    let err = insights.add(&history[0]).unwrap_err();
    assert_eq!((err.id.as_str(), err.last_id.as_str()), ("m1", "m2"));
    assert_eq!(insights, before);
}

// ---- Properties over generated histories ----

const NAMES: [&str; 6] = ["Ana", "Bia", "Caio", "Duda", "Eva", "Fabio"];

/// A generated match: pairs or not, which names sit where, its hands
/// (who went out, pips left), when it finished, how many seats (individual).
type Spec = (bool, Vec<usize>, Vec<(u8, [u32; 4])>, i64, u8);

fn arb_match() -> impl Strategy<Value = Spec> {
    (
        any::<bool>(),
        Just((0..NAMES.len()).collect::<Vec<_>>()).prop_shuffle(),
        prop::collection::vec((0u8..4, [1u32..30, 1u32..30, 1u32..30, 1u32..30]), 0..8),
        0i64..50,
        2u8..5,
    )
}

fn build((pairs, order, hands, at, seats): &Spec, n: usize) -> Played {
    let (mode, seats) = if *pairs {
        (Mode::Pairs, 4)
    } else {
        (Mode::Individual, usize::from(*seats))
    };
    let names: Vec<&str> = order.iter().take(seats).map(|&i| NAMES[i]).collect();
    let hands: Vec<(u8, Vec<u32>)> = hands
        .iter()
        .map(|(by, left)| {
            let by = by % seats as u8;
            let mut left = left[..seats].to_vec();
            left[usize::from(by)] = 0;
            (by, left)
        })
        .collect();
    let hands: Vec<(u8, &[u32])> = hands
        .iter()
        .map(|(by, left)| (*by, left.as_slice()))
        .collect();
    let game = game(mode, &names, &hands);
    let rules = if *pairs { "br-megajogos" } else { "es-clasico" };
    played(&format!("g{n:03}"), *at, rules, &game)
}

fn history() -> impl Strategy<Value = Vec<Played>> {
    prop::collection::vec(arb_match(), 1..25).prop_map(|specs| {
        specs
            .iter()
            .enumerate()
            .map(|(n, spec)| build(spec, n))
            .collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The order matches are imported in does not change any figure.
    #[test]
    fn import_order_changes_nothing(history in history(), seed in any::<u64>()) {
        let mut shuffled = history.clone();
        // A deterministic shuffle from the seed.
        let mut state = seed | 1;
        for i in (1..shuffled.len()).rev() {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17;
            shuffled.swap(i, (state % (i as u64 + 1)) as usize);
        }
        let a = Insights::from_matches(Filter::default(), history);
        let b = Insights::from_matches(Filter::default(), shuffled);
        prop_assert_eq!(a.summary(), b.summary());
        prop_assert_eq!(a, b);
    }

    /// Adding matches as they finish gives exactly what recomputing gives.
    #[test]
    fn recomputing_equals_updating(mut history in history(), split in 0usize..25) {
        history.sort_by(|a, b| a.order_key().cmp(&b.order_key()));
        let split = split.min(history.len());
        let mut kept = Insights::from_matches(Filter::default(), history[..split].to_vec());
        for played in &history[split..] {
            kept.add(played).unwrap();
        }
        let again = Insights::from_matches(Filter::default(), history);
        prop_assert_eq!(kept, again);
    }

    /// A pairs match with its sides swapped gives each player the same update.
    #[test]
    fn a_mirrored_match_gives_mirrored_updates(history in history(), last in arb_match()) {
        let (_, order, hands, at, seats) = last;
        let played = build(&(true, order, hands, at, seats), 999);
        prop_assume!(played.is_finished());
        let mut mirror = played.clone();
        mirror.sides.reverse();
        for hand in &mut mirror.hands {
            hand.side = Side(1 - hand.side.0);
        }
        let mut base = Ratings::default();
        let mut sorted = history;
        sorted.sort_by(|a, b| a.order_key().cmp(&b.order_key()));
        for p in &sorted {
            base.add(p);
        }
        let (mut one, mut two) = (base.clone(), base);
        one.add(&played);
        two.add(&mirror);
        for name in NAMES {
            let key = name.to_lowercase();
            let (a, b) = (one.get(&key), two.get(&key));
            prop_assert_eq!(a.map(|r| (r.mu, r.sigma)), b.map(|r| (r.mu, r.sigma)));
        }
    }
}
