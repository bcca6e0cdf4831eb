"""Reporting periods: years, quarters (Q3 = third quarter = 第三季度), halves, fiscal and
year-to-date spans, months, ordinal years/cycles and tenors.

Two values for different periods never conflict, so every fact carries the period named nearest
to it. The full period pattern is a long alternation and slow per character in Python's ``re``,
so ``period_spans`` first finds cheap trigger words and runs it only on short windows around them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

__all__ = ["ZH_DIGIT", "Period", "find_period", "period_in", "period_spans"]

# ruff: noqa: E501  (the period pattern reads best one alternative per line)


@dataclass(frozen=True, slots=True)
class Period:
    """A reporting period: year (2024), sub-period ("Q3", "H1", "FY") and relative year (-1 = last year)."""

    year: int | None = None
    sub: str | None = None
    rel: int | None = None

    def compatible(self, other: Period) -> bool:
        """Periods clash only when both state the same component with different values; sub-periods
        of different kinds ("FY" and a 30-year tenor "T30") say nothing about each other."""
        a, b = self.sub, other.sub
        subs_differ = a is not None and b is not None and a != b and sub_kind(a) == sub_kind(b)
        if subs_differ and ((a, b) in _ENDS_WITH or (b, a) in _ENDS_WITH):
            subs_differ = False  # "as of 30 June" (M6) is the end of Q2 and of H1
        if subs_differ and a is not None and b is not None and (_day_within(a, b) or _day_within(b, a)):
            subs_differ = False  # a sample taken on 14 February 2025 is February's (M2), Q1's, H1's
        return not subs_differ and all(
            x is None or y is None or x == y for x, y in ((self.year, other.year), (self.rel, other.rel))
        )

    def label(self) -> str | None:
        sub = self.sub
        if sub is not None and sub[0] == "D":  # the day a measurement was taken, as a date ordinal
            sub = date.fromordinal(int(sub[1:])).isoformat()
        parts = [p for p in (sub, str(self.year) if self.year else None) if p]
        if self.rel is not None:
            parts.append({-1: "last year", 0: "this year", 1: "next year"}.get(self.rel, str(self.rel)))
        return " ".join(parts) or None


# a period and the month it ends with: a balance at the month's end is the period's closing one
_ENDS_WITH = frozenset(
    {("M3", "Q1"), ("M6", "Q2"), ("M9", "Q3"), ("M12", "Q4"), ("M6", "H1"), ("M12", "H2"), ("M12", "FY")}
)


def _day_within(day: str, period: str) -> bool:
    """``day`` ("D739296", the day a measurement was taken) falls within the month, quarter or half
    ``period`` names."""
    if day[0] != "D":
        return False
    month = date.fromordinal(int(day[1:])).month
    return period in {f"M{month}", f"Q{(month + 2) // 3}", "H1" if month <= 6 else "H2"}


def sub_kind(sub: str) -> str:
    """What kind of sub-period: a tenor ("T30"), an ordinal ("#2:dose"), a contract year ("Y2") or a
    reporting period (quarter, half, month, FY, YTD, or the day a measurement was taken: "D739677")."""
    if sub[0] in "T#":
        return sub[0]
    return "Y" if sub[0] == "Y" and sub != "YTD" else "R"


_MONTH_WORD = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
    r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
)
_ORDINAL = {"Yfirst": "Y1", "Ysecond": "Y2", "Ythird": "Y3", "Yfourth": "Y4", "Yfifth": "Y5", "Y一": "Y1",
            "Y二": "Y2", "Y三": "Y3", "Y四": "Y4", "Y五": "Y5", "Yinitial": "Y1"}  # fmt: skip
# Chinese digits, for tenors here and for numbered labels (extract.context)
ZH_DIGIT = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
# a tenor's number in any notation, so that "one-year", "1-year" and "一年期" are one tenor ("T1")
_TENOR = {w: str(n) for w, n in (("one", 1), ("two", 2), ("three", 3), ("five", 5), ("seven", 7), ("ten", 10),
                                 ("thirty", 30))}  # fmt: skip
_TENOR.update({z: str(n) for z, n in ZH_DIGIT.items()})
_TENOR.update({"十": "10", **{f"十{z}": str(10 + n) for z, n in ZH_DIGIT.items()}})
_TENOR.update({f"{z}十": str(10 * n) for z, n in ZH_DIGIT.items()})
_TENOR.update({"两": "2", "six": "6", "nine": "9", "twelve": "12", "eighteen": "18"})
_ORD_UNITS = {"周期": "cycle", "次": "dose", "剂": "dose", "期": "phase", "阶段": "phase", "疗程": "course"}
_MONTH_NUM = {
    m: i
    for i, m in enumerate(
        ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1
    )
}
_QUARTERS = {"first": "Q1", "second": "Q2", "third": "Q3", "fourth": "Q4", "1st": "Q1", "2nd": "Q2",
             "3rd": "Q3", "4th": "Q4", "一": "Q1", "二": "Q2", "三": "Q3", "四": "Q4",
             "1": "Q1", "2": "Q2", "3": "Q3", "4": "Q4"}  # fmt: skip
_PERIOD_RE = re.compile(
    r"(?P<ytd>1\s?[-—~至]\s?9月|前[三两二]季度|前[三两二]个?季度|first (?:nine|six) months|nine months|year[- ]to[- ]date|\bytd\b|累计)"
    # "three months ended September 30, 2025" is the quarter that ends then, "six months ended" the half
    r"|(?:(?P<mspan>three|3|six|6)[ -]months?\s+(?:ended|ending)\s+|(?P<mq>quarter)\s+(?:ended|ending)\s+)?"
    r"(?:\d{1,2}(?:st|nd|rd|th)?\s+)?"  # "30 June 2025" as "June 30, 2025"
    r"(?P<mo>" + _MONTH_WORD + r")\s+(?:\d{1,2},?\s+)?(?P<moy>(?:19|20)\d{2})(?!\d)"
    r"|(?P<zy>(?:19|20)\d{2})\s?年\s?(?P<zm>\d{1,2})\s?月"
    r"(?:\s?\d{1,2}\s?日\s?止?\s?(?:的\s?)?(?P<zspan>三个月|3个月|六个月|6个月|季度))?"
    # (ASCII boundaries, not \b: a Chinese character next to "Q3" is a word character to \b)
    # "3Q24", "3Q 2024", "1Q FY2025" and "1H FY2024", "2H24", "1H 2025", as Asian reports write them
    r"|(?P<q>(?<![A-Za-z0-9])[1-4]Q(?P<qy>\d{2})(?![A-Za-z0-9])|(?<![A-Za-z0-9])(?P<qd>[1-4])Q(?:\s?FY\s?'?(?P<qfy>\d{4}|\d{2})|\s(?P<qyear>(?:19|20)\d{2}))(?![A-Za-z0-9])|(?<![A-Za-z0-9])Q(?P<qn>[1-4])(?![A-Za-z0-9])|(?P<qw>first|second|third|fourth|1st|2nd|3rd|4th)[ -]quarter|"
    r"第?(?P<qz>[一二三四1-4])季度(?P<qend>末|底)?)"
    r"|(?P<h>(?<![A-Za-z0-9])H(?P<hn>[12])(?![A-Za-z0-9])|(?<![A-Za-z0-9])(?P<hd>[12])H(?:(?P<hyy>\d{2})|\s?FY\s?'?(?P<hfy>\d{4}|\d{2})|\s(?P<hyear>(?:19|20)\d{2}))(?![A-Za-z0-9])|(?P<hw>first|second)[ -]half|(?P<hz>上|下)半年|(?P<hy>半年度|1\s?[-—~至]\s?6月))"
    r"|(?P<yr>第(?P<yrz>[一二三四五六七八九十\d]+)(?:至[一二三四五六七八九十\d]+)?(?:个)?(?:年|年度)(?!\d)|\byear[ \t]+(?P<yrn>\d{1,2})\b|"
    r"\b(?P<yrw>first|second|third|fourth|fifth)[\s-]+(?:(?:contract|lease|policy|subscription)\s+)?year\b|(?P<term>initial|renewal|extended)\b[\w\s-]{0,16}?\bterm)"
    # (not a year's numbered meeting or issue: "2024年第6次会议", "2025年第3期")
    r"|(?P<ord>(?<!年)第(?P<ordz>[一二三四五六七八九十\d]+)(?:个)?(?P<ordu>周期|次|期|阶段|疗程|剂)|"
    r"\b(?P<ordu2>cycle|phase|stage|dose|visit|round)\s+(?P<ordn>\d{1,2})\b(?![.,]\d)|"
    r"\b(?P<ordw>first|second|third|fourth|fifth)\s+(?P<ordu3>cycle|phase|stage|dose|visit|round)\b)"
    r"|(?P<tenor>\b(?P<tn>one|two|three|five|seven|ten|thirty|\d{1,2})-year\b(?!-old)|(?P<tz>[一二三四五六七八九十两\d]{1,2})(?:年|(?P<tzm>个月))期"
    r"|\b(?P<tmn>one|two|three|six|nine|twelve|eighteen|\d{1,2})-month\b"
    # a term right before a rate in a list: "整存整取 三个月0.90%，一年1.65%" (recorded as "三个月期")
    r"|(?P<tzr>[一二三四五六七八九十两\d]{1,2}(?:个月|年))(?=[\s:：]*\d+(?:\.\d+)?\s*(?:[%％]|(?:per\s?cent|percent|pct)\b))"
    # instalments: "分12期", or a count right before a rate ("3期0.80%；12期0.60%", recorded as "分3期")
    r"|分(?P<tzi>[一二三四五六七八九十两\d]{1,2})期|(?P<tzir>[一二三四五六七八九十两\d]{1,2})期(?=[\s:：]*\d+(?:\.\d+)?\s*(?:[%％]|(?:per\s?cent|percent|pct)\b)))"
    r"|(?P<fy>full[ -]year|\b(?:policy|plan|benefit|contract)\s+year\b|\bannual(?!\s+percentage)|\b(?:fiscal\s+)?year\s+end(?:ed|ing)\b|\bfiscal year|全年(?!执行|适用|通用|统一|均)|年度|[一每]年内?累计)"
    # a span of two years is one period named by its first ("2025—2026年采暖季" is the 2025-26 season)
    # (not the year a balance is carried "into": "carry over up to $640 into the 2026 plan year")
    r"|(?P<y>(?<![\dA-Za-z-])(?<!into )(?<!into the )(?:FY\s?)?(?P<yn>(?:19|20)\d{2})(?:\s?[—–~/-]\s?(?:(?:19|20)\d{2}|\d{2})(?![\d/-]))?(?!\d)(?!-\d{3})(?![A-Za-z])|(?<![A-Za-z0-9])FY'?(?P<yy>\d{2})(?![\dA-Za-z]))"  # not in "NB-JS-2024-1186", "ZY2025-04126", "Series 2026A"
    r"|(?P<rel>last year|prior[ -]year|year-ago|previous year|this year|current year|next year|去年|上年|上一年|今年|本年|明年)",
    re.IGNORECASE,
)
_REL = {"last year": -1, "prior year": -1, "prior-year": -1, "year-ago": -1, "previous year": -1, "去年": -1, "上年": -1, "上一年": -1,
        "this year": 0, "current year": 0, "今年": 0, "本年": 0, "next year": 1, "明年": 1}  # fmt: skip


def _tenor(number: str, months: bool) -> str:
    """A tenor's name: "T1" for one year in any notation, "T6M" for six months ("12-month" is "T1")."""
    n = _TENOR.get(number, number.lstrip("0"))
    if not months:
        return "T" + n
    if n.isdigit() and int(n) % 12 == 0:
        return f"T{int(n) // 12}"
    return f"T{n}M"


