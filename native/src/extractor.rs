//! Numbers in a text → typed facts (the reference's `extractor.py`, same order of decisions).

use crate::columns::column_period;
use crate::context::{analyse, sign_before, Around, Context};
use crate::dates::{date_at, date_role, hour_range_at, time_at, zh_numeral_date_at};
use crate::declared::{declarations, declared_unit, Declaration};
use crate::fact::{ordinal, Fact, Interner, Period, Sym, SUBJECT, YEARLESS, YEARLESS_YEAR};
use crate::frequency::per_day;
use crate::numbers::{parse_arabic, precision_of, scale_factor};
use crate::pats::{Pat, Spans, M};
use crate::periods::{period_in, period_spans, Span};
use crate::tables::Tables;
use crate::text::{at_most_chars, back, fwd, prev_char};
use crate::tolerance::{key_starts, stated_tolerance, tolerance_band};
use crate::units::{canonical_value, currency_code, lookup_unit, unit_at, UnitSpec};

pub type ParseZh<'a> = &'a dyn Fn(&str) -> Option<f64>;

struct Builder<'a> {
    t: &'a Tables,
    text: &'a str,
    facts: Vec<Fact>,
    prev_end: usize,
    periods: Option<Vec<Span>>,
    /// Which of `periods` open a bracketed comparison (`paren_base`), found once per text.
    paren_bases: Option<Vec<bool>>,
    sentences: Option<Sentences>,
    declarations: Option<Vec<Declaration>>,
    /// Whether the text names a drug anywhere, found once: no window of it can then name one (a
    /// window's cut cannot make a drug name of a longer word), so its search is skipped.
    names_drug: Option<bool>,
    /// Where a stated tolerance's keys start (`tolerance::key_starts`), found once per text.
    tolerance_keys: Option<Vec<usize>>,
    zh: ParseZh<'a>,
}

/// Sentence ends of a whole text, found once; windows are then binary searches (the reference
/// scans each window with enough slack that its lookaheads see the same text).
#[derive(Clone)]
struct Sentences {
    ends: Vec<(usize, usize)>,
}

/// What a text's extraction reads of the whole text before its numbers (candidates, frequencies,
/// sentence ends, period mentions): prepared apart so that another thread can do it
/// (`pool::Batch::staged`).
pub struct Prepared {
    candidates: Vec<Spans>,
    freqs: Vec<Spans>,
    sentences: Sentences,
    periods: Vec<Span>,
}

/// ``text``'s `Prepared`: what `extract_facts` finds first, and `Builder::context` on its first
/// number.
pub fn prepare(t: &Tables, text: &str) -> Prepared {
    let spans = |ms: Vec<M<'_>>| ms.into_iter().map(M::into_spans).collect();
    Prepared {
        candidates: spans(t.p.candidate.iter_all(text)),
        freqs: spans(t.p.frequency.iter_all(text)),
        sentences: Sentences::new(t, text),
        periods: period_spans(t, text),
    }
}

impl Sentences {
    fn new(t: &Tables, text: &str) -> Sentences {
        Sentences {
            ends: t.p.sent_end.spans_all(text),
        }
    }

    /// The reference's `_sentence(text, start, end)`: the sentence ends within 200 characters
    /// on either side (a sentence end is usually near: its distance is counted, and the 200
    /// characters walked only when there is none).
    fn around(&self, text: &str, start: usize, end: usize) -> (usize, usize) {
        let i = self.ends.partition_point(|&(_, e)| e <= start);
        let sent_start = match i.checked_sub(1).map(|k| self.ends[k]) {
            // `s >= back(text, start, 200)`
            Some((s, e)) if at_most_chars(text, s, start, 200) => e,
            _ => back(text, start, 200),
        };
        let j = self.ends.partition_point(|&(s, _)| s < end);
        let stop = match self.ends.get(j) {
            // `e <= fwd(text, end, 200)`
            Some(&(s, e)) if at_most_chars(text, end, e, 200) => s,
            _ => fwd(text, end, 200),
        };
        (sent_start, stop)
    }
}

/// The reference's `spec == _YEARS`: a duration in years.
fn is_years(spec: Option<&UnitSpec>) -> bool {
    spec.is_some_and(|s| s.kind == "duration" && s.expr == "year")
}

/// The reference's `_paren_base`: a period that opens a bracketed comparison ("(2023: RMB 2.05
/// billion)", "（2023年：20.5亿元）"), or follows "compared with".
fn paren_base(t: &Tables, text: &str, s: &Span) -> bool {
    let bracket = text[back(text, s.0, 4)..s.0]
        .trim_end()
        .ends_with(['(', '（'])
        && t.p.paren_base_right.at(text, s.1).is_some();
    bracket
        || t.p
            .compared_base_left
            .search(text, back(text, s.0, 24), s.0)
            .is_some()
}

/// The reference's `_comparison_bases`: the mentions that open a comparison, each with the mentions
/// that continue it ("compared with | third quarter | 2023").
fn comparison_bases(t: &Tables, text: &str, spans: &[Span]) -> Vec<bool> {
    let mut bases: Vec<bool> = Vec::with_capacity(spans.len());
    for (i, s) in spans.iter().enumerate() {
        let glued = i > 0
            && bases[i - 1]
            && t.p
                .base_glue
                .at(text, spans[i - 1].1)
                .is_some_and(|g| g.end() == s.0);
        bases.push(glued || paren_base(t, text, s));
    }
    bases
}

/// The reference's `_PAREN_VALUE_GAP`: the value at `start` is the bracket's own, at most 12
/// characters after its period.
fn owns_paren_base(text: &str, s: &Span, start: usize) -> bool {
    start >= s.1 && start - s.1 <= 48 && text[s.1..start].chars().count() <= 12
}

/// How much of the next sentence `Around::following` holds (the reference's `_FOLLOWING_CHARS`).
const FOLLOWING_CHARS: usize = 100;

impl Builder<'_> {
    fn context(&mut self, it: &mut Interner, start: usize, end: usize, kind: &str) -> Context {
        let (t, text) = (self.t, self.text);
        let sentences = self
            .sentences
            .get_or_insert_with(|| Sentences::new(t, text));
        let (sent_start, sent_end) = sentences.around(text, start, end);
        let mut left = &text[sent_start.max(self.prev_end).min(start)..start];
        let right_full = &text[end..sent_end.max(end)];
        let mut right = right_full;
        if let Some(d) = t.p.next_number.search_all(right) {
            right = &right[..d.start()];
            // the words that open the next value's clause, not this value's
            if let Some(lead) = t.p.next_lead_in.search_all(right) {
                right = &right[..lead.start()];
            }
        }
        let mut sentence_left = &text[sent_start.min(start)..start];
        let sentence_owned;
        if self.prev_end > sent_start
            && t.p
                .bracket_close
                .at(left, 0)
                .is_some_and(|m| m.end() == left.len())
        {
            // "Half plot (125 sq m): GBP 52": the label before the bracket is this value's too
            let hi = self.prev_end.min(text.len());
            if let Some(b) = text[sent_start..hi].rfind(['(', '（']) {
                if b > 0 {
                    left = &text[sent_start..sent_start + b];
                }
            }
        }
        if self.prev_end > sent_start {
            left = crate::context::without_previous_label(t, left, right);
            if let Some((rest, sentence)) =
                crate::context::without_previous_rate(t, left, sentence_left)
            {
                left = rest;
                sentence_owned = sentence;
                sentence_left = &sentence_owned;
            }
        }
        if self.periods.is_none() {
            self.periods = Some(period_spans(t, text));
        }
        let all_spans = self.periods.as_deref().unwrap_or(&[]);
        let bases = self
            .paren_bases
            .get_or_insert_with(|| comparison_bases(t, text, all_spans));
        // "RMB 2.37 billion (2023: RMB 2.05 billion)": 2023 is the bracket's value's period only
        let kept: Vec<Span>;
        let spans: &[Span] = if bases.contains(&true) {
            kept = all_spans
                .iter()
                .zip(bases.iter())
                .filter(|(s, &base)| !base || owns_paren_base(text, s, start))
                .map(|(s, _)| s.clone())
                .collect();
            &kept
        } else {
            all_spans
        };
        let mut period = Period::default();
        if !spans.is_empty() {
            let own = (start, end);
            // `back(text, start, 80)` is at most `start - 80` (a character is at least one byte)
            // and `fwd(text, end, 40)` at least `end + 40` or the end: either is walked only
            // when it can decide
            let near = sent_start.max(self.prev_end);
            let mut lo = if near >= start.saturating_sub(80) {
                near
            } else {
                near.max(back(text, start, 80))
            };
            if self.prev_end > sent_start {
                // "$5.2 million in 2024, compared with $4.8 million in 2023"
                if let Some(c) = t.p.comparison.iter(text, lo, start).last() {
                    lo = lo.max(c.end());
                }
            }
            let clause_end = next_value_clause(t, text, end, sent_end, spans);
            let hi = if clause_end <= end + 40 {
                clause_end
            } else {
                clause_end.min(fwd(text, end, 40))
            };
            // "down 14 bp from 2.45% in FY2023": the comparison's base period is not the value's
            let comparison =
                t.p.comparison
                    .search(text, end, hi.max(end))
                    .map(|m| m.start());
            period = period_in(t, spans, lo, comparison.unwrap_or(hi), false, own);
            if period.is_empty() {
                // the rest of the sentence, less a comparison's base after the value
                let stop = comparison.unwrap_or(clause_end);
                period = period_in(t, spans, sent_start, stop, false, own);
            }
            if period.is_empty() {
                // a table cell: its column's header ("| 项目 | 2025年 | 2024年 |")
                period = column_period(t, text, spans, start);
            }
            if period.is_empty() {
                period = earlier_period(t, text, spans, sent_start);
            } else if period.rel == Some(-1) && period.year.is_none() {
                let mut sentence = period_in(t, spans, sent_start, sent_end, false, own);
                if sentence.year.is_none() {
                    // "上年为1.73亿美元" under a "2024财年" heading
                    sentence = earlier_period(t, text, spans, sent_start);
                }
                period = last_year_of(period, sentence);
            } else if period.sub.is_none()
                && period.year.is_some()
                && t.p.same_period.found(text, lo, hi)
            {
                // "for the nine months ended 30 September 2025 … compared with $801.5 million for
                // the same period of 2024": that year's nine months
                period.sub = period_in(t, spans, sent_start, sent_end, false, own).sub;
            }
        }
        let names_drug = *self
            .names_drug
            .get_or_insert_with(|| t.p.drug.found(text, 0, text.len()));
        // the next sentence, read only when the value ends its own ("… was $120. It increased to $145")
        let following = if right_full.trim().is_empty() {
            crate::text::head(&text[sent_end.max(end)..], FOLLOWING_CHARS)
        } else {
            ""
        };
        let around = Around {
            left,
            right,
            right_full,
            following,
            sentence_left,
            names_drug,
        };
        analyse(t, it, around, period, kind)
    }

    /// The unit a table declares for the bare number at ``m`` (`declared`); not for a year.
    fn declared_unit(
        &mut self,
        m: &M<'_>,
        value: f64,
        num_text: &str,
        end: usize,
    ) -> Option<(String, f64)> {
        m.span("ar")?;
        let year =
            (1900.0..=2100.0).contains(&value) && num_text.bytes().all(|c| c.is_ascii_digit());
        if year {
            return None;
        }
        let (t, text) = (self.t, self.text);
        let declared = self
            .declarations
            .get_or_insert_with(|| declarations(t, text));
        declared_unit(t, text, m.start(), end, declared, self.prev_end)
    }

    /// The reference's `add_match`: a fact over the whole match whose kind is also its dimension and
    /// unit ("万分之五", "one-third", "1-for-20"); returns where scanning resumes.
    fn add_match(
        &mut self,
        it: &mut Interner,
        m: &M<'_>,
        kind: &str,
        value: f64,
        precision: f64,
        notation: &str,
    ) -> usize {
        let ctx = self.context(it, m.start(), m.end(), kind);
        let (start, end) = (m.start(), m.end());
        self.add(
            it,
            kind,
            kind,
            value,
            None,
            kind,
            start,
            end,
            precision,
            notation,
            Some(ctx),
        );
        end
    }

    #[allow(clippy::too_many_arguments)]
    fn add(
        &mut self,
        it: &mut Interner,
        kind: &str,
        dimension: &str,
        value: f64,
        high: Option<f64>,
        unit: &str,
        start: usize,
        end: usize,
        precision: f64,
        notation: &str,
        ctx: Option<Context>,
    ) {
        let ctx = match ctx {
            Some(c) => c,
            None => self.context(it, start, end, ""),
        };
        let sign = if kind == "percent" && ctx.direction < 0 {
            -1.0
        } else {
            1.0
        };
        // words, not pairs of CJK characters (`conflicts::named_within`)
        let word_tokens = ctx.tokens.iter().all(|&s| it.s(s).is_ascii());
        let analyte = ctx.analyte();
        let mut named = ctx.concepts;
        if kind == "discount_zhe" {
            // "打九折": the notation names a discount, whatever the words around
            named.insert((SUBJECT, it.id("discount")));
        }
        let mut concepts: Vec<(Sym, Sym)> = named.into_iter().collect();
        if kind == "money" {
            // a sum is no term: "3-year term, all upfront: $1,314" is the term's price
            let term = (SUBJECT, it.id("term"));
            concepts.retain(|c| *c != term);
        }
        let mut fact = Fact {
            kind: kind.into(),
            dimension: dimension.into(),
            value: value * sign,
            high: high.map(|h| h * sign),
            unit: unit.into(),
            start,
            end,
            analyte,
            concepts,
            tokens: ctx.tokens.into_iter().collect(),
            word_tokens,
            anchor: ctx.anchor,
            period: ctx.period,
            approx: ctx.approx,
            bound: ctx.bound,
            direction: ctx.direction,
            precision,
            notation: notation.into(),
            bare_dollar: dimension == "money:USD" && bare_dollar(&self.text[start..end]),
            qualifiers: ctx.qualifiers.into_iter().collect(),
            tolerance: tolerance_band(kind, value, high, {
                let text = self.text;
                let keys = self.tolerance_keys.get_or_insert_with(|| key_starts(text));
                stated_tolerance(self.t, text, end, keys)
            }),
            index: Vec::new(),
            keys: Vec::new(),
            subjects: Vec::new(),
            digits: String::new(),
            digit_counts: [0; 10],
            concept_bits: 0,
            qualifier_bits: 0,
            key_bits: 0,
        };
        fact.finish();
        self.facts.push(fact);
        self.prev_end = end;
    }
}

