"""Command lines of the control-plane components, in one place so they read as configuration.

Why: the flags are the cluster's behaviour (RBAC and admission on, loopback-only, ServiceAccount
signing, KWOK managing only annotated nodes); keeping them apart from process handling makes them
easy to review and to change.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from zl_testkit.pki import Pki

__all__ = ["ADMISSION_PLUGINS", "COMPONENT_ORDER", "Plan"]

COMPONENT_ORDER = ("etcd", "kube-apiserver", "kube-controller-manager", "kube-scheduler", "kwok")
ADMISSION_PLUGINS = (  # added to the defaults; webhooks and policies must really be called
    "NamespaceLifecycle",
    "ServiceAccount",
    "LimitRanger",
    "ResourceQuota",
    "MutatingAdmissionWebhook",
    "ValidatingAdmissionWebhook",
    "ValidatingAdmissionPolicy",
)


@dataclass(frozen=True)
class Plan:
    """Everything the component command lines need for one start."""

    bins: dict[str, str]
    pki: Pki
    kubeconfig: Path
    etcd_data: Path
    etcd_port: int
    peer_port: int
    api_port: int
    kwok_stages: tuple[str, ...]

    def argv(self, name: str) -> list[str]:
        pki, etcd, peer = self.pki, f"http://127.0.0.1:{self.etcd_port}", f"http://127.0.0.1:{self.peer_port}"
        common = [f"--kubeconfig={self.kubeconfig}", "--leader-elect=false", "--secure-port=0", "--v=1"]
        flags: dict[str, list[str]] = {
            "etcd": [
                "--name=zl",
                f"--data-dir={self.etcd_data}",
                f"--listen-client-urls={etcd}",
                f"--advertise-client-urls={etcd}",
                f"--listen-peer-urls={peer}",
                f"--initial-advertise-peer-urls={peer}",
                f"--initial-cluster=zl={peer}",
                "--unsafe-no-fsync",
                "--log-level=warn",
            ],
            "kube-apiserver": [
                f"--etcd-servers={etcd}",
                "--bind-address=127.0.0.1",
                "--advertise-address=127.0.0.1",
                f"--secure-port={self.api_port}",
                "--endpoint-reconciler-type=none",  # a loopback advertise address is otherwise invalid
                "--authorization-mode=RBAC",
                "--enable-admission-plugins=" + ",".join(ADMISSION_PLUGINS),
                f"--client-ca-file={pki.ca_cert}",
                f"--tls-cert-file={pki.serving_cert}",
                f"--tls-private-key-file={pki.serving_key}",
                f"--service-account-key-file={pki.sa_pub}",
                f"--service-account-signing-key-file={pki.sa_key}",
                "--service-account-issuer=https://kubernetes.default.svc.cluster.local",
                "--service-cluster-ip-range=10.96.0.0/16",
                "--allow-privileged=true",
                f"--cert-dir={pki.dir}",
                "--profiling=false",
                "--v=1",
            ],
            "kube-controller-manager": [
                *common,
                f"--root-ca-file={pki.ca_cert}",
                f"--service-account-private-key-file={pki.sa_key}",
            ],
            "kube-scheduler": common,
            "kwok": [
                f"--kubeconfig={self.kubeconfig}",
                "--manage-all-nodes=false",
                "--manage-nodes-with-annotation-selector=kwok.x-k8s.io/node=fake",
                "--node-lease-duration-seconds=40",
                "--cidr=10.0.0.1/16",
                "--node-ip=127.0.0.1",
                *(f"--config={f}" for f in self.kwok_stages),
            ],
        }
        return [self.bins[name], *flags[name]]
