//! Character-window helpers: the reference slices by characters (`left[-90:]`, `start - 80`), the
//! native code keeps byte offsets, so every window is measured here in characters.

/// The last ``n`` characters of ``s`` (`s[-n:]`).
pub fn tail(s: &str, n: usize) -> &str {
    &s[back(s, s.len(), n)..]
}

/// The first ``n`` characters of ``s`` (`s[:n]`).
pub fn head(s: &str, n: usize) -> &str {
    &s[..fwd(s, 0, n)]
}

/// The byte offset ``n`` characters before ``pos`` (clamped at 0). Every fact measures several
/// windows of up to 300 characters: over ASCII bytes (one character each) the walk is skipped.
pub fn back(s: &str, pos: usize, n: usize) -> usize {
    let lo = pos.saturating_sub(n);
    if pos <= s.len() && s.as_bytes()[lo..pos].is_ascii() {
        return lo;
    }
    back_walk(s, pos, n)
}

/// `back` one character at a time.
fn back_walk(s: &str, pos: usize, n: usize) -> usize {
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

/// The byte offset ``n`` characters after ``pos`` (clamped at the end); like `back`, ASCII bytes
/// are counted without walking.
pub fn fwd(s: &str, pos: usize, n: usize) -> usize {
    let hi = pos.saturating_add(n).min(s.len());
    if pos <= hi && s.as_bytes()[pos..hi].is_ascii() {
        return hi;
    }
    fwd_walk(s, pos, n)
}

/// `fwd` one character at a time.
fn fwd_walk(s: &str, pos: usize, n: usize) -> usize {
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

/// The character just before ``pos`` (`text[pos-1:pos]`), if any.
pub fn prev_char(s: &str, pos: usize) -> Option<char> {
    s[..pos].chars().next_back()
}

/// Python's `str.lower()` (full Unicode lower-casing).
pub fn lower(s: &str) -> String {
    s.to_lowercase()
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

#[cfg(test)]
mod tests {
    use super::*;

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
            let bounds: Vec<usize> = s.char_indices().map(|(b, _)| b).chain([s.len()]).collect();
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
}
