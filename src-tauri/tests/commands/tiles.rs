//! A hand's tiles read from a photo (`read_tiles`): the photo's bytes sent
//! as the request's raw body, as the page sends what its file input holds;
//! what is no camera's photo refused in words, nothing stored either way.

use serde_json::{Value, json};

use crate::support::Ui;

/// A PNG of `width` × `height` pixels of one colour: a bare table.
fn bare_table(width: u32, height: u32) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().unwrap();
    let pixels: Vec<u8> = (0..width * height).flat_map(|_| [112, 74, 40]).collect();
    writer.write_image_data(&pixels).unwrap();
    writer.finish().unwrap();
    out
}

fn code(err: &Value) -> &str {
    err["code"].as_str().unwrap()
}

#[test]
fn a_photo_of_a_bare_table_reads_no_tile_and_says_its_size() {
    let ui = Ui::new();
    let read = ui.call_raw("read_tiles", bare_table(320, 240)).unwrap();
    // The width, the height, and no tile.
    assert_eq!(read, json!([320, 240]));
    assert_eq!(
        ui.ok("current_match", json!({})),
        Value::Null,
        "nothing started"
    );
}

#[test]
fn what_is_no_photo_is_refused_in_words() {
    let ui = Ui::new();
    for bytes in [
        Vec::new(),
        b"a hand of 6-4, 5-5 and 0-0".to_vec(),
        bare_table(64, 48)[..60].to_vec(),
    ] {
        let err = ui.call_raw("read_tiles", bytes).unwrap_err();
        assert_eq!(code(&err), "photo_not_read", "{err}");
        assert!(err["message"].as_str().unwrap().contains("photo"), "{err}");
    }
}

#[test]
fn a_picture_larger_than_a_cameras_is_refused_before_it_is_read() {
    let ui = Ui::new();
    // 40 MiB and a byte: refused from its length alone.
    let err = ui
        .call_raw("read_tiles", vec![0; (40 << 20) + 1])
        .unwrap_err();
    assert_eq!(code(&err), "photo_too_large", "{err}");
    // A header that declares 20,000 × 20,000 pixels: refused from the header.
    let mut huge = bare_table(8, 8);
    huge[16..20].copy_from_slice(&20_000u32.to_be_bytes());
    huge[20..24].copy_from_slice(&20_000u32.to_be_bytes());
    let err = ui.call_raw("read_tiles", huge).unwrap_err();
    assert_eq!(code(&err), "photo_too_large", "{err}");
}

#[test]
fn a_photo_sent_as_arguments_rather_than_bytes_is_a_bad_argument() {
    let ui = Ui::new();
    let err = ui
        .call("read_tiles", json!({ "photo": [1, 2, 3] }))
        .unwrap_err();
    assert_eq!(code(&err), "bad_argument", "{err}");
    assert_eq!(err["params"]["name"], "photo");
}

#[test]
fn giving_up_with_no_photo_being_read_changes_nothing() {
    let ui = Ui::new();
    // Nothing being read: giving up changes nothing.
    assert_eq!(ui.ok("cancel_tiles_read", json!({})), Value::Null);
    let read = ui.call_raw("read_tiles", bare_table(100, 80)).unwrap();
    assert_eq!(read[0], 100);
}