fn starts_with_any(text: &str, pos: usize, prefixes: &[&str]) -> bool {
    pos <= text.len() && prefixes.iter().any(|p| text[pos..].starts_with(p))
}

/// The value of a number at ``n`` (a `number_at` match: Arabic, an English word or Chinese).
fn number(b: &Builder<'_>, n: &M<'_>) -> Option<f64> {
    if let Some(ar) = n.get(b.text, "ar") {
        return Some(parse_arabic(ar));
    }
    if let Some(en) = n.get(b.text, "en") {
        return en_number(b.t, en);
    }
    n.get(b.text, "zh").and_then(|z| (b.zh)(z))
}

/// The unit of a number written without one, and where it ends: a temperature with a bare letter or
/// degree sign after a word that says it is one ("T 101.3 F", "体温39°"), an electrolyte at a value it
/// can have ("K+ 3.8", "Na 138", "血钾3.2").
fn implied_unit(
    t: &Tables,
    text: &str,
    start: usize,
    pos: usize,
    value: f64,
    num_text: &str,
) -> (Option<UnitSpec>, usize) {
    // "罚款200元，记3分": a driving licence's penalty points, no minutes or fen
    if text[pos..].starts_with('分')
        && t.p
            .licence_points_left
            .found(text, back(text, start, 3), start)
    {
        return (Some(UnitSpec::new("count", "point")), pos + '分'.len_utf8());
    }
    if let Some(letter) = t.p.temp_letter.at(text, pos) {
        if !t.p.temp_cue.found(text, back(text, start, 24), start) {
            return (None, pos);
        }
        let scale_of = match letter.get_i(text, 1) {
            Some(l) => l,
            None if value <= 50.0 => "C",
            None if (80.0..=115.0).contains(&value) => "F",
            None => return (None, pos),
        };
        return (
            Some(UnitSpec::new("quantity", &format!("deg{scale_of}"))),
            letter.end(),
        );
    }
    if let Some(salt) =
        t.p.electrolyte_left
            .search(text, back(text, start, 16), start)
    {
        let bare = salt.has("bare");
        let potassium = salt.has("k") || salt.has("kzh") || (bare && num_text.contains('.'));
        let sodium = salt.has("na") || salt.has("nazh");
        if (potassium && (1.5..=9.9).contains(&value))
            || (sodium && (100.0..=180.0).contains(&value))
        {
            return (Some(UnitSpec::new("quantity", "mmol/L")), pos);
        }
    }
    if t.p.bmi_left.found(text, back(text, start, 12), start) && (10.0..=80.0).contains(&value) {
        return (Some(UnitSpec::new("count", "bmi")), pos); // "BMI 27.0": kg/m², never written
    }
    if t.p.egfr_left.found(text, back(text, start, 12), start) && value <= 200.0 {
        return (Some(UnitSpec::new("quantity", "mL/min")), pos); // "eGFR 76": per 1.73 m²
    }
    // "hazard ratio 0.68", "HR 0.86": a trial's effect size, no unit; each kind of ratio its own
    if num_text.contains('.') && value < 20.0 {
        if let Some(ratio) = t.p.ratio_left.search(text, back(text, start, 16), start) {
            let has = |g: &str| ratio.get(text, g).is_some();
            let kind = if has("hazard") || has("hzh") {
                "hazard_ratio"
            } else if has("risk") {
                "risk_ratio"
            } else {
                "odds_ratio"
            };
            return (Some(UnitSpec::new("count", kind)), pos);
        }
    }
    // "PUE cap: 1.53", "Kt/V 1.4": an efficiency or adequacy index, each its own
    if value < 40.0 {
        // (ending at the number, not before a line break: "系数…\n2. - …")
        if let Some(metric) =
            t.p.metric_left
                .search(text, back(text, start, 60), start)
                .filter(|m| m.end() == start)
        {
            if let Some(name) = t.metrics.iter().find(|g| metric.get(text, g).is_some()) {
                let name = name.strip_suffix("zh").unwrap_or(name);
                return (Some(UnitSpec::new("count", name)), pos);
            }
        }
    }
    // "sphere -2.75": a lens power in dioptres, in quarter steps
    if t.p
        .quarter_step
        .at(num_text, 0)
        .is_some_and(|m| m.end() == num_text.len())
        && t.p.lens_left.found(text, back(text, start, 16), start)
    {
        return (Some(UnitSpec::new("count", "dioptre")), pos);
    }
    if let Some(course) = t.p.course.at(text, pos) {
        if t.p.course_left.found(text, back(text, start, 40), start) {
            let per = course.get(text, "per").unwrap_or("");
            let unit = t.course_units.get(per).map_or("day", String::as_str);
            return (Some(UnitSpec::new("duration", unit)), course.end());
        }
    }
    (None, pos)
}

/// The reference's `_decimal_comma`: a number in European notation ("13,5 g/dL", "1.250,00 €")
/// whose decimals start at ``pos``, before a unit or after a currency.
fn decimal_comma(
    t: &Tables,
    text: &str,
    start: usize,
    pos: usize,
    num_text: &str,
    currency: bool,
) -> Option<(f64, String, usize)> {
    let d = t.p.decimal_comma.at(text, pos)?;
    if num_text.contains(',') || text[..start].ends_with(',') {
        return None;
    }
    let whole = if t
        .p
        .eu_thousands
        .at(num_text, 0)
        .is_some_and(|e| e.end() == num_text.len())
    {
        num_text.replace('.', "")
    } else {
        num_text.to_string()
    };
    if whole.is_empty() || !whole.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let unit = unit_at(t, text, d.end());
    if !currency && unit.and_then(|u| lookup_unit(t, u.text(text))).is_none() {
        return None;
    }
    let written = format!("{whole}.{}", d.get_i(text, 1)?);
    Some((written.parse().ok()?, written, d.end()))
}

/// The reference's `_space_grouped`: a number whose thousands are grouped by spaces ("1 250 €"),
/// the first group ``num_text`` ending at ``pos``: (value, number without its spaces, end).
fn space_grouped(
    t: &Tables,
    text: &str,
    pos: usize,
    num_text: &str,
    currency: bool,
) -> Option<(f64, String, usize)> {
    if num_text.len() > 3 || num_text.is_empty() || !num_text.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let g = t.p.space_groups.at(text, pos)?;
    let groups = g.text(text);
    let d = if groups.contains('.') {
        None
    } else {
        t.p.decimal_comma.at(text, g.end())
    };
    // "1 250,50 €": the unit after its decimals
    let unit = unit_at(t, text, d.map_or(g.end(), |d| d.end()));
    let spec = unit.and_then(|u| lookup_unit(t, u.text(text)));
    let no_break = !groups.contains(' ');
    if !(currency || spec.is_some_and(|s| no_break || s.kind == "money")) {
        return None;
    }
    let written: String = num_text
        .chars()
        .chain(
            groups
                .chars()
                .filter(|c| !matches!(c, ' ' | '\u{a0}' | '\u{202f}')),
        )
        .collect();
    Some((written.parse().ok()?, written, g.end()))
}

/// The reference's `_multiplies_an_amount`: the words after "N x" name an amount it multiplies ("4 x
/// salary"), as a whole word ("4 x salarymen" counts an item).
fn multiplies_an_amount(t: &Tables, text: &str, item: &M<'_>) -> bool {
    let Some((start, _)) = item.span("word") else {
        return false;
    };
    t.p.times_amount.at(text, start).is_some_and(|amount| {
        !text[amount.end()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic())
    })
}

