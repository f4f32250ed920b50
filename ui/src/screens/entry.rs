//! Domino and block: who went out or closed, what is left in each hand (pips
//! on a number pad, or the tiles themselves), the core's live preview, save.

use leptos::prelude::*;
use tranque::{Event, HandEnd, Leftover, Match, MatchSetup, Seat, Settlement, Tile};

use crate::api::{self, MatchView};
use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::refusal;
use crate::routes::Screen;
use crate::screens::Scene;
use crate::widgets::{NumPad, TableDrawing, TilePicker, side_name};

/// The correction of entry `index` of the match `id`, once the shell has
/// sent the match: a domino or a block, as it was recorded.
#[component]
pub fn EditEntry(
    /// The match's id.
    id: String,
    /// The entry's index in the match's log.
    index: usize,
) -> impl IntoView {
    let c = ctx();
    let sent = LocalResource::new(move || {
        let id = id.clone();
        async move { c.answered(api::get_match(&id).await) }
    });
    move || {
        let m = sent.get().flatten()?;
        let block = matches!(
            m.events.get(index).map(|e| &e.event),
            Some(Event::Hand {
                end: HandEnd::Block { .. },
                ..
            })
        );
        Some(view! { <Entry block=block edit=(m, index) /> })
    }
}

/// The entry of a hand's end; `block` picks the blocked game (else a domino).
#[component]
pub fn Entry(
    /// A blocked game rather than a domino.
    block: bool,
    /// A past hand to correct: its match and its index in the log.
    #[prop(optional)]
    edit: Option<(MatchView, usize)>,
) -> impl IntoView {
    let (c, Scene { m, names, table }) = match Scene::of(edit.as_ref().map(|(m, _)| m.clone())) {
        Ok(scene) => scene,
        Err(instead) => return instead,
    };
    let seats = names.len();
    // A correction is previewed against the match as it stood before that hand.
    let edit_at = edit.as_ref().map(|(_, index)| *index);
    let game = StoredValue::new_local(match edit_at {
        Some(index) => Match::from_events(
            MatchSetup {
                rules: m.rules.clone(),
                seats: names.clone(),
            },
            m.events.iter().take(index).map(|e| e.event.clone()),
        )
        .ok(),
        None => m.game(),
    });
    let kept_opener = edit_at.and_then(|index| match m.events.get(index).map(|e| &e.event) {
        Some(Event::Hand { opener, .. }) => *opener,
        _ => None,
    });
    let id = m.id.clone();
    let needs_opener = edit_at.is_none() && m.standings.next_opener.seat().is_none();

    let who = RwSignal::new(None::<Seat>);
    let by_tiles = RwSignal::new(false);
    let pips = RwSignal::new(vec![String::new(); seats]);
    let tiles = RwSignal::new(vec![Vec::<Tile>::new(); seats]);
    let focus = RwSignal::new(0usize);
    // A correction starts from what was recorded.
    if let Some(Some(Event::Hand { end, .. })) = edit_at.map(|i| m.events.get(i).map(|e| &e.event))
    {
        let (actor, left) = match end {
            HandEnd::Domino { by, left } => (Some(*by), Some(left)),
            HandEnd::Block { closed_by, left } => (Some(*closed_by), Some(left)),
            HandEnd::PassedWithPlayable { by } => (Some(*by), None),
        };
        who.set(actor);
        match left {
            Some(Leftover::Pips(p)) => pips.set(p.iter().map(u32::to_string).collect()),
            Some(Leftover::Tiles(t)) => {
                by_tiles.set(true);
                tiles.set(t.clone());
            }
            None => {}
        }
    }

    let leftover = move || {
        if by_tiles.get() {
            Leftover::Tiles(tiles.get())
        } else {
            Leftover::Pips(
                pips.get()
                    .iter()
                    .map(|p| p.trim().parse::<u32>().unwrap_or(0))
                    .collect(),
            )
        }
    };
    let end = Memo::new(move |_| {
        who.get().map(|w| {
            let left = leftover();
            if block {
                HandEnd::Block { closed_by: w, left }
            } else {
                HandEnd::Domino { by: w, left }
            }
        })
    });
    // A typed value that is not a number is refused here, before the core.
    let typo = move || {
        pips.get()
            .iter()
            .find(|p| !p.trim().is_empty() && p.trim().parse::<u32>().is_err())
            .cloned()
    };
    let names_e = names.clone();
    let preview = Memo::new(move |_| -> Option<Result<Settlement, String>> {
        let end = end.get()?;
        if !by_tiles.get()
            && let Some(bad) = typo()
        {
            return Some(Err(t_string!(c.i18n, not_a_number, value = bad)));
        }
        game.with_value(|g| {
            g.as_ref().map(|g| {
                g.preview(&end)
                    .map_err(|e| refusal::of_rule(c.locale(), &e, &names_e))
            })
        })
    });
    let opener_missing = move || needs_opener && c.told_opener().is_none();
    let can_save =
        move || matches!(preview.get(), Some(Ok(_))) && !opener_missing() && !c.busy.get();

    let names_p = names.clone();
    let preview_view = move || {
        let lang = c.lang();
        match preview.get() {
            None => view! { <p class="muted">{if block { t_string!(c.i18n, tap_closer) } else { t_string!(c.i18n, tap_winner) }}</p> }
                .into_any(),
            Some(Err(e)) => view! { <p class="error" id="entry-error">{e}</p> }.into_any(),
            Some(Ok(s)) => {
                let sides = table
                    .all_sides()
                    .map(|side| {
                        format!(
                            "{} {}",
                            side_name(&table, side, &names_p),
                            s.side_pips.get(side.index()).copied().unwrap_or(0)
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(" · ");
                let headline = match s.winner {
                    Some(w) => t_string!(c.i18n, wins_points, who = side_name(&table, w, &names_p), points = s.points.to_string()),
                    None if s.void => t_string!(c.i18n, hand_void).to_owned(),
                    None => t_string!(c.i18n, nobody_scores).to_owned(),
                };
                view! {
                    <p class="side-totals" id="side-totals">{sides}</p>
                    <p class="headline" id="preview-points">{headline}</p>
                    <p class="reason" id="preview-reason">{s.describe_with(lang, &names_p)}</p>
                }
                .into_any()
            }
        }
    };

    let names_s = names.clone();
    let save_label = move || match preview.get() {
        Some(Ok(s)) => match s.winner {
            Some(w) => {
                let short = match table.mode() {
                    tranque::Mode::Pairs => table.side_label(w),
                    tranque::Mode::Individual => {
                        names_s.get(w.index()).cloned().unwrap_or_default()
                    }
                };
                format!("{} · {short} +{}", t_string!(c.i18n, save), s.points)
            }
            None => format!("{} · 0", t_string!(c.i18n, save)),
        },
        _ => t_string!(c.i18n, save).to_owned(),
    };
    let names_r = names.clone();
    let rows = move || {
        let tiles_mode = by_tiles.get();
        let w = who.get();
        names_r
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let seat = Seat(u8::try_from(i).unwrap_or(0));
                let out = !block && w == Some(seat);
                let total = move || {
                    if tiles_mode {
                        let t = tiles.get();
                        let hand = t.get(i).cloned().unwrap_or_default();
                        hand.iter().map(|t| t.pips()).sum::<u32>().to_string()
                    } else {
                        String::new()
                    }
                };
                view! {
                    <div
                        class="pip-row"
                        class:focus=move || focus.get() == i
                        class:out=out
                        on:click=move |_| if !out { focus.set(i) }
                    >
                        <span class="pip-name">{name.clone()}</span>
                        {if tiles_mode {
                            view! {
                                <button class="pip-tiles" id=format!("tiles-seat-{i}") disabled=out>
                                    {total}
                                </button>
                            }
                            .into_any()
                        } else {
                            view! {
                                <input
                                    class="pip-input"
                                    id=format!("pips-{i}")
                                    type="text"
                                    inputmode="none"
                                    autocomplete="off"
                                    disabled=out
                                    placeholder=if out { "0" } else { "" }
                                    prop:value=move || pips.get().get(i).cloned().unwrap_or_default()
                                    on:focus=move |_| focus.set(i)
                                    on:input=move |ev| {
                                        let v = event_target_value(&ev);
                                        pips.update(|p| if let Some(s) = p.get_mut(i) { *s = v });
                                    }
                                />
                            }
                            .into_any()
                        }}
                    </div>
                }
            })
            .collect_view()
    };

    let on_key = Callback::new(move |k: i8| {
        let i = focus.get_untracked();
        pips.update(|p| {
            let Some(s) = p.get_mut(i) else { return };
            match k {
                -1 => {
                    s.pop();
                }
                -2 => s.clear(),
                d => {
                    if s.len() < 3 {
                        s.push(char::from(b'0' + d.unsigned_abs()));
                    }
                }
            }
        });
    });
    let chosen = Signal::derive(move || tiles.get().get(focus.get()).cloned().unwrap_or_default());
    let taken = Signal::derive(move || {
        let f = focus.get();
        tiles
            .get()
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != f)
            .flat_map(|(_, t)| t.clone())
            .collect::<Vec<_>>()
    });
    let on_toggle = Callback::new(move |tile: Tile| {
        let f = focus.get_untracked();
        tiles.update(|all| {
            if let Some(hand) = all.get_mut(f) {
                if let Some(pos) = hand.iter().position(|t| *t == tile) {
                    hand.remove(pos);
                } else {
                    hand.push(tile);
                }
            }
        });
    });

    let pick_who = Callback::new(move |s: Seat| {
        who.set(Some(s));
        if !block {
            let next = table.next_seat(s).index();
            focus.set(next);
        }
    });

    let id_edit = id.clone();
    let id_back = id.clone();
    let save = move |_| {
        let Some(end) = end.get_untracked() else {
            return;
        };
        if let Some(index) = edit_at {
            let id = id_edit.clone();
            let event = Event::Hand {
                opener: kept_opener,
                end,
            };
            leptos::task::spawn_local(async move {
                match api::replace_event(&id, index, &event).await {
                    Ok(v) => {
                        if v.in_progress() {
                            c.current.set(Some(v));
                        }
                        c.back_to(Screen::Review(id));
                    }
                    Err(e) => c.fail(e),
                }
            });
            return;
        }
        let opener = c.opener_to_record(needs_opener);
        let id = id.clone();
        c.record_ending_hand(
            async move { api::record_hand(&id, opener, &end).await },
            Some(Screen::Table),
        );
    };

    let names_o = names.clone();
    let opener_picker = move || {
        opener_missing().then(|| {
            view! {
                <section class="card">
                    <h3>{move || t_string!(c.i18n, who_opened)}</h3>
                    <div class="chips">
                        {names_o
                            .iter()
                            .enumerate()
                            .map(|(i, n)| {
                                let seat = Seat(u8::try_from(i).unwrap_or(0));
                                view! {
                                    <button
                                        class="chip"
                                        id=format!("opened-{i}")
                                        class:on=move || c.told_opener() == Some(seat)
                                        on:click=move |_| c.tell_opener(Some(seat))
                                    >
                                        {n.clone()}
                                    </button>
                                }
                            })
                            .collect_view()}
                    </div>
                </section>
            }
        })
    };

    view! {
        <header class="bar">
            <button class="ghost" id="back" on:click=move |_| c.back_to(match edit_at { Some(_) => Screen::Review(id_back.clone()), None => Screen::Table })>"‹"</button>
            <h2 class="grow">{move || if block { t_string!(c.i18n, block_title) } else { t_string!(c.i18n, domino_title) }}</h2>
            <button class="chip" id="by-pips" class:on=move || !by_tiles.get() on:click=move |_| by_tiles.set(false)>
                "123"
            </button>
            <button class="chip" id="by-tiles" class:on=move || by_tiles.get() on:click=move |_| by_tiles.set(true)>
                {move || t_string!(c.i18n, by_tiles)}
            </button>
        </header>
        <TableDrawing
            names=names.clone()
            mode=m.rules.mode
            marked=who
            prefix="who"
            on_tap=pick_who
            compact=true
            centre=Signal::derive(move || {
                if block { t_string!(c.i18n, who_closed).to_owned() } else { t_string!(c.i18n, who_went_out).to_owned() }
            })
        />
        {opener_picker}
        <div class=format!("pip-rows seats-{seats}")>{rows}</div>
        <section class="preview" id="preview" aria-live="polite">{preview_view}</section>
        <Show when=move || opener_missing()>
            <p class="error" id="opener-missing">{move || t_string!(c.i18n, opener_missing)}</p>
        </Show>
        <button class="big save" id="save" disabled=move || !can_save() on:click=save>
            {save_label}
        </button>
        {move || if by_tiles.get() {
            view! { <TilePicker chosen=chosen taken=taken on_toggle=on_toggle /> }.into_any()
        } else {
            view! { <NumPad on_key=on_key /> }.into_any()
        }}
    }
    .into_any()
}
