//! The process's memory, as the benches that run each case in a child
//! process of its own measure it (`handover.rs`, `import.rs`).

/// The process's peak resident memory so far (`VmHWM`), in MiB; NaN where
/// `/proc` does not say.
pub fn peak_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|kb| kb.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}
