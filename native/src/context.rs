//! What a number is about (the reference's `context.py`): subject keys, anchor, period,
//! approximation, bound and direction, read from a small window around the number.

use crate::fact::{Interner, Period, Sym, ANALYTE, PARTY, SUBJECT};
use crate::tables::{Hit, Tables};
use crate::text::{back, head, lower, tail, word_tail};
use std::borrow::Cow;
use std::collections::BTreeSet;

pub struct Context {
    pub concepts: BTreeSet<(Sym, Sym)>,
    pub tokens: BTreeSet<Sym>,
    pub anchor: Option<String>,
    pub period: Period,
    pub approx: bool,
    pub bound: Option<String>,
    pub direction: i32,
    pub qualifiers: BTreeSet<(Sym, Sym)>,
}

impl Context {
    pub fn analyte(&self) -> Option<Sym> {
        let mut it = self.concepts.iter().filter(|(k, _)| *k == ANALYTE);
        match (it.next(), it.next()) {
            (Some(&(_, c)), None) => Some(c),
            _ => None,
        }
    }
}

fn is_topic(cls: Sym) -> bool {
    cls == SUBJECT || cls == ANALYTE || cls == PARTY
}

/// Borrowed unless the stem needs a "y" (every window's words are stemmed: no copy each).
fn stem(word: &str) -> Cow<'_, str> {
    let n = word.chars().count();
    if n > 4 && word.ends_with("ies") {
        return Cow::Owned(format!("{}y", &word[..word.len() - 3]));
    }
    if n > 3
        && word.ends_with('s')
        && !(word.ends_with("ss") || word.ends_with("us") || word.ends_with("is"))
    {
        return Cow::Borrowed(&word[..word.len() - 1]);
    }
    Cow::Borrowed(word)
}

fn add_hit(it: &mut Interner, hit: &Hit, concepts: &mut BTreeSet<(Sym, Sym)>) {
    for (c, k) in hit {
        concepts.insert((it.id(k), it.id(c)));
    }
}

pub struct Keys<'a> {
    pub t: &'a Tables,
}

impl Keys<'_> {
    pub fn en(
        &self,
        it: &mut Interner,
        text: &str,
        concepts: &mut BTreeSet<(Sym, Sym)>,
        tokens: &mut BTreeSet<Sym>,
    ) {
        plus_tier(self.t, it, text, concepts);
        self.en_lowered(it, &lower(text), concepts, tokens);
    }

    /// `en` of a text already lower-cased (``low``).
    pub fn en_lowered(
        &self,
        it: &mut Interner,
        low: &str,
        concepts: &mut BTreeSet<(Sym, Sym)>,
        tokens: &mut BTreeSet<Sym>,
    ) {
        let t = self.t;
        let mut words: Vec<Cow<'_, str>> = Vec::new();
        // a phrase is read within a run of words with no number between ("payable 50% on signing"
        // says nothing "payable on" says): the word indices where a run starts after a digit
        let mut breaks: Vec<usize> = Vec::new();
        let mut last = 0;
        t.p.word.findall_each(low, |w| {
            let start = w.as_ptr() as usize - low.as_ptr() as usize;
            if !words.is_empty() && low.as_bytes()[last..start].iter().any(u8::is_ascii_digit) {
                breaks.push(words.len());
            }
            last = start + w.len();
            words.push(stem(w));
        });
        let mut i = 0;
        let mut joined = String::new(); // one buffer for the multi-word keys tried
        while i < words.len() {
            let word = t
                .en_word
                .get(words[i].as_ref())
                .copied()
                .unwrap_or_default();
            let run_end = breaks
                .iter()
                .copied()
                .find(|&b| b > i)
                .unwrap_or(words.len());
            let longest = word.longest;
            let mut matched = false;
            for n in (1..=longest.min(run_end - i)).rev() {
                let key = if n > 1 {
                    joined.clear();
                    joined.reserve(low.len()); // at most the window: one allocation
                    for (k, w) in words[i..i + n].iter().enumerate() {
                        if k > 0 {
                            joined.push(' ');
                        }
                        joined.push_str(w);
                    }
                    joined.as_str()
                } else {
                    words[i].as_ref()
                };
                if let Some(hit) = t.en_lookup.get(key) {
                    add_hit(it, hit, concepts);
                    i += n;
                    matched = true;
                    break;
                }
            }
            if !matched {
                let w = words[i].as_ref();
                if !word.quiet && w.chars().count() > 1 {
                    tokens.insert(it.id(w));
                }
                i += 1;
            }
        }
    }

    pub fn zh(
        &self,
        it: &mut Interner,
        text: &str,
        concepts: &mut BTreeSet<(Sym, Sym)>,
        tokens: &mut BTreeSet<Sym>,
    ) {
        let t = self.t;
        if text.is_ascii() && t.p.cjk_run.cjk_runs_only() {
            return; // no CJK run, before or after the noise words are blanked out
        }
        if !text.is_ascii() && text.bytes().any(|b| b.is_ascii_alphanumeric()) {
            // the reference's `_ZH_LATIN_RE`: terms that open with Latin letters ("C反应蛋白", "O型血")
            let low = crate::text::lower(text);
            for term in t.p.zh_latin.findall(&low) {
                if let Some(hit) = t.zh_concepts.get(term) {
                    add_hit(it, hit, concepts);
                }
            }
        }
        let cleaned = t.p.zh_noise.sub(" ", text);
        // the CJK-run scanner's runs are of U+4E00..U+9FFF only, three UTF-8 bytes each: the
        // characters are read in place; another pattern's runs are decoded into ``buf``
        let three = t.p.cjk_run.cjk_runs_only();
        let mut buf: Vec<(usize, char)> = Vec::new();
        for run in t.p.cjk_run.findall(&cleaned) {
            let n = if three {
                run.len() / 3
            } else {
                buf.clear();
                buf.extend(run.char_indices());
                buf.len()
            };
            let at = |i: usize| -> (usize, char) {
                if three {
                    (3 * i, run[3 * i..].chars().next().unwrap_or('\0'))
                } else {
                    buf[i]
                }
            };
            let mut i = 0;
            while i < n {
                let (b, c) = at(i);
                let mut matched = false;
                if let Some(terms) = t.zh_index.get(&c) {
                    for term in terms {
                        if run[b..].starts_with(term.as_str()) {
                            if let Some(hit) = t.zh_concepts.get(term) {
                                add_hit(it, hit, concepts);
                            }
                            i += term.chars().count();
                            matched = true;
                            break;
                        }
                    }
                }
                if !matched {
                    if i + 1 < n {
                        let (c1, c2) = (c, at(i + 1).1);
                        if !t.zh_stop.contains(&c1)
                            && !t.zh_stop.contains(&c2)
                            && !number_pair(t, c1, c2)
                        {
                            let end = if i + 2 < n { at(i + 2).0 } else { run.len() };
                            tokens.insert(it.id(&run[b..end]));
                        }
                    }
                    i += 1;
                }
            }
        }
    }
}

