"""Conflicts between facts: when two facts talk about the same thing, and when their values clash.

Precision matters as much as recall, so a pair is compared only with a confident subject match:
no clash in period, anchor, bound or any exclusive concept class (event, party, analyte, …), plus
positive evidence (a shared subject concept, or most of the subject words in common). Values agree
when they are equal in canonical units, allowing the rounding a unit conversion or a scale word
implies ("500 mg/dL" vs "27.8 mmol/L"; "$2.5 million") and ±10% for an approximate value ("about 5%").
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from zero_layer.checks.translations import substituted, translated
from zero_layer.extract import Fact
from zero_layer.extract.extractor import OFF
from zero_layer.extract.facts import YEARLESS, YEARLESS_YEAR
from zero_layer.extract.lexicon import ASYMMETRIC_CLASSES, EXCLUSIVE_CLASSES, MODIFIER_CLASSES

__all__ = [
    "TENTH_SHARES",
    "Conflict",
    "amount_times_count",
    "clash",
    "comparable_dimension",
    "complementary",
    "conflict_dict",
    "conflict_score",
    "digits",
    "dimension_family",
    "find_conflicts",
    "indistinct",
    "one_digit_slip",
    "per_weight",
    "point_value",
    "slipped",
    "subject_match",
    "translation_slips",
    "values_agree",
]

MATCH_THRESHOLD = 0.5
SOLE_MATCH = 0.3
BAND_MATCH = 0.55
# An agreeing value only excuses a clash when it matches the subject nearly as well: "首付款 30%"
# against "首付款 40% … 阶段款 30%" clashes with the down payment, whatever the stage payment says.
AGREE_MARGIN = 0.1
# the same point value in the other chunk agrees on fewer shared words than a clash needs ("拣灰炉火化每具
# 1,200元" in a price list's "选择性服务：拣灰炉（高档炉）火化每具1,200元"): a clash must name its subject
# well, an agreeing value only recognisably
AGREE_THRESHOLD = 0.3
# Two lone values this many times apart are rarely one quantity ("12 years' experience" and a
# "one-year" term), unless by a power of ten, the mark of a slipped decimal ($500,000 vs $5,000,000).
SOLE_MAX_RATIO = 5.0
# A match this sure (the same subject, in mostly the same words on both sides) holds two amounts
# together however far apart they are: "Deductible: $500" and "Deductible: $3,000" disagree, as do
# "annual fee $100" in a card's benefits and "annual fee $600" in its fee schedule (_amounts_apart).
ALIKE_MATCH = 0.9
_STRICT_SOLE = False
# A concept one value names and the other's sentence qualifies it with: weaker than both naming it.
QUALIFIED_MATCH = 0.5
# Concept classes a whole passage shares, too broad to tie two values together on their own.
BROAD_CLASSES = frozenset({"product", "party", "event", "occurrence", "tier"})
# Significant digits each value of a slipped pair needs (see _one_slip_apart).
SLIP_MIN_DIGITS = 3
# Transposed digits are evidence enough of one quantity when nothing tells the two values apart.
TRANSPOSED_MATCH = 0.55
# How many words of one value's subject the other's must all contain (``_named_within``); pairs of CJK
# characters count only from four: three may be one short word
NAMED_WITHIN_KEYS = 3
NAMED_WITHIN_CJK_KEYS = 4
# Two are enough ("89元" / "98元", "12 GB" / "21 GB"): the value must still be the only one of its
# dimension in each chunk, or each other's best clash, and nothing may tell the two apart.
TRANSPOSED_MIN_DIGITS = 2
# Two durations this many times apart are rarely one quantity ("高血压病史8年" and "2周后复诊"), unless
# they are the same number in other units ("2 hours" for "2 days"), the mark of a slipped unit.
DURATION_MAX_RATIO = 20.0
_DURATION_KINDS = frozenset({"duration", "business_days"})
_SUMS_AND_COUNTS = frozenset({"money", "amount", "count"})  # dimensions by their part before ":"
_DURATION_UNITS = (1 / 1440, 1 / 24, 1.0, 7.0, 30.4375, 365.25)  # minute, hour, day, week, month, year
UNIT_SLIP = 2  # how many units apart one number written in two units may be a slip (see _apart)
MASS_MAX_RATIO = 1000.0
_MASS = "[mass]"
# one step of units (mcg for mg, mg for g, g for kg): exactly a thousand times, float rounding aside
_MASS_STEP = (1.0, 1000.0)
_ASYMMETRIC = frozenset(ASYMMETRIC_CLASSES)
_SUBJECT_CLASSES = ("subject", "analyte")
_PREVIOUS = ("reference", "previous")  # a value an explicit change replaced (see extract.context)
SUM_TOTAL = ("sum", "sum_total")  # a value named a total ("合计", "in total"; see _total_of)


@dataclass(frozen=True, slots=True)
class Conflict:
    """Two facts about the same subject with incompatible values."""

    kind: str  # "value_mismatch" (between chunks) | "answer_contradiction"
    left: Fact
    right: Fact
    score: float

    @property
    def subject(self) -> str:
        return self.left.subject if self.left.subject != self.left.dimension else self.right.subject

    def message(self) -> str:
        left, right = self.left, self.right
        return _message(self.kind, self.subject, left.chunk_id, left.text, right.chunk_id, right.text)

    def to_dict(self) -> dict[str, Any]:
        return conflict_dict(self.kind, self.left.to_dict(), self.right.to_dict(), self.score)


def conflict_dict(kind: str, left: dict[str, Any], right: dict[str, Any], score: float) -> dict[str, Any]:
    """``Conflict.to_dict`` from its two facts' dicts: one definition of the reported form for built
    conflicts and for the native engine's, which are reported from its rows without building them."""
    subject = left["subject"] if left["subject"] != left["dimension"] else right["subject"]
    (left_start, left_end), (right_start, right_end) = left["span"], right["span"]
    return {
        "kind": kind,
        "subject": subject,
        "conflict_score": round(score, 4),
        "chunks": [left["chunk_id"], right["chunk_id"]],
        "spans": [
            {"chunk_id": left["chunk_id"], "start": left_start, "end": left_end, "text": left["text"]},
            {"chunk_id": right["chunk_id"], "start": right_start, "end": right_end, "text": right["text"]},
        ],
        "facts": [left, right],
        "message": _message(kind, subject, left["chunk_id"], left["text"], right["chunk_id"], right["text"]),
    }


def _message(
    kind: str, subject: str, left_chunk: str, left_text: str, right_chunk: str, right_text: str
) -> str:
    """What a conflict says, from its subject and each side's chunk id and text."""
    where = "the answer" if kind == "answer_contradiction" else f"chunk {left_chunk}"
    return f"{subject}: {where} says {left_text!r}, chunk {right_chunk} says {right_text!r}"


def comparable_dimension(a: Fact, b: Fact) -> bool:
    if a.dimension == "date:month":
        return False  # "in January 2026" marks when, rarely what: never compared
    if a.dimension == b.dimension:
        return True
    pair = {a.dimension, b.dimension}
    if pair == {"duration", "business_days"}:
        return True
    if (b.dimension in _DOLLARS and _bare_dollar(a)) or (a.dimension in _DOLLARS and _bare_dollar(b)):
        return True
    return "amount" in pair and any(d.startswith("money:") for d in pair)


# Currencies written "$" where they are spent: a bare "$" is any of them, not only the US dollar's
_DOLLARS = frozenset({"money:AUD", "money:CAD", "money:NZD", "money:SGD", "money:HKD", "money:TWD"})


