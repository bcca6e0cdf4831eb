"""Unit aliases (English and Chinese) and their normalisation to one canonical unit per dimension.

pint owns the physics (factors and dimensionality); this module owns the surface forms pint does not
know ("个月", "毫克", "mg/dL" spelled "mg/dl", currencies) and the analyte-aware step from mass to
molar concentration (glucose 500 mg/dL ≈ 27.8 mmol/L) that pint cannot do without a molar mass.
Factors are computed once per unit and cached, so extraction never calls pint on the hot path twice.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Any

from zero_layer.extract.lexicon import MOLAR_MASS

# ISO 4217 codes of currencies beyond the ones with symbols and Chinese names below
_OTHER_CURRENCIES = (
    "KES", "NGN", "ZAR", "GHS", "UGX", "TZS", "ETB", "RWF", "XOF", "XAF", "EGP", "AED", "SAR", "QAR", "KWD",
    "BHD", "OMR", "JOD", "ILS", "PKR", "BDT", "LKR", "THB", "MYR", "IDR", "VND", "MXN", "ARS", "CLP", "UYU",
    "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "RON", "UAH", "KZT",
)  # fmt: skip

__all__ = [
    "COMPOUND_UNITS",
    "CURRENCY_PREFIX_RE",
    "UNIT_RE",
    "UnitSpec",
    "canonical_value",
    "currency_code",
    "lookup_unit",
]


@dataclass(frozen=True, slots=True)
class UnitSpec:
    """What a unit surface form means: its kind and the pint expression (or code) behind it."""

    kind: str  # duration | business_days | percent | money | money_minor | quantity | count
    expr: str  # pint expression, currency code, or counted noun


def _spec_table() -> dict[str, UnitSpec]:
    table: dict[str, UnitSpec] = {}

    def add(kind: str, expr: str, *forms: str) -> None:
        for form in forms:
            table[form.lower()] = UnitSpec(kind, expr)

    add("duration", "day", "days", "day", "calendar days", "calendar day", "日", "天", "自然日", "个自然日")
    add("duration", "day", "nights", "night")
    # "delayed for at least 12 consecutive hours", "30 consecutive days": the same span
    add("duration", "day", "consecutive days", "consecutive calendar days", "consecutive nights")
    add("duration", "hour", "consecutive hours")
    add("duration", "month", "consecutive months")  # "up to 30 nights per year" in hospital cash cover
    add("business_days", "day", "business days", "business day", "working days", "working day")
    add("business_days", "day", "工作日", "个工作日")
    add("duration", "week", "weeks", "week", "wks", "wk", "周", "个星期", "星期", "个礼拜")
    add("duration", "fortnight", "fortnights", "fortnight")
    add("duration", "month", "months", "month", "mos", "mo", "mths", "mth", "个月", "个自然月")
    add("duration", "month", "个半月")  # and a half: see the extractor
    add("duration", "year", "years", "year", "yrs", "yr", "年", "周年")
    add("duration", "hour", "hours", "hour", "hrs", "hr", "h", "小时", "个小时", "钟头")
    add("duration", "hour", "个半小时", "个半钟头")  # and a half: see the extractor
    add("duration", "hour", "business hours", "business hour")
    add("duration", "hour", "working hours", "working hour", "工作小时", "个工作小时")
    add("duration", "minute", "minutes", "minute", "mins", "min", "分钟")
    add("percent", "percent", "%", "％", "percent", "per cent", "pct")
    # a difference of two rates, in percent of the whole
    add("percent", "percentage_point", "percentage points", "percentage point", "pp", "ppt", "个百分点")
    add("percent", "cheng", "成")  # "2成" = 20%
    add("percent", "permille", "‰", "per mille", "per mil")  # a broker's commission: 2.5‰ = 0.25%
    add("percent", "permille", "mills", "密尔")  # a property tax's mill rate: 31.2 mills = 3.12%
    add("discount_zhe", "percent", "折")  # "85折" = pay 85% = 15% off
    add("percent", "basis_point", "basis points", "basis point", "bps", "bp", "个基点", "基点")
    add("money", "CNY", "元", "元人民币", "人民币", "人民幣", "块", "rmb", "cny", "yuan", "元整")
    add("money", "USD", "美元", "美金", "usd", "dollars", "dollar", "us dollars")
    add("money", "EUR", "欧元", "eur", "euros", "euro", "€")  # "12,50 €": the symbol after, as in Europe
    add("money", "GBP", "英镑", "gbp", "pounds", "pound sterling")
    add("money", "HKD", "港元", "港币", "港幣", "hkd")
    add("money", "JPY", "日元", "jpy", "yen", "円", "日币")
    add("money", "CHF", "chf", "swiss francs", "瑞士法郎", "瑞郎")
    add("money", "SGD", "sgd", "singapore dollars", "新加坡元", "新币", "新元")
    add("money", "AUD", "aud", "australian dollars", "澳元", "澳币")
    add("money", "CAD", "cad", "canadian dollars", "加元", "加拿大元", "加币")
    add("money", "NZD", "nzd", "新西兰元", "纽币")
    add("money", "TWD", "twd", "新台币", "新台幣", "新臺幣")
    add("money", "KRW", "krw", "won", "韩元", "韩币")
    add("money", "INR", "inr", "rupees", "卢比")
    add("money", "BRL", "brl", "reais")
    # other currencies by their ISO code, written after the amount ("50,000 KES"); not the codes that are
    # also words ("ALL", "TOP", "TRY", "CUP", "MOP", "PEN", "RUB", "COP", "PHP", "MAD", "NPR")
    for code in _OTHER_CURRENCIES:
        add("money", code, code.lower())
    add("money", "KES", "ksh", "kenyan shillings")
    # the Chinese names of some of them ("3,500泰铢", "1.2万迪拉姆")
    add("money", "THB", "泰铢")
    add("money", "MYR", "林吉特", "马币")
    add("money", "AED", "迪拉姆")
    add("money", "VND", "越南盾")
    add("money", "IDR", "印尼盾")
    add("money", "ZAR", "兰特")
    add("money", "SEK", "瑞典克朗")
    add("money", "NOK", "挪威克朗")
    add("money", "DKK", "丹麦克朗")
    add("quantity", "mg/dL", "mg/dl", "毫克/分升")
    add("quantity", "g/dL", "g/dl", "克/分升")
    add("quantity", "g/L", "g/l", "克/升")
    add("quantity", "mg/L", "mg/l", "毫克/升")
    add("quantity", "mmol/L", "mmol/l", "毫摩尔/升")
    add("quantity", "umol/L", "µmol/l", "μmol/l", "umol/l", "微摩尔/升")
    add("quantity", "mEq/L", "meq/l")
    add("quantity", "ng/mL", "ng/ml", "nanograms/ml", "nanograms per ml")
    add("quantity", "ug/L", "µg/l", "μg/l", "ug/l", "mcg/l", "微克/升")
    add("quantity", "pg/mL", "pg/ml")
    add("quantity", "nmol/L", "nmol/l", "纳摩尔/升")
    add("quantity", "pmol/L", "pmol/l", "皮摩尔/升")
    add("quantity", "mIU/L", "miu/l", "mu/l", "uiu/ml", "µiu/ml", "μiu/ml")  # TSH: 1 µIU/mL = 1 mIU/L
    add("quantity", "mmol/mol", "mmol/mol")  # HbA1c in IFCC units
    # a urine albumin- (or protein-) to-creatinine ratio ("ACR 18 mg/g", "3.2 mg/mmol"), not a mass:
    # per gram or per millimole of creatinine, so 30 mg/g = 3.4 mg/mmol
    add("quantity", "mg/g", "mg/g", "毫克/克")
    add("quantity", "mg/mmol_creatinine", "mg/mmol", "毫克/毫摩尔")
    add(
        "quantity",
        "mL/min",
        "ml/min",
        "ml/min/1.73m2",
        "ml/min/1.73 m2",
        "ml/min/1.73m²",
        "ml/min/1.73 m²",
        "毫升/分钟",
    )
    # a liquid's strength, not a dose
    add("quantity", "mg/mL", "mg/ml", "mg per ml", "milligrams/ml", "milligrams per ml", "毫克/毫升")
    add("quantity", "ug/mL", "mcg/ml", "µg/ml", "μg/ml", "ug/ml", "mcg per ml", "微克/毫升")
    add("quantity", "ug/mL", "micrograms/ml", "microgram/ml", "micrograms per ml", "microgram per ml")
    add("quantity", "U/L", "u/l", "iu/l", "单位/升")
    add("quantity", "mmHg", "mmhg", "mm hg", "毫米汞柱")
    # a ventilator's or CPAP's pressure ("PEEP 8 cm H2O" is no length of 8 cm)
    add("quantity", "cmH2O", "cmh2o", "cm h2o", "cmh₂o", "cm h₂o", "厘米水柱")
    add("quantity", "mg/kg", "mg/kg", "mg per kg", "mg per kilogram", "毫克/千克", "毫克/公斤")
    add("quantity", "mg/kg", "milligrams/kg", "milligram/kg", "milligrams per kg", "milligrams per kilogram")
    add("quantity", "mg/kg", "mg iron/kg", "mg fe/kg", "mg of iron per kg")  # an iron dose per kilogram
    add("quantity", "ug/kg", "mcg/kg", "µg/kg", "μg/kg", "ug/kg", "mcg per kg", "微克/千克", "微克/公斤")
    add("quantity", "ug/kg", "micrograms/kg", "microgram/kg", "micrograms per kg", "microgram per kg")
    # a volume, a mass or energy per kilogram of body weight is no volume, mass or energy ("tidal volume
    # 6 mL/kg", "protein 1.2 g/kg/day", "25 kcal/kg/day"); as with "mg/kg/day", what a time after it says
    # is left to the words around it
    add("quantity", "mL/kg", "ml/kg", "ml per kg", "毫升/千克", "毫升/公斤")
    add("quantity", "g/kg", "g/kg", "g per kg", "克/千克", "克/公斤")
    add("quantity", "kilocalorie/kg", "kcal/kg", "kcal per kg", "千卡/千克", "千卡/公斤", "大卡/公斤")
    add("quantity", "mg/m**2", "mg/m²", "mg/m2", "mg/㎡", "毫克/平方米")  # a dose per body surface area
    add("quantity", "mg", "mg", "milligrams", "milligram", "毫克")
    add("quantity", "ug", "mcg", "µg", "μg", "ug", "micrograms", "microgram", "微克")
    add("quantity", "g", "g", "grams", "gram", "克")
    add("quantity", "kg", "kg", "kgs", "kilograms", "kilogram", "千克", "公斤")
    # freight: "5,000 mt" and "30 tons" are metric tonnes
    add("quantity", "tonne", "tonnes", "tonne", "metric tons", "metric tonnes", "tons", "mt", "吨", "公吨")
    add("quantity", "tonne", "net tonnes", "net tonne", "net tons")  # rail and bulk freight
    add("quantity", "jin", "斤", "市斤")
    add("quantity", "lb", "lb", "lbs", "pounds weight")
    add("quantity", "mL", "ml", "milliliters", "millilitres", "毫升")
    add("quantity", "L", "liters", "litres", "liter", "litre", "升")
    add("quantity", "gallon", "gallons", "gallon", "gal", "us gallons", "us gal")
    add("quantity", "km", "km", "kilometers", "kilometres", "公里", "千米")
    add("quantity", "m", "meters", "metres", "meter", "metre", "米")
    add("quantity", "cm", "cm", "centimeters", "厘米")
    add("quantity", "mm", "mm", "millimeters", "millimetres", "毫米")  # "USD 5 mm": a scale, read first
    add("quantity", "degC", "°c", "℃", "degrees celsius", "degrees c", "deg c", "摄氏度", "度")
    add("quantity", "degF", "°f", "℉", "degrees fahrenheit", "degrees f", "deg f")
    add("quantity", "bpm", "bpm", "beats per minute", "次/分", "次/分钟")
    add("quantity", "kWh", "kwh", "千瓦时", "度电")
    # a diet's or a feed's energy ("1,800 kcal/day" = "7,530 kJ/day"; 大卡 is the everyday 千卡)
    add("quantity", "kilocalorie", "kcal", "千卡", "大卡")
    add("quantity", "kilojoule", "kj", "千焦")
    add("quantity", "megabit/second", "mbps", "mbit/s", "mb/s", "兆比特/秒")  # a line's speed, not its data
    add("quantity", "kilobit/second", "kbps", "kbit/s")
    add("quantity", "gigabit/second", "gbps", "gbit/s")
    add("quantity", "L/min", "l/min", "lpm", "升/分钟", "升/分")  # oxygen flow
    add("quantity", "mL/h", "ml/h", "ml/hr", "ml/hour", "毫升/小时", "毫升/时")  # an infusion rate
    # an electrolyte given, and the rate it is given at ("40 mmol potassium", "20 mmol/h")
    # (in milliequivalents too, one for one: "potassium chloride 40 mEq over 4 hours (10 mEq/h)")
    add("quantity", "millimole/hour", "mmol/h", "mmol/hr", "mmol/hour", "mmol per hour", "毫摩尔/小时")
    add("quantity", "millimole/hour", "meq/h", "meq/hr", "meq/hour", "meq per hour")
    add("quantity", "millimole", "mmol", "毫摩尔", "meq", "milliequivalents")
    add("quantity", "knot", "knots", "kt")  # a wind speed, a vessel's speed
    add("quantity", "kPa", "kpa", "千帕")
    add("quantity", "MPa", "mpa", "兆帕")
    add("quantity", "kilometer/hour", "km/h", "km/hr", "kmh", "kph", "公里/小时", "千米/小时")  # a speed
    add("quantity", "mile/hour", "mph", "miles per hour")
    add("quantity", "psi", "psi")
    add("quantity", "mile", "miles", "mile", "mi")
    add("quantity", "nautical_mile", "nautical miles", "nautical mile", "nmi", "海里")  # a vessel's range
    add("quantity", "foot", "feet", "ft")
    add(
        "quantity",
        "meter**2",
        "m²",
        "m2",
        "sqm",
        "sq m",
        "sq. m",
        "square meters",
        "square metres",
        "㎡",
        "平方米",
        "平米",
    )
    add("quantity", "foot**2", "sq ft", "sq. ft", "sq. ft.", "sqft", "square feet")
    # gas and water used; a shipment's measure ("58.2 CBM", "货物体积58立方")
    add("quantity", "meter**3", "m³", "m3", "cubic metres", "cubic meters", "立方米", "立方", "cbm")
    add("quantity", "hectare", "hectares", "hectare", "ha", "公顷")
    add("quantity", "mu_cn", "亩")
    add("quantity", "kW", "kw", "千瓦")
    add("quantity", "MW", "mw", "兆瓦")
    add("quantity", "gigabyte", "gb")  # a data allowance ("通用流量30GB"); "128GB" also labels a model
    add("quantity", "megabyte", "mb")
    add("quantity", "terabyte", "tb")
    add("count", "times", "times", "次", "倍", "fold", "x", "×")
    add("count", "year_of_age", "years old", "岁", "周岁")
    # an age as a birthday: "up to their 8th birthday"
    add("count", "year_of_age", "th birthday", "st birthday", "nd birthday", "rd birthday")
    add(
        "count",
        "person",
        "people",
        "persons",
        "employees",
        "staff",
        "人",
        "名员工",
        "名",
        "位",
        "adults",
        "guests",
    )
    add("count", "patient", "patients", "subjects", "participants", "例", "例患者", "名患者", "名受试者")
    add(
        "count",
        "tablet",
        "tablets",
        "tablet",
        "tabs",
        "tab",
        "pills",
        "pill",
        "capsules",
        "capsule",
        "caplets",
        "caplet",
        "片",
        "粒",
    )
    add("count", "claim", "claims", "visits", "sessions", "instalments", "installments", "payments")
    add("count", "copy", "copies", "份")
    add("duration", "second", "seconds", "second", "secs", "sec", "秒")
    add("count", "cycle", "cycles", "cycle", "个周期", "周期")
    add("count", "lesson", "lessons", "lesson")
    add("count", "bag", "bags", "bag")
    add("count", "device", "devices")
    add("count", "account", "accounts")
    add("count", "ticket", "tickets")
    add("count", "passenger", "passengers")
    # a course of radiotherapy: "60 Gy in 30 fractions", "28 treatments", "28 sessions"
    add("count", "claim", "fractions", "treatments")
    add("count", "claim", "call-outs", "callouts", "call outs")  # a breakdown cover's call-outs a year
    add("count", "banquet_table", "桌", "tables of ten")  # a banquet's guaranteed tables ("保底20桌")
    add("count", "bmi", "kg/m2", "kg/m²", "kg/㎡")  # a body mass index, as "BMI 27.0" without its unit
    add("count", "point", "points", "积分", "tier points", "status points")
    # grain ("10,000 bu of corn") and a yield per acre ("APH yield: 180 bu/acre" = "180 bushels per acre")
    add("count", "bushel", "bushels", "bushel", "bu")
    add("count", "bushel_per_acre", "bu/acre", "bu/ac", "bu per acre", "bushels per acre", "bushels/acre")
    add("count", "item", "items", "件")
    add("count", "case", "cases", "cartons", "箱")
    # a photo package's retouched prints and a course's class hours ("精修30张", "48课时")
    add("count", "sheet", "张")
    add("count", "lesson", "课时", "节课")
    # a water right's volume
    add("quantity", "acre_foot", "acre-feet", "acre-foot", "acre feet", "acre foot")
    # a hearing threshold ("PTA 35 dB HL"); carbon credits ("250,000 VCUs")
    add("count", "db_hl", "db hl", "dbhl", "decibels", "分贝")
    add("count", "vcu", "vcus", "vcu")
    # an infusion's drip rate ("滴速60滴/分", "40 drops/min", "20 gtt/min")
    add(
        "count",
        "drops_per_minute",
        "滴/分",
        "滴/分钟",
        "滴每分钟",
        "drops/min",
        "drops per minute",
        "drops a minute",
        "gtt/min",
        "gtts/min",
    )
    # an inhaler's actuations ("2 puffs twice daily", "每次2喷")
    add("count", "puff", "puffs", "puff", "喷", "揿")
    # an emissions volume in tonnes of CO2 equivalent ("250,000 tCO2e")
    add("count", "tco2e", "tco2e", "tco2", "t co2e", "tonnes co2e", "tonnes of co2e", "吨二氧化碳当量")
    # a sleep study's indices ("AHI 32.5 events/h", "AHI为23.5次/小时")
    add(
        "count",
        "events_per_hour",
        "events/h",
        "events/hr",
        "events/hour",
        "events per hour",
        "次/小时",
        "次/时",
    )
    add(
        "count",
        "cells_1e9_per_L",
        "×10^9/l",
        "x10^9/l",
        "×10⁹/l",
        "x10⁹/l",
        "*10^9/l",
        "10^9/l",
        "× 10^9/l",
        "x 10^9/l",
    )
    # a count per microlitre in thousands is the same count per litre in billions
    for times in ("×", "x", "× ", "x ", ""):
        add("count", "cells_1e9_per_L", *(f"{times}10^3/{micro}l" for micro in ("µ", "μ", "u")))
    add("count", "cells_1e9_per_L", "k/µl", "k/μl", "k/ul")
    # a price in the currency's hundredth ("18.5¢/kWh", "9.5p/kWh", "12.5 pence per share")
    add("money_minor", "USD", "cents", "cent", "¢", "us cents")
    add("money_minor", "GBP", "pence", "p", "便士")
    add("money_minor", "USD", "美分")
    add("money_minor", "EUR", "euro cents", "欧分", "ct", "eurocent", "eurocents")  # "35 ct/kWh" (German)
    add("money_minor", "SGD", "singapore cents", "sg cents")  # a REIT's distribution per unit
    add("count", "unit", "units", "unit", "iu", "单位", "国际单位", "u")
    # a dose per kilogram of body weight, and one per kilogram an hour: no number of units
    add("count", "unit_per_kg", "units/kg", "unit/kg", "iu/kg", "u/kg", "units per kg", "单位/千克")
    add("count", "unit_per_kg", "单位/公斤")
    add("count", "unit_per_kg_h", "units/kg/h", "units/kg/hr", "units/kg/hour", "iu/kg/h", "u/kg/h")
    add("count", "unit_per_kg_h", "单位/千克/小时")
    # an infusion's rate of units: oxytocin in milliunits a minute, insulin or heparin in units an hour
    add("count", "milliunit_per_min", "mu/min", "milliunits/min", "milliunit/min", "milliunits/minute")
    add("count", "milliunit_per_min", "milliunits per minute", "milliunit per minute", "mu per minute")
    add("count", "unit_per_h", "units/h", "units/hr", "units/hour", "iu/h", "u/h", "units per hour")
    add("count", "unit_per_h", "单位/小时")
    add("count", "user", "users", "named users", "seats", "licenses", "licences", "个用户", "用户")
    # an API's rate limits ("600 requests per minute", "6,000 API requests per minute"); a limit per
    # second is another quantity than one per minute
    for per, forms in _REQUEST_RATES.items():
        add(
            "count",
            f"requests_per_{per}",
            *(
                f"{api}{calls}{form}"
                for api in ("", "api ")
                for calls in ("requests", "calls")
                for form in forms
            ),
        )
    add("count", "requests_per_second", "req/s", "rps", "qps")
    add("count", "requests_per_minute", "req/min")
    return table


_REQUEST_RATES = {
    "second": (" per second", "/second", "/s", "/sec", " a second"),
    "minute": (" per minute", "/minute", "/min", " a minute"),
    "hour": (" per hour", "/hour", "/hr", " an hour"),
    "day": (" per day", "/day", " a day"),
}


_UNITS: dict[str, UnitSpec] = _spec_table()
# units only reached as part of another ("5 ft 9 in" is in inches; a lone "20-inch" is a size label)
COMPOUND_UNITS: tuple[UnitSpec, ...] = (UnitSpec("quantity", "inch"),)


def _unit_pattern() -> re.Pattern[str]:
    forms = sorted(_UNITS, key=len, reverse=True)
    parts = []
    for form in forms:
        escaped = re.escape(form).replace(r"\ ", r"\s+")
        # Latin forms must end at a word boundary ("m" is not the start of "meeting").
        if form == "p":  # pence, not "p.m."
            parts.append(escaped + r"(?![a-z.])")
        elif form == "位":  # "成人95位" are 95 people; "2位小数" two decimals, "4位数" four digits
            parts.append(escaped + r"(?![数小置于])")
        else:
            parts.append(escaped + r"(?![a-z])" if form[-1].isascii() and form[-1].isalpha() else escaped)
    return re.compile(r"[)）]?[ \t-]?(?:" + "|".join(parts) + ")", re.IGNORECASE)


UNIT_RE: re.Pattern[str] = _unit_pattern()
# currencies that may also be written before a number ("€335", "EUR 252"): when a number follows, the
# currency is that number's, not the unit of the number before it ("Adult (28-59) €335")
CURRENCY_BEFORE_A_NUMBER: frozenset[str] = frozenset(
    form
    for form, spec in _UNITS.items()
    if spec.kind == "money" and (form == "€" or (len(form) == 3 and form.isascii() and form.isalpha()))
)
_A_NUMBER_NEXT_RE = re.compile(r"\s?[0-9]")


def unit_at(text: str, pos: int) -> re.Match[str] | None:
    """``UNIT_RE`` at ``pos``, unless it is a currency that a number follows (see
    ``CURRENCY_BEFORE_A_NUMBER``). Checked here rather than in the pattern: a lookahead there made the
    native engine's unit pattern take its slow path: half as much time again per new text."""
    m = UNIT_RE.match(text, pos)
    if m is None or not _A_NUMBER_NEXT_RE.match(text, m.end()):
        return m  # (the cheap test first: a unit is rarely followed by a number)
    return None if _normalised(m.group()) in CURRENCY_BEFORE_A_NUMBER else m