/// The reference's `_event_word`: the event a word names, as a concept ("delivered") or as a verb
/// ("received").
fn event_word(t: &Tables, word: &str) -> Option<String> {
    match t.en_concepts.get(word) {
        Some(h) if h[0].1 == "event" => Some(h[0].0.clone()),
        _ => t.event_verbs.get(word).cloned(),
    }
}

/// The reference's `_generic_event`: a known event's verb names it ("sign" for signing); any other
/// word is kept, marked "~" as read from the wording.
fn generic_event(t: &Tables, word: &str) -> String {
    let stemmed = stem(word);
    match t
        .event_verbs
        .get(word)
        .or_else(|| t.event_verbs.get(stemmed.as_ref()))
    {
        Some(event) => event.clone(),
        None => format!("~{stemmed}"),
    }
}

fn anchor(t: &Tables, left: &str, right: &str, generic: bool) -> Option<String> {
    for (is_right, window) in [(true, head(right, 60)), (false, tail(left, 40))] {
        let low = lower(window);
        if let Some(m) = t.p.en_anchor.search_all(&low) {
            let rel = if t.before_words.contains(m.get_i(&low, 1)?) {
                "before"
            } else {
                "after"
            };
            let event = m.get_i(&low, 2)?;
            // "from the day your order is delivered": the event is what happens to the noun
            if let Some(done) =
                t.p.passive_event
                    .at(&low, m.end())
                    .and_then(|v| v.get_i(&low, 1))
                    .and_then(|w| event_word(t, w))
            {
                return Some(format!("{rel}:{done}"));
            }
            let name = t
                .en_concepts
                .get(event)
                .map_or(event.to_string(), |h| h[0].0.clone());
            return Some(format!("{rel}:{name}"));
        }
        if generic && !is_right {
            // "After a refund is processed, it may take up to 10 days"
            let l = lower(left);
            if let Some(lead) = t.p.en_leading_anchor.at(&l, 0) {
                return Some(format!("after:{}", generic_event(t, lead.get_i(&l, 1)?)));
            }
        }
        if generic && is_right {
            let within = |g: &crate::pats::M<'_>| {
                g.get_i(&low, 1) != Some("of") || {
                    let l = tail(left, 24);
                    t.p.within_left.found(l, 0, l.len())
                }
            };
            if let Some(g) = t.p.en_generic_anchor.at(&low, 0).filter(within) {
                let rel = if t.before_words.contains(g.get_i(&low, 1)?) {
                    "before"
                } else {
                    "after"
                };
                let word = g.get_i(&low, 2)?;
                let word = word.strip_prefix("then-").unwrap_or(word);
                let mut event = generic_event(t, word);
                // "of the Insured becoming aware": a known event's verb after the noun names it
                if event.starts_with('~') {
                    if let Some(verb) =
                        t.p.subject_then_verb
                            .at(&low, g.end())
                            .and_then(|v| v.get_i(&low, 1))
                            .map(|v| generic_event(t, v))
                            .filter(|known| !known.starts_with('~'))
                    {
                        event = verb;
                    }
                }
                return Some(format!("{rel}:{event}"));
            }
        }
    }
    for window in [tail(left, 16), head(right, 20)] {
        if let Some(zm) = t.p.zh_anchor.iter_all(window).pop() {
            let rel = if t.before_words.contains(zm.get_i(window, 2)?) {
                "before"
            } else {
                "after"
            };
            let name = t
                .zh_concepts
                .get(zm.get_i(window, 1)?)
                .map(|h| h[0].0.clone())?;
            return Some(format!("{rel}:{name}"));
        }
    }
    if generic {
        let window = tail(left, 12);
        if let Some(zm) = t.p.zh_generic_anchor.iter_all(window).pop() {
            let rel = if t.before_words.contains(zm.get_i(window, 2)?) {
                "before"
            } else {
                "after"
            };
            return Some(format!("{rel}:~{}", zm.get_i(window, 1)?));
        }
        if t.p.in_advance.at(head(right, 40), 0).is_some() {
            return Some("before:~advance".to_string());
        }
        if left.trim_end().ends_with("提前") {
            return Some("before:~提前".to_string());
        }
    }
    None
}

/// The reference's `_label_number`: "12", "IV", "十二" -> 12, 4, 12.
/// The classes of the concepts named in ``text``.
fn segment_classes(t: &Tables, it: &mut Interner, text: &str) -> BTreeSet<Sym> {
    let (mut concepts, mut tokens) = (BTreeSet::new(), BTreeSet::new());
    let keys = Keys { t };
    keys.en(it, text, &mut concepts, &mut tokens);
    keys.zh(it, text, &mut concepts, &mut tokens);
    concepts.into_iter().map(|(cls, _)| cls).collect()
}