def _bare_dollar(f: Fact) -> bool:
    """A sum written with a bare "$" ("$34.80/t") or in bare cents ("totalling 35.0 cents per unit"
    after "8.75 Singapore cents"), which names no country's dollar."""
    if f.dimension != "money:USD":
        return False
    text = f.text.lstrip("-−+ ")
    return text.startswith("$") or (text.endswith(("cents", "cent", "¢")) and "us" not in text.lower())


def subjects(f: Fact) -> frozenset[str]:
    """The subject concepts ``f`` names (rent, notice, deductible, …)."""
    return frozenset(c for cls, c in f.concepts if cls in _SUBJECT_CLASSES)


def subject_match(a: Fact, b: Fact, threshold: float = MATCH_THRESHOLD) -> float:
    """Confidence in [0, 1] that ``a`` and ``b`` state the same quantity (0 = different subjects)."""
    if not a.period.compatible(b.period) or _magnitudes_far_apart(a, b):
        return 0.0
    if _anchors_differ(a, b):
        return 0.0
    if _bounds_differ(a, b):
        return 0.0
    if clash(a, b):
        return 0.0
    keys_a, keys_b = a.keys, b.keys
    dice = 2 * len(keys_a & keys_b) / (len(keys_a) + len(keys_b)) if keys_a and keys_b else 0.0
    if subjects(a) & subjects(b):
        return 0.7 + 0.3 * dice
    if a.anchor and a.anchor == b.anchor:
        return max(0.6, dice)
    if any(cls not in MODIFIER_CLASSES for cls, _c in a.concepts & b.concepts):
        return 0.55 + 0.3 * dice
    if _same_listed_item(a, b):
        return 0.55
    if _named_where_the_other_is_qualified(a, b) or _named_where_the_other_is_qualified(b, a):
        return QUALIFIED_MATCH + 0.3 * dice
    if dice >= threshold:
        return dice
    if _named_within(a, b) or _named_within(b, a) or _named_by_modifiers(a, b):
        return threshold
    if _transposed(a, b):
        return TRANSPOSED_MATCH
    # the same stated band ("HKD 25,000 to HKD 99,999.99: 11.25%" / "25,000港元至99,999.99港元之间的，年利率
    # 为11.75%"): a condition that specific names the row both values are in
    return BAND_MATCH if a.concepts_of("band") & b.concepts_of("band") else 0.0


def _named_within(a: Fact, b: Fact) -> bool:
    """Every one of ``a``'s keys, at least ``NAMED_WITHIN_KEYS`` words, is among ``b``'s: the same
    quantity named alike ("Final planting date: 31 May 2025" and "for 2025 corn in Harlan County,
    the final planting date is 30 June"), whose sentence in the other chunk says more. Words, not
    pairs of CJK characters, unless four or more: three may be one short word. Against a sum that names no
    subject, not the word that only says a sum is one ("monthly recurring charge USD 150 per
    cross-connect", a "fee", and an invoice's "Fibre cross-connect, monthly recurring, USD 175")."""
    keys = a.keys
    if a.kind == b.kind == "money" and not subjects(b):
        keys = keys - SUM_WORDS
    least = NAMED_WITHIN_KEYS if all(t.isascii() for t in a.tokens) else NAMED_WITHIN_CJK_KEYS
    return len(keys) >= least and keys <= b.keys


# the subjects that name a sum as a sum, and nothing it is for
SUM_WORDS = frozenset({"fee", "price", "cost", "charge"})


def _named_by_modifiers(a: Fact, b: Fact) -> bool:
    """Neither names a subject, and both name the same limit of the same period: "Annual maximum:
    $1,000" and "Annual maximum benefit: $1,500 per covered person per calendar year". The limit and
    its period together name the quantity that neither names alone."""
    if subjects(a) or subjects(b):
        return False
    return {cls for cls, _c in a.concepts & b.concepts} >= _PERIOD_LIMIT


_PERIOD_LIMIT = frozenset({"limit_kind", "rate_basis"})


def _named_where_the_other_is_qualified(a: Fact, b: Fact) -> bool:
    """``a`` names a specific concept next to it that ``b``'s sentence names further back
    ("维持期：每4周注射1次" and "维持期用药4号瓶1.0 mL，每6周注射一次"): the same regimen, service or
    benefit. Not the broad classes a whole passage shares (a product, a party, an event, a tier)."""
    shared = a.concepts & b.qualifiers
    return any(cls not in MODIFIER_CLASSES and cls not in BROAD_CLASSES for cls, _c in shared)


def _transposed(a: Fact, b: Fact) -> bool:
    """The same digits in another order ("$4,820" / "$4,280.00", "12,860.40元" / "12,680.40元", "89元" /
    "98元"), at least ``TRANSPOSED_MIN_DIGITS`` of them: a slip of the pen that two unrelated values
    rarely share."""
    if a.kind != b.kind or not point_value(a) or not point_value(b):
        return False
    x, y = digits(a.value), digits(b.value)
    return len(x) >= TRANSPOSED_MIN_DIGITS and x != y and sorted(x) == sorted(y)


def point_value(f: Fact) -> bool:
    """A single value (no range) that is no date or time: what digits can be misread or miscopied in."""
    return f.kind not in _WHEN and f.high is None


# asked for both values of most pairs (the native engine keeps the digits per fact)
@functools.lru_cache(maxsize=4096)
def digits(value: float) -> str:
    """The significant digits of ``value`` to two decimals: 12860.4 -> "128604", 1200000 -> "1200000"."""
    return f"{abs(value):.2f}".rstrip("0").rstrip(".").replace(".", "").lstrip("0")


def _magnitudes_far_apart(a: Fact, b: Fact) -> bool:
    """Two single durations more than ``DURATION_MAX_RATIO`` times apart, and not one number in two
    units (a range, at its nearest end: ``_range_apart``); or two masses more than ``MASS_MAX_RATIO``
    (a body weight and a dose: "体重超过40 kg" and "每次0.5 g"), unless one step of units apart (5 mg
    against 5 g): one number a million times apart is a dose per kilogram and a weight ("80 kg" and
    "80 mg"), no slip."""
    if not {a.kind, b.kind} - _DURATION_KINDS:
        if a.high is not None or b.high is not None:
            return _range_apart(a, b)
        return _apart(abs(a.value), abs(b.value), DURATION_MAX_RATIO, _DURATION_UNITS)
    if a.high is not None or b.high is not None:
        return False
    if a.dimension == b.dimension == _MASS:
        return _apart(abs(a.value), abs(b.value), MASS_MAX_RATIO, _MASS_STEP)
    return False


def _range_apart(a: Fact, b: Fact) -> bool:
    """Two durations, one or both a range, more than ``DURATION_MAX_RATIO`` times apart at their
    nearest ends: a review of "1至2个工作日" is no slip of a one-year term ("顺延一年")."""
    lower, upper = sorted((a, b), key=lambda f: f.value)
    top = lower.high if lower.high is not None else lower.value
    return top > 0.0 and upper.value / top > DURATION_MAX_RATIO


def _amounts_apart(a: Fact, b: Fact) -> bool:
    """Two single sums of money or counts more than ``SOLE_MAX_RATIO`` times apart, and not by a
    power of ten: two sources that state one amount differ by a slipped digit or a few percent, while
    a unit price and a total, a monthly and a whole-term charge, a per-person and a per-family limit
    are different amounts, however alike their wording ("GBP 24.99 a month" and "GBP 899.64" for the
    term); unless both are worded alike (``ALIKE_MATCH``). Only between sources: an answer that puts
    a value from elsewhere in a fact's place took the wrong number, however far apart the two are."""
    return a.high is None and b.high is None and _sum_or_count(a) and _sum_or_count(b) and _far_apart(a, b)


