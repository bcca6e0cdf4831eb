"""``zerolayer.io/v1alpha1``: ZeroLayerDeployment and RuleBundle."""

from __future__ import annotations

GROUP = "zerolayer.io"
VERSION = "v1alpha1"
API_VERSION = f"{GROUP}/{VERSION}"

__all__ = ["API_VERSION", "GROUP", "VERSION"]
