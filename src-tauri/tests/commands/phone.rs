//! The phone's part: a saved hand ticks once, the screen is kept on as
//! asked, the play clock at zero buzzes.

use serde_json::{Value, json};

use crate::pips;
use crate::support::Ui;

#[test]
fn a_saved_hand_ticks_the_phone_once_and_a_refused_one_does_not() {
    let ui = Ui::new();
    let id = ui.new_match("br-megajogos")["id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(ui.state().phone.ticks(), 0);
    ui.refused(
        "record_hand",
        json!({"match_id": id, "opener": null, "end": pips(1, [9, 0, 4, 12])}),
    );
    assert_eq!(ui.state().phone.ticks(), 0, "a refused hand is not saved");
    ui.ok(
        "record_hand",
        json!({"match_id": id, "opener": 2, "end": pips(1, [9, 0, 4, 12])}),
    );
    assert_eq!(ui.state().phone.ticks(), 1);
    ui.ok(
        "record_redeal",
        json!({"match_id": id, "reason": {"kind": "tile_exposed"}}),
    );
    assert_eq!(ui.state().phone.ticks(), 1, "only a hand ticks");
}

#[test]
fn the_screen_is_kept_on_as_asked() {
    let ui = Ui::new();
    assert!(!ui.state().phone.screen_on());
    assert_eq!(ui.ok("keep_screen_on", json!({"on": true})), json!(true));
    assert!(ui.state().phone.screen_on());
    assert_eq!(ui.ok("keep_screen_on", json!({"on": false})), json!(false));
    assert!(!ui.state().phone.screen_on());
}

#[test]
fn the_play_clock_at_zero_buzzes_the_phone() {
    let ui = Ui::new();
    assert_eq!(ui.state().phone.buzzes(), 0);
    assert_eq!(ui.ok("buzz", json!({})), Value::Null);
    assert_eq!(ui.state().phone.buzzes(), 1);
    assert_eq!(ui.state().phone.ticks(), 0, "a buzz is not a saved hand");
}
