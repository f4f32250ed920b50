use super::Tournament;
use crate::name::KEYS_FOLDED;
use crate::tournament::{
    ByeScore, Criterion, PairId, TournamentEvent, TournamentMode, TournamentSetup,
};
use crate::{Mode, Preset};

fn folded() -> usize {
    KEYS_FOLDED.with(|n| n.get())
}

fn registered(pair: u32, players: [&str; 2]) -> TournamentEvent {
    TournamentEvent::PairRegistered {
        pair: PairId(pair),
        players: players.map(String::from),
    }
}

/// Registering the most pairs a tournament takes folds each name twice
/// (once checked against the names playing, once kept for the results its
/// player signs: each registration 4 folds, whatever the field), not once
/// for every name already registered; a refused one folds its 2 names
/// once, and a withdrawal its pair's 2 again. The
/// same player is still refused in a second pair, in any case or any
/// way of typing an accent, and free again once their pair withdraws.
#[test]
fn registration_folds_each_name_once() {
    let setup = TournamentSetup {
        name: "Abierto".into(),
        date: "2026-11-21".into(),
        preset: None,
        rules: Preset::PrFederacion.rules(Mode::Pairs),
        mode: TournamentMode::Pairs,
        seed: 1,
        bye: ByeScore::default(),
        ranking: Criterion::DEFAULT.to_vec(),
        credit: Default::default(),
    };
    let mut t = Tournament::new(setup).unwrap();
    let max = crate::tournament::MAX_PAIRS as u32;
    let before = folded();
    for n in 1..max {
        let (a, b) = (format!("Jugador {n} Á"), format!("Jugadora {n} é"));
        t.apply_mut(registered(n, [&a, &b])).unwrap();
    }
    assert_eq!(folded() - before, 4 * (max as usize - 1));

    let before = folded();
    let err = t
        .apply_mut(registered(max, ["Nueva", "JUGADORA 500 E\u{301}"]))
        .unwrap_err();
    assert_eq!(err.code(), "player_in_two_pairs");
    assert_eq!(folded() - before, 2);
    let err = t
        .apply_mut(registered(max, ["Nueva", "NUEVA"]))
        .unwrap_err();
    assert_eq!(err.code(), "same_player_twice");

    t.apply_mut(TournamentEvent::PairWithdrawn { pair: PairId(500) })
        .unwrap();
    t.apply_mut(registered(max, ["Nueva", " jugadora 500 é "]))
        .unwrap();
    assert_eq!(t.pairs().len(), max as usize);
    let err = t
        .apply_mut(registered(max + 1, ["Otra", "Otro"]))
        .unwrap_err();
    assert_eq!(err.code(), "too_many_pairs");

    // The log folds again to the same tournament, in as many folds (one
    // more for the name kept with its spaces, whose carried name differs).
    let before = folded();
    let again = Tournament::from_events(t.events().to_vec()).unwrap();
    assert_eq!(again, t);
    assert_eq!(folded() - before, 4 * max as usize + 3);
}
