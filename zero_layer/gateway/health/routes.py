"""Routes of ``/health`` (the process is up), ``/ready`` (the pod may take traffic), ``/metrics``."""

from __future__ import annotations

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST

from zero_layer.gateway.keys import METRICS, READINESS

__all__ = ["routes"]

routes = web.RouteTableDef()


@routes.get("/health")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/ready")
async def ready(request: web.Request) -> web.Response:
    state = request.app[READINESS]
    return web.json_response(state.to_dict(), status=200 if state.ready else 503)


@routes.get("/metrics")
async def metrics(request: web.Request) -> web.Response:
    body = request.app[METRICS].render()
    return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})
