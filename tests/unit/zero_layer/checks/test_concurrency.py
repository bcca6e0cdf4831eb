"""The native checks release the GIL and share one chunk cache: concurrent requests from many threads
(the gateway's worker threads) must give exactly the results a single thread gives."""

from __future__ import annotations

import json
import threading
from concurrent.futures import ThreadPoolExecutor
from importlib import resources

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
