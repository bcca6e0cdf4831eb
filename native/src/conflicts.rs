//! Conflicts between facts and answer fidelity (the reference's `conflicts.py` and `fidelity.py`).
//! Scores leave here unrounded; the Python side rounds and orders them exactly as the reference.

use crate::fact::{
    common, intersects, month_day_of_ordinal, ordinal, Fact, Interner, Sym, PARTY, YEARLESS,
    YEARLESS_YEAR,
};
use crate::tables::Tables;
use crate::translations::{substituted, translated, Script};

pub struct Classes {
    pub exclusive: Vec<Sym>,
    pub asymmetric: Vec<Sym>,
    pub modifiers: Vec<Sym>,
    pub broad: Vec<Sym>,
    /// Subjects any sum may be named by (`GENERIC_SUBJECTS`): "price", "cost".
    pub generic: Vec<Sym>,
    /// ... and those that do when they are its only subject (`SOLE_GENERIC_SUBJECTS`): "payment".
    pub sole_generic: Vec<Sym>,
    /// The subjects that name a sum as a sum (`SUM_WORDS`): "fee", "price", "cost", "charge".
    pub sum_words: Vec<Sym>,
    pub qualified_match: f64,
    pub subject: Sym,
    pub previous: (Sym, Sym),
    /// ("reference", "actual"): see `asymmetric_differ`.
    pub actual: (Sym, Sym),
    pub threshold: Sym,
    /// ("reference", "change_effective"): see `takes_effect`.
    pub change_effective: (Sym, Sym),
    pub record: Sym,
    pub daily: (Sym, Sym),
    /// ("rate_basis", "annual"): see `amount_times_count`.
    pub annual: (Sym, Sym),
    pub per_unit: Sym,
    pub band: Sym,
    pub limit_kind: Sym,
    pub commencement: Sym,
    /// a percentage taken off a price (`_discounted`)
    pub discount: Sym,
    /// what is left to pay (`named_generically`)
    pub remainder: Sym,
    /// what points are worth (`amount_times_count`)
    pub points: Sym,
    /// a percentage "off" a price (`OFF` in the reference's extractor)
    pub off: (Sym, Sym),
    pub basis: Sym,
    pub increment: Sym,
    pub sum_total: (Sym, Sym),
    /// ("annualised", "annualised"): see `annualised`.
    pub annualised: (Sym, Sym),
    /// The rate bases of a period shorter than a year and how many of it a year holds (`_PER_PERIOD`).
    pub per_period: Vec<((Sym, Sym), f64)>,
    pub sole_max_ratio: f64,
    pub event: Sym,
    /// Each event concept's name and symbol (an anchor names its event by name).
    pub events: Vec<(String, Sym)>,
}

impl Classes {
    pub fn new(t: &Tables, it: &mut Interner) -> Classes {
        Classes {
            exclusive: t.exclusive_classes.iter().map(|c| it.id(c)).collect(),
            asymmetric: t.asymmetric_classes.iter().map(|c| it.id(c)).collect(),
            modifiers: t.modifier_classes.iter().map(|c| it.id(c)).collect(),
            broad: t.broad_classes.iter().map(|c| it.id(c)).collect(),
            generic: t.generic_subjects.iter().map(|c| it.id(c)).collect(),
            sole_generic: t.sole_generic_subjects.iter().map(|c| it.id(c)).collect(),
            sum_words: t.sum_words.iter().map(|c| it.id(c)).collect(),
            qualified_match: t.qualified_match,
            subject: it.id("subject"),
            previous: (it.id("reference"), it.id("previous")),
            actual: (it.id("reference"), it.id("actual")),
            threshold: it.id("threshold"),
            change_effective: (it.id("reference"), it.id("change_effective")),
            record: it.id("record"),
            daily: (it.id("rate_basis"), it.id("daily")),
            annual: (it.id("rate_basis"), it.id("annual")),
            per_unit: it.id("per_unit"),
            band: it.id("band"),
            limit_kind: it.id("limit_kind"),
            commencement: it.id("commencement"),
            discount: it.id("discount"),
            remainder: it.id("remainder"),
            points: it.id("points"),
            off: (it.id("remark"), it.id("off")),
            basis: it.id("basis"),
            increment: it.id("increment"),
            sum_total: (it.id("sum"), it.id("sum_total")),
            annualised: (it.id("annualised"), it.id("annualised")),
            per_period: t
                .per_period
                .iter()
                .map(|(c, &n)| ((it.id("rate_basis"), it.id(c)), n))
                .collect(),
            sole_max_ratio: t.sole_max_ratio,
            event: it.id("event"),
            events: t
                .event_concepts
                .iter()
                .map(|c| (c.clone(), it.id(c)))
                .collect(),
        }
    }
}

pub fn comparable_dimension(a: &Fact, b: &Fact) -> bool {
    if a.dimension == "date:month" {
        return false;
    }
    if a.dimension == b.dimension {
        return true;
    }
    let (x, y) = (a.dimension.as_str(), b.dimension.as_str());
    if (x == "duration" && y == "business_days") || (x == "business_days" && y == "duration") {
        return true;
    }
    if (a.bare_dollar && DOLLARS.contains(&y)) || (b.bare_dollar && DOLLARS.contains(&x)) {
        return true;
    }
    (x == "amount" || y == "amount") && (x.starts_with("money:") || y.starts_with("money:"))
}

/// The reference's `_DOLLARS`: currencies written "$" where they are spent.
const DOLLARS: [&str; 6] = [
    "money:AUD",
    "money:CAD",
    "money:NZD",
    "money:SGD",
    "money:HKD",
    "money:TWD",
];

fn is_every(f: &Fact) -> bool {
    f.bound.as_deref() == Some("every")
}

fn bounds_differ(a: &Fact, b: &Fact) -> bool {
    matches!((&a.bound, &b.bound), (Some(x), Some(y)) if x != y) || is_every(a) != is_every(b)
}

/// The reference's `_anchors_differ`: both count from an event and not the same one; but two
/// events each side names ("within 30 days of receipt" of an invoice, "收到发票之日起45日内") are one
/// event read two ways.
fn anchors_differ(k: &Classes, a: &Fact, b: &Fact) -> bool {
    let (Some(x), Some(y)) = (&a.anchor, &b.anchor) else {
        return false;
    };
    if x == y || cross_language_generic(x, y) {
        return false;
    }
    let (dx, ex) = x.split_once(':').unwrap_or((x.as_str(), ""));
    let (dy, ey) = y.split_once(':').unwrap_or((y.as_str(), ""));
    let event = |e: &str| {
        k.events
            .iter()
            .find(|(name, _)| name == e)
            .map(|(_, sym)| *sym)
    };
    let named =
        |f: &Fact, e: &str| event(e).is_some_and(|sym| f.concepts_of(k.event).contains(&sym));
    // (the reference's `_names_event`: an invoice's receipt also when a receipt and an invoice are named)
    let names = |f: &Fact, e: &str| {
        named(f, e) || (e == "invoice_receipt" && named(f, "invoice") && named(f, "receipt"))
    };
    let (wx, wy) = (x.contains('~'), y.contains('~'));
    if dx != dy || (wx && wy) {
        return true;
    }
    if wx || wy {
        // one read from wording ("搬出并交还全部钥匙后15天内" counts from the keys), the other named
        // (move-out): one event when the worded side's sentence names it before the value (after it,
        // it is what is done by then: "接到通知书之日起30日内…签订合同")
        let (worded, named) = if wy { (b, ex) } else { (a, ey) };
        return !event(named).is_some_and(|sym| worded.qualifiers.contains(&(k.event, sym)));
    }
    !(names(a, ey) && names(b, ex))
}

fn cross_language_generic(x: &str, y: &str) -> bool {
    x.contains(":~") && y.contains(":~") && x.is_ascii() != y.is_ascii()
}

/// Two durations this many times apart are rarely one quantity ("高血压病史8年" and "2周后复诊"),
/// unless they are the same number in other units ("2 hours" for "2 days"), a slipped unit.
const DURATION_MAX_RATIO: f64 = 20.0;
/// Minute, hour, day, week, month and year, in days.
const DURATION_UNITS: [f64; 6] = [1.0 / 1440.0, 1.0 / 24.0, 1.0, 7.0, 30.4375, 365.25];
/// The reference's `UNIT_SLIP`.
const UNIT_SLIP: usize = 2;

/// Two masses this many times apart are rarely one quantity (a body weight and a dose: "体重超过40 kg"
/// and "每次0.5 g"), unless one step of units apart (5 mg against 5 g): "80 kg" against "80 mg", a
/// million times, is a dose per kilogram and a weight, no slip.
const MASS_MAX_RATIO: f64 = 1000.0;
/// One step of units (mcg for mg, mg for g, g for kg): exactly a thousand times, float rounding aside.
const MASS_STEP: [f64; 2] = [1.0, 1000.0];

/// The reference's `_magnitudes_far_apart`: two single durations more than `DURATION_MAX_RATIO`
/// times apart, or two masses more than `MASS_MAX_RATIO`, and not one number in two units.
fn magnitudes_far_apart(a: &Fact, b: &Fact) -> bool {
    let is_duration = |f: &Fact| f.kind == "duration" || f.kind == "business_days";
    if is_duration(a) && is_duration(b) && (a.high.is_some() || b.high.is_some()) {
        return range_apart(a, b);
    }
    if a.high.is_some() || b.high.is_some() {
        return false;
    }
    let (x, y) = (a.value.abs(), b.value.abs());
    if is_duration(a) && is_duration(b) {
        return apart(x, y, DURATION_MAX_RATIO, &DURATION_UNITS);
    }
    if a.dimension == "[mass]" && b.dimension == "[mass]" {
        return apart(x, y, MASS_MAX_RATIO, &MASS_STEP);
    }
    false
}

/// The reference's `_range_apart`: two durations, one or both a range, more than the duration ratio
/// apart at their nearest ends (a review of "1至2个工作日" is no slip of a one-year term).
fn range_apart(a: &Fact, b: &Fact) -> bool {
    let (lower, upper) = if b.value < a.value { (b, a) } else { (a, b) };
    let top = lower.high.unwrap_or(lower.value);
    top > 0.0 && upper.value / top > DURATION_MAX_RATIO
}

