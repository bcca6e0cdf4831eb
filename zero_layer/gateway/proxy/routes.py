"""Routes of the proxied OpenAI endpoints; the work is in :mod:`zero_layer.gateway.proxy.serving`."""

from __future__ import annotations

from aiohttp import web

from zero_layer.gateway.keys import PROXY

__all__ = ["routes"]

routes = web.RouteTableDef()


@routes.post("/v1/chat/completions")
async def chat_completions(request: web.Request) -> web.StreamResponse:
    return await request.app[PROXY].handle(request, "chat")


@routes.post("/v1/completions")
async def completions(request: web.Request) -> web.StreamResponse:
    return await request.app[PROXY].handle(request, "completions")
