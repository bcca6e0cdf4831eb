"""Immutable, content-addressed bundle ConfigMaps and which of them to keep.

Pods mount only these copies (never the user's ConfigMap), so a bundle reaches pods only through the
gate; the last N approved copies stay, owned by the ZLD, so a rollback never finds its bundle pruned.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from zero_layer_operator.desired.labels import (
    BUNDLE_DIGEST_ANNOTATION,
    BUNDLE_KEY,
    COMPONENT_BUNDLE,
    Owner,
    bundle_config_map_name,
    bundle_labels,
    metadata,
)

__all__ = ["build_bundle_config_map", "bundle_config_maps_to_delete", "kept_digests"]


def build_bundle_config_map(owner: Owner, digest: str, bundle_yaml: str) -> dict[str, Any]:
    """``<zld>-bundle-<digest12>`` holding the canonical bundle document, immutable."""
    meta = metadata(owner, bundle_config_map_name(owner.name, digest), COMPONENT_BUNDLE)
    meta["labels"] = bundle_labels(owner, digest)
    meta["annotations"] = {BUNDLE_DIGEST_ANNOTATION: digest}
    return {
        "apiVersion": "v1",
        "kind": "ConfigMap",
        "metadata": meta,
        "immutable": True,
        "data": {BUNDLE_KEY: bundle_yaml},
    }


def kept_digests(approved: Sequence[str], active: str, candidate: str, keep: int) -> list[str]:
    """Digests whose ConfigMaps must exist: the newest ``keep`` approved, plus active and candidate."""
    kept = list(dict.fromkeys(d for d in (active, candidate) if d))
    for digest in approved:
        if len(kept) >= keep:
            break
        if digest and digest not in kept:
            kept.append(digest)
    return kept


def bundle_config_maps_to_delete(owner_name: str, existing: Iterable[str], kept: Iterable[str]) -> list[str]:
    """Names of existing bundle ConfigMaps that no kept digest maps to (sorted, for stable output)."""
    keep_names = {bundle_config_map_name(owner_name, d) for d in kept}
    return sorted(n for n in existing if n not in keep_names)
