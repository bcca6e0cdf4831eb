"""kopf settings in one place: finalizer, storage prefix, events, timeouts, peering, collaborators."""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from typing import Any, cast

import kopf

from zero_layer_operator import config
from zero_layer_operator.apply import Kube, connect
from zero_layer_operator.bundles import BundleCache
from zero_layer_operator.reconcile import Context
from zero_layer_operator.rollout import Event

__all__ = [
    "FINALIZER",
    "STORAGE_PREFIX",
    "kubeconfig_path",
    "operator_configure",
    "operator_login",
    "post_event",
]

FINALIZER = "zerolayer.io/finalizer"
STORAGE_PREFIX = "operator.zerolayer.io"


def post_event(body: Mapping[str, Any], ev: Event) -> None:
    """Post a Kubernetes event about ``body`` through kopf's event queue (thread-safe)."""
    kopf.event(
        kopf.Body(cast(kopf.RawBody, dict(body))), type=ev.type, reason=ev.reason, message=ev.message[:1000]
    )


def kubeconfig_path() -> str | None:
    """$KUBECONFIG read now, not when the kubernetes library was imported (it caches the default)."""
    return os.environ.get("KUBECONFIG") or None


@kopf.on.login()
def operator_login(**kwargs: Any) -> kopf.ConnectionInfo | None:
    """In-cluster service account first, else $KUBECONFIG as it is set when the operator starts."""
    return kopf.login_with_service_account(**kwargs) or kopf.login_with_kubeconfig(**kwargs)


@kopf.on.startup()
def operator_configure(
    settings: kopf.OperatorSettings, memo: Any, logger: logging.Logger | logging.LoggerAdapter[Any], **_: Any
) -> None:
    cfg = config.current()
    settings.persistence.finalizer = FINALIZER
    settings.persistence.progress_storage = kopf.AnnotationsProgressStorage(prefix=STORAGE_PREFIX)
    settings.persistence.diffbase_storage = kopf.AnnotationsDiffBaseStorage(prefix=STORAGE_PREFIX)
    settings.posting.level = logging.getLevelName(cfg.event_level.upper())
    settings.posting.reporting_component = "zero-layer-operator"
    # the API server parses timeoutSeconds as an integer ("300.0" is a 400 Bad Request)
    settings.watching.server_timeout = int(cfg.watch_server_timeout)
    settings.watching.client_timeout = cfg.watch_server_timeout + 10
    settings.networking.request_timeout = 60
    settings.execution.max_workers = 8
    settings.execution.default_backoff = cfg.backoff_seconds
    settings.peering.name = cfg.peering_name
    settings.peering.priority = cfg.priority
    settings.peering.standalone = settings.peering.standalone or cfg.standalone
    memo.ctx = Context(
        kube=Kube(connect(kubeconfig_path())),
        settings=cfg,
        cache=BundleCache(cfg.max_compile_cache),
        post_event=post_event,
    )
    logger.info(
        "Configured zero-layer operator (resync %ss, gate timeout %ss)",
        cfg.resync_seconds,
        cfg.gate_timeout_seconds,
    )