_ZH_SPAN = {"三个月": "three", "3个月": "three", "季度": "three", "六个月": "six", "6个月": "six"}


def _month_period(month: int, span: str) -> str:
    """The period a month names: itself ("M9"), or the quarter or half that ends in it ("three months
    ended September 30": "Q3"; "six months ended June 30": "H1"; calendar quarters)."""
    if span in {"three", "3"}:
        return f"Q{(month + 2) // 3}"
    if span in {"six", "6"}:
        return "H1" if month <= 6 else "H2"
    return f"M{month}"


def _year_of(written: str) -> int:
    """ "2024" -> 2024, "24" -> 2024."""
    return int(written) + (2000 if len(written) == 2 else 0)


def find_period(text: str, *, last: bool = False) -> Period:
    """The period named in ``text``: the first mention of each component wins (the last if ``last``)."""
    if last:
        periods = [find_period(m.group()) for m in _PERIOD_RE.finditer(text)]
        out = Period()
        for p in periods:
            out = Period(p.year or out.year, p.sub or out.sub, out.rel if p.rel is None else p.rel)
        return out
    year: int | None = None
    sub: str | None = None
    rel: int | None = None
    for m in _PERIOD_RE.finditer(text):
        if m.group("ytd") and sub is None:
            sub = "YTD"
        elif m.group("ord") and sub is None:
            unit = (m.group("ordu") or m.group("ordu2") or m.group("ordu3")).lower()
            num = (m.group("ordz") or m.group("ordn") or m.group("ordw")).lower()
            sub = f"#{_ORDINAL.get('Y' + num, 'Y' + num)[1:]}:{_ORD_UNITS.get(unit, unit)}"
        elif m.group("tenor") and sub is None:
            if m.group("tzi"):  # a plan of n instalments
                sub = f"T{_TENOR.get(m.group('tzi'), m.group('tzi').lstrip('0'))}P"
            else:
                months = bool(m.group("tmn") or m.group("tzm"))
                sub = _tenor((m.group("tn") or m.group("tz") or m.group("tmn")).lower(), months)
        elif m.group("yr") and sub in (None, "FY"):  # "the annual fee for Year 1": Year 1
            sub = "Y" + (m.group("yrz") or m.group("yrn") or m.group("yrw") or m.group("term")).lower()
            sub = _ORDINAL.get(sub, sub)
        elif m.group("mo"):  # "year ended December 31, 2024": FY already, the year still counts
            span = "three" if m.group("mq") else (m.group("mspan") or "").lower()
            sub = sub or _month_period(_MONTH_NUM[m.group("mo")[:3].lower()], span)
            year = year or int(m.group("moy"))
        elif m.group("zy"):
            sub = sub or _month_period(int(m.group("zm")), _ZH_SPAN.get(m.group("zspan") or "", ""))
            year = year or int(m.group("zy"))
        elif m.group("q") and sub is None:
            if m.group("qy"):
                sub = "Q" + m.group()[0]
                year = year or _year_of(m.group("qy"))
                continue
            if m.group("qd"):  # "3Q 2024", "1Q FY25"
                year = year or _year_of(m.group("qfy") or m.group("qyear"))
            key = m.group("qn") or m.group("qd") or m.group("qz") or m.group("qw").lower()
            sub = _QUARTERS.get(key, key)
            if m.group("qend") and sub[1:].isdigit():  # "三季度末" is the end of September: "9月末"
                sub = f"M{3 * int(sub[1:])}"
        elif m.group("h") and sub is None:
            hz = m.group("hz")
            first = (
                "1" in (m.group("hn"), m.group("hd"))
                or hz == "上"
                or (m.group("hw") or "").lower() == "first"
            )
            sub = "H1" if first or m.group("hy") else "H2"
            if m.group("hd"):  # "2H24", "1H FY2024", "2H 2025"
                year = year or _year_of(m.group("hyy") or m.group("hfy") or m.group("hyear"))
        elif m.group("fy") and sub is None:
            sub = "FY"
        elif m.group("y") and year is None:
            year = _year_of(m.group("yn") or m.group("yy"))  # "FY24"
        elif m.group("rel") and rel is None:
            rel = _REL.get(m.group("rel").lower())
    return Period(year, sub, rel)


