"""Operator integration fixtures: CRDs installed once, the operator run in-process with kopf's
KopfRunner (standalone, short watch timeouts, always with a timeout), and small API helpers.

Tests talk to the real local control plane (``cluster``/``namespace`` from tests/integration/conftest.py)
and poll with deadlines (``zl_testkit.wait.wait_for``).
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from kopf.testing import KopfRunner
from kubernetes.client.exceptions import ApiException
from zl_testkit.kube import KubeCluster
from zl_testkit.wait import wait_for

from zero_layer_operator import config

ROOT = Path(__file__).resolve().parents[3]
GROUP, VERSION = "zerolayer.io", "v1alpha1"
DEFAULT_BUNDLE = (ROOT / "zero_layer" / "rules" / "data" / "default.yaml").read_text(encoding="utf-8")
SETTINGS = config.OperatorSettings(
    resync_seconds=3.0,
    watch_server_timeout=10.0,
    backoff_seconds=1.0,
    metrics_port=0,
    liveness_port=0,
    standalone=True,
    gate_timeout_seconds=300.0,
)
config.install(SETTINGS)  # before kopf imports the handlers (the resync timer interval is read then)


@dataclass
class Ops:
    """API helpers bound to one cluster."""

    cluster: KubeCluster

    def create(self, namespace: str, plural: str, body: dict[str, Any]) -> dict[str, Any]:
        return self.cluster.custom.create_namespaced_custom_object(GROUP, VERSION, namespace, plural, body)  # type: ignore[no-any-return]

    def get(self, namespace: str, plural: str, name: str) -> dict[str, Any]:
        return self.cluster.custom.get_namespaced_custom_object(GROUP, VERSION, namespace, plural, name)  # type: ignore[no-any-return]

    def patch(self, namespace: str, plural: str, name: str, body: dict[str, Any]) -> None:
        self.cluster.custom.patch_namespaced_custom_object(GROUP, VERSION, namespace, plural, name, body)

    default_bundle: str = DEFAULT_BUNDLE

    @staticmethod
    def passing_variant(text: str, version: str = "1.0.1") -> str:
        """Same rules, new version: a new digest that the gate passes."""
        out = text.replace("version: 1.0.0", f"version: {version}", 1)
        assert out != text
        return out

    @staticmethod
    def regressing_variant(text: str) -> str:
        """Every hot heatmap weight lowered below the sensitivity: most pair rules disappear."""
        out = re.sub(r"weight: 0\.9\d*", "weight: 0.1", text)
        assert out != text
        return out

    @staticmethod
    def invalid_variant(text: str) -> str:
        """A heatmap weight outside [0, 1]: the parser must reject it with its path and line."""
        out = text.replace("weight: 0.97", "weight: 7.5", 1)
        assert out != text
        return out

    def zld(self, name: str, **spec: Any) -> dict[str, Any]:
        return {
            "apiVersion": f"{GROUP}/{VERSION}",
            "kind": "ZeroLayerDeployment",
            "metadata": {"name": name},
            "spec": {"model": {"source": "Qwen/Qwen2.5-0.5B-Instruct"}, **spec},
        }

    def rulebundle(self, name: str, content: str) -> dict[str, Any]:
        return {
            "apiVersion": f"{GROUP}/{VERSION}",
            "kind": "RuleBundle",
            "metadata": {"name": name},
            "spec": {"content": content},
        }

    def condition(self, namespace: str, name: str, ctype: str) -> dict[str, Any]:
        status = self.get(namespace, "zerolayerdeployments", name).get("status") or {}
        return next((c for c in status.get("conditions") or [] if c["type"] == ctype), {})

    def deployment(self, namespace: str, name: str) -> Any:
        try:
            return self.cluster.apps.read_namespaced_deployment(name, namespace)
        except ApiException as exc:
            if exc.status == 404:
                return None
            raise

    def template_digest(self, namespace: str, name: str) -> str:
        dep = self.deployment(namespace, name)
        if dep is None:
            return ""
        return str((dep.spec.template.metadata.annotations or {}).get("zerolayer.io/bundle-digest", ""))

    def events(self, namespace: str, reason: str) -> list[Any]:
        return [e for e in self.cluster.core.list_namespaced_event(namespace).items if e.reason == reason]

    def wait_serving(self, namespace: str, name: str, timeout: float = 180) -> dict[str, Any]:
        """Wait until the ZLD is Idle with an active bundle whose digest is in the pod template."""

        def done() -> dict[str, Any] | None:
            st = self.get(namespace, "zerolayerdeployments", name).get("status") or {}
            active = (st.get("activeBundle") or {}).get("digest")
            step = (st.get("rollout") or {}).get("step")
            if active and step == "Idle" and self.template_digest(namespace, name) == active:
                return st
            return None

        return wait_for(
            done, timeout, f"ZeroLayerDeployment {namespace}/{name} serving its bundle", interval=0.5
        )


@pytest.fixture(scope="session")
def crds(cluster: KubeCluster) -> None:
    """Install the generated CRDs (server-side apply) and wait until they are Established."""
    for path in sorted((ROOT / "crds").glob("*.yaml")):
        cluster.kubectl("apply", "--server-side", "--force-conflicts", "-f", str(path))
    for plural in ("zerolayerdeployments", "rulebundles"):
        cluster.kubectl("wait", "--for=condition=Established", "--timeout=60s", f"crd/{plural}.{GROUP}")


@contextmanager
def running_operator(
    cluster: KubeCluster, timeout: float = 120, kubeconfig: Path | None = None
) -> Iterator[KopfRunner]:
    """The real operator in-process (kopf thread) against the test cluster; stopped on exit."""
    previous = os.environ.get("KUBECONFIG")
    os.environ["KUBECONFIG"] = str(kubeconfig or cluster.kubeconfig)
    args = ["run", "-A", "--standalone", "-m", "zero_layer_operator.handlers"]
    try:
        with KopfRunner(args, timeout=timeout) as runner:
            yield runner
    finally:
        if previous is None:
            os.environ.pop("KUBECONFIG", None)
        else:
            os.environ["KUBECONFIG"] = previous


@contextmanager
def operator_process(cluster: KubeCluster, log: Path) -> Iterator[subprocess.Popen[bytes]]:
    """The ``zero-layer-operator`` console script as its own process group, SIGKILLed on exit
    (a real crash: no graceful shutdown, in-flight gate children die with it)."""
    env = {
        **os.environ,
        "KUBECONFIG": str(cluster.kubeconfig),
        "ZERO_LAYER_OPERATOR_STANDALONE": "true",
        "ZERO_LAYER_OPERATOR_METRICS_PORT": "0",
        "ZERO_LAYER_OPERATOR_LIVENESS_PORT": "0",
        "ZERO_LAYER_OPERATOR_RESYNC_SECONDS": str(SETTINGS.resync_seconds),
        "ZERO_LAYER_OPERATOR_WATCH_SERVER_TIMEOUT": str(SETTINGS.watch_server_timeout),
        "ZERO_LAYER_OPERATOR_BACKOFF_SECONDS": "1",
    }
    exe = Path(sys.executable).parent / "zero-layer-operator"
    with log.open("ab") as out:
        proc = subprocess.Popen(
            [str(exe)], env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
    try:
        yield proc
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)


@pytest.fixture(scope="module")
def operator_running(cluster: KubeCluster, crds: None) -> Iterator[KopfRunner]:
    with running_operator(cluster) as runner:
        yield runner


@pytest.fixture
def operator_factory(cluster: KubeCluster, crds: None) -> Any:
    """``with operator_factory(): ...`` runs one operator instance (for restart tests)."""
    return lambda kubeconfig=None: running_operator(cluster, kubeconfig=kubeconfig)


@pytest.fixture
def operator_process_factory(cluster: KubeCluster, crds: None, tmp_path: Path) -> Any:
    """``with operator_process_factory() as proc: ...`` runs the console script; SIGKILL on exit."""
    return lambda: operator_process(cluster, tmp_path / "operator.log")


@pytest.fixture
def ops(cluster: KubeCluster) -> Ops:
    return Ops(cluster)