def _sum_or_count(f: Fact) -> bool:
    return f.dimension.partition(":")[0] in _SUMS_AND_COUNTS


def _apart(x: float, y: float, max_ratio: float, units: tuple[float, ...]) -> bool:
    """More than ``max_ratio`` times apart, and not one number in two units at most ``UNIT_SLIP``
    steps apart in ``units`` (smallest first): a pen slips from hours to days or from days to months,
    not from minutes to weeks ("含服1分钟" and "漏服超过一周")."""
    if min(x, y) <= 0.0 or max(x, y) / min(x, y) <= max_ratio:
        return False
    return not any(
        math.isclose(x / u, y / v, rel_tol=1e-6)
        for i, u in enumerate(units)
        for v in units[max(0, i - UNIT_SLIP) : i + UNIT_SLIP + 1]
    )


def _same_listed_item(a: Fact, b: Fact) -> bool:
    """Two values, at most one of which names a subject, of the same product and the same specific
    period ("一年1.65%" and "1-year 1.60%" in two deposit-rate lists): the period labels the item."""
    if (subjects(a) and subjects(b)) or a.period.sub is None or a.period.sub != b.period.sub:
        return False
    shared = a.qualifiers & b.qualifiers
    return any(cls not in MODIFIER_CLASSES and cls != "party" for cls, _c in shared)


def _bounds_differ(a: Fact, b: Fact) -> bool:
    """Both are limits of different kinds; or one is an interval ("every 8 hours"), which never
    compares with a duration."""
    return bool(a.bound and b.bound and a.bound != b.bound) or (a.bound == "every") != (b.bound == "every")


def _anchors_differ(a: Fact, b: Fact) -> bool:
    """Both count from an event and not the same one; but two events each side names ("within 30 days
    of receipt" of an invoice, "收到发票之日起45日内") are one event read two ways, and so is an event
    read from wording and a named one that the worded side's sentence names before its value."""
    x, y = a.anchor, b.anchor
    if not x or not y or x == y or _cross_language_generic(x, y):
        return False
    (dx, _, ex), (dy, _, ey) = x.partition(":"), y.partition(":")
    if dx != dy:
        return True
    wx, wy = "~" in x, "~" in y
    if wx and wy:
        return True
    if wx or wy:
        # one read from wording ("搬出并交还全部钥匙后15天内" counts from the keys), the other named
        # (move-out): one event when the worded side's sentence names it before the value (after it,
        # it is what is done by then: "接到通知书之日起30日内…签订合同")
        worded, event = (b, ex) if wy else (a, ey)
        return ("event", event) not in worded.qualifiers
    return not (_names_event(a, ey) and _names_event(b, ex))


def _names_event(f: Fact, event: str) -> bool:
    """``f``'s sentence names ``event``; an invoice's receipt also when it names a receipt and an invoice
    apart ("收到乙方开具的合法有效发票之日起30日内" for "within 30 days of receipt of the invoice")."""
    named = f.index.get("event", frozenset())
    return event in named or (event == "invoice_receipt" and {"invoice", "receipt"} <= named)


def _cross_language_generic(x: str, y: str) -> bool:
    """Two wording-derived anchors in different scripts ("from:~policy", "after:~生效") say nothing."""
    return ":~" in x and ":~" in y and x.isascii() != y.isascii()


def clash(a: Fact, b: Fact, *, skip_subject: bool = False) -> bool:
    """True when the two facts positively differ in an exclusive concept class (party, event, ...).

    ``skip_subject`` ignores differently named subjects: an answer restating a source value in other
    words ("waived above $1,500" for "minimum balance of $1,500") is still supported by it.
    """
    if (
        _is_change(a) != _is_change(b)
        or _growth_and_level(a, b)
        or _per_time_and_per_item(a, b)
        or _window_and_instant(a, b)
    ):
        return True
    ia, ib = a.index, b.index
    if a.kind == b.kind == "date" and a.concepts_of("event") & b.concepts_of("event"):
        # two dates of one event ("the redemption date of 1 June 2025 at a price of 100%", "redeemed on
        # 1 July 2025 at par plus accrued interest"): what the sentence says next is not their subject
        skip_subject = True
    if ia and ib:
        for cls in ia.keys() & ib.keys():
            if cls in EXCLUSIVE_CLASSES and not (skip_subject and cls == "subject") and not ia[cls] & ib[cls]:
                if cls == "subject" and _named_generically(a, b, ia[cls], ib[cls]):
                    continue
                return True
    elif not ia.keys() & _ASYMMETRIC and not ib.keys() & _ASYMMETRIC:
        return False
    return any(_marks(a, b, cls) != _marks(b, a, cls) for cls in ASYMMETRIC_CLASSES)


# subjects any sum may be named by: a rent's "合同价", a fee's "单价", a transfer's "cost"
GENERIC_SUBJECTS = frozenset({"price", "cost"})
# ... and one that names any sum when it is the only subject its sum names: "48 monthly payments of
# £85.20" are the plan's instalments, but "支付加盟费¥150,000" is still a franchise fee, no deposit
SOLE_GENERIC_SUBJECTS = frozenset({"payment"})


def _named_generically(a: Fact, b: Fact, x: frozenset[str], y: frozenset[str]) -> bool:
    """Two sums, one of them named a "price" or "cost" among its subjects, or a "payment" and nothing
    else: that names no other thing than the rent or fee the other names ("租金按每平方米每天1.2元" and
    "合同价是每平方米每天1.5元"). So for two rates, where the price is the rate's ("priced at a fixed
    7.52% a year"), not a change of a price ("the Contract Price shall escalate by 2.0%")."""
    if a.kind != b.kind or not (_generic(x) or _generic(y)) or ("remainder" in x) != ("remainder" in y):
        return False  # (what is left to pay is a part: "余款12.6万元" is no price of ¥180,000)
    return a.kind == "money" or (a.kind == "percent" and a.direction == b.direction == 0)


def _generic(named: frozenset[str]) -> bool:
    return bool(named & GENERIC_SUBJECTS) or bool(named and named <= SOLE_GENERIC_SUBJECTS)


def _window_and_instant(a: Fact, b: Fact) -> bool:
    """A band of the day ("After-hours (8pm-7am): +$50") is no time something happened ("RECEIPT -
    14:05"): an instant outside a window contradicts nothing; two windows, or two instants, compare."""
    if a.kind != "time" or b.kind != "time":
        return False
    return (a.high is None) != (b.high is None) and (a.bound if a.high is None else b.bound) is None


def _per_time_and_per_item(a: Fact, b: Fact) -> bool:
    """A charge per period ("annual fee $95") is not one per item ("$5 minimum per transfer")."""

    def basis(f: Fact) -> tuple[bool, bool]:
        return bool(f.concepts_of("rate_basis")), bool(f.concepts_of("per_unit"))

    return {basis(a), basis(b)} == {(True, False), (False, True)}


def _marks(f: Fact, other: Fact, cls: str) -> frozenset[str]:
    """``f``'s concepts of an asymmetric class. "Actual" ("按实际住院天数", "实际发行金额") sets a
    value apart only from a limit ("不超过20亿元" vs "实际募集19.6亿元"): an unmarked value is the actual
    one. A "threshold" is what another side's limit is ("The threshold is £27,960 a year" and "9% of
    earnings above £27,690"): it sets a value apart from anything but a limit."""
    got = f.concepts_of(cls) - _CHANGE_EFFECTIVE
    if cls == "reference":
        limit = other.bound in _LIMITS
        if "actual" in got and not limit:
            got -= _ACTUAL
        if "threshold" in got and (limit or other.concepts_of("limit_kind")):
            got -= _THRESHOLD
    return got


