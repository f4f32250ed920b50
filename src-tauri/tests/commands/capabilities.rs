//! What the app may be asked: every command of the manifest registered and
//! granted, the camera scanner on phones alone, an unknown command not found.

use serde_json::{Value, json};

use crate::support::Ui;

#[test]
fn every_command_of_the_manifest_is_registered_and_granted() {
    let build = include_str!("../../build.rs");
    let capability: Value =
        serde_json::from_str(include_str!("../../capabilities/default.json")).unwrap();
    let start = build.find(".commands(&[").unwrap();
    let end = start + build[start..].find("])").unwrap();
    let commands: Vec<&str> = build[start..end].split('"').skip(1).step_by(2).collect();
    assert_eq!(commands.len(), 79, "{commands:?}");
    let granted: Vec<String> = capability["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap().to_owned())
        .collect();
    let wanted: Vec<String> = commands
        .iter()
        .map(|c| format!("allow-{}", c.replace('_', "-")))
        .collect();
    assert_eq!(granted, wanted);
    let ui = Ui::new();
    for command in commands {
        if let Err(err) = ui.call(command, json!({})) {
            let text = err.to_string();
            assert!(!text.contains("not found"), "{command}: {text}");
        }
    }
}

#[test]
fn the_camera_scanner_is_granted_on_phones_alone_and_only_its_scan() {
    // Every capability file: the app's commands everywhere, the scanner on
    // phones. Another file would grant something this test does not see.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("capabilities");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    assert_eq!(files, ["default.json", "mobile.json"]);
    let default: Value =
        serde_json::from_str(include_str!("../../capabilities/default.json")).unwrap();
    assert!(default.get("platforms").is_none(), "every platform");
    let granted = |capability: &Value| -> Vec<String> {
        capability["permissions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap().to_owned())
            .collect()
    };
    assert!(
        granted(&default).iter().all(|p| !p.contains(':')),
        "the default capability grants no plugin's permission"
    );
    let mobile: Value =
        serde_json::from_str(include_str!("../../capabilities/mobile.json")).unwrap();
    assert_eq!(mobile["platforms"], json!(["android", "iOS"]));
    assert_eq!(mobile["windows"], json!(["main"]));
    assert_eq!(
        granted(&mobile),
        [
            "barcode-scanner:allow-scan",
            "barcode-scanner:allow-cancel",
            "barcode-scanner:allow-check-permissions",
            "barcode-scanner:allow-request-permissions",
        ]
    );
    // The plugin is a dependency of phone builds alone, and registered there.
    let manifest = include_str!("../../Cargo.toml");
    let phones = manifest
        .find("[target.'cfg(any(target_os = \"android\", target_os = \"ios\"))'.dependencies]")
        .unwrap();
    let section = &manifest[phones..];
    let section = &section[..section[1..].find("\n[").map_or(section.len(), |n| n + 1)];
    assert!(
        section.contains("tauri-plugin-barcode-scanner = \"^2\""),
        "{section}"
    );
    assert_eq!(manifest.matches("tauri-plugin-barcode-scanner").count(), 1);
    assert!(
        include_str!("../../src/phone/mobile.rs")
            .contains(".plugin(tauri_plugin_barcode_scanner::init())")
    );
    // A desktop has no scanner: the UI reads codes from pictures there.
    assert_eq!(
        Ui::new().ok("phone_features", json!({})),
        json!({"scanner": false})
    );
}

#[test]
fn an_unknown_command_is_not_found() {
    let err = Ui::new().call("drop_tables", json!({})).unwrap_err();
    assert!(err.to_string().contains("not found"), "{err}");
}
