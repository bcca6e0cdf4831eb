"""RuleBundle handlers: validate+compile into status, then re-reconcile the ZLDs that reference it."""

from __future__ import annotations

from typing import Any

import kopf

from zero_layer_operator.api.v1alpha1 import GROUP, VERSION
from zero_layer_operator.api.v1alpha1.rulebundle import PLURAL
from zero_layer_operator.handlers.nodes import capacity_from
from zero_layer_operator.reconcile import reconcile_rulebundle, reconcile_zld

__all__ = ["rulebundle_configmaps", "rulebundle_validate"]


@kopf.index(GROUP, VERSION, PLURAL)
def rulebundle_configmaps(
    namespace: str | None, name: str, spec: kopf.Spec, **_: Any
) -> dict[tuple[Any, ...], str]:
    """(namespace, ConfigMap name) → RuleBundle name, for bundles kept in ConfigMaps."""
    ref = (spec.get("configMapRef") or {}).get("name")
    return {(namespace, ref): name} if ref else {}


@kopf.on.resume(GROUP, VERSION, PLURAL)
@kopf.on.create(GROUP, VERSION, PLURAL)
@kopf.on.update(GROUP, VERSION, PLURAL, field="spec")
def rulebundle_validate(namespace: str | None, name: str, reason: str, memo: Any, **kwargs: Any) -> None:
    ns = str(namespace)
    reconcile_rulebundle(memo.ctx, ns, name)
    if reason == "resume":  # ZLDs resume on their own
        return
    refs: kopf.Index[tuple[Any, ...], str] = kwargs["zld_references"]
    view = capacity_from(kwargs)
    for zld in sorted(set(refs.get((ns, "RuleBundle", name), []))):
        reconcile_zld(memo.ctx, ns, zld, view)
