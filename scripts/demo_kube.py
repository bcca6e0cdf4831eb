"""Kubernetes-side steps of `make demo`: apply the GitOps example, read placement, gate outcomes.

Kept apart from scripts/demo.py (the story and its output) so each step is a small function that
returns plain data the summary table and the e2e tests assert on.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from kubernetes.client.rest import ApiException

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "support"))

from zl_testkit.kube import KubeCluster
from zl_testkit.wait import WaitTimeout, wait_for

__all__ = [
    "APP",
    "GROUP",
    "VERSION",
    "GateOutcome",
    "Placement",
    "apply_app",
    "bundle_digest_in_template",
    "condition",
    "gpu_nodes",
    "placement",
    "prepare_app",
    "reset_namespace",
    "wait_gate",
    "wait_ready",
]

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "examples" / "gitops" / "app"
COMPONENT = ROOT / "deploy" / "kustomize"
GROUP, VERSION = "zerolayer.io", "v1alpha1"
DIGEST_ANNOTATION = "zerolayer.io/bundle-digest"
KUBECTL = Path(sys.executable).parent / "kubectl"


@dataclass(frozen=True)
class Placement:
    """One runtime pod: where the scheduler put it and that node's GPU."""

    pod: str
    node: str
    product: str
    compute_capability: str
    ready: bool


@dataclass(frozen=True)
class GateOutcome:
    """What the operator decided about a bundle change."""

    verdict: str
    summary: str
    blocked: bool
    message: str
    active_digest: str
    candidate_digest: str
    template_digest: str
    metrics: dict[str, float] = field(default_factory=dict)


def gpu_nodes(kube: KubeCluster) -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    items: list[Any] = kube.core.list_node().items
    for node in items:
        labels = node.metadata.labels or {}
        major, minor = labels.get("nvidia.com/gpu.compute.major"), labels.get("nvidia.com/gpu.compute.minor")
        ready = any(c.type == "Ready" and c.status == "True" for c in node.status.conditions or [])
        rows.append(
            {
                "name": node.metadata.name,
                "product": str(labels.get("nvidia.com/gpu.product", "(CPU only)")),
                "cc": f"{major}.{minor}" if major is not None else "-",
                "gpus": str((node.status.capacity or {}).get("nvidia.com/gpu", 0)),
                "ready": "Ready" if ready else "NotReady",
            }
        )
    return sorted(rows, key=lambda r: r["name"])


def reset_namespace(kube: KubeCluster, namespace: str, timeout: float = 90) -> None:
    """Delete a previous demo namespace (dropping our finalizers if no operator is left to)."""
    try:
        kube.core.read_namespace(namespace)
    except ApiException as exc:
        if exc.status == 404:
            return
        raise
    for plural in ("zerolayerdeployments", "rulebundles"):
        listed: Any = kube.custom.list_namespaced_custom_object(GROUP, VERSION, namespace, plural)
        for obj in listed["items"]:
            name = obj["metadata"]["name"]
            patch = {"metadata": {"finalizers": None}}
            kube.custom.patch_namespaced_custom_object(GROUP, VERSION, namespace, plural, name, patch)
    kube.core.delete_namespace(namespace)

    pending = ""

    def gone() -> bool:
        nonlocal pending
        try:
            ns = kube.core.read_namespace(namespace)
        except ApiException as exc:
            return exc.status == 404
        # what the namespace controller still waits for, so a timeout says why
        conditions = ns.status.conditions or ()
        pending = "; ".join(f"{c.type}: {c.message}" for c in conditions if c.status == "True")
        return False

    try:
        wait_for(gone, timeout, f"namespace {namespace} deleted")
    except WaitTimeout as exc:
        raise WaitTimeout(f"{exc}; namespace conditions: {pending or 'none'}") from exc


def prepare_app(workdir: Path) -> Path:
    """Copy the GitOps example to `workdir` (our stand-in for a Git checkout we commit to)."""
    if workdir.exists():
        shutil.rmtree(workdir)
    shutil.copytree(APP, workdir)
    text = (workdir / "kustomization.yaml").read_text(encoding="utf-8")
    rel = os.path.relpath(COMPONENT, workdir)
    (workdir / "kustomization.yaml").write_text(
        text.replace("../../../deploy/kustomize", rel), encoding="utf-8"
    )
    return workdir