/// The reference's `_amounts_apart`: two single sums of money or counts more than the sole-pair
/// ratio apart, and not by a power of ten (a unit price and a total, not one amount stated twice).
fn amounts_apart(t: &Tables, a: &Fact, b: &Fact) -> bool {
    let sum_or_count = |f: &Fact| {
        let family = f.dimension.split(':').next().unwrap_or_default();
        t.sums_and_counts.iter().any(|s| s == family)
    };
    a.high.is_none()
        && b.high.is_none()
        && sum_or_count(a)
        && sum_or_count(b)
        && far_apart(t.sole_max_ratio, a, b)
}

/// The reference's `_apart`: more than `max_ratio` times apart, and not one number in two units at
/// most `UNIT_SLIP` steps apart in `units`.
fn apart(x: f64, y: f64, max_ratio: f64, units: &[f64]) -> bool {
    if x.min(y) <= 0.0 || x.max(y) / x.min(y) <= max_ratio {
        return false;
    }
    !units.iter().enumerate().any(|(i, u)| {
        let near = &units[i.saturating_sub(UNIT_SLIP)..(i + UNIT_SLIP + 1).min(units.len())];
        near.iter().any(|v| {
            let (p, q) = (x / u, y / v);
            (p - q).abs() <= 1e-6 * p.abs().max(q.abs())
        })
    })
}

/// A rise or fall in basis points ("down 7 bps", 环比下降7个基点) changes a rate; it is never the
/// rate itself ("NIM was 1.85%, down 7 bps" vs "净息差为1.58%").
fn is_change(k: &Classes, f: &Fact) -> bool {
    if !f.concepts_of(k.increment).is_empty() {
        return false; // a spread is a level, whatever its sign ("SOFR + 1.53 percentage points")
    }
    if f.notation.starts_with("percentage_point") {
        return true; // the difference of two rates, whatever verb goes with it
    }
    f.direction != 0 && f.notation.starts_with("basis_point")
}

fn is_growth(k: &Classes, f: &Fact) -> bool {
    f.kind == "percent" && f.direction != 0 && !f.concepts_of(k.basis).is_empty()
}

/// A year-on-year rise or fall (同比增长8.1%, "+8.1% YoY") is no share or level that names neither a
/// change nor its basis ("industrial automation 27%" of revenue).
fn growth_and_level(k: &Classes, a: &Fact, b: &Fact) -> bool {
    let level = |f: &Fact| f.direction == 0 && f.concepts_of(k.basis).is_empty();
    // a fraction of something ("two-thirds of the growth") is a share, never a rise or fall
    let share_and_change = |x: &Fact, y: &Fact| x.direction != 0 && y.notation == "fraction";
    a.kind == "percent"
        && b.kind == "percent"
        && ((is_growth(k, a) && level(b))
            || (is_growth(k, b) && level(a))
            || share_and_change(a, b)
            || share_and_change(b, a))
}

/// The reference's `_per_time_and_per_item`: a charge per period is not one per item.
fn per_time_and_per_item(k: &Classes, a: &Fact, b: &Fact) -> bool {
    let rate_basis = k.daily.0; // the class of "daily", "monthly", "annual", …
    let time = |f: &Fact| !f.concepts_of(rate_basis).is_empty();
    let item = |f: &Fact| !f.concepts_of(k.per_unit).is_empty();
    (time(a) && !item(a) && item(b) && !time(b)) || (time(b) && !item(b) && item(a) && !time(a))
}

/// The reference's `_window_and_instant`: a band of the day ("After-hours (8pm-7am)") is no time
/// something happened ("RECEIPT - 14:05").
fn window_and_instant(a: &Fact, b: &Fact) -> bool {
    if a.kind != "time" || b.kind != "time" || a.high.is_some() == b.high.is_some() {
        return false;
    }
    let instant = if a.high.is_none() { a } else { b };
    instant.bound.is_none()
}

/// The reference's `_generic`.
fn generic(k: &Classes, named: &[Sym]) -> bool {
    named.iter().any(|s| k.generic.contains(s))
        || (!named.is_empty() && named.iter().all(|s| k.sole_generic.contains(s)))
}

/// The reference's `_named_generically`: two sums, one of them named a "price" or "cost" among its
/// subjects, which any sum may be named by ("合同价" of a rent, "单价" of a fee), or a "payment" and
/// nothing else; or two rates with no direction, where the price is the rate's ("priced at a fixed
/// 7.52% a year").
fn named_generically(k: &Classes, a: &Fact, b: &Fact, x: &[Sym], y: &[Sym]) -> bool {
    // (what is left to pay is a part: "余款12.6万元" is no price of ¥180,000)
    if a.kind != b.kind
        || !(generic(k, x) || generic(k, y))
        || x.contains(&k.remainder) != y.contains(&k.remainder)
    {
        return false;
    }
    a.kind == "money" || (a.kind == "percent" && a.direction == 0 && b.direction == 0)
}

pub fn clash(k: &Classes, a: &Fact, b: &Fact, skip_subject: bool) -> bool {
    // two dates of one event ("the redemption date of 1 June 2025 at a price of 100%", "redeemed on
    // 1 July 2025 at par plus accrued interest"): what the sentence says next is not their subject
    let skip_subject = skip_subject
        || (a.kind == "date"
            && b.kind == "date"
            && intersects(a.concepts_of(k.event), b.concepts_of(k.event)));
    if is_change(k, a) != is_change(k, b)
        || growth_and_level(k, a, b)
        || per_time_and_per_item(k, a, b)
        || window_and_instant(a, b)
    {
        return true;
    }
    let (ia, ib) = (&a.index, &b.index);
    if ia.is_empty() || ib.is_empty() {
        let asym = |ix: &Vec<(Sym, Vec<Sym>)>| ix.iter().any(|(c, _)| k.asymmetric.contains(c));
        if !asym(ia) && !asym(ib) {
            return false;
        }
        return asymmetric_differ(k, a, b);
    }
    let (mut i, mut j) = (0, 0);
    while i < ia.len() && j < ib.len() {
        match ia[i].0.cmp(&ib[j].0) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                let cls = ia[i].0;
                // (subjects count unless skipped or one is only a price's name: `named_generically`)
                if k.exclusive.contains(&cls)
                    && !intersects(&ia[i].1, &ib[j].1)
                    && (cls != k.subject
                        || (!skip_subject && !named_generically(k, a, b, &ia[i].1, &ib[j].1)))
                {
                    return true;
                }
                i += 1;
                j += 1;
            }
        }
    }
    asymmetric_differ(k, a, b)
}

/// The reference's asymmetric test with `_marks`: "actual" sets a value apart only from a limit.
fn asymmetric_differ(k: &Classes, a: &Fact, b: &Fact) -> bool {
    k.asymmetric
        .iter()
        .any(|&c| !marks(k, a, b, c).eq(marks(k, b, a, c)))
}

/// The reference's `_marks`: `f`'s concepts of the asymmetric class `c`, less "actual" unless
/// `other` is a limit, less "threshold" if it is one (a bound or a limit kind), and less
/// "change_effective" (see `takes_effect`).
fn marks<'f>(k: &Classes, f: &'f Fact, other: &Fact, c: Sym) -> impl Iterator<Item = &'f Sym> {
    let limit = matches!(other.bound.as_deref(), Some("min" | "max"));
    let drop_actual = c == k.actual.0 && !limit;
    // a threshold is what another side's limit is ("above £27,690"): only a limit's mark is no other
    let drop_threshold = c == k.actual.0 && (limit || !other.concepts_of(k.limit_kind).is_empty());
    let (actual, threshold, effective) = (k.actual.1, k.threshold, k.change_effective);
    f.concepts_of(c).iter().filter(move |&&x| {
        let dropped = (drop_actual && x == actual) || (drop_threshold && x == threshold);
        !dropped && (c, x) != effective
    })
}

/// The reference's `_takes_effect`: a date in a sentence that changes a value, when the change takes
/// effect. It agrees with the same date elsewhere and is compared with another change's date; any
/// other date elsewhere is another event.
fn takes_effect(k: &Classes, f: &Fact) -> bool {
    f.concepts_of(k.change_effective.0)
        .contains(&k.change_effective.1)
}

/// A concept both facts name, of a class that says what a value is about (not a mere modifier).
fn shares_identifying_concept(k: &Classes, a: &[(Sym, Sym)], b: &[(Sym, Sym)]) -> bool {
    shares_pair_of(a, b, |cls| !k.modifiers.contains(&cls))
}

/// The reference's `_named_where_the_other_is_qualified`: a specific concept one value names and the
/// other's sentence qualifies it with.
fn named_where_qualified(k: &Classes, named: &[(Sym, Sym)], qualified: &[(Sym, Sym)]) -> bool {
    shares_pair_of(named, qualified, |cls| {
        !k.modifiers.contains(&cls) && !k.broad.contains(&cls)
    })
}

/// Whether two sorted lists of (class, concept) share a pair whose class ``counts``.
fn shares_pair_of(a: &[(Sym, Sym)], b: &[(Sym, Sym)], counts: impl Fn(Sym) -> bool) -> bool {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                if counts(a[i].0) {
                    return true;
                }
                i += 1;
                j += 1;
            }
        }
    }
    false
}

/// The reference's `_same_listed_item`: two values, at most one of which names a subject, of the
/// same product and the same specific period ("一年1.65%" and "1-year 1.60%" in two rate lists).
fn same_listed_item(k: &Classes, a: &Fact, b: &Fact) -> bool {
    if !a.subjects.is_empty() && !b.subjects.is_empty() {
        return false;
    }
    if a.period.sub.is_none() || a.period.sub != b.period.sub {
        return false;
    }
    a.qualifiers
        .iter()
        .any(|q| q.0 != PARTY && !k.modifiers.contains(&q.0) && b.qualifiers.contains(q))
}