/// Build the fact for the number at ``m``; returns the offset where scanning resumes.
/// The reference's `_counted_after_a_word`: the count unit after one word that qualifies it ("12
/// physiotherapy sessions", "2 successful claims"); a count only.
fn counted_after_a_word<'s>(t: &'s Tables, text: &str, pos: usize) -> Option<M<'s>> {
    let word = t.p.count_word.at(text, pos)?;
    if t.not_a_count_word.contains(word.get_i(text, 1)?) {
        return None;
    }
    let um = unit_at(t, text, word.end())?;
    let spec = lookup_unit(t, um.text(text))?;
    (spec.kind == "count").then_some(um)
}

/// The reference's `_outline_number`: a number like "14.1" that opens its line, when another line
/// opens with a sibling ("14.2"), numbers a clause ("14.1 Hours worked in excess of 8 …").
fn outline_number(text: &str, start: usize, num_text: &str) -> bool {
    let Some((major, minor)) = num_text.split_once('.') else {
        return false;
    };
    let digits = |s: &str| !s.is_empty() && s.len() <= 2 && s.bytes().all(|c| c.is_ascii_digit());
    if !digits(major) || !digits(minor) {
        return false;
    }
    let end = start + num_text.len();
    let line = text[..start].rfind('\n').map_or(0, |i| i + 1);
    if !text[line..start].trim().is_empty()
        || !text[end..].chars().next().is_some_and(char::is_whitespace)
    {
        return false;
    }
    text.split('\n').any(|other| {
        let Some((head, rest)) = other.trim_start().split_once('.') else {
            return false;
        };
        let n = rest.bytes().take_while(u8::is_ascii_digit).count();
        head == major
            && (1..=2).contains(&n)
            && &rest[..n] != minor
            && rest[n..].chars().next().is_some_and(char::is_whitespace)
    })
}

