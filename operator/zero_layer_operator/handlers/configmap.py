"""ConfigMaps referenced by RuleBundles (bundle documents) or ZLDs (corpora): a change re-validates
the RuleBundle and re-reconciles the ZLDs at once, so their status turns Reconciling immediately —
a ConfigMap edit does not bump any generation, so nothing else would notice it.
"""

from __future__ import annotations

from typing import Any

import kopf

from zero_layer_operator.desired.labels import MANAGED_BY
from zero_layer_operator.handlers.nodes import capacity_from
from zero_layer_operator.reconcile import reconcile_rulebundle, reconcile_zld

__all__ = ["configmap_changed"]


@kopf.on.event("", "v1", "configmaps", labels={MANAGED_BY: kopf.ABSENT})
def configmap_changed(
    event: kopf.RawEvent, name: str, namespace: str | None, memo: Any, **kwargs: Any
) -> None:
    if event.get("type") is None:  # initial listing
        return
    ns = str(namespace)
    zld_refs: kopf.Index[tuple[Any, ...], str] = kwargs["zld_references"]
    bundle_refs: kopf.Index[tuple[Any, ...], str] = kwargs["rulebundle_configmaps"]
    zlds = set(zld_refs.get((ns, "ConfigMap", name), []))
    for bundle in set(bundle_refs.get((ns, name), [])):
        reconcile_rulebundle(memo.ctx, ns, bundle)
        zlds.update(zld_refs.get((ns, "RuleBundle", bundle), []))
    view = capacity_from(kwargs)
    for zld in sorted(zlds):
        reconcile_zld(memo.ctx, ns, zld, view)
