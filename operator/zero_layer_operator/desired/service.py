"""The Service in front of the runtime pods (port ``http`` = the gateway)."""

from __future__ import annotations

from typing import Any

from zero_layer_operator.api.v1alpha1.zerolayerdeployment import ZeroLayerDeploymentSpec
from zero_layer_operator.desired.deployment import HTTP_PORT
from zero_layer_operator.desired.labels import Owner, metadata, selector

__all__ = ["SERVICE_MONITOR_LABEL", "build_service"]

SERVICE_MONITOR_LABEL = "zerolayer.io/service-monitor"


def build_service(owner: Owner, spec: ZeroLayerDeploymentSpec) -> dict[str, Any]:
    """ClusterIP Service named like the ZLD; labelled for the chart's ServiceMonitor when asked."""
    meta = metadata(owner, owner.name)
    if spec.monitoring.service_monitor:
        meta["labels"][SERVICE_MONITOR_LABEL] = "true"
    return {
        "apiVersion": "v1",
        "kind": "Service",
        "metadata": meta,
        "spec": {
            "type": "ClusterIP",
            "selector": selector(owner),
            "ports": [{"name": "http", "port": HTTP_PORT, "targetPort": "http", "protocol": "TCP"}],
        },
    }
