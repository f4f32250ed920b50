//! A hand's tiles read from a photo: the seat's "photo" action (the camera
//! on a phone, a file picker on a desktop), the shell's reader, and the
//! review where a player sees each tile outlined on the photo and fixes what
//! was misread before the tiles go into the count as if tapped.
//!
//! Fixing takes at most two taps: a wrong tile is tapped, then the right one
//! in the tile picker; a false one is removed with its ×; a missed one is
//! tapped in the picker. The photo stays in the page (an object URL, revoked
//! when the review closes) and is never stored.
//!
//! The outlines and the chips are written as markup by plain functions and
//! their taps heard once on their list: a view of its own for each would
//! weigh several times more in the table's chunk, which has a budget
//! (`tests/e2e/budgets.toml`). What looks wrong is said in the core's own
//! words (a tile twice, too many tiles), as the preview says it.

use leptos::prelude::*;
use tranque::tile::HAND_SIZE;
use tranque::{RuleError, Seat, Tile};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Element, HtmlInputElement, MouseEvent, Url};

use crate::api::{self, TilesRead};
use crate::ctx::{Ctx, ctx};
use crate::i18n::t_string;
use crate::refusal;
use crate::widgets::tile_face_markup;

use super::count::Count;

/// A tile of the review: as read (with its outline in the photo) or added
/// by the player (no outline).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Seen {
    tile: Tile,
    outline: Option<[[u32; 2]; 4]>,
}

/// The photo under review: whose hand, the page's own address of the photo,
/// and its upright size once the shell has read it (`None` while it reads).
#[derive(Clone, PartialEq)]
struct Shot {
    seat: usize,
    url: String,
    size: Option<(u32, u32)>,
}

/// The state of the photo entry, shared by the seats' actions, the review
/// and the tile picker.
#[derive(Clone, Copy)]
pub struct Photo {
    shot: RwSignal<Option<Shot>>,
    seen: RwSignal<Vec<Seen>>,
    /// The tile of the review a tap in the picker replaces.
    picked: RwSignal<Option<usize>>,
    /// Photos asked for: an answer to an older one is not shown.
    asked: RwSignal<u32>,
}

impl Photo {
    /// No photo.
    pub fn new() -> Photo {
        Photo {
            shot: RwSignal::new(None),
            seen: RwSignal::new(Vec::new()),
            picked: RwSignal::new(None),
            asked: RwSignal::new(0),
        }
    }

    /// Whether a photo is being read or reviewed (tracked).
    pub fn open(self) -> bool {
        self.shot.with(Option::is_some)
    }

    /// The tiles of the review (tracked).
    pub fn tiles(self) -> Vec<Tile> {
        self.seen.with(|seen| seen.iter().map(|s| s.tile).collect())
    }

    /// A tile tapped in the picker: it replaces the one picked, or else is
    /// added (or, already there, removed).
    pub fn tap(self, tile: Tile) {
        let picked = self.picked.get_untracked();
        self.seen.update(|seen| match picked {
            Some(i) => {
                if let Some(s) = seen.get_mut(i) {
                    s.tile = tile;
                }
            }
            None => match seen.iter().position(|s| s.tile == tile) {
                Some(at) => {
                    seen.remove(at);
                }
                None => seen.push(Seen {
                    tile,
                    outline: None,
                }),
            },
        });
        self.picked.set(None);
    }

