//! Facts as the checks see them: words interned to small integers per call, sets kept as sorted
//! vectors, so a pairwise subject comparison is a few merges instead of hash-set operations.

use crate::fxhash::FxMap;

pub type Sym = u32;

/// Interned strings for one call (the vocabulary of tokens is open, so it is never kept longer).
/// The strings lie back to back in one buffer and the table maps a string's hash to the last id
/// with that hash (`next` chains the earlier ones): a new string costs no allocation of its own,
/// where a map of `String` keys plus a list of them copied it into two.
pub struct Interner {
    heads: FxMap<u64, Sym>,
    next: Vec<Sym>,
    buf: String,
    ends: Vec<usize>,
    hash: fn(&str) -> u64,
}

pub const SUBJECT: Sym = 0;
pub const ANALYTE: Sym = 1;
pub const PARTY: Sym = 2;
/// Classes that name which item of a list a value is ("$500 individual / $1,000 family", tiers,
/// regions, products): interned right after the three above, so a range of ids tells them.
/// The reference's `facts._ITEM_CLASSES`; `Tables::from_py` refuses tables that name others.
pub const ITEM_CLASSES: [&str; 15] = [
    "coverage_unit",
    "tier",
    "region",
    "scope",
    "goods",
    "sales_channel",
    "product",
    "stage",
    "occurrence",
    "employment",
    "service",
    "component",
    "species",
    "payment_channel",
    "flow",
];
const FIRST_ITEM: Sym = 3;

fn is_item_class(cls: Sym) -> bool {
    (FIRST_ITEM..FIRST_ITEM + ITEM_CLASSES.len() as Sym).contains(&cls)
}

/// No earlier id with the same hash.
const NONE: Sym = Sym::MAX;

/// String ``id`` of the buffer (it ends where the next one starts).
fn at<'a>(buf: &'a str, ends: &[usize], id: Sym) -> &'a str {
    let i = id as usize;
    let start = if i == 0 { 0 } else { ends[i - 1] };
    &buf[start..ends[i]]
}

fn fx(s: &str) -> u64 {
    use std::hash::Hasher;
    let mut h = crate::fxhash::FxHasher::default();
    h.write(s.as_bytes());
    h.finish()
}

impl Interner {
    pub fn new() -> Interner {
        Interner::with_hash(fx)
    }

    fn with_hash(hash: fn(&str) -> u64) -> Interner {
        let mut i = Interner {
            heads: FxMap::default(),
            next: Vec::new(),
            buf: String::new(),
            ends: Vec::new(),
            hash,
        };
        for s in ["subject", "analyte", "party"].iter().chain(&ITEM_CLASSES) {
            i.id(s);
        }
        i
    }

