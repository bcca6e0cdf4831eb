//! Records (the reference's `checks/records.py`): two chunks that name different records of one
//! kind (order #A20931 and order #A20947) are about different things, so their values never
//! conflict. A record is a labelled identifier ("Order #A20931", "保单号 GX-2291"), or a person named
//! after a label ("Patient: Song Wei", "被保险人：刘芳") or before an age ("刘芳，女，35岁").
//!
//! Read here rather than in Python: over a request's new text the reference's reading cost about a
//! sixth of a check. Same patterns, read the same way: each label's places found first (overlapping
//! ones too), the identifier or name read at each place; names only around the ages a text states.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use fancy_regex::Regex as Fancy;
use regex::Regex;

use crate::text;

/// The records a text names, by kind: {"order": {"A20931"}}.
pub type Records = BTreeMap<&'static str, BTreeSet<String>>;

/// label -> the kind of record it names, in both languages
const KINDS: &[(&str, &str)] = &[
    ("order", "order"),
    ("订单", "order"),
    ("policy", "policy"),
    ("保单", "policy"),
    ("invoice", "invoice"),
    ("发票", "invoice"),
    ("claim", "claim"),
    ("赔案", "claim"),
    ("理赔", "claim"),
    ("account", "account"),
    ("账户", "account"),
    ("账号", "account"),
    ("contract", "contract"),
    ("合同", "contract"),
    ("waybill", "waybill"),
    ("tracking", "waybill"),
    ("运单", "waybill"),
    ("patient", "patient"),
    ("mrn", "patient"),
    ("病历", "patient"),
    ("住院", "patient"),
    ("site", "site"),
    ("站点", "site"),
    ("loan", "loan"),
    ("借据", "loan"),
    ("booking", "booking"),
    ("reservation", "booking"),
    ("预订", "booking"),
    ("ticket", "ticket"),
    ("工单", "ticket"),
    ("certificate", "certificate"),
]; // fmt: skip
const ZH_NAME_LABELS: &[&str] = &["被保险人", "投保人", "患者", "病人", "姓名"];
const EN_NAME_LABELS: &[&str] = &[
    "Patient",
    "Insured",
    "Policyholder",
    "Name",
    "Mrs",
    "Mr",
    "Ms",
];
const NOT_A_NAME: &str = "The|A|An|Our|Your|This|That|Each|All|Any|Adults?|Children|Members?|Plan|\
    Patient|Insured|Policyholder|Name|Mrs?|Ms|Miss|Dr|Section|Class|Tier|Level|Zone|Area|Series|\
    Phase|Stage|Option|Room|Unit|Group|Type|Grade|Schedule|Annex|Appendix|Table|Part|Item|Article|\
    Clause|Age|Ages|Over|Under|Aged|Adult|Child";
const NOT_A_ZH_NAME: &str =
    "儿童|成人|老人|患者|学生|员工|会员|客户|孩子|小孩|婴儿|幼儿|少儿|青年|老年|男性|女性|本人|子女|配偶";
/// how far (in characters) before an age a name may start
const NAME_REACH: usize = 60;

struct Patterns {
    kind_label: Regex,
    id_at: Fancy,
    date: Regex,
    name_label: Regex,
    name_at: Fancy,
    age_mark: Regex,
    aged_name: Fancy,
    not_a_name: Regex,
}

/// Longest first, as the reference's alternations are: at one place the longest label is read.
fn alternation<'a>(labels: impl Iterator<Item = &'a str>) -> String {
    let mut v: Vec<&str> = labels.collect();
    v.sort_by_key(|s| std::cmp::Reverse(s.chars().count()));
    v.iter()
        .map(|s| regex::escape(s))
        .collect::<Vec<_>>()
        .join("|")
}

