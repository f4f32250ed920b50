//! The accessibility audit of a screen: axe-core, injected into the real
//! webview by the test (never loaded by the app), run under WCAG 2.2 A and AA
//! in every colour scheme and at the largest text size.
//!
//! A violation of impact `serious` or `critical` fails the test, with the
//! rule, its help and the elements it found; the others are counted and
//! printed. At 200 % text the page must not scroll sideways on the phone's
//! 360 px. Beside it, the layout audit ([`crate::layout`]): no word broken
//! inside itself, no text cut off.

use std::sync::OnceLock;
use std::time::Duration;

use fantoccini::Client;
use serde_json::{Value, json};

/// The rules axe-core checks: WCAG 2.0, 2.1 and 2.2, levels A and AA.
const WCAG_TAGS: [&str; 6] = [
    "wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa",
];

/// Rules that cannot apply to an app in a native webview, each with why.
const NOT_APPLICABLE: [(&str, &str); 0] = [];

/// One way the screen is looked at: a colour scheme and a text size, set on
/// the page's root as the settings set them (`data-theme`, `data-text`).
#[derive(Debug, Clone, Copy)]
pub struct Look {
    /// `light`, `dark` or `black`.
    pub theme: &'static str,
    /// The text size in per cent: 100 to 200.
    pub text: u32,
}

/// The looks every screen is audited in: the three colour schemes at the
/// settings' default size, then light and black at 200 %.
pub const LOOKS: [Look; 5] = [
    Look {
        theme: "light",
        text: 100,
    },
    Look {
        theme: "dark",
        text: 100,
    },
    Look {
        theme: "black",
        text: 100,
    },
    Look {
        theme: "light",
        text: 200,
    },
    Look {
        theme: "black",
        text: 200,
    },
];

/// axe-core's script, read from `node_modules` (`./x test` installs it).
fn axe_source() -> &'static str {
    static SOURCE: OnceLock<String> = OnceLock::new();
    SOURCE.get_or_init(|| {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../node_modules/axe-core/axe.min.js");
        std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "{} is missing ({e}): npm install (./x test does) puts axe-core there",
                path.display()
            )
        })
    })
}

/// Audits the screen shown in every [`LOOKS`], and its layout
/// ([`crate::layout::audit`]), then puts the page's own look back.
/// `screen` names it in the failure (`<test>-<label>`).
pub async fn audit(client: &Client, screen: &str) {
    inject(client).await;
    let own = bounded(
        "read the page's own look",
        client.execute(
            "const r = document.documentElement; \
             return [r.getAttribute('data-theme'), r.getAttribute('data-text')];",
            vec![],
        ),
    )
    .await;
    let mut serious = Vec::new();
    let mut others = Vec::new();
    for look in LOOKS {
        let result = run(client, look).await;
        let Some(violations) = result["violations"].as_array() else {
            panic!("axe-core gave no result on {screen} ({look:?}): {result}");
        };
        for violation in violations {
            let impact = violation["impact"].as_str().unwrap_or("unknown");
            let line = describe(violation, look);
            if matches!(impact, "serious" | "critical") {
                serious.push(line);
            } else {
                others.push(format!(
                    "{impact} {}",
                    violation["id"].as_str().unwrap_or("?")
                ));
            }
        }
        if look.text == 200 {
            let overflow = result["overflow"].as_i64().unwrap_or(0);
            if overflow > 0 {
                serious.push(format!(
                    "[{} {} %] the page scrolls sideways by {overflow} px: {}",
                    look.theme, look.text, result["widest"]
                ));
            }
        }
    }
    let layout = crate::layout::audit(client, screen).await;
    bounded(
        "put the page's own look back",
        client.execute(
            "const r = document.documentElement; const own = arguments[0]; \
             ['data-theme', 'data-text'].forEach((name, i) => own[i] === null \
               ? r.removeAttribute(name) : r.setAttribute(name, own[i]));",
            vec![own],
        ),
    )
    .await;
    others.sort();
    others.dedup();
    println!(
        "axe {screen}: {} serious or critical, others: {}",
        serious.len(),
        if others.is_empty() {
            "none".to_owned()
        } else {
            others.join(", ")
        }
    );
    assert!(
        serious.is_empty(),
        "accessibility violations on {screen}:\n{}",
        serious.join("\n")
    );
    if let Err(failure) = layout {
        panic!("{failure}");
    }
}

