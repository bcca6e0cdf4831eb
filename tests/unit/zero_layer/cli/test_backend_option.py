"""`--backend` on `zero-layer check` and `zero-layer regress`: both engines give the same output,
`native` without the compiled module exits 2 naming the build step, and a bad name is a usage error."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from itertools import islice
from pathlib import Path
from typing import Any

import pytest

from zero_layer.checks.checker import BACKENDS as CHECKER_BACKENDS
from zero_layer.cli.check import BACKENDS
from zero_layer.regress import load_corpus

pytestmark = pytest.mark.unit

ZERO_LAYER = str(Path(sys.executable).parent / "zero-layer")
REQUEST = {
    "chunks": [
        {"id": "a", "text": "付款期限为验收后30日，违约金为合同总价的5%。"},
        {"id": "b", "text": "Payment is due 60 days after acceptance; the penalty is 8% of the price."},
    ],
    "answer": "The penalty is 5%, payment is due within 45 days after acceptance, and the deposit is $2,000.",
}


def _run(
    *args: str, stdin: bytes = b"", env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [ZERO_LAYER, *args], input=stdin.decode(), capture_output=True, text=True, timeout=300, env=env,
        check=False,
    )  # fmt: skip


@pytest.fixture
def without_native(tmp_path: Path) -> dict[str, str]:
    """An environment where ``import zero_layer_native`` fails: a module of that name that raises,
    first on PYTHONPATH."""
    (tmp_path / "zero_layer_native.py").write_text(
        'raise ImportError("simulated: not built")\n', encoding="utf-8"
    )
    return {**os.environ, "PYTHONPATH": str(tmp_path)}


def test_choices_are_the_checkers() -> None:
    assert BACKENDS == CHECKER_BACKENDS


def test_check_native_and_reference_print_the_same_result() -> None:
    stdin = json.dumps(REQUEST).encode()
    out = {
        b: _run("check", "--format", "json", "--backend", b, "-", stdin=stdin)
        for b in ("native", "reference")
    }
    for backend, proc in out.items():
        assert proc.returncode == 0, f"{backend}: {proc.stderr}"
    native = json.loads(out["native"].stdout)
    assert native["status"] == "CONFLICT_DETECTED" and native["unsupported"]
    assert native == json.loads(out["reference"].stdout)


def test_check_native_without_the_module_exits_2_naming_the_build(without_native: dict[str, str]) -> None:
    stdin = json.dumps(REQUEST).encode()
    proc = _run("check", "--backend", "native", "--format", "json", "-", stdin=stdin, env=without_native)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "--backend native" in proc.stderr and "make venv" in proc.stderr and "Rust" in proc.stderr
    auto = _run("check", "--format", "json", "-", stdin=stdin, env=without_native)
    assert auto.returncode == 0, auto.stderr
    assert json.loads(auto.stdout)["status"] == "CONFLICT_DETECTED"


def test_bad_backend_is_a_usage_error() -> None:
    proc = _run("check", "--backend", "rust", "-", stdin=b"{}")
    assert proc.returncode == 2
    assert "'rust' is not one of 'auto', 'native', 'reference'" in proc.stderr


def _report(path: Path, backend: str) -> dict[str, Any]:
    proc = _run("regress", "--no-baseline", "--corpus", str(path), "--format", "json", "--backend", backend)
    assert proc.returncode in (0, 1), f"{backend}: {proc.stderr}"
    report = json.loads(proc.stdout)
    report.pop("elapsed_s")
    return dict(report)


def test_regress_scores_the_same_on_both_backends(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus.jsonl"
    cases = list(islice(load_corpus(), 0, 540, 9))  # 60 cases across domains and languages
    corpus.write_text("".join(json.dumps(c.to_request() | {"id": c.id, "expected": c.expected}) + "\n"
                              for c in cases), encoding="utf-8")  # fmt: skip
    native = _report(corpus, "native")
    assert native["scores"]["new"]["overall"]["recall"] > 0.5
    assert native == _report(corpus, "reference")


def test_regress_native_without_the_module_exits_2(without_native: dict[str, str]) -> None:
    proc = subprocess.run(
        [ZERO_LAYER, "regress", "--no-baseline", "--backend", "native"],
        capture_output=True, text=True, timeout=300, env=without_native, check=False,
    )  # fmt: skip
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "--backend native" in proc.stderr and "make venv" in proc.stderr
