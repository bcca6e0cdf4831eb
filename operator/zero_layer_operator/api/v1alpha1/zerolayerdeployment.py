"""ZeroLayerDeployment (``zld``): one model served by vLLM behind the zero-layer gateway.

The spec types below are the single source of truth for the CRD schema (``crds/``), the defaults the
API server applies and the validation the operator repeats in :func:`validate` (so a spec that reached
the operator without admission, e.g. from an older CRD, still gets a clear field-named error).
"""

# ruff: noqa: RUF009  (schema.field is our dataclass field specifier, not a shared default)
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from zero_layer_operator.api.schema import Cel, ValidationError, field, parse
from zero_layer_operator.api.v1alpha1.conditions import Condition

__all__ = [
    "DEFAULT_IMAGE",
    "KIND",
    "PLURAL",
    "BundleRef",
    "CorpusRef",
    "GpuSpec",
    "ModelSpec",
    "MonitoringSpec",
    "PolicySpec",
    "RolloutSpec",
    "Toleration",
    "VllmSpec",
    "ZeroLayerDeploymentSpec",
    "ZeroLayerDeploymentStatus",
    "ZeroLayerSpec",
    "parse_spec",
    "validate",
]

KIND = "ZeroLayerDeployment"
PLURAL = "zerolayerdeployments"
DEFAULT_IMAGE = "ghcr.io/zero-layer/runtime:0.1.0"
_CC_FORMAT = re.compile(r"^[0-9]+\.[0-9]+$")
_CC_MIN = re.compile(r"^([89]|[1-9][0-9]+)\.[0-9]+$")


def _unit_interval(name: str) -> tuple[Cel, ...]:
    return (Cel("self >= 0.0 && self <= 1.0", f"{name} must be between 0 and 1"),)


@dataclass(frozen=True, kw_only=True)
class ModelSpec:
    """What vLLM serves."""

    source: str = field(
        "Model to load: a Hugging Face repository id or a path inside the image.", max_length=512
    )
    served_name: str | None = field(
        "Name clients use in the OpenAI API (vLLM --served-model-name); defaults to the source.",
        max_length=253,
        default=None,
    )
    load_timeout_seconds: int = field(
        "Longest expected model load; sizes the startup probe so slow loads are not killed.",
        default=1800,
        cel=(Cel("self >= 60", "loadTimeoutSeconds must be at least 60"),),
    )


@dataclass(frozen=True, kw_only=True)
class Toleration:
    """A pod toleration (core/v1 Toleration), typically for tainted GPU nodes."""

    key: str | None = field("Taint key the toleration applies to; empty matches all keys.", default=None)
    operator: str = field("Exists or Equal.", default="Equal", enum=("Exists", "Equal"))
    value: str | None = field("Taint value to match when the operator is Equal.", default=None)
    effect: str | None = field(
        "Taint effect to match; empty matches all.",
        enum=("NoSchedule", "PreferNoSchedule", "NoExecute"),
        default=None,
    )
    toleration_seconds: int | None = field(
        "How long a NoExecute taint is tolerated before eviction.", default=None
    )


@dataclass(frozen=True, kw_only=True)
class GpuSpec:
    """GPUs per replica and where they may come from."""

    count: int = field("GPUs per replica.", default=1, cel=(Cel("self >= 0", "gpu.count must be 0 or more"),))
    min_compute_capability: str = field(
        'Lowest CUDA compute capability ("X.Y") a node\'s GPU may have; at least "8.0".',
        default="8.0",
        max_length=8,
        cel=(
            Cel(
                "self.matches('^[0-9]+\\\\.[0-9]+$')", 'minComputeCapability must look like "X.Y", e.g. "8.0"'
            ),
            Cel(
                "self.matches('^([89]|[1-9][0-9]+)\\\\.[0-9]+$')",
                'minComputeCapability must be at least "8.0" (Ampere or newer)',
            ),
        ),
    )
    resource_name: str = field("Extended resource that counts GPUs on nodes.", default="nvidia.com/gpu")
    tolerations: tuple[Toleration, ...] = field(
        "Tolerations added to the pods (e.g. for nvidia.com/gpu taints).", default=(), max_items=32
    )


