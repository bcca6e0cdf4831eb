"""Pass 2: heatmap -> `RuleTable`: the hot rules (weight >= sensitivity, hottest `cacheSize`).

Ordering is by weight (descending) then rule id, so the same bundle always yields the same table
and a tie never depends on YAML order.
"""

from __future__ import annotations

from zero_layer.compiler.errors import LimitExceeded
from zero_layer.compiler.ir import Rule, RuleTable, TermTable
from zero_layer.compiler.limits import MAX_CACHE_SIZE
from zero_layer.rules.ast import Bundle
from zero_layer.rules.check import fold

__all__ = ["all_rules", "hot_rules"]


def all_rules(bundle: Bundle) -> list[Rule]:
    """Every heatmap entry as a rule, hottest first (weight desc, then id)."""
    rules = [Rule(p.rule_id, "pair", p.left, p.right, p.weight) for p in bundle.heatmap.pairs]
    rules += [Rule(t.rule_id, "term", t.term, t.category, t.weight) for t in bundle.heatmap.terms]
    rules.sort(key=lambda r: (-r.weight, r.rule_id))
    return rules


def hot_rules(bundle: Bundle, terms: TermTable) -> RuleTable:
    if bundle.cache_size > MAX_CACHE_SIZE:
        raise LimitExceeded(f"cacheSize {bundle.cache_size} exceeds the limit of {MAX_CACHE_SIZE}")
    eligible = [r for r in all_rules(bundle) if r.weight >= bundle.sensitivity]
    hot = eligible[: bundle.cache_size]
    key_index = {name: i for i, name in enumerate(terms.keys)}
    adjacency: list[list[tuple[int, int]]] = [[] for _ in terms.keys]
    for ri, rule in enumerate(hot):
        left = key_index[rule.left if rule.kind == "pair" else f"term:{fold(rule.left)}"]
        right = key_index[rule.right]
        adjacency[left].append((ri, right))
        if right != left:
            adjacency[right].append((ri, left))
    return RuleTable(
        rules=tuple(hot),
        adjacency=tuple(tuple(a) for a in adjacency),
        cold_rules=len(eligible) - len(hot),
    )
