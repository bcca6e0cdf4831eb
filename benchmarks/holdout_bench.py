"""Quality on the hold-out sets: precision, recall, F1 and false-positive rate per set and half.

    make bench-holdout        (or: .venv/bin/python benchmarks/holdout_bench.py)

The sets in tests/fixtures/holdout*/ were written apart from the rules (see their READMEs). Each
has a development half, whose errors were read while the checker was improved, and a test half,
that nobody read: only the test halves measure how well the checker generalises. Prints a rich
table and writes ``.bench/holdout.json``; the quality bar of issue 3 (F1 >= 0.90, FPR <= 10%) is
reported, not enforced, since these are measurements.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from zero_layer.checks import Checker, CheckRequest

OUT = Path(".bench/holdout.json")
FIXTURES = Path(__file__).parents[1] / "tests" / "fixtures"


def _number(case: dict[str, Any]) -> int:
    return int(str(case["id"]).rsplit("-", 1)[1])


def _odd_ids_dev(case: dict[str, Any]) -> str:
    return "dev" if _number(case) % 2 else "test"


def _every_third_test(case: dict[str, Any]) -> str:
    return "test" if _number(case) % 3 == 0 else "dev"


# set name -> (file, which half a case belongs to): the first set splits by odd ids, later ones by thirds
SETS: dict[str, tuple[Path, Callable[[dict[str, Any]], str]]] = {
    "holdout": (FIXTURES / "holdout" / "cases.jsonl", _odd_ids_dev),
    **{f"holdout{n}": (FIXTURES / f"holdout{n}" / "cases.jsonl", _every_third_test) for n in range(2, 42)},
}


def _scores(outcomes: list[tuple[bool, bool]]) -> dict[str, float | int]:
    """Scores of (predicted conflict, expected conflict) pairs."""
    tp = sum(p and e for p, e in outcomes)
    fp = sum(p and not e for p, e in outcomes)
    fn = sum(e and not p for p, e in outcomes)
    tn = len(outcomes) - tp - fp - fn
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {
        "cases": len(outcomes), "tp": tp, "fp": fp, "tn": tn, "fn": fn, "precision": round(precision, 4),
        "recall": round(recall, 4), "f1": round(f1, 4), "fpr": round(fp / (fp + tn), 4) if fp + tn else 0.0,
    }  # fmt: skip


def _add_row(table: Table, name: str, half: str, s: dict[str, float | int]) -> None:
    figures = (s["precision"], s["recall"], s["f1"], s["fpr"])
    table.add_row(name, half, str(s["cases"]), *(f"{x:.3f}" for x in figures))


def main() -> dict[str, Any]:
    checker = Checker()
    summary: dict[str, Any] = {"backend": checker.backend, "sets": {}}
    table = Table(title=f"hold-out quality (shipped bundle, {checker.backend} backend)")
    for column in ("set", "half", "cases", "precision", "recall", "F1", "FPR"):
        table.add_column(column, justify="left" if column in {"set", "half"} else "right")
    pooled: dict[str, list[tuple[bool, bool]]] = {"dev": [], "test": []}
    for name, (path, half_of) in SETS.items():
        cases = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        halves: dict[str, list[tuple[bool, bool]]] = {"dev": [], "test": []}
        for case in cases:
            result = checker.check(CheckRequest.from_dict(case))
            halves[half_of(case)].append((result.has_conflict, case["expected"] == "conflict"))
        parts = {"all": halves["dev"] + halves["test"], **halves}
        summary["sets"][name] = {half: _scores(outcomes) for half, outcomes in parts.items()}
        for half in pooled:
            pooled[half] += halves[half]
        for half, s in summary["sets"][name].items():
            _add_row(table, name, half, s)
    # every set's halves together: the headline figures (the docs' benchmark table lists these)
    summary["pooled"] = {half: _scores(outcomes) for half, outcomes in pooled.items()}
    for half, s in summary["pooled"].items():
        _add_row(table, "all sets", half, s)
    tests = [summary["sets"][name]["test"] for name in SETS]
    summary["test_halves_meet_bar"] = all(s["f1"] >= 0.90 and s["fpr"] <= 0.10 for s in tests)
    Console().print(table)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    meets = summary["test_halves_meet_bar"]
    print(f"wrote {OUT}; test halves meet the bar (F1 >= 0.90, FPR <= 0.10): {meets}")
    return summary


if __name__ == "__main__":
    main()
