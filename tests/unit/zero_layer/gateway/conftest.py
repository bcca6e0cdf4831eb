"""An in-process upstream that speaks vLLM's OpenAI wire format, and a gateway in front of it.

The upstream is a small aiohttp app (no model): it answers ``/health``, ``/v1/models``, chat and text
completions (streaming too) with a fixed answer, records every body it received, and, like the vLLM
plugin, sends an end-of-request record to the gateway's UDP sink for opted-in requests.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from zero_layer.config import RuntimeSettings
from zero_layer.gateway import build_app
from zero_layer.gateway.keys import READINESS
from zero_layer.vllm_plugin.sink import RecordSink

ANSWER = "Payment is due within 60 days after acceptance."


@dataclass
class Upstream:
    answer: str = ANSWER
    bodies: list[dict[str, Any]] = field(default_factory=list)
    #: when each body arrived (``time.monotonic()``)
    arrivals: list[float] = field(default_factory=list)
    #: how long a completion takes (the model generating)
    delay_s: float = 0.0
    sink_port: int = 0
    healthy: bool = True

    def _record(self, body: dict[str, Any]) -> None:
        xargs = body.get("vllm_xargs") or {}
        if xargs.get("zero_layer") and self.sink_port:
            snapshot = {"step": 4, "node": "number_then_duration", "token_ids": [1, 2], "probs": [0.5, 0.2]}
            record = {"kind": "request", "id": xargs["zero_layer_id"], "mode": "observe", "tokens": 9}
            record.update({"key_nodes": 1, "biased_steps": 0, "vocab_size": 512, "snapshots": [snapshot]})
            RecordSink(self.sink_port).send(record)

    def app(self) -> web.Application:
        app = web.Application()

        async def health(_: web.Request) -> web.Response:
            return web.Response(status=200 if self.healthy else 503)

        async def models(_: web.Request) -> web.Response:
            return web.json_response({"data": [{"id": "tiny"}]})

        async def complete(request: web.Request) -> web.StreamResponse:
            body = await request.json()
            self.bodies.append(body)
            self.arrivals.append(time.monotonic())
            if self.delay_s:
                await asyncio.sleep(self.delay_s)
            self._record(body)
            chat = request.path.endswith("chat/completions")
            if body.get("stream"):
                resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
                await resp.prepare(request)
                for word in self.answer.split(" "):
                    piece = word + " "
                    choice = (
                        {"index": 0, "delta": {"content": piece}} if chat else {"index": 0, "text": piece}
                    )
                    chunk = {"id": "c1", "object": "chat.completion.chunk", "created": 1, "model": "tiny",
                             "choices": [choice]}  # fmt: skip
                    await resp.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
                await resp.write(b"data: [DONE]\n\n")
                await resp.write_eof()
                return resp
            choice = {"index": 0, "message": {"role": "assistant", "content": self.answer}} if chat else {
                "index": 0, "text": self.answer}  # fmt: skip
            return web.json_response(
                {
                    "id": "c1",
                    "object": "chat.completion",
                    "created": int(time.time()),
                    "model": "tiny",
                    "choices": [choice],
                    "usage": {"completion_tokens": 9},
                }
            )

        app.router.add_get("/health", health)
        app.router.add_get("/v1/models", models)
        app.router.add_post("/v1/chat/completions", complete)
        app.router.add_post("/v1/completions", complete)
        return app


@pytest.fixture
async def upstream() -> AsyncIterator[tuple[Upstream, TestServer]]:
    up = Upstream()
    server = TestServer(up.app())
    await server.start_server()
    yield up, server
    await server.close()


def free_udp_port() -> int:
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def make_gateway(upstream: tuple[Upstream, TestServer], **overrides: Any) -> TestClient:  # type: ignore[type-arg]
    up, server = upstream
    port = free_udp_port()
    up.sink_port = port
    settings = RuntimeSettings(
        vllm_url=str(server.make_url("")).rstrip("/"), sink_port=port, warmup_steps=4, **overrides
    )
    client = TestClient(TestServer(build_app(settings)))
    await client.start_server()
    return client


async def wait_ready(client: TestClient, timeout_s: float = 60.0) -> None:  # type: ignore[type-arg]
    import asyncio

    state = client.server.app[READINESS]
    deadline = time.monotonic() + timeout_s
    while not state.ready:
        if state.errors or time.monotonic() > deadline:
            raise AssertionError(f"gateway not ready: {state.to_dict()}")
        await asyncio.sleep(0.05)


@pytest.fixture
async def gateway(upstream: tuple[Upstream, TestServer]) -> AsyncIterator[TestClient]:  # type: ignore[type-arg]
    client = await make_gateway(upstream)
    await wait_ready(client)
    yield client
    await client.close()
