"""Proxying ``/v1/chat/completions`` and ``/v1/completions`` to vLLM, with the SFCL around it.

Per request: parse (400 on malformed input) -> pre-check the RAG context (policy ``refuse``: a
structured 400 and vLLM is never called; ``annotate``: the response carries ``zero_state`` and the
header ``X-Zero-Layer-Status``) -> forward, opting the request in to the vLLM plugin when it asked for
``zero_state`` -> check the answer against the context -> attach ``zero_state``.

Under ``annotate`` nothing waits for the pre-check: it runs on the check thread while vLLM generates,
and its result is read when the answer is in. Answer checks are urgent and these pre-checks are not
(``check.worker``), so an answer check also runs before the pre-checks of requests that came after
it; run after its own pre-check, it finds the chunks' facts extracted. What a response waits for is
its answer check, not the extraction of new context (the refusal policy must wait: it decides
whether vLLM is called at all, so its pre-checks are urgent).

Failure rule: a failure in the check path is logged and counted (``zero_layer_check_errors_total``)
and the model's response goes out without ``zero_state``; it never becomes a 5xx. A request that asks
for nothing gets vLLM's bytes unchanged.
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from collections.abc import Coroutine
from typing import Any, TypeVar

import aiohttp
from aiohttp import web

from zero_layer.config import RuntimeSettings
from zero_layer.gateway.check.serving import CheckService
from zero_layer.gateway.errors import error_response
from zero_layer.gateway.proxy.protocol import ProxiedRequest, RequestError, parse_proxy_request, source_values
from zero_layer.gateway.proxy.zero_state import compose_zero_state, rule_ids
from zero_layer.gateway.records import PluginRecords
from zero_layer.metrics import RuntimeMetrics

__all__ = ["STATUS_HEADER", "ProxyService"]

log = logging.getLogger("zero_layer.gateway")

STATUS_HEADER = "X-Zero-Layer-Status"
_PATHS = {"chat": "/v1/chat/completions", "completions": "/v1/completions"}
_FORWARD_HEADERS = ("Authorization", "X-Request-Id")

#: A running context check: its ``to_dict()``, or ``None`` when the check failed.
Precheck = asyncio.Future[dict[str, Any] | None]
_T = TypeVar("_T")


class ProxyService:
    def __init__(
        self,
        settings: RuntimeSettings,
        metrics: RuntimeMetrics,
        checks: CheckService,
        records: PluginRecords,
        client: aiohttp.ClientSession,
    ) -> None:
        self.settings = settings
        self.metrics = metrics
        self.checks = checks
        self.records = records
        self.client = client
        self._running: set[asyncio.Task[Any]] = set()

    async def handle(self, request: web.Request, kind: str) -> web.StreamResponse:
        endpoint = kind
        try:
            raw = await request.read()
        except web.HTTPRequestEntityTooLarge:
            self.metrics.requests.labels(endpoint=endpoint, outcome="too_large").inc()
            return error_response(
                413, f"request body exceeds {self.settings.max_body_bytes} bytes", code="request_too_large"
            )
        try:
            preq = parse_proxy_request(
                "chat" if kind == "chat" else "completions",
                raw,
                request.headers,
                max_context_chars=self.settings.max_context_chars,
            )
        except RequestError as exc:
            self.metrics.requests.labels(endpoint=endpoint, outcome="bad_request").inc()
            return error_response(400, str(exc), param=exc.param)
        if not self.settings.enabled:
            return await self._forward_plain(request, preq)
        pre = self._precheck(preq) if preq.chunks else None
        if pre is not None and self.settings.context_policy == "refuse":
            refusal = self._refusal(preq, await pre)
            if refusal is not None:
                return refusal
        request_id = ""
        if preq.want_state:
            request_id = uuid.uuid4().hex
            xargs = preq.body.get("vllm_xargs") or {}
            if not isinstance(xargs, dict):
                return error_response(400, "vllm_xargs: expected an object", param="vllm_xargs")
            xargs = {**xargs, "zero_layer": 1, "zero_layer_id": request_id}
            mode = preq.mode or self.settings.mode
            xargs["zero_layer_mode"] = mode
            if mode == "enforce" and preq.chunks:
                xargs["zero_layer_values"] = "|".join(source_values(preq.chunks))
            preq.body["vllm_xargs"] = xargs
        if preq.stream:
            return await self._stream(request, preq, pre, request_id)
        return await self._unary(request, preq, pre, request_id)

    # ---- helpers --------------------------------------------------------------------------
    def _started(self, work: Coroutine[Any, Any, _T]) -> asyncio.Task[_T]:
        """A check started now and read later. The task is held until it ends, also when the
        response no longer needs it (an upstream error, a client gone), so it is never collected
        half-way."""
        task = asyncio.ensure_future(work)
        self._running.add(task)
        task.add_done_callback(self._running.discard)
        return task

    def _precheck(self, preq: ProxiedRequest) -> Precheck:
        """The context check, started now."""
        # under annotate nobody reads the result before the answer is in: answer checks go first
        urgent = self.settings.context_policy == "refuse"

        async def run() -> dict[str, Any] | None:
            chunks = list(preq.chunks)
            found = await self.checks.safe_check("precheck", chunks, None, preq.domain, urgent=urgent)
            return found.to_dict() if found is not None else None

        return self._started(run())

    def _refusal(self, preq: ProxiedRequest, pre: dict[str, Any] | None) -> web.Response | None:
        """The structured 400 for a context that contradicts itself, or ``None`` to go on."""
        if pre is None or pre.get("status") != "CONFLICT_DETECTED":
            return None
        self.metrics.record_check(triggered_rules=rule_ids(pre), conflict=True)
        self.metrics.refused.inc()
        self.metrics.requests.labels(endpoint=preq.kind, outcome="refused").inc()
        state = compose_zero_state(pre, context=self._context(preq, pre), plugin=None)
        return error_response(
            400,
            "the context in this request contradicts itself; refused by policy",
            type_="zero_layer_conflict",
            param="documents" if preq.context_source != "system" else "messages",
            code="CONFLICT_DETECTED",
            extra={"zero_state": state},
        )

    def _context(self, preq: ProxiedRequest, pre: dict[str, Any] | None) -> dict[str, Any]:
        return {
            "source": preq.context_source,
            "chunks": len(preq.chunks),
            "truncated": preq.truncated,
            "status": (pre or {}).get("status", "OK"),
        }

    def _upstream(self, request: web.Request, preq: ProxiedRequest) -> Any:
        headers = {h: request.headers[h] for h in _FORWARD_HEADERS if h in request.headers}
        return self.client.post(
            self.settings.upstream_url + _PATHS[preq.kind],
            json=preq.body,
            headers=headers,
            timeout=aiohttp.ClientTimeout(total=self.settings.request_timeout_s),
        )

    def _unavailable(self, preq: ProxiedRequest, exc: Exception) -> web.Response:
        log.warning("vLLM unreachable: %s", exc)
        self.metrics.requests.labels(endpoint=preq.kind, outcome="upstream_error").inc()
        return error_response(
            502, f"the model server is unavailable: {type(exc).__name__}", type_="upstream_error"
        )

    async def _zero_state(
        self, preq: ProxiedRequest, precheck: Precheck | None, answer: str | None, request_id: str
    ) -> dict[str, Any] | None:
        """``zero_state`` for the response, or ``None`` (nothing asked for, or the check failed). The
        answer check is queued before the pre-check is awaited: it need not wait for its own
        pre-check to end before it can go ahead of later requests' ones."""
        answer_check = (
            self._started(self.checks.safe_check("answer", list(preq.chunks), answer or "", preq.domain))
            if preq.want_state
            else None
        )
        pre = await precheck if precheck is not None else None
        conflict_annotation = pre is not None and pre.get("status") == "CONFLICT_DETECTED"
        if answer_check is None:
            if pre is not None:
                self.metrics.record_check(triggered_rules=rule_ids(pre), conflict=conflict_annotation)
            return (
                compose_zero_state(pre, context=self._context(preq, pre), plugin=None)
                if conflict_annotation and pre
                else None
            )
        found = await answer_check
        if found is None:
            return None
        try:
            post = found.to_dict()
            conflict = post.get("status") == "CONFLICT_DETECTED" or conflict_annotation
            self.metrics.record_check(triggered_rules=rule_ids(post), conflict=conflict)
            plugin = await self.records.wait(request_id, self.settings.plugin_wait_ms / 1000)
            return compose_zero_state(post, context=self._context(preq, pre), plugin=plugin)
        except Exception:
            log.exception("Composing zero_state failed; the response goes out without it")
            self.metrics.record_error("compose")
            return None

    async def _forward_plain(self, request: web.Request, preq: ProxiedRequest) -> web.StreamResponse:
        if preq.stream:
            return await self._stream(request, preq, None, "")
        return await self._unary(request, preq, None, "")

    async def _unary(
        self, request: web.Request, preq: ProxiedRequest, precheck: Precheck | None, request_id: str
    ) -> web.StreamResponse:
        try:
            async with self._upstream(request, preq) as up:
                payload = await up.read()
                status, ctype = up.status, up.headers.get("Content-Type", "application/json")
        except (aiohttp.ClientError, TimeoutError) as exc:
            return self._unavailable(preq, exc)
        outcome = "ok" if status == 200 else "upstream_status"
        self.metrics.requests.labels(endpoint=preq.kind, outcome=outcome).inc()
        if status != 200 or not self.settings.enabled:
            return web.Response(body=payload, status=status, headers={"Content-Type": ctype})
        if not preq.want_state and (precheck is None or await precheck is None):
            return web.Response(body=payload, status=status, headers={"Content-Type": ctype})
        try:
            data = json.loads(payload)
            answer = _answer(preq.kind, data)
        except (ValueError, KeyError, IndexError, TypeError):
            self.metrics.record_error("parse_response")
            return web.Response(body=payload, status=status, headers={"Content-Type": ctype})
        state = await self._zero_state(preq, precheck, answer, request_id)
        if state is None:
            return web.Response(body=payload, status=status, headers={"Content-Type": ctype})
        data["zero_state"] = state
        return web.json_response(data, headers={STATUS_HEADER: str(state.get("status", "OK"))})

    async def _stream(
        self, request: web.Request, preq: ProxiedRequest, precheck: Precheck | None, request_id: str
    ) -> web.StreamResponse:
        try:
            up_cm = self._upstream(request, preq)
            up = await up_cm.__aenter__()
        except (aiohttp.ClientError, TimeoutError) as exc:
            return self._unavailable(preq, exc)
        try:
            if up.status != 200:
                self.metrics.requests.labels(endpoint=preq.kind, outcome="upstream_status").inc()
                body = await up.read()
                return web.Response(
                    body=body, status=up.status, headers={"Content-Type": up.headers.get("Content-Type", "")}
                )
            response = web.StreamResponse(
                status=200, headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"}
            )
            await response.prepare(request)
            pieces: list[str] = []
            last: dict[str, Any] = {}
            async for line in up.content:
                if line.strip() == b"data: [DONE]":
                    state = None
                    if self.settings.enabled and (preq.want_state or precheck is not None):
                        state = await self._zero_state(preq, precheck, "".join(pieces), request_id)
                    if state is not None:
                        event = {k: last.get(k) for k in ("id", "object", "created", "model")}
                        event.update({"choices": [], "zero_state": state})
                        await response.write(b"data: " + json.dumps(event).encode() + b"\n\n")
                    await response.write(line)
                    continue
                if line.startswith(b"data: {"):
                    try:
                        chunk = json.loads(line[6:])
                        last = chunk
                        piece = _delta(preq.kind, chunk)
                        if piece:
                            pieces.append(piece)
                    except (ValueError, KeyError, IndexError, TypeError):
                        pass
                await response.write(line)
            self.metrics.requests.labels(endpoint=preq.kind, outcome="ok").inc()
            await response.write_eof()
            return response
        except (aiohttp.ClientError, TimeoutError, ConnectionResetError) as exc:
            log.warning("Stream to/from vLLM broke: %s", exc)
            self.metrics.requests.labels(endpoint=preq.kind, outcome="stream_error").inc()
            raise
        finally:
            await up_cm.__aexit__(None, None, None)


def _answer(kind: str, data: dict[str, Any]) -> str:
    choice = data["choices"][0]
    if kind == "chat":
        return str(choice["message"].get("content") or "")
    return str(choice.get("text") or "")


def _delta(kind: str, chunk: dict[str, Any]) -> str:
    choices = chunk.get("choices") or []
    if not choices or choices[0].get("index", 0) != 0:
        return ""
    if kind == "chat":
        return str((choices[0].get("delta") or {}).get("content") or "")
    return str(choices[0].get("text") or "")
