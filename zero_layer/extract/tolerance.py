"""Tolerances stated on a value: "USD 850,000, tolerance +/- 5%", "55,000 mt, 10% more or less".

A letter of credit's amount, a charter's cargo quantity or a supply contract's volume is often
written with the band that the documents under it may fall in (field 39A of an MT700 writes it
"05/05"). A drawing or an invoice within that band states no different value, so the checks widen
their agreement by it (``values_agree``): a stated approximation is not a conflict.

Only a tolerance written on the value's own line, after it and before any other number, is read:
"Amount: USD 1,250,000.00, 5% more or less allowed" or "大豆60,000吨，数量溢短装±10%", not a band
stated for another figure further on.
"""

# ruff: noqa: E501  (the pattern reads best unbroken)

from __future__ import annotations

import re

__all__ = ["TOLERANCE_NUMBER_RE", "TOLERANCE_RE", "TOLERANCE_STOP_RE", "stated_tolerance", "tolerance_band"]

_N = r"[0-9]{1,3}(?:\.[0-9]+)?"  # ASCII digits: parsed as written on both backends
# (no lookarounds or word boundaries, so the native engine runs it on a DFA; `stated_tolerance`
# checks what follows "bp" by hand: "5 bpm" is no tolerance)
_PERCENT = r"(?:[%％]|\s?(?:per\s?cent|percent))"
TOLERANCE_RE = re.compile(
    rf"(?:±|\+\s?/\s?[-−]|plus\s+or\s+minus|plus\s?/\s?minus)\s*(?P<pm>{_N})\s*(?:(?P<pm_bp>bps?|basis\s+points?|个基点)|{_PERCENT})"
    rf"|(?P<ml>{_N})\s*{_PERCENT}\s*more\s+or\s+less"
    rf"|more\s+or\s+less\s+(?P<lm>{_N})\s*{_PERCENT}"
    # MT700 field 39A, "percentage credit amount tolerance": plus and minus, "05/05"
    r"|(?:^|[^A-Za-z])tolerance(?:[^\d\n]|\d+[A-Za-z])*?(?P<up>[0-9]{1,2})\s?/\s?(?P<down>[0-9]{1,2})"
    rf"|(?:上下浮动|溢短装|允许误差|误差|偏差|浮动)(?:不超过|不得超过|范围为|为|在)?\s*±?\s*(?P<zh>{_N})\s*[%％]",
    re.IGNORECASE,
)
# the value's line ends at a line break or a full stop ("USD 850,000.00" has none)
TOLERANCE_STOP_RE = re.compile(r"\n|。|\.(?:\s|$)")
TOLERANCE_NUMBER_RE = re.compile(r"\d+")
_WINDOW = 80
# every alternative of TOLERANCE_RE needs one of these (in any case): most values are followed by
# none of them, and their check is cheaper than the patterns'
_KEYS = ("±", "+", "plu", "more", "tolerance", "浮动", "溢短装", "误差", "偏差")


def stated_tolerance(text: str, end: int) -> float:
    """The tolerance stated after the value ending at ``end``, in percent (50 basis points: 0.5); 0.0 when none."""
    window = text[end : end + _WINDOW]
    lowered = window.lower()
    if not any(k in lowered for k in _KEYS):
        return 0.0
    stop = TOLERANCE_STOP_RE.search(window)
    if stop is not None:
        window = window[: stop.start()]
    m = TOLERANCE_RE.search(window)
    if m is None or _has_number(window[: m.start()]):
        return 0.0
    if m.group("pm_bp") is not None and _ascii_letter(window[m.end() : m.end() + 1]):
        return 0.0  # "± 5 bpm": a heart rate's beats, not basis points
    if m.group("up") is not None:
        return float(max(int(m.group("up")), int(m.group("down"))))
    number = next(g for g in (m.group("pm"), m.group("ml"), m.group("lm"), m.group("zh")) if g is not None)
    return float(number) / 100.0 if m.group("pm_bp") is not None else float(number)


def tolerance_band(kind: str, value: float, high: float | None, percent: float) -> float:
    """The band a stated tolerance gives a value, in its canonical unit: a rate's tolerance is in
    percentage points ("60.5% plus or minus 50 basis points"), any other value's is a share of it."""
    if percent <= 0.0 or kind in {"date", "time"}:
        return 0.0
    if kind == "percent":
        return percent
    return percent / 100.0 * max(abs(value), abs(high if high is not None else value))


def _has_number(gap: str) -> bool:
    """A number stands in ``gap`` (digits not glued to a letter: "field 39A" is a name)."""
    for m in TOLERANCE_NUMBER_RE.finditer(gap):
        before = gap[m.start() - 1] if m.start() else ""
        after = gap[m.end()] if m.end() < len(gap) else ""
        if not _ascii_letter(before) and not _ascii_letter(after):
            return True
    return False


def _ascii_letter(c: str) -> bool:
    return c.isascii() and c.isalpha()
