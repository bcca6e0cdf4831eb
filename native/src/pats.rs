//! The Python reference's regular expressions, compiled once from the pattern strings Python hands
//! over, with Python `re` calling conventions: `search(text, pos, endpos)`, `match(text, pos)`,
//! `finditer`, `sub`. Offsets are byte offsets; callers convert to characters only for output.

use crate::fxhash::FxMap;
use fancy_regex::{Regex, RegexBuilder, RegexInput};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::Mutex;

pub struct Pat {
    #[cfg(feature = "stats")]
    pub name: String,
    #[cfg(feature = "stats")]
    pub nanos: std::sync::atomic::AtomicU64,
    #[cfg(feature = "stats")]
    pub calls: std::sync::atomic::AtomicU64,
    /// Of which in the real pattern's anchored runs (`anchored_at`).
    #[cfg(feature = "stats")]
    pub anchored_nanos: std::sync::atomic::AtomicU64,
    re: Regex,
    names: FxMap<String, usize>,
    /// The pattern without lookarounds, word boundaries and `$`: it matches wherever the pattern
    /// does (and more), on a DFA instead of a backtracking VM. Searches try the real pattern only
    /// where this one matches; ``None`` when it is the pattern itself (nothing to strip).
    pre: Option<regex::Regex>,
    pre_at: Option<regex::Regex>,
    /// The whole pattern on the regex crate's DFA, when its only lookarounds are lookaheads at its
    /// tail (see `Tailed`): then no search runs on the backtracking VM at all.
    dfa: Option<Tailed>,
    stripped: bool,
    /// The top-level alternatives of a pattern with lookarounds, each compiled on its own with an
    /// anchored DFA prefilter: where the whole pattern's prefilter matches, the backtracking VM then
    /// runs only the alternatives that can match there, in order (what a backtracking engine does
    /// for `A|B` anchored at one place: the first alternative that matches wins). Empty when the
    /// pattern has one alternative or no prefilter.
    alts: Vec<Alt>,
    /// The alternatives' anchored prefilters in one set: one DFA pass tells which can match.
    alt_set: Option<regex::RegexSet>,
    groups: usize,
    /// A hand-written scanner for `findall` when the pattern is one of two simple token patterns.
    scan: Option<Scan>,
    /// This is the reference's sentence-end pattern (`SENT_END`): `spans_all` finds its matches
    /// by hand.
    sent_end: bool,
    /// This is the reference's clause-cut pattern (`CLAUSE_CUT`): `first_start` finds it by hand.
    clause_cut: bool,
    /// The pattern on the regex crate when it has neither lookarounds nor groups: a search is then
    /// one DFA run, without the capture machinery.
    plain: Option<regex::Regex>,
}

/// The reference's `_SENT_END_RE` (`extractor.py`): every match is one character or empty (before a
/// 【heading】 or a Chinese "字段：" label after a space), and the full stop's lookbehinds made the
/// backtracking VM's run at each ". " a tenth of a chunk's extraction; `Pat::spans_all` decides
/// each place by hand. The engine reports whether the pattern it was handed is this one
/// (`Engine::by_hand`), so a change to the reference's pattern that is not made here too is a
/// failing test, not a silent slowdown.
const SENT_END: &str = concat!(
    r"[。；;！!\n•▪■◆●]|(?=【)|(?<=[\s\u3000])(?![年月日号时分秒元万亿千百天周个期度次])",
    r"(?=[\u4e00-\u9fff（）()]{2,12}[:：])|[？?](?!\s{0,3}(?:[$¥￥€£]|US\$|RMB|USD|\d))",
    r"|(?<!\bMr)(?<!\bMs)(?<!\bMrs)(?<!\bDr)(?<!\bNo)(?<!\bvs)(?<!\bInc)(?<!\bLtd)(?<!\bCo)",
    r"(?<!\bSt)(?<!\b[Cc]l)(?<!\b[Aa]rt)(?<!\b[Ss]ec)(?<!\b[Pp]ara)(?<!\b[Aa]pprox)",
    r"(?<!\b[Ii]ncl)(?<!\b[Rr]ef)(?<!\bMR)(?<!\bMS)(?<!\bMRS)(?<!\bDR)(?<!\bNO)(?<!\bVS)",
    r"(?<!\bINC)(?<!\bLTD)(?<!\bCO)(?<!\bST)(?<!\bCL)(?<!\bART)(?<!\bSEC)(?<!\bPARA)",
    r#"(?<!\bAPPROX)(?<!\bINCL)(?<!\bREF)(?<!\b[A-Z])(?<!\.\.)\.(?=['’\"”]?(?:\s|$))"#
);

/// `SENT_END`'s empty match before a Chinese "字段：" label: after a space, not at a character that
/// continues a number ("2024 年度…："), 2 to 12 CJK characters or brackets, then a colon.
fn label_after_space(text: &str, i: usize, c: char) -> bool {
    // compared as characters, not searched for in strings: this runs for nearly every character
    const NUMBER_WORDS: [char; 18] = [
        '年', '月', '日', '号', '时', '分', '秒', '元', '万', '亿', '千', '百', '天', '周', '个',
        '期', '度', '次',
    ];
    let is_label_char =
        |c: char| ('\u{4e00}'..='\u{9fff}').contains(&c) || matches!(c, '（' | '）' | '(' | ')');
    if !is_label_char(c) || NUMBER_WORDS.contains(&c) {
        return false;
    }
    if !text[..i].chars().next_back().is_some_and(is_space_char) {
        return false;
    }
    let mut run = 0;
    for d in text[i..].chars() {
        if is_label_char(d) {
            run += 1;
            if run > 12 {
                return false;
            }
        } else {
            return run >= 2 && (d == ':' || d == '：');
        }
    }
    false
}

/// The words whose full stop ends no sentence (`SENT_END`'s lookbehinds but `\b[A-Z]`).
const NO_SENTENCE_END: [&str; 41] = [
    "Mr", "Ms", "Mrs", "Dr", "No", "vs", "Inc", "Ltd", "Co", "St", "Cl", "cl", "Art", "art", "Sec",
    "sec", "Para", "para", "Approx", "approx", "Incl", "incl", "Ref", "ref", "MR", "MS", "MRS",
    "DR", "NO", "VS", "INC", "LTD", "CO", "ST", "CL", "ART", "SEC", "PARA", "APPROX", "INCL",
    "REF",
];

/// Python's `\w` for one character (`WORD`).
fn is_word_char(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric() || c == '_';
    }
    static WORD_CHAR: std::sync::OnceLock<Option<regex::Regex>> = std::sync::OnceLock::new();
    let re = WORD_CHAR.get_or_init(|| regex::Regex::new(&format!("^[{WORD}]$")).ok());
    match re {
        Some(re) => re.is_match(c.encode_utf8(&mut [0; 4])),
        None => c.is_alphanumeric() || c == '_',
    }
}

/// Python's `\s` for one character (`SPACE`).
fn is_space_char(c: char) -> bool {
    c.is_whitespace() || ('\x1c'..='\x1f').contains(&c)
}

/// Whether the "." at byte ``i`` of ``text`` is `SENT_END`'s third alternative: followed by a
/// space or the end, and not after one of the listed words (or a capital) starting a word.
fn full_stop_ends_sentence(text: &str, i: usize) -> bool {
    let mut after = text[i + 1..].chars();
    let mut next = after.next();
    if matches!(next, Some('\'' | '’' | '"' | '”')) {
        next = after.next(); // a closing quote: "at least $500.' Please"
    }
    if !next.is_none_or(is_space_char) {
        return false;
    }
    let before = &text[..i];
    let starts_word = |len: usize| {
        before[..before.len() - len]
            .chars()
            .next_back()
            .is_none_or(|p| !is_word_char(p))
    };
    if before.ends_with("..") {
        return false; // a dot leader ("Cash ........ 81,200")
    }
    // the listed words are ASCII letters: one ends here, starting a word, exactly when it is the
    // run of ASCII letters before the full stop and a word starts there (one lookup, not 41)
    let run = before
        .bytes()
        .rev()
        .take_while(u8::is_ascii_alphabetic)
        .count();
    let word = &before[before.len() - run..];
    let capital = run == 1 && word.as_bytes()[0].is_ascii_uppercase();
    let abbreviation = capital || NO_SENTENCE_END.contains(&word);
    !(run > 0 && abbreviation && starts_word(run))
}

/// The reference's `_CLAUSE_CUT_RE` (`context.py`): a clause ends at a comma-like character or one
/// of a few words; read for every value, twice.
const CLAUSE_CUT: &str = concat!(
    r"[,，、;；(（]|\b(?:and|but|while|whereas|which|compared|versus|vs",
    r"|AND|BUT|WHILE|WHEREAS|WHICH|COMPARED|VERSUS|VS)\b"
);

/// `CLAUSE_CUT`'s words, in lower case and in capitals (no one a prefix of another: at most one
/// matches at a place).
const CLAUSE_WORDS: [&str; 16] = [
    "and", "but", "while", "whereas", "which", "compared", "versus", "vs", "AND", "BUT", "WHILE",
    "WHEREAS", "WHICH", "COMPARED", "VERSUS", "VS",
];

/// Where `CLAUSE_CUT` first matches in ``text``: a comma-like character, or one of its words with
/// a word boundary on both sides.
fn clause_cut_start(text: &str) -> Option<usize> {
    let mut prev: Option<char> = None;
    for (i, c) in text.char_indices() {
        if matches!(c, ',' | '，' | '、' | ';' | '；' | '(' | '（') {
            return Some(i);
        }
        if c.is_ascii_alphabetic() && !prev.is_some_and(is_word_char) {
            // the words are ASCII letters: one starts here, bounded, exactly when it is the run of
            // ASCII letters starting here and no word character follows (one lookup, not 16)
            let rest = &text[i..];
            let run = rest.bytes().take_while(u8::is_ascii_alphabetic).count();
            if CLAUSE_WORDS.contains(&&rest[..run])
                && !rest[run..].chars().next().is_some_and(is_word_char)
            {
                return Some(i);
            }
        }
        prev = Some(c);
    }
    None
}

