"""Run the regression gate bounded in time and memory, in a child process.

The operator must survive any bundle or corpus: the gate (``zero_layer.regress.run_gate``) runs in a
fresh ``python -m zero_layer_operator.gate`` process with ``RLIMIT_DATA`` and a wall-clock timeout.
A crash, timeout or bad corpus becomes an ``inconclusive`` verdict with the reason — it never rolls and
never takes the operator down.

Protocol: JSON on stdin ``{"candidate": yaml, "baseline": yaml|null, "corpus": jsonl|null,
"thresholds": {...}}`` → JSON on stdout ``{"verdict", "summary", "metrics"}``; exit 2 with a message
on stderr for bad input.
"""

from __future__ import annotations

import json
import math
import re
import resource
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["GateRun", "headline_metrics", "run_bounded"]


@dataclass(frozen=True, kw_only=True)
class GateRun:
    """The result of one bounded gate run."""

    verdict: str
    summary: str
    metrics: dict[str, float] = field(default_factory=dict)
    error: str = ""


def headline_metrics(report: Any) -> dict[str, float]:
    """The numbers a human needs next to a verdict: candidate vs baseline recall, FPR, precision."""
    out: dict[str, float] = {}
    pairs = [("", getattr(report, "new", None)), ("baseline", getattr(report, "old", None))]
    for prefix, card in pairs:
        overall = getattr(card, "overall", None)
        if overall is None:
            continue
        for name in ("recall", "fpr", "precision", "f1"):
            value = getattr(overall, name, None)
            if isinstance(value, int | float) and math.isfinite(float(value)):
                key = f"{prefix}{name[:1].upper()}{name[1:]}" if prefix else name
                out[key] = round(float(value), 6)
        if not prefix:
            out["cases"] = float(getattr(overall, "total", 0))
    elapsed = getattr(report, "elapsed_s", None)
    if isinstance(elapsed, int | float):
        out["elapsedSeconds"] = round(float(elapsed), 3)
    return out


def _limit_memory(megabytes: int) -> None:
    limit = megabytes * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_DATA, (limit, limit))


def run_bounded(
    candidate_yaml: str,
    baseline_yaml: str | None,
    *,
    corpus_jsonl: str | None = None,
    thresholds: Mapping[str, float] | None = None,
    timeout_s: float = 120.0,
    memory_mb: int = 2048,
) -> GateRun:
    """Run the gate in a child process; every failure mode maps to an ``inconclusive`` verdict."""
    payload = json.dumps(
        {
            "candidate": candidate_yaml,
            "baseline": baseline_yaml,
            "corpus": corpus_jsonl,
            "thresholds": dict(thresholds or {}),
        }
    )
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "zero_layer_operator.gate", str(memory_mb)],
            input=payload,
            capture_output=True,
            text=True,
            timeout=timeout_s,
            check=False,
        )
    except subprocess.TimeoutExpired:
        msg = f"gate exceeded its {timeout_s:g}s time limit"
        return GateRun(verdict="inconclusive", summary=msg, error=msg)
    if proc.returncode != 0:
        tail = (proc.stderr.strip().splitlines() or [f"exit status {proc.returncode}"])[-1]
        if proc.returncode < 0 or "MemoryError" in proc.stderr:
            tail = f"gate process died ({tail}); memory limit {memory_mb} MiB"
        return GateRun(verdict="inconclusive", summary=f"gate error: {tail}"[:500], error=tail)
    try:
        out = json.loads(proc.stdout.strip().splitlines()[-1])
        return GateRun(verdict=str(out["verdict"]), summary=str(out["summary"]), metrics=dict(out["metrics"]))
    except (ValueError, KeyError, IndexError) as exc:
        return GateRun(verdict="inconclusive", summary=f"gate produced no result: {exc}", error=str(exc))


def _snake(name: str) -> str:
    """``minRecall`` (spec style) → ``min_recall`` (Thresholds field); snake_case passes through."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _child(raw: str) -> dict[str, Any]:
    from zero_layer.regress import Thresholds, default_corpus_path, load_corpus, run_gate
    from zero_layer.rules import parse_bundle_text

    req = json.loads(raw)
    candidate = parse_bundle_text(req["candidate"], source="candidate bundle")
    baseline = parse_bundle_text(req["baseline"], source="active bundle") if req.get("baseline") else None
    corpus = None
    if req.get("corpus"):
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "corpus.jsonl"
            shipped = Path(default_corpus_path()).read_text(encoding="utf-8")
            path.write_text(shipped.rstrip("\n") + "\n" + req["corpus"], encoding="utf-8")
            corpus = load_corpus(path)
    names = {_snake(k): v for k, v in (req.get("thresholds") or {}).items()}
    thresholds = Thresholds(**names) if names else None
    report = run_gate(candidate, baseline, corpus=corpus, thresholds=thresholds)
    return {
        "verdict": report.verdict,
        "summary": report.summary(),
        "metrics": headline_metrics(report),
    }


def main() -> int:
    """Child entry: limit memory first (before any import can allocate), then gate."""
    if len(sys.argv) > 1:
        _limit_memory(int(sys.argv[1]))
    try:
        result = _child(sys.stdin.read())
    except Exception as exc:  # every failure must reach the operator as a message, not a traceback
        print(f"{type(exc).__name__}: {exc}".replace("\n", " "), file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