CURRENCY_PREFIX_RE: re.Pattern[str] = re.compile(
    r"(US\$|HK\$|NT\$|NZ\$|A\$|C\$|S\$|R\$|(?<![A-Za-z])Rs\.?|\$|USD|RMB|CNY|EUR|GBP|JPY|HKD|CHF|SGD|AUD|CAD|NZD|TWD|KRW|INR|₩|₹|"
    r"¥|￥|€|£|人民币|人民幣|港币|港幣|港元|美元|美金|欧元|英镑|日元|新台币|新台幣|新臺幣|"
    # the other codes in capitals only ("KES 1,000", "KSh 40,000"), so that no word reads as one
    # on the same line: "保函金额：2.5万欧元\n5. 有效期至" has no euros before the 5
    r"(?-i:(?<![A-Za-z])(?:" + "|".join(_OTHER_CURRENCIES) + r"|KSh|Ksh)))[ \t\u00a0\u202f\u3000]*(?!\n)$",
    re.IGNORECASE,  # "usd 500" in a chat
)
_CURRENCY_CODES: dict[str, str] = {
    "us$": "USD", "$": "USD", "usd": "USD", "hk$": "HKD", "hkd": "HKD", "a$": "AUD", "c$": "CAD",
    "s$": "SGD", "rmb": "CNY", "cny": "CNY", "¥": "CNY", "￥": "CNY", "人民币": "CNY", "eur": "EUR",
    "€": "EUR", "gbp": "GBP", "£": "GBP", "jpy": "JPY", "人民幣": "CNY", "港币": "HKD", "港幣": "HKD",
    "港元": "HKD", "美元": "USD", "美金": "USD", "欧元": "EUR",
    "新台币": "TWD", "新台幣": "TWD", "新臺幣": "TWD",
    "英镑": "GBP", "日元": "JPY", "nt$": "TWD", "nz$": "NZD",
    "chf": "CHF", "sgd": "SGD", "aud": "AUD", "cad": "CAD", "nzd": "NZD", "twd": "TWD", "krw": "KRW",
    "inr": "INR", "₩": "KRW", "₹": "INR", "rs": "INR", "rs.": "INR", "r$": "BRL",
    # written out, as a table's declared unit names them ("in thousands of U.S. dollars")
    "u.s. dollars": "USD", "us dollars": "USD", "dollars": "USD", "euros": "EUR", "ksh": "KES",
}  # fmt: skip


