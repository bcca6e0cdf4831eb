"""The native checker (``zero_layer_native``, built from ``native/``): the same extraction, conflict
and fidelity semantics as this package's Python reference, roughly two orders of magnitude faster.

The reference stays the specification. Every pattern and table the native code reads is handed over
from the reference modules here, so a word list or unit factor changes in one place only, and
``tests/unit/zero_layer/native`` holds both implementations to identical facts and verdicts.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from typing import TYPE_CHECKING, Any

from zero_layer.extract import (
    context,
    dates,
    declared,
    extractor,
    facts,
    frequency,
    lexicon,
    numbers,
    periods,
    text,
    tolerance,
    units,
)
from zero_layer.extract.facts import Fact, fact_dict, subject_label
from zero_layer.extract.periods import Period

if TYPE_CHECKING:
    from zero_layer_native import Engine

__all__ = ["NativeUnavailable", "dict_from_tuple", "engine", "fact_from_tuple", "tables"]

_BUILD_HINT = "build it with `make venv` (or `pip install ./native`; needs a Rust toolchain)"


class NativeUnavailable(ImportError):
    """The compiled ``zero_layer_native`` module is not installed in this environment."""


def _pattern(rx: re.Pattern[str]) -> tuple[str, bool]:
    return rx.pattern, bool(rx.flags & re.IGNORECASE)


def _patterns() -> dict[str, tuple[str, bool]]:
    x, c, p, d = extractor, context, periods, dates
    found: dict[str, re.Pattern[str]] = {
        "candidate": x._CANDIDATE_RE, "number_at": x._NUMBER_AT_RE, "range_sep": x._RANGE_SEP_RE,
        "change_by_left": x._CHANGE_BY_LEFT_RE, "spelled_before": x._SPELLED_BEFORE_RE,
        "index_label_left": x._INDEX_LABEL_LEFT_RE, "spaced_dash": x._SPACED_DASH_RE,
        "limits_joined": x._LIMITS_JOINED_RE, "options": x._OPTIONS_RE, "window_left": x._WINDOW_LEFT_RE,
        "between": x._BETWEEN_RE, "and_": x._AND_RE, "bp": x._BP_RE, "net": x._NET_RE, "aged": x._AGED_RE,
        "age_to": x._AGE_TO_RE, "year_old": x._YEAR_OLD_RE, "per_ml": x._PER_ML_RE, "inches": x._INCHES_RE,
        "points_worth": x._POINTS_WORTH_RE, "earn_basis_left": x._EARN_BASIS_LEFT_RE,
        "earn_per": x._EARN_PER_RE, "notes_right": x._NOTES_RIGHT_RE, "off_right": x._OFF_RIGHT_RE,
        "months_after": x._MONTHS_AFTER_RE, "minutes_after": x._MINUTES_AFTER_RE,
        "decimal_comma": x._DECIMAL_COMMA_RE, "eu_thousands": x._EU_THOUSANDS_RE,
        "space_groups": x._SPACE_GROUPS_RE, "settlement_left": x._SETTLEMENT_LEFT_RE,
        "half_year": x._HALF_YEAR_RE,
        "jiao_fen": x._JIAO_FEN_RE, "fen_li_left": x._FEN_LI_LEFT_RE, "fen_li": x._FEN_LI_RE,
        "gestation": x._GESTATION_RE, "charged_left": x._CHARGED_LEFT_RE,
        "below_zero_left": x._BELOW_ZERO_LEFT_RE,
        "ago": x._AGO_RE,
        "course": x._COURSE_RE, "course_left": x._COURSE_LEFT_RE, "unit_adjective": x._UNIT_ADJECTIVE_RE,
        "count_word": x._COUNT_WORD_RE,
        "inr_left": x._INR_LEFT_RE, "licence_points_left": x._LICENCE_POINTS_LEFT_RE,
        "bmi_left": x._BMI_LEFT_RE, "egfr_left": x._EGFR_LEFT_RE, "lens_left": x._LENS_LEFT_RE,
        "quarter_step": x._QUARTER_STEP_RE, "ratio_left": x._RATIO_LEFT_RE, "metric_left": x._METRIC_LEFT_RE,
        "ordinal_left": x._ORDINAL_LEFT_RE, "times_item": x._TIMES_ITEM_RE, "digit_ahead": x._DIGIT_AHEAD_RE,
        "times_amount": x._TIMES_AMOUNT_RE,
        "paren_base_right": x._PAREN_BASE_RIGHT_RE, "compared_base_left": x._COMPARED_BASE_LEFT_RE,
        "base_glue": x._BASE_GLUE_RE,
        "age_group_left": x._AGE_GROUP_LEFT_RE, "age_group_right": x._AGE_GROUP_RIGHT_RE,
        "data_context": x._DATA_CONTEXT_RE, "power_left": x._POWER_LEFT_RE, "and_a_half": x._AND_A_HALF_RE,
        "temp_cue": x._TEMP_CUE_RE, "temp_letter": x._TEMP_LETTER_RE,
        "electrolyte_left": x._ELECTROLYTE_LEFT_RE,
        "coupon_off_left": x._COUPON_OFF_LEFT_RE, "coupon_spend_right": x._COUPON_SPEND_RIGHT_RE,
        "per_shares_left": x._PER_SHARES_LEFT_RE, "per_shares_right": x._PER_SHARES_RIGHT_RE,
        "per_value_right": x._PER_VALUE_RIGHT_RE, "per_value_left": x._PER_VALUE_LEFT_RE,
        "metered_left": x._METERED_LEFT_RE, "metered_right": x._METERED_RIGHT_RE,
        "metered_times_left": x._METERED_TIMES_LEFT_RE,
        "sent_end": x._SENT_END_RE, "digit": x._DIGIT_RE, "next_number": x._NEXT_NUMBER_RE,
        "row_key": x._ROW_KEY_RE,
        "next_lead_in": x._NEXT_LEAD_IN_RE, "bracket_close": x._BRACKET_CLOSE_RE,
        "glued_code": x._GLUED_CODE_RE,
        "every_month_zh": x._EVERY_MONTH_ZH_RE, "monthly_day_zh": x._MONTHLY_DAY_ZH_RE,
        "monthly_day_en": x._MONTHLY_DAY_EN_RE, "every_year_zh": d._EVERY_YEAR_ZH_RE,
        "yearly_day_zh": x._YEARLY_DAY_ZH_RE,
        "comparison": x._COMPARISON_RE,
        "rate_ahead": x._RATE_AHEAD_RE,
        "tenor_word": x._TENOR_WORD_RE, "tenor_rate": x._TENOR_RATE_RE,
        "or_more": x._OR_MORE_RE,
        "daily_amount_ahead": x._DAILY_AMOUNT_AHEAD_RE, "aggregate_ahead": x._AGGREGATE_AHEAD_RE,
        "stamp_end": x._STAMP_END_RE, "list_item": x._LIST_ITEM_RE,
        "title_lines": c._TITLE_LINES_RE,
        "per_lead": c._PER_LEAD_RE, "per": c._PER_RE, "reference_next": c._REFERENCE_NEXT_RE,
        "reference_any": c._REFERENCE_ANY_RE, "spread_left": c._SPREAD_LEFT_RE,
        "bracketed_sum": c._BRACKETED_SUM_RE, "same_period": x._SAME_PERIOD_RE,
        "unit_strength": c._UNIT_STRENGTH_RE, "ended_left": c._ENDED_LEFT_RE,
        "dosing_for_left": c._DOSING_FOR_LEFT_RE, "dose_spacing_left": c._DOSE_SPACING_LEFT_RE,
        "scale": numbers.SCALE_RE, "unit": units.UNIT_RE,
        "currency_prefix": units.CURRENCY_PREFIX_RE, "period": p._PERIOD_RE,
        "period_trigger": p._PERIOD_TRIGGER_RE, "plan_number": p._PLAN_NUMBER_RE, "birth": p._BIRTH_RE,
        "event_date": p._EVENT_DATE_RE, "span_end_left": p._SPAN_END_LEFT_RE,
        "from_day_left": p._FROM_DAY_LEFT_RE,
        "span_start_right": p._SPAN_START_RIGHT_RE, "zh_day": p._ZH_DAY_RE,
        "iso_date": d._ISO_DATE_RE, "date_to_after": d._DATE_TO_AFTER_RE, "date_ahead": d._DATE_AHEAD_RE,
        "date_to_before": d._DATE_TO_BEFORE_RE, "time_ap": d._TIME_AP_RE, "time_24": d._TIME_24_RE,
        "hour_range": d.HOUR_RANGE_RE,
        "slash_date": d._SLASH_DATE_RE, "dot_date": d._DOT_DATE_RE,
        "roc_date": d._ROC_DATE_RE, "us_dollar": d._US_DOLLAR_RE, "zh_date": d._ZH_DATE_RE,
        "zh_numeral_date": d._ZH_NUMERAL_DATE_RE,
        "en_dmy": d._EN_DMY_RE,
        "en_mdy_left": d._EN_MDY_LEFT_RE, "en_mdy_right": d._EN_MDY_RIGHT_RE,
        "en_my_right": d._EN_MY_RIGHT_RE, "swift_date": d._SWIFT_DATE_RE,
        "en_dm": d._EN_DM_RE, "en_md_left": d._EN_MD_LEFT_RE, "en_md_right": d._EN_MD_RIGHT_RE,
        "zh_md": d._ZH_MD_RE, "zh_span_month_left": d._ZH_SPAN_MONTH_LEFT_RE,
        "zh_span_day": d._ZH_SPAN_DAY_RE,
        "zh_numeral_span_day": d._ZH_NUMERAL_SPAN_DAY_RE,
        "swift_field_left": d.SWIFT_FIELD_LEFT_RE,
        "frequency": frequency.FREQUENCY_RE, "word": c._WORD_RE, "zh_noise": c._ZH_NOISE_RE,
        "zh_latin": c._ZH_LATIN_RE,
        "clause_cut": c._CLAUSE_CUT_RE, "within_zh": c._WITHIN_ZH_RE, "cjk_run": c._CJK_RUN_RE,
        "en_anchor": c._EN_ANCHOR_RE,
        "zh_anchor": c._ZH_ANCHOR_RE, "en_generic_anchor": c._EN_GENERIC_ANCHOR_RE,
        "subject_then_verb": c._SUBJECT_THEN_VERB_RE, "passive_event": c._PASSIVE_EVENT_RE,
        "spread_right": c._SPREAD_RIGHT_RE,
        "within_left": c._WITHIN_LEFT_RE, "en_leading_anchor": c._EN_LEADING_ANCHOR_RE,
        "including": c._INCLUDING_RE, "except": c._EXCEPT_RE, "tax_basis": c._TAX_BASIS_RE,
        "plus_tier": c._PLUS_TIER_RE,
        "bracket_note": c._BRACKET_NOTE_RE,
        "lead_label": c._LEAD_LABEL_RE, "following_label": c._FOLLOWING_LABEL_RE,
        "zh_generic_anchor": c._ZH_GENERIC_ANCHOR_RE, "in_advance": c._IN_ADVANCE_RE,
        "approx_left": c._APPROX_LEFT_RE,
        "approx_right": c._APPROX_RIGHT_RE, "max_left": c._MAX_LEFT_RE, "min_left": c._MIN_LEFT_RE,
        "spread_over": c._SPREAD_OVER_RE,
        "party": c._PARTY_RE, "zh_base": c._ZH_BASE_RE, "en_base": c._EN_BASE_RE, "every": c._EVERY_RE,
        "apart": c._APART_RE,
        "label": c._LABEL_RE, "drug": c._DRUG_RE, "superseded_left": c._SUPERSEDED_LEFT_RE,
        "superseded_right": c._SUPERSEDED_RIGHT_RE, "was_left": c._WAS_LEFT_RE,
        "later_change": c._LATER_CHANGE_RE, "next_change": c._NEXT_CHANGE_RE, "from_left": c._FROM_LEFT_RE,
        "to_next": c._TO_NEXT_RE,
        "change_statement": c._CHANGE_STATEMENT_RE,
        "changed_to": c._CHANGED_TO_RE, "max_right": c._MAX_RIGHT_RE, "min_right": c._MIN_RIGHT_RE,
        "condition_right": c._CONDITION_RIGHT_RE,
        "up": c._UP_RE, "down": c._DOWN_RE, "level_left": c._LEVEL_LEFT_RE, "by_left": c._BY_LEFT_RE,
        "declared_header": declared.HEADER_RE, "declared_label": declared.LABEL_RE,
        "declared_currency": declared.CURRENCY_RE, "declared_scale": declared.SCALE_WORD_RE,
        "declared_row_left": declared.ROW_LEFT_RE, "declared_letter": declared.LETTER_RE,
        "declared_row_right": declared.ROW_RIGHT_RE, "declared_not_money": declared.NOT_MONEY_RE,
        "tolerance": tolerance.TOLERANCE_RE, "tolerance_stop": tolerance.TOLERANCE_STOP_RE,
        "tolerance_number": tolerance.TOLERANCE_NUMBER_RE, "signed_rate": extractor._SIGNED_RATE_RE,
    }  # fmt: skip
    return {name: _pattern(rx) for name, rx in found.items()}


def _factors() -> list[tuple[str, str, str, float, float]]:
    """pint's factor for every unit that reaches it, computed once here (the native side has no pint)."""
    reached = [*units._UNITS.values(), *units.COMPOUND_UNITS]
    specs = {
        (s.expr, s.kind) for s in reached if s.kind not in {"money", "money_minor", "discount_zhe", "count"}
    }
    return [(expr, kind, *units._factor(expr, kind)) for expr, kind in sorted(specs)]


