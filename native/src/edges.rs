//! Word boundaries that one side already decides. Python's `\b` is a two-sided test (a word
//! character on exactly one side); spelled out for Rust's engines it is an alternation of
//! lookbehinds and lookaheads that the backtracking VM evaluates at every position. Next to an atom
//! that always consumes a word character (`provider\b`, `\bMr`, `(?:mab|nib)\b`, `\d+\b`) only the
//! other side is open, so `\b` is one single-character lookaround: `(?![W])` after such an atom,
//! `(?<![W])` before one (and `\B`: `(?=[W])`, `(?<=[W])`). A trailing `(?![W])` is a tail
//! lookahead, so such a pattern can run entirely on the DFA (`pats::Tailed`).

use std::collections::HashMap;

/// Which side of a `\b` or `\B` is known to be a word character.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Before,
    After,
}

#[derive(Clone, Copy, Debug)]
enum Kind {
    /// An unescaped character that matches itself.
    Literal(char),
    /// `\x` and what belongs to it (`\x41`, `\u4e00`, `\012`); the letter after the backslash.
    Escape(char),
    Class,
    /// A group that matches text (capturing, `(?:`, named); its content is `inner`.
    Group {
        inner: (usize, usize),
    },
    /// Lookarounds (their content is `inner`), flags, comments, conditionals: nothing is assumed
    /// about what they match.
    Opaque {
        inner: Option<(usize, usize)>,
    },
    /// A quantifier with its minimum count (a lazy `?` after one is its own `Quant`, min 1).
    Quant(u32),
    Alt,
}

#[derive(Clone, Copy, Debug)]
struct Tok {
    start: usize,
    kind: Kind,
}

/// For every `\b`/`\B` (by the index of its backslash in ``b``) that one neighbour decides, which
/// neighbour is a word character.
pub fn decided(b: &[char]) -> HashMap<usize, Side> {
    let mut out = HashMap::new();
    walk(b, 0, b.len(), &mut out);
    out
}

fn walk(b: &[char], lo: usize, hi: usize, out: &mut HashMap<usize, Side>) {
    let toks = tokens(b, lo, hi);
    for (k, t) in toks.iter().enumerate() {
        match t.kind {
            Kind::Escape('b' | 'B') => {
                if ends_word(b, &toks[..k]) {
                    out.insert(t.start, Side::Before);
                } else if starts_word(b, &toks[k + 1..]) {
                    out.insert(t.start, Side::After);
                }
            }
            Kind::Group { inner } | Kind::Opaque { inner: Some(inner) } => {
                walk(b, inner.0, inner.1, out)
            }
            _ => {}
        }
    }
}

fn is_word_literal(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The atom at the end of ``seq`` (after its quantifier, which must take it at least once) always
/// ends with a word character.
fn ends_word(b: &[char], seq: &[Tok]) -> bool {
    let mut n = seq.len();
    // a lazy `?` after a quantifier, then the quantifier itself
    if n >= 2 && matches!(seq[n - 1].kind, Kind::Quant(1)) && b[seq[n - 1].start] == '?' {
        if let Kind::Quant(_) = seq[n - 2].kind {
            n -= 1;
        }
    }
    if n >= 1 {
        if let Kind::Quant(min) = seq[n - 1].kind {
            if min == 0 {
                return false;
            }
            n -= 1;
        }
    }
    n >= 1 && atom_is_word(b, &seq[n - 1], false)
}

/// The atom at the start of ``seq`` is always taken and always starts with a word character.
fn starts_word(b: &[char], seq: &[Tok]) -> bool {
    let Some(first) = seq.first() else {
        return false;
    };
    if let Some(Tok {
        kind: Kind::Quant(0),
        ..
    }) = seq.get(1)
    {
        return false;
    }
    atom_is_word(b, first, true)
}

fn atom_is_word(b: &[char], t: &Tok, at_start: bool) -> bool {
    match t.kind {
        Kind::Literal(c) => is_word_literal(c),
        Kind::Escape(c) => c == 'd' || c == 'w',
        Kind::Class => class_is_word(b, t.start),
        Kind::Group { inner } => {
            let toks = tokens(b, inner.0, inner.1);
            let mut alts = toks.split(|t| matches!(t.kind, Kind::Alt));
            alts.all(|alt| {
                if at_start {
                    starts_word(b, alt)
                } else {
                    ends_word(b, alt)
                }
            })
        }
        _ => false,
    }
}

/// A class of ASCII word characters only (`[0-9]`, `[a-z]`, `[ivx]`), not negated.
fn class_is_word(b: &[char], start: usize) -> bool {
    let end = crate::pats::class_end(b, start);
    let inner = &b[start + 1..end.saturating_sub(1)];
    if inner.is_empty() || inner[0] == '^' {
        return false;
    }
    let same_kind = |x: char, y: char| {
        (x.is_ascii_digit() && y.is_ascii_digit())
            || (x.is_ascii_lowercase() && y.is_ascii_lowercase())
            || (x.is_ascii_uppercase() && y.is_ascii_uppercase())
    };
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        if !is_word_literal(c) {
            return false;
        }
        if inner.get(i + 1) == Some(&'-') && i + 2 < inner.len() {
            if !same_kind(c, inner[i + 2]) {
                return false;
            }
            i += 3;
        } else {
            i += 1;
        }
    }
    true
}

