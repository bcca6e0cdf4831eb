"""The runner-independent part of the processor: per-row state, the batched state-machine step,
device-side snapshots and the enforce-mode bias. The V1 and V2 adapters only translate vLLM's
batch bookkeeping into calls on :class:`PluginCore`.

Costs, by design:

- rows that did not opt in have no state at all (a dict keyed by row/slot holds opted-in rows only);
  when the dict is empty the adapters return before touching the logits;
- one ``TokenMachine.advance`` (one wasm call) per decode step for all opted-in rows together;
- at a key decision node, ``softmax`` + ``topk`` run on the logits' device and the resulting tensors
  are kept there; they are copied to the host once, when the request ends (``finish``);
- observe mode never writes to the logits tensor.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from zero_layer.vllm_plugin.options import RowOptions
from zero_layer.vllm_plugin.sink import RecordSink

if TYPE_CHECKING:
    import torch

__all__ = [
    "NUMBER_CATEGORIES",
    "STEPS_REPORT_EVERY",
    "Machine",
    "PluginCore",
    "RowState",
    "allowed_token_ids",
    "to_device",
    "top_k_probs",
]

log = logging.getLogger("zero_layer.vllm_plugin")

STEPS_REPORT_EVERY = 256
NUMBER_CATEGORIES = frozenset({"number", "cn_numeral"})
_NUMBER_UNIT = re.compile(r"^\s*([0-9][0-9.,]*)\s*(.*?)\s*$")


def to_device(values: Sequence[int], device: torch.device) -> torch.Tensor:
    """A long tensor of ``values`` on ``device`` without a device sync: on CUDA it is staged in pinned
    memory (PyTorch's caching host allocator keeps the block until the async copy is done)."""
    import torch

    pinned = device.type == "cuda"
    return torch.tensor(values, dtype=torch.long, pin_memory=pinned).to(device, non_blocking=True)


def top_k_probs(rows: torch.Tensor, k: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Top-k softmax probabilities (temperature 1) and token ids of each row, on the rows' device.
    (Measured on CPU: softmax-then-topk is ~4x faster than ``exp(topk - logsumexp)`` for 128k columns.)"""
    import torch

    probs = torch.softmax(rows.float(), dim=-1)
    return probs.topk(min(k, probs.shape[-1]), dim=-1)


class Machine(Protocol):
    """What the processor needs from ``zero_layer.engine.TokenMachine``."""

    def advance(self, states: Sequence[int], token_ids: Sequence[int]) -> tuple[list[int], list[int]]: ...

    @property
    def key_node_names(self) -> dict[int, str]: ...


@dataclass
class RowState:
    """Mutable state of one opted-in request (owned by the core, never shared)."""

    options: RowOptions
    state: int = 0
    consumed: int = 0
    tokens: int = 0
    key_nodes: int = 0
    biased_steps: int = 0
    node: str = ""
    at_key_node: bool = False
    after_number: bool = False
    allowed: torch.Tensor | None = None
    snapshots: list[tuple[int, str, torch.Tensor, torch.Tensor]] = field(default_factory=list)


def allowed_token_ids(values: Sequence[str], by_text: Mapping[str, Sequence[int]]) -> list[int]:
    """Token ids that continue a source value, for enforce mode.

    For each value ``"<number><unit>"`` (e.g. ``"30 days"``, ``"5%"``, ``"27.8 mmol/L"``): every token
    whose stripped text is a digit-bearing substring of the number part, and every token whose stripped
    text is a prefix (>= 1 char when the unit is one char, else >= 2) of the unit part. Values without a
    leading number contribute their whole text's prefixes.
    """
    ids: set[int] = set()
    for value in values:
        m = _NUMBER_UNIT.match(value)
        number, unit = (m.group(1), m.group(2)) if m else ("", value.strip())
        for i in range(len(number)):
            for j in range(i + 1, len(number) + 1):
                piece = number[i:j]
                if any(c.isdigit() for c in piece):
                    ids.update(by_text.get(piece, ()))
        shortest = 1 if len(unit) == 1 else 2
        for j in range(shortest, len(unit) + 1):
            ids.update(by_text.get(unit[:j], ()))
    return sorted(ids)


class PluginCore:
    """Per-row state keyed by an int (V1: batch index; V2: request slot)."""

    def __init__(
        self,
        machine: Machine,
        vocab: Sequence[str],
        *,
        sink: RecordSink | None = None,
        default_mode: str = "observe",
        enforce_bias: float = 4.0,
        max_snapshots: int = 64,
        default_top_k: int = 5,
        initial_state: int = 0,
    ) -> None:
        self.machine = machine
        self.sink = sink if sink is not None else RecordSink(0)
        self.default_mode = default_mode
        self.default_top_k = default_top_k
        self.enforce_bias = enforce_bias
        self.max_snapshots = max_snapshots
        self.initial_state = initial_state
        self.vocab_size = len(vocab)
        self.key_node_names = dict(machine.key_node_names)
        # TokenMachine.advance_nodes returns the key node's id (named in key_node_names), not just a flag.
        self._advance_nodes = getattr(machine, "advance_nodes", None)
        self._category_of = getattr(machine, "category_of", None)
        by_text: dict[str, list[int]] = {}
        for token_id, text in enumerate(vocab):
            stripped = text.strip()
            if stripped:
                by_text.setdefault(stripped, []).append(token_id)
        self._by_text = by_text
        self.rows: dict[int, RowState] = {}
        self.step = 0
        self._calls = 0
        self._transitions = 0
        self._ns = 0

    # ---- batch bookkeeping -------------------------------------------------------------------
    def add(self, key: int, options: RowOptions, device: torch.device | None = None) -> None:
        """Start tracking ``key`` (replacing any previous occupant without a record)."""
        row = RowState(options=options, state=self.initial_state)
        if options.mode == "enforce" and options.values:
            import torch

            ids = allowed_token_ids(options.values, self._by_text)
            if ids:
                row.allowed = to_device(ids, device or torch.device("cpu"))
        self.rows[key] = row

    def move(self, src: int, dst: int, swap: bool) -> None:
        a, b = self.rows.pop(src, None), self.rows.pop(dst, None)
        if a is not None:
            self.rows[dst] = a
        if swap and b is not None:
            self.rows[src] = b

    def finish(self, key: int) -> dict[str, Any] | None:
        """Stop tracking ``key``; send and return its end-of-request record (host copy happens here)."""
        row = self.rows.pop(key, None)
        if row is None:
            return None
        record = self.record(row)
        self.sink.send(record)
        self.report_steps()
        return record

    def record(self, row: RowState) -> dict[str, Any]:
        import torch

        snaps: list[dict[str, Any]] = []
        if row.snapshots:
            probs = torch.stack([s[2] for s in row.snapshots]).float().cpu().tolist()
            ids = torch.stack([s[3] for s in row.snapshots]).cpu().tolist()
            for (step, node, _, _), p, i in zip(row.snapshots, probs, ids, strict=True):
                snaps.append({"step": step, "node": node, "token_ids": i, "probs": [round(x, 6) for x in p]})
        return {
            "kind": "request",
            "id": row.options.request_id,
            "mode": row.options.mode,
            "tokens": row.tokens,
            "key_nodes": row.key_nodes,
            "biased_steps": row.biased_steps,
            "snapshots": snaps,
            "vocab_size": self.vocab_size,
        }

    # ---- decoding ---------------------------------------------------------------------------
    def advance(self, keys: Sequence[int], tokens: Sequence[int]) -> list[int]:
        """One batched state-machine call for ``keys`` consuming ``tokens``; returns keys at a key node."""
        rows = [self.rows[k] for k in keys]
        start = time.perf_counter_ns()
        if self._advance_nodes is not None:
            states, nodes = self._advance_nodes([r.state for r in rows], tokens)
        else:
            states, nodes = self.machine.advance([r.state for r in rows], tokens)
        self._ns += time.perf_counter_ns() - start
        self._calls += 1
        self._transitions += len(rows)
        flagged: list[int] = []
        category_of = self._category_of
        for key, row, state, node, token in zip(keys, rows, states, nodes, tokens, strict=True):
            row.state = state
            row.tokens += 1
            if category_of is not None and row.allowed is not None:
                row.after_number = category_of(token) in NUMBER_CATEGORIES
            row.at_key_node = bool(node)
            if node:
                row.key_nodes += 1
                row.node = self.key_node_names.get(node, "key") if self._advance_nodes else "key"
                flagged.append(key)
        if self._calls % STEPS_REPORT_EVERY == 0:
            self.report_steps()
        return flagged

    def report_steps(self) -> None:
        if self._calls:
            self.sink.send(
                {
                    "kind": "steps",
                    "calls": self._calls,
                    "transitions": self._transitions,
                    "seconds": self._ns / 1e9,
                }
            )
        self._calls = self._transitions = self._ns = 0

    def snapshot(self, logits: torch.Tensor, row_index: Sequence[int], keys: Sequence[int]) -> None:
        """Keep the top-k probabilities of ``logits[row_index]`` for ``keys`` (device-side only)."""

        wanted = [
            (i, k)
            for i, k in zip(row_index, keys, strict=True)
            if len(self.rows[k].snapshots) < self.max_snapshots
        ]
        if not wanted:
            return
        top_k = max(self.rows[k].options.top_k for _, k in wanted)
        index = to_device([i for i, _ in wanted], logits.device)
        values, ids = top_k_probs(logits.index_select(0, index), top_k)
        for j, (_, key) in enumerate(wanted):
            row = self.rows[key]
            k = row.options.top_k
            row.snapshots.append((row.tokens, row.node, values[j, :k], ids[j, :k]))

    def bias(self, logits: torch.Tensor, row_index: Sequence[int], keys: Sequence[int]) -> None:
        """Enforce mode: add ``enforce_bias`` to the source-value tokens of the given rows."""
        for i, key in zip(row_index, keys, strict=True):
            row = self.rows[key]
            if row.options.mode != "enforce" or row.allowed is None:
                continue
            logits[i].index_add_(0, row.allowed, logits.new_full((row.allowed.shape[0],), self.enforce_bias))
            row.biased_steps += 1

    def enforce_targets(self, flagged: Sequence[int]) -> list[int]:
        """Enforce rows to bias now: at a key node this step, or right after a number token."""
        at_node = set(flagged)
        return [
            k
            for k, r in self.rows.items()
            if r.allowed is not None and r.options.mode == "enforce" and (k in at_node or r.after_number)
        ]

    @property
    def any_enforce(self) -> bool:
        return any(r.options.mode == "enforce" for r in self.rows.values())
