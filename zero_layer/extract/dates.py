"""Dates and times of day: ISO, Chinese, English (day- or month-first) and slash dates; spans
("from 1 January to 31 December", "截止到…") that tell a start from an end; "2 p.m." / "14:00".

Pure functions over the text at a candidate position; the extractor turns their results into facts.
"""

from __future__ import annotations

import re

__all__ = ["HOUR_RANGE_RE", "date_at", "date_role", "hour_range_at", "time_at", "zh_numeral_date_at"]

# ruff: noqa: E501  (month-name patterns read best unbroken)

_MONTHS = {m[:3].lower(): i for i, m in enumerate(
    ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"], 1)}  # fmt: skip
_MONTH_FORMS = r"Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?"
# capitalised, all capitals ("EFFECTIVE JANUARY 1, 2026" in a contract's capitalised clauses) or lower
# case ("my order on march 3, 2026" in a chat): every date pattern wants a day or a year next to it,
# so "you may" is no month
_MONTH_NAME = f"({_MONTH_FORMS}|{_MONTH_FORMS.upper()}|{_MONTH_FORMS.lower()})"
_ISO_DATE_RE = re.compile(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)")
# "自2025年3月1日零时起至…": a time of day and 起 may stand between a span's start and its "to"
_DATE_TO_AFTER_RE = re.compile(
    r"\s*(?:(?:零时|零点|0时|24时|二十四时)?起)?\s*(?:to|until|through|till|–|—|-|~|～|至|到)\s*",
    re.IGNORECASE,
)
# (also in Chinese numerals: "2026年4月9日至十一日")
_DATE_AHEAD_RE = re.compile(
    r"(?:\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)"
    r"|[〇零一二三四五六七八九十]{1,4}[年月日号])"
)
_DATE_TO_BEFORE_RE = re.compile(
    r"(?:\bto|\buntil|\bthrough|\btill|\bby|\bends?(?: on)?|\bending(?: on)?|\bexpires?(?: on)?|–|—|~|～|至|到|截止|截至"
    r"|(?<![\d/.:])\d{1,2}-)\s*$",  # and "1-30 September 2025": a span of days, with a hyphen
    re.IGNORECASE,
)
_TIME_AP_RE = re.compile(r"(\d{1,2})(?::(\d{2}))?\s*([ap]\.?\s?m\.?)(?![a-z])", re.IGNORECASE)
_TIME_24_RE = re.compile(r"(\d{1,2}):(\d{2})(?!\d)")
# an hour range that writes a.m. or p.m. once, after its end ("6-9 am", "4–7 pm"): the bare hour before
# the dash is a time of the same half of the day
HOUR_RANGE_RE = re.compile(r"\s?[-–]\s?(\d{1,2}(?::\d{2})?\s*[ap]\.?\s?m\.?)(?![a-z])", re.IGNORECASE)
# the year in full or in two digits ("15/03/25", as claim forms write it)
_SLASH_DATE_RE = re.compile(r"(\d{1,2})/(\d{1,2})/(\d{4}(?!\d)|\d{2}(?![\d/]))")
# "15.03.2025", "15-03-2025": the European and German notations write the day first
_DOT_DATE_RE = re.compile(r"(\d{1,2})[.-](\d{1,2})[.-]((?:19|20)\d{2})(?!\d)")
_US_DOLLAR_RE = re.compile(r"(?<![A-Za-z])\$")  # "$", not "HK$", "A$", "S$"
_ZH_DATE_RE = re.compile(r"(\d{4})\s?年\s?(\d{1,2})\s?月(?:\s?(\d{1,2})\s?[日号])?")
# a date in Taiwan's Minguo years ("114年3月15日" is 15 March 2025): year 1 is 1912
_ROC_DATE_RE = re.compile(r"(1\d{2})\s?年\s?(\d{1,2})\s?月(?:\s?(\d{1,2})\s?[日号])?")
_ROC_YEAR_ONE = 1911
# a SWIFT message's date fields (MT700 31C date of issue, 31D expiry, 44C latest shipment, 30 date)
# write dates as YYMMDD: ":31D: Date and Place of Expiry: 250915 HAMBURG"
_SWIFT_DATE_RE = re.compile(r"(\d\d)(\d\d)(\d\d)")
# (in a raw message ":31D:" or, in an extract, a line that starts with the tag, numbered or not: "31D
# Date and place of expiry: 260315 Shenzhen")
SWIFT_FIELD_LEFT_RE = re.compile(
    r"(?::(?:30|31C|31D|31E|44C|44D):|(?<![^\n])[ \t]*(?:[0-9]{1,2}[.)][ \t]*)?(?:31C|31D|31E|44C|44D)\b)"
    r"[^\n:]{0,40}:?[ \t]*$"
)
_EN_DMY_RE = re.compile(
    r"(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?(?:\s+|-)" + _MONTH_NAME + r"\.?(?:,?\s+|-)(\d{4}|['’]\d{2})(?!\d)"
)
# a date in Chinese numerals, as contracts are signed ("二〇二五年三月十五日")
_ZH_NUMERAL_DATE_RE = re.compile(
    r"([〇零一二三四五六七八九]{4})\s?年\s?([一二三四五六七八九十]{1,3})\s?月(?:\s?([一二三四五六七八九十]{1,3})\s?[日号])?"
)
_ZH_DIGIT = {c: i for i, c in enumerate("〇一二三四五六七八九")} | {"零": 0}
_EN_MDY_LEFT_RE = re.compile(_MONTH_NAME + r"\.?\s+$")
_EN_MDY_RIGHT_RE = re.compile(r"(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)")
_EN_MY_RIGHT_RE = re.compile(r"((?:19|20)\d{2})(?!\d)")
# a day and month with no year ("left our warehouse on 3 October", "Estimated delivery: October 9",
# "截止日期为4月15日"): compared by day and month with any other date (``YEARLESS``). The month name
# capitalised or in capitals only ("2 may be claimed" is no date), and no unit, time or decimal after
# a day that follows its month ("June 30 days", "March 3:30")
_MONTH_NAME_CAP = f"({_MONTH_FORMS}|{_MONTH_FORMS.upper()})"
# (on one line: "Promotion period: 1-11 November\n6. Not applicable …" ends its date at the month)
_EN_DM_RE = re.compile(
    r"(\d{1,2})(?:st|nd|rd|th)?(?:[^\S\r\n]+of)?[^\S\r\n]+"
    + _MONTH_NAME_CAP
    + r"\b(?!\.?,?[^\S\r\n]*['’]?\d)"
)
_EN_MD_LEFT_RE = re.compile(_MONTH_NAME_CAP + r"\.?[^\S\r\n]+$")
_EN_MD_RIGHT_RE = re.compile(
    r"(\d{1,2})(?:st|nd|rd|th)?(?![\d.,:]?\d|\s*(?:%|[ap]\.?m\b|-?\s*(?:days?|nights?|weeks?|months?|years?|hours?)\b))"
)
_ZH_MD_RE = re.compile(r"(\d{1,2})\s?月\s?(\d{1,2})\s?[日号]")
# the last day of a span within one month ("11月1日至11日", "2025年3月1日至15日"): that month's (and year's)
_ZH_SPAN_MONTH_LEFT_RE = re.compile(
    r"(?:(\d{4})\s?年\s?)?(\d{1,2})\s?月\s?\d{1,2}\s?[日号]\s*(?:至|到|~|～|-|—)\s*$"
)
_ZH_SPAN_DAY_RE = re.compile(r"(\d{1,2})\s?[日号]")
_ZH_NUMERAL_SPAN_DAY_RE = re.compile(r"([一二三四五六七八九十]{1,3})\s?[日号]")  # "11月1日至十一日"
# "每年3月15日" is a day of every year, not a date (the extractor reads it as one)
_EVERY_YEAR_ZH_RE = re.compile(r"每年的?\s*$")


def _month_first(text: str) -> bool:
    """Whether ``text`` writes slash dates month first: it says so ("MM/DD"), writes one that only
    reads that way ("12/31/2026"), or, with nothing to tell, writes amounts in US dollars ("$400")
    and none in pounds or euros (a US document: "07/01/2026" is 1 July)."""
    low = text.lower()
    if "mm/dd" in low or "dd/mm" in low:
        return "mm/dd" in low
    slashes = [(int(m.group(1)), int(m.group(2))) for m in _SLASH_DATE_RE.finditer(text)]
    if any(second > 12 for _first, second in slashes) or any(first > 12 for first, _second in slashes):
        return any(second > 12 for _first, second in slashes)
    return _US_DOLLAR_RE.search(text) is not None and "£" not in text and "€" not in text


def date_at(text: str, m: re.Match[str]) -> tuple[int, int, int, int, int] | None:
    """(start, end, year, month, day) of a date written at candidate ``m`` (day 0 = month only; year 0
    = no year written)."""
    s = m.start()
    for rx in (_ISO_DATE_RE, _ZH_DATE_RE):
        d = rx.match(text, s)
        if d:
            return s, d.end(), int(d.group(1)), int(d.group(2)), int(d.group(3) or 0)
    d = _ROC_DATE_RE.match(text, s)
    if d:
        return s, d.end(), int(d.group(1)) + _ROC_YEAR_ONE, int(d.group(2)), int(d.group(3) or 0)
    d = _SLASH_DATE_RE.match(text, s)
    if d:  # day first unless that is impossible or the text writes dates month first
        first, second = int(d.group(1)), int(d.group(2))
        us = second > 12 or (first <= 12 and _month_first(text))
        day, month = (second, first) if us else (first, second)
        return s, d.end(), _full_year(int(d.group(3))), month, day
    d = _DOT_DATE_RE.match(text, s)
    if d:  # day first; month first only where the second cannot be a month ("03-15-2025")
        first, second = int(d.group(1)), int(d.group(2))
        day, month = (second, first) if second > 12 else (first, second)
        if 1 <= month <= 12 and 1 <= day <= 31:
            return s, d.end(), int(d.group(3)), month, day
    d = _EN_DMY_RE.match(text, s)
    if d:
        year = _full_year(int(d.group(3).lstrip("'’")))  # "15 Mar '25"
        return s, d.end(), year, _MONTHS[d.group(2)[:3].lower()], int(d.group(1))
    left = _EN_MDY_LEFT_RE.search(text, max(0, s - 12), s)
    if left:
        r = _EN_MDY_RIGHT_RE.match(text, s)
        if r:
            return left.start(), r.end(), int(r.group(2)), _MONTHS[left.group(1)[:3].lower()], int(r.group(1))
        r = _EN_MY_RIGHT_RE.match(text, s)
        if r:
            return left.start(), r.end(), int(r.group(1)), _MONTHS[left.group(1)[:3].lower()], 0
    return _swift_date(text, s) or _yearless_date(text, s)


def _yearless_date(text: str, s: int) -> tuple[int, int, int, int, int] | None:
    """A day and month with no year at ``s`` (year 0): "3 October", "October 9", "4月15日"; and the last
    day of a span within one month, with the month and year of its first ("11月1日至11日")."""
    d = _EN_DM_RE.match(text, s)
    if d:
        return s, d.end(), 0, _MONTHS[d.group(2)[:3].lower()], int(d.group(1))
    left = _EN_MD_LEFT_RE.search(text, max(0, s - 12), s)
    if left and not text[left.start() - 1 : left.start()].isalpha():  # a whole word ("Sep", not "…sep")
        r = _EN_MD_RIGHT_RE.match(text, s)
        if r:
            return left.start(), r.end(), 0, _MONTHS[left.group(1)[:3].lower()], int(r.group(1))
    d = _ZH_MD_RE.match(text, s)
    if d and not _EVERY_YEAR_ZH_RE.search(text, max(0, s - 4), s):
        return s, d.end(), 0, int(d.group(1)), int(d.group(2))
    d = _ZH_SPAN_DAY_RE.match(text, s)
    left = _ZH_SPAN_MONTH_LEFT_RE.search(text, max(0, s - 16), s) if d else None
    if d and left:
        return s, d.end(), int(left.group(1) or 0), int(left.group(2)), int(d.group(1))
    return None


def _swift_date(text: str, s: int) -> tuple[int, int, int, int, int] | None:
    """A SWIFT date field's YYMMDD: six digits, no more, after the field's tag and name."""
    d = _SWIFT_DATE_RE.match(text, s)
    if d is None or text[d.end() : d.end() + 1].isdigit():
        return None
    if not SWIFT_FIELD_LEFT_RE.search(text, max(0, s - 48), s):
        return None
    month, day = int(d.group(2)), int(d.group(3))
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    return s, d.end(), 2000 + int(d.group(1)), month, day


def zh_numeral_date_at(text: str, start: int) -> tuple[int, int, int, int, int] | None:
    """``date_at`` for a date in Chinese numerals: the year digit by digit, month and day as numbers."""
    d = _ZH_NUMERAL_DATE_RE.match(text, start)
    if d is None:
        return _zh_numeral_span_day(text, start)
    year = int("".join(str(_ZH_DIGIT[c]) for c in d.group(1)))
    return start, d.end(), year, _zh_small(d.group(2)), _zh_small(d.group(3) or "")


def _zh_numeral_span_day(text: str, start: int) -> tuple[int, int, int, int, int] | None:
    """The last day of a span within one month, in Chinese numerals ("11月1日至十一日"), as
    ``_yearless_date`` reads it in digits."""
    d = _ZH_NUMERAL_SPAN_DAY_RE.match(text, start)
    left = _ZH_SPAN_MONTH_LEFT_RE.search(text, max(0, start - 16), start) if d else None
    if d is None or left is None:
        return None
    day = _zh_small(d.group(1))
    return (start, d.end(), int(left.group(1) or 0), int(left.group(2)), day) if day else None


def _zh_small(numeral: str) -> int:
    """十 = 10, 十五 = 15, 二十 = 20, 二十一 = 21, 三 = 3 (0 for none or a malformed one)."""
    tens, _ten, units = numeral.partition("十")
    if not _ten:
        return _ZH_DIGIT.get(numeral, 0) if len(numeral) == 1 else 0
    if len(tens) > 1 or len(units) > 1:
        return 0
    return (_ZH_DIGIT.get(tens, 0) if tens else 1) * 10 + (_ZH_DIGIT.get(units, 0) if units else 0)


def _full_year(year: int) -> int:
    """A two-digit year is this century's ("15/03/25", "15 Mar '25")."""
    return year + 2000 if year < 100 else year


def date_role(text: str, start: int, end: int) -> str | None:
    """ "min" for the start of a span ("from X to …"), "max" for its end ("… to X", "截止到X")."""
    after = _DATE_TO_AFTER_RE.match(text, end)
    if after and _DATE_AHEAD_RE.match(text, after.end()):
        return "min"
    if _DATE_TO_BEFORE_RE.search(text, max(0, start - 14), start):
        return "max"
    return None


def time_at(text: str, pos: int, ampm: str | None) -> tuple[float, int, str | None] | None:
    t = _TIME_AP_RE.match(text, pos)
    if t is not None:
        value = _minutes(t.group(1), t.group(2), t.group(3))
        return None if value is None else (value, t.end(), t.group(3))
    t = _TIME_24_RE.match(text, pos)
    if t is not None:
        value = _minutes(t.group(1), t.group(2), None)
        return None if value is None else (value, t.end(), None)
    return None


def hour_range_at(text: str, start: int, end: int) -> tuple[float, float, int] | None:
    """(from, to, end) of an hour range whose bare first hour is ``text[start:end]`` ("4-7 pm": 16:00 to
    19:00; "11-2 pm": 11:00 to 14:00, the morning's 11 before the afternoon's 2)."""
    r = HOUR_RANGE_RE.match(text, end)
    hour = text[start:end]
    if r is None or not hour.isdigit():
        return None
    second = time_at(text, r.start(1), None)
    if second is None or second[2] is None:
        return None
    first = _minutes(hour, None, second[2])
    if first is not None and first > second[0]:
        first = _minutes(hour, None, "am")
    if first is None or first > second[0]:
        return None
    return first, second[0], second[1]


def _minutes(hour: str, minute: str | None, ampm: str | None) -> float | None:
    h, mnt = int(hour), int(minute or 0)
    if ampm:
        pm = ampm.lower().startswith("p")
        if not 1 <= h <= 12:
            return None
        h = (h % 12) + (12 if pm else 0)
    if h > 24 or mnt > 59:
        return None
    return float(h * 60 + mnt)
