"""kopf handlers; importing this package registers them (``kopf run -m zero_layer_operator.handlers``)."""

from __future__ import annotations

from zero_layer_operator.handlers import children, configmap, nodes, rulebundle, startup, zerolayerdeployment

__all__ = ["children", "configmap", "nodes", "rulebundle", "startup", "zerolayerdeployment"]