/// The atoms, quantifiers and `|` of ``b[lo..hi]`` at its top level.
fn tokens(b: &[char], lo: usize, hi: usize) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut i = lo;
    while i < hi {
        let start = i;
        let kind = match b[i] {
            '\\' if i + 1 < hi => {
                let c = b[i + 1];
                i = escape_end(b, i, hi);
                Kind::Escape(c)
            }
            '[' => {
                i = crate::pats::class_end(b, i).min(hi);
                Kind::Class
            }
            '(' => {
                let end = crate::pats::group_end(b, i).min(hi);
                let named = |from: usize| match b[from..end].iter().position(|&c| c == '>') {
                    Some(p) => Kind::Group {
                        inner: (from + p + 1, end - 1),
                    },
                    None => Kind::Opaque { inner: None },
                };
                let kind = match (b.get(i + 1), b.get(i + 2), b.get(i + 3)) {
                    (Some('?'), Some(':'), _) => Kind::Group {
                        inner: (i + 3, end - 1),
                    },
                    (Some('?'), Some('P'), Some('<')) => named(i),
                    (Some('?'), Some('=' | '!'), _) => Kind::Opaque {
                        inner: Some((i + 3, end - 1)),
                    },
                    (Some('?'), Some('<'), Some('=' | '!')) => Kind::Opaque {
                        inner: Some((i + 4, end - 1)),
                    },
                    (Some('?'), Some('<'), Some(c)) if c.is_alphabetic() => named(i),
                    (Some('?'), _, _) => Kind::Opaque { inner: None },
                    _ => Kind::Group {
                        inner: (i + 1, end - 1),
                    },
                };
                i = end;
                kind
            }
            '?' => {
                i += 1;
                Kind::Quant(if lazy_or_possessive(&out) { 1 } else { 0 })
            }
            '*' => {
                i += 1;
                Kind::Quant(0)
            }
            '+' => {
                i += 1;
                Kind::Quant(1)
            }
            '{' => match repeat(b, i, hi) {
                Some((min, end)) => {
                    i = end;
                    Kind::Quant(min)
                }
                None => {
                    i += 1;
                    Kind::Literal('{')
                }
            },
            '|' => {
                i += 1;
                Kind::Alt
            }
            c => {
                i += 1;
                Kind::Literal(c)
            }
        };
        out.push(Tok { start, kind });
    }
    out
}

/// A `?` right after a quantifier makes it lazy; it repeats nothing itself.
fn lazy_or_possessive(prev: &[Tok]) -> bool {
    matches!(
        prev.last(),
        Some(Tok {
            kind: Kind::Quant(_),
            ..
        })
    )
}

/// `{m}`, `{m,}`, `{m,n}`, `{,n}` at ``i``: the minimum and the index past it.
fn repeat(b: &[char], i: usize, hi: usize) -> Option<(u32, usize)> {
    let close = (i + 1..hi).find(|&j| b[j] == '}')?;
    let body: String = b[i + 1..close].iter().collect();
    let (min, max) = match body.split_once(',') {
        Some((m, n)) => (m, Some(n)),
        None => (body.as_str(), None),
    };
    let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if !digits(min) || !max.is_none_or(digits) || (min.is_empty() && max.is_none_or(str::is_empty))
    {
        return None;
    }
    Some((min.parse().unwrap_or(0), close + 1))
}

/// The index past the escape at ``i`` (`\x41`, `\x{263a}`, `\u4e00`, `\U0001f600`, `\N{…}`, octal
/// and group references with their digits).
fn escape_end(b: &[char], i: usize, hi: usize) -> usize {
    let c = b[i + 1];
    let mut j = i + 2;
    let take = |j: usize, n: usize, ok: &dyn Fn(char) -> bool| {
        let mut k = j;
        while k < hi && k < j + n && ok(b[k]) {
            k += 1;
        }
        k
    };
    match c {
        'x' if b.get(j) == Some(&'{') => j = (j..hi).find(|&k| b[k] == '}').map_or(hi, |k| k + 1),
        'N' if b.get(j) == Some(&'{') => j = (j..hi).find(|&k| b[k] == '}').map_or(hi, |k| k + 1),
        'x' => j = take(j, 2, &|c| c.is_ascii_hexdigit()),
        'u' => j = take(j, 4, &|c| c.is_ascii_hexdigit()),
        'U' => j = take(j, 8, &|c| c.is_ascii_hexdigit()),
        '0'..='9' => j = take(j, 2, &|c| c.is_ascii_digit()),
        _ => {}
    }
    j.min(hi)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sides(src: &str) -> Vec<(usize, Side)> {
        let b: Vec<char> = src.chars().collect();
        let mut v: Vec<(usize, Side)> = decided(&b).into_iter().collect();
        v.sort_by_key(|p| p.0);
        v
    }

    #[test]
    fn a_neighbour_that_always_consumes_a_word_character_decides() {
        use Side::{After, Before};
        assert_eq!(sides(r"service\ provider\b"), [(17, Before)]);
        assert_eq!(sides(r"(?<!\bMr)\."), [(4, After)]);
        assert_eq!(sides(r"\b(?:and|but)\b"), [(0, After), (13, Before)]);
        assert_eq!(sides(r"(?P<id>[0-9]{1,4}|[ivx]{1,4})\b"), [(29, Before)]);
        assert_eq!(sides(r"\d+\b|x\B"), [(3, Before), (7, Before)]);
        assert_eq!(sides(r"ab+?\b"), [(4, Before)]);
    }

    #[test]
    fn nothing_is_assumed_where_a_side_may_be_empty_or_not_a_word() {
        for src in [
            r"a?\b",
            r"a*\b",
            r"a{0,2}\b",
            r"(?:a|\.)\b",
            r"(?:a|)\b",
            r"\b\s",
            r"\u0020\b",
            r"\x41\b",
            r"[^a]\b",
            r"[a-z\-]\b",
            r"[A-z]\b",
            r"(?=a)\b",
            r"|\b",
            r"\b(?:x|y)?",
            r"\b[a-z]*",
            r"é\b",
        ] {
            assert_eq!(sides(src), [], "{src}");
        }
    }
}