/// The reference's `without_previous_label`: ``left`` less a label that belongs to the previous
/// value ("$7,500 individual / $15,000 family").
pub fn without_previous_label<'a>(t: &Tables, left: &'a str, right: &str) -> &'a str {
    let Some(lead) = t.p.lead_label.at(left, 0) else {
        return left;
    };
    let Some(after) = t.p.following_label.at(right, 0) else {
        return left;
    };
    let (Some(l), Some(r)) = (lead.get_i(left, 1), after.get_i(right, 1)) else {
        return left;
    };
    let mut scratch = Interner::new(); // nothing read here is kept
    if segment_classes(t, &mut scratch, l).is_disjoint(&segment_classes(t, &mut scratch, r)) {
        return left;
    }
    &left[lead.end()..]
}

/// The reference's `without_previous_rate`: ``left`` less the "per X" of the previous value, and
/// ``sentence_left`` less every "per X" then ("(maximum 500 mg per dose) for 7 days"); `None`
/// when ``left`` does not start with one.
pub fn without_previous_rate<'a>(
    t: &Tables,
    left: &'a str,
    sentence_left: &str,
) -> Option<(&'a str, String)> {
    let per = t.p.per_lead.at(left, 0)?;
    Some((
        &left[per.end()..],
        t.p.per.sub(" ", sentence_left).into_owned(),
    ))
}

fn label_number(ident: &str) -> i64 {
    fn zh_digit(s: &str) -> Option<i64> {
        let d = match s {
            "一" => 1,
            "二" => 2,
            "三" => 3,
            "四" => 4,
            "五" => 5,
            "六" => 6,
            "七" => 7,
            "八" => 8,
            "九" => 9,
            _ => return None,
        };
        Some(d)
    }
    fn roman(c: char) -> Option<i64> {
        match c {
            'i' => Some(1),
            'v' => Some(5),
            'x' => Some(10),
            _ => None,
        }
    }
    if !ident.is_empty() && ident.chars().all(|c| c.is_ascii_digit()) {
        return ident.parse().unwrap_or(0);
    }
    let low = ident.to_lowercase();
    let vals: Vec<Option<i64>> = low.chars().map(roman).collect();
    if vals.iter().all(Option::is_some) {
        let vals: Vec<i64> = vals.into_iter().flatten().collect();
        let mut total = 0;
        for (k, &v) in vals.iter().enumerate() {
            if k + 1 < vals.len() && vals[k + 1] > v {
                total -= v;
            } else {
                total += v;
            }
        }
        return total;
    }
    if let Some((tens, ones)) = ident.split_once('十') {
        return zh_digit(tens).unwrap_or(1) * 10 + zh_digit(ones).unwrap_or(0);
    }
    let mut total = 0;
    for ch in ident.chars() {
        let d = match ch.to_digit(10) {
            Some(d) => i64::from(d),
            None => zh_digit(ch.encode_utf8(&mut [0; 4])).unwrap_or(0),
        };
        total = total * 10 + d;
    }
    total
}

/// The reference's `header_label`: the label a chunk is headed by, when it names no other label of
/// that kind.
pub fn header_label(t: &Tables, text: &str, first_value: usize) -> Option<String> {
    let found: Vec<(usize, usize, String)> =
        t.p.label
            .iter_all(text)
            .iter()
            .filter_map(|m| label_of(t, m, text).map(|name| (m.start(), m.end(), name)))
            .collect();
    let (pos, end, first) = found.first()?;
    // title lines above the heading ("Summary", "摘要") do not count
    let lead = t.p.title_lines.at(text, 0).map_or(0, |m| m.end()).min(*pos);
    if text[lead..*pos].chars().count() > t.header_chars || *end > first_value {
        return None;
    }
    let head = format!("{}:", first.split(':').next().unwrap_or(""));
    if found
        .iter()
        .any(|(_, _, name)| name.starts_with(&head) && name != first)
    {
        return None;
    }
    Some(first.clone())
}

/// The reference's `header_concepts`: the tier or product a chunk's heading names once, before its
/// first value (byte offset `first_value`), within its first 100 characters.
pub fn header_concepts(
    t: &Tables,
    it: &mut Interner,
    text: &str,
    first_value: usize,
) -> Vec<(Sym, Sym)> {
    // the characters counted after any short heading lines ("Summary\n" over the document's own title)
    let upto = first_value.min(text.len());
    let lead = t.p.title_lines.at(text, 0).map_or(0, |m| m.end()).min(upto);
    let head = &text[..lead + head(&text[lead..upto], 100).len()];
    // not the first value's own clause or table cell
    let cut = [
        "|", "(", "（", ":", "：", "—", "–", "\n", ".", "。", ";", "；", ",", "，",
    ]
    .iter()
    .filter_map(|sep| head.rfind(sep))
    .max()
    .unwrap_or(0);
    // a bracket lists what the heading's class holds, unless the class is named only there
    let head = &head[..cut];
    let full = concepts_named(&Keys { t }, it, head);
    let outside = (head.contains('(') || head.contains('（'))
        .then(|| concepts_named(&Keys { t }, it, &outside_brackets(head)));
    let readings = [outside.as_ref().unwrap_or(&full), &full];
    let mut out = Vec::new();
    for cls in ["tier", "product", "region", "reporting"] {
        let cls = it.id(cls);
        let named: Vec<Sym> = readings
            .iter()
            .map(|found| {
                found
                    .iter()
                    .filter(|(k, _)| *k == cls)
                    .map(|&(_, c)| c)
                    .collect::<Vec<_>>()
            })
            .find(|named| !named.is_empty())
            .unwrap_or_default();
        if let [one] = named[..] {
            out.push((cls, one));
        }
    }
    out
}

