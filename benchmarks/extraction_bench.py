"""Extraction agreement and speed vs quantulum3 on English quantities, plus `check` latency.

Run: ``make bench-extraction`` (or ``.venv/bin/python benchmarks/extraction_bench.py``).
Writes ``.bench/extraction.json`` and prints a rich table.

Agreement = share of labelled sentences where the tool finds the gold quantity: the right kind
(duration / percent / money / quantity) and the gold value in canonical units (days, percent,
the currency, mmol/L, …) within 0.5%. quantulum3's units are mapped to the same canonical units
through our pint-backed table; a unit it reports that has no mapping counts as a miss.
quantulum3's optional scikit-learn disambiguator is switched off: its pickled model does not load
with the installed scikit-learn, and the rule-based path is what it uses without the extra.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.table import Table

from zero_layer.checks import Checker, CheckRequest
from zero_layer.extract import extract_facts
from zero_layer.extract.units import canonical_value, lookup_unit

# (sentence, kind, canonical value)
GOLD: list[tuple[str, str, float]] = [
    ("Payment is due within 30 days after delivery.", "duration", 30.0),
    ("The warranty lasts 24 months from installation.", "duration", 730.5),
    ("Refunds are processed in 5 business days.", "duration", 5.0),
    ("The notice period is 3 weeks.", "duration", 21.0),
    ("The flight was delayed by 6 hours.", "duration", 0.25),
    ("Complete a 10-day course of antibiotics.", "duration", 10.0),
    ("The non-compete lasts twenty-four (24) months.", "duration", 730.5),
    ("Revenue grew 12% year over year.", "percent", 12.0),
    ("The late fee is 1.5 percent per month.", "percent", 1.5),
    ("The APR is 19.99%.", "percent", 19.99),
    ("The policy rate was cut by 25 basis points.", "percent", 0.25),
    ("The fee is $2.5 million.", "money", 2_500_000.0),
    ("The lender commits USD 2,500,000 to the facility.", "money", 2_500_000.0),
    ("The deductible is $1,000 per person.", "money", 1000.0),
    ("Contents are insured for up to £50,000.", "money", 50_000.0),
    ("The dividend is 1.20 dollars per share.", "money", 1.2),
    ("Fasting glucose was 5.6 mmol/L.", "quantity", 5.6),
    ("Creatinine was 88 umol/L on admission.", "quantity", 88.0),
    ("Her ALT was 120 U/L on the repeat panel.", "quantity", 120.0),
    ("The patient weighs 68 kg.", "quantity", 68.0),
    ("Give 500 mg every 8 hours.", "quantity", 0.0005),
    ("Estimated blood loss was 350 mL.", "quantity", 0.00035),
    ("Temperature was 37.9 °C at triage.", "quantity", 37.9),
    ("Hemoglobin was 98 g/L.", "quantity", 98.0),
]

# quantulum3 unit name -> our unit surface (the table in zero_layer.extract.units)
_Q_UNITS = {
    "day": "days", "week": "weeks", "month": "months", "year": "years", "hour": "hours", "minute": "minutes",
    "percentage": "%", "basis point": "bps", "dollar": "usd", "united states dollar": "usd",
    "pound sterling": "gbp", "euro": "eur", "kilogram": "kg", "milligram": "mg", "gram": "g",
    "millilitre": "ml", "litre": "l", "degree Celsius": "°c", "millimole per litre": "mmol/l",
    "micromole per litre": "umol/l", "gram per litre": "g/l", "business day": "business days",
}  # fmt: skip
_KINDS = {"duration": {"duration", "business_days"}, "percent": {"percent"}, "money": {"money"},
          "quantity": {"quantity"}}  # fmt: skip


def _ours(sentence: str) -> list[tuple[str, float]]:
    return [(f.kind, f.value) for f in extract_facts(sentence, "b")]


def _quantulum() -> Callable[[str], list[tuple[str, float]]]:
    from quantulum3 import classifier
    from quantulum3 import parser as qparser

    classifier.USE_CLF = False

    def run(sentence: str) -> list[tuple[str, float]]:
        out: list[tuple[str, float]] = []
        for q in qparser.parse(sentence):
            surface = _Q_UNITS.get(q.unit.name)
            spec = lookup_unit(surface) if surface else None
            if spec is None:
                out.append(("unmapped", float(q.value)))
                continue
            out.append((spec.kind, canonical_value(float(q.value), spec, None)[1]))
        return out

    return run


def _agreement(tool: Callable[[str], list[tuple[str, float]]]) -> tuple[float, float]:
    hits = 0
    times: list[float] = []
    for sentence, kind, value in GOLD:
        t0 = time.perf_counter()
        found = tool(sentence)
        times.append(time.perf_counter() - t0)
        if any(k in _KINDS[kind] and abs(v - value) <= 0.005 * max(abs(value), 1e-9) for k, v in found):
            hits += 1
    return hits / len(GOLD), statistics.median(times) * 1e6


def _check_latency(n: int = 100) -> dict[str, float]:
    """p50/p99 of Checker.check on 5 chunks of ~3 KB: new text per request (no cache hits), and the
    same request repeated (chunks already seen: scan, facts and chunk-set conflicts come from cache)."""
    base = (
        "The Buyer shall pay each undisputed invoice within 30 days after acceptance. Late payments bear "
        "interest at 1.5% per month. 甲方应在验收合格后30日内支付合同总价的95%，质保金为合同总价的5%。 "
        "The parties agree that this Agreement is governed by the laws of the State of New York. "
    )
    chunks = [(base * 12)[:3000] for _ in range(5)]
    checker = Checker()
    times: list[float] = []
    for i in range(n):
        req = CheckRequest.build(
            [f"{c} #{i}-{k}" for k, c in enumerate(chunks)], "Payment is due in 30 days."
        )
        t0 = time.perf_counter()
        checker.check(req)
        times.append((time.perf_counter() - t0) * 1e3)
    times.sort()
    repeated = CheckRequest.build(chunks, "Payment is due in 30 days.")
    checker.check(repeated)
    warm: list[float] = []
    for _ in range(n * 3):
        t0 = time.perf_counter()
        checker.check(repeated)
        warm.append((time.perf_counter() - t0) * 1e3)
    warm.sort()
    return {
        "check_p50_ms": times[n // 2],
        "check_p99_ms": times[int(n * 0.99) - 1],
        "check_cached_p50_ms": warm[len(warm) // 2],
        "check_cached_p99_ms": warm[int(len(warm) * 0.99) - 1],
    }


def main() -> None:
    ours_agree, ours_us = _agreement(_ours)
    q_agree, q_us = _agreement(_quantulum())
    latency = _check_latency()
    result = {
        "sentences": len(GOLD),
        "ours_agreement": round(ours_agree, 4),
        "quantulum3_agreement": round(q_agree, 4),
        "ours_us_per_sentence": round(ours_us, 2),
        "quantulum3_us_per_sentence": round(q_us, 2),
        "speedup_vs_quantulum3": round(q_us / ours_us, 2) if ours_us else None,
        **{k: round(v, 3) for k, v in latency.items()},
    }
    table = Table(title="Extraction vs quantulum3 (English quantities)")
    for col in ("tool", "agreement", "µs / sentence"):
        table.add_column(col)
    table.add_row("zero_layer.extract", f"{ours_agree:.1%}", f"{ours_us:.1f}")
    table.add_row("quantulum3", f"{q_agree:.1%}", f"{q_us:.1f}")
    console = Console()
    console.print(table)
    console.print(
        f"check (5 × 3 KB), new text: p50 {latency['check_p50_ms']:.2f} ms, "
        f"p99 {latency['check_p99_ms']:.2f} ms; "
        f"repeated chunks: p50 {latency['check_cached_p50_ms']:.3f} ms, "
        f"p99 {latency['check_cached_p99_ms']:.3f} ms"
    )
    out = Path(".bench")
    out.mkdir(exist_ok=True)
    (out / "extraction.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
