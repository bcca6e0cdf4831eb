"""The proxy: pass-through, zero_state (unary and streaming), context pre-check policies, bad input,
and the rule that a failing check never turns a model response into an error."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from zero_layer.gateway.keys import CHECKS, METRICS
from zero_layer.gateway.proxy.serving import STATUS_HEADER

from .conftest import ANSWER, Upstream, make_gateway, wait_ready

pytestmark = pytest.mark.unit

CHAT = {"model": "tiny", "messages": [{"role": "user", "content": "When is payment due?"}], "max_tokens": 8}
CONFLICTING = ["Payment is due within 30 days after acceptance.", "Payment is due 60 days after acceptance."]
AGREEING = ["Payment is due within 60 days after acceptance.", "Late fees of 5% apply."]
STATE_KEYS = {"triggered_rules", "confidence_score", "conflicts", "fallback_suggestion", "policy", "status"}


def _metric(client: TestClient, name: str, **labels: str) -> float:  # type: ignore[type-arg]
    value = client.server.app[METRICS].registry.get_sample_value(name, labels or None)
    return float(value or 0.0)


async def test_plain_request_passes_through_unchanged(
    gateway: TestClient,
    upstream: tuple[Upstream, TestServer],  # type: ignore[type-arg]
) -> None:
    resp = await gateway.post("/v1/chat/completions", json=CHAT)
    assert resp.status == 200
    body = await resp.json()
    assert "zero_state" not in body and body["choices"][0]["message"]["content"] == ANSWER
    sent = upstream[0].bodies[-1]
    assert sent == CHAT  # nothing added, nothing removed


async def test_zero_state_on_request_with_documents(
    gateway: TestClient,
    upstream: tuple[Upstream, TestServer],  # type: ignore[type-arg]
) -> None:
    checks_before = _metric(gateway, "zero_layer_checks_total")
    resp = await gateway.post(
        "/v1/chat/completions", json={**CHAT, "return_zero_state": True, "documents": AGREEING}
    )
    assert resp.status == 200
    body = await resp.json()
    state = body["zero_state"]
    assert set(state) >= STATE_KEYS and 0.0 <= state["confidence_score"] <= 1.0
    assert state["context"] == {"source": "documents", "chunks": 2, "truncated": False, "status": "OK"}
    assert state["decoding"]["observed"] is True and state["decoding"]["decision_nodes"][0]["node"]
    sent = upstream[0].bodies[-1]
    assert "documents" not in sent and "return_zero_state" not in sent
    assert sent["vllm_xargs"]["zero_layer"] == 1 and sent["vllm_xargs"]["zero_layer_id"]
    assert _metric(gateway, "zero_layer_checks_total") == checks_before + 1


async def test_header_opts_in_and_completions_work(gateway: TestClient) -> None:  # type: ignore[type-arg]
    resp = await gateway.post(
        "/v1/completions", json={"model": "tiny", "prompt": "Pay"}, headers={"X-Zero-Layer-State": "1"}
    )
    body = await resp.json()
    assert resp.status == 200 and body["zero_state"]["context"]["source"] == ""


async def test_streaming_appends_zero_state_before_done(gateway: TestClient) -> None:  # type: ignore[type-arg]
    resp = await gateway.post(
        "/v1/chat/completions",
        json={**CHAT, "stream": True, "return_zero_state": True, "documents": AGREEING},
    )
    assert resp.status == 200 and resp.headers["Content-Type"].startswith("text/event-stream")
    events = [line[6:] for line in (await resp.text()).splitlines() if line.startswith("data: ")]
    assert events[-1] == "[DONE]"
    final = json.loads(events[-2])
    assert final["choices"] == [] and set(final["zero_state"]) >= STATE_KEYS
    text = "".join(json.loads(e)["choices"][0]["delta"]["content"] for e in events[:-2])
    assert text.strip() == ANSWER


async def test_conflicting_context_is_annotated(gateway: TestClient) -> None:  # type: ignore[type-arg]
    resp = await gateway.post("/v1/chat/completions", json={**CHAT, "documents": CONFLICTING})
    assert resp.status == 200 and resp.headers[STATUS_HEADER] == "CONFLICT_DETECTED"
    state = (await resp.json())["zero_state"]
    assert state["status"] == "CONFLICT_DETECTED" and state["conflicts"]


async def test_conflicting_system_chunks_are_refused_by_policy(
    upstream: tuple[Upstream, TestServer],  # type: ignore[type-arg]
) -> None:
    client = await make_gateway(upstream, context_policy="refuse")
    try:
        await wait_ready(client)
        calls = len(upstream[0].bodies)
        system = {"role": "system", "content": CONFLICTING[0] + "\n---\n" + CONFLICTING[1]}
        resp = await client.post(
            "/v1/chat/completions", json={**CHAT, "messages": [system, *CHAT["messages"]]}
        )
        assert resp.status == 400
        error = (await resp.json())["error"]
        assert error["code"] == "CONFLICT_DETECTED" and error["type"] == "zero_layer_conflict"
        assert error["zero_state"]["context"]["source"] == "system"
        assert len(upstream[0].bodies) == calls  # vLLM never saw it
        assert _metric(client, "zero_layer_refused_requests_total") == 1
    finally:
        await client.close()


def _slow_context_checks(service: Any, monkeypatch: pytest.MonkeyPatch, seconds: float) -> list[float]:
    """Make every context check (a check without an answer) take ``seconds`` longer; returns the list
    that records when each one ended (``time.monotonic()``)."""
    ended: list[float] = []
    check = service.checker.check

    def slow(request: Any) -> Any:
        result = check(request)
        if not request.answer:
            time.sleep(seconds)
            ended.append(time.monotonic())
        return result

    monkeypatch.setattr(service.checker, "check", slow)
    return ended


@pytest.mark.parametrize("stream", [False, True])
async def test_annotated_context_is_checked_while_the_model_generates(
    gateway: TestClient,  # type: ignore[type-arg]
    upstream: tuple[Upstream, TestServer],  # type: ignore[type-arg]
    monkeypatch: pytest.MonkeyPatch,
    stream: bool,
) -> None:
    ended = _slow_context_checks(gateway.server.app[CHECKS], monkeypatch, 0.5)
    body = {**CHAT, "documents": CONFLICTING, "return_zero_state": True, "stream": stream}
    resp = await gateway.post("/v1/chat/completions", json=body)
    assert resp.status == 200
    if stream:
        events = [line[6:] for line in (await resp.text()).splitlines() if line.startswith("data: ")]
        state = json.loads(events[-2])["zero_state"]
    else:
        state = (await resp.json())["zero_state"]
        assert resp.headers[STATUS_HEADER] == "CONFLICT_DETECTED"
    # vLLM had the request before the context check was done, and the check's finding still arrived
    assert len(ended) == 1 and upstream[0].arrivals[-1] < ended[0]
    assert state["context"]["status"] == "CONFLICT_DETECTED" and state["status"] == "CONFLICT_DETECTED"


async def test_an_answer_check_goes_before_later_requests_context_checks(
    gateway: TestClient,  # type: ignore[type-arg]
    upstream: tuple[Upstream, TestServer],  # type: ignore[type-arg]
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ended = _slow_context_checks(gateway.server.app[CHECKS], monkeypatch, 0.4)
    upstream[0].delay_s = 0.1  # the other requests' contexts are queued before the first answer is in
    answered: dict[int, float] = {}

    async def ask(i: int) -> None:
        docs = [f"{CONFLICTING[0]} (copy {'abc'[i]})", CONFLICTING[1]]
        body = {**CHAT, "documents": docs, "return_zero_state": True}
        resp = await gateway.post("/v1/chat/completions", json=body)
        assert resp.status == 200 and resp.headers[STATUS_HEADER] == "CONFLICT_DETECTED"
        answered[i] = time.monotonic()

    await asyncio.gather(*(ask(i) for i in range(3)))
    assert len(ended) == 3
    # the first response waited for its own context check and its answer check, not for the two
    # context checks queued behind it (arrival order would have put them first)
    assert min(answered.values()) < ended[1]


async def test_refusal_policy_waits_for_the_context_check(
    upstream: tuple[Upstream, TestServer],  # type: ignore[type-arg]
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    client = await make_gateway(upstream, context_policy="refuse")
    try:
        await wait_ready(client)
        ended = _slow_context_checks(client.server.app[CHECKS], monkeypatch, 0.3)
        resp = await client.post("/v1/chat/completions", json={**CHAT, "documents": AGREEING})
        assert resp.status == 200
        # the policy decides whether vLLM is called at all: the request went out after the check
        assert len(ended) == 1 and upstream[0].arrivals[-1] > ended[0]
    finally:
        await client.close()


@pytest.mark.parametrize(
    ("raw", "param", "fragment"),
    [
        (b"{not json", None, "not valid JSON"),
        (b"[1, 2]", None, "JSON object"),
        (json.dumps({"model": "tiny"}).encode(), "messages", "messages"),
        (json.dumps({**CHAT, "documents": [1]}).encode(), "documents", "documents[0]"),
        (json.dumps({**CHAT, "return_zero_state": "yes"}).encode(), "return_zero_state", "true or false"),
    ],
)
async def test_malformed_requests_get_openai_errors(
    gateway: TestClient,
    raw: bytes,
    param: str | None,
    fragment: str,  # type: ignore[type-arg]
) -> None:
    resp = await gateway.post("/v1/chat/completions", data=raw, headers={"Content-Type": "application/json"})
    assert resp.status == 400
    error = (await resp.json())["error"]
    assert (
        fragment in error["message"] and error["param"] == param and error["type"] == "invalid_request_error"
    )


async def test_oversized_body_and_context_are_bounded(upstream: tuple[Upstream, TestServer]) -> None:  # type: ignore[type-arg]
    client = await make_gateway(upstream, max_body_bytes=4096, max_context_chars=100)
    try:
        await wait_ready(client)
        resp = await client.post("/v1/chat/completions", json={**CHAT, "documents": ["x" * 10_000]})
        assert resp.status == 413 and (await resp.json())["error"]["code"] == "request_too_large"
        resp = await client.post(
            "/v1/chat/completions",
            json={**CHAT, "return_zero_state": True, "documents": ["a" * 80, "b" * 80]},
        )
        assert (await resp.json())["zero_state"]["context"]["truncated"] is True
    finally:
        await client.close()


async def test_check_crash_degrades_to_response_without_zero_state(
    gateway: TestClient,
    monkeypatch: pytest.MonkeyPatch,  # type: ignore[type-arg]
) -> None:
    service = gateway.server.app[CHECKS]

    def boom(*_: Any, **__: Any) -> None:
        raise RuntimeError("checker exploded")

    monkeypatch.setattr(service.checker, "check", boom)
    resp = await gateway.post(
        "/v1/chat/completions", json={**CHAT, "return_zero_state": True, "documents": AGREEING}
    )
    assert resp.status == 200
    body = await resp.json()
    assert "zero_state" not in body and body["choices"][0]["message"]["content"] == ANSWER
    assert _metric(gateway, "zero_layer_check_errors_total", stage="precheck") == 1
    assert _metric(gateway, "zero_layer_check_errors_total", stage="answer") == 1


async def test_upstream_down_is_a_502_not_a_crash(upstream: tuple[Upstream, TestServer]) -> None:  # type: ignore[type-arg]
    client = await make_gateway(upstream)
    try:
        await wait_ready(client)
        await upstream[1].close()
        resp = await client.post("/v1/chat/completions", json=CHAT)
        assert resp.status == 502 and (await resp.json())["error"]["type"] == "upstream_error"
    finally:
        await client.close()


async def test_enforce_mode_sends_the_source_values_to_the_plugin(
    gateway: TestClient,  # type: ignore[type-arg]
    upstream: tuple[Upstream, TestServer],  # type: ignore[type-arg]
) -> None:
    body = {**CHAT, "return_zero_state": True, "documents": AGREEING, "zero_layer": {"mode": "enforce"}}
    resp = await gateway.post("/v1/chat/completions", json=body)
    assert resp.status == 200
    xargs = upstream[0].bodies[-1]["vllm_xargs"]
    assert xargs["zero_layer_mode"] == "enforce"
    assert xargs["zero_layer_values"].split("|") == ["60 days", "5%"]
    resp = await gateway.post("/v1/chat/completions", json={**CHAT, "zero_layer": {"mode": "block"}})
    assert resp.status == 400 and (await resp.json())["error"]["param"] == "zero_layer"
