"""``/v1/zero-layer/check`` (same JSON as ``zero-layer check``), ``/ready``, ``/health``, ``/metrics``."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from aiohttp.test_utils import TestClient, TestServer

from zero_layer.checks import Checker, CheckRequest
from zero_layer.checks.collector import YOUNG_THRESHOLD
from zero_layer.gateway.keys import READINESS

from .conftest import Upstream, make_gateway, wait_ready

pytestmark = pytest.mark.unit

CHUNKS = ["Payment is due within 30 days after acceptance.", "Payment is due 60 days after acceptance."]


async def test_check_endpoint_matches_the_library(gateway: TestClient) -> None:  # type: ignore[type-arg]
    payload = {"chunks": CHUNKS, "answer": "Payment is due in 45 days."}
    resp = await gateway.post("/v1/zero-layer/check", json=payload)
    assert resp.status == 200
    expected = Checker().check(CheckRequest.from_dict(payload)).to_dict()
    got = await resp.json()
    assert got["status"] == expected["status"] == "CONFLICT_DETECTED"
    assert got == expected


@pytest.mark.parametrize(
    ("payload", "fragment"),
    [
        ({"answer": "x"}, "chunks"),
        ({"chunks": [{"id": "a"}]}, "chunks[0]"),
        ({"chunks": [], "answer": 3}, "answer"),
    ],
)
async def test_check_endpoint_rejects_bad_input(
    gateway: TestClient,
    payload: dict[str, object],
    fragment: str,  # type: ignore[type-arg]
) -> None:
    resp = await gateway.post("/v1/zero-layer/check", json=payload)
    assert resp.status == 400
    assert fragment in (await resp.json())["error"]["message"]


async def test_ready_reports_every_precondition(upstream: tuple[Upstream, TestServer]) -> None:  # type: ignore[type-arg]
    upstream[0].healthy = False
    client = await make_gateway(upstream)
    try:
        resp = await client.get("/ready")
        assert resp.status == 503 and "vLLM not healthy" in (await resp.json())["reason"]
        upstream[0].healthy = True
        await wait_ready(client)
        body = await (await client.get("/ready")).json()
        assert body["ready"] is True and body["reason"] == "ready" and body["plugin_observed"] is True
        assert all(body["checks"].values())
        assert (await client.get("/health")).status == 200
    finally:
        await client.close()


async def test_warm_up_settles_the_garbage_collector(upstream: tuple[Upstream, TestServer]) -> None:  # type: ignore[type-arg]
    gc.set_threshold(700, 10, 10)  # CPython's defaults, whatever earlier tests set
    client = await make_gateway(upstream)
    try:
        await wait_ready(client)
        assert gc.get_threshold() == (YOUNG_THRESHOLD, 10, 10) and gc.get_freeze_count() > 0
    finally:
        await client.close()


async def test_bad_bundle_is_not_ready_with_the_reason(
    upstream: tuple[Upstream, TestServer],
    tmp_path: Path,  # type: ignore[type-arg]
) -> None:
    bad = tmp_path / "bundle.yaml"
    bad.write_text("version: [unclosed\n")
    client = await make_gateway(upstream, bundle_path=bad)
    try:
        state = client.server.app[READINESS]
        for _ in range(600):
            if state.errors:
                break
            await client.get("/health")
        resp = await client.get("/ready")
        body = await resp.json()
        assert resp.status == 503 and "bundle" in body["errors"]
        assert "bundle.yaml" in body["reason"]
        # serving still works, as plain pass-through
        chat = {"model": "tiny", "messages": [{"role": "user", "content": "hi"}], "return_zero_state": True}
        resp = await client.post("/v1/chat/completions", json=chat)
        assert resp.status == 200 and "zero_state" not in await resp.json()
    finally:
        await client.close()


async def test_metrics_move_after_requests(gateway: TestClient) -> None:  # type: ignore[type-arg]
    await gateway.post("/v1/zero-layer/check", json={"chunks": CHUNKS})
    text = await (await gateway.get("/metrics")).text()
    assert "zero_layer_conflict_detection_rate 1000.0" in text
    assert "zero_layer_trigger_rate" in text
    assert 'zero_layer_state_switch_latency_seconds_bucket{le="1e-08",source="scan"}' in text
    assert 'zero_layer_plugin_records_total{kind="request"}' in text  # the warm-up's record