/// The reference's `_prefer_outside_brackets`: of a class named both outside a bracket and inside
/// it, the concepts named outside.
fn prefer_outside_brackets(
    keys: &Keys<'_>,
    it: &mut Interner,
    text: &str,
    named: &mut BTreeSet<(Sym, Sym)>,
) {
    // sorted by class: a class named twice sits in two neighbours
    if !named
        .iter()
        .zip(named.iter().skip(1))
        .any(|(a, b)| a.0 == b.0)
    {
        return;
    }
    let outside = concepts_named(keys, it, &outside_brackets(text));
    named.retain(|q| outside.contains(q) || outside.iter().all(|o| o.0 != q.0));
}

/// The reference's `_outside_brackets`: the text with every bracketed stretch as one space.
fn outside_brackets(text: &str) -> String {
    let (mut out, mut depth) = (String::with_capacity(text.len()), 0usize);
    for ch in text.chars() {
        if ch == '(' || ch == '（' {
            depth += 1;
        } else if (ch == ')' || ch == '）') && depth > 0 {
            depth -= 1;
            out.push(' ');
        } else if depth == 0 {
            out.push(ch);
        }
    }
    out
}

/// The reference's `label_class`: a numbered label is evidence of one item, a lettered one
/// ("plan:b") only tells items apart.
pub fn label_class(name: &str) -> &'static str {
    let (head, id) = name.rsplit_once(':').unwrap_or(("", name));
    if (!id.is_empty() && id.chars().all(char::is_alphabetic)) || head == "layer" {
        "variant"
    } else {
        "label"
    }
}

/// The reference's `_label`: "severity:2" for the match of the label pattern.
fn label_of(t: &Tables, m: &crate::pats::M<'_>, text: &str) -> Option<String> {
    let (head, ident) = if let Some(h) = m.get(text, "head") {
        let id = m.get(text, "id")?;
        if h.eq_ignore_ascii_case("dose") && id.eq_ignore_ascii_case("iv") {
            return None; // "nivolumab 240 mg flat dose IV": given intravenously, no fourth dose
        }
        let tail = m.span("id").map_or("", |(_, e)| &text[e..]).as_bytes();
        if h.eq_ignore_ascii_case("dose")
            && tail.len() >= 2
            && matches!(tail[0], b'.' | b',')
            && tail[1].is_ascii_digit()
        {
            return None; // "dose 0.9 mg/kg": an amount, no dose number 0
        }
        (h.to_lowercase(), label_number(id).to_string())
    } else if let Some(o) = m.get(text, "ord") {
        let n = *t.label_ordinal.get(&o.to_lowercase())?;
        (m.get(text, "ohead")?.to_lowercase(), n.to_string())
    } else if let Some(p) = m.get(text, "pid") {
        ("priority".to_string(), p.to_string())
    } else if let Some(letter) = ["lid", "zlid", "zlid2"].iter().find_map(|g| m.get(text, g)) {
        if !letter.chars().all(|c| c.is_uppercase()) {
            return None; // "plan a trip"
        }
        let head = ["lhead", "zlhead", "zlhead2"]
            .iter()
            .find_map(|g| m.get(text, g))?;
        (head.to_lowercase(), letter.to_lowercase())
    } else {
        (
            m.get(text, "zhead")?.to_lowercase(),
            label_number(m.get(text, "zid")?).to_string(),
        )
    };
    let head = t.label_head.get(&head).cloned().unwrap_or(head);
    Some(format!("{head}:{ident}"))
}

/// The reference's `_nearest`: the match nearest before the number in its sentence, else the
/// first one right after it, with the window it was found in.
fn nearest<'s, 't>(
    rx: &'s crate::pats::Pat,
    sentence_left: &'t str,
    right_clause: &'t str,
) -> Option<(crate::pats::M<'s>, &'t str)> {
    nearest_unless(rx, sentence_left, right_clause, None)
}

/// `nearest`, where ``searched`` is a window already found to hold no match: when the sentence's
/// window is the same text, it is not searched again.
fn nearest_unless<'s, 't>(
    rx: &'s crate::pats::Pat,
    sentence_left: &'t str,
    right_clause: &'t str,
    searched: Option<&str>,
) -> Option<(crate::pats::M<'s>, &'t str)> {
    let window = word_tail(sentence_left, 80);
    if searched != Some(window) {
        if let Some(m) = rx.iter_all(window).pop() {
            return Some((m, window));
        }
    }
    let window = head(right_clause, 40);
    rx.search_all(window).map(|m| (m, window))
}

/// The reference's `_own_label`: a label after the previous value, else the one following the
/// value in its clause whose number is the first digit after the value (`right_full` is uncut).
fn own_label<'s, 't>(
    t: &'s Tables,
    left: &'t str,
    right_full: &'t str,
) -> Option<(crate::pats::M<'s>, &'t str)> {
    let rx = &t.p.label;
    let window = word_tail(left, 80);
    if let Some(m) = rx.iter_all(window).pop() {
        return Some((m, window));
    }
    let clause = match t.p.clause_cut.first_start(right_full) {
        Some(cut) => &right_full[..cut],
        None => right_full,
    };
    let window = head(clause, 48);
    let m = rx.search_all(window)?;
    let digit = right_full.bytes().position(|b| b.is_ascii_digit())?;
    (m.start() <= digit && digit < m.end()).then_some((m, window))
}

/// The reference's `_concepts_named`: the concepts a sentence prefix names, in the windows the
/// qualifiers are read from.
/// The reference's `_PLUS_TIER_RE` in `_en_keys`: a product's "Plus" tier, capitalised after its name
/// ("Pawsure Plus"), read before the text is lower-cased; not "plus VAT".
fn plus_tier(t: &Tables, it: &mut Interner, text: &str, concepts: &mut BTreeSet<(Sym, Sym)>) {
    if text.contains("Plus") && t.p.plus_tier.search_all(text).is_some() {
        concepts.insert((it.id("tier"), it.id("plus_tier")));
    }
}

