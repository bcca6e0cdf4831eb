"""Global section (id 6): i32 globals initialised by a constant."""

from __future__ import annotations

from zero_layer.compiler.wasm.encoding import I32, section, sleb128, vector
from zero_layer.compiler.wasm.model import WasmModule

__all__ = ["encode", "render"]


def encode(module: WasmModule) -> bytes:
    return section(
        6,
        vector(
            bytes([I32, 1 if g.mutable else 0]) + b"\x41" + sleb128(g.value) + b"\x0b" for g in module.globals
        ),
    )


def render(module: WasmModule) -> list[str]:
    out = []
    for g in module.globals:
        ty = "(mut i32)" if g.mutable else "i32"
        out.append(f"(global {g.name} {ty} (i32.const {g.value}))")
    return out
