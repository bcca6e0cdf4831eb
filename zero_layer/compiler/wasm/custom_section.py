"""Custom sections (id 0): named payloads the runtime ignores, e.g. the source bundle."""

from __future__ import annotations

import hashlib

from zero_layer.compiler.wasm.encoding import name, section
from zero_layer.compiler.wasm.model import WasmModule

__all__ = ["encode", "render"]


def encode(module: WasmModule) -> bytes:
    return b"".join(section(0, name(n) + payload) for n, payload in module.custom)


def render(module: WasmModule) -> list[str]:
    # the text format has no custom sections: name them and their digest in a comment
    return [
        f";; custom section {n!r}: {len(p)} bytes, sha256 {hashlib.sha256(p).hexdigest()}"
        for n, p in module.custom
    ]
