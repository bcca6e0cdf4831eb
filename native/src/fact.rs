//! Facts as the checks see them: words interned to small integers per call, sets kept as sorted
//! vectors, so a pairwise subject comparison is a few merges instead of hash-set operations.

use crate::fxhash::FxMap;

pub type Sym = u32;

/// Interned strings for one call (the vocabulary of tokens is open, so it is never kept longer).
pub struct Interner {
    map: FxMap<String, Sym>,
    strs: Vec<String>,
}

pub const SUBJECT: Sym = 0;
pub const ANALYTE: Sym = 1;
pub const PARTY: Sym = 2;
/// Classes that name which item of a list a value is ("$500 individual / $1,000 family", tiers,
/// regions, products): interned right after the three above, so a range of ids tells them.
const ITEM_CLASSES: [&str; 9] = [
    "coverage_unit",
    "tier",
    "region",
    "scope",
    "product",
    "stage",
    "occurrence",
    "employment",
    "service",
];
const FIRST_ITEM: Sym = 3;

fn is_item_class(cls: Sym) -> bool {
    (FIRST_ITEM..FIRST_ITEM + ITEM_CLASSES.len() as Sym).contains(&cls)
}

impl Interner {
    pub fn new() -> Interner {
        let mut i = Interner {
            map: FxMap::default(),
            strs: Vec::new(),
        };
        for s in ["subject", "analyte", "party"].iter().chain(&ITEM_CLASSES) {
            i.id(s);
        }
        i
    }

    pub fn id(&mut self, s: &str) -> Sym {
        if let Some(&id) = self.map.get(s) {
            return id;
        }
        let id = self.strs.len() as Sym;
        self.strs.push(s.to_string());
        self.map.insert(s.to_string(), id);
        id
    }

    pub fn len(&self) -> usize {
        self.strs.len()
    }

    pub fn s(&self, id: Sym) -> &str {
        &self.strs[id as usize]
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
                a != b && sub_kind(a) == sub_kind(b) && !ends_with(a, b) && !ends_with(b, a)
            }
            _ => false,
        };
        !subs_differ && ok(&self.year, &o.year) && ok(&self.rel, &o.rel)
    }
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
fn sub_kind(sub: &str) -> char {
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
    pub anchor: Option<String>,
    pub period: Period,
    pub approx: bool,
    pub bound: Option<String>,
    pub direction: i32,
    pub precision: f64,
    pub notation: String,
    pub analyte: Option<Sym>,
    pub qualifiers: Vec<(Sym, Sym)>,
    // derived by `finish` (the reference's __post_init__)
    pub index: Vec<(Sym, Vec<Sym>)>,
    pub keys: Vec<Sym>,
    pub subjects: Vec<Sym>,
    /// The value's significant digits to two decimals and how often each occurs (for the
    /// transposed-digits test, which meets most pairs: computed once per fact, not per pair).
    pub digits: String,
    pub digit_counts: [u8; 10],
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

/// The reference's `_digits`: the significant digits of ``value`` to two decimals
/// (12860.4 -> "128604", 1200000 -> "1200000").
pub fn digits(value: f64) -> String {
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
}
