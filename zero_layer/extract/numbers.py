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
    # (a Latin unit may follow a Chinese scale: "1万IU")
    r"[ \t]?(万亿|千万|百万|十万|万|亿|千(?![伏瓦克米帕焦卡赫])|(?:thousand|million|billion|trillion|"
    # India's lakh (1,00,000) and crore (1,00,00,000); a power of ten written out ("1.2 × 10^6",
    # "2.3×10^5 IU/mL", "1.2e6"), but not a count's unit ("11.2 × 10^9/L")
    r"lakhs|lakh|crores|crore|[×x*][ \t]?10\^[0-9]{1,2}(?![0-9/])|e[0-9]{1,2}|"
    r"mn|bn|mm|k|m|b)(?![a-z]))",
    re.IGNORECASE,
)
_SCALES: dict[str, float] = {
    "万亿": 1e12, "千万": 1e7, "百万": 1e6, "十万": 1e5, "万": 1e4, "亿": 1e8, "千": 1e3,
    "thousand": 1e3, "k": 1e3, "million": 1e6, "mn": 1e6, "mm": 1e6, "m": 1e6,
    "billion": 1e9, "bn": 1e9, "b": 1e9, "trillion": 1e12,
    "lakh": 1e5, "lakhs": 1e5, "crore": 1e7, "crores": 1e7,
}  # fmt: skip
SINGLE_LETTER_SCALES = frozenset({"k", "m", "b", "mm", "mn", "bn"})


def scale_factor(word: str) -> float:
    """The multiplier of a scale word ("million" → 1e6, "万" → 1e4, "× 10^6" → 1e6, "e6" → 1e6)."""
    power = word.rpartition("^")[2] if "^" in word else word[1:] if word[:1] in "eE" else None
    return 10.0 ** int(power) if power is not None else _SCALES[word.lower()]


def parse_arabic(text: str) -> float:
    """ "2,500,000.50" → 2500000.5, "1,25,000" → 125000, "1'250.50" → 1250.5 (group separators)."""
    return float(text.replace(",", "").replace("，", "").replace("'", "").replace("’", ""))


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
