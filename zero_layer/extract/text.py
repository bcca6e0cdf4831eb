"""Text as the extractor reads it: one character for one, so every offset holds in the original.

Full-width digits and letters ("３０日", "ＵＳＤ") become ASCII, and traditional Chinese characters
their simplified forms ("港幣一萬八千元", "3個月", "保費"), so that the patterns and the lexicon,
written once in simplified Chinese and ASCII, read both. The character table is OpenCC's
(``opencc-python-reimplemented``), less the few entries that are not one character for one, with
Hong Kong's variant forms of traditional characters.
"""

from __future__ import annotations

import re
from functools import cache
from importlib.resources import files

__all__ = ["character_map", "plain", "simplified"]

# full-width digits and Latin letters: U+FF10..FF19, U+FF21..FF3A, U+FF41..FF5A
_FULLWIDTH = (
    {chr(0xFF10 + i): chr(0x30 + i) for i in range(10)}
    | {chr(0xFF21 + i): chr(0x41 + i) for i in range(26)}
    | {chr(0xFF41 + i): chr(0x61 + i) for i in range(26)}
)
_POINT_RE = re.compile(r"(?<=[0-9])\uff0e(?=[0-9])")  # "３．５": a full-width decimal point
_COMMA_RE = re.compile(r"(?<=[０-９])，(?=[０-９]{3}(?![０-９]))")  # "２，０００": a thousands separator


@cache
def character_map() -> dict[str, str]:
    """Every character ``plain`` replaces, with its replacement (the native engine reads this too)."""
    out = _one_for_one("TSCharacters.txt")
    # Hong Kong's variant forms ("櫃枱", "衞生署") by way of the standard traditional character, where
    # that reads as a simplified one ("柜台", "卫生署"): not 抬 (Hong Kong's 擡, simplified 抬 itself)
    simplified = set(out.values())
    for variant, standard in _one_for_one("HKVariantsRev.txt").items():
        plain_form = out.get(standard, standard)
        if variant not in out and variant not in simplified and plain_form in simplified:
            out[variant] = plain_form
    return out | _FULLWIDTH


def _one_for_one(name: str) -> dict[str, str]:
    """An OpenCC table's entries that put one character for one (its first choice)."""
    table = files("opencc") / "dictionary" / name
    out: dict[str, str] = {}
    for line in table.read_text(encoding="utf-8").splitlines():
        source, _, targets = line.partition("\t")
        first = targets.split(" ", 1)[0]
        if len(source) == 1 and len(first) == 1 and first != source:
            out[source] = first
    return out


@cache
def _tables() -> tuple[dict[int, str], frozenset[str]]:
    chars = character_map()
    return str.maketrans(chars), frozenset(chars)


def plain(text: str) -> str:
    """``text`` as the extractor reads it (see the module docstring); ``text`` itself when nothing in
    it changes."""
    translation, mapped = _tables()
    # a set test, not a regex: a character class of ~4,100 characters costs ~0.8 ms per 3 KB
    if text.isascii() or mapped.isdisjoint(text):
        return text
    return _POINT_RE.sub(".", _COMMA_RE.sub(",", text).translate(translation))


def simplified(text: str) -> str:
    """``text`` with its traditional Chinese characters simplified and nothing else changed, so that a
    pattern written in simplified Chinese ("合计") reads "合計" at the same offsets, in characters and in
    UTF-8 bytes alike (the native engine passes its answers' text so)."""
    return text if text.isascii() else text.translate(_same_width_table())


@cache
def _same_width_table() -> dict[int, str]:
    """``character_map``'s replacements that keep a character's UTF-8 width (not full-width to ASCII)."""
    return str.maketrans({c: m for c, m in character_map().items() if len(c.encode()) == len(m.encode())})
