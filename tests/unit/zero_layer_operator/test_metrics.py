"""Operator metrics: names Prometheus scrapes and the blocked-rollouts gauge bookkeeping."""

from __future__ import annotations

import pytest
from prometheus_client import generate_latest

from zero_layer_operator import metrics

pytestmark = pytest.mark.unit


def test_metric_families_are_exposed() -> None:
    metrics.RECONCILES.labels("ZeroLayerDeployment", "ok").inc()
    metrics.GATE_VERDICTS.labels("pass").inc()
    text = generate_latest(metrics.REGISTRY).decode()
    for name in (
        "zero_layer_operator_reconciles_total",
        "zero_layer_operator_reconcile_duration_seconds",
        "zero_layer_operator_errors_total",
        "zero_layer_operator_gate_verdicts_total",
        "zero_layer_operator_gate_duration_seconds",
        "zero_layer_operator_rollouts_blocked_total",
        "zero_layer_operator_blocked_rollouts",
    ):
        assert name in text, name


def test_blocked_gauge_counts_objects_not_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    # the gauge is process-wide: objects other tests left blocked must not count here
    monkeypatch.setattr(metrics, "_blocked", set())
    metrics.set_blocked("ns/a", True)
    metrics.set_blocked("ns/a", True)
    metrics.set_blocked("ns/b", True)
    assert metrics.BLOCKED._value.get() == 2
    metrics.set_blocked("ns/a", False)
    metrics.set_blocked("ns/b", False)
    assert metrics.BLOCKED._value.get() == 0
