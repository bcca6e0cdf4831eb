"""One ``zero-layer serve`` over the real vLLM engine on CPU for the whole session (one engine start)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from zl_testkit.runtime import RuntimeServer


@pytest.fixture(scope="session")
def runtime(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RuntimeServer]:
    server = RuntimeServer(tmp_path_factory.mktemp("runtime"))
    server.start()
    try:
        server.wait_ready(timeout_s=1200)
        yield server
    finally:
        server.stop()
