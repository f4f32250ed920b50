//! Match over: the winner, the final scoresheet, the losing player who signs
//! it (a name, or a finger signature), then the signed sheet saved as a
//! picture, and a rematch with the same seats. A match started for a
//! tournament's table offers, once signed, the code of its signed result for
//! the director to scan, and that code as a picture to share or save (and,
//! on the director's phone, the way back to the tournament).

use leptos::prelude::*;
use tranque::Seat;

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::link;
use crate::screen::Screen;
use crate::screens::Scene;
use crate::widgets::{Chip, SaveButton, SaveSheetImage};
use crate::widgets::{SIGNATURE_VIEWBOX, Sheet, pad_point, side_name};

/// The match-over screen.
#[component]
pub fn Over() -> impl IntoView {
    let (c, Scene { m, names, table }) = match Scene::of(None) {
        Ok(scene) => scene,
        Err(instead) => return instead,
    };
    let winners = m
        .standings
        .outcome
        .as_ref()
        .map(|o| o.winners.clone())
        .unwrap_or_default();
    let winner_text = winners
        .iter()
        .map(|s| side_name(&table, *s, &names))
        .collect::<Vec<_>>()
        .join(", ");
    let losers: Vec<(usize, String)> = names
        .iter()
        .enumerate()
        .filter(|(i, _)| !winners.contains(&table.side_of(Seat(u8::try_from(*i).unwrap_or(0)))))
        .map(|(i, n)| (i, n.clone()))
        .collect();
    // Closed once signed: the shell's answer is no longer under way (and
    // stays closed while a rematch takes its place).
    let id = m.id.clone();
    let closed = Memo::new(move |_| {
        c.current
            .with(|m| m.as_ref().is_some_and(|m| m.id != id || !m.in_progress()))
    });
    let standings = m.standings.clone();
    let saved_id = StoredValue::new(m.id.clone());
    let (preset, rules) = (m.preset.clone(), m.rules.clone());
    let seated = StoredValue::new(names.clone());
    let rematch = move |_| {
        let (preset, rules, names) = (preset.clone(), rules.clone(), seated.get_value());
        c.tell_opener(None);
        c.record(
            async move { api::new_match(preset.as_deref(), &rules, &names, None).await },
            Some(Screen::Table),
        );
    };
    let up = move || {
        if closed.get_untracked() {
            Screen::Home
        } else {
            Screen::Table
        }
    };
    view! {
        <header class="bar">
            <button class="ghost" id="back" aria-label=move || t_string!(c.i18n, a11y_back) on:click=move |_| c.back_to(up())>"‹"</button>
            <h1 tabindex="-1">{move || t_string!(c.i18n, match_over)}</h1>
        </header>
        <section class="card winner-card">
            <p class="muted">{move || t_string!(c.i18n, winner)}</p>
            <p class="winner" id="winner">{winner_text}</p>
        </section>
        <Sheet standings=Signal::derive(move || standings.clone()) table=table names=names />
        <Show
            when=move || !closed.get()
            fallback=move || {
                let rematch = rematch.clone();
                view! {
                    <p class="notice ok" id="signed">{move || t_string!(c.i18n, sheet_signed)}</p>
                    <SaveSheetImage id=saved_id.get_value() />
                    <TableLinks id=saved_id.get_value() />
                    <div class="actions">
                        <button class="big" id="rematch" on:click=rematch>{move || t_string!(c.i18n, rematch)}</button>
                        <button class="big secondary" id="go-home" on:click=move |_| c.back_to(Screen::Home)>{move || t_string!(c.i18n, home)}</button>
                    </div>
                }
            }
        >
            <Signing id=m.id.clone() losers=losers.clone() />
        </Show>
    }
    .into_any()
}

