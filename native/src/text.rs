//! Character-window helpers: the reference slices by characters (`left[-90:]`, `start - 80`), the
//! native code keeps byte offsets, so every window is measured here in characters.

use crate::fxhash::FxMap;

/// The last ``n`` characters of ``s`` (`s[-n:]`).
pub fn tail(s: &str, n: usize) -> &str {
    &s[back(s, s.len(), n)..]
}

/// The reference's `_word_tail`: the last ``n`` characters of ``s``, less an English word the cut split
/// ("alimab" of "tovalimab").
pub fn word_tail(s: &str, n: usize) -> &str {
    let start = back(s, s.len(), n);
    let b = s.as_bytes();
    if start == 0 || !(b[start - 1].is_ascii_alphabetic() && b[start].is_ascii_alphabetic()) {
        return &s[start..];
    }
    let skip = b[start..]
        .iter()
        .position(|c| !c.is_ascii_alphabetic())
        .unwrap_or(s.len() - start);
    &s[start + skip..]
}

/// The first ``n`` characters of ``s`` (`s[:n]`).
pub fn head(s: &str, n: usize) -> &str {
    &s[..fwd(s, 0, n)]
}

/// The byte offset ``n`` characters before ``pos`` (clamped at 0). Every fact measures several
/// windows of up to 300 characters: over ASCII bytes (one character each) the walk is skipped.
pub fn back(s: &str, pos: usize, n: usize) -> usize {
    if pos <= n {
        return 0; // at most ``pos`` characters before it
    }
    let lo = pos - n;
    if pos <= s.len() && s.as_bytes()[lo..pos].is_ascii() {
        return lo;
    }
    if n <= 32 {
        // a few characters: stepping over each costs less than counting in ever smaller steps;
        // an ASCII one, or a 3-byte one (CJK: a lead byte 1110xxxx three back), is one step
        let b = s.as_bytes();
        let mut p = pos;
        for _ in 0..n {
            if p == 0 {
                break;
            }
            if b[p - 1] < 0x80 {
                p -= 1;
            } else if p >= 3 && b[p - 3] & 0xF0 == 0xE0 {
                p -= 3;
            } else {
                p -= 1;
                while p > 0 && is_continuation(b[p]) {
                    p -= 1;
                }
            }
        }
        return p;
    }
    back_walk(s, pos, n)
}

/// `back` over text that is not all ASCII: each character left to go is at least one byte, so
/// whole steps of that many bytes are counted at once (`starts`, which vectorises) instead of
/// walking byte by byte; the last step may stop inside a character, whose start is then the answer.
fn back_walk(s: &str, pos: usize, n: usize) -> usize {
    let b = s.as_bytes();
    let (mut p, mut k) = (pos, 0);
    while p > 0 && k < n {
        let q = p.saturating_sub(n - k);
        k += starts(&b[q..p]);
        p = q;
    }
    while p < pos && is_continuation(b[p]) {
        p += 1;
    }
    p
}

/// The characters that start in ``bytes`` (its bytes that are not UTF-8 continuation bytes),
/// counted eight bytes at a time: a continuation byte is `10xxxxxx`, so its top bit is set and
/// the next one (shifted up onto it) clear; each byte lane adds up its own count.
fn starts(bytes: &[u8]) -> usize {
    const TOP: u64 = 0x8080_8080_8080_8080;
    let mut words = bytes.chunks_exact(8);
    let mut cont = 0;
    while words.len() > 0 {
        let mut lanes = 0u64; // at most 255 per lane before it is summed
        for w in words.by_ref().take(255) {
            let w = u64::from_le_bytes(w.try_into().unwrap_or([0; 8]));
            lanes += (w & !(w << 1) & TOP) >> 7;
        }
        // byte lanes to four 16-bit ones, then their sum (at most 8 × 255) in the top one
        let pairs = (lanes & 0x00FF_00FF_00FF_00FF) + ((lanes >> 8) & 0x00FF_00FF_00FF_00FF);
        cont += (pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48) as usize;
    }
    cont += words
        .remainder()
        .iter()
        .filter(|&&x| is_continuation(x))
        .count();
    bytes.len() - cont
}