fn quantity(
    b: &mut Builder<'_>,
    it: &mut Interner,
    m: &M<'_>,
    value: f64,
    num_text: &str,
) -> usize {
    let (t, text) = (b.t, b.text);
    let is_ar = m.span("ar").is_some();
    let (mut start, mut pos) = (m.start(), m.end());
    if outline_number(text, start, num_text) {
        return pos;
    }
    let cur =
        t.p.currency_prefix
            .search(text, back(text, start, 8), start);
    let currency = cur
        .as_ref()
        .and_then(|c| c.get_i(text, 1))
        .map(|c| currency_code(t, c));
    if let Some(c) = &cur {
        start = c.start();
    } else if text[back(text, start, 2)..start].contains('(') {
        // "thirty (30) days": the words spelling the number belong to its span
        if let Some(s) =
            t.p.spelled_before
                .search(text, back(text, start, 60), start)
        {
            start = s.start();
        }
    }
    // (in digits or in Chinese numerals: "每个公历月的五日")
    if cur.is_none()
        && (is_ar || m.span("zh").is_some())
        && value.fract() == 0.0
        && (1.0..=31.0).contains(&value)
    {
        let zh = t.p.every_month_zh.found(text, back(text, start, 8), start); // `_EVERY_MONTH_ZH_CHARS`
        let day = zh
            .then(|| t.p.monthly_day_zh.at(text, pos))
            .flatten()
            .or_else(|| t.p.monthly_day_en.at(text, pos));
        if let Some(day) = day {
            // "每月25日", "the 25th of each month": a day that recurs, compared with other such days
            return add_recurring(b, it, "day_of_month", value, start, day.end());
        }
        // "每年3月15日": March 15th, every year
        let yearly =
            t.p.every_year_zh
                .found(text, back(text, start, 4), start)
                .then(|| t.p.yearly_day_zh.at(text, pos))
                .flatten();
        if let Some(y) = yearly {
            let day: f64 = y.get_i(text, 1).and_then(|d| d.parse().ok()).unwrap_or(0.0);
            if value <= 12.0 && (1.0..=31.0).contains(&day) {
                return add_recurring(b, it, "day_of_year", value * 100.0 + day, start, y.end());
            }
        }
    }
    // "月息1分": 1% a month, "年息8厘" 8% a year
    if cur.is_none() {
        if let (Some(rate), Some(fl)) = (
            t.p.fen_li_left.search(text, back(text, start, 5), start),
            t.p.fen_li.at(text, pos),
        ) {
            let key = format!(
                "{}{}",
                rate.get_i(text, 1).unwrap_or(""),
                fl.get_i(text, 1).unwrap_or("")
            );
            if let Some(factor) = t.fen_li.get(&key) {
                let precision = 0.5 * precision_of(num_text) * factor;
                b.add(
                    it,
                    "percent",
                    "percent",
                    value * factor,
                    None,
                    "percent",
                    start,
                    fl.end(),
                    precision,
                    "percentx1",
                    None,
                );
                return fl.end();
            }
        }
    }
    let grouped = is_ar
        .then(|| space_grouped(t, text, pos, num_text, cur.is_some()))
        .flatten();
    let (value, num_text) = match &grouped {
        // "1 250 €"; then perhaps its decimal comma ("1 250,50 €")
        Some((v, whole, end)) => {
            pos = *end;
            (*v, whole.as_str())
        }
        None => (value, num_text),
    };
    // "3½% Treasury Gilt", "1½ tablets"; "13,5 g/dL", "1.250,00 €"
    let vulgar = text[pos..].chars().next().and_then(|c| {
        let fraction = *t.vulgar_fractions.get(c.encode_utf8(&mut [0; 4]) as &str)?;
        Some((fraction, c.len_utf8()))
    });
    let written: String;
    let (value, num_text) = if !is_ar {
        (value, num_text)
    } else if let Some((fraction, width)) = vulgar.filter(|_| !num_text.contains('.')) {
        // its decimals as Python's str() writes them: 0.25 -> ".25"
        written = format!("{num_text}{}", &fraction.to_string()[1..]);
        pos += width;
        (value + fraction, written.as_str())
    } else if let Some((v, european, end)) =
        decimal_comma(t, text, m.start(), pos, num_text, cur.is_some())
    {
        written = european;
        pos = end;
        (v, written.as_str())
    } else {
        (value, num_text)
    };
    // "36+5 weeks' gestation": and 5 days
    let gestation = (is_ar && !num_text.contains('.'))
        .then(|| t.p.gestation.at(text, pos))
        .flatten();
    let (value, mut pos) = match gestation {
        Some(g) => {
            let days: f64 = g.get_i(text, 1).and_then(|d| d.parse().ok()).unwrap_or(0.0);
            (value + days / 7.0, g.end())
        }
        None => (value, pos),
    };

    let mut scale = 1.0;
    let mut scaled = false;
    if is_ar {
        if let Some(sm) = t.p.scale.at(text, pos) {
            let word = sm.get_i(text, 1).unwrap_or("").to_lowercase();
            let um = unit_at(t, text, sm.end());
            let money_unit = um
                .as_ref()
                .and_then(|u| lookup_unit(t, u.text(text)))
                .is_some_and(|s| s.kind == "money");
            if !t.single_letter_scales.contains(&word) || currency.is_some() || money_unit {
                scale = scale_factor(t, &word);
                scaled = true;
                pos = sm.end();
            }
        }
    }
    let mut high: Option<f64> = None;
    let bp = if is_ar { t.p.bp.at(text, pos) } else { None };
    if let Some(bp) = &bp {
        high = bp.get_i(text, 1).map(parse_arabic);
        pos = bp.end();
    }
    let mut value = value;
    if high.is_none() {
        if let Some(half) = t.p.and_a_half.at(text, pos) {
            value += 0.5; // "two and a half hours", as 两个半小时
            pos = half.end();
        }
    }
    // "5 additional days", "200 free miles", "2 extra nights": a word between number and unit
    let mut counted_by: Option<(usize, usize)> = None; // "12 physiotherapy sessions": "physiotherapy"
    let um = unit_at(t, text, pos)
        .or_else(|| {
            let adjective = t.p.unit_adjective.at(text, pos)?;
            unit_at(t, text, adjective.end())
        })
        .or_else(|| {
            let um = counted_after_a_word(t, text, pos)?;
            counted_by = Some((pos, um.start()));
            Some(um)
        });
    let mut spec = um.as_ref().and_then(|u| lookup_unit(t, u.text(text)));
    if let (Some(_), Some(u)) = (&spec, &um) {
        pos = u.end();
        let said = u.text(text).trim_start_matches([' ', '\t', '-']);
        if said.eq_ignore_ascii_case("x") || said == "×" {
            // ("4 x annual salary", "2 × your base pay": a multiple of the amount named)
            let item = t.p.times_item.at(text, pos);
            if let Some(item) = item.filter(|m| !multiplies_an_amount(t, text, m)) {
                match item.get(text, "word") {
                    // "1 x 23kg", "5 x 22 kW chargers": how many of what follows, no value here
                    None => return pos,
                    // "10 x electric trucks": so many of that
                    Some(word) => {
                        let word = word.to_lowercase();
                        let item = word.strip_suffix('s').unwrap_or(&word);
                        spec = Some(UnitSpec::new("count", &format!("times:{item}")));
                    }
                }
            }
        }
    }
    // "5 or more years of service": the limit is written between the number and its unit
    let mut limit: Option<&'static str> = None;
    if spec.is_none() {
        if let Some(om) = t.p.or_more.at(text, pos) {
            if let Some(u) = unit_at(t, text, om.end()) {
                if let Some(s) = lookup_unit(t, u.text(text))
                    .filter(|s| matches!(s.kind.as_str(), "duration" | "count"))
                {
                    spec = Some(s);
                    pos = u.end();
                    limit = Some(if om.has("more") { "min" } else { "max" });
                }
            }
        }
    }
    if spec.is_none() && t.p.aged.found(text, back(text, start, 8), start) {
        spec = Some(UnitSpec::new("count", "year_of_age")); // "aged 70 or above"
    } else if is_years(spec.as_ref())
        && (t.p.age_to.found(text, back(text, start, 32), start)
            || t.p.aged.found(text, back(text, start, 8), start))
    {
        // "Entry age 28 days to 65 years", "aged 9 years"
        spec = Some(UnitSpec::new("count", "year_of_age"));
    } else if is_years(spec.as_ref()) {
        if let Some(old) = t.p.year_old.at(text, pos) {
            // "an 8-year-old child", "12 years of age"
            spec = Some(UnitSpec::new("count", "year_of_age"));
            pos = old.end();
        }
    }
    if spec.is_none()
        && cur.is_none()
        && !scaled
        && num_text.contains('.')
        && value < 10.0
        && t.p.inr_left.found(text, back(text, start, 30), start)
    {
        spec = Some(UnitSpec::new("count", "inr_ratio")); // "Target INR range: 2.5-3.5", "INR of 1.8"
    }
    let mut sep = if bp.is_some() {
        None
    } else {
        t.p.range_sep.at(text, pos)
    };
    if sep.is_none() {
        sep = between_and(t, text, start, pos);
    }
    let rest = &text[pos..];
    if sep.is_none()
        && !scaled
        && cur.is_none()
        && (rest.starts_with(',') || [" or ", " OR ", " Or "].iter().any(|w| rest.starts_with(w)))
    {
        sep = t.p.options.at(text, pos); // "a deferred period of 4, 13, 26 or 52 weeks": the choices' span
    }
    if sep.is_some()
        && t.p
            .superseded_left
            .found(text, back(text, start, 40), start)
    {
        sep = None;
    }
    // "raised by 0.5 percentage points to 4.75%": a change, then the new level
    if sep.is_some() && t.p.change_by_left.found(text, back(text, start, 12), start) {
        sep = None;
    }
    // "Building 3 - 3,800 m2": the building's number, then its area
    if sep.as_ref().is_some_and(|m| {
        t.p.spaced_dash
            .at(text, m.start())
            .is_some_and(|d| d.end() == m.end())
            && t.p
                .index_label_left
                .found(text, back(text, start, 12), start)
    }) {
        sep = None;
    }
    if let Some(sep) = sep {
        if let Some(n2) = t.p.number_at.at(text, sep.end()) {
            if date_at(t, text, n2.start()).is_none()
                && !changes_kind(t, text, &n2, currency.is_some(), spec.as_ref(), scaled)
            {
                let v2 = number(b, &n2);
                let mut end2 = n2.end();
                let mut scale2 = scale;
                // the high end's scale, the low end's too ("5-10万元"), not past its own unit
                let mut borrowed: Option<f64> = None;
                if let Some(sm2) = t.p.scale.at(text, end2) {
                    let w2 = sm2.get_i(text, 1).unwrap_or("").to_lowercase();
                    if !t.single_letter_scales.contains(&w2) || currency.is_some() {
                        scale2 = scale_factor(t, &w2);
                        end2 = sm2.end();
                        if !scaled && um.is_none() {
                            borrowed = Some(scale2);
                        }
                    }
                }
                let mut paired = false;
                let um2 = unit_at(t, text, end2);
                let spec2 = um2.as_ref().and_then(|u| lookup_unit(t, u.text(text)));
                if let Some(v2) = v2 {
                    if spec.is_none() || spec2.is_none() || spec2 == spec {
                        let mut spec_of_range = spec.clone();
                        if spec.is_none() && spec2.is_some() {
                            spec_of_range = spec2.clone();
                            end2 = um2.as_ref().map_or(end2, |u| u.end());
                        } else if spec2.is_some() {
                            end2 = um2.as_ref().map_or(end2, |u| u.end());
                        }
                        // a descending pair is no range ("at or above 99.0% - 10% of the fee"), and
                        // the first number keeps its own unit: "age 60 – 20%" is no 60%; nor its scale
                        // where the high end's would make the pair descend ("$500 to $1.5 million")
                        if spec_of_range.is_some() || currency.is_some() {
                            paired = true;
                            if let Some(b) = borrowed.filter(|&b| v2 * scale2 >= value * b) {
                                scale = b;
                                scaled = true;
                            }
                            if v2 * scale2 >= value * scale {
                                spec = spec_of_range;
                                high = Some(v2 * scale2);
                                pos = end2;
                            }
                        }
                    }
                }
                if let Some(b) = borrowed.filter(|_| !paired) {
                    scale = b; // "between 5 and 10 million": 5 million
                    scaled = true;
                }
            }
        }
    }
    if high.is_some()
        && is_years(spec.as_ref())
        && t.p.age_to.found(text, back(text, start, 32), start)
    {
        spec = Some(UnitSpec::new("count", "year_of_age")); // "Children 6 to 11 years"
    }
    if spec.is_none()
        && currency.is_none()
        && (t
            .p
            .coupon_off_left
            .found(text, back(text, start, 12), start)
            || (text[..start].ends_with('满') && t.p.coupon_spend_right.at(text, pos).is_some()))
    {
        spec = Some(UnitSpec::new("money", "CNY")); // "满300减50": spend 300 yuan, take 50 off
    }
    if spec.is_none() && t.p.net.found(text, back(text, start, 5), start) {
        spec = Some(UnitSpec::new("duration", "day"));
    }
    if spec.is_none() && currency.is_none() && !scaled {
        (spec, pos) = implied_unit(t, text, start, pos, value, num_text);
    }
    let clotting = spec.is_none()
        && !scaled
        && num_text.contains('.')
        && value < 10.0
        && cur.as_ref().and_then(|c| c.get_i(text, 1)) == Some("INR");
    let currency = if clotting {
        spec = Some(UnitSpec::new("count", "inr_ratio")); // "INR 2.6" on warfarin: the clotting ratio
        None
    } else {
        currency
    };
    let mut spec = match spec {
        Some(s) => s,
        None => match (&currency, scaled) {
            (Some(c), _) => UnitSpec::new("money", c),
            (None, true) => UnitSpec::new("amount", ""),
            (None, false) => match b.declared_unit(m, value, num_text, pos) {
                // "净利润：4,260.17" under "单位：万元"
                Some((currency, declared_scale)) => {
                    scale = declared_scale;
                    UnitSpec::new("money", &currency)
                }
                None => return m.end(),
            },
        },
    };
    if spec.kind == "money_minor" {
        // "9.5p/kWh": £0.095; "clause 5 p 3": a letter apart from its number is no penny
        if let Some(u) = &um {
            let said = u.text(text);
            let bare = said.trim_start_matches([' ', '\t', '-']);
            let letter = bare.trim_end_matches([' ', '\t', '-']);
            if bare.len() != said.len() && letter == "p" {
                return m.end();
            }
            // ":43P:" is a field's tag, "1080p" a video's resolution, "2 CT scans" no cents
            if letter == "P"
                || letter == "CT"
                || (letter == "p" && t.video_lines.contains(num_text))
            {
                return m.end();
            }
        }
        spec = UnitSpec::new("money", &spec.expr);
        scale *= 0.01;
    }
    if spec.kind == "money" && um.is_some() {
        if let Some(c) = &currency {
            if &spec.expr != c {
                spec = UnitSpec::new("money", c);
            }
        }
    }
    if let (Some(c), Some(u)) = (&currency, &um) {
        if spec.kind == "duration" && pos == u.end() {
            // "$15 month-to-month": a price, per month
            spec = UnitSpec::new("money", c);
            pos = u.start();
        }
    }
    if spec.expr == "mg" {
        if let Some(per) = t.p.per_ml.at(text, pos) {
            let n: f64 = per
                .get_i(text, 1)
                .and_then(|d| d.parse().ok())
                .unwrap_or(0.0);
            if n > 0.0 {
                // "200 mg/5 mL": a liquid's strength, 40 mg/mL
                spec = UnitSpec::new("quantity", "mg/mL");
                pos = per.end();
                value /= n;
                high = high.map(|h| h / n);
            }
        }
    }
    if spec.expr == "point" && high.is_none() {
        if let Some(worth) = t.p.points_worth.at(text, pos) {
            let n: f64 = worth
                .get_i(text, 1)
                .and_then(|d| d.parse().ok())
                .unwrap_or(0.0);
            // "500 points = $5": points per unit of money; not a balance worked out to the penny
            if n > 0.0 && n == n.trunc() {
                spec = UnitSpec::new("count", "point_rate");
                pos = worth.end();
                value /= n;
            }
        }
    }
    // "1.5 points per £1": points earned per unit spent, a rate of earning
    if spec.expr == "point" && high.is_none() {
        if let Some(per) = t.p.earn_per.at(text, pos) {
            spec = UnitSpec::new("count", "point_earn_rate");
            pos = per.end();
        }
    }
    if spec.kind == "duration" && high.is_none() {
        if let Some(u) = um.as_ref().filter(|u| u.end() == pos) {
            if u.text(text).contains('半') {
                value += 0.5; // "两个半月", "三个半小时"
            } else if spec.expr == "year"
                && text[pos..].starts_with('半')
                && !text[pos..].starts_with("半年")
            {
                value += 0.5; // "一年半" is a year and a half
                pos += '半'.len_utf8();
            }
        }
    }
    let mut num_text = num_text;
    if spec.expr == "foot" && high.is_none() {
        if let Some(inches) = t.p.inches.at(text, pos) {
            if let Some(n) = inches.get_i(text, 1) {
                // "5 ft 9 in" is 69 inches, written to the inch
                value = value * 12.0 + n.parse::<f64>().unwrap_or(0.0);
                num_text = n;
                spec = UnitSpec::new("quantity", "inch");
                pos = inches.end();
            }
        }
    }
    let yuan: String;
    if spec.kind == "money"
        && spec.expr == "CNY"
        && high.is_none()
        && um
            .as_ref()
            .is_some_and(|u| u.end() == pos && u.text(text).ends_with('元'))
        && value.fract() == 0.0
    {
        // "7元2角5分": the jiao and fen are its decimals
        if let Some(jf) = t.p.jiao_fen.at(text, pos) {
            let digit = |d: &str| t.zh_digits.get(d).copied().unwrap_or(0.0) as u32;
            let jiao = jf.get_i(text, 1).map_or(0, digit);
            let fen = jf.get_i(text, 2).map(digit);
            yuan = format!(
                "{}.{jiao}{}",
                value as i64,
                fen.map_or(String::new(), |f| f.to_string())
            );
            value = yuan.parse().unwrap_or(value);
            num_text = &yuan;
            pos = jf.end();
        }
    }
    if spec.kind == "duration"
        && spec.expr == "year"
        && (1900.0..=2100.0).contains(&value)
        && value == value.trunc()
    {
        return pos;
    }
    // "later cancellations are charged one night": a night's rate, no span of time
    if spec.kind == "duration"
        && um
            .as_ref()
            .is_some_and(|u| u.text(text).to_lowercase().contains("night"))
        && t.p.charged_left.found(text, back(text, start, 24), start)
    {
        return pos;
    }
    // "bought 45 days ago": how long since something happened, no term or deadline
    if spec.kind == "duration" && t.p.ago.at(text, pos).is_some() {
        return pos;
    }
    let whole_unit = um
        .as_ref()
        .filter(|u| u.end() == pos && !u.text(text).contains('半'));
    if spec.kind == "duration" && high.is_none() && whole_unit.is_some() {
        // "1 yr 6 mo" is 18 months, "2小时30分" 150 minutes, written to the smaller unit
        let smaller = match spec.expr.as_str() {
            "year" => Some((&t.p.months_after, "month", 12.0)),
            "hour" => Some((&t.p.minutes_after, "minute", 60.0)),
            _ => None,
        };
        if let Some((rx, unit, per)) = smaller {
            if let Some(part) = rx.at(text, pos) {
                if let Some(n) = part.get_i(text, 1) {
                    value = value * per + n.parse::<f64>().unwrap_or(0.0);
                    num_text = n;
                    spec = UnitSpec::new("duration", unit);
                    pos = part.end();
                }
            }
        }
    }
    // "cycle 4 day 1", "week 2 day 3": a schedule's position, not a duration of 4 days
    if spec.kind == "duration"
        && t.p.ordinal_left.found(text, back(text, start, 8), start)
        && t.p.digit_ahead.at(text, pos).is_some()
    {
        return pos;
    }
    // "6.2 年度许可费": a clause number before 年度 (annual), not 6.2 years
    if is_years(Some(&spec)) && text[pos..].starts_with('度') {
        return pos;
    }
    // a data amount is a value only as an allowance; "128GB" names a model
    if spec.expr.ends_with("byte")
        && !t
            .p
            .data_context
            .found(text, back(text, start, 16), fwd(text, pos, 24))
    {
        return pos;
    }
    // "本月用电218度": kilowatt-hours, not degrees
    if spec.kind == "quantity"
        && spec.expr == "degC"
        && text[..pos].ends_with('度')
        && !text[..pos].ends_with("摄氏度")
        && t.p.power_left.found(text, back(text, start, 16), start)
    {
        spec = UnitSpec::new("quantity", "kWh");
    }
    // "5G畅享套餐", "a 4G plan": a network generation, not grams (but "MAXIMUM 4 G PER DAY")
    let glued_g = text[..pos]
        .strip_suffix('G')
        .is_some_and(|t| t.ends_with(|c: char| c.is_ascii_digit()));
    if spec.expr == "g" && glued_g && [2.0, 3.0, 4.0, 5.0, 6.0].contains(&value) {
        return pos;
    }
    let before = prev_char(text, m.start());
    let ordinal_day = before == Some('第') && spec.expr == "day";
    // (an age is one too, "age 30: $21.50", but the band of the values after it: see group_age)
    if spec.kind == "count" && spec.expr != "year_of_age" && t.p.row_key.at(text, pos).is_some() {
        return pos; // "age 30: $21.50": the row's key in a table of values, not a value
    }
    if starts_with_any(text, pos, &["性", "期"]) || (before == Some('第') && !ordinal_day) {
        return pos;
    }
    if before == Some('月') && spec.kind == "duration" && spec.expr == "day" {
        return pos; // "6月3日至6月9日": a day of the month
    }
    if spec.kind == "duration"
        && spec.expr == "day"
        && value == 1.0
        && t.p.daily_amount_ahead.at(text, pos).is_some()
    {
        return pos; // "一日剂量不超过4g": the basis of a daily dose, not a duration
    }
    if spec.kind == "duration"
        && spec.expr == "year"
        && value == 1.0
        && t.p.aggregate_ahead.at(text, pos).is_some()
    {
        return pos; // "一年累计最多180天": the annual aggregate's period, not a duration
    }
    if spec.kind == "duration"
        && (spec.expr == "year" || spec.expr == "month")
        && t.p.tenor_word.at(&text[..pos], start).is_some()
        && {
            let near = &text[back(text, start, 40)..fwd(text, pos, 40)];
            t.p.tenor_rate.found(near, 0, near.len())
        }
    {
        return pos; // "APR as low as 6.49% for 36-month terms": a rate's term (a tenor)
    }
    if spec.kind == "duration"
        && (spec.expr == "year" || spec.expr == "month")
        && t.p.rate_ahead.at(text, pos).is_some()
    {
        return pos; // "一年1.65%": the rate's term (a tenor), not a duration
    }
    if (spec.expr == "degC" || spec.expr == "degF") && cur.is_none() {
        // "-18 °C", "零下18度": a temperature below zero
        if let Some(minus) =
            t.p.below_zero_left
                .search(text, back(text, start, 8), start)
        {
            start = minus.start();
            value = -value;
        }
    }
    let mut ctx = b.context(it, start, pos, &spec.kind);
    if let Some((lo, hi)) = counted_by {
        // the reference's `with_words`: the word is what the count is about
        crate::context::Keys { t }.en(it, &text[lo..hi], &mut ctx.concepts, &mut ctx.tokens);
    }
    if let Some(u) = um
        .as_ref()
        .filter(|_| spec.expr.starts_with("requests_per_"))
    {
        // a rate limit's unit says what it counts: the API's requests ("600 requests per minute")
        crate::context::Keys { t }.en(it, u.text(text), &mut ctx.concepts, &mut ctx.tokens);
    }
    if let Some(limit) = limit {
        let name = if limit == "min" { "minimum" } else { "maximum" };
        ctx.concepts.insert((it.id("limit_kind"), it.id(name)));
        ctx.bound = Some(limit.to_string());
    }
    if spec.kind == "count" && spec.expr == "point_rate" {
        // what points are worth is the points' own fact, however a text words it
        ctx.concepts.insert((SUBJECT, it.id("points")));
    }
    if spec.kind == "percent" && t.p.notes_right.at(text, pos).is_some() {
        ctx.concepts.insert((SUBJECT, it.id("coupon"))); // "5.375% Senior Notes due 2030"
    }
    if spec.kind == "percent" && t.p.off_right.at(text, pos).is_some() {
        ctx.concepts.insert((it.id("remark"), it.id("off"))); // "50% off the licence fee"
    }
    let analyte = ctx.analyte().map(|a| it.s(a).to_string());
    let raw = value * scale;
    let (mut dim, mut canon, unit, mut factor) = if spec.kind == "amount" {
        ("amount".to_string(), raw, String::new(), 1.0)
    } else {
        let (d, c, u) = canonical_value(t, raw, &spec, analyte.as_deref());
        let f = if raw != 0.0 { (c / raw).abs() } else { 1.0 };
        (d, c, u, f)
    };
    if dim == "[mass]" && canon.abs() < 1e-3 {
        // no one weighs under a gram: "0.9 mg/kg actual body weight, maximum 90 mg" caps a dose
        ctx.concepts.remove(&(SUBJECT, it.id("weight")));
    }
    if ordinal_day && ctx.anchor.is_none() && !text[..m.start()].ends_with("后第") {
        return pos; // "第二天起": which day of an unnamed count (the reference says why)
    }
    let mut canon_high = high.map(|h| {
        if spec.kind != "amount" {
            canonical_value(t, h, &spec, analyte.as_deref()).1
        } else {
            h
        }
    });
    if spec.kind == "money" {
        let per =
            t.p.per_shares_left
                .search(text, back(text, start, 24), start)
                .or_else(|| t.p.per_shares_right.at(text, pos));
        let shares: i64 = per
            .and_then(|m| m.get(text, "n").and_then(|n| n.parse().ok()))
            .unwrap_or(1);
        if shares > 1 {
            let n = shares as f64;
            canon /= n;
            factor /= n;
            canon_high = canon_high.map(|h| h / n);
        }
        // "0.4883元/度", "每分钟0.1元": a tariff, its own dimension
        let metered =
            t.p.metered_right
                .at(text, pos)
                .or_else(|| t.p.metered_left.search(text, back(text, start, 24), start))
                .or_else(|| {
                    t.p.metered_times_left
                        .search(text, back(text, start, 32), start)
                });
        let is_metered = metered.is_some();
        if let Some(m) = metered {
            let form = crate::text::lower(m.get(text, "m").unwrap_or(""));
            if let Some(name) = t.metered.get(&form) {
                dim = format!("tariff:{unit}/{name}");
                if let Some(&many) = t.metered_scale.get(&form) {
                    // "186.2元/千立方米" = 0.1862元/立方米, "$3.00 per 1M tokens" = $0.000003 a token
                    canon /= many;
                    factor /= many;
                    canon_high = canon_high.map(|h| h / many);
                }
                if t.sold_by.contains(name) {
                    // what it is the price of is its unit: any two per kWh are electricity's
                    ctx.concepts.insert((SUBJECT, it.id("tariff")));
                }
            }
        }
        if let Some(off) =
            t.p.coupon_off_left
                .search(text, back(text, start, 12), start)
        {
            ctx.concepts.insert((SUBJECT, it.id("discount"))); // "满300元减50元": 50 yuan off
                                                               // (the spend names the coupon: "满200减50、满500减150" are two)
            let spend = format!("spend:{}", off.get_i(text, 1).unwrap_or_default());
            ctx.concepts.insert((it.id("label"), it.id(&spend)));
        }
        // "$31.20 per $1,000 of assessed value", "每1,000美元评估价值25.40美元": a percentage of the value
        let base = t.p.per_value_right.at(text, pos).or_else(|| {
            t.p.per_value_left
                .search(text, back(text, start, 24), start)
        });
        if let Some(base) = base.filter(|_| !is_metered) {
            let n: f64 = base
                .get(text, "n")
                .map(|n| n.replace(',', ""))
                .and_then(|n| n.parse().ok())
                .unwrap_or(100.0);
            let per = 100.0 / n;
            if base.start() >= pos {
                pos = base.end();
            }
            let precision = 0.5 * precision_of(num_text) * scale * factor * per;
            b.add(
                it,
                "percent",
                "percent",
                canon * per,
                canon_high.map(|h| h * per),
                "percent",
                start,
                pos,
                precision,
                "per_value",
                Some(ctx),
            );
            return pos;
        }
    }
    if ctx.bound.as_deref() == Some("every") && spec.kind == "duration" && canon > 0.0 {
        let mut lo = 1.0 / canon;
        let mut hi = canon_high.filter(|&h| h != 0.0).map(|h| 1.0 / h);
        if let Some(h) = hi {
            let (a, z) = (lo.min(h), lo.max(h));
            lo = a;
            hi = Some(z);
        }
        ctx.anchor = None;
        ctx.bound = None;
        ctx.direction = 0;
        b.add(
            it,
            "frequency",
            "frequency",
            lo,
            hi,
            "per day",
            start,
            pos,
            0.0,
            "perday",
            Some(ctx),
        );
        return pos;
    }
    let precision = 0.5 * precision_of(num_text) * scale * factor;
    let mut notation = String::with_capacity(spec.expr.len() + 8);
    notation.push_str(&spec.expr);
    notation.push('x');
    notation.push_str(&fmt_g(scale));
    b.add(
        it,
        &spec.kind,
        &dim,
        canon,
        canon_high,
        &unit,
        start,
        pos,
        precision,
        &notation,
        Some(ctx),
    );
    pos
}

