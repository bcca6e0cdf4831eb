//! A chunk and its translation (the reference's `checks/translations.py`): the same document in two
//! scripts states the same values in the same order, so where one value of the sequence differs, it
//! is the one the translator changed.

/// The script a text is written in: Han (Chinese) or Latin; None for one that mixes them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Script {
    Han,
    Latin,
}

/// The reference's `script`: twice as many Han characters as (ASCII) Latin letters make a Chinese
/// text, ten times as many Latin letters as Han characters an English one.
pub fn script(text: &str) -> Option<Script> {
    let (mut han, mut latin) = (0usize, 0usize);
    for ch in text.chars() {
        if ch.is_ascii() {
            latin += usize::from(ch.is_ascii_alphabetic());
        } else {
            han += usize::from(('\u{4e00}'..='\u{9fff}').contains(&ch));
        }
    }
    if han > 2 * latin {
        Some(Script::Han)
    } else if han * 10 < latin {
        Some(Script::Latin)
    } else {
        None
    }
}

/// True when two scripts are known and differ: two texts that can be one another's translation.
pub fn translated(a: Option<Script>, b: Option<Script>) -> bool {
    matches!((a, b), (Some(x), Some(y)) if x != y)
}

/// The reference's `substituted`, on positions ``0..n`` of one sequence and ``0..m`` of the other
/// (``same(i, j)``: the i-th of the first states the j-th of the second's value): the pairs of
/// positions whose values take each other's place.
pub fn substituted(
    n: usize,
    m: usize,
    same: impl Fn(usize, usize) -> bool,
    shared: usize,
) -> Vec<(usize, usize)> {
    let pairs = aligned(n, m, &same);
    if pairs.len() < shared {
        return Vec::new();
    }
    let mut bounds: Vec<(isize, isize)> = Vec::with_capacity(pairs.len() + 2);
    bounds.push((-1, -1));
    bounds.extend(pairs.iter().map(|&(i, j)| (i as isize, j as isize)));
    bounds.push((n as isize, m as isize));
    let mut out = Vec::new();
    for w in bounds.windows(2) {
        let ((i0, j0), (i1, j1)) = (w[0], w[1]);
        if i1 - i0 != 2 || j1 - j0 != 2 {
            continue;
        }
        let (x, y) = ((i0 + 1) as usize, (j0 + 1) as usize);
        if (0..m).any(|j| same(x, j)) || (0..n).any(|i| same(i, y)) {
            continue;
        }
        out.push((x, y));
    }
    out
}

/// The reference's `_aligned`: index pairs of a longest common subsequence (ties: the earliest in
/// the first sequence).
fn aligned(n: usize, m: usize, same: &impl Fn(usize, usize) -> bool) -> Vec<(usize, usize)> {
    let width = m + 1;
    let mut length = vec![0usize; (n + 1) * width];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            length[i * width + j] = if same(i, j) {
                length[(i + 1) * width + j + 1] + 1
            } else {
                length[(i + 1) * width + j].max(length[i * width + j + 1])
            };
        }
    }
    let mut out = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < n && j < m {
        if same(i, j) {
            out.push((i, j));
            i += 1;
            j += 1;
        } else if length[(i + 1) * width + j] >= length[i * width + j + 1] {
            i += 1;
        } else {
            j += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_of_chinese_english_and_mixed_text() {
        assert_eq!(
            script("逾期报名（考试日前14天内）：305美元"),
            Some(Script::Han)
        );
        assert_eq!(script("late registration USD 290"), Some(Script::Latin));
        assert_eq!(script("Fee 费用 charge 收费"), None);
    }

    #[test]
    fn one_value_put_for_another_between_agreeing_values() {
        let a = [255, 14, 290, 70];
        let b = [255, 14, 305, 70, 4];
        let got = substituted(a.len(), b.len(), |i, j| a[i] == b[j], 2);
        assert_eq!(got, vec![(2, 2)]);
        // a value the other text states elsewhere was moved, not changed
        let c = [255, 14, 70, 290];
        let d = [255, 14, 290, 70];
        assert!(substituted(c.len(), d.len(), |i, j| c[i] == d[j], 2).is_empty());
    }
}
