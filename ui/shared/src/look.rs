//! How the screens look, as the player sets it on the home screen: the
//! colours ([`Scheme`]) and the size of the text ([`TextSize`]). Each is kept
//! on the phone and shown as an attribute of `<html>` that `ui/style.css`
//! reads (`data-theme`, `data-text`).

/// The colours of the screens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scheme {
    /// Dark text on a light background.
    Light,
    /// Light text on a dark background.
    Dark,
    /// Light text on true black, for OLED screens in a dark bar.
    Black,
}

impl Scheme {
    /// Every scheme, in the order the settings show them.
    pub const ALL: [Scheme; 3] = [Scheme::Light, Scheme::Dark, Scheme::Black];

    /// The value kept on the phone and set as `data-theme` on `<html>`.
    pub fn as_str(self) -> &'static str {
        match self {
            Scheme::Light => "light",
            Scheme::Dark => "dark",
            Scheme::Black => "black",
        }
    }

    /// The scheme a kept value names (the older app kept `dark` or `light`).
    pub fn from_saved(saved: &str) -> Option<Scheme> {
        Scheme::ALL.into_iter().find(|s| s.as_str() == saved)
    }
}

/// The size of the text, relative to the app's usual size (which itself
/// follows the size the phone's settings ask for).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextSize {
    /// The usual size.
    Normal,
    /// 130 %.
    Large,
    /// 160 %.
    Larger,
    /// 200 %.
    Largest,
}

impl TextSize {
    /// Every size, in the order the settings show them.
    pub const ALL: [TextSize; 4] = [
        TextSize::Normal,
        TextSize::Large,
        TextSize::Larger,
        TextSize::Largest,
    ];

    /// The size in percent of the usual size.
    pub fn percent(self) -> u16 {
        match self {
            TextSize::Normal => 100,
            TextSize::Large => 130,
            TextSize::Larger => 160,
            TextSize::Largest => 200,
        }
    }

    /// The value kept on the phone and set as `data-text` on `<html>`:
    /// the percent, as digits.
    pub fn as_str(self) -> &'static str {
        match self {
            TextSize::Normal => "100",
            TextSize::Large => "130",
            TextSize::Larger => "160",
            TextSize::Largest => "200",
        }
    }

    /// The size a kept value names.
    pub fn from_saved(saved: &str) -> Option<TextSize> {
        TextSize::ALL.into_iter().find(|s| s.as_str() == saved)
    }
}

#[cfg(test)]
mod tests;
