//! The settings' kept values, and the stylesheet's colours and text sizes
//! read from `ui/style.css` itself: a colour changed there that a player can
//! no longer read, or a text size that drifts from its chip, fails here.

use std::collections::BTreeMap;

use super::*;

/// The stylesheet both pages share.
fn style() -> String {
    let path = format!("{}/../style.css", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).expect("ui/style.css is there")
}

/// The declarations of the rule whose selectors are exactly `selector` (the
/// first such rule), as name → value.
fn block(css: &str, selector: &str) -> BTreeMap<String, String> {
    let opening = format!("\n{selector} {{");
    // A rule of its own: not the last line of a longer list of selectors.
    let start = css
        .match_indices(&opening)
        .map(|(at, _)| at)
        .find(|&at| !css[..at].ends_with(','))
        .unwrap_or_else(|| panic!("style.css has a rule `{selector}`"))
        + opening.len();
    let end = start + css[start..].find('}').expect("the rule is closed");
    css[start..end]
        .split(';')
        .filter_map(|declaration| {
            // Drop comments before the declaration.
            let declaration = match declaration.rfind("*/") {
                Some(i) => &declaration[i + 2..],
                None => declaration,
            };
            let (name, value) = declaration.split_once(':')?;
            Some((name.trim().to_owned(), value.trim().to_owned()))
        })
        .collect()
}

/// The custom properties of a scheme: the light ones of `:root`, the dark
/// ones over them (dark and black), black's own over those.
fn colours(css: &str, scheme: Scheme) -> BTreeMap<String, String> {
    let mut all = block(css, ":root");
    if scheme != Scheme::Light {
        all.extend(block(
            css,
            ":root[data-theme=\"dark\"],\n:root[data-theme=\"black\"]",
        ));
    }
    if scheme == Scheme::Black {
        all.extend(block(css, ":root[data-theme=\"black\"]"));
    }
    all
}

/// An opaque `#rrggbb` colour as red, green and blue.
fn rgb(value: &str) -> [u8; 3] {
    let hex = value
        .strip_prefix('#')
        .filter(|h| h.len() == 6)
        .unwrap_or_else(|| panic!("{value} is a #rrggbb colour"));
    let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex digits");
    [byte(0), byte(2), byte(4)]
}

/// WCAG 2's relative luminance.
fn luminance([r, g, b]: [u8; 3]) -> f64 {
    let channel = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/// WCAG 2's contrast ratio of two colours, from 1 to 21.
fn contrast(a: [u8; 3], b: [u8; 3]) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[test]
fn contrast_is_computed_as_wcag_does() {
    assert!((contrast([0, 0, 0], [255, 255, 255]) - 21.0).abs() < 1e-9);
    assert!((contrast([119, 119, 119], [255, 255, 255]) - 4.48).abs() < 0.01);
}

/// Every text colour on the colour it is read on, in every scheme, reaches
/// 4.5:1 (WCAG AA for text): the sentences, the muted notes, success,
/// warning and refusal, the buttons' words, the sides' colours (drawn on
/// cards, and cards' colour written on them), the felt's words.
#[test]
fn every_text_reads_at_4_5_to_1_in_every_scheme() {
    let css = style();
    let pairs = [
        ("--fg", "--bg"),
        ("--fg", "--card"),
        ("--muted", "--bg"),
        ("--muted", "--card"),
        ("--ok", "--bg"),
        ("--ok", "--card"),
        ("--warn", "--bg"),
        ("--warn", "--card"),
        ("--danger", "--bg"),
        ("--danger", "--card"),
        ("--danger-fg", "--danger"),
        ("--accent-fg", "--accent"),
        ("--accent", "--card"),
        ("--second-fg", "--second"),
        ("--side-0", "--card"),
        ("--side-1", "--card"),
        ("--side-2", "--card"),
        ("--side-3", "--card"),
        ("--felt-fg", "--felt"),
    ];
    let mut low = Vec::new();
    for scheme in Scheme::ALL {
        let colours = colours(&css, scheme);
        let colour = |name: &str| {
            rgb(colours
                .get(name)
                .unwrap_or_else(|| panic!("{name} is defined for {scheme:?}")))
        };
        for (text, under) in pairs {
            let ratio = contrast(colour(text), colour(under));
            if ratio < 4.5 {
                low.push(format!("{scheme:?}: {text} on {under} is {ratio:.2}:1"));
            }
        }
    }
    assert!(low.is_empty(), "under 4.5:1: {low:#?}");
}

/// Success, warning and refusal are told apart by colour in every scheme,
/// besides their marks.
#[test]
fn success_warning_and_refusal_have_their_own_colours() {
    let css = style();
    for scheme in Scheme::ALL {
        let colours = colours(&css, scheme);
        let (ok, warn, danger) = (&colours["--ok"], &colours["--warn"], &colours["--danger"]);
        assert!(
            ok != warn && warn != danger && ok != danger,
            "{scheme:?}: {ok} {warn} {danger}"
        );
    }
}

/// True black is black: nothing lit behind the screens.
#[test]
fn the_black_scheme_has_a_black_background() {
    let css = style();
    assert_eq!(rgb(&colours(&css, Scheme::Black)["--bg"]), [0, 0, 0]);
}

/// The root size is a share of the webview's own (so the phone's text
/// setting scales it): 112.5 % (18 px of the usual 16) times the size chosen.
#[test]
fn each_text_size_scales_the_phones_own_size() {
    let css = style();
    let percent_of = |selector: &str| -> f64 {
        let size = &block(&css, selector)["font-size"];
        size.strip_suffix('%')
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("{selector} sets font-size in percent, not {size}"))
    };
    assert_eq!(percent_of(":root"), 112.5);
    for size in TextSize::ALL.into_iter().skip(1) {
        let selector = format!(":root[data-text=\"{}\"]", size.as_str());
        let expected = 112.5 * f64::from(size.percent()) / 100.0;
        assert!(
            (percent_of(&selector) - expected).abs() < 1e-9,
            "{selector} is {}, not {expected}",
            percent_of(&selector)
        );
    }
}

#[test]
fn kept_values_read_back_older_ones_too() {
    for scheme in Scheme::ALL {
        assert_eq!(Scheme::from_saved(scheme.as_str()), Some(scheme));
    }
    // What the app kept before the black scheme existed.
    assert_eq!(Scheme::from_saved("dark"), Some(Scheme::Dark));
    assert_eq!(Scheme::from_saved("light"), Some(Scheme::Light));
    assert_eq!(Scheme::from_saved("sepia"), None);
    for size in TextSize::ALL {
        assert_eq!(TextSize::from_saved(size.as_str()), Some(size));
        assert_eq!(size.as_str(), size.percent().to_string());
    }
    assert_eq!(TextSize::from_saved("150"), None);
}
