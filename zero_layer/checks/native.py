"""Conflict and fidelity checks on the native engine: one call per request, Python objects only for
the facts a result names.

Same semantics as ``find_conflicts`` + ``check_answer`` over ``extract_facts`` (the reference);
scores come back unrounded and are rounded and ordered here exactly as the reference does it.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from zero_layer.checks.conflicts import Conflict
from zero_layer.checks.fidelity import ANSWER_ID, Unsupported
from zero_layer.checks.request import CheckRequest
from zero_layer.checks.sensitivity import PRODUCING_PAIRS
from zero_layer.extract.native import engine, fact_from_tuple

__all__ = ["NativeChecks"]

_MEMO_ENTRIES = 256
_MEMO_MAX_CHARS = 131_072
_Found = tuple[list[Conflict], tuple[Unsupported, ...]]


class NativeChecks:
    """Runs a request's checks natively; results are memoised on (chunks, answer), since retrievals
    repeat and a result is a pure function of them."""

    def __init__(self, sensitive: frozenset[str]) -> None:
        self._engine = engine()
        self._sensitive = set(sensitive)
        self._producing = set(PRODUCING_PAIRS)
        self._memo: OrderedDict[tuple[Any, ...], _Found] = OrderedDict()

    def run(self, req: CheckRequest) -> _Found:
        key = (tuple((c.id, c.text) for c in req.chunks), req.answer)
        found = self._memo.get(key)
        if found is not None:
            self._memo.move_to_end(key)
            return found
        found = self._run(req)
        if sum(len(c.text) for c in req.chunks) + len(req.answer or "") <= _MEMO_MAX_CHARS:
            self._memo[key] = found
            if len(self._memo) > _MEMO_ENTRIES:
                self._memo.popitem(last=False)
        return found

    def _run(self, req: CheckRequest) -> _Found:
        rows, pairs, contradicted, unsupported = self._engine.check(
            [(c.id, c.text) for c in req.chunks], req.answer, ANSWER_ID, self._sensitive, self._producing
        )
        facts = [fact_from_tuple(r) for r in rows]
        conflicts = [Conflict("value_mismatch", facts[a], facts[b], round(s, 4)) for a, b, s in pairs]
        conflicts.sort(key=lambda c: -c.score)
        if req.answer:
            answer = [
                Conflict("answer_contradiction", facts[a], facts[b], round(s, 4)) for a, b, s in contradicted
            ]
            conflicts = sorted([*answer, *conflicts], key=lambda c: -c.score)
        return conflicts, tuple(Unsupported(facts[i]) for i in unsupported)