/// The reference's `_subject_match`. Its reasons for a score are read first: most pairs have none,
/// and the reasons against (periods, anchors, bounds, exclusive classes) cost more to read; the
/// score is the same, since either side alone can make it 0.
pub fn subject_match(k: &Classes, a: &Fact, b: &Fact, threshold: f64) -> f64 {
    // no key in common: no subject or identifying concept either (their names are keys), dice 0
    let shared = a.key_bits & b.key_bits != 0;
    let (ka, kb) = (&a.keys, &b.keys);
    let dice = if shared && !ka.is_empty() && !kb.is_empty() {
        2.0 * common(ka, kb) as f64 / (ka.len() + kb.len()) as f64
    } else {
        0.0
    };
    let score = if shared && intersects(&a.subjects, &b.subjects) {
        0.7 + 0.3 * dice
    } else if a.anchor.is_some() && a.anchor == b.anchor {
        dice.max(0.6)
    } else if shared && shares_identifying_concept(k, &a.concepts, &b.concepts) {
        0.55 + 0.3 * dice
    } else if same_listed_item(k, a, b) {
        0.55
    } else if (a.concept_bits & b.qualifier_bits != 0
        && named_where_qualified(k, &a.concepts, &b.qualifiers))
        || (b.concept_bits & a.qualifier_bits != 0
            && named_where_qualified(k, &b.concepts, &a.qualifiers))
    {
        k.qualified_match + 0.3 * dice
    } else if dice >= threshold {
        dice
    } else if named_within(k, a, b) || named_within(k, b, a) || named_by_modifiers(k, a, b) {
        threshold
    } else if transposed(a, b) {
        TRANSPOSED_MATCH
    } else if intersects(a.concepts_of(k.band), b.concepts_of(k.band)) {
        BAND_MATCH // the same stated band names the row both values are in
    } else {
        return 0.0;
    };
    if !a.period.compatible(&b.period) || magnitudes_far_apart(a, b) {
        return 0.0;
    }
    if anchors_differ(k, a, b) {
        return 0.0;
    }
    if bounds_differ(a, b) || clash(k, a, b, false) {
        return 0.0;
    }
    score
}

/// The reference's `_named_within`: every one of ``a``'s keys, at least `NAMED_WITHIN_KEYS` words
/// (no pairs of CJK characters), is among ``b``'s: the same quantity named alike, whose sentence in
/// the other chunk says more.
fn named_within(k: &Classes, a: &Fact, b: &Fact) -> bool {
    // pairs of CJK characters: three of those may be one short word, four name more
    let least = if a.word_tokens {
        NAMED_WITHIN_KEYS
    } else {
        NAMED_WITHIN_CJK_KEYS
    };
    if a.kind == "money" && b.kind == "money" && b.subjects.is_empty() {
        // against a sum that names no subject, not the word that only says a sum is one
        let keys: Vec<Sym> = a
            .keys
            .iter()
            .copied()
            .filter(|key| !k.sum_words.contains(key))
            .collect();
        return keys.len() >= least && common(&keys, &b.keys) == keys.len();
    }
    a.keys.len() >= least
        && a.key_bits & !b.key_bits == 0
        && common(&a.keys, &b.keys) == a.keys.len()
}

/// The reference's `_named_by_modifiers`: neither names a subject, and both name the same limit of
/// the same period ("Annual maximum: $1,000", "Annual maximum benefit: $1,500 per covered person").
fn named_by_modifiers(k: &Classes, a: &Fact, b: &Fact) -> bool {
    // near concepts only, not the sentence's qualifiers (`concepts_of` reads both)
    let both = |cls: Sym| {
        a.concepts
            .iter()
            .any(|p| p.0 == cls && b.concepts.contains(p))
    };
    a.subjects.is_empty() && b.subjects.is_empty() && both(k.limit_kind) && both(k.daily.0)
}

/// The reference's `NAMED_WITHIN_KEYS`.
const NAMED_WITHIN_KEYS: usize = 3;
/// The reference's `NAMED_WITHIN_CJK_KEYS`.
const NAMED_WITHIN_CJK_KEYS: usize = 4;
/// Transposed digits are evidence enough of one quantity when nothing tells the two values apart.
const TRANSPOSED_MATCH: f64 = 0.55;
/// The reference's `BAND_MATCH`.
const BAND_MATCH: f64 = 0.55;
const TRANSPOSED_MIN_DIGITS: usize = 2;

/// The reference's `_transposed`: the same digits in another order ("$4,820" / "$4,280.00"), at
/// least `TRANSPOSED_MIN_DIGITS` of them.
/// (The digits first: they tell most pairs apart, and cost no string comparison.)
fn transposed(a: &Fact, b: &Fact) -> bool {
    a.digit_counts == b.digit_counts
        && a.digits.len() >= TRANSPOSED_MIN_DIGITS
        && a.digits != b.digits
        && a.kind == b.kind
        && a.kind != "date"
        && a.kind != "time"
        && a.high.is_none()
        && b.high.is_none()
}

pub fn values_agree(a: &Fact, b: &Fact) -> bool {
    if a.kind == "date" && a.unit != b.unit {
        // a date without its year is that day of any year
        return in_yearless_year(a) == in_yearless_year(b);
    }
    if price_share_of_zhe(a, b) || price_share_of_zhe(b, a) {
        return true;
    }
    let (mut a_lo, mut a_hi) = (a.value, a.high.unwrap_or(a.value));
    let (mut b_lo, mut b_hi) = (b.value, b.high.unwrap_or(b.value));
    // a rate without a direction has none to disagree with ("九五折" and "5%的费用减免" are one discount)
    if a.dimension == "percent" && (a.direction == 0 || b.direction == 0) {
        (a_lo, a_hi, b_lo, b_hi) = (a_lo.abs(), a_hi.abs(), b_lo.abs(), b_hi.abs());
    }
    let scale = a_lo
        .abs()
        .max(a_hi.abs())
        .max(b_lo.abs())
        .max(b_hi.abs())
        .max(1e-12);
    let mut tol = if a.approx || b.approx {
        (0.1 * scale).max(a.precision + b.precision)
    } else if a.notation != b.notation {
        (a.precision + b.precision).min(0.02 * scale)
    } else {
        0.0
    };
    tol = tol.max(a.tolerance + b.tolerance); // "USD 850,000, tolerance +/- 5%" holds 884,000
    tol += 1e-9 * scale;
    let kinds = (a.kind.as_str(), b.kind.as_str());
    if kinds == ("duration", "business_days") || kinds == ("business_days", "duration") {
        let (bd, cal) = if a.kind == "business_days" {
            (a, b)
        } else {
            (b, a)
        };
        let lo = bd.value;
        let hi = bd.high.unwrap_or(bd.value) * 1.4 + 2.0;
        return lo - tol <= cal.value && cal.high.unwrap_or(cal.value) <= hi + tol;
    }
    match (a.high.is_some(), b.high.is_some()) {
        (true, true) => (a_lo - b_lo).abs() <= tol && (a_hi - b_hi).abs() <= tol,
        (true, false) => a_lo - tol <= b_lo && b_lo <= a_hi + tol,
        (false, true) => b_lo - tol <= a_lo && a_lo <= b_hi + tol,
        (false, false) => (a_lo - b_lo).abs() <= tol,
    }
}

/// The reference's `_price_share_of_zhe`: "八折" takes 20% off, so the price is 80% of the list price;
/// a stated cut ("立减80%") is the discount itself and is compared as one.
fn price_share_of_zhe(zhe: &Fact, share: &Fact) -> bool {
    zhe.kind == "discount_zhe"
        && share.kind == "percent"
        && share.direction == 0
        && zhe.high.is_none()
        && share.high.is_none()
        && (share.value.abs() - (100.0 - zhe.value)).abs() <= 1e-9 * 100.0
}

/// The reference's `better_match`: ``g`` at ``m`` is a likelier counterpart of ``f`` than ``best``
/// at ``bm``: a surer match or, of two as good matches, the nearer value, whichever chunk comes first.
fn better_match(f: &Fact, g: &Fact, m: f64, best: &Fact, bm: f64) -> bool {
    m > bm || (m == bm && discrepancy(f, g) < discrepancy(f, best))
}

fn discrepancy(a: &Fact, b: &Fact) -> f64 {
    if a.kind == "date" {
        let days = if a.unit != b.unit {
            (in_yearless_year(a) - in_yearless_year(b)).abs()
        } else {
            (a.value - b.value).abs()
        };
        return (days / 30.0).min(1.0);
    }
    let (x, y) = (a.value.abs(), b.value.abs());
    ((a.value - b.value).abs() / x.max(y).max(1e-12)).min(1.0)
}

/// The reference's `_in_yearless_year`: the ordinal of a date's day and month in the year of dates
/// written without one.
fn in_yearless_year(f: &Fact) -> f64 {
    if f.unit == YEARLESS {
        return f.value;
    }
    let (month, day) = month_day_of_ordinal(f.value as i64);
    ordinal(YEARLESS_YEAR, month, day).map_or(f.value, |o| o as f64)
}

/// Unrounded; the reference rounds to 4 places (done on the Python side).
pub fn conflict_score(m: f64, a: &Fact, b: &Fact) -> f64 {
    (0.45 + 0.35 * m + 0.2 * discrepancy(a, b)).min(1.0)
}

/// Money of any currency and bare amounts: one dimension family.
fn money_family(f: &Fact) -> bool {
    f.dimension.starts_with("money:") || f.dimension == "amount"
}

fn family(k: &Classes, f: &Fact) -> String {
    if money_family(f) {
        return "money".into();
    }
    if f.dimension == "business_days" {
        return "duration".into();
    }
    // a commencement date is the start of its span
    if f.kind == "date"
        && (f.bound.as_deref() == Some("min") || f.subjects.contains(&k.commencement))
    {
        return format!("{}|min", f.dimension);
    }
    f.dimension.clone()
}

/// Facts of one chunk grouped by dimension family, families in order of first appearance.
/// The reference's `_buckets`: facts by dimension family, less the dates of records and periods.
fn buckets(k: &Classes, facts: &[usize], all: &[&Fact]) -> Vec<(String, Vec<usize>)> {
    let mut out: Vec<(String, Vec<usize>)> = Vec::new();
    for &i in facts {
        if record_date(k, all[i]) {
            continue;
        }
        let fam = family(k, all[i]);
        match out.iter_mut().find(|(k, _)| *k == fam) {
            Some((_, v)) => v.push(i),
            None => out.push((fam, vec![i])),
        }
    }
    out
}

