"""Binary encoding primitives of the WebAssembly format (LEB128, names, vectors, sections)."""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["I32", "name", "section", "sleb128", "uleb128", "vector"]

I32 = 0x7F  # value type i32


def uleb128(value: int) -> bytes:
    if value < 0:
        raise ValueError(f"uleb128 of a negative number: {value}")
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def sleb128(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        done = (value == 0 and not byte & 0x40) or (value == -1 and byte & 0x40)
        out.append(byte if done else byte | 0x80)
        if done:
            return bytes(out)


def name(text: str) -> bytes:
    raw = text.encode("utf-8")
    return uleb128(len(raw)) + raw


def vector(items: Iterable[bytes]) -> bytes:
    items = list(items)
    return uleb128(len(items)) + b"".join(items)


def section(section_id: int, payload: bytes) -> bytes:
    return bytes([section_id]) + uleb128(len(payload)) + payload
