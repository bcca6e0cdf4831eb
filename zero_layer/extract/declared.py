"""Money units declared for a table instead of written after each number.

Financial statements and data sheets state the unit once: in a heading ("（单位：人民币万元）",
"(in thousands)", "($ in millions)") or in a row's label ("研发投入总额（元）", "Revenue ($m)"), and
write the rows' values as bare numbers. Those values are money in the declared unit; without it,
"归属于上市公司股东的净利润：4,260.17" under "单位：万元" could not be compared with "归母净利润4.26亿元".

Only a row's value takes a declared unit: a number right after a label ("净利润：", "Cash ....",
a table cell) that ends its row or cell. Counts, ratios and years are not money.
"""

# ruff: noqa: E501  (regex tables read best unbroken)

from __future__ import annotations

import re

from zero_layer.extract.numbers import scale_factor
from zero_layer.extract.units import currency_code

__all__ = ["Declaration", "declarations", "declared_unit"]

# (where it ends, currency code, scale): what a heading declares for the rows after it
Declaration = tuple[int, str, float]

_CUR = r"(?:US\$|HK\$|\$|€|£|USD|EUR|GBP|RMB|CNY|HKD)"
_EN_SCALE = r"(?:thousands?|millions?|billions?|mn|bn|m|'?000s?)"
_ZH_UNIT = r"(?:人民币|港币)?\s*(?:百万|千万|千|万|亿)?\s*(?:元|美元|港元|欧元)"
# a heading's declaration; it holds for the rest of the chunk, or up to the next one
HEADER_RE = re.compile(
    rf"(?:金额)?单位\s*[：:]\s*{_ZH_UNIT}"
    rf"|\(\s*(?:{_CUR}\s*)?(?:(?:amounts|dollars|figures|expressed)\s+)?in\s+(?:{_CUR}\s*)?(?:thousands|millions|billions)\b[^()\n]{{0,60}}\)"
    rf"|\(\s*{_CUR}\s*{_EN_SCALE}\s*\)"
    rf"|^[ \t]*(?:all\s+)?(?:amounts|figures)\s+(?:are\s+)?(?:(?:stated|expressed|shown|presented)\s+)?in\s+(?:{_CUR}\s*)?(?:thousands|millions|billions)\b",
    re.IGNORECASE | re.MULTILINE,
)
# a row label's own unit, right before its value: "研发投入总额（元）281,000,000", "Revenue ($ in millions): 1,234"
LABEL_RE = re.compile(
    rf"(?:[（(]\s*(?:单位\s*[：:]\s*)?{_ZH_UNIT}\s*[）)]|\(\s*{_CUR}\s*(?:in\s+)?{_EN_SCALE}?\s*\))\s*[:：]?[ \t\u3000]*[-−]?$",
    re.IGNORECASE,
)
# the currency and the scale a declaration names
CURRENCY_RE = re.compile(
    r"人民币|美元|港币|港元|欧元|US\$|HK\$|\$|€|£|\b(?:USD|EUR|GBP|RMB|CNY|HKD)\b|\bu\.?s\.?\s+dollars\b|\bdollars\b|\beuros\b",
    re.IGNORECASE,
)
SCALE_WORD_RE = re.compile(
    r"百万|千万|千|万|亿|thousand|million|billion|\bmn\b|\bbn\b|\bm\b|'?000s?", re.IGNORECASE
)
# a row's value: a separator (colon, dot leader, cell border, tab, a wide gap) right before it, after a
# label (a letter earlier on the line) ...
ROW_LEFT_RE = re.compile(r"(?:[:：|\t]|\.{2,}|…+|[ \u3000]{2,})[ \t\u3000]*[-−]?$")
LETTER_RE = re.compile(r"[A-Za-z\u4e00-\u9fff]")
# ... and the end of its row or cell right after it
ROW_RIGHT_RE = re.compile(r"[ \t\u3000]*(?:$|[，,;；|\t\n]|[ \u3000]{2,})", re.MULTILINE)
# labels of values that are not money
NOT_MONEY_RE = re.compile(
    r"人数|人员|员工|数量|股数|户数|家数|笔数|次数|天数|比例|比率|占比|率|倍|[%％]|\b(?:shares|employees|headcount|number of|ratio|margin|rate|days|count|units)\b",
    re.IGNORECASE,
)
_WINDOW = 32  # characters before a number that hold its label's unit or its separator


def declarations(text: str) -> list[Declaration]:
    """Every heading's declaration in ``text``, in order."""
    return [(m.end(), *_unit_of(m.group())) for m in HEADER_RE.finditer(text)]


def declared_unit(
    text: str, start: int, end: int, declared: list[Declaration], since: int
) -> tuple[str, float] | None:
    """(currency, scale) of the bare number at ``start:end`` when it is a row's value under a declared
    unit: its label's own, else the last heading's before it. The row's label is the words before
    it (past other cells' values: "| 员工人数 | 812 | 790"), after the last fact (``since``) and the
    number before them, at its line or after a full stop at the latest."""
    if not ROW_RIGHT_RE.match(text, end):
        return None
    line = text.rfind("\n", 0, start) + 1
    near = max(line, start - _WINDOW)
    label = LABEL_RE.search(text, near, start)
    if label is None and not (declared and declared[0][0] <= start):
        return None
    field = max(line, since, *(text.rfind(c, line, start) + 1 for c in "；;。"))
    i = start - 1  # back over other cells' values to the label's last letter, then to the number before it
    while i >= field and not _is_letter(text[i]):
        i -= 1
    while i >= field and not "0" <= text[i] <= "9":
        i -= 1
    field = i + 1
    if NOT_MONEY_RE.search(text, field, start):
        return None
    if label is not None:
        return _unit_of(label.group())
    sep = ROW_LEFT_RE.search(text, near, start)
    if sep is None or not LETTER_RE.search(text, line, sep.start()):
        return None
    last = declared[0]
    for d in declared:
        if d[0] > start:
            break
        last = d
    return last[1], last[2]


def _is_letter(c: str) -> bool:
    return "a" <= c <= "z" or "A" <= c <= "Z" or "\u4e00" <= c <= "\u9fff"


def _unit_of(declaration: str) -> tuple[str, float]:
    cur = CURRENCY_RE.search(declaration)
    if cur:
        currency = currency_code(" ".join(cur.group().split()))  # "U.S.  dollars" as "U.S. dollars"
    else:
        currency = "CNY" if "元" in declaration else "USD"
    scale = SCALE_WORD_RE.search(declaration)
    if scale is None:
        return currency, 1.0
    word = scale.group().lower().rstrip("s")
    return currency, 1e3 if word.endswith("000") else scale_factor(word)
