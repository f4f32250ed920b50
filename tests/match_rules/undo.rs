//! Undo and edit: dropping, replacing or inserting an event folds the log
//! again, and an edit that leaves a hand without its opener is refused.

use crate::common::*;
use tranque::*;

#[test]
fn undo_and_edit_refold_the_log() {
    let game = play(
        &pairs(Preset::BrMegajogos),
        [
            hand(Some(0), dom(1, &[9, 0, 4, 12])),
            hand(None, blk(3, &[6, 10, 7, 2])),
        ],
    );
    assert_eq!(game.standings().scores, [0, 26]);
    let edited = game
        .replace_event(0, hand(Some(0), dom(0, &[0, 9, 4, 12])))
        .unwrap();
    assert_eq!(edited.standings().scores, [21, 13]);
    let removed = game.remove_event(0).unwrap_err();
    // Without the first hand, the block has no opener: refused, with the index.
    assert_eq!(removed.code(), "opener_required");
    assert!(matches!(removed, RuleError::InvalidEvent { index: 0, .. }));
    assert_eq!(game.undo().unwrap().standings().scores, [0, 13]);
    assert_eq!(
        game.replace_event(9, hand(None, dom(1, &[1, 0, 1, 1])))
            .unwrap_err()
            .code(),
        "no_such_event"
    );
    let inserted = game
        .insert_event(
            1,
            Event::Redeal {
                reason: RedealReason::TileExposed {
                    seat: Some(Seat(2)),
                },
            },
        )
        .unwrap();
    assert_eq!(inserted.standings().scores, [0, 26]);
    assert_eq!(inserted.events().len(), 3);
    assert!(pairs(Preset::BrMegajogos).undo().is_none());
}
