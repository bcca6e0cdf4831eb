"""Run bundles over a corpus: one `Checker` per bundle, compiled once, cases streamed.

Only the per-case outcome (id, label, prediction, slice keys) is kept, so memory grows with the
number of cases by a few small objects each, never with their text. Both bundles see each case
right after it is read, so a corpus is streamed once however many bundles are compared.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from zero_layer.regress.corpus import Corpus, CorpusCase, CorpusError
from zero_layer.regress.scoring import Outcome

__all__ = ["CONFLICT_STATUS", "EvaluationError", "SupportsCheck", "predict"]

CONFLICT_STATUS = "CONFLICT_DETECTED"


class SupportsCheck(Protocol):
    """What the gate needs from `zero_layer.checks.Checker`."""

    def check(self, request: Any) -> Any: ...


class EvaluationError(RuntimeError):
    """A check failed on a case for a reason other than bad input (names the case and line)."""


def _request(case: CorpusCase, source: str) -> Any:
    from zero_layer.checks import CheckRequest, InputError

    try:
        return CheckRequest.from_dict(case.to_request())
    except InputError as exc:
        raise CorpusError(str(exc), source, case.line) from exc


def _predict_batch(
    checker: SupportsCheck, cases: Sequence[CorpusCase], requests: Sequence[Any]
) -> list[bool]:
    batch = getattr(checker, "check_batch", None)
    results: list[Any] = []
    if callable(batch):
        try:
            results = list(batch(requests))
        except Exception:  # rerun one by one below to name the case that fails
            results = []
    if not results:
        for case, request in zip(cases, requests, strict=True):
            try:
                results.append(checker.check(request))
            except Exception as exc:
                where = f"line {case.line}" if case.line is not None else "in memory"
                raise EvaluationError(f"check failed on case {case.id!r} ({where}): {exc}") from exc
    return [getattr(result, "status", None) == CONFLICT_STATUS for result in results]


def predict(
    checkers: Sequence[SupportsCheck],
    corpus: Corpus,
    *,
    progress: Callable[[int], None] | None = None,
    batch_size: int = 64,
) -> list[list[Outcome]]:
    """Outcomes of each checker on every case, in corpus order (one streamed pass).

    ``progress`` is called with the number of cases finished after each batch.
    """
    outcomes: list[list[Outcome]] = [[] for _ in checkers]
    batch: list[CorpusCase] = []

    def flush() -> None:
        requests = [_request(case, corpus.source) for case in batch]
        for index, checker in enumerate(checkers):
            flags = _predict_batch(checker, batch, requests)
            outcomes[index].extend(
                Outcome(case.id, case.is_conflict, flag, case.slices)
                for case, flag in zip(batch, flags, strict=True)
            )
        if progress is not None:
            progress(len(batch))
        batch.clear()

    for case in corpus:
        batch.append(case)
        if len(batch) >= batch_size:
            flush()
    if batch:
        flush()
    return outcomes
