"""The SFCL engine: the compiled rule module run in a wasmtime sandbox, plus a pure-Python
reference implementation of exactly the same semantics (`zero_layer.engine.reference`).

    from zero_layer.rules import load_bundle
    from zero_layer.compiler import compile_bundle
    from zero_layer.engine import Scanner, TokenMachine

    compiled = compile_bundle(load_bundle())          # once per bundle
    scanner = Scanner(compiled)                       # once per worker; one wasm call per buffer
    result = scanner.scan("付款期限：验收后60日内")
    [h.category for h in result.hits]   # ['domain.contract', 'anchor', 'domain.contract', 'number',
                                        #  'duration', 'anchor']
    [t.rule_id for t in result.triggered]  # ['pair:duration+anchor', 'pair:number+duration',
                                           #  'term:付款@duration', 'pair:duration+anchor']

    tm = TokenMachine(compiled, vocab)                # vocab[i] = decoded text of token id i
    states, flags = tm.advance(states, token_ids)     # one wasm call per decode step for the batch

Semantics of hits, runs, segments and triggered rules: `zero_layer.compiler.codegen`.
"""

from __future__ import annotations

from zero_layer.engine.errors import EngineError
from zero_layer.engine.host import ModuleCache, Sandbox
from zero_layer.engine.results import Hit, RawScan, ScanResult, TriggeredRule
from zero_layer.engine.scanner import Scanner
from zero_layer.engine.tokens import TokenMachine

__all__ = [
    "EngineError",
    "Hit",
    "ModuleCache",
    "RawScan",
    "Sandbox",
    "ScanResult",
    "Scanner",
    "TokenMachine",
    "TriggeredRule",
]
