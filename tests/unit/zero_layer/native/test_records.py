"""The engine reads a chunk's records (``native/src/records.rs``) as the reference does
(``zero_layer.checks.records.record_ids``): on every text of the shipped corpus and hold-out sets, and
on random texts made of labels, identifiers, names and ages in both scripts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from zero_layer.checks.records import record_ids

pytestmark = pytest.mark.unit

FIXTURES = Path(__file__).parents[3] / "fixtures"


def _native(engine: Any, text: str) -> dict[str, frozenset[str]]:
    return {kind: frozenset(ids) for kind, ids in engine.record_ids(text).items()}


def _hold_out_texts() -> list[str]:
    texts: list[str] = []
    for path in sorted(FIXTURES.glob("holdout*/cases.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            case = json.loads(line)
            texts += [c["text"] if isinstance(c, dict) else c for c in case["chunks"]]
            texts += [case["answer"]] if case.get("answer") else []
    return list(dict.fromkeys(texts))


def test_records_equal_the_reference_on_every_corpus_and_hold_out_text(
    native_engine: Any, corpus_texts: list[str]
) -> None:
    texts = corpus_texts + _hold_out_texts()
    differ = [t for t in texts if _native(native_engine, t) != record_ids(t)]
    assert not differ, f"{len(differ)} of {len(texts)} texts differ, first: {differ[0]!r}"
    named = [t for t in texts if record_ids(t)]
    assert len(named) > 500, "the texts name records"
    kinds = {kind for t in named for kind in record_ids(t)}
    assert {"order", "policy", "claim", "person_en", "person_zh"} <= kinds


PIECES = [
    "Order", "order no.", "ORDER #", "reorder", "订单号：", "保单", "Policy No:", "claim ref.", "理赔案号",
    "Invoice", "发票号码", "账户", "Tracking", "MRN", "病历号", "Site", "loan", "预订", "Ticket#",
    "Patient:", "Insured", "被保险人：", "患者", "姓名:", "Mr", "Mrs.", "Ms", "Name",
    "A20931", "a-2093", "CL-88120", "2024-05-01", "GX2291", "１２３４５", "ＡＢ２０９３１", "ABCDE", "x1",
    "Song Wei", "Daniel Whitcombe", "The Gold Plan", "刘芳", "林思远", "儿童", "张三丰",
    ", age 14", " (aged 62)", " (35)", "，女，35岁", "（29岁）", "(7周岁)", "岁",
    " ", "  ", ": ", "：", "，", ", ", ". ", "。", "\n", "-", "#", "(", "（",
]  # fmt: skip


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(parts=st.lists(st.sampled_from(PIECES), min_size=1, max_size=14))
def test_records_equal_the_reference_on_random_texts(native_engine: Any, parts: list[str]) -> None:
    text = "".join(parts)
    assert _native(native_engine, text) == record_ids(text)
