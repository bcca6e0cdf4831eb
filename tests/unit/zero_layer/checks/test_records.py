"""Chunks about different records of one kind (two orders, two policies) never conflict; the same
record, or a chunk that names none, still does. Both backends."""

from __future__ import annotations

import pytest

from zero_layer.checks import Checker, CheckRequest
from zero_layer.checks.records import different_records, record_ids

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("Order #A20931: 订单金额 $86.40", {"order": {"A20931"}}),
        ("订单号 2025111209334871：共3件", {"order": {"2025111209334871"}}),
        ("Policy No. NB-JS-2024-1186, renewal", {"policy": {"NB-JS-2024-1186"}}),
        ("保单号：p-88120；合同编号：HT-2025-001", {"policy": {"P-88120"}, "contract": {"HT-2025-001"}}),
        # no code: a date, a price, a word, a short number
        ("Invoice 2026-03-01, orders over $40, account for 15% of revenue, contract year 2", {}),
        # people named after a label, by script
        ("被保险人：刘芳（女，35岁），年交保费6,120元", {"person_zh": {"刘芳"}}),
        ("Renal clinic — Patient: Song Wei (ID 7730412)", {"person_en": {"Song Wei"}}),
        # a name ends with its line: the next line's heading is no part of it
        (
            "Day-unit nursing plan - Mrs Ruth Abernethy\nIron infusion course: two infusions",
            {"person_en": {"Ruth Abernethy"}},
        ),
        ("The patient was seen today; the insured pays $40.", {}),
        # or before their age, without a label; a plan or a group is no person
        ("Result: Daniel Whitcombe, age 14. ALP 310 U/L.", {"person_en": {"Daniel Whitcombe"}}),
        ("入院记录：王建国，男，58岁，主诉胸闷", {"person_zh": {"王建国"}}),
        ("The Gold Plan, age 65 and over: $120; Members Over Sixty, aged 60: $90", {}),
        ("Premium confirmation: employee Hannah Roux (52), premium USD 164.", {"person_en": {"Hannah Roux"}}),
        ("保费确认：员工 林思远（29岁），保费96美元。", {"person_zh": {"林思远"}}),
        ("儿童（12岁）保费80元；Gold Plan (20) units; Section Two (12)", {}),
        # nor "your child", nor the next line's field after a label that ends a line
        ("客服答复：您孩子（12岁）的正畸费用可报销50%。", {}),
        ("仅限18周岁以下被保险人\n等待期：基础治疗30天", {}),
        # sites, loans, bookings, tickets and certificates are records too
        ("Site TX-114 lease particulars: annual rent £6,400", {"site": {"TX-114"}}),
        (
            "Loan ref. LN-20931; booking AB12CD; ticket #48213",
            {"loan": {"LN-20931"}, "booking": {"AB12CD"}, "ticket": {"48213"}},
        ),
        ("预订号：HZ88210；工单号 T-2025-0412", {"booking": {"HZ88210"}, "ticket": {"T-2025-0412"}}),
        # a patient's number in a Chinese clinic's register
        ("服药登记：患者编号MM-0231，美沙酮口服液每日60 mg", {"patient": {"MM-0231"}}),
    ],
)
def test_record_ids(text: str, ids: dict[str, set[str]]) -> None:
    assert record_ids(text) == ids


def test_different_records_need_the_same_kind_on_both_sides() -> None:
    order_a, order_b = record_ids("Order #A20931"), record_ids("订单号 A20947")
    assert different_records(order_a, order_b)
    assert not different_records(order_a, record_ids("Order #A20931, refund for order #A20947"))
    assert not different_records(order_a, record_ids("Policy No. P-88120"))
    assert not different_records(order_a, {})