    pub fn id(&mut self, s: &str) -> Sym {
        use std::collections::hash_map::Entry;
        let id = self.ends.len() as Sym;
        match self.heads.entry((self.hash)(s)) {
            Entry::Occupied(mut head) => {
                let mut k = *head.get();
                while k != NONE {
                    if at(&self.buf, &self.ends, k) == s {
                        return k;
                    }
                    k = self.next[k as usize];
                }
                self.next.push(head.insert(id));
            }
            Entry::Vacant(head) => {
                head.insert(id);
                self.next.push(NONE);
            }
        }
        self.buf.push_str(s);
        self.ends.push(self.buf.len());
        id
    }

    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn s(&self, id: Sym) -> &str {
        at(&self.buf, &self.ends, id)
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Period {
    pub year: Option<i64>,
    pub sub: Option<String>,
    pub rel: Option<i64>,
}

impl Period {
    pub fn is_empty(&self) -> bool {
        self.year.is_none() && self.sub.is_none() && self.rel.is_none()
    }

    /// Periods clash only when both state the same component with different values; sub-periods
    /// of different kinds ("FY" and a 30-year tenor "T30") say nothing about each other.
    pub fn compatible(&self, o: &Period) -> bool {
        fn ok<T: PartialEq>(a: &Option<T>, b: &Option<T>) -> bool {
            a.is_none() || b.is_none() || a == b
        }
        let subs_differ = match (&self.sub, &o.sub) {
            (Some(a), Some(b)) => {
                a != b
                    && sub_kind(a) == sub_kind(b)
                    && !ends_with(a, b)
                    && !ends_with(b, a)
                    && !day_within(a, b)
                    && !day_within(b, a)
            }
            _ => false,
        };
        !subs_differ && ok(&self.year, &o.year) && ok(&self.rel, &o.rel)
    }
}

/// The reference's `_day_within`: `day` ("D739296", the day a measurement was taken) falls within
/// the month, quarter or half `period` names (a sample of 14 February 2025 is M2's, Q1's, H1's).
fn day_within(day: &str, period: &str) -> bool {
    let Some(month) = day
        .strip_prefix('D')
        .and_then(|o| o.parse().ok())
        .map(month_of_ordinal)
    else {
        return false;
    };
    let half = if month <= 6 { "H1" } else { "H2" };
    period == format!("M{month}") || period == format!("Q{}", (month + 2) / 3) || period == half
}

/// The unit of a date written without its year ("3 October", "4月15日"; the reference's `YEARLESS`):
/// its value is the day's ordinal in `YEARLESS_YEAR`, a leap year, and it agrees with a date of any
/// year on that day and month.
pub const YEARLESS: &str = "day_and_month";
pub const YEARLESS_YEAR: i64 = 2000;

/// Python's `datetime.date(y, m, d).toordinal()`, None for an invalid date.
pub fn ordinal(y: i64, m: i64, d: i64) -> Option<i64> {
    if !(1..=9999).contains(&y) || !(1..=12).contains(&m) {
        return None;
    }
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = [
        31,
        if leap { 29 } else { 28 },
        31,
        30,
        31,
        30,
        31,
        31,
        30,
        31,
        30,
        31,
    ];
    if d < 1 || d > days[(m - 1) as usize] {
        return None;
    }
    let py = y - 1;
    let before_year = py * 365 + py / 4 - py / 100 + py / 400;
    let before_month: i64 = days[..(m - 1) as usize].iter().sum();
    Some(before_year + before_month + d)
}

/// The month (1-12) of a proleptic Gregorian ordinal (Python's `date.toordinal()`: 1 = 0001-01-01).
fn month_of_ordinal(ordinal: i64) -> i64 {
    month_day_of_ordinal(ordinal).0
}

/// The month (1-12) and day of a proleptic Gregorian ordinal, by the days-to-civil algorithm
/// (H. Hinnant).
pub fn month_day_of_ordinal(ordinal: i64) -> (i64, i64) {
    let z = ordinal - 719_163 + 719_468; // days since 0000-03-01
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    (if mp < 10 { mp + 3 } else { mp - 9 }, day)
}

/// The reference's `_ENDS_WITH`: a period and the month it ends with ("as of 30 June" closes Q2, H1).
fn ends_with(month: &str, period: &str) -> bool {
    matches!(
        (month, period),
        ("M3", "Q1")
            | ("M6", "Q2")
            | ("M9", "Q3")
            | ("M12", "Q4")
            | ("M6", "H1")
            | ("M12", "H2")
            | ("M12", "FY")
    )
}

/// The reference's `sub_kind`: tenor, ordinal, contract year or reporting period.
pub fn sub_kind(sub: &str) -> char {
    match sub.chars().next() {
        Some(c @ ('T' | '#')) => c,
        Some('Y') if sub != "YTD" => 'Y',
        _ => 'R',
    }
}

#[derive(Clone, Debug)]
pub struct Fact {
    pub kind: String,
    pub dimension: String,
    pub value: f64,
    pub high: Option<f64>,
    pub unit: String,
    pub start: usize,
    pub end: usize,
    pub concepts: Vec<(Sym, Sym)>, // sorted (class, concept)
    pub tokens: Vec<Sym>,
    /// Every token is a word (ASCII), none a pair of CJK characters.
    pub word_tokens: bool,
    pub anchor: Option<String>,
    pub period: Period,
    pub approx: bool,
    pub bound: Option<String>,
    pub direction: i32,
    pub precision: f64,
    pub notation: String,
    /// A sum written with a bare "$" or in bare cents (the reference's `_bare_dollar`), which names no
    /// country's dollar.
    pub bare_dollar: bool,
    pub analyte: Option<Sym>,
    pub qualifiers: Vec<(Sym, Sym)>,
    /// The band a tolerance stated on the value gives it (`tolerance.rs`), in canonical units.
    pub tolerance: f64,
    // derived by `finish` (the reference's __post_init__)
    pub index: Vec<(Sym, Vec<Sym>)>,
    pub keys: Vec<Sym>,
    pub subjects: Vec<Sym>,
    /// The value's significant digits to two decimals and how often each occurs (for the
    /// transposed-digits test, which meets most pairs: computed once per fact, not per pair).
    pub digits: String,
    pub digit_counts: [u8; 10],
    /// One bit per (class, concept) of `concepts` and of `qualifiers` (a 64-bit Bloom filter): a
    /// concept one value names and the other's sentence qualifies it with is looked for only when
    /// the two share a bit, which most pairs do not.
    pub concept_bits: u64,
    pub qualifier_bits: u64,
    /// One bit per key (the same kind of filter): two facts that share no bit share no key, and
    /// so no subject or concept either, which is most pairs a request compares.
    pub key_bits: u64,
}

/// The bit of a (class, concept) pair in `Fact::concept_bits` and `Fact::qualifier_bits`.
fn pair_bit(&(cls, c): &(Sym, Sym)) -> u64 {
    bit_of(u64::from(cls) << 32 | u64::from(c))
}

fn bit_of(x: u64) -> u64 {
    1 << (x.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58)
}

impl Fact {
    /// The class → concepts index: near concepts, sentence qualifiers (but not of an item class
    /// the value names itself), and the sentence's actor (else any party named nearby) as the party.
    pub fn finish(&mut self) {
        let mut index: Vec<(Sym, Vec<Sym>)> = Vec::new();
        let add = |index: &mut Vec<(Sym, Vec<Sym>)>, cls: Sym, c: Sym| match index
            .iter_mut()
            .find(|(k, _)| *k == cls)
        {
            Some((_, v)) => v.push(c),
            None => index.push((cls, vec![c])),
        };
        for &(cls, c) in &self.concepts {
            add(&mut index, cls, c);
        }
        let near_party = match index.iter().position(|(k, _)| *k == PARTY) {
            Some(i) => index.remove(i).1,
            None => Vec::new(),
        };
        let own_item =
            |cls: Sym| is_item_class(cls) && self.concepts.iter().any(|&(k, _)| k == cls);
        for &(cls, c) in &self.qualifiers {
            if cls != SUBJECT && cls != PARTY && !own_item(cls) {
                add(&mut index, cls, c);
            }
        }
        let actor: Vec<Sym> = self
            .qualifiers
            .iter()
            .filter(|(k, _)| *k == PARTY)
            .map(|&(_, c)| c)
            .collect();
        if !actor.is_empty() {
            index.push((PARTY, actor));
        } else if !near_party.is_empty() {
            index.push((PARTY, near_party));
        }
        for (_, v) in index.iter_mut() {
            v.sort_unstable();
            v.dedup();
        }
        index.sort_unstable_by_key(|(k, _)| *k);
        self.index = index;
        let mut keys: Vec<Sym> = self
            .concepts
            .iter()
            .map(|&(_, c)| c)
            .chain(self.tokens.iter().copied())
            .collect();
        keys.sort_unstable();
        keys.dedup();
        self.key_bits = keys.iter().fold(0, |bits, &k| bits | bit_of(u64::from(k)));
        self.keys = keys;
        let mut subjects: Vec<Sym> = self
            .concepts
            .iter()
            .filter(|(k, _)| *k == SUBJECT || *k == ANALYTE)
            .map(|&(_, c)| c)
            .collect();
        subjects.sort_unstable();
        subjects.dedup();
        self.subjects = subjects;
        self.concept_bits = self.concepts.iter().fold(0, |bits, p| bits | pair_bit(p));
        self.qualifier_bits = self.qualifiers.iter().fold(0, |bits, p| bits | pair_bit(p));
        self.digits = digits(self.value);
        self.digit_counts = [0; 10];
        for b in self.digits.bytes() {
            let slot = &mut self.digit_counts[usize::from(b - b'0')];
            *slot = slot.saturating_add(1);
        }
    }

    /// Moves a fact extracted with another interner onto the one whose ids ``map`` gives (by old
    /// id); the sorted sets are re-sorted and the derived index rebuilt in the new ids.
    pub fn reintern(&mut self, map: &[Sym]) {
        let m = |s: Sym| map[s as usize];
        for pair in self.concepts.iter_mut().chain(self.qualifiers.iter_mut()) {
            *pair = (m(pair.0), m(pair.1));
        }
        self.concepts.sort_unstable();
        self.qualifiers.sort_unstable();
        for s in &mut self.tokens {
            *s = m(*s);
        }
        self.tokens.sort_unstable();
        self.analyte = self.analyte.map(m);
        self.finish();
    }

    pub fn concepts_of(&self, cls: Sym) -> &[Sym] {
        self.index
            .iter()
            .find(|(k, _)| *k == cls)
            .map_or(&[], |(_, v)| v.as_slice())
    }
}

/// Size of the intersection of two sorted, de-duplicated slices.
pub fn common<T: Ord>(a: &[T], b: &[T]) -> usize {
    let (mut i, mut j, mut n) = (0, 0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                n += 1;
                i += 1;
                j += 1;
            }
        }
    }
    n
}

