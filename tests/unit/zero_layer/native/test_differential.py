"""Property-based differential test: on texts assembled from corpus sentence fragments, numbers,
units, Chinese numerals, English number words, currencies, dates, ranges, approximation and bound
words, signs, stated tolerances, punctuation and mixed English/Chinese, the native engine finds exactly the
reference's facts and check results.

Derandomized (a fixed example sequence, no example database), so CI sees the same inputs every run.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from zero_layer.checks import Checker, CheckRequest
from zero_layer.extract import extract_facts
from zero_layer.extract.native import native_facts
from zero_layer.regress import load_corpus

pytestmark = pytest.mark.unit

STABLE = settings(
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

UNITS = [
    "%", " %", " percent", " per cent", "个百分点", " bps", " basis points", " kg", "mg", " mg/dL", " mmol/L",
    " umol/L", " U/L", " g/L", " mL", " °C", " days", " business days", " weeks", " months", " years",
    " hours", "日", "天", "个工作日", "周", "个月", "年", "小时", "万元", "亿元", "元", "美元",
    "千克", "公斤", "毫克", "折", " million", " billion", "k", "m", "万", "亿", " times a day",
    "次/日", " per month", "/月", " x annual salary", " × your base pay", "× 25", " x electric trucks", "×",
    " X Basic Annual Salary", "x daily",
]  # fmt: skip
CURRENCY = ["$", "US$", "USD ", "€", "EUR ", "£", "GBP ", "¥", "RMB ", "人民币", "HK$", "CNY "]
CN_NUMERALS = [
    "一", "两", "三", "十", "十二", "二十", "三十", "六十", "九十九", "一百", "二百五十", "三千", "一万",
    "一万二千", "五点五", "百分之五", "百分之三点五", "二〇二四", "零点八", "十五", "七",
]  # fmt: skip
EN_NUMERALS = [
    "five", "Ninety", "twenty-four", "FIFTY-EIGHT", "one hundred twenty", "six hundred and fifty",
    "Two Thousand One Hundred Fifty-Eight", "one hundred thousand", "two million five hundred thousand",
    "THREE HUNDRED", "thousand", "one two",
]  # fmt: skip
EN_UNITS = [" dollars", " Dollars ($2,158.00)", " US Dollars (US$500)", " (30) days", " days", " tablets", ""]
DATES = [
    "2025-03-01", "March 5, 2025", "5 March 2025", "Mar 2025", "2025年3月5日", "3月5日", "03/05/2025",
    "Q3 2025", "Q3", "third quarter", "第三季度", "2024年第四季度", "FY2024", "H1 2025", "上半年", "2025年",
    "10:30 am", "14:00", "next year", "去年", "本月",
]  # fmt: skip
WORDS = [
    "about ", "approximately ", "around ", "up to ", "at least ", "no more than ", "not exceeding ",
    "within ", "after acceptance", "before delivery", " after delivery", "from the invoice date", "约",
    "大约", "不超过", "至少", "最高", "验收后", "交付前", "签约后", "between ", " and ", " to ", "-", "–",
    "~", "至", "到", " of ", "the late fee is ", "interest at ", "revenue was ", "净利润", "违约金为",
    "glucose ", "血糖", "Party A ", "甲方", "乙方", "the Buyer ", "each ", "every ", "per ", "每",
    "increase by ", "decreased ", "增长", "下降", "net ", "gross ", "", "Plan B ", "计划A", "B款",
    "Severity 1", "满", "每延误满", "送达", "预计", "DOB ", "出生日期", "down ", " bps", "个基点",
    "合计", "Q3营收", "+", " +", "(+", "−", " -", "同比+", "QoQ +", "T+",
]  # fmt: skip
# what a stated tolerance is written with (``tolerance.py``), glued to a number by `tokens`
TOLERANCES = [
    "±", " ± ", " plus or minus ", "+/- ", " +/−", "more or less ", ", tolerance ", " tolerance 05/",
    "溢短装±", "上下浮动不超过", "浮动", " (field 39A) ",
]  # fmt: skip
TOLERANCE_ENDS = [
    "%", " percent", "% more or less", " bps", " basis points", " bpm", "/05", "个基点", "", "％",
]  # fmt: skip
PUNCT = [" ", "", ", ", ". ", "; ", "，", "。", "；", "、", "(", ")", "（", "）", "\n", ": ", "：", "/"]


@cache
def fragments() -> list[str]:
    """Sentence pieces of the shipped corpus (split at clause punctuation), deduplicated, sorted."""
    pieces: set[str] = set()
    for case in load_corpus():
        texts = [c if isinstance(c, str) else c["text"] for c in case.chunks]
        for text in [*texts, case.answer or ""]:
            pieces.update(p.strip() for p in re.split(r"(?<=[.;,:。；，：])\s*", text) if p.strip())
    return sorted(pieces)


def _number(draw: Any) -> str:
    whole = draw(st.integers(0, 2_500_000))
    style = draw(st.sampled_from(["plain", "comma", "decimal", "small", "neg"]))
    if style == "comma":
        return f"{whole:,}"
    if style == "decimal":
        return f"{whole % 1000}.{draw(st.integers(0, 99))}"
    if style == "small":
        return str(whole % 100)
    return f"-{whole % 500}" if style == "neg" else str(whole)


@st.composite
def tokens(draw: Any) -> str:
    kinds = ["fragment", "fragment", "amount", "money", "cn", "en", "date", "range", "word", "tolerance"]
    kind = draw(st.sampled_from(kinds))
    if kind == "fragment":
        return draw(st.sampled_from(fragments()))
    if kind == "amount":
        return _number(draw) + draw(st.sampled_from(UNITS))
    if kind == "money":
        scale = draw(st.sampled_from(["", " million", "万", "亿"]))
        return draw(st.sampled_from(CURRENCY)) + _number(draw) + scale
    if kind == "cn":
        return draw(st.sampled_from(CN_NUMERALS)) + draw(st.sampled_from(UNITS))
    if kind == "en":
        return draw(st.sampled_from(EN_NUMERALS)) + draw(st.sampled_from(EN_UNITS))
    if kind == "date":
        return draw(st.sampled_from(DATES))
    if kind == "tolerance":
        said = draw(st.sampled_from(TOLERANCES)) + _number(draw) + draw(st.sampled_from(TOLERANCE_ENDS))
        return _number(draw) + draw(st.sampled_from(UNITS)) + said
    if kind == "range":
        sep = draw(st.sampled_from(["-", " to ", "–", "~", "至", " and "]))
        return f"{_number(draw)}{sep}{_number(draw)}{draw(st.sampled_from(UNITS))}"
    return draw(st.sampled_from(WORDS))


@st.composite
def texts(draw: Any, max_parts: int = 10) -> str:
    parts = draw(st.lists(tokens(), min_size=1, max_size=max_parts))
    seps = draw(st.lists(st.sampled_from(PUNCT), min_size=len(parts), max_size=len(parts)))
    return "".join(p + s for p, s in zip(parts, seps, strict=True))


@settings(STABLE, max_examples=600)
@given(text=texts())
def test_facts_equal_the_reference(native_engine: Any, text: str) -> None:
    got = native_facts(text, "c")
    assert got == extract_facts(text, "c")


@settings(STABLE, max_examples=200)
@given(
    chunks=st.lists(texts(max_parts=8), min_size=1, max_size=4),
    answer=st.none() | texts(max_parts=4),
    cool=st.booleans(),
)
def test_check_results_equal_the_reference(
    checkers: tuple[Checker, Checker],
    cooled_checkers: tuple[Checker, Checker],
    chunks: list[str],
    answer: str | None,
    cool: bool,
) -> None:
    native, reference = cooled_checkers if cool else checkers
    request = CheckRequest.build(chunks, answer)
    assert native.check(request).to_dict() == reference.check(request).to_dict()


@pytest.mark.parametrize(
    "text",
    [
        "take 1 tablet İbid for 5 days",  # "İ" is a letter "i" to Python's IGNORECASE: no "bid" here
        "take 1 tablet ıbid for 5 days",  # "ı" (dotless i) too
        "Fee İNCREASED from $4,000 to $4,500.",
        "twice daıly: 500 mg",
    ],
)
def test_dotted_and_dotless_i_fold_as_in_python(native_engine: Any, text: str) -> None:
    got = native_facts(text, "c")
    assert got == extract_facts(text, "c")
