"""Workload analysis and hot-rule sizing on logs built so the right answer is known.

The bundle in tests/fixtures/heatmap/workload_bundle.yaml has exactly these entries: "N mg" fires
0.95, "N days" 0.85, "N USD" 0.8, and the term "quarterly" x Q3 fires 0.6.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from zero_layer.heatmap.workload import (
    HEALTHY_BAND,
    Request,
    WorkloadError,
    analyze_workload,
    hot_rules,
    read_requests,
)
from zero_layer.rules import Bundle, load_bundle

pytestmark = pytest.mark.unit

FIXTURES = Path(__file__).resolve().parents[3] / "fixtures" / "heatmap"
MG, DAYS, USD, QUARTERLY, PLAIN = "take 5 mg now", "wait 3 days", "pay 7 USD", "quarterly Q3 numbers", "hi"


@pytest.fixture(scope="module")
def bundle() -> Bundle:
    return load_bundle(FIXTURES / "workload_bundle.yaml")


def _log(domain: str, **counts: int) -> list[Request]:
    texts = {"mg": MG, "days": DAYS, "usd": USD, "quarterly": QUARTERLY, "plain": PLAIN}
    return [Request(domain, texts[kind]) for kind, n in counts.items() for _ in range(n)]


def test_over_triggered_domain_gets_the_nearest_threshold_inside_the_band(bundle: Bundle) -> None:
    # 20 requests; at 0.75: 3 mg + 3 days + 2 usd = 0.40 (too hot). At 0.85: 6/20 = 0.30 (in band).
    # At 0.95: 3/20 = 0.15 (in band, but further from the current 0.75).
    (rec,) = analyze_workload(bundle, _log("medical", mg=3, days=3, usd=2, plain=12))
    assert rec.domain == "medical" and rec.requests == 20
    assert rec.current_threshold == 0.75 and rec.current_rate == pytest.approx(0.40)
    assert rec.recommended_threshold == 0.85 and rec.recommended_rate == pytest.approx(0.30)
    assert rec.in_band


def test_under_triggered_domain_is_lowered_to_reach_the_band(bundle: Bundle) -> None:
    # at 0.75 only 1/20 fires (0.05); lowering to 0.6 lets the 3 quarterly requests count: 4/20 = 0.20
    (rec,) = analyze_workload(bundle, _log("finance", mg=1, quarterly=3, plain=16))
    assert rec.current_rate == pytest.approx(0.05)
    assert rec.recommended_threshold == 0.6 and rec.recommended_rate == pytest.approx(0.20)
    low, high = HEALTHY_BAND
    assert low <= rec.recommended_rate <= high


def test_a_healthy_domain_keeps_its_threshold_and_hopeless_ones_say_so(bundle: Bundle) -> None:
    recs = analyze_workload(
        bundle, _log("contract", days=5, plain=15) + _log("support", plain=10) + _log("claims", usd=10)
    )
    by = {r.domain: r for r in recs}
    assert [r.domain for r in recs] == sorted(by), "one row per domain, sorted"
    assert by["contract"].recommended_threshold == 0.75 and by["contract"].in_band
    assert not by["support"].in_band and by["support"].recommended_rate == 0.0
    # every request of "claims" fires at any threshold up to 0.8: no threshold reaches the band
    assert not by["claims"].in_band and by["claims"].recommended_rate == 1.0


def test_hot_rules_are_ranked_and_size_the_cache(bundle: Bundle) -> None:
    report = hot_rules(bundle, _log("x", mg=5, days=3, usd=2, quarterly=4, plain=6), top=2)
    assert report.requests == 20 and report.triggers == 10, "quarterly (0.6) is below sensitivity"
    assert report.top == [("pair:number+dose", 5), ("pair:number+span", 3)]
    assert report.hot_rules == 3 and report.coverage == 1.0
    assert report.recommended_cache_size == 4, "ceil(3 x 1.2)"


def test_hot_rules_coverage_cut(bundle: Bundle) -> None:
    report = hot_rules(bundle, _log("x", mg=90, days=9, usd=1), coverage=0.9)
    assert report.hot_rules == 1 and report.recommended_cache_size == 2  # ceil(1 x 1.2)
    assert report.coverage == pytest.approx(0.9)


def test_read_requests_takes_text_from_every_field(tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    rows = [
        {"domain": "medical", "chunks": ["a", {"id": "c2", "text": "b"}], "answer": "c"},
        {"messages": [{"role": "user", "content": "d"}], "prompt": "e"},
    ]
    log.write_text("\n".join(json.dumps(r) for r in rows) + "\n\n", encoding="utf-8")
    reqs = list(read_requests(log))
    assert reqs == [Request("medical", "a\nb\nc"), Request("unknown", "e\nd")]


def test_bad_logs_name_file_and_line(tmp_path: Path, bundle: Bundle) -> None:
    log = tmp_path / "log.jsonl"
    log.write_text('{"prompt": "ok"}\n{broken\n', encoding="utf-8")
    with pytest.raises(WorkloadError, match=r"log\.jsonl:2: invalid JSON"):
        list(read_requests(log))
    log.write_text('{"prompt": "ok"}\n[1, 2]\n', encoding="utf-8")
    with pytest.raises(WorkloadError, match=r"log\.jsonl:2: expected a JSON object"):
        list(read_requests(log))
    with pytest.raises(WorkloadError, match="cannot read"):
        list(read_requests(tmp_path / "missing.jsonl"))
    with pytest.raises(WorkloadError, match="no requests"):
        analyze_workload(bundle, [])
