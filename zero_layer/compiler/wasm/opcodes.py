"""The WebAssembly opcodes our code generator uses, with their immediate kinds.

Immediate kinds: "" none, "block" (block type), "label", "local", "global", "func", "i32",
"mem" (memarg with the natural alignment given here), "fc" (0xFC-prefixed, memory index 0).
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["OPCODES", "Opcode"]


class Opcode(NamedTuple):
    code: bytes
    immediate: str = ""
    align: int = 0  # log2 of the natural alignment, for memory instructions


OPCODES: dict[str, Opcode] = {
    "unreachable": Opcode(b"\x00"),
    "nop": Opcode(b"\x01"),
    "block": Opcode(b"\x02", "block"),
    "loop": Opcode(b"\x03", "block"),
    "if": Opcode(b"\x04", "block"),
    "else": Opcode(b"\x05"),
    "end": Opcode(b"\x0b"),
    "br": Opcode(b"\x0c", "label"),
    "br_if": Opcode(b"\x0d", "label"),
    "return": Opcode(b"\x0f"),
    "call": Opcode(b"\x10", "func"),
    "drop": Opcode(b"\x1a"),
    "select": Opcode(b"\x1b"),
    "local.get": Opcode(b"\x20", "local"),
    "local.set": Opcode(b"\x21", "local"),
    "local.tee": Opcode(b"\x22", "local"),
    "global.get": Opcode(b"\x23", "global"),
    "global.set": Opcode(b"\x24", "global"),
    "i32.load": Opcode(b"\x28", "mem", 2),
    "i32.load8_u": Opcode(b"\x2d", "mem", 0),
    "i32.load16_u": Opcode(b"\x2f", "mem", 1),
    "i32.store": Opcode(b"\x36", "mem", 2),
    "i32.store8": Opcode(b"\x3a", "mem", 0),
    "i32.store16": Opcode(b"\x3b", "mem", 1),
    "i32.const": Opcode(b"\x41", "i32"),
    "i32.eqz": Opcode(b"\x45"),
    "i32.eq": Opcode(b"\x46"),
    "i32.ne": Opcode(b"\x47"),
    "i32.lt_s": Opcode(b"\x48"),
    "i32.lt_u": Opcode(b"\x49"),
    "i32.gt_s": Opcode(b"\x4a"),
    "i32.gt_u": Opcode(b"\x4b"),
    "i32.le_u": Opcode(b"\x4d"),
    "i32.ge_u": Opcode(b"\x4f"),
    "i32.add": Opcode(b"\x6a"),
    "i32.sub": Opcode(b"\x6b"),
    "i32.mul": Opcode(b"\x6c"),
    "i32.div_u": Opcode(b"\x6e"),
    "i32.and": Opcode(b"\x71"),
    "i32.or": Opcode(b"\x72"),
    "i32.xor": Opcode(b"\x73"),
    "i32.shl": Opcode(b"\x74"),
    "i32.shr_u": Opcode(b"\x76"),
    "memory.fill": Opcode(b"\xfc\x0b", "fc"),
}
