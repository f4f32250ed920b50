//! What the phone offers beyond a desktop (`phone_features`).

use serde::{Deserialize, Serialize};

/// What the phone offers the UI beyond a desktop.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PhoneFeatures {
    /// A camera scanner for QR codes (the barcode-scanner plugin, on
    /// Android and iOS): the UI offers "Scan a code with the camera".
    pub scanner: bool,
}
