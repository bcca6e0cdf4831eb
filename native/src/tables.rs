//! Everything the checks read that is data, not logic: the patterns and lexicon tables, handed over
//! by the Python reference at start-up (`zero_layer.extract.native.tables()`), so both
//! implementations share one source of truth for every word list, unit factor and regex.

use crate::fxhash::{FxMap, FxSet};
use crate::pats::Pat;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use std::collections::HashMap;

pub type Hit = Vec<(String, String)>; // ((concept, class), ...)

macro_rules! patterns {
    ($($field:ident),* $(,)?) => {
        pub struct Patterns { $(pub $field: Pat,)* }

        impl Patterns {
            fn from_map(src: &HashMap<String, (String, bool)>) -> PyResult<Patterns> {
                #[allow(unused_mut)]
                Ok(Patterns { $($field: {
                    let mut p = compile(src, stringify!($field))?;
                    #[cfg(feature = "stats")]
                    { p.name = stringify!($field).into(); }
                    p
                },)* })
            }

            #[cfg(feature = "stats")]
            pub fn stats(&self) -> Vec<(String, u64, u64)> {
                use std::sync::atomic::Ordering::Relaxed;
                let mut out = vec![$((self.$field.name.clone(), self.$field.nanos.load(Relaxed), self.$field.calls.load(Relaxed)),)*];
                out.extend([$((format!("{}/anchored", self.$field.name), self.$field.anchored_nanos.load(Relaxed), 0),)*]);
                out
            }

            /// Names of the patterns whose searches may run on the backtracking VM.
            pub fn backtracking(&self) -> Vec<&'static str> {
                let mut out = Vec::new();
                $(if self.$field.backtracks() { out.push(stringify!($field)); })*
                out
            }

            /// Names of the patterns that have lookarounds but no DFA prefilter (should be none).
            pub fn unfiltered(&self) -> Vec<&'static str> {
                let mut out = Vec::new();
                $(if self.$field.stripped() && !self.$field.prefiltered() { out.push(stringify!($field)); })*
                out
            }
        }
    };
}

patterns!(
    candidate,
    working_bracket,
    result_left,
    number_at,
    range_sep,
    change_by_left,
    index_label_left,
    limits_joined,
    spaced_dash,
    spelled_before,
    between,
    and_,
    bp,
    net,
    aged,
    age_to,
    year_old,
    span_end_left,
    from_day_left,
    span_start_right,
    zh_day,
    paren_base_right,
    compared_base_left,
    base_glue,
    per_ml,
    points_worth,
    earn_basis_left,
    earn_per,
    notes_right,
    off_right,
    dose_spacing_left,
    options,
    window_left,
    inches,
    months_after,
    decimal_comma,
    course,
    times_item,
    times_amount,
    ordinal_left,
    digit_ahead,
    unit_adjective,
    count_word,
    inr_left,
    licence_points_left,
    metered_times_left,
    bmi_left,
    egfr_left,
    lens_left,
    ratio_left,
    metric_left,
    quarter_step,
    course_left,
    eu_thousands,
    space_groups,
    settlement_left,
    half_year,
    jiao_fen,
    fen_li_left,
    fen_li,
    gestation,
    charged_left,
    below_zero_left,
    dosing_for_left,
    ago,
    minutes_after,
    age_group_left,
    age_group_right,
    coupon_off_left,
    coupon_spend_right,
    per_shares_left,
    per_shares_right,
    per_value_right,
    per_value_left,
    metered_left,
    metered_right,
    sent_end,
    digit,
    next_number,
    row_key,
    glued_code,
    every_month_zh,
    monthly_day_zh,
    monthly_day_en,
    every_year_zh,
    yearly_day_zh,
    comparison,
    rate_ahead,
    tenor_word,
    tenor_rate,
    or_more,
    daily_amount_ahead,
    aggregate_ahead,
    title_lines,
    per_lead,
    per,
    reference_next,
    reference_any,
    spread_left,
    scale,
    unit,
    currency_prefix,
    period,
    period_trigger,
    plan_number,
    birth,
    event_date,
    iso_date,
    date_to_after,
    date_ahead,
    date_to_before,
    time_ap,
    time_24,
    hour_range,
    slash_date,
    dot_date,
    roc_date,
    us_dollar,
    stamp_end,
    list_item,
    next_lead_in,
    bracket_close,
    zh_date,
    zh_numeral_date,
    en_dmy,
    en_mdy_left,
    en_mdy_right,
    en_my_right,
    en_dm,
    same_period,
    bracketed_sum,
    unit_strength,
    ended_left,
    en_md_left,
    en_md_right,
    zh_md,
    zh_span_month_left,
    zh_span_day,
    zh_numeral_span_day,
    swift_date,
    swift_field_left,
    frequency,
    word,
    zh_noise,
    zh_latin,
    clause_cut,
    within_zh,
    cjk_run,
    en_anchor,
    zh_anchor,
    en_generic_anchor,
    subject_then_verb,
    passive_event,
    spread_right,
    within_left,
    including,
    except,
    tax_basis,
    plus_tier,
    bracket_note,
    en_leading_anchor,
    lead_label,
    following_label,
    zh_generic_anchor,
    in_advance,
    data_context,
    power_left,
    and_a_half,
    temp_cue,
    temp_letter,
    electrolyte_left,
    approx_left,
    approx_right,
    max_left,
    min_left,
    spread_over,
    party,
    zh_base,
    en_base,
    every,
    max_right,
    min_right,
    condition_right,
    label,
    drug,
    superseded_left,
    superseded_right,
    was_left,
    later_change,
    next_change,
    from_left,
    to_next,
    change_statement,
    changed_to,
    up,
    down,
    apart,
    level_left,
    by_left,
    declared_header,
    declared_label,
    declared_currency,
    declared_scale,
    declared_row_left,
    declared_letter,
    declared_row_right,
    declared_not_money,
    tolerance,
    tolerance_stop,
    tolerance_number,
    signed_rate,
);