/// Who of the losing side signs, the pad to sign on, and "sign and close".
#[component]
fn Signing(
    /// The match's id.
    id: String,
    /// The players who may sign: the losers, by seat.
    losers: Vec<(usize, String)>,
) -> impl IntoView {
    let c = ctx();
    let signer = RwSignal::new(None::<String>);
    let ink = RwSignal::new(String::new());
    let finish = Action::new_local(move |_: &()| {
        let id = id.clone();
        let who = signer.get_untracked();
        let ink = Some(ink.get_untracked()).filter(|s| !s.trim().is_empty());
        async move {
            let answer = api::finish_match(&id, who.as_deref(), ink.as_deref()).await;
            if let Some(view) = c.answered(answer) {
                c.dismiss();
                c.current.set(Some(view));
            }
        }
    });
    let chips = losers
        .into_iter()
        .map(|(i, name)| {
            let this = StoredValue::new(name.clone());
            let on = Signal::derive(move || this.with_value(|n| signer.with(|s| s.as_deref() == Some(n.as_str()))));
            view! {
                <Chip id=format!("signer-{i}") on=on choose=move |()| signer.set(Some(this.get_value()))>{name}</Chip>
            }
        })
        .collect_view();
    view! {
        <section class="card">
            <h3>{move || t_string!(c.i18n, who_signs)}</h3>
            <div class="chips">{chips}</div>
            <p class="muted">{move || t_string!(c.i18n, sign_here)}</p>
            <SignaturePad ink=ink />
            <button class="ghost" on:click=move |_| ink.set(String::new())>{move || t_string!(c.i18n, clear)}</button>
        </section>
        <button class="big" id="finish" disabled=move || signer.get().is_none() on:click=move |_| { finish.dispatch_local(()); }>
            {move || t_string!(c.i18n, sign_and_close)}
        </button>
    }
}

/// A pad to sign on with a finger; the strokes are SVG path data in the
/// pad's units.
#[component]
fn SignaturePad(
    /// The strokes drawn.
    ink: RwSignal<String>,
) -> impl IntoView {
    let c = ctx();
    let drawing = RwSignal::new(false);
    view! {
        <svg
            class="signature"
            id="signature"
            role="img"
            aria-label=move || t_string!(c.i18n, sign_here)
            viewBox=SIGNATURE_VIEWBOX
            on:pointerdown=move |ev| {
                drawing.set(true);
                let p = pad_point(&ev);
                ink.update(|s| s.push_str(&format!("M{p} ")));
            }
            on:pointermove=move |ev| {
                if drawing.get_untracked() {
                    let p = pad_point(&ev);
                    ink.update(|s| s.push_str(&format!("L{p} ")));
                }
            }
            on:pointerup=move |_| drawing.set(false)
            on:pointerleave=move |_| drawing.set(false)
        >
            <line x1="10" y1="100" x2="310" y2="100" class="sign-line" />
            <path d=move || ink.get() class="ink" />
        </svg>
    }
}

/// For a match started for a tournament's table: on the director's phone
/// (the tournament is there) the way back to it; on a table's phone (the
/// match started from the director's code) the code of the signed result,
/// for the director to scan.
#[component]
fn TableLinks(
    /// The match's id.
    id: String,
) -> impl IntoView {
    let c = ctx();
    let linked = link::table_match(&id)?;
    if let Some(tournament) = linked.tournament {
        return Some(
            view! {
                <button
                    class="big secondary"
                    id="back-to-tournament"
                    on:click=move |_| c.go(Screen::Tournament(tournament.clone()))
                >
                    {move || t_string!(c.i18n, back_to_tournament)}
                </button>
            }
            .into_any(),
        );
    }
    let id = StoredValue::new(id);
    let code = RwSignal::new(None::<String>);
    let show = move |_| {
        let id = id.get_value();
        leptos::task::spawn_local(async move {
            if let Some(qr) = c.answered(api::result_qr(&id).await) {
                code.set(Some(qr.svg));
            }
        });
    };
    // The same code as a picture: shared from a phone, saved on a desktop.
    let save = Action::new_local(move |_: &()| async move {
        let saved = c.answered(api::save_result_qr(&id.get_value()).await)??;
        Some(t_string!(c.i18n, table_qr_saved, file = saved.file).to_owned())
    });
    Some(
        view! {
            <section class="card table-links">
                <button class="big" id="result-qr" on:click=show>{move || t_string!(c.i18n, result_qr)}</button>
                {move || code.get().map(|svg| view! {
                    <figure class="qr" id="result-qr-code">
                        <div class="qr-code" role="img" aria-label=move || t_string!(c.i18n, a11y_qr) inner_html=svg></div>
                        <figcaption>{move || t_string!(c.i18n, result_qr_caption)}</figcaption>
                    </figure>
                    <SaveButton id="save-result-qr" said="result-qr-saved" save=save>
                        {move || t_string!(c.i18n, save_result_qr)}
                    </SaveButton>
                })}
            </section>
        }
        .into_any(),
    )
}
