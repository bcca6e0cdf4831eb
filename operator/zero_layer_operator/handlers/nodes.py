"""In-memory indexes of GPU nodes and of the GPUs pods hold, for the GPUCapacity condition.

Indexes are filled from watches, so a reconcile counts eligible nodes and free GPUs without listing
nodes and pods on every pass.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import kopf

from zero_layer_operator.reconcile import GpuNode, capacity
from zero_layer_operator.status import Capacity

__all__ = ["capacity_from", "capacity_view", "gpu_nodes", "gpu_pods"]

_GPU_HINT = ("gpu", "GPU")


def _gpu_counts(resources: Mapping[str, Any]) -> dict[str, int]:
    out: dict[str, int] = {}
    for key, value in resources.items():
        if any(h in key for h in _GPU_HINT):
            try:
                out[key] = int(str(value))
            except ValueError:
                continue
    return out


@kopf.index("", "v1", "nodes")
def gpu_nodes(
    name: str, labels: Mapping[str, str], status: Mapping[str, Any], **_: Any
) -> dict[str, GpuNode] | None:
    gpus = _gpu_counts(status.get("allocatable") or {})
    if not gpus:
        return None
    ready = any(
        c.get("type") == "Ready" and c.get("status") == "True" for c in status.get("conditions") or []
    )
    return {name: GpuNode(name=name, labels=dict(labels), ready=ready, allocatable=gpus)}


@kopf.index("", "v1", "pods")
def gpu_pods(
    spec: Mapping[str, Any], status: Mapping[str, Any], **_: Any
) -> dict[str, dict[str, int]] | None:
    node = spec.get("nodeName")
    if not node or status.get("phase") in ("Succeeded", "Failed"):
        return None
    held: dict[str, int] = {}
    for c in spec.get("containers") or []:
        for k, v in _gpu_counts((c.get("resources") or {}).get("requests") or {}).items():
            held[k] = held.get(k, 0) + v
    return {str(node): held} if held else None


def capacity_view(
    nodes: kopf.Index[str, GpuNode], pods: kopf.Index[str, dict[str, int]]
) -> Callable[[str, str], Capacity]:
    """A ``(minCapability, resource) -> Capacity`` function over the current index contents."""

    def view(min_capability: str, resource: str) -> Capacity:
        all_nodes = [n for key in list(nodes) for n in nodes.get(key, [])]
        requested = {key: sum(p.get(resource, 0) for p in pods.get(key, [])) for key in list(pods)}
        return capacity(min_capability, resource, all_nodes, requested)

    return view


def capacity_from(kwargs: Mapping[str, Any]) -> Callable[[str, str], Capacity]:
    """:func:`capacity_view` over the indexes kopf passes to every handler as keyword arguments."""
    return capacity_view(kwargs["gpu_nodes"], kwargs["gpu_pods"])
