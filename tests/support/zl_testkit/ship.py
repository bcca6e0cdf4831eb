"""Helpers for the packaging tests (chart, images, GitOps): locate helm, render the chart.

Helm is built from the Go module proxy by the cluster kit (`make cluster-build`) into
`$ZL_CACHE/bin/helm/<version>/helm`. A missing binary is a clear failure naming the command that
builds it, never a skip.
"""

from __future__ import annotations

import base64
import os
import signal
import subprocess
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from kubernetes import client

from zl_testkit.cluster import binary, versions
from zl_testkit.kube import KubeCluster
from zl_testkit.procs import free_port, log_tail
from zl_testkit.wait import wait_for

__all__ = [
    "CHART",
    "KUBE_VERSION",
    "RELEASE",
    "ROOT",
    "HelmError",
    "LocalOperator",
    "helm",
    "helm_binary",
    "install_chart",
    "render_chart",
    "service_account_kubeconfig",
    "start_local_operator",
]

RELEASE = "zero-layer"
# Offline rendering (template, lint, --dry-run=client) must assume the cluster kit's version: the chart
# declares kubeVersion >= 1.30 and helm's built-in default is far older.
KUBE_VERSION = versions()["KUBE_VERSION"]

ROOT = Path(__file__).resolve().parents[3]
CHART = ROOT / "charts" / "zero-layer-operator"


class HelmError(RuntimeError):
    """helm exited non-zero; the message carries its stderr."""


def helm_binary() -> Path:
    """The helm the cluster kit built; raises naming `make cluster-build` when it is missing."""
    return binary("helm")


def helm(*args: str, kubeconfig: Path | None = None, check: bool = True) -> subprocess.CompletedProcess[str]:
    """Run helm with isolated config/cache dirs so tests never touch the user's helm state."""
    home = ROOT / ".cluster" / "helm-home"
    env = dict(os.environ)
    env.update(
        HELM_CONFIG_HOME=str(home / "config"),
        HELM_CACHE_HOME=str(home / "cache"),
        HELM_DATA_HOME=str(home / "data"),
    )
    if kubeconfig is not None:
        env["KUBECONFIG"] = str(kubeconfig)
    proc = subprocess.run(
        [str(helm_binary()), *args], capture_output=True, text=True, env=env, timeout=120, check=False
    )
    if check and proc.returncode != 0:
        raise HelmError(f"helm {' '.join(args)} failed ({proc.returncode}):\n{proc.stderr}{proc.stdout}")
    return proc


def render_chart(
    values: Mapping[str, Any] | None = None,
    *,
    release: str = "zl",
    namespace: str = "zero-layer-system",
    extra_args: Sequence[str] = (),
) -> list[dict[str, Any]]:
    """`helm template` the chart with `values` (a dict written to a temp file) -> parsed objects."""
    args = ["template", release, str(CHART), "--namespace", namespace, "--kube-version", KUBE_VERSION]
    args += list(extra_args)
    tmp: Path | None = None
    if values:
        tmp = ROOT / ".cluster" / f"values-{os.getpid()}-{id(values)}.yaml"
        tmp.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(yaml.safe_dump(dict(values)), encoding="utf-8")
        args += ["--values", str(tmp)]
    try:
        out = helm(*args).stdout
    finally:
        if tmp is not None:
            tmp.unlink(missing_ok=True)
    return [doc for doc in yaml.safe_load_all(out) if doc]


def install_chart(
    kube: KubeCluster,
    namespace: str,
    *,
    release: str = RELEASE,
    set_values: Sequence[str] = ("replicaCount=0",),
    timeout: str = "120s",
) -> subprocess.CompletedProcess[str]:
    """`helm upgrade --install` the chart (CRDs from crds/, RBAC, monitoring objects) and wait.

    replicaCount=0 by default: no image can be pulled here, so the operator runs as a local process
    with the chart's ServiceAccount (:func:`start_local_operator`).
    """
    args = ["upgrade", "--install", release, str(CHART), "--namespace", namespace, "--create-namespace"]
    for item in set_values:
        args += ["--set", item]
    return helm(*args, "--wait", "--timeout", timeout, kubeconfig=kube.kubeconfig)


