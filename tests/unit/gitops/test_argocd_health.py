"""The Argo CD Lua health checks, run in a real Lua VM (lupa) against sample statuses.

Argo CD evaluates the script with the live object bound to the global `obj` and reads the returned
table's `status` and `message`; these tests do the same.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

try:
    import lupa.lua54 as lupa_lua
except ImportError as exc:  # pragma: no cover - a missing dev dependency must fail loudly, not skip
    raise RuntimeError("lupa is required to run the Argo CD health checks: install the [dev] extra") from exc

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[3]
ARGOCD = ROOT / "deploy" / "argocd"


def run_health(script: Path, obj: dict[str, Any]) -> tuple[str, str]:
    """Evaluate an Argo CD health script the way Argo CD does: `obj` global, returned table."""
    lua = lupa_lua.LuaRuntime(unpack_returned_tuples=True)
    lua.globals().obj = lua.table_from(obj, recursive=True)
    result = lua.execute(script.read_text(encoding="utf-8"))
    return str(result["status"]), str(result["message"])


def cond(ctype: str, status: str, reason: str = "Reason", message: str = "") -> dict[str, Any]:
    return {
        "type": ctype,
        "status": status,
        "reason": reason,
        "message": message,
        "lastTransitionTime": "2026-12-02T10:00:00Z",
        "observedGeneration": 3,
    }


def resource(status: dict[str, Any] | None, generation: int = 3) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "apiVersion": "zerolayer.io/v1alpha1",
        "metadata": {"name": "demo", "namespace": "ns", "generation": generation},
        "spec": {},
    }
    if status is not None:
        obj["status"] = status
    return obj


HEALTHY = {
    "observedGeneration": 3,
    "conditions": [
        cond("Ready", "True", "Available", "2/2 replicas ready with bundle sha256:abc"),
        cond("Reconciling", "False", "Reconciled"),
        cond("Stalled", "False", "Reconciled"),
        cond("GPUCapacity", "True", "EligibleNodes", "4 eligible nodes"),
        cond("BundleReady", "True", "Compiled"),
        cond("RolloutBlocked", "False", "GatePassed"),
    ],
}

ZLD_CASES = [
    ("healthy", resource(HEALTHY), "Healthy", "2/2 replicas ready"),
    ("no status yet", resource(None), "Progressing", "Waiting for the zero-layer operator"),
    (
        "observedGeneration behind",
        resource(HEALTHY, generation=4),
        "Progressing",
        "generation 4",
    ),
    (
        "rolling",
        resource(
            {
                "observedGeneration": 3,
                "conditions": [
                    cond("Ready", "False", "RollingOut", "1/2 replicas updated"),
                    cond("Reconciling", "True", "RollingOut", "Rolling out bundle sha256:def"),
                    cond("Stalled", "False", "Reconciling"),
                ],
            }
        ),
        "Progressing",
        "Rolling out bundle",
    ),
    (
        "blocked by the gate",
        resource(
            {
                "observedGeneration": 3,
                "conditions": [
                    cond("Ready", "True", "Available", "serving the previous bundle"),
                    cond("Reconciling", "False", "GateFailed"),
                    cond("Stalled", "False", "GateFailed"),
                    cond("RolloutBlocked", "True", "GateFailed", "recall 0.61 < 0.92 (baseline 0.95)"),
                ],
            }
        ),
        "Degraded",
        "Rollout blocked: recall 0.61",
    ),
    (
        "invalid bundle",
        resource(
            {
                "observedGeneration": 3,
                "conditions": [
                    cond("Ready", "True", "Available"),
                    cond("BundleReady", "False", "BundleInvalid", "heatmap.pairs[3].weight: 1.5 > 1"),
                ],
            }
        ),
        "Degraded",
        "heatmap.pairs[3].weight",
    ),
    (
        "stalled spec",
        resource(
            {
                "observedGeneration": 3,
                "conditions": [cond("Stalled", "True", "InvalidSpec", "spec.gpu.count: must be >= 1")],
            }
        ),
        "Degraded",
        "spec.gpu.count",
    ),
    (
        "no eligible GPU node",
        resource(
            {
                "observedGeneration": 3,
                "conditions": [
                    cond("Ready", "False", "Unschedulable"),
                    cond("GPUCapacity", "False", "NoEligibleNodes", "0 nodes with compute capability >= 9.5"),
                ],
            }
        ),
        "Degraded",
        "0 nodes",
    ),
]


@pytest.mark.parametrize(
    ("obj", "want", "fragment"), [c[1:] for c in ZLD_CASES], ids=[c[0] for c in ZLD_CASES]
)
def test_zerolayerdeployment_health(obj: dict[str, Any], want: str, fragment: str) -> None:
    status, message = run_health(ARGOCD / "health-zerolayerdeployment.lua", obj)
    assert (status, fragment in message) == (want, True), message


RB_CASES = [
    (
        "compiled",
        resource(
            {
                "observedGeneration": 3,
                "conditions": [cond("Ready", "True", "Compiled", "sha256:abc, 312 rules")],
            }
        ),
        "Healthy",
        "312 rules",
    ),
    ("no status yet", resource(None), "Progressing", "validate"),
    (
        "observedGeneration behind",
        resource({"observedGeneration": 2, "conditions": [cond("Ready", "True", "Compiled")]}),
        "Progressing",
        "generation 3",
    ),
    (
        "invalid (Ready=False)",
        resource(
            {
                "observedGeneration": 3,
                "conditions": [cond("Ready", "False", "Invalid", "bundle.yaml line 12: unknown category")],
            }
        ),
        "Degraded",
        "line 12",
    ),
    (
        "invalid (Stalled)",
        resource(
            {
                "observedGeneration": 3,
                "conditions": [
                    cond("Ready", "False", "CompileFailed", "x"),
                    cond("Stalled", "True", "CompileFailed", "wasm validation failed"),
                ],
            }
        ),
        "Degraded",
        "wasm validation failed",
    ),
]


@pytest.mark.parametrize(("obj", "want", "fragment"), [c[1:] for c in RB_CASES], ids=[c[0] for c in RB_CASES])
def test_rulebundle_health(obj: dict[str, Any], want: str, fragment: str) -> None:
    status, message = run_health(ARGOCD / "health-rulebundle.lua", obj)
    assert (status, fragment in message) == (want, True), message


def _load_generator() -> Any:
    spec = importlib.util.spec_from_file_location(
        "gen_argocd_health", ROOT / "scripts" / "gen_argocd_health.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_argocd_cm_snippet_embeds_the_tested_lua() -> None:
    """The YAML users paste into argocd-cm must carry exactly the scripts tested above."""
    gen = _load_generator()
    on_disk = (ARGOCD / "health-customizations.yaml").read_text(encoding="utf-8")
    assert on_disk == gen.render(), "stale: run python scripts/gen_argocd_health.py"
    data = yaml.safe_load(on_disk)["data"]
    for suffix, filename in gen.HEALTH_CHECKS.items():
        key = f"resource.customizations.health.{suffix}"
        assert data[key].strip() == (ARGOCD / filename).read_text(encoding="utf-8").strip()


@pytest.mark.parametrize(
    ("error", "want"),
    [("", "Healthy"), ("bundle.yaml line 12: heatmap.pairs[3].weight: 1.5 is above 1", "Degraded")],
    ids=["valid", "invalid"],
)
def test_rulebundle_health_on_the_operators_own_status(error: str, want: str) -> None:
    """Statuses built by the operator's pure status code, not hand-written ones."""
    from zero_layer_operator.status import rulebundle_status

    status = rulebundle_status(
        prev=[], generation=3, now="2026-12-02T10:00:00Z", digest="sha256:" + "a" * 64, rules=12, error=error
    )
    health, message = run_health(ARGOCD / "health-rulebundle.lua", resource(status))
    assert health == want, message
    if error:
        assert "line 12" in message
