"""Table-driven tests of fact extraction (EN and ZH): values, units, anchors, periods, markers."""

from __future__ import annotations

import datetime
from collections.abc import Callable

import pytest

from zero_layer.extract import Fact, extract_facts
from zero_layer.extract.facts import YEARLESS, YEARLESS_YEAR
from zero_layer.extract.native import native_facts

pytestmark = pytest.mark.unit


def _one(text: str) -> Fact:
    facts = extract_facts(text, "c1")
    assert len(facts) == 1, [f.text for f in facts]
    return facts[0]


@pytest.mark.parametrize(
    ("text", "kind", "value", "unit"),
    [
        ("Payment is due 30 days after delivery.", "duration", 30.0, "day"),
        ("The warranty lasts 24 months.", "duration", 730.5, "day"),
        ("The warranty lasts 2 years.", "duration", 730.5, "day"),
        ("付款期限为验收后六十日。", "duration", 60.0, "day"),
        ("退款将在3个工作日内到账。", "business_days", 3.0, "day"),
        ("违约金为百分之五。", "percent", 5.0, "percent"),
        ("按未付金额的万分之五支付违约金。", "percent", 0.05, "percent"),
        ("The late fee is 1.5% per month.", "percent", 1.5, "percent"),
        ("The cap is $2.5 million.", "money", 2_500_000.0, "USD"),
        ("The cap is USD 2,500,000.", "money", 2_500_000.0, "USD"),
        ("合同总价为人民币三百万元。", "money", 3_000_000.0, "CNY"),
        ("营收5亿元。", "money", 500_000_000.0, "CNY"),
        ("ALT was 86 U/L.", "quantity", 86.0, "base"),
        ("The term is five (5) years.", "duration", 1826.25, "day"),
        # a number spelled out in full is one number, not its last word
        ("Rent is Two Thousand One Hundred Fifty-Eight Dollars per month.", "money", 2158.0, "USD"),
        ("A fee of one hundred twenty dollars applies.", "money", 120.0, "USD"),
        ("A deposit of six hundred and fifty dollars is held.", "money", 650.0, "USD"),
        ("Cover is limited to one hundred thousand dollars.", "money", 100_000.0, "USD"),
        ("A fine of USD two million five hundred thousand.", "money", 2_500_000.0, "USD"),
        ("Notice must be given one hundred twenty (120) days ahead.", "duration", 120.0, "day"),
        ("Rent: Two Thousand Dollars ($2,000) monthly.", "money", 2000.0, "USD"),
    ],
)
def test_values_units_and_kinds(text: str, kind: str, value: float, unit: str) -> None:
    fact = _one(text)
    assert fact.kind == kind
    assert fact.value == pytest.approx(value)
    assert fact.unit == unit
    assert text[fact.start : fact.end] == fact.text


def test_glucose_mass_and_molar_concentrations_normalise_to_the_same_value() -> None:
    mg, mmol = extract_facts("Fasting glucose was 500 mg/dL (27.8 mmol/L).", "c1")
    assert mg.dimension == mmol.dimension == "[substance] / [length] ** 3"
    assert mg.value == pytest.approx(27.75, abs=0.01)
    assert mmol.value == pytest.approx(27.8)
    assert mg.analyte == mmol.analyte == "glucose"


@pytest.mark.parametrize(
    ("text", "anchor"),
    [
        ("Payment is due 30 days after delivery of the goods.", "after:delivery"),
        ("Pay within 60 days after acceptance.", "after:acceptance"),
        ("乙方应在验收后60日内付款。", "after:acceptance"),
        ("自合同签订之日起30日内交货。", "after:signing"),
        # a verb for a known event names it ("you sign" is signing), read only as the anchor
        ("You have 10 days from the date you sign this agreement to cancel.", "after:signing"),
        ("Report defects within 7 days of discovering them.", "after:discovery"),
        ("Notify us within 48 hours of becoming aware of a breach.", "after:awareness"),
        ("Breach notification within 72 hours of awareness.", "after:awareness"),
        # a party, then the known event's verb: the verb names the event
        ("Give notice within 14 days of the Insured becoming aware of it.", "after:awareness"),
        ("Payment is due 30 days after the buyer receives the goods.", "after:receipt"),
        ("Claims must be made within 7 days of the parcel being shipped.", "after:shipment"),
        ("Reply within 30 days of the customer's request.", "after:~customer"),
        ("Refunds are issued within 14 days of the date of cancellation.", "after:~cancellation"),
        ("The warranty lasts 12 months.", None),
        # a show (演出) is the event a ticket's refund deadline counts back from, in either language
        ("演出前7天可申请退票。", "before:event_day"),
        ("Refunds are available up to 7 days before the event date.", "before:event_day"),
    ],
)
def test_durations_keep_their_anchor(text: str, anchor: str | None) -> None:
    assert _one(text).anchor == anchor


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Q3 2024 revenue was $5 million.", "Q3 2024"),
        ("Revenue in the third quarter of 2024 was $5 million.", "Q3 2024"),
        ("2024年第三季度营收为5亿元。", "Q3 2024"),
        ("3Q25 operating income was $312 million.", "Q3 2025"),
        # halves and quarters as Asian reports write them: no "2 hours" in "2H FY2024"
        ("DPU for 2H FY2024: 2.64 Singapore cents.", "H2 2024"),
        ("1H25 revenue was USD 9.8 million.", "H1 2025"),
        ("Revenue 3Q 2024: USD 5.2 million.", "Q3 2024"),
        ("1Q FY25 revenue was USD 3.1 million.", "Q1 2025"),
        ("上半年净利润为3亿元。", "H1"),
        ("The annual limit is $10,000 each policy year.", "FY"),
    ],
)
def test_fiscal_periods(text: str, label: str) -> None:
    assert _one(text).period.label() == label


@pytest.mark.parametrize(
    "text",
    [
        "2025—2026年采暖季居民采暖费每平方米26元。",
        "居民用户2025-2026年采暖季采暖费按建筑面积每平方米26元收取。",
        "Tuition for the 2025-26 academic year: £9,250.",
        "Season pass 2025/26: GBP 640.",
        "Water tariffs 2025 – 2026: standing charge £38.",
    ],
)
def test_a_span_of_two_years_is_one_period_named_by_its_first(text: str) -> None:
    # a heating season or an academic year written as two years is one period, however it is
    # written: "2025—2026年" is the "2025-26" season, not 2025 here and 2026 there
    assert _one(text).period.year == 2025


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Revenue for the three months ended September 30, 2025 was $47.1 million.", "Q3 2025"),
        ("Net income for the quarter ended June 30, 2024 was $8 million.", "Q2 2024"),
        ("Revenue for the six months ended June 30, 2025 was $90 million.", "H1 2025"),
        ("Revenue for the six months ended December 31, 2025 was $95 million.", "H2 2025"),
        ("截至2025年9月30日止三个月，营业收入为5亿元。", "Q3 2025"),
        ("Cash at September 30, 2025 was $12 million.", "M9 2025"),
    ],
)
def test_the_quarter_or_half_that_ends_on_a_date(text: str, label: str) -> None:
    *_dates, value = extract_facts(text, "c1")
    assert value.kind == "money"
    assert value.period.label() == label


def test_ranges_approximations_and_bounds() -> None:
    rng = _one("Delivery takes 3-5 business days.")
    assert (rng.value, rng.high) == (3.0, 5.0)
    assert _one("Roughly 30 days are needed.").approx
    assert _one("约30天左右完成。").approx
    assert _one("Liability shall not exceed USD 1,000,000.").bound == "max"
    assert _one("不少于90日通知。").bound == "min"
    # "不低于" is "not below": a floor, though "低于" inside it is a ceiling
    assert _one("首付比例不低于20%。").bound == "min"
    assert _one("利率不小于3%。").bound == "min"
    assert _one("利率低于5%。").bound == "max"
    # the span a loan is repaid over is no minimum; a delay over three hours is
    assert _one("The loan is repayable over 25 years.").bound is None
    assert [
        f.bound for f in extract_facts("Borrowing £8,000 over 48 months.", "c") if f.kind == "duration"
    ] == [None]
    assert _one("Delays over 3 hours are compensated.").bound == "min"


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("签订日期：二〇二五年三月十五日", datetime.date(2025, 3, 15)),
        ("请于二〇二五年十二月三十一日前付清。", datetime.date(2025, 12, 31)),
        ("Due on the 15th of March 2025.", datetime.date(2025, 3, 15)),
        ("Datum: 15.03.2025", datetime.date(2025, 3, 15)),
        ("Effective 01-04-2025.", datetime.date(2025, 4, 1)),
        ("Invoice dated 03-15-2025.", datetime.date(2025, 3, 15)),
    ],
)
def test_dates_in_chinese_numerals_dots_and_with_of(text: str, day: datetime.date) -> None:
    fact = _one(text)
    assert (fact.dimension, fact.value) == ("date", float(day.toordinal()))


def test_dates_in_three_notations_are_the_same_day() -> None:
    facts = extract_facts("Signed March 15, 2024; effective 15 March 2024; 2024-03-15; 2024年3月15日.", "c")
    assert [f.kind for f in facts] == ["date"] * 4
    assert len({f.value for f in facts}) == 1