def tables() -> dict[str, Any]:
    """Every pattern and table the native checker reads, taken from the reference modules."""
    from zero_layer.checks import conflicts, fidelity, records

    return {
        "patterns": {
            **_patterns(),
            "working_bracket": _pattern(fidelity._WORKING_BRACKET_RE),
            "result_left": _pattern(fidelity._RESULT_LEFT_RE),
        },
        "records": {
            "kinds": dict(records._KINDS),
            "kind_label": records._KIND_LABEL_RE.pattern,
            "id_at": records._ID_AT_RE.pattern,
            "date": records._DATE_RE.pattern,
            "name_label": records._NAME_LABEL_RE.pattern,
            "name_at": records._NAME_RE.pattern,
            "age_mark": records._AGE_MARK_RE.pattern,
            "aged_name": records._AGED_NAME_RE.pattern,
            "not_a_name": records._NOT_A_NAME_RE.pattern,
            "name_reach": records._NAME_REACH,
        },
        "char_map": text.character_map(),
        "en_words": {k: float(v) for k, v in extractor._EN_WORDS.items()},
        "metered": dict(extractor._METERED),
        "sold_by": set(extractor._SOLD_BY),
        "metered_scale": dict(extractor._METERED_SCALE),
        "not_a_count_word": set(extractor._NOT_A_COUNT_WORD),
        "en_scales": {k: float(v) for k, v in extractor._EN_SCALES.items()},
        "scales": dict(numbers._SCALES),
        "single_letter_scales": set(numbers.SINGLE_LETTER_SCALES),
        "currency_before_number": set(units.CURRENCY_BEFORE_A_NUMBER),
        "vulgar_fractions": dict(extractor._VULGAR_FRACTIONS),
        "fen_li": {basis + unit: factor for (basis, unit), factor in extractor._FEN_LI.items()},
        "zh_digits": {digit: float(n) for digit, n in extractor._ZH_DIGITS.items()},
        "after_trade": extractor._AFTER_TRADE,
        "video_lines": set(extractor._VIDEO_LINES),
        "course_units": dict(extractor._COURSE_UNITS),
        "units": {form: (s.kind, s.expr) for form, s in units._UNITS.items()},
        "factors": _factors(),
        "currency_codes": dict(units._CURRENCY_CODES),
        "molar_mass": dict(lexicon.MOLAR_MASS),
        "en_concepts": {k: list(v) for k, v in lexicon.EN_CONCEPTS.items()},
        "zh_concepts": {k: list(v) for k, v in lexicon.ZH_CONCEPTS.items()},
        "en_lookup": {k: list(v) for k, v in context._EN_LOOKUP.items()},
        "en_span": dict(context._EN_SPAN),
        "zh_index": dict(context._ZH_INDEX),
        "stopwords": set(lexicon.STOPWORDS),
        "en_noise": set(context._EN_NOISE),
        "zh_stop": "".join(sorted(context._ZH_STOP)),
        "zh_numeral": "".join(sorted(context._ZH_NUMERAL)),
        "zh_counted": "".join(sorted(context._ZH_COUNTED)),
        "before_words": set(context._BEFORE_WORDS),
        "label_head": dict(context._LABEL_HEAD),
        "header_chars": context._HEADER_CHARS,
        "label_ordinal": dict(context._LABEL_ORDINAL),
        "drug_zh": dict(context._DRUG_ZH),
        "event_verbs": dict(lexicon.EVENT_VERBS),
        "dose_lead_words": set(extractor._DOSE_LEAD_WORDS),
        "ordinal": dict(periods._ORDINAL),
        "tenor": dict(periods._TENOR),
        "ord_units": dict(periods._ORD_UNITS),
        "month_num": dict(periods._MONTH_NUM),
        "quarters": dict(periods._QUARTERS),
        "rel": dict(periods._REL),
        "months": dict(dates._MONTHS),
        "freq_word": dict(frequency._WORD),
        "freq_abbr": dict(frequency._ABBR),
        "exclusive_classes": sorted(lexicon.EXCLUSIVE_CLASSES),
        "event_concepts": sorted(lexicon._RAW["event"]),
        "item_classes": sorted(facts._ITEM_CLASSES),
        "asymmetric_classes": sorted(lexicon.ASYMMETRIC_CLASSES),
        "own_topic_classes": sorted(extractor._OWN_TOPIC_CLASSES),
        "modifier_classes": sorted(lexicon.MODIFIER_CLASSES),
        "broad_classes": sorted(conflicts.BROAD_CLASSES),
        "generic_subjects": sorted(conflicts.GENERIC_SUBJECTS),
        "sole_generic_subjects": sorted(conflicts.SOLE_GENERIC_SUBJECTS),
        "sum_words": sorted(conflicts.SUM_WORDS),
        "metrics": list(extractor._METRICS),
        "qualified_match": conflicts.QUALIFIED_MATCH,
        "match_threshold": conflicts.MATCH_THRESHOLD,
        "sole_match": conflicts.SOLE_MATCH,
        "slip_min_digits": conflicts.SLIP_MIN_DIGITS,
        "agree_margin": conflicts.AGREE_MARGIN,
        "agree_threshold": conflicts.AGREE_THRESHOLD,
        "sole_max_ratio": conflicts.SOLE_MAX_RATIO,
        "periods_a_year": [float(n) for n in conflicts._PERIODS_A_YEAR],
        "per_period": {c: float(n) for c, n in conflicts._PER_PERIOD.items()},
        "alike_match": conflicts.ALIKE_MATCH,
        "sums_and_counts": sorted(conflicts._SUMS_AND_COUNTS),
        "answer_match_threshold": fidelity.ANSWER_MATCH_THRESHOLD,
        "rival_match": fidelity.RIVAL_MATCH,
        "corroborated_rival_match": fidelity.CORROBORATED_RIVAL_MATCH,
        "strict_sole": conflicts._STRICT_SOLE,
        "max_facts": extractor.MAX_FACTS_PER_CHUNK,
    }


