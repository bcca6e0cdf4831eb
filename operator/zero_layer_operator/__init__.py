"""The zero-layer Kubernetes operator (kopf). Lives under operator/, which is not a package."""

from __future__ import annotations

__all__: list[str] = []
