"""Start ``zero-layer serve`` over the real vLLM engine on CPU with the tiny model (tests, bench, demos).

``RuntimeServer`` runs ``zero-layer serve --allow-cpu`` as a subprocess (which starts vLLM's OpenAI
server as its child) on free ports and records what ``/ready`` said before vLLM came up, so a test can
assert "false before preload, true after" from a single engine start. Engine start on a 2-core
machine: ~35 s idle, minutes when the machine is busy.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from zl_testkit.tiny_model import ENGINE_ENV, make_tiny_model, serve_args

__all__ = ["RuntimeServer", "free_port", "http_json"]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def http_json(
    url: str, body: dict[str, Any] | None = None, headers: dict[str, str] | None = None, timeout: float = 120
) -> tuple[int, dict[str, str], Any]:
    """(status, headers, parsed JSON or text) of a GET (body None) or POST."""
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(
        url, data=data, headers={"Content-Type": "application/json", **(headers or {})}
    )
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            status, hdrs, raw = resp.status, dict(resp.headers), resp.read()
    except urllib.error.HTTPError as exc:
        status, hdrs, raw = exc.code, dict(exc.headers), exc.read()
    try:
        return status, hdrs, json.loads(raw)
    except ValueError:
        return status, hdrs, raw.decode(errors="replace")


@dataclass
class RuntimeServer:
    """``zero-layer serve`` on free ports; ``start()`` returns once the process listens."""

    workdir: Path
    env: dict[str, str] = field(default_factory=dict)
    extra_vllm_args: list[str] = field(default_factory=list)
    port: int = field(default_factory=free_port)
    vllm_port: int = field(default_factory=free_port)
    proc: subprocess.Popen[bytes] | None = None
    first_ready: tuple[int, Any] | None = None
    ready_after_s: float | None = None
    log_path: Path | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def vllm_url(self) -> str:
        return f"http://127.0.0.1:{self.vllm_port}"

    def start(self, timeout_s: float = 120) -> RuntimeServer:
        model = make_tiny_model(self.workdir / "tiny-model")
        exe = Path(sys.executable).parent / "zero-layer"
        cmd = [str(exe), "serve", "--allow-cpu", "--port", str(self.port), "--vllm-port", str(self.vllm_port),
               "--model", str(model), "--", *serve_args(model), *self.extra_vllm_args]  # fmt: skip
        env = {**os.environ, **ENGINE_ENV, "ZERO_LAYER_WARMUP_STEPS": "8", **self.env}
        self.log_path = self.workdir / "serve.log"
        log = self.log_path.open("wb")
        self.proc = subprocess.Popen(
            cmd, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )
        self._started = time.monotonic()
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            self._check_alive()
            try:
                status, _, body = http_json(self.url + "/ready", timeout=5)
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                time.sleep(0.2)
                continue
            self.first_ready = (status, body)
            return self
        raise TimeoutError(f"zero-layer serve did not listen within {timeout_s}s; log: {self.log_path}")

    def wait_ready(self, timeout_s: float = 900) -> None:
        deadline = time.monotonic() + timeout_s
        body: Any = None
        while time.monotonic() < deadline:
            self._check_alive()
            status, _, body = http_json(self.url + "/ready", timeout=10)
            if status == 200:
                self.ready_after_s = time.monotonic() - self._started
                return
            if isinstance(body, dict) and body.get("errors"):
                raise RuntimeError(f"gateway reports an error: {body['errors']}; log: {self.log_path}")
            time.sleep(1.0)
        raise TimeoutError(f"not Ready within {timeout_s}s (last: {body}); log: {self.log_path}")

    def _check_alive(self) -> None:
        if self.proc is not None and self.proc.poll() is not None:
            tail = self.log_path.read_text(errors="replace")[-3000:] if self.log_path else ""
            raise RuntimeError(f"zero-layer serve exited with {self.proc.returncode}:\n{tail}")

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