fn compile(src: &HashMap<String, (String, bool)>, name: &str) -> PyResult<Pat> {
    let (pattern, icase) = src
        .get(name)
        .ok_or_else(|| PyValueError::new_err(format!("tables: pattern {name:?} missing")))?;
    Pat::new(pattern, *icase).map_err(|e| {
        PyValueError::new_err(format!("tables: pattern {name:?} does not compile: {e}"))
    })
}

pub struct Tables {
    pub p: Patterns,
    /// how records are named (`records.rs`)
    pub records: crate::records::RecordTables,
    pub en_words: FxMap<String, f64>,
    /// "thousand", "million", "billion": each closes a group of a number spelled out in words.
    pub en_scales: FxMap<String, f64>,
    /// A metered unit's surface form → its name in a tariff's dimension ("度" → "kwh").
    pub metered: FxMap<String, String>,
    /// The metered units a supply is sold by: a price per one of them is that supply's price.
    pub sold_by: FxSet<String>,
    /// metered forms that name so many units ("千立方米", "MWh", "1M tokens"): the price is per that many
    pub metered_scale: FxMap<String, f64>,
    /// The reference's `_NOT_A_COUNT_WORD` (see `extractor::counted_after_a_word`).
    pub not_a_count_word: FxSet<String>,
    pub scales: FxMap<String, f64>,
    pub single_letter_scales: FxSet<String>,
    /// currencies a number may follow (the reference's `units.CURRENCY_BEFORE_A_NUMBER`)
    pub currency_before_number: FxSet<String>,
    /// "½" → 0.5: a vulgar fraction written right after a whole number ("3½%").
    pub vulgar_fractions: FxMap<String, f64>,
    /// Interest in fen and li by basis and unit ("月分" = 1.0: "月息1分" is 1% a month).
    pub fen_li: FxMap<String, f64>,
    /// One digit, Arabic or Chinese ("7", "七", "两"): jiao and fen after a yuan amount.
    pub zh_digits: FxMap<String, f64>,
    /// The anchor of a settlement counted from the trade date ("T+1").
    pub after_trade: String,
    /// A video's lines ("1080"): before a "p" they are its resolution, no pence.
    pub video_lines: FxSet<String>,
    /// The denominator of a course in a prescription's shorthand ("" for "7d") → its unit.
    pub course_units: FxMap<String, String>,
    pub units: FxMap<String, (String, String)>,
    pub factors: FxMap<(String, String), (String, f64, f64)>,
    pub currency_codes: FxMap<String, String>,
    pub molar_mass: FxMap<String, f64>,
    pub en_concepts: FxMap<String, Hit>,
    pub zh_concepts: FxMap<String, Hit>,
    pub en_lookup: FxMap<String, Hit>,
    /// The reference's `en_span`, `stopwords` and `en_noise` in one map (see `EnWord`).
    pub en_word: FxMap<String, EnWord>,
    pub zh_index: FxMap<char, Vec<String>>,
    pub zh_stop: FxSet<char>,
    /// The reference's `_ZH_NUMERAL` and `_ZH_COUNTED` (see `context::number_pair`).
    pub zh_numeral: FxSet<char>,
    pub zh_counted: FxSet<char>,
    /// What the extractor reads each character as (see `text::plain`), and a bit per BMP character
    /// that has an entry, so most characters are passed over without a lookup.
    pub char_map: FxMap<char, char>,
    pub char_bits: Vec<u64>,
    pub before_words: FxSet<String>,
    pub label_head: FxMap<String, String>,
    pub label_ordinal: FxMap<String, i64>,
    pub drug_zh: FxMap<String, String>,
    /// The reference's `EVENT_VERBS`: a verb naming the event a period counts from.
    pub event_verbs: FxMap<String, String>,
    /// The reference's `_DOSE_LEAD_WORDS`: words that may stand right before a dose naming no drug.
    pub dose_lead_words: FxSet<String>,
    pub tenor: FxMap<String, String>,
    pub header_chars: usize,
    pub ordinal: FxMap<String, String>,
    pub ord_units: FxMap<String, String>,
    pub month_num: FxMap<String, i64>,
    pub quarters: FxMap<String, String>,
    pub rel: FxMap<String, i64>,
    pub months: FxMap<String, i64>,
    pub freq_word: FxMap<String, f64>,
    pub freq_abbr: FxMap<String, f64>,
    pub exclusive_classes: Vec<String>,
    /// The concepts of the lexicon's event class: the events an anchor counts from.
    pub event_concepts: Vec<String>,
    pub asymmetric_classes: Vec<String>,
    /// The classes whose concept makes a list item's value name its own topic (`with_list_topics`).
    pub own_topic_classes: Vec<String>,
    pub modifier_classes: Vec<String>,
    /// The classes too broad to tie two values together (`BROAD_CLASSES`).
    pub broad_classes: Vec<String>,
    pub generic_subjects: Vec<String>,
    pub sole_generic_subjects: Vec<String>,
    pub sum_words: Vec<String>,
    /// The indices `metric_left` names, in its group order (the reference's `_METRICS`).
    pub metrics: Vec<String>,
    pub qualified_match: f64,
    pub match_threshold: f64,
    pub sole_match: f64,
    /// The significant digits each value of a slipped pair needs (`SLIP_MIN_DIGITS`).
    pub slip_min_digits: usize,
    pub agree_margin: f64,
    pub agree_threshold: f64,
    pub sole_max_ratio: f64,
    /// The reference's `_PERIODS_A_YEAR`: what an annualised figure multiplies (see `annualised`).
    pub periods_a_year: Vec<f64>,
    /// A rate basis shorter than a year and how many of it a year holds (`_PER_PERIOD`).
    pub per_period: FxMap<String, f64>,
    /// A match this sure holds two far-apart amounts together (`ALIKE_MATCH`).
    pub alike_match: f64,
    /// The dimensions (by their part before ":") of sums of money and counts (`_SUMS_AND_COUNTS`).
    pub sums_and_counts: Vec<String>,
    pub answer_match_threshold: f64,
    pub rival_match: f64,
    pub corroborated_rival_match: f64,
    pub strict_sole: bool,
    pub max_facts: usize,
    /// `find_period`'s memo, one map per ``last`` so that a lookup borrows the text (no key built).
    pub period_cache: std::sync::Mutex<[FxMap<String, crate::fact::Period>; 2]>,
}