/// Token patterns `findall` runs millions of times per corpus, matched by hand: each is a greedy
/// run of one character class, which a byte/char loop finds exactly as `re.findall` does.
#[derive(Clone, Copy)]
enum Scan {
    /// `(?<![0-9a-z])(?<![0-9]\()[a-z][a-z0-9\-]*` (case-sensitive): a word, not the letters glued to a
    /// number ("$60k", "401(k)")
    AsciiWord,
    /// `[\u4e00-\u9fff]+`
    CjkRun,
}

impl Scan {
    fn of(python_source: &str, ignore_case: bool) -> Option<Scan> {
        match (python_source, ignore_case) {
            (r"(?<![0-9a-z])(?<![0-9]\()[a-z][a-z0-9\-]*", false) => Some(Scan::AsciiWord),
            (r"[\u4e00-\u9fff]+", false) => Some(Scan::CjkRun),
            _ => None,
        }
    }

    fn findall(self, text: &str) -> Vec<&str> {
        let mut out = Vec::new();
        self.each(text, |m| out.push(m));
        out
    }

    /// Each match of `findall`, in order.
    fn each<'t>(self, text: &'t str, mut out: impl FnMut(&'t str)) {
        match self {
            Scan::AsciiWord => {
                let b = text.as_bytes();
                let mut i = 0;
                while i < b.len() {
                    let glued = i > 0
                        && (b[i - 1].is_ascii_digit()
                            || (b[i - 1] == b'(' && i > 1 && b[i - 2].is_ascii_digit()));
                    if b[i].is_ascii_lowercase() && glued {
                        // "60k", "500mg": letters glued to a number are no word (a hyphen after
                        // them starts one again: "2x-ray" gives "ray", as the lookbehind does)
                        while i < b.len() && (b[i].is_ascii_lowercase() || b[i].is_ascii_digit()) {
                            i += 1;
                        }
                    } else if b[i].is_ascii_lowercase() {
                        let start = i;
                        i += 1;
                        while i < b.len()
                            && (b[i].is_ascii_lowercase() || b[i].is_ascii_digit() || b[i] == b'-')
                        {
                            i += 1;
                        }
                        out(&text[start..i]); // ASCII bytes: char boundaries
                    } else {
                        i += 1;
                    }
                }
            }
            Scan::CjkRun => {
                let mut start: Option<usize> = None;
                for (i, c) in text.char_indices() {
                    let cjk = ('\u{4e00}'..='\u{9fff}').contains(&c);
                    match (cjk, start) {
                        (true, None) => start = Some(i),
                        (false, Some(s)) => {
                            out(&text[s..i]);
                            start = None;
                        }
                        _ => {}
                    }
                }
                if let Some(s) = start {
                    out(&text[s..]);
                }
            }
        }
    }
}

/// A pattern whose lookaheads all sit at its tail (nothing is matched after them: `mg(?![a-z])`,
/// `\d{4}(?!\d)`, `\s*$`), rewritten for the regex crate: each lookahead becomes a capturing group
/// that consumes what it looked at (`(?![a-z])` -> `(?:([^a-z])|\z)`, `(?=X)` -> `(X)`). Since
/// nothing follows, the consumed text cannot change which path matches, so the leftmost-first match
/// is the one Python's backtracking finds; the real match ends where the guard group that took
/// part starts (or at the end of the text when a negative guard met `\z`).
struct Tailed {
    re: regex::Regex,
    /// `^(?:…)`, for `match` at a position (the pattern has no `^`, `\A` or lookbehind, so slicing
    /// the text at the position changes nothing it can see).
    re_at: regex::Regex,
    /// For each group of `re`: the original pattern's group number, or None for a guard group.
    roles: Vec<Option<usize>>,
    /// `match` results by the text they depend on (see `at_key`), relative to the position: the
    /// capture search on a large pattern (the unit pattern's alternatives, tried one by one) cost
    /// ~14k instructions a call, while the few unit spellings a text has recur all the time.
    memo: Mutex<FxMap<Box<[u8]>, Spans>>,
}

/// Entries kept in a `Tailed` memo before it starts over (keys are at most `MEMO_KEY` bytes).
const MEMO_CAP: usize = 4096;
const MEMO_KEY: usize = 64;

impl Tailed {
    /// ``pythonic`` is the pattern after `pythonic()`; None when a lookaround is not at the tail,
    /// is a lookbehind, or a negative lookahead of more than one character class.
    fn new(pythonic: &str, ignore_case: bool) -> Option<Tailed> {
        let (body, roles) = tail_lookaheads(&shared_tails(pythonic))?;
        if roles.iter().all(Option::is_some) {
            return None; // no lookaround: the plain path already runs on a DFA
        }
        let flags = if ignore_case { "(?i)" } else { "" };
        let build = |src: String| {
            regex::RegexBuilder::new(&src)
                .size_limit(64 << 20)
                .dfa_size_limit(16 << 20)
                .build()
                .ok()
        };
        let re = build(format!("{flags}{body}"))?;
        let re_at = build(format!("^(?:{flags}{body})"))?;
        if re.captures_len() != roles.len() + 1 {
            return None;
        }
        Some(Tailed {
            re,
            re_at,
            roles,
            memo: Mutex::new(FxMap::default()),
        })
    }

    /// The memo key of an anchored match ending at ``end`` in ``hay``: the capture search runs on
    /// the DFA's match span only, and its assertions see at most one character past it, so the
    /// span, that character and the span's length (the same bytes may end the text or not) decide
    /// the groups. None when the key would be long (rare, and not worth keeping).
    fn at_key(hay: &str, end: usize, buf: &mut [u8; MEMO_KEY + 1]) -> Option<usize> {
        let next = hay[end..]
            .chars()
            .next()
            .map_or(end, |c| end + c.len_utf8());
        if next > MEMO_KEY {
            return None;
        }
        buf[0] = end as u8;
        buf[1..=next].copy_from_slice(&hay.as_bytes()[..next]);
        Some(next + 1)
    }

    /// `match` at the start of ``hay`` (= ``text[shift..]``), groups through the memo.
    fn at<'p>(
        &self,
        hay: &str,
        shift: usize,
        groups: usize,
        names: &'p FxMap<String, usize>,
    ) -> Option<M<'p>> {
        let found = self.re_at.find(hay)?;
        let mut buf = [0u8; MEMO_KEY + 1];
        let Some(n) = Tailed::at_key(hay, found.end(), &mut buf) else {
            let caps = self.re_at.captures(hay)?;
            return Some(self.m(&caps, shift, groups, names));
        };
        let shifted = |spans: &Spans| M {
            groups: spans
                .iter()
                .map(|g| g.map(|(s, e)| (s + shift, e + shift)))
                .collect(),
            names,
        };
        // extraction threads share the memo: one that finds it busy searches instead of waiting
        if let Ok(memo) = self.memo.try_lock() {
            if let Some(spans) = memo.get(&buf[..n]) {
                return Some(shifted(spans));
            }
        }
        let caps = self.re_at.captures(hay)?;
        let rel = self.m(&caps, 0, groups, names);
        if let Ok(mut memo) = self.memo.try_lock() {
            if memo.len() >= MEMO_CAP {
                memo.clear();
            }
            memo.insert(buf[..n].into(), rel.groups.clone());
        }
        Some(shifted(&rel.groups))
    }

    /// The match in the original pattern's numbering (``groups`` slots), shifted by ``shift``.
    fn m<'p>(
        &self,
        caps: &regex::Captures<'_>,
        shift: usize,
        groups: usize,
        names: &'p FxMap<String, usize>,
    ) -> M<'p> {
        let whole = caps.get(0).expect("group 0 always takes part");
        let mut out = vec![None; groups];
        let mut end = whole.end();
        for (i, role) in self.roles.iter().enumerate() {
            let Some(g) = caps.get(i + 1) else { continue };
            match role {
                Some(o) => out[*o] = Some((g.start() + shift, g.end() + shift)),
                None => end = g.start(),
            }
        }
        out[0] = Some((whole.start() + shift, end + shift));
        M { groups: out, names }
    }
}

/// ``src`` with consecutive alternatives that end in the same lookahead sharing one:
/// `mg(?![a-z])|kg(?![a-z])|%` is `(?:mg|kg)(?![a-z])|%`, which a backtracking engine explores in
/// the same order (the lookahead is tried after each path of `mg`, then of `kg`). Each tail
/// lookahead becomes a group with a character class in `Tailed`; the unit pattern had 158 of them,
/// and the capture search's cost grows with the automaton. Also inside a group that ends the
/// pattern (`\)?[ \t-]?(?:…)`).
fn shared_tails(src: &str) -> String {
    let parts = split_alternatives(src);
    if parts.len() == 1 {
        let b: Vec<char> = src.chars().collect();
        // the last group, when it closes the pattern and is a plain `(?:…)`
        return match closing_group(&b) {
            Some(g) if b.get(g + 1) == Some(&'?') && b.get(g + 2) == Some(&':') => {
                let head: String = b[..g + 3].iter().collect();
                let inner: String = b[g + 3..b.len() - 1].iter().collect();
                format!("{head}{})", shared_tails(&inner))
            }
            _ => src.to_string(),
        };
    }
    let split: Vec<(String, Option<String>)> = parts
        .iter()
        .map(|p| match tail_lookahead(p) {
            Some(at) => (p[..at].to_string(), Some(p[at..].to_string())),
            None => (p.clone(), None),
        })
        .collect();
    let mut out: Vec<String> = Vec::new();
    let mut k = 0;
    while k < split.len() {
        let tail = &split[k].1;
        let mut j = k + 1;
        while j < split.len() && tail.is_some() && split[j].1 == *tail {
            j += 1;
        }
        match tail {
            Some(t) if j > k + 1 => {
                let bodies: Vec<&str> = split[k..j].iter().map(|(b, _)| b.as_str()).collect();
                out.push(format!("(?:{}){t}", bodies.join("|")));
            }
            _ => out.push(parts[k].clone()),
        }
        k = j;
    }
    out.join("|")
}

