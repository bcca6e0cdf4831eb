"""zero-layer: semantic-fidelity checks (SFCL) for LLM serving.

The public API is imported lazily (``zero_layer.check``, ``zero_layer.Checker``, ...) so that
``import zero_layer`` stays cheap for the operator and the CLI's other subcommands.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

if TYPE_CHECKING:
    from zero_layer.api import check
    from zero_layer.checks import Checker, CheckRequest, CheckResult, InputError, Policy

__all__ = ["CheckRequest", "CheckResult", "Checker", "InputError", "Policy", "__version__", "check"]

_LAZY: dict[str, str] = {
    "check": "zero_layer.api",
    "Checker": "zero_layer.checks",
    "CheckRequest": "zero_layer.checks",
    "CheckResult": "zero_layer.checks",
    "InputError": "zero_layer.checks",
    "Policy": "zero_layer.checks",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'zero_layer' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
