"""Our WebAssembly emitter: one module per section kind, an opcode table and a flat assembler."""

from __future__ import annotations

from zero_layer.compiler.wasm.asm import Instr, assemble
from zero_layer.compiler.wasm.model import DataSegment, FuncDef, GlobalDef, WasmModule
from zero_layer.compiler.wasm.module import to_binary, to_text

__all__ = ["DataSegment", "FuncDef", "GlobalDef", "Instr", "WasmModule", "assemble", "to_binary", "to_text"]