_LIMITS = frozenset({"min", "max"})
_ACTUAL = frozenset({"actual"})
_THRESHOLD = frozenset({"threshold"})
_CHANGE_EFFECTIVE = frozenset({"change_effective"})


def _takes_effect(f: Fact) -> bool:
    """A date in a sentence that changes a value: when the change takes effect. It agrees with the same
    date elsewhere and is compared with another change's date; any other date elsewhere is another
    event (the term's start, an invoice)."""
    return "change_effective" in f.concepts_of("reference")


def _is_growth(f: Fact) -> bool:
    return f.kind == "percent" and f.direction != 0 and bool(f.concepts_of("basis"))


def _growth_and_level(a: Fact, b: Fact) -> bool:
    """A year-on-year rise or fall (同比增长8.1%, "+8.1% YoY") is no share or level that names neither
    a change nor its basis ("industrial automation 27%" of revenue); nor is a fraction of something
    ("two-thirds of the growth", "三分之一"), a share, ever a rise or fall ("up 6.8%")."""
    if a.kind != "percent" or b.kind != "percent":
        return False
    return any(
        (_is_growth(x) and y.direction == 0 and not y.concepts_of("basis"))
        or (x.direction != 0 and y.notation == "fraction")
        for x, y in ((a, b), (b, a))
    )


def _is_change(f: Fact) -> bool:
    """A rise or fall in basis points ("down 7 bps", 环比下降7个基点) changes a rate; it is never the
    rate itself ("NIM was 1.85%, down 7 bps" vs "净息差为1.58%"); so does one in percentage points
    ("trimmed by 0.25 percentage points", "下调0.5个百分点")."""
    if f.concepts_of("increment"):
        return False  # a spread is a level, whatever its sign ("SOFR + 1.53 percentage points")
    if f.notation.startswith("percentage_point"):
        return True  # the difference of two rates, whatever verb goes with it
    return f.direction != 0 and f.notation.startswith("basis_point")


def values_agree(a: Fact, b: Fact) -> bool:
    """True when ``a`` and ``b`` can be the same value, given rounding, conversion and approximation."""
    if a.kind == "date" and a.unit != b.unit:  # a date without its year is that day of any year
        return _in_yearless_year(a) == _in_yearless_year(b)
    if _price_share_of_zhe(a, b) or _price_share_of_zhe(b, a):
        return True
    a_lo, a_hi = a.value, a.high if a.high is not None else a.value
    b_lo, b_hi = b.value, b.high if b.high is not None else b.value
    # a rate without a direction has none to disagree with ("九五折" and "5%的费用减免" are one discount)
    if a.dimension == "percent" and (a.direction == 0 or b.direction == 0):
        a_lo, a_hi, b_lo, b_hi = abs(a_lo), abs(a_hi), abs(b_lo), abs(b_hi)
    scale = max(abs(a_lo), abs(a_hi), abs(b_lo), abs(b_hi), 1e-12)
    if a.approx or b.approx:
        tol = max(0.1 * scale, a.precision + b.precision)
    elif a.notation != b.notation:
        tol = min(a.precision + b.precision, 0.02 * scale)
    else:
        tol = 0.0
    tol = max(tol, a.tolerance + b.tolerance)  # "USD 850,000, tolerance +/- 5%" holds 884,000
    tol += 1e-9 * scale
    if {a.kind, b.kind} == {"duration", "business_days"}:  # N business days ≈ N..1.4N+2 calendar days
        bd, cal = (a, b) if a.kind == "business_days" else (b, a)
        lo, hi = bd.value, (bd.high if bd.high is not None else bd.value) * 1.4 + 2.0
        return lo - tol <= cal.value and (cal.high if cal.high is not None else cal.value) <= hi + tol
    a_range, b_range = a.high is not None, b.high is not None
    if a_range and b_range:
        return abs(a_lo - b_lo) <= tol and abs(a_hi - b_hi) <= tol
    if a_range or b_range:
        lo, hi, point = (a_lo, a_hi, b_lo) if a_range else (b_lo, b_hi, a_lo)
        return lo - tol <= point <= hi + tol
    return abs(a_lo - b_lo) <= tol


def _price_share_of_zhe(zhe: Fact, share: Fact) -> bool:
    """ "八折" takes 20% off, so the price is 80% of the list price ("80% of the price paid"); a stated
    cut ("立减80%") is the discount itself and is compared as one."""
    if zhe.kind != "discount_zhe" or share.kind != "percent" or share.direction != 0:
        return False
    if zhe.high is not None or share.high is not None:
        return False
    return abs(abs(share.value) - (100.0 - zhe.value)) <= 1e-9 * 100.0


def better_match(f: Fact, g: Fact, match: float, best: Fact, best_match: float) -> bool:
    """``g`` at ``match`` is a likelier counterpart of ``f`` than ``best``: a surer match or, of two as
    good matches, the nearer value, whichever chunk comes first."""
    return match > best_match or (match == best_match and _discrepancy(f, g) < _discrepancy(f, best))


def _discrepancy(a: Fact, b: Fact) -> float:
    """How far apart two values are, 0..1 (relative difference; dates by the month)."""
    x, y = abs(a.value), abs(b.value)
    if a.kind == "date":
        days = abs(a.value - b.value)
        if a.unit != b.unit:
            days = abs(_in_yearless_year(a) - _in_yearless_year(b))
        return min(1.0, days / 30.0)
    return min(1.0, abs(a.value - b.value) / max(x, y, 1e-12))


def _in_yearless_year(f: Fact) -> float:
    """The ordinal of ``f``'s day and month in the year of dates written without one."""
    if f.unit == YEARLESS:
        return f.value
    day = date.fromordinal(int(f.value))
    return float(date(YEARLESS_YEAR, day.month, day.day).toordinal())


def conflict_score(match: float, a: Fact, b: Fact) -> float:
    """Higher when the subject match is surer and the values are further apart; in [0.5, 1]."""
    return round(min(1.0, 0.45 + 0.35 * match + 0.2 * _discrepancy(a, b)), 4)


def dimension_family(f: Fact) -> str:
    """Facts are only ever compared within a family (money of any currency and bare amounts together;
    the start of a date span apart, so the start of one span meets the start of another). An end or
    deadline ("completed by 2026-06-30", "earnings release — 23 Oct") is a plain date: "the
    completion date is 30 September" states the same thing."""
    if f.dimension.startswith("money:") or f.dimension == "amount":
        return "money"
    if f.dimension == "business_days":
        return "duration"
    if f.kind == "date" and (f.bound == "min" or "commencement" in f.concepts_of("subject")):
        return f"{f.dimension}|min"  # a commencement date is the start of its span
    return f.dimension


def _buckets(facts: Sequence[Fact]) -> dict[str, list[tuple[int, Fact]]]:
    """Facts by dimension family, less the dates and times of the "record" class: chunks from two
    records made on different days (lab reports, printouts) differ in when they were made, which is
    no contradiction, and the date that closes a reporting period names the period, not a fact
    about it."""
    out: dict[str, list[tuple[int, Fact]]] = {}
    for k, f in enumerate(facts):
        if not _record_date(f):
            out.setdefault(dimension_family(f), []).append((k, f))
    return out


def _record_date(f: Fact) -> bool:
    """A date or time of the "record" class (see ``_buckets``): when a record was made, or the date
    that closes a reporting period."""
    return f.kind in {"date", "time"} and bool(f.concepts_of("record"))


