"""The WebAssembly emitter: encodings, golden text, validation, and binary == text."""

from __future__ import annotations

from pathlib import Path

import pytest
import wasmtime

from zero_layer.compiler import CompileError, compile_bundle
from zero_layer.compiler.wasm import FuncDef, WasmModule, assemble, to_binary, to_text
from zero_layer.compiler.wasm.encoding import sleb128, uleb128
from zero_layer.rules import load_bundle

pytestmark = pytest.mark.unit

HERE = Path(__file__).parent
TINY = HERE.parents[2] / "fixtures" / "bundles" / "tiny.yaml"
GOLDEN = HERE / "golden" / "tiny.wat"


@pytest.mark.parametrize(
    ("value", "encoded"),
    [(0, b"\x00"), (127, b"\x7f"), (128, b"\x80\x01"), (624485, b"\xe5\x8e\x26")],
)
def test_uleb128(value: int, encoded: bytes) -> None:
    assert uleb128(value) == encoded


@pytest.mark.parametrize(
    ("value", "encoded"),
    [(0, b"\x00"), (-1, b"\x7f"), (63, b"\x3f"), (64, b"\xc0\x00"), (-123456, b"\xc0\xbb\x78")],
)
def test_sleb128(value: int, encoded: bytes) -> None:
    assert sleb128(value) == encoded


def _sections(wasm: bytes) -> list[tuple[int, bytes]]:
    out, i = [], 8
    while i < len(wasm):
        sid = wasm[i]
        i += 1
        size = shift = 0
        while True:
            byte = wasm[i]
            i += 1
            size |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                break
        out.append((sid, wasm[i : i + size]))
        i += size
    return out


def test_tiny_bundle_text_matches_the_golden_file() -> None:
    """Regenerate after an intended change with:
    zero-layer bundle compile tests/fixtures/bundles/tiny.yaml -o /tmp/t.wasm \\
        --text tests/unit/zero_layer/compiler/golden/tiny.wat"""
    assert compile_bundle(load_bundle(TINY)).to_text() == GOLDEN.read_text(encoding="utf-8")


@pytest.mark.parametrize("bundle", [TINY, None], ids=["tiny", "default"])
def test_binary_equals_the_text_assembled_by_wasmtime(bundle: Path | None) -> None:
    compiled = compile_bundle(load_bundle(bundle))
    wasmtime.Module.validate(wasmtime.Engine(), compiled.wasm)
    reference = wasmtime.wat2wasm(compiled.to_text())
    # custom sections (id 0: our bundle, wat2wasm's names) aside, every section is byte-identical
    assert [s for s in _sections(compiled.wasm) if s[0] != 0] == [
        s for s in _sections(reference) if s[0] != 0
    ]


def test_a_hand_built_module_validates_and_runs() -> None:
    body = assemble(
        """
        local.get $a ; local.get $b ; i32.add  ;; the sum
        i32.const 0x7fffffff ; i32.and
        """
    )
    module = WasmModule(funcs=(FuncDef("$add", ("$a", "$b"), 1, (), body, export="add"),), globals=(),
                        memory_pages=1, data=())  # fmt: skip
    wasm = to_binary(module)
    engine = wasmtime.Engine()
    wasmtime.Module.validate(engine, wasm)
    store = wasmtime.Store(engine)
    add = wasmtime.Instance(store, wasmtime.Module(engine, wasm), []).exports(store)["add"]
    assert isinstance(add, wasmtime.Func)
    assert add(store, 40, 2) == 42
    assert "(func $add" in to_text(module)


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("i32.frobnicate", "unknown instruction"),
        ("i32.const", "needs one immediate"),
        ("local.get 3", "expects a \\$name"),
        ("i32.load align=4", "bad memarg"),
    ],
)
def test_assembler_rejects_bad_templates(source: str, message: str) -> None:
    with pytest.raises(CompileError, match=message):
        assemble(source)


def test_unbalanced_blocks_and_unknown_labels_are_compile_errors() -> None:
    for src, message in (("block $x", "unclosed"), ("br $nowhere", "unknown label")):
        module = WasmModule((FuncDef("$f", (), 0, (), assemble(src)),), (), 1, ())
        with pytest.raises(CompileError, match=message):
            to_binary(module)
