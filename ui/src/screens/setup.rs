//! New match: the rule set in plain words (marking what the rule text does not
//! state), the players around the table, target and time, who holds 6-6.

use leptos::prelude::*;
use tranque::{
    BlockPoints, BlockTie, BlockWinner, DominoPoints, FirstOpener, Mode, OpenerRotation, Preset,
    Rules, Scoring, Seat, Source,
};

use crate::api;
use crate::ctx::ctx;
use crate::i18n::{Locale, t_string, td_string};
use crate::routes::Screen;
use crate::widgets::TableDrawing;

/// One line of a rule set's summary: the parameter's serde name and its words.
fn summary(rules: &Rules, locale: Locale) -> Vec<(&'static str, String)> {
    vec![
        (
            "mode",
            match rules.mode {
                Mode::Pairs => td_string!(locale, rule_pairs).to_owned(),
                Mode::Individual => td_string!(locale, rule_individual).to_owned(),
            },
        ),
        (
            "scoring",
            match rules.scoring {
                Scoring::Pips => td_string!(locale, rule_scoring_pips).to_owned(),
                Scoring::Hands => td_string!(locale, rule_scoring_hands).to_owned(),
            },
        ),
        (
            "domino_points",
            match rules.domino_points {
                DominoPoints::Opponents => td_string!(locale, rule_domino_opponents).to_owned(),
                DominoPoints::AllOthers => td_string!(locale, rule_domino_all_others).to_owned(),
            },
        ),
        (
            "block_winner",
            match rules.block_winner {
                BlockWinner::SideTotal => td_string!(locale, rule_block_side_total).to_owned(),
                BlockWinner::LowestPlayer => {
                    td_string!(locale, rule_block_lowest_player).to_owned()
                }
            },
        ),
        (
            "block_points",
            match rules.block_points {
                BlockPoints::Opponents => {
                    td_string!(locale, rule_block_points_opponents).to_owned()
                }
                BlockPoints::AllHands => td_string!(locale, rule_block_points_all).to_owned(),
            },
        ),
        (
            "block_tie",
            match rules.block_tie {
                BlockTie::Replay => td_string!(locale, rule_tie_replay).to_owned(),
                BlockTie::CloserLoses => td_string!(locale, rule_tie_closer_loses).to_owned(),
                BlockTie::NoPoints => td_string!(locale, rule_tie_no_points).to_owned(),
            },
        ),
        (
            "first_opener",
            match rules.first_opener {
                FirstOpener::DoubleSix => td_string!(locale, rule_first_six).to_owned(),
                FirstOpener::Chosen => td_string!(locale, rule_first_chosen).to_owned(),
            },
        ),
        (
            "opener_rotation",
            match rules.opener_rotation {
                OpenerRotation::CounterClockwise => {
                    td_string!(locale, rule_rotation_ccw).to_owned()
                }
                OpenerRotation::Winner => td_string!(locale, rule_rotation_winner).to_owned(),
            },
        ),
        (
            "redeal_doubles",
            match rules.redeal_doubles {
                None => td_string!(locale, rule_all_doubles).to_owned(),
                Some(n) => td_string!(locale, rule_redeal_doubles, count = n.to_string()),
            },
        ),
        (
            "target",
            match rules.scoring {
                Scoring::Pips => td_string!(
                    locale,
                    rule_target_points,
                    target = rules.target.to_string()
                ),
                Scoring::Hands => {
                    td_string!(locale, rule_target_hands, target = rules.target.to_string())
                }
            },
        ),
        (
            "time_limit_minutes",
            match rules.time_limit_minutes {
                None => td_string!(locale, rule_no_time).to_owned(),
                Some(n) => td_string!(locale, rule_time, minutes = n.to_string()),
            },
        ),
        (
            "penalties",
            if rules.penalties.is_empty() {
                td_string!(locale, rule_no_penalties).to_owned()
            } else {
                td_string!(
                    locale,
                    rule_penalties,
                    count = rules.penalties.len().to_string()
                )
            },
        ),
    ]
}

