"""The processor for vLLM's V1 model runner (the runner used on CPU).

V1 hands the processor a reference to each request's running ``output_tok_ids`` list when the request
joins the persistent batch, and calls ``update_state`` (removed, then added, then moved) before each
step and ``apply(logits)`` with rows in batch order. Reading those host lists needs no device sync.

``is_argmax_invariant()`` is ``False`` only so vLLM calls ``apply`` for greedy requests too; in observe
mode ``apply`` returns the logits untouched.
"""

from __future__ import annotations

import logging
from typing import Any

import torch
from vllm.v1.sample.logits_processor import BatchUpdate, MoveDirectionality
from vllm.v1.sample.logits_processor import LogitsProcessor as V1LogitsProcessor

from zero_layer.vllm_plugin.core import PluginCore
from zero_layer.vllm_plugin.options import OptionsError, parse_options
from zero_layer.vllm_plugin.preload import build_core

__all__ = ["ZeroLayerV1LogitsProcessor"]

log = logging.getLogger("zero_layer.vllm_plugin")

_UNSET: Any = object()


class ZeroLayerV1LogitsProcessor(V1LogitsProcessor):
    """Observes opted-in rows of the V1 runner's batch (and biases them in enforce mode)."""

    def __init__(
        self,
        vllm_config: Any,
        device: torch.device,
        is_pin_memory: bool,
        *,
        core: PluginCore | None = _UNSET,
    ) -> None:
        self.core: PluginCore | None = build_core(vllm_config, "v1") if core is _UNSET else core
        self.device = device
        self._outputs: dict[int, list[int]] = {}

    @classmethod
    def validate_params(cls, sampling_params: Any) -> None:
        parse_options(sampling_params.extra_args)

    def is_argmax_invariant(self) -> bool:
        return False

    def update_state(self, batch_update: BatchUpdate | None) -> None:
        core = self.core
        if core is None or batch_update is None:
            return
        if batch_update.removed:
            self._consume([i for i in batch_update.removed if i in self._outputs])  # the final token(s)
        for index in batch_update.removed:
            self._outputs.pop(index, None)
            core.finish(index)
        for index, params, _prompt, output_tok_ids in batch_update.added:
            self._outputs.pop(index, None)
            core.finish(index)
            try:
                options = parse_options(
                    params.extra_args, default_mode=core.default_mode, default_top_k=core.default_top_k
                )
            except OptionsError as exc:  # validate_params normally stops these at admission
                log.warning("zero-layer ignored a request: %s", exc)
                continue
            if options is not None:
                core.add(index, options, self.device)
                self._outputs[index] = output_tok_ids
        for src, dst, direction in batch_update.moved:
            swap = direction == MoveDirectionality.SWAP
            core.move(src, dst, swap)
            a, b = self._outputs.pop(src, None), self._outputs.pop(dst, None)
            if a is not None:
                self._outputs[dst] = a
            if swap and b is not None:
                self._outputs[src] = b

    def _consume(self, keys_in: list[int] | None = None) -> list[int]:
        """Advance rows by their not yet consumed output tokens; rows at a key node after the last one."""
        core = self.core
        assert core is not None
        flagged: list[int] = []
        wanted = list(self._outputs) if keys_in is None else keys_in
        while True:
            keys: list[int] = []
            tokens: list[int] = []
            for key in wanted:
                out = self._outputs[key]
                row = core.rows[key]
                if len(out) > row.consumed and out[row.consumed] >= 0:
                    keys.append(key)
                    tokens.append(out[row.consumed])
                    row.consumed += 1
            if not keys:
                break
            flagged = [k for k in flagged if k not in keys] + core.advance(keys, tokens)
        return flagged

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        core = self.core
        if core is None or not core.rows:
            return logits
        flagged = self._consume()
        if flagged:
            core.snapshot(logits, flagged, flagged)
        if core.any_enforce:
            targets = core.enforce_targets(flagged)
            core.bias(logits, targets, targets)
        return logits
