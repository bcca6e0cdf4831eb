"""`make demo` end to end: the real script against the real local control plane, asserting on the
outcomes it reports (summary JSON) and on the cluster state it leaves behind."""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from zl_testkit.kube import KubeCluster
from zl_testkit.ship import helm

pytestmark = [pytest.mark.e2e, pytest.mark.cluster, pytest.mark.timeout(900)]

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "scripts" / "demo.py"
ELIGIBLE = {"zl-a100", "zl-a10", "zl-l4", "zl-h100"}


def run_demo(*args: str, timeout: float = 840) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": "250"}  # rich wraps at the terminal width; keep lines whole
    return subprocess.run(
        [sys.executable, str(DEMO), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
        env=env,
    )


def test_demo_tells_the_whole_story(cluster: KubeCluster, tmp_path: Path) -> None:
    suffix = secrets.token_hex(3)
    release, operator_ns, ns = f"zl-e2e-{suffix}", f"zl-e2e-system-{suffix}", f"zl-e2e-demo-{suffix}"
    summary = tmp_path / "summary.json"
    try:
        proc = run_demo(
            "--kubeconfig", str(cluster.kubeconfig), "--namespace", ns, "--release", release,
            "--operator-namespace", operator_ns, "--summary-json", str(summary),
        )  # fmt: skip
        assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-3000:]
        steps: dict[str, dict[str, Any]] = {s["step"]: s for s in json.loads(summary.read_text())}
        story = ["cluster", "install", "placement", "readiness", "passing change", "regressing change"]
        assert list(steps) == [*story, "rag check"]
        assert all(s["ok"] for s in steps.values()), steps
        placed = set(steps["placement"]["evidence"].split(", "))
        assert placed and placed <= ELIGIBLE, placed
        assert "gate pass" in steps["passing change"]["outcome"]
        regress = steps["regressing change"]
        assert "rollout blocked" in regress["outcome"] and "Argo CD: Degraded" in regress["outcome"]
        assert regress["evidence"], "the blocked rollout must come with the gate's numbers"
        assert "CONFLICT_DETECTED" in steps["rag check"]["outcome"]
        assert "30 days vs 60 days" in steps["rag check"]["evidence"]
        # the story is told in the output too, including why the operator runs locally
        assert "local process" in proc.stdout and "Summary" in proc.stdout
        # cleaned up: the demo namespace is gone
        names = [n.metadata.name for n in cluster.core.list_namespace().items]
        assert ns not in names
    finally:
        helm("uninstall", release, "--namespace", operator_ns, kubeconfig=cluster.kubeconfig, check=False)
        cluster.kubectl("delete", "namespace", operator_ns, "--ignore-not-found", "--wait=false", check=False)


def test_demo_fails_fast_naming_the_missing_prerequisite(tmp_path: Path) -> None:
    proc = run_demo("--kubeconfig", str(tmp_path / "absent.kubeconfig"), timeout=120)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "missing prerequisite" in proc.stdout
    assert "make cluster-up" in proc.stdout and "absent.kubeconfig" in proc.stdout
