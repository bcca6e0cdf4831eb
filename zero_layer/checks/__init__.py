"""Semantic-fidelity checks: conflicts across RAG chunks, answer fidelity, zero_state.

``Checker(bundle, policy).check(CheckRequest)`` → ``CheckResult``; ``CheckRequest.from_dict``
validates input and raises ``InputError`` naming the bad field. Compliance scanning of documents
lives in ``compliance_docs``/``compliance_rules`` (imported on their own).
"""

from __future__ import annotations

from zero_layer.checks.checker import Checker, CheckResult
from zero_layer.checks.conflicts import Conflict
from zero_layer.checks.fidelity import Unsupported
from zero_layer.checks.request import CheckRequest, Chunk, InputError
from zero_layer.state import Policy, ZeroState

__all__ = [
    "CheckRequest",
    "CheckResult",
    "Checker",
    "Chunk",
    "Conflict",
    "InputError",
    "Policy",
    "Unsupported",
    "ZeroState",
]
