"""Pure builders: the Deployment, Service, PodDisruptionBudget and bundle ConfigMaps a ZLD owns."""

from __future__ import annotations

from typing import Any

import pytest

from zero_layer_operator.api.v1alpha1.zerolayerdeployment import parse_spec
from zero_layer_operator.desired.configmaps import (
    build_bundle_config_map,
    bundle_config_maps_to_delete,
    kept_digests,
)
from zero_layer_operator.desired.deployment import build_deployment
from zero_layer_operator.desired.labels import Owner, bundle_config_map_name
from zero_layer_operator.desired.pdb import build_pdb
from zero_layer_operator.desired.service import build_service

pytestmark = pytest.mark.unit

OWNER = Owner(
    api_version="zerolayer.io/v1alpha1", kind="ZeroLayerDeployment", name="chat", namespace="ns", uid="u-1"
)
DIGEST = "sha256:" + "ab" * 32


def _pod(spec: dict[str, Any]) -> dict[str, Any]:
    dep = build_deployment(OWNER, parse_spec(spec), DIGEST)
    return dep["spec"]["template"]


def _container(spec: dict[str, Any]) -> dict[str, Any]:
    return _pod(spec)["spec"]["containers"][0]


BASE = {"model": {"source": "Qwen/Qwen2.5-7B-Instruct"}}


def test_deployment_metadata_owner_and_selector() -> None:
    dep = build_deployment(OWNER, parse_spec(BASE), DIGEST)
    assert dep["metadata"]["name"] == "chat"
    ref = dep["metadata"]["ownerReferences"][0]
    assert (ref["uid"], ref["controller"], ref["blockOwnerDeletion"]) == ("u-1", True, True)
    labels = dep["spec"]["template"]["metadata"]["labels"]
    assert dep["spec"]["selector"]["matchLabels"].items() <= labels.items()
    assert labels["app.kubernetes.io/managed-by"] == "zero-layer-operator"
    assert dep["spec"]["replicas"] == 1


def test_bundle_digest_annotation_and_immutable_configmap_mount() -> None:
    pod = _pod(BASE)
    assert pod["metadata"]["annotations"]["zerolayer.io/bundle-digest"] == DIGEST
    vols = {v["name"]: v for v in pod["spec"]["volumes"]}
    assert vols["bundle"]["configMap"]["name"] == "chat-bundle-abababababab"
    assert vols["dshm"]["emptyDir"] == {"medium": "Memory"}
    mounts = {m["name"]: m for m in _container(BASE)["volumeMounts"]}
    assert mounts["dshm"]["mountPath"] == "/dev/shm"
    assert mounts["bundle"]["readOnly"] is True


def test_probes_sized_for_long_model_loads() -> None:
    c = _container({**BASE, "model": {"source": "m", "loadTimeoutSeconds": 3600}})
    startup = c["startupProbe"]
    assert startup["httpGet"] == {"path": "/health", "port": "http"}
    assert startup["periodSeconds"] * startup["failureThreshold"] >= 3600
    assert c["readinessProbe"]["httpGet"]["path"] == "/ready"
    assert c["livenessProbe"]["httpGet"]["path"] == "/health"
    assert c["ports"] == [{"name": "http", "containerPort": 8000, "protocol": "TCP"}]


def test_gpu_resources_and_required_affinity() -> None:
    pod = _pod({**BASE, "gpu": {"count": 2, "minComputeCapability": "8.9"}})
    c = pod["spec"]["containers"][0]
    assert c["resources"]["limits"] == {"nvidia.com/gpu": "2"}
    assert c["resources"]["requests"] == {"nvidia.com/gpu": "2"}
    terms = pod["spec"]["affinity"]["nodeAffinity"]["requiredDuringSchedulingIgnoredDuringExecution"][
        "nodeSelectorTerms"
    ]
    assert len(terms) == 2


def test_no_gpu_means_no_affinity_and_no_gpu_request() -> None:
    pod = _pod({**BASE, "gpu": {"count": 0}})
    assert "affinity" not in pod["spec"]
    assert pod["spec"]["containers"][0]["resources"] == {"requests": {}, "limits": {}}