def service_account_kubeconfig(
    kube: KubeCluster, namespace: str, service_account: str, dest: Path, *, seconds: int = 3600
) -> Path:
    """Write a kubeconfig that authenticates as the ServiceAccount with a TokenRequest token."""
    request = client.AuthenticationV1TokenRequest(
        spec=client.V1TokenRequestSpec(audiences=[], expiration_seconds=seconds)
    )
    created: Any = kube.core.create_namespaced_service_account_token(service_account, namespace, request)
    token = str(created.status.token)
    admin = yaml.safe_load(kube.kubeconfig.read_text(encoding="utf-8"))
    cluster = admin["clusters"][0]["cluster"]
    if "certificate-authority-data" not in cluster and "certificate-authority" in cluster:
        ca = Path(cluster["certificate-authority"]).read_bytes()
        cluster = {"server": cluster["server"], "certificate-authority-data": base64.b64encode(ca).decode()}
    doc = {
        "apiVersion": "v1",
        "kind": "Config",
        "clusters": [{"name": "zero-layer", "cluster": cluster}],
        "users": [{"name": f"system:serviceaccount:{namespace}:{service_account}", "user": {"token": token}}],
        "contexts": [
            {
                "name": "operator",
                "context": {
                    "cluster": "zero-layer",
                    "user": f"system:serviceaccount:{namespace}:{service_account}",
                    "namespace": namespace,
                },
            }
        ],
        "current-context": "operator",
    }
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    dest.chmod(0o600)
    return dest


@dataclass(frozen=True)
class LocalOperator:
    """A `zero-layer-operator` process started by :func:`start_local_operator`."""

    process: subprocess.Popen[bytes]
    log: Path
    metrics_port: int
    liveness_port: int

    def alive(self) -> bool:
        return self.process.poll() is None

    def log_tail(self, lines: int = 40) -> str:
        return log_tail(self.log, lines)

    def stop(self, timeout: float = 20.0) -> None:
        """SIGTERM (kopf exits gracefully, releasing its handlers), then SIGKILL after `timeout`."""
        if self.process.poll() is not None:
            return
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(10)


def start_local_operator(
    kubeconfig: Path,
    log: Path,
    *,
    namespaces: Sequence[str] = (),
    settings: Mapping[str, str] | None = None,
    ready_timeout: float = 60.0,
) -> LocalOperator:
    """Run the installed `zero-layer-operator` console script against `kubeconfig` until live.

    Configuration goes through ZERO_LAYER_OPERATOR_* exactly as the chart's Deployment sets it.
    """
    exe = Path(sys.executable).parent / "zero-layer-operator"
    if not exe.exists():
        raise FileNotFoundError(f"{exe} missing: run `make venv` (the [operator] extra installs it)")
    metrics_port, liveness_port = free_port(), free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("ZERO_LAYER_OPERATOR_")}
    env.update(
        KUBECONFIG=str(kubeconfig),
        PYTHONUNBUFFERED="1",
        ZERO_LAYER_OPERATOR_METRICS_PORT=str(metrics_port),
        ZERO_LAYER_OPERATOR_LIVENESS_PORT=str(liveness_port),
        ZERO_LAYER_OPERATOR_NAMESPACES=",".join(namespaces),
        ZERO_LAYER_OPERATOR_STANDALONE="true",
    )
    env.update({f"ZERO_LAYER_OPERATOR_{k.upper()}": v for k, v in (settings or {}).items()})
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("wb") as fh:
        proc = subprocess.Popen([str(exe)], env=env, stdout=fh, stderr=subprocess.STDOUT)
    op = LocalOperator(proc, log, metrics_port, liveness_port)

    def live() -> bool:
        if not op.alive():
            raise RuntimeError(f"zero-layer-operator exited ({proc.returncode}):\n{op.log_tail()}")
        import urllib.request

        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{liveness_port}/healthz", timeout=2) as resp:
                return bool(resp.status == 200)
        except OSError:
            return False

    try:
        wait_for(live, ready_timeout, "zero-layer-operator liveness endpoint", interval=0.5)
    except BaseException:
        op.stop()
        raise
    return op
