"""The gateway's end of the plugin's UDP record sink (see :mod:`zero_layer.vllm_plugin.sink`).

Keeps the latest end-of-request records by correlation id in a bounded LRU, lets a response wait a
short, bounded time for its record, feeds the metrics, and flips the readiness flag for the
vocabulary table when the plugin reports its preload.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections import OrderedDict
from typing import Any

from zero_layer.gateway.health.state import Readiness
from zero_layer.metrics import RuntimeMetrics

__all__ = ["PluginRecords"]

log = logging.getLogger("zero_layer.gateway")


class PluginRecords(asyncio.DatagramProtocol):
    """Receives JSON datagrams; ``wait(id, timeout)`` returns a request's record or ``None``."""

    def __init__(self, metrics: RuntimeMetrics, readiness: Readiness, capacity: int = 4096) -> None:
        self.metrics = metrics
        self.readiness = readiness
        self.capacity = capacity
        self._records: OrderedDict[str, dict[str, Any]] = OrderedDict()
        self._waiters: dict[str, asyncio.Future[dict[str, Any]]] = {}
        self.transport: asyncio.DatagramTransport | None = None
        self.port = 0

    async def start(self, port: int) -> int:
        """Listen on ``127.0.0.1:port`` (0 picks a free port); returns the port."""
        loop = asyncio.get_running_loop()
        transport, _ = await loop.create_datagram_endpoint(lambda: self, local_addr=("127.0.0.1", port))
        self.transport = transport
        self.port = int(transport.get_extra_info("sockname")[1])
        return self.port

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()
            self.transport = None

    def datagram_received(self, data: bytes, addr: tuple[str | Any, int]) -> None:
        try:
            record = json.loads(data)
            kind = str(record["kind"])
        except (ValueError, KeyError, TypeError):
            self.metrics.record_error("plugin_record")
            return
        self.handle(record, kind)

    def handle(self, record: dict[str, Any], kind: str) -> None:
        self.metrics.plugin_records.labels(kind=kind).inc()
        if kind == "preload":
            if record.get("ok"):
                self.readiness.vocab_ready = True
                self.readiness.clear("plugin")
                self.readiness.details["vocab_size"] = record.get("vocab_size")
                self.readiness.details["vocab_build_s"] = record.get("build_s")
            else:
                self.readiness.fail("plugin", f"preload failed in vLLM: {record.get('error', '?')}")
        elif kind == "steps":
            self.metrics.record_transitions(
                "decode", float(record.get("seconds", 0.0)), int(record.get("transitions", 0))
            )
        elif kind == "request":
            if record.get("vocab_size"):
                self.readiness.vocab_ready = True
            self.metrics.key_nodes.inc(int(record.get("key_nodes", 0)))
            rid = str(record.get("id", ""))
            if rid:
                self._records[rid] = record
                self._records.move_to_end(rid)
                while len(self._records) > self.capacity:
                    self._records.popitem(last=False)
                waiter = self._waiters.pop(rid, None)
                if waiter is not None and not waiter.done():
                    waiter.set_result(record)

    async def wait(self, request_id: str, timeout_s: float) -> dict[str, Any] | None:
        """The record for ``request_id``, waiting at most ``timeout_s`` for it to arrive."""
        record = self._records.pop(request_id, None)
        if record is not None or timeout_s <= 0:
            return record
        fut: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiters[request_id] = fut
        try:
            return await asyncio.wait_for(fut, timeout_s)
        except TimeoutError:
            return None
        finally:
            self._waiters.pop(request_id, None)
            self._records.pop(request_id, None)