    /// A tap in the review: a chip picks its tile to be fixed (or lets it
    /// go), a × removes its tile, and the review is confirmed or closed.
    /// The button tapped, written as markup, says which by its `data-act`.
    fn tapped(self, ev: &MouseEvent, count: Count) {
        let button = ev
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|e| e.closest("button[data-act]").ok().flatten());
        let Some(button) = button else { return };
        let i = button
            .get_attribute("data-i")
            .and_then(|i| i.parse::<usize>().ok())
            .unwrap_or(0);
        let again = match button.get_attribute("data-act").as_deref() {
            Some("pick") => {
                self.picked
                    .update(|p| *p = if *p == Some(i) { None } else { Some(i) });
                format!("read-{i}")
            }
            Some("remove") => {
                self.seen.update(|seen| {
                    if i < seen.len() {
                        seen.remove(i);
                    }
                });
                self.picked.set(None);
                match self.seen.with_untracked(Vec::len) {
                    0 => "photo-confirm".to_owned(),
                    left => format!("read-{}", i.min(left - 1)),
                }
            }
            Some("confirm") => return self.confirm(count),
            _ => return self.cancel(),
        };
        // The list is written anew: the keyboard's focus goes back to where it was.
        tranque_ui_shared::after_next_frame(move || {
            let target = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id(&again))
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(target) = target {
                let _ = target.focus();
            }
        });
    }

    /// Closes the review: the photo let go, nothing kept.
    fn close(self) {
        if let Some(shot) = self.shot.get_untracked() {
            let _ = Url::revoke_object_url(&shot.url);
        }
        self.asked.update(|n| *n += 1);
        self.shot.set(None);
        self.seen.set(Vec::new());
        self.picked.set(None);
    }

    /// Gives up the photo being read, or the review.
    fn cancel(self) {
        let reading = self
            .shot
            .with_untracked(|s| s.as_ref().is_some_and(|s| s.size.is_none()));
        self.close();
        if reading {
            leptos::task::spawn_local(async move {
                let _ = api::cancel_tiles_read().await;
            });
        }
    }

    /// The tiles of the review go into the seat's hand, as if tapped.
    fn confirm(self, count: Count) {
        let Some(shot) = self.shot.get_untracked() else {
            return;
        };
        let tiles = self
            .seen
            .with_untracked(|seen| seen.iter().map(|s| s.tile).collect());
        count.tiles.update(|all| {
            if let Some(hand) = all.get_mut(shot.seat) {
                *hand = tiles;
            }
        });
        count.focus.set(shot.seat);
        self.close();
    }

    /// The photo in `input` read for `seat`: shown at once, its tiles once
    /// the shell has read them.
    fn take(self, c: Ctx, seat: usize, input: &HtmlInputElement) {
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        // The same photo picked again is a change again.
        input.set_value("");
        self.close();
        let Ok(url) = Url::create_object_url_with_blob(&file) else {
            return;
        };
        self.shot.set(Some(Shot {
            seat,
            url,
            size: None,
        }));
        bring_into_view();
        let ticket = self.asked.get_untracked();
        leptos::task::spawn_local(async move {
            let Ok(buffer) = JsFuture::from(file.array_buffer()).await else {
                return self.close();
            };
            let answer = api::read_tiles(&js_sys::Uint8Array::new(&buffer)).await;
            if self.asked.get_untracked() != ticket {
                return;
            }
            match c.answered(answer) {
                Some(Some(read)) => {
                    c.dismiss();
                    self.show(read);
                }
                _ => self.close(),
            }
        });
    }

    /// What the reader saw, under review.
    fn show(self, read: TilesRead) {
        let seen = read.tiles.iter().map(|t| Seen {
            tile: t.tile,
            outline: Some(t.outline),
        });
        self.seen.set(seen.collect());
        self.shot.update(|shot| {
            if let Some(shot) = shot {
                shot.size = Some((read.width, read.height));
            }
        });
        bring_into_view();
    }
}

/// The review, below the hands, brought into view once it is drawn: the
/// photo as it is taken, then with its tiles outlined.
fn bring_into_view() {
    tranque_ui_shared::after_next_frame(|| {
        let review = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("photo-review"));
        if let Some(review) = review {
            review.scroll_into_view();
        }
    });
}

