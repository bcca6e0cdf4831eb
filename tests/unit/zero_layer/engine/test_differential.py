"""Differential tests: the compiled module and `engine.reference` agree exactly on any input.

Both produce `RawScan` records (hits and triggered rules, in emission order, byte offsets); any
difference in the automaton, table layout or generated code shows up as a mismatch here.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from zero_layer.compiler import CompiledBundle, compile_bundle
from zero_layer.engine import Scanner, TokenMachine
from zero_layer.engine.reference import ReferenceScanner, ReferenceTokenMachine
from zero_layer.rules import load_bundle, parse_bundle_text

pytestmark = pytest.mark.unit

TINY = Path(__file__).parents[3] / "fixtures" / "bundles" / "tiny.yaml"
FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@cache
def engines(which: str) -> tuple[CompiledBundle, Scanner, ReferenceScanner]:
    compiled = compile_bundle(load_bundle(TINY if which == "tiny" else None))
    return compiled, Scanner(compiled), ReferenceScanner(compiled)


def _fragments(compiled: CompiledBundle) -> list[str]:
    return sorted({t.text for t in compiled.terms.terms})


FRAGMENTS = _fragments(engines("default")[0])
FILLER = [
    "",
    " ",
    "x",
    "a",
    "Z",
    "5",
    "12",
    ".",
    ",",
    ";",
    "\n",
    "。",
    "三",
    "万",
    "的",
    "é",
    "\u2028",
    "\x00",
    "1,2",
]


def _cased(s: str, flips: int) -> str:
    return "".join(c.upper() if (flips >> (i % 16)) & 1 else c for i, c in enumerate(s))


texts = st.lists(
    st.one_of(
        st.builds(_cased, st.sampled_from(FRAGMENTS), st.integers(0, 0xFFFF)),
        st.sampled_from(FILLER),
        st.text(max_size=4),
    ),
    max_size=40,
).map("".join)


@FAST
@given(text=texts)
def test_default_bundle_agrees_on_mixed_text(text: str) -> None:
    _, wasm, ref = engines("default")
    data = text.encode("utf-8")
    assert wasm.scan_bytes(data) == ref.scan_bytes(data)


@FAST
@given(data=st.binary(max_size=400))
def test_default_bundle_agrees_on_arbitrary_bytes(data: bytes) -> None:
    _, wasm, ref = engines("default")
    assert wasm.scan_bytes(data) == ref.scan_bytes(data)


@FAST
@given(text=st.text(alphabet="5mgMG/dL毫克三十两百万Q3quarterly 。\n,.x", max_size=80))
def test_tiny_bundle_agrees_on_dense_text(text: str) -> None:
    _, wasm, ref = engines("tiny")
    assert wasm.scan(text) == ref.scan(text)
    assert wasm.scan_bytes(text.encode()) == ref.scan_bytes(text.encode())


BUNDLE = """\
apiVersion: zerolayer.io/v1
kind: RuleBundle
metadata: {{name: gen, version: "1"}}
sensitivity: 0.5
scan: {{windowBytes: {window}}}
categories:
  - {{id: number, builtin: number}}
  - {{id: cn, builtin: cn_numeral}}
  - id: a
    terms: {{en: {a}}}
  - id: b
    terms: {{zh: {b}}}
heatmap:
  pairs:
    - {{left: a, right: b, weight: 0.9}}
    - {{left: number, right: a, weight: 0.8}}
    - {{left: a, right: a, weight: 0.7}}
  terms: [{{term: {t}, category: number, weight: 0.6}}]
"""

words = st.text(alphabet="abAB1 /", min_size=1, max_size=4).map(str.strip).filter(bool)
cjk = st.text(alphabet="金额日三万", min_size=1, max_size=3)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    a=st.lists(words, min_size=1, max_size=6, unique_by=str.lower),
    b=st.lists(cjk, min_size=1, max_size=4, unique=True),
    t=words,
    window=st.integers(1, 40),
    text=st.text(alphabet="abAB1 /金额日三万。\n,.xy", max_size=120),
)
def test_generated_bundles_agree(a: list[str], b: list[str], t: str, window: int, text: str) -> None:
    import json

    bundle = parse_bundle_text(BUNDLE.format(a=json.dumps(a), b=json.dumps(b, ensure_ascii=False),
                                             t=json.dumps(t), window=window))  # fmt: skip
    compiled = compile_bundle(bundle)
    data = text.encode("utf-8")
    assert Scanner(compiled).scan_bytes(data) == ReferenceScanner(compiled).scan_bytes(data)


VOCAB = [
    "<s>",
    " 5",
    "12",
    " mg",
    "/",
    "dL",
    " quarterly",
    " Q3",
    "三十",
    " 毫克",
    "。",
    " the",
    "",
    " ",
    "mg/dL",
]


@FAST
@given(
    rows=st.lists(st.tuples(st.integers(0, 4), st.lists(st.integers(-2, len(VOCAB) + 2), max_size=12)),
                  min_size=1, max_size=8)
)  # fmt: skip
def test_token_machine_agrees_with_the_reference(rows: list[tuple[int, list[int]]]) -> None:
    compiled = engines("tiny")[0]
    tm, ref = token_machines()
    assert tm.columns == bytes(ref.columns)
    states_w = [min(s, tm.n_states - 1) for s, _ in rows]
    states_r = list(states_w)
    for step in range(max(len(toks) for _, toks in rows)):
        toks = [t[step] if step < len(t) else 0 for _, t in rows]
        states_w, nodes_w = tm.advance_nodes(states_w, toks)
        states_r, nodes_r = ref.advance_nodes(states_r, toks)
        assert (states_w, nodes_w) == (states_r, nodes_r)
    assert compiled.tokens.n_states == tm.n_states


@cache
def token_machines() -> tuple[TokenMachine, ReferenceTokenMachine]:
    compiled = engines("tiny")[0]
    return TokenMachine(compiled, VOCAB), ReferenceTokenMachine(compiled, VOCAB)
