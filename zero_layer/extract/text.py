"""Text normalisation before extraction."""

from __future__ import annotations

import re

__all__ = ["halfwidth"]

# Full-width digits and Latin letters ("３０日", "ＵＳＤ"), as Chinese documents often set them
_FULLWIDTH = str.maketrans(
    {chr(0xFF10 + i): chr(0x30 + i) for i in range(10)}
    | {chr(0xFF21 + i): chr(0x41 + i) for i in range(26)}
    | {chr(0xFF41 + i): chr(0x61 + i) for i in range(26)}
)
_FULLWIDTH_RE = re.compile("[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]")
_POINT_RE = re.compile(r"(?<=[0-9])\uff0e(?=[0-9])")  # "３．５" (a full-width decimal point)


def halfwidth(text: str) -> str:
    """``text`` with full-width digits and letters as ASCII, one character for one (so offsets
    hold); ``text`` itself when it has none."""
    if _FULLWIDTH_RE.search(text) is None:
        return text
    return _POINT_RE.sub(".", text.translate(_FULLWIDTH))
