//! A table cell's period from its column's header (the reference's `columns.py`): in
//! "| 项目 | 2025年 | 2024年 |" over "| 营业收入 | 95,310.42 | 89,811.20 |" the first value is 2025's
//! and the second 2024's, though "2024年" is the last period written before both.

use crate::fact::Period;
use crate::periods::{period_in, Span};
use crate::tables::Tables;

const SEPARATORS: [char; 2] = ['|', '\t'];
/// A header further up than this belongs to another table, or to none.
const MAX_ROWS_UP: usize = 12;

/// The period of the header of the column holding the value at ``start`` (empty when the value is
/// no table cell, or its column names none).
pub fn column_period(t: &Tables, text: &str, spans: &[Span], start: usize) -> Period {
    let line = text[..start].rfind('\n').map_or(0, |i| i + 1);
    for sep in SEPARATORS {
        let column = text[line..start].matches(sep).count();
        if column == 0 {
            continue;
        }
        let mut end = line; // one past the line break that ends the row above
        for _ in 0..MAX_ROWS_UP {
            let Some(row_end) = end.checked_sub(1) else {
                break;
            };
            let above = text[..row_end].rfind('\n').map_or(0, |i| i + 1);
            let Some((lo, hi)) = cell(text, above, row_end, sep, column) else {
                break; // the table ends (or the row above has fewer columns)
            };
            let period = period_in(t, spans, lo, hi, false, (0, 0));
            if !period.is_empty() {
                return period;
            }
            end = above;
        }
        return Period::default();
    }
    Period::default()
}

/// [start, end) of the cell after the ``column``-th ``sep`` of the line ``text[lo..hi]``.
fn cell(text: &str, lo: usize, hi: usize, sep: char, column: usize) -> Option<(usize, usize)> {
    let row = &text[lo..hi];
    let (at, _) = row.match_indices(sep).nth(column - 1)?;
    let from = at + sep.len_utf8();
    let to = row[from..].find(sep).map_or(row.len(), |i| from + i);
    Some((lo + from, lo + to))
}