def find_conflicts(
    facts_by_chunk: Sequence[Sequence[Fact]],
    kind: str = "value_mismatch",
    scripts: Sequence[str | None] = (),
) -> list[Conflict]:
    """Conflicts between facts of different chunks.

    A fact is in conflict with another chunk only if that chunk states the same subject with a
    clashing value *and* states no agreeing value for it (a chunk listing "$48.2M … $50M" agrees).
    Facts are bucketed by dimension family first, so only comparable pairs are ever scored. Two
    chunks in different ``scripts`` (``translations.script``) are also read as a text and its
    translation (``translation_slips``).
    """
    conflicts: list[Conflict] = []
    buckets = [_buckets(facts) for facts in facts_by_chunk]
    # values any chunk says were replaced ("由120万元调整为138万元") explain a stale copy in another
    history = [f for facts in facts_by_chunk for f in facts if _PREVIOUS in f.concepts]
    for i, bucket_i in enumerate(buckets):
        for j in range(i + 1, len(buckets)):
            bucket_j = buckets[j]
            for family, members_i in bucket_i.items():
                members_j = bucket_j.get(family)
                if not members_j:
                    continue
                if len(members_i) == 1 and len(members_j) == 1:
                    f, g = members_i[0][1], members_j[0][1]
                    stale = _explained_by_history(f, history) or _explained_by_history(g, history)
                    sole = None if stale else _sole_pair(f, g, kind)
                    if sole is not None:
                        conflicts.append(sole)
                    continue
                found = _mutual_clashes(members_i, members_j, history, kind)
                conflicts.extend(found or _one_slip_apart(members_i, members_j, history, kind))
            if len(scripts) > j and translated(scripts[i], scripts[j]):
                slips = translation_slips(facts_by_chunk[i], facts_by_chunk[j], 2)
                conflicts.extend(
                    Conflict(kind, f, g, conflict_score(SOLE_MATCH, f, g))
                    for f, g in slips
                    if not _explained_by_history(f, history) and not _explained_by_history(g, history)
                )
    every = [f for facts in facts_by_chunk for f in facts]
    conflicts = [
        c
        for c in conflicts
        if not _total_of(c.left, c.right, every)
        and not _total_of(c.right, c.left, every)
        and not amount_times_count(c.left, c.right, every)
        and not amount_percent_of(c.left, c.right, every)
        and not _discounted(c.left, c.right, every)
        and not annualised(c.left, c.right)
        and not complementary(c.left, c.right)
        and not _worked_out_under_cap(c.left, c.right, every)
        and not _worked_out_under_cap(c.right, c.left, every)
    ]
    conflicts.sort(key=lambda c: -c.score)
    return conflicts


def translation_slips(a: Sequence[Fact], b: Sequence[Fact], shared: int) -> list[tuple[Fact, Fact]]:
    """The values of ``a`` that its translation ``b`` replaced by another (``translations.substituted``,
    at least ``shared`` values aligned), when nothing but the wording could tell the two apart: no
    period, anchor, bound or concept other than a subject sets them apart (subjects are named in
    words, and translations pick other words), and they are no complementary rates, no counts of one
    ("1 tablet" beside "20片") and no two sums far apart but by a power of ten."""
    slips = substituted(_in_order(a), _in_order(b), _same_value, shared)
    return [(f, g) for f, g in slips if _translated_apart(f, g)]


def _in_order(facts: Sequence[Fact]) -> list[Fact]:
    """The facts in the order of the text, less the dates of records (as ``_buckets``)."""
    return sorted((f for f in facts if not _record_date(f)), key=lambda f: f.start)


def _same_value(a: Fact, b: Fact) -> bool:
    return dimension_family(a) == dimension_family(b) and values_agree(a, b)


def _translated_apart(a: Fact, b: Fact) -> bool:
    if dimension_family(a) != dimension_family(b) or not comparable_dimension(a, b):
        return False
    if not a.period.compatible(b.period) or _anchors_differ(a, b) or _bounds_differ(a, b):
        return False
    if _far_apart(a, b) or complementary(a, b) or clash(a, b, skip_subject=True):
        return False
    if (SUM_TOTAL in a.concepts) != (SUM_TOTAL in b.concepts):
        return False  # a translation keeps a total a total ("合计4.75万元" is no "RMB 26,000 lump sum")
    return not (a.kind == "count" and min(a.value, b.value) <= 1.0)


def complementary(a: Fact, b: Fact) -> bool:
    """Two rates that add up to 100% split one whole ("the plan pays 80%" and "your coinsurance is 20%",
    "85% of the price" and "15% off"): the two parts, not two values of one part."""
    if a.kind != "percent" or b.kind != "percent" or a.high is not None or b.high is not None:
        return False
    return a.direction == 0 == b.direction and a.value != b.value and same(a.value + b.value, 100.0)


def _total_of(total: Fact, part: Fact, facts: Sequence[Fact]) -> bool:
    """``total`` is named a total ("两笔订单合计105.70元", "total CNY 6,840") and is ``part`` plus one or
    two other values of the request, or ``part`` or another value twice plus the third (2 adults and
    a child), or ``part`` times a count or frequency the request states ("每日总量80mg，分两次服用，
    每次40mg"): the sum of several items, one of them ``part``, is no competing value for it."""
    if total.high is not None or part.high is not None or not _named_a_total(total, facts):
        return False
    if SUM_TOTAL in part.concepts:
        return False  # two totals of one thing ("首日总量不超过30 mg" / "首日总量最多不超过40 mg")
    if not 0 < part.value < total.value:
        return False
    if total.kind not in _WHEN and any(same(total.value, part.value * n) for n in _multipliers(facts)):
        return True
    values = {f.value for f in facts if f.dimension == total.dimension and f.high is None}
    others = sorted(v for v in values if 0 < v < total.value and v != part.value)
    rest = total.value - part.value
    if any(same(rest, x) or same(rest, part.value + x) or same(rest, 2 * x) for x in others):
        return True
    return any(same(rest, x + y) for x, y in itertools.combinations(others, 2))


def _named_a_total(f: Fact, facts: Sequence[Fact]) -> bool:
    """``f`` is named a total, or has the value of one the request names, and names nothing that total
    does not ("Revenue: $1.24 billion" and "total second-quarter revenue of $1,240 million comprised
    …"; not "Continuation phase: 6 months" and "Total duration: 6 months")."""
    if SUM_TOTAL in f.concepts:
        return True
    return any(
        SUM_TOTAL in t.concepts
        and t.high is None
        and f.concepts <= t.concepts
        and comparable_dimension(t, f)
        and values_agree(t, f)
        for t in facts
    )


def _multipliers(facts: Sequence[Fact]) -> set[int]:
    """The multipliers (``_times``) that the request's counts and frequencies state: "分两次", "3
    sessions", "twice daily"."""
    found = (_times(m.value) for m in facts if m.kind in _COUNTS_AND_FREQUENCIES and m.high is None)
    return {k for k in found if k is not None}


_COUNTS_AND_FREQUENCIES = frozenset({"count", "frequency"})
_WHEN = frozenset({"date", "time"})
_PER_DAYS = (1.0, 7.0, 30.4375, 365.25)  # a duration counted in days, weeks, months or years


def counts_of(f: Fact) -> tuple[float, ...]:
    """``f`` read as a number of things or periods: a count or a frequency as it is, a duration in
    days, weeks, months or years (the multipliers a derived total may be a value times)."""
    return tuple(f.value / per for per in _PER_DAYS) if f.kind == "duration" else (f.value,)


