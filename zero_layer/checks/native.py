"""Conflict and fidelity checks on the native engine: one call per request; Python objects only for
the facts a result names, and only when they are asked for (a served check reports dicts).

Same semantics as ``find_conflicts`` + ``check_answer`` over ``extract_facts`` (the reference);
scores come back unrounded and are rounded and ordered here exactly as the reference does it.
"""

from __future__ import annotations

import marshal
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

from zero_layer.checks.conflicts import Conflict, conflict_dict
from zero_layer.checks.fidelity import ANSWER_ID, Unsupported
from zero_layer.checks.request import CheckRequest
from zero_layer.checks.sensitivity import PRODUCING_PAIRS
from zero_layer.extract import Fact
from zero_layer.extract.native import dict_from_tuple, engine, fact_from_tuple

__all__ = ["Found", "NativeChecks", "Ref"]

_MEMO_ENTRIES = 256
_BUILT_ENTRIES = 8  # the last few results also kept unmarshalled: a request repeated at once costs nothing
_MEMO_MAX_CHARS = 131_072
# a conflict before it is built: its kind, the rows of its two facts and its rounded score
Ref = tuple[str, int, int, float]
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
        self._built: OrderedDict[tuple[Any, ...], Found] = OrderedDict()

    def cache_stats(self) -> dict[str, int]:
        return dict(self._engine.cache_stats())

    def run(self, req: CheckRequest) -> Found:
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
                return Found(raw, bool(req.answer))
            _remember(self._memo, key, marshal.dumps(raw), _MEMO_ENTRIES)
        found = Found(raw, bool(req.answer))
        _remember(self._built, key, found, _BUILT_ENTRIES)
        return found

    def _check(self, req: CheckRequest) -> _Raw:
        rows, pairs, contradicted, unsupported = self._engine.check(
            [(c.id, c.text) for c in req.chunks], req.answer, ANSWER_ID, self._sensitive, self._producing
        )
        return tuple(rows), tuple(pairs), tuple(contradicted), tuple(unsupported)


class Found:
    """One engine result: the conflicts as (kind, left row, right row, rounded score), ordered as the
    reference orders them. Fact objects, conflicts and their dicts are made from the rows only when
    asked for: a served check reports dicts and never needs the objects."""

    __slots__ = ("_facts", "conflicts", "rows", "unsupported")

    def __init__(self, raw: _Raw, answered: bool) -> None:
        rows, pairs, contradicted, unsupported = raw
        conflicts = [("value_mismatch", a, b, round(s, 4)) for a, b, s in pairs]
        conflicts.sort(key=_descending_score)
        if answered:
            answer = [("answer_contradiction", a, b, round(s, 4)) for a, b, s in contradicted]
            conflicts = sorted([*answer, *conflicts], key=_descending_score)
        self.rows = rows
        self.conflicts: tuple[Ref, ...] = tuple(conflicts)
        self.unsupported = unsupported
        self._facts: dict[int, Fact] = {}

    def fact(self, row: int) -> Fact:
        found = self._facts.get(row)
        if found is None:
            found = self._facts[row] = fact_from_tuple(self.rows[row])
        return found

    def conflict_objects(self, refs: Sequence[Ref]) -> tuple[Conflict, ...]:
        return tuple(Conflict(kind, self.fact(a), self.fact(b), score) for kind, a, b, score in refs)

    def conflict_dicts(self, refs: Sequence[Ref]) -> tuple[dict[str, Any], ...]:
        """``Conflict.to_dict`` of each, each fact's dict made once and copied where it recurs."""
        made: dict[int, dict[str, Any]] = {}

        def fact(row: int) -> dict[str, Any]:
            found = made.get(row)
            if found is None:
                found = made[row] = dict_from_tuple(self.rows[row])
                return found
            return {**found, "span": list(found["span"])}

        return tuple(conflict_dict(kind, fact(a), fact(b), score) for kind, a, b, score in refs)

    def unsupported_facts(self) -> tuple[Unsupported, ...]:
        return tuple(Unsupported(self.fact(i)) for i in self.unsupported)


def _descending_score(ref: Ref) -> float:
    return -ref[3]


def _remember(memo: OrderedDict[tuple[Any, ...], Any], key: tuple[Any, ...], value: Any, size: int) -> None:
    memo[key] = value
    if len(memo) > size:
        memo.popitem(last=False)
