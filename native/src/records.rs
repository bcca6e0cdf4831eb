//! Records (the reference's `checks/records.py`): two chunks that name different records of one
//! kind (order #A20931 and order #A20947) are about different things, so their values never
//! conflict. A record is a labelled identifier ("Order #A20931", "保单号 GX-2291"), or a person named
//! after a label ("Patient: Song Wei", "被保险人：刘芳") or before an age ("刘芳，女，35岁").
//!
//! Read here rather than in Python: over a request's new text the reference's reading cost about a
//! sixth of a check. The reference's own labels and patterns (handed over in the tables), read the
//! same way: each label's places found first (overlapping ones too), the identifier or name read at
//! each place; names only around the ages a text states.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use fancy_regex::Regex as Fancy;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use regex::Regex;

use crate::text;

/// The records a text names, by kind: {"order": {"A20931"}}.
pub type Records = BTreeMap<String, BTreeSet<String>>;

/// The reference's labels and patterns (`zero_layer.extract.native.tables()["records"]`), compiled:
/// the engine holds none of its own.
pub struct RecordTables {
    /// label (lower case) -> the kind of record it names
    kinds: HashMap<String, String>,
    kind_label: Regex,
    id_at: Fancy,
    date: Regex,
    name_label: Regex,
    name_at: Fancy,
    age_mark: Regex,
    aged_name: Fancy,
    not_a_name: Regex,
    /// how far (in characters) before an age a name may start
    name_reach: usize,
}

impl RecordTables {
    pub fn from_py(d: &Bound<'_, PyAny>) -> PyResult<RecordTables> {
        let text = |key: &str| -> PyResult<String> { d.get_item(key)?.extract() };
        let bad =
            |key: &str, e: String| PyValueError::new_err(format!("tables: records {key}: {e}"));
        let re = |key: &str, wrap: &str| -> PyResult<Regex> {
            Regex::new(&wrap.replace("{}", &text(key)?)).map_err(|e| bad(key, e.to_string()))
        };
        let fancy = |key: &str, wrap: &str| -> PyResult<Fancy> {
            Fancy::new(&wrap.replace("{}", &text(key)?)).map_err(|e| bad(key, e.to_string()))
        };
        Ok(RecordTables {
            kinds: d.get_item("kinds")?.extract()?,
            // the reference finds the labels in the lower-cased text; its identifier pattern ignores case
            kind_label: re("kind_label", "(?i){}")?,
            // `match` at a label's place: anchored at the start of the rest of the text
            id_at: fancy("id_at", "(?i)^(?:{})")?,
            date: re("date", "^(?:{})$")?, // `fullmatch`
            name_label: re("name_label", "{}")?,
            name_at: fancy("name_at", "^(?:{})")?,
            age_mark: re("age_mark", "{}")?,
            aged_name: fancy("aged_name", "{}")?,
            not_a_name: re("not_a_name", "{}")?,
            name_reach: d.get_item("name_reach")?.extract()?,
        })
    }
}

/// Where each match of ``labels`` starts, overlapping ones included (the reference searches again
/// from the character after each place): the longest label at each place.
fn places<'t>(labels: &Regex, s: &'t str) -> Vec<(usize, &'t str)> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(m) = labels.find_at(s, from) {
        out.push((m.start(), m.as_str()));
        from = text::fwd(s, m.start(), 1);
    }
    out
}

/// The records ``plain`` (a text as `text::plain` reads it) names, by kind.
pub fn record_ids(p: &RecordTables, plain: &str) -> Records {
    let mut found = Records::new();
    for (i, _) in places(&p.kind_label, plain) {
        if text::prev_char(plain, i).is_some_and(|c| c.is_ascii_alphabetic()) {
            continue; // "reorder", "subcontract": the label is inside a word
        }
        let Ok(Some(m)) = p.id_at.captures(&plain[i..]) else {
            continue;
        };
        let (Some(label), Some(code)) = (m.get(1), m.get(2)) else {
            continue;
        };
        let code = code.as_str().to_uppercase();
        if code.chars().any(|c| c.is_ascii_digit()) && !p.date.is_match(&code) {
            let kind = p.kinds.get(&label.as_str().to_lowercase());
            found
                .entry(kind.cloned().unwrap_or_default())
                .or_default()
                .insert(code);
        }
    }
    for (i, label) in places(&p.name_label, plain) {
        if label.is_ascii() && text::prev_char(plain, i).is_some_and(char::is_alphabetic) {
            continue;
        }
        if let Ok(Some(m)) = p.name_at.captures(&plain[i..]) {
            if let Some(name) = m.name("zh").or_else(|| m.name("en")) {
                add_person(&mut found, name.as_str());
            }
        }
    }
    for name in aged_names(p, plain) {
        if !p.not_a_name.is_match(&name) {
            add_person(&mut found, &name); // not "The Gold Plan, age 65": a plan's words
        }
    }
    found
}

fn add_person(found: &mut Records, name: &str) {
    let kind = if name.is_ascii() {
        "person_en"
    } else {
        "person_zh"
    };
    found
        .entry(kind.to_string())
        .or_default()
        .insert(name.to_string());
}

/// The names before an age, read only around the ages a text states, each window as the
/// reference's `finditer(text, start - 60, end + 2)` reads it (the first match at a place wins).
fn aged_names(p: &RecordTables, s: &str) -> Vec<String> {
    let mut found: BTreeMap<usize, String> = BTreeMap::new();
    for age in p.age_mark.find_iter(s) {
        let window = &s[..text::fwd(s, age.end(), 2)];
        let mut pos = text::back(s, age.start(), p.name_reach);
        while let Ok(Some(m)) = p.aged_name.captures_from_pos(window, pos) {
            let Some(all) = m.get(0) else { break };
            if let Some(name) = m
                .name("zh")
                .or_else(|| m.name("zh2"))
                .or_else(|| m.name("en"))
            {
                found
                    .entry(all.start())
                    .or_insert_with(|| name.as_str().to_string());
            }
            pos = if all.end() > all.start() {
                all.end()
            } else {
                text::fwd(window, all.end(), 1)
            };
            if pos >= window.len() {
                break;
            }
        }
    }
    found.into_values().collect()
}

/// Both name records of some kind and none of that kind in common.
pub fn different(a: &Records, b: &Records) -> bool {
    a.iter()
        .any(|(kind, ids)| b.get(kind).is_some_and(|other| ids.is_disjoint(other)))
}
