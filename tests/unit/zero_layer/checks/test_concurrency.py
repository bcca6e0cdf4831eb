"""The native checks release the GIL and share one chunk cache: concurrent requests from many threads
(the gateway's worker threads) must give exactly the results a single thread gives."""

from __future__ import annotations

import json
import threading
from concurrent.futures import ThreadPoolExecutor
from importlib import resources
from typing import Any

import pytest

from zero_layer.checks import Checker, CheckRequest

pytestmark = pytest.mark.unit


def _requests() -> list[CheckRequest]:
    corpus = resources.files("zero_layer.regress") / "data" / "corpus.jsonl"
    rows = [json.loads(line) for line in corpus.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [CheckRequest.from_dict(row) for row in rows[::8]]


def test_threads_share_the_native_engine_and_agree_with_one_thread() -> None:
    requests = _requests()
    expected = [Checker(backend="reference").check(r).to_dict() for r in requests]
    checker = Checker(backend="native")
    assert checker.backend == "native"
    start = threading.Barrier(4)

    def run(offset: int) -> list[dict[str, object]]:
        start.wait()
        order = requests[offset:] + requests[:offset]  # threads hit different chunks at the same time
        got = [checker.check(r).to_dict() for r in order]
        return got[len(requests) - offset :] + got[: len(requests) - offset]

    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(run, [0, 7, 19, 31]))
    for got in results:
        assert got == expected


def _new_text_request(tag: str) -> CheckRequest:
    return CheckRequest.build(
        [
            f"Invoice {tag}: the late fee is 5% after 30 days.",
            f"Invoice {tag}: the late fee is 7% after 30 days.",
        ]
    )


def test_new_text_is_scanned_on_the_scan_thread_while_the_engine_works() -> None:
    checker = Checker(backend="native")
    scanned_on: list[str] = []
    scan = checker._scanner.rule_summaries

    def recording(texts: list[str]) -> list[list[tuple[int, int, int, int]]]:
        scanned_on.append(threading.current_thread().name)
        return scan(texts)

    checker._scanner.rule_summaries = recording  # type: ignore[method-assign]
    request = _new_text_request("A-1")
    got = checker.check(request).to_dict()
    assert scanned_on and all(name.startswith("zero-layer-scan") for name in scanned_on)
    assert got == Checker(backend="reference").check(request).to_dict()
    checker.check(request)  # every text cached: nothing to scan, no hand-off
    assert len(scanned_on) == 1


def test_a_failed_scan_fails_the_check_and_caches_nothing() -> None:
    from zero_layer.engine import EngineError

    checker = Checker(backend="native")

    def failing(texts: list[str]) -> list[list[tuple[int, int, int, int]]]:
        raise EngineError("the module ran out of fuel (1 units) for this call")

    checker._scanner.rule_summaries = failing  # type: ignore[method-assign]
    with pytest.raises(EngineError, match="ran out of fuel"):
        checker.check(_new_text_request("B-2"))
    assert not checker._rules


def _check_in_child(checker: Checker, out: Any) -> None:
    out.send(checker.check(_new_text_request("C-3")).status)


def test_a_forked_process_scans_on_a_thread_of_its_own() -> None:
    """The parent's scan thread does not exist in a forked child (a server's workers): the child's
    check starts its own instead of queueing work for a thread that never runs it."""
    import multiprocessing

    checker = Checker(backend="native")
    checker.check(_new_text_request("parent"))  # the parent's scan thread now exists
    ctx = multiprocessing.get_context("fork")
    receive, send = ctx.Pipe(duplex=False)
    child = ctx.Process(target=_check_in_child, args=(checker, send))
    child.start()
    child.join(timeout=60)
    hung = child.is_alive()
    if hung:
        child.kill()
    assert not hung, "the forked child's check never finished"
    assert child.exitcode == 0 and receive.recv() == "CONFLICT_DETECTED"
