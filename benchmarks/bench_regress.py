"""Regression-gate benchmark: time to validate and score the shipped corpus, and the default score.

    make bench-regress        (or: .venv/bin/python benchmarks/bench_regress.py)

Measures, in one run: corpus validation (one streamed pass), scoring one bundle with batched
checks (the gate's path), the same cases checked one request at a time (the baseline the ratio is
against), and a full paired gate (two bundles, bootstrap CIs). Prints a rich table and writes
``.bench/regress.json``.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from zero_layer.checks import Checker, CheckRequest
from zero_layer.regress import load_corpus, run_gate
from zero_layer.regress.evaluate import predict
from zero_layer.regress.scoring import score
from zero_layer.rules import load_bundle

OUT = Path(".bench/regress.json")


def main() -> dict[str, Any]:
    t0 = time.perf_counter()
    corpus = load_corpus()
    load_s = time.perf_counter() - t0

    bundle = load_bundle()
    t0 = time.perf_counter()
    checker = Checker(bundle=bundle)
    setup_s = time.perf_counter() - t0

    # warm lazy imports and unit registries on a throwaway checker, so neither timed pass pays them
    warm = Checker(bundle=bundle)
    for i, case in enumerate(corpus):
        warm.check(CheckRequest.from_dict(case.to_request()))
        if i == 20:
            break

    t0 = time.perf_counter()
    (outcomes,) = predict([checker], corpus)
    batched_s = time.perf_counter() - t0

    fresh = Checker(bundle=bundle)  # no warm fact cache from the batched pass
    t0 = time.perf_counter()
    for case in corpus:
        fresh.check(CheckRequest.from_dict(case.to_request()))
    single_s = time.perf_counter() - t0

    t0 = time.perf_counter()
    report = run_gate(bundle, bundle, corpus)
    gate_s = time.perf_counter() - t0

    m = score(outcomes).overall
    result = {
        "corpus_cases": corpus.size,
        "corpus_conflicts": corpus.positives,
        "corpus_load_s": round(load_s, 4),
        "checker_setup_s": round(setup_s, 4),
        "score_s": round(batched_s, 4),
        "score_cases_per_s": round(corpus.size / batched_s, 1),
        "score_unbatched_s": round(single_s, 4),
        "batch_speedup_vs_unbatched": round(single_s / batched_s, 3),
        "paired_gate_s": round(gate_s, 4),
        "paired_gate_verdict": report.verdict,
        "default_recall": m.recall,
        "default_fpr": m.fpr,
        "default_precision": m.precision,
        "default_f1": m.f1,
    }
    table = Table(title="Regression gate on the shipped corpus", title_justify="left")
    table.add_column("measure")
    table.add_column("value", justify="right")
    for key, value in result.items():
        table.add_row(key, f"{value:.4f}" if isinstance(value, float) else str(value))
    Console().print(table)
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return result


if __name__ == "__main__":
    main()
