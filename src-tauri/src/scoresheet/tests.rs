//! The scoresheet image's tests: what the drawing says, and the pixels.
//!
//! `TRANQUE_SHEET_SAMPLES=<folder> cargo test -p tranque-app scoresheet`
//! also writes the pictures drawn here to that folder, to look at.

use tranque::{Event, Finish, HandEnd, Leftover, Mode, Preset, Seat};

use super::svg::{self, SIGNATURE_INK};
use super::*;
use crate::store::{LogEdit, Store};

const STARTED: &str = "2026-11-22T21:00:00Z";
/// Past midnight in UTC, still the 22nd three hours west of it.
const FINISHED: &str = "2026-11-23T01:30:00Z";
const INK: &str = "M20 80 L60 30 L100 90 L140 40 L180 85 L230 35 L290 70";

fn domino(by: u8, opener: Option<u8>, pips: [u32; 4]) -> Event {
    Event::Hand {
        opener: opener.map(Seat),
        end: HandEnd::Domino {
            by: Seat(by),
            left: Leftover::Pips(pips.to_vec()),
            finish: Finish::Simple,
        },
    }
}

/// A `br-megajogos` match (pairs to 50) won by side B (Bia & Duda), signed
/// by Ana with `signature`.
fn finished(signature: Option<&str>) -> (StoredMatch, SheetLabels) {
    let mut store = Store::open_in_memory().expect("a store");
    let players = ["Ana", "Bia", "Caio", "Duda"].map(String::from);
    let id = store
        .create_match(
            Some("br-megajogos"),
            &Preset::BrMegajogos.rules(Mode::Pairs),
            &players,
            STARTED,
        )
        .expect("a match")
        .id;
    let hands = [
        domino(1, Some(0), [9, 0, 4, 12]),
        domino(0, None, [0, 6, 5, 7]),
        domino(3, None, [20, 0, 20, 0]),
    ];
    for hand in hands {
        store
            .change(&id, STARTED, |_| Ok(LogEdit::Append(hand)))
            .expect("a hand");
    }
    let stored = store
        .finish_match(&id, Some("Ana"), signature, FINISHED)
        .expect("finished");
    let labels = SheetLabels {
        title: "Scoresheet".to_owned(),
        winner: "Winner".to_owned(),
        rules: "br-megajogos".to_owned(),
        signed: Some("Scoresheet signed by Ana".to_owned()),
        rows: vec![
            "1 domino".to_owned(),
            "2 domino".to_owned(),
            "3 domino".to_owned(),
        ],
    };
    (stored, labels)
}

/// Writes `png` as `name` in the folder `TRANQUE_SHEET_SAMPLES`, if given.
fn keep_sample(name: &str, png: &[u8]) {
    if let Some(folder) = std::env::var_os("TRANQUE_SHEET_SAMPLES") {
        let path = std::path::Path::new(&folder).join(name);
        std::fs::write(path, png).expect("the sample written");
    }
}

fn west() -> chrono::FixedOffset {
    chrono::FixedOffset::west_opt(3 * 3600).expect("UTC−3")
}

