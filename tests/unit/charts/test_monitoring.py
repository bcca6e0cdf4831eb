"""The chart's monitoring objects: alerts from the SPEC's healthy ranges with runbooks, a dashboard,
and every metric they query actually exported by the runtime gateway or the operator."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from prometheus_client import CollectorRegistry
from zl_testkit.ship import CHART, render_chart

pytestmark = pytest.mark.unit

MONITORING = {"serviceMonitor": {"enabled": True}, "prometheusRule": {"enabled": True}}
METRIC = re.compile(r"\b(zero_layer_[a-z0-9_]+)\b")


def exported_names(registry: CollectorRegistry) -> set[str]:
    """Sample names a registry exposes (counters gain _total, histograms _bucket/_sum/_count)."""
    out: set[str] = set()
    for family in registry.collect():
        if family.type == "counter":
            out |= {family.name + "_total", family.name + "_created"}
        elif family.type == "histogram":
            out |= {family.name + s for s in ("_bucket", "_sum", "_count", "_created")}
        else:
            out.add(family.name)
    return out


@pytest.fixture(scope="module")
def known_metrics() -> set[str]:
    from zero_layer.metrics import RuntimeMetrics
    from zero_layer_operator import metrics as operator_metrics

    return exported_names(RuntimeMetrics().registry) | exported_names(operator_metrics.REGISTRY)


@pytest.fixture(scope="module")
def alerts() -> dict[str, dict[str, Any]]:
    (rule,) = [o for o in render_chart(MONITORING) if o["kind"] == "PrometheusRule"]
    return {r["alert"]: r for g in rule["spec"]["groups"] for r in g["rules"]}


def test_alerts_cover_the_spec_ranges(alerts: dict[str, dict[str, Any]]) -> None:
    assert re.search(r"\) < 0\.1$", alerts["ZeroLayerTriggerRateLow"]["expr"].strip())
    assert re.search(r"\) > 0\.5$", alerts["ZeroLayerTriggerRateHigh"]["expr"].strip())
    latency = alerts["ZeroLayerStateSwitchLatencyHigh"]["expr"]
    assert "histogram_quantile(0.95" in latency and float(latency.rsplit(">", 1)[1]) == pytest.approx(2e-7)
    assert "< 0.5 *" in alerts["ZeroLayerConflictDetectionDrop"]["expr"]
    assert "zero_layer_operator_blocked_rollouts" in alerts["ZeroLayerRolloutBlocked"]["expr"]


def test_every_alert_has_a_runbook(alerts: dict[str, dict[str, Any]]) -> None:
    for name, rule in alerts.items():
        notes = rule["annotations"]
        assert len(notes.get("runbook", "")) > 60, f"{name}: runbook text missing or too short"
        assert notes["runbook_url"].endswith("#" + name.lower()), name
        assert {"summary", "description"} <= set(notes), name
        assert rule["labels"]["severity"] in {"warning", "critical"}


def test_runbook_anchors_exist_in_the_docs(alerts: dict[str, dict[str, Any]]) -> None:
    runbooks = (CHART.parents[1] / "docs" / "runbooks.md").read_text(encoding="utf-8")
    headings = {line.lstrip("#").strip().lower() for line in runbooks.splitlines() if line.startswith("#")}
    for name in alerts:
        assert name.lower() in headings, f"docs/runbooks.md has no section for {name}"


def test_thresholds_come_from_values() -> None:
    values = {**MONITORING, "prometheusRule": {"enabled": True, "thresholds": {"triggerRateLow": 0.05}}}
    (rule,) = [o for o in render_chart(values) if o["kind"] == "PrometheusRule"]
    exprs = {r["alert"]: r["expr"] for g in rule["spec"]["groups"] for r in g["rules"]}
    assert exprs["ZeroLayerTriggerRateLow"].strip().endswith("< 0.05")


def test_alert_and_dashboard_metrics_are_exported(
    alerts: dict[str, dict[str, Any]], known_metrics: set[str]
) -> None:
    dashboard = json.loads((CHART / "dashboards" / "zero-layer.json").read_text(encoding="utf-8"))
    queries = [r["expr"] for r in alerts.values()]
    queries += [t["expr"] for p in dashboard["panels"] for t in p["targets"]]
    used = {m for q in queries for m in METRIC.findall(q)}
    assert used, "no zero_layer_* metric referenced"
    assert used <= known_metrics, f"not exported by runtime or operator: {sorted(used - known_metrics)}"


def test_dashboard_configmap_carries_the_dashboard() -> None:
    (cm,) = [
        o for o in render_chart() if o["kind"] == "ConfigMap" and o["metadata"]["name"].endswith("-dashboard")
    ]
    assert cm["metadata"]["labels"]["grafana_dashboard"] == "1"
    dashboard = json.loads(cm["data"]["zero-layer.json"])
    assert dashboard["uid"] == "zero-layer-sfcl" and len(dashboard["panels"]) >= 6


def test_service_monitors_select_the_metrics_ports() -> None:
    objs = render_chart(MONITORING)
    service = next(o for o in objs if o["kind"] == "Service")
    monitors = {o["metadata"]["name"]: o for o in objs if o["kind"] == "ServiceMonitor"}
    operator_sm = monitors["zl-zero-layer-operator"]
    assert operator_sm["spec"]["selector"]["matchLabels"].items() <= service["metadata"]["labels"].items()
    assert operator_sm["spec"]["endpoints"][0]["port"] in {p["name"] for p in service["spec"]["ports"]}
    runtime_sm = monitors["zl-zero-layer-operator-runtime"]
    assert runtime_sm["spec"]["namespaceSelector"] == {"any": True}


def test_runtime_service_monitor_selects_the_operators_services() -> None:
    """The runtime ServiceMonitor must match what the operator builds for monitoring.serviceMonitor."""
    from zero_layer_operator.api.v1alpha1.zerolayerdeployment import parse_spec
    from zero_layer_operator.desired.labels import Owner
    from zero_layer_operator.desired.service import build_service

    owner = Owner(
        api_version="zerolayer.io/v1alpha1", kind="ZeroLayerDeployment", name="fin", namespace="ns", uid="u"
    )
    monitors = {o["metadata"]["name"]: o for o in render_chart(MONITORING) if o["kind"] == "ServiceMonitor"}
    runtime_sm = monitors["zl-zero-layer-operator-runtime"]["spec"]
    on = build_service(owner, parse_spec({"model": {"source": "m"}, "monitoring": {"serviceMonitor": True}}))
    off = build_service(
        owner, parse_spec({"model": {"source": "m"}, "monitoring": {"serviceMonitor": False}})
    )
    assert runtime_sm["selector"]["matchLabels"].items() <= on["metadata"]["labels"].items()
    assert not runtime_sm["selector"]["matchLabels"].items() <= off["metadata"]["labels"].items()
    assert runtime_sm["endpoints"][0]["port"] in {p["name"] for p in on["spec"]["ports"]}