def test_runtime_command_env_and_vllm_args() -> None:
    c = _container(
        {
            **BASE,
            "vllm": {"maxModelLen": 4096, "extraArgs": ["--enforce-eager"]},
            "zeroLayer": {"mode": "enforce"},
        }
    )
    assert c["command"] == ["zero-layer"]
    args = c["args"]
    assert args[:2] == ["serve", "--port"]
    assert args[args.index("--bundle") + 1] == "/etc/zero-layer/bundle/bundle.yaml"
    vllm = args[args.index("--") + 1 :]
    assert vllm[vllm.index("--max-num-seqs") + 1] == "24"
    assert "--enable-prefix-caching" in vllm
    assert vllm[vllm.index("--max-model-len") + 1] == "4096"
    assert vllm[-1] == "--enforce-eager"
    env = {e["name"]: e["value"] for e in c["env"]}
    assert env["ZERO_LAYER_SENSITIVITY"] == "0.75"
    assert env["ZERO_LAYER_CACHE_SIZE"] == "2048"
    assert env["ZERO_LAYER_WARMUP_STEPS"] == "50"
    assert env["ZERO_LAYER_MODE"] == "enforce"
    assert env["ZERO_LAYER_BUNDLE_PATH"] == "/etc/zero-layer/bundle/bundle.yaml"


def test_security_context_and_tolerations() -> None:
    pod = _pod(
        {
            **BASE,
            "gpu": {"tolerations": [{"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"}]},
        }
    )
    assert pod["spec"]["securityContext"]["runAsNonRoot"] is True
    assert pod["spec"]["containers"][0]["securityContext"]["allowPrivilegeEscalation"] is False
    assert pod["spec"]["tolerations"] == [
        {"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"}
    ]


def test_rolling_update_intstr() -> None:
    dep = build_deployment(
        OWNER, parse_spec({**BASE, "rollout": {"maxSurge": "1", "maxUnavailable": "10%"}}), DIGEST
    )
    assert dep["spec"]["strategy"]["rollingUpdate"] == {"maxSurge": 1, "maxUnavailable": "10%"}


def test_builders_are_deterministic() -> None:
    spec = parse_spec(BASE)
    assert build_deployment(OWNER, spec, DIGEST) == build_deployment(OWNER, spec, DIGEST)


def test_service_and_pdb() -> None:
    svc = build_service(OWNER, parse_spec({**BASE, "monitoring": {"serviceMonitor": True}}))
    assert svc["spec"]["ports"][0]["targetPort"] == "http"
    assert svc["metadata"]["labels"]["zerolayer.io/service-monitor"] == "true"
    pdb = build_pdb(OWNER)
    assert pdb["spec"]["maxUnavailable"] == 1
    assert pdb["spec"]["selector"]["matchLabels"] == svc["spec"]["selector"]


def test_bundle_configmap_is_immutable_and_digest_named() -> None:
    cm = build_bundle_config_map(OWNER, DIGEST, "kind: RuleBundle\n")
    assert cm["immutable"] is True
    assert cm["metadata"]["name"] == bundle_config_map_name("chat", DIGEST) == "chat-bundle-abababababab"
    assert cm["metadata"]["annotations"]["zerolayer.io/bundle-digest"] == DIGEST
    assert cm["data"] == {"bundle.yaml": "kind: RuleBundle\n"}
    assert cm["metadata"]["ownerReferences"][0]["uid"] == "u-1"


@pytest.mark.parametrize(
    ("approved", "active", "candidate", "keep", "expected"),
    [
        (["sha256:c", "sha256:b", "sha256:a"], "sha256:b", "", 2, ["sha256:b", "sha256:c"]),
        (["sha256:c", "sha256:b", "sha256:a"], "sha256:b", "sha256:c", 1, ["sha256:b", "sha256:c"]),
        (["sha256:c", "sha256:b", "sha256:a"], "sha256:c", "", 5, ["sha256:c", "sha256:b", "sha256:a"]),
        ([], "", "", 3, []),
    ],
)
def test_kept_digests(
    approved: list[str], active: str, candidate: str, keep: int, expected: list[str]
) -> None:
    assert kept_digests(approved, active, candidate, keep) == expected


def test_configmaps_to_delete() -> None:
    existing = ["chat-bundle-a", "chat-bundle-b", "chat-bundle-c"]
    assert bundle_config_maps_to_delete("chat", existing, ["sha256:a", "sha256:c"]) == ["chat-bundle-b"]