fn is_continuation(byte: u8) -> bool {
    byte & 0xC0 == 0x80
}

/// The byte offset ``n`` characters after ``pos`` (clamped at the end); like `back`, ASCII bytes
/// are counted without walking.
pub fn fwd(s: &str, pos: usize, n: usize) -> usize {
    if pos <= s.len() && s.len() - pos <= n {
        return s.len(); // at most ``n`` characters after it
    }
    let hi = pos.saturating_add(n).min(s.len());
    if pos <= hi && s.as_bytes()[pos..hi].is_ascii() {
        return hi;
    }
    if n <= 32 {
        // a few characters: each one's lead byte says how long it is
        let b = s.as_bytes();
        let mut p = pos;
        while p < b.len() && is_continuation(b[p]) {
            p += 1;
        }
        for _ in 0..n {
            if p >= b.len() {
                break;
            }
            p += match b[p] {
                0..=0x7F => 1,
                0xE0..=0xEF => 3,
                0xF0.. => 4,
                _ => 2,
            };
        }
        return p;
    }
    fwd_walk(s, pos, n)
}

/// `fwd` over text that is not all ASCII, in steps of the characters left to go (as `back_walk`).
fn fwd_walk(s: &str, pos: usize, n: usize) -> usize {
    let b = s.as_bytes();
    let (mut p, mut k) = (pos, 0);
    while p < b.len() && k < n {
        let q = p.saturating_add(n - k).min(b.len());
        k += starts(&b[p..q]);
        p = q;
    }
    while p < b.len() && is_continuation(b[p]) {
        p += 1;
    }
    p
}

/// Whether ``s[lo..hi]`` holds at most ``n`` characters, counting no further than needed.
pub fn at_most_chars(s: &str, lo: usize, hi: usize, n: usize) -> bool {
    if hi - lo <= n {
        return true; // a character is at least one byte
    }
    let mut k = 0;
    for block in s.as_bytes()[lo..hi].chunks(64) {
        k += starts(block);
        if k > n {
            return false;
        }
    }
    true
}

/// The character just before ``pos`` (`text[pos-1:pos]`), if any.
pub fn prev_char(s: &str, pos: usize) -> Option<char> {
    s[..pos].chars().next_back()
}

/// Python's `str.lower()` (full Unicode lower-casing), as Rust's `str::to_lowercase` does it.
/// The text is copied and its ASCII lower-cased in place when every other character maps to
/// itself: the CJK block and its punctuation (U+3000..U+9FFF, no case) are skipped
/// without a table lookup. A character whose lower case differs (or the final-sigma rule's `Σ`)
/// hands the whole text to `to_lowercase`.
pub fn lower(s: &str) -> String {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] < 0x80 {
            i += 1;
            continue;
        }
        let c = s[i..].chars().next().unwrap_or('\0');
        if !('\u{3000}'..='\u{9fff}').contains(&c) {
            let mut low = c.to_lowercase();
            if c == 'Σ' || low.next() != Some(c) || low.next().is_some() {
                return s.to_lowercase();
            }
        }
        i += c.len_utf8();
    }
    let mut out = s.to_owned();
    out.make_ascii_lowercase();
    out
}

/// Maps byte offsets of one text to character offsets (output spans are in characters).
pub struct CharIndex {
    starts: Vec<usize>,
}

impl CharIndex {
    pub fn new(s: &str) -> CharIndex {
        CharIndex {
            starts: s.char_indices().map(|(b, _)| b).collect(),
        }
    }

    pub fn at(&self, byte: usize) -> usize {
        self.starts.partition_point(|&b| b < byte)
    }
}

/// The reference's `simplified`: ``s`` with its traditional Chinese characters simplified and nothing
/// else changed, so that every byte offset into ``s`` holds (a pattern written "合计" reads "合計").
pub fn simplified(s: &str, map: &FxMap<char, char>) -> String {
    s.chars()
        .map(|c| match map.get(&c) {
            Some(&m) if m.len_utf8() == c.len_utf8() => m,
            _ => c,
        })
        .collect()
}