def apply_app(kube: KubeCluster, app: Path, namespace: str, *, replicas: int = 2) -> list[str]:
    """`kubectl kustomize` the app, retarget it to `namespace`, server-side apply; return 'Kind/name's."""
    built = subprocess.run([str(KUBECTL), "kustomize", str(app)], capture_output=True, text=True, check=False)
    if built.returncode != 0:
        raise RuntimeError(f"kustomize build of {app} failed: {built.stderr.strip()}")
    docs = []
    for doc in yaml.safe_load_all(built.stdout):
        if not doc or doc["kind"] == "Namespace":
            continue
        doc["metadata"]["namespace"] = namespace
        if doc["kind"] == "ZeroLayerDeployment":
            doc["spec"]["replicas"] = replicas
        docs.append(doc)
    kube.kubectl("create", "namespace", namespace, check=False)
    kube.kubectl(
        "apply", "--server-side", "--field-manager=zero-layer-demo", "--force-conflicts", "-f", "-",
        stdin=yaml.safe_dump_all(docs),
    )  # fmt: skip
    return [f"{d['kind']}/{d['metadata']['name']}" for d in docs]


def _zld(kube: KubeCluster, namespace: str, name: str) -> dict[str, Any]:
    obj: Any = kube.custom.get_namespaced_custom_object(
        GROUP, VERSION, namespace, "zerolayerdeployments", name
    )
    return dict(obj)


def condition(obj: dict[str, Any], ctype: str) -> dict[str, Any]:
    for cond in (obj.get("status") or {}).get("conditions") or []:
        if cond.get("type") == ctype:
            return dict(cond)
    return {}


def _observed(obj: dict[str, Any]) -> bool:
    return (obj.get("status") or {}).get("observedGeneration") == obj["metadata"].get("generation")


def wait_ready(kube: KubeCluster, namespace: str, name: str, timeout: float = 180) -> dict[str, Any]:
    """Wait until the ZLD reports Ready=True for its current generation."""

    def ready() -> dict[str, Any] | None:
        obj = _zld(kube, namespace, name)
        if _observed(obj) and condition(obj, "Ready").get("status") == "True":
            return obj
        return None

    return wait_for(
        ready, timeout, f"ZeroLayerDeployment {namespace}/{name} Ready", interval=1, ignore=(ApiException,)
    )


def bundle_digest_in_template(kube: KubeCluster, namespace: str, name: str) -> str:
    deployment: Any = kube.apps.read_namespaced_deployment(name, namespace)
    return str((deployment.spec.template.metadata.annotations or {}).get(DIGEST_ANNOTATION, ""))


def placement(kube: KubeCluster, namespace: str, name: str) -> list[Placement]:
    node_items: list[Any] = kube.core.list_node().items
    nodes = {n.metadata.name: n.metadata.labels or {} for n in node_items}
    pods: Any = kube.core.list_namespaced_pod(namespace, label_selector=f"app.kubernetes.io/instance={name}")
    out = []
    for pod in pods.items:
        if pod.metadata.deletion_timestamp is not None:
            continue
        labels = nodes.get(pod.spec.node_name or "", {})
        major = labels.get("nvidia.com/gpu.compute.major", "?")
        cc = f"{major}.{labels.get('nvidia.com/gpu.compute.minor', '?')}"
        ready = any(c.type == "Ready" and c.status == "True" for c in pod.status.conditions or [])
        out.append(
            Placement(
                pod.metadata.name,
                pod.spec.node_name or "(pending)",
                labels.get("nvidia.com/gpu.product", "-"),
                cc,
                ready,
            )
        )
    return sorted(out, key=lambda p: p.pod)


def wait_gate(
    kube: KubeCluster, namespace: str, name: str, candidate: str, timeout: float = 240
) -> GateOutcome:
    """Wait until the operator settled on `candidate` (a bundle digest): rolled out or blocked."""

    def settled() -> GateOutcome | None:
        obj = _zld(kube, namespace, name)
        status = obj.get("status") or {}
        if not _observed(obj):
            return None
        active = (status.get("activeBundle") or {}).get("digest", "")
        blocked = condition(obj, "RolloutBlocked")
        cand = status.get("candidateBundle") or {}
        rolled = active == candidate and condition(obj, "Ready").get("status") == "True"
        is_blocked = blocked.get("status") == "True" and cand.get("digest") == candidate
        if not (rolled or is_blocked):
            return None
        gate = (cand if is_blocked else status.get("activeBundle") or {}).get("gate") or {}
        return GateOutcome(
            verdict=str(gate.get("verdict", "")),
            summary=str(gate.get("summary", "")),
            blocked=is_blocked,
            message=str(blocked.get("message", "")),
            active_digest=active,
            candidate_digest=candidate,
            template_digest=bundle_digest_in_template(kube, namespace, name),
            metrics={k: float(v) for k, v in (gate.get("metrics") or {}).items()},
        )

    return wait_for(
        settled, timeout, f"the gate decision on {candidate[:19]}", interval=1, ignore=(ApiException,)
    )
