"""Assemble a `WasmModule` into the binary format (byte by byte) or the text format."""

from __future__ import annotations

from zero_layer.compiler.wasm import (
    code_section,
    custom_section,
    data_section,
    export_section,
    function_section,
    global_section,
    memory_section,
    type_section,
)
from zero_layer.compiler.wasm.model import WasmModule

__all__ = ["MAGIC", "to_binary", "to_text"]

MAGIC = b"\x00asm\x01\x00\x00\x00"


def to_binary(module: WasmModule) -> bytes:
    # sections must appear in id order: type, function, memory, global, export, code, data
    return b"".join(
        [
            MAGIC,
            type_section.encode(module),
            function_section.encode(module),
            memory_section.encode(module),
            global_section.encode(module),
            export_section.encode(module),
            code_section.encode(module),
            data_section.encode(module),
            custom_section.encode(module),
        ]
    )


def to_text(module: WasmModule) -> str:
    lines = (
        type_section.render(module)
        + memory_section.render(module)
        + global_section.render(module)
        + export_section.render(module)
        + code_section.render(module)
        + data_section.render(module)
        + custom_section.render(module)
    )
    return "(module\n" + "".join(f"  {line}\n" for line in lines) + ")\n"