@dataclass(frozen=True, kw_only=True)
class VllmSpec:
    """vLLM engine settings."""

    max_num_seqs: int = field(
        "vLLM --max-num-seqs; 24 with prefix caching avoids lock-contention jitter.",
        default=24,
        cel=(Cel("self >= 1", "maxNumSeqs must be at least 1"),),
    )
    enable_prefix_caching: bool = field("vLLM --enable-prefix-caching.", default=True)
    gpu_memory_utilization: float = field(
        "vLLM --gpu-memory-utilization, a fraction in (0, 1].",
        default=0.9,
        cel=(Cel("self > 0.0 && self <= 1.0", "gpuMemoryUtilization must be in (0, 1]"),),
    )
    max_model_len: int | None = field(
        "vLLM --max-model-len; unset lets vLLM derive it from the model.", default=None
    )
    extra_args: tuple[str, ...] = field(
        "Extra vLLM command-line arguments, appended last.", default=(), max_items=64
    )


@dataclass(frozen=True, kw_only=True)
class PolicySpec:
    """Service policy on the confidence score."""

    __cel__ = (
        Cel(
            "self.confirmThreshold <= self.answerThreshold",
            "confirmThreshold must not exceed answerThreshold",
        ),
    )

    answer_threshold: float = field(
        "Confidence at or above which the answer is returned as is.",
        default=0.9,
        cel=_unit_interval("answerThreshold"),
    )
    confirm_threshold: float = field(
        "Confidence at or above which a confirmation is added; below it the request is handed off.",
        default=0.7,
        cel=_unit_interval("confirmThreshold"),
    )


@dataclass(frozen=True, kw_only=True)
class ZeroLayerSpec:
    """Semantic-fidelity check settings (env ZERO_LAYER_* in the runtime)."""

    enabled: bool = field("Run the checks; false serves plain vLLM.", default=True)
    sensitivity: float = field(
        "Heatmap trigger threshold: a pair is checked when its weight is at least this.",
        default=0.75,
        cel=_unit_interval("sensitivity"),
    )
    cache_size: int = field(
        "Rules kept in the compiled fast table.",
        default=2048,
        cel=(Cel("self >= 1 && self <= 65536", "cacheSize must be between 1 and 65536"),),
    )
    warmup_steps: int = field(
        "Warm-up steps run before the pod reports Ready.",
        default=50,
        cel=(Cel("self >= 0", "warmupSteps must be 0 or more"),),
    )
    mode: str = field(
        "observe records only; enforce may change output.", default="observe", enum=("observe", "enforce")
    )
    policy: PolicySpec = field("Confidence thresholds of the service policy.", default_factory=PolicySpec)


@dataclass(frozen=True, kw_only=True)
class BundleRef:
    """A RuleBundle in the same namespace."""

    name: str = field("Name of the RuleBundle.", max_length=253)


@dataclass(frozen=True, kw_only=True)
class CorpusRef:
    """A ConfigMap holding an extra labelled regression corpus (JSONL) in the same namespace."""

    name: str = field("Name of the ConfigMap.", max_length=253)
    key: str = field("Key in the ConfigMap that holds the JSONL corpus.", default="corpus.jsonl")