fn concepts_named(keys: &Keys<'_>, it: &mut Interner, text: &str) -> BTreeSet<(Sym, Sym)> {
    let (mut concepts, mut tokens) = (BTreeSet::new(), BTreeSet::new());
    keys.en(it, tail(text, 160), &mut concepts, &mut tokens);
    keys.zh(it, tail(text, 60), &mut concepts, &mut tokens);
    concepts
}

/// The reference's `_cell_left`: the table cell a value sits in (with the cell before it when its
/// own names no concept and that one holds no value).
fn cell_left(keys: &Keys<'_>, it: &mut Interner, sentence_left: &str) -> String {
    let mut cells = sentence_left.rsplit('|');
    let own = cells.next().unwrap_or("");
    let before = cells.next();
    let more = cells.next().is_some();
    match before.filter(|b| more && !b.bytes().any(|c| c.is_ascii_digit())) {
        Some(before) if concepts_named(keys, it, own).is_empty() => format!("{before}|{own}"),
        _ => own.to_string(),
    }
}

/// The reference's `_superseded`: the value an explicit change replaces.
fn superseded(
    t: &Tables,
    sentence_left: &str,
    left: &str,
    right: &str,
    right_full: &str,
    following: &str,
) -> bool {
    // the whole sentence on the left: "will increase by 50 basis points, from 6.24% to 6.74%"
    let before = tail(sentence_left, 40);
    if t.p.superseded_left.found(before, 0, before.len())
        || t.p.superseded_right.found(right, 0, right.len())
    {
        return true;
    }
    // "is extended from 30 June to 15 July and expiry from 15 July to 31 July": a second change the
    // sentence's verb governs
    let near = tail(left, 8);
    if t.p.from_left.found(near, 0, near.len())
        && t.p.to_next.at(right, 0).is_some()
        && t.p
            .change_statement
            .found(sentence_left, 0, sentence_left.len())
    {
        return true;
    }
    let was = tail(left, 24);
    // the later change read on the uncut sentence: a date may stand before it ("自2026年5月1日起调整为")
    // (or on the next sentence, when the value ends its own: ``following``)
    t.p.was_left.found(was, 0, was.len())
        && (t.p.later_change.found(right_full, 0, right_full.len())
            || t.p.next_change.found(following, 0, following.len()))
}

/// The text around a value, as the reference's `analyse` takes it: ``left``/``right`` bounded by the
/// neighbouring numbers, ``right_full`` the rest of the sentence uncut, ``sentence_left`` the
/// sentence up to the value.
pub struct Around<'a> {
    pub left: &'a str,
    pub right: &'a str,
    pub right_full: &'a str,
    /// The next sentence's first characters, when the value ends its own (else empty).
    pub following: &'a str,
    pub sentence_left: &'a str,
    /// Whether the whole text names a drug (else no window of it does).
    pub names_drug: bool,
}

/// The reference's `_qualifier_window`: the sentence's last 160 characters, widened back to the start
/// of the clause they cut (by up to 60 more), so qualifiers are read from whole clauses.
fn qualifier_window(sentence_left: &str) -> &str {
    let last = tail(sentence_left, 160);
    if last.len() == sentence_left.len() {
        return sentence_left;
    }
    let cut = sentence_left.len() - last.len();
    let reach = back(sentence_left, cut, 60);
    let head = &sentence_left[reach..cut];
    match head.rfind([',', '，', ';', '；']) {
        Some(k) => {
            let sep = head[k..].chars().next().map_or(1, char::len_utf8);
            &sentence_left[reach + k + sep..]
        }
        None if reach == 0 => sentence_left,
        None => word_tail(sentence_left, 160),
    }
}

/// The reference's `_nearest_topics`: the topics of the nearest clause back that names one, the
/// value's own first ("weight 70 kg, temperature 38.5 °C, commenced paracetamol 1 g every 6 hours
/// (max 4 g/day)" is about the paracetamol). Chinese keys are read from the window's last
/// ``zh_tail`` bytes only, as the qualifiers' are.
fn nearest_topics(
    keys: &Keys<'_>,
    it: &mut Interner,
    window: &str,
    zh_tail: usize,
) -> BTreeSet<(Sym, Sym)> {
    let zh_from = window.len() - zh_tail;
    let mut end = window.len();
    while end > 0 {
        let start = after_last_comma(&window[..end]).unwrap_or(0);
        let (mut named, mut words) = (BTreeSet::new(), BTreeSet::new());
        keys.en(it, &window[start..end], &mut named, &mut words);
        if end > zh_from {
            keys.zh(it, &window[start.max(zh_from)..end], &mut named, &mut words);
        }
        named.retain(|(k, _)| is_topic(*k));
        if !named.is_empty() {
            return named;
        }
        // just before the separator the clause starts after (none: this was the first clause)
        end = window[..start]
            .chars()
            .next_back()
            .map_or(0, |c| start - c.len_utf8());
    }
    BTreeSet::new()
}

/// The topics named at the head of a long sentence ("the total liability of the Supplier …, whether in
/// contract, tort …, shall not exceed US$2,000,000"): what a value far from its subject is about,
/// when nothing nearer says. The head is what the sentence window holds before the qualifiers' 160
/// characters.
fn sentence_head_topics(
    keys: &Keys<'_>,
    it: &mut Interner,
    sentence_left: &str,
    concepts: &mut BTreeSet<(Sym, Sym)>,
) {
    let last = tail(sentence_left, 160);
    if last.len() == sentence_left.len() {
        return;
    }
    let (mut named, mut words) = (BTreeSet::new(), BTreeSet::new());
    keys.en(
        it,
        &sentence_left[..sentence_left.len() - last.len()],
        &mut named,
        &mut words,
    );
    concepts.extend(named.into_iter().filter(|(k, _)| is_topic(*k)));
}

