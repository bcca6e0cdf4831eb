"""The operator's API types (``zerolayer.io``) and the CRD generator."""

from __future__ import annotations

__all__: list[str] = []
