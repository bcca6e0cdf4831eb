"""A money unit declared once for a table (a heading's "（单位：人民币万元）" or "(in thousands)", a row
label's "（元）" or "($ in millions)") gives the rows' bare values their unit, on both backends; a
bare number outside such a table, a count, a ratio or a year stays no value."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from zero_layer.checks import Checker, CheckRequest
from zero_layer.extract import Fact, extract_facts
from zero_layer.extract.native import native_facts

pytestmark = pytest.mark.unit

BACKENDS = ["reference", "native"]

FLASH_REPORT = """2025年度业绩快报（单位：人民币万元）
营业总收入：95,310.42，同比增长6.12%
归属于上市公司股东的净利润：3,118.60，同比增长1.05%
研发人员数量：812
基本每股收益（元）：0.21
总资产：240,117.35万元
报告年度：2025"""

BALANCE_SHEET = """CONSOLIDATED BALANCE SHEET (in thousands), June 30, 2026
Cash and cash equivalents ........ 64,350
Short-term investments ........... 12,900
Number of employees .............. 1,480"""


@pytest.fixture(scope="module", params=BACKENDS)
def extract(request: pytest.FixtureRequest) -> Callable[[str], list[Fact]]:
    if request.param == "reference":
        return extract_facts
    return native_facts


@pytest.fixture(scope="module", params=BACKENDS)
def checker(request: pytest.FixtureRequest) -> Checker:
    return Checker(backend=request.param)


def _money(facts: list[Fact]) -> list[tuple[str, str, float]]:
    return [(f.text, f.dimension, f.value) for f in facts if f.kind == "money"]


def test_a_heading_declares_the_unit_of_its_rows(extract: Callable[[str], list[Fact]]) -> None:
    assert _money(extract(FLASH_REPORT)) == [
        ("95,310.42", "money:CNY", pytest.approx(953_104_200.0)),
        ("3,118.60", "money:CNY", pytest.approx(31_186_000.0)),
        ("0.21", "money:CNY", 0.21),  # the label's own unit wins
        ("240,117.35万元", "money:CNY", pytest.approx(2_401_173_500.0)),  # a written unit stays
    ]  # the headcount and the year are no money
    # rows whose line breaks were lost: a row's label starts after the last number
    flat = "（单位：万元） 营业收入：95,310.42，同比增长6.12% 员工人数：812，净利润：3,118.60，同比增长1.05%"
    assert _money(extract(flat)) == [
        ("95,310.42", "money:CNY", pytest.approx(953_104_200.0)),
        ("3,118.60", "money:CNY", pytest.approx(31_186_000.0)),
    ]


def test_a_markdown_table_under_a_heading(extract: Callable[[str], list[Fact]]) -> None:
    table = (
        "主要财务数据（单位：万元）\n| 项目 | 2025年 | 2024年 |\n|---|---|---|\n"
        "| 营业收入 | 95,310.42 | 89,811.20 |\n| 员工人数 | 812 | 790 |"
    )
    # both columns of the revenue row; the headcount row is no money in either column
    assert [text for text, _dim, _value in _money(extract(table))] == ["95,310.42", "89,811.20"]


def test_an_english_heading_and_its_dot_leaders(extract: Callable[[str], list[Fact]]) -> None:
    facts = extract(BALANCE_SHEET)
    assert _money(facts) == [
        ("64,350", "money:USD", 64_350_000.0),
        ("12,900", "money:USD", 12_900_000.0),
    ]
    cash = next(f for f in facts if f.text == "64,350")
    # a dot leader ends no sentence: the row's label is the value's subject
    assert ("subject", "cash") in cash.concepts


def test_a_heading_names_its_currency_in_words(extract: Callable[[str], list[Fact]]) -> None:
    # "U.S.  dollars" with a doubled space reads as "U.S. dollars"
    assert _money(extract("BALANCE SHEET (in thousands of U.S.  dollars)\nCash ........ 81,200")) == [
        ("81,200", "money:USD", 81_200_000.0)
    ]
    assert _money(extract("Summary (in millions of euros)\nRevenue: 812")) == [
        ("812", "money:EUR", 812_000_000.0)
    ]


def test_a_label_declares_its_own_unit(extract: Callable[[str], list[Fact]]) -> None:
    assert _money(extract("研发投入情况表：研发投入总额（元）281,000,000；资本化比重 12.5%")) == [
        ("281,000,000", "money:CNY", 281_000_000.0)
    ]
    assert _money(extract("Revenue ($ in millions): 1,234\nOperating income (€m)  88.5")) == [
        ("1,234", "money:USD", 1_234_000_000.0),
        ("88.5", "money:EUR", 88_500_000.0),
    ]


def test_bare_numbers_without_a_declaration_stay_no_values(extract: Callable[[str], list[Fact]]) -> None:
    assert _money(extract("Cash and cash equivalents ........ 64,350\n营业总收入：95,310.42")) == []
    # prose after a heading's declaration: not a row's value
    assert _money(extract("（单位：万元）\n本期处置资产的账面价值为3,118.60，较上年减少。")) == []


def test_a_tenfold_slip_against_a_declared_table_is_a_conflict(checker: Checker) -> None:
    review = "券商点评：公司2025年实现营收9.53亿元；归母净利润3.12亿元，业绩符合预期。"
    found = checker.check(CheckRequest.build([FLASH_REPORT, review], None))
    assert found.status == "CONFLICT_DETECTED"
    assert {(c.left.text, c.right.text) for c in found.conflicts} == {("3,118.60", "3.12亿元")}
    consistent = "券商点评：公司2025年实现营收9.53亿元；归母净利润0.31亿元，业绩符合预期。"
    assert checker.check(CheckRequest.build([FLASH_REPORT, consistent], None)).status == "OK"


def test_thousands_against_millions_in_prose(checker: Checker) -> None:
    prose = "At June 30, 2026, we had cash and cash equivalents of $643.5 million."
    assert checker.check(CheckRequest.build([prose, BALANCE_SHEET], None)).status == "CONFLICT_DETECTED"
    agreeing = "At June 30, 2026, we had cash and cash equivalents of $64.4 million."
    assert checker.check(CheckRequest.build([agreeing, BALANCE_SHEET], None)).status == "OK"
