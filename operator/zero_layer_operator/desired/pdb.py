"""The PodDisruptionBudget: voluntary disruptions take at most one runtime pod at a time."""

from __future__ import annotations

from typing import Any

from zero_layer_operator.desired.labels import Owner, metadata, selector

__all__ = ["build_pdb"]


def build_pdb(owner: Owner) -> dict[str, Any]:
    """``maxUnavailable: 1`` (not minAvailable) so a single-replica deployment can still be drained."""
    return {
        "apiVersion": "policy/v1",
        "kind": "PodDisruptionBudget",
        "metadata": metadata(owner, owner.name),
        "spec": {"maxUnavailable": 1, "selector": {"matchLabels": selector(owner)}},
    }