/// The clause right of a value; "三十日内，向乙方支付…" goes on into the next clause, since a deadline
/// is for what that clause says is done by then.
fn clause_after_value<'r>(t: &Tables, right: &'r str) -> std::borrow::Cow<'r, str> {
    let Some(cut) = t.p.clause_cut.first_start(right) else {
        return right.into();
    };
    let clause = &right[..cut];
    let rest = right[cut..]
        .strip_prefix('，')
        .or_else(|| right[cut..].strip_prefix(','));
    match rest {
        Some(rest) if t.p.within_zh.at(clause, 0).is_some() => {
            let next =
                t.p.clause_cut
                    .first_start(rest)
                    .map_or(rest, |c| &rest[..c]);
            format!("{clause} {next}").into()
        }
        _ => clause.into(),
    }
}

/// Just past the last "，", ",", "；" or ";" of ``text`` (the greatest end of the four `rfind`s:
/// characters do not overlap, so the last one found ends last), in one backward pass over its
/// bytes: "，" and "；" are EF BC 8C and EF BC 9B in UTF-8, whose last byte is a continuation byte
/// that only they end with after EF BC. A "," between two digits groups them ("MSN 52,301"): the
/// reference's `_last_comma` passes over it.
fn after_last_comma(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    let grouping = |i: usize| {
        i > 0 && i + 1 < b.len() && b[i - 1].is_ascii_digit() && b[i + 1].is_ascii_digit()
    };
    (0..b.len()).rev().find_map(|i| match b[i] {
        b',' if grouping(i) => None,
        b',' | b';' => Some(i + 1),
        0x8C | 0x9B if i >= 2 && b[i - 2] == 0xEF && b[i - 1] == 0xBC => Some(i + 1),
        _ => None,
    })
}

/// The reference's `sign_before`: the sign written on a number whose text ends ``before`` ("(+7.3%)",
/// "同比-5%"): +1 or -1, 0 without one or when the mark joins two things ("36+5 weeks", "5-12%",
/// "LPR-20bp", "T+1").
pub fn sign_before(before: &str) -> i32 {
    let mut last = before.chars().rev();
    let (mark, joined) = (last.next(), last.next());
    if joined.is_some_and(|c| c.is_ascii_alphanumeric() || "._/+-".contains(c)) {
        return 0;
    }
    match mark {
        Some('+') => 1,
        Some('-' | '−') => -1,
        _ => 0,
    }
}