# Cheap first pass: every period mention contains one of these; the full pattern then runs only
# on short windows around them (the full alternation is ~10x slower per character of text).
_PERIOD_TRIGGER_RE = re.compile(
    r"(?:19|20)\d\d|[QqHh][1-4]|[1-4]Q|[12]H|FY|季度|半年|年|月|累计|第|期|[Qq]uarter|[Hh]alf|[Yy]ear|[Aa]nnual|[Ff]iscal|"
    r"[Cc]ycle|[Pp]hase|[Ss]tage|[Dd]ose|[Vv]isit|[Rr]ound|"
    r"[Mm]onth|YTD|ytd|[Tt]erm|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|"
    # the same words in a clause set in capitals ("YEAR 2 FEE", "FOR THE QUARTER ENDED SEPTEMBER 30, 2025")
    r"QUARTER|HALF|YEAR|ANNUAL|FISCAL|CYCLE|PHASE|STAGE|DOSE|VISIT|ROUND|MONTH|TERM|"
    r"JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC"
)


# A plan or tier named with a number ("Gold 2000", "Silver 2500") is no year.
_PLAN_NUMBER_RE = re.compile(
    r"\b(?:gold|silver|bronze|platinum|plan|plus|premium|basic|classic)\s$", re.IGNORECASE
)


