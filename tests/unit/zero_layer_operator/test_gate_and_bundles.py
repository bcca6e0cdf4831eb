"""The bounded gate (child process, time and memory limits) and bundle compilation as the operator
uses them — real parser, compiler and regression gate, no fakes."""

from __future__ import annotations

from pathlib import Path

import pytest

from zero_layer_operator.bundles import BundleCache
from zero_layer_operator.gate import run_bounded

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[3]
DEFAULT = (ROOT / "zero_layer" / "rules" / "data" / "default.yaml").read_text(encoding="utf-8")


def test_default_bundle_compiles_once_and_is_cached() -> None:
    cache = BundleCache()
    first = cache.default()
    assert first.error == "", first.error
    assert first.digest.startswith("sha256:") and first.rules > 0 and first.yaml
    assert cache.compile("other-name", first.yaml, "again").digest == first.digest


def test_invalid_bundle_carries_the_parser_message() -> None:
    bad = DEFAULT.replace("weight: 0.97", "weight: 7.5", 1)
    got = BundleCache().compile("rb", bad, "RuleBundle ns/rb")
    assert got.digest == ""
    assert "weight" in got.error and "RuleBundle ns/rb" in got.error


def test_gate_timeout_is_inconclusive_not_a_crash() -> None:
    run = run_bounded(DEFAULT, DEFAULT, timeout_s=0.5)
    assert run.verdict == "inconclusive"
    assert "time limit" in run.summary


def test_gate_memory_limit_is_inconclusive_not_a_crash() -> None:
    run = run_bounded(DEFAULT, DEFAULT, timeout_s=120, memory_mb=20)
    assert run.verdict == "inconclusive"
    assert "gate" in run.summary


def test_gate_bad_thresholds_name_the_field() -> None:
    run = run_bounded(DEFAULT, DEFAULT, thresholds={"maxRecallDropp": 0.1}, timeout_s=120)
    assert run.verdict == "inconclusive"
    assert "max_recall_dropp" in run.summary


def test_underpowered_gate_is_inconclusive_with_numbers() -> None:
    candidate = DEFAULT.replace("1.0.0", "1.0.1", 1)
    run = run_bounded(candidate, DEFAULT, thresholds={"minClassCases": 100000}, timeout_s=300)
    assert run.verdict == "inconclusive", run.summary
    assert "underpowered" in run.summary and "recall" in run.summary
    assert 0.0 <= run.metrics["recall"] <= 1.0 and run.metrics["cases"] > 0
    assert run.metrics["baselineRecall"] == run.metrics["recall"]
