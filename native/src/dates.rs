//! Dates and times of day (the reference's `dates.py`).

use crate::numbers::int;
use crate::tables::Tables;
use crate::text::{back, fwd};

fn month(t: &Tables, name: &str) -> i64 {
    let head: String = name.chars().take(3).collect::<String>().to_lowercase();
    t.months.get(&head).copied().unwrap_or(0)
}

/// The reference's `_full_year`: a two-digit year is this century's ("15/03/25", "15 Mar '25").
fn full_year(year: i64) -> i64 {
    if year < 100 {
        year + 2000
    } else {
        year
    }
}

/// The reference's `_month_first`: ``text`` writes slash dates month first (it says so, writes one
/// that only reads that way, or writes US dollars and no pounds or euros).
fn month_first(t: &Tables, text: &str) -> bool {
    let low = crate::text::lower(text);
    if low.contains("mm/dd") || low.contains("dd/mm") {
        return low.contains("mm/dd");
    }
    let slashes: Vec<(i64, i64)> =
        t.p.slash_date
            .iter_all(text)
            .iter()
            .filter_map(|m| Some((int(m.get_i(text, 1)?), int(m.get_i(text, 2)?))))
            .collect();
    let month_second = slashes.iter().any(|&(_, second)| second > 12);
    if month_second || slashes.iter().any(|&(first, _)| first > 12) {
        return month_second;
    }
    t.p.us_dollar.search_all(text).is_some() && !text.contains('£') && !text.contains('€')
}

/// (start, end, year, month, day) of a date written at candidate position ``s`` (day 0 = month only).
pub fn date_at(t: &Tables, text: &str, s: usize) -> Option<(usize, usize, i64, i64, i64)> {
    // what the numeric patterns need in the next six characters (a cheap test that keeps five
    // regexes off most numbers)
    let head = &text[s..fwd(text, s, 6)];
    let iso = head
        .chars()
        .nth(4)
        .is_some_and(|c| matches!(c, '-' | '/' | '.'));
    let nian = head.contains('年');
    // a day or month of one or two digits, then the slash, dot or dash of a numeric date
    let sep = |set: &[char]| head.chars().skip(1).take(2).any(|c| set.contains(&c));
    for (rx, may) in [(&t.p.iso_date, iso), (&t.p.zh_date, nian)] {
        if let Some(d) = may.then(|| rx.at(text, s)).flatten() {
            let day = d.get_i(text, 3).map_or(0, int);
            return Some((
                s,
                d.end(),
                int(d.get_i(text, 1)?),
                int(d.get_i(text, 2)?),
                day,
            ));
        }
    }
    if let Some(d) = nian.then(|| t.p.roc_date.at(text, s)).flatten() {
        // Taiwan's Minguo years: year 1 is 1912
        let day = d.get_i(text, 3).map_or(0, int);
        let year = int(d.get_i(text, 1)?) + 1911;
        return Some((s, d.end(), year, int(d.get_i(text, 2)?), day));
    }
    if let Some(d) = sep(&['/']).then(|| t.p.slash_date.at(text, s)).flatten() {
        let (first, second) = (int(d.get_i(text, 1)?), int(d.get_i(text, 2)?));
        let us = second > 12 || (first <= 12 && month_first(t, text));
        let (day, mon) = if us { (second, first) } else { (first, second) };
        return Some((s, d.end(), full_year(int(d.get_i(text, 3)?)), mon, day));
    }
    if let Some(d) = sep(&['.', '-']).then(|| t.p.dot_date.at(text, s)).flatten() {
        let (first, second) = (int(d.get_i(text, 1)?), int(d.get_i(text, 2)?));
        let (day, mon) = if second > 12 {
            (second, first)
        } else {
            (first, second)
        };
        if (1..=12).contains(&mon) && (1..=31).contains(&day) {
            return Some((s, d.end(), int(d.get_i(text, 3)?), mon, day));
        }
    }
    if let Some(d) = t.p.en_dmy.at(text, s) {
        let year = full_year(int(d.get_i(text, 3)?.trim_start_matches(['\'', '’']))); // "15 Mar '25"
        return Some((
            s,
            d.end(),
            year,
            month(t, d.get_i(text, 2)?),
            int(d.get_i(text, 1)?),
        ));
    }
    if let Some(left) = t.p.en_mdy_left.search(text, back(text, s, 12), s) {
        let mon = month(t, left.get_i(text, 1)?);
        if let Some(r) = t.p.en_mdy_right.at(text, s) {
            return Some((
                left.start(),
                r.end(),
                int(r.get_i(text, 2)?),
                mon,
                int(r.get_i(text, 1)?),
            ));
        }
        if let Some(r) = t.p.en_my_right.at(text, s) {
            return Some((left.start(), r.end(), int(r.get_i(text, 1)?), mon, 0));
        }
    }
    swift_date(t, text, s).or_else(|| yearless_date(t, text, s))
}

