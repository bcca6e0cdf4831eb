"""Process wiring: settings, logging, the /metrics server, kopf with liveness and peering.

``zero-layer-operator`` (= ``python -m zero_layer_operator``) runs against the current kubeconfig (or
the in-cluster service account). Configuration: ZERO_LAYER_OPERATOR_* (see ``config.py``); a bad value
exits with status 2 and the variable's name.
"""

from __future__ import annotations

import logging
import sys

import kopf

from zero_layer_operator import config, metrics

__all__ = ["main"]


def main() -> int:
    try:
        settings = config.from_env()
    except config.SettingsError as exc:
        print(f"zero-layer-operator: {exc}", file=sys.stderr)
        return 2
    config.install(settings)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    metrics.serve(settings.metrics_port)
    import zero_layer_operator.handlers  # noqa: F401  (registers the handlers)

    liveness = f"http://0.0.0.0:{settings.liveness_port}/healthz" if settings.liveness_port else None
    kopf.run(
        clusterwide=not settings.namespaces,
        namespaces=settings.namespaces,
        standalone=settings.standalone,
        priority=settings.priority,
        # The peering name is set in handlers/startup.py: passing it here would make peering mandatory
        # (kopf then pauses until the peering CRD exists), even for a standalone replica.
        liveness_endpoint=liveness,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
