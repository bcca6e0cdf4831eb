"""Kubernetes-side helpers of the test kit: API clients, the fake node pool, namespaces.

Why apart from cluster.py: these work against any cluster (the local one or one named by
``KUBECONFIG``), while cluster.py owns processes. Tests get a :class:`KubeCluster` from the
``cluster`` fixture and use its typed API objects or :meth:`KubeCluster.kubectl`.
"""

from __future__ import annotations

import base64
import re
import secrets
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from kubernetes import client, config
from kubernetes.client import ApiException

from zl_testkit.pki import Pki
from zl_testkit.wait import wait_for

__all__ = [
    "GFD_LABELS",
    "KubeCluster",
    "NodePoolError",
    "apply_nodes",
    "kubeconfig_text",
    "load_node_pool",
    "nodes_ready",
]

GFD_LABELS = (
    "nvidia.com/gpu.compute.major",
    "nvidia.com/gpu.compute.minor",
    "nvidia.com/gpu.family",
    "nvidia.com/gpu.product",
    "nvidia.com/gpu.memory",
    "nvidia.com/gpu.count",
)
_INT_LABELS = {
    "nvidia.com/gpu.compute.major",
    "nvidia.com/gpu.compute.minor",
    "nvidia.com/gpu.memory",
    "nvidia.com/gpu.count",
}


class NodePoolError(ValueError):
    """The node pool YAML is invalid; the message names the file, document and field."""


def kubeconfig_text(server: str, pki: Pki) -> str:
    """An admin kubeconfig with the CA and client certificate embedded."""

    def b64(path: Path) -> str:
        return base64.b64encode(path.read_bytes()).decode()

    cluster = {"server": server, "certificate-authority-data": b64(pki.ca_cert)}
    user = {"client-certificate-data": b64(pki.admin_cert), "client-key-data": b64(pki.admin_key)}
    doc = {
        "apiVersion": "v1",
        "kind": "Config",
        "clusters": [{"name": "zero-layer", "cluster": cluster}],
        "users": [{"name": "admin", "user": user}],
        "contexts": [{"name": "zero-layer", "context": {"cluster": "zero-layer", "user": "admin"}}],
        "current-context": "zero-layer",
    }
    return yaml.safe_dump(doc, sort_keys=False)


def load_node_pool(path: Path) -> list[dict[str, Any]]:
    """Read and check the fake node pool: KWOK annotation, GFD labels as strings, GPU capacity."""
    try:
        docs = [d for d in yaml.safe_load_all(path.read_text()) if d is not None]
    except yaml.YAMLError as exc:
        raise NodePoolError(f"{path}: not valid YAML: {exc}") from exc
    names: set[str] = set()
    for i, doc in enumerate(docs):
        where = f"{path} document {i + 1}"
        if not isinstance(doc, dict) or doc.get("kind") != "Node" or doc.get("apiVersion") != "v1":
            raise NodePoolError(f"{where}: expected apiVersion v1, kind Node")
        meta = doc.get("metadata") or {}
        name = meta.get("name")
        if not isinstance(name, str) or not name or name in names:
            raise NodePoolError(f"{where}: metadata.name missing or duplicated ({name!r})")
        names.add(name)
        if (meta.get("annotations") or {}).get("kwok.x-k8s.io/node") != "fake":
            raise NodePoolError(f"{where} ({name}): metadata.annotations[kwok.x-k8s.io/node] must be 'fake'")
        labels = meta.get("labels") or {}
        capacity = (doc.get("status") or {}).get("capacity") or {}
        gpus = capacity.get("nvidia.com/gpu")
        present = [k for k in GFD_LABELS if k in labels]
        if gpus is None and not present:
            continue  # a CPU-only node
        for key in GFD_LABELS:
            value = labels.get(key)
            if not isinstance(value, str) or (key in _INT_LABELS and not value.isdigit()):
                raise NodePoolError(
                    f"{where} ({name}): metadata.labels[{key}] must be a string of digits or a name"
                )
        if str(gpus) != labels["nvidia.com/gpu.count"]:
            raise NodePoolError(
                f"{where} ({name}): status.capacity[nvidia.com/gpu]={gpus!r} does not match label gpu.count"
            )
    if not docs:
        raise NodePoolError(f"{path}: no Node documents")
    return docs


