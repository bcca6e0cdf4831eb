"""The gateway application factory.

``build_app(settings)`` wires one router per feature (``proxy``, ``check``, ``health``) and creates the
shared resources in aiohttp's cleanup context: the HTTP client to vLLM, the check service (bundle and
checker), the UDP receiver of the plugin's records and the start-up task that drives ``/ready``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

import aiohttp
from aiohttp import web

from zero_layer.config import RuntimeSettings
from zero_layer.gateway.check.routes import routes as check_routes
from zero_layer.gateway.check.serving import CheckService
from zero_layer.gateway.health.routes import routes as health_routes
from zero_layer.gateway.health.serving import startup_sequence
from zero_layer.gateway.health.state import Readiness
from zero_layer.gateway.keys import CHECKS, CLIENT, METRICS, PROXY, READINESS, RECORDS, SETTINGS
from zero_layer.gateway.proxy.routes import routes as proxy_routes
from zero_layer.gateway.proxy.serving import ProxyService
from zero_layer.gateway.records import PluginRecords
from zero_layer.metrics import RuntimeMetrics

__all__ = ["build_app"]

log = logging.getLogger("zero_layer.gateway")


async def _resources(app: web.Application) -> AsyncIterator[None]:
    settings = app[SETTINGS]
    metrics = app[METRICS]
    state = app[READINESS]
    client = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=settings.request_timeout_s))
    checks = CheckService(settings, metrics)
    records = PluginRecords(metrics, state)
    listening = False
    if settings.enabled and settings.sink_port:
        await records.start(settings.sink_port)
        listening = True
    app[CLIENT], app[CHECKS], app[RECORDS] = client, checks, records
    app[PROXY] = ProxyService(settings, metrics, checks, records, client)
    task = asyncio.create_task(
        startup_sequence(settings, checks, client, records if listening else None, state),
        name="zero-layer-startup",
    )
    try:
        yield
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await task
        records.close()
        checks.close()
        await client.close()


def build_app(settings: RuntimeSettings, *, metrics: RuntimeMetrics | None = None) -> web.Application:
    """The gateway app for ``settings`` (resources are created when the app starts)."""
    app = web.Application(client_max_size=settings.max_body_bytes)
    app[SETTINGS] = settings
    app[METRICS] = metrics if metrics is not None else RuntimeMetrics()
    app[READINESS] = Readiness(enabled=settings.enabled)
    app.add_routes(health_routes)
    app.add_routes(check_routes)
    app.add_routes(proxy_routes)
    app.cleanup_ctx.append(_resources)
    return app