/// The index (in characters) of the top-level group that closes the pattern ``b``, if one does.
fn closing_group(b: &[char]) -> Option<usize> {
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            '\\' => i += 2,
            '[' => i = class_end(b, i),
            '(' => {
                let end = group_end(b, i);
                if end == b.len() {
                    return Some(i);
                }
                i = end;
            }
            _ => i += 1,
        }
    }
    None
}

/// The byte offset of the lookahead group that ends ``part``, if it ends in one.
fn tail_lookahead(part: &str) -> Option<usize> {
    let b: Vec<char> = part.chars().collect();
    let i = closing_group(&b)?;
    let look = b.get(i + 1) == Some(&'?') && matches!(b.get(i + 2), Some('!' | '='));
    look.then(|| b[..i].iter().map(|c| c.len_utf8()).sum())
}

/// Rewrites the tail lookaheads of ``src`` (see `Tailed`); returns the new source and, for each of
/// its capturing groups in order, the original group number or None for a guard.
fn tail_lookaheads(src: &str) -> Option<(String, Vec<Option<usize>>)> {
    let b: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len() * 2);
    let mut roles = Vec::new();
    let mut original = 0usize;
    // capturing groups enclosing the current position (a guard inside one would change its span)
    let mut open: Vec<bool> = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            '\\' if i + 1 < b.len() => {
                if matches!(b[i + 1], 'A' | 'Z' | 'z' | 'G' | 'b' | 'B') {
                    return None;
                }
                out.push(b[i]);
                out.push(b[i + 1]);
                i += 2;
            }
            '[' => {
                let end = class_end(&b, i);
                out.extend(&b[i..end]);
                i = end;
            }
            '^' => return None,
            '(' if b.get(i + 1) == Some(&'?') => {
                let look = match (b.get(i + 2), b.get(i + 3)) {
                    (Some('='), _) => Some(true),
                    (Some('!'), _) => Some(false),
                    (Some('<'), Some('=' | '!')) => return None,
                    _ => None,
                };
                if let Some(positive) = look {
                    let end = group_end(&b, i);
                    if open.iter().any(|&c| c) || !at_tail(&b, end) {
                        return None;
                    }
                    let inner: String = b[i + 3..end - 1].iter().collect();
                    if positive {
                        if inner.contains('(') {
                            return None; // groups inside a lookahead: keep the VM
                        }
                        out.push_str(&format!("({inner})"));
                    } else {
                        out.push_str(&format!("(?:({})|\\z)", negate_class(&inner)?));
                    }
                    roles.push(None);
                    i = end;
                    continue;
                }
                if matches!((b.get(i + 2), b.get(i + 3)), (Some('P'), Some('='))) {
                    return None; // a backreference
                }
                let named = matches!((b.get(i + 2), b.get(i + 3)), (Some('P'), Some('<')))
                    || (b.get(i + 2) == Some(&'<')
                        && b.get(i + 3).is_some_and(|x| x.is_alphabetic()));
                let flags = b[i + 2..]
                    .iter()
                    .take_while(|c| c.is_ascii_alphabetic() || **c == '-')
                    .count();
                if !named && flags > 0 && b.get(i + 2 + flags) == Some(&')') {
                    // "(?i)": flags for the rest, no group
                    out.extend(&b[i..i + 3 + flags]);
                    i += 3 + flags;
                    continue;
                }
                if named {
                    original += 1;
                    roles.push(Some(original));
                }
                open.push(named);
                out.push_str("(?");
                i += 2;
            }
            '(' => {
                original += 1;
                roles.push(Some(original));
                open.push(true);
                out.push('(');
                i += 1;
            }
            ')' => {
                open.pop();
                out.push(')');
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    Some((out, roles))
}

/// Whether nothing can be matched after position ``j``: only the ends of enclosing groups (not
/// repeated) and the other alternatives of those groups follow.
fn at_tail(b: &[char], mut j: usize) -> bool {
    while j < b.len() {
        match b[j] {
            ')' => {
                if matches!(b.get(j + 1), Some('?' | '*' | '+' | '{')) {
                    return false;
                }
                j += 1;
            }
            '|' => {
                // skip the rest of this group's alternatives, up to its closing parenthesis
                let mut depth = 0usize;
                j += 1;
                while j < b.len() {
                    match b[j] {
                        '\\' => j += 1,
                        '[' => {
                            j = class_end(b, j);
                            continue;
                        }
                        '(' => depth += 1,
                        ')' if depth == 0 => break,
                        ')' => depth -= 1,
                        _ => {}
                    }
                    j += 1;
                }
            }
            _ => return false,
        }
    }
    true
}

/// The complement of a lookahead's single character class (`[a-z]` -> `[^a-z]`, `\d` -> `\D`).
fn negate_class(inner: &str) -> Option<String> {
    let b: Vec<char> = inner.chars().collect();
    if b.first() == Some(&'[') && class_end(&b, 0) == b.len() {
        return Some(if b.get(1) == Some(&'^') {
            format!("[{}", b[2..].iter().collect::<String>())
        } else {
            format!("[^{}", b[1..].iter().collect::<String>())
        });
    }
    match inner {
        r"\d" => Some(r"\D".into()),
        r"\D" => Some(r"\d".into()),
        _ => None,
    }
}

struct Alt {
    re: Regex,
    pre_at: Option<regex::Regex>,
    /// ``pre_at`` is this alternative itself (nothing was stripped; no anchor sees the slice it
    /// runs on) and its groups are none or one around all of it: its DFA match is the span the
    /// VM would find, no capture search is needed.
    span_only: bool,
    /// Its one group is the whole alternative.
    wrapped: bool,
    /// Group ``i`` of this alternative is group ``base + i`` of the whole pattern.
    base: usize,
}

/// Byte spans of a match and its groups (None: the group did not take part).
pub type Spans = Vec<Option<(usize, usize)>>;

/// Spans of the match of a fancy pattern on ``input`` (only the whole match without ``groups``).
fn fancy_spans(re: &Regex, input: RegexInput<'_, str>, groups: bool) -> Option<Spans> {
    if !groups {
        let m = re.find_input(input).ok()??;
        return Some(vec![Some((m.start(), m.end()))]);
    }
    let caps = re.captures_input(input).ok()??;
    Some(
        (0..caps.len())
            .map(|i| caps.get(i).map(|g| (g.start(), g.end())))
            .collect(),
    )
}

/// One match: absolute byte spans of the whole match and of every group.
pub struct M<'p> {
    groups: Spans,
    names: &'p FxMap<String, usize>,
}

impl<'p> M<'p> {
    pub fn start(&self) -> usize {
        self.groups[0].unwrap().0
    }

    pub fn end(&self) -> usize {
        self.groups[0].unwrap().1
    }

    pub fn span_i(&self, i: usize) -> Option<(usize, usize)> {
        self.groups.get(i).copied().flatten()
    }

    pub fn span(&self, name: &str) -> Option<(usize, usize)> {
        self.names.get(name).and_then(|&i| self.span_i(i))
    }

    /// Group text (None when the group did not take part, like Python's `m.group(name)`).
    pub fn get<'t>(&self, text: &'t str, name: &str) -> Option<&'t str> {
        self.span(name).map(|(s, e)| &text[s..e])
    }

    pub fn get_i<'t>(&self, text: &'t str, i: usize) -> Option<&'t str> {
        self.span_i(i).map(|(s, e)| &text[s..e])
    }

    /// Python truthiness of a group: it took part and is not empty.
    pub fn has(&self, name: &str) -> bool {
        matches!(self.span(name), Some((s, e)) if e > s)
    }

    pub fn text<'t>(&self, text: &'t str) -> &'t str {
        &text[self.start()..self.end()]
    }

    /// The spans alone (kept apart from the pattern; `Pat::with_spans` makes the match again).
    pub fn into_spans(self) -> Spans {
        self.groups
    }
}

impl Pat {
    pub fn new(python_source: &str, ignore_case: bool) -> Result<Pat, String> {
        Pat::build(python_source, ignore_case, true)
    }