/// "grew 8% to $812 million": a second number of another kind ends a value, it is no range tail.
fn changes_kind(
    t: &Tables,
    text: &str,
    n2: &M<'_>,
    currency: bool,
    spec: Option<&UnitSpec>,
    scaled: bool,
) -> bool {
    let digits = n2
        .span("ar")
        .or(n2.span("zh"))
        .or(n2.span("en"))
        .map_or(n2.start(), |(s, _)| s);
    if !text[n2.start()..digits].trim().is_empty() && !currency {
        return true; // a currency only on the second number
    }
    spec.is_some_and(|s| s.kind == "percent") && !scaled && t.p.scale.at(text, n2.end()).is_some()
}

/// Python's `f"{x:g}"` for the scale factors that occur (0.01 for a currency's hundredth, 1,
/// 1e3 … 1e12).
fn fmt_g(x: f64) -> String {
    if x == x.trunc() && x.abs() < 1e6 {
        return (x as i64).to_string();
    }
    let exp = x.abs().log10().floor() as i32;
    if (-4..6).contains(&exp) {
        // six significant digits in fixed notation, trailing zeros dropped
        let fixed = format!("{x:.*}", (5 - exp) as usize);
        return fixed
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_string();
    }
    let mant = x / 10f64.powi(exp);
    let mant_s = format!("{mant:.5}");
    let mant_s = mant_s.trim_end_matches('0').trim_end_matches('.');
    format!(
        "{mant_s}e{}{:02}",
        if exp < 0 { "-" } else { "+" },
        exp.abs()
    )
}