def test_a_swift_date_field_is_a_date() -> None:
    """MT700's date fields write YYMMDD (31C date of issue, 31D expiry, 44C latest shipment); six
    digits elsewhere, or seven, are no date."""
    mt700 = (
        ":31C: Date of Issue: 250612\n:31D: Date and Place of Expiry: 250915 HAMBURG\n"
        ":44C: Latest Date of Shipment: 250825"
    )
    facts = extract_facts(mt700, "c")
    assert [(f.text, f.kind) for f in facts] == [("250612", "date"), ("250915", "date"), ("250825", "date")]
    assert facts[1].value == extract_facts("15 September 2025", "c")[0].value
    assert (
        extract_facts(
            "Order 250915 shipped. :31D: Date and Place of Expiry: 2509151 LONDON; :31D: 251315", "c"
        )
        == []
    )


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_swift_date_field_in_an_extract_starts_its_line_with_the_tag(
    facts: Callable[..., list[Fact]],
) -> None:
    """An MT700 extract drops the colons: "31D Date and place of expiry: 260315 Shenzhen" is 15 March
    2026, as ":31D:" is; a tag in the middle of a line is none."""
    extract = (
        "LC-88412 (MT700 extract)\n31D Date and place of expiry: 260315 Shenzhen\n"
        "44C Latest date of shipment: 260228"
    )
    found = facts(extract, "c")
    assert [(f.text, f.kind) for f in found] == [("260315", "date"), ("260228", "date")]
    assert found[0].value == extract_facts("15 March 2026", "c")[0].value
    numbered = facts("1. LC-88412 (MT700 extract)\n2. 31D Date and place of expiry: 260315 Shenzhen", "c")
    assert [(f.text, f.value) for f in numbered] == [("260315", found[0].value)]
    assert facts("Order ref 31D 260315 shipped.", "c") == []


@pytest.mark.parametrize(
    "text",
    [
        "See Article 5 and section 3.2.",
        "统一一次性付款。",
        "第3条规定如下。",
        "ISO9001 certified; call 12345.",
    ],
)
def test_numbers_without_a_unit_are_not_facts(text: str) -> None:
    assert extract_facts(text, "c") == []


def test_subjects_map_synonyms_across_languages() -> None:
    en = _one("The late fee is 5%.")
    zh = _one("滞纳金为5%。")
    assert en.concepts_of("subject") == zh.concepts_of("subject") == frozenset({"late_fee"})


def test_facts_per_chunk_are_capped() -> None:
    text = "Fee 5% and 6 days. " * 1000
    assert len(extract_facts(text, "c", limit=50)) == 50


@pytest.mark.parametrize(
    ("text", "per_day"),
    [
        ("Take 75 mg twice a day.", 2.0),
        ("amoxicillin 500 mg every 8 hours", 3.0),
        ("amoxicillin 500 mg PO q12h", 2.0),
        ("二甲双胍0.5g 口服 bid", 2.0),
        ("二甲双胍片0.5克，每日三次", 3.0),
        ("ramipril 5 mg od", 1.0),
        ("paracetamol 1 g qds", 4.0),
        ("zopiclone 7.5 mg nocte", 1.0),
        ("2 tabs tds", 3.0),
        ("warfarin 1 tablet every other day", 0.5),
        ("阿司匹林100mg，隔日一次", 0.5),
        ("睡前服用，每晚1次", 1.0),
        # a most per 24 hours is a most per day
        ("Do not give more than 4 doses in any 24 hours.", 4.0),
        ("You can give 7.5 mL up to 6 times in 24 hours.", 6.0),
    ],
)
def test_frequencies_are_doses_per_day(text: str, per_day: float) -> None:
    freq = [f for f in extract_facts(text, "c") if f.kind == "frequency"]
    assert [f.value for f in freq] == [pytest.approx(per_day)]


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("Unit rate 9.5p/kWh.", "tariff:GBP/kwh", 0.095),
        ("Energy charge 18.5¢/kWh.", "tariff:USD/kwh", 0.185),
        ("Energy charge 18.5 cents per kWh.", "tariff:USD/kwh", 0.185),
        ("A final dividend of 12.5 pence per share.", "money:GBP", 0.125),
        ("Platelets 250 x 10^3/µL.", "count:cells_1e9_per_L", 250.0),
        ("Broadband up to 100 Mbps.", "data_rate", 100.0),
        ("Oxygen at 2 L/min via nasal cannula.", "[length] ** 3 / [time]", 2e-3 / 60),
        ("Infusion at 125 mL/hr.", "[length] ** 3 / [time]", 125e-6 / 3600),
        ("Floor area 89.5 m².", "[length] ** 2", 89.5),
        ("建筑面积89.5平方米。", "[length] ** 2", 89.5),
        ("承保面积300亩。", "[length] ** 2", 200_000.0),
        ("Tyre pressure 32 psi.", "[mass] / [length] / [time] ** 2", 32 * 6894.757293168),
        ("Charger output 7 kW.", "[mass] * [length] ** 2 / [time] ** 3", 7000.0),
        ("Height 5 ft 9 in.", "[length]", 69 * 0.0254),
        ("Paclitaxel 175 mg/m² IV.", "[mass] / [length] ** 2", 175e-6),
        ("Price: CHF 120.", "money:CHF", 120.0),
        ("谷时电价5.7便士/千瓦时。", "tariff:GBP/kwh", 0.057),
        ("第一阶梯燃气价：2.85元/立方米。", "tariff:CNY/m3", 2.85),
        # a price per a thousand units is a thousandth of it per unit
        ("管输价格182.6元/千立方米。", "tariff:CNY/m3", 0.1826),
        ("Baseload price: EUR 85 per MWh.", "tariff:EUR/kwh", 0.085),
        ("本月用气42立方米。", "[length] ** 3", 42.0),
        # a diet's energy, in kilocalories or kilojoules (one kcal is 4.184 kJ)
        ("Energy intake 2,000 kcal.", "[mass] * [length] ** 2 / [time] ** 2", 2000 * 4184.0),
        ("Energy intake 8,400 kJ.", "[mass] * [length] ** 2 / [time] ** 2", 8.4e6),
        ("每日热量1800千卡。", "[mass] * [length] ** 2 / [time] ** 2", 1800 * 4184.0),
        # "度" after electricity is a kilowatt-hour, not a degree
        ("本月用电218度。", "[mass] * [length] ** 2 / [time] ** 2", 218 * 3.6e6),
        ("体温38.5度。", "temperature", 38.5),
        ("Price: SGD 45.90.", "money:SGD", 45.9),
        ("Price: NT$3,000.", "money:TWD", 3000.0),
        ("Price: ₩50,000.", "money:KRW", 50000.0),
        ("价格：3,000円。", "money:JPY", 3000.0),
        ("Ferritin 12 µg/L.", "[mass] / [length] ** 3", 12e-6),
        ("HbA1c 53 mmol/mol.", "hba1c_ifcc", 53.0),
        ("TSH 2.5 mIU/L.", "[international_unit] / [length] ** 3", 2.5),
        ("苹果2斤。", "[mass]", 1.0),
        ("Tank of 2 gallons.", "[length] ** 3", 2 * 3.785411784e-3),
        # a year and a half, two and a half months
        ("保修期一年半。", "duration", 1.5 * 365.25),
        ("观察期两个半月。", "duration", 2.5 * 30.4375),
        ("手术约三个半小时。", "duration", 3.5 / 24),
        ("Surgery took two and a half hours.", "duration", 2.5 / 24),
        ("A contract of one and a half years.", "duration", 1.5 * 365.25),
        # compound durations: one value in the smaller unit
        ("Minimum term: 1 yr 6 mo.", "duration", 18 * 30.4375),
        ("借款期限1年6个月。", "duration", 18 * 30.4375),
        ("Warranty of 1 year and 6 months.", "duration", 18 * 30.4375),
        ("手术时长2小时30分。", "duration", 150 / 1440),
        ("Surgery took 2 hours 30 minutes.", "duration", 150 / 1440),
        ("Flying time approx. 7h 45m.", "duration", 465 / 1440),
        # India's grouping, lakh and crore; Swiss apostrophes; Brazil's real; powers of ten
        ("Liquidated damages: Rs. 1,25,000 per week.", "money:INR", 125_000.0),
        ("Sanctioned loan: ₹2.5 lakh.", "money:INR", 250_000.0),
        ("The company raised ₹3,200 crore.", "money:INR", 3.2e10),
        ("Invoice total: CHF 1'250.50.", "money:CHF", 1250.5),
        ("Subscription in Brazil: R$ 49.90.", "money:BRL", 49.9),
        ("Total notional: 1.2e6 USD.", "money:USD", 1.2e6),
        ("Limit 5 × 10^6 USD.", "money:USD", 5e6),
        ("乙肝病毒DNA 2.3×10^5 IU/mL。", "count:unit", 2.3e5),
        ("月薪新臺幣三萬二千元整。", "money:TWD", 32_000.0),
        ("押金500美金。", "money:USD", 500.0),
        ("DPU: 2.64 Singapore cents.", "money:SGD", 0.0264),
        # other currencies by their ISO code, before or after the amount
        ("Processing fee KES 1,000.", "money:KES", 1000.0),
        ("Principal: KSh 40,000.", "money:KES", 40_000.0),
        ("Fee of 50,000 NGN.", "money:NGN", 50_000.0),
        ("Rent: SEK 12 500 per month.", "money:SEK", 12_500.0),
        # and by their everyday Chinese names
        ("成人日票97瑞郎。", "money:CHF", 97.0),
        ("学费2万加币。", "money:CAD", 20_000.0),
        ("酒店每晚3,500泰铢。", "money:THB", 3500.0),
        ("押金1.2万迪拉姆。", "money:AED", 12_000.0),
        ("手续费200丹麦克朗。", "money:DKK", 200.0),
        # interest in fen and li, as Chinese lending writes it
        ("借款月息1分。", "percent", 1.0),
        ("双方约定年息八厘。", "percent", 8.0),
        ("约定月利率5厘。", "percent", 0.5),
        ("日息2厘。", "percent", 0.02),
        # yuan, jiao and fen
        ("活期利息7元2角5分。", "money:CNY", 7.25),
        ("单价三元五角。", "money:CNY", 3.5),
        # freight: tonnes and cubic metres
        ("Cargo 22.5 tonnes.", "[mass]", 22_500.0),
        ("货物毛重1.2吨。", "[mass]", 1200.0),
        ("Gross weight 21,500 KGS.", "[mass]", 21_500.0),
        ("Volume 58.2 CBM.", "[length] ** 3", 58.2),
        ("货物体积58立方。", "[length] ** 3", 58.0),
        ("Fuel: 14.2 US gallons.", "[length] ** 3", 14.2 * 3.785411784e-3),
        # the clotting ratio on warfarin is no amount in rupees
        ("INR 2.8 on warfarin.", "count:inr_ratio", 2.8),
        # European notation: a decimal comma before a unit or after a currency, dots in the thousands
        ("Haemoglobin 13,5 g/dL.", "[mass] / [length] ** 3", 135.0),
        ("Zinssatz 3,5 %.", "percent", 3.5),
        ("Total 12,50 € pro Monat.", "money:EUR", 12.5),
        ("Preis: 1.250,00 €.", "money:EUR", 1250.0),
        ("Prix : € 12,50.", "money:EUR", 12.5),
        # thousands grouped by spaces: in money, or by no-break spaces before any unit
        ("Rent: 1 250 € per month.", "money:EUR", 1250.0),
        ("Total due: EUR 1 250 000.", "money:EUR", 1_250_000.0),
        ("Loyer : 1 250,50 € par mois.", "money:EUR", 1250.5),
        ("Prix : 1\u202f250,50 € TTC.", "money:EUR", 1250.5),
        ("Poids : 1\u00a0250 kg.", "[mass]", 1250.0),
        # per mille in digits or with its sign; a Chinese scale before a Latin unit
        ("佣金千分之2.5。", "percent", 0.25),
        ("逾期按日万分之5计收。", "percent", 0.05),
        ("Brokerage of 2.5‰ of the value.", "percent", 0.25),
        ("促红素 1万IU 皮下注射。", "count:unit", 10_000.0),
        ("维生素D滴剂400国际单位。", "count:unit", 400.0),
        # speeds (a length before them), megapascals, millimetres ("USD 50 mm" stays 50 million)
        ("Speed limit 100 km/h.", "[length] / [time]", 100_000 / 3600),
        ("Speed limit 62 mph.", "[length] / [time]", 62 * 1609.344 / 3600),
        ("限速80公里/小时。", "[length] / [time]", 80_000 / 3600),
        ("水压0.2兆帕。", "[mass] / [length] / [time] ** 2", 200_000.0),
        ("新生儿身长 50 mm。", "[length]", 0.05),
        ("A facility of USD 50 mm.", "money:USD", 5e7),
        ("Levothyroxine 25 mcg/mL oral suspension.", "[mass] / [length] ** 3", 0.025),
        # a body mass index and an eGFR, with their units or without
        ("BMI 27.0.", "count:bmi", 27.0),
        ("BMI: 31.2 kg/m2.", "count:bmi", 31.2),
        ("体重指数28.4。", "count:bmi", 28.4),
        ("eGFR 76, improving.", "[length] ** 3 / [time]", 76e-6 / 60),
        # a word between a number and its unit
        ("Includes 200 free miles per rental day.", "[length]", 200 * 1609.344),
        ("Please allow 5 additional days.", "duration", 5.0),
        ("You get 2 extra nights.", "duration", 2.0),
        ("Notice period two calendar months.", "duration", 2 * 30.4375),
        ("Notice of one (1) calendar month.", "duration", 30.4375),
        # data used, not a device's storage
        ("After 100 GB of usage in a bill cycle.", "data", 100_000.0),
        ("Once you've used 10 GB in a bill cycle.", "data", 10_000.0),
        # an allowance a month is data too
        ("In the EU you can use up to 12 GB a month at no extra cost.", "data", 12_000.0),
        ("每月可用20GB。", "data", 20_000.0),
        ("婚宴保底桌数为20桌。", "count:banquet_table", 20.0),
        ("客户确认：成人95位。", "count:person", 95.0),
        ("We expect 120 guests.", "count:person", 120.0),
        # vulgar fractions
        ("Holders of the 3½% Treasury Gilt.", "percent", 3.5),
        ("Policy rate down to 3¾%.", "percent", 3.75),
        ("Take 1½ tablets.", "count:tablet", 1.5),
        # a slash date with a two-digit year
        ("Date of loss: 15/03/25.", "date", float(datetime.date(2025, 3, 15).toordinal())),
        # a gestational age in weeks and days
        ("Born at 36+5 weeks' gestation.", "duration", 36 * 7 + 5.0),
        ("孕32+4周。", "duration", 32 * 7 + 4.0),
        # a year written with an apostrophe
        ("Offer valid until 15 Mar '25.", "date", float(datetime.date(2025, 3, 15).toordinal())),
        # a date in Taiwan's Minguo years
        ("繳款期限：114年3月15日。", "date", float(datetime.date(2025, 3, 15).toordinal())),
        # a temperature below zero, and units of freight, cents and fortnights
        ("Store frozen at -20 °C.", "temperature", -20.0),
        ("Store frozen at −4 °F.", "temperature", -20.0),
        ("冷冻-18℃保存。", "temperature", -18.0),
        ("冬季室外零下5度。", "temperature", -5.0),
        ("Keep at minus 18 °C.", "temperature", -18.0),
        ("Truck load 30 tons.", "[mass]", 30_000.0),
        ("Basic price 35 ct.", "money:EUR", 0.35),
        ("Closed for two fortnights.", "duration", 28.0),
        # an age as a birthday
        ("Cover ends on your 65th birthday.", "count:year_of_age", 65.0),
        # seconds, and counts of cycles, lessons, bags, devices, accounts, tickets, passengers
        ("Hold for 40 seconds.", "duration", 40 / 86400),
        ("按压30秒。", "duration", 30 / 86400),
        ("Give 6 cycles of chemotherapy.", "count:cycle", 6.0),
        ("A block of 10 lessons.", "count:lesson", 10.0),
        ("Business Flex includes 2 bags.", "count:bag", 2.0),
        ("Stream on 4 devices.", "count:device", 4.0),
        ("The plan allows 6 accounts.", "count:account", 6.0),
        ("Book 2 tickets.", "count:ticket", 2.0),
        ("The cabin seats 3 passengers.", "count:passenger", 3.0),
        # years that are an age, not a duration
        ("The co-payment applies once your dog reaches 9 years of age.", "count:year_of_age", 9.0),
        ("Dogs aged 8 years pay a co-payment.", "count:year_of_age", 8.0),
    ],
)
def test_notations_read_as_one_value_in_its_dimension(text: str, dimension: str, value: float) -> None:
    fact = _one(text)
    assert (fact.dimension, fact.value) == (dimension, pytest.approx(value))