@dataclass(frozen=True, kw_only=True)
class RolloutSpec:
    """How bundle changes are gated and rolled out."""

    corpus_ref: CorpusRef | None = field(
        "Extra corpus run by the gate in addition to the shipped one.", default=None
    )
    thresholds: dict[str, float] = field(
        "Overrides of the regression gate thresholds, e.g. minRecall, maxRecallDrop, maxFprRise, alpha "
        "(zero_layer.regress.Thresholds fields, camelCase or snake_case).",
        default_factory=dict,
    )
    gate_enabled: bool = field("Run the regression gate before rolling a new bundle.", default=True)
    max_surge: str = field("Deployment rolling-update maxSurge (count or percentage).", default="25%")
    max_unavailable: str = field(
        "Deployment rolling-update maxUnavailable (count or percentage).", default="0"
    )
    keep_bundles: int = field(
        "Approved bundle ConfigMaps kept for rollback (the serving one included).",
        default=5,
        cel=(Cel("self >= 1 && self <= 50", "keepBundles must be between 1 and 50"),),
    )


@dataclass(frozen=True, kw_only=True)
class MonitoringSpec:
    """Observability toggles."""

    metrics: bool = field("Annotate pods for Prometheus scraping of /metrics.", default=True)
    service_monitor: bool = field(
        "Label the Service for a ServiceMonitor created by the Helm chart.", default=False
    )


@dataclass(frozen=True, kw_only=True)
class ZeroLayerDeploymentSpec:
    """Desired state of a ZeroLayerDeployment."""

    model: ModelSpec = field("The model to serve.")
    replicas: int = field("Number of pods.", default=1, cel=(Cel("self >= 0", "replicas must be 0 or more"),))
    image: str = field("Runtime image (gateway + vLLM).", default=DEFAULT_IMAGE, max_length=512)
    image_pull_policy: str = field(
        "Image pull policy of the runtime container.",
        default="IfNotPresent",
        enum=("Always", "IfNotPresent", "Never"),
    )
    gpu: GpuSpec = field("GPU request and placement.", default_factory=GpuSpec)
    vllm: VllmSpec = field("vLLM engine settings.", default_factory=VllmSpec)
    zero_layer: ZeroLayerSpec = field("Semantic-fidelity check settings.", default_factory=ZeroLayerSpec)
    bundle_ref: BundleRef | None = field(
        "Rule bundle to serve; unset serves the shipped default bundle.", default=None
    )
    rollout: RolloutSpec = field("Gated rollout settings.", default_factory=RolloutSpec)
    monitoring: MonitoringSpec = field("Monitoring toggles.", default_factory=MonitoringSpec)


@dataclass(frozen=True, kw_only=True)
class GateResult:
    """Outcome of one regression-gate run."""

    verdict: str = field(
        "pass, fail, inconclusive or skipped.", enum=("pass", "fail", "inconclusive", "skipped")
    )
    summary: str = field("One line with the numbers.", default="")
    metrics: dict[str, float] = field(
        "Headline gate metrics (recall, false-positive rate, ...).", default_factory=dict
    )
    baseline_digest: str = field("Digest of the bundle the candidate was compared with.", default="")
    retry_token: str = field("Retry token in force when this gate ran.", default="")
    finished_at: str = field("When the gate finished (RFC 3339).", default="")


@dataclass(frozen=True, kw_only=True)
class BundleStatus:
    """A bundle as the operator sees it."""

    name: str = field("RuleBundle name, or 'default' for the shipped bundle.", default="")
    digest: str = field("sha256 digest of the canonical bundle document.", default="")
    short_digest: str = field("First 12 hex digits of the digest (printer column).", default="")
    config_map: str = field("Immutable ConfigMap holding this bundle, if written.", default="")
    gate: GateResult | None = field("Regression-gate result for this bundle.", default=None)


@dataclass(frozen=True, kw_only=True)
class RolloutStatus:
    """The persisted step of the gated rollout, so a restarted operator resumes where it stopped."""

    step: str = field("Idle, Gating, Rolling, Blocked or Invalid.", default="Idle")
    last_verdict: str = field("Verdict of the latest gate run (printer column).", default="")
    candidate_digest: str = field("Digest the step refers to.", default="")
    message: str = field("Why the rollout is in this step.", default="")
    retry_token: str = field("Last zerolayer.io/retry-gate token acted on.", default="")
    override_reason: str = field("Last zerolayer.io/override-gate reason acted on.", default="")
    override_digest: str = field("Bundle digest the override was applied to.", default="")
    approved: tuple[str, ...] = field("Approved bundle digests, newest first (ConfigMaps kept).", default=())


