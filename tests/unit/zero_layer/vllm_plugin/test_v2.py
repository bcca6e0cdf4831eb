"""The V2-runner processor against vLLM's V2 interface classes (LogitsProcRequestState, LogitsContext)
with CPU tensors: slots, the one-step-lagged token read, snapshots and request end without a hook."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

import numpy as np
import pytest
import torch
from vllm import SamplingParams
from vllm.v1.worker.gpu.sample.logits_processor import LogitsContext, LogitsProcRequestState

from zero_layer.engine import TokenMachine
from zero_layer.vllm_plugin.core import PluginCore
from zero_layer.vllm_plugin.sink import RecordSink
from zero_layer.vllm_plugin.v2 import ZeroLayerV2LogitsProcessor

pytestmark = pytest.mark.unit

MAX_REQS = 4
PROMPT_LEN = 3


def _req_states(vocab_n: int) -> LogitsProcRequestState:
    prompt_len = SimpleNamespace(np=np.full(MAX_REQS, PROMPT_LEN, dtype=np.int32))
    return LogitsProcRequestState(
        device=torch.device("cpu"),
        max_num_reqs=MAX_REQS,
        vocab_size=vocab_n,
        all_token_ids=None,  # type: ignore[arg-type]
        prompt_len=prompt_len,  # type: ignore[arg-type]
        prefill_len=prompt_len,  # type: ignore[arg-type]
        total_len=None,  # type: ignore[arg-type]
    )


def _ctx(slots: list[int], input_ids: list[int], seq_lens: list[int]) -> LogitsContext:
    idx = torch.tensor(slots, dtype=torch.int32)
    return LogitsContext(
        expanded_idx_mapping=idx,
        idx_mapping=idx,
        idx_mapping_np=np.array(slots, dtype=np.int32),
        expanded_local_pos=torch.zeros(len(slots), dtype=torch.int32),
        input_ids=torch.tensor(input_ids, dtype=torch.int32),
        pos=torch.tensor([s - 1 for s in seq_lens], dtype=torch.int32),
        seq_lens_upper_bound_np=np.array(seq_lens, dtype=np.int32),
    )


class _Sampler:
    """Plays the V2 sampler: each step feeds the previous step's sampled token as input_ids."""

    def __init__(self, proc: ZeroLayerV2LogitsProcessor, vocab_n: int) -> None:
        self.proc, self.vocab_n = proc, vocab_n
        self.last: dict[int, int] = {}
        self.lens: dict[int, int] = {}
        self.gen = torch.Generator().manual_seed(0)

    def step(self, sampled: dict[int, int]) -> float:
        slots = sorted(sampled)
        for s in slots:
            self.lens.setdefault(s, PROMPT_LEN)
            self.last.setdefault(s, 1)  # the last prompt token at the first step
        logits = torch.randn(len(slots), self.vocab_n, generator=self.gen)
        before = logits.clone()
        out = self.proc.apply(
            logits, _ctx(slots, [self.last[s] for s in slots], [self.lens[s] for s in slots])
        )
        for s in slots:
            self.last[s] = sampled[s]
            self.lens[s] += 1
        return float((out - before).abs().sum())


def test_v2_observes_opted_in_slot_with_lagged_reads(
    machine: TokenMachine, vocab: list[str], encode: Callable[[str], list[int]]
) -> None:
    core = PluginCore(machine, vocab, sink=RecordSink(0))
    proc = ZeroLayerV2LogitsProcessor(None, _req_states(len(vocab)), core=core)
    assert proc.add_request(2, SamplingParams(extra_args={"zero_layer": 1, "zero_layer_id": "v2"})) is True
    assert proc.add_request(0, SamplingParams()) is False
    tokens = encode("Payment is due within 30 days after acceptance, 5% fee")
    sampler = _Sampler(proc, len(vocab))
    changes = [sampler.step({0: 7, 2: tok}) for tok in tokens]
    # token t is fed as input at step t+1 and read (without a sync) at step t+2
    changes += [sampler.step({0: 7, 2: 0}), sampler.step({0: 7, 2: 0})]
    assert changes == [0.0] * len(changes)
    row = core.rows[2]
    assert row.tokens == len(tokens)
    assert row.key_nodes >= 2
    # request end: the slot is absent from the next step's batch
    records: list[dict[str, object]] = []
    core.sink.send = records.append  # type: ignore[method-assign,assignment]
    sampler.step({0: 7})
    assert 2 not in core.rows
    (record,) = [r for r in records if r["kind"] == "request"]
    (steps,) = [r for r in records if r["kind"] == "steps"]
    assert steps["transitions"] == len(tokens) and steps["calls"] >= 1
    assert record["id"] == "v2" and record["key_nodes"] == row.key_nodes
    snaps = record["snapshots"]
    assert isinstance(snaps, list) and {s["node"] for s in snaps} >= {
        "number_then_duration",
        "number_then_percent",
    }
    for snap in snaps:
        assert len(snap["probs"]) == 5 and snap["probs"] == sorted(snap["probs"], reverse=True)
        assert 0 < sum(snap["probs"]) <= 1.0001


def test_v2_slot_reuse_finishes_previous_occupant(machine: TokenMachine, vocab: list[str]) -> None:
    core = PluginCore(machine, vocab, sink=RecordSink(0))
    proc = ZeroLayerV2LogitsProcessor(None, _req_states(len(vocab)), core=core)
    records: list[dict[str, object]] = []
    core.sink.send = records.append  # type: ignore[method-assign,assignment]
    proc.add_request(1, SamplingParams(extra_args={"zero_layer": 1, "zero_layer_id": "first"}))
    proc.add_request(1, SamplingParams(extra_args={"zero_layer": 1, "zero_layer_id": "second"}))
    assert [r["id"] for r in records if r["kind"] == "request"] == ["first"]
    assert core.rows[1].options.request_id == "second"


def test_v2_without_opted_in_slots_is_a_no_op(machine: TokenMachine, vocab: list[str]) -> None:
    core = PluginCore(machine, vocab, sink=RecordSink(0))
    proc = ZeroLayerV2LogitsProcessor(None, _req_states(len(vocab)), core=core)
    proc.add_request(0, SamplingParams())
    logits = torch.randn(1, len(vocab))
    assert proc.apply(logits, _ctx([0], [5], [PROMPT_LEN + 1])) is logits
    assert proc._pending is None


def test_v2_inert_when_preload_disabled(vocab: list[str]) -> None:
    proc = ZeroLayerV2LogitsProcessor(None, _req_states(len(vocab)), core=None)
    assert proc.add_request(0, SamplingParams(extra_args={"zero_layer": 1})) is False
    logits = torch.randn(1, len(vocab))
    assert proc.apply(logits, _ctx([0], [5], [PROMPT_LEN + 1])) is logits
