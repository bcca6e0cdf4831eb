"""`zero-layer regress` end to end via subprocess: exit 0 pass, 1 fail/inconclusive, 2 bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from zero_layer.regress import Corpus, CorpusCase, run_gate
from zero_layer.rules import default_bundle_path, load_bundle

pytestmark = pytest.mark.unit

ZERO_LAYER = Path(sys.executable).parent / "zero-layer"
BUNDLE = str(default_bundle_path())

# Texts without any figure: no check can find a conflict in them, whatever the bundle.
PLAIN = ["Our office is open on weekdays.", "Support answers by email.", "我们的客服工作日在线。"]


def _case(i: int, expected: str, domain: str = "customer_service") -> dict[str, Any]:
    lang = "zh" if i % 2 else "en"
    return {
        "id": f"{expected}-{i}",
        "chunks": PLAIN,
        "domain": domain,
        "lang": lang,
        "kind": "plain",
        "expected": expected,
    }


def _write(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(ZERO_LAYER), "regress", *args], capture_output=True, text=True, timeout=300)


@pytest.fixture
def clean_corpus(tmp_path: Path) -> Path:
    return _write(
        tmp_path / "clean.jsonl",
        [_case(i, "conflict") for i in range(20)] + [_case(i, "clean") for i in range(20)],
    )


def test_same_bundle_against_itself_passes(clean_corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    run = _cli("--bundle", BUNDLE, "--baseline", BUNDLE, "--corpus", str(clean_corpus), "--json", str(out))
    assert run.returncode == 0, run.stdout + run.stderr
    assert "verdict: PASS" in run.stdout and "McNemar" in run.stdout
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["verdict"] == "pass"
    assert report["candidate"]["digest"] == report["baseline"]["digest"] == load_bundle().digest
    assert report["corpus"]["cases"] == 40
    assert set(report["paired"]) >= {"overall", "domain=customer_service", "lang=en", "lang=zh", "kind=plain"}


def test_missed_conflicts_fail_against_the_floors(clean_corpus: Path) -> None:
    # every "conflict" case is factless, so no bundle can detect it: recall 0% < 90% floor
    run = _cli("--no-baseline", "--corpus", str(clean_corpus), "--format", "json")
    assert run.returncode == 1, run.stderr
    report = json.loads(run.stdout)
    assert report["verdict"] == "fail" and report["baseline"] is None
    assert report["scores"]["new"]["overall"]["recall"] == 0.0
    assert report["reasons"][0]["check"] == "recall"
    assert "detection rate 0.0% < floor 90.0%" in report["reasons"][0]["message"]


def test_baseline_defaults_to_the_shipped_bundle(clean_corpus: Path) -> None:
    run = _cli("--corpus", str(clean_corpus), "--format", "json")
    report = json.loads(run.stdout)
    assert report["baseline"]["digest"] == load_bundle().digest, run.stderr


def test_underpowered_corpus_is_inconclusive(tmp_path: Path) -> None:
    corpus = _write(tmp_path / "tiny.jsonl", [_case(0, "clean"), _case(1, "clean")])
    run = _cli("--baseline", BUNDLE, "--corpus", str(corpus), "--format", "json")
    assert run.returncode == 1
    report = json.loads(run.stdout)
    assert report["verdict"] == "inconclusive"
    assert report["reasons"][0]["message"] == "underpowered: 0 conflict cases < 20 needed"


def test_missing_critical_slice_is_inconclusive(clean_corpus: Path) -> None:
    run = _cli("--baseline", BUNDLE, "--corpus", str(clean_corpus), "--critical-slice", "domain=medical")
    assert run.returncode == 1
    assert "critical slice domain=medical has no cases" in run.stdout


@pytest.mark.parametrize(
    ("line", "needle"),
    [
        ('{"chunks": ["a"], "expected": "yes"}', "corpus.jsonl:2: expected: expected 'conflict' or 'clean'"),
        ('{"chunks": ["a"], "expected": "clean"', "corpus.jsonl:2: invalid JSON"),
        (
            '{"chunks": [{"id": "x"}], "expected": "clean"}',
            "corpus.jsonl:2: chunks[0].text: expected a string",
        ),
    ],
)
def test_bad_corpus_line_exits_2_naming_the_line(tmp_path: Path, line: str, needle: str) -> None:
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text(json.dumps(_case(0, "clean")) + "\n" + line + "\n", encoding="utf-8")
    run = _cli("--corpus", str(corpus))
    assert run.returncode == 2
    assert needle in run.stderr


def test_bad_bundle_and_bad_options_exit_2(clean_corpus: Path, tmp_path: Path) -> None:
    bad = tmp_path / "broken.yaml"
    bad.write_text("apiVersion: zerolayer.io/v1\nkind: RuleBundle\nsensitivity: 7\n", encoding="utf-8")
    run = _cli("--bundle", str(bad), "--corpus", str(clean_corpus))
    assert run.returncode == 2 and "broken.yaml" in run.stderr
    missing = _cli("--baseline", str(tmp_path / "nope.yaml"), "--corpus", str(clean_corpus))
    assert missing.returncode == 2 and "nope.yaml" in missing.stderr
    slice_run = _cli("--corpus", str(clean_corpus), "--critical-slice", "medical")
    assert slice_run.returncode == 2 and "DIMENSION=VALUE" in slice_run.stderr
    assert _cli("--corpus", str(tmp_path / "none.jsonl")).returncode == 2


def test_run_gate_with_real_bundles_in_process() -> None:
    bundle = load_bundle()
    cases = [CorpusCase(f"c{i}", tuple(PLAIN), "clean", lang="en") for i in range(3)]
    report = run_gate(bundle, bundle, Corpus.from_cases(cases))
    assert report.verdict == "inconclusive"  # no conflict cases at all: underpowered
    assert report.new.overall.fp == 0 and report.old is not None and report.old.overall.tn == 3
    assert report.candidate is not None and report.candidate.digest == bundle.digest
    assert report.elapsed_s is not None and report.elapsed_s >= 0
