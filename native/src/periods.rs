//! Reporting periods (the reference's `periods.py`): years, quarters, halves, fiscal and YTD
//! spans, months, ordinal years/cycles and tenors.

use crate::fact::Period;
use crate::numbers::int;
use crate::pats::M;
use crate::tables::Tables;
use crate::text::{back, fwd};

/// Memoised: the same few mentions are looked up for every number of a sentence.
pub fn find_period(t: &Tables, text: &str, last: bool) -> Period {
    let k = usize::from(last);
    if let Some(p) = t
        .period_cache
        .lock()
        .ok()
        .and_then(|c| c[k].get(text).cloned())
    {
        return p;
    }
    let p = find_period_uncached(t, text, last);
    if let Ok(mut c) = t.period_cache.lock() {
        if c[k].len() >= 16_384 {
            c[k].clear();
        }
        c[k].insert(text.to_string(), p.clone());
    }
    p
}

/// The reference's `_tenor`: "T1" for one year in any notation, "T6M" for six months.
fn tenor(t: &Tables, number: &str, months: bool) -> String {
    let n = t
        .tenor
        .get(number)
        .cloned()
        .unwrap_or_else(|| number.trim_start_matches('0').to_string());
    if !months {
        return format!("T{n}");
    }
    match n.parse::<u64>() {
        Ok(v) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) && v % 12 == 0 => {
            format!("T{}", v / 12)
        }
        _ => format!("T{n}M"),
    }
}

/// The reference's `_month_period`: a month ("M9"), or the quarter or half ending in it.
fn month_period(month: i64, span: &str) -> String {
    match span {
        "three" | "3" => format!("Q{}", (month + 2) / 3),
        "six" | "6" => (if month <= 6 { "H1" } else { "H2" }).to_string(),
        _ => format!("M{month}"),
    }
}

/// "2024" -> 2024, "24" -> 2024.
fn year_of(written: &str) -> i64 {
    int(written) + if written.len() == 2 { 2000 } else { 0 }
}

fn find_period_uncached(t: &Tables, text: &str, last: bool) -> Period {
    if last {
        let mut out = Period::default();
        for m in t.p.period.iter_all(text) {
            let p = find_period(t, m.text(text), false);
            out = Period {
                year: p.year.or(out.year),
                sub: p.sub.or(out.sub),
                rel: if p.rel.is_none() { out.rel } else { p.rel },
            };
        }
        return out;
    }
    let (mut year, mut sub, mut rel): (Option<i64>, Option<String>, Option<i64>) =
        (None, None, None);
    let lower = |s: Option<&str>| s.unwrap_or("").to_lowercase();
    for m in t.p.period.iter_all(text) {
        let g = |name: &str| m.get(text, name);
        if m.has("ytd") && sub.is_none() {
            sub = Some("YTD".into());
        } else if m.has("ord") && sub.is_none() {
            let unit = lower(g("ordu").or(g("ordu2")).or(g("ordu3")));
            let num = lower(g("ordz").or(g("ordn")).or(g("ordw")));
            let key = format!("Y{num}");
            let ordinal = t.ordinal.get(&key).cloned().unwrap_or(key);
            let unit = t.ord_units.get(&unit).cloned().unwrap_or(unit);
            sub = Some(format!("#{}:{}", &ordinal[1..], unit));
        } else if m.has("tenor") && sub.is_none() {
            if let Some(n) = g("tzi") {
                // a plan of n instalments ("分12期")
                let n = t
                    .tenor
                    .get(n)
                    .cloned()
                    .unwrap_or_else(|| n.trim_start_matches('0').to_string());
                sub = Some(format!("T{n}P"));
            } else {
                let months = m.has("tmn") || m.has("tzm");
                let number = lower(g("tn").or(g("tz")).or(g("tmn")));
                sub = Some(tenor(t, &number, months));
            }
        } else if m.has("yr") && (sub.is_none() || sub.as_deref() == Some("FY")) {
            let key = format!(
                "Y{}",
                lower(g("yrz").or(g("yrn")).or(g("yrw")).or(g("term")))
            );
            sub = Some(t.ordinal.get(&key).cloned().unwrap_or(key));
        } else if m.has("mo") {
            // "year ended December 31, 2024": FY already, the year still counts
            let mo = lower(g("mo"));
            let head: String = mo.chars().take(3).collect();
            let span = if m.has("mq") {
                "three".to_string()
            } else {
                lower(g("mspan"))
            };
            let month = t.month_num.get(&head).copied().unwrap_or(0);
            sub = sub.or_else(|| Some(month_period(month, &span)));
            year = year.or(Some(int(g("moy").unwrap_or("0"))));
        } else if m.has("zy") {
            let span = match g("zspan").unwrap_or("") {
                "三个月" | "3个月" | "季度" => "three",
                "六个月" | "6个月" => "six",
                _ => "",
            };
            sub = sub.or_else(|| Some(month_period(int(g("zm").unwrap_or("0")), span)));
            year = year.or(Some(int(g("zy").unwrap_or("0"))));
        } else if m.has("q") && sub.is_none() {
            if m.has("qy") {
                let first = m.text(text).chars().next().unwrap_or('?');
                sub = Some(format!("Q{first}"));
                year = year.or(Some(year_of(g("qy").unwrap_or("0"))));
                continue;
            }
            if m.has("qd") {
                // "3Q 2024", "1Q FY25"
                let written = g("qfy").or(g("qyear")).unwrap_or("0");
                year = year.or(Some(year_of(written)));
            }
            let key = match g("qn")
                .filter(|s| !s.is_empty())
                .or(g("qd").filter(|s| !s.is_empty()))
                .or(g("qz").filter(|s| !s.is_empty()))
            {
                Some(k) => k.to_string(),
                None => lower(g("qw")),
            };
            let quarter = t.quarters.get(&key).cloned().unwrap_or(key);
            // "三季度末" is the end of September: "9月末"
            let digits = quarter
                .get(1..)
                .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()));
            sub = Some(match digits.and_then(|d| d.parse::<i64>().ok()) {
                Some(q) if m.has("qend") => format!("M{}", 3 * q),
                _ => quarter,
            });
        } else if m.has("h") && sub.is_none() {
            let first = g("hn") == Some("1")
                || g("hd") == Some("1")
                || g("hz") == Some("上")
                || lower(g("hw")) == "first";
            sub = Some(if first || m.has("hy") { "H1" } else { "H2" }.into());
            if m.has("hd") {
                // "2H24", "1H FY2024", "2H 2025"
                let written = g("hyy").or(g("hfy")).or(g("hyear")).unwrap_or("0");
                year = year.or(Some(year_of(written)));
            }
        } else if m.has("fy") && sub.is_none() {
            sub = Some("FY".into());
        } else if m.has("y") && year.is_none() {
            year = Some(year_of(g("yn").or(g("yy")).unwrap_or("0"))); // "FY24"
        } else if m.has("rel") && rel.is_none() {
            rel = t.rel.get(&lower(g("rel"))).copied();
        }
    }
    Period { year, sub, rel }
}

