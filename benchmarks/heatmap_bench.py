"""Heatmap builder benchmark: documents/second and sentences/second on CPU, cold vs resumed from cache.

    .venv/bin/python benchmarks/heatmap_bench.py [--docs tests/fixtures/heatmap/docs] [--copies 1]
                                                 [--threads 1] [--out .bench/heatmap.json]

Everything runs in one process on the same corpus (the sample team documents, optionally repeated
``--copies`` times under distinct names): the model is loaded once and timed on its own; then a cold
build (empty cache: every sentence is scanned and probed), then the same build resumed from the cache
the cold run left (no model work). The ratio is resumed vs cold throughput. A rich table is printed and
a JSON summary written (``.bench/`` is git-ignored).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.table import Table

from zero_layer.heatmap.build import BuildParams, BuildResult, build_heatmap
from zero_layer.heatmap.probe import MODEL_NAME, SensitivityProbe
from zero_layer.rules import load_bundle

ROOT = Path(__file__).resolve().parents[1]


def _corpus(src: Path, copies: int, into: Path) -> Path:
    for i in range(copies):
        for doc in sorted(src.iterdir()):
            if doc.is_file():
                shutil.copy(doc, into / f"{i:03d}-{doc.name}")
    return into


def _timed(fn: Callable[[], BuildResult]) -> tuple[BuildResult, float]:
    start = time.perf_counter()
    result = fn()
    return result, time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--docs", type=Path, default=ROOT / "tests" / "fixtures" / "heatmap" / "docs")
    ap.add_argument("--copies", type=int, default=1)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--out", type=Path, default=Path(".bench/heatmap.json"))
    args = ap.parse_args()
    console = Console()
    params = BuildParams(threads=args.threads)
    base = load_bundle()
    with tempfile.TemporaryDirectory(prefix="zl-heatmap-bench-") as tmp:
        docs_dir = Path(tmp) / "docs"
        docs_dir.mkdir()
        docs = _corpus(args.docs, args.copies, docs_dir)
        state = Path(tmp) / "state"
        start = time.perf_counter()
        probe = SensitivityProbe(
            delta=params.delta, method=params.method, seed=params.seed, threads=args.threads
        )
        load_s = time.perf_counter() - start
        cold, cold_s = _timed(lambda: build_heatmap([docs], base, params, state_dir=state, probe=probe))
        warm, warm_s = _timed(lambda: build_heatmap([docs], base, params, state_dir=state))
    assert warm.cached == warm.documents == cold.documents, "the resumed run must be fully cached"
    assert warm.bundle.digest == cold.bundle.digest, "a resumed run must give the same bundle"
    rows: dict[str, dict[str, float]] = {
        name: {
            "seconds": secs,
            "cached": float(cached),
            "documents_per_s": cold.documents / secs,
            "sentences_per_s": cold.sentences / secs,
        }
        for name, secs, cached in (("cold", cold_s, cold.cached), ("resumed", warm_s, warm.cached))
    }
    summary = {
        "benchmark": "heatmap",
        "model": MODEL_NAME,
        "model_load_s": round(load_s, 3),
        "documents": cold.documents,
        "sentences": cold.sentences,
        "threads": args.threads,
        "params": {"delta": params.delta, "method": params.method, "seed": params.seed},
        "runs": {name: {k: round(v, 3) for k, v in row.items()} for name, row in rows.items()},
        "resume_speedup": round(cold_s / warm_s, 1),
        "digest": cold.bundle.digest,
        "machine": {
            "python": platform.python_version(),
            "processor": platform.machine(),
            "cpus": os.cpu_count(),
            "load_average_1m": round(os.getloadavg()[0], 2),  # shared machines: read figures with this
        },
    }
    table = Table(title=f"heatmap build on CPU: {cold.documents} documents, {cold.sentences} sentences")
    for col in ("run", "seconds", "documents/s", "sentences/s", "cached", "vs cold"):
        table.add_column(col, justify="right" if col != "run" else "left")
    for name, row in rows.items():
        table.add_row(
            name,
            f"{row['seconds']:.2f}",
            f"{row['documents_per_s']:.2f}",
            f"{row['sentences_per_s']:.1f}",
            str(int(row["cached"])),
            f"{cold_s / row['seconds']:.1f}x",
        )
    console.print(table)
    console.print(f"model load incl. torch import: {load_s:.2f} s (once per process; not in the rows above)")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    console.print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