/// What `Keys::en` asks of each word, answered by one lookup instead of three: the most words a
/// phrase starting with it spans (`en_span`, 0 for none), and whether it is a stopword or noise
/// (never a token). Words in none of the tables are not in the map.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct EnWord {
    pub longest: usize,
    pub quiet: bool,
}

fn en_words(
    en_span: &FxMap<String, usize>,
    stopwords: &FxSet<String>,
    en_noise: &FxSet<String>,
) -> FxMap<String, EnWord> {
    let mut out: FxMap<String, EnWord> = FxMap::default();
    for (w, &n) in en_span {
        out.entry(w.clone()).or_default().longest = n;
    }
    for w in stopwords.iter().chain(en_noise) {
        out.entry(w.clone()).or_default().quiet = true;
    }
    out
}

fn get<'py, T: FromPyObjectOwned<'py>>(d: &Bound<'py, PyAny>, key: &str) -> PyResult<T> {
    d.get_item(key)
        .map_err(|_| PyValueError::new_err(format!("tables: {key:?} missing")))?
        .extract::<T>()
        .map_err(|e| {
            PyValueError::new_err(format!(
                "tables: {key:?} has the wrong shape: {}",
                Into::<PyErr>::into(e)
            ))
        })
}

impl Tables {
    pub fn from_py(d: &Bound<'_, PyAny>) -> PyResult<Tables> {
        let mut item_classes: Vec<String> = get(d, "item_classes")?;
        item_classes.sort();
        let mut ours: Vec<&str> = crate::fact::ITEM_CLASSES.to_vec();
        ours.sort_unstable();
        if item_classes != ours {
            return Err(PyValueError::new_err(format!(
                "tables: item classes {item_classes:?} differ from native/src/fact.rs ITEM_CLASSES \
                 {ours:?}: change both"
            )));
        }
        let patterns: HashMap<String, (String, bool)> = get(d, "patterns")?;
        let factors: Vec<(String, String, String, f64, f64)> = get(d, "factors")?;
        let zh_index: HashMap<String, Vec<String>> = get(d, "zh_index")?;
        let zh_stop: String = get(d, "zh_stop")?;
        let zh_numeral: String = get(d, "zh_numeral")?;
        let zh_counted: String = get(d, "zh_counted")?;
        let char_map: FxMap<char, char> = get::<HashMap<String, String>>(d, "char_map")?
            .into_iter()
            .filter_map(|(k, v)| Some((k.chars().next()?, v.chars().next()?)))
            .collect();
        let mut char_bits = vec![0u64; 1024];
        for &c in char_map.keys() {
            if (c as u32) < 0x10000 {
                char_bits[(c as usize) >> 6] |= 1 << ((c as u32) & 63);
            }
        }
        let en_span: FxMap<String, usize> = get(d, "en_span")?;
        let stopwords: FxSet<String> = get(d, "stopwords")?;
        let en_noise: FxSet<String> = get(d, "en_noise")?;
        Ok(Tables {
            p: Patterns::from_map(&patterns)?,
            records: crate::records::RecordTables::from_py(&d.get_item("records")?)?,
            en_words: get(d, "en_words")?,
            en_scales: get(d, "en_scales")?,
            metered: get(d, "metered")?,
            sold_by: get(d, "sold_by")?,
            metered_scale: get(d, "metered_scale")?,
            not_a_count_word: get(d, "not_a_count_word")?,
            scales: get(d, "scales")?,
            single_letter_scales: get(d, "single_letter_scales")?,
            currency_before_number: get(d, "currency_before_number")?,
            vulgar_fractions: get(d, "vulgar_fractions")?,
            fen_li: get(d, "fen_li")?,
            zh_digits: get(d, "zh_digits")?,
            after_trade: get(d, "after_trade")?,
            video_lines: get(d, "video_lines")?,
            course_units: get(d, "course_units")?,
            units: get(d, "units")?,
            factors: factors
                .into_iter()
                .map(|(e, k, dim, f, o)| ((e, k), (dim, f, o)))
                .collect(),
            currency_codes: get(d, "currency_codes")?,
            molar_mass: get(d, "molar_mass")?,
            en_concepts: get(d, "en_concepts")?,
            zh_concepts: get(d, "zh_concepts")?,
            en_lookup: get(d, "en_lookup")?,
            en_word: en_words(&en_span, &stopwords, &en_noise),
            zh_index: zh_index
                .into_iter()
                .filter_map(|(k, v)| k.chars().next().map(|c| (c, v)))
                .collect(),
            zh_stop: zh_stop.chars().collect(),
            zh_numeral: zh_numeral.chars().collect(),
            zh_counted: zh_counted.chars().collect(),
            char_map,
            char_bits,
            before_words: get(d, "before_words")?,
            label_head: get(d, "label_head")?,
            label_ordinal: get(d, "label_ordinal")?,
            drug_zh: get(d, "drug_zh")?,
            event_verbs: get(d, "event_verbs")?,
            dose_lead_words: get(d, "dose_lead_words")?,
            tenor: get(d, "tenor")?,
            header_chars: get(d, "header_chars")?,
            ordinal: get(d, "ordinal")?,
            ord_units: get(d, "ord_units")?,
            month_num: get(d, "month_num")?,
            quarters: get(d, "quarters")?,
            rel: get(d, "rel")?,
            months: get(d, "months")?,
            freq_word: get(d, "freq_word")?,
            freq_abbr: get(d, "freq_abbr")?,
            exclusive_classes: get(d, "exclusive_classes")?,
            event_concepts: get(d, "event_concepts")?,
            asymmetric_classes: get(d, "asymmetric_classes")?,
            own_topic_classes: get(d, "own_topic_classes")?,
            modifier_classes: get(d, "modifier_classes")?,
            broad_classes: get(d, "broad_classes")?,
            generic_subjects: get(d, "generic_subjects")?,
            sole_generic_subjects: get(d, "sole_generic_subjects")?,
            sum_words: get(d, "sum_words")?,
            metrics: get(d, "metrics")?,
            qualified_match: get(d, "qualified_match")?,
            match_threshold: get(d, "match_threshold")?,
            sole_match: get(d, "sole_match")?,
            slip_min_digits: get(d, "slip_min_digits")?,
            agree_margin: get(d, "agree_margin")?,
            agree_threshold: get(d, "agree_threshold")?,
            sole_max_ratio: get(d, "sole_max_ratio")?,
            periods_a_year: get(d, "periods_a_year")?,
            per_period: get(d, "per_period")?,
            alike_match: get(d, "alike_match")?,
            sums_and_counts: get(d, "sums_and_counts")?,
            answer_match_threshold: get(d, "answer_match_threshold")?,
            rival_match: get(d, "rival_match")?,
            corroborated_rival_match: get(d, "corroborated_rival_match")?,
            strict_sole: get(d, "strict_sole")?,
            max_facts: get(d, "max_facts")?,
            period_cache: Default::default(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_word_lookup_answers_what_the_three_tables_do() {
        let span: FxMap<String, usize> = [("credit", 3), ("the", 2), ("fee", 1)]
            .iter()
            .map(|&(w, n)| (w.to_string(), n))
            .collect();
        let stop: FxSet<String> = ["the", "a", "of"].iter().map(|w| w.to_string()).collect();
        let noise: FxSet<String> = ["fee", "ok", "a"].iter().map(|w| w.to_string()).collect();
        let index = en_words(&span, &stop, &noise);
        for w in ["credit", "the", "fee", "a", "of", "ok", "card", ""] {
            let one = index.get(w).copied().unwrap_or_default();
            assert_eq!(one.longest, span.get(w).copied().unwrap_or(0), "{w}");
            assert_eq!(one.quiet, stop.contains(w) || noise.contains(w), "{w}");
        }
    }
}