@dataclass(frozen=True, kw_only=True)
class GpuCapacityStatus:
    """Eligible GPU nodes for this deployment."""

    eligible_nodes: int = field("Ready nodes whose GPU meets minComputeCapability.", default=0)
    free_gpus: int = field("GPUs not requested by running pods on those nodes.", default=0)


@dataclass(frozen=True, kw_only=True)
class ZeroLayerDeploymentStatus:
    """Observed state (kstatus: observedGeneration + Ready/Reconciling/Stalled)."""

    observed_generation: int = field("The metadata.generation last reconciled.", default=0)
    conditions: tuple[Condition, ...] = field(
        "Current conditions, keyed by type.", default=(), list_map_keys=("type",)
    )
    replicas: int = field("Pods of the Deployment.", default=0)
    ready_replicas: int = field("Ready pods.", default=0)
    updated_replicas: int = field("Pods running the current pod template.", default=0)
    ready: str = field("ready/desired, for the printer column.", default="")
    active_bundle: BundleStatus | None = field("The bundle the pods serve.", default=None)
    candidate_bundle: BundleStatus | None = field("The bundle waiting to replace it, if any.", default=None)
    rollout: RolloutStatus | None = field("Gated rollout progress.", default=None)
    gpu_capacity: GpuCapacityStatus | None = field("Eligible GPU capacity.", default=None)


def parse_spec(spec: Any) -> ZeroLayerDeploymentSpec:
    """Parse and validate a ZLD spec; raises ValidationError naming the field."""
    parsed = parse(ZeroLayerDeploymentSpec, spec, "spec")
    validate(parsed)
    return parsed


def _unit(path: str, value: float) -> None:
    if not 0.0 <= value <= 1.0:
        raise ValidationError(path, f"must be between 0 and 1, got {value}")


def validate(spec: ZeroLayerDeploymentSpec) -> None:
    """The CRD's CEL rules again, in Python, with the same field paths and messages."""
    cc = spec.gpu.min_compute_capability
    if not _CC_FORMAT.match(cc):
        raise ValidationError(
            "spec.gpu.minComputeCapability", f'must look like "X.Y", e.g. "8.0", got {cc!r}'
        )
    if not _CC_MIN.match(cc):
        raise ValidationError(
            "spec.gpu.minComputeCapability", f'must be at least "8.0" (Ampere or newer), got {cc!r}'
        )
    if spec.replicas < 0:
        raise ValidationError("spec.replicas", f"must be 0 or more, got {spec.replicas}")
    if spec.gpu.count < 0:
        raise ValidationError("spec.gpu.count", f"must be 0 or more, got {spec.gpu.count}")
    _unit("spec.zeroLayer.sensitivity", spec.zero_layer.sensitivity)
    pol = spec.zero_layer.policy
    _unit("spec.zeroLayer.policy.answerThreshold", pol.answer_threshold)
    _unit("spec.zeroLayer.policy.confirmThreshold", pol.confirm_threshold)
    if pol.confirm_threshold > pol.answer_threshold:
        raise ValidationError("spec.zeroLayer.policy", "confirmThreshold must not exceed answerThreshold")
    if not 0.0 < spec.vllm.gpu_memory_utilization <= 1.0:
        raise ValidationError("spec.vllm.gpuMemoryUtilization", "must be in (0, 1]")
    if spec.vllm.max_num_seqs < 1:
        raise ValidationError("spec.vllm.maxNumSeqs", "must be at least 1")
    if not 1 <= spec.rollout.keep_bundles <= 50:
        raise ValidationError("spec.rollout.keepBundles", "must be between 1 and 50")
