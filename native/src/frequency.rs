//! Dosing and service frequencies as a rate per day (the reference's `frequency.py`).

use crate::pats::M;
use crate::tables::Tables;

pub fn per_day(t: &Tables, text: &str, m: &M<'_>) -> Option<f64> {
    if m.has("en") {
        if let Some(n) = m.get(text, "n").filter(|s| !s.is_empty()) {
            return n.parse::<f64>().ok();
        }
        return t.freq_word.get(&m.get(text, "en")?.to_lowercase()).copied();
    }
    if m.has("abbr") {
        let key = m.get(text, "abbr")?.to_lowercase().replace('.', "");
        return t.freq_abbr.get(&key).copied();
    }
    if m.has("qh") {
        let hours: i64 = m.get(text, "qh")?.parse().ok()?;
        return if hours != 0 {
            Some(24.0 / hours as f64)
        } else {
            None
        };
    }
    // once a week ("once weekly", "每周一次")
    if m.has("wen") || m.has("zhw") {
        return Some(1.0 / 7.0);
    }
    // once a month ("once monthly", "每月一次")
    if m.has("men") || m.has("zhm") {
        return Some(1.0 / 30.4375);
    }
    let zh = m.get(text, "zh")?;
    match t.freq_word.get(zh) {
        Some(&v) if v != 0.0 => Some(v),
        _ => zh.parse::<f64>().ok(),
    }
}