pub fn intersects<T: Ord>(a: &[T], b: &[T]) -> bool {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => return true,
        }
    }
    false
}

/// The reference's `digits`: the significant digits of ``value`` to two decimals
/// (12860.4 -> "128604", 1200000 -> "1200000").
pub fn digits(value: f64) -> String {
    let x = value.abs();
    // most values are a whole number of hundredths: their digits without float formatting (~1.5k
    // instructions a fact). ``y`` is within 1e-4 of ``x``·100 below 1e12, so when it is within
    // 1e-3 of an integer, that integer is what `{:.2}` rounds ``x`` to.
    let y = x * 100.0;
    if y < 1e12 {
        let k = y.round();
        if (y - k).abs() < 1e-3 {
            let k = k as u64;
            let (whole, cents) = (k / 100, k % 100);
            let mut s = if whole == 0 {
                String::new()
            } else {
                whole.to_string()
            };
            if cents != 0 {
                s.push(char::from(b'0' + (cents / 10) as u8));
                if cents % 10 != 0 {
                    s.push(char::from(b'0' + (cents % 10) as u8));
                }
            }
            return s.trim_start_matches('0').to_string();
        }
    }
    digits_formatted(x)
}

/// `digits` through float formatting (any value).
fn digits_formatted(value: f64) -> String {
    let s = format!("{:.2}", value.abs());
    let s = s.trim_end_matches('0').trim_end_matches('.');
    s.replace('.', "").trim_start_matches('0').to_string()
}

