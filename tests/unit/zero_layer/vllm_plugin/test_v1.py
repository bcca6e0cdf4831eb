"""The V1-runner processor driven with scripted batch updates and CPU logits, on a real TokenMachine."""

from __future__ import annotations

import json
import socket
from collections.abc import Callable, Iterator

import pytest
import torch
from vllm import SamplingParams
from vllm.v1.sample.logits_processor import BatchUpdate, MoveDirectionality

from zero_layer.engine import TokenMachine
from zero_layer.vllm_plugin.core import PluginCore, allowed_token_ids
from zero_layer.vllm_plugin.sink import RecordSink
from zero_layer.vllm_plugin.v1 import ZeroLayerV1LogitsProcessor

pytestmark = pytest.mark.unit

TEXT = "Payment is due within 30 days after acceptance, 5% fee"


@pytest.fixture
def receiver() -> Iterator[socket.socket]:
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("127.0.0.1", 0))
    sock.settimeout(2.0)
    yield sock
    sock.close()


def _processor(machine: TokenMachine, vocab: list[str], port: int = 0) -> ZeroLayerV1LogitsProcessor:
    core = PluginCore(machine, vocab, sink=RecordSink(port), max_snapshots=8)
    return ZeroLayerV1LogitsProcessor(None, torch.device("cpu"), False, core=core)


def _add(*rows: tuple[int, SamplingParams, list[int]], size: int) -> BatchUpdate:
    return BatchUpdate(
        batch_size=size, removed=[], added=[(i, p, [1, 2], out) for i, p, out in rows], moved=[]
    )


def _decode(proc: ZeroLayerV1LogitsProcessor, outs: list[list[int]], script: list[list[int]], vocab_n: int):  # type: ignore[no-untyped-def]
    """Append one scripted token per row per step, calling apply like the sampler does."""
    gen = torch.Generator().manual_seed(0)
    seen: list[torch.Tensor] = []
    for step in range(max(len(s) for s in script) + 1):
        logits = torch.randn(len(outs), vocab_n, generator=gen)
        before = logits.clone()
        result = proc.apply(logits)
        seen.append((result - before).abs().sum(dim=-1))
        for row, tokens in enumerate(script):
            if step < len(tokens):
                outs[row].append(tokens[step])
    return seen


def test_observe_mode_leaves_logits_bit_identical_and_reports_key_nodes(
    machine: TokenMachine, vocab: list[str], encode: Callable[[str], list[int]], receiver: socket.socket
) -> None:
    port = receiver.getsockname()[1]
    proc = _processor(machine, vocab, port)
    opted = SamplingParams(extra_args={"zero_layer": 1, "zero_layer_id": "req-1", "zero_layer_top_k": 3})
    plain = SamplingParams()
    outs: list[list[int]] = [[], []]
    proc.update_state(_add((0, opted, outs[0]), (1, plain, outs[1]), size=2))
    assert set(proc.core.rows) == {0}  # type: ignore[union-attr]
    tokens = encode(TEXT)
    diffs = _decode(proc, outs, [tokens, tokens], len(vocab))
    assert all(float(d.sum()) == 0.0 for d in diffs)
    proc.update_state(BatchUpdate(batch_size=1, removed=[0], added=[], moved=[]))
    record = json.loads(receiver.recv(65536))
    assert record["kind"] == "request" and record["id"] == "req-1"
    assert record["tokens"] == len(tokens)
    # "30 days" and "5%" are number->duration and number->percent decision nodes
    assert record["key_nodes"] >= 2
    nodes = [s["node"] for s in record["snapshots"]]
    assert "number_then_duration" in nodes and "number_then_percent" in nodes
    for snap in record["snapshots"]:
        assert len(snap["token_ids"]) == 3 and len(snap["probs"]) == 3
        assert snap["probs"] == sorted(snap["probs"], reverse=True) and 0 < sum(snap["probs"]) <= 1.0001
    assert proc.core.rows == {}  # type: ignore[union-attr]


def test_batch_without_opted_in_rows_returns_early(machine: TokenMachine, vocab: list[str]) -> None:
    proc = _processor(machine, vocab)
    outs: list[list[int]] = [[5, 6]]
    proc.update_state(_add((0, SamplingParams(), outs[0]), size=1))
    logits = torch.randn(1, len(vocab))
    assert proc.apply(logits) is logits
    assert proc.core is not None and proc.core.rows == {} and proc.core.step == 0


def test_moves_and_swaps_carry_row_state(
    machine: TokenMachine, vocab: list[str], encode: Callable[[str], list[int]]
) -> None:
    proc = _processor(machine, vocab)
    core = proc.core
    assert core is not None
    a, b = [encode("30")[0]], []
    proc.update_state(
        _add(
            (0, SamplingParams(extra_args={"zero_layer": 1, "zero_layer_id": "a"}), a),
            (2, SamplingParams(), b),
            size=3,
        )
    )
    proc.apply(torch.zeros(3, len(vocab)))
    assert core.rows[0].tokens == 1
    proc.update_state(
        BatchUpdate(batch_size=3, removed=[], added=[], moved=[(0, 2, MoveDirectionality.SWAP)])
    )
    assert set(core.rows) == {2} and core.rows[2].options.request_id == "a"
    proc.update_state(
        BatchUpdate(batch_size=3, removed=[], added=[], moved=[(2, 1, MoveDirectionality.UNIDIRECTIONAL)])
    )
    assert set(core.rows) == {1}
    finished = core.finish(1)
    assert finished is not None and finished["id"] == "a" and finished["tokens"] == 1


def test_enforce_mode_biases_only_source_value_tokens_after_a_number(
    machine: TokenMachine, vocab: list[str], encode: Callable[[str], list[int]]
) -> None:
    proc = _processor(machine, vocab)
    params = SamplingParams(
        extra_args={"zero_layer": 1, "zero_layer_mode": "enforce", "zero_layer_values": "30 days|5%"}
    )
    out: list[int] = []
    proc.update_state(_add((0, params, out), size=1))
    core = proc.core
    assert core is not None
    allowed = set(allowed_token_ids(("30 days", "5%"), core._by_text))
    assert encode(" days")[0] in allowed or any(vocab[i].strip() == "days" for i in allowed)
    logits = torch.zeros(1, len(vocab))
    proc.apply(logits)  # no token yet: nothing to bias
    assert float(logits.abs().sum()) == 0.0
    out.extend(encode(" 30"))
    logits = torch.zeros(1, len(vocab))
    proc.apply(logits)
    changed = set(torch.nonzero(logits[0]).flatten().tolist())
    assert changed == allowed
    assert torch.all(logits[0, sorted(allowed)] == core.enforce_bias)
    assert core.rows[0].biased_steps == 1
