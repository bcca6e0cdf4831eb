"""zero-layer: semantic-fidelity checks (SFCL) for LLM serving."""

from __future__ import annotations

__version__ = "0.1.0"