/// The reference's `_record_date`: a date or time of the "record" class (concepts_of, as the
/// reference: a record word anywhere earlier in the sentence counts).
fn record_date(k: &Classes, f: &Fact) -> bool {
    (f.kind == "date" || f.kind == "time") && !f.concepts_of(k.record).is_empty()
}

/// The reference's `_far_apart`: values more than ``ratio`` times apart, unless by a power of ten.
fn far_apart(ratio: f64, a: &Fact, b: &Fact) -> bool {
    let (x, y) = (a.value.abs(), b.value.abs());
    if a.kind == "date" || x.min(y) <= 0.0 {
        return false;
    }
    let r = x.max(y) / x.min(y);
    let p = r.log10().round();
    r > ratio && !(p >= 1.0 && (r / 10f64.powi(p as i32) - 1.0).abs() < 0.02)
}

pub fn indistinct(k: &Classes, a: &Fact, b: &Fact, strict_sole: bool) -> bool {
    // bare scaled numbers, month mentions and days of no year are too often something else
    if a.dimension == "amount"
        || b.dimension == "amount"
        || a.dimension == "date:month"
        || a.unit == YEARLESS
        || b.unit == YEARLESS
    {
        return false;
    }
    if !a.period.compatible(&b.period) {
        return false;
    }
    if anchors_differ(k, a, b) {
        return false;
    }
    if bounds_differ(a, b) || far_apart(k.sole_max_ratio, a, b) || magnitudes_far_apart(a, b) {
        return false; // (a weight and a dose: "80 kg" and "80 mg" are powers of ten apart, but far)
    }
    if strict_sole && !intersects(&a.keys, &b.keys) {
        return false;
    }
    if !a.subjects.is_empty() && !b.subjects.is_empty() {
        return false;
    }
    !clash(k, a, b, false)
}

/// The reference's `_best_clash` for a fact the history does not explain: the best-matching
/// clashing fact of ``others`` (``matches(n)``: the match with the n-th of them, already scored).
fn best_clash(
    k: &Classes,
    t: &Tables,
    f: &Fact,
    others: &[usize],
    matches: impl Fn(usize) -> f64,
    all: &[&Fact],
) -> Option<(usize, f64)> {
    let mut best: Option<(usize, f64)> = None;
    let mut agree = 0.0_f64;
    for (n, &gi) in others.iter().enumerate() {
        let m = matches(n);
        let g = &all[gi];
        if m <= 0.0 {
            // the same point value on a thing described in fewer shared words still agrees
            if f.high.is_none()
                && g.high.is_none()
                && comparable_dimension(f, g)
                && values_agree(f, g)
            {
                agree = agree.max(subject_match(k, f, g, t.agree_threshold));
            }
            continue;
        }
        if m < t.alike_match && amounts_apart(t, f, g) {
            continue;
        }
        if values_agree(f, g) {
            agree = agree.max(m);
        } else if takes_effect(k, f) != takes_effect(k, g) {
            continue;
        } else if best.is_none_or(|(bi, bm)| better_match(f, g, m, all[bi], bm)) {
            best = Some((gi, m));
        }
    }
    // an agreeing value excuses the clash only when it matches the subject nearly as well
    best.filter(|&(_, bm)| agree + t.agree_margin < bm)
}

/// The reference's `_explained_by_history`: ``f`` repeats a value that ``history`` (the values the
/// request's chunks say were replaced, the other chunk's among them) says was replaced.
fn explained_by_history(
    k: &Classes,
    t: &Tables,
    f: &Fact,
    history: &[usize],
    all: &[&Fact],
) -> bool {
    if f.concepts.contains(&k.previous) {
        return false;
    }
    history.iter().any(|&gi| {
        let g = all[gi];
        if !comparable_dimension(f, g) || !values_agree(f, g) {
            return false;
        }
        let mut current = g.clone();
        current.concepts.retain(|c| *c != k.previous);
        current.finish();
        // the replaced value itself, unless something tells the two apart
        subject_match(k, f, &current, t.match_threshold) > 0.0
            || indistinct(k, f, &current, t.strict_sole)
    })
}

/// What `find_conflicts` finds between chunks ``i`` and ``j``: `compute()`, or the engine's copy of
/// what it gave when the same two chunks met before.
pub type PairConflicts<'a> =
    dyn FnMut(usize, usize, &dyn Fn() -> Vec<(usize, usize, f64)>) -> Vec<(usize, usize, f64)> + 'a;

/// The reference's `find_conflicts`, each pair of chunks' conflicts asked of ``pair`` (the
/// request-wide filters, which read every chunk's values, still run on them all). Asked only when
/// no chunk says a value was replaced: then two chunks' conflicts depend on those two chunks alone,
/// whatever else the request holds. The left fact of each is from chunk ``i``, the right from
/// chunk ``j``. Returns (left fact, right fact, unrounded score) in the reference's order before its
/// sort.
pub fn find_conflicts(
    k: &Classes,
    t: &Tables,
    chunks: &[Vec<usize>],
    scripts: &[Option<Script>],
    all: &[&Fact],
    pair: &mut PairConflicts<'_>,
) -> Vec<(usize, usize, f64)> {
    let mut out = Vec::new();
    let bs: Vec<Vec<(String, Vec<usize>)>> = chunks.iter().map(|c| buckets(k, c, all)).collect();
    // values any chunk says were replaced ("由120万元调整为138万元") explain a stale copy in another
    let history: Vec<usize> = chunks
        .iter()
        .flatten()
        .copied()
        .filter(|&i| all[i].concepts.contains(&k.previous))
        .collect();
    for i in 0..bs.len() {
        for j in i + 1..bs.len() {
            let compute = || {
                let mut found = pair_conflicts(k, t, &bs[i], &bs[j], &history, all);
                if translated(scripts[i], scripts[j]) {
                    for (f, g) in translation_slips(k, &chunks[i], &chunks[j], all, 2) {
                        if !explained_by_history(k, t, all[f], &history, all)
                            && !explained_by_history(k, t, all[g], &history, all)
                        {
                            found.push((f, g, conflict_score(t.sole_match, all[f], all[g])));
                        }
                    }
                }
                found
            };
            if history.is_empty() {
                out.extend(pair(i, j, &compute));
            } else {
                out.extend(compute());
            }
        }
    }
    let every: Vec<usize> = chunks.iter().flatten().copied().collect();
    // which chunk each fact is from (a share and its base in one chunk are no scale error)
    let mut chunk_of = vec![usize::MAX; all.len()];
    for (c, members) in chunks.iter().enumerate() {
        for &m in members {
            chunk_of[m] = c;
        }
    }
    out.retain(|&(i, j, _)| {
        !total_of(k, all[i], all[j], &every, all)
            && !total_of(k, all[j], all[i], &every, all)
            && !amount_times_count(k, all[i], all[j], &every, all)
            && !amount_percent_of(k, i, j, &every, all, &chunk_of)
            && !discounted(k, all[i], all[j], &every, all)
            && !annualised(k, t, all[i], all[j])
            && !complementary(all[i], all[j])
            && !worked_out_under_cap(i, j, &every, all, &chunk_of)
            && !worked_out_under_cap(j, i, &every, all, &chunk_of)
    });
    out
}

/// The reference's `_worked_out_under_cap`: a value the request works out (a weight-based dose, a
/// share of a stated amount) under a cap, or above a floor, is the rule followed, no second limit.
fn worked_out_under_cap(
    di: usize,
    ci: usize,
    every: &[usize],
    all: &[&Fact],
    chunk_of: &[usize],
) -> bool {
    let (dose, cap) = (all[di], all[ci]);
    let within = match cap.bound.as_deref() {
        Some("max") => dose.value <= cap.value,
        Some("min") => dose.value >= cap.value, // worked out above a floor ("单张最低50元")
        _ => false,
    };
    within
        && cap.high.is_none()
        && dose.bound.is_none()
        && (per_weight(dose, every, all)
            .iter()
            .any(|&(_, scale)| scale == 1.0)
            || share_of_stated(di, ci, every, all, chunk_of))
}

/// The reference's `_share_of_stated`: ``value`` is a stated percentage of another stated amount, not
/// the cap; a tenth of it only when one chunk states both.
fn share_of_stated(
    vi: usize,
    ci: usize,
    every: &[usize],
    all: &[&Fact],
    chunk_of: &[usize],
) -> bool {
    let value = all[vi];
    let rates: Vec<f64> = every
        .iter()
        .map(|&i| all[i])
        .filter(|p| p.kind == "percent" && p.high.is_none() && 0.0 < p.value && p.value < 100.0)
        .map(|p| p.value / 100.0)
        .collect();
    every.iter().any(|&bi| {
        let base = all[bi];
        // (a tenth of a value is as often a scale error, unless one chunk states both)
        let tenth_ok = chunk_of[bi] == chunk_of[vi];
        bi != vi
            && bi != ci
            && base.high.is_none()
            && comparable_dimension(value, base)
            && rates
                .iter()
                .any(|&r| same(base.value * r, value.value) && (tenth_ok || !TENTHS.contains(&r)))
    })
}

/// The conflicts between two chunks' values, family by family (``bs_i``, ``bs_j``: their buckets).
fn pair_conflicts(
    k: &Classes,
    t: &Tables,
    bs_i: &[(String, Vec<usize>)],
    bs_j: &[(String, Vec<usize>)],
    history: &[usize],
    all: &[&Fact],
) -> Vec<(usize, usize, f64)> {
    let mut out = Vec::new();
    for (fam, members_i) in bs_i {
        let Some((_, members_j)) = bs_j.iter().find(|(k2, _)| k2 == fam) else {
            continue;
        };
        if members_i.len() == 1 && members_j.len() == 1 {
            let (f, g) = (&all[members_i[0]], &all[members_j[0]]);
            let stale = explained_by_history(k, t, f, history, all)
                || explained_by_history(k, t, g, history, all);
            if stale {
                continue;
            }
            if let Some(score) = sole_pair(k, t, f, g) {
                out.push((members_i[0], members_j[0], score));
            }
            continue;
        }
        let before = out.len();
        mutual_clashes(k, t, members_i, members_j, history, all, &mut out);
        if out.len() == before {
            if let Some((f, g)) = one_slip_apart(k, t, members_i, members_j, history, all) {
                out.push((f, g, conflict_score(t.sole_match, all[f], all[g])));
            }
        }
    }
    out
}

