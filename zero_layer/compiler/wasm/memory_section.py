"""Memory section (id 5): one linear memory, no declared maximum (the host store limits it)."""

from __future__ import annotations

from zero_layer.compiler.wasm.encoding import section, uleb128, vector
from zero_layer.compiler.wasm.model import WasmModule

__all__ = ["encode", "render"]


def encode(module: WasmModule) -> bytes:
    return section(5, vector([b"\x00" + uleb128(module.memory_pages)]))


def render(module: WasmModule) -> list[str]:
    return [f"(memory (;0;) {module.memory_pages})"]