# A date of birth dates a person, and the year a thing was built or founded ("bulk carrier, built
# 2012") dates the thing: neither is the period of the values around it.
_BIRTH_RE = re.compile(
    r"(?:出生日期|出生|生日|date of birth|\bdob|\bborn(?: on)?|"
    r"\b(?:built|constructed|manufactured|founded|established)(?: in)?|\bmodel[- ]year)[\s:：]*"
    r"(?:\d{1,2}[/.-]\d{1,2}[/.-]|\d{1,2}(?:st|nd|rd|th)?[\s,]*)?$",  # "DOB 03/11/1968", "born 3rd"
    re.IGNORECASE,
)


# The day an event happens ("ends on July 31, 2026", "due by 1 May 2025") dates the event, not the
# period of the values around it; "as of June 30, 2025" or "year ended December 31" still do. Nor does
# the day a year begins ("the fiscal year beginning July 1, 2025"): it names no month, and which
# calendar year names such a fiscal year (FY2026 in a US town, fiscal 2025 in Japan) varies.
_EVENT_DATE_RE = re.compile(
    r"\b(?:on|by|due|before|after|begins?|starts?|ends?|expires?|commencement|year\s+(?:beginning|starting|commencing))"
    r"[:：]?\s+(?:on\s+)?(?:the\s+)?$",
    re.IGNORECASE,
)


