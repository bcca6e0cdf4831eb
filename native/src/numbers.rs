//! Number spellings → floats (the reference's `numbers.py`); Chinese numerals go through the
//! reference's cn2an-backed parser via a cached callback (see `lib.rs`).

use crate::tables::Tables;

pub fn parse_arabic(text: &str) -> f64 {
    let clean: String = ascii_digits(text)
        .chars()
        .filter(|&c| !matches!(c, ',' | '，' | '\'' | '’'))
        .collect();
    clean.parse::<f64>().unwrap_or(f64::NAN)
}

/// Full-width digits as ASCII (Python's `float`/`int` accept any Unicode decimal digit).
pub fn ascii_digits(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\u{FF10}'..='\u{FF19}' => char::from(b'0' + (c as u32 - 0xFF10) as u8),
            _ => c,
        })
        .collect()
}

pub fn int(text: &str) -> i64 {
    ascii_digits(text).parse().unwrap_or(0)
}

/// The place value of the last written digit: "27.8" → 0.1, "30" → 1.
pub fn precision_of(number_text: &str) -> f64 {
    for sep in [".", "点"] {
        if let Some(i) = number_text.rfind(sep) {
            let decimals = number_text[i + sep.len()..].chars().count();
            return 10f64.powf(-(decimals as f64));
        }
    }
    1.0
}

/// The multiplier of a scale word; a power of ten written out ("× 10^6", "e6") is its own.
pub fn scale_factor(t: &Tables, word: &str) -> f64 {
    let power = match word.rfind('^') {
        Some(i) => Some(&word[i + 1..]),
        None if word.starts_with(['e', 'E']) => Some(&word[1..]),
        None => None,
    };
    if let Some(p) = power.and_then(|p| p.parse::<i32>().ok()) {
        return 10f64.powi(p);
    }
    t.scales.get(&word.to_lowercase()).copied().unwrap_or(1.0)
}
