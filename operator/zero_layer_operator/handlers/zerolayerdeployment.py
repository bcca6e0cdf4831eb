"""ZeroLayerDeployment handlers: one level-based reconcile on create/update/resume and a resync timer."""

from __future__ import annotations

import logging
from typing import Any

import kopf

from zero_layer_operator import config, metrics
from zero_layer_operator.api.schema import ValidationError
from zero_layer_operator.api.v1alpha1 import GROUP, VERSION
from zero_layer_operator.api.v1alpha1.zerolayerdeployment import PLURAL
from zero_layer_operator.handlers.nodes import capacity_from
from zero_layer_operator.reconcile import reconcile_zld

__all__ = ["zld_forget", "zld_reconcile", "zld_references", "zld_resync"]

_RESYNC = config.current().resync_seconds
Logger = logging.Logger | logging.LoggerAdapter[Any]


@kopf.index(GROUP, VERSION, PLURAL)
def zld_references(namespace: str | None, name: str, spec: kopf.Spec, **_: Any) -> dict[tuple[Any, ...], str]:
    """(namespace, kind, referenced name) → ZLD name, so reference events find their ZLDs."""
    refs: dict[tuple[Any, ...], str] = {}
    if (spec.get("bundleRef") or {}).get("name"):
        refs[(namespace, "RuleBundle", spec["bundleRef"]["name"])] = name
    corpus = (spec.get("rollout") or {}).get("corpusRef") or {}
    if corpus.get("name"):
        refs[(namespace, "ConfigMap", corpus["name"])] = name
    return refs


@kopf.on.resume(GROUP, VERSION, PLURAL)
@kopf.on.create(GROUP, VERSION, PLURAL)
@kopf.on.update(GROUP, VERSION, PLURAL)
def zld_reconcile(namespace: str | None, name: str, memo: Any, **kwargs: Any) -> None:
    try:
        reconcile_zld(memo.ctx, str(namespace), name, capacity_from(kwargs))
    except ValidationError as exc:
        raise kopf.PermanentError(f"Rejected ZeroLayerDeployment spec: {exc}") from exc


@kopf.timer(GROUP, VERSION, PLURAL, interval=_RESYNC, initial_delay=_RESYNC)
def zld_resync(namespace: str | None, name: str, memo: Any, logger: Logger, **kwargs: Any) -> None:
    try:
        reconcile_zld(memo.ctx, str(namespace), name, capacity_from(kwargs), wait=False)
    except ValidationError as exc:
        logger.debug("Skipped resync of an invalid ZeroLayerDeployment: %s", exc)


@kopf.on.delete(GROUP, VERSION, PLURAL)
def zld_forget(namespace: str | None, name: str, logger: Logger, **_: Any) -> None:
    """Children go by ownerReferences; only process-local state is dropped here."""
    metrics.set_blocked(f"{namespace}/{name}", False)
    logger.info("Deleted ZeroLayerDeployment; children are garbage-collected by owner references")