@pytest.mark.parametrize(
    "text", ["Off-peak usage 412 kWh at 9.50p = GBP 39.14.", "37 additional minutes @ 9.50p = GBP 3.52."]
)
def test_a_price_after_a_metered_quantity_is_per_its_unit(text: str) -> None:
    price = next(f for f in extract_facts(text, "c1") if f.text == "9.50p")
    assert price.dimension.startswith("tariff:GBP/")


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_unit_price_after_a_metered_quantity_is_per_its_unit(
    facts: Callable[[str, str], list[Fact]],
) -> None:
    # a bill's line: "峰时段用电186千瓦时，单价0.86元" is 0.86元 per kWh, as "0.68元每千瓦时" in the tariff
    got = {
        f.text: f.dimension
        for f in facts("峰时段用电186千瓦时，单价0.86元；Peak usage 186 kWh, unit rate £0.32.", "c1")
    }
    assert (got["0.86元"], got["£0.32"]) == ("tariff:CNY/kwh", "tariff:GBP/kwh")


def test_a_hyphen_after_a_word_or_a_number_is_no_minus() -> None:
    facts = extract_facts("Zone A-5 °C; store at 2-8 °C; item-4 °C.", "c1")
    assert [(f.text, f.value, f.high) for f in facts] == [
        ("5 °C", 5.0, None),
        ("2-8 °C", 2.0, 8.0),
        ("4 °C", 4.0, None),
    ]


def test_a_span_of_days_with_a_hyphen_ends_on_its_date_as_with_an_en_dash() -> None:
    for text in ("Readings, 1-30 September 2025 (30 days).", "Readings, 1–30 September 2025 (30 days)."):
        assert [(f.text, f.bound) for f in extract_facts(text, "c1")] == [
            ("30 September 2025", "max"),
            ("30 days", None),
        ]
    assert extract_facts("Term 02/01/2026-01/31/2027.", "c1")[-1].bound is None  # a year, not a day


def test_an_age_range_spelled_out_ends_in_an_age() -> None:
    facts = extract_facts("Children two (2) months to seventeen (17) years: two doses.", "c1")
    assert (facts[-1].unit, facts[-1].value) == ("year_of_age", 17.0)


def test_a_currency_on_the_line_before_is_not_the_next_numbers() -> None:
    """Numbering the lines of "保函金额：2.5万欧元" / "有效期至…" put "5." after "欧元" and its newline."""
    facts = extract_facts("4. 保函金额：2.5万欧元\n5. 有效期至：2026年3月31日", "c1")
    assert [(f.text, f.kind) for f in facts] == [("2.5万欧元", "money"), ("2026年3月31日", "date")]
    assert extract_facts("Guarantee amount: EUR\u00a0250,000.", "c1")[0].text == "EUR\u00a0250,000"


def test_a_span_start_before_a_day_in_chinese_numerals_is_a_commencement() -> None:
    for text in ("活动：亚太牙科大会（2026年4月9日至11日）", "活动：亚太牙科大会（2026年4月9日至十一日）"):
        start = extract_facts(text, "c1")[0]
        assert start.text == "2026年4月9日" and ("subject", "commencement") in start.concepts


def test_a_day_a_value_applies_from_is_no_period() -> None:
    """ "自2025年3月1日起" dates a change: the price after it is no price of March only."""
    for text in (
        "自2025年3月1日起，第一阶梯价格为每立方米3.50元。",
        "Effective 1 March 2025, the tier-1 price is $3.50.",
    ):
        assert extract_facts(text, "c1")[-1].period.sub is None
    assert extract_facts("2025年3月第一阶梯价格为每立方米3.50元。", "c1")[-1].period.sub == "M3"