def currency_code(prefix: str) -> str:
    """Map a currency symbol or code written before a number to an ISO code."""
    return _CURRENCY_CODES.get(prefix.lower(), prefix.upper())


def lookup_unit(surface: str) -> UnitSpec | None:
    """The spec of a matched unit surface (whitespace-normalised, case-insensitive)."""
    return _UNITS.get(_normalised(surface))


def _normalised(surface: str) -> str:
    return " ".join(surface.lower().lstrip(")）- \t").split())


@functools.cache
def _registry() -> Any:
    import pint  # imported lazily: ~0.3 s, paid once per process

    ureg: Any = pint.UnitRegistry()
    ureg.define("basis_point = 0.01 * percent = bp")
    ureg.define("percentage_point = percent")
    ureg.define("bpm = 1 / minute")
    ureg.define("cheng = 10 * percent")
    ureg.define("permille = 0.1 * percent")
    ureg.define("mEq = mmol")
    ureg.define("mmol_creatinine = 113.12 * milligram")  # creatinine's molar mass: a ratio's denominator
    ureg.define("mu_cn = 10000 / 15 * meter ** 2")  # 亩 (pint's "mu" is the atomic mass unit)
    ureg.define("jin = 0.5 * kilogram")  # 斤
    ureg.define("IU = [international_unit]")  # an amount of activity: only compared with itself
    return ureg