/// A custom rule set: the next value of a parameter, for a tap on its line.
fn cycle(rules: &mut Rules, field: &str) {
    match field {
        "scoring" => {
            rules.scoring = match rules.scoring {
                Scoring::Pips => Scoring::Hands,
                Scoring::Hands => Scoring::Pips,
            }
        }
        "domino_points" => {
            rules.domino_points = match rules.domino_points {
                DominoPoints::Opponents => DominoPoints::AllOthers,
                DominoPoints::AllOthers => DominoPoints::Opponents,
            }
        }
        "block_winner" => {
            rules.block_winner = match rules.block_winner {
                BlockWinner::SideTotal => BlockWinner::LowestPlayer,
                BlockWinner::LowestPlayer => BlockWinner::SideTotal,
            }
        }
        "block_points" => {
            rules.block_points = match rules.block_points {
                BlockPoints::Opponents => BlockPoints::AllHands,
                BlockPoints::AllHands => BlockPoints::Opponents,
            }
        }
        "block_tie" => {
            rules.block_tie = match rules.block_tie {
                BlockTie::Replay => BlockTie::CloserLoses,
                BlockTie::CloserLoses => BlockTie::NoPoints,
                BlockTie::NoPoints => BlockTie::Replay,
            }
        }
        "first_opener" => {
            rules.first_opener = match rules.first_opener {
                FirstOpener::DoubleSix => FirstOpener::Chosen,
                FirstOpener::Chosen => FirstOpener::DoubleSix,
            }
        }
        "opener_rotation" => {
            rules.opener_rotation = match rules.opener_rotation {
                OpenerRotation::CounterClockwise => OpenerRotation::Winner,
                OpenerRotation::Winner => OpenerRotation::CounterClockwise,
            }
        }
        "redeal_doubles" => {
            rules.redeal_doubles = match rules.redeal_doubles {
                None => Some(4),
                Some(4) => Some(5),
                Some(_) => None,
            }
        }
        "penalties" => {
            rules.penalties = if rules.penalties.is_empty() {
                Preset::PrFederacion.rules(rules.mode).penalties
            } else {
                Vec::new()
            }
        }
        _ => {}
    }
}

