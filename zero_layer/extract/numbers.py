"""Number spellings → floats: Arabic with thousands separators, scale words, Chinese numerals.

cn2an does the Chinese numerals, but it costs ~50–100 µs a call, so it is only ever called on a
span the scanner already isolated as a numeral, and results are cached (the same spans recur).
"""

from __future__ import annotations

import functools
import re

__all__ = ["SCALE_RE", "ZH_DIGITS", "parse_arabic", "parse_chinese", "precision_of", "scale_factor"]

ZH_DIGITS = "零〇一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟"

# Scale words after a number. Single letters (k, m, b) only count after a currency (checked by caller).
SCALE_RE: re.Pattern[str] = re.compile(
    # 千 before a unit is its SI prefix, not a thousand: 10千伏 is 10 kV, 5千克 5 kg
    r"[ \t]?(万亿|千万|百万|十万|万|亿|千(?![伏瓦克米帕焦卡赫])|thousand|million|billion|trillion|"
    r"mn|bn|mm|k|m|b)(?![a-z])",
    re.IGNORECASE,
)
_SCALES: dict[str, float] = {
    "万亿": 1e12, "千万": 1e7, "百万": 1e6, "十万": 1e5, "万": 1e4, "亿": 1e8, "千": 1e3,
    "thousand": 1e3, "k": 1e3, "million": 1e6, "mn": 1e6, "mm": 1e6, "m": 1e6,
    "billion": 1e9, "bn": 1e9, "b": 1e9, "trillion": 1e12,
}  # fmt: skip
SINGLE_LETTER_SCALES = frozenset({"k", "m", "b", "mm", "mn", "bn"})


def scale_factor(word: str) -> float:
    """The multiplier of a scale word ("million" → 1e6, "万" → 1e4)."""
    return _SCALES[word.lower()]


def parse_arabic(text: str) -> float:
    """ "2,500,000.50" → 2500000.5 (commas are thousands separators)."""
    return float(text.replace(",", "").replace("，", ""))


@functools.lru_cache(maxsize=4096)
def parse_chinese(text: str) -> float | None:
    """A Chinese numeral span ("六十", "二〇二四", "五点五", "三百万") → float, None if not a number."""
    import cn2an  # lazy: cn2an pulls in its config at import time

    try:
        return float(cn2an.cn2an(text, "smart"))
    except (ValueError, KeyError, IndexError, TypeError):
        return None


def precision_of(number_text: str) -> float:
    """The place value of the last written digit: "27.8" → 0.1, "2.5" → 0.1, "30" → 1."""
    if "." in number_text:
        return 10.0 ** -len(number_text.rsplit(".", 1)[1])
    if "点" in number_text:
        return 10.0 ** -len(number_text.rsplit("点", 1)[1])
    return 1.0