_CANONICAL: dict[str, str] = {
    "duration": "day",
    "business_days": "day",
    "percent": "percent",
}
_MOLAR = "mmol/L"


@functools.cache
def _factor(expr: str, kind: str) -> tuple[str, float, float]:
    """(dimension, factor, offset) so that canonical = value * factor + offset."""
    ureg = _registry()
    if kind in _CANONICAL:
        target = _CANONICAL[kind]
        return kind, float(ureg.Quantity(1.0, expr).to(target).magnitude), 0.0
    if expr in {"degC", "degF"}:
        zero = float(ureg.Quantity(0.0, expr).to("degC").magnitude)
        one = float(ureg.Quantity(1.0, expr).to("degC").magnitude)
        return "temperature", one - zero, zero
    if expr == "U/L":
        return "enzyme_activity", 1.0, 0.0
    if expr == "mmol/mol":  # HbA1c in IFCC units, not a ratio of masses ("0.5 mg/kg")
        return "hba1c_ifcc", 1.0, 0.0
    if expr.endswith("bit/second"):  # pint's bits are dimensionless: a rate would be a frequency
        return "data_rate", float(ureg.Quantity(1.0, expr).to("megabit/second").magnitude), 0.0
    if expr.endswith("byte"):  # pint counts bytes as dimensionless bits; a data allowance in megabytes
        return "data", float(ureg.Quantity(1.0, expr).to("megabyte").magnitude), 0.0
    unit = ureg.parse_units(expr)
    base = ureg.Quantity(1.0, unit).to_base_units()
    return str(base.dimensionality), float(base.magnitude), 0.0


def canonical_value(value: float, spec: UnitSpec, analyte: str | None) -> tuple[str, float, str]:
    """Normalise ``value`` in ``spec`` to (dimension, canonical value, canonical unit label)."""
    if spec.kind == "money":
        return f"money:{spec.expr}", value, spec.expr
    if spec.kind == "discount_zhe":  # as a discount ("X% off"): 85折 → 15, 8折 → 20, 9.5折 → 5
        return "percent", 100.0 - (value * 10.0 if value < 10 else value), "percent"
    if spec.kind == "count":
        return f"count:{spec.expr}", value, spec.expr
    dimension, factor, offset = _factor(spec.expr, spec.kind)
    if spec.kind in _CANONICAL:
        return dimension, value * factor + offset, _CANONICAL[spec.kind]
    if analyte and dimension == "[mass] / [length] ** 3" and analyte in MOLAR_MASS:
        grams_per_litre = value * factor  # base unit is kg/m^3 == g/L
        return "[substance] / [length] ** 3", grams_per_litre / MOLAR_MASS[analyte] * 1000.0, _MOLAR
    if dimension == "[substance] / [length] ** 3":
        return dimension, value * factor, _MOLAR  # mol/m^3 == mmol/L
    return dimension, value * factor + offset, "base"
