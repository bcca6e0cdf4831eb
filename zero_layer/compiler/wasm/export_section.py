"""Export section (id 7): the memory, the exported functions and globals."""

from __future__ import annotations

from zero_layer.compiler.wasm.encoding import name, section, uleb128, vector
from zero_layer.compiler.wasm.model import WasmModule

__all__ = ["encode", "render"]

_FUNC, _MEMORY, _GLOBAL = 0x00, 0x02, 0x03


def _exports(module: WasmModule) -> list[tuple[str, int, int, str]]:
    out = [(module.memory_export, _MEMORY, 0, "memory 0")]
    out += [(f.export, _FUNC, i, f"func {f.name}") for i, f in enumerate(module.funcs) if f.export]
    out += [(g.export, _GLOBAL, i, f"global {g.name}") for i, g in enumerate(module.globals) if g.export]
    return out


def encode(module: WasmModule) -> bytes:
    return section(7, vector(name(n) + bytes([kind]) + uleb128(idx) for n, kind, idx, _ in _exports(module)))


def render(module: WasmModule) -> list[str]:
    return [f'(export "{n}" ({ref}))' for n, _, _, ref in _exports(module)]
