"""Type section (id 1): one `func` type per distinct (i32 params, i32 results) signature."""

from __future__ import annotations

from zero_layer.compiler.wasm.encoding import I32, section, vector
from zero_layer.compiler.wasm.model import WasmModule

__all__ = ["encode", "render"]


def encode(module: WasmModule) -> bytes:
    types = [
        b"\x60" + vector([bytes([I32])] * params) + vector([bytes([I32])] * results)
        for params, results in module.signatures()
    ]
    return section(1, vector(types))


def render(module: WasmModule) -> list[str]:
    out = []
    for i, (params, results) in enumerate(module.signatures()):
        p = " (param" + " i32" * params + ")" if params else ""
        r = " (result" + " i32" * results + ")" if results else ""
        out.append(f"(type (;{i};) (func{p}{r}))")
    return out