/// The reference's `_is_day`: a month mention that names its day ("August 1, 2025").
fn is_day(x: &M, text: &str) -> bool {
    x.has("mo")
        && !x.has("mspan")
        && !x.has("mq")
        && x.text(text).chars().filter(|c| c.is_numeric()).count() > 4
}

pub type Span = (usize, usize, String);

/// Every period mention in ``text``; the full pattern runs only on windows around cheap triggers.
pub fn period_spans(t: &Tables, text: &str) -> Vec<Span> {
    let mut spans: Vec<Span> = Vec::new();
    let (mut lo, mut hi): (usize, isize) = (0, -1);
    let flush = |spans: &mut Vec<Span>, lo: usize, hi: usize| {
        for x in t.p.period.iter(text, lo, hi) {
            // a plan or tier named with a number ("Gold 2000") is no year; a birth date no period
            if x.has("y")
                && t.p
                    .plan_number
                    .found(text, back(text, x.start(), 12), x.start())
            {
                continue;
            }
            if t.p.birth.found(text, back(text, x.start(), 24), x.start()) {
                continue;
            }
            // the day an event happens ("ends on July 31, 2026") is no period
            if is_day(&x, text)
                && t.p
                    .event_date
                    .found(text, back(text, x.start(), 24), x.start())
            {
                continue;
            }
            // a date span's ends ("服务期2025年7月1日至2026年6月30日") date a term, not a period
            let day_end = if is_day(&x, text) {
                Some(x.end())
            } else {
                t.p.zh_day.at(text, x.end()).map(|d| d.end())
            };
            if let Some(e) = day_end {
                if t.p
                    .span_end_left
                    .found(text, back(text, x.start(), 6), x.start())
                    || t.p.span_start_right.at(text, e).is_some()
                    || t.p
                        .from_day_left
                        .found(text, back(text, x.start(), 16), x.start())
                {
                    continue;
                }
            }
            // a term before a rate is recorded as the tenor it is ("一年1.65%": "一年期")
            let mut said = x.text(text).to_string();
            if x.has("tzr") {
                said.push('期');
            } else if x.has("tzir") {
                said.insert(0, '分'); // "12期0.60%" is the instalment plan "分12期"
            }
            spans.push((x.start(), x.end(), said));
        }
    };
    for m in t.p.period_trigger.iter_all(text) {
        // the reference compares `m.start() - 24` (negative near the start: never a new window)
        let before = m.start() >= 96 || text[..m.start()].chars().count() >= 24;
        if before && back(text, m.start(), 24) as isize > hi {
            if hi >= 0 {
                flush(&mut spans, lo, hi as usize);
            }
            let floor = spans.last().map_or(0, |s| s.1);
            lo = back(text, m.start(), 24).max(floor);
        }
        hi = fwd(text, m.end(), 24) as isize;
    }
    if hi >= 0 {
        flush(&mut spans, lo, hi as usize);
    }
    spans
}

/// The period named by the mentions within [lo, hi), ignoring any overlapping ``skip``.
pub fn period_in(
    t: &Tables,
    spans: &[Span],
    lo: usize,
    hi: usize,
    last: bool,
    skip: (usize, usize),
) -> Period {
    let mut parts = spans
        .iter()
        .filter(|(s, e, _)| *s >= lo && *e <= hi && (*e <= skip.0 || *s >= skip.1))
        .map(|(_, _, x)| x.as_str());
    let Some(first) = parts.next() else {
        return Period::default();
    };
    match parts.next() {
        // one mention (the usual case) is its own text: nothing to join
        None => find_period(t, first, last),
        Some(second) => {
            let mut joined = format!("{first} ; {second}");
            for x in parts {
                joined.push_str(" ; ");
                joined.push_str(x);
            }
            find_period(t, &joined, last)
        }
    }
}