#[cfg(test)]
mod digit_tests {
    use super::digits;

    #[test]
    fn digits_are_the_significant_ones_to_two_decimals() {
        assert_eq!(digits(12860.4), "128604");
        assert_eq!(digits(1_200_000.0), "1200000");
        assert_eq!(digits(-0.05), "5");
        assert_eq!(digits(4820.0), "4820");
        assert_eq!(digits(0.0), "");
    }

    /// The fast path agrees with float formatting, at halves, near-integers and large values too.
    #[test]
    fn digits_fast_path_matches_formatting() {
        let mut vals = vec![
            0.005, 0.015, 0.125, 0.375, 1.005, 2.675, 0.1, 0.05, 7.0, 1e11, 9.99e9,
        ];
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..200_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let m = (x % 10_000_000) as f64;
            let e =
                [1.0, 0.1, 0.01, 0.001, 1e-4, 10.0, 1e3, 1e6, 0.5, 0.25][(x >> 40) as usize % 10];
            vals.push(m * e);
            vals.push(m / 7.0);
            vals.push(-m * e);
        }
        for v in vals {
            assert_eq!(digits(v), super::digits_formatted(v), "{v}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Interner, Sym, ANALYTE, PARTY, SUBJECT};
    use std::collections::HashMap;

    /// Every string gets one id, the same each time, and reads back as itself: with the real hash
    /// and with one under which every string collides (the chain of same-hash ids is walked).
    #[test]
    fn interned_strings_keep_one_id_each_and_read_back() {
        for hash in [super::fx as fn(&str) -> u64, |_: &str| 7] {
            let mut it = Interner::with_hash(hash);
            assert_eq!(
                (it.id("subject"), it.id("analyte"), it.id("party")),
                (SUBJECT, ANALYTE, PARTY)
            );
            let base = it.len(); // the classes interned up front
            let mut seen: HashMap<String, Sym> = HashMap::new();
            for k in 0..3000u32 {
                let s = match k % 4 {
                    0 => format!("w{}", k % 700),
                    1 => "价格".repeat((k % 5) as usize),
                    2 => format!("{}\0", k % 300),
                    _ => format!("{}", k % 300),
                };
                let id = it.id(&s);
                assert_eq!(*seen.entry(s.clone()).or_insert(id), id, "{s:?}");
                assert_eq!(it.s(id), s);
            }
            assert_eq!(it.len(), base + seen.len());
            for (s, &id) in &seen {
                assert_eq!(it.s(id), s);
                assert_eq!(it.id(s), id);
            }
        }
    }
}

#[cfg(test)]
mod day_tests {
    use super::month_of_ordinal;

    #[test]
    fn month_of_ordinal_is_pythons() {
        // date(2025, 2, 14).toordinal(), date(2024, 12, 31), date(2024, 2, 29), date(1, 1, 1)
        assert_eq!(month_of_ordinal(739_296), 2);
        assert_eq!(super::month_day_of_ordinal(739_296), (2, 14));
        assert_eq!(super::month_day_of_ordinal(738_945), (2, 29));
        assert_eq!(month_of_ordinal(739_251), 12);
        assert_eq!(month_of_ordinal(738_945), 2);
        assert_eq!(month_of_ordinal(1), 1);
    }

    /// The Bloom bits never hide a shared (class, concept) pair: wherever two sets share one, their
    /// bits overlap (the filter may only let extra pairs through to the exact test).
    #[test]
    fn shared_pairs_always_share_a_bit() {
        let mut seed = 11u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as u32
        };
        for _ in 0..20_000 {
            let a: Vec<(super::Sym, super::Sym)> = (0..next() % 6)
                .map(|_| (next() % 40, next() % 500))
                .collect();
            let mut b: Vec<(super::Sym, super::Sym)> = (0..next() % 6)
                .map(|_| (next() % 40, next() % 500))
                .collect();
            if next() % 2 == 0 {
                if let Some(&p) = a.first() {
                    b.push(p);
                }
            }
            let bits = |v: &[(super::Sym, super::Sym)]| {
                v.iter().fold(0u64, |acc, p| acc | super::pair_bit(p))
            };
            if a.iter().any(|p| b.contains(p)) {
                assert_ne!(bits(&a) & bits(&b), 0, "{a:?} {b:?}");
            }
            // and the keys' bits never hide a shared key
            let key_bits = |v: &[(super::Sym, super::Sym)]| {
                v.iter()
                    .fold(0u64, |acc, &(_, c)| acc | super::bit_of(u64::from(c)))
            };
            if a.iter().any(|&(_, c)| b.iter().any(|&(_, d)| c == d)) {
                assert_ne!(key_bits(&a) & key_bits(&b), 0, "{a:?} {b:?}");
            }
        }
    }
}
