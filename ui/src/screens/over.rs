//! Match over: the winner, the final scoresheet, the losing player who signs
//! it (a name, or a finger signature), and a rematch with the same seats.

use leptos::prelude::*;
use tranque::Seat;

use crate::api;
use crate::i18n::t_string;
use crate::routes::Screen;
use crate::screens::Scene;
use crate::widgets::{SIGNATURE_VIEWBOX, Sheet, pad_point, side_name};

/// The match-over screen.
#[component]
pub fn Over() -> impl IntoView {
    let (c, Scene { m, names, table }) = match Scene::of(None) {
        Ok(scene) => scene,
        Err(instead) => return instead,
    };
    let outcome = m.standings.outcome.clone();
    let winners = outcome
        .as_ref()
        .map(|o| o.winners.clone())
        .unwrap_or_default();
    let winner_text = if winners.is_empty() {
        String::new()
    } else {
        winners
            .iter()
            .map(|s| side_name(&table, *s, &names))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let losers: Vec<(usize, String)> = names
        .iter()
        .enumerate()
        .filter(|(i, _)| !winners.contains(&table.side_of(Seat(u8::try_from(*i).unwrap_or(0)))))
        .map(|(i, n)| (i, n.clone()))
        .collect();
    let standings = m.standings.clone();
    let signer = RwSignal::new(None::<String>);
    let strokes = RwSignal::new(String::new());
    let drawing = RwSignal::new(false);
    let finished = RwSignal::new(!m.in_progress());
    let id = m.id.clone();
    let preset = m.preset.clone();
    let rules = m.rules.clone();

    let point = |ev: &leptos::ev::PointerEvent| pad_point(ev);
    let pad = move || {
        view! {
            <svg
                class="signature"
                id="signature"
                viewBox=SIGNATURE_VIEWBOX
                on:pointerdown=move |ev| {
                    drawing.set(true);
                    let p = point(&ev);
                    strokes.update(|s| { s.push_str(&format!("M{p} ")); });
                }
                on:pointermove=move |ev| {
                    if drawing.get_untracked() {
                        let p = point(&ev);
                        strokes.update(|s| { s.push_str(&format!("L{p} ")); });
                    }
                }
                on:pointerup=move |_| drawing.set(false)
                on:pointerleave=move |_| drawing.set(false)
            >
                <line x1="10" y1="100" x2="310" y2="100" class="sign-line" />
                <path d=move || strokes.get() class="ink" />
            </svg>
        }
    };

    let id_f = id.clone();
    let finish = move |_| {
        let id = id_f.clone();
        let who = signer.get_untracked();
        let sig = Some(strokes.get_untracked()).filter(|s| !s.trim().is_empty());
        leptos::task::spawn_local(async move {
            if let Some(view) =
                c.answered(api::finish_match(&id, who.as_deref(), sig.as_deref()).await)
            {
                c.dismiss();
                c.current.set(Some(view));
                finished.set(true);
            }
        });
    };
    let names_r = names.clone();
    let rematch = move |_| {
        let preset = preset.clone();
        let rules = rules.clone();
        let names = names_r.clone();
        c.tell_opener(None);
        c.record(
            async move { api::new_match(preset.as_deref(), &rules, &names, None).await },
            Some(Screen::Table),
        );
    };

    view! {
        <header class="bar">
            <button class="ghost" id="back" on:click=move |_| c.back_to(if finished.get_untracked() { Screen::Home } else { Screen::Table })>"‹"</button>
            <h2>{move || t_string!(c.i18n, match_over)}</h2>
        </header>
        <section class="card winner-card">
            <p class="muted">{move || t_string!(c.i18n, winner)}</p>
            <p class="winner" id="winner">{winner_text}</p>
        </section>
        <Sheet standings=Signal::derive(move || standings.clone()) table=table names=names.clone() />
        <Show
            when=move || !finished.get()
            fallback=move || {
                let rematch = rematch.clone();
                view! {
                    <p class="notice" id="signed">{move || t_string!(c.i18n, sheet_signed)}</p>
                    <div class="actions">
                        <button class="big" id="rematch" on:click=rematch>{move || t_string!(c.i18n, rematch)}</button>
                        <button class="big secondary" id="go-home" on:click=move |_| c.back_to(Screen::Home)>{move || t_string!(c.i18n, home)}</button>
                    </div>
                }
            }
        >
            <section class="card">
                <h3>{move || t_string!(c.i18n, who_signs)}</h3>
                <div class="chips">
                    {losers
                        .iter()
                        .map(|(i, n)| {
                            let n2 = n.clone();
                            let n3 = n.clone();
                            view! {
                                <button
                                    class="chip"
                                    id=format!("signer-{i}")
                                    class:on=move || signer.get().as_deref() == Some(n2.as_str())
                                    on:click=move |_| signer.set(Some(n3.clone()))
                                >
                                    {n.clone()}
                                </button>
                            }
                        })
                        .collect_view()}
                </div>
                <p class="muted">{move || t_string!(c.i18n, sign_here)}</p>
                {pad()}
                <button class="ghost" on:click=move |_| strokes.set(String::new())>{move || t_string!(c.i18n, clear)}</button>
            </section>
            <button class="big" id="finish" disabled=move || signer.get().is_none() on:click=finish.clone()>
                {move || t_string!(c.i18n, sign_and_close)}
            </button>
        </Show>
    }
    .into_any()
}
