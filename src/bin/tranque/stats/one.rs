//! What `tranque stats` prints when asked about one player (`--player`) or
//! one meeting (`--versus`), from the same core calls as the app's screens.

use std::io::Write;

use tranque::insights::{Insights, last_change};

use super::super::Refusal;
use super::{Shown, matches, named, record};

/// The keys of one side of a head-to-head: `Ana`, or `Ana & Caio`.
pub(super) fn side_keys(side: &str) -> Vec<String> {
    side.split('&')
        .map(|name| tranque::name_key(name.trim()))
        .collect()
}

/// `--player NAME`: the player's page, or a refusal naming who was asked.
pub(super) fn player(
    insights: &Insights,
    name: &str,
    json: bool,
    out: &mut impl Write,
) -> Result<(), Refusal> {
    let Some(page) = insights.player_page(&tranque::name_key(name)) else {
        return Err(Refusal::Io(format!(
            "no finished match of {name} in these matches"
        )));
    };
    if json {
        return super::super::write_json(&page, out);
    }
    let s = &page.summary;
    let rating = s.rating.as_ref().map_or_else(
        || "none".to_owned(),
        |r| {
            let (low, high) = r.band_points();
            let moved = last_change(&page.chart)
                .map_or_else(String::new, |n| format!(", {n:+} with the last match"));
            format!(
                "{} points{moved} (μ {:.1} ± σ {:.1}; likely {low} to {high} points)",
                r.points, r.mu, r.sigma,
            )
        },
    );
    writeln!(
        out,
        "{}; rating {rating}",
        record(Shown(&s.name), s.matches, s.wins)
    )?;
    writeln!(out, "  {}", feats!(s))?;
    writeln!(
        out,
        "  best partner {}; toughest rival {}",
        named(s.best_partner.as_ref(), "won"),
        named(s.toughest_rival.as_ref(), "lost")
    )?;
    let chart: Vec<String> = page.chart.iter().map(|p| p.points.to_string()).collect();
    writeln!(out, "  rating after each match: {}", chart.join(", "))?;
    for (rules, r) in &page.by_rules {
        writeln!(
            out,
            "  rating, {}: {} points ({})",
            Shown(rules),
            r.points,
            matches(r.matches)
        )?;
    }
    for p in &page.partners {
        writeln!(
            out,
            "  partner {}",
            record(Shown(&p.name), p.matches, p.count)
        )?;
    }
    for o in &page.opponents {
        let m = &o.meeting;
        writeln!(
            out,
            "  against {}, {} lost, points {}–{}",
            record(Shown(&m.name), m.matches, m.wins),
            m.losses,
            m.points_for,
            m.points_against
        )?;
    }
    Ok(())
}

/// `--versus FIRST SECOND`: what the first did against the second.
pub(super) fn versus(
    insights: &Insights,
    sides: &[String],
    json: bool,
    out: &mut impl Write,
) -> Result<(), Refusal> {
    let keys: Vec<Vec<String>> = sides.iter().map(|side| side_keys(side)).collect();
    let met = match keys.as_slice() {
        [first, second] => {
            let first: Vec<&str> = first.iter().map(String::as_str).collect();
            let second: Vec<&str> = second.iter().map(String::as_str).collect();
            insights.head_to_head(&first, &second)
        }
        _ => None,
    };
    if json {
        return super::super::write_json(&met, out);
    }
    // Each side by the names last written, as every figure shows them; as
    // asked when the history never wrote them.
    let shown: Vec<String> = sides
        .iter()
        .zip(&keys)
        .map(|(asked, keys)| {
            keys.iter()
                .map(|key| insights.name(key))
                .collect::<Option<Vec<&str>>>()
                .map_or_else(|| asked.clone(), |names| names.join(" & "))
        })
        .collect();
    let (first, second) = (
        Shown(shown.first().map_or("", String::as_str)),
        Shown(shown.get(1).map_or("", String::as_str)),
    );
    let Some(m) = met else {
        return Ok(writeln!(
            out,
            "{first} and {second} never met in these matches"
        )?);
    };
    Ok(writeln!(
        out,
        "{first} against {second}: {}, {} won, {} lost; hands {}–{}; points {}–{}",
        matches(m.matches),
        m.wins,
        m.losses,
        m.hands_won,
        m.hands_lost,
        m.points_for,
        m.points_against
    )?)
}
