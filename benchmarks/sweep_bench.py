"""How many of the quantities in 840 notation snippets the extractor reads right.

Run: ``make bench-sweeps`` (or ``.venv/bin/python benchmarks/sweep_bench.py``).
Writes ``.bench/sweeps.json`` and prints a rich table.

Each snippet (``tests/fixtures/notation_sweeps/snippets.jsonl``, written by four authors who never
ran the checker) lists its quantities in a plain canonical form ("USD 1250", "18 months",
"2025-03-15", "10.0 mmol/L"). A canonical form is read by the extractor itself in a neutral frame
("Value: USD 1250") and counts as read right when a fact of the snippet has its dimension and its
value (and range end) within 0.1%. A form the extractor cannot read in that frame (a count of
pallets, a quarter, a negative amount) is left out and counted apart. Bounds and approximations the
round-2 authors marked ("<=", ">=", "~") are reported, not scored: "within 30 days" is a deadline
the checker compares as a value, by design.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections import Counter
from pathlib import Path

from rich.console import Console
from rich.table import Table

from zero_layer.extract import Fact, extract_facts

SNIPPETS = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "notation_sweeps" / "snippets.jsonl"
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"]  # fmt: skip
_MARK_RE = re.compile(r"^(<=|>=|~|\+|-)\s*")


def _family(f: Fact) -> str:
    """A price per unit is money of its currency, business days are days: compared as such here."""
    if f.dimension.startswith("tariff:"):
        return "money:" + f.dimension.removeprefix("tariff:").split("/")[0]
    return "duration" if f.dimension in {"business_days", "day_number"} else f.dimension


def _close(a: float | None, b: float | None) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return abs(a - b) <= 1e-3 * max(abs(a), abs(b), 1e-12)


def _canonical(form: str) -> tuple[Fact | None, str | None, bool]:
    """(the fact the canonical form states, its marked bound, whether marked approximate)."""
    bound, approx, sign = None, False, 1.0
    while (mark := _MARK_RE.match(form)) is not None:
        m = mark.group(1)
        bound = {"<=": "max", ">=": "min"}.get(m, bound)
        approx = approx or m == "~"
        sign = -1.0 if m == "-" else 1.0 if m == "+" else sign
        form = form[mark.end() :]
    if (month := re.fullmatch(r"(\d{4})-(\d{2})", form)) is not None:
        form = f"{_MONTHS[int(month.group(2)) - 1]} {month.group(1)}"
    if re.fullmatch(r"\d{4}", form):
        return None, bound, approx  # a year alone names a period, not a value
    form = form.replace("m2", "m²").replace("m3", "m³").replace("umol", "µmol")
    facts = extract_facts("Value: " + form, "k")
    if not facts:
        return None, bound, approx
    f = facts[0]
    if sign < 0:
        f = dataclasses.replace(f, value=-f.value, high=None if f.high is None else -f.high)
    return f, bound, approx


def score() -> dict[str, int]:
    tally: Counter[str] = Counter()
    for line in SNIPPETS.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        snippet = json.loads(line)
        facts = extract_facts(snippet["text"], "c")
        used: set[int] = set()
        for form in snippet["canonical"]:
            want, bound, approx = _canonical(form.strip())
            if want is None:
                tally["unreadable_form"] += 1
                continue
            hit = next(
                (
                    i
                    for i, f in enumerate(facts)
                    if i not in used
                    and _family(f) == _family(want)
                    and _close(f.value, want.value)
                    and _close(f.high, want.high)
                ),
                None,
            )
            if hit is not None:
                used.add(hit)
                tally["read_right"] += 1
                tally["bound_as_marked"] += facts[hit].bound == bound
                tally["approx_as_marked"] += bool(facts[hit].approx) == approx
            elif any(_family(f) == _family(want) for f in facts):
                tally["read_wrong"] += 1
            else:
                tally["missed"] += 1
        tally["snippets"] += 1
        tally["unlisted_facts"] += sum(
            1 for i, f in enumerate(facts) if i not in used and f.kind != "frequency"
        )
    return dict(tally)


def main() -> None:
    result: dict[str, float] = dict(score())
    scored = result.get("read_right", 0) + result.get("read_wrong", 0) + result.get("missed", 0)
    result["scored"] = scored
    result["read_right_share"] = round(result.get("read_right", 0) / scored, 4) if scored else 0.0
    table = Table(title=f"notation sweeps ({result['snippets']} snippets)")
    table.add_column("figure")
    table.add_column("value", justify="right")
    for key in ("scored", "read_right", "read_right_share", "read_wrong", "missed", "unreadable_form",
                "bound_as_marked", "approx_as_marked", "unlisted_facts"):  # fmt: skip
        table.add_row(key, str(result.get(key, 0)))
    Console().print(table)
    out = Path(".bench")
    out.mkdir(exist_ok=True)
    (out / "sweeps.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {out / 'sweeps.json'}")


if __name__ == "__main__":
    main()
