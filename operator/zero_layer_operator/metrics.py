"""Prometheus metrics of the operator process (served on ``/metrics`` by ``__main__``).

One registry of our own, so tests and a second operator in-process never collide with the default one.
"""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, start_http_server

__all__ = [
    "BLOCKED",
    "BLOCKED_TOTAL",
    "ERRORS",
    "GATE_DURATION",
    "GATE_VERDICTS",
    "RECONCILES",
    "RECONCILE_DURATION",
    "REGISTRY",
    "serve",
    "set_blocked",
]

REGISTRY = CollectorRegistry(auto_describe=True)
RECONCILES = Counter(
    "zero_layer_operator_reconciles_total",
    "Reconciles by kind and result.",
    ["kind", "result"],
    registry=REGISTRY,
)
RECONCILE_DURATION = Histogram(
    "zero_layer_operator_reconcile_duration_seconds",
    "Wall time of one reconcile.",
    ["kind"],
    buckets=(0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120),
    registry=REGISTRY,
)
ERRORS = Counter(
    "zero_layer_operator_errors_total",
    "Reconcile errors by kind and reason.",
    ["kind", "reason"],
    registry=REGISTRY,
)
GATE_VERDICTS = Counter(
    "zero_layer_operator_gate_verdicts_total", "Regression-gate verdicts.", ["verdict"], registry=REGISTRY
)
GATE_DURATION = Histogram(
    "zero_layer_operator_gate_duration_seconds",
    "Wall time of one regression-gate run (child process included).",
    buckets=(0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300),
    registry=REGISTRY,
)
BLOCKED_TOTAL = Counter(
    "zero_layer_operator_rollouts_blocked_total", "Rollouts the gate has blocked.", registry=REGISTRY
)
BLOCKED = Gauge(
    "zero_layer_operator_blocked_rollouts",
    "ZeroLayerDeployments whose rollout is blocked now.",
    registry=REGISTRY,
)
_blocked: set[str] = set()


def set_blocked(key: str, blocked: bool) -> None:
    """Track one object's blocked state; the gauge is the number of blocked objects."""
    if blocked:
        _blocked.add(key)
    else:
        _blocked.discard(key)
    BLOCKED.set(len(_blocked))


def serve(port: int) -> None:
    """Start the /metrics HTTP server in a daemon thread (port 0: disabled)."""
    if port:
        start_http_server(port, registry=REGISTRY)
