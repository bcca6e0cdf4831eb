"""Prometheus metrics of the SFCL runtime (served by the gateway at ``/metrics``).

Rates are derived from monotonic counters so they survive scrapes at any interval:

- ``zero_layer_trigger_rate`` = checked requests that triggered at least one rule / checked requests
  (healthy 0.15–0.35; alert below 0.1 or above 0.5);
- ``zero_layer_conflict_detection_rate`` = ``CONFLICT_DETECTED`` results per 1000 checked requests;
- ``zero_layer_state_switch_latency_seconds`` = time of one state-machine transition, measured as the
  duration of a batched scan or decode-step call divided by the transitions it made (buckets from
  10 ns, so the article's 83 ns / 120 ns / 200 ns thresholds fall between buckets);
- ``zero_layer_rule_triggers_total{rule}`` feeds the hot-rule table (which rules deserve the cache).

Each :class:`RuntimeMetrics` owns its own registry, so tests and several gateways in one process never
share counters by accident.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

__all__ = ["LATENCY_BUCKETS", "RuntimeMetrics"]

LATENCY_BUCKETS: tuple[float, ...] = (
    1e-8,
    2.5e-8,
    5e-8,
    8.3e-8,
    1e-7,
    1.2e-7,
    1.5e-7,
    2e-7,
    3e-7,
    5e-7,
    1e-6,
    2.5e-6,
    1e-5,
    1e-4,
    1e-3,
    1e-2,
)


class _RatesCollector(Collector):
    """Computes the two rate gauges from the counters at scrape time."""

    def __init__(self, metrics: RuntimeMetrics) -> None:
        self._m = metrics

    def collect(self) -> Iterator[GaugeMetricFamily]:
        checked = self._m.checked_requests
        yield GaugeMetricFamily(
            "zero_layer_trigger_rate",
            "Checked requests that triggered at least one rule, as a fraction of checked requests",
            value=(self._m.triggered_requests / checked) if checked else 0.0,
        )
        yield GaugeMetricFamily(
            "zero_layer_conflict_detection_rate",
            "CONFLICT_DETECTED results per 1000 checked requests",
            value=(1000.0 * self._m.conflict_requests / checked) if checked else 0.0,
        )


class RuntimeMetrics:
    """The runtime's counters, histogram and derived gauges, in one registry."""

    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = registry if registry is not None else CollectorRegistry(auto_describe=True)
        r = self.registry
        self.requests = Counter(
            "zero_layer_requests", "Requests seen by the gateway", ["endpoint", "outcome"], registry=r
        )
        self.checks = Counter("zero_layer_checks", "Requests that went through a check", registry=r)
        self.triggered = Counter(
            "zero_layer_triggered_requests", "Checked requests that triggered at least one rule", registry=r
        )
        self.conflicts = Counter(
            "zero_layer_conflicts_detected", "Checked requests whose result was CONFLICT_DETECTED", registry=r
        )
        self.rule_triggers = Counter(
            "zero_layer_rule_triggers",
            "Times each rule triggered (hot-rule table input)",
            ["rule"],
            registry=r,
        )
        self.check_errors = Counter(
            "zero_layer_check_errors",
            "Failures inside the check path; the response went out without zero_state",
            ["stage"],
            registry=r,
        )
        self.refused = Counter(
            "zero_layer_refused_requests", "Requests refused by the context policy", registry=r
        )
        self.transitions = Counter(
            "zero_layer_state_transitions", "State-machine transitions measured", ["source"], registry=r
        )
        self.plugin_records = Counter(
            "zero_layer_plugin_records", "Records received from the vLLM plugin", ["kind"], registry=r
        )
        self.key_nodes = Counter(
            "zero_layer_key_nodes", "Key decision nodes the plugin passed during decoding", registry=r
        )
        self.switch_latency = Histogram(
            "zero_layer_state_switch_latency_seconds",
            "Time of one state-machine transition (batched call duration / transitions)",
            ["source"],
            buckets=LATENCY_BUCKETS,
            registry=r,
        )
        self.checked_requests = 0
        self.triggered_requests = 0
        self.conflict_requests = 0
        r.register(_RatesCollector(self))

    def record_check(self, *, triggered_rules: Iterable[str], conflict: bool) -> None:
        """Count one checked request, its triggered rules and whether it found a conflict."""
        rules = list(triggered_rules)
        self.checked_requests += 1
        self.checks.inc()
        if rules:
            self.triggered_requests += 1
            self.triggered.inc()
        for rule in rules:
            self.rule_triggers.labels(rule=rule).inc()
        if conflict:
            self.conflict_requests += 1
            self.conflicts.inc()

    def record_transitions(self, source: str, duration_s: float, transitions: int) -> None:
        """Observe a batched call that made ``transitions`` transitions in ``duration_s`` seconds."""
        if transitions <= 0:
            return
        self.transitions.labels(source=source).inc(transitions)
        self.switch_latency.labels(source=source).observe(duration_s / transitions)

    def record_error(self, stage: str) -> None:
        self.check_errors.labels(stage=stage).inc()

    def render(self) -> bytes:
        """The text exposition format of every metric in this registry."""
        return generate_latest(self.registry)
