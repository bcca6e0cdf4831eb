"""The processor for vLLM's V2 model runner (the default on GPU).

V2 keys requests by a recycled *slot*; ``apply(logits, ctx)`` sees rows in batch order, with
``ctx.idx_mapping_np`` (host) mapping batch position -> slot and ``ctx.input_ids`` (device) holding the
token fed at each row, which for a decoding row is the token sampled at the previous step.

No device-to-host sync in observe mode: each step starts an asynchronous copy of ``input_ids`` into a
pinned host buffer and records an event; the *next* step reads it (the event completed long ago) and
advances the state machine. Flags therefore arrive one step late, so each step also keeps, on device,
the top-k probabilities of the opted-in rows; when the late flag says "the previous token led into a
key node", the kept distribution of the previous step (the decision made at that node) is the
snapshot. Enforce mode must act on the current step, so while an enforce row is in the batch the copy
is waited for at once (one sync per step, for those batches only).

Request end: V2 has no removal hook. A tracked slot that is missing from a step's batch, or that is
handed to a new request in ``add_request``, is finished and its record sent. Speculative decoding
(several rows per request) is not observed: such steps are skipped.
"""

from __future__ import annotations

import logging
from typing import Any

import torch
from vllm.v1.worker.gpu.sample.logits_processor import LogitsContext, LogitsProcRequestState
from vllm.v1.worker.gpu.sample.logits_processor import LogitsProcessor as V2LogitsProcessor

from zero_layer.vllm_plugin.core import PluginCore, to_device, top_k_probs
from zero_layer.vllm_plugin.options import OptionsError, parse_options
from zero_layer.vllm_plugin.preload import build_core

__all__ = ["ZeroLayerV2LogitsProcessor"]

log = logging.getLogger("zero_layer.vllm_plugin")

_UNSET: Any = object()


class ZeroLayerV2LogitsProcessor(V2LogitsProcessor):
    """Observes opted-in request slots of the V2 runner (and biases them in enforce mode)."""

    def __init__(
        self, vllm_config: Any, req_states: LogitsProcRequestState, *, core: PluginCore | None = _UNSET
    ) -> None:
        self.core: PluginCore | None = build_core(vllm_config, "v2") if core is _UNSET else core
        self.req_states = req_states
        self.device = req_states.device
        pin = self.device.type == "cuda"
        self._host = torch.zeros(req_states.max_num_reqs, dtype=torch.long, pin_memory=pin)
        self._event: Any = None
        # (slots of opted rows, batch positions, whether each row's input token was an output token)
        self._pending: tuple[list[int], list[int], list[bool]] | None = None
        # slot -> (top-k probs, top-k ids) of the previous step, still on device
        self._prev: dict[int, tuple[torch.Tensor, torch.Tensor]] = {}

    @classmethod
    def validate_params(cls, sampling_params: Any) -> None:
        parse_options(sampling_params.extra_args)

    def add_request(self, req_idx: int, sampling_params: Any) -> bool:
        core = self.core
        if core is None:
            return False
        core.finish(req_idx)
        self._prev.pop(req_idx, None)
        try:
            options = parse_options(
                sampling_params.extra_args, default_mode=core.default_mode, default_top_k=core.default_top_k
            )
        except OptionsError as exc:
            log.warning("zero-layer ignored a request: %s", exc)
            return False
        if options is None:
            return False
        core.add(req_idx, options, self.device)
        return True

    def _consume(self) -> list[int]:
        """Advance the machine with the tokens copied at the last ``_issue``; return flagged slots."""
        core = self.core
        pending, self._pending = self._pending, None
        if core is None or pending is None:
            return []
        if self._event is not None:
            self._event.synchronize()
        slots, positions, is_output = pending
        host = self._host.tolist() if positions else []
        keys = [s for s, out in zip(slots, is_output, strict=True) if out and s in core.rows]
        toks = [
            host[p] for s, p, out in zip(slots, positions, is_output, strict=True) if out and s in core.rows
        ]
        return core.advance(keys, toks) if keys else []

    def _issue(self, ctx: LogitsContext, slots: list[int], positions: list[int]) -> None:
        prompt_len = self.req_states.prompt_len.np
        seq_upper = ctx.seq_lens_upper_bound_np
        is_output = [bool(seq_upper[p] > prompt_len[s]) for s, p in zip(slots, positions, strict=True)]
        n = ctx.input_ids.shape[0]
        self._host[:n].copy_(ctx.input_ids, non_blocking=True)
        if self.device.type == "cuda":
            self._event = torch.cuda.Event()
            self._event.record()
        self._pending = (slots, positions, is_output)

    def apply(self, logits: torch.Tensor, ctx: LogitsContext) -> torch.Tensor:
        core = self.core
        if core is None or not core.rows:
            return logits
        batch_slots = [int(s) for s in ctx.idx_mapping_np]
        live = set(batch_slots)
        for slot in [s for s in core.rows if s not in live]:
            self._prev.pop(slot, None)
            core.finish(slot)
        if logits.shape[0] != len(batch_slots):  # speculative decoding: not observed
            self._pending = None
            return logits
        lagged = self._consume()
        opted = [(p, s) for p, s in enumerate(batch_slots) if s in core.rows]
        if not opted:
            return logits
        positions = [p for p, _ in opted]
        slots = [s for _, s in opted]
        for slot in lagged:  # the previous step's distribution was the decision at that key node
            prev = self._prev.get(slot)
            row = core.rows.get(slot)
            if prev is not None and row is not None and len(row.snapshots) < core.max_snapshots:
                k = row.options.top_k
                row.snapshots.append((row.tokens, row.node, prev[0][:k], prev[1][:k]))
        self._issue(ctx, slots, positions)
        if core.any_enforce:
            flagged = self._consume()
            if flagged:
                core.snapshot(logits, [positions[slots.index(s)] for s in flagged], flagged)
            targets = [s for s in core.enforce_targets(flagged) if s in slots]
            core.bias(logits, [positions[slots.index(s)] for s in targets], targets)
            self._prev = {}
            return logits
        top_k = max(core.rows[s].options.top_k for s in slots)
        index_t = to_device(positions, logits.device)
        values, ids = top_k_probs(logits.index_select(0, index_t), top_k)
        self._prev = {s: (values[j], ids[j]) for j, s in enumerate(slots)}
        return logits
