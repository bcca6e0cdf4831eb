"""Runtime metrics: rates derived from counters, nanosecond latency buckets, per-rule counts."""

from __future__ import annotations

import pytest

from zero_layer.metrics import LATENCY_BUCKETS, RuntimeMetrics

pytestmark = pytest.mark.unit


def _value(m: RuntimeMetrics, name: str, **labels: str) -> float:
    return float(m.registry.get_sample_value(name, labels or None) or 0.0)


def test_rates_follow_the_counters() -> None:
    m = RuntimeMetrics()
    assert _value(m, "zero_layer_trigger_rate") == 0.0
    m.record_check(triggered_rules=["pair:number*unit", "term:penalty"], conflict=True)
    m.record_check(triggered_rules=[], conflict=False)
    m.record_check(triggered_rules=["pair:number*unit"], conflict=False)
    m.record_check(triggered_rules=[], conflict=False)
    assert _value(m, "zero_layer_trigger_rate") == 0.5
    assert _value(m, "zero_layer_conflict_detection_rate") == 250.0  # per 1000 requests
    assert _value(m, "zero_layer_checks_total") == 4
    assert _value(m, "zero_layer_rule_triggers_total", rule="pair:number*unit") == 2


def test_latency_histogram_resolves_tens_of_nanoseconds() -> None:
    assert LATENCY_BUCKETS[0] <= 1e-8 and 1.2e-7 in LATENCY_BUCKETS and 2e-7 in LATENCY_BUCKETS
    m = RuntimeMetrics()
    m.record_transitions("scan", duration_s=83e-9 * 1000, transitions=1000)  # 83 ns per transition
    m.record_transitions("scan", duration_s=1.0, transitions=0)  # ignored: nothing measured
    name = "zero_layer_state_switch_latency_seconds_bucket"
    assert _value(m, name, source="scan", le="5e-08") == 0
    assert _value(m, name, source="scan", le="8.3e-08") == 1
    assert _value(m, "zero_layer_state_transitions_total", source="scan") == 1000


def test_registries_are_independent_and_render() -> None:
    a, b = RuntimeMetrics(), RuntimeMetrics()
    a.record_error("answer")
    assert _value(a, "zero_layer_check_errors_total", stage="answer") == 1
    assert _value(b, "zero_layer_check_errors_total", stage="answer") == 0
    text = a.render().decode()
    for name in (
        "zero_layer_trigger_rate",
        "zero_layer_conflict_detection_rate",
        "zero_layer_state_switch_latency_seconds",
    ):
        assert name in text
