"""``fact_from_tuple`` sets a fact's slots directly (the frozen dataclass's __init__ is the slow part
of turning native rows into facts); the result must be the fact its constructor builds."""

from __future__ import annotations

import pytest

from zero_layer.extract import native
from zero_layer.extract.extractor import MAX_FACTS_PER_CHUNK

from .conftest import require_native

pytestmark = pytest.mark.unit

_TEXT = (
    "Revenue for Q3 2025 was about $48.2 million; payment is due 30 days after acceptance. "
    "付款期限为验收后三十日，甲方应支付违约金百分之五。Fasting glucose was 5.6 mmol/L."
)


def test_rows_become_the_facts_the_constructor_builds(monkeypatch: pytest.MonkeyPatch) -> None:
    require_native()
    rows = native.engine().extract(_TEXT, "c1", MAX_FACTS_PER_CHUNK)
    assert native._SETTERS is not None, "Fact changed shape: the fast path is off (update _ORDER)"
    fast = [native.fact_from_tuple(r) for r in rows]
    assert all(f._match is None and f._label is None for f in fast)
    monkeypatch.setattr(native, "_SETTERS", None)
    slow = [native.fact_from_tuple(r) for r in rows]
    assert len(fast) > 4
    assert fast == slow
    assert [repr(f) for f in fast] == [repr(f) for f in slow]
    assert [f.to_dict() for f in fast] == [f.to_dict() for f in slow]
    assert [(f.index, f.keys, f.subject) for f in fast] == [(f.index, f.keys, f.subject) for f in slow]
