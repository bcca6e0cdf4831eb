"""Owned children (Deployment, Service, PodDisruptionBudget): any change or deletion re-reconciles the
owner, which re-applies the desired object and so reverts manual edits (drift).

One handler per kind; each maps the event to the owning ZeroLayerDeployment by its owner reference.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import kopf

from zero_layer_operator.api.v1alpha1.zerolayerdeployment import KIND
from zero_layer_operator.desired.labels import FIELD_MANAGER, MANAGED_BY
from zero_layer_operator.handlers.nodes import capacity_from
from zero_layer_operator.reconcile import reconcile_zld

__all__ = ["deployment_drift", "owner_name", "pdb_drift", "service_drift"]

_OURS = {MANAGED_BY: FIELD_MANAGER}


def owner_name(owner_references: Sequence[Mapping[str, Any]] | None) -> str | None:
    """Name of the controlling ZeroLayerDeployment, if any."""
    for ref in owner_references or ():
        if ref.get("kind") == KIND and ref.get("controller"):
            return str(ref["name"])
    return None


def _resync(event: kopf.RawEvent, meta: kopf.Meta, memo: Any, kwargs: Mapping[str, Any]) -> None:
    if event.get("type") is None:  # initial listing: the resume handlers cover it
        return
    owner = owner_name(meta.get("ownerReferences"))
    if owner:
        reconcile_zld(memo.ctx, str(meta["namespace"]), owner, capacity_from(kwargs))


@kopf.on.event("apps", "v1", "deployments", labels=_OURS)
def deployment_drift(event: kopf.RawEvent, meta: kopf.Meta, memo: Any, **kwargs: Any) -> None:
    _resync(event, meta, memo, kwargs)


@kopf.on.event("", "v1", "services", labels=_OURS)
def service_drift(event: kopf.RawEvent, meta: kopf.Meta, memo: Any, **kwargs: Any) -> None:
    _resync(event, meta, memo, kwargs)


@kopf.on.event("policy", "v1", "poddisruptionbudgets", labels=_OURS)
def pdb_drift(event: kopf.RawEvent, meta: kopf.Meta, memo: Any, **kwargs: Any) -> None:
    _resync(event, meta, memo, kwargs)