@functools.cache
def engine() -> Engine:
    """The process-wide native engine (built once: compiling the patterns takes ~0.1 s)."""
    try:
        import zero_layer_native
    except ImportError as exc:
        raise NativeUnavailable(f"zero-layer's native checker is not installed: {_BUILD_HINT}") from exc
    numbers.parse_chinese("三十")  # imports cn2an now (~1 s), not during the first request
    return zero_layer_native.Engine(tables(), numbers.parse_chinese)


_PERIODS: dict[tuple[int | None, str | None, int | None], Period] = {}
_LABELS: dict[tuple[int | None, str | None, int | None], str | None] = {}
_PERIODS_MAX = 4096

# Facts are rebuilt by setting their slots directly: the frozen dataclass's __init__ goes through
# object.__setattr__ once per field, and a check rebuilds every fact its result names (~70 for a
# 5-chunk request). The field names below are in the order of the values in ``fact_from_tuple``;
# fields not set by __init__ get their defaults. If the class changes shape (another field, a
# __post_init__, no slots), the plain constructor is used instead.
_ORDER = (
    "kind", "dimension", "value", "high", "unit", "text", "start", "end", "chunk_id", "concepts", "tokens",
    "anchor", "period", "approx", "bound", "direction", "precision", "notation", "analyte", "qualifiers",
    "tolerance",
)  # fmt: skip


