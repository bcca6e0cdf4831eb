"""Frozen description of a module before encoding: functions, globals, memory, data segments."""

from __future__ import annotations

from dataclasses import dataclass

from zero_layer.compiler.wasm.asm import Instr

__all__ = ["DataSegment", "FuncDef", "GlobalDef", "WasmModule"]


@dataclass(frozen=True)
class FuncDef:
    name: str  # "$scan"
    params: tuple[str, ...]  # i32 parameter names
    results: int  # 0 or 1 (i32)
    locals: tuple[str, ...]  # i32 local names
    body: tuple[Instr, ...]
    export: str | None = None

    @property
    def signature(self) -> tuple[int, int]:
        return (len(self.params), self.results)


@dataclass(frozen=True)
class GlobalDef:
    name: str
    value: int
    mutable: bool = True
    export: str | None = None


@dataclass(frozen=True)
class DataSegment:
    name: str
    offset: int
    data: bytes


@dataclass(frozen=True)
class WasmModule:
    funcs: tuple[FuncDef, ...]
    globals: tuple[GlobalDef, ...]
    memory_pages: int
    data: tuple[DataSegment, ...]
    memory_export: str = "memory"
    custom: tuple[tuple[str, bytes], ...] = ()  # (name, payload) custom sections, emitted last

    def signatures(self) -> list[tuple[int, int]]:
        """Distinct function types, in first-use order."""
        return list(dict.fromkeys(f.signature for f in self.funcs))