/// The reference's `analyse`.
pub fn analyse(
    t: &Tables,
    it: &mut Interner,
    around: Around<'_>,
    period: Period,
    kind: &str,
) -> Context {
    let keys = Keys { t };
    let mut concepts = BTreeSet::new();
    let mut tokens = BTreeSet::new();
    let (left_s, sentence_s, right_s);
    let sign = sign_before(tail(around.sentence_left, 2));
    let right_full = around.right_full;
    let (mut left, mut sentence_left, mut right) =
        (around.left, around.sentence_left, around.right);
    if kind == "percent" {
        left_s = t.p.zh_base.sub("", left);
        sentence_s = t.p.zh_base.sub("", sentence_left);
        right_s = t.p.en_base.sub("", right);
        left = &left_s;
        sentence_left = &sentence_s;
        right = &right_s;
    }
    // whether a sum includes a tax is not what it is about ("成交价（不含增值税）300万元")
    let left_tax = t.p.tax_basis.sub(" ", left);
    // nor what it leaves out ("for all covered services, other than orthodontics, is USD 1,250")
    let left_except = t.p.except.sub(" ", &left_tax);
    let left: &str = &left_except;
    let sentence_except = t.p.except.sub(" ", sentence_left);
    let sentence_left: &str = &sentence_except;
    let right_tax = t.p.tax_basis.sub(" ", right);
    // what a value includes is not what it is about ("a 5-year warranty including the battery")
    let right_included = t.p.including.sub(" ", &right_tax);
    let right_inc = t.p.except.sub(" ", &right_included);
    let mut right: &str = &right_inc;
    // "182 kWh at 9.5p (off-peak), …": the bracket right after the value names it
    if let Some(note) = t.p.bracket_note.at(right, 0) {
        if let Some((s, e)) = note.span_i(1) {
            right = &right[s..e];
        }
    }
    let right_clause = clause_after_value(t, right);
    let right_clause: &str = &right_clause;
    let comma = after_last_comma(left);
    if let Some(after) = comma {
        let part = &left[after..];
        keys.en(it, word_tail(part, 90), &mut concepts, &mut tokens);
        keys.zh(it, tail(part, 24), &mut concepts, &mut tokens);
    }
    if !concepts.iter().any(|(k, _)| is_topic(*k)) {
        concepts.clear();
        tokens.clear();
        keys.en(it, word_tail(left, 90), &mut concepts, &mut tokens);
        keys.zh(it, tail(left, 24), &mut concepts, &mut tokens);
    }
    keys.en(it, head(right_clause, 40), &mut concepts, &mut tokens);
    keys.zh(it, head(right_clause, 14), &mut concepts, &mut tokens);
    let mut qualifiers = BTreeSet::new();
    let mut spare = BTreeSet::new();
    // the sentence's last 160 characters (widened to a whole clause) lower-cased once: its keys and
    // its actor read them
    let window = qualifier_window(sentence_left);
    let zh_window = tail(sentence_left, 60);
    let sent_low = lower(window);
    plus_tier(t, it, window, &mut qualifiers);
    keys.en_lowered(it, &sent_low, &mut qualifiers, &mut spare);
    keys.zh(it, zh_window, &mut qualifiers, &mut spare);
    if !concepts.iter().any(|(k, _)| is_topic(*k))
        && sentence_left.chars().count() > left.chars().count()
    {
        concepts.extend(nearest_topics(&keys, it, window, zh_window.len()));
        if concepts.is_empty() && tokens.is_empty() {
            tokens.extend(spare.iter().copied());
        }
    }
    if !concepts.iter().any(|(k, _)| is_topic(*k)) {
        sentence_head_topics(&keys, it, sentence_left, &mut concepts);
    }
    // a date of birth names the person it follows, not the sentence's other values
    let identity = it.id("identity");
    let mut qualifiers: BTreeSet<(Sym, Sym)> = qualifiers
        .into_iter()
        .filter(|(k, _)| !is_topic(*k) && *k != identity)
        .collect();
    // only the date after "quarter ended" closes the period, not the sentence's other dates
    if kind == "date" {
        let period_end = (it.id("record"), it.id("period_end"));
        let last24 = tail(left, 24);
        if qualifiers.contains(&period_end) && !t.p.ended_left.found(last24, 0, last24.len()) {
            qualifiers.remove(&period_end);
        }
    }
    if sentence_left.contains('|') {
        // a table row: another cell's qualifier is not this value's
        let cell = cell_left(&keys, it, sentence_left);
        let cell = concepts_named(&keys, it, &cell);
        qualifiers.retain(|q| cell.contains(q));
    }
    if sentence_left.contains('(') || sentence_left.contains('（') {
        prefer_outside_brackets(&keys, it, sentence_left, &mut qualifiers);
    }
    if let Some(actor) = t.p.party.search_all(&sent_low) {
        let form = actor.text(&sent_low);
        if let Some(hit) = t.en_concepts.get(form).or_else(|| t.zh_concepts.get(form)) {
            for (c, k) in hit {
                if k == "party" {
                    qualifiers.insert((PARTY, it.id(c)));
                }
            }
        }
    }
    let tail24 = tail(left, 24);
    let head16 = head(right, 16);
    let approx = t.p.approx_left.found(tail24, 0, tail24.len())
        || t.p.approx_right.found(head16, 0, head16.len());
    let bound = if t.p.every.found(tail24, 0, tail24.len()) || t.p.apart.at(head16, 0).is_some() {
        Some("every")
    } else if t.p.max_left.found(tail24, 0, tail24.len())
        || t.p.max_right.found(head16, 0, head16.len())
    {
        Some("max")
    } else if (t.p.min_left.found(tail24, 0, tail24.len()) && {
        let tail60 = tail(sentence_left, 60); // "repayable over 25 years": a span, no minimum
        !t.p.spread_over.found(tail60, 0, tail60.len())
    }) || t.p.min_right.found(head16, 0, head16.len())
    {
        Some("min")
    } else {
        None
    };
    if let Some(kind) = match bound {
        Some("max") => Some("maximum"),
        Some("min") => Some("minimum"),
        _ => None,
    } {
        let limit_kind = it.id("limit_kind");
        if !concepts.iter().any(|(k, _)| *k == limit_kind) {
            concepts.insert((limit_kind, it.id(kind)));
        }
        // "单注奖金超过1万元的，按20%…": the case a rule covers, not a limit on it
        if t.p.condition_right.at(right_full, 0).is_some() {
            concepts.insert((it.id("reference"), it.id("threshold")));
        }
    }
    let previous = (it.id("reference"), it.id("previous"));
    // "1.25元/度（电费0.85元+服务费0.40元）": a value with the sum that makes it is a total
    if t.p.bracketed_sum.at(right_full, 0).is_some() {
        concepts.insert((it.id("sum"), it.id("sum_total")));
    }
    // "Paracetamol 500 mg tablets": what each tablet holds, not a dose
    if kind == "quantity" && t.p.unit_strength.at(right_full, 0).is_some() {
        concepts.insert((it.id("subject"), it.id("strength")));
    }
    if superseded(t, sentence_left, left, right, right_full, around.following) {
        concepts.insert(previous);
    }
    // a date in a sentence that changes a value is when the change takes effect; not the changed
    // value itself ("is extended to 22 March 2025")
    if kind == "date"
        && !concepts.contains(&previous)
        && {
            let last40 = tail(left, 40);
            !t.p.changed_to.found(last40, 0, last40.len())
        }
        && (t
            .p
            .change_statement
            .found(sentence_left, 0, sentence_left.len())
            || t.p.change_statement.found(right_full, 0, right_full.len()))
    {
        concepts.insert((it.id("reference"), it.id("change_effective")));
    }
    // own_label's first window held no label when it returns None: the sentence's window is
    // often the same text
    if let Some(label) = own_label(t, left, right_full)
        .or_else(|| {
            nearest_unless(
                &t.p.label,
                sentence_left,
                right_clause,
                Some(tail(left, 80)),
            )
        })
        .and_then(|(m, window)| label_of(t, &m, window))
    {
        concepts.insert((it.id(label_class(&label)), it.id(&label)));
    }
    let drug = if around.names_drug {
        nearest(&t.p.drug, sentence_left, right_clause)
    } else {
        None
    };
    if let Some((m, window)) = drug {
        let name = crate::text::lower(m.text(window));
        let name = t.drug_zh.get(&name).cloned().unwrap_or(name);
        concepts.insert((it.id("drug"), it.id(&name)));
    }
    // a reference word right before the next number labels that number, not this value
    let left_tail = tail(left, 90);
    if t.p.reference_next.at(right_full, 0).is_some()
        && !t.p.reference_any.found(left_tail, 0, left_tail.len())
    {
        let (reference, previous) = (it.id("reference"), it.id("previous"));
        concepts.retain(|&(cls, c)| cls != reference || c == previous);
    }
    // a spread added to a base rate ("LPR加50个基点") is no rate of its own
    if kind == "percent" {
        // (a sign is no "+" between a base rate and its spread: "revenue (+8% y/y)")
        let spread_left = match left.strip_suffix('+') {
            Some(before) if sign > 0 => before,
            _ => left,
        };
        let left_end = tail(spread_left, 40);
        let benchmark = it.id("benchmark");
        // "1.5 percentage points above Base Rate": a margin over the benchmark it names
        let over_benchmark = || {
            t.p.spread_right.at(right, 0).is_some() && concepts.iter().any(|(k, _)| *k == benchmark)
        };
        if t.p.spread_left.found(left_end, 0, left_end.len()) || over_benchmark() {
            concepts.insert((it.id("increment"), it.id("spread")));
        }
    }
    // "预计1-3个工作日到账", "预计派息日", "response targets: 4 hours": when or how long something
    // takes, not a forecast or a target value
    if kind == "duration" || kind == "business_days" || kind == "date" {
        let reference = it.id("reference");
        for name in ["forecast", "target"] {
            let taken = (reference, it.id(name));
            concepts.remove(&taken);
            qualifiers.remove(&taken);
        }
    }
    // "late registration (within 14 days of the test date) USD 290": only a date or a time of day is
    // when a record was made
    if kind != "date" && kind != "time" {
        concepts.remove(&(it.id("record"), it.id("timestamp")));
    }
    let subject = it.id("subject");
    // "10-year term at Prime + 2.25%", "term loan": a rate has no length of time
    if kind == "percent" {
        concepts.remove(&(subject, it.id("term")));
    }
    // "饭后服用，共5天": how long a drug is taken is its course
    if kind == "duration" && concepts.remove(&(subject, it.id("dose"))) {
        // but "与钙片间隔4小时以上服用" keeps it apart from another tablet, "早餐前30分钟服用" times it
        let last12 = tail(sentence_left, 12);
        let named = match t.p.dose_spacing_left.search(last12, 0, last12.len()) {
            None => "course",
            Some(m) if m.get_i(last12, 1).is_some() => "dose_spacing",
            Some(_) => "dose_timing",
        };
        concepts.insert((subject, it.id(named)));
    }
    // "100 mg twice daily for 3 days": how long the drug is taken
    let last40 = tail(sentence_left, 40);
    if kind == "duration" && t.p.dosing_for_left.found(last40, 0, last40.len()) {
        concepts.insert((subject, it.id("course")));
    }
    // "lowering the rate on your savings account by 0.5 percentage points": the verb is further back
    let by = t.p.by_left.found(tail24, 0, tail24.len());
    let reach = if by { 80 } else { 30 };
    let (near_l, near_r) = (tail(left, reach), head(right_clause, 12));
    let mut near = String::with_capacity(near_l.len() + 1 + near_r.len());
    near.push_str(near_l);
    near.push(' ');
    near.push_str(near_r);
    // a threshold or a level reached is no change ("drops below 99%", "fell to 3.2%")
    let direction_in =
        |s: &str| i32::from(t.p.up.found(s, 0, s.len())) - i32::from(t.p.down.found(s, 0, s.len()));
    let direction = if t.p.level_left.found(tail24, 0, tail24.len()) {
        0
    } else {
        match direction_in(&near) {
            // "cut its one-year lending rate by 25 basis points": the verb stands before another number
            0 if by && sentence_left.chars().count() > left.chars().count() => {
                direction_in(tail(sentence_left, 80))
            }
            d => d,
        }
    };
    // "revenue HK$9,482 million (+7.3%)": the sign says which way
    let direction = if direction == 0 { sign } else { direction };
    Context {
        concepts,
        tokens,
        anchor: anchor(
            t,
            left,
            right,
            kind == "duration" || kind == "business_days",
        ),
        period,
        approx,
        bound: bound.map(str::to_string),
        direction,
        qualifiers,
    }
}