/// The reference's `_yearless_date`: a day and month with no year at ``s`` (year 0): "3 October",
/// "October 9", "4月15日", and the last day of a span within one month ("11月1日至11日").
///
/// Runs for every number no other date pattern took, so each pattern is tried only where what it
/// needs is there: a space within the day's next five characters, a space before a month's day, 月,
/// 日 or 号 among the next characters.
fn yearless_date(t: &Tables, text: &str, s: usize) -> Option<(usize, usize, i64, i64, i64)> {
    let head = &text[s..fwd(text, s, 6)];
    if let Some(d) = head
        .chars()
        .any(char::is_whitespace)
        .then(|| t.p.en_dm.at(text, s))
        .flatten()
    {
        let mon = month(t, d.get_i(text, 2)?);
        return Some((s, d.end(), 0, mon, int(d.get_i(text, 1)?)));
    }
    let after_space = text[..s]
        .chars()
        .next_back()
        .is_some_and(char::is_whitespace);
    if let Some(left) = after_space
        .then(|| t.p.en_md_left.search(text, back(text, s, 12), s))
        .flatten()
    {
        // a whole word ("Sep", not "…sep")
        let word = !text[..left.start()]
            .chars()
            .next_back()
            .is_some_and(char::is_alphabetic);
        if let Some(r) = word.then(|| t.p.en_md_right.at(text, s)).flatten() {
            let mon = month(t, left.get_i(text, 1)?);
            return Some((left.start(), r.end(), 0, mon, int(r.get_i(text, 1)?)));
        }
    }
    if let Some(d) = head.contains('月').then(|| t.p.zh_md.at(text, s)).flatten() {
        let every_year = t.p.every_year_zh.search(text, back(text, s, 4), s);
        if every_year.is_none() {
            return Some((
                s,
                d.end(),
                0,
                int(d.get_i(text, 1)?),
                int(d.get_i(text, 2)?),
            ));
        }
    }
    if !head.contains(['日', '号']) {
        return None;
    }
    let d = t.p.zh_span_day.at(text, s)?;
    let left = t.p.zh_span_month_left.search(text, back(text, s, 16), s)?;
    let year = left.get_i(text, 1).map_or(0, int);
    Some((
        s,
        d.end(),
        year,
        int(left.get_i(text, 2)?),
        int(d.get_i(text, 1)?),
    ))
}

/// The reference's `_swift_date`: a SWIFT date field's YYMMDD (":31D: Date and Place of Expiry:
/// 250915 HAMBURG"): six digits, no more, after the field's tag and name.
fn swift_date(t: &Tables, text: &str, s: usize) -> Option<(usize, usize, i64, i64, i64)> {
    let d = t.p.swift_date.at(text, s)?;
    if text[d.end()..].starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    if !t.p.swift_field_left.found(text, back(text, s, 48), s) {
        return None;
    }
    let (mon, day) = (int(d.get_i(text, 2)?), int(d.get_i(text, 3)?));
    if !(1..=12).contains(&mon) || !(1..=31).contains(&day) {
        return None;
    }
    Some((s, d.end(), 2000 + int(d.get_i(text, 1)?), mon, day))
}

/// `date_at` for a date in Chinese numerals ("二〇二五年三月十五日"): the year digit by digit, month
/// and day as numbers.
pub fn zh_numeral_date_at(
    t: &Tables,
    text: &str,
    s: usize,
) -> Option<(usize, usize, i64, i64, i64)> {
    let Some(d) = t.p.zh_numeral_date.at(text, s) else {
        return zh_numeral_span_day(t, text, s);
    };
    let year = d
        .get_i(text, 1)?
        .chars()
        .try_fold(0i64, |y, c| Some(y * 10 + zh_digit(c)?))?;
    let day = d.get_i(text, 3).map_or(0, zh_small);
    Some((s, d.end(), year, zh_small(d.get_i(text, 2)?), day))
}