    /// `new`; ``one_sided`` as in `pythonic_with` (tests compare both spellings of `\b`).
    fn build(python_source: &str, ignore_case: bool, one_sided: bool) -> Result<Pat, String> {
        let pythonic = pythonic_with(python_source, ignore_case, one_sided);
        let source = pythonic.as_str();
        let body = if ignore_case {
            format!("(?i){source}")
        } else {
            source.to_string()
        };
        let build = |src: &str| {
            RegexBuilder::new(src)
                .backtrack_limit(10_000_000)
                .build()
                .map_err(|e| format!("{e}"))
        };
        let re = build(&body)?;
        let stripped = strip(source);
        let (pre, pre_at) = if stripped == source {
            (None, None)
        } else {
            let flags = if ignore_case { "(?i)" } else { "" };
            (
                regex::Regex::new(&format!("{flags}{stripped}")).ok(),
                regex::Regex::new(&format!("^(?:{flags}{stripped})")).ok(),
            )
        };
        let dfa = Tailed::new(source, ignore_case);
        let groups = re.captures_len();
        let mut alts = Vec::new();
        let parts = split_alternatives(python_source);
        // a backreference may name a group of another alternative: never split those
        let backref = python_source.contains("(?P=")
            || python_source
                .as_bytes()
                .windows(2)
                .any(|w| w[0] == b'\\' && (b'1'..=b'9').contains(&w[1]));
        if stripped != source && parts.len() > 1 && !backref {
            let mut base = 0;
            for part in parts {
                // an alternative that does not compile alone (a reference to another one's
                // group): keep the whole pattern
                let Ok(alt) = Pat::single(&part, ignore_case, one_sided) else {
                    alts.clear();
                    break;
                };
                let n = alt.re.captures_len() - 1;
                let wrapped = n == 1 && wraps_all(&part);
                alts.push(Alt {
                    span_only: !alt.stripped && !has_anchor(&part) && (n == 0 || wrapped),
                    wrapped,
                    re: alt.re,
                    pre_at: alt.pre_at,
                    base,
                });
                base += n;
            }
            if alts.is_empty() || base + 1 != groups || alts.iter().any(|a| a.pre_at.is_none()) {
                alts.clear(); // the numbering did not add up: keep the whole pattern
            }
        }
        let alt_set = if alts.is_empty() {
            None
        } else {
            regex::RegexSet::new(
                alts.iter()
                    .filter_map(|a| a.pre_at.as_ref().map(|r| r.as_str())),
            )
            .ok()
        };
        let plain = if stripped == source && groups == 1 {
            let flags = if ignore_case { "(?i)" } else { "" };
            regex::Regex::new(&format!("{flags}{source}")).ok()
        } else {
            None
        };
        let names = re
            .capture_names()
            .enumerate()
            .filter_map(|(i, n)| n.map(|n| (n.to_string(), i)))
            .collect();
        Ok(Pat {
            #[cfg(feature = "stats")]
            name: String::new(),
            #[cfg(feature = "stats")]
            nanos: 0.into(),
            #[cfg(feature = "stats")]
            calls: 0.into(),
            #[cfg(feature = "stats")]
            anchored_nanos: 0.into(),
            re,
            names,
            pre,
            pre_at,
            dfa,
            stripped: stripped != source,
            alts,
            alt_set,
            groups,
            scan: Scan::of(python_source, ignore_case),
            sent_end: python_source == SENT_END && !ignore_case,
            clause_cut: python_source == CLAUSE_CUT && !ignore_case,
            plain,
        })
    }

    /// One alternative: the pattern and its anchored prefilter (no further splitting).
    fn single(python_source: &str, ignore_case: bool, one_sided: bool) -> Result<Pat, String> {
        let pythonic = pythonic_with(python_source, ignore_case, one_sided);
        let flags = if ignore_case { "(?i)" } else { "" };
        let re = RegexBuilder::new(&format!("{flags}{pythonic}"))
            .backtrack_limit(10_000_000)
            .build()
            .map_err(|e| format!("{e}"))?;
        let stripped = strip(&pythonic);
        let pre_at = regex::Regex::new(&format!("^(?:{flags}{stripped})")).ok();
        let had_lookarounds = stripped != pythonic;
        Ok(Pat {
            #[cfg(feature = "stats")]
            name: String::new(),
            #[cfg(feature = "stats")]
            nanos: 0.into(),
            #[cfg(feature = "stats")]
            calls: 0.into(),
            #[cfg(feature = "stats")]
            anchored_nanos: 0.into(),
            re,
            names: FxMap::default(),
            pre: None,
            pre_at,
            dfa: None,
            stripped: had_lookarounds,
            alts: Vec::new(),
            alt_set: None,
            groups: 0,
            scan: None,
            sent_end: false,
            clause_cut: false,
            plain: None,
        })
    }

    /// The real pattern anchored at ``s`` in ``hay``: alternative by alternative when split, each
    /// tried only where its prefilter matches. Returns the spans of the whole match and, with
    /// ``groups``, of every group in the whole pattern's numbering.
    fn anchored_at(&self, hay: &str, s: usize, groups: bool) -> Option<Spans> {
        #[cfg(feature = "stats")]
        let t0 = std::time::Instant::now();
        let found = self.anchored_at_inner(hay, s, groups);
        #[cfg(feature = "stats")]
        self.anchored_nanos.fetch_add(
            t0.elapsed().as_nanos() as u64,
            std::sync::atomic::Ordering::Relaxed,
        );
        found
    }

    fn anchored_at_inner(&self, hay: &str, s: usize, groups: bool) -> Option<Spans> {
        let input = || RegexInput::new(hay).from_pos(s).anchored(true);
        if self.alts.is_empty() {
            return fancy_spans(&self.re, input(), groups);
        }
        let maybe = self.alt_set.as_ref().map(|set| set.matches(&hay[s..]));
        for (i, alt) in self.alts.iter().enumerate() {
            let possible = match (&maybe, &alt.pre_at) {
                (Some(set), _) => set.matched(i),
                (None, Some(pa)) => pa.is_match(&hay[s..]),
                (None, None) => true,
            };
            if !possible {
                continue;
            }
            if let (true, Some(pa)) = (alt.span_only, &alt.pre_at) {
                let Some(m) = pa.find(&hay[s..]) else {
                    continue;
                };
                let span = Some((s + m.start(), s + m.end()));
                let mut out = vec![None; if groups { self.groups } else { 1 }];
                out[0] = span;
                if groups && alt.wrapped {
                    out[alt.base + 1] = span;
                }
                return Some(out);
            }
            if !groups {
                match alt.re.find_input(input()) {
                    Ok(Some(m)) => return Some(vec![Some((m.start(), m.end()))]),
                    Ok(None) => continue,
                    Err(_) => return None,
                }
            }
            match alt.re.captures_input(input()) {
                Ok(Some(caps)) => {
                    let mut out = vec![None; self.groups];
                    out[0] = caps.get(0).map(|g| (g.start(), g.end()));
                    for k in 1..caps.len() {
                        out[alt.base + k] = caps.get(k).map(|g| (g.start(), g.end()));
                    }
                    return Some(out);
                }
                Ok(None) => {}
                Err(_) => return None,
            }
        }
        None
    }

