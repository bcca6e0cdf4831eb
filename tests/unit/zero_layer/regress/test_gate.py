"""Gate verdicts on hand-made predictions: pass, fail, inconclusive, critical slices, floors."""

from __future__ import annotations

import json

import pytest

from zero_layer.regress import Outcome, Thresholds, decide

pytestmark = pytest.mark.unit


def _cases(pos: int, neg: int, domain: str = "finance") -> list[tuple[str, bool, tuple[str, ...]]]:
    rows = [(f"{domain}-p{i}", True, (f"domain={domain}", "lang=en")) for i in range(pos)]
    rows += [(f"{domain}-n{i}", False, (f"domain={domain}", "lang=zh")) for i in range(neg)]
    return rows


def _run(rows: list[tuple[str, bool, tuple[str, ...]]], flagged: set[str]) -> list[Outcome]:
    return [Outcome(cid, expected, cid in flagged, slices) for cid, expected, slices in rows]


def _perfect(rows: list[tuple[str, bool, tuple[str, ...]]]) -> set[str]:
    return {cid for cid, expected, _ in rows if expected}


ROWS = _cases(40, 40)


def test_identical_predictions_pass() -> None:
    old = _run(ROWS, _perfect(ROWS))
    report = decide(old, old)
    assert report.verdict == "pass" and report.reasons == ()
    assert report.paired["overall"].recall.delta == 0.0
    line = report.summary()
    assert (
        line.startswith("PASS: 80 cases") and "recall 100.0% -> 100.0%" in line and "FPR 0.0% -> 0.0%" in line
    )
    json.dumps(report.to_dict())


def test_significant_recall_drop_fails() -> None:
    old = _run(ROWS, _perfect(ROWS))
    new = _run(ROWS, _perfect(ROWS) - {f"finance-p{i}" for i in range(8)})
    report = decide(new, old)
    assert report.verdict == "fail"
    (reason,) = report.reasons
    assert reason.check == "recall" and reason.level == "fail"
    assert "dropped 20.0 pts" in reason.message and "p=0.00781" in reason.message
    d = report.paired["overall"].recall
    assert (d.new_only, d.old_only, d.delta) == (0, 8, -0.2)
    assert d.p_value == pytest.approx(2 / 256)
    assert d.ci_low is not None and d.ci_high is not None and d.ci_low <= -0.2 <= d.ci_high < 0


def test_small_unclear_drop_is_inconclusive_not_pass() -> None:
    old = _run(ROWS, _perfect(ROWS))
    new = _run(ROWS, _perfect(ROWS) - {"finance-p0", "finance-p1"})
    report = decide(new, old)
    assert report.verdict == "inconclusive"
    assert "not significant" in report.reasons[0].message
    assert report.paired["overall"].recall.p_value == 0.5


def test_drop_within_tolerance_passes() -> None:
    rows = _cases(200, 40)
    old = _run(rows, _perfect(rows))
    new = _run(rows, _perfect(rows) - {"finance-p0", "finance-p1"})  # -1.0 pt: allowed
    assert decide(new, old).verdict == "pass"
    assert decide(new, old, Thresholds(max_recall_drop=0.005)).verdict == "inconclusive"


def test_significant_fpr_rise_fails() -> None:
    old = _run(ROWS, _perfect(ROWS))
    new = _run(ROWS, _perfect(ROWS) | {f"finance-n{i}" for i in range(7)})
    report = decide(new, old)
    assert report.verdict == "fail" and report.reasons[0].check == "fpr"
    assert report.paired["overall"].fpr.delta == pytest.approx(7 / 40)


def test_critical_slice_regression_fails_even_when_overall_is_flat() -> None:
    rows = _cases(30, 30, "finance") + _cases(30, 30, "medical")
    old_flags = _perfect(rows) - {"finance-p0"}
    new_flags = _perfect(rows) - {"medical-p0"}  # overall unchanged, medical lost one
    old, new = _run(rows, old_flags), _run(rows, new_flags)
    assert decide(new, old).verdict == "pass"
    report = decide(new, old, Thresholds(critical_slices=("domain=medical",)))
    assert report.verdict == "fail"
    (reason,) = report.reasons
    assert reason.check == "critical:domain=medical" and "100.0% -> 96.7%" in reason.message


def test_critical_slice_without_cases_is_inconclusive() -> None:
    old = _run(ROWS, _perfect(ROWS))
    report = decide(old, old, Thresholds(critical_slices=("domain=insurance",)))
    assert report.verdict == "inconclusive"
    assert "has no cases" in report.reasons[0].message


def test_underpowered_corpus_is_inconclusive() -> None:
    rows = _cases(5, 40)
    outcomes = _run(rows, _perfect(rows))
    report = decide(outcomes, outcomes)
    assert report.verdict == "inconclusive"
    assert report.reasons[0].message == "underpowered: 5 conflict cases < 20 needed"
    assert decide(outcomes, outcomes, Thresholds(min_class_cases=5)).verdict == "pass"


def test_absolute_floors_without_baseline() -> None:
    good = _run(ROWS, _perfect(ROWS) - {"finance-p0", "finance-n0"} | {"finance-n0"})
    assert decide(good).verdict == "pass"
    bad = _run(ROWS, {f"finance-p{i}" for i in range(20)})  # recall 50%
    report = decide(bad)
    assert report.verdict == "fail" and report.old is None and report.paired == {}
    assert "detection rate 50.0% < floor 90.0%" in report.reasons[0].message
    near = _run(ROWS, {f"finance-p{i}" for i in range(34)})  # 85%: below floor, not significant
    assert decide(near).verdict == "inconclusive"
    assert "recall 85.0%" in decide(near).summary()


def test_critical_slice_against_floors_without_baseline() -> None:
    rows = _cases(30, 30, "finance") + _cases(30, 10, "medical")
    flags = _perfect(rows) | {"medical-n0", "medical-n1"}  # medical FPR 20%, overall 2/40 = 5%
    report = decide(_run(rows, flags), thresholds=Thresholds(critical_slices=("domain=medical",)))
    assert report.verdict == "fail"
    assert "critical slice domain=medical: FPR 20.0% > ceiling 10.0%" in report.reasons[0].message


def test_report_is_deterministic_and_json() -> None:
    old = _run(ROWS, _perfect(ROWS))
    new = _run(ROWS, _perfect(ROWS) - {"finance-p3"} | {"finance-n5"})
    first, second = decide(new, old).to_dict(), decide(new, old).to_dict()
    assert first == second
    assert json.loads(json.dumps(first))["paired"]["domain=finance"]["fpr"]["new_only"] == 1


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"max_recall_drop": 1.5}, "max_recall_drop"),
        ({"alpha": 0.0}, "alpha"),
        ({"critical_slices": ("medical",)}, "DIMENSION=VALUE"),
        ({"critical_slices": ("region=eu",)}, "DIMENSION=VALUE"),
        ({"min_class_cases": 0}, "min_class_cases"),
    ],
)
def test_bad_thresholds_are_named(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Thresholds(**kwargs)  # type: ignore[arg-type]
