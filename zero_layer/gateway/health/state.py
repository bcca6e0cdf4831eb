"""Readiness of the pod: which preconditions hold, and why not when they do not.

``/ready`` is true only when all hold: the rule bundle loaded and compiled, vLLM answers ``/health``,
the plugin built its vocabulary table (its ``preload`` record, or the warm-up request's record), and
the ``warmupSteps`` warm-up decode ran. With ``ZERO_LAYER_ENABLED=0`` only vLLM's health counts.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Readiness"]

log = logging.getLogger("zero_layer.gateway")


@dataclass
class Readiness:
    """Mutable readiness flags of one gateway (owned by the app, updated by the startup task)."""

    enabled: bool = True
    bundle_loaded: bool = False
    vllm_healthy: bool = False
    vocab_ready: bool = False
    warmup_done: bool = False
    errors: dict[str, str] = field(default_factory=dict)
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def ready(self) -> bool:
        if self.errors:
            return False
        if not self.enabled:
            return self.vllm_healthy
        return self.bundle_loaded and self.vllm_healthy and self.vocab_ready and self.warmup_done

    def fail(self, what: str, reason: str) -> None:
        if self.errors.get(what) != reason:
            log.error("Not ready: %s: %s", what, reason)
        self.errors[what] = reason

    def clear(self, what: str) -> None:
        self.errors.pop(what, None)

    @property
    def reason(self) -> str:
        if self.errors:
            return "; ".join(f"{k}: {v}" for k, v in sorted(self.errors.items()))
        missing = [
            name
            for name, ok in (
                ("bundle not loaded", self.bundle_loaded or not self.enabled),
                ("vLLM not healthy", self.vllm_healthy),
                ("vocabulary table not built", self.vocab_ready or not self.enabled),
                ("warm-up not run", self.warmup_done or not self.enabled),
            )
            if not ok
        ]
        return ", ".join(missing) if missing else "ready"

    def to_dict(self) -> dict[str, Any]:
        return {
            "ready": self.ready,
            "reason": self.reason,
            "checks": {
                "enabled": self.enabled,
                "bundle_loaded": self.bundle_loaded,
                "vllm_healthy": self.vllm_healthy,
                "vocab_ready": self.vocab_ready,
                "warmup_done": self.warmup_done,
            },
            "errors": dict(self.errors),
            **self.details,
        }
