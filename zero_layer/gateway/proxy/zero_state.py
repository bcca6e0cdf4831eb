"""Builds the ``zero_state`` object attached to a response.

Shape (``zero_layer.checks`` ZeroState fields first, then what the gateway knows)::

    {"triggered_rules": [...], "confidence_score": 0.94, "conflicts": [...],
     "fallback_suggestion": "...", "policy": "answer"|"confirm"|"handoff",
     "status": "OK"|"CONFLICT_DETECTED", "conflict_score": 0.0,
     "context": {"source": "documents"|"context"|"system"|"", "chunks": 2, "truncated": false,
                 "status": "OK"|"CONFLICT_DETECTED"},
     "decoding": {"observed": true, "tokens": 16, "key_nodes": 2, "mode": "observe",
                  "decision_nodes": [{"step", "node", "token_ids", "probs"}]}}

``decoding`` comes from the vLLM plugin's end-of-request record; ``{"observed": false}`` when it did
not arrive in time (or the plugin is off).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["compose_zero_state", "rule_ids"]


def rule_ids(result: Mapping[str, Any]) -> list[str]:
    """Rule ids of a ``CheckResult.to_dict()`` (for the per-rule trigger counter)."""
    rules = result.get("zero_state", {}).get("triggered_rules", [])
    out: list[str] = []
    for rule in rules:
        if isinstance(rule, Mapping):
            out.append(str(rule.get("rule_id") or rule.get("id") or rule))
        else:
            out.append(str(rule))
    return out


def compose_zero_state(
    result: Mapping[str, Any],
    *,
    context: Mapping[str, Any],
    plugin: Mapping[str, Any] | None,
) -> dict[str, Any]:
    state: dict[str, Any] = dict(result.get("zero_state", {}))
    state["status"] = result.get("status", "OK")
    state["conflict_score"] = result.get("conflict_score", 0.0)
    state["context"] = dict(context)
    if plugin is None:
        state["decoding"] = {"observed": False}
    else:
        state["decoding"] = {
            "observed": True,
            "tokens": plugin.get("tokens", 0),
            "key_nodes": plugin.get("key_nodes", 0),
            "mode": plugin.get("mode", "observe"),
            "biased_steps": plugin.get("biased_steps", 0),
            "decision_nodes": list(plugin.get("snapshots", [])),
        }
    return state
