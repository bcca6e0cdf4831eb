"""`make demo-runtime` end to end: the gateway over the real vLLM engine on CPU returns zero_state
and its metrics move."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.e2e, pytest.mark.vllm, pytest.mark.timeout(600)]

ROOT = Path(__file__).resolve().parents[2]


def test_runtime_demo_returns_zero_state_and_moves_metrics(tmp_path: Path) -> None:
    summary = tmp_path / "runtime.json"
    proc = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "demo.py"), "--runtime", "--summary-json", str(summary)],
        capture_output=True,
        text=True,
        timeout=560,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-3000:]
    result = json.loads(summary.read_text())
    assert {"confidence_score", "triggered_rules", "conflicts"} <= set(result["zero_state_keys"])
    assert result["check_status"] == "CONFLICT_DETECTED"
    assert {"zero_layer_checks_total", "zero_layer_conflicts_detected_total"} <= set(result["metrics_moved"])