    /// `pattern.search(text, lo, hi)`.
    pub fn search<'s>(&'s self, text: &str, lo: usize, hi: usize) -> Option<M<'s>> {
        #[cfg(feature = "stats")]
        let _timer = Timer(self, std::time::Instant::now());
        if let Some(d) = &self.dfa {
            let hay = &text[..hi.min(text.len())];
            if lo > hay.len() {
                return None;
            }
            // a miss costs one DFA run; `captures_at` would first allocate every group's slots
            if !d.re.is_match_at(hay, lo) {
                return None;
            }
            let caps = d.re.captures_at(hay, lo)?;
            return Some(d.m(&caps, 0, self.groups, &self.names));
        }
        self.first(text, lo, hi, true).map(|groups| M {
            groups,
            names: &self.names,
        })
    }

    /// `pattern.search(text, lo, hi) is not None`, without building the groups.
    pub fn found(&self, text: &str, lo: usize, hi: usize) -> bool {
        if let Some(d) = &self.dfa {
            let hay = &text[..hi.min(text.len())];
            return lo <= hay.len() && d.re.is_match_at(hay, lo);
        }
        self.first(text, lo, hi, false).is_some()
    }

    /// The first match in `text[..hi]` from `lo`: with a prefilter, the real pattern runs anchored only
    /// where the prefilter matches (the leftmost real match starts at one of those places).
    fn first(&self, text: &str, lo: usize, hi: usize, groups: bool) -> Option<Spans> {
        let hi = hi.min(text.len());
        if lo > hi {
            return None;
        }
        let hay = &text[..hi];
        let Some(pre) = &self.pre else {
            if let Some(p) = &self.plain {
                return p.find_at(hay, lo).map(|m| vec![Some((m.start(), m.end()))]);
            }
            let input = RegexInput::new(hay).from_pos(lo);
            return fancy_spans(&self.re, input, groups);
        };
        let mut pos = lo;
        while pos <= hi {
            let s = pre.find_at(hay, pos)?.start();
            if let Some(found) = self.anchored_at(hay, s, groups) {
                return Some(found);
            }
            pos = next_char(hay, s);
        }
        None
    }

    /// Whether a DFA prefilter could be built (for tests: every stripped pattern should have one).
    pub fn prefiltered(&self) -> bool {
        self.pre.is_some() && self.pre_at.is_some()
    }

    pub fn stripped(&self) -> bool {
        self.stripped
    }

    /// Whether a search may run on the backtracking VM: the pattern has lookarounds and is not the
    /// tail-lookahead kind a DFA runs whole (`Tailed`), nor read by a hand-written scanner.
    pub fn backtracks(&self) -> bool {
        self.stripped && self.dfa.is_none() && !self.by_hand()
    }

    /// Whether this is the CJK-run token pattern, which finds nothing in ASCII text.
    pub fn cjk_runs_only(&self) -> bool {
        matches!(self.scan, Some(Scan::CjkRun))
    }

    /// The match of this pattern with the spans ``groups`` (from `M::into_spans`).
    pub fn with_spans(&self, groups: Spans) -> M<'_> {
        M {
            groups,
            names: &self.names,
        }
    }

    /// Whether a hand-written scanner stands in for this pattern (it is one they were written for).
    pub fn by_hand(&self) -> bool {
        self.sent_end || self.clause_cut || self.scan.is_some()
    }

    /// The spans of `finditer` over the whole text (the sentence-end pattern's found by hand: each
    /// of its matches is one character, the full stop decided by `full_stop_ends_sentence`, the
    /// question mark's lookahead by the pattern itself at that character).
    pub fn spans_all(&self, text: &str) -> Vec<(usize, usize)> {
        if !self.sent_end {
            return self
                .iter_all(text)
                .iter()
                .map(|m| (m.start(), m.end()))
                .collect();
        }
        let mut out = Vec::new();
        for (i, c) in text.char_indices() {
            let hit = match c {
                '。' | '；' | ';' | '！' | '!' | '\n' | '•' | '▪' | '■' | '◆' | '●' => {
                    true
                }
                '？' | '?' => self.at(text, i).is_some(),
                '.' => full_stop_ends_sentence(text, i),
                '【' => {
                    out.push((i, i)); // empty: the heading starts the next sentence
                    false
                }
                _ => {
                    if label_after_space(text, i, c) {
                        out.push((i, i));
                    }
                    false
                }
            };
            if hit {
                out.push((i, i + c.len_utf8()));
            }
        }
        out
    }

    /// Where `search_all` finds its match (the clause-cut pattern's found by hand).
    pub fn first_start(&self, text: &str) -> Option<usize> {
        if self.clause_cut {
            return clause_cut_start(text);
        }
        self.search_all(text).map(|m| m.start())
    }

    pub fn search_all<'s>(&'s self, text: &str) -> Option<M<'s>> {
        self.search(text, 0, text.len())
    }

    /// `pattern.match(text, pos)`: anchored at ``pos``.
    pub fn at<'s>(&'s self, text: &str, pos: usize) -> Option<M<'s>> {
        #[cfg(feature = "stats")]
        let _timer = Timer(self, std::time::Instant::now());
        if pos > text.len() {
            return None;
        }
        if let Some(d) = &self.dfa {
            return d.at(&text[pos..], pos, self.groups, &self.names);
        }
        if let Some(pre_at) = &self.pre_at {
            if !pre_at.is_match(&text[pos..]) {
                return None;
            }
        }
        self.anchored_at(text, pos, true).map(|groups| M {
            groups,
            names: &self.names,
        })
    }

    /// `pattern.finditer(text, lo, hi)`.
    pub fn iter<'s>(&'s self, text: &str, lo: usize, hi: usize) -> Vec<M<'s>> {
        let hi = hi.min(text.len());
        let mut out = Vec::new();
        let mut pos = lo;
        while pos <= hi {
            let Some(m) = self.search(text, pos, hi) else {
                break;
            };
            let (s, e) = (m.start(), m.end());
            pos = if e > s { e } else { next_char(text, e) };
            out.push(m);
        }
        out
    }

    pub fn iter_all<'s>(&'s self, text: &str) -> Vec<M<'s>> {
        self.iter(text, 0, text.len())
    }

    /// `pattern.findall(text)` for a pattern without groups.
    pub fn findall<'t>(&self, text: &'t str) -> Vec<&'t str> {
        #[cfg(feature = "stats")]
        let _timer = Timer(self, std::time::Instant::now());
        if let Some(scan) = self.scan {
            return scan.findall(text);
        }
        let mut out = Vec::new();
        let mut pos = 0;
        while pos <= text.len() {
            let Some((ms, me)) = self.next_span(text, pos) else {
                break;
            };
            out.push(&text[ms..me]);
            pos = if me > ms { me } else { next_char(text, me) };
        }
        out
    }

    /// `findall`, each match handed to ``out`` in order (no list built).
    pub fn findall_each<'t>(&self, text: &'t str, mut out: impl FnMut(&'t str)) {
        match self.scan {
            Some(scan) => scan.each(text, out),
            None => self.findall(text).into_iter().for_each(&mut out),
        }
    }

    /// The span of the first match in ``text`` from ``pos`` (through the prefilter or the plain
    /// DFA, as `search`).
    fn next_span(&self, text: &str, pos: usize) -> Option<(usize, usize)> {
        if self.dfa.is_some() {
            return self
                .search(text, pos, text.len())
                .map(|m| (m.start(), m.end()));
        }
        self.first(text, pos, text.len(), false)
            .and_then(|spans| spans[0])
    }

    /// `pattern.sub(rep, text)`; ``text`` itself, not a copy, when nothing matches (the context
    /// patterns run on every value's words, and most of them find nothing there).
    pub fn sub<'a>(&self, rep: &str, text: &'a str) -> Cow<'a, str> {
        #[cfg(feature = "stats")]
        let _timer = Timer(self, std::time::Instant::now());
        let Some(first) = self.next_span(text, 0) else {
            return Cow::Borrowed(text);
        };
        let mut out = String::with_capacity(text.len());
        let mut last = 0;
        let mut found = Some(first);
        while let Some((ms, me)) = found {
            out.push_str(&text[last..ms]);
            out.push_str(rep);
            last = me;
            let pos = if me > ms { me } else { next_char(text, me) };
            found = if pos <= text.len() {
                self.next_span(text, pos)
            } else {
                None
            };
        }
        out.push_str(&text[last..]);
        Cow::Owned(out)
    }
}

fn next_char(text: &str, pos: usize) -> usize {
    if pos >= text.len() {
        return text.len() + 1;
    }
    pos + text[pos..].chars().next().map_or(1, char::len_utf8)
}

/// Whether ``src`` refers to the edges of the text it runs on (`^`, `\A`, `\Z`, `\z`, `\G`):
/// run on a slice that starts at a match position, it would see the slice's edges instead.
/// Conservative: an escaped `\^` counts too.
fn has_anchor(src: &str) -> bool {
    let b = src.as_bytes();
    (0..b.len()).any(|i| b[i] == b'^' && (i == 0 || b[i - 1] != b'['))
        || ["\\A", "\\Z", "\\z", "\\G"].iter().any(|a| src.contains(a))
}

/// Whether ``src`` is one capturing group around everything (`(…)`, `(?P<n>…)`).
fn wraps_all(src: &str) -> bool {
    let b: Vec<char> = src.chars().collect();
    let capturing = match (b.first(), b.get(1), b.get(2), b.get(3)) {
        (Some('('), Some('?'), Some('P'), Some('<')) => true,
        (Some('('), Some('?'), Some('<'), Some(c)) => c.is_alphabetic(),
        (Some('('), Some('?'), _, _) => false,
        (Some('('), _, _, _) => true,
        _ => false,
    };
    capturing && group_end(&b, 0) == b.len()
}

/// The top-level alternatives of a pattern (split at every `|` outside groups and classes).
fn split_alternatives(src: &str) -> Vec<String> {
    let b: Vec<char> = src.chars().collect();
    let mut parts = Vec::new();
    let mut cur = String::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            '\\' if i + 1 < b.len() => {
                cur.push(b[i]);
                cur.push(b[i + 1]);
                i += 2;
                continue;
            }
            '[' => {
                let end = class_end(&b, i);
                cur.extend(&b[i..end]);
                i = end;
                continue;
            }
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            '|' if depth == 0 => {
                parts.push(std::mem::take(&mut cur));
                i += 1;
                continue;
            }
            _ => {}
        }
        cur.push(b[i]);
        i += 1;
    }
    parts.push(cur);
    parts
}

/// The pattern with every lookaround group, `\b`/`\B` and `$` removed and atomic groups made plain
/// (a superset of its matches), except positive lookaheads at the pattern's tail, which nothing
/// follows: those are matched
/// (consumed) instead, which keeps the same start positions and spares the backtracking VM the
/// places where the tail fails (every decimal point for the sentence end's `\.(?=\s|$)`).
/// Negative ones are dropped: as "another character or the end" (`[^a-z]|\z`) their huge
/// Unicode classes made the DFAs slower than the VM runs they saved.
fn strip(src: &str) -> String {
    let b: Vec<char> = src.chars().collect();
    strip_in(&b, true)
}

/// `strip` of ``b``; ``tail``: whether the end of ``b`` is the end of the whole pattern.
fn strip_in(b: &[char], tail: bool) -> String {
    let mut out = String::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            '\\' if i + 1 < b.len() => {
                if b[i + 1] != 'b' && b[i + 1] != 'B' {
                    out.push(b[i]);
                    out.push(b[i + 1]);
                }
                i += 2;
            }
            '[' => {
                let end = class_end(b, i);
                out.extend(&b[i..end]);
                i = end;
            }
            '(' if b.get(i + 1) == Some(&'?')
                && (matches!(b.get(i + 2), Some('=') | Some('!'))
                    || (b.get(i + 2) == Some(&'<')
                        && matches!(b.get(i + 3), Some('=') | Some('!')))) =>
            {
                let end = group_end(b, i);
                if tail && b[i + 2] != '<' && end > i + 4 && at_tail(b, end) {
                    let inner = &b[i + 3..end - 1];
                    if b[i + 2] == '=' {
                        out.push_str(&format!("(?:{})", strip_in(inner, true)));
                    }
                }
                i = end;
            }
            // an atomic group matches a subset of what the same group matches backtracking
            '(' if b.get(i + 1) == Some(&'?') && b.get(i + 2) == Some(&'>') => {
                out.push_str("(?:");
                i += 3;
            }
            '$' => i += 1,
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// Index just past the character class starting at ``i``.
pub(crate) fn class_end(b: &[char], i: usize) -> usize {
    let mut j = i + 1;
    if b.get(j) == Some(&'^') {
        j += 1;
    }
    if b.get(j) == Some(&']') {
        j += 1;
    }
    while j < b.len() && b[j] != ']' {
        j += if b[j] == '\\' { 2 } else { 1 };
    }
    (j + 1).min(b.len())
}

/// Index just past the group opening at ``i``.
pub(crate) fn group_end(b: &[char], i: usize) -> usize {
    let mut depth = 0;
    let mut j = i;
    while j < b.len() {
        match b[j] {
            '\\' => j += 1,
            '[' => {
                j = class_end(b, j);
                continue;
            }
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return j + 1;
                }
            }
            _ => {}
        }
        j += 1;
    }
    b.len()
}

