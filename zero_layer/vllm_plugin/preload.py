"""Preload, once per engine process: settings, rule bundle, compiled module, vocabulary table.

Runs inside vLLM's model-runner process when the processor is constructed. It never raises: a bad
bundle or a tokenizer problem is logged, reported to the gateway as a ``preload`` record with
``ok: false`` (so ``/ready`` can say why) and leaves the processor inert, so serving goes on as plain
vLLM. A second processor instance in the same process (entry point *and* ``--logits-processors``)
gets ``None`` so decoding is never observed twice.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import Any

from zero_layer.config import RuntimeSettings
from zero_layer.vllm_plugin.core import Machine, PluginCore
from zero_layer.vllm_plugin.sink import RecordSink

__all__ = ["build_core", "load_vocab", "make_core"]

log = logging.getLogger("zero_layer.vllm_plugin")

_CLAIMED: set[str] = set()


def load_vocab(tokenizer_name: str, width: int, *, trust_remote_code: bool = False) -> list[str]:
    """Decoded text of every token id ``0..width-1`` (ids past the tokenizer's end map to ``""``)."""
    from transformers import AutoTokenizer

    tok: Any = AutoTokenizer.from_pretrained(tokenizer_name, trust_remote_code=trust_remote_code)
    n = min(len(tok), width)
    texts: list[str] = tok.batch_decode([[i] for i in range(n)], skip_special_tokens=False)
    return texts + [""] * (width - n)


def make_core(machine: Machine, vocab: Sequence[str], settings: RuntimeSettings) -> PluginCore:
    return PluginCore(
        machine,
        vocab,
        sink=RecordSink(settings.sink_port),
        default_mode=settings.mode,
        enforce_bias=settings.enforce_bias,
        max_snapshots=settings.max_snapshots,
        default_top_k=settings.snapshot_top_k,
    )


def build_core(vllm_config: Any, owner: str) -> PluginCore | None:
    """The core for this process, or ``None`` when disabled, already claimed, or preload failed."""
    try:
        settings = RuntimeSettings.from_env()
    except ValueError as exc:
        log.error("zero-layer processor disabled: %s", exc)
        return None
    if not settings.enabled:
        log.info("zero-layer processor disabled (ZERO_LAYER_ENABLED=0)")
        return None
    if owner in _CLAIMED:
        log.warning("zero-layer processor loaded twice in one process; the second instance stays inert")
        return None
    _CLAIMED.add(owner)
    sink = RecordSink(settings.sink_port)
    start = time.perf_counter()
    try:
        from zero_layer.compiler import compile_bundle
        from zero_layer.engine import TokenMachine

        model_config = vllm_config.model_config
        width = int(model_config.get_vocab_size())
        vocab = load_vocab(
            str(model_config.tokenizer), width, trust_remote_code=bool(model_config.trust_remote_code)
        )
        bundle = settings.load_bundle()
        compiled = compile_bundle(bundle)
        machine = TokenMachine(compiled, vocab)
        core = make_core(machine, vocab, settings)
    except Exception as exc:
        log.exception("zero-layer preload failed; the processor stays inert")
        sink.send({"kind": "preload", "ok": False, "error": f"{type(exc).__name__}: {exc}"})
        return None
    build_s = time.perf_counter() - start
    log.info("zero-layer preloaded: %d-token vocabulary table in %.2fs", width, build_s)
    sink.send(
        {
            "kind": "preload",
            "ok": True,
            "vocab_size": width,
            "build_s": round(build_s, 4),
            "bundle_digest": getattr(bundle, "digest", ""),
        }
    )
    return core