def test_a_list_rung_with_its_own_label_keeps_its_own_topic() -> None:
    """ "2. Section 2 Wedding attire: up to GBP 5,000" is not the cancellation cover of the rung before."""
    text = (
        "1. Section 1 Cancellation: up to GBP 20,000 for irrecoverable costs.\n"
        "2. Section 2 Wedding attire: up to GBP 5,000 for the dress and suits."
    )
    attire = next(f for f in extract_facts(text, "c1") if f.text == "GBP 5,000")
    assert not attire.concepts_of("subject")


def test_the_clotting_ratio_named_a_few_words_before_its_value() -> None:
    def read(text: str) -> list[tuple[str, float, float | None]]:
        return [(f.dimension, f.value, f.high) for f in extract_facts(text, "c1")]

    assert read("Target INR range: 2.5-3.5.") == [("count:inr_ratio", 2.5, 3.5)]
    assert read("INR was 1.8 on the day of discharge.") == [("count:inr_ratio", 1.8, None)]
    assert read("Fee: INR 2.5 lakh.") == [("money:INR", 250000.0, None)]  # rupees, scaled


def test_cases_of_a_size_are_counted() -> None:
    """ "12,000 nine-litre cases" is 12,000 cases, not nine litres."""
    facts = extract_facts(
        "The Distributor shall purchase not less than 12,000 nine-litre cases; 每季度500箱。", "c1"
    )
    assert [(f.dimension, f.value) for f in facts] == [("count:case", 12000.0), ("count:case", 500.0)]


def test_a_heading_line_over_the_title_does_not_push_the_title_out() -> None:
    """A chunk's title names its tier for every value; "Summary" above it must not cut "Gold" off."""
    title = (
        "TIMESHARE PURCHASE AGREEMENT - Harbour Point Vacation Club, Unit 7C, floating week in Season Gold"
    )
    for text in (f"{title}\nPurchase price: US$21,500.", f"Summary\n{title}\nPurchase price: US$21,500."):
        (price,) = extract_facts(text, "c1")
        assert ("tier", "gold") in price.qualifiers


def test_what_a_parcel_may_weigh_is_its_weight_and_a_calendar_month_is_monthly() -> None:
    (weight,) = extract_facts("Parcels sent from a locker can weigh up to 15 kg.", "c1")
    assert ("subject", "weight") in weight.concepts
    (target,) = extract_facts("Service Availability Target: 99.95% per calendar month.", "c1")
    assert ("rate_basis", "monthly") in target.concepts


def test_a_comma_that_groups_digits_does_not_cut_the_clause() -> None:
    for msn in ("52301", "52,301"):
        text = f"The Lease Term for MSN {msn} shall commence on the Delivery Date and end eight years later."
        (term,) = extract_facts(text, "c1")
        assert ("subject", "term") in term.concepts, msn


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("Leased quantity: 450 acre-feet a year.", "[length] ** 3", 450 * 1233.4892384681),
        ("Right ear pure-tone average 35 dB HL.", "count:db_hl", 35.0),
        ("夜间噪声不超过45分贝。", "count:db_hl", 45.0),
        ("Total volume: 250,000 VCUs.", "count:vcu", 250_000.0),
        ("Contract Quantity: 250,000 tCO2e, delivered in two tranches.", "count:tco2e", 250_000.0),
        ("年度配额缺口为3,200吨二氧化碳当量。", "count:tco2e", 3_200.0),
    ],
)
def test_water_hearing_and_carbon_credit_units_are_read(text: str, dimension: str, value: float) -> None:
    (fact,) = extract_facts(text, "c1")
    assert (fact.dimension, fact.value) == (dimension, pytest.approx(value, rel=1e-6))


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Response targets: Severity 1 - 30 minutes; Severity 2 - 4 hours.", ["30 minutes", "4 hours"]),
        ("Site schedule: Building 1 - 4,380 m2; Building 3 - 3,800 m2.", ["4,380 m2", "3,800 m2"]),
        ("Delivery: 3 - 5 days.", ["3 - 5 days"]),  # no label before it: still a range
        # a descending pair is no range, and the first number does not take the second's unit
        ("Maximum loan-to-value by age: 60 – 20%; 65 – 25%.", ["20%", "25%"]),
    ],
)
def test_a_numbered_label_before_a_dash_starts_no_range(text: str, read: list[str]) -> None:
    assert [f.text for f in extract_facts(text, "c1")] == read


def test_net_tonnes_and_lens_powers_are_read() -> None:
    (volume,) = extract_facts("Minimum Annual Volume: 48,000 net tonnes per Contract Year.", "c1")
    assert (volume.dimension, volume.value) == ("[mass]", 48_000_000.0)
    right, left = extract_facts(
        "Right eye (OD): sphere -2.75, base curve 8.6. Left eye (OS): sphere -3.00.", "c1"
    )
    assert (right.dimension, right.value, left.value) == ("count:dioptre", 2.75, 3.0)
    assert ("eye", "right_eye") in right.concepts and ("eye", "left_eye") in left.concepts
    (power,) = extract_facts("OD: BC 8.6, DIA 14.2, PWR −2.75.", "c1")
    assert power.dimension == "count:dioptre"
    assert not extract_facts("Visual acuity OD 6/36; intraocular pressure 2.3 kPa", "c1")[
        0
    ].dimension.endswith("dioptre")


@pytest.mark.parametrize(
    ("text", "dimension"),
    [
        ("Median PFS 16.1 vs 11.3 months; hazard ratio 0.68 (95% CI 0.56-0.83).", "count:hazard_ratio"),
        ("Velotinib improved PFS (HR 0.86) in first-line RCC.", "count:hazard_ratio"),
        ("Adjusted OR=1.42 for smokers.", "count:odds_ratio"),
        ("relative risk 0.90 at 12 months", "count:risk_ratio"),
        ("Budesonide/formoterol: 2 puffs twice daily.", "count:puff"),
        ("黄区：沙丁胺醇每次2喷。", "count:puff"),
        ("LEVOTHYROXINE 75 microgram tablets.", "[mass]"),
    ],
)
def test_trial_ratios_inhaler_puffs_and_micrograms_are_read(text: str, dimension: str) -> None:
    assert dimension in [f.dimension for f in extract_facts(text, "c1")]


def test_a_regimens_cycle_length_and_a_pumps_lockout_are_subjects() -> None:
    (length,) = extract_facts("Cycle length: 21 days.", "c1")
    (cycles,) = extract_facts("The regimen runs in 28-day cycles.", "c1")
    assert ("subject", "cycle") in length.concepts and ("subject", "cycle") in cycles.concepts
    (lockout,) = extract_facts("镇痛泵参数：锁定时间30分钟。", "c1")
    assert ("subject", "lockout") in lockout.concepts


def test_a_currency_before_a_number_is_that_numbers() -> None:
    facts = extract_facts("Adult (28-59) €335; Youth 12-27 EUR 252; price 28 €; 12,50 € per month.", "c1")
    assert [f.text for f in facts] == ["€335", "EUR 252", "28 €", "12,50 €"]


def test_a_full_stop_before_a_closing_quote_ends_the_sentence() -> None:
    text = "Help page: 'Each grant recommendation must be at least $500.' Please contact us with questions."
    (grant,) = extract_facts(text, "c1")
    assert {"grant", "recommendation"} <= grant.keys and not {"contact", "please"} & grant.keys


def test_the_number_of_a_numbered_first_line_does_not_push_its_label_out() -> None:
    title = "Antiemetic protocol HEC-2 (highly emetogenic chemotherapy), Ward 5 Oncology"
    for text in (f"{title}\nDay 1: aprepitant 125 mg PO.", f"1. {title}\n2. Day 1: aprepitant 125 mg PO."):
        (dose,) = extract_facts(text, "c1")
        assert ("label", "ward:5") in dose.concepts


def test_qualifiers_are_read_from_whole_clauses() -> None:
    """The 160 characters before a value cut "If a child of the life insured …" once "50%" is written
    "50 per cent": the window widens to the start of that clause, so both read the same party."""
    text = (
        "If a child of the life insured is diagnosed with a covered condition before age 18, we pay 50% of "
        "the life insured's critical illness cover, up to a maximum of £25,000."
    )
    for variant in (text, text.replace("50%", "50 per cent")):
        fact = next(f for f in extract_facts(variant, "c1") if f.text == "£25,000")
        assert ("party", "child") in fact.qualifiers


def test_a_time_ago_is_no_duration() -> None:
    facts = extract_facts("I bought the boots 45 days ago; returns are accepted within 60 days.", "c1")
    assert [f.text for f in facts] == ["60 days"]


def test_the_letters_glued_to_a_number_are_no_word() -> None:
    """ "$60k" is sixty thousand dollars; its "k" is not potassium for the values after it."""
    facts = extract_facts("Advance: $60k, split 50/50 — $30,000 on signing, $30,000 on D&A.", "c1")
    assert [f.text for f in facts] == ["$60k", "$30,000", "$30,000"]
    assert not any(f.concepts_of("analyte") for f in facts)
    plan = extract_facts("401(k) Plan: the Company matches 100% of employee contributions up to 5%.", "c1")
    assert [f.text for f in plan] == ["100%", "5%"] and not any(f.concepts_of("analyte") for f in plan)
    assert extract_facts("Potassium (K) 4.2 mmol/L.", "c1")[0].concepts_of("analyte") == {"potassium"}


def test_a_settlement_date_in_business_days_after_the_trade() -> None:
    facts = extract_facts("Equities settle on T+2; 赎回资金T+1到账; credited on T+3 after the order.", "c1")
    assert [(f.text, f.dimension, f.value, f.anchor) for f in facts] == [
        ("T+2", "business_days", 2.0, "after:trade_date"),
        ("T+1", "business_days", 1.0, "after:trade_date"),
        ("T+3", "business_days", 3.0, "after:order"),
    ]
    assert extract_facts("Grade A+1; ST+1; 2+2 offer.", "c1") == []


