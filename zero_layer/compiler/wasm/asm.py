"""A tiny assembler: flat WebAssembly text instructions -> `Instr` sequences.

Code templates are written in the flat (non-folded) text syntax, one instruction per line, with
`;;` comments, named locals, globals, functions and block labels. The same `Instr` list renders
back to text (for golden tests and `bundle compile --text`) and encodes to binary, so the two
outputs never drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from zero_layer.compiler.errors import CompileError
from zero_layer.compiler.wasm.opcodes import OPCODES

__all__ = ["Instr", "assemble", "render_instr"]


@dataclass(frozen=True)
class Instr:
    op: str
    arg: str | int | None = None  # a $name or an integer immediate
    offset: int = 0  # memarg offset


def assemble(source: str) -> tuple[Instr, ...]:
    out: list[Instr] = []
    for lineno, raw in enumerate(source.splitlines(), start=1):
        line = raw.split(";;", 1)[0].strip()
        if not line:
            continue
        for stmt in line.split(" ; "):
            out.append(_parse(stmt.strip(), lineno))
    return tuple(out)


def _parse(stmt: str, lineno: int) -> Instr:
    parts = stmt.split()
    op, args = parts[0], parts[1:]
    spec = OPCODES.get(op)
    if spec is None:
        raise CompileError(f"assembler: unknown instruction {op!r} on template line {lineno}")
    if spec.immediate == "mem":
        offset = 0
        for a in args:
            if not a.startswith("offset="):
                raise CompileError(f"assembler: bad memarg {a!r} on template line {lineno}")
            offset = int(a.removeprefix("offset="), 0)
        return Instr(op, None, offset)
    if spec.immediate in ("", "fc"):
        if args:
            raise CompileError(f"assembler: {op} takes no immediate (template line {lineno})")
        return Instr(op)
    if spec.immediate == "block":
        return Instr(op, args[0] if args else None)
    if len(args) != 1:
        raise CompileError(f"assembler: {op} needs one immediate (template line {lineno})")
    arg = args[0]
    if spec.immediate == "i32":
        value = int(arg, 0)
        if not -(2**31) <= value < 2**32:
            raise CompileError(f"assembler: i32 constant out of range on template line {lineno}")
        return Instr(op, value - 2**32 if value >= 2**31 else value)
    if not arg.startswith("$"):
        raise CompileError(f"assembler: {op} expects a $name (template line {lineno})")
    return Instr(op, arg)


def render_instr(instr: Instr) -> str:
    text = instr.op
    if instr.arg is not None:
        text += f" {instr.arg}"
    if instr.offset:
        text += f" offset={instr.offset}"
    return text