/// A seat's "photo" action: a file input the webview hands to the camera
/// on a phone (`capture`), a file picker on a desktop. Its name is its word
/// and the seat's player (`aria-labelledby`: the row's name).
#[component]
pub fn PhotoAction(
    /// The seat whose tiles the photo shows.
    seat: usize,
    /// The seat went out: no tile is left to photograph.
    out: bool,
    /// The photo entry.
    photo: Photo,
) -> impl IntoView {
    let c = ctx();
    view! {
        <label class="photo-take" class:disabled=out>
            <input
                type="file"
                id=format!("photo-{seat}")
                class="sr-only"
                accept="image/jpeg,image/png"
                capture="environment"
                disabled=out
                aria-labelledby=format!("photo-word-{seat} seat-name-{seat}")
                on:change=move |ev| {
                    if let Some(input) = ev.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) {
                        photo.take(c, seat, &input);
                    }
                }
            />
            <span id=format!("photo-word-{seat}")>{move || t_string!(c.i18n, photo)}</span>
        </label>
    }
}

/// The photo under review: each tile outlined and numbered on it, the tiles
/// as chips to fix, the seat's total, what cannot be right said in words.
#[component]
pub fn PhotoReview(
    /// The count being entered.
    count: Count,
    /// The photo entry.
    photo: Photo,
    /// The players' names, by seat.
    names: StoredValue<Vec<String>>,
) -> impl IntoView {
    let c = ctx();
    let size = move || {
        photo
            .shot
            .with(|s| s.as_ref().and_then(|s| s.size))
            .unwrap_or((1, 1))
    };
    let body = move || {
        let Some(shot) = photo.shot.get() else {
            return String::new();
        };
        let name = names.with_value(|n| n.get(shot.seat).cloned().unwrap_or_default());
        let marks = names.with_value(|n| marks(c, &count, photo, shot.seat, n));
        body(
            c,
            &shot,
            &photo.seen.get(),
            photo.picked.get(),
            &name,
            &marks,
        )
    };
    view! {
        <section
            class="card photo-review"
            id="photo-review"
            hidden=move || !photo.open()
            on:click=move |ev| photo.tapped(&ev, count)
        >
            <div class="photo-frame">
                <img id="photo-shown" src=move || photo.shot.get().map(|s| s.url) alt=t_string!(c.i18n, photo_alt) />
                <svg
                    class="photo-outlines"
                    viewBox=move || { let (w, h) = size(); format!("0 0 {w} {h}") }
                    preserveAspectRatio="none"
                    aria-hidden="true"
                    inner_html=move || photo.seen.with(|seen| outlines(seen, size(), photo.picked.get()))
                ></svg>
            </div>
            <div inner_html=body></div>
        </section>
    }
}

/// The review's words and buttons as markup: its title, then while the
/// shell reads, a line saying so; once read, the chips (`read-{i}`: pick it
/// to fix it, each with its × `read-{i}-remove`, named by the tile's words),
/// the seat's total, what cannot be right, and the buttons.
fn body(
    c: Ctx,
    shot: &Shot,
    seen: &[Seen],
    picked: Option<usize>,
    name: &str,
    marks: &[String],
) -> String {
    let t = |text: &str| escape(text);
    let mut html = format!(
        "<h3>{}: {}</h3>",
        t(t_string!(c.i18n, photo_read_title)),
        t(name)
    );
    let cancel = format!(
        "<button class=\"ghost\" id=\"photo-cancel\" data-act=\"cancel\">{}</button>",
        t(t_string!(c.i18n, photo_cancel))
    );
    if shot.size.is_none() {
        html.push_str(&format!(
            "<p id=\"photo-reading\">{}</p>{cancel}",
            t(t_string!(c.i18n, photo_reading))
        ));
        return html;
    }
    let locale = c.locale();
    let remove = t(t_string!(c.i18n, photo_remove));
    html.push_str(&format!(
        "<p class=\"hint\" id=\"photo-help\">{}</p><ul class=\"read-tiles\" id=\"read-tiles\">",
        t(t_string!(c.i18n, photo_help))
    ));
    for (i, s) in seen.iter().enumerate() {
        let words = t(&tranque_ui_shared::a11y::tile_words(locale, s.tile));
        let on = picked == Some(i);
        html.push_str(&format!(
            "<li class=\"read-tile\"><button class=\"chip{}\" id=\"read-{i}\" data-act=\"pick\" data-i=\"{i}\" \
             aria-pressed=\"{on}\" aria-label=\"{}. {words}\" aria-describedby=\"photo-help\">\
             <span class=\"read-number\" aria-hidden=\"true\">{}</span>{}</button>\
             <button class=\"ghost remove\" id=\"read-{i}-remove\" data-act=\"remove\" data-i=\"{i}\" \
             aria-label=\"{remove}: {words}\">×</button></li>",
            if on { " on" } else { "" },
            i + 1,
            i + 1,
            tile_face_markup(s.tile)
        ));
    }
    let pips: u32 = seen.iter().map(|s| s.tile.pips()).sum();
    let total = t_string!(
        c.i18n,
        a11y_tiles_of,
        name = name.to_owned(),
        pips = pips.to_string()
    );
    html.push_str(&format!(
        "</ul><p class=\"photo-total\" id=\"photo-total\">{}</p>",
        t(&total)
    ));
    html.push_str("<ul class=\"error photo-marks\" id=\"photo-marks\">");
    for mark in marks {
        html.push_str(&format!("<li>{}</li>", t(mark)));
    }
    html.push_str(&format!(
        "</ul><button class=\"big\" id=\"photo-confirm\" data-act=\"confirm\">{}</button>{cancel}",
        t(t_string!(c.i18n, photo_use))
    ));
    html
}

