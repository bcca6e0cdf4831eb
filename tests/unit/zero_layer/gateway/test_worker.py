"""The check service's worker thread: one thread for everything, urgent work before background work,
submission order within a priority, failures handed to the caller, pending work cancelled on close."""

from __future__ import annotations

import threading
from concurrent.futures import CancelledError

import pytest

from zero_layer.gateway.check.worker import BACKGROUND, URGENT, CheckThread

pytestmark = pytest.mark.unit


def _blocked(worker: CheckThread) -> threading.Event:
    """Occupy the thread until the returned event is set, so that what is submitted next queues."""
    release, started = threading.Event(), threading.Event()

    def block() -> None:
        started.set()
        release.wait(10)

    worker.submit(block)
    assert started.wait(10)
    return release


def test_urgent_work_runs_before_background_work_queued_earlier() -> None:
    worker = CheckThread("test-check")
    try:
        release = _blocked(worker)
        ran: list[tuple[str, str]] = []

        def note(label: str) -> None:
            ran.append((label, threading.current_thread().name))

        futures = [
            worker.submit_with(BACKGROUND, note, "context 1"),
            worker.submit_with(BACKGROUND, note, "context 2"),
            worker.submit_with(URGENT, note, "answer 1"),
            worker.submit(note, "answer 2"),  # what run_in_executor submits: urgent
        ]
        release.set()
        for future in futures:
            future.result(10)
        assert [label for label, _ in ran] == ["answer 1", "answer 2", "context 1", "context 2"]
        assert {name for _, name in ran} == {"test-check"}
    finally:
        worker.shutdown()


def test_a_failure_reaches_the_caller_and_the_thread_goes_on() -> None:
    worker = CheckThread("test-check")
    try:

        def boom() -> None:
            raise ValueError("bad chunk")

        with pytest.raises(ValueError, match="bad chunk"):
            worker.submit(boom).result(10)
        assert worker.submit(lambda: 42).result(10) == 42
    finally:
        worker.shutdown()


def test_close_cancels_what_is_queued_and_refuses_more() -> None:
    worker = CheckThread("test-check")
    release = _blocked(worker)
    queued = worker.submit_with(BACKGROUND, lambda: "never")
    worker.shutdown(wait=False, cancel_futures=True)
    release.set()
    with pytest.raises(CancelledError):
        queued.result(10)
    with pytest.raises(RuntimeError, match="shut down"):
        worker.submit(lambda: None)
    worker.shutdown()  # joins the thread; a second shutdown is harmless


def test_shutdown_without_cancelling_runs_what_is_queued() -> None:
    worker = CheckThread("test-check")
    release = _blocked(worker)
    queued = worker.submit_with(BACKGROUND, lambda: "ran")
    release.set()
    worker.shutdown(wait=True)
    assert queued.result(0) == "ran"
