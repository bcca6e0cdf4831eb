"""`zero-layer heatmap ...` as a user runs it (subprocess): exit 0 on success, 2 on bad input."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from zero_layer.rules import load_bundle

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[4]
FIXTURES = ROOT / "tests" / "fixtures" / "heatmap"
CLI = str(Path(sys.executable).with_name("zero-layer"))


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [CLI, "heatmap", *args], capture_output=True, text=True, timeout=600, cwd=ROOT, check=False
    )


def test_build_writes_a_bundle_and_evaluates_labels(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "lab.txt").write_text("Fasting glucose was 126 mg/dL. ALT was 88 U/L.", encoding="utf-8")
    labels = tmp_path / "labels.jsonl"
    lines = (FIXTURES / "labels.jsonl").read_text(encoding="utf-8").splitlines()
    labels.write_text("\n".join(lines[:6] + lines[-6:]) + "\n", encoding="utf-8")
    out = tmp_path / "new.yaml"
    proc = _run("build", "--docs", str(docs), "-o", str(out), "--labels", str(labels), "--json")
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    assert summary["documents"] == 1 and summary["skipped"] == []
    assert summary["digest"] == load_bundle(out).digest
    assert summary["labels"]["train"] + summary["labels"]["test"] == 12
    assert Path(summary["labels"]["plot"]) == tmp_path / "new.roc.png"
    assert (tmp_path / "new.roc.png").read_bytes()[:4] == b"\x89PNG"
    assert (tmp_path / ".new.yaml.state").is_dir(), "the resume cache sits next to the output"


def test_build_bad_input_exits_2(tmp_path: Path) -> None:
    proc = _run("build", "--docs", str(tmp_path), "-o", str(tmp_path / "x.yaml"))
    assert proc.returncode == 2 and "empty corpus" in proc.stderr
    assert not (tmp_path / "x.yaml").exists()
    bad = tmp_path / "labels.jsonl"
    bad.write_text("{}\n", encoding="utf-8")
    proc = _run("build", "--docs", str(tmp_path), "-o", str(tmp_path / "x.yaml"), "--labels", str(bad))
    assert proc.returncode == 2 and "labels.jsonl:1" in proc.stderr
    proc = _run("build", "--docs", str(tmp_path), "-o", str(tmp_path / "x.yaml"), "--base", "nope.yaml")
    assert proc.returncode == 2 and "nope.yaml" in proc.stderr


def test_analyze_workload_on_the_sample_log() -> None:
    proc = _run("analyze-workload", "--requests", str(FIXTURES / "requests.jsonl"), "--format", "json")
    assert proc.returncode == 0, proc.stderr
    recs = {r["domain"]: r for r in json.loads(proc.stdout)}
    assert set(recs) == {"finance", "medical", "contract", "insurance", "customer_service"}
    assert sum(r["requests"] for r in recs.values()) == 200
    finance = recs["finance"]
    assert finance["current_rate"] > 0.35, "the sample log over-triggers finance at 0.75"
    # finance: 0.60 of requests fire at 0.75, 0.40 at 0.9 and 0.20 at 0.95 (make_requests.py)
    assert finance["current_rate"] == 0.6 and finance["in_band"]
    assert finance["recommended_threshold"] == 0.95 and finance["recommended_rate"] == 0.2
    assert not recs["customer_service"]["in_band"], "nothing fires in its plain requests"
    assert recs["medical"]["recommended_threshold"] == 0.75, "medical is already healthy"
    table = _run("analyze-workload", "--requests", str(FIXTURES / "requests.jsonl"))
    assert table.returncode == 0 and "customer_service" in table.stdout


def test_hot_rules_on_the_sample_log() -> None:
    proc = _run("hot-rules", "--requests", str(FIXTURES / "requests.jsonl"), "--top", "3", "--format", "json")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    counts = [n for _, n in report["top"]]
    assert len(counts) == 3 and counts == sorted(counts, reverse=True)
    assert report["recommended_cache_size"] == math.ceil(report["hot_rules"] * 1.2)
    text = _run("hot-rules", "--requests", str(FIXTURES / "requests.jsonl"))
    assert (
        text.returncode == 0 and f"recommended cacheSize: {report['recommended_cache_size']}" in text.stdout
    )


def test_workload_bad_input_exits_2(tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    log.write_text('{"prompt": "x"}\nnot json\n', encoding="utf-8")
    for sub in ("analyze-workload", "hot-rules"):
        proc = _run(sub, "--requests", str(log))
        assert proc.returncode == 2 and "log.jsonl:2: invalid JSON" in proc.stderr
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    proc = _run("analyze-workload", "--requests", str(empty))
    assert proc.returncode == 2 and "no requests" in proc.stderr