@dataclass(frozen=True)
class KubeCluster:
    """A cluster as tests see it: the kubeconfig path and an API client (plus typed API shortcuts)."""

    kubeconfig: Path
    api: client.ApiClient

    @classmethod
    def from_kubeconfig(cls, path: Path) -> KubeCluster:
        api: client.ApiClient = config.new_client_from_config(config_file=str(path))  # type: ignore[no-untyped-call]
        return cls(path, api)

    @property
    def core(self) -> client.CoreV1Api:
        return client.CoreV1Api(self.api)

    @property
    def apps(self) -> client.AppsV1Api:
        return client.AppsV1Api(self.api)

    @property
    def rbac(self) -> client.RbacAuthorizationV1Api:
        return client.RbacAuthorizationV1Api(self.api)

    @property
    def apiext(self) -> client.ApiextensionsV1Api:
        return client.ApiextensionsV1Api(self.api)

    @property
    def custom(self) -> client.CustomObjectsApi:
        return client.CustomObjectsApi(self.api)

    def close(self) -> None:
        self.api.close()  # type: ignore[no-untyped-call]

    def kubectl(
        self, *args: str, stdin: str | None = None, check: bool = True
    ) -> subprocess.CompletedProcess[str]:
        """Run the venv's kubectl against this cluster; on failure raise with its stderr."""
        kubectl = Path(sys.executable).parent / "kubectl"
        argv = [str(kubectl), f"--kubeconfig={self.kubeconfig}", *args]
        proc = subprocess.run(argv, input=stdin, capture_output=True, text=True, check=False, timeout=120)
        if check and proc.returncode != 0:
            raise AssertionError(
                f"kubectl {' '.join(args)} failed ({proc.returncode}): {proc.stderr.strip()}"
            )
        return proc

    def client_for_token(self, token: str) -> client.ApiClient:
        """An API client that authenticates with a bearer token (e.g. a ServiceAccount's)."""
        base = self.api.configuration
        cfg = client.Configuration()
        cfg.host = base.host
        cfg.ssl_ca_cert = base.ssl_ca_cert
        cfg.api_key = {"authorization": f"Bearer {token}"}
        return client.ApiClient(cfg)

    def default_sa_exists(self, namespace: str) -> bool:
        try:
            self.core.read_namespaced_service_account("default", namespace)
        except ApiException as exc:
            if exc.status == 404:
                return False
            raise
        return True

    def create_namespace(self, hint: str, timeout: float = 30.0) -> str:
        """Create a fresh namespace named after ``hint`` and wait for its default ServiceAccount."""
        base = re.sub(r"[^a-z0-9-]+", "-", hint.lower()).strip("-")[:40].strip("-") or "t"
        name = f"{base}-{secrets.token_hex(3)}"
        self.core.create_namespace(client.V1Namespace(metadata=client.V1ObjectMeta(name=name)))
        wait_for(lambda: self.default_sa_exists(name), timeout, f"ServiceAccount {name}/default")
        return name

    def delete_namespace(self, name: str) -> None:
        try:
            self.core.delete_namespace(name, propagation_policy="Background")
        except ApiException as exc:
            if exc.status != 404:
                raise


def apply_nodes(kube: KubeCluster, pool: Path) -> list[str]:
    """Create the pool's nodes that do not exist yet (idempotent); return all node names."""
    names = []
    for doc in load_node_pool(pool):
        names.append(doc["metadata"]["name"])
        try:
            node = client.V1Node.from_dict(doc)
            assert node is not None  # load_node_pool checked the document
            kube.core.create_node(node)
        except ApiException as exc:
            if exc.status != 409:
                raise
    return names


def nodes_ready(kube: KubeCluster, names: list[str]) -> bool:
    """True when every named node reports condition Ready=True."""
    ready = set()
    for node in kube.core.list_node().items:
        conditions = node.status.conditions if node.status else None
        if node.metadata and any(c.type == "Ready" and c.status == "True" for c in conditions or []):
            ready.add(node.metadata.name)
    return set(names) <= ready