/// The picture's pixels as RGB rows, decoded from the PNG, and its text layer.
fn decode(png: &[u8]) -> (u32, u32, Vec<u8>, Vec<(String, String)>) {
    let mut reader = ::png::Decoder::new(std::io::Cursor::new(png))
        .read_info()
        .expect("a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
    let frame = reader.next_frame(&mut pixels).expect("its pixels");
    assert_eq!(frame.color_type, ::png::ColorType::Rgb);
    let text = reader
        .info()
        .utf8_text
        .iter()
        .map(|t| (t.keyword.clone(), t.get_text().expect("text")))
        .collect();
    pixels.truncate(frame.buffer_size());
    (frame.width, frame.height, pixels, text)
}

fn rgb(hex: &str) -> [u8; 3] {
    let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex");
    [byte(1), byte(3), byte(5)]
}

/// The pixels of `area` close to `colour`.
fn count_near(pixels: &[u8], width: u32, area: svg::Area, colour: [u8; 3]) -> usize {
    let (x0, y0) = (area.x as usize, area.y as usize);
    let (x1, y1) = (x0 + area.width as usize, y0 + area.height as usize);
    let mut count = 0;
    for y in y0..y1 {
        for x in x0..x1 {
            let at = (y * width as usize + x) * 3;
            let p = &pixels[at..at + 3];
            let near = p.iter().zip(colour).all(|(a, b)| a.abs_diff(b) < 40);
            count += usize::from(near);
        }
    }
    count
}

#[test]
fn the_drawing_names_the_players_the_winner_the_totals_and_the_rules() {
    let (stored, labels) = finished(Some(INK));
    let drawing = svg::draw(&stored, &labels, "2026-11-22");
    for words in [
        "Scoresheet",
        "Winner",
        "B · Bia &amp; Duda",
        "Ana &amp; Caio",
        "br-megajogos",
        "2026-11-22",
        "3 domino · Duda",
        "Scoresheet signed by Ana",
    ] {
        assert!(drawing.svg.contains(words), "{words:?} in\n{}", drawing.svg);
    }
    // B scored 13, A 13, then B 40: 13 to 53.
    let standings = stored.game.standings();
    assert_eq!(standings.scores, vec![13, 53]);
    assert!(drawing.svg.contains(">53</text>"), "{}", drawing.svg);
    assert!(drawing.svg.contains(INK), "the signature's path is drawn");
    assert_eq!(
        drawing.description,
        "Scoresheet · 2026-11-22 · br-megajogos\nWinner: B · Bia & Duda\n\
         A · Ana & Caio: 13\nB · Bia & Duda: 53\nScoresheet signed by Ana"
    );
}

#[test]
fn what_a_player_typed_is_escaped_and_long_words_are_cut() {
    let (mut stored, mut labels) = finished(None);
    stored.seats[1].name = "<b>Bia & \"Co\"</b>".to_owned();
    labels.rows[0] = "x".repeat(500);
    let drawing = svg::draw(&stored, &labels, "2026-11-22");
    assert!(!drawing.svg.contains("<b>"), "{}", drawing.svg);
    assert!(drawing.svg.contains("&lt;b&gt;Bia &amp; &quot;Co&quot;"));
    assert!(!drawing.svg.contains(&"x".repeat(MAX_LABEL_CHARS + 1)));
    // And it still renders.
    png::render(&drawing).expect("a picture");
}

#[test]
fn the_png_is_1080_wide_not_blank_and_carries_its_text() {
    let (stored, labels) = finished(Some(INK));
    let image = image_of(&stored, &labels, &west()).expect("an image");
    keep_sample("signed.png", &image.png);
    let (width, height, pixels, text) = decode(&image.png);
    assert_eq!(width, svg::WIDTH);
    assert!((900..2000).contains(&height), "{height} px high");
    let paper = rgb("#fbf8f1");
    let drawn = pixels
        .chunks_exact(3)
        .filter(|p| p.iter().zip(paper).any(|(a, b)| a.abs_diff(b) > 24))
        .count();
    let share = drawn as f64 / f64::from(width * height);
    assert!(
        share > 0.08,
        "only {:.1} % of the picture is drawn",
        share * 100.0
    );
    let description = text
        .iter()
        .find(|(k, _)| k == "Description")
        .map(|(_, t)| t.as_str())
        .expect("a description");
    assert!(
        description.contains("Winner: B · Bia & Duda"),
        "{description}"
    );
    assert!(description.contains("B · Bia & Duda: 53"), "{description}");
    assert!(text.contains(&("Title".to_owned(), "Scoresheet".to_owned())));
    // Dated the players' day (UTC−3), not the UTC one.
    assert_eq!(image.name, "tranque-2026-11-22-ana-bia-caio-duda.png");
    assert!(description.contains("2026-11-22"), "{description}");
}

#[test]
fn the_signature_is_drawn_in_ink_where_the_signature_is() {
    let ink = rgb(SIGNATURE_INK);
    let (signed, labels) = finished(Some(INK));
    let drawing = svg::draw(&signed, &labels, "2026-11-22");
    let area = drawing.signature.expect("a signature's place");
    let (width, _, pixels, _) = decode(&png::render(&drawing).expect("a picture"));
    let inked = count_near(&pixels, width, area, ink);
    assert!(inked > 1500, "{inked} pixels of ink in the signature");
    // The same picture without the ink has none there, nor anywhere.
    let (unsigned, labels) = finished(None);
    let drawing = svg::draw(&unsigned, &labels, "2026-11-22");
    assert_eq!(drawing.signature, None);
    let (width, height, pixels, _) = decode(&png::render(&drawing).expect("a picture"));
    let everywhere = svg::Area {
        x: 0.0,
        y: 0.0,
        width: width as f32,
        height: height as f32,
    };
    assert_eq!(count_near(&pixels, width, everywhere, ink), 0);
}

/// Ink an older version kept (its check let `z` through): the pad's first
/// point and 12,000 `closepath`s, which once overflowed the renderer's stack.
fn hostile_ink() -> String {
    format!("M10 10{}", "z".repeat(12_000))
}

#[test]
fn a_stored_signature_that_is_not_the_pads_ink_is_drawn_without_ink_and_without_recursion() {
    let (mut signed, labels) = finished(Some(INK));
    signed.signature = Some(hostile_ink());
    // A small stack: drawing must not grow with what was stored.
    let drawn = std::thread::Builder::new()
        .stack_size(1024 * 1024)
        .spawn(move || {
            let drawing = svg::draw(&signed, &labels, "2026-11-22");
            let png = png::render(&drawing).expect("a picture");
            (drawing, png)
        })
        .expect("a drawing thread")
        .join()
        .expect("the drawing did not crash");
    let (drawing, png) = drawn;
    assert!(
        !drawing.svg.contains("zzz"),
        "the stored text reached the SVG"
    );
    let area = drawing.signature.expect("the signing line is still drawn");
    let (width, _, pixels, _) = decode(&png);
    assert_eq!(count_near(&pixels, width, area, rgb(SIGNATURE_INK)), 0);
}

#[test]
fn the_ink_drawn_is_the_normalised_path() {
    let (mut signed, labels) = finished(Some(INK));
    signed.signature = Some("M20.4 80,60 30 L 400 -9".to_owned());
    let drawing = svg::draw(&signed, &labels, "2026-11-22");
    assert!(
        drawing.svg.contains(r#"d="M20 80 L60 30 L320 0""#),
        "{}",
        drawing.svg
    );
}

#[test]
fn labels_that_do_not_match_the_sheet_are_refused() {
    let (stored, mut labels) = finished(None);
    labels.rows.pop();
    let err = image_of(&stored, &labels, &west()).expect_err("refused");
    assert_eq!(err.code(), "bad_argument");
    assert_eq!(err.params(), serde_json::json!({ "name": "labels" }));
}

#[test]
fn a_long_sheet_shows_its_first_and_last_rows_within_bounds() {
    assert_eq!(svg::shown_rows(3), vec![Some(0), Some(1), Some(2)]);
    let shown = svg::shown_rows(500);
    assert_eq!(shown.len(), svg::MAX_ROWS);
    assert_eq!(shown.first(), Some(&Some(0)));
    assert_eq!(shown.last(), Some(&Some(499)));
    assert_eq!(shown.iter().filter(|r| r.is_none()).count(), 1);
    assert_eq!(svg::shown_rows(svg::MAX_ROWS).len(), svg::MAX_ROWS);
}

#[test]
fn a_long_individual_match_in_portuguese_is_drawn_within_bounds() {
    let mut store = Store::open_in_memory().expect("a store");
    let mut rules = Preset::EsClasico.rules(Mode::Individual);
    rules.target = 5000;
    let players = ["Conceição", "João", "Zé", "Maria Aparecida dos Santos"].map(String::from);
    let id = store
        .create_match(None, &rules, &players, STARTED)
        .expect("a match")
        .id;
    for n in 0..45u8 {
        let by = n % 4;
        let mut pips = [3, 5, 8, 13];
        pips[usize::from(by)] = 0;
        let opener = (n == 0).then_some(0);
        store
            .change(&id, STARTED, |_| {
                Ok(LogEdit::Append(domino(by, opener, pips)))
            })
            .expect("a hand");
    }
    let stored = store.get_match(&id).expect("the match");
    let rows = stored.game.standings().sheet.len();
    let labels = SheetLabels {
        title: "Súmula".to_owned(),
        winner: "Vencedor".to_owned(),
        rules: "personalizada · Individual".to_owned(),
        signed: None,
        rows: (1..=rows)
            .map(|n| format!("{n} batida · de carroça"))
            .collect(),
    };
    let image = image_of(&stored, &labels, &west()).expect("an image");
    keep_sample("long.png", &image.png);
    let (width, height, _, _) = decode(&image.png);
    assert_eq!(width, svg::WIDTH);
    // 40 rows of the 45 drawn, the ⋯ among them: the height stays bounded.
    assert!(height < 3400, "{height} px high");
    let drawing = svg::draw(&stored, &labels, "2026-11-22");
    assert!(drawing.svg.contains(">⋯</text>"));
    assert!(drawing.svg.contains(">45 batida"));
    assert!(
        !drawing.svg.contains(">12 batida"),
        "a middle row is left out"
    );
    assert!(drawing.svg.contains("Conceição"));
}

#[test]
fn the_file_name_is_the_day_and_the_names() {
    assert_eq!(
        file_name("2026-11-22", ["Ana", "Bia", "Caio", "Duda"]),
        "tranque-2026-11-22-ana-bia-caio-duda.png"
    );
    assert_eq!(
        file_name("2026-11-22", ["José María", "Ñ/../x", ""]),
        "tranque-2026-11-22-josé-maría-ñ-x.png"
    );
    assert_eq!(local_day("2026-11-23T01:30:00Z", &west()), "2026-11-22");
    assert_eq!(local_day("not a time", &west()), "not a time");
}

/// A finished individual match of `players`, with its labels.
fn individual(players: [&str; 4]) -> (StoredMatch, SheetLabels) {
    let mut store = Store::open_in_memory().expect("a store");
    let rules = Preset::EsClasico.rules(Mode::Individual);
    let players = players.map(String::from);
    let id = store
        .create_match(None, &rules, &players, STARTED)
        .expect("a match")
        .id;
    store
        .change(&id, STARTED, |_| {
            Ok(LogEdit::Append(domino(0, Some(0), [0, 30, 40, 5])))
        })
        .expect("a hand");
    let stored = store.get_match(&id).expect("the match");
    let labels = SheetLabels {
        title: "Hoja de puntos".to_owned(),
        winner: "Ganador".to_owned(),
        rules: "es-clasico".to_owned(),
        signed: None,
        rows: vec!["1 dominó".to_owned()],
    };
    (stored, labels)
}

/// How many pixels `text` inks, set alone in bold at 48 pixels.
fn ink_of(text: &str) -> usize {
    let drawing = svg::Drawing {
        svg: format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="600" height="100" font-family="{}"><text x="10" y="70" font-size="48" font-weight="bold">{}</text></svg>"#,
            font::FONT_FAMILY,
            svg::escape(text)
        ),
        width: 600,
        height: 100,
        signature: None,
        title: String::new(),
        description: String::new(),
    };
    let pixels = png::rasterize(&drawing).expect("drawn");
    pixels.data().chunks_exact(4).filter(|p| p[0] < 128).count()
}

#[test]
fn names_in_greek_arabic_and_with_an_emoji_are_drawn_readably() {
    let (stored, labels) = individual(["Αλέξανδρος", "محمد", "Ana 🎲", "Zoë"]);
    let image = image_of(&stored, &labels, &west()).expect("an image");
    keep_sample("scripts.png", &image.png);
    let (width, _, _, text) = decode(&image.png);
    assert_eq!(width, svg::WIDTH);
    // Greek and Arabic are drawn with their own letters; the die, which
    // no embedded font draws, as its code point; the text layer keeps it.
    assert_eq!(font::drawable("Αλέξανδρος"), "Αλέξανδρος");
    assert_eq!(font::drawable("محمد"), "محمد");
    assert_eq!(font::drawable("Ana 🎲"), "Ana U+1F3B2");
    let drawing = svg::draw(&stored, &labels, "2026-11-22");
    // (The narrow column sets "Ana U+1F3B2" on two lines.)
    for name in ["Αλέξανδρος", "محمد", ">Ana<", ">U+1F3B2<"] {
        assert!(drawing.svg.contains(name), "{name:?} in\n{}", drawing.svg);
    }
    assert!(!drawing.svg.contains('🎲'), "{}", drawing.svg);
    let description = text
        .iter()
        .find(|(k, _)| k == "Description")
        .map(|(_, t)| t.as_str())
        .expect("a description");
    assert!(description.contains("Ana 🎲"), "{description}");
    // Glyphs, not empty boxes: a character the fonts lack inks nothing
    // (the cut fonts' .notdef is empty), the names ink their letters.
    assert_eq!(ink_of("\u{E000}\u{E000}\u{E000}\u{E000}"), 0);
    for name in ["Αλέξανδρος", "محمد", "Ana U+1F3B2", "Жанна"] {
        let ink = ink_of(name);
        assert!(ink > 600, "{name:?} inks {ink} pixels");
    }
}

#[test]
fn the_cut_fonts_draw_every_letter_of_the_catalogues_and_accented_names() {
    let catalogues = [
        include_str!("../../../ui/locales/en.json"),
        include_str!("../../../ui/locales/es.json"),
        include_str!("../../../ui/locales/pt-BR.json"),
    ];
    let accents = "ÁÉÍÓÚáéíóúÂÊÔãõçñÑ¿¡ÀÈÌÒÙÄËÏÖÜäëïöüßŁłŚśŻżĞğİıŞşŐőŰűĂăȘșȚțĐđ⋯…·—«»“”";
    for (name, bytes) in [("regular", font::REGULAR), ("bold", font::BOLD)] {
        use skrifa::MetadataProvider;
        let charmap = skrifa::FontRef::new(bytes).expect("a font").charmap();
        let chars = catalogues
            .iter()
            .flat_map(|c| c.chars())
            .chain(accents.chars());
        for c in chars.filter(|c| !c.is_control()) {
            let glyph = charmap.map(c).map(|g| g.to_u32()).unwrap_or(0);
            assert_ne!(glyph, 0, "{name} has no glyph for {c:?}");
            assert!(font::draws(c), "{c:?} is not listed as drawn");
        }
        // And it is a cut, far from the full font (both weighed in
        // docs/performance.md, "Start, taps, sizes and the core").
        assert!(bytes.len() < 250_000, "{name}: {} bytes", bytes.len());
    }
    assert!(!font::draws('🎲'));
    assert!(!font::draws('王'));
}

#[test]
fn a_character_the_fonts_lack_is_written_as_its_code_point_apart_from_its_neighbours() {
    for (typed, drawn) in [
        ("Ana 🎲", "Ana U+1F3B2"),
        ("Ana🎲", "Ana U+1F3B2"),
        ("🎲 Ana", "U+1F3B2 Ana"),
        ("👍🏽x", "U+1F44D x"),
        ("❤️ Bia", "❤ Bia"),
        ("♠ Caio ★", "♠ Caio ★"),
        ("🂡 Duda", "U+1F0A1 Duda"),
        ("👨‍👩‍👧", "U+1F468 U+1F469 U+1F467"),
        ("王伟", "U+738B U+4F1F"),
        ("Conceição", "Conceição"),
        ("José", "José"),
        ("Ørjan Åse-Þór", "Ørjan Åse-Þór"),
        ("Nguyễn Thị", "Nguyễn Thị"),
        ("Жанна", "Жанна"),
        ("אביגיל", "אביגיל"),
    ] {
        assert_eq!(font::drawable(typed), drawn, "{typed:?}");
    }
}
