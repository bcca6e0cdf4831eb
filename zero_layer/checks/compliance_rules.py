"""Precise compliance rules on one paragraph: unlabelled interest rates, inconsistent date arithmetic.

Both rules work sentence by sentence and return spans into the paragraph text, so the report can
highlight exactly what a reviewer must fix. They are deliberately narrow: a rule that fires on
every percentage would be ignored.

* ``rate-without-apr``: an interest-like rate (interest, finance charge, 利率, 利息, 月息, ...) stated
  as a percentage with no annualised label in the sentence (APR, per annum, annual, 年化, 年利率,
  ...). Consumer-credit rules in both the US (TILA) and China require the annualised rate; a
  monthly or daily rate without one is the classic way to make credit look cheap.
* ``date-arithmetic``: a sentence with two calendar dates and one duration ("signed on 2026-01-10,
  payment due 30 days later on 2026-03-01") where the earlier date plus the duration is not the
  later date.
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date, timedelta

import cn2an

__all__ = ["RuleHit", "check_date_arithmetic", "check_rate_labels", "sentences"]

_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=[A-Z0-9\"'(])|(?<=[。！？；])")
_FULL_STOP = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])|(?<=[。！？])")
_PERCENT = re.compile(
    r"(?P<num>\d+(?:\.\d+)?)\s*(?:%|％|percent\b|per\s*cent\b)|百分之(?P<cn>[零〇一二三四五六七八九十百点两\d.]+)"
)
_INTEREST = re.compile(
    r"\b(?:interest|APR|APY|finance charges?|default rate|borrowing rate|lending rate|loan rate)\b"
    r"|利率|利息|月息|日息|年息|费率|息费|罚息",
    re.I,
)
_PENALTY = re.compile(
    r"\b(?:penalty|late (?:fee|charge|payment charge)s?|default interest)\b|违约金|滞纳金|罚息", re.I
)
_NOT_INTEREST = re.compile(r"\b(?:tax|vat|growth|exchange|discount|conversion|tip|commission)\s+rate", re.I)
_ANNUAL = re.compile(
    r"\b(?:APR|APY|annual percentage rate|per annum|annual(?:ly|ised|ized)?|per year|a year|yearly)\b"
    r"|\bp\.\s?a\.|年化|年利率|年率|年息|每年|年费率",
    re.I,
)
_PERIODIC = re.compile(
    r"\b(?:per|a|each)\s+(?:month|day|week)\b|\bmonthly\b|\bdaily\b|\bweekly\b|月利率|日利率|月息|日息|每月|每日|每天",
    re.I,
)

_MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
_MONTHS.update({name.lower(): i for i, name in enumerate(calendar.month_abbr) if name})
_MONTH_RE = "|".join(sorted(_MONTHS, key=len, reverse=True))
_DATE = re.compile(
    r"(?P<iso>(?P<y1>\d{4})[-/.](?P<m1>\d{1,2})[-/.](?P<d1>\d{1,2}))"
    r"|(?P<zh>(?P<y2>\d{4})\s*年\s*(?P<m2>\d{1,2})\s*月\s*(?P<d2>\d{1,2})\s*[日号])"
    rf"|(?P<mdy>\b(?P<mn3>{_MONTH_RE})\.?\s+(?P<d3>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y3>\d{{4}}))"
    rf"|(?P<dmy>\b(?P<d4>\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<mn4>{_MONTH_RE})\.?,?\s+(?P<y4>\d{{4}}))",
    re.I,
)
_CN_NUM = "零〇一二三四五六七八九十百两"
_DURATION = re.compile(
    r"(?P<n>\d+|[" + _CN_NUM + r"]+)\s*(?:-\s*)?"
    r"(?P<unit>calendar\s+days?|business\s+days?|working\s+days?|days?|weeks?|months?"
    r"|个?自然日|个?工作日|个月|日|天|周|星期)(?![A-Za-z])"
)

_RELATIVE = re.compile(r"\s*(?:later|thereafter|afterwards)\b", re.I)


@dataclass(frozen=True)
class RuleHit:
    """A precise-rule finding inside one paragraph (``start``/``end`` index the paragraph text)."""

    rule: str
    start: int
    end: int
    message: str
    severity: str


def sentences(text: str, *, semicolons: bool = True) -> list[tuple[int, str]]:
    """Sentences with their start offsets (EN punctuation + space, or CJK full stops).

    ``semicolons=False`` keeps clauses joined by ``;``/``；`` together (a contract clause often
    states a date and its deadline on either side of one).
    """
    out: list[tuple[int, str]] = []
    start = 0
    for match in (_SENTENCE_END if semicolons else _FULL_STOP).finditer(text):
        if match.end() > start:
            out.append((start, text[start : match.end()]))
            start = match.end()
    if start < len(text):
        out.append((start, text[start:]))
    return [(s, t) for s, t in out if t.strip()]


def check_rate_labels(text: str) -> list[RuleHit]:
    """Interest-like percentages without an annualised (APR / 年化) label in the same sentence."""
    hits: list[RuleHit] = []
    for offset, sentence in sentences(text):
        periodic = _PERIODIC.search(sentence) is not None
        charged = _INTEREST.search(sentence) is not None or (
            periodic and _PENALTY.search(sentence) is not None
        )
        if not charged or _NOT_INTEREST.search(sentence) or _ANNUAL.search(sentence):
            continue
        for match in _PERCENT.finditer(sentence):
            rate = match.group(0)
            if periodic:
                message = f"periodic rate {rate} stated without its annualised equivalent (APR / 年化利率)"
            else:
                message = f"interest rate {rate} stated without an APR / annualised (年化) label"
            start, end = offset + match.start(), offset + match.end()
            hits.append(RuleHit("rate-without-apr", start, end, message, "high" if periodic else "medium"))
    return hits


def _to_int(token: str) -> int | None:
    if token.isdigit():
        return int(token)
    try:
        value = cn2an.cn2an(token, "smart")
    except (ValueError, KeyError):
        return None
    return int(value) if float(value).is_integer() else None


def _parse_date(m: re.Match[str]) -> date | None:
    try:
        if m.group("iso"):
            return date(int(m.group("y1")), int(m.group("m1")), int(m.group("d1")))
        if m.group("zh"):
            return date(int(m.group("y2")), int(m.group("m2")), int(m.group("d2")))
        if m.group("mdy"):
            return date(int(m.group("y3")), _MONTHS[m.group("mn3").lower()], int(m.group("d3")))
        return date(int(m.group("y4")), _MONTHS[m.group("mn4").lower()], int(m.group("d4")))
    except ValueError:
        return None


def _add_months(d: date, months: int) -> date:
    month0 = d.month - 1 + months
    year, month = d.year + month0 // 12, month0 % 12 + 1
    return date(year, month, min(d.day, calendar.monthrange(year, month)[1]))


def _add(d: date, n: int, unit: str) -> tuple[date, date]:
    """The date ``n`` units after ``d`` as a (earliest, latest) window (business days are a range)."""
    u = unit.lower()
    if "month" in u or "个月" in u:
        target = _add_months(d, n)
        return target, target
    if "week" in u or u in ("周", "星期"):
        return d + timedelta(weeks=n), d + timedelta(weeks=n)
    if "business" in u or "working" in u or "工作日" in u:
        # weekends only stretch the span; public holidays may add up to ~10 more days
        return d + timedelta(days=n), d + timedelta(days=n + 2 * (n // 5 + 1) + 10)
    return d + timedelta(days=n), d + timedelta(days=n)


def _mismatch(
    first: date, second: date, duration: re.Match[str], n: int, spans: list[tuple[int, int]], offset: int
) -> RuleHit | None:
    low, high = _add(first, n, duration.group("unit"))
    if low <= second <= high:
        return None
    stated = duration.group(0).strip()
    expected = low.isoformat() if low == high else f"{low.isoformat()}..{high.isoformat()}"
    message = (
        f"{first.isoformat()} + {stated} = {expected}, but the text gives {second.isoformat()} "
        f"({(second - first).days} days after {first.isoformat()})"
    )
    start = offset + min(s for s, _ in spans)
    end = offset + max(e for _, e in spans)
    return RuleHit("date-arithmetic", start, end, message, "high")


def check_date_arithmetic(text: str) -> list[RuleHit]:
    """Dates and a duration that do not add up.

    Within one sentence: two dates and one duration ("signed on 2026-01-10, payment due 30 days
    later on 2026-03-01"). Across sentences of one paragraph: a sentence with "N days later" (or
    "thereafter") and one date is checked against the last date stated before it.
    """
    hits: list[RuleHit] = []
    previous: tuple[date, int, int] | None = None  # last date in the paragraph and its span
    for offset, sentence in sentences(text, semicolons=False):
        dates = [(m, d) for m in _DATE.finditer(sentence) if (d := _parse_date(m)) is not None]
        taken = [(m.start(), m.end()) for m, _ in dates]
        durations = [
            m
            for m in _DURATION.finditer(sentence)
            if not any(s <= m.start() < e for s, e in taken) and _to_int(m.group("n")) is not None
        ]
        hit: RuleHit | None = None
        if len(dates) == 2 and len(durations) == 1:
            (m_a, first), (m_b, second) = sorted(dates, key=lambda pair: pair[1])
            duration = durations[0]
            n = _to_int(duration.group("n"))
            spans = [m_a.span(), m_b.span(), duration.span()]
            hit = _mismatch(first, second, duration, n or 0, spans, offset)
        elif len(dates) == 1 and len(durations) == 1 and previous is not None:
            (m_b, second), duration = dates[0], durations[0]
            relative = _RELATIVE.match(sentence, duration.end()) is not None
            if relative and duration.end() <= m_b.start() and second >= previous[0]:
                n = _to_int(duration.group("n"))
                spans = [(previous[1] - offset, previous[2] - offset), m_b.span(), duration.span()]
                hit = _mismatch(previous[0], second, duration, n or 0, spans, offset)
        if hit is not None:
            hits.append(hit)
        if dates:
            m_last, d_last = max(dates, key=lambda pair: pair[0].start())
            previous = (d_last, offset + m_last.start(), offset + m_last.end())
    return hits