def test_a_charge_counted_in_nights_is_no_span_of_time() -> None:
    facts = extract_facts(
        "Late cancellations are charged one night; a penalty of 1 night; stay 2 nights.", "c1"
    )
    assert [f.text for f in facts] == ["2 nights"]


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        # insurance: a sublimit is a limit, an agreed or insured value the cover
        ("Cyber extortion sublimit: $500,000.", ("subject", "limit")),
        ("Agreed value (hull and machinery): USD 18,000,000.", ("subject", "coverage")),
        ("Monthly rental: RMB 12,500 (tax inclusive).", ("subject", "rent")),
        ("Credit for USD 486,300.00, expiring on 15 October 2025.", ("subject", "expiry")),
        # a loan's and a fund's fees, each its own subject
        ("Prepayment penalty: 2% of the principal repaid early.", ("subject", "prepayment_fee")),
        ("按提前还款本金的2%支付提前还款违约金。", ("subject", "prepayment_fee")),
        ("Arrangement fee: 0.75% of the Total Commitments.", ("subject", "arrangement_fee")),
        ("Commitment fee on undrawn amounts: 0.35% p.a.", ("subject", "commitment_fee")),
        ("Ongoing charges figure (OCF): 0.92%.", ("subject", "ongoing_charges")),
        # tiers, visa entries, regions of the world and a dental plan's classes of service
        ("Business tier: 99.9% monthly uptime.", ("tier", "business")),
        ("Single-entry visa fee: USD 60.", ("tier", "single_entry")),
        ("多次入境签证费140美元。", ("tier", "multiple_entry")),
        ("Asia data pass: HK$58 for 1 GB.", ("region", "asia")),
        ("全球通用流量包：98港元2GB。", ("region", "worldwide")),
        ("Middle East roaming: USD 15 per day.", ("region", "middle_east")),
        ("Basic services: 80% after deductible.", ("service", "basic_dental")),
        ("Major services: 50% after deductible.", ("service", "major_dental")),
    ],
)
def test_vocabulary_of_the_trades(text: str, concept: tuple[str, str]) -> None:
    assert any(concept in f.concepts for f in extract_facts(text, "c1"))


def test_a_reinsurance_layer_tells_items_apart_and_xs_is_its_attachment() -> None:
    limit, attachment = extract_facts("Layer 2 provides USD 20 million xs USD 10 million.", "c1")
    assert ("variant", "layer:2") in limit.concepts
    assert ("subject", "deductible") in attachment.concepts


def test_decimal_places_and_digits_are_no_people() -> None:
    assert extract_facts("金额保留2位小数，密码为6位数字。", "c1") == []


def test_a_currency_code_that_is_also_a_word_is_no_currency() -> None:
    facts = extract_facts("Try 500 times; all 5 items; top 3 picks; pen 2 lines.", "c1")
    assert not [f for f in facts if f.kind == "money"]


def test_plain_spaces_group_thousands_only_in_money() -> None:
    # two tablets of 500 mg, a telephone number and a reference are no grouped numbers
    assert [f.text for f in extract_facts("Take 2 500 mg tablets.", "c1")] == ["500 mg"]
    assert extract_facts("Call 0345 555 019 or quote code 582 913.", "c1") == []


def test_check_in_is_one_event_in_both_languages() -> None:
    (english,) = [f for f in extract_facts("Free cancellation until 48 hours before check-in.", "c1")]
    (chinese,) = [f for f in extract_facts("入住前24小时前可免费取消。", "c1")]
    assert english.anchor == chinese.anchor == "before:check_in"


@pytest.mark.parametrize(
    ("text", "read"),
    [
        # a word that says which ones, between a number and what it counts
        ("The plan covers 12 physiotherapy sessions per year.", [("12 physiotherapy sessions", 12.0)]),
        ("You can make up to 2 successful claims a year.", [("2 successful claims", 2.0)]),
        ("Repay in 24 weekly instalments.", [("24 weekly instalments", 24.0)]),
        ("The rider covers up to 3 IVF cycles per lifetime.", [("3 IVF cycles", 3.0)]),  # or an acronym
        # not a word that joins the number to something else, nor a measure after a word
        ("Pay 2 per claim.", []),
        ("It weighs 3 heavy kg.", []),
    ],
)
def test_a_count_may_have_a_word_before_what_it_counts(text: str, read: list[tuple[str, float]]) -> None:
    assert [(f.text, f.value) for f in extract_facts(text, "c1")] == read


def test_the_word_before_what_a_count_counts_is_what_it_is_about() -> None:
    (sessions,) = extract_facts("The plan covers 12 physiotherapy sessions per year.", "c1")
    assert ("service", "physiotherapy") in sessions.concepts


def test_a_multiple_of_pay_reads_alike_whatever_its_sign() -> None:
    said = [
        "Basic life benefit: 2 × annual basic salary.",
        "Group life cover pays two times your annual basic salary.",
        "Death benefit 2x Basic Annual Salary",
        "Cover: 2 x your base pay",
    ]
    facts = [extract_facts(text, "c1") for text in said]
    assert [[(f.value, f.dimension) for f in found] for found in facts] == [[(2.0, "count:times")]] * 4
    # "×" between two numbers is arithmetic, no value of its own ("10 × 25 = 250")
    assert [f.value for f in extract_facts("Total: 10 × 25 = 250 units.", "c1")] == [250.0]


def test_so_many_of_an_item_is_no_bare_multiple() -> None:
    (trucks,) = extract_facts("Vehicles: 10 x electric light trucks.", "c1")
    (cover,) = extract_facts("Cover of 4 x annual salary.", "c1")
    (rise,) = extract_facts("Prices rose 3x.", "c1")
    assert [f.dimension for f in (trucks, cover, rise)] == [
        "count:times:electric",
        "count:times",  # a multiple of the amount named, as "four times your annual salary" reads
        "count:times",
    ]
    # a count of what follows ("5 x 22 kW chargers", "1 x 23kg") states no value of its own
    assert [f.text for f in extract_facts("Install 5 x 22 kW chargers; baggage 1 x 23kg.", "c1")] == [
        "22 kW",
        "23kg",
    ]


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("Amoxicillin 500 mg PO tds x 5/7.", 5.0),
        ("Amoxicillin 500 mg bid x 7d.", 7.0),
        ("甲硝唑 0.4g po tid ×7d。", 7.0),
        ("Lansoprazole 30 mg od for 4/52.", 28.0),
        ("Sertraline 50 mg mane for 6/12.", 182.625),
        ("Metformin 850 mg bid; review in clinic in 6/52.", 42.0),
    ],
)
def test_a_course_in_a_prescriptions_shorthand(text: str, days: float) -> None:
    courses = [f.value for f in extract_facts(text, "c1") if f.dimension == "duration"]
    assert courses == [days]


def test_feet_and_inches_are_the_height_in_centimetres() -> None:
    imperial, metric = _one("Height 5 ft 9 in."), _one("身高175cm。")
    assert imperial.precision == pytest.approx(0.0127)  # written to the inch
    assert abs(imperial.value - metric.value) <= imperial.precision + metric.precision


@pytest.mark.parametrize(
    "text",
    [
        "See clause 5 p 3.",
        "Three 3 bar stools.",
        "A 20-inch suitcase.",
        "The yrs 5 jars.",
        "民國113年度",
        "See sections 3,5 and 7.",
        "Seen in 3/12 cases.",
        "Seen in clinic: 3/12 cases.",
        "Next appointment: cycle 4 day 1.",
        "Week 2 day 3 visit.",
        ":43P: Partial Shipments: ALLOWED",
        "HD streaming at 1080p.",
        "The iPhone 15 Pro 256GB.",
        "Open 24/7/365.",
    ],
)
def test_letters_and_sizes_are_no_units(text: str) -> None:
    assert extract_facts(text, "c1") == []


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        ("每笔最低收取20港元。", "min"),
        ("最低消费100元。", "min"),
        ("最高赔付50万元。", "max"),
        ("每人最多为3次。", "max"),
    ],
)
def test_a_bound_may_stand_before_its_verb(text: str, bound: str) -> None:
    assert _one(text).bound == bound


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("Vitals: T 101.3 F.", "temperature", 38.5),
        ("Tmax 38.9 C overnight.", "temperature", 38.9),
        ("体温39°。", "temperature", 39.0),
        ("Labs: K+ 3.8.", "[substance] / [length] ** 3", 3.8),
        ("Repeat K 3.8 this morning.", "[substance] / [length] ** 3", 3.8),
        ("Na 138.", "[substance] / [length] ** 3", 138.0),
        ("血钾3.2。", "[substance] / [length] ** 3", 3.2),
    ],
)
def test_a_temperature_or_electrolyte_without_its_unit(text: str, dimension: str, value: float) -> None:
    fact = _one(text)
    assert (fact.dimension, fact.value) == (dimension, pytest.approx(value, abs=0.05))


@pytest.mark.parametrize("text", ["Grade 5 C applies.", "See Section K 12.", "K+ 138.", "Row 4 F."])
def test_a_bare_letter_is_no_unit_without_its_cue(text: str) -> None:
    assert extract_facts(text, "c1") == []


def test_the_nth_day_is_no_duration_unless_it_counts_from_an_event() -> None:
    facts = extract_facts("从第二天开始每天2毫克，一共吃14天。", "c1")
    assert [(f.text, f.dimension) for f in facts if f.kind == "duration"] == [("14天", "duration")]
    (after_surgery,) = extract_facts("术后第10天拆线。", "c1")
    assert (after_surgery.dimension, after_surgery.value) == ("duration", 10.0)


@pytest.mark.parametrize("text", ["其中女性约占八成。", "营收约为5亿元。", "大约有1.2万名借款人。"])
def test_about_may_stand_before_its_verb(text: str) -> None:
    assert _one(text).approx


@pytest.mark.parametrize(
    ("text", "periods"),
    [
        ("Revenue was $5.2m in 2024, compared with $4.8m in 2023.", [(2024, None), (2023, None)]),
        ("营业收入5.2亿元，上年同期为4.8亿元。", [(None, None), (None, -1)]),
    ],
)
def test_a_compared_value_keeps_its_own_period(text: str, periods: list[tuple[int | None, ...]]) -> None:
    assert [(f.period.year, f.period.rel) for f in extract_facts(text, "c1")] == periods


