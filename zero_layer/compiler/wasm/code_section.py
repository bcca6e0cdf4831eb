"""Code section (id 10): function bodies, with names resolved to indices and label depths."""

from __future__ import annotations

from zero_layer.compiler.errors import CompileError
from zero_layer.compiler.wasm.asm import render_instr
from zero_layer.compiler.wasm.encoding import I32, section, sleb128, uleb128, vector
from zero_layer.compiler.wasm.model import FuncDef, WasmModule
from zero_layer.compiler.wasm.opcodes import OPCODES

__all__ = ["encode", "encode_body", "render"]


def encode_body(func: FuncDef, funcs: dict[str, int], globals_: dict[str, int]) -> bytes:
    local_index = {n: i for i, n in enumerate(func.params + func.locals)}
    labels: list[str | None] = []
    out = bytearray()
    for ins in func.body:
        spec = OPCODES[ins.op]
        out += spec.code
        kind = spec.immediate
        if kind == "block":
            out.append(0x40)
            labels.append(ins.arg if isinstance(ins.arg, str) else None)
        elif kind == "label":
            if ins.arg not in labels:
                raise CompileError(f"{func.name}: branch to unknown label {ins.arg}")
            out += uleb128(len(labels) - 1 - max(i for i, lb in enumerate(labels) if lb == ins.arg))
        elif kind in ("local", "global", "func"):
            table = {"local": local_index, "global": globals_, "func": funcs}[kind]
            if ins.arg not in table:
                raise CompileError(f"{func.name}: unknown {kind} {ins.arg}")
            out += uleb128(table[str(ins.arg)])
        elif kind == "i32":
            assert isinstance(ins.arg, int)
            out += sleb128(ins.arg)
        elif kind == "mem":
            out += uleb128(spec.align) + uleb128(ins.offset)
        elif kind == "fc":
            out.append(0x00)
        if ins.op == "end":
            if not labels:
                raise CompileError(f"{func.name}: unbalanced end")
            labels.pop()
    if labels:
        raise CompileError(f"{func.name}: {len(labels)} unclosed block(s)")
    n_locals = len(func.locals)
    decls = vector([uleb128(n_locals) + bytes([I32])]) if n_locals else vector([])
    body = decls + bytes(out) + b"\x0b"
    return uleb128(len(body)) + body


def encode(module: WasmModule) -> bytes:
    funcs = {f.name: i for i, f in enumerate(module.funcs)}
    globals_ = {g.name: i for i, g in enumerate(module.globals)}
    return section(10, vector(encode_body(f, funcs, globals_) for f in module.funcs))


def render(module: WasmModule) -> list[str]:
    sigs = module.signatures()
    out: list[str] = []
    for f in module.funcs:
        head = f"(func {f.name} (type {sigs.index(f.signature)})"
        head += "".join(f" (param {p} i32)" for p in f.params)
        head += " (result i32)" * f.results
        out.append(head)
        if f.locals:
            out.append("  " + " ".join(f"(local {n} i32)" for n in f.locals))
        depth = 1
        for ins in f.body:
            if ins.op in ("end", "else"):
                depth -= 1
            out.append("  " * depth + "  " + render_instr(ins))
            if OPCODES[ins.op].immediate == "block" or ins.op == "else":
                depth += 1
        out.append(")")
    return out
