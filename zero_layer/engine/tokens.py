"""`TokenMachine`: the token-level state machine used by the vLLM plugin.

`vocab[i]` is the decoded text of token id `i`. At construction every vocabulary entry is given a
category column (0 = none) by scanning all entries in one batch: a token belongs to a category
when one hit of it covers the whole stripped token text (lowest category index wins). The table
lives in the sandbox; `advance` moves every row of a decode batch with one wasm call.
"""

from __future__ import annotations

import bisect
import sys
from array import array
from collections.abc import Sequence

from zero_layer.compiler import CompiledBundle
from zero_layer.engine.errors import EngineError
from zero_layer.engine.host import DEFAULT_MEMORY_LIMIT, ModuleCache, Sandbox
from zero_layer.engine.scanner import Scanner

__all__ = ["TokenMachine", "classify_vocab"]

FUEL_PER_ROW = 200
FUEL_BASE = 10_000


def classify_vocab(compiled: CompiledBundle, vocab: Sequence[str], scanner: Scanner | None = None) -> bytes:
    """Category column per token id (0 = none, c + 1 = bundle category c).

    The stripped entries are scanned as one line-joined buffer (one wasm call per few MiB); a
    hit whose byte span is exactly an entry gives that entry its category, lowest index winning.
    """
    n_cats = len(compiled.tokens.categories)  # bundle categories come first in the term table
    scanner = scanner or Scanner(compiled)
    encoded = [t.strip().encode("utf-8", "surrogatepass") for t in vocab]
    starts: list[int] = []
    pos = 0
    for data in encoded:
        starts.append(pos)
        pos += len(data) + 1
    raw = scanner.scan_bytes(b"\n".join(encoded))
    best = [n_cats] * len(vocab)
    w = raw.hit_words
    for cat, s, e in zip(w[0::4], w[2::4], w[3::4], strict=True):
        if cat >= n_cats:
            continue
        i = bisect.bisect_right(starts, s) - 1
        if starts[i] == s and e - s == len(encoded[i]) and cat < best[i]:
            best[i] = cat
    return bytes(b + 1 if b < n_cats else 0 for b in best)


def _i32(values: Sequence[int] | array[int]) -> bytes:
    if isinstance(values, array) and values.typecode == "i" and sys.byteorder == "little":
        return values.tobytes()  # already the module's layout: no per-element work
    arr = array("i", values)
    if sys.byteorder == "big":  # pragma: no cover
        arr.byteswap()
    return arr.tobytes()


def _from_i32(data: bytes) -> list[int]:
    arr = array("i")
    arr.frombytes(data)
    if sys.byteorder == "big":  # pragma: no cover
        arr.byteswap()
    return arr.tolist()


class TokenMachine:
    """Per-row states advanced one decode step at a time for a whole batch."""

    def __init__(
        self,
        compiled: CompiledBundle,
        vocab: Sequence[str],
        *,
        memory_limit: int = DEFAULT_MEMORY_LIMIT,
        cache: ModuleCache | None = None,
        fuel: int | None = None,
    ) -> None:
        self.compiled = compiled
        self.fuel = fuel
        self.columns = classify_vocab(compiled, vocab)
        self.sandbox = Sandbox(compiled, memory_limit=memory_limit, cache=cache)
        self.vocab_ptr = self.sandbox.heap_base + 16
        self.rows_ptr = (self.vocab_ptr + len(self.columns) + 15) // 16 * 16
        self.sandbox.ensure(self.rows_ptr)
        self.sandbox.write(self.vocab_ptr, self.columns)
        self._capacity = 0

    @property
    def n_states(self) -> int:
        return self.compiled.tokens.n_states

    @property
    def key_node_names(self) -> dict[int, str]:
        return {i + 1: name for i, name in enumerate(self.compiled.tokens.node_names)}

    def category_of(self, token_id: int) -> str | None:
        col = self.columns[token_id] if 0 <= token_id < len(self.columns) else 0
        return self.compiled.tokens.categories[col - 1] if col else None

    def _step(
        self, states: Sequence[int] | array[int], token_ids: Sequence[int] | array[int]
    ) -> tuple[bytes, bytes, bytes]:
        n = len(states)
        if len(token_ids) != n:
            raise EngineError(f"advance: {n} states but {len(token_ids)} token ids")
        with self.sandbox.lock:
            return self._step_locked(states, token_ids, n)

    def _step_locked(
        self, states: Sequence[int] | array[int], token_ids: Sequence[int] | array[int], n: int
    ) -> tuple[bytes, bytes, bytes]:
        sb = self.sandbox
        st, tok = self.rows_ptr, self.rows_ptr + 4 * n
        ost, onode = tok + 4 * n, tok + 8 * n
        oflag = onode + 4 * n
        if n > self._capacity:
            sb.ensure(oflag + n)
            self._capacity = n
        sb.write(st, _i32(states))
        sb.write(tok, _i32(token_ids))
        fuel = self.fuel if self.fuel is not None else FUEL_BASE + FUEL_PER_ROW * n
        try:
            sb.call(sb.advance_func, fuel, self.vocab_ptr, len(self.columns), st, tok, n, ost, onode, oflag)
        except EngineError as exc:
            if any(not 0 <= s < self.n_states for s in states):
                raise EngineError(f"advance: a state is outside 0..{self.n_states - 1}") from exc
            raise
        return sb.read(ost, 4 * n), sb.read(onode, 4 * n), sb.read(oflag, n)

    def advance_arrays(self, states: array[int], token_ids: array[int]) -> tuple[array[int], array[int]]:
        """Batched step on `array('i')` rows without per-element Python work (the plugin's hot path):
        new states and key-node ids (0 = none)."""
        new_states, nodes, _ = self._step(states, token_ids)
        out_s, out_n = array("i"), array("i")
        out_s.frombytes(new_states)
        out_n.frombytes(nodes)
        if sys.byteorder == "big":  # pragma: no cover
            out_s.byteswap()
            out_n.byteswap()
        return out_s, out_n

    def advance_nodes(self, states: Sequence[int], token_ids: Sequence[int]) -> tuple[list[int], list[int]]:
        """New states and the key-node id per row (0 = none)."""
        if len(states) == 0 and len(token_ids) == 0:
            return [], []
        new_states, nodes, _ = self._step(states, token_ids)
        return _from_i32(new_states), _from_i32(nodes)

    def advance(self, states: Sequence[int], token_ids: Sequence[int]) -> tuple[list[int], list[int]]:
        """New states and key-node flags (0/1) per row; one wasm call for the whole batch."""
        if len(states) == 0 and len(token_ids) == 0:
            return [], []
        new_states, _, flags = self._step(states, token_ids)
        return _from_i32(new_states), list(flags)
