//! Pairing a round of a Swiss tournament of 64 pairs.
//!
//! `cargo bench -p tranque --bench tournament`

fn main() {}