/// "twenty-four" → 24, "two thousand one hundred fifty-eight" → 2158: each hundred multiplies what
/// came since the last thousand, each thousand, million or billion closes a group.
fn en_number(t: &Tables, words: &str) -> Option<f64> {
    let low = crate::text::lower(words);
    let (mut total, mut group) = (0.0, 0.0);
    for word in low.split(|c: char| c == '-' || c.is_whitespace()) {
        if word.is_empty() || word == "and" {
            continue;
        }
        if word == "hundred" {
            group = f64::max(group, 1.0) * 100.0;
        } else if let Some(scale) = t.en_scales.get(word) {
            total += f64::max(group, 1.0) * scale;
            group = 0.0;
        } else {
            group += *t.en_words.get(word)?;
        }
    }
    Some(total + group)
}

fn percent_zh(b: &mut Builder<'_>, it: &mut Interner, m: &M<'_>) -> usize {
    let text = b.text;
    let pct = m.get(text, "pct").unwrap_or("");
    let digits = pct.starts_with(|c: char| c.is_ascii_digit()); // "万分之5", "千分之2.5"
    let Some(mut value) = (if digits {
        pct.parse().ok()
    } else {
        (b.zh)(pct)
    }) else {
        return m.end();
    };
    value *= match m.get(text, "frac") {
        Some("百") => 1.0,
        Some("千") => 0.1,
        Some("万") => 0.01,
        den => {
            let den = den.and_then(|d| (b.zh)(d)).unwrap_or(0.0);
            return add_fraction(b, it, m, value, den); // "三分之一"
        }
    };
    b.add_match(
        it,
        m,
        "percent",
        value,
        0.5 * precision_of(pct),
        "percentx1",
    )
}

/// The reference's `_split_ratio`: new shares for old, "1-for-20" is 0.05, "four-for-one" 4.
fn split_ratio(b: &mut Builder<'_>, it: &mut Interner, m: &M<'_>) -> usize {
    let text = b.text;
    let side = |g: &str| {
        let word = m.get(text, g).unwrap_or("");
        if word.starts_with(|c: char| c.is_ascii_digit()) {
            word.parse::<f64>().unwrap_or(0.0)
        } else {
            b.t.en_words
                .get(crate::text::lower(word).as_str())
                .copied()
                .unwrap_or(0.0)
        }
    };
    let (new, old) = (side("snew"), side("sold"));
    if new <= 0.0 || old <= 0.0 || new == old {
        return m.end();
    }
    b.add_match(it, m, "ratio", new / old, 0.0, "ratio")
}

/// The reference's `_fraction_en`: "one-third of the voting power", "a two-thirds majority".
fn fraction_en(b: &mut Builder<'_>, it: &mut Interner, m: &M<'_>) -> usize {
    let text = b.text;
    let lower = |g: &str| crate::text::lower(m.get(text, g).unwrap_or(""));
    let numerator =
        b.t.en_words
            .get(lower("fnum").as_str())
            .copied()
            .unwrap_or(0.0);
    let den = lower("fden");
    let denominator = match den.strip_suffix('s').unwrap_or(&den) {
        "half" | "halve" => 2.0,
        "third" => 3.0,
        "quarter" => 4.0,
        "fifth" => 5.0,
        _ => 0.0,
    };
    add_fraction(b, it, m, numerator, denominator)
}

/// The reference's `_add_fraction`: an exact share, in its own notation.
fn add_fraction(b: &mut Builder<'_>, it: &mut Interner, m: &M<'_>, num: f64, den: f64) -> usize {
    if !(0.0 < num && num < den) {
        return m.end();
    }
    b.add_match(it, m, "percent", num / den * 100.0, 0.0, "fraction")
}

fn add_frequency(b: &mut Builder<'_>, it: &mut Interner, m: &M<'_>) {
    if let Some(v) = per_day(b.t, b.text, m) {
        b.add(
            it,
            "frequency",
            "frequency",
            v,
            None,
            "per day",
            m.start(),
            m.end(),
            0.0,
            "perday",
            None,
        );
    }
}

/// A day that recurs every month or year (``kind`` is also its dimension and unit); where scanning
/// resumes.
fn add_recurring(
    b: &mut Builder<'_>,
    it: &mut Interner,
    kind: &str,
    value: f64,
    start: usize,
    end: usize,
) -> usize {
    b.add(
        it, kind, kind, value, None, kind, start, end, 0.0, "day", None,
    );
    end
}

/// The reference's `_settlement`: "T+1", "T+2", so many business days after the trade date;
/// returns the end of the fact.
fn settlement(b: &mut Builder<'_>, it: &mut Interner, m: &M<'_>, days: &str) -> Option<usize> {
    let t =
        b.t.p
            .settlement_left
            .search(b.text, back(b.text, m.start(), 3), m.start())?;
    if days.len() != 1 || !days.is_ascii() {
        return None;
    }
    let value: f64 = days.parse().ok()?;
    let mut ctx = b.context(it, t.start(), m.end(), "business_days");
    // T is the trade date ("credited on T+2 after the order" counts from the order)
    ctx.anchor.get_or_insert_with(|| b.t.after_trade.clone());
    b.add(
        it,
        "business_days",
        "business_days",
        value,
        None,
        "day",
        t.start(),
        m.end(),
        0.5,
        "dayx1",
        Some(ctx),
    );
    Some(m.end())
}

/// The reference's `_next_value_clause`: where the next value's clause begins, when a Chinese comma or
/// a semicolon after the value at `end` opens one with a number of its own (no period's): 累计 in
/// "每次事故赔偿限额为人民币50万元，累计赔偿限额为人民币1,000万元" names the 1,000万元's period, not the
/// 50万元's. Else `sent_end`.
fn next_value_clause(t: &Tables, text: &str, end: usize, sent_end: usize, spans: &[Span]) -> usize {
    let Some(brk) = text[end..sent_end.max(end)]
        .find(['，', '；', ';'])
        .map(|i| end + i)
    else {
        return sent_end;
    };
    let mut pos = brk + text[brk..].chars().next().map_or(1, char::len_utf8);
    while let Some(d) = t.p.digit.search(text, pos, sent_end) {
        if !spans
            .iter()
            .any(|(s, e, _)| *s <= d.start() && d.start() < *e)
        {
            return brk;
        }
        pos = d.end().max(d.start() + 1);
    }
    sent_end
}

/// The fact of a date found at (start, end, year, month, day; day 0 = the month); returns its end
/// (an impossible date is no fact, and scanning still resumes after it).
fn add_date(b: &mut Builder<'_>, it: &mut Interner, date: (usize, usize, i64, i64, i64)) -> usize {
    let (start, end, year, month, day) = date;
    let Some(ordinal) = ordinal(
        if year == 0 { YEARLESS_YEAR } else { year },
        month,
        day.max(1),
    ) else {
        return end;
    };
    let dim = if day != 0 { "date" } else { "date:month" };
    let mut ctx = b.context(it, start, end, "date");
    let span_role = date_role(b.t, b.text, start, end);
    let role = span_role.map(str::to_string).or(ctx.bound.clone());
    if role.as_deref() == Some("min") {
        ctx.concepts.insert((SUBJECT, it.id("commencement"))); // a span's start
    }
    // and a term's end: "Policy period: 06/15/2024 to 06/14/2025" expires then
    if span_role == Some("max")
        && ["policy_period", "term"]
            .iter()
            .any(|c| ctx.concepts.contains(&(SUBJECT, it.id(c))))
    {
        ctx.concepts.insert((SUBJECT, it.id("expiry")));
    } else if span_role == Some("max")
        && b.t
            .p
            .window_left
            .found(b.text, back(b.text, start, 40), start)
    {
        // and a window's end: "网上报名时间为4月20日至5月20日" closes then
        ctx.concepts.insert((SUBJECT, it.id("deadline")));
    }
    ctx.period = Period::default();
    ctx.approx = false;
    ctx.bound = role;
    ctx.direction = 0;
    b.add(
        it,
        "date",
        dim,
        ordinal as f64,
        None,
        if year == 0 { YEARLESS } else { "date" },
        start,
        end,
        0.0,
        "date",
        Some(ctx),
    );
    end
}

/// The reference's `_between_and`: the "and" that closes a range opened by "between" or "from"
/// before ``start`` ("between 3 and 5 years", "between 00:30 and 05:30"), read at ``pos``.
fn between_and<'t>(t: &'t Tables, text: &str, start: usize, pos: usize) -> Option<M<'t>> {
    if t.p.between.found(text, back(text, start, 9), start) {
        t.p.and_.at(text, pos)
    } else {
        None
    }
}

fn add_time(b: &mut Builder<'_>, it: &mut Interner, m: &M<'_>) -> Option<usize> {
    let (t, text) = (b.t, b.text);
    let (value, high, end) = match time_at(t, text, m.start(), None) {
        Some((value, end, ampm)) => {
            let mut sep = t.p.range_sep.at(text, end);
            if sep.is_none() {
                sep = between_and(t, text, m.start(), end); // "between 00:30 and 05:30": a window of the day
            }
            let second = sep.and_then(|sep| time_at(t, text, sep.end(), ampm.as_deref()));
            match second {
                Some((v2, e2, _)) => (value, Some(v2), e2),
                None => (value, None, end),
            }
        }
        None => {
            let (from, to, end) = hour_range_at(t, text, m.start(), m.end())?;
            (from, Some(to), end)
        }
    };
    b.add(
        it,
        "time",
        "time_of_day",
        value,
        high,
        "minute",
        m.start(),
        end,
        0.0,
        "time",
        None,
    );
    Some(end)
}

