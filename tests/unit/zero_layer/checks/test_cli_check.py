"""The `zero-layer check` command, run as a subprocess through the installed entry point."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.unit

ZL = str(Path(__file__).resolve().parents[4] / ".venv" / "bin" / "zero-layer")


def _run(*args: str, stdin: bytes) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([ZL, "check", *args], input=stdin, capture_output=True, timeout=120, check=False)


def test_json_output_shape_and_exit_zero_on_conflict() -> None:
    payload = {
        "chunks": [
            {"id": "a", "text": "付款期限为验收后30日。"},
            {"id": "b", "text": "付款期限为验收后60日。"},
        ]
    }
    proc = _run("--format", "json", "-", stdin=json.dumps(payload).encode())
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert set(out) == {"status", "conflict_score", "conflicts", "unsupported", "zero_state"}
    assert out["status"] == "CONFLICT_DETECTED"
    assert out["conflicts"][0]["chunks"] == ["a", "b"]
    keys = {"triggered_rules", "confidence_score", "conflicts", "fallback_suggestion", "policy"}
    assert set(out["zero_state"]) == keys
    assert out["zero_state"]["policy"] == "handoff"


def test_text_output_for_a_file(tmp_path: Path) -> None:
    f = tmp_path / "req.json"
    f.write_text(json.dumps({"chunks": ["The fee is $10.", "The fee is $20."]}), encoding="utf-8")
    proc = _run(str(f), stdin=b"")
    assert proc.returncode == 0, proc.stderr
    assert b"CONFLICT_DETECTED" in proc.stdout


@pytest.mark.parametrize(
    ("stdin", "message"),
    [
        (b"{oops", b"invalid JSON"),
        (b'{"chunks": [1]}', b'chunks[0]: expected a string or an object with "id" and "text"'),
        (b'{"chunks": ["\xff"]}', b"not valid UTF-8"),
    ],
)
def test_bad_input_exits_two_with_a_message(stdin: bytes, message: bytes) -> None:
    proc = _run("--format", "json", "-", stdin=stdin)
    assert proc.returncode == 2
    assert message in proc.stderr