/// Time spent in each pattern (feature "stats": `Engine.pattern_stats()`), to find the next hot spot.
#[cfg(feature = "stats")]
struct Timer<'a>(&'a Pat, std::time::Instant);

#[cfg(feature = "stats")]
impl Drop for Timer<'_> {
    fn drop(&mut self) {
        self.0.nanos.fetch_add(
            self.1.elapsed().as_nanos() as u64,
            std::sync::atomic::Ordering::Relaxed,
        );
        self.0
            .calls
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
}

/// Python's word characters (`str.isalnum()` or "_"): letters and every kind of number, so "½" and
/// "²" are word characters as in Python, unlike Rust's `\w` (which also counts combining marks).
const WORD: &str = r"\p{L}\p{N}_";

/// Python's whitespace (`str.isspace()`): Unicode White_Space plus the ASCII separators 0x1C-0x1F.
const SPACE: &str = r"\s\x{1C}-\x{1F}";

/// Python `re` semantics for `\w`, `\W`, `\s`, `\S`, `\b` and `\B` spelled out for Rust's engines.
/// Under IGNORECASE Python's sre also matches "İ" (U+0130, whose lowercase is "i") and "ı"
/// (U+0131, whose uppercase is "I") wherever "i" or "I" matches; Unicode simple case folding,
/// which the Rust engines use, does not. They are added explicitly.
const DOTTED_I: &str = "\u{130}\u{131}";