/// All facts in ``text`` (at most ``limit``), in order of appearance; the text's `prepare`
/// already done when ``prepared`` is given (else its parts are found when first needed).
pub fn extract_facts<'t>(
    t: &'t Tables,
    it: &mut Interner,
    zh: ParseZh<'_>,
    text: &str,
    limit: usize,
    prepared: Option<&Prepared>,
) -> Vec<Fact> {
    let mut b = Builder {
        t,
        text,
        facts: Vec::new(),
        prev_end: 0,
        periods: prepared.map(|p| p.periods.clone()),
        paren_bases: None,
        sentences: prepared.map(|p| p.sentences.clone()),
        declarations: None,
        names_drug: None,
        tolerance_keys: None,
        zh,
    };
    let mut resume = 0usize;
    let (freqs, candidates) = match prepared {
        Some(p) => {
            let again = |pat: &'t Pat, found: &[Spans]| -> Vec<M<'t>> {
                found.iter().map(|g| pat.with_spans(g.clone())).collect()
            };
            (
                again(&t.p.frequency, &p.freqs),
                again(&t.p.candidate, &p.candidates),
            )
        }
        None => (t.p.frequency.iter_all(text), t.p.candidate.iter_all(text)),
    };
    let mut fi = 0;
    for m in candidates {
        while fi < freqs.len() && freqs[fi].start() <= m.start() {
            if freqs[fi].start() >= resume {
                add_frequency(&mut b, it, &freqs[fi]);
                resume = resume.max(freqs[fi].end());
            }
            fi += 1;
        }
        if m.start() < resume {
            continue;
        }
        if b.facts.len() >= limit {
            break;
        }
        let prev = prev_char(text, m.start());
        if m.span("pct").is_some() {
            resume = percent_zh(&mut b, it, &m);
            continue;
        }
        if m.span("half").is_some() {
            resume = quantity(&mut b, it, &m, 0.5, "0.5");
            continue;
        }
        if m.span("snew").is_some() {
            resume = split_ratio(&mut b, it, &m);
            continue;
        }
        if m.span("fnum").is_some() {
            resume = fraction_en(&mut b, it, &m);
            continue;
        }
        let (value, num_text): (f64, String);
        if let Some(ar) = m.get(text, "ar") {
            if (ar == "1" || ar == "2") && t.p.half_year.at(text, m.end()).is_some() {
                continue; // "2H FY2024", "1H25": a half year (a period), not two hours
            }
            if prev == Some('+') {
                if let Some(end) = settlement(&mut b, it, &m, ar) {
                    resume = end;
                    continue;
                }
            }
            // "v2.5", "A1c", "ISO9001", "3/4"; but "USD500" is money
            let glued = prev.is_some_and(char::is_alphabetic)
                && t.p
                    .glued_code
                    .found(text, back(text, m.start(), 4), m.start());
            // "+7.3%" is a change (`context::sign_before`), "+86 21 …" no number
            let signed = prev == Some('+')
                && sign_before(&text[back(text, m.start(), 2)..m.start()]) > 0
                && t.p.signed_rate.at(text, m.end()).is_some();
            if prev
                .is_some_and(|p| p.is_ascii() && (p.is_ascii_alphanumeric() || "._/+".contains(p)))
                && !glued
                && !signed
            {
                continue;
            }
            if let Some(date) = date_at(t, text, m.start()) {
                resume = add_date(&mut b, it, date);
                continue;
            }
            if starts_with_any(
                text,
                m.end(),
                &[":", " a", " p", "a", "p", " A", " P", "A", "P"],
            ) || t.p.hour_range.at(text, m.end()).is_some()
            {
                if let Some(end) = add_time(&mut b, it, &m) {
                    resume = end;
                    continue;
                }
            }
            value = parse_arabic(ar);
            num_text = ar.to_string();
        } else if let Some(en) = m.get(text, "en") {
            let Some(v) = en_number(t, en) else { continue };
            value = v;
            num_text = "1".into();
        } else {
            let zh = m.get(text, "zh").unwrap_or("");
            if zh.chars().count() == 1 && "万亿千百".contains(zh) {
                continue;
            }
            if let Some(date) = zh_numeral_date_at(t, text, m.start()) {
                resume = add_date(&mut b, it, date);
                continue;
            }
            let Some(v) = (b.zh)(zh) else { continue };
            value = v;
            num_text = zh.to_string();
        }
        resume = quantity(&mut b, it, &m, value, &num_text);
    }
    for f in &freqs[fi.min(freqs.len())..] {
        if f.start() >= resume && b.facts.len() < limit {
            add_frequency(&mut b, it, f);
        }
    }
    let sentences = b.sentences.take();
    let names_drug = b.names_drug;
    let facts = with_heading(t, it, text, b.facts);
    let facts = with_timestamps(t, it, text, facts);
    let facts = with_record_day(it, facts);
    let facts = match sentences {
        Some(s) => with_bands(t, it, text, &s, facts),
        None => facts,
    };
    let facts = with_sole_drug(t, it, text, names_drug, facts);
    let mut facts = with_list_topics(t, it, text, facts);
    facts.retain(|f| {
        !group_age(t, text, f)
            && !ADVERB_TIMES.contains(&&text[f.start..f.end])
            && !earn_basis(t, text, f)
    });
    facts
}

/// The reference's `_ADVERB_TIMES`: "每6小时一次", "两次之间" say how, not how many.
const ADVERB_TIMES: [&str; 3] = ["一次", "两次", "二次"];

/// The reference's `_earn_basis`: the pound or dollar points are earned per ("1.5 points per £1") is
/// the rate's unit, no sum.
fn earn_basis(t: &Tables, text: &str, f: &Fact) -> bool {
    f.kind == "money"
        && f.value == 1.0
        && t.p
            .earn_basis_left
            .found(text, back(text, f.start, 30), f.start)
}

/// The reference's `_group_age`: an age band of a group of people or of a table's rows is a
/// condition of the values after it (their band), never a value of its own.
fn group_age(t: &Tables, text: &str, f: &Fact) -> bool {
    if f.unit != "year_of_age" {
        return false;
    }
    let row_key = t.p.row_key.at(text, f.end).is_some();
    if f.high.is_none() && !matches!(f.bound.as_deref(), Some("min" | "max")) {
        return row_key;
    }
    t.p.age_group_left
        .found(text, back(text, f.start, 32), f.start)
        || t.p.age_group_right.at(text, f.end).is_some()
        || row_key
}

/// The reference's `_previous_line`: the start of the last line before ``line`` that is not blank.
fn previous_line(text: &str, line: usize) -> usize {
    let mut end = line - 1;
    loop {
        let start = text[..end].rfind('\n').map_or(0, |i| i + 1);
        let blank = |c: char| matches!(c, ' ' | '\t' | '\r' | '\x0c' | '\x0b' | '\u{3000}');
        if start == 0 || !text[start..end].trim_matches(blank).is_empty() {
            return start;
        }
        end = start - 1;
    }
}

fn rung(f: &Fact) -> bool {
    matches!(f.bound.as_deref(), Some("min" | "max")) || f.high.is_some()
}

/// The reference's `_with_list_topics`: a limit or range in a list item (a line, or a clause after a
/// semicolon) that names no subject takes the subject of the previous item's first limit or range of
/// its dimension (a ladder's rungs).
fn with_list_topics(t: &Tables, it: &mut Interner, text: &str, mut facts: Vec<Fact>) -> Vec<Fact> {
    let topic = [it.id("subject"), it.id("analyte")];
    let has_topic = |f: &Fact| f.concepts.iter().any(|c| topic.contains(&c.0));
    // a rung that names its own benefit, service, drug or component is about that
    let own: Vec<Sym> = t.own_topic_classes.iter().map(|c| it.id(c)).collect();
    let names_own = |f: &Fact| f.concepts.iter().any(|c| own.contains(&c.0));
    for k in 0..facts.len() {
        if !rung(&facts[k]) || names_own(&facts[k]) {
            continue;
        }
        let Some((previous, end)) = previous_item(t, text, facts[k].start) else {
            continue;
        };
        let donor = facts[..k].iter().find(|g| {
            previous <= g.start
                && g.start < end
                && g.dimension == facts[k].dimension
                && rung(g)
                && has_topic(g)
        });
        let topics: Vec<(Sym, Sym)> = match donor {
            Some(g) => g
                .concepts
                .iter()
                .copied()
                .filter(|c| topic.contains(&c.0))
                .collect(),
            None => continue,
        };
        let f = &mut facts[k];
        f.concepts.extend(topics);
        f.concepts.sort_unstable();
        f.concepts.dedup();
        f.finish();
    }
    facts
}

/// The reference's `_previous_item`: where the list item before the one a fact at `start` is in
/// starts and ends: the clause before the semicolon that opens the fact's ("below 140/90 mmHg for
/// adults under 80; below 150/90 mmHg for those aged 80 and over"), or the line before a list
/// item's; None when the fact is in none.
fn previous_item(t: &Tables, text: &str, start: usize) -> Option<(usize, usize)> {
    let line = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let last_semi = |hi: usize| text[line..hi].rfind([';', '；']).map(|i| line + i);
    if let Some(semi) = last_semi(start) {
        let before = last_semi(semi).map_or(line, |b| {
            b + text[b..].chars().next().map_or(1, char::len_utf8)
        });
        return Some((before, semi));
    }
    if line == 0 || t.p.list_item.at(text, line).is_none() {
        return None;
    }
    let previous = previous_line(text, line);
    t.p.list_item.at(text, previous)?;
    Some((previous, line - 1))
}

/// The reference's `_with_timestamps`: a chunk that opens with a date and a time of day, closed by
/// a colon, bracket or line break, is stamped by them (both become the record's timestamp).
fn with_timestamps(t: &Tables, it: &mut Interner, text: &str, mut facts: Vec<Fact>) -> Vec<Fact> {
    if facts.first().is_some_and(|f| lone_time_stamp(t, text, f)) {
        stamp(it, &mut facts[..1]);
        return facts;
    }
    if facts.len() < 2 {
        return facts;
    }
    let (date, time) = (&facts[0], &facts[1]);
    let between =
        text[date.end..time.start.max(date.end)].trim_matches(|c| c == ' ' || c == ',' || c == 'T');
    if date.kind != "date"
        || time.kind != "time"
        || time.high.is_some()
        || text[..date.start].chars().count() > 40
        || !between.is_empty()
        || t.p.stamp_end.at(text, time.end).is_none()
    {
        return facts;
    }
    stamp(it, &mut facts[..2]);
    facts
}

/// The reference's `_lone_time_stamp`: a note's heading that names only its time ("ED nursing note
/// 21:20 — …").
fn lone_time_stamp(t: &Tables, text: &str, time: &Fact) -> bool {
    time.kind == "time"
        && time.high.is_none()
        && text[..time.start].chars().count() <= 40
        && t.p.stamp_end.at(text, time.end).is_some()
}

fn stamp(it: &mut Interner, facts: &mut [Fact]) {
    let stamp = (it.id("record"), it.id("timestamp"));
    for f in facts {
        f.concepts.push(stamp);
        f.concepts.sort_unstable();
        f.concepts.dedup();
        f.finish();
    }
}

/// The reference's `_conditions`: a limit on years conditions a value in days of its sentence.
fn conditions(g: &Fact, f: &Fact) -> bool {
    g.kind == "duration"
        && f.kind == "duration"
        && matches!(g.bound.as_deref(), Some("min" | "max"))
        && g.value >= 10.0 * f.value.abs()
        && 10.0 * f.value.abs() > 0.0
}

/// The reference's `_band`: the band a range or limit names when it conditions the values after it.
fn band(f: &Fact, other_end: Option<&Fact>) -> Option<String> {
    if matches!(f.kind.as_str(), "date" | "time" | "frequency") {
        return None;
    }
    let bound = f.bound.as_deref().unwrap_or("");
    if f.high.is_none() && bound != "min" && bound != "max" {
        return None;
    }
    if let Some(low) = other_end {
        return Some(format!(
            "{}:{:.5e}-{:.5e}:",
            f.dimension, low.value, f.value
        ));
    }
    let high = f.high.map_or(String::new(), |h| format!("{h:.5e}"));
    Some(format!("{}:{:.5e}-{high}:{bound}", f.dimension, f.value))
}

/// The reference's `_joined_limits`: a lower limit, then an upper one of its dimension joined to it
/// ("at least 11.5% but less than 14.5%").
fn joined_limits(t: &Tables, text: &str, low: &Fact, high: &Fact) -> bool {
    low.bound.as_deref() == Some("min")
        && high.bound.as_deref() == Some("max")
        && low.high.is_none()
        && high.high.is_none()
        && low.dimension == high.dimension
        && low.value < high.value
        && low.end <= high.start
        && t.p.limits_joined.at(&text[..high.start], low.end).is_some()
}

