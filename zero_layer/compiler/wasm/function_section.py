"""Function section (id 3): the type index of every defined function."""

from __future__ import annotations

from zero_layer.compiler.wasm.encoding import section, uleb128, vector
from zero_layer.compiler.wasm.model import WasmModule

__all__ = ["encode"]


def encode(module: WasmModule) -> bytes:
    sigs = module.signatures()
    return section(3, vector(uleb128(sigs.index(f.signature)) for f in module.funcs))
