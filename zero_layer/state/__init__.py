"""zero_state: what a response carries about its own reliability, and what the service should do.

``ZeroState`` bundles the triggered rules, a confidence score, the conflicts and a fallback sentence;
``Policy`` maps the confidence to a service tier (answer / confirm / handoff).
"""

from __future__ import annotations

from zero_layer.state.confidence import confidence_score
from zero_layer.state.fallback import detect_language, fallback_suggestion
from zero_layer.state.policy import Policy, PolicyTier
from zero_layer.state.zero_state import ZeroState

__all__ = ["Policy", "PolicyTier", "ZeroState", "confidence_score", "detect_language", "fallback_suggestion"]