/// The reference's `_number_pair`: a numeral with a numeral or what it counts after it ("十四",
/// "四天"), or an ordinal's "第" and its numeral, is a number as "14天" is, not a subject word.
fn number_pair(t: &Tables, first: char, second: char) -> bool {
    (first == '第' && t.zh_numeral.contains(&second))
        || (t.zh_numeral.contains(&first) && t.zh_counted.contains(&second))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The one backward pass finds what the four `rfind`s did, among the commas' look-alikes
    /// (other characters of the fullwidth block, the bytes 8C/9B in other characters), a ","
    /// between two digits passed over as the reference's `_last_comma` passes over it.
    #[test]
    fn last_comma_is_the_rfinds() {
        let pieces = [
            "，", ",", "；", ";", "a", " ", "中", "：", "（", "、", "ｌ", "\u{ff0b}", "\u{ef8c}",
            "\u{38c}", "\u{c9b}", "Ì", "¼", "\u{fe50}", "。", "1", "2",
        ];
        let mut seed = 5u64;
        for _ in 0..20000 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let n = (seed >> 59) as usize;
            let text: String = (0..n)
                .map(|k| pieces[(seed >> (3 * k % 48)) as usize % pieces.len()])
                .collect();
            let mut comma = text.rfind(',');
            while let Some(i) = comma.filter(|&i| {
                let b = text.as_bytes();
                i > 0 && i + 1 < b.len() && b[i - 1].is_ascii_digit() && b[i + 1].is_ascii_digit()
            }) {
                comma = text[..i].rfind(',');
            }
            let want = ["，", "；", ";"]
                .iter()
                .filter_map(|c| text.rfind(c).map(|i| i + c.len()))
                .chain(comma.map(|i| i + 1))
                .max();
            assert_eq!(after_last_comma(&text), want, "{text:?}");
        }
    }
}
