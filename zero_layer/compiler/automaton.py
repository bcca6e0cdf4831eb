"""Pass 3: literal patterns -> Aho-Corasick automaton, completed into a DFA over byte classes.

ASCII letters fold to lower case through the class map, so matching is case-insensitive for
ASCII and exact for everything else. Each state lists every pattern that ends there (its own and
those of its suffix links), longest first, so the scanner never follows output links at run time.
"""

from __future__ import annotations

from collections import deque

from zero_layer.compiler.errors import LimitExceeded
from zero_layer.compiler.ir import Automaton, TermTable
from zero_layer.compiler.limits import MAX_STATES

__all__ = ["build_automaton"]


def _class_map(patterns: list[bytes]) -> tuple[bytes, int]:
    used = sorted({b for p in patterns for b in p})
    cls = [0] * 256
    for i, b in enumerate(used, start=1):
        cls[b] = i
    for upper in range(ord("A"), ord("Z") + 1):
        cls[upper] = cls[upper + 32]
    return bytes(cls), len(used) + 1


def build_automaton(table: TermTable) -> Automaton:
    patterns = [t.pattern for t in table.terms]
    class_map, n_classes = _class_map(patterns)

    # trie in insertion order
    goto: list[dict[int, int]] = [{}]
    depth = [0]
    own: list[list[int]] = [[]]
    for term in table.terms:
        s = 0
        for byte in term.pattern:
            c = class_map[byte]
            nxt = goto[s].get(c)
            if nxt is None:
                nxt = len(goto)
                goto.append({})
                depth.append(depth[s] + 1)
                own.append([])
                goto[s][c] = nxt
            s = nxt
        own[s].append(term.id)
        if len(goto) > MAX_STATES:
            raise LimitExceeded(f"the automaton would exceed {MAX_STATES} states")

    n = len(goto)
    fail = [0] * n
    order: list[int] = []
    queue = deque(sorted(goto[0].values()))
    while queue:
        s = queue.popleft()
        order.append(s)
        for c in sorted(goto[s]):
            t = goto[s][c]
            f = fail[s]
            while f and c not in goto[f]:
                f = fail[f]
            fail[t] = goto[f].get(c, 0) if goto[f].get(c, 0) != t else 0
            queue.append(t)

    # complete DFA and output sets, states in BFS order
    delta_rows: list[list[int]] = [[0] * n_classes for _ in range(n)]
    for c in range(n_classes):
        delta_rows[0][c] = goto[0].get(c, 0)
    outputs: list[list[int]] = [[] for _ in range(n)]
    length = {t.id: len(t.pattern) for t in table.terms}
    for s in order:
        row = list(delta_rows[fail[s]])
        for c, t in goto[s].items():
            row[c] = t
        delta_rows[s] = row
        outputs[s] = sorted(set(own[s]) | set(outputs[fail[s]]), key=lambda i: (-length[i], i))

    # renumber: states without outputs first (root stays 0), then states with outputs, so the
    # scanner tests "has outputs" with one comparison
    bfs = [0, *order]
    ranked = [s for s in bfs if not outputs[s]] + [s for s in bfs if outputs[s]]
    new_id = {old: new for new, old in enumerate(ranked)}
    delta = tuple(new_id[delta_rows[old][c]] for old in ranked for c in range(n_classes))
    return Automaton(
        class_map=class_map,
        n_classes=n_classes,
        delta=delta,
        outputs=tuple(tuple(outputs[old]) for old in ranked),
    )