def amount_times_count(a: Fact, b: Fact, facts: Sequence[Fact]) -> bool:
    """Of two amounts of money, one is the other times a count or a number of periods the request
    states ("60 monthly payments of $553.11" and "total of payments: $33,186.60", "1,800元每月, 本学期按5个月"
    and "9,000元"): an instalment and its total, a unit price and an order's, are no competing values.
    Of two counts, one is the other (at least 2) times a number of periods: "3 sessions per week for 12
    weeks" and "36 sessions" (counts times counts explain too much: "1片" is no half of "2片"). Of two
    durations, one is the other at least 3 times a count: "3 sessions per week, 4 hours each" and "12
    hours this week" (twice is as often a slip: "试用期三个月" / "六个月"). Not by a power of ten:
    "5万" for "50万" is a scale error whatever else the text counts. Not a rate ("500 points = £5"):
    what a point is worth is no tally that grows with time."""
    count = a.kind == "count" and a.unit != "point_rate"
    span = a.kind == b.kind == "duration"
    if (
        (dimension_family(a) != "money" and not count and not span)
        or a.high is not None
        or b.high is not None
    ):
        return False
    small, big = sorted((abs(a.value), abs(b.value)))
    if small <= 0.0 or big / small < 1.5 or (count and small < 2):
        return False
    tolerance = max(0.01, 1e-4 * big)
    by = _BY_PERIODS if count else _BY_COUNTS if span else _BY_COUNTS_OR_PERIODS
    if not count and not span and _ANNUAL in a.concepts and _ANNUAL in b.concepts:
        # two sums a year ("Annual deductible: $250", "a $500 annual deductible"): neither is the other
        # times a number of days or months ("accidents 2 days"); a sum a month or a day often is, the
        # words around a total naming its rate's period ("两个月租金，即9,000元", "GBP 30 for five days")
        by = by - _BY_PERIODS
    if _POINTS in a.concepts or _POINTS in b.concepts:
        by = by - _BY_PERIODS  # what points are worth ("500 points: a £5 voucher") does not grow with time
    counts = (n for m in facts if m.high is None and m.value > 0.0 and m.kind in by for n in counts_of(m))
    least = 3 if span else 2  # (a doubled duration is as often a slip: "三个月" / "六个月" of probation)
    return any(
        (k := _times(n)) is not None and k >= least and abs(big - small * k) <= tolerance for n in counts
    )


def _times(n: float) -> int | None:
    """``n`` as a multiplier: a whole number, 2 or more and no power of ten (a slipped "0" is a scale
    error, not ten of something); else None."""
    k = round(n)
    return k if n >= 2 and abs(n - k) < 1e-6 and k not in POWERS_OF_TEN else None


_BY_PERIODS = frozenset({"duration"})
_ANNUAL = ("rate_basis", "annual")
_POINTS = ("subject", "points")
_BY_COUNTS = frozenset({"count"})
_BY_COUNTS_OR_PERIODS = frozenset({"count", "duration"})


_ANNUALISED = ("annualised", "annualised")
_PERIODS_A_YEAR = (2, 4, 12)


def annualised(a: Fact, b: Fact) -> bool:
    """One of two values is stated annualised and is the other times the half-years, quarters or months
    of a year ("a distribution of $0.4125 per unit for the quarter" and "annualised distribution
    $1.65"); or one is stated per month, quarter or half-year and the other, stated per no such period,
    is exactly it times that period's count in a year ("Premium: USD 3,125,000, payable in four equal
    quarterly instalments" and "quarterly premium instalment USD 781,250"): a period's figure and the
    year's are no competing values."""
    if a.high is not None or b.high is not None:
        return False
    for year, part in ((a, b), (b, a)):
        if part.value <= 0.0:
            continue
        ratio = year.value / part.value
        if (
            _said_annualised(year)
            and not _said_annualised(part)
            and any(abs(ratio - n) <= 0.01 * n for n in _PERIODS_A_YEAR)
        ):
            return True
        n = _periods_a_year(part)
        if n and not _periods_a_year(year) and abs(ratio - n) <= 0.01 * n:
            return True
    return False


def _periods_a_year(f: Fact) -> int:
    """How many of the one period a value is stated per (its rate basis, near it or in its sentence)
    a year holds: 12 for a monthly value; 0 for none, an annual one, or several periods."""
    got = {_PER_PERIOD[c] for cls, c in f.concepts | f.qualifiers if cls == "rate_basis" and c in _PER_PERIOD}
    return got.pop() if len(got) == 1 else 0


_PER_PERIOD = {"weekly": 52, "monthly": 12, "quarterly": 4, "semiannual": 2}


def _said_annualised(f: Fact) -> bool:
    """Near the value or in its sentence ("The annualised DPU based on … is 8.60 cents")."""
    return _ANNUALISED in f.concepts or _ANNUALISED in f.qualifiers


def amount_percent_of(a: Fact, b: Fact, facts: Sequence[Fact]) -> bool:
    """Of two amounts of money, the smaller is the larger times a percentage the request states for the
    smaller's subject ("arrangement fee 2% of the loan": GBP 12,400 of GBP 620,000): a share and its base
    are no competing values. The percentage must name what the smaller amount names and not what the
    larger does, or "coinsurance 50% after the deductible" would explain a doubled deductible. Of two
    counts, any percentage the request states will do ("approved APH 180 bu/acre, coverage level 75%"
    and "yield guarantee 135 bu/acre": a count's subject is seldom written). Never by a power of ten,
    unless the percentage is stated of the larger sum (``_share_of``)."""
    money = dimension_family(a) == "money"
    if a.high is not None or b.high is not None or not (money or a.kind == b.kind == "count"):
        return False
    small, big = sorted((a, b), key=lambda f: abs(f.value))
    named = subjects(small)
    if abs(small.value) <= 0.0:
        return False
    tolerance = max(0.01, 1e-4 * abs(big.value))
    if any(same(abs(big.value), abs(small.value) * k) for k in POWERS_OF_TEN):
        # 10% or 1%: "5,000" for "50,000" is a scale error whatever percentage the text states, unless
        # the percentage is stated of that very sum ("10% of the Contract Price of USD 2.4 million")
        return any(
            _share_of(p, big, facts) and abs(abs(big.value) * p.value / 100.0 - abs(small.value)) <= tolerance
            for p in facts
        )
    if money and not named:
        return False
    return any(
        p.kind == "percent"
        and p.high is None
        and 0.0 < p.value < 100.0
        and (not money or (subjects(p) & named and not subjects(p) & subjects(big) - SOLE_GENERIC_SUBJECTS))
        and abs(abs(big.value) * p.value / 100.0 - abs(small.value)) <= tolerance
        for p in facts
    )


def _share_of(p: Fact, base: Fact, facts: Sequence[Fact]) -> bool:
    """``p`` is a percentage stated of ``base``: the value just before it in its chunk ("10% of the
    Contract Price of USD 2.4 million")."""
    return (
        p.kind == "percent"
        and p.high is None
        and p.chunk_id == base.chunk_id
        and p.end <= base.start
        and not any(f.chunk_id == base.chunk_id and p.end <= f.start < base.start for f in facts)
    )


def _discounted(a: Fact, b: Fact, facts: Sequence[Fact]) -> bool:
    """Of two sums of money, the smaller is the larger less a discount the request states ("a 15%
    discount on the initial franchise fee": $34,000 of $40,000; "八折": 80% of the price): a price and
    its discounted price are no competing values."""
    if (
        a.high is not None
        or b.high is not None
        or dimension_family(a) != "money"
        or a.dimension != b.dimension
    ):
        return False
    small, big = sorted((a, b), key=lambda f: abs(f.value))
    if abs(small.value) <= 0.0 or abs(small.value) == abs(big.value):
        return False
    tolerance = max(0.01, 1e-4 * abs(big.value))
    return any(
        p.high is None
        and 0.0 < abs(p.value) < 100.0
        and (p.kind == "discount_zhe" or (p.kind == "percent" and bool(p.concepts & _TAKEN_OFF)))
        and abs(abs(big.value) * (1.0 - abs(p.value) / 100.0) - abs(small.value)) <= tolerance
        for p in facts
    )