/// The reference's `_one_slip_apart`: when no pair clashes on its subject, the one pair whose values
/// are a slip of the pen apart (`slip_of_the_pen`) and that nothing tells apart, neither value
/// stated by the other chunk.
fn one_slip_apart(
    k: &Classes,
    t: &Tables,
    members_i: &[usize],
    members_j: &[usize],
    history: &[usize],
    all: &[&Fact],
) -> Option<(usize, usize)> {
    let stated = |f: &Fact, others: &[usize]| {
        others
            .iter()
            .any(|&h| comparable_dimension(f, all[h]) && values_agree(f, all[h]))
    };
    let mut found = None;
    for &fi in members_i {
        for &gj in members_j {
            let (f, g) = (all[fi], all[gj]);
            if slip_of_the_pen(t, f, g)
                && comparable_dimension(f, g)
                && indistinct(k, f, g, t.strict_sole)
                && !stated(f, members_j)
                && !stated(g, members_i)
                && !explained_by_history(k, t, f, history, all)
                && !explained_by_history(k, t, g, history, all)
            {
                if found.is_some() {
                    return None;
                }
                found = Some((fi, gj));
            }
        }
    }
    found
}

/// The reference's `slipped`: two single values of one kind a slip of the pen apart, each with at
/// least `slip_min_digits` significant digits.
fn slipped(t: &Tables, a: &Fact, b: &Fact) -> bool {
    if a.kind != b.kind || !point_value(a) || !point_value(b) {
        return false;
    }
    let (x, y) = (
        a.digits.trim_end_matches('0'),
        b.digits.trim_end_matches('0'),
    );
    if x == y {
        return scaled_apart(a, b);
    }
    x.len() >= t.slip_min_digits
        && y.len() >= t.slip_min_digits
        && one_digit_slip(&a.digits, &b.digits)
}

/// The reference's `point_value`: a single value (no range) that is no date or time.
fn point_value(f: &Fact) -> bool {
    f.kind != "date" && f.kind != "time" && f.high.is_none()
}

/// The reference's `_scaled_apart`: the same digits 10, 100 or 1,000 times apart, one of them
/// written with a scale word ("120万元" and "人民币1,200万元").
fn scaled_apart(a: &Fact, b: &Fact) -> bool {
    (scale(a) >= SCALE_WORD || scale(b) >= SCALE_WORD) && powers_apart(a, b)
}

/// The reference's `_powers_apart`: 10, 100 or 1,000 times apart.
fn powers_apart(a: &Fact, b: &Fact) -> bool {
    let (x, y) = (a.value.abs(), b.value.abs());
    let (small, big) = if x < y { (x, y) } else { (y, x) };
    small > 0.0 && [10.0, 100.0, 1000.0].iter().any(|k| same(big, small * k))
}

/// The reference's `_slip_of_the_pen`: any `slipped` pair, or two caps a "0" dropped or added
/// without a scale word.
fn slip_of_the_pen(t: &Tables, f: &Fact, g: &Fact) -> bool {
    slipped(t, f, g)
        || (f.bound.as_deref() == Some("max")
            && g.bound.as_deref() == Some("max")
            && f.kind == g.kind
            && point_value(f)
            && point_value(g)
            && powers_apart(f, g))
}

/// The reference's `_scale`: the multiplier a value's notation names ("CNYx10000"), else 1.
fn scale(f: &Fact) -> f64 {
    match f.notation.rsplit_once('x') {
        Some((_, s)) => s.parse().unwrap_or(1.0),
        None => 1.0,
    }
}

/// The reference's `_SCALE_WORD`: thousand, 万, million, 亿, billion.
const SCALE_WORD: f64 = 1000.0;

/// The reference's `translation_slips`: the values of ``a`` (a chunk's facts) that its translation
/// ``b`` replaced by another, when nothing but the wording tells the two apart.
pub fn translation_slips(
    k: &Classes,
    a: &[usize],
    b: &[usize],
    all: &[&Fact],
    shared: usize,
) -> Vec<(usize, usize)> {
    let (a, b) = (in_order(k, a, all), in_order(k, b, all));
    let fam_a: Vec<String> = a.iter().map(|&i| family(k, all[i])).collect();
    let fam_b: Vec<String> = b.iter().map(|&i| family(k, all[i])).collect();
    let same = |i: usize, j: usize| fam_a[i] == fam_b[j] && values_agree(all[a[i]], all[b[j]]);
    substituted(a.len(), b.len(), same, shared)
        .into_iter()
        .map(|(i, j)| (a[i], b[j]))
        .filter(|&(f, g)| translated_apart(k, all[f], all[g]))
        .collect()
}

/// The reference's `_in_order`: facts in the order of the text, less the dates of records.
fn in_order(k: &Classes, facts: &[usize], all: &[&Fact]) -> Vec<usize> {
    let mut kept: Vec<usize> = facts
        .iter()
        .copied()
        .filter(|&i| !record_date(k, all[i]))
        .collect();
    kept.sort_by_key(|&i| all[i].start);
    kept
}

/// The reference's `_translated_apart`.
fn translated_apart(k: &Classes, a: &Fact, b: &Fact) -> bool {
    if family(k, a) != family(k, b) || !comparable_dimension(a, b) {
        return false;
    }
    if !a.period.compatible(&b.period) || anchors_differ(k, a, b) || bounds_differ(a, b) {
        return false;
    }
    if far_apart(k.sole_max_ratio, a, b) || complementary(a, b) || clash(k, a, b, true) {
        return false;
    }
    if a.concepts.contains(&k.sum_total) != b.concepts.contains(&k.sum_total) {
        return false; // a translation keeps a total a total
    }
    !(a.kind == "count" && a.value.min(b.value) <= 1.0)
}

/// The reference's `complementary`: two rates that add up to 100% split one whole.
fn complementary(a: &Fact, b: &Fact) -> bool {
    a.kind == "percent"
        && b.kind == "percent"
        && a.high.is_none()
        && b.high.is_none()
        && a.direction == 0
        && b.direction == 0
        && a.value != b.value
        && same(a.value + b.value, 100.0)
}

/// The reference's `amount_percent_of`: of two amounts of money, the smaller is the larger times a
/// percentage the request states for the smaller's subject and not the larger's (an arrangement fee
/// of 2% of the loan); of two counts, any percentage the request states (a yield guarantee of an
/// approved yield); never by a power of ten, unless the percentage is stated of the larger sum
/// (`share_of`).
fn amount_percent_of(
    k: &Classes,
    ai: usize,
    bi: usize,
    every: &[usize],
    all: &[&Fact],
    chunk_of: &[usize],
) -> bool {
    let (a, b) = (all[ai], all[bi]);
    let money = money_family(a);
    if a.high.is_some() || b.high.is_some() || !(money || (a.kind == "count" && b.kind == "count"))
    {
        return false;
    }
    let (small, big, gi) = if a.value.abs() <= b.value.abs() {
        (a, b, bi)
    } else {
        (b, a, ai)
    };
    let (s, g) = (small.value.abs(), big.value.abs());
    if s <= 0.0 {
        return false;
    }
    let tolerance = 0.01f64.max(1e-4 * g);
    if POWERS_OF_TEN.iter().any(|&k| same(g, s * k)) {
        // 10% or 1%: a scale error whatever percentage the text states, unless the percentage is
        // stated of that very sum ("10% of the Contract Price of USD 2.4 million")
        return every.iter().any(|&pi| {
            share_of(pi, gi, every, all, chunk_of)
                && (g * all[pi].value / 100.0 - s).abs() <= tolerance
        });
    }
    if money && small.subjects.is_empty() {
        return false;
    }
    every.iter().map(|&i| all[i]).any(|p| {
        p.kind == "percent"
            && p.high.is_none()
            && p.value > 0.0
            && p.value < 100.0
            && (!money
                || (crate::fact::intersects(&p.subjects, &small.subjects)
                    // (a clause's "payment" names the share and its base alike)
                    && !p
                        .subjects
                        .iter()
                        .any(|s| big.subjects.contains(s) && !k.sole_generic.contains(s))))
            && (g * p.value / 100.0 - s).abs() <= tolerance
    })
}

/// The reference's `_share_of`: ``pi`` is a percentage stated of ``bi``, the value just before it in
/// its chunk ("10% of the Contract Price of USD 2.4 million").
fn share_of(pi: usize, bi: usize, every: &[usize], all: &[&Fact], chunk_of: &[usize]) -> bool {
    let (p, base) = (all[pi], all[bi]);
    p.kind == "percent"
        && p.high.is_none()
        && chunk_of[pi] == chunk_of[bi]
        && p.end <= base.start
        && !every.iter().any(|&fi| {
            chunk_of[fi] == chunk_of[bi] && p.end <= all[fi].start && all[fi].start < base.start
        })
}

/// The reference's `_discounted`: of two sums of money, the smaller is the larger less a discount
/// the request states (a "15% discount", "八折").
fn discounted(k: &Classes, a: &Fact, b: &Fact, every: &[usize], all: &[&Fact]) -> bool {
    if a.high.is_some() || b.high.is_some() || !money_family(a) || a.dimension != b.dimension {
        return false;
    }
    let (s, g) = if a.value.abs() <= b.value.abs() {
        (a.value.abs(), b.value.abs())
    } else {
        (b.value.abs(), a.value.abs())
    };
    if s <= 0.0 || s == g {
        return false;
    }
    let tolerance = 0.01f64.max(1e-4 * g);
    every.iter().map(|&i| all[i]).any(|p| {
        let v = p.value.abs();
        p.high.is_none()
            && 0.0 < v
            && v < 100.0
            && (p.kind == "discount_zhe"
                || (p.kind == "percent"
                    && (p.concepts.contains(&(k.subject, k.discount))
                        || p.concepts.contains(&k.off))))
            && (g * (1.0 - v / 100.0) - s).abs() <= tolerance
    })
}

/// A duration counted in days, weeks, months or years (the reference's `_PER_DAYS`).
const PER_DAYS: [f64; 4] = [1.0, 7.0, 30.4375, 365.25];

