"""The zero_state object attached to a response (the CLI/HTTP contract: ``to_dict``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from zero_layer.state.policy import PolicyTier

__all__ = ["ZeroState"]


@dataclass(frozen=True, slots=True)
class ZeroState:
    triggered_rules: tuple[dict[str, Any], ...]
    confidence_score: float
    conflicts: tuple[dict[str, Any], ...]
    fallback_suggestion: str
    policy: PolicyTier

    def to_dict(self) -> dict[str, Any]:
        return {
            "triggered_rules": [dict(r) for r in self.triggered_rules],
            "confidence_score": self.confidence_score,
            "conflicts": [dict(c) for c in self.conflicts],
            "fallback_suggestion": self.fallback_suggestion,
            "policy": self.policy,
        }