/// Puts axe-core in the page, once per page load.
async fn inject(client: &Client) {
    let present = bounded(
        "ask the page for axe-core",
        client.execute("return typeof window.axe === 'object';", vec![]),
    )
    .await;
    if present == Value::Bool(true) {
        return;
    }
    let script = format!("{}\n;return typeof window.axe === 'object';", axe_source());
    let injected = bounded("inject axe-core", client.execute(&script, vec![])).await;
    assert_eq!(
        injected,
        Value::Bool(true),
        "axe-core did not load in the page"
    );
}

/// Sets `look` on the page, runs axe-core and measures the sideways
/// overflow.
async fn run(client: &Client, look: Look) -> Value {
    let rules: serde_json::Map<String, Value> = NOT_APPLICABLE
        .iter()
        .map(|(rule, _why)| ((*rule).to_owned(), json!({ "enabled": false })))
        .collect();
    let options = json!({
        "runOnly": { "type": "tag", "values": WCAG_TAGS },
        "rules": rules,
        "resultTypes": ["violations"],
    });
    let script = r#"
        const [theme, text, options, done] = arguments;
        const root = document.documentElement;
        root.setAttribute('data-theme', theme);
        root.setAttribute('data-text', String(text));
        // Styles and layout are computed on demand (axe reads them): no
        // frame is waited for, so a page that draws no frame cannot stall it.
        void root.offsetWidth;
        axe.run(document, options).then(result => {
                const width = window.innerWidth;
                let widest = '';
                let most = 0;
                for (const el of document.querySelectorAll('body *')) {
                    const right = el.getBoundingClientRect().right;
                    if (right - width > most) {
                        most = right - width;
                        widest = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
                            (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : '');
                    }
                }
                done({
                    violations: result.violations.map(v => ({
                        id: v.id, impact: v.impact, help: v.help,
                        nodes: v.nodes.slice(0, 5).map(n => ({ target: n.target, summary: n.failureSummary })),
                    })),
                    overflow: Math.max(0, root.scrollWidth - root.clientWidth),
                    widest,
                });
        }, error => done({ error: String(error) }));
    "#;
    bounded(
        "run axe-core in the page",
        client.execute_async(script, vec![json!(look.theme), json!(look.text), options]),
    )
    .await
}

/// How long one of the audit's calls into the page may take.
const AUDIT_PATIENCE: Duration = Duration::from_secs(60);

/// Awaits one call into the page for at most [`AUDIT_PATIENCE`]: a page that
/// never answers fails the test in words instead of holding the suite.
pub(crate) async fn bounded<T>(
    what: &str,
    call: impl std::future::Future<Output = Result<T, fantoccini::error::CmdError>>,
) -> T {
    match tokio::time::timeout(AUDIT_PATIENCE, call).await {
        Ok(Ok(value)) => value,
        Ok(Err(e)) => panic!("{what}: {e}"),
        Err(_) => panic!("{what}: no answer in {} s", AUDIT_PATIENCE.as_secs()),
    }
}

/// One violation in a line per element: the look, the rule, its help.
fn describe(violation: &Value, look: Look) -> String {
    let nodes = violation["nodes"]
        .as_array()
        .map(|nodes| {
            nodes
                .iter()
                .map(|n| {
                    format!(
                        "    {} — {}",
                        n["target"],
                        n["summary"].as_str().unwrap_or("")
                    )
                })
                .collect::<Vec<_>>()
                .join("\n")
        })
        .unwrap_or_default();
    format!(
        "[{} {} %] {} {}: {}\n{nodes}",
        look.theme,
        look.text,
        violation["impact"].as_str().unwrap_or("?"),
        violation["id"].as_str().unwrap_or("?"),
        violation["help"].as_str().unwrap_or("?"),
    )
}

/// The role and accessible name of every element matching `css`, as a screen
/// reader is given them: computed by axe-core's own implementation of the
/// WAI-ARIA role and accessible-name rules, on the page as it stands.
pub async fn roles_and_names(client: &Client, css: &str) -> Vec<(String, String)> {
    inject(client).await;
    let script = r#"
        const [css] = arguments;
        axe.setup(document);
        try {
            return Array.from(document.querySelectorAll(css)).map(el => {
                const node = axe.utils.getNodeFromTree(el);
                return [axe.commons.aria.getRole(el) || '',
                        axe.commons.text.accessibleTextVirtual(node).trim()];
            });
        } finally {
            axe.teardown();
        }
    "#;
    let found = bounded(
        "the roles and names",
        client.execute(script, vec![json!(css)]),
    )
    .await;
    serde_json::from_value(found).unwrap_or_else(|e| panic!("the roles and names of {css}: {e}"))
}