/// The reference's `_zh_numeral_span_day`: the last day of a span within one month, in Chinese
/// numerals ("11月1日至十一日"), as `yearless_date` reads it in digits.
fn zh_numeral_span_day(t: &Tables, text: &str, s: usize) -> Option<(usize, usize, i64, i64, i64)> {
    let d = t.p.zh_numeral_span_day.at(text, s)?;
    let left = t.p.zh_span_month_left.search(text, back(text, s, 16), s)?;
    let day = zh_small(d.get_i(text, 1)?);
    if day == 0 {
        return None;
    }
    let year = left.get_i(text, 1).map_or(0, int);
    Some((s, d.end(), year, int(left.get_i(text, 2)?), day))
}

fn zh_digit(c: char) -> Option<i64> {
    "〇一二三四五六七八九"
        .chars()
        .position(|d| d == c)
        .map(|i| i as i64)
        .or((c == '零').then_some(0))
}

/// 十 = 10, 十五 = 15, 二十 = 20, 二十一 = 21, 三 = 3 (0 for a malformed one).
fn zh_small(numeral: &str) -> i64 {
    let Some((tens, units)) = numeral.split_once('十') else {
        let mut chars = numeral.chars();
        return match (chars.next(), chars.next()) {
            (Some(c), None) => zh_digit(c).unwrap_or(0),
            _ => 0,
        };
    };
    if tens.chars().count() > 1 || units.chars().count() > 1 {
        return 0;
    }
    let digit = |s: &str, none: i64| s.chars().next().map_or(none, |c| zh_digit(c).unwrap_or(0));
    digit(tens, 1) * 10 + digit(units, 0)
}

/// "min" for the start of a span ("from X to …"), "max" for its end ("… to X", "截止到X").
pub fn date_role(t: &Tables, text: &str, start: usize, end: usize) -> Option<&'static str> {
    if let Some(after) = t.p.date_to_after.at(text, end) {
        if t.p.date_ahead.at(text, after.end()).is_some() {
            return Some("min");
        }
    }
    if t.p.date_to_before.found(text, back(text, start, 14), start) {
        return Some("max");
    }
    None
}

pub fn time_at(
    t: &Tables,
    text: &str,
    pos: usize,
    ampm: Option<&str>,
) -> Option<(f64, usize, Option<String>)> {
    let _ = ampm;
    if let Some(m) = t.p.time_ap.at(text, pos) {
        let ap = m.get_i(text, 3).map(str::to_string);
        let value = minutes(m.get_i(text, 1)?, m.get_i(text, 2), ap.as_deref())?;
        return Some((value, m.end(), ap));
    }
    if let Some(m) = t.p.time_24.at(text, pos) {
        let value = minutes(m.get_i(text, 1)?, m.get_i(text, 2), None)?;
        return Some((value, m.end(), None));
    }
    None
}

/// The reference's `hour_range_at`: (from, to, end) of an hour range whose bare first hour is
/// ``text[start..end]`` ("4-7 pm": 16:00 to 19:00; "11-2 pm": 11:00 to 14:00).
pub fn hour_range_at(
    t: &Tables,
    text: &str,
    start: usize,
    end: usize,
) -> Option<(f64, f64, usize)> {
    let r = t.p.hour_range.at(text, end)?;
    let hour = &text[start..end];
    if hour.is_empty() || !hour.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let (to, to_end, ampm) = time_at(t, text, r.span_i(1)?.0, None)?;
    let ampm = ampm?;
    let mut from = minutes(hour, None, Some(&ampm));
    if from.is_some_and(|f| f > to) {
        from = minutes(hour, None, Some("am"));
    }
    let from = from.filter(|f| *f <= to)?;
    Some((from, to, to_end))
}

fn minutes(hour: &str, minute: Option<&str>, ampm: Option<&str>) -> Option<f64> {
    let mut h = int(hour);
    let mnt = minute.map_or(0, int);
    if let Some(ap) = ampm.filter(|s| !s.is_empty()) {
        let pm = ap.to_lowercase().starts_with('p');
        if !(1..=12).contains(&h) {
            return None;
        }
        h = (h % 12) + if pm { 12 } else { 0 };
    }
    if h > 24 || mnt > 59 {
        return None;
    }
    Some((h * 60 + mnt) as f64)
}
