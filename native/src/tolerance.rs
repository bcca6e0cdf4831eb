//! Tolerances stated on a value (the reference's `tolerance.py`): "USD 850,000, tolerance +/- 5%",
//! "55,000 mt, 10% more or less", "数量溢短装±10%". A value within the band agrees (`values_agree`).

use crate::tables::Tables;
use crate::text::fwd;

/// Characters after a value that its tolerance may stand in.
const WINDOW: usize = 80;
/// Every alternative of the pattern needs "+", "plu", "more" or "tolerance" (in any case) or one of
/// these: most values are followed by none of them, and their check is cheaper than the patterns'.
const KEYS: [&str; 5] = ["±", "浮动", "溢短装", "误差", "偏差"];

/// The tolerance stated after the value ending at byte ``end``, in percent (50 basis points: 0.5);
/// 0.0 when none: on the value's line, before any other number. ``keys`` are the text's
/// `key_starts`: a window where no key starts holds no tolerance, and most windows hold none.
pub fn stated_tolerance(t: &Tables, text: &str, end: usize, keys: &[usize]) -> f64 {
    let Some(&next_key) = keys.get(keys.partition_point(|&k| k < end)) else {
        return 0.0;
    };
    if next_key >= end + 4 * WINDOW {
        return 0.0; // (4 bytes a character at most)
    }
    let hi = fwd(text, end, WINDOW);
    if next_key >= hi {
        return 0.0;
    }
    let mut window = &text[end..hi];
    if let Some(stop) = t.p.tolerance_stop.search_all(window) {
        window = &window[..stop.start()];
    }
    let Some(m) = t.p.tolerance.search_all(window) else {
        return 0.0;
    };
    if has_number(t, &window[..m.start()]) {
        return 0.0;
    }
    if m.has("pm_bp") && window[m.end()..].starts_with(|c: char| c.is_ascii_alphabetic()) {
        return 0.0; // "± 5 bpm": a heart rate's beats, not basis points
    }
    let number = |name: &str| m.get(window, name).and_then(|n| n.parse::<f64>().ok());
    if let (Some(up), Some(down)) = (number("up"), number("down")) {
        return up.max(down);
    }
    let stated = ["pm", "ml", "lm", "zh"].iter().find_map(|g| number(g));
    match stated {
        Some(n) if m.has("pm_bp") => n / 100.0,
        Some(n) => n,
        None => 0.0,
    }
}

/// The band a stated tolerance gives a value, in its canonical unit: a rate's tolerance is in
/// percentage points ("60.5% plus or minus 50 basis points"), any other value's is a share of it.
pub fn tolerance_band(kind: &str, value: f64, high: Option<f64>, percent: f64) -> f64 {
    if percent <= 0.0 || kind == "date" || kind == "time" {
        return 0.0;
    }
    if kind == "percent" {
        return percent;
    }
    percent / 100.0 * value.abs().max(high.unwrap_or(value).abs())
}

/// A number stands in ``gap`` (digits not glued to a letter: "field 39A" is a name).
fn has_number(t: &Tables, gap: &str) -> bool {
    t.p.tolerance_number.iter_all(gap).iter().any(|m| {
        let before = gap[..m.start()].chars().next_back();
        let after = gap[m.end()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_alphabetic())
            && !after.is_some_and(|c| c.is_ascii_alphabetic())
    })
}

/// Where in ``text`` a key of the pattern starts (byte offsets, ascending), found once per text.
pub fn key_starts(text: &str) -> Vec<usize> {
    let b = text.as_bytes();
    (0..b.len())
        .filter(|&i| {
            let rest = &b[i..];
            let word = |w: &[u8]| rest.len() >= w.len() && rest[..w.len()].eq_ignore_ascii_case(w);
            match b[i] {
                b'+' => true,
                b'p' | b'P' => word(b"plu"),
                b'm' | b'M' => word(b"more"),
                b't' | b'T' => word(b"tolerance"),
                0xC2.. => KEYS.iter().any(|k| rest.starts_with(k.as_bytes())),
                _ => false,
            }
        })
        .collect()
}
