//! Money units declared for a table instead of written after each number (the reference's
//! `declared.py`): a heading's ("（单位：人民币万元）", "(in thousands)") for the rows after it, or a
//! row label's own ("研发投入总额（元）"), given to a row's bare value.

use crate::numbers::scale_factor;
use crate::tables::Tables;
use crate::text::back;
use crate::units::currency_code;

/// (where it ends, currency code, scale): what a heading declares for the rows after it.
pub type Declaration = (usize, String, f64);

/// Characters before a number that hold its label's unit or its separator (`_WINDOW`).
const WINDOW: usize = 32;

/// Every heading's declaration in ``text``, in order.
pub fn declarations(t: &Tables, text: &str) -> Vec<Declaration> {
    t.p.declared_header
        .iter_all(text)
        .iter()
        .map(|m| {
            let (currency, scale) = unit_of(t, m.text(text));
            (m.end(), currency, scale)
        })
        .collect()
}

/// (currency, scale) of the bare number at ``start..end`` when it is a row's value under a
/// declared unit: its label's own, else the last heading's before it. The row's label is the
/// words before it (past other cells' values: "| 员工人数 | 812 | 790"), after the last fact
/// (``since``) and the number before them, at its line or after a full stop at the latest.
pub fn declared_unit(
    t: &Tables,
    text: &str,
    start: usize,
    end: usize,
    declared: &[Declaration],
    since: usize,
) -> Option<(String, f64)> {
    t.p.declared_row_right.at(text, end)?;
    let line = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let near = line.max(back(text, start, WINDOW));
    let label = t.p.declared_label.search(text, near, start);
    if label.is_none() && declared.first().is_none_or(|d| d.0 > start) {
        return None;
    }
    let field = ['；', ';', '。']
        .iter()
        .filter_map(|&c| text[line..start].rfind(c).map(|i| line + i + c.len_utf8()))
        .fold(line.max(since.min(start)), usize::max);
    // back over other cells' values to the label's last letter, then to the number before it
    let mut back_from_label = text[field..start].char_indices().rev();
    let field = if back_from_label.any(|(_, c)| is_letter(c)) {
        back_from_label
            .find(|(_, c)| c.is_ascii_digit())
            .map_or(field, |(i, _)| field + i + 1)
    } else {
        field
    };
    if t.p.declared_not_money.found(text, field, start) {
        return None;
    }
    if let Some(label) = label {
        return Some(unit_of(t, label.text(text)));
    }
    let sep = t.p.declared_row_left.search(text, near, start)?;
    if !t.p.declared_letter.found(text, line, sep.start()) {
        return None;
    }
    // the first heading is before the value (checked above): the last one before it is its
    let last = declared.iter().take_while(|d| d.0 <= start).last()?;
    Some((last.1.clone(), last.2))
}

fn is_letter(c: char) -> bool {
    c.is_ascii_alphabetic() || ('\u{4e00}'..='\u{9fff}').contains(&c)
}

fn unit_of(t: &Tables, declaration: &str) -> (String, f64) {
    let currency = match t.p.declared_currency.search_all(declaration) {
        // "U.S.  dollars" as "U.S. dollars"
        Some(cur) => currency_code(
            t,
            &cur.text(declaration)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" "),
        ),
        None if declaration.contains('元') => "CNY".to_string(),
        None => "USD".to_string(),
    };
    let Some(scale) = t.p.declared_scale.search_all(declaration) else {
        return (currency, 1.0);
    };
    let word = scale.text(declaration).to_lowercase();
    let word = word.trim_end_matches('s');
    let factor = if word.ends_with("000") {
        1e3
    } else {
        scale_factor(t, word)
    };
    (currency, factor)
}
