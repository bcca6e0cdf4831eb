//! Unit surfaces → specs, and normalisation to one canonical unit per dimension (the reference's
//! `units.py`; pint's factors arrive precomputed in the tables).

use crate::tables::Tables;

#[derive(Clone, Debug, PartialEq)]
pub struct UnitSpec {
    pub kind: String,
    pub expr: String,
}

impl UnitSpec {
    pub fn new(kind: &str, expr: &str) -> UnitSpec {
        UnitSpec {
            kind: kind.to_string(),
            expr: expr.to_string(),
        }
    }
}

/// The reference's `unit_at`: the unit pattern at ``pos``, unless it is a currency that a number
/// follows ("Adult (28-59) €335": the euros are the 335's, not the unit of the range before them).
pub fn unit_at<'s>(t: &'s Tables, text: &str, pos: usize) -> Option<crate::pats::M<'s>> {
    let m = t.p.unit.at(text, pos)?;
    let mut rest = text[m.end()..].chars();
    let number_next = match rest.next() {
        Some(c) if c.is_ascii_digit() => true,
        Some(c) if c.is_whitespace() || ('\u{1C}'..='\u{1F}').contains(&c) => {
            rest.next().is_some_and(|d| d.is_ascii_digit())
        }
        _ => false,
    };
    // the cheap test first: a unit is rarely followed by a number, and normalising allocates
    if number_next && t.currency_before_number.contains(&normalised(m.text(text))) {
        return None;
    }
    Some(m)
}

pub fn lookup_unit(t: &Tables, surface: &str) -> Option<UnitSpec> {
    let key = normalised(surface);
    t.units.get(&key).map(|(k, e)| UnitSpec::new(k, e))
}

/// A matched unit surface as the unit table keys it (the reference's `_normalised`).
fn normalised(surface: &str) -> String {
    let low = crate::text::lower(surface);
    let trimmed = low.trim_start_matches([')', '）', '-', ' ', '\t']);
    let space = |c: char| c.is_whitespace() || ('\u{1C}'..='\u{1F}').contains(&c); // Python's str.split()
    trimmed
        .split(space)
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn currency_code(t: &Tables, prefix: &str) -> String {
    t.currency_codes
        .get(&prefix.to_lowercase())
        .cloned()
        .unwrap_or_else(|| prefix.to_uppercase())
}

const MASS_CONC: &str = "[mass] / [length] ** 3";
const MOLAR_CONC: &str = "[substance] / [length] ** 3";

/// (dimension, canonical value, canonical unit label).
pub fn canonical_value(
    t: &Tables,
    value: f64,
    spec: &UnitSpec,
    analyte: Option<&str>,
) -> (String, f64, String) {
    match spec.kind.as_str() {
        "money" => return (format!("money:{}", spec.expr), value, spec.expr.clone()),
        "discount_zhe" => {
            let v = if value < 10.0 { value * 10.0 } else { value };
            return ("percent".into(), 100.0 - v, "percent".into());
        }
        "count" => return (format!("count:{}", spec.expr), value, spec.expr.clone()),
        _ => {}
    }
    let Some((dimension, factor, offset)) = t.factors.get(&(spec.expr.clone(), spec.kind.clone()))
    else {
        return (format!("unknown:{}", spec.expr), value, "base".into());
    };
    let canonical = match spec.kind.as_str() {
        "duration" | "business_days" => Some("day"),
        "percent" => Some("percent"),
        _ => None,
    };
    if let Some(unit) = canonical {
        return (dimension.clone(), value * factor + offset, unit.into());
    }
    if let Some(a) = analyte {
        if dimension == MASS_CONC {
            if let Some(mm) = t.molar_mass.get(a) {
                let grams_per_litre = value * factor;
                return (
                    MOLAR_CONC.into(),
                    grams_per_litre / mm * 1000.0,
                    "mmol/L".into(),
                );
            }
        }
    }
    if dimension == MOLAR_CONC {
        return (dimension.clone(), value * factor, "mmol/L".into());
    }
    (dimension.clone(), value * factor + offset, "base".into())
}
