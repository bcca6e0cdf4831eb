"""The check service's one worker thread, most urgent work first.

Everything the check service runs (loading and compiling the bundle, the warm-up, every check) runs
on this one thread: wasmtime stores stay on the thread that made them, and a check is CPU-bound.
Under the ``annotate`` policy a request's context is checked while vLLM generates, and nobody waits
for that result until the answer is in; a response does wait for its answer check. So the answer
checks (and the check endpoint's) are urgent, and the context pre-checks of later requests queue
behind them instead of in front: with one queue in arrival order, a response waited for the
extraction of every context that arrived before its answer.
"""

from __future__ import annotations

import itertools
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any

__all__ = ["BACKGROUND", "URGENT", "CheckThread"]

URGENT = 0  # someone waits for the result (an answer check, the check endpoint, loading)
BACKGROUND = 1  # read later (a context pre-check under the annotate policy)
_STOP = 2  # after everything queued, unless the queue is cancelled

_Work = tuple["Future[Any]", Callable[..., Any], tuple[Any, ...], dict[str, Any]]


class CheckThread(Executor):
    """Runs submitted calls one at a time on one thread: by priority, then in submission order."""

    def __init__(self, name: str) -> None:
        self._queue: queue.PriorityQueue[tuple[int, int, _Work | None]] = queue.PriorityQueue()
        self._order = itertools.count()
        self._lock = threading.Lock()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        """An urgent call (what ``loop.run_in_executor`` submits)."""
        return self.submit_with(URGENT, fn, *args, **kwargs)

    def submit_with(self, priority: int, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        with self._lock:
            if self._closed:
                raise RuntimeError("the check thread is shut down")
            self._queue.put((priority, next(self._order), (future, fn, args, kwargs)))
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        with self._lock:
            if not self._closed:
                self._closed = True
                if cancel_futures:
                    while True:
                        try:
                            _priority, _n, work = self._queue.get_nowait()
                        except queue.Empty:
                            break
                        if work is not None:
                            work[0].cancel()
                self._queue.put((_STOP, next(self._order), None))
        if wait and threading.current_thread() is not self._thread:
            self._thread.join()

    def _run(self) -> None:
        while True:
            _priority, _n, work = self._queue.get()
            if work is None:
                return
            future, fn, args, kwargs = work
            if not future.set_running_or_notify_cancel():
                continue
            try:
                result = fn(*args, **kwargs)
            except BaseException as exc:  # handed to whoever awaits the future, as an executor does
                future.set_exception(exc)
            else:
                future.set_result(result)
