"""Running real checkers over a corpus: order, batching, progress, and errors that name the case."""

from __future__ import annotations

import pytest

from zero_layer.checks import Checker
from zero_layer.regress import Corpus, CorpusCase, CorpusError, EvaluationError
from zero_layer.regress.evaluate import predict

pytestmark = pytest.mark.unit

CONFLICT = (
    "Payment is due within 30 days after acceptance.",
    "Payment is due within 60 days after acceptance.",
)
CLEAN = ("Payment is due within 30 days after acceptance.", "付款期限为验收后三十日。")


@pytest.fixture(scope="module")
def checker() -> Checker:
    return Checker()


def test_outcomes_follow_corpus_order_across_batches(checker: Checker) -> None:
    cases = [
        CorpusCase(
            f"c{i}", CONFLICT if i % 2 else CLEAN, "conflict" if i % 2 else "clean", lang="en", line=i + 1
        )
        for i in range(7)
    ]
    seen: list[int] = []
    (outcomes,) = predict([checker], Corpus.from_cases(cases), progress=seen.append, batch_size=3)
    assert seen == [3, 3, 1]
    assert [o.case_id for o in outcomes] == [c.id for c in cases]
    assert [o.predicted for o in outcomes] == [bool(i % 2) for i in range(7)]
    assert outcomes[0].slices == ("domain=unspecified", "lang=en", "kind=unspecified")


def test_input_rejected_by_the_checker_is_a_corpus_error_naming_the_line(checker: Checker) -> None:
    dup = CorpusCase("dup", ({"id": "a", "text": "x"}, {"id": "a", "text": "y"}), "clean", line=17)
    with pytest.raises(CorpusError, match=r"<memory>:17: chunks\[1\]\.id: duplicate id 'a'"):
        predict([checker], Corpus.from_cases([dup]))


class _Broken:
    """A checker whose engine fails (fuel exhaustion, trap): the gate must name the case."""

    def check(self, request: object) -> object:
        raise RuntimeError("fuel exhausted")


def test_check_failure_names_the_case_and_line() -> None:
    case = CorpusCase("fin-7", CLEAN, "clean", line=7)
    with pytest.raises(EvaluationError, match=r"case 'fin-7' \(line 7\): fuel exhausted"):
        predict([_Broken()], Corpus.from_cases([case]))
