"""Rule-bundle compiler: `Bundle` -> a validated, deterministic WebAssembly scanning module.

Passes (each a pure function, each in its own module): `lower_terms` -> `hot_rules` ->
`automaton` -> `token_tables` -> `layout` -> `codegen` -> `wasm` (binary and text).
"""

from __future__ import annotations

from zero_layer.compiler.errors import CompileError, LimitExceeded
from zero_layer.compiler.ir import Rule
from zero_layer.compiler.pipeline import CompiledBundle, compile_bundle

__all__ = ["CompileError", "CompiledBundle", "LimitExceeded", "Rule", "compile_bundle"]