/// The reference's `_with_bands`: a value takes the band of the nearest range or limit of another
/// dimension before it in its sentence (a dose for one renal-function band is not another's).
fn with_bands(
    t: &Tables,
    it: &mut Interner,
    text: &str,
    sentences: &Sentences,
    mut facts: Vec<Fact>,
) -> Vec<Fact> {
    let class = it.id("band");
    for k in 0..facts.len() {
        let (sent_start, _) = sentences.around(text, facts[k].start, facts[k].end);
        let mut found = None;
        for j in (0..k).rev() {
            let g = &facts[j];
            if g.start < sent_start {
                break;
            }
            if (g.dimension != facts[k].dimension || conditions(g, &facts[k]))
                && g.end <= facts[k].start
            {
                let joined =
                    (j > 0 && joined_limits(t, text, &facts[j - 1], g)).then(|| &facts[j - 1]);
                if let Some(key) = band(g, joined) {
                    found = Some(key);
                    break;
                }
            }
        }
        if let Some(key) = found {
            let f = &mut facts[k];
            f.qualifiers.push((class, it.id(&key)));
            f.qualifiers.sort_unstable();
            f.qualifiers.dedup();
            f.finish();
        }
    }
    facts
}

/// The reference's `_with_record_day`: the one day a chunk records its sample was taken dates the
/// values of an analyte in it.
fn with_record_day(it: &mut Interner, mut facts: Vec<Fact>) -> Vec<Fact> {
    let stamp = (it.id("record"), it.id("timestamp"));
    let mut days: Vec<i64> = facts
        .iter()
        .filter(|f| f.kind == "date" && f.concepts.contains(&stamp))
        .map(|f| f.value as i64)
        .collect();
    days.sort_unstable();
    days.dedup();
    let [day] = days[..] else {
        return facts;
    };
    for f in &mut facts {
        if f.analyte.is_some() && f.period.sub.as_ref().is_none_or(|s| s.starts_with('M')) {
            f.period.sub = Some(format!("D{day}"));
        }
    }
    facts
}

/// The reference's `_with_heading`: the heading's label, then its tier or product, for the facts
/// that name none of their own.
fn with_heading(t: &Tables, it: &mut Interner, text: &str, facts: Vec<Fact>) -> Vec<Fact> {
    if facts.is_empty() {
        return facts;
    }
    // a date may stand in a heading: it ends at the first value that is not a date
    let first = facts
        .iter()
        .find(|f| f.kind != "date")
        .map_or(text.len(), |f| f.start);
    let mut facts = with_header_label(t, it, text, facts, first);
    let about = crate::context::header_concepts(t, it, text, first);
    if about.is_empty() {
        return facts;
    }
    for f in &mut facts {
        let extra: Vec<(Sym, Sym)> = about
            .iter()
            .filter(|(cls, _)| {
                !f.concepts.iter().any(|(k, _)| k == cls)
                    && !f.qualifiers.iter().any(|(k, _)| k == cls)
            })
            .copied()
            .collect();
        if !extra.is_empty() {
            f.qualifiers.extend(extra);
            f.qualifiers.sort_unstable();
            f.qualifiers.dedup();
            f.finish();
        }
    }
    facts
}

/// The reference's `_with_header_label`: facts that name no label of their own inherit the chunk's
/// heading label.
fn with_header_label(
    t: &Tables,
    it: &mut Interner,
    text: &str,
    mut facts: Vec<Fact>,
    first: usize,
) -> Vec<Fact> {
    let Some(label) = crate::context::header_label(t, text, first) else {
        return facts;
    };
    let head = format!("{}:", label.split(':').next().unwrap_or(""));
    let (cls, name) = (it.id(crate::context::label_class(&label)), it.id(&label));
    for f in &mut facts {
        let own = f
            .concepts
            .iter()
            .any(|&(k, c)| k == cls && it.s(c).starts_with(&head));
        if !own {
            f.concepts.push((cls, name));
            f.concepts.sort_unstable();
            f.concepts.dedup();
            f.finish();
        }
    }
    facts
}

/// The reference's `_with_sole_drug`: doses that name no drug, in a text that names exactly one, are
/// that drug's; in one that names several, the one drug their line names before them.
/// ``names_drug`` is whether the text names a drug at all, when already known.
fn with_sole_drug(
    t: &Tables,
    it: &mut Interner,
    text: &str,
    names_drug: Option<bool>,
    mut facts: Vec<Fact>,
) -> Vec<Fact> {
    if names_drug == Some(false) {
        return facts; // most chunks: no drug named, no dose looked at
    }
    let drug = it.id("drug");
    let doses: Vec<usize> = (0..facts.len())
        .filter(|&k| dose_without_drug(t, text, drug, &facts[k]))
        .collect();
    if doses.is_empty() {
        return facts;
    }
    let sole = sole_drug(t, text).map(|name| it.id(&name));
    for k in doses {
        let f = &mut facts[k];
        // in a text that names several drugs, the one drug the dose's line names before it
        let line = &text[text[..f.start].rfind('\n').map_or(0, |i| i + 1)..f.start];
        let Some(name) = sole.or_else(|| sole_drug(t, line).map(|name| it.id(&name))) else {
            continue;
        };
        f.concepts.push((drug, name));
        f.concepts.sort_unstable();
        f.concepts.dedup();
        f.finish();
    }
    facts
}

/// The reference's `_DOSE_MAX_KG`: a dose is grams at most; a body weight is no dose.
const DOSE_MAX_KG: f64 = 0.1;

/// The reference's `_dose_without_drug`.
fn dose_without_drug(t: &Tables, text: &str, drug: Sym, f: &Fact) -> bool {
    // (a drug its sentence names counts, as the reference's `concepts_of` reads: "Sodium chloride 0.9%
    // 1,000 mL … Add potassium chloride")
    if !matches!(f.kind.as_str(), "quantity" | "frequency") || !f.concepts_of(drug).is_empty() {
        return false;
    }
    // (a frequency in a text naming one drug is that drug's schedule: "every 5 days")
    if f.kind == "quantity"
        && f.dimension != "[length] ** 3"
        && !(f.dimension == "[mass]" && f.value < DOSE_MAX_KG)
    {
        return false;
    }
    no_name_before(t, &text[..f.start])
}

/// The reference's `_sole_drug`: the one drug ``text`` names, if it names exactly one.
fn sole_drug(t: &Tables, text: &str) -> Option<String> {
    let mut names: Vec<String> = Vec::new();
    for m in t.p.drug.findall(text) {
        let name = crate::text::lower(m);
        let name = t.drug_zh.get(&name).cloned().unwrap_or(name);
        if !names.contains(&name) {
            names.push(name);
        }
    }
    match names.len() {
        1 => names.pop(),
        _ => None,
    }
}

/// The reference's `_no_name_before`: no word right before the value, or a dose's lead word.
fn no_name_before(t: &Tables, left: &str) -> bool {
    let trimmed = left.trim_end_matches([' ', '\t', '\r', '\n', '\x0c', '\x0b', '(']);
    let word_start = trimmed
        .bytes()
        .rposition(|b| !b.is_ascii_alphabetic())
        .map_or(0, |i| i + 1);
    let word = &trimmed[word_start..];
    word.is_empty() || t.dose_lead_words.contains(&word.to_ascii_lowercase())
}

/// The last period mentioned in the sentences before ``sent_start``, in the window
/// `back(text, sent_start, 300)`: the mentions ending before the sentence, from the nearest back
/// (starts ascend); 300 characters are walked only when a mention 301..=1200 bytes back can be in.
fn earlier_period(t: &Tables, text: &str, spans: &[Span], sent_start: usize) -> Period {
    let mut lo = None;
    for &(s, _, _) in spans.iter().rev().filter(|x| x.1 <= sent_start) {
        let far = sent_start - s;
        if far > 300 {
            if far <= 4 * 300 {
                lo = Some(back(text, sent_start, 300));
            } // else it and every earlier one are more than 300 characters back
            break;
        }
        lo = Some(s);
    }
    let Some(lo) = lo else {
        return Period::default();
    };
    let period = period_in(t, spans, lo, sent_start, true, (0, 0));
    // a contract year named earlier is a row's label ("first year: USD 8.99"), not a heading's
    if period
        .sub
        .as_deref()
        .is_some_and(|sub| crate::fact::sub_kind(sub) == 'Y')
    {
        return Period::default();
    }
    period
}

/// "Last year" in a sentence that names its year ("nine months ended September 30, 2025 … compared
/// with $2.17 billion for the same period last year") is that year less one, for the same period.
fn last_year_of(period: Period, sentence: Period) -> Period {
    match sentence.year {
        Some(year) => Period {
            year: Some(year - 1),
            sub: period.sub.or(sentence.sub),
            rel: None,
        },
        None => period,
    }
}

/// A sum written with a bare "$" ("$34.80/t") or in bare cents ("totalling 35.0 cents per unit"
/// after "8.75 Singapore cents"), which names no country's dollar (the reference's `_bare_dollar`).
fn bare_dollar(text: &str) -> bool {
    let text = text.trim_start_matches(['-', '−', '+', ' ']);
    text.starts_with('$')
        || ((text.ends_with("cents") || text.ends_with("cent") || text.ends_with('¢'))
            && !text.to_lowercase().contains("us"))
}

#[cfg(test)]
mod tests {
    #[test]
    fn scale_factors_print_as_python_g_does() {
        for (x, want) in [
            (0.01, "0.01"),
            (0.5, "0.5"),
            (1.0, "1"),
            (1000.0, "1000"),
            (1e6, "1e+06"),
            (1e12, "1e+12"),
            (2.5e-5, "2.5e-05"),
        ] {
            assert_eq!(super::fmt_g(x), want);
        }
    }

    use super::*;

    /// `Sentences::around` as the reference spells it: both 200-character walks, always.
    fn around_walking(s: &Sentences, text: &str, start: usize, end: usize) -> (usize, usize) {
        let lo = back(text, start, 200);
        let mut sent_start = lo;
        let i = s.ends.partition_point(|&(_, e)| e <= start);
        if i > 0 && s.ends[i - 1].0 >= lo {
            sent_start = s.ends[i - 1].1;
        }
        let hi = fwd(text, end, 200);
        let j = s.ends.partition_point(|&(b, _)| b < end);
        let stop = match s.ends.get(j) {
            Some(&(b, e)) if e <= hi => b,
            _ => hi,
        };
        (sent_start, stop)
    }

    #[test]
    fn sentence_bounds_by_counting_are_those_by_walking() {
        let long_zh = "保险期间内发生保险事故的本公司承担保险责任".repeat(12);
        let texts = [
            format!("短句。{long_zh}。中间 1 句.\nEnd {long_zh} 5 天。x"),
            format!("{}. {}。", "a".repeat(199), "b".repeat(201)),
            "no end at all 12 3".to_string(),
        ];
        for text in &texts {
            let ends: Vec<(usize, usize)> = text
                .char_indices()
                .filter(|(_, c)| matches!(c, '。' | '.' | '\n'))
                .map(|(i, c)| (i, i + c.len_utf8()))
                .collect();
            let s = Sentences { ends };
            let bounds: Vec<usize> = text
                .char_indices()
                .map(|(b, _)| b)
                .chain([text.len()])
                .collect();
            for (k, &start) in bounds.iter().enumerate() {
                for &end in bounds[k..].iter().take(4) {
                    assert_eq!(
                        s.around(text, start, end),
                        around_walking(&s, text, start, end),
                        "{start} {end}"
                    );
                }
            }
        }
    }
}
