"""The start-up sequence that makes the gateway Ready, and the vLLM health watch after it.

1. load and compile the rule bundle (a bad bundle: not Ready, reason at ``/ready`` and in the log);
2. run the scanner over sample text (first latency samples);
3. wait until vLLM's ``/health`` answers 200;
4. warm-up: one completion of ``warmupSteps`` tokens opted in to the plugin, so the plugin's vocabulary
   table and the whole decode path are exercised before traffic; its end-of-request record (or the
   earlier ``preload`` record) proves the table was built;
5. keep polling vLLM's ``/health``; Ready follows it.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

import aiohttp

from zero_layer.config import RuntimeSettings
from zero_layer.gateway.check.serving import WARMUP_TEXT, CheckService
from zero_layer.gateway.health.state import Readiness
from zero_layer.gateway.records import PluginRecords

__all__ = ["HEALTH_POLL_S", "startup_sequence"]

log = logging.getLogger("zero_layer.gateway")

HEALTH_POLL_S = 0.5
WATCH_POLL_S = 5.0
RECORD_WAIT_S = 10.0


async def _vllm_healthy(client: aiohttp.ClientSession, base: str) -> bool:
    try:
        async with client.get(base + "/health", timeout=aiohttp.ClientTimeout(total=5)) as resp:
            return resp.status == 200
    except (aiohttp.ClientError, TimeoutError, OSError):
        return False


async def _served_model(client: aiohttp.ClientSession, base: str) -> str:
    async with client.get(base + "/v1/models", timeout=aiohttp.ClientTimeout(total=10)) as resp:
        data: Any = await resp.json()
    return str(data["data"][0]["id"])


async def _warmup(
    settings: RuntimeSettings, client: aiohttp.ClientSession, records: PluginRecords | None, state: Readiness
) -> None:
    base = settings.upstream_url
    request_id = f"warmup-{time.time_ns()}"
    body = {
        "model": await _served_model(client, base),
        "prompt": WARMUP_TEXT,
        "max_tokens": settings.warmup_steps,
        "min_tokens": settings.warmup_steps,
        "ignore_eos": True,
        "temperature": 0.0,
        "vllm_xargs": {"zero_layer": 1, "zero_layer_id": request_id},
    }
    start = time.perf_counter()
    async with client.post(base + "/v1/completions", json=body) as resp:
        if resp.status != 200:
            raise RuntimeError(f"warm-up completion failed: HTTP {resp.status}: {(await resp.text())[:300]}")
        await resp.read()
    state.details["warmup_s"] = round(time.perf_counter() - start, 3)
    if records is None:
        state.vocab_ready = True
        state.details["plugin_observed"] = False
        return
    record = await records.wait(request_id, RECORD_WAIT_S)
    if record is None and not state.vocab_ready:
        state.fail(
            "plugin",
            "no record from the vLLM plugin after the warm-up: is the processor loaded (entry point or "
            "--logits-processors) with ZERO_LAYER_SINK_PORT set, and did its preload succeed?",
        )
        return
    state.vocab_ready = True
    state.details["plugin_observed"] = True


async def startup_sequence(
    settings: RuntimeSettings,
    checks: CheckService,
    client: aiohttp.ClientSession,
    records: PluginRecords | None,
    state: Readiness,
) -> None:
    """Run steps 1-5; cancelled when the app shuts down."""
    if settings.enabled:
        try:
            state.details.update(await checks.load())
            state.bundle_loaded = True
            await checks.warmup(max(settings.warmup_steps, 1))
            log.info("Loaded the rule bundle %s", state.details.get("bundle_digest", ""))
        except Exception as exc:
            state.fail("bundle", f"{type(exc).__name__}: {exc}")
    while not await _vllm_healthy(client, settings.upstream_url):
        await asyncio.sleep(HEALTH_POLL_S)
    state.vllm_healthy = True
    log.info("vLLM is healthy at %s", settings.upstream_url)
    if settings.enabled and state.bundle_loaded:
        try:
            if settings.warmup_steps > 0:
                await _warmup(settings, client, records, state)
            else:
                state.vocab_ready = state.vocab_ready or records is None
            state.warmup_done = True
        except Exception as exc:
            state.fail("warmup", f"{type(exc).__name__}: {exc}")
    log.info("Readiness: %s", state.reason)
    while True:
        await asyncio.sleep(WATCH_POLL_S)
        healthy = await _vllm_healthy(client, settings.upstream_url)
        if healthy != state.vllm_healthy:
            log.warning("vLLM health changed: %s", "healthy" if healthy else "unhealthy")
        state.vllm_healthy = healthy
