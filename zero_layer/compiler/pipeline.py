"""The compiler driver: bundle -> passes -> validated WebAssembly module.

Every pass is a pure function of its input, all orderings are explicit, and no pass reads a clock,
an environment variable or a random source, so the same bundle compiles to the same bytes (and
sha256) on every run and machine.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

import wasmtime

from zero_layer.compiler.automaton import build_automaton
from zero_layer.compiler.codegen import generate
from zero_layer.compiler.errors import CompileError
from zero_layer.compiler.hot_rules import hot_rules
from zero_layer.compiler.ir import Rule, RuleTable, TermTable, TokenTables
from zero_layer.compiler.layout import Layout, build_layout
from zero_layer.compiler.lower_terms import lower_terms
from zero_layer.compiler.token_tables import build_token_tables
from zero_layer.compiler.wasm import WasmModule, to_binary, to_text
from zero_layer.rules.ast import Bundle

__all__ = ["CompiledBundle", "compile_bundle"]


@dataclass(frozen=True)
class CompiledBundle:
    """A compiled bundle: the module bytes plus the tables the host needs to read its records."""

    wasm: bytes
    digest: str  # "sha256:<hex of wasm>"
    bundle: Bundle
    rules: tuple[Rule, ...]  # the hot table, hottest first
    terms: TermTable = field(repr=False)
    rule_table: RuleTable = field(repr=False)
    tokens: TokenTables = field(repr=False)
    layout: Layout = field(repr=False)
    module: WasmModule = field(repr=False)
    n_states: int = 0

    def to_text(self) -> str:
        """The module in the WebAssembly text format (same instructions and data as `wasm`)."""
        return to_text(self.module)


def compile_bundle(bundle: Bundle) -> CompiledBundle:
    """Compile `bundle`; raises `CompileError` (or `LimitExceeded`) instead of emitting a bad module."""
    terms = lower_terms(bundle)
    rules = hot_rules(bundle, terms)
    dfa = build_automaton(terms)
    tokens = build_token_tables(bundle)
    layout = build_layout(terms, rules, dfa, tokens)
    module = generate(layout, terms, bundle.to_yaml().encode("utf-8"))
    wasm = to_binary(module)
    try:
        wasmtime.Module.validate(wasmtime.Engine(), wasm)
    except wasmtime.WasmtimeError as exc:  # a compiler bug, never a user error: say so
        raise CompileError(f"internal error: the emitted module does not validate: {exc}") from exc
    return CompiledBundle(
        wasm=wasm,
        digest="sha256:" + hashlib.sha256(wasm).hexdigest(),
        bundle=bundle,
        rules=rules.rules,
        terms=terms,
        rule_table=rules,
        tokens=tokens,
        layout=layout,
        module=module,
        n_states=dfa.n_states,
    )