/// The reference's `counts_of`: `f` read as a number of things or periods, a duration in days,
/// weeks, months or years.
fn counts_of(f: &Fact) -> impl Iterator<Item = f64> + '_ {
    let pers: &[f64] = if f.kind == "duration" {
        &PER_DAYS
    } else {
        &PER_DAYS[..1]
    };
    pers.iter().map(move |per| f.value / per)
}
/// The reference's `_POWERS_OF_TEN`: a ratio that is a scale error, whatever else the text counts.
const POWERS_OF_TEN: [f64; 5] = [10.0, 100.0, 1000.0, 10000.0, 100000.0];

/// The reference's `amount_times_count`: of two amounts of money, one is the other times a count
/// or a number of periods the request states (an instalment and its total), not by a power of ten;
/// of two counts, one is the other (at least 2) times a number of periods ("3 sessions per week for
/// 12 weeks" and "36 sessions").
fn amount_times_count(k: &Classes, a: &Fact, b: &Fact, every: &[usize], all: &[&Fact]) -> bool {
    // (not a rate: what a point is worth is no tally that grows with time)
    let count = a.kind == "count" && a.unit != "point_rate";
    // a duration is another's times a count ("3 sessions per week, 4 hours each" and "12 hours")
    let span = a.kind == "duration" && b.kind == "duration";
    if (!money_family(a) && !count && !span) || a.high.is_some() || b.high.is_some() {
        return false;
    }
    let (small, big) = if a.value.abs() <= b.value.abs() {
        (a.value.abs(), b.value.abs())
    } else {
        (b.value.abs(), a.value.abs())
    };
    if small <= 0.0 || big / small < 1.5 || (count && small < 2.0) {
        return false;
    }
    let tolerance = 0.01f64.max(1e-4 * big);
    // (a doubled duration is as often a slip: "三个月" / "六个月" of probation)
    let least = if span { 3.0 } else { 2.0 };
    // two sums a year: neither is the other times a number of days or months (the reference says why)
    let yearly =
        !count && !span && a.concepts.contains(&k.annual) && b.concepts.contains(&k.annual);
    // what points are worth ("every 500 points: a £5 voucher") does not grow with time
    let points =
        a.concepts.contains(&(k.subject, k.points)) || b.concepts.contains(&(k.subject, k.points));
    every.iter().map(|&i| all[i]).any(|m| {
        let counts_by = if span {
            m.kind == "count"
        } else {
            (m.kind == "duration" && !yearly && !points) || (m.kind == "count" && !count)
        };
        if m.high.is_some() || m.value <= 0.0 || !counts_by {
            return false;
        }
        counts_of(m)
            .any(|n| times(n).is_some_and(|k| k >= least && (big - small * k).abs() <= tolerance))
    })
}

/// The reference's `annualised`: one of two values is stated annualised (near it or in its sentence)
/// and is the other times the half-years, quarters or months of a year; or one is stated per month,
/// quarter or half-year and the other, per no such period, is it times that period's count in a year.
fn annualised(k: &Classes, t: &Tables, a: &Fact, b: &Fact) -> bool {
    if a.high.is_some() || b.high.is_some() {
        return false;
    }
    let said =
        |f: &Fact| f.concepts.contains(&k.annualised) || f.qualifiers.contains(&k.annualised);
    [(a, b), (b, a)].iter().any(|&(year, part)| {
        if part.value <= 0.0 {
            return false;
        }
        let ratio = year.value / part.value;
        if said(year)
            && !said(part)
            && t.periods_a_year
                .iter()
                .any(|n| (ratio - n).abs() <= 0.01 * n)
        {
            return true;
        }
        let n = periods_a_year(k, part);
        n > 0.0 && periods_a_year(k, year) == 0.0 && (ratio - n).abs() <= 0.01 * n
    })
}

/// The reference's `_periods_a_year`: how many of the one period a value is stated per a year holds;
/// 0 for none, an annual one, or several periods.
fn periods_a_year(k: &Classes, f: &Fact) -> f64 {
    let mut got = k
        .per_period
        .iter()
        .filter(|(pair, _)| f.concepts.contains(pair) || f.qualifiers.contains(pair));
    match (got.next(), got.next()) {
        (Some(&(_, n)), None) => n,
        _ => 0.0,
    }
}

/// The reference's `_times`: ``n`` as a multiplier, a whole number, 2 or more and no power of ten.
fn times(n: f64) -> Option<f64> {
    let k = n.round();
    (n >= 2.0 && (n - k).abs() < 1e-6 && !POWERS_OF_TEN.contains(&k)).then_some(k)
}

/// The reference's `_total_of`: ``total`` is named a total and is ``part`` plus one or two other
/// values of the request, or ``part`` or another value twice plus the third, or ``part`` times a
/// count or frequency the request states.
fn total_of(k: &Classes, total: &Fact, part: &Fact, every: &[usize], all: &[&Fact]) -> bool {
    if total.high.is_some() || part.high.is_some() || !named_a_total(k, total, every, all) {
        return false;
    }
    if part.concepts.contains(&k.sum_total) {
        return false; // two totals of one thing
    }
    if part.value <= 0.0 || part.value >= total.value {
        return false;
    }
    // part times a count or frequency the request states ("每日总量80mg，分两次服用，每次40mg")
    if total.kind != "date"
        && total.kind != "time"
        && every.iter().map(|&i| all[i]).any(|m| {
            (m.kind == "count" || m.kind == "frequency")
                && m.high.is_none()
                && times(m.value).is_some_and(|k| same(total.value, part.value * k))
        })
    {
        return true;
    }
    let mut others: Vec<f64> = every
        .iter()
        .map(|&i| all[i])
        .filter(|f| f.dimension == total.dimension && f.high.is_none())
        .map(|f| f.value)
        .filter(|&v| 0.0 < v && v < total.value && v != part.value)
        .collect();
    others.sort_by(f64::total_cmp);
    others.dedup();
    let rest = total.value - part.value;
    others
        .iter()
        .any(|&x| same(rest, x) || same(rest, part.value + x) || same(rest, 2.0 * x))
        || others
            .iter()
            .enumerate()
            .any(|(n, &x)| others[n + 1..].iter().any(|&y| same(rest, x + y)))
}

/// The reference's `_named_a_total`: `f` is named a total, or has the value of one the request names,
/// and names nothing that total does not ("Revenue: $1.24 billion" and "total second-quarter revenue of
/// $1,240 million comprised …"; not "Continuation phase: 6 months" and "Total duration: 6 months").
fn named_a_total(k: &Classes, f: &Fact, every: &[usize], all: &[&Fact]) -> bool {
    if f.concepts.contains(&k.sum_total) {
        return true;
    }
    every.iter().map(|&i| all[i]).any(|t| {
        t.concepts.contains(&k.sum_total)
            && t.high.is_none()
            && f.concepts
                .iter()
                .all(|c| t.concepts.binary_search(c).is_ok())
            && comparable_dimension(t, f)
            && values_agree(t, f)
    })
}

fn same(x: f64, y: f64) -> bool {
    (x - y).abs() <= 1e-6 * x.abs().max(y.abs()).max(1e-12)
}

/// The reference's `_mutual_clashes`: pairs of facts, one from each chunk, each the other's best
/// clash (or the best clash has the other's value), looked for from both chunks; each fact's best
/// clash is found once and read from both sides.
fn mutual_clashes(
    k: &Classes,
    t: &Tables,
    members_i: &[usize],
    members_j: &[usize],
    history: &[usize],
    all: &[&Fact],
    out: &mut Vec<(usize, usize, f64)>,
) {
    // Each pair's match, scored once and read from both sides (`subject_match` is symmetric; the
    // reference scores each pair twice). 0 for pairs of incomparable dimensions.
    let width = members_j.len();
    let mut matches = vec![0.0_f64; members_i.len() * width];
    for (r, &fi) in members_i.iter().enumerate() {
        for (c, &gj) in members_j.iter().enumerate() {
            if comparable_dimension(all[fi], all[gj]) {
                matches[r * width + c] = subject_match(k, all[fi], all[gj], t.match_threshold);
            }
        }
    }
    // each fact's best clash among the other chunk's (``at(x, y)``: its match with the y-th of them)
    let best_of = |ours: &[usize], theirs: &[usize], at: &dyn Fn(usize, usize) -> f64| {
        ours.iter()
            .enumerate()
            .map(|(x, &fi)| {
                let best = if explained_by_history(k, t, all[fi], history, all) {
                    None
                } else {
                    best_clash(k, t, all[fi], theirs, |y| at(x, y), all)
                };
                (fi, best)
            })
            .collect::<Vec<(usize, Option<(usize, f64)>)>>()
    };
    let best_in_j = best_of(members_i, members_j, &|r, c| matches[r * width + c]);
    let best_in_i = best_of(members_j, members_i, &|c, r| matches[r * width + c]);
    let back_of = |bests: &[(usize, Option<(usize, f64)>)], gj: usize| {
        bests.iter().find(|&&(g, _)| g == gj).and_then(|&(_, b)| b)
    };
    let first = out.len();
    for (ours, theirs, flipped) in [
        (&best_in_j, &best_in_i, false),
        (&best_in_i, &best_in_j, true),
    ] {
        for &(fi, best) in ours.iter() {
            let Some((gj, m)) = best else {
                continue;
            };
            let Some((bi, _)) = back_of(theirs, gj) else {
                continue; // g agrees with this chunk
            };
            if bi != fi && !values_agree(all[bi], all[fi]) {
                continue; // g clashes more with another value of this chunk
            }
            let (left, right) = if flipped { (gj, fi) } else { (fi, gj) };
            if !out[first..]
                .iter()
                .any(|&(l, r, _)| l == left && r == right)
            {
                out.push((left, right, conflict_score(m, all[left], all[right])));
            }
        }
    }
}

fn sole_pair(k: &Classes, t: &Tables, f: &Fact, g: &Fact) -> Option<f64> {
    if !comparable_dimension(f, g) || values_agree(f, g) || takes_effect(k, f) != takes_effect(k, g)
    {
        return None;
    }
    let mut m = subject_match(k, f, g, t.match_threshold);
    if m < t.alike_match && amounts_apart(t, f, g) {
        return None;
    }
    if m <= 0.0 {
        // (the reference's `_untied`: lone sums of money and times of day need something to tie
        // them, a slip of the pen between them being one)
        let untied = (money_family(f) || (f.dimension == "time_of_day" && f.high.is_none()))
            && !slip_of_the_pen(t, f, g);
        if f.bound != g.bound || untied || !indistinct(k, f, g, t.strict_sole) {
            return None;
        }
        m = t.sole_match;
    }
    Some(conflict_score(m, f, g))
}

