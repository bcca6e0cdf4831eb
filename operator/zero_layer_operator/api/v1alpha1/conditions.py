"""Condition and status types shared by both kinds (Kubernetes API conventions, KEP-1623, kstatus)."""

from __future__ import annotations

from dataclasses import dataclass

from zero_layer_operator.api.schema import field

__all__ = [
    "BUNDLE_READY",
    "COMPILED",
    "GPU_CAPACITY",
    "READY",
    "RECONCILING",
    "ROLLOUT_BLOCKED",
    "STALLED",
    "Condition",
]

READY = "Ready"
RECONCILING = "Reconciling"
STALLED = "Stalled"
GPU_CAPACITY = "GPUCapacity"
BUNDLE_READY = "BundleReady"
ROLLOUT_BLOCKED = "RolloutBlocked"
COMPILED = "Compiled"


@dataclass(frozen=True, kw_only=True)
class Condition:
    """One observation of the object's state; the list is keyed by ``type``."""

    type: str = field("Condition type, e.g. Ready, Reconciling, Stalled, GPUCapacity, RolloutBlocked.")
    status: str = field("True, False or Unknown.", enum=("True", "False", "Unknown"))
    reason: str = field("CamelCase reason for the last transition, for machines.")
    message: str = field("Human-readable details, with the numbers behind the reason.", default="")
    last_transition_time: str = field(
        "When the status last flipped (RFC 3339); unchanged when only the message changes.", default=""
    )
    observed_generation: int = field("The metadata.generation this condition was computed for.", default=0)
