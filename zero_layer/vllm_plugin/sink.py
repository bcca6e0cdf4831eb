"""How the processor, inside vLLM's engine process, hands its records to the gateway.

The processor cannot attach data to vLLM's response, and it must never block decoding, so it sends
small JSON datagrams over UDP to ``127.0.0.1:ZERO_LAYER_SINK_PORT`` (the gateway listens there).
Sending is fire-and-forget: a full socket buffer or no listener drops the record and counts it.

Record kinds (every record has ``"kind"`` and ``"pid"``):

- ``preload``: ``{"ok", "vocab_size", "build_s", "bundle_digest"|"error"}`` once at start;
- ``request``: end of an opted-in request: ``{"id", "tokens", "key_nodes", "snapshots": [{"step",
  "node", "token_ids", "probs"}], "mode", "biased_steps"}``;
- ``steps``: every few hundred decode steps: ``{"calls", "transitions", "seconds"}`` of the batched
  state-machine calls, from which the gateway derives the state-switch latency histogram.
"""

from __future__ import annotations

import json
import os
import socket
from typing import Any

__all__ = ["MAX_DATAGRAM", "RecordSink"]

MAX_DATAGRAM = 60_000


class RecordSink:
    """A non-blocking UDP sender of JSON records; a no-op when ``port`` is 0."""

    def __init__(self, port: int, host: str = "127.0.0.1") -> None:
        self.address = (host, port)
        self.dropped = 0
        self.sent = 0
        self._sock: socket.socket | None = None
        if port:
            self._sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            self._sock.setblocking(False)

    @property
    def enabled(self) -> bool:
        return self._sock is not None

    def send(self, record: dict[str, Any]) -> bool:
        """Send one record; ``False`` (and a dropped count) when it could not go out."""
        if self._sock is None:
            return False
        record.setdefault("pid", os.getpid())
        data = json.dumps(record, separators=(",", ":")).encode()
        if len(data) > MAX_DATAGRAM:
            record = {k: v for k, v in record.items() if k != "snapshots"} | {"truncated": True}
            data = json.dumps(record, separators=(",", ":")).encode()
        try:
            self._sock.sendto(data, self.address)
        except OSError:
            self.dropped += 1
            return False
        self.sent += 1
        return True

    def close(self) -> None:
        if self._sock is not None:
            self._sock.close()
            self._sock = None
