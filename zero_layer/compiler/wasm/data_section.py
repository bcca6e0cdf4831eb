"""Data section (id 11): active segments that place the compiled tables in linear memory."""

from __future__ import annotations

from zero_layer.compiler.wasm.encoding import section, sleb128, uleb128, vector
from zero_layer.compiler.wasm.model import WasmModule

__all__ = ["encode", "render"]


def encode(module: WasmModule) -> bytes:
    return section(
        11,
        vector(
            b"\x00\x41" + sleb128(seg.offset) + b"\x0b" + uleb128(len(seg.data)) + seg.data
            for seg in module.data
        ),
    )


def _escape(data: bytes) -> str:
    return "".join(chr(b) if 0x20 <= b < 0x7F and b not in (0x22, 0x5C) else f"\\{b:02x}" for b in data)


def render(module: WasmModule) -> list[str]:
    return [f'(data (;{seg.name};) (i32.const {seg.offset}) "{_escape(seg.data)}")' for seg in module.data]