_DISCOUNT = ("subject", "discount")
_TAKEN_OFF = frozenset({_DISCOUNT, OFF})  # "a 15% discount", "50% off the licence fee"


POWERS_OF_TEN = frozenset({10, 100, 1000, 10000, 100000})


def same(x: float, y: float) -> bool:
    """Equal to a millionth, as two readings of one value are (the answer checks share it)."""
    return abs(x - y) <= 1e-6 * max(abs(x), abs(y), 1e-12)


def _mutual_clashes(
    members_i: Sequence[tuple[int, Fact]],
    members_j: Sequence[tuple[int, Fact]],
    history: Sequence[Fact],
    kind: str,
) -> list[Conflict]:
    """Pairs of facts, one from each chunk, each the other's best clash (or the best clash has the
    other's value). Looked for from both chunks, so the verdict does not depend on which chunk the
    retriever ranked first; each fact's best clash is found once and read from both sides."""
    best_in_j = {fi: _best_clash(f, members_j, history) for fi, f in members_i}
    best_in_i = {gj: _best_clash(g, members_i, history) for gj, g in members_j}
    found: dict[tuple[int, int], Conflict] = {}
    sides = ((members_i, best_in_j, best_in_i, False), (members_j, best_in_i, best_in_j, True))
    for ours, best_of_ours, best_of_theirs, flipped in sides:
        for fi, f in ours:
            best = best_of_ours[fi]
            if best is None:
                continue
            gj, g, match = best
            back = best_of_theirs[gj]
            if back is None or not (back[0] == fi or values_agree(back[1], f)):
                continue  # g agrees with chunk i, or clashes more with another value of it
            left, right = (g, f) if flipped else (f, g)
            found.setdefault(
                (gj, fi) if flipped else (fi, gj),
                Conflict(kind, left, right, conflict_score(match, left, right)),
            )
    return list(found.values())


def _one_slip_apart(
    members_i: Sequence[tuple[int, Fact]],
    members_j: Sequence[tuple[int, Fact]],
    history: Sequence[Fact],
    kind: str,
) -> list[Conflict]:
    """When no pair clashes on its subject: the one pair, one from each chunk, whose values are a
    slip of the pen apart (``_slip_of_the_pen``: "$44.99" / "$42.99", "3.500%" / "3.750%", or two
    caps a "0" apart, "每笔最高50元" / "每笔最高500元") and that nothing tells apart, neither value
    stated by the other chunk. Two sources that state one quantity in different words differ, if at
    all, by such a slip; two different quantities rarely do."""
    pairs = [
        (f, g)
        for _k, f in members_i
        for _l, g in members_j
        if _slip_of_the_pen(f, g)
        and comparable_dimension(f, g)
        and indistinct(f, g)
        and not any(comparable_dimension(f, h) and values_agree(f, h) for _m, h in members_j)
        and not any(comparable_dimension(g, h) and values_agree(g, h) for _m, h in members_i)
        and not _explained_by_history(f, history)
        and not _explained_by_history(g, history)
    ]
    if len(pairs) != 1:
        return []
    f, g = pairs[0]
    return [Conflict(kind, f, g, conflict_score(SOLE_MATCH, f, g))]


def slipped(a: Fact, b: Fact) -> bool:
    """Two single values of one kind a slip of the pen apart: one digit (``one_digit_slip``), each with
    at least ``SLIP_MIN_DIGITS`` significant digits ("450" and "490", "1,500" and "1,100" are as often
    two round prices as one miscopied); or a scale (``_scaled_apart``)."""
    if a.kind != b.kind or not point_value(a) or not point_value(b):
        return False
    x, y = digits(a.value), digits(b.value)
    if x.rstrip("0") == y.rstrip("0"):
        return _scaled_apart(a, b)
    return min(len(x.rstrip("0")), len(y.rstrip("0"))) >= SLIP_MIN_DIGITS and one_digit_slip(x, y)


def _scaled_apart(a: Fact, b: Fact) -> bool:
    """The same digits 10, 100 or 1,000 times apart, one of them written with a scale word ("120万元"
    and "人民币1,200万元", "EUR 500 million" and "5,000万欧元"): the scale slipped."""
    return (_scale(a) >= _SCALE_WORD or _scale(b) >= _SCALE_WORD) and _powers_apart(a, b)


def _powers_apart(a: Fact, b: Fact) -> bool:
    """10, 100 or 1,000 times apart."""
    small, big = sorted((abs(a.value), abs(b.value)))
    return small > 0.0 and any(same(big, small * k) for k in (10, 100, 1000))


def _slip_of_the_pen(f: Fact, g: Fact) -> bool:
    """A slip of the pen between two values (``_sole_pair``, ``_one_slip_apart``): any ``slipped``
    pair, and also between two caps a "0" dropped or added without a scale word ("up to GBP 500,000
    for any one flood event" and "Flood - covered up to GBP 50,000 per event"). A cap is stated, not
    derived; other sums a power of ten apart are as often a price and its total ("10 lessons at $42
    per lesson" and a "term fee: $420"), as are a £500 excess and a £5,000 limit of one policy."""
    if slipped(f, g):
        return True
    return (
        f.bound == g.bound == "max"
        and f.kind == g.kind
        and point_value(f)
        and point_value(g)
        and _powers_apart(f, g)
    )


def _scale(f: Fact) -> float:
    """The multiplier a value's notation names ("CNYx10000" for "120万元", "USDx1e+06"), else 1."""
    _head, x, scale = f.notation.rpartition("x")
    try:
        return float(scale) if x else 1.0
    except ValueError:
        return 1.0


_SCALE_WORD = 1000.0  # thousand, 万, million, 亿, billion


def one_digit_slip(x: str, y: str) -> bool:
    """Two digit strings one slip apart: one digit changed, dropped or added, or two neighbours
    swapped, the leading digit kept; not a dropped or added "0", a power of ten, as often a derived
    value ("$1,000 for 5 nights" of "$200 per night") as a slip."""
    if not x or not y or x == y or max(len(x), len(y)) < 2 or x[0] != y[0]:
        return False
    if len(x) == len(y):
        diff = [i for i in range(len(x)) if x[i] != y[i]]
        if len(diff) == 1:
            return True
        i, j = diff[0], diff[-1]
        return len(diff) == 2 and j == i + 1 and x[i] == y[j] and x[j] == y[i]
    short, long = sorted((x, y), key=len)
    if len(long) - len(short) != 1:
        return False
    return any(long[k] != "0" and long[:k] + long[k + 1 :] == short for k in range(len(long)))


def _sole_pair(f: Fact, g: Fact, kind: str) -> Conflict | None:
    """The only two values of a dimension in two chunks: compare them unless something tells them apart.

    Retrieved chunks answer one question, so when each states exactly one value of a dimension and
    nothing (period, anchor, bound, party, event, subject concept) distinguishes them, they are
    taken to describe the same thing — with a lower confidence than a positive subject match.
    """
    if not comparable_dimension(f, g) or values_agree(f, g) or _takes_effect(f) != _takes_effect(g):
        return None
    match = subject_match(f, g)
    if match < ALIKE_MATCH and _amounts_apart(f, g):
        return None
    if match <= 0.0:
        # (a slip of the pen between two lone sums ties them: "人民币120万元" and "1,200万元")
        if f.bound != g.bound or (_untied(f) and not _slip_of_the_pen(f, g)) or not indistinct(f, g):
            return None  # a limit on one side only ("at least 30 days") already tells them apart
        match = SOLE_MATCH
    return Conflict(kind, f, g, conflict_score(match, f, g))


