"""Dosing and service frequencies as a rate per day: "twice daily" = "bid" = "q12h" = "每日两次" = 2.

A frequency is its own dimension ("per day"), so "every 8 hours" never compares with a "7 days"
course, and "once daily" vs "每日一次" compare equal across languages.
"""

from __future__ import annotations

import re

__all__ = ["FREQUENCY_RE", "per_day"]

_WORD = {"once": 1.0, "one time": 1.0, "twice": 2.0, "two times": 2.0, "thrice": 3.0, "three times": 3.0,
         "four times": 4.0, "一": 1.0, "两": 2.0, "二": 2.0, "三": 3.0, "四": 4.0}  # fmt: skip
_ABBR = {"qd": 1.0, "bid": 2.0, "tid": 3.0, "qid": 4.0, "qod": 0.5,
         # British and Latin prescription shorthand, lower case only ("OD" is also an eye and an overdraft)
         "od": 1.0, "bd": 2.0, "tds": 3.0, "qds": 4.0, "mane": 1.0, "nocte": 1.0, "qhs": 1.0, "eod": 0.5,
         "every other day": 0.5, "every second day": 0.5, "隔日一次": 0.5, "隔天一次": 0.5, "每晚一次": 1.0,
         "每晚1次": 1.0}  # fmt: skip

FREQUENCY_RE: re.Pattern[str] = re.compile(
    r"\b(?P<en>once|twice|thrice|one time|two times|three times|four times|(?P<n>[1-6]) (?:times|doses))"
    r"(?:\s+(?:a|per|each)\s+day|\s+daily|/day|\s+(?:in|per|within)\s+(?:any\s+)?24\s+hours)\b"
    r"|(?<![A-Za-z])(?P<abbr>q\.?d\.?|b\.?i\.?d\.?|t\.?i\.?d\.?|q\.?i\.?d\.?|qod|every (?:other|second) day|"
    r"(?-i:o\.?d\.?|b\.?d\.?|t\.?d\.?s\.?|q\.?d\.?s\.?|mane|nocte|qhs|eod)|隔日一次|隔天一次|每晚一次|每晚1次)(?![A-Za-z])"
    r"|\bq(?P<qh>\d{1,2})h\b"
    r"|(?:每日|每天|一日|一天)(?P<zh>[一两二三四1-4])次"
    # and once a week ("methotrexate 15 mg once weekly", "每周一次"), per day: a dose taken once a week
    # is no daily one. (Two or more times a week stay counts: "3 sessions a week for 6 weeks" multiplies.)
    r"|\b(?P<wen>once|one time)(?:\s+(?:a|per|each)\s+week|\s+weekly|/week|/wk)\b"
    r"|(?:每周|每星期|每週|一周)(?P<zhw>一|1)次"
    # and once a month ("alendronate 150 mg once monthly", "每月一次"): no weekly dose either
    r"|\b(?P<men>once|one time)(?:\s+(?:a|per|each)\s+month|\s+monthly|/month)\b"
    r"|(?:每月|每个月)(?P<zhm>一|1)次",
    re.IGNORECASE,
)
_WEEK = 7.0
_MONTH = 30.4375


def per_day(m: re.Match[str]) -> float | None:
    """Doses (or events) per day for a FREQUENCY_RE match."""
    if m.group("en"):
        if m.group("n"):
            return float(m.group("n"))
        return _WORD.get(m.group("en").lower())
    if m.group("abbr"):
        return _ABBR.get(m.group("abbr").lower().replace(".", ""))
    if m.group("qh"):
        hours = int(m.group("qh"))
        return 24.0 / hours if hours else None
    if m.group("wen") or m.group("zhw"):
        return 1.0 / _WEEK
    if m.group("men") or m.group("zhm"):
        return 1.0 / _MONTH
    zh = m.group("zh")
    return _WORD.get(zh) or float(zh)
