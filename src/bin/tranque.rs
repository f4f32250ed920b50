//! The `tranque` command-line tool.
fn main() {}
