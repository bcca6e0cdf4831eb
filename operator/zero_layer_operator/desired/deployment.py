"""The runtime Deployment: ``zero-layer serve`` (gateway) fronting vLLM in one container.

The bundle reaches the pod only as the operator-written immutable ConfigMap named by its digest, and the
digest sits in a pod-template annotation: a new approved bundle is an ordinary rolling update, and an
edit of the user's ConfigMap can never reach running pods behind the gate's back.
"""

from __future__ import annotations

import math
from typing import Any

from zero_layer_operator.api.schema import to_wire
from zero_layer_operator.api.v1alpha1.zerolayerdeployment import ZeroLayerDeploymentSpec
from zero_layer_operator.desired.affinity import node_affinity
from zero_layer_operator.desired.labels import (
    BUNDLE_DIGEST_ANNOTATION,
    BUNDLE_KEY,
    BUNDLE_MOUNT,
    Owner,
    bundle_config_map_name,
    labels,
    metadata,
    selector,
)

__all__ = ["CONTAINER", "HTTP_PORT", "VLLM_PORT", "build_deployment", "runtime_args", "runtime_env"]

CONTAINER = "runtime"
HTTP_PORT = 8000
VLLM_PORT = 8001
_STARTUP_PERIOD = 10


def _int_or_str(value: str) -> int | str:
    return int(value) if value.isdigit() else value


def runtime_env(spec: ZeroLayerDeploymentSpec) -> list[dict[str, str]]:
    """ZERO_LAYER_* variables read by the runtime's RuntimeSettings (names match the spec fields)."""
    zl = spec.zero_layer
    values = {
        "ZERO_LAYER_ENABLED": str(zl.enabled).lower(),
        "ZERO_LAYER_BUNDLE_PATH": f"{BUNDLE_MOUNT}/{BUNDLE_KEY}",
        "ZERO_LAYER_SENSITIVITY": repr(zl.sensitivity),
        "ZERO_LAYER_CACHE_SIZE": str(zl.cache_size),
        "ZERO_LAYER_WARMUP_STEPS": str(zl.warmup_steps),
        "ZERO_LAYER_MODE": zl.mode,
        "ZERO_LAYER_ANSWER_THRESHOLD": repr(zl.policy.answer_threshold),
        "ZERO_LAYER_CONFIRM_THRESHOLD": repr(zl.policy.confirm_threshold),
        "ZERO_LAYER_MIN_COMPUTE_CAPABILITY": spec.gpu.min_compute_capability,
        "HF_HOME": "/var/cache/zero-layer/hf",
    }
    return [{"name": k, "value": v} for k, v in values.items()]


def runtime_args(spec: ZeroLayerDeploymentSpec) -> list[str]:
    """``zero-layer serve`` arguments; everything after ``--`` goes to vLLM."""
    v = spec.vllm
    args = [
        "serve",
        "--port",
        str(HTTP_PORT),
        "--vllm-port",
        str(VLLM_PORT),
        "--bundle",
        f"{BUNDLE_MOUNT}/{BUNDLE_KEY}",
        "--model",
        spec.model.source,
        "--",
        "--served-model-name",
        spec.model.served_name or spec.model.source,
        "--max-num-seqs",
        str(v.max_num_seqs),
        "--gpu-memory-utilization",
        repr(v.gpu_memory_utilization),
    ]
    args.append("--enable-prefix-caching" if v.enable_prefix_caching else "--no-enable-prefix-caching")
    if v.max_model_len is not None:
        args += ["--max-model-len", str(v.max_model_len)]
    return args + list(v.extra_args)


def _probe(path: str, period: int, failures: int) -> dict[str, Any]:
    return {
        "httpGet": {"path": path, "port": "http"},
        "periodSeconds": period,
        "timeoutSeconds": 5,
        "failureThreshold": failures,
    }


def _container(spec: ZeroLayerDeploymentSpec) -> dict[str, Any]:
    gpus = {spec.gpu.resource_name: str(spec.gpu.count)} if spec.gpu.count > 0 else {}
    return {
        "name": CONTAINER,
        "image": spec.image,
        "imagePullPolicy": spec.image_pull_policy,
        "command": ["zero-layer"],
        "args": runtime_args(spec),
        "ports": [{"name": "http", "containerPort": HTTP_PORT, "protocol": "TCP"}],
        "env": runtime_env(spec),
        "resources": {"requests": dict(gpus), "limits": dict(gpus)},
        # Model loads can take tens of minutes: liveness/readiness only start once /health answers.
        "startupProbe": _probe(
            "/health", _STARTUP_PERIOD, math.ceil(spec.model.load_timeout_seconds / _STARTUP_PERIOD)
        ),
        "readinessProbe": _probe("/ready", 5, 3),
        "livenessProbe": _probe("/health", 10, 3),
        "volumeMounts": [
            {"name": "bundle", "mountPath": BUNDLE_MOUNT, "readOnly": True},
            {"name": "dshm", "mountPath": "/dev/shm"},
            {"name": "cache", "mountPath": "/var/cache/zero-layer"},
        ],
        "securityContext": {
            "allowPrivilegeEscalation": False,
            "capabilities": {"drop": ["ALL"]},
        },
    }


def build_deployment(owner: Owner, spec: ZeroLayerDeploymentSpec, bundle_digest: str) -> dict[str, Any]:
    """The Deployment serving ``bundle_digest`` (whose ConfigMap must already exist)."""
    annotations = {BUNDLE_DIGEST_ANNOTATION: bundle_digest}
    if spec.monitoring.metrics:
        annotations |= {
            "prometheus.io/scrape": "true",
            "prometheus.io/port": str(HTTP_PORT),
            "prometheus.io/path": "/metrics",
        }
    pod_spec: dict[str, Any] = {
        "containers": [_container(spec)],
        "terminationGracePeriodSeconds": 60,
        "securityContext": {
            "runAsNonRoot": True,
            "runAsUser": 1000,
            "seccompProfile": {"type": "RuntimeDefault"},
        },
        "volumes": [
            {"name": "bundle", "configMap": {"name": bundle_config_map_name(owner.name, bundle_digest)}},
            {"name": "dshm", "emptyDir": {"medium": "Memory"}},
            {"name": "cache", "emptyDir": {}},
        ],
    }
    if spec.gpu.count > 0:
        pod_spec["affinity"] = node_affinity(spec.gpu.min_compute_capability)
    if spec.gpu.tolerations:
        pod_spec["tolerations"] = to_wire(spec.gpu.tolerations)
    return {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "metadata": metadata(owner, owner.name),
        "spec": {
            "replicas": spec.replicas,
            "selector": {"matchLabels": selector(owner)},
            "strategy": {
                "type": "RollingUpdate",
                "rollingUpdate": {
                    "maxSurge": _int_or_str(spec.rollout.max_surge),
                    "maxUnavailable": _int_or_str(spec.rollout.max_unavailable),
                },
            },
            "template": {
                "metadata": {"labels": labels(owner), "annotations": annotations},
                "spec": pod_spec,
            },
        },
    }
