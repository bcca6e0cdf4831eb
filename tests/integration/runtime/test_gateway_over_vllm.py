"""The gateway over the real vLLM engine (CPU, tiny random-weight Llama) with the plugin loaded from
its entry point: readiness, zero_state, streaming, metrics, identical output, conflicting context."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

import pytest
from zl_testkit.runtime import RuntimeServer, http_json

# The first test also pays for the session's engine start (~35 s idle, minutes on a busy machine).
pytestmark = [pytest.mark.integration, pytest.mark.vllm, pytest.mark.timeout(1500)]

CONFLICTING = ["Payment is due within 30 days after acceptance.", "Payment is due 60 days after acceptance."]
STATE_KEYS = {"triggered_rules", "confidence_score", "conflicts", "fallback_suggestion", "policy", "status"}


def _model(rt: RuntimeServer) -> str:
    return str(http_json(rt.vllm_url + "/v1/models")[2]["data"][0]["id"])


def _completion(rt: RuntimeServer, **extra: Any) -> dict[str, Any]:
    return {"model": _model(rt), "prompt": "Payment is due within", "max_tokens": 24, "seed": 7,
            "temperature": 1.0, **extra}  # fmt: skip


def _metrics(rt: RuntimeServer) -> dict[str, float]:
    with urllib.request.urlopen(rt.url + "/metrics", timeout=30) as resp:
        text = resp.read().decode()
    out: dict[str, float] = {}
    for line in text.splitlines():
        m = re.match(r"^([a-z_]+(?:\{[^}]*\})?) ([0-9.e+-]+)$", line)
        if m:
            out[m.group(1)] = float(m.group(2))
    return out


def test_ready_was_false_before_preload_and_is_true_after(runtime: RuntimeServer) -> None:
    assert runtime.first_ready is not None
    status, body = runtime.first_ready
    assert status == 503 and body["ready"] is False and "vLLM not healthy" in body["reason"]
    status, _, body = http_json(runtime.url + "/ready")
    assert status == 200 and body["ready"] is True
    assert body["plugin_observed"] is True and body["vocab_size"] >= 256
    assert body["checks"] == {"enabled": True, "bundle_loaded": True, "vllm_healthy": True,
                              "vocab_ready": True, "warmup_done": True}  # fmt: skip


def test_not_opted_in_output_is_identical_to_plain_vllm(runtime: RuntimeServer) -> None:
    direct = http_json(runtime.vllm_url + "/v1/completions", _completion(runtime))[2]
    proxied = http_json(runtime.url + "/v1/completions", _completion(runtime))[2]
    observed = http_json(runtime.url + "/v1/completions", _completion(runtime, return_zero_state=True))[2]
    text = direct["choices"][0]["text"]
    assert text and proxied["choices"][0]["text"] == text
    # observe mode does not change the output either
    assert observed["choices"][0]["text"] == text and "zero_state" in observed and "zero_state" not in proxied


def test_zero_state_is_well_formed_and_carries_the_decoding_record(runtime: RuntimeServer) -> None:
    body = {
        "model": _model(runtime),
        "messages": [{"role": "user", "content": "When is payment due?"}],
        "max_tokens": 32,
        "seed": 1,
        "return_zero_state": True,
        "documents": ["Payment is due within 30 days after acceptance.", "Late fees of 5% apply."],
    }
    status, _, data = http_json(runtime.url + "/v1/chat/completions", body)
    assert status == 200
    state = data["zero_state"]
    assert set(state) >= STATE_KEYS and state["policy"] in ("answer", "confirm", "handoff")
    assert 0.0 <= state["confidence_score"] <= 1.0 and state["status"] == "OK"
    decoding = state["decoding"]
    assert decoding["observed"] is True and decoding["mode"] == "observe"
    assert decoding["tokens"] == data["usage"]["completion_tokens"]
    for node in decoding["decision_nodes"]:
        assert node["node"] and len(node["token_ids"]) == len(node["probs"]) == 5


def test_streaming_through_the_gateway(runtime: RuntimeServer) -> None:
    body = _completion(runtime, stream=True, return_zero_state=True)
    req = urllib.request.Request(runtime.url + "/v1/completions", data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})  # fmt: skip
    with urllib.request.urlopen(req, timeout=120) as resp:
        assert resp.headers["Content-Type"].startswith("text/event-stream")
        events = [line[6:].strip() for line in resp.read().decode().splitlines() if line.startswith("data: ")]
    assert events[-1] == "[DONE]"
    final = json.loads(events[-2])
    assert set(final["zero_state"]) >= STATE_KEYS and final["zero_state"]["decoding"]["observed"] is True
    text = "".join(json.loads(e)["choices"][0]["text"] for e in events[:-2] if json.loads(e)["choices"])
    plain = http_json(runtime.url + "/v1/completions", _completion(runtime))[2]["choices"][0]["text"]
    assert text == plain


def test_contradictory_chunks_are_conflict_detected_and_metrics_move(runtime: RuntimeServer) -> None:
    before = _metrics(runtime)
    body = {"model": _model(runtime), "messages": [{"role": "user", "content": "When is payment due?"}],
            "max_tokens": 8, "return_zero_state": True, "documents": CONFLICTING}  # fmt: skip
    status, headers, data = http_json(runtime.url + "/v1/chat/completions", body)
    assert status == 200 and data["zero_state"]["status"] == "CONFLICT_DETECTED"
    assert data["zero_state"]["context"]["status"] == "CONFLICT_DETECTED"
    assert headers.get("X-Zero-Layer-Status") == "CONFLICT_DETECTED"
    after = _metrics(runtime)
    assert after["zero_layer_checks_total"] == before["zero_layer_checks_total"] + 1
    assert (
        after["zero_layer_conflicts_detected_total"]
        == before.get("zero_layer_conflicts_detected_total", 0) + 1
    )
    assert after["zero_layer_conflict_detection_rate"] > 0
    key = 'zero_layer_plugin_records_total{kind="request"}'
    assert after[key] >= before[key] + 1
    decode = 'zero_layer_state_switch_latency_seconds_count{source="decode"}'
    assert after[decode] > before.get(decode, 0)


def test_check_endpoint_over_the_running_gateway(runtime: RuntimeServer) -> None:
    status, _, data = http_json(runtime.url + "/v1/zero-layer/check", {"chunks": CONFLICTING})
    assert status == 200 and data["status"] == "CONFLICT_DETECTED" and data["conflicts"]
    status, _, data = http_json(runtime.url + "/v1/zero-layer/check", {"chunks": "nope"})
    assert status == 400 and "chunks" in data["error"]["message"]
