"""Conflict and fidelity checks on the native engine: one call per request, Python objects only for
the facts a result names.

Same semantics as ``find_conflicts`` + ``check_answer`` over ``extract_facts`` (the reference);
scores come back unrounded and are rounded and ordered here exactly as the reference does it.
"""

from __future__ import annotations

import marshal
from collections import OrderedDict
from typing import Any

from zero_layer.checks.conflicts import Conflict
from zero_layer.checks.fidelity import ANSWER_ID, Unsupported
from zero_layer.checks.request import CheckRequest
from zero_layer.checks.sensitivity import PRODUCING_PAIRS
from zero_layer.extract import Fact
from zero_layer.extract.native import engine, fact_from_tuple

__all__ = ["NativeChecks"]

_MEMO_ENTRIES = 256
_BUILT_ENTRIES = 8  # the last few results also kept built: a request repeated at once costs nothing
_MEMO_MAX_CHARS = 131_072
_Found = tuple[list[Conflict], tuple[Unsupported, ...]]
# The engine's answer for one request: fact rows, chunk conflicts, answer contradictions and
# unsupported answer facts, by row index. The memo keeps it marshalled, as one bytes object the
# garbage collector never walks: a memo of built Fact and Conflict objects (~350 per request) made
# each full collection walk ~90K objects, 30-80 ms pauses that set the check's p99.
_Pairs = tuple[tuple[int, int, float], ...]
_Raw = tuple[tuple[Any, ...], _Pairs, _Pairs, tuple[int, ...]]


class NativeChecks:
    """Runs a request's checks natively; the engine's results are memoised on (chunks, answer), since
    retrievals repeat and a result is a pure function of them."""

    def __init__(self, sensitive: frozenset[str]) -> None:
        self._engine = engine()
        self._sensitive = set(sensitive)
        self._producing = set(PRODUCING_PAIRS)
        self._memo: OrderedDict[tuple[Any, ...], bytes] = OrderedDict()
        self._built: OrderedDict[tuple[Any, ...], _Found] = OrderedDict()

    def run(self, req: CheckRequest) -> _Found:
        key = (tuple((c.id, c.text) for c in req.chunks), req.answer)
        found = self._built.get(key)
        if found is not None:
            self._built.move_to_end(key)
            return found
        blob = self._memo.get(key)
        if blob is not None:
            self._memo.move_to_end(key)
            raw: _Raw = marshal.loads(blob)
        else:
            raw = self._check(req)
            if sum(len(c.text) for c in req.chunks) + len(req.answer or "") > _MEMO_MAX_CHARS:
                return _build(raw, bool(req.answer))
            _remember(self._memo, key, marshal.dumps(raw), _MEMO_ENTRIES)
        found = _build(raw, bool(req.answer))
        _remember(self._built, key, found, _BUILT_ENTRIES)
        return found

    def _check(self, req: CheckRequest) -> _Raw:
        rows, pairs, contradicted, unsupported = self._engine.check(
            [(c.id, c.text) for c in req.chunks], req.answer, ANSWER_ID, self._sensitive, self._producing
        )
        return tuple(rows), tuple(pairs), tuple(contradicted), tuple(unsupported)


def _remember(memo: OrderedDict[tuple[Any, ...], Any], key: tuple[Any, ...], value: Any, size: int) -> None:
    memo[key] = value
    if len(memo) > size:
        memo.popitem(last=False)


def _build(raw: _Raw, answered: bool) -> _Found:
    """The conflicts and unsupported facts of an engine result, building only the facts they name."""
    rows, pairs, contradicted, unsupported = raw
    facts: dict[int, Fact] = {}

    def fact(i: int) -> Fact:
        found = facts.get(i)
        if found is None:
            found = facts[i] = fact_from_tuple(rows[i])
        return found

    conflicts = [Conflict("value_mismatch", fact(a), fact(b), round(s, 4)) for a, b, s in pairs]
    conflicts.sort(key=lambda c: -c.score)
    if answered:
        answer = [Conflict("answer_contradiction", fact(a), fact(b), round(s, 4)) for a, b, s in contradicted]
        conflicts = sorted([*answer, *conflicts], key=lambda c: -c.score)
    return conflicts, tuple(Unsupported(fact(i)) for i in unsupported)
