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

/// The byte offset ``n`` characters before ``pos`` (clamped at 0).
pub fn back(s: &str, pos: usize, n: usize) -> usize {
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

/// The byte offset ``n`` characters after ``pos`` (clamped at the end).
pub fn fwd(s: &str, pos: usize, n: usize) -> usize {
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