def _untied(f: Fact) -> bool:
    """A sum of money or a time of day is compared with the other chunk's lone one only when something
    ties the two: retrieved chunks name many kinds of sums (a fee, a limit, a price, a deposit) and a
    time of day marks when one event happens ("ibuprofen at 22:00", "handover at 02:14"). Not hours
    ("open 9:00-21:00", "from 9 a.m. to 6 p.m."): a span of the day is the one thing a chunk's lone
    hours are."""
    return dimension_family(f) == "money" or (f.dimension == "time_of_day" and f.high is None)


def indistinct(a: Fact, b: Fact) -> bool:
    """Nothing tells ``a`` and ``b`` apart (no clash of period, anchor, bound, subject or qualifier)."""
    if "amount" in (a.dimension, b.dimension) or a.dimension == "date:month" or YEARLESS in (a.unit, b.unit):
        return False  # bare scaled numbers, month mentions and days of no year are too often something else
    if not a.period.compatible(b.period) or _anchors_differ(a, b):
        return False
    if _bounds_differ(a, b):
        return False
    if _far_apart(a, b) or _magnitudes_far_apart(a, b):
        return False  # (a weight and a dose: "80 kg" and "80 mg" are powers of ten apart, but far)
    if not a.keys & b.keys and _STRICT_SOLE:
        return False  # not a single shared word: nothing says they are about the same thing
    if subjects(a) and subjects(b):
        return False  # both name a subject and they share none
    return not clash(a, b)


def _far_apart(a: Fact, b: Fact) -> bool:
    """More than ``SOLE_MAX_RATIO`` times apart, and not by a power of ten."""
    x, y = abs(a.value), abs(b.value)
    if a.kind == "date" or min(x, y) <= 0.0:
        return False
    ratio = max(x, y) / min(x, y)
    power = round(math.log10(ratio))
    return ratio > SOLE_MAX_RATIO and not (power >= 1 and abs(ratio / 10**power - 1.0) < 0.02)


def _best_clash(
    f: Fact, others: Sequence[tuple[int, Fact]], history: Sequence[Fact]
) -> tuple[int, Fact, float] | None:
    """The best-matching clashing fact in ``others``; None when none clashes, when an agreeing fact
    matches the subject within ``AGREE_MARGIN`` of it, or when ``history`` (every chunk's replaced
    values, the other chunk's among them) explains ``f``."""
    if _explained_by_history(f, history):
        return None
    best: tuple[int, Fact, float] | None = None
    agree = 0.0
    for k, g in others:
        if not comparable_dimension(f, g):
            continue
        match = subject_match(f, g)
        if match <= 0.0:
            if f.high is None and g.high is None and values_agree(f, g):
                agree = max(agree, subject_match(f, g, AGREE_THRESHOLD))
            continue
        if match < ALIKE_MATCH and _amounts_apart(f, g):
            continue
        if values_agree(f, g):
            agree = max(agree, match)
        elif _takes_effect(f) != _takes_effect(g):
            continue
        elif best is None or better_match(f, g, match, best[1], best[2]):
            best = (k, g, match)
    if best is None or agree + AGREE_MARGIN >= best[2]:
        return None
    return best


def _explained_by_history(f: Fact, history: Sequence[Fact]) -> bool:
    """``f`` repeats a value that ``history`` (the values the request's chunks say were replaced)
    says was replaced ("extended from 5 years to 7"): a stale statement the context itself explains,
    not a contradiction."""
    if _PREVIOUS in f.concepts:
        return False
    for g in history:
        if comparable_dimension(f, g) and values_agree(f, g):
            current = replace(g, concepts=g.concepts - {_PREVIOUS})
            # the replaced value itself, unless something tells the two apart ("the closing date of
            # 15 March 2025 is extended to 22 March" for "Tenders close: 15 March 2025")
            if subject_match(f, current) > 0.0 or indistinct(f, current):
                return True
    return False


def _worked_out_under_cap(dose: Fact, cap: Fact, facts: Sequence[Fact]) -> bool:
    """A value the request works out under a cap is the rule followed, no second cap: a weight-based
    dose ("0.9 mg/kg" at "82 kg": "Total alteplase: 73.8 mg", under "maximum 90 mg"), a share of a
    stated amount ("20%" of "售价8,000元": "补贴1,600元", under "每件补贴不超过2,000元"). So is one worked
    out above a floor ("按票面金额的万分之五收取，单张最低50元")."""
    return (
        ((cap.bound == "max" and dose.value <= cap.value) or (cap.bound == "min" and dose.value >= cap.value))
        and cap.high is None
        and dose.bound is None
        and (
            any(scale == 1 for _rate, scale in per_weight(dose, facts)) or _share_of_stated(dose, cap, facts)
        )
    )


def _share_of_stated(value: Fact, cap: Fact, facts: Sequence[Fact]) -> bool:
    """``value`` is a percentage the request states of another amount it states ("按最终销售价格的20%给予补贴"
    of "售价8,000元": "补贴1,600元"), not the cap; a tenth of it only when one chunk states both ("your claim
    of £4,000 … the policy excess of £400")."""
    rates = [
        p.value / 100.0 for p in facts if p.kind == "percent" and p.high is None and 0.0 < p.value < 100.0
    ]
    return any(
        base is not value
        and base is not cap
        and base.high is None
        and comparable_dimension(value, base)
        and same(base.value * rate, value.value)
        and (rate not in TENTH_SHARES or base.chunk_id == value.chunk_id)
        for base in facts
        for rate in rates
    )


# a tenth, a hundredth or a thousandth of a value is as often that value a power of ten off (a scale
# error) as a share of it: no percentage that is one explains the pair
TENTH_SHARES = frozenset({0.1, 0.01, 0.001})


def per_weight(a: Fact, request: Sequence[Fact]) -> list[tuple[Fact, float]]:
    """The rates per kilogram of body weight the request states that ``a`` is one times a body weight
    it states, up to a power of ten: (rate, power) for "4.2 g" of "7 mg/kg" at "60 kg" (ten times
    its 420 mg), or "420 mL" of "6 mL/kg" at "70 kg" (1). A weight-based dose is that arithmetic."""
    dimension = a.dimension
    if a.high is not None or a.value <= 0.0 or dimension not in _PER_KG.values():
        return []
    weights = [
        w.value
        for w in request
        if w.dimension == _MASS and w.high is None and _BODY_KG[0] <= w.value <= _BODY_KG[1]
    ]
    found: list[tuple[Fact, float]] = []
    for rate in request:
        if (
            _PER_KG.get(rate.dimension) != dimension
            or "/kg" not in rate.notation.lower()
            or rate.value <= 0.0
        ):
            continue
        low, high = rate.value, rate.high if rate.high is not None else rate.value
        for w in weights:
            for scale in _SCALES:
                if (
                    low * w * scale * (1 - _DOSE_ROUNDING)
                    <= a.value
                    <= high * w * scale * (1 + _DOSE_ROUNDING)
                ):
                    found.append((rate, scale))
    return found


# a dose per kilogram (mg/kg, mL/kg, kcal/kg) times a body weight: a mass, a volume, an energy
_MASS = "[mass]"
_PER_KG = {
    "dimensionless": _MASS,
    "[length] ** 3 / [mass]": "[length] ** 3",
    "[length] ** 2 / [time] ** 2": "[mass] * [length] ** 2 / [time] ** 2",
}
_BODY_KG = (0.3, 350.0)  # a body weight, from a preterm infant's to an adult's, in kilograms
_SCALES = (1.0, 10.0, 100.0, 1000.0, 0.1, 0.01, 0.001)
_DOSE_ROUNDING = 0.02  # a calculated dose is rounded to what can be measured out