def test_pm_is_a_time_not_pence() -> None:
    assert _one("Call before 5 p.m. today.").kind == "time"


def test_blood_pressure_is_one_fact_with_both_readings() -> None:
    bp = _one("BP 124/80 mmHg today.")
    assert bp.text == "124/80 mmHg"
    assert bp.high is not None and bp.value > bp.high


@pytest.mark.parametrize(
    ("text", "minutes"),
    [("Open 9:00-21:00 daily.", (540.0, 1260.0)), ("Orders before 2 p.m. ship today.", (840.0, None))],
)
def test_times_of_day(text: str, minutes: tuple[float, float | None]) -> None:
    fact = _one(text)
    assert (fact.kind, fact.value, fact.high) == ("time", *minutes)


def test_date_spans_mark_start_and_end() -> None:
    start, end = extract_facts("Cover runs from 01/01/2026 to 30/11/2026.", "c")
    assert (start.bound, end.bound) == ("min", "max")
    assert end.value - start.value == 333  # 30 November, read day first


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("疗程为半年。", "duration", 182.625),
        ("研发投入约占营收的2成。", "percent", 20.0),
        ("会员享85折。", "discount_zhe", 15.0),
    ],
)
def test_chinese_fractions_and_discounts(text: str, kind: str, value: float) -> None:
    fact = _one(text)
    assert (fact.kind, fact.value) == (kind, pytest.approx(value))


def test_a_period_after_from_is_the_comparison_base_not_the_change_s() -> None:
    text = "Net interest margin for FY2024 was 2.31%, down 14 basis points from 2.45% in FY2023."
    level, change, base = extract_facts(text, "c1")
    assert (level.period.year, change.period.year, base.period.year) == (2024, 2024, 2023)
    zh = extract_facts("2024财年净息差为2.31%，较2023财年的2.45%下降14个基点。", "c1")
    assert [f.period.year for f in zh] == [2024, 2023, 2024]


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("Delivery takes three to five business days.", 3.0, 5.0),
        ("Recovery takes between two and four weeks.", 14.0, 28.0),
        ("Delivery takes 3 to five business days.", 3.0, 5.0),
    ],
)
def test_a_range_may_end_in_a_number_word(text: str, low: float, high: float) -> None:
    fact = _one(text)
    assert (fact.value, fact.high) == (low, high)


def test_a_day_of_the_month_is_no_duration() -> None:
    facts = extract_facts("请于2026年6月3日至6月9日登录交易网下载招标文件；投标有效期90日。", "c1")
    assert [(f.kind, f.value) for f in facts if f.kind == "duration"] == [("duration", 90.0)]


@pytest.mark.parametrize(
    ("text", "year"),
    [
        ("Harborview Gold 2000 — Benefit grid. Deductible: $2,000 individual.", None),
        ("Northgate Silver 2025 plan: deductible $2,500.", None),
        ("For plan year 2025 the deductible is $2,500.", 2025),
    ],
)
def test_a_plan_named_with_a_number_has_no_year(text: str, year: int | None) -> None:
    assert _one(text).period.year == year


@pytest.mark.parametrize(
    "text",
    [
        "被保险人出生日期：1990年3月12日 基本保险金额：人民币叁拾伍万元整",
        "Insured: J. Doe, date of birth 12 March 1990, sum assured £250,000.",
    ],
)
def test_a_date_of_birth_is_no_period(text: str) -> None:
    *_birth, value = extract_facts(text, "c1")
    assert value.kind == "money"
    assert value.period.label() is None


@pytest.mark.parametrize(
    ("text", "low", "high", "bound"),
    [
        ("For Insured Persons aged 70 or above the sum is halved.", 70.0, None, "min"),
        ("Ages 2 to 11 take the oral suspension.", 2.0, 11.0, None),
        ("出发日年龄为71周岁及以上的被保险人。", 71.0, None, "min"),
    ],
)
def test_an_age_after_aged_is_in_years_of_age(
    text: str, low: float, high: float | None, bound: str | None
) -> None:
    fact = _one(text)
    assert (fact.dimension, fact.value, fact.high, fact.bound) == ("count:year_of_age", low, high, bound)


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("Declarations page (revised 07/01/2026): Coverage A $400,000.", "2026-07-01"),  # US dollars
        ("Coverage period 01/02/2027–12/31/2027, deductible $500.", "2027-01-02"),  # 12/31 reads month first
        ("Renewal date: 01/06/2025. Premium £511.40; excess $50 abroad.", "2025-06-01"),  # pounds: day first
        ("Admitted: 02/09/2025. Discharged the next week.", "2025-09-02"),  # nothing to tell: day first
        ("Date (MM/DD/YYYY): 03/04/2026", "2026-03-04"),
        ("Period 01/02/2026 to 31/01/2027, HK$5,000.", "2026-02-01"),  # 31/01 reads day first
    ],
)
def test_slash_dates_read_month_first_only_in_documents_that_write_them_so(text: str, iso: str) -> None:
    first = next(f for f in extract_facts(text) if f.kind == "date")
    assert datetime.date.fromordinal(int(first.value)).isoformat() == iso


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("The lease ends on July 31, 2026. Monthly rent is $2,350.", None),
        ("Payment of $2,350 is due by 1 August 2025.", None),
        # a contract's start, labelled so, dates the contract, not its rates
        ("Contract start: 1 October 2024. Unit rate: 24.36p/kWh.", None),
        ("Commencement: 1 March 2025. Monthly rent: $2,350.", None),
        ("Balance as of June 30, 2025: cash of $5,000.", "M6 2025"),  # a balance date is a period
        ("For the three months ended September 30, 2025, revenue was $5,000.", "Q3 2025"),
        ("Rent for August 2025 is $2,350.", "M8 2025"),
    ],
)
def test_the_day_of_an_event_is_no_period(text: str, label: str | None) -> None:
    (value,) = [f for f in extract_facts(text, "c1") if f.kind == "money"]
    assert value.period.label() == label


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("What happens if uptime drops below 99%?", 99.0),  # a threshold
        ("The rate fell to 3.2% in March.", 3.2),  # the level it reached
        ("Discounts of up to 10% apply.", 10.0),
        ("利率降至3%。", 3.0),
        ("Revenue fell 5% on the year.", -5.0),  # a change
        ("营业收入同比下降6%。", -6.0),
        ("We are lowering the rate on your Everyday Saver account by 0.5 percentage points.", -0.5),
    ],
)
def test_a_threshold_or_a_level_reached_is_no_change(text: str, value: float) -> None:
    (percent,) = [f for f in extract_facts(text, "c1") if f.kind == "percent"]
    assert percent.value == value


def test_a_preposition_is_no_anchor_event() -> None:
    (days,) = extract_facts(
        "You may return this policy within 21 days after you receive it for a full refund.", "c1"
    )
    assert days.anchor == "after:receipt"  # not "after:~for"


def test_hours_apart_are_an_interval() -> None:
    # every 12 hours: twice a day, not a duration of 12 hours
    *_, hours = extract_facts("Take one tablet twice a day, about 12 hours apart.", "c1")
    assert (hours.text, hours.kind, hours.value) == ("12 hours", "frequency", 2.0)


@pytest.mark.parametrize(
    ("text", "kind", "value", "bound"),
    [
        ("Employees with 5 or more years of service", "duration", 5 * 365.25, "min"),
        ("stays of 3 or fewer days", "duration", 3.0, "max"),
        ("a gap of 12 or less months", "duration", 365.25, "max"),
        ("Sites with 50 or more employees", "count", 50.0, "min"),
        ("groups of 10 or more people", "count", 10.0, "min"),
        ("a fever is a temperature of 38 C or higher", "quantity", 38.0, "min"),
        ("stays of 3 nights or longer", "duration", 3.0, "min"),
        ("a BMI of 18.5 or lower", "count", 18.5, "max"),
    ],
)
def test_a_limit_between_number_and_unit(text: str, kind: str, value: float, bound: str) -> None:
    (fact,) = extract_facts(text, "c1")
    assert (fact.kind, fact.value, fact.bound) == (kind, pytest.approx(value), bound)


@pytest.mark.parametrize(
    ("text", "band"),
    [
        ("Adults and children 12 years and over: 10 mL.", "count:year_of_age:1.20000e1-:min"),
        ("Children under 6 years: 2.5 mL.", "count:year_of_age:6.00000e0-:max"),
    ],
)
def test_the_years_of_a_group_of_people_are_an_age(text: str, band: str) -> None:
    # an age, as "12岁以上儿童" is (never a duration of twelve years), and the band of the dose after it
    (dose,) = extract_facts(text, "c1")
    assert ("band", band) in dose.qualifiers


def test_an_n_year_old_is_an_age() -> None:
    fact = _one("The pharmacist's note is for an 8-year-old girl.")
    assert (fact.dimension, fact.value) == ("count:year_of_age", 8.0)


def test_years_of_treatment_stay_a_duration() -> None:
    fact = _one("Patients were treated for 2 years.")
    assert (fact.kind, fact.value) == ("duration", 730.5)


@pytest.mark.parametrize(
    "text", ["Do not take more than 8 tablets in 24 hours.", "Never give more than 8 tablets in 24 hours."]
)
def test_not_more_than_is_a_maximum(text: str) -> None:
    tablets = extract_facts(text, "c1")[0]
    assert (tablets.value, tablets.bound) == (8.0, "max")


def test_a_price_before_a_period_word_is_money() -> None:
    *_, price = extract_facts("Starter: $12 per user/month billed annually, or $15 month-to-month.", "c1")
    assert (price.text, price.kind, price.value) == ("$15", "money", 15.0)


@pytest.mark.parametrize(
    ("text", "band"),
    [
        ("Children 6 to 11 years: 5 mL three times a day.", "count:year_of_age:6.00000e0-1.10000e1:"),
        ("成人及12岁以上儿童：一次10 mg。", "count:year_of_age:1.20000e1-:min"),
    ],
)
def test_the_age_of_a_group_of_people_is_the_band_of_its_dose(text: str, band: str) -> None:
    # the age band is a condition of the dose, not a value that two labels' bands could contradict
    facts = extract_facts(text, "c1")
    assert all(f.unit != "year_of_age" for f in facts), [f.text for f in facts]
    dose = next(f for f in facts if f.kind == "quantity")
    assert ("band", band) in dose.qualifiers