fn answer_clash(k: &Classes, a: &Fact, s: &Fact) -> bool {
    if !a.period.compatible(&s.period) {
        return true;
    }
    if let (Some(x), Some(y)) = (&a.anchor, &s.anchor) {
        if x != y && !anchors_differ_in_wording(a, s) {
            return true;
        }
    }
    clash(k, a, s, true)
}

/// The reference's `_anchors_differ_in_wording`: both name an anchor, they differ, and one was read
/// from wording (":~").
fn anchors_differ_in_wording(a: &Fact, s: &Fact) -> bool {
    match (&a.anchor, &s.anchor) {
        (Some(x), Some(y)) => x != y && (x.contains(":~") || y.contains(":~")),
        _ => false,
    }
}

/// The reference's `_no_clash`: agreeing values support a fact unless the subjects positively
/// differ; a range restated whole unless its period or anchor does.
fn no_clash(k: &Classes, t: &Tables, a: &Fact, s: &Fact) -> bool {
    if subject_match(k, a, s, t.match_threshold) > 0.0 {
        return true;
    }
    if a.high.is_some() && s.high.is_some() {
        // (anchors read from wording vary, as in answer_match)
        let anchors_differ = matches!((&a.anchor, &s.anchor), (Some(x), Some(y)) if x != y)
            && !anchors_differ_in_wording(a, s);
        return a.period.compatible(&s.period) && !anchors_differ;
    }
    !answer_clash(k, a, s)
}

/// The reference's `_near`: ``x`` equals ``a`` as far as ``a`` is stated.
fn near(x: f64, a: &Fact) -> bool {
    (x - a.value).abs() <= (1e-6 * x.abs().max(a.value.abs())).max(a.precision)
}

/// The reference's `_share`: a share of a source value ("60% of a $12,000 salary" = $7,200).
/// The reference's `_TENTHS`: shares that are a power of ten.
const TENTHS: [f64; 3] = [0.1, 0.01, 0.001];

fn share(k: &Classes, a: &Fact, same: &[usize], sources: &[usize], all: &[&Fact]) -> bool {
    if !matches!(a.kind.as_str(), "money" | "amount" | "quantity" | "count") {
        return false;
    }
    let shares: Vec<f64> = sources
        .iter()
        .map(|&i| all[i])
        .filter(|p| p.kind == "percent" && p.high.is_none() && p.value > 0.0)
        .map(|p| p.value / 100.0)
        .collect();
    same.iter().any(|&si| {
        let s = all[si];
        // (10% or 1% of the answer's own subject's value is a scale error, not a share)
        s.high.is_none()
            && !answer_clash(k, a, s)
            && shares.iter().any(|&share| {
                near(s.value * share, a)
                    && !(TENTHS.contains(&share) && intersects(&a.subjects, &s.subjects))
            })
    })
}

/// The reference's `_course_count`: doses over a course ("twice daily for 10 days" = 20 tablets).
fn course_count(a: &Fact, sources: &[usize], all: &[&Fact], chunk_of: &[usize]) -> bool {
    a.kind == "count"
        && sources.iter().any(|&fi| {
            let f = all[fi];
            f.kind == "frequency"
                && f.high.is_none()
                && sources.iter().any(|&di| {
                    let d = all[di];
                    d.kind == "duration"
                        && d.high.is_none()
                        && chunk_of[di] == chunk_of[fi]
                        && near(f.value * d.value, a)
                })
        })
}

/// The reference's `_date_after`: a date a source duration after a source date (1 day + 0.5%).
fn date_after(a: &Fact, sources: &[usize], all: &[&Fact]) -> bool {
    if a.kind != "date" {
        return false;
    }
    let spans: Vec<f64> = sources
        .iter()
        .map(|&i| all[i])
        .filter(|d| d.kind == "duration" && d.high.is_none() && d.value > 0.0)
        .map(|d| d.value)
        .collect();
    sources.iter().map(|&i| all[i]).any(|s| {
        s.kind == "date"
            && s.high.is_none()
            && spans
                .iter()
                .any(|span| (s.value + span - a.value).abs() <= 1.0 + 0.005 * span)
    })
}

/// The reference's `_derived`: an answer value one step of arithmetic from the sources (a rate plus
/// a stated change, a dose times its daily frequency in the same chunk, never a limit; a share of a
/// source value; a count of doses over a course; `check_answer` adds a dose per kilogram times a
/// body weight, `per_weight`).
fn derived(
    k: &Classes,
    a: &Fact,
    same_dim: &[usize],
    sources: &[usize],
    all: &[&Fact],
    chunk_of: &[usize],
) -> bool {
    if a.high.is_none()
        && (share(k, a, same_dim, sources, all)
            || course_count(a, sources, all, chunk_of)
            || date_after(a, sources, all))
    {
        return true;
    }
    for &si in same_dim {
        let s = all[si];
        if answer_clash(k, a, s) || s.direction != 0 {
            continue;
        }
        if a.kind == "percent" {
            if same_dim
                .iter()
                .any(|&ti| all[ti].direction > 0 && same(s.value + all[ti].value, a.value))
            {
                return true;
            }
        } else if a.kind == "quantity"
            && a.concepts.contains(&k.daily)
            && s.bound.is_none()
            && s.concepts_of(k.limit_kind).is_empty()
            && sources.iter().any(|&fi| {
                all[fi].kind == "frequency"
                    && chunk_of[fi] == chunk_of[si]
                    && same(s.value * all[fi].value, a.value)
            })
        {
            return true;
        }
    }
    false
}

/// The reference's `_PER_KG`: a dose per kilogram (mg/kg, mL/kg, kcal/kg) times a body weight is a
/// mass, a volume, an energy.
const PER_KG: [(&str, &str); 3] = [
    ("dimensionless", "[mass]"),
    ("[length] ** 3 / [mass]", "[length] ** 3"),
    (
        "[length] ** 2 / [time] ** 2",
        "[mass] * [length] ** 2 / [time] ** 2",
    ),
];
/// The reference's `_BODY_KG`, `_SCALES` and `_DOSE_ROUNDING`.
const BODY_KG: (f64, f64) = (0.3, 350.0);
const SCALES: [f64; 7] = [
    1.0,
    10.0,
    100.0,
    1000.0,
    1.0 / 10.0,
    1.0 / 100.0,
    1.0 / 1000.0,
];
const DOSE_ROUNDING: f64 = 0.02;

fn per_kg_product(dimension: &str) -> Option<&'static str> {
    PER_KG
        .iter()
        .find(|(d, _)| *d == dimension)
        .map(|(_, p)| *p)
}

/// The reference's `_per_weight`: the per-kilogram rates the request states that `a` is one times a
/// body weight it states, up to a power of ten, as (rate, power).
fn per_weight(a: &Fact, request: &[usize], all: &[&Fact]) -> Vec<(usize, f64)> {
    let mut found = Vec::new();
    if a.high.is_some() || a.value <= 0.0 || !PER_KG.iter().any(|(_, p)| *p == a.dimension) {
        return found;
    }
    let weights: Vec<f64> = request
        .iter()
        .map(|&i| all[i])
        .filter(|w| {
            w.dimension == "[mass]"
                && w.high.is_none()
                && (BODY_KG.0..=BODY_KG.1).contains(&w.value)
        })
        .map(|w| w.value)
        .collect();
    for &ri in request {
        let rate = all[ri];
        if per_kg_product(&rate.dimension) != Some(a.dimension.as_str())
            || !rate.notation.to_lowercase().contains("/kg")
            || rate.value <= 0.0
        {
            continue;
        }
        let (low, high) = (rate.value, rate.high.unwrap_or(rate.value));
        for &w in &weights {
            for &scale in &SCALES {
                if low * w * scale * (1.0 - DOSE_ROUNDING) <= a.value
                    && a.value <= high * w * scale * (1.0 + DOSE_ROUNDING)
                {
                    found.push((ri, scale));
                }
            }
        }
    }
    found
}

/// The reference's `_per_weight_slip`: the rate an answer dose is a power of ten off of at a stated
/// body weight, unless it is also that rate's dose itself.
fn per_weight_slip(a: &Fact, request: &[usize], all: &[&Fact]) -> Option<usize> {
    let found = per_weight(a, request, all);
    if found.iter().any(|&(_, scale)| scale == 1.0) {
        return None;
    }
    found.first().map(|&(r, _)| r)
}

/// The reference's `_times_a_count`: ``a`` is a source amount it is about times or divided by a
/// count the request (``every``: its sources' and its answer's facts) states (`amount_times_count`).
fn times_a_count(
    k: &Classes,
    t: &Tables,
    a: &Fact,
    same: &[usize],
    every: &[usize],
    all: &[&Fact],
) -> bool {
    same.iter().any(|&s| {
        amount_times_count(k, a, all[s], every, all) && answer_match(k, t, a, all[s]) > 0.0
    })
}

/// The reference's `_answer_match`: anchors read from wording do not tell an answer and a source
/// apart (answers paraphrase).
fn answer_match(k: &Classes, t: &Tables, a: &Fact, s: &Fact) -> f64 {
    if anchors_differ_in_wording(a, s) {
        let mut loose = a.clone();
        loose.anchor = None;
        return subject_match(k, &loose, s, t.answer_match_threshold);
    }
    subject_match(k, a, s, t.answer_match_threshold)
}

/// The reference's `_slipped_from`: the source value an unsupported answer value is a slip of the
/// pen of (one digit changed, dropped or added, or two neighbours swapped; the leading digit kept;
/// or, when the answer names no subject of its own, a power of ten the request counts nothing
/// that many times), when nothing tells the two apart.
fn slipped_from(
    k: &Classes,
    t: &Tables,
    a: &Fact,
    same: &[usize],
    request: &[usize],
    all: &[&Fact],
) -> Option<usize> {
    if !point_value(a) || same.iter().any(|&s| values_agree(a, all[s])) {
        return None;
    }
    let scales = if a.value > 0.0 && a.subjects.is_empty() {
        unstated_powers_of_ten(request, all)
    } else {
        Vec::new()
    };
    same.iter().copied().find(|&s| {
        let f = all[s];
        point_value(f)
            && (one_digit_slip(&a.digits, &f.digits) || scale_slip(a.value, f.value, &scales))
            && !answer_clash(k, a, f)
            && !complementary(a, f)
            && indistinct(k, a, f, t.strict_sole)
    })
}

