"""Polling with a deadline: tests wait on observable state, never on fixed sleeps.

Why: the control plane is asynchronous (scheduler, KWOK, garbage collector). A test that sleeps
a fixed time is slow when things are fast and flaky when they are slow; polling a predicate
until a deadline is neither, and its timeout message says what was awaited and what was last seen.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

__all__ = ["WaitTimeout", "wait_for"]

T = TypeVar("T")


class WaitTimeout(AssertionError):
    """Raised when a predicate did not hold before its deadline (an assertion failure in tests)."""


def wait_for(
    predicate: Callable[[], T | None],
    timeout: float,
    desc: str,
    *,
    interval: float = 0.2,
    ignore: tuple[type[BaseException], ...] = (),
) -> T:
    """Call ``predicate`` until it returns a truthy value and return that value.

    ``ignore`` lists exception types that count as "not yet" (e.g. a 404 before an object
    exists); any other exception propagates at once. On timeout, raises :class:`WaitTimeout`
    naming ``desc``, the timeout and the last result or ignored error.
    """
    if timeout <= 0:
        raise ValueError(f"wait_for({desc!r}): timeout must be > 0, got {timeout}")
    deadline = time.monotonic() + timeout
    last: object = None
    while True:
        try:
            result = predicate()
        except ignore as exc:
            last = exc
        else:
            if result:
                return result
            last = result
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise WaitTimeout(f"timed out after {timeout:g}s waiting for {desc}; last seen: {last!r}")
        time.sleep(min(interval, remaining))