# a day a value applies from ("自2025年1月1日起", "effective 1 June 2025") dates a change, and a day
# something is done on ("已于2026年3月2日转入") dates that event: neither is a period
_FROM_DAY_LEFT_RE = re.compile(
    r"(?:自|从|于|在|\bfrom|\bsince|\beffective|\bstarting)[:：]?\s*(?:the\s+)?$", re.IGNORECASE
)
_SPAN_END_LEFT_RE = re.compile(r"(?:(?<!截)至|(?<!截止)到|\bto|-|–|—)\s*$", re.IGNORECASE)
# (an hour may stand between the start day and 至: "自2025年5月20日零时起至2025年10月15日二十四时止")
_SPAN_START_RIGHT_RE = re.compile(
    r"\s*(?:(?:零|[0-9]{1,2}|二十四)[时点]|[0-9]{1,2}:[0-9]{2})?\s*(?:起?至|到|to\b|-|–|—|开始|起)",
    re.IGNORECASE,
)


_ZH_DAY_RE = re.compile(r"[0-9]{1,2}[日号]")


def _zh_day_end(text: str, end: int) -> int | None:
    """Where the day written after a Chinese month mention ends ("2025年7月" then "1日"), if one is."""
    day = _ZH_DAY_RE.match(text, end)
    return day.end() if day else None


def _is_day(x: re.Match[str]) -> bool:
    """A month mention that names its day ("August 1, 2025", "1 August 2025"), not a span's end."""
    return (
        x.group("mo") is not None
        and x.group("mspan") is None
        and x.group("mq") is None
        and sum(c.isdigit() for c in x.group()) > 4
    )


def _mentions(text: str, lo: int, hi: int) -> list[tuple[int, int, str]]:
    """Period mentions in text[lo:hi], as (start, end, text) for ``find_period`` to read back: a term
    before a rate is recorded as the tenor it is ("一年1.65%": "一年期")."""
    out = []
    for x in _PERIOD_RE.finditer(text, lo, hi):
        if x.group("y") and _PLAN_NUMBER_RE.search(text, max(0, x.start() - 12), x.start()):
            continue
        if _BIRTH_RE.search(text, max(0, x.start() - 24), x.start()):
            continue
        if _is_day(x) and _EVENT_DATE_RE.search(text, max(0, x.start() - 24), x.start()):
            continue
        day_end = x.end() if _is_day(x) else _zh_day_end(text, x.end())
        if day_end is not None and (
            _SPAN_END_LEFT_RE.search(text, max(0, x.start() - 6), x.start())
            or _SPAN_START_RIGHT_RE.match(text, day_end)
            or _FROM_DAY_LEFT_RE.search(text, max(0, x.start() - 16), x.start())
        ):
            continue  # a date span's ends ("服务期2025年7月1日至2026年6月30日") date a term, a start day a change
        found = x.group() + "期" if x.group("tzr") else "分" + x.group() if x.group("tzir") else x.group()
        out.append((x.start(), x.end(), found))
    return out


def period_spans(text: str) -> list[tuple[int, int, str]]:
    """Every period mention in ``text`` as (start, end, text), in order."""
    spans: list[tuple[int, int, str]] = []
    lo = hi = -1
    for m in _PERIOD_TRIGGER_RE.finditer(text):
        if m.start() - 24 > hi:
            if hi >= 0:
                spans.extend(_mentions(text, lo, hi))
            lo = max(0, m.start() - 24, spans[-1][1] if spans else 0)
        hi = min(len(text), m.end() + 24)
    if hi >= 0:
        spans.extend(_mentions(text, lo, hi))
    return spans


def period_in(
    spans: list[tuple[int, int, str]], lo: int, hi: int, *, last: bool = False, skip: tuple[int, int] = (0, 0)
) -> Period:
    """The period named by the mentions lying within [lo, hi), ignoring any that overlaps ``skip``
    (the fact's own text: "a 1-year warranty" is a duration, not a tenor qualifying itself)."""
    inside = " ; ".join(t for s, e, t in spans if s >= lo and e <= hi and (e <= skip[0] or s >= skip[1]))
    return find_period(inside, last=last) if inside else Period()