@pytest.mark.parametrize(
    ("first", "other", "same"),
    [
        (
            "Order #A20931: 订单金额 $86.40，已发货 shipped on Nov 3。",
            "Order #A20947: 订单金额 $64.80，预计 Nov 6 发货。",
            "Order #A20931: 订单金额 $68.40，预计 Nov 6 发货。",
        ),
        (
            "Site TX-114 lease particulars: rooftop. Annual rent £6,400, payable quarterly in advance.",
            "Site TX-117 lease particulars: greenfield. Annual rent: £4,600, payable quarterly in advance.",
            "Site TX-114 lease summary: annual rent £4,600, payable quarterly in advance.",
        ),
        (
            "服药登记（2025年8月）：患者编号MM-0231：美沙酮口服液每日60 mg，每日上午在门诊当面服用。",
            "服药登记（2025年8月）：患者编号MM-0417，美沙酮口服液每日65 mg，当面服用。",
            "服药登记（2025年8月）：患者编号MM-0231，美沙酮口服液每日65 mg，当面服用。",
        ),
    ],
    ids=["orders", "sites", "patients"],
)
def test_values_of_different_records_do_not_conflict(
    checker: Checker, first: str, other: str, same: str
) -> None:
    assert checker.check(CheckRequest.build([first, other])).status == "OK"
    assert checker.check(CheckRequest.build([first, same])).status == "CONFLICT_DETECTED"


def test_a_chunk_that_names_no_record_still_conflicts(checker: Checker) -> None:
    first = "Order #A20931: 订单金额 $86.40，已发货 shipped on Nov 3。"
    unnamed = "订单金额 $64.80，预计 Nov 6 发货。"
    assert checker.check(CheckRequest.build([first, unnamed])).status == "CONFLICT_DETECTED"


def test_an_answer_still_contradicts_a_record(checker: Checker) -> None:
    chunks = ["Order #A20931: 订单金额 $86.40。", "Order #A20947: 订单金额 $64.80。"]
    result = checker.check(CheckRequest.build(chunks, "Your order #A20931 came to $68.40."))
    assert [c.kind for c in result.conflicts] == ["answer_contradiction"]


def test_values_of_different_people_do_not_conflict(checker: Checker) -> None:
    mother = "被保险人：刘芳（女，35岁），重疾保额40万元，年交保费6,120元。"
    son = "被保险人：刘子轩（男，8岁），重疾保额40万元，年交保费2,380元。"
    assert checker.check(CheckRequest.build([mother, son])).status == "OK"
    again = "被保险人：刘芳（女，35岁），重疾保额40万元，年交保费6,210元。"
    assert checker.check(CheckRequest.build([mother, again])).status == "CONFLICT_DETECTED"
    # a name in another script may be the same person
    english = "Insured: Liu Fang (female, 35), critical illness cover RMB 400,000, annual premium RMB 6,210."
    assert checker.check(CheckRequest.build([mother, english])).status == "CONFLICT_DETECTED"


def test_a_name_at_a_line_end_is_the_same_person_as_elsewhere(checker: Checker) -> None:
    """ "Mrs Ruth Abernethy" ending its line is the patient the other chunk names: their doses conflict."""
    result = checker.check(
        CheckRequest.build(
            [
                "Haematology plan - Mrs Ruth Abernethy: ferric carboxymaltose 500 mg IV on day 1 and day 8.",
                "Day-unit nursing plan - Mrs Ruth Abernethy\nIron infusion course: two infusions of ferric "
                "carboxymaltose 750 mg, one week apart.",
            ]
        )
    )
    assert result.status == "CONFLICT_DETECTED"


def test_values_of_people_named_by_their_age_do_not_conflict(checker: Checker) -> None:
    ranges = "Reference range, alkaline phosphatase: adults 30-130 U/L; adolescents 100-390 U/L."
    son = "Result: Daniel Whitcombe, age 14. ALP 310 U/L. Flag: none."
    mother = "Result: Margaret Whitcombe, age 46. ALP 118 U/L. Flag: none."
    assert checker.check(CheckRequest.build([ranges, son, mother])).status == "OK"
    again = "Result: Daniel Whitcombe, age 14. ALP 301 U/L. Flag: none."
    assert checker.check(CheckRequest.build([son, again])).status == "CONFLICT_DETECTED"
