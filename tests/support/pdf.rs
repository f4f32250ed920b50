//! A PDF read back as a player would: the text of each page (as a PDF
//! reader extracts it, spaces collapsed) and the QR code drawn on each page
//! (the page rasterised at 2 pixels a point, then decoded). Shared by the
//! core's paperwork tests and the shell's.

#![allow(dead_code)] // Each test suite reads what it needs.

/// The text of each page, spaces collapsed.
pub fn texts(pdf: &[u8]) -> Vec<String> {
    assert!(pdf.starts_with(b"%PDF"), "not a PDF");
    pdf_extract::extract_text_from_mem_by_pages(pdf)
        .unwrap_or_else(|e| panic!("the PDF's text: {e}"))
        .into_iter()
        .map(|page| page.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

/// How many pages.
pub fn pages_of(pdf: &[u8]) -> usize {
    let pdf = hayro::hayro_syntax::Pdf::new(pdf.to_vec())
        .unwrap_or_else(|e| panic!("a PDF hayro reads: {e:?}"));
    pdf.pages().len()
}

/// Each page rasterised at 2 pixels a point, as grey pixels: its width,
/// height and pixels.
pub fn rasterised(pdf: &[u8]) -> Vec<(usize, usize, Vec<u8>)> {
    let pdf = hayro::hayro_syntax::Pdf::new(pdf.to_vec())
        .unwrap_or_else(|e| panic!("a PDF hayro reads: {e:?}"));
    let cache = hayro::RenderCache::new();
    pdf.pages()
        .iter()
        .map(|page| {
            let pixmap = hayro::render(
                page,
                &cache,
                &hayro::hayro_interpret::InterpreterSettings::default(),
                &hayro::RenderSettings::default(),
                &hayro::PixmapSettings {
                    x_scale: 2.0,
                    y_scale: 2.0,
                    ..hayro::PixmapSettings::default()
                },
            );
            let (w, h) = (usize::from(pixmap.width()), usize::from(pixmap.height()));
            // Premultiplied RGBA on a transparent ground: what is not drawn is white.
            let grey = pixmap
                .data_as_u8_slice()
                .chunks(4)
                .map(|p| {
                    let ink = (u16::from(p[0]) + u16::from(p[1]) + u16::from(p[2])) / 3;
                    u8::try_from((255 - u16::from(p[3]) + ink).min(255)).unwrap_or(255)
                })
                .collect();
            (w, h, grey)
        })
        .collect()
}

/// The text of the one QR code found in a grey picture.
pub fn decode(width: usize, height: usize, grey: &[u8]) -> String {
    let mut image =
        rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| grey[y * width + x]);
    let grids = image.detect_grids();
    assert_eq!(grids.len(), 1, "one code on the page");
    grids[0]
        .decode()
        .unwrap_or_else(|e| panic!("the code reads: {e:?}"))
        .1
}

/// The code of each page.
pub fn codes(pdf: &[u8]) -> Vec<String> {
    rasterised(pdf)
        .iter()
        .map(|(w, h, grey)| decode(*w, *h, grey))
        .collect()
}
