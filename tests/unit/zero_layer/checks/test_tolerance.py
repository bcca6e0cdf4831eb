"""Stated tolerances ("USD 850,000, tolerance +/- 5%"): a value inside the band is no conflict, one
outside it still is; both engines read the band alike (``zero_layer/extract/tolerance.py``)."""

from __future__ import annotations

import pytest

from zero_layer.checks import Checker, CheckRequest
from zero_layer.extract import extract_facts
from zero_layer.extract.tolerance import stated_tolerance

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("text", "percent"),
    [
        ("USD 850,000.00, tolerance plus or minus 5%.", 5.0),
        ("USD 850,000 ±5% of the credit", 5.0),
        ("55,000 mt, 10% more or less in Owners' option", 10.0),
        ("52,000 mt bulk wheat +/- 10% MOLOO", 10.0),
        ("80,000 mt naphtha more or less 7.5 percent", 7.5),
        ("EUR 850,000.00; Field 39A tolerance 05/05 (plus or minus 5%).", 5.0),
        ("USD 640,000 with a tolerance of 10/10", 10.0),
        ("60.5% plus or minus 50 basis points", 0.5),
        ("60,000吨，数量溢短装±10%，由卖方选择", 10.0),
        ("100万元，上下浮动不超过5%。", 5.0),
        # none: another number first, the band on the next line or after a full stop, a heart rate
        ("USD 850,000 and 500 mt ±5%", 0.0),
        ("USD 850,000\nTolerance: ±5%", 0.0),
        ("USD 850,000. Quantity ±5%", 0.0),
        ("72 bpm ± 5 bpm", 0.0),
        ("5 mg; lactose intolerance in 1/3 of patients", 0.0),
        ("USD 850,000, deposit 5%", 0.0),
    ],
)
def test_the_tolerance_written_after_a_value(text: str, percent: float) -> None:
    first = extract_facts(text, "c")[0]
    assert stated_tolerance(text, first.end) == percent


_LC = "Credit amount USD 850,000.00, tolerance plus or minus 5%."


@pytest.mark.parametrize(
    ("chunks", "conflict"),
    [
        ((_LC, "Credit amount drawn: USD 884,000.00."), False),
        ((_LC, "Credit amount drawn: USD 950,000.00."), True),
        (("Credit amount EUR 850,000.00; Field 39A tolerance 05/05.", "Credit amount drawn: EUR 892,500.00."),
         False),
        (("Cargo: 55,000 mt wheat, 10% more or less in Owners' option.", "Cargo: 60,000 mt wheat."), False),
        (("Cargo: 55,000 mt wheat, 5% more or less in Owners' option.", "Cargo: 60,000 mt wheat."), True),
        (("合同金额100万元，上下浮动不超过5%。", "合同金额103万元。"), False),
        (("合同金额100万元，上下浮动不超过5%。", "合同金额110万元。"), True),
        (("Gross margin of 60.5% plus or minus 50 basis points.", "Gross margin of 60.9%."), False),
        (("Gross margin of 60.5% plus or minus 50 basis points.", "Gross margin of 61.5%."), True),
        # without the band the same values disagree
        (("Credit amount USD 850,000.00.", "Credit amount drawn: USD 884,000.00."), True),
        # and two lone sums that nothing ties together are not compared (an invoice is no credit amount)
        (("Credit amount USD 850,000.00.", "Invoice amount USD 884,000.00."), False),
    ],
    ids=["lc-within", "lc-beyond", "mt700-39a-edge", "cargo-within", "cargo-beyond", "zh-within",
         "zh-beyond", "bps-within", "bps-beyond", "no-band", "untied-sums"],
)  # fmt: skip
def test_a_value_within_a_stated_tolerance_agrees(
    checker: Checker, chunks: tuple[str, str], conflict: bool
) -> None:
    result = checker.check(CheckRequest.build(list(chunks)))
    assert result.has_conflict is conflict, result.to_dict()["conflicts"]


def test_an_answer_within_the_tolerance_is_supported(checker: Checker) -> None:
    context = ["Documentary credit LC-77120: amount USD 1,250,000.00, tolerance +/- 5%."]
    within = checker.check(CheckRequest.build(context, "A drawing of USD 1,300,000 fits LC-77120's amount."))
    beyond = checker.check(CheckRequest.build(context, "A drawing of USD 1,400,000 fits LC-77120's amount."))
    assert not within.has_conflict
    assert beyond.has_conflict


def test_a_conflict_reports_the_band_it_went_beyond(checker: Checker) -> None:
    chunks = [
        "Credit amount USD 850,000.00, tolerance plus or minus 5%.",
        "Credit amount drawn: USD 950,000.00.",
    ]
    (conflict,) = checker.check(CheckRequest.build(chunks)).to_dict()["conflicts"]
    bands = {f["text"]: f["tolerance"] for f in conflict["facts"]}
    assert bands == {"USD 850,000.00": 42500.0, "USD 950,000.00": 0.0}