/// ``one_sided``: a `\b`/`\B` that a neighbouring atom decides becomes one lookaround (`edges`),
/// else every one is the full two-sided test.
fn pythonic_with(src: &str, icase: bool, one_sided: bool) -> String {
    let boundary = format!("(?:(?<=[{WORD}])(?![{WORD}])|(?<![{WORD}])(?=[{WORD}]))");
    let inside = format!("(?:(?<=[{WORD}])(?=[{WORD}])|(?<![{WORD}])(?![{WORD}]))");
    let b: Vec<char> = src.chars().collect();
    let decided = if one_sided {
        crate::edges::decided(&b)
    } else {
        HashMap::new()
    };
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    let mut in_class = false;
    let mut class_has_i = false;
    while i < b.len() {
        let c = b[i];
        if icase && !in_class && c == '(' && b.get(i + 1) == Some(&'?') {
            // a group's flags or name ("(?i)", "(?P<id>", "(?P=id)") are not text to match
            let named = matches!((b.get(i + 2), b.get(i + 3)), (Some('P'), Some('<' | '=')))
                || (b.get(i + 2) == Some(&'<') && b.get(i + 3).is_some_and(|x| x.is_alphabetic()));
            let stop = if named { Some(['>', ')']) } else { None };
            out.push_str("(?");
            i += 2;
            while i < b.len() {
                let x = b[i];
                if let Some(stops) = stop {
                    out.push(x);
                    i += 1;
                    if stops.contains(&x) {
                        break;
                    }
                } else if x.is_ascii_alphabetic() || x == '-' {
                    out.push(x);
                    i += 1;
                } else {
                    break;
                }
            }
            continue;
        }
        if icase && (c == 'i' || c == 'I') {
            if in_class {
                class_has_i = true;
                out.push(c);
            } else {
                out.push_str(&format!("[{c}{DOTTED_I}]"));
            }
            i += 1;
            continue;
        }
        if icase && in_class && c == '-' && i > 0 && i + 1 < b.len() && b[i + 1] != ']' {
            let (lo, hi) = (b[i - 1], b[i + 1]);
            if (lo..=hi).contains(&'i') || (lo..=hi).contains(&'I') {
                class_has_i = true;
            }
        }
        if c == '\\' && i + 1 < b.len() {
            match (b[i + 1], in_class) {
                ('w', false) => out.push_str(&format!("[{WORD}]")),
                ('W', false) => out.push_str(&format!("[^{WORD}]")),
                ('w', true) => out.push_str(WORD),
                ('s', false) => out.push_str(&format!("[{SPACE}]")),
                ('S', false) => out.push_str(&format!("[^{SPACE}]")),
                ('s', true) => out.push_str(SPACE),
                ('b' | 'B', false) => {
                    use crate::edges::Side::{After, Before};
                    let piece = match (b[i + 1], decided.get(&i)) {
                        ('b', Some(Before)) => format!("(?![{WORD}])"),
                        ('b', Some(After)) => format!("(?<![{WORD}])"),
                        ('B', Some(Before)) => format!("(?=[{WORD}])"),
                        ('B', Some(After)) => format!("(?<=[{WORD}])"),
                        ('b', None) => boundary.clone(),
                        _ => inside.clone(),
                    };
                    out.push_str(&piece);
                }
                (n, _) => {
                    out.push(c);
                    out.push(n);
                }
            }
            i += 2;
            continue;
        }
        if in_class {
            if c == ']' {
                in_class = false;
                if class_has_i {
                    out.push_str(DOTTED_I);
                    class_has_i = false;
                }
            }
        } else if c == '$' {
            // Python's `$` (no MULTILINE) also matches before a newline that ends the text
            out.push_str(r"(?=\n?\z)");
            i += 1;
            continue;
        } else if c == '[' {
            in_class = true;
            out.push(c);
            i += 1;
            // a "]" right after "[" or "[^" is a literal
            if b.get(i) == Some(&'^') {
                out.push('^');
                i += 1;
            }
            if b.get(i) == Some(&']') {
                out.push(']');
                i += 1;
            }
            continue;
        }
        out.push(c);
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The one-lookup clause word test finds what the word-by-word `starts_with`s did.
    #[test]
    fn clause_cut_is_the_word_by_word_test() {
        fn by_words(text: &str) -> Option<usize> {
            let mut prev: Option<char> = None;
            for (i, c) in text.char_indices() {
                if matches!(c, ',' | '，' | '、' | ';' | '；' | '(' | '（') {
                    return Some(i);
                }
                if c.is_ascii_alphabetic() && !prev.is_some_and(is_word_char) {
                    let rest = &text[i..];
                    let bounded = |w: &&str| {
                        rest.starts_with(*w)
                            && !rest[w.len()..].chars().next().is_some_and(is_word_char)
                    };
                    if CLAUSE_WORDS.iter().any(bounded) {
                        return Some(i);
                    }
                }
                prev = Some(c);
            }
            None
        }
        let pieces = [
            "and", "AND", "an", "which", "whereas", "where", "vs", "VS", "v", "s", "compared", "x",
            "1", "_", "é", "中", " ", "-", "versus", "But", "but", "While", "while", "d", "。",
        ];
        let mut next = lcg(3);
        for _ in 0..40000 {
            let n = next() % 16;
            let text: String = (0..n).map(|_| pieces[next() % pieces.len()]).collect();
            assert_eq!(clause_cut_start(&text), by_words(&text), "{text:?}");
        }
    }

    /// The one-lookup abbreviation test decides every full stop as the 41 `ends_with`s did, among
    /// listed words, their neighbours, capitals, digits, underscores and non-ASCII letters.
    #[test]
    fn full_stop_is_the_word_by_word_test() {
        fn by_words(text: &str, i: usize) -> bool {
            if !text[i + 1..].chars().next().is_none_or(is_space_char) {
                return false;
            }
            let before = &text[..i];
            let starts_word = |len: usize| {
                before[..before.len() - len]
                    .chars()
                    .next_back()
                    .is_none_or(|p| !is_word_char(p))
            };
            if before.ends_with("..")
                || NO_SENTENCE_END
                    .iter()
                    .any(|w| before.ends_with(w) && starts_word(w.len()))
            {
                return false;
            }
            !before
                .chars()
                .next_back()
                .is_some_and(|c| c.is_ascii_uppercase() && starts_word(1))
        }
        let pieces = [
            "Mr", "Inc", "co", "CO", "Approx", "para", "x", "A", "b", "Z", "1", "_", "é", "中",
            " ", "\n", ".", "..", "ref", "Ltd", "vs", "VS", "Sec", "e", "-",
        ];
        let mut next = lcg(11);
        for _ in 0..40000 {
            let n = 1 + next() % 16;
            let mut text: String = (0..n).map(|_| pieces[next() % pieces.len()]).collect();
            text.push('.');
            let i = text.len() - 1;
            if next() % 2 == 1 {
                text.push(' ');
            }
            assert_eq!(
                full_stop_ends_sentence(&text, i),
                by_words(&text, i),
                "{text:?}"
            );
        }
    }

    /// A small deterministic random source for the hand-scan tests' texts.
    fn lcg(mut seed: u64) -> impl FnMut() -> usize {
        move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        }
    }

    /// The clause cut found by hand is where the pattern itself first matches.
    #[test]
    fn clause_cut_by_hand_is_the_patterns_own() {
        let p = Pat::new(CLAUSE_CUT, false).unwrap();
        assert!(p.clause_cut);
        let pieces = [
            "and",
            "but",
            "while",
            "whereas",
            "which",
            "compared",
            "versus",
            "vs",
            "an",
            "wh",
            "v",
            "s",
            "band",
            "ands",
            "And",
            "_",
            "é",
            "ǅ",
            "5",
            "٣",
            "中",
            " ",
            "\n",
            "-",
            ",",
            "，",
            "、",
            ";",
            "；",
            "(",
            "（",
            ")",
            "\u{301}",
            "½",
            ".",
            "AND",
            "BUT",
            "VS",
            "ANDS",
            "BAND",
            "WHICHEVER",
            "A",
            "VERSUS",
        ];
        let mut next = lcg(11);
        for _ in 0..12000 {
            let n = 1 + next() % 8;
            let text: String = (0..n).map(|_| pieces[next() % pieces.len()]).collect();
            let want = p.search_all(&text).map(|m| m.start());
            assert_eq!(p.first_start(&text), want, "{text:?}");
        }
        let other = Pat::new(r"[,，]|\band\b", false).unwrap();
        assert!(!other.clause_cut);
        assert_eq!(other.first_start("x but and, y"), Some(6));
    }

    /// The sentence-end pattern's matches found by hand are those of the pattern itself, on text
    /// made of the pieces its lookarounds look at (abbreviations, capitals, word characters of
    /// other scripts, spaces of several kinds, the question mark's currencies and digits).
    #[test]
    fn sentence_ends_by_hand_are_the_patterns_own() {
        let p = Pat::new(SENT_END, false).unwrap();
        assert!(p.sent_end);
        let pieces = [
            "Mr",
            "Ms",
            "Mrs",
            "Dr",
            "No",
            "vs",
            "Inc",
            "Ltd",
            "Co",
            "St",
            "Cl",
            "cl",
            "Art",
            "art",
            "Sec",
            "Para",
            "Approx",
            "approx",
            "Incl",
            "Ref",
            "ref",
            "A",
            "Z",
            "a",
            "x",
            "MR",
            "ncl",
            ".",
            ".",
            ".",
            " ",
            " ",
            "\n",
            "\t",
            "\u{a0}",
            "\u{1c}",
            "\u{3000}",
            "?",
            "？",
            "$",
            "US$",
            "RMB",
            "USD",
            "5",
            "٣",
            "。",
            "；",
            ";",
            "！",
            "!",
            "_",
            "é",
            "ǅ",
            "\u{301}",
            "½",
            "中",
            "-",
            "(",
            "\u{2028}",
            "【",
            "•",
            "●",
            "年",
            "元",
            "：",
            ":",
            "（",
            "）",
            "保险期间",
            "交费",
            "字段名称很长很长很长很长",
            "..",
            "...",
        ];
        let mut next = lcg(7);
        for _ in 0..20000 {
            let n = 1 + next() % 12;
            let text: String = (0..n).map(|_| pieces[next() % pieces.len()]).collect();
            let want: Vec<(usize, usize)> = p
                .iter_all(&text)
                .iter()
                .map(|m| (m.start(), m.end()))
                .collect();
            assert_eq!(p.spans_all(&text), want, "{text:?}");
        }
        // another pattern keeps the general path
        let other = Pat::new(r"[。；;！!\n]|(?<!\bMr)\.(?=\s|$)", false).unwrap();
        assert!(!other.sent_end);
        assert_eq!(other.spans_all("Mr. A. b"), [(5, 6)]);
    }

    #[test]
    fn strip_removes_lookarounds_boundaries_and_end_anchors_only() {
        assert_eq!(strip(r"(?<![A-Za-z])\d+(?!\s*\()$"), r"\d+");
        assert_eq!(strip(r"[(?=]x\bq"), r"[(?=]xq");
        assert_eq!(strip(r"a(?:b|(?=c))\$"), r"a(?:b|)\$");
    }

    #[test]
    fn strip_keeps_tail_lookaheads_as_what_they_look_at() {
        assert_eq!(strip(r"(?<!x)\.(?=\s|(?=\n?\z))"), r"\.(?:\s|(?:\n?\z))");
        assert_eq!(strip(r"(?:mg(?![a-z])|%)"), r"(?:mg|%)");
        assert_eq!(strip(r"a(?!bc)|b(?=c)d"), "a|bd");
        assert_eq!(strip(r"(?:a(?=b))+"), "(?:a)+");
    }

    #[test]
    fn tail_lookahead_prefilters_find_what_the_vm_alone_finds() {
        let sentence_end =
            r"[。；;！!\n]|[？?](?!\s{0,3}(?:[$¥]|US\$|\d))|(?<!\bMr)(?<!\b[A-Z])\.(?=\s|$)";
        let texts = [
            "It rose 5.6% to $48.2 million. Mr. Smith left. A. B. ok.\nNext? $5 or ? 7. end.",
            "v1.2.3 e.g. x.\n",
            "3.",
        ];
        for (src, icase) in [(sentence_end, false), (r"ab(?![c-z])|a", true)] {
            let fast = Pat::new(src, icase).unwrap();
            let mut slow = Pat::new(src, icase).unwrap();
            (slow.pre, slow.pre_at, slow.alt_set, slow.dfa) = (None, None, None, None);
            slow.alts.clear();
            for t in texts {
                for (pos, _) in t.char_indices() {
                    let spans = |p: &Pat| {
                        let s = p.search(t, pos, t.len()).map(|m| (m.start(), m.end()));
                        (s, p.at(t, pos).map(|m| m.end()), p.found(t, pos, t.len()))
                    };
                    assert_eq!(spans(&fast), spans(&slow), "{src} on {t:?} at {pos}");
                }
            }
        }
    }

    #[test]
    fn python_word_characters_include_every_number() {
        let p = Pat::new(r"\bq(\d{1,2})h\b", false).unwrap();
        assert!(
            p.search_all("q8h½").is_none(),
            "½ is a word character in Python"
        );
        assert!(p.search_all("take q8h.").is_some());
        assert!(p.search_all("中q8h").is_none(), "CJK is a word character");
        let s = Pat::new(r"a\sb", false).unwrap();
        assert!(
            s.search_all("a\u{1c}b").is_some(),
            "0x1C is whitespace in Python"
        );
    }

    #[test]
    fn prefiltered_search_finds_the_leftmost_match_and_respects_lookbehind() {
        let p = Pat::new(r"(?<![A-Za-z])(?P<n>\d+)(?![A-Za-z])", false).unwrap();
        assert!(p.prefiltered());
        let text = "v2 x3y 45 and 6";
        let found: Vec<&str> = p
            .iter_all(text)
            .iter()
            .map(|m| m.get(text, "n").unwrap())
            .collect();
        assert_eq!(found, ["45", "6"]);
        assert!(p.at(text, 7).is_some() && p.at(text, 1).is_none());
    }

    /// Every search, `found` and `match` of ``p`` on ``texts``, from every position: (start, end,
    /// groups) triples to compare two engines with.
    fn all_results(p: &Pat, texts: &[&str]) -> Vec<Vec<Option<(usize, usize)>>> {
        let mut out = Vec::new();
        for t in texts {
            for (pos, _) in t.char_indices().chain([(t.len(), ' ')]) {
                for m in [p.search(t, pos, t.len()), p.at(t, pos)] {
                    out.push(m.map_or(Vec::new(), |m| m.groups));
                }
                out.push(vec![p.found(t, pos, t.len()).then_some((0, 0))]);
            }
            out.extend(p.iter_all(t).into_iter().map(|m| m.groups));
        }
        out
    }

    #[test]
    fn memoised_matches_are_the_capture_search_s_at_every_position() {
        // the same bytes at the end of a text or before more text; a match that ends where a
        // higher-priority alternative failed one character later; a long match (not memoised)
        let cases = [
            (r"(?P<x>ab)(?![k-z])|(?P<y>a)", false),
            (r"(\d+)\s*(mg|m|min)(?![a-z])|(\d+)(?!\d)", true),
            (r"(?:(x+)|x)(?=y)", false),
        ];
        let long = format!("{}y {}", "x".repeat(80), "x".repeat(70));
        let texts = [
            "ab abz ab",
            "5 mg 5 min 5 minx 5 mg 5mg5 55",
            "xxy xy x xxxy",
            long.as_str(),
            "ab",
            "",
        ];
        for (src, icase) in cases {
            let p = Pat::new(src, icase).unwrap();
            let d = p.dfa.as_ref().expect("runs on the DFA");
            for _ in 0..2 {
                // the second round answers from the memo
                for t in texts {
                    for (pos, _) in t.char_indices().chain([(t.len(), ' ')]) {
                        let direct = d
                            .re_at
                            .captures(&t[pos..])
                            .map(|c| d.m(&c, pos, p.groups, &p.names).groups);
                        assert_eq!(p.at(t, pos).map(|m| m.groups), direct, "{src} {t:?} {pos}");
                    }
                }
            }
            assert!(!d.memo.lock().unwrap().is_empty());
        }
    }

    #[test]
    fn tail_lookaheads_run_on_the_dfa_with_the_vm_s_matches() {
        let tailed = [
            (
                r"\)?[ \t-]?(?:mg(?![a-z])|m(?![a-z])|min(?![a-z])|%|per\s+cent(?![a-z]))",
                true,
            ),
            (r"(\d{1,2})\s+(Jan|May)\.?,?\s+(?P<y>\d{4})(?!\d)", false),
            (r"(?P<n>\d+)(?:st|nd)?(?=\s+day)|x(?!\d)", false),
            (r"net\s$", false),
            (r"(?:a|b)(?![k-z])", true),
        ];
        let texts = [
            "5 mins, 5 min. 5 mg/dl (5) m; 7 per cent 8 percent 9 MİN 1 mK 2 mſ 3 M",
            "on 3 May 2024 and 12 Jan, 19999 or 4 jan 2025x 5 May 20245",
            "12nd  day 3 day x1 xa x 4st day",
            "net \n",
            "ak ab bz a b\u{212A} A İ",
            "",
        ];
        for (src, icase) in tailed {
            let fast = Pat::new(src, icase).unwrap();
            assert!(fast.dfa.is_some(), "{src} should run on the DFA");
            let mut slow = Pat::new(src, icase).unwrap();
            slow.dfa = None;
            assert_eq!(
                all_results(&fast, &texts),
                all_results(&slow, &texts),
                "{src}"
            );
        }
        for (src, icase) in [
            (r"a(?!b)c", false),      // lookahead not at the tail
            (r"(a(?!b))", false),     // inside a group whose span it would change
            (r"(?:a(?!b))+", false),  // repeated
            (r"(?<!x)a(?!b)", false), // lookbehind
            (r"\ba(?!b)", false),     // \b is a lookbehind in Python's sense
            (r"a(?!bc)", false),      // more than one character class
        ] {
            assert!(Pat::new(src, icase).unwrap().dfa.is_none(), "{src}");
        }
    }

    #[test]
    fn one_sided_boundaries_match_what_the_two_sided_test_matches() {
        let patterns = [
            (
                r"[。；;！!\n]|[？?](?!\s{0,3}(?:[$¥]|\d))|(?<!\bMr)(?<!\b[A-Z])(?<!\b[Aa]pprox)\.(?=\s|$)",
                false,
            ),
            (
                r"service\ provider\b|plan\ pays\b|insurer\b|x_\b|\d+\b|甲方",
                false,
            ),
            (
                r"\b(?P<head>level|tier)\s*(?:#\s*)?(?P<id>[0-9]{1,4}|[ivx]{1,4})\b|(?P<zid>[0-9]{1,3})\s*(?:级|GB\b)",
                true,
            ),
            (
                r"\b(?!april\b)[a-z]{2,}(?:mab|nib|vir)\b|\bcef[a-z]{4,}\b",
                true,
            ),
            (r"\b(?:and|but|vs)\b|[,;]|\Bing\b|ab+?\B", true),
            (r"(?:\babout|\bapprox\.?|~|约)\s*$", true),
        ];
        let texts = [
            "Mr. Smith paid 5.6 to the insurer. approx. 7. A. B. x_ y__ 12ab 3 ok.\nfoo? $5 ? 7",
            "the service provider½ pays; plan pays² and insurers insurer_ insurer\u{301} INSURER",
            "Level 3, tier iv, LEVEL#12 level12 tier ivx 3级 12GB 4GBs 5GB中 ı İ",
            "april aprilmab adalimumab Cefazolin cefx remdesivir5 nivir_ ténib",
            "and, but; vs.bandage ringing bring ring abbb abbbc about ~ 约 approx.",
            "",
        ];
        for (src, icase) in patterns {
            let fast = Pat::new(src, icase).unwrap();
            let slow = Pat::build(src, icase, false).unwrap();
            assert_eq!(
                all_results(&fast, &texts),
                all_results(&slow, &texts),
                "{src}"
            );
        }
        let party = Pat::new(r"service\ provider\b|plan\ pays\b|insurer\b", false).unwrap();
        assert!(
            party.dfa.is_some(),
            "trailing boundaries are tail lookaheads"
        );
    }

    #[test]
    fn dfa_only_spans_are_the_vm_s() {
        let patterns = [
            (
                r"[。；;！!\n]|[？?](?!\s{0,3}\d)|(?<!\bMr)\.(?=\s|$)",
                false,
            ),
            (
                r"(?<![上下])(?P<half>半)(?=个?月)|(?P<ar>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)|(?P<frac>[百千])分之(?P<pct>[一二三]+)|(?P<zh>[一二三十]+)|(?<![A-Za-z])(?P<en>one|two)\b",
                false,
            ),
            (r"^\s*ab|(?<=x)ab|a(b)|\d+", true),
            (r"(?:19|20)\d\d|[QqHh][1-4]|季度|[Yy]ear|Jan", false),
            (r"左右|上下|约|为|是", false),
        ];
        let texts = [
            "Mr. Smith paid 1,250.50 on 3.5 days. 半个月 百分之三 二十 one two3 none.\nx? 5",
            "ab xab a ab 12 Q3 2024年季度 Year Jan 约为 左右是",
            "",
        ];
        for (src, icase) in patterns {
            let fast = Pat::new(src, icase).unwrap();
            let mut slow = Pat::new(src, icase).unwrap();
            slow.plain = None;
            for a in &mut slow.alts {
                a.span_only = false;
            }
            assert_eq!(
                all_results(&fast, &texts),
                all_results(&slow, &texts),
                "{src}"
            );
            for t in texts {
                assert_eq!(fast.findall(t), slow.findall(t), "{src}");
                assert_eq!(fast.sub("_", t), slow.sub("_", t), "{src}");
            }
        }
        let candidate = Pat::new(patterns[1].0, false).unwrap();
        assert_eq!(
            candidate
                .alts
                .iter()
                .map(|a| a.span_only)
                .collect::<Vec<_>>(),
            [false, true, false, true, false]
        );
        assert!(Pat::new(patterns[3].0, false).unwrap().plain.is_some());
    }

    #[test]
    fn alternatives_share_a_tail_lookahead_they_end_in() {
        assert_eq!(
            shared_tails(r"mg(?![a-z])|kg(?![a-z])|%|l(?![a-z])|x(?=\d)"),
            r"(?:mg|kg)(?![a-z])|%|l(?![a-z])|x(?=\d)"
        );
        assert_eq!(
            shared_tails(r"\)?[ \t-]?(?:a(b)(?!c)|d(?!c)|e)"),
            r"\)?[ \t-]?(?:(?:a(b)|d)(?!c)|e)"
        );
        assert_eq!(shared_tails(r"(a)(?!c)"), r"(a)(?!c)");
        let src = r"\)?[ \t-]?(?:mg(?![a-z])|min(?![a-z])|m(?![a-z])|毫克|%|per\s+cent(?![a-z])|pct(?![a-z]))";
        let p = Pat::new(src, true).unwrap();
        let mut slow = Pat::new(src, true).unwrap();
        slow.dfa = None;
        let texts = [
            "5 mg, 5 mins 5 min. 5 m; 5毫克 7% 8 per cent 9 pctx 1 pct",
            "mg",
            "",
        ];
        assert!(p.dfa.is_some());
        assert_eq!(all_results(&p, &texts), all_results(&slow, &texts));
    }

    #[test]
    fn tail_guard_falls_back_when_a_letter_follows() {
        let p = Pat::new(r"(?:mg(?![a-z])|m(?![a-z])|min(?![a-z]))", true).unwrap();
        assert_eq!(
            p.at("5 mins", 2).map(|m| m.text("5 mins").to_string()),
            None
        );
        assert_eq!(
            p.at("5 min.", 2).map(|m| m.text("5 min.").to_string()),
            Some("min".into())
        );
        assert_eq!(
            p.at("5 mg/dl", 2).map(|m| m.text("5 mg/dl").to_string()),
            Some("mg".into())
        );
    }

    #[test]
    fn alternatives_split_at_top_level_only_and_keep_group_numbers() {
        assert_eq!(
            split_alternatives(r"a(?:b|c)|[|]d|\|e"),
            ["a(?:b|c)", "[|]d", r"\|e"]
        );
        let p = Pat::new(
            r"(?P<x>\bq(?P<n>\d)\b)|(?P<y>(?<![a-z])z(?P<m>\d+))|(?P<w>\d)(?!k)",
            true,
        )
        .unwrap();
        assert_eq!(p.alts.len(), 3);
        let text = "aq1 xz22 Q3 5k 7"; // expected: Python re.finditer on the same
        type Found = (String, Option<(usize, usize)>, Option<(usize, usize)>); // (text, m, w)
        let found: Vec<Found> = p
            .iter_all(text)
            .iter()
            .map(|m| (m.text(text).to_string(), m.span("m"), m.span("w")))
            .collect();
        assert_eq!(
            found,
            [
                ("1".to_string(), None, Some((2, 3))),
                ("2".to_string(), None, Some((6, 7))),
                ("2".to_string(), None, Some((7, 8))),
                ("Q3".to_string(), None, None),
                ("7".to_string(), None, Some((15, 16))),
            ]
        );
        let m = p.at("z42", 0).unwrap();
        assert_eq!(
            (m.span("y"), m.span("m"), m.span("n")),
            (Some((0, 3)), Some((1, 3)), None)
        );
    }

    #[test]
    fn hand_scanners_agree_with_the_patterns() {
        let texts = [
            "abc-1 x9 -a ẞbig Zq ü a--b 9a",
            "$60k, 500mg q8h 2x-ray 3rd üa 1080p c3po 9-a 401(k) (k) a(b) 4(kx-y",
            "中文abc漢字、〇二〇㐀\u{9fff}\u{a000}end中",
            "",
        ];
        for (src, ic) in [
            (r"(?<![0-9a-z])(?<![0-9]\()[a-z][a-z0-9\-]*", false),
            (r"[\u4e00-\u9fff]+", false),
        ] {
            let fast = Pat::new(src, ic).unwrap();
            assert!(fast.scan.is_some());
            let mut slow = Pat::new(src, ic).unwrap();
            slow.scan = None;
            for t in texts {
                assert_eq!(fast.findall(t), slow.findall(t), "{src} on {t:?}");
            }
        }
        assert!(Pat::new(r"(?<![0-9a-z])(?<![0-9]\()[a-z][a-z0-9\-]*", true)
            .unwrap()
            .scan
            .is_none());
        let cjk = Pat::new(r"[\u4e00-\u9fff]+", false).unwrap();
        assert!(cjk.cjk_runs_only() && cjk.findall("ascii only: 1, b; ~").is_empty());
        assert!(
            !Pat::new(r"(?<![0-9a-z])(?<![0-9]\()[a-z][a-z0-9\-]*", false)
                .unwrap()
                .cjk_runs_only()
        );
    }

    #[test]
    fn end_anchor_also_matches_before_a_final_newline_as_in_python() {
        let p = Pat::new(r"\bnet\s$", false).unwrap();
        assert!(
            p.found("net \n", 0, 5),
            "Python: re.search(r'\\bnet\\s$', 'net \\n')"
        );
        assert!(p.found("net ", 0, 4));
        assert!(!p.found("net \n\n", 0, 6));
        assert!(!p.found("net x", 0, 5));
    }
}