def test_an_eligibility_age_stays_a_value() -> None:
    assert _one("投保年龄为18-65周岁。").unit == "year_of_age"


def test_at_most_may_take_is_a_maximum() -> None:
    *_, tablets = extract_facts("如症状较重，24小时内最多可服8片。", "c1")
    assert (tablets.value, tablets.bound) == (8.0, "max")


def test_caplets_are_counted_as_tablets_are() -> None:
    caplets = extract_facts("Do not take more than 8 caplets (4,000 mg) in 24 hours.", "c1")[0]
    assert (caplets.dimension, caplets.value, caplets.bound) == ("count:tablet", 8.0, "max")


@pytest.mark.parametrize(
    ("text", "per_ml"), [("Oral Solution 1 mg/mL", 1.0), ("azithromycin 200 mg/5 mL suspension", 40.0)]
)
def test_a_liquid_s_strength_is_a_concentration_not_a_dose(text: str, per_ml: float) -> None:
    strength = _one(text)
    assert (strength.dimension, strength.value) == ("[mass] / [length] ** 3", pytest.approx(per_ml))


@pytest.mark.parametrize(
    ("text", "bound"), [("CrCl <30 mL/min: 250 mg daily.", "max"), ("eGFR ≥ 60 mL/min: 500 mg daily.", "min")]
)
def test_a_clearance_with_a_comparison_sign_is_a_limit(text: str, bound: str) -> None:
    clearance = extract_facts(text, "c1")[0]
    assert (clearance.dimension, clearance.bound) == ("[length] ** 3 / [time]", bound)


@pytest.mark.parametrize("text", ["店铺券满300减50，每人限领1张。", "满300立减50"])
def test_a_coupon_s_bare_numbers_are_yuan(text: str) -> None:
    spend, off, *rest = extract_facts(text, "c1")
    assert [(f.dimension, f.value) for f in rest] == ([("count:sheet", 1.0)] if "1张" in text else [])
    assert (spend.dimension, spend.value, spend.bound) == ("money:CNY", 300.0, "min")
    assert (off.dimension, off.value) == ("money:CNY", 50.0)


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        ("跨行转账1万元（含）以下每笔5元。", "max"),
        ("10万元(不含)以上每笔15元。", "min"),
        ("起飞前7天（含）以上申请退票。", "min"),
    ],
)
def test_whether_the_bound_is_included_does_not_hide_it(text: str, bound: str) -> None:
    assert extract_facts(text, "c1")[0].bound == bound


def test_a_bracketed_comparison_s_year_is_its_own_value_s() -> None:
    text = "2024 Annual Results.\nNet profit: RMB 2.37 billion (2023: RMB 2.05 billion)"
    current, previous = (f for f in extract_facts(text, "c1") if f.kind == "money")
    assert (current.period.year, previous.period.year) == (2024, 2023)


def test_a_thousand_before_a_unit_is_its_prefix() -> None:
    assert [f.text for f in extract_facts("电价标准（一般工商业，10千伏）", "c1")] == []


@pytest.mark.parametrize(
    "text",
    [
        "订阅期：2025年7月1日至2026年6月30日\n年度订阅费：人民币3.8万元",
        "Policy period: 15 July 2025 - 14 July 2026. Premium: $1,392.",
    ],
)
def test_the_ends_of_a_date_span_are_no_period(text: str) -> None:
    # a term's first and last days date the term, not the month of the values after them
    money = next(f for f in extract_facts(text, "c1") if f.kind == "money")
    assert money.period.sub not in {"M6", "M7"} and money.period.year is None


def test_as_of_a_day_is_still_a_period() -> None:
    money = next(
        f for f in extract_facts("截至2025年6月30日，余额为人民币500万元。", "c1") if f.kind == "money"
    )
    assert (money.period.year, money.period.sub) == (2025, "M6")


def test_a_clause_number_before_annual_is_no_duration() -> None:
    assert [f.kind for f in extract_facts("6.2 年度许可费应于每年1月15日前一次性支付。", "c1")] == [
        "day_of_year"
    ]


def test_a_bond_series_is_no_year() -> None:
    (rate,) = extract_facts(
        "Series 2026A GO Bonds: the final maturity bears interest at 4.215% per annum.", "c1"
    )
    assert rate.period.year is None
    (rate,) = extract_facts("GO Bonds issued in 2026: the final maturity bears interest at 4.215%.", "c1")
    assert rate.period.year == 2026


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("It left our warehouse on 3 October and is with UPS now.", ["3 October"]),
        ("Estimated delivery: October 9. Cancel by Sept 30th.", ["October 9", "Sept 30th"]),
        ("Final planting date: 31 May.", ["31 May"]),
        ("截止日期为4月15日。", ["4月15日"]),
        ("促销期：11月1日至11日。", ["11月1日", "11日"]),
        ("促销期：11月1日至十一日。", ["11月1日", "十一日"]),
        # a date is on one line: the next line's number is no day of the month
        ("Promotion period: 1-11 November\n6. Not applicable to gift cards.", ["11 November"]),
        # a year, when written, is read with its day as before
        ("shipped on October 4, 2025", ["October 4, 2025"]),
        # no date: a modal "may", a duration after a month; a day of every year stays one
        ("Up to 2 may be claimed.", []),
        ("Due in June 30 days after delivery.", ["30 days"]),
        ("每年3月15日前缴纳年费。", ["3月15日"]),
    ],
)
def test_a_date_without_its_year_is_read(text: str, read: list[str]) -> None:
    facts = extract_facts(text, "c1")
    assert [f.text for f in facts] == read
    for f in facts:
        if f.kind == "date":
            assert (f.unit == YEARLESS) == (f.text != "October 4, 2025")
    days = [f for f in facts if f.kind == "date"]
    if days and days[0].text == "3 October":
        assert days[0].value == float(datetime.date(YEARLESS_YEAR, 10, 3).toordinal())
    if read == ["3月15日"]:
        assert facts[0].kind == "day_of_year"


def test_the_last_day_of_a_span_within_a_month_keeps_its_year() -> None:
    start, end = extract_facts("活动时间2025年3月1日至15日", "c1")
    assert (start.unit, end.unit) == ("date", "date")
    assert end.value - start.value == 14.0
    assert (start.bound, end.bound) == ("min", "max")


def test_a_period_after_a_comma_names_the_next_clause_value() -> None:
    text = "每次事故赔偿限额为人民币50万元，累计赔偿限额为人民币1,000万元。"
    per_accident, aggregate = extract_facts(text, "c1")
    assert (per_accident.period.sub, aggregate.period.sub) == (None, "YTD")
    # with no number after it, the clause still qualifies the value before it
    (revenue,) = extract_facts("营业收入为5.2亿元，本年累计。", "c1")
    assert revenue.period.sub == "YTD"


@pytest.mark.parametrize(
    "text", ["亞洲數據包：售價港幣168元。", "亚洲数据包，售价港币168元。", "Price: HK$198."]
)
def test_a_selling_price_is_a_price(text: str) -> None:
    assert ("subject", "price") in _one(text).concepts


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("单价：1.25元/度（电费0.85元+服务费0.40元）", True),
        ("Revenue: $1,240 million ($705 million + $398 million + $137 million).", True),
        # a change or a comparison in brackets is no sum
        ("Revenue HK$9,482 million (+7.3%).", False),
        ("Revenue RMB 2.37 billion (2023: +5%).", False),
    ],
)
def test_a_value_with_its_sum_in_brackets_is_a_total(text: str, total: bool) -> None:
    assert (("sum", "sum_total") in extract_facts(text, "c1")[0].concepts) == total


def test_the_same_period_of_another_year_is_that_year_s_same_period() -> None:
    text = (
        "For the nine months ended 30 September 2025, revenue was $862.7 million compared with "
        "$801.5 million for the same period of 2024."
    )
    assert [f.period.label() for f in extract_facts(text, "c1") if f.kind == "money"] == [
        "YTD 2025",
        "YTD 2024",
    ]


def test_a_limit_after_a_semicolon_takes_the_subject_of_the_one_before() -> None:
    text = (
        "Target clinic blood pressure below 140/90 mmHg for adults under 80; below 150/90 mmHg for adults "
        "aged 80 and over."
    )
    assert [("subject", "blood_pressure") in f.concepts for f in extract_facts(text, "c1")] == [True, True]
    # not a limit that names its own subject
    text = "Rent: at most $2,000 a month; the deposit is at most $500."
    deposit = extract_facts(text, "c1")[-1]
    assert ("subject", "rent") not in deposit.concepts


@pytest.mark.parametrize(
    "text", ["Methotrexate 15 mg once weekly.", "Take one tablet once a week.", "每周一次，每次2片。"]
)
def test_once_a_week_is_a_frequency(text: str) -> None:
    (frequency,) = [f for f in extract_facts(text, "c1") if f.kind == "frequency"]
    assert frequency.value == 1.0 / 7.0


def test_the_year_a_thing_was_built_is_no_period() -> None:
    text = "Vessel: bulk carrier, 58,000 DWT, built 2012.\nDeductible: USD 150,000 each accident."
    assert [f.period.year for f in extract_facts(text, "c1") if f.kind == "money"] == [None]


def test_a_numbered_clause_is_no_value() -> None:
    text = (
        "Article 14 - Overtime\n14.1 Hours worked in excess of 39 per week are overtime.\n"
        "14.2 Overtime is paid at time and a half for the first two (2) hours.\n"
    )
    assert [f.text for f in extract_facts(text, "c1")] == ["two (2) hours"]
    # alone, a decimal at the start of a line is still a value ("2.5 mg" in a medication list)
    assert [f.text for f in extract_facts("用法：\n2.5 mg 每日一次\n", "c1")][:1] == ["2.5 mg"]


