"""A table cell takes the period of its column's header ("| 项目 | 2025年 | 2024年 |"), on both
backends, not the last period written before the table; the backends agree on random tables."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from zero_layer.checks import Checker, CheckRequest
from zero_layer.extract import Fact, extract_facts
from zero_layer.extract.native import native_facts

pytestmark = pytest.mark.unit

BACKENDS = ["reference", "native"]

MARKDOWN = (
    "主要财务数据（单位：万元）\n| 项目 | 2025年 | 2024年 |\n|---|---|---|\n"
    "| 营业收入 | 95,310.42 | 89,811.20 |\n| 毛利率 | 32.1% | 30.5% |"
)
TABBED = "Selected data (in millions)\nItem\tFY2025\tFY2024\nRevenue\t1,234\t1,100\nGross margin\t41%\t39%"


@pytest.fixture(scope="module", params=BACKENDS)
def extract(request: pytest.FixtureRequest) -> Callable[[str], list[Fact]]:
    return extract_facts if request.param == "reference" else native_facts


@pytest.fixture(scope="module", params=BACKENDS)
def checker(request: pytest.FixtureRequest) -> Checker:
    return Checker(backend=request.param)


@pytest.mark.parametrize("table", [MARKDOWN, TABBED])
def test_each_column_has_its_headers_year(extract: Callable[[str], list[Fact]], table: str) -> None:
    assert [f.period.year for f in extract(table)] == [2025, 2024, 2025, 2024]


def test_a_value_outside_a_table_keeps_the_last_period_before_it(
    extract: Callable[[str], list[Fact]],
) -> None:
    assert [f.period.year for f in extract("2024年度报告摘要。\n营业收入：9.53亿元")] == [2024]
    # a column whose header names no period: the same
    assert [f.period.year for f in extract("2024年度\n| 项目 | 金额 |\n| 营业收入 | 9.53亿元 |")] == [2024]


def test_a_years_figure_is_checked_against_its_own_column(checker: Checker) -> None:
    def status(prose: str) -> str:
        return checker.check(CheckRequest.build([MARKDOWN, prose], None)).status

    assert status("公司2025年实现营业收入9.35亿元。") == "CONFLICT_DETECTED"
    assert status("公司2025年实现营业收入9.53亿元。") == "OK"
    assert status("公司2024年实现营业收入8.98亿元。") == "OK"


def test_both_backends_agree_on_random_tables() -> None:
    rnd = random.Random(5)
    heads = ["2025年", "2024年", "FY2025", "Q3 2025", "上年同期", "金额", "", "H1 2024"]
    labels = ["营业收入", "净利润", "Revenue", "Net income", "毛利率", "Headcount"]
    values = ["95,310.42", "1,234", "32.1%", "812", "$4.5 million", "3.2亿元", "", "-"]
    for _ in range(300):
        sep = rnd.choice(["|", "\t", " | "])
        cols = rnd.randint(1, 4)
        lines = [rnd.choice(["（单位：万元）", "(in thousands)", "2023年度", ""])]
        lines.append(sep.join(["项目", *(rnd.choice(heads) for _ in range(cols))]))
        for _ in range(rnd.randint(1, 4)):
            lines.append(sep.join([rnd.choice(labels), *(rnd.choice(values) for _ in range(cols))]))
        text = "\n".join(lines)
        want = [(f.text, f.start, f.period, f.value, f.dimension) for f in extract_facts(text)]
        got = [(f.text, f.start, f.period, f.value, f.dimension) for f in native_facts(text)]
        assert got == want, text