def _slot_setters() -> tuple[tuple[Any, ...], tuple[tuple[Any, Any], ...]] | None:
    fields = dataclasses.fields(Fact)
    init = tuple(f.name for f in fields if f.init)
    rest = [f for f in fields if not f.init]
    if (
        sorted(init) != sorted(_ORDER)
        or hasattr(Fact, "__post_init__")
        or "__slots__" not in Fact.__dict__
        or any(f.default is dataclasses.MISSING for f in rest)
    ):
        return None
    setters = tuple(Fact.__dict__[name].__set__ for name in _ORDER)
    return setters, tuple((Fact.__dict__[f.name].__set__, f.default) for f in rest)


_SETTERS = _slot_setters()


def _period(year: int | None, sub: str | None, rel: int | None) -> Period:
    """Periods are immutable and few: one object per value."""
    key = (year, sub, rel)
    period = _PERIODS.get(key)
    if period is None:
        if len(_PERIODS) >= _PERIODS_MAX:
            _PERIODS.clear()
        period = _PERIODS[key] = Period(year, sub, rel)
    return period


def native_facts(text: str, chunk_id: str = "0", limit: int | None = None) -> list[Fact]:
    """The native engine's facts of one text as the reference's :class:`Fact` objects (what
    ``extract_facts`` returns), at most ``limit`` of them (default: ``MAX_FACTS_PER_CHUNK``)."""
    rows = engine().extract(text, chunk_id, extractor.MAX_FACTS_PER_CHUNK if limit is None else limit)
    return [fact_from_tuple(r) for r in rows]