/// ``s`` as the extractor reads it, one character for one (the reference's `text.plain`): each
/// character in ``map`` replaced (full-width digits and letters, traditional Chinese), a full-width
/// comma between full-width digits before three more as ",", a full-width point between digits as
/// "."; None when nothing changes. ``bits`` marks the BMP characters ``map`` has.
pub fn plain(s: &str, map: &FxMap<char, char>, bits: &[u64]) -> Option<String> {
    let listed = |c: char| {
        let u = c as u32;
        if u < 0x80 {
            false
        } else if u < 0x10000 {
            bits[(u >> 6) as usize] & (1 << (u & 63)) != 0
        } else {
            map.contains_key(&c)
        }
    };
    if !s.chars().any(listed) {
        return None;
    }
    let wide = |c: Option<&char>| c.is_some_and(|c| ('\u{FF10}'..='\u{FF19}').contains(c));
    let orig: Vec<char> = s.chars().collect();
    let mapped: Vec<char> = orig.iter().map(|c| *map.get(c).unwrap_or(c)).collect();
    let digit = |i: usize| mapped.get(i).is_some_and(char::is_ascii_digit);
    let out = (0..orig.len())
        .map(|i| match orig[i] {
            '\u{FF0C}'
                if i > 0
                    && wide(orig.get(i - 1))
                    && (1..=3).all(|k| wide(orig.get(i + k)))
                    && !wide(orig.get(i + 4)) =>
            {
                ','
            }
            '\u{FF0E}' if i > 0 && digit(i - 1) && digit(i + 1) => '.',
            _ => mapped[i],
        })
        .collect();
    Some(out)
}

