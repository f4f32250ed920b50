//! Pieces shared by the screens, one file a widget: a screen's bar, a chip and a
//! task's button, a side's name, the table drawing, tiles and the picker, the
//! number pad and a number's field, a list's rows, the scoreboard, the scoresheet and its picture saved, the
//! score chart, dates and the signature's ink.

mod bar;
mod buttons;
mod chart;
mod dates;
mod num_pad;
mod number;
mod rows;
mod scoreboard;
mod sheet;
mod sheet_image;
mod sides;
mod signature;
mod table_drawing;
mod tiles;

pub use bar::BackBar;
pub use buttons::{Chip, GoButton, SaveButton, TaskButton};
pub use chart::Chart;
pub use dates::local_day;
pub use num_pad::NumPad;
pub use number::NumberInput;
pub use rows::rows_or_none;
pub use scoreboard::Scoreboard;
pub use sheet::{Sheet, row_label};
pub use sheet_image::SaveSheetImage;
pub use sides::{side_name, side_short, table_of};
pub use signature::{SIGNATURE_VIEWBOX, SignatureInk, pad_point};
pub use table_drawing::TableDrawing;
pub use tiles::{TileFace, TilePicker, tile_face_markup};
