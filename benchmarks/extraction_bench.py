"""Extraction agreement and speed vs quantulum3 on English quantities, plus `check` latency on the
native engine and on the Python reference (new text and repeated chunks).

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

from _requests import (
    CHUNK_BYTES,
    CHUNKS,
    new_text_requests,
    recombined_requests,
    settle_like_the_gateway,
    warmup_requests,
)
from rich.console import Console
from rich.table import Table

from zero_layer.checks import Checker, CheckRequest
from zero_layer.extract import MAX_FACTS_PER_CHUNK, extract_facts
from zero_layer.extract.native import engine
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
    ("Creatinine was 88 umol/L on admission.", "quantity", 0.088),  # canonical: mmol/L
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
    """The native engine (what `check` runs)."""
    return [(head[0], head[2]) for head, *_rest in engine().extract(sentence, "b", MAX_FACTS_PER_CHUNK)]


def _reference(sentence: str) -> list[tuple[str, float]]:
    """The Python reference (the specification the native engine is held to)."""
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
        # magnitudes: a change's value carries its direction ("cut by 25 basis points" is -0.25)
        if any(k in _KINDS[kind] and abs(abs(v) - value) <= 0.005 * max(abs(value), 1e-9) for k, v in found):
            hits += 1
    return hits / len(GOLD), statistics.median(times) * 1e6


def _percentiles(times_ms: list[float]) -> tuple[float, float]:
    ordered = sorted(times_ms)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def _timed(checker: Checker, requests: list[CheckRequest]) -> list[float]:
    times: list[float] = []
    for req in requests:
        t0 = time.perf_counter()
        checker.check(req)
        times.append((time.perf_counter() - t0) * 1e3)
    return times


def _check_latency(n: int = 200, n_reference: int = 30) -> dict[str, float]:
    """``Checker.check`` on 5 chunks of ~3 KB, native and reference backends in this same run.

    New text: every request is text no cache has seen (``_requests.new_text_requests``), so scan,
    extraction and the checks all run. Each backend gets its own requests (different seeds), after a
    warm-up that loads every lazy path (cn2an for Chinese numerals included). Seen chunks, new
    combination: chunks retrieved before, combined anew with a new answer (RAG's steady state; the
    native engine keeps each chunk's facts). Repeated: one request checked again and again on the
    native (default) backend; everything comes from its caches.
    """
    native, reference = Checker(backend="native"), Checker(backend="reference")
    for checker in (native, reference):
        for req in warmup_requests():
            checker.check(req)
    settle_like_the_gateway()
    native_ms = _timed(native, new_text_requests(n, seed=1))
    reference_ms = _timed(reference, new_text_requests(n_reference, seed=2))
    priming, recombined = recombined_requests(n, seed=4)
    _timed(native, priming)
    known_ms = _timed(native, recombined)
    repeated = new_text_requests(1, seed=3)
    cached_ms = _timed(native, repeated * (3 * n))[1:]
    p50, p99 = _percentiles(native_ms)
    ref_p50, ref_p99 = _percentiles(reference_ms)
    cached_p50, cached_p99 = _percentiles(cached_ms)
    known_p50, known_p99 = _percentiles(known_ms)
    return {
        "check_p50_ms": p50,
        "check_p99_ms": p99,
        "check_reference_p50_ms": ref_p50,
        "check_reference_p99_ms": ref_p99,
        "check_speedup_vs_reference": ref_p50 / p50,
        "check_known_chunks_p50_ms": known_p50,
        "check_known_chunks_p99_ms": known_p99,
        "check_cached_p50_ms": cached_p50,
        "check_cached_p99_ms": cached_p99,
    }


def main() -> None:
    ours_agree, ours_us = _agreement(_ours)
    ref_agree, ref_us = _agreement(_reference)
    q_agree, q_us = _agreement(_quantulum())
    latency = _check_latency()
    result = {
        "sentences": len(GOLD),
        "ours_agreement": round(ours_agree, 4),
        "quantulum3_agreement": round(q_agree, 4),
        "ours_us_per_sentence": round(ours_us, 2),
        "reference_agreement": round(ref_agree, 4),
        "reference_us_per_sentence": round(ref_us, 2),
        "quantulum3_us_per_sentence": round(q_us, 2),
        "speedup_vs_quantulum3": round(q_us / ours_us, 2) if ours_us else None,
        **{k: round(v, 3) for k, v in latency.items()},
        "gc_frozen": True,
    }
    table = Table(title="Extraction vs quantulum3 (English quantities)")
    for col in ("tool", "agreement", "µs / sentence"):
        table.add_column(col)
    table.add_row("zero_layer (native)", f"{ours_agree:.1%}", f"{ours_us:.1f}")
    table.add_row("zero_layer.extract (reference)", f"{ref_agree:.1%}", f"{ref_us:.1f}")
    table.add_row("quantulum3", f"{q_agree:.1%}", f"{q_us:.1f}")
    console = Console()
    console.print(table)
    checks = Table(title=f"check latency, {CHUNKS} chunks × ~{CHUNK_BYTES // 1000} KB (ms)")
    for col in ("backend", "text", "p50", "p99"):
        checks.add_column(col, justify="right" if col in {"p50", "p99"} else "left")
    rows = [("native", "new", "check"), ("reference", "new", "check_reference")]
    more = [
        ("native", "seen chunks, new combination", "check_known_chunks"),
        ("native", "repeated", "check_cached"),
    ]
    for backend, text, key in [*rows, *more]:
        checks.add_row(backend, text, f"{latency[key + '_p50_ms']:.3f}", f"{latency[key + '_p99_ms']:.3f}")
    console.print(checks)
    console.print(f"native vs reference, new text p50: {latency['check_speedup_vs_reference']:.1f}×")
    console.print("gc.freeze() after the warm-up, as the gateway does (gc_frozen in the JSON)")
    out = Path(".bench")
    out.mkdir(exist_ok=True)
    (out / "extraction.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