fn patterns() -> &'static Patterns {
    static P: OnceLock<Patterns> = OnceLock::new();
    P.get_or_init(|| {
        let kinds = alternation(KINDS.iter().map(|(label, _)| *label));
        let names = alternation(ZH_NAME_LABELS.iter().chain(EN_NAME_LABELS).copied());
        let re = |p: &str| Regex::new(p).expect("records pattern");
        let fancy = |p: &str| Fancy::new(p).expect("records pattern");
        Patterns {
            kind_label: re(&format!("(?i){kinds}")),
            id_at: fancy(&format!(
                r"(?i)^({kinds})(?![A-Za-z])\s*(?:no\.?|number|id|ref\.?|#|号码|编号|号)?\s*[:：#]?\s*(?<![A-Za-z0-9-])([A-Za-z0-9][A-Za-z0-9-]{{3,}}[A-Za-z0-9])(?![A-Za-z0-9])"
            )),
            date: re(r"^(?:19|20)\d\d-\d{1,2}-\d{1,2}$"),
            name_label: re(&names),
            name_at: fancy(&format!(
                r"^(?:(?:{})\s*[:：]?\s*(?P<zh>[\x{{4e00}}-\x{{9fff}}]{{2,3}})(?=[（(，,\s：:;；。]|$)|(?:{})\b\.?\s*[:：]?\s*(?P<en>[A-Z][a-z'-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'-]+)+))",
                ZH_NAME_LABELS.join("|"),
                EN_NAME_LABELS.join("|"),
            )),
            age_mark: re(r"\bage[d]?\s+\d|\(\d{2}\)|岁"),
            aged_name: fancy(&format!(
                r"(?P<en>\b(?!(?:{NOT_A_NAME})\b)[A-Z][a-z'-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'-]+)+)\s*(?:[,(（]\s*(?:age|aged)\s+\d{{1,3}}\b|\(\d{{2}}\))|(?P<zh>[\x{{4e00}}-\x{{9fff}}]{{2,3}})\s*[，,（(]\s*[男女]\s*[，,、]\s*\d{{1,3}}\s*岁|(?<![\x{{4e00}}-\x{{9fff}}])(?!(?:{NOT_A_ZH_NAME}))(?P<zh2>[\x{{4e00}}-\x{{9fff}}]{{2,3}})[（(]\s*\d{{1,3}}\s*周?岁\s*[）)]"
            )),
            not_a_name: re(&format!(r"\b(?:{NOT_A_NAME})\b")),
        }
    })
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

fn kind_of(label: &str) -> &'static str {
    let low = label.to_lowercase();
    KINDS
        .iter()
        .find(|(l, _)| *l == low)
        .map_or("", |(_, kind)| kind)
}

/// The records ``plain`` (a text as `text::plain` reads it) names, by kind.
pub fn record_ids(plain: &str) -> Records {
    let p = patterns();
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
            found
                .entry(kind_of(label.as_str()))
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
    found.entry(kind).or_default().insert(name.to_string());
}

/// The names before an age, read only around the ages a text states, each window as the
/// reference's `finditer(text, start - 60, end + 2)` reads it (the first match at a place wins).
fn aged_names(p: &Patterns, s: &str) -> Vec<String> {
    let mut found: BTreeMap<usize, String> = BTreeMap::new();
    for age in p.age_mark.find_iter(s) {
        let window = &s[..text::fwd(s, age.end(), 2)];
        let mut pos = text::back(s, age.start(), NAME_REACH);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(s: &str) -> Vec<(&'static str, Vec<String>)> {
        record_ids(s)
            .into_iter()
            .map(|(k, v)| (k, v.into_iter().collect()))
            .collect()
    }

    #[test]
    fn labelled_codes_names_and_aged_names() {
        assert_eq!(
            ids("Order #A20931"),
            vec![("order", vec!["A20931".to_string()])]
        );
        assert_eq!(ids("reorder #A20931 on 2024-05-01"), vec![]);
        assert_eq!(
            ids("理赔案号 CL-88120"),
            vec![("claim", vec!["CL-88120".to_string()])]
        );
        assert_eq!(ids("Invoice 2024-05-01"), vec![]);
        assert_eq!(
            ids("Patient: Song Wei. Mr Daniel Whitcombe, age 14"),
            vec![(
                "person_en",
                vec!["Daniel Whitcombe".to_string(), "Song Wei".to_string()]
            )]
        );
        assert_eq!(
            ids("刘芳，女，35岁"),
            vec![("person_zh", vec!["刘芳".to_string()])]
        );
        assert_eq!(ids("The Gold Plan, age 65"), vec![]);
    }

    #[test]
    fn different_needs_a_shared_kind_and_no_shared_record() {
        let a = record_ids("Order #A20931");
        assert!(different(&a, &record_ids("订单号 A20947")));
        assert!(!different(
            &a,
            &record_ids("Order #A20931, refund for order #A20947")
        ));
        assert!(!different(&a, &record_ids("Policy GX-2291")));
    }
}