def fact_from_tuple(row: Any) -> Fact:
    """Rebuild the reference's :class:`Fact` from the native engine's tuple."""
    (kind, dimension, value, high, unit, text), (start, end, chunk_id), about, rest = row
    concepts, tokens, anchor, (year, sub, rel), approx, bound = about
    direction, precision, notation, analyte, qualifiers, tolerance = rest
    values = (
        kind, dimension, value, high, unit, text, start, end, chunk_id, frozenset(concepts),
        frozenset(tokens), anchor, _period(year, sub, rel), approx, bound, direction, precision, notation,
        analyte, frozenset(qualifiers), tolerance,
    )  # fmt: skip
    if _SETTERS is None:
        return Fact(**dict(zip(_ORDER, values, strict=True)))
    setters, defaults = _SETTERS
    fact = object.__new__(Fact)
    for set_slot, v in zip(setters, values, strict=True):
        set_slot(fact, v)
    for set_slot, v in defaults:
        set_slot(fact, v)
    return fact


def _period_label(year: int | None, sub: str | None, rel: int | None) -> str | None:
    """``Period.label``, kept per value like the periods themselves."""
    key = (year, sub, rel)
    if key not in _LABELS:
        if len(_LABELS) >= _PERIODS_MAX:
            _LABELS.clear()
        _LABELS[key] = _period(year, sub, rel).label()
    return _LABELS[key]


def dict_from_tuple(row: Any) -> dict[str, Any]:
    """``fact_from_tuple(row).to_dict()`` without building the fact: a served check reports facts and
    never compares them."""
    (kind, dimension, value, high, unit, text), (start, end, chunk_id), about, rest = row
    concepts, tokens, anchor, (year, sub, rel), approx, bound = about
    _direction, _precision, _notation, _analyte, _qualifiers, tolerance = rest
    subject = subject_label(set(concepts), set(tokens), dimension)
    period = _period_label(year, sub, rel)
    return fact_dict(
        chunk_id, text, (start, end), kind, (value, high), unit, dimension, subject, anchor, period, approx,
        bound, tolerance,
    )  # fmt: skip