/// The new-match screen.
#[component]
pub fn Setup() -> impl IntoView {
    let c = ctx();
    let preset = RwSignal::new(Some(Preset::BrMegajogos));
    let mode = RwSignal::new(Mode::Pairs);
    let rules = RwSignal::new(Preset::BrMegajogos.rules(Mode::Pairs));
    let seats = RwSignal::new(4usize);
    let names = RwSignal::new(vec![String::new(); 4]);
    let six = RwSignal::new(None::<Seat>);
    let known = RwSignal::new(Vec::<api::Player>::new());
    let target_text = RwSignal::new(rules.get_untracked().target.to_string());
    let time_text = RwSignal::new(String::new());

    leptos::task::spawn_local(async move {
        match api::list_players().await {
            Ok(list) => known.set(list),
            Err(e) => c.fail(e),
        }
    });

    let choose = move |p: Option<Preset>, m: Mode| {
        preset.set(p);
        mode.set(m);
        let base = p.unwrap_or(Preset::BrMegajogos).rules(m);
        target_text.set(base.target.to_string());
        time_text.set(
            base.time_limit_minutes
                .map(|t| t.to_string())
                .unwrap_or_default(),
        );
        rules.set(base);
        let n = if m == Mode::Pairs {
            4
        } else {
            seats.get_untracked().clamp(2, 4)
        };
        seats.set(n);
        names.update(|v| v.resize(n, String::new()));
        six.set(None);
    };

    let preset_button = move |p: Option<Preset>| {
        let id = p.map_or("custom", Preset::id);
        view! {
            <button
                class="chip preset"
                id=format!("preset-{id}")
                class:on=move || preset.get() == p
                on:click=move |_| {
                    let m = p.map_or(mode.get_untracked(), Preset::default_mode);
                    choose(p, m)
                }
            >
                {move || match p {
                    Some(p) => p.id().to_owned(),
                    None => t_string!(c.i18n, custom).to_owned(),
                }}
            </button>
        }
    };

    let summary_lines = move || {
        let locale = c.locale();
        let base = rules.get();
        // The target and the time are typed below; the summary says what
        // will be played, and marks a value changed from the rule set's.
        let mut r = base.clone();
        if let Ok(t) = target_text.get().trim().parse::<u32>() {
            r.target = t;
        }
        match time_text.get().trim() {
            "" | "0" => r.time_limit_minutes = None,
            t => {
                if let Ok(m) = t.parse::<u32>() {
                    r.time_limit_minutes = Some(m);
                }
            }
        }
        let edited = |field: &str| match field {
            "target" => r.target != base.target,
            "time_limit_minutes" => r.time_limit_minutes != base.time_limit_minutes,
            _ => false,
        };
        let p = preset.get();
        let provenance = p.map(Preset::provenance);
        summary(&r, locale)
            .into_iter()
            .map(|(field, words)| {
                let source = provenance
                    .as_ref()
                    .and_then(|pv| pv.iter().find(|(f, _)| *f == field).map(|(_, s)| s));
                let note = match (source, field) {
                    _ if p.is_some() && edited(field) => Some(("edited", td_string!(locale, rule_edited).to_owned())),
                    (_, "target" | "time_limit_minutes") if p.is_none() => None,
                    (Some(Source::SeedSilent), _) => Some(("default", td_string!(locale, seed_silent).to_owned())),
                    (Some(Source::Seed { doc, clause, .. }), _) => {
                        Some(("seed", format!("{doc} {clause}")))
                    }
                    (None, _) => None,
                };
                let silent = note.as_ref().is_some_and(|n| n.0 == "default");
                let editable = p.is_none() && !matches!(field, "mode" | "target" | "time_limit_minutes");
                view! {
                    <li class="rule-line" class:silent=silent>
                        <button
                            class="rule-text"
                            id=format!("rule-{field}")
                            disabled=!editable
                            on:click=move |_| rules.update(|r| cycle(r, field))
                        >
                            {words}
                        </button>
                        {note.map(|(kind, text)| view! { <span class=format!("note {kind}")>{text}</span> })}
                    </li>
                }
            })
            .collect_view()
    };

    let seat_inputs = move || {
        let n = seats.get();
        let m = mode.get();
        (0..n)
            .map(|i| {
                let side = if m == Mode::Pairs {
                    ["A", "B"][i % 2].to_owned()
                } else {
                    String::new()
                };
                view! {
                    <label class="seat-input">
                        <span class="seat-tag">{format!("{} {} {side}", t_string!(c.i18n, seat), i + 1)}</span>
                        <input
                            type="text"
                            id=format!("seat-{i}")
                            list="known-players"
                            autocomplete="off"
                            placeholder=t_string!(c.i18n, player_name)
                            prop:value=move || names.get().get(i).cloned().unwrap_or_default()
                            on:input=move |ev| {
                                let v = event_target_value(&ev);
                                names.update(|list| if let Some(s) = list.get_mut(i) { *s = v });
                            }
                        />
                    </label>
                }
            })
            .collect_view()
    };

    let drawing = move || {
        let list: Vec<String> = names
            .get()
            .iter()
            .enumerate()
            .map(|(i, n)| {
                if n.trim().is_empty() {
                    format!("{}", i + 1)
                } else {
                    n.trim().to_owned()
                }
            })
            .collect();
        view! {
            <TableDrawing
                names=list
                mode=mode.get()
                marked=six
                prefix="six"
                on_tap=Callback::new(move |s| six.set(Some(s)))
                centre=Signal::derive(move || t_string!(c.i18n, who_holds_six).to_owned())
            />
        }
    };

    let start = move |_| {
        let mut r = rules.get_untracked();
        match target_text.get_untracked().trim().parse::<u32>() {
            Ok(t) => r.target = t,
            Err(_) => {
                c.say(t_string!(
                    c.i18n,
                    bad_target,
                    value = target_text.get_untracked()
                ));
                return;
            }
        }
        let time = time_text.get_untracked();
        r.time_limit_minutes = match time.trim() {
            "" | "0" => None,
            t => match t.parse::<u32>() {
                Ok(m) => Some(m),
                Err(_) => {
                    c.say(t_string!(c.i18n, bad_time, value = time));
                    return;
                }
            },
        };
        let players: Vec<String> = names
            .get_untracked()
            .iter()
            .map(|n| n.trim().to_owned())
            .collect();
        if let Some(i) = players.iter().position(String::is_empty) {
            c.say(t_string!(c.i18n, name_missing, seat = (i + 1).to_string()));
            return;
        }
        let p = preset.get_untracked();
        let six = six.get_untracked();
        c.tell_opener(six);
        c.record(
            async move { api::new_match(p.map(Preset::id), &r, &players, six).await },
            Some(Screen::Table),
        );
    };

    view! {
        <header class="bar">
            <button class="ghost" id="back" on:click=move |_| c.back_to(Screen::Home)>"‹"</button>
            <h2>{move || t_string!(c.i18n, new_match)}</h2>
        </header>
        <section class="card">
            <h3>{move || t_string!(c.i18n, rule_set)}</h3>
            <div class="chips">
                {Preset::ALL.into_iter().map(|p| preset_button(Some(p))).collect_view()}
                {preset_button(None)}
            </div>
            <div class="chips">
                <button
                    class="chip"
                    id="mode-pairs"
                    class:on=move || mode.get() == Mode::Pairs
                    on:click=move |_| choose(preset.get_untracked(), Mode::Pairs)
                >
                    {move || t_string!(c.i18n, pairs)}
                </button>
                <button
                    class="chip"
                    id="mode-individual"
                    class:on=move || mode.get() == Mode::Individual
                    on:click=move |_| choose(preset.get_untracked(), Mode::Individual)
                >
                    {move || t_string!(c.i18n, individual)}
                </button>
            </div>
            <ul class="rules" id="rules-summary">{summary_lines}</ul>
        </section>
        <section class="card">
            <h3>{move || t_string!(c.i18n, players)}</h3>
            <Show when=move || mode.get() == Mode::Individual>
                <div class="chips">
                    {(2..=4usize)
                        .map(|n| {
                            view! {
                                <button
                                    class="chip"
                                    id=format!("players-{n}")
                                    class:on=move || seats.get() == n
                                    on:click=move |_| {
                                        seats.set(n);
                                        names.update(|v| v.resize(n, String::new()));
                                    }
                                >
                                    {n}
                                </button>
                            }
                        })
                        .collect_view()}
                </div>
            </Show>
            <datalist id="known-players">
                {move || known.get().into_iter().map(|p| view! { <option value=p.name /> }).collect_view()}
            </datalist>
            <div class="chips known">
                {move || {
                    known
                        .get()
                        .into_iter()
                        .map(|p| {
                            let name = p.name.clone();
                            view! {
                                <button
                                    class="chip"
                                    on:click=move |_| {
                                        let name = name.clone();
                                        names.update(|list| {
                                            if list.iter().any(|n| n.trim() == name) {
                                                return;
                                            }
                                            if let Some(slot) = list.iter_mut().find(|n| n.trim().is_empty()) {
                                                *slot = name;
                                            }
                                        })
                                    }
                                >
                                    {p.name}
                                </button>
                            }
                        })
                        .collect_view()
                }}
            </div>
            <div class="seat-inputs">{seat_inputs}</div>
            <p class="muted">{move || t_string!(c.i18n, counter_clockwise)}</p>
            {drawing}
        </section>
        <section class="card">
            <div class="row">
                <label class="field">
                    <span>{move || t_string!(c.i18n, target)}</span>
                    <input
                        type="text"
                        inputmode="numeric"
                        id="target"
                        prop:value=move || target_text.get()
                        on:input=move |ev| target_text.set(event_target_value(&ev))
                    />
                </label>
                <label class="field">
                    <span>{move || t_string!(c.i18n, time_limit)}</span>
                    <input
                        type="text"
                        inputmode="numeric"
                        id="time-limit"
                        placeholder="—"
                        prop:value=move || time_text.get()
                        on:input=move |ev| time_text.set(event_target_value(&ev))
                    />
                </label>
            </div>
        </section>
        <button class="big" id="start" disabled=move || c.busy.get() on:click=start>
            {move || t_string!(c.i18n, start)}
        </button>
    }
}
