"""Pass 4: key nodes -> the token-level machine (`TokenTables`).

States: 0 = idle; `1 + c * (W + 1) + g` = the last categorised token was of category `c`, `g`
uncategorised tokens ago (W = `scan.tokenWindow`). A token of category `t` moves to `(t, 0)` and
fires key node `after=c, then=t` when one is declared; an uncategorised token ages the state and
drops back to idle after W of them.
"""

from __future__ import annotations

from zero_layer.compiler.errors import LimitExceeded
from zero_layer.compiler.ir import TokenTables
from zero_layer.compiler.limits import MAX_TOKEN_STATES
from zero_layer.rules.ast import Bundle

__all__ = ["build_token_tables", "token_state"]


def token_state(category: int, gap: int, window: int) -> int:
    return 1 + category * (window + 1) + gap


def build_token_tables(bundle: Bundle) -> TokenTables:
    cats = tuple(c.id for c in bundle.categories)
    index = {c: i for i, c in enumerate(cats)}
    w = bundle.scan.token_window
    n_states = 1 + len(cats) * (w + 1)
    if n_states > MAX_TOKEN_STATES:
        raise LimitExceeded(f"the token machine would need {n_states} states (limit {MAX_TOKEN_STATES})")
    n_cols = len(cats) + 1
    nodes = {(index[k.after], index[k.then]): i + 1 for i, k in enumerate(bundle.key_nodes)}
    next_state = [0] * (n_states * n_cols)
    node = [0] * (n_states * n_cols)
    for s in range(n_states):
        prev, gap = (-1, 0) if s == 0 else divmod(s - 1, w + 1)
        # column 0: a token without a category ages the state
        next_state[s * n_cols] = 0 if s == 0 or gap >= w else s + 1
        for t in range(len(cats)):
            next_state[s * n_cols + t + 1] = token_state(t, 0, w)
            if s:
                node[s * n_cols + t + 1] = nodes.get((prev, t), 0)
    return TokenTables(
        n_states=n_states,
        n_cols=n_cols,
        next_state=tuple(next_state),
        node=tuple(node),
        node_names=tuple(k.name for k in bundle.key_nodes),
        categories=cats,
        window=w,
    )