/// Byte offsets into ``plain`` (`plain` of ``original``) as offsets into ``original``: the
/// two have the same characters, one for one.
pub fn original_offset(plain_chars: &CharIndex, original_starts: &[usize], byte: usize) -> usize {
    original_starts[plain_chars.at(byte)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_maps_one_character_for_one() {
        let map: FxMap<char, char> = [
            ('０', '0'),
            ('２', '2'),
            ('３', '3'),
            ('５', '5'),
            ('萬', '万'),
        ]
        .into_iter()
        .collect();
        let mut bits = vec![0u64; 1024];
        for &c in map.keys() {
            bits[(c as usize) >> 6] |= 1 << ((c as u32) & 63);
        }
        assert_eq!(plain("30日 USD", &map, &bits), None);
        let wide = "逾期３０日，２，０００萬，３．５，３．x";
        let read = plain(wide, &map, &bits).expect("has listed characters");
        assert_eq!(read, "逾期30日，2,000万，3.5，3．x");
        assert_eq!(read.chars().count(), wide.chars().count());
    }

    /// `lower` is `to_lowercase`: ASCII, CJK, characters without case and with it (one that grows,
    /// "İ"; the final sigma; fullwidth capitals), and every character of the block it skips.
    #[test]
    fn lower_is_to_lowercase() {
        let pieces = [
            "A", "z", "Q", " ", "5", "中", "文", "，", "。", "　", "Σ", "σ", "ΑΣ", "İ", "ı", "Ａ",
            "ａ", "É", "é", "ǅ", "ß", "ẞ", "Ⅷ", "Ⓐ", "ꙁ", "㎏", "\u{301}", "\u{fffd}", "€", "\n",
        ];
        let mut seed = 17u64;
        for _ in 0..20000 {
            let mut text = String::new();
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
            for k in 0..(seed >> 60) {
                let r = seed.rotate_left(7 * k as u32) >> 40;
                text.push_str(pieces[r as usize % pieces.len()]);
            }
            assert_eq!(lower(&text), text.to_lowercase(), "{text:?}");
        }
        for c in '\u{3000}'..='\u{9fff}' {
            let s = format!("A{c}b");
            assert_eq!(lower(&s), s.to_lowercase(), "{c:?}");
        }
    }

    /// The obvious walks, to hold the byte-counting ones to.
    fn back_slow(s: &str, pos: usize, n: usize) -> usize {
        let mut p = pos;
        for _ in 0..n {
            if p == 0 {
                return 0;
            }
            p -= 1;
            while !s.is_char_boundary(p) {
                p -= 1;
            }
        }
        p
    }

    fn fwd_slow(s: &str, pos: usize, n: usize) -> usize {
        let mut p = pos;
        for _ in 0..n {
            if p >= s.len() {
                return s.len();
            }
            p += 1;
            while p < s.len() && !s.is_char_boundary(p) {
                p += 1;
            }
        }
        p
    }

    /// Every character boundary of ``s``, its end included.
    fn boundaries(s: &str) -> Vec<usize> {
        s.char_indices().map(|(b, _)| b).chain([s.len()]).collect()
    }

    #[test]
    fn walks_and_counts_agree_with_the_obvious_ones() {
        for s in [
            "",
            "abc def",
            "é漢a b",
            "ab 中文 cd 12",
            "x€yz€€ 😀1234567890 ok",
        ] {
            let bounds = boundaries(s);
            for &pos in &bounds {
                for n in 0..=s.len() + 2 {
                    assert_eq!(
                        back_walk(s, pos, n),
                        back_slow(s, pos, n),
                        "back {s:?} {pos} {n}"
                    );
                    assert_eq!(
                        fwd_walk(s, pos, n),
                        fwd_slow(s, pos, n),
                        "fwd {s:?} {pos} {n}"
                    );
                }
                for &hi in bounds.iter().filter(|&&h| h >= pos) {
                    for n in 0..=s.len() + 1 {
                        let count = s[pos..hi].chars().count();
                        assert_eq!(
                            at_most_chars(s, pos, hi, n),
                            count <= n,
                            "{s:?} {pos} {hi} {n}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn ascii_shortcuts_count_characters_like_the_walk() {
        let texts = [
            "",
            "abc def",
            "é漢a b",
            "ab 中文 cd 12",
            "x€yz€€ 1234567890 ok",
        ];
        for s in texts {
            let bounds = boundaries(s);
            for &pos in &bounds {
                for n in 0..=s.len() + 2 {
                    assert_eq!(
                        back(s, pos, n),
                        back_walk(s, pos, n),
                        "back {s:?} {pos} {n}"
                    );
                    assert_eq!(fwd(s, pos, n), fwd_walk(s, pos, n), "fwd {s:?} {pos} {n}");
                }
            }
        }
    }

    #[test]
    fn long_walks_count_in_steps_like_the_obvious_ones() {
        // several steps, each of which may stop inside a 2-, 3- or 4-byte character
        let s = "中文😀é ab".repeat(30);
        let bounds = boundaries(&s);
        for &pos in &bounds {
            for n in (0..=bounds.len() + 2).step_by(7) {
                assert_eq!(
                    back_walk(&s, pos, n),
                    back_slow(&s, pos, n),
                    "back {pos} {n}"
                );
                assert_eq!(fwd_walk(&s, pos, n), fwd_slow(&s, pos, n), "fwd {pos} {n}");
            }
            for &hi in bounds.iter().filter(|&&h| h >= pos).step_by(5) {
                let count = s[pos..hi].chars().count();
                for n in [count.saturating_sub(1), count, count + 1, 0, 300] {
                    assert_eq!(at_most_chars(&s, pos, hi, n), count <= n, "{pos} {hi} {n}");
                }
            }
        }
    }

    #[test]
    fn character_starts_are_counted_in_every_lane() {
        for s in [
            "",
            "a",
            "é",
            "中文😀é ab",
            &"中文😀é ab".repeat(300),
            &"é".repeat(2100),
        ] {
            for lo in 0..s.len().min(9) {
                let b = &s.as_bytes()[lo..];
                let slow = b.iter().filter(|&&x| !is_continuation(x)).count();
                assert_eq!(starts(b), slow, "{lo}");
            }
        }
    }
}
