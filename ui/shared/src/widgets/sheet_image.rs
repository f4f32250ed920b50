//! "Save scoresheet image": the match's scoresheet drawn by the shell as a
//! PNG (names, hands, totals, the winner, the signature, the day, the rule
//! set) and saved where the player picks. Its words are this catalogue's,
//! in the language on screen, sent as [`SheetLabels`].

use leptos::prelude::*;
use tranque::Mode;

use crate::api::{self, MatchView, SheetLabels};
use crate::ctx::{Id, ctx};
use crate::i18n::{Locale, t_string, td_string};
use crate::lang::rule_set_name;
use crate::widgets::{SaveButton, row_label};

/// The button, and the file's name once saved. The match is read again
/// from the shell when tapped, so the picture shows it as stored (signed).
#[component]
pub fn SaveSheetImage(
    /// The match's id.
    #[prop(into)]
    id: Id,
) -> impl IntoView {
    let c = ctx();
    let save = Action::new_local(move |_: &()| async move {
        let m = c.answered(api::get_match(&id.get_value()).await)?;
        let labels = labels_of(&m, c.i18n.get_locale_untracked());
        let file = c.answered(api::save_scoresheet_image(&m.id, &labels).await)??;
        c.dismiss();
        Some(t_string!(c.i18n, saved_to_file, file = file))
    });
    view! {
        <SaveButton id="save-sheet-image" said="sheet-image-result" save=save>
            {move || t_string!(c.i18n, save_sheet_image)}
        </SaveButton>
    }
}

/// The picture's words for `m` in `locale`: the screen's own (the heading,
/// "Winner", the rule set, who signed, each row as the scoresheet shows it).
pub fn labels_of(m: &MatchView, locale: Locale) -> SheetLabels {
    let preset = rule_set_name(locale, m.preset.as_deref());
    let mode = match m.rules.mode {
        Mode::Pairs => td_string!(locale, pairs),
        Mode::Individual => td_string!(locale, individual),
    };
    SheetLabels {
        title: td_string!(locale, scoresheet).to_owned(),
        winner: td_string!(locale, winner).to_owned(),
        rules: format!("{preset} · {mode}"),
        signed: m
            .signed_by
            .as_ref()
            .map(|who| td_string!(locale, signed_by, who = who.clone())),
        rows: m
            .standings
            .sheet
            .iter()
            .map(|row| row_label(row, locale))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tranque::{Event, Finish, HandEnd, Leftover, Match, MatchSetup, Preset, Seat};

    fn finished() -> MatchView {
        let names = ["Ana", "Bia", "Caio", "Duda"].map(String::from).to_vec();
        let rules = Preset::BrMegajogos.rules(Mode::Pairs);
        let hand = |by: u8, opener: Option<u8>, pips: [u32; 4]| Event::Hand {
            opener: opener.map(Seat),
            end: HandEnd::Domino {
                by: Seat(by),
                left: Leftover::Pips(pips.to_vec()),
                finish: Finish::Simple,
            },
        };
        let setup = MatchSetup {
            rules: rules.clone(),
            seats: names.clone(),
        };
        let game = Match::from_events(
            setup,
            [
                hand(1, Some(0), [9, 0, 4, 12]),
                hand(3, None, [30, 0, 30, 0]),
            ],
        )
        .expect("a finished match");
        MatchView {
            id: "m1".to_owned(),
            preset: Some("br-megajogos".to_owned()),
            rules,
            seats: names
                .iter()
                .enumerate()
                .map(|(i, name)| api::SeatPlayer {
                    seat: u8::try_from(i).unwrap_or(0),
                    player_id: i as i64 + 1,
                    name: name.clone(),
                })
                .collect(),
            events: Vec::new(),
            standings: game.standings().clone(),
            status: api::Status::Finished,
            started_at: "2026-11-22T21:00:00Z".to_owned(),
            finished_at: Some("2026-11-22T22:00:00Z".to_owned()),
            signed_by: Some("Ana".to_owned()),
            signature: None,
            told_opener: None,
        }
    }

    #[test]
    fn the_picture_speaks_the_language_on_screen_one_label_a_row() {
        let m = finished();
        let en = labels_of(&m, Locale::en);
        assert_eq!(en.title, "Scoresheet");
        assert_eq!(en.winner, "Winner");
        assert_eq!(en.rules, "Megajogos (Brazil) · Pairs");
        assert_eq!(en.signed.as_deref(), Some("Scoresheet signed by Ana"));
        assert_eq!(en.rows, ["1 domino", "2 domino"]);
        let pt = labels_of(&m, Locale::pt_BR);
        assert_eq!(pt.title, "Súmula");
        assert_eq!(pt.signed.as_deref(), Some("Súmula assinada por Ana"));
        assert_eq!(pt.rows, ["1 batida", "2 batida"]);
        assert_eq!(pt.rules, "Megajogos (Brasil) · Duplas");
        let es = labels_of(&m, Locale::es);
        assert_eq!(es.rows.len(), m.standings.sheet.len());
        let unsigned = MatchView {
            signed_by: None,
            preset: None,
            ..m
        };
        let en = labels_of(&unsigned, Locale::en);
        assert_eq!(en.signed, None);
        assert_eq!(en.rules, "custom · Pairs");
    }
}
