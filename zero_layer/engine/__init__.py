"""The SFCL engine: the compiled rule module run in a wasmtime sandbox, plus a pure-Python
reference implementation of exactly the same semantics (`zero_layer.engine.reference`)."""

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