/// The reference's `_unstated_powers_of_ten`: the powers of ten no count, frequency or duration (in
/// days, weeks, months or years) of the request states.
fn unstated_powers_of_ten(request: &[usize], all: &[&Fact]) -> Vec<f64> {
    let mut stated: Vec<f64> = Vec::new();
    for f in request.iter().map(|&i| all[i]) {
        if !matches!(f.kind.as_str(), "count" | "frequency" | "duration") || f.high.is_some() {
            continue;
        }
        stated.extend(counts_of(f).map(f64::round_ties_even));
    }
    POWERS_OF_TEN
        .iter()
        .copied()
        .filter(|p| !stated.contains(p))
        .collect()
}

/// The reference's `_scale_slip`: two positive values a power of ten in `scales` apart.
fn scale_slip(x: f64, y: f64, scales: &[f64]) -> bool {
    x > 0.0 && y > 0.0 && scales.iter().any(|&k| same(x.max(y), x.min(y) * k))
}

/// The reference's `_one_digit_slip`: two digit strings one slip apart.
fn one_digit_slip(x: &str, y: &str) -> bool {
    let (x, y) = (x.as_bytes(), y.as_bytes());
    if x.is_empty() || y.is_empty() || x == y || x.len().max(y.len()) < 2 || x[0] != y[0] {
        return false;
    }
    if x.len() == y.len() {
        let diff: Vec<usize> = (0..x.len()).filter(|&i| x[i] != y[i]).collect();
        return match diff.as_slice() {
            [_] => true,
            [i, j] => *j == i + 1 && x[*i] == y[*j] && x[*j] == y[*i],
            _ => false,
        };
    }
    let (short, long) = if x.len() < y.len() { (x, y) } else { (y, x) };
    if long.len() - short.len() != 1 {
        return false;
    }
    (0..long.len())
        .any(|k| long[k] != b'0' && long[..k] == short[..k] && long[k + 1..] == short[k..])
}

/// The reference's `_best_source`: the source value ``a`` most likely restates, else the one source
/// value of its dimension.
fn best_source(
    k: &Classes,
    t: &Tables,
    a: &Fact,
    same: &[usize],
    all: &[&Fact],
) -> Option<(usize, f64)> {
    let mut best: Option<(usize, f64)> = None;
    for &s in same {
        let m = answer_match(k, t, a, all[s]);
        if m > 0.0 && best.is_none_or(|(bi, bm)| better_match(a, all[s], m, all[bi], bm)) {
            best = Some((s, m));
        }
    }
    if best.is_none() {
        let sole: Vec<usize> = same
            .iter()
            .copied()
            .filter(|&s| indistinct(k, a, all[s], t.strict_sole))
            .collect();
        if sole.len() == 1 {
            best = Some((sole[0], t.sole_match));
        }
    }
    best
}

/// The reference's `_rival`: a source value of the answer fact's own subject that says otherwise.
/// Not one the answer restates as well: then it took both values, each from its place.
fn rival(
    k: &Classes,
    t: &Tables,
    ai: usize,
    answer: &[usize],
    same: &[usize],
    all: &[&Fact],
    chunk_of: &[usize],
) -> Option<(usize, f64)> {
    let a = all[ai];
    let mut best: Option<(usize, f64)> = None;
    // another source chunk states the value for its subject too: two sources agree on it
    let stated_twice = |s: usize| {
        same.iter().any(|&u| {
            chunk_of[u] != chunk_of[s]
                && values_agree(all[s], all[u])
                && intersects(&all[s].subjects, &all[u].subjects)
        })
    };
    for &s in same {
        if values_agree(a, all[s]) || !intersects(&a.subjects, &all[s].subjects) {
            continue;
        }
        if a.concepts.contains(&k.sum_total) && !all[s].concepts.contains(&k.sum_total) {
            continue; // a total's rival is another total, not one of its parts
        }
        if restated(ai, s, answer, all) {
            continue;
        }
        let m = answer_match(k, t, a, all[s]);
        let strong = m >= t.rival_match || (m >= t.corroborated_rival_match && stated_twice(s));
        if strong && best.is_none_or(|(_, bm)| m > bm) {
            best = Some((s, m));
        }
    }
    best
}

/// The reference's `_restated`: another fact of the answer than `ai` states source `s`'s value.
fn restated(ai: usize, s: usize, answer: &[usize], all: &[&Fact]) -> bool {
    answer
        .iter()
        .any(|&b| b != ai && comparable_dimension(all[b], all[s]) && values_agree(all[b], all[s]))
}

pub struct Fidelity {
    pub contradictions: Vec<(usize, usize, f64)>,
    pub unsupported: Vec<usize>,
}

/// The reference's `_WORKING`: how far before an answer's value the inputs of its working may be.
const WORKING: usize = 160;

/// The reference's `_worked`: an answer that shows its working (in brackets after the value, or
/// before it with the result named as one) derives the value from two of its own.
fn worked(t: &Tables, a: &Fact, answer: &[usize], all: &[&Fact], text: &str) -> bool {
    if a.high.is_some() || !matches!(a.kind.as_str(), "money" | "amount" | "quantity" | "count") {
        return false;
    }
    let (lo, hi) = if let Some(m) = t.p.working_bracket.at(text, a.end) {
        match m.span_i(1) {
            Some(inside) => inside,
            None => return false,
        }
    } else {
        let lo = crate::text::back(text, a.start, WORKING);
        if !t.p.result_left.found(text, lo, a.start) {
            return false;
        }
        (lo, a.start)
    };
    let inputs: Vec<&Fact> = answer
        .iter()
        .map(|&i| all[i])
        .filter(|f| !std::ptr::eq(*f, a) && f.high.is_none() && lo <= f.start && f.end <= hi)
        .collect();
    let same: Vec<&Fact> = inputs
        .iter()
        .copied()
        .filter(|f| f.value != 0.0 && comparable_dimension(a, f))
        .collect();
    for (i, x) in same.iter().enumerate() {
        if same[i + 1..]
            .iter()
            .any(|y| near(x.value + y.value, a) || near((x.value - y.value).abs(), a))
        {
            return true;
        }
    }
    let rates: Vec<f64> = inputs
        .iter()
        .filter(|p| p.kind == "percent" && p.value != 0.0)
        .map(|p| p.value.abs() / 100.0) // "reduced by 50%"
        .collect();
    same.iter().any(|x| {
        rates.iter().any(|&r| {
            (near(x.value * r, a) || near(x.value * (1.0 + r), a) || near(x.value * (1.0 - r), a))
                && !(TENTHS.contains(&r) && intersects(&a.subjects, &x.subjects))
        })
    })
}

#[allow(clippy::too_many_arguments)]
pub fn check_answer(
    k: &Classes,
    t: &Tables,
    answer: &[usize],
    sources: &[usize],
    other_script: &[&[usize]],
    all: &[&Fact],
    chunk_of: &[usize],
    answer_text: &str,
) -> Fidelity {
    let mut out = Fidelity {
        contradictions: Vec::new(),
        unsupported: Vec::new(),
    };
    let request: Vec<usize> = sources.iter().chain(answer).copied().collect();
    for &ai in answer {
        let a = &all[ai];
        let same: Vec<usize> = sources
            .iter()
            .copied()
            .filter(|&s| comparable_dimension(a, all[s]))
            .collect();
        let agreeing: Vec<usize> = same
            .iter()
            .copied()
            .filter(|&s| values_agree(a, all[s]) && no_clash(k, t, a, all[s]))
            .collect();
        let blind = !agreeing.is_empty()
            && agreeing
                .iter()
                .all(|&s| subject_match(k, a, all[s], t.match_threshold) <= 0.0);
        let rival = if blind {
            rival(k, t, ai, answer, &same, all, chunk_of)
        } else {
            None
        };
        // the reference's `_derived`, its `_times_a_count` read here (it needs the answer's facts)
        let derived = || {
            derived(k, a, &same, sources, all, chunk_of)
                || (a.high.is_none() && times_a_count(k, t, a, &same, &request, all))
                || per_weight(a, &request, all)
                    .iter()
                    .any(|&(_, scale)| scale == 1.0)
                || worked(t, a, answer, all, answer_text)
        };
        if rival.is_none() && (!agreeing.is_empty() || derived()) {
            continue;
        }
        // the reference's `_elsewhere`: the answer took both values, each from its place
        let elsewhere = |s: usize| {
            rival.is_none()
                && same.iter().any(|&x| values_agree(a, all[x]))
                && restated(ai, s, answer, all)
        };
        let unsupported = match rival.or_else(|| best_source(k, t, a, &same, all)) {
            None => true,
            Some((s, _)) if elsewhere(s) || complementary(a, all[s]) => true,
            Some((s, m)) => {
                out.contradictions
                    .push((ai, s, conflict_score(m, a, all[s])));
                false
            }
        };
        if unsupported {
            match slipped_from(k, t, a, &same, &request, all)
                .or_else(|| per_weight_slip(a, &request, all))
            {
                Some(s) => {
                    out.contradictions
                        .push((ai, s, conflict_score(t.sole_match, a, all[s])))
                }
                None => out.unsupported.push(ai),
            }
        }
    }
    if !out.unsupported.is_empty() && !other_script.is_empty() {
        // the reference's `_translation_slips`: an unsupported value that a source in another script
        // puts another value in the place of
        let mut slips: Vec<(usize, usize, f64)> = Vec::new();
        for source in other_script {
            for (a, s) in translation_slips(k, answer, source, all, 1) {
                if out.unsupported.contains(&a) && slips.iter().all(|c| c.0 != a) {
                    slips.push((a, s, conflict_score(t.sole_match, all[a], all[s])));
                }
            }
        }
        out.unsupported.retain(|u| slips.iter().all(|c| c.0 != *u));
        out.contradictions.extend(slips);
    }
    out
}