/// What cannot be right in the review of `seat`'s photo, in the core's
/// words: no tile at all, more tiles than a hand holds, a tile read twice or
/// held by another hand.
fn marks(c: Ctx, count: &Count, photo: Photo, seat: usize, names: &[String]) -> Vec<String> {
    let tiles = photo.tiles();
    let locale = c.locale();
    let mut said = Vec::new();
    if tiles.is_empty() {
        said.push(t_string!(c.i18n, photo_none).to_string());
    }
    if tiles.len() > HAND_SIZE {
        let seat = Seat(u8::try_from(seat).unwrap_or(u8::MAX));
        let err = RuleError::TooManyTiles {
            seat,
            count: tiles.len(),
        };
        said.push(refusal::of_rule(locale, &err, names));
    }
    let others: Vec<Tile> = count.tiles.with(|all| {
        let others = all.iter().enumerate().filter(|(o, _)| *o != seat);
        others.flat_map(|(_, hand)| hand.iter().copied()).collect()
    });
    for (i, tile) in tiles.iter().enumerate() {
        if tiles[..i].contains(tile) || others.contains(tile) {
            let err = RuleError::TileRepeated { tile: *tile };
            said.push(refusal::of_rule(locale, &err, names));
        }
    }
    said
}

/// Each tile read, outlined on the photo (`size` its pixels) with its
/// number and value; the one picked to be fixed in another colour.
fn outlines(seen: &[Seen], (w, h): (u32, u32), picked: Option<usize>) -> String {
    // Lines and labels in proportion to the photo, whatever its pixels.
    let stroke = (w.max(h) / 250).max(2);
    let font = (w.max(h) / 28).max(12);
    let mut svg = String::new();
    for (i, s) in seen.iter().enumerate() {
        let Some(o) = s.outline else { continue };
        let points: Vec<String> = o.iter().map(|[x, y]| format!("{x},{y}")).collect();
        let cx = o.iter().map(|p| p[0]).sum::<u32>() / 4;
        let cy = o.iter().map(|p| p[1]).sum::<u32>() / 4;
        let class = if picked == Some(i) { "picked" } else { "" };
        svg.push_str(&format!(
            "<g class=\"{class}\"><polygon points=\"{}\" stroke-width=\"{stroke}\"/>\
             <text x=\"{cx}\" y=\"{cy}\" font-size=\"{font}\" stroke-width=\"{stroke}\" \
             text-anchor=\"middle\" dominant-baseline=\"middle\">{} · {}|{}</text></g>",
            points.join(" "),
            i + 1,
            s.tile.high(),
            s.tile.low()
        ));
    }
    svg
}

/// `text` safe inside markup and its attributes.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
