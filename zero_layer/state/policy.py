"""Service policy: confidence → tier. ≥ answer_threshold answer as is; ≥ confirm_threshold ask the
user to confirm; below, hand off to a human. Thresholds are configurable per deployment."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = ["Policy", "PolicyTier"]

PolicyTier = Literal["answer", "confirm", "handoff"]


@dataclass(frozen=True, slots=True)
class Policy:
    answer_threshold: float = 0.9
    confirm_threshold: float = 0.7

    def __post_init__(self) -> None:
        for name in ("answer_threshold", "confirm_threshold"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int | float) or not 0.0 <= value <= 1.0:
                raise ValueError(f"Policy.{name}: expected a number in [0, 1], got {value!r}")
        if self.confirm_threshold > self.answer_threshold:
            raise ValueError(
                f"Policy: confirm_threshold ({self.confirm_threshold}) must not exceed "
                f"answer_threshold ({self.answer_threshold})"
            )

    def tier(self, confidence: float) -> PolicyTier:
        if confidence >= self.answer_threshold:
            return "answer"
        if confidence >= self.confirm_threshold:
            return "confirm"
        return "handoff"
