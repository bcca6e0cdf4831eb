"""Names, labels, annotations and owner references shared by every child object."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = [
    "BUNDLE_DIGEST_ANNOTATION",
    "BUNDLE_KEY",
    "BUNDLE_MOUNT",
    "COMPONENT_BUNDLE",
    "COMPONENT_RUNTIME",
    "FIELD_MANAGER",
    "INSTANCE",
    "MANAGED_BY",
    "OVERRIDE_ANNOTATION",
    "PART_OF",
    "RETRY_ANNOTATION",
    "Owner",
    "bundle_config_map_name",
    "bundle_labels",
    "labels",
    "metadata",
    "owner_reference",
    "selector",
    "short_digest",
]

FIELD_MANAGER = "zero-layer-operator"
NAME = "app.kubernetes.io/name"
INSTANCE = "app.kubernetes.io/instance"
COMPONENT = "app.kubernetes.io/component"
PART_OF = "app.kubernetes.io/part-of"
MANAGED_BY = "app.kubernetes.io/managed-by"
COMPONENT_RUNTIME = "runtime"
COMPONENT_BUNDLE = "bundle"
BUNDLE_DIGEST_ANNOTATION = "zerolayer.io/bundle-digest"
BUNDLE_DIGEST_LABEL = "zerolayer.io/bundle-digest"
RETRY_ANNOTATION = "zerolayer.io/retry-gate"
OVERRIDE_ANNOTATION = "zerolayer.io/override-gate"
BUNDLE_KEY = "bundle.yaml"
BUNDLE_MOUNT = "/etc/zero-layer/bundle"


@dataclass(frozen=True, kw_only=True)
class Owner:
    """The ZeroLayerDeployment that owns a child object."""

    api_version: str
    kind: str
    name: str
    namespace: str
    uid: str


def short_digest(digest: str) -> str:
    """First 12 hex digits of ``sha256:<hex>`` (names and printer columns)."""
    return digest.split(":", 1)[-1][:12]


def labels(owner: Owner, component: str = COMPONENT_RUNTIME) -> dict[str, str]:
    """The recommended app.kubernetes.io labels of a child object."""
    return {
        NAME: "zero-layer",
        INSTANCE: owner.name,
        COMPONENT: component,
        PART_OF: "zero-layer",
        MANAGED_BY: FIELD_MANAGER,
    }


def selector(owner: Owner) -> dict[str, str]:
    """Pod selector of the Deployment, Service and PodDisruptionBudget (immutable once created)."""
    return {NAME: "zero-layer", INSTANCE: owner.name, COMPONENT: COMPONENT_RUNTIME}


def bundle_labels(owner: Owner, digest: str) -> dict[str, str]:
    """Labels of a bundle ConfigMap; the short digest label lets the operator list and prune them."""
    return {**labels(owner, COMPONENT_BUNDLE), BUNDLE_DIGEST_LABEL: short_digest(digest)}


def bundle_config_map_name(owner_name: str, digest: str) -> str:
    """``<zld>-bundle-<digest12>``: content-addressed, so a new bundle is always a new object."""
    return f"{owner_name}-bundle-{short_digest(digest)}"


def owner_reference(owner: Owner) -> dict[str, Any]:
    """Controller owner reference: deleting the ZLD garbage-collects the child."""
    return {
        "apiVersion": owner.api_version,
        "kind": owner.kind,
        "name": owner.name,
        "uid": owner.uid,
        "controller": True,
        "blockOwnerDeletion": True,
    }


def metadata(owner: Owner, name: str, component: str = COMPONENT_RUNTIME) -> dict[str, Any]:
    """Standard metadata of a child object."""
    return {
        "name": name,
        "namespace": owner.namespace,
        "labels": labels(owner, component),
        "ownerReferences": [owner_reference(owner)],
    }
