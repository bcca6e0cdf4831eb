"""Pure builders of the objects a ZeroLayerDeployment owns (no I/O, no clock, no randomness)."""

from __future__ import annotations

__all__: list[str] = []