@pytest.mark.parametrize("text", ["必要时每6小时一次，24小时内不超过4次。", "两次之间至少间隔6小时。"])
def test_once_and_twice_said_in_passing_are_no_count(text: str) -> None:
    assert not [f.text for f in extract_facts(text, "c1") if f.text in {"一次", "两次"}]


def test_numbered_lines_are_no_ladder() -> None:
    """ "4. Failure of suppliers: up to £5,000" is no rung of the cancellation cover on the line before:
    numbered lines are a schedule's separate fields; bulleted ones still make a ladder."""
    numbered = "3. Cancellation: up to £15,000\n4. Failure of suppliers: up to £5,000"
    suppliers = next(f for f in extract_facts(numbered, "c1") if f.text == "£5,000")
    assert "cancellation" not in suppliers.concepts_of("subject")
    bulleted = numbered.replace("3. ", "- ").replace("4. ", "- ")
    rung = next(f for f in extract_facts(bulleted, "c1") if f.text == "£5,000")
    assert rung.concepts_of("subject") == {"cancellation"}


def test_a_line_number_after_year_is_no_contract_year() -> None:
    """ "$95 per year\\n4. Late fee" does not name year 4."""
    facts = extract_facts("Annual fee: $95 per year\n4. Late fee: $39\n5. Returned payment: $25", "c1")
    assert not [f.text for f in facts if f.period.sub and f.period.sub.startswith("Y")]


def test_a_change_on_the_prior_year_names_its_base() -> None:
    """ "a 7% increase on the prior year": the prior year is the comparison's base, not the revenue's."""
    text = (
        "Q3 FY2026 earnings call\n"
        "Third-quarter revenue came in at $421.6 million, a 7% increase on the prior year."
    )
    revenue = extract_facts(text, "c1")[0]
    assert revenue.period.sub == "Q3" and revenue.period.year != 2025  # not the year before FY2026


def test_a_contract_year_labels_its_row_only() -> None:
    """ "first year: USD 8.99" is the first year's price; the renewal price on the next line is not."""
    text = ".com registration, first year: USD 8.99\n.com renewal: USD 15.99 per year"
    first, renewal = extract_facts(text, "c1")
    assert first.period.sub == "Y1"
    assert renewal.period.sub is None


def test_a_sum_is_no_term() -> None:
    """ "3-year term, all upfront: $1,314" is the term's price: the sum's subject is not the term,
    the term's length still is."""
    price = extract_facts("Instance st7.large, 3-year term, all upfront: $1,314", "c1")[-1]
    assert price.kind == "money" and "term" not in price.concepts_of("subject")
    length = extract_facts("Contract term: 36 months", "c1")[0]
    assert length.concepts_of("subject") == {"term"}


def test_payable_on_names_a_payment() -> None:
    """ "payable on 16 June 2025" dates the payment, as "payment date 16 July 2025" does."""
    for text in (
        "Redwater declared a monthly distribution for May 2025, payable on 16 June 2025.",
        "Lessee shall pay USD 185 per acre-foot, payable on or before 1 April of each year.",
    ):
        assert extract_facts(text, "c1")[-1].concepts_of("subject") == {"payment"}


def test_the_words_that_open_the_next_value_are_not_this_one_s() -> None:
    """ "payable June 16, 2025 to stockholders of record as of May 30": the record date is May 30's."""
    text = (
        "Kestrel declared a dividend of $0.58 per share, payable June 16, 2025 to stockholders of record "
        "as of May 30, 2025."
    )
    facts = {f.text: f.concepts_of("subject") for f in extract_facts(text, "c1")}
    assert "record_date" not in facts["June 16, 2025"]
    assert "record_date" in facts["May 30, 2025"]


def test_a_ticket_refund_is_a_refund() -> None:
    """ "退票" is a ticket's refund, as "退款" is a refund."""
    assert "refund" in extract_facts("退票手续费为票价的20%。", "c1")[0].concepts_of("subject")


def test_a_label_before_a_bracketed_value_names_the_value_after_it() -> None:
    """ "Half plot (125 sq m): GBP 52 per year": the rent is the half plot's, the area in brackets
    between them notwithstanding."""
    rent = extract_facts("Half plot (125 sq m): GBP 52 per year", "c1")[-1]
    assert rent.kind == "money" and {"half", "plot"} <= rent.tokens


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("CPAP set to fixed pressure 10 cmH2O, humidifier level 3.", "10 cmH2O"),
        ("PEEP 8 cm H2O, FiO2 0.40.", "8 cm H2O"),
        ("呼吸机租赁单：固定压力10 cmH₂O。", "10 cmH₂O"),
    ],
)
def test_a_pressure_in_centimetres_of_water_is_no_length(text: str, said: str) -> None:
    # "8 cm H2O" is a ventilator's pressure, 10 cmH2O the same as 7.4 mmHg: not 8 centimetres
    pressure = _one(text)
    assert (pressure.text, pressure.kind) == (said, "quantity")
    mmhg = _one("BP 120 mmHg")
    assert pressure.dimension == mmhg.dimension


@pytest.mark.parametrize(
    ("text", "drug"),
    [
        ("出院医嘱：继续丙戊酸钠缓释片500 mg，每日两次。", "valproate"),
        ("Losartan potassium 50 mg once daily.", "losartan"),
        ("Sodium valproate 500 mg twice daily.", "valproate"),
    ],
)
def test_a_drug_s_salt_names_no_electrolyte(text: str, drug: str) -> None:
    # 丙戊酸钠 is sodium valproate, a drug: its dose is no sodium level
    dose = extract_facts(text, "c1")[0]
    assert dose.concepts_of("drug") == {drug}
    assert not dose.concepts_of("analyte")


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_fraction_of_something_is_a_share_in_percent(facts: Callable[..., list[Fact]]) -> None:
    """ "one-third of the voting power", "a two-thirds majority", "三分之一" are shares, exact to their
    own notation; "three-quarters of a percentage point" is a fraction of a unit, none; "三分之一" was
    read before as three minutes."""
    cases = {
        "the holders of one-third of the voting power shall constitute a quorum": 100 / 3,
        "approved by a Two-Thirds majority of the votes cast": 200 / 3,
        "one half of the retention shall be released": 50.0,
        "已上课时未超过总课时三分之一的": 100 / 3,
        "海外收入占四分之一": 25.0,
    }
    for text, value in cases.items():
        found = facts(text, "c")
        assert [(f.kind, f.notation) for f in found] == [("percent", "fraction")], text
        assert found[0].value == pytest.approx(value), text
    assert facts("the 6.49% rate, three-quarters of a percentage point more", "c")[0].text == "6.49%"
    assert len(facts("the 6.49% rate, three-quarters of a percentage point more", "c")) == 1
    assert [f.value for f in facts("万分之五的费率，百分之三十的首付", "c")] == [0.05, 30.0]


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_share_split_ratio_is_new_shares_for_old(facts: Callable[..., list[Fact]]) -> None:
    """ "a 1-for-20 reverse split" is 0.05 new shares for each old one, "four-for-one" and "4-for-1" are
    both 4; the "1" was read before as a bare number and the ratio lost."""
    found = facts("Now a 1-for-20 reverse split; before that, a Four-For-One split (4-for-1).", "c")
    assert [(f.text, f.kind, f.value) for f in found] == [
        ("1-for-20", "ratio", 0.05),
        ("Four-For-One", "ratio", 4.0),
        ("4-for-1", "ratio", 4.0),
    ]
    assert facts("a 2-for-1.5 trade, 3-for-3, pages 10-for-12a", "c") == []


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_charge_for_each_further_period_is_an_increment(facts: Callable[..., list[Fact]]) -> None:
    """ "CNY 1 for each further 15 minutes" is "每15分钟1元": a rate of 96 a day, no quarter-hour that
    could clash with the "30分钟" a fare includes."""
    for text in ("then CNY 1 for each further 15 minutes.", "then CNY 1 for every additional 15 minutes."):
        found = facts(text, "c")
        assert [(f.text, f.kind, f.value) for f in found] == [
            ("CNY 1", "money", 1.0),
            ("15 minutes", "frequency", 96.0),
        ]
    assert [(f.kind, f.value) for f in facts("超出后每15分钟1元。", "c")] == [
        ("frequency", 96.0),
        ("money", 1.0),
    ]
    assert [f.kind for f in facts("a further 15 minutes", "c")] == ["duration"]


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_decimal_dose_is_no_dose_number(facts: Callable[..., list[Fact]]) -> None:
    """ "dose 0.9 mg/kg, maximum 100 mg" names an amount, not a dose number 0 (a label and an ordinal
    period that had set the maximum apart); "dose 2: 100 mg" still numbers its dose."""
    found = facts("Order set - alteplase: dose 0.9 mg/kg, maximum 100 mg.", "c")
    cap = next(f for f in found if f.text == "100 mg")
    assert not [c for cls, c in cap.concepts if cls == "label"]
    assert cap.period.sub is None
    numbered = next(f for f in facts("Hepatitis B vaccine dose 2: 20 mcg.", "c") if f.text == "20 mcg")
    assert ("label", "dose:2") in numbered.concepts


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_the_day_of_each_calendar_month_is_a_day_of_the_month(facts: Callable[..., list[Fact]]) -> None:
    """ "于每个公历月的5日或之前支付" is rent due on the 5th, as "每月5日" is; it had been read as five days
    and set against a deposit of "two months'" rent."""
    for text in (
        "承租人应于每个公历月的5日或之前支付租金。",
        "承租人应于每月5日或之前支付租金。",
        "每个自然月的5号前缴费。",
        # in Chinese numerals too (the invariance test's rewrite); "每月五日" had read as nothing at all
        "承租人应于每个公历月的五日或之前支付租金。",
        "承租人应于每月五日或之前支付租金。",
    ):
        assert [(f.kind, f.value) for f in facts(text, "c")] == [("day_of_month", 5.0)], text
    assert [(f.kind, f.value) for f in facts("五日内退款。", "c")] == [("duration", 5.0)]
