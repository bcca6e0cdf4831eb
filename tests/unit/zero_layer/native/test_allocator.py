"""Threads come and go around the native engine: a gateway replaces its check thread when it reloads
a bundle, and a server's thread pool retires idle workers. The engine's allocator must serve a new
thread that takes the place of one that allocated and exited; mimalloc 3.3 (the allocator crate's
default) segfaulted there on the new thread's first allocation. A crash kills the process, so the
threads run in a child."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.unit

_CHILD = textwrap.dedent(
    """
    import threading
    from zero_layer.extract.native import engine

    TEXT = "Payment is due within 30 days after acceptance; late fees of 5% apply. 付款期限为验收后60日。"
    counts = []

    def work(i):
        # a text of its own each time: extraction allocates (nothing is served from the cache)
        counts.append(len(engine().extract(f"{TEXT} (batch {i})", f"c{i}", 1000)))

    for i in range(40):
        thread = threading.Thread(target=work, args=(i,))
        thread.start()
        thread.join()
    print(len(counts), min(counts))
    """
)


def test_a_thread_in_place_of_an_exited_one_can_extract() -> None:
    done = subprocess.run([sys.executable, "-c", _CHILD], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"the child died ({done.returncode}):\n{done.stderr[-2000:]}"
    threads, facts = map(int, done.stdout.split())
    assert threads == 40 and facts >= 3  # every thread extracted the text's 30 days, 5% and 60日
