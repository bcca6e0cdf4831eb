"""The engine remembers what two chunks' facts gave each other: retrievals recombine the same chunks,
and the same two meet again in later requests. A request answered partly from that memory must equal
the reference's check of it, in either order, beside any other chunks, next to a chunk that says a
value was replaced (the memory is bypassed: such a chunk explains a stale value in another), and
under a bundle that keeps fewer fact kinds in the checks."""

from __future__ import annotations

import random

import pytest

from zero_layer.checks import Checker, CheckRequest
from zero_layer.regress.corpus import CorpusCase

pytestmark = pytest.mark.unit

#: a chunk that says a value was replaced (``previous``): requests holding it bypass the memory
_REPLACED = "经协商，合同总价由120万元调整为138万元，付款期限为验收后60日。"


def _pool(cases: list[CorpusCase]) -> list[str]:
    """Chunk texts of the corpus's conflict cases: each one has values that clash with another's."""
    texts = [
        c if isinstance(c, str) else c["text"]
        for case in cases
        if case.expected == "conflict" and not case.answer
        for c in case.chunks
    ]
    return list(dict.fromkeys(texts))[:30]


def _requests(pool: list[str], count: int, seed: int) -> list[CheckRequest]:
    rnd = random.Random(seed)
    out = []
    for n in range(count):
        texts = rnd.sample(pool, rnd.choice([2, 3, 4, 5]))
        if n % 9 == 0:
            texts.insert(rnd.randrange(len(texts) + 1), _REPLACED)
        if n % 13 == 0:
            texts.append(texts[0])  # the same text twice, under another chunk id
        out.append(CheckRequest.build(texts))
    return out


def _differ(native: Checker, reference: Checker, requests: list[CheckRequest]) -> list[str]:
    out = []
    for r in requests:
        got, want = native.check(r).to_dict(), reference.check(r).to_dict()
        if got != want:
            out.append(f"{[c.text[:40] for c in r.chunks]}: native {got} != reference {want}")
    return out


def _hits(checker: Checker) -> int:
    stats = checker.engine_cache_stats()
    assert stats is not None
    return stats["pair_hits"]


def test_recombined_chunks_check_as_the_reference_checks_them(
    checkers: tuple[Checker, Checker],
    cooled_checkers: tuple[Checker, Checker],
    corpus_cases: list[CorpusCase],
) -> None:
    pool = _pool(corpus_cases)
    assert len(pool) == 30
    requests = _requests(pool, 400, seed=11)
    native, reference = checkers
    assert reference.engine_cache_stats() is None
    before = _hits(native)
    differ = _differ(*checkers, requests)
    assert not differ, f"{len(differ)} of {len(requests)} requests differ, first:\n" + "\n".join(differ[:2])
    hits = _hits(native) - before
    assert hits > 800, f"only {hits} pairs of chunks came from the memory: the test does not exercise it"
    # the same chunks under a bundle that keeps fewer fact kinds: other facts, other conflicts
    cooled = _differ(*cooled_checkers, requests)
    assert not cooled, f"{len(cooled)} requests differ under the cooled bundle, first:\n" + cooled[0]
    assert sum(checkers[1].check(r).to_dict() != cooled_checkers[1].check(r).to_dict() for r in requests) > 50


def test_a_replaced_value_is_not_answered_from_the_memory(checkers: tuple[Checker, Checker]) -> None:
    """Two chunks clash (120万元 against 138万元) until a third says the 120万元 was replaced: the pair's
    remembered clash must not come back in the request that holds the third."""
    stale, current = "合同总价为120万元，含税。", "合同总价为138万元，含税。"
    alone, beside = CheckRequest.build([stale, current]), CheckRequest.build([stale, current, _REPLACED])
    assert not _differ(*checkers, [alone, beside, alone, beside])
    assert checkers[0].check(alone).has_conflict and not checkers[0].check(beside).has_conflict
