"""Find the numbers in a text and turn each into a typed :class:`Fact`.

One compiled regex finds candidate numerals (Arabic, Chinese, 百分之…); everything after that is
anchored matching at the candidate's position (scale word, unit, range tail, date shape), so the
cost is linear in the text and proportional to the number of numbers. Numbers without a unit,
currency, scale word or date shape are not facts (article numbers, list items, phone numbers),
unless they are a table's values whose money unit a heading or the row's label declares (``declared``).
"""

# ruff: noqa: E501  (regex and lexicon tables read best unbroken)

from __future__ import annotations

import dataclasses
import datetime as _dt
import re

from zero_layer.extract.columns import column_period
from zero_layer.extract.context import (
    _DRUG_RE,
    _DRUG_ZH,
    _SUPERSEDED_LEFT_RE,
    Context,
    analyse,
    header_concepts,
    header_label,
    label_class,
    sign_before,
    with_words,
    without_previous_label,
    without_previous_rate,
)
from zero_layer.extract.dates import (
    _EVERY_YEAR_ZH_RE,
    HOUR_RANGE_RE,
    date_at,
    date_role,
    hour_range_at,
    time_at,
    zh_numeral_date_at,
)
from zero_layer.extract.declared import Declaration, declarations, declared_unit
from zero_layer.extract.facts import YEARLESS, YEARLESS_YEAR, Fact
from zero_layer.extract.frequency import FREQUENCY_RE, per_day
from zero_layer.extract.numbers import (
    SCALE_RE,
    SINGLE_LETTER_SCALES,
    parse_arabic,
    parse_chinese,
    precision_of,
    scale_factor,
)
from zero_layer.extract.periods import ZH_DIGIT, Period, period_in, period_spans, sub_kind
from zero_layer.extract.text import plain
from zero_layer.extract.tolerance import stated_tolerance, tolerance_band
from zero_layer.extract.units import (
    COMPOUND_UNITS,
    CURRENCY_PREFIX_RE,
    UnitSpec,
    canonical_value,
    currency_code,
    lookup_unit,
    unit_at,
)

__all__ = ["MAX_FACTS_PER_CHUNK", "extract_facts"]

MAX_FACTS_PER_CHUNK = 256

_ZH_NUM = "[零〇一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟]+(?:点[零〇一二三四五六七八九]+)?"
# grouped in thousands, in India's lakhs ("1,25,000") or with Swiss apostrophes ("1'250.50")
_ARABIC = r"\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:['’]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_EN_WORDS = {w: i for i, w in enumerate(
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"])} | {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90}  # fmt: skip
# lower case, capitalised or all capitals ("FIVE (5) YEARS" in a clause set in capitals)
_EN_WORD_RE = "|".join(
    f"[{w[0]}{w[0].upper()}]{w[1:]}|{w.upper()}" for w in sorted(_EN_WORDS, key=len, reverse=True)
)
_EN_TAIL = "(?:-(?i:one|two|three|four|five|six|seven|eight|nine))?"  # "twenty-four", "TWENTY-FOUR"
_EN_SCALES = {"thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
_EN_SCALE = "[Hh]undred|HUNDRED|[Tt]housand|THOUSAND|[Mm]illion|MILLION|[Bb]illion|BILLION"
# "Two Thousand One Hundred Fifty-Eight Dollars", "one hundred thousand": a number spelled out in full
# (a contract's amount in words) is one number, not its last word
_EN_NUMBER = (
    rf"(?:{_EN_WORD_RE}){_EN_TAIL}"
    rf"(?:[ \t-]+(?:{_EN_SCALE})(?:[ \t-]+(?:(?i:and)[ \t]+)?(?:{_EN_WORD_RE}){_EN_TAIL}(?![A-Za-z]))?)*"
    rf"(?![ \t-]+(?:{_EN_SCALE}))"
)
# a share split's, consolidation's or rights issue's ratio, new shares for old: "a 1-for-20 reverse
# split", "four-for-one", "on a one-for-four basis"
_RATIO_WORD = "(?i:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty)"
_SPLIT_RATIO = (
    rf"(?<![A-Za-z0-9.,-])(?P<snew>[0-9]{{1,3}}|{_RATIO_WORD})-(?i:for)-(?P<sold>[0-9]{{1,3}}|{_RATIO_WORD})"
    r"(?![A-Za-z0-9-]|[.,][0-9])"
)
# "one-third of the voting power", "a two-thirds majority": a share of something, read as a percentage
_EN_FRACTION = (
    r"(?<![A-Za-z-])(?P<fnum>(?i:one|two|three|four))[ -](?P<fden>(?i:half|halves|thirds?|quarters?|fifths?))"
    r"(?=[ \t]+(?i:majority\b|of\b(?![ \t]+an?\b)))"  # not "three-quarters of a percentage point"
)
# The lookahead is a cheap character test that keeps the word alternation off most positions.
_CANDIDATE_RE = re.compile(
    rf"{_SPLIT_RATIO}|(?<![上下前后多大])(?P<half>半)(?=个?月|年(?!度)|个?小时|天|日)|(?P<ar>{_ARABIC})|(?P<frac>[百千万二三四五六七八九十])分之(?P<pct>{_ZH_NUM}|[0-9]+(?:\.[0-9]+)?)|(?P<zh>{_ZH_NUM})"
    rf"|{_EN_FRACTION}"
    # (whole or not at all: "Fifty-Four Thousand Dollars ($54,000)" leaves no "Fifty" behind)
    rf"|(?<![A-Za-z])(?=[zotfsenZOTFSEN])(?P<en>(?>{_EN_NUMBER}))"
    rf"(?![A-Za-z])(?!\s*(?:(?i:(?:US\s)?dollars?|euros?|pounds?|yuan)\s*)?\()"  # "Five Hundred Dollars ($500)"
)
# a range's second number: "3 to 5 days", "三至五日", "three to five business days"
_NUMBER_AT_RE = re.compile(
    rf"(?:(?i:US\$|HK\$|USD|RMB|CNY|HKD|EUR|GBP)|人民币|[$¥￥€£])?\s?(?:(?P<ar>{_ARABIC})|(?P<zh>{_ZH_NUM})|(?P<en>(?:{_EN_WORD_RE}){_EN_TAIL}(?![A-Za-z])))"
)
# "thirty (30) days": the words that spell out the number in brackets belong to its span, so the
# context before it ("not less than", "within") is read before the words
_SPELLED_BEFORE_RE = re.compile(
    rf"(?<![A-Za-z])(?:(?:{_EN_WORD_RE}|[Hh]undred|HUNDRED|[Tt]housand|THOUSAND){_EN_TAIL}[\s-]+(?:(?i:and)\s+)?)*"
    rf"(?:{_EN_WORD_RE}){_EN_TAIL}\s*\(\s*$"
)
# the clotting ratio named a few words before its value ("Target INR range: 2.5-3.5", "INR of 1.8")
_INR_LEFT_RE = re.compile(
    r"(?<![A-Za-z])INR(?:\s+(?:target|range|goal|level|value|result|reading|of|was|is|at|today))*"
    r"(?:\s*(?:目标|范围|控制|水平|值|结果))*\s*(?:为|是|在)?\s*[:：]?\s*$"  # "目标INR范围为1.5—2.5"
)
# a driving licence's penalty points in Chinese ("罚款200元，记3分", "一次扣6分"): no minutes or fen
_LICENCE_POINTS_LEFT_RE = re.compile(r"(?:记|扣|扣除|记满)\s*$")
# "Severity 1 - 30 minutes", "Building 3 - 3,800 m2": a numbered label, a dash, then its value; no range
_INDEX_LABEL_LEFT_RE = re.compile(
    r"\b(?:Severity|Priority|Lot|Building|Block|Plot|Unit|Phase|Stage|Level|Tier|Zone|Room|Floor|Grade|Band|"
    r"Item|Option|Clause|Section)\s+$"
)
_SPACED_DASH_RE = re.compile(r"\s+[-–—]\s+")
_CHANGE_BY_LEFT_RE = re.compile(r"(?:\bby|上调|下调|提高|降低|增加|减少|上升|下降)了?\s*$", re.IGNORECASE)
# "THREE TO FIVE"; "24小时以上不足48小时", "满1年不满3年": a band written as its floor and the ceiling it stays under
_RANGE_SEP_RE = re.compile(
    r"\s*(?:-|–|—|~|～|至|到|to|(?:[(（]含[)）])?(?:(?:及以上|以上)[、，,]?)?(?:不足|不满|未满|低于|少于|至))\s*",
    re.IGNORECASE,
)
_BETWEEN_RE = re.compile(r"(?:between|from)\s+(?:[$¥￥€£]|US\$)?$", re.IGNORECASE)
_AND_RE = re.compile(r"\s+(?:and|to)\s+", re.IGNORECASE)
# the numbers between the first and the last of a list of choices ("4, 13, 26 or 52 weeks", "1 or 2 tablets")
_OPTIONS_RE = re.compile(
    rf"(?:\s*,\s*(?:[0-9]{{1,3}}(?:\.[0-9]+)?|(?:{_EN_WORD_RE}){_EN_TAIL}))*\s*,?\s+or\s+", re.IGNORECASE
)
_BP_RE = re.compile(r"/(\d{2,3})(?=\s?mm\s?hg)", re.IGNORECASE)
_NET_RE = re.compile(r"\bnet\s$", re.IGNORECASE)
_AND_A_HALF_RE = re.compile(
    r"\s+and\s+a\s+half(?=\s+(?:years?|months?|weeks?|days?|hours?|minutes?)\b)", re.IGNORECASE
)
# a temperature whose unit is a bare letter or degree sign ("T 101.3 F", "Tmax 38.9 C", "体温39°"): only
# after a word that says it is one ("5 C" is otherwise a grade, a clause or a row)
_TEMP_CUE_RE = re.compile(
    r"(?:\b(?:T|Tmax|temp|temperature|fever|febrile|pyrexia)\b|体温|发热|发烧)[^0-9\n]{0,12}$", re.IGNORECASE
)
_TEMP_LETTER_RE = re.compile(r"\s?(?:([CF])(?![A-Za-z0-9])|°(?!\s?[CFcf]))")
# an electrolyte written without its unit ("K+ 3.8", "Na 138", "血钾3.2"): millimoles per litre, when the
# value is one the electrolyte can have ("Section K 12" is no potassium)
_ELECTROLYTE_LEFT_RE = re.compile(
    r"(?:\b(?:(?P<k>K\+|[Pp]otassium|POTASSIUM)|(?P<bare>K)|(?P<na>Na\+?|[Ss]odium|SODIUM))|(?P<kzh>血?钾)|(?P<nazh>血?钠))"
    r"\s*[:：=]?\s*$"
)
# a coupon, "满300减50" (spend 300, take 50 off): both bare numbers are yuan
_COUPON_OFF_LEFT_RE = re.compile(r"满(\d+(?:\.\d+)?)元?(?:即可|可以|可|立)?减$")
_COUPON_SPEND_RIGHT_RE = re.compile(r"元?立?减\d")
# a data amount is a value only as an allowance ("通用流量30GB", "50 GB of data"); "128GB" names a model
# a data allowance ("12 GB a month", "每月可用20GB"), or data used ("after 100 GB of usage", "use 8 GB"), not a
# device's storage ("128GB"), or a fair-use cap ("fair use policy limit of 5GB per billing month", "a 5GB cap")
_DATA_CONTEXT_RE = re.compile(
    r"流量|数据|上网|每月|data|allowance|hotspot|quota|usage|\bused?\b|fair[- ]use|tether|roaming|\bcap\b|billing month"
    r"|\ba month\b",
    re.IGNORECASE,
)
# a word between a number and its unit
# (or a size: "12,000 nine-litre cases", "40 20-foot containers")
_UNIT_ADJECTIVE_RE = re.compile(
    r"\)?[ \t](?:free|extra|additional|bonus|complimentary|further|more|full|whole|clear|calendar"
    # which days, years or hours count ("7 completed years", "30 trading days", "10 travel days")
    r"|completed|trading|school|travel|unused|remaining|claim-free|guest|qualifying|eligible|paid|unpaid"
    r"|operating|running|engine"
    r"|(?:[a-z]+|\d+(?:\.\d+)?)-(?:litre|liter|foot|feet|ft|kg|kilo|gram|ml|ounce|oz|pound|lb|gallon|inch|metre|meter"
    r"|tonne|ton))\b",
    re.IGNORECASE,
)
# "12 physiotherapy sessions", "2 successful claims", "3 IVF cycles": a word (or an acronym) that says
# which ones, then what is counted (no \b: it keeps the pattern on a DFA)
_COUNT_WORD_RE = re.compile(r"[ \t]([a-z][a-z\-]{2,20}|[A-Z]{2,6})[ \t]")
# words that join a number to something else than the noun it counts ("3 of the claims", "2 per claim")
_NOT_A_COUNT_WORD = frozenset(
    {"and", "any", "are", "but", "each", "for", "from", "has", "have", "into", "its", "nor", "not", "per",
     "the", "than", "that", "then", "this", "was", "were", "will", "with", "within", "without"}
)  # fmt: skip
_POWER_LEFT_RE = re.compile(r"电(?!池)|千瓦")  # electricity before a "度" ("用电量", "电量"), not a battery
_AGED_RE = re.compile(r"\b(?:aged|ages?)\s$", re.IGNORECASE)
# years that are an age: the upper end of an age range ("Entry age 28 days to 65 years", "ages 18 to 65
# years", "aged two (2) to five (5) years") or a group of people's ("Adults and children 12 years and
# over", "children 2 to under 6 years")
_AGE_TO_RE = re.compile(
    # (past a number spelled out before its figure: "Entry age twenty-eight (28) days to 65 years")
    r"\b(?:aged|ages?)\b[^.;:。；0-9]{0,12}(?:[A-Za-z]+(?:-[A-Za-z]+)?\s*\(\s*)?[0-9]+\)?\s*(?:days?|months?|years?)?"
    r"\s*(?:to|-|–)\s*$"
    r"|\b(?:children|child|adults?|adolescents?|infants?|kids|teenagers?|patients)\b[^.;:。；0-9]{0,14}"
    r"(?:[0-9]+\)?\s*(?:months?|years?)?\s*(?:to|-|–)\s*(?:under\s+)?)?(?<!for )(?<!in )(?<!within )$",
    re.IGNORECASE,
)
_YEARS = UnitSpec("duration", "year")
_YUAN = UnitSpec("money", "CNY")
_POINT_RATE = UnitSpec("count", "point_rate")
_EARN_RATE = UnitSpec("count", "point_earn_rate")
_POINTS = ("subject", "points")
# a percentage that names a bond issue ("5.375% Senior Notes due 2030", "0.75% Convertible Bonds") is its
# coupon, as "票面利率5.75%" is
_NOTES_RIGHT_RE = re.compile(
    r"\s*(?:(?:senior|subordinated|secured|unsecured|convertible|guaranteed|fixed[- ]rate|green|"
    r"exchangeable|perpetual)\s+)*(?:notes|bonds|debentures|debt\s+securities)\b",
    re.IGNORECASE,
)
_COUPON = ("subject", "coupon")
_BODY_WEIGHT = ("subject", "weight")
# a percentage taken off a price ("50% off the licence fee", "10% off.") may explain a discounted price;
# it names no subject: "15% dining discount" and "10% off the renewal price" are two discounts. Not an
# off-peak rate ("20% off-peak"): a hyphen or a letter after "off" is another word
_OFF_RIGHT_RE = re.compile(r"\s*off[\s.,;:)!]", re.IGNORECASE)
OFF = ("remark", "off")
_INCHES = COMPOUND_UNITS[0]
_DEGREES = UnitSpec("quantity", "degC")
_KWH = UnitSpec("quantity", "kWh")
# an age that names a group of people ("Children under 6 years: ask a doctor", "12岁以上儿童"): a
# condition of the values after it (see _with_bands), never a value of its own
_AGE_GROUP_LEFT_RE = re.compile(
    r"\b(?:children|child|adults?|adolescents?|infants?|kids|teenagers?|patients)\b[^.;:。；]{0,14}$",
    re.IGNORECASE,
)
_AGE_GROUP_RIGHT_RE = re.compile(
    r"(?:及?以上|及?以下|以内)?的?(?:儿童|成人|成年人|患者|老人|青少年|婴儿|幼儿|小儿)"
)
_PER_ML_RE = re.compile(r"\s*/\s*([0-9]+(?:\.[0-9]+)?)\s*(?:ml|毫升)(?![a-z])", re.IGNORECASE)
# "500 points = $5", "100积分可抵扣1元", "2,000 points for a $10 voucher": what points are worth, one
# rate however many points a text counts out ("100 points = £1" is the same rate)
_POINTS_WORTH_RE = re.compile(
    r"\s*(?:=|＝|可?抵扣?|可?兑换|(?:is|are)\s+worth|worth|(?:can\s+be\s+)?redeem(?:ed|able)\s+for(?:\s+an?)?"
    r"|for\s+an?)"
    r"\s*(?:(?:HK|S|A|NZ|C|US)?[£$¥€]|(?:GBP|USD|EUR|RMB|CNY|HKD|SGD|AUD|CAD)\s?|人民币)?\s*([0-9]+(?:\.[0-9]+)?)"
    r"(?![0-9]|[.,][0-9])(?:\s*(?:元|yuan\b))?",
    re.IGNORECASE,
)
# what a point is earned per ("Gold members earn 1.5 points per £1", "2 points for every $1 spent"):
# a rate of earning, not a number of points, nor the unit of money a sum
_PER_EACH = r"(?:per|for every|for each|every|each)"
_EARN_PER_RE = re.compile(
    rf"\s+{_PER_EACH}\s+(?:(?:HK|S|A|NZ|C|US)?[£$€¥]|(?:GBP|USD|EUR|HKD|SGD)\s?)1"
    r"(?:\.00)?(?![0-9]|[.,][0-9])",
    re.IGNORECASE,
)
# a gestational age in weeks and days ("36+5 weeks", "孕32+4周")
_GESTATION_RE = re.compile(r"\+([0-6])(?=\s?(?:weeks?|wks?|周))", re.IGNORECASE)
# interest in fen and li after 年息, 月息 or 日息, as Chinese lending writes it: "月息1分" is 1% a month,
# "年息8厘" 8% a year, "月利率5厘" 0.5% a month
_FEN_LI_LEFT_RE = re.compile(r"([年月日])(?:息|利率|利息)(?:为|是)?\s?$")
_FEN_LI_RE = re.compile(r"\s?([分厘])(?![钟米])")
_FEN_LI = {
    ("年", "分"): 10.0,
    ("月", "分"): 1.0,
    ("日", "分"): 0.1,
    ("年", "厘"): 1.0,
    ("月", "厘"): 0.1,
    ("日", "厘"): 0.01,
}
# a time since something happened ("bought 45 days ago"), no term or deadline
_AGO_RE = re.compile(r"\s*ago\b", re.IGNORECASE)
# a minus sign or 零下 before a temperature ("store at -20 °C", "−18℃", "零下5度"); not a hyphen after a
# word or a number ("A-5", "2-8 °C" is a range)
_BELOW_ZERO_LEFT_RE = re.compile(r"(?:(?<![A-Za-z0-9.,)\]])[-−－]|零下|\bminus\s)\s?$", re.IGNORECASE)
# a charge counted in nights of the room rate ("cancellations are charged one night")
_CHARGED_LEFT_RE = re.compile(
    r"\b(?:charged?|charges|charging|forfeits?|forfeited|penalty\s+of|fee\s+of)\s+$", re.IGNORECASE
)
# the jiao and fen after a yuan amount ("7元2角5分" is 7.25 yuan, "三元五角" 3.5)
_JIAO_FEN_RE = re.compile(r"([0-9零一二两三四五六七八九])角(?:([0-9零一二两三四五六七八九])分)?")
_ZH_DIGITS = ZH_DIGIT | {"零": 0, "两": 2} | {str(i): i for i in range(10)}
_INCHES_RE = re.compile(
    r"\s*([0-9]{1,2}(?:\.[0-9]+)?)\s*(?:inches|inch|in\b|\")", re.IGNORECASE
)  # "5 ft 9 in"
# the smaller part of a compound duration ("1 yr 6 mo", "1年6个月", "2 hours 30 minutes", "2小时30分")
_MONTHS_AFTER_RE = re.compile(
    r"\s*(?:and\s+)?([0-9]{1,2})\s*(?:months|month|mos|mo|mths|mth|个月)(?![a-z])", re.IGNORECASE
)
_MINUTES_AFTER_RE = re.compile(
    r"\s*(?:and\s+)?([0-9]{1,2})\s*(?:minutes|minute|mins|min|m|分钟|分)(?![a-z])", re.IGNORECASE
)
# European notation: a comma before one or two decimals ("13,5 g/dL", "3,5 %", "12,50 €"), dots in
# the thousands ("1.250,00 €")
_DECIMAL_COMMA_RE = re.compile(r",([0-9]{1,2})(?![0-9,])")
_EU_THOUSANDS_RE = re.compile(r"[0-9]{1,3}(?:\.[0-9]{3})+")
# a half year as Asian reports write it ("1H FY2024", "2H24", "1H 2025"): no hours
_HALF_YEAR_RE = re.compile(r"H(?:\d{2}(?![A-Za-z0-9])|(?=\s?FY|\s(?:19|20)\d{2}(?!\d)))")
# a settlement date in business days after the trade ("T+1", "赎回资金T+2到账")
_SETTLEMENT_LEFT_RE = re.compile(r"(?<![A-Za-z0-9])T\+$")
_AFTER_TRADE = "after:trade_date"
# thousands grouped by spaces ("1 250 €", "EUR 1 250 000", "1\u202f250,50 €" as French typesetting
# writes it): a no-break or narrow no-break space groups before any unit; a plain space only in money
# ("0345 555 019" is a telephone number, "take 2 500 mg tablets" two tablets)
_SPACE_GROUPS_RE = re.compile(r"(?:[ \u00a0\u202f][0-9]{3})+(?:\.[0-9]+)?(?![0-9])")
# a course in a prescription's shorthand: "x 7d", "×7d", "x 5/7" (days), "for 4/52" (weeks), "for 6/12"
# (months), as British clinical notes write them; "review in 6/52" is when ("in 3/12 cases" is a fraction)
_COURSE_RE = re.compile(r"(?:d(?![a-z])|/(?P<per>7|52|12)(?![0-9/]))")
_COURSE_LEFT_RE = re.compile(
    r"(?:(?<![A-Za-z])[x×]|\bfor|\b(?:review|follow[- ]?up|f/u|back|return|recheck|repeat|clinic|appointment)"
    r"\b[^.;\n]{0,24}\bin)\s?$",
    re.IGNORECASE,
)
_COURSE_UNITS = {"": "day", "7": "day", "52": "week", "12": "month"}  # "" for "x 7d"
_BMI_LEFT_RE = re.compile(r"(?:\bBMI|体重指数)\s*(?:[:：=]|of|is|为)?\s*$")
_EGFR_LEFT_RE = re.compile(r"\be?GFR\s*(?:[:：=]|of|is|为)?\s*$")
# a lens power ("sphere -2.75", "OD -2.25 / BC 8.6", "球镜-2.75"): dioptres, in quarter steps, unwritten
_LENS_LEFT_RE = re.compile(
    r"(?:\b(?:[Ss]phere|SPH|[Ss]ph|CYL|[Cc]yl(?:inder)?|PWR|[Pp]ower|OD|OS)|球镜|柱镜)\)?\s*[:：]?\s*[-−+]?$"
)
# a trial's effect size ("hazard ratio 0.68", "HR 0.86", "OR=1.42"), unitless: each kind its own unit
_RATIO_LEFT_RE = re.compile(
    r"(?:\b(?P<hazard>[Hh]azard [Rr]atio|HR)|\b(?P<odds>[Oo]dds [Rr]atio|OR)|\b(?P<risk>[Rr]isk [Rr]atio|"
    r"[Rr]elative [Rr]isk|RR)|(?P<hzh>风险比)|(?P<ozh>比值比))\s*(?:[:：=]|of|was|is|为)?\s*$"
)
# an efficiency or adequacy index named before its value, past words but no other number ("annualised
# PUE of the DC-2 facility at or below 1.35", "Kt/V target ≥ 1.2", "heat pump COP 3.7"): no unit, and
# each index its own (a seasonal COP is no COP at one test point)
_METRIC_LEFT_RE = re.compile(
    r"(?:(?<![A-Za-z])(?P<ktv>Kt/V)|\b(?P<pue>PUE)|\b(?P<scop>SCOP)|\b(?P<cop>COP)|\b(?P<seer>SEER)|\b(?P<eer>EER)"
    # and an exchange rate ("Forward rate: 7.1825 (USD/CNY)", "远期汇率7.1285")
    r"|\b(?P<fx>(?i:forward|exchange|spot|fx|settlement)\s+rate)|(?P<fxzh>汇率)"
    # and a rating factor ("无赔款优待系数0.6", "NCD coefficient 0.7")
    r"|(?P<coefzh>系数)|\b(?P<coef>(?i:coefficient|rating factor)))"
    r"(?![A-Za-z])(?:[^0-9.;\n。；]|(?<=[A-Za-z]-)[0-9])*(?<![A-Za-z]-)$"  # (not the "2" of "DC-2")
)
_METRICS = ("ktv", "pue", "scop", "cop", "seer", "eer", "fx", "fxzh", "coef", "coefzh")
_METRIC_MAX = 40.0  # none of them reaches 40; a larger bare number is something else
_QUARTER_STEP_RE = re.compile(r"[0-9]{1,2}\.(?:00|25|50|75)")
_ORDINAL_LEFT_RE = re.compile(r"\b(?:cycles?|phase|stage|visit|round|week|wk|C)\s*$", re.IGNORECASE)
_DIGIT_AHEAD_RE = re.compile(r"\s*[0-9]")
_TIMES_ITEM_RE = re.compile(r"[ \t]*(?:[0-9]|(?P<word>[A-Za-z][A-Za-z-]+))")
# an amount that "N x" multiplies ("4 x basic annual salary": a multiple, as "four times your salary"
# reads), not an item it counts ("10 x electric trucks"); a whole word, checked by hand (a lookahead
# would put the pattern on the native engine's backtracking VM)
_TIMES_AMOUNT_RE = re.compile(
    r"(?:(?:your|the|basic|base|gross|annual|monthly|weekly|yearly|current)[ \t]+)*"
    r"(?:salary|salaries|earnings|income|pay|wages?|rent|premium)",
    re.IGNORECASE,
)
_TIMES_SIGNS = frozenset({"x", "×"})


def _counted_after_a_word(text: str, pos: int) -> re.Match[str] | None:
    """The count unit after one word that qualifies it ("12 physiotherapy sessions"): a count only,
    since a word between a number and a measure is rarely its qualifier ("30 days' notice" aside)."""
    word = _COUNT_WORD_RE.match(text, pos)
    if word is None or word.group(1) in _NOT_A_COUNT_WORD:
        return None
    um = unit_at(text, word.end())
    return um if um is not None and (lookup_unit(um.group()) or _NOSPEC).kind == "count" else None


def _multiplies_an_amount(text: str, item: re.Match[str]) -> bool:
    """The words after "N x" (``item``) name an amount it multiplies ("4 x salary", not "4 x salarymen")."""
    amount = _TIMES_AMOUNT_RE.match(text, item.start("word")) if item.group("word") else None
    after = text[amount.end() : amount.end() + 1] if amount else ""
    return amount is not None and not (after.isascii() and after.isalpha())


_VIDEO_LINES = frozenset({"240", "360", "480", "576", "720", "1080", "1440", "2160", "4320"})
_VULGAR_FRACTIONS = {"½": 0.5, "¼": 0.25, "¾": 0.75}
# the smaller unit of a compound duration, its pattern after the larger, and how many make one larger
_FINER_UNITS = {
    "year": (_MONTHS_AFTER_RE, UnitSpec("duration", "month"), 12),
    "hour": (_MINUTES_AFTER_RE, UnitSpec("duration", "minute"), 60),
}
# forms that name a thousand of a metered unit: gas sold wholesale ("186.2元/千立方米"), power by the MWh;
# a price per one of them is a thousandth of it per unit
_METERED_THOUSANDS = {
    "千立方米": "m3", "千方": "m3", "thousand cubic metre": "m3", "thousand cubic meter": "m3", "mwh": "kwh",
    "兆瓦时": "kwh",
}  # fmt: skip
# a language model's price per token, quoted per thousand or per million ("$3.00 per 1M input tokens",
# "$0.003 per 1K tokens", "每百万tokens 2元"); the words around tell input and output tokens apart
_TOKEN_SCALES = {
    "": 1.0, "1k ": 1e3, "1,000 ": 1e3, "1000 ": 1e3, "thousand ": 1e3, "1m ": 1e6, "1 million ": 1e6,
    "million ": 1e6, "1,000,000 ": 1e6, "千": 1e3, "百万": 1e6, "百万个": 1e6,
}  # fmt: skip
_PER_TOKENS = {
    f"{scale}{side}token": n
    for scale, n in _TOKEN_SCALES.items()
    for side in (("", "input ", "output ") if scale.isascii() else ("",))
}
# a metered unit a price is quoted per so many of: the price of one is the quoted price over that many
_METERED_SCALE = {
    **dict.fromkeys(_METERED_THOUSANDS, 1000.0),
    **{f: n for f, n in _PER_TOKENS.items() if n > 1.0},
}
# a price per metered unit ("0.4883元/度", "$0.1850/kWh", "每分钟0.1元", "$3.99 per GB", "20p for every
# minute") is a tariff: its own dimension, never compared with an amount billed nor with the price of
# another unit
_METERED = {
    "kwh": "kwh", "度": "kwh", "千瓦时": "kwh", "分钟": "minute", "minute": "minute", "min": "minute",
    "gb": "gb", "升": "litre", "litre": "litre", "liter": "litre", "l": "litre", "gallon": "gallon",
    "gal": "gallon", "kg": "kg", "kilogram": "kg", "公斤": "kg", "千克": "kg", "㎡": "sqm", "平方米": "sqm",
    "square metre": "sqm", "square meter": "sqm", "sq ft": "sqft", "square foot": "sqft",
    # gas and water ("2.85元/立方米", "$1.20 per m³"): not "方", which also counts earthwork
    "立方米": "m3", "立方": "m3", "m³": "m3", "m3": "m3", "cubic metre": "m3", "cubic meter": "m3",
    **_METERED_THOUSANDS,
    **dict.fromkeys(_PER_TOKENS, "token"),
}  # fmt: skip
# the units a supply is sold by (power, calls, data, fuel): a price per one of them is that supply's
# price; many different charges are per square metre or per kilogram
_SOLD_BY = frozenset({"kwh", "minute", "gb", "litre", "gallon", "m3"})
_METERED_FORMS = "|".join(re.escape(k) for k in sorted(_METERED, key=len, reverse=True))
_METERED_RIGHT_RE = re.compile(
    rf"\s*(?:/|per\s+|a\s+|(?:for\s+)?(?:every|each)\s+|每)\s*(?P<m>{_METERED_FORMS})(?:s|es)?(?![A-Za-z])",
    re.IGNORECASE,
)
_METERED_LEFT_RE = re.compile(
    # (past the period it is charged for: "每平方米每采暖期24元")
    rf"(?:每|\b(?:per|each(?:\s+additional)?|every)\s+)(?P<m>{_METERED_FORMS})(?:s|es)?电?"
    r"(?:每(?:采暖[期季]|供暖[期季]|个?月|年|季度?|天|日))?(?:[为是:：]|收费|收取)?\s*$",
    re.IGNORECASE,
)
# a price that multiplies a quantity in a metered unit ("37 additional minutes @ $1.94", "38 m3 x GBP 2.1042",
# "412 kWh at 9.50p"), or a unit price after it ("峰时段用电186千瓦时，单价0.86元")
_METERED_TIMES_LEFT_RE = re.compile(
    rf"\d\s*(?:(?:additional|extra)\s+)?(?P<m>{_METERED_FORMS})(?:s|es)?"
    r"(?:\s*(?:@|x|×|\*)|\s+at|\s*[，,]\s*(?:单价|unit\s+price|unit\s+rate)\s*[:：为是]?)\s*$",
    re.IGNORECASE,
)
# "an 8-year-old child", "children under 12 years of age": years that are an age
_YEAR_OLD_RE = re.compile(r"[-\s]old\b|\s+of\s+age\b", re.IGNORECASE)
# dividends quoted per N shares or fund units ("每10股派3.5元", "每10份基金份额派0.264元", "$3.50 per 10
# shares") are compared per share or unit
_PER_SHARES_LEFT_RE = re.compile(r"每\s*(?P<n>[0-9]{1,3})\s*[股份][^0-9，,。；;]{0,12}$")
_PER_SHARES_RIGHT_RE = re.compile(
    r"\s*(?:per|for every|for each)\s+(?P<n>[0-9]{1,3})\s+(?:ordinary\s+)?(?:shares|units)\b", re.IGNORECASE
)
# a rate per hundred or thousand of a value ("$31.20 per $1,000 of assessed value", "每1,000美元评估价值
# 25.40美元", a property tax's mill rate; "$0.45 per $100 of coverage"): a percentage of that value
_PER_VALUE_RIGHT_RE = re.compile(
    r"\s*(?:per|for\s+every|for\s+each|/)\s*(?:\$|US\$|USD\s?|£|GBP\s?|€|EUR\s?)"
    r"(?P<n>100|1,000|1000)(?![\d.,]*\d)(?=\s+(?:of|in)\s+(?:[a-z-]+\s+){0,2}"
    r"(?:value|valuation|assessment|coverage|cover|insurance|sum\s+insured|benefit)\b)",
    re.IGNORECASE,
)
_PER_VALUE_LEFT_RE = re.compile(
    r"每\s*(?P<n>100|1,000|1000)\s*(?:美元|元|英镑|欧元)的?(?:评估价值|计税价值|评估值|价值|保额|保险金额)[^0-9，,。；;]{0,4}$"
)
# a full stop ends a sentence, except after a title, a common abbreviation ("cl. 12.2", "ART. 14.2",
# "approx.") or an
# initial ("Ms. R. Lee"), or that ends a dot leader ("Cash ........ 81,200");
# a question answered by the value right after it ("What is the deductible? $500") names its subject;
# a bullet, a 【heading】 and a Chinese "字段：" label after a space start a sentence, so a list whose
# line breaks were lost ("保险期间：终身 交费方式：年交") keeps its fields apart (not after a number:
# "2024 年度…：" is a year)
_SENT_END_RE = re.compile(
    r"[。；;！!\n•▪■◆●]|(?=【)|(?<=[\s\u3000])(?![年月日号时分秒元万亿千百天周个期度次])(?=[\u4e00-\u9fff（）()]{2,12}[:：])|[？?](?!\s{0,3}(?:[$¥￥€£]|US\$|RMB|USD|\d))|(?<!\bMr)(?<!\bMs)(?<!\bMrs)(?<!\bDr)(?<!\bNo)(?<!\bvs)(?<!\bInc)(?<!\bLtd)(?<!\bCo)(?<!\bSt)"
    r"(?<!\b[Cc]l)(?<!\b[Aa]rt)(?<!\b[Ss]ec)(?<!\b[Pp]ara)(?<!\b[Aa]pprox)(?<!\b[Ii]ncl)(?<!\b[Rr]ef)"
    r"(?<!\bMR)(?<!\bMS)(?<!\bMRS)(?<!\bDR)(?<!\bNO)(?<!\bVS)(?<!\bINC)(?<!\bLTD)(?<!\bCO)(?<!\bST)(?<!\bCL)(?<!\bART)(?<!\bSEC)(?<!\bPARA)(?<!\bAPPROX)(?<!\bINCL)(?<!\bREF)"
    r"(?<!\b[A-Z])(?<!\.\.)\.(?=['’\"”]?(?:\s|$))"  # also before a closing quote: "at least $500.' Please"
)
_SLACK = 13  # longer than any lookahead of _SENT_END_RE (a label: up to 12 CJK characters and a colon)
_TIMESTAMP = ("record", "timestamp")
_TERM = ("subject", "term")
_COMMENCEMENT = ("subject", "commencement")
_TARIFF = ("subject", "tariff")
_DISCOUNT = ("subject", "discount")
_EXPIRY = ("subject", "expiry")
_DEADLINE = ("subject", "deadline")
# the words before a window for doing something by its end (registration, applications, bookings)
_WINDOW_LEFT_RE = re.compile(
    r"报名|申请|申报|登记|预约|registration|applications?|enrol(?:l?ment)?|submissions?|bookings?|sign-?ups?",
    re.IGNORECASE,
)
_TERMS = frozenset({("subject", "policy_period"), ("subject", "term")})
# "一年累计最多180天", "洗牙一年可以报一次": a year that an aggregate or a count of times is per
_AGGREGATE_AHEAD_RE = re.compile(
    r"内?(?:累计|(?:可以|可|限|最多|仅)?(?:报销?|享受?|做|使用|申请)?[一二两三四五1-5]次)"
)
_RATE_AHEAD_RE = re.compile(r"[\s:：]*\d+(?:\.\d+)?\s*(?:[%％]|(?:per\s?cent|percent|pct)\b)", re.IGNORECASE)
_DAILY_AMOUNT_AHEAD_RE = re.compile(r"\s*的?(?:最大|最高)?(?:剂量|用量|总量)")
_TENOR_WORD_RE = re.compile(r"\d{1,2}-(?:month|year)\b", re.IGNORECASE)
_PERCENT = r"\d\s*(?:[%％]|(?:per\s?cent|percent|pct)\b)"
_TENOR_RATE_RE = re.compile(
    _PERCENT + r"[^\n]{0,40}\bterms?\b|\bterms?\b[^\n]{0,40}" + _PERCENT, re.IGNORECASE
)
_OR_MORE_RE = re.compile(
    r"\s+or\s+(?:(?P<more>more|longer|over|above)|less|fewer|shorter|under)\s+", re.IGNORECASE
)
_DIGIT_RE = re.compile(r"\d")
# where the next value starts, which ends a value's words on its right: a digit, or a Chinese numeral
# and its unit ("将于三个工作日内转入": the working days are the next value's words, as after "3个工作日")
_NEXT_NUMBER_RE = re.compile(r"\d|[一二两三四五六七八九十]+个?(?:工作日|个月|日|天|周|年|小时|分钟)")
# all that stands between a bracketed value and the next one ("Half plot (125 sq m): GBP 52"): the label
# before the bracket names both; so when the bracket says what the value is a share of ("Plan paid (80%
# of allowed amount): $662.40"): that base is not what the value is
_BRACKET_CLOSE_RE = re.compile(
    r"(?:[ \t]+of[ \t]+(?:the[ \t]+|your[ \t]+)?[A-Za-z\-]+(?:[ \t]+[A-Za-z\-]+){0,2})?[ \t]*[)）][ \t]*[:：]?[ \t]*"
)
# the words that open the next value's clause, not this value's ("payable June 16, 2025 to stockholders
# of record as of May 30"): from a clause boundary to a preposition right before the next value, or
# to what the next value saves ("5 sessions for £180 - save £20": the saving is not the price)
_NEXT_LEAD_IN_RE = re.compile(
    r"(?:[,;]|\bto\b|\band\b|\bwith\b)[^,;]*?\b(?:of|on|at|as of|from|by|until)(?:\s+the)?\s+"
    r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*)?$"
    r"|\b(?:you\s+)?(?:save|saves|saving)(?:\s+you)?\s*(?:[£$€¥]|[a-z]{3}\s*)?$"
    # a word after "with" that names the next value ("creatinine 1.2 mg/dL with eGFR 38"; "with a rate of"
    # is the first alternative's)
    r"|\bwith\s+(?:an?\s+|the\s+)?[^\s\d,;]+\s*(?:[:=]\s*)?$",
    re.IGNORECASE,
)
# what a signed number is when its sign is read (``context.sign_before``): a rate or its change
# ("(+7.3%)", "同比 +12%", "+25 bp"); other numbers after a "+" stay unread ("+86 21 …", "+5 kg")
_SIGNED_RATE_RE = re.compile(
    r"\s?(?:[%％]|bp|pp|basis point|percent|per cent|个百分点|个基点)", re.IGNORECASE
)
# a day that recurs every month: "每月25日", "每个月的15号", "the 25th (day) of each month"
_DAYS_OF_MONTH = frozenset(float(d) for d in range(1, 32))
_EVERY_MONTH_ZH_RE = re.compile(r"每个?(?:公历|自然|日历)?月的?\s*$")  # "每个公历月的5日": the 5th
_EVERY_MONTH_ZH_CHARS = 8
_MONTHLY_DAY_ZH_RE = re.compile(r"\s*[日号]")
_YEARLY_DAY_ZH_RE = re.compile(r"\s*月\s*([0-9]{1,2})\s*[日号]")
_MONTHLY_DAY_EN_RE = re.compile(
    r"(?:st|nd|rd|th)?\s+(?:day\s+)?of\s+(?:each|every|this|the(?:\s+(?:previous|preceding|prior|following|next))?)"
    r"\s+(?:calendar\s+)?month\b",
    re.IGNORECASE,
)
_GLUED_CODE_RE = re.compile(r"(?<![A-Za-z])(?:USD|RMB|CNY|HKD|EUR|GBP|JPY|SGD|AUD|CAD)$")  # "USD500"
_ROW_KEY_RE = re.compile(r"\s?[:：]\s*(?:[$¥￥€£]|US\$|HK\$|[A-Z]{3}\s?)?\d")
# A period after these words is the comparison's base ("down 14 bp from 2.45% in FY2023"), not the
# value's own period: the value's is looked for elsewhere in the sentence.
_COMPARISON_RE = re.compile(
    r"\b(?:from|compared (?:with|to)|versus|vs\.?|than)\b|较|比|同比"
    # a clause that opens with the period of the value after it ("5.2亿元，上年同期为4.8亿元")
    r"|[，,;；]\s*(?=(?:上年同期|去年同期|上年|去年|上期|前一年|同期)[^\d，,。；;]{0,8}\d)"
    # "an increase of 14.2% over 2023", "a 7% increase on the prior year"
    r"|\bover(?=\s+(?:the\s+)?(?:same period|prior|previous|last|fy|fiscal|(?:19|20)\d\d\b))"
    r"|\bon(?=\s+(?:the\s+)?(?:same period|(?:prior|previous|last)[ -](?:year|quarter|half|period)\b))",
    re.IGNORECASE,
)


_FOLLOWING_CHARS = 100  # how much of the next sentence a value that ends its own reads (a change verb)


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    lo = max(0, start - 200)
    sent_start = lo
    # _SLACK past each window lets the pattern's lookaheads see the text that really follows
    for m in _SENT_END_RE.finditer(text, lo, min(len(text), start + _SLACK)):
        if m.end() > start:
            break
        sent_start = m.end()
    hi = min(len(text), end + 200)
    m2 = _SENT_END_RE.search(text, end, min(len(text), hi + _SLACK))
    return sent_start, m2.start() if m2 and m2.end() <= hi else hi


def _number(m: re.Match[str]) -> tuple[float | None, str]:
    ar = m.group("ar")
    if ar is not None:
        return parse_arabic(ar), ar
    en = m.groupdict().get("en")
    if en is not None:
        return _en_number(en), "1"
    zh = m.group("zh")
    return parse_chinese(zh), zh


def _with_sole_drug(text: str, facts: list[Fact]) -> list[Fact]:
    """Doses that name no drug, in a text that names exactly one: that drug's. In a text that names
    several, the one drug their line names before them ("Gentamicin 5 mg/kg once daily. Weight 70 kg.
    Dose = 350 mg IV", a chart whose next line is another drug's)."""
    doses = [k for k, f in enumerate(facts) if _dose_without_drug(text, f)]
    drug = _sole_drug(text) if doses else None
    out = list(facts)
    for k in doses:
        f = facts[k]
        name = drug or _sole_drug(text[text.rfind("\n", 0, f.start) + 1 : f.start])
        if name is not None:
            out[k] = dataclasses.replace(f, concepts=f.concepts | {("drug", name)})
    return out


_DOSE_MAX_KG = 0.1  # a dose is grams at most; a body weight ("体重16-21kg") is no dose


def _dose_without_drug(text: str, f: Fact) -> bool:
    """A volume or a mass of a dose's size, or a frequency ("every 5 days": a drug's schedule), that names
    no drug and follows no word naming something else."""
    if f.kind not in {"quantity", "frequency"} or f.concepts_of("drug"):
        return False
    mass = f.dimension == "[mass]" and f.value < _DOSE_MAX_KG
    if f.kind == "quantity" and f.dimension != "[length] ** 3" and not mass:  # (a frequency is a schedule)
        return False
    return _no_name_before(text[: f.start])


def _sole_drug(text: str) -> str | None:
    """The one drug ``text`` names, if it names exactly one: a dose in a sentence of its own ("Give
    11.25 mL by mouth twice daily") is that drug's, as in a prescription or a pharmacy label."""
    names = {_DRUG_ZH.get(m.group().lower(), m.group().lower()) for m in _DRUG_RE.finditer(text)}
    return names.pop() if len(names) == 1 else None


# the words that may stand right before a dose that names no drug of its own ("Give 5 mL", "dose of
# 10 mg"); any other word before it names what it is a dose of ("senna 15 mg at night")
_DOSE_LEAD_WORDS = frozenset({
    "give", "take", "takes", "taking", "administer", "inject", "apply", "use", "dose", "dosage", "of", "is",
    "was", "be", "at", "to", "then", "and", "or", "increase", "reduce", "start", "continue",
    # the unit of the dose just before, restated in brackets: "Give 3.5 mL (70 mg)"
    "ml", "mg",
})  # fmt: skip
_DOSE_GAP = " \t\r\n\f\v("


def _no_name_before(left: str) -> bool:
    """No word right before the value, or one of ``_DOSE_LEAD_WORDS`` (ASCII letters only)."""
    end = len(left.rstrip(_DOSE_GAP))
    start = end
    while start > 0 and left[start - 1].isascii() and left[start - 1].isalpha():
        start -= 1
    return start == end or left[start:end].lower() in _DOSE_LEAD_WORDS


def _earlier_period(periods: list[tuple[int, int, str]], sent_start: int) -> Period:
    """The last period mentioned in the 300 characters before the sentence (the native engine's
    `earlier_period`). Not a contract year: one named earlier labels its row ("first year: USD
    8.99"), and the lines after it are no more that year's than the year's before it."""
    period = period_in(periods, max(0, sent_start - 300), sent_start, last=True)
    if period.sub is not None and sub_kind(period.sub) == "Y":
        return Period()
    return period


_SAME_PERIOD_RE = re.compile(r"same period|同期", re.IGNORECASE)


def _last_year_of(period: Period, sentence: Period) -> Period:
    """A "last year" in a sentence that names its year ("nine months ended September 30, 2025 … compared
    with $2.17 billion for the same period last year") is that year less one, for the same period."""
    if sentence.year is None:
        return period
    return Period(sentence.year - 1, period.sub or sentence.sub, None)


# (also a quarter or half with its year: "(Q3 2024: 39.8%)")
_PAREN_BASE_RIGHT_RE = re.compile(r"\s*(?:(?:FY\s?)?(?:19|20)\d{2}\s*)?年?度?\s*[:：]")
_PAREN_VALUE_GAP = 12  # "(2023: RMB 2.05 billion)": from the year's end to its value's start


# "third quarter 2024 compared with third quarter 2023: revenue for the third quarter of 2024 was …"
_BASE_GLUE_RE = re.compile(r"\s*(?:of\s+|,\s*)?")
_COMPARED_BASE_LEFT_RE = re.compile(
    r"\b(?:compared (?:with|to)|versus|vs\.?|relative to)\s+(?:the\s+)?$", re.IGNORECASE
)


def _paren_base(text: str, span: tuple[int, int, str]) -> bool:
    """A period that opens a bracketed comparison ("(2023: RMB 2.05 billion)", "（2023年：20.5亿元）"),
    or follows "compared with": it is the period of the value right after it only, not of the values
    after the comparison nor of the value before the brackets."""
    before = text[max(0, span[0] - 4) : span[0]].rstrip()
    if before.endswith(("(", "（")) and _PAREN_BASE_RIGHT_RE.match(text, span[1]) is not None:
        return True
    return _COMPARED_BASE_LEFT_RE.search(text, max(0, span[0] - 24), span[0]) is not None


def _comparison_bases(text: str, periods: list[tuple[int, int, str]]) -> set[tuple[int, int, str]]:
    """The mentions that open a comparison (``_paren_base``), each with the mentions that continue it
    ("compared with | third quarter | 2023")."""
    bases: set[tuple[int, int, str]] = set()
    prev: tuple[int, int, str] | None = None
    for p in periods:
        glued = prev in bases and (glue := _BASE_GLUE_RE.match(text, prev[1])) and glue.end() == p[0]
        if glued or _paren_base(text, p):
            bases.add(p)
        prev = p
    return bases


_CLAUSE_BREAK_RE = re.compile(r"[，；;]")  # a Chinese comma or a semicolon (not an English comma: lists)


def _next_value_clause(text: str, end: int, sent_end: int, periods: list[tuple[int, int, str]]) -> int:
    """Where the next value's clause begins, when a Chinese comma or a semicolon after the value at
    ``end`` opens one with a number of its own (no period's): "每次事故赔偿限额为人民币50万元，累计赔偿
    限额为人民币1,000万元" — 累计 names the 1,000万元's period, not the 50万元's. Else ``sent_end``."""
    brk = _CLAUSE_BREAK_RE.search(text, end, sent_end)
    if brk is None:
        return sent_end
    for d in _DIGIT_RE.finditer(text, brk.end(), sent_end):
        if not any(s <= d.start() < e for s, e, _t in periods):
            return brk.start()
    return sent_end


class _Builder:
    """Extraction state for one chunk: the last fact's end bounds the next fact's left context."""

    def __init__(self, text: str, chunk_id: str) -> None:
        self.text = text
        self.chunk_id = chunk_id
        self.facts: list[Fact] = []
        self.prev_end = 0
        self.periods: list[tuple[int, int, str]] | None = None
        self.paren_bases: set[tuple[int, int, str]] = set()
        self.declarations: list[Declaration] | None = None

    def context(self, start: int, end: int, kind: str = "") -> Context:
        text = self.text
        sent_start, sent_end = _sentence(text, start, end)
        left = text[max(sent_start, self.prev_end) : start]
        right = right_full = text[end:sent_end]
        digit = _NEXT_NUMBER_RE.search(right)
        if digit:
            right = right[: digit.start()]
            if lead := _NEXT_LEAD_IN_RE.search(right):
                right = right[: lead.start()]
        sentence_left = text[sent_start:start]
        if self.prev_end > sent_start and _BRACKET_CLOSE_RE.fullmatch(left):
            # "Half plot (125 sq m): GBP 52": the label before the bracket is this value's too
            bracket = max(
                text.rfind("(", sent_start, self.prev_end), text.rfind("（", sent_start, self.prev_end)
            )
            if bracket > sent_start:
                left = text[sent_start:bracket]
        if self.prev_end > sent_start:
            left = without_previous_label(left, right)
            left, sentence_left = without_previous_rate(left, sentence_left)
        if self.periods is None:
            self.periods = period_spans(text)
            self.paren_bases = _comparison_bases(text, self.periods)
        period = Period()
        periods = self.periods
        if self.paren_bases:  # "RMB 2.37 billion (2023: RMB 2.05 billion)": 2023 is the bracket's
            periods = [
                p for p in periods if p not in self.paren_bases or 0 <= start - p[1] <= _PAREN_VALUE_GAP
            ]
        if periods:
            own = (start, end)
            clause_end = _next_value_clause(text, end, sent_end, periods)
            hi = min(clause_end, end + 40)
            comparison = _COMPARISON_RE.search(text, end, hi)  # "down 14 bp from 2.45% in FY2023"
            lo = max(sent_start, self.prev_end, start - 80)
            if self.prev_end > sent_start:  # "$5.2 million in 2024, compared with $4.8 million in 2023"
                lo = max([lo, *(c.end() for c in _COMPARISON_RE.finditer(text, lo, start))])
            period = period_in(periods, lo, comparison.start() if comparison else hi, skip=own)
            if period == Period():  # the rest of the sentence, less a comparison's base after the value
                period = period_in(
                    periods, sent_start, comparison.start() if comparison else clause_end, skip=own
                )
            if period == Period():  # a table cell: its column's header ("| 项目 | 2025年 | 2024年 |")
                period = column_period(text, periods, start)
            if period == Period():
                period = _earlier_period(periods, sent_start)
            elif period.rel == -1 and period.year is None:
                sentence = period_in(periods, sent_start, sent_end, skip=(start, end))
                if sentence.year is None:  # "上年为1.73亿美元" under a "2024财年" heading
                    sentence = _earlier_period(periods, sent_start)
                period = _last_year_of(period, sentence)
            elif period.sub is None and period.year is not None and _SAME_PERIOD_RE.search(text, lo, hi):
                # "for the nine months ended 30 September 2025 … compared with $801.5 million for the
                # same period of 2024": that year's nine months
                sub = period_in(periods, sent_start, sent_end, skip=(start, end)).sub
                period = Period(period.year, sub, period.rel)
        # the next sentence, read only when the value ends its own ("… was $120. It increased to $145")
        after = max(sent_end, end)
        following = "" if right_full.strip() else text[after : after + _FOLLOWING_CHARS]
        return analyse(left, right, sentence_left, period, kind, right_full, following)

    def declared_unit(
        self, m: re.Match[str], value: float, num_text: str, end: int
    ) -> tuple[str, float] | None:
        """The unit a table declares for the bare number at ``m`` (see ``declared``); not for a year."""
        if m.group("ar") is None or (1900 <= value <= 2100 and num_text.isdigit()):
            return None
        if self.declarations is None:
            self.declarations = declarations(self.text)
        return declared_unit(self.text, m.start(), end, self.declarations, self.prev_end)

    def add_match(self, m: re.Match[str], kind: str, value: float, precision: float, notation: str) -> int:
        """A fact over the whole match whose kind is also its dimension and unit ("万分之五", "one-third",
        "1-for-20"); returns where scanning resumes."""
        ctx = self.context(m.start(), m.end(), kind)
        self.add(kind, kind, value, None, kind, m.start(), m.end(), precision, notation, ctx)
        return m.end()

    def add(self, kind: str, dimension: str, value: float, high: float | None, unit: str, start: int, end: int,
            precision: float, notation: str, ctx: Context | None = None) -> None:  # fmt: skip
        ctx = ctx or self.context(start, end)
        analytes = [c for cls, c in ctx.concepts if cls == "analyte"]
        sign = -1.0 if (kind == "percent" and ctx.direction < 0) else 1.0
        if kind == "money" and _TERM in ctx.concepts:
            ctx = dataclasses.replace(ctx, concepts=ctx.concepts - {_TERM})
        if kind == "discount_zhe":  # "打九折": the notation names a discount, whatever the words around
            ctx = dataclasses.replace(ctx, concepts=ctx.concepts | {_DISCOUNT})
        self.facts.append(
            Fact(kind=kind, dimension=dimension, value=value * sign, high=None if high is None else high * sign,
                 unit=unit, text=self.text[start:end], start=start, end=end, chunk_id=self.chunk_id,
                 concepts=ctx.concepts, tokens=ctx.tokens, anchor=ctx.anchor, period=ctx.period,
                 approx=ctx.approx, bound=ctx.bound, direction=ctx.direction, precision=precision, notation=notation,
                 qualifiers=ctx.qualifiers, tolerance=tolerance_band(kind, value, high, stated_tolerance(self.text, end)),
                 analyte=analytes[0] if len(analytes) == 1 else None)
        )  # fmt: skip
        self.prev_end = end


def _decimal_comma(
    text: str, start: int, pos: int, num_text: str, currency: bool
) -> tuple[float, str, int] | None:
    """(value, number as written with a point, end) of a number in European notation whose decimals
    start at ``pos``: only before a unit or after a currency, since "sections 3,5" is a list."""
    d = _DECIMAL_COMMA_RE.match(text, pos)
    if d is None or "," in num_text or text.endswith(",", 0, start):  # "1,2,3 kg": a list
        return None
    whole = num_text.replace(".", "") if _EU_THOUSANDS_RE.fullmatch(num_text) else num_text
    if not whole.isdigit():
        return None
    unit = unit_at(text, d.end())
    if not currency and (unit is None or lookup_unit(unit.group()) is None):
        return None
    written = f"{whole}.{d.group(1)}"
    return float(written), written, d.end()


def _space_grouped(text: str, pos: int, num_text: str, currency: bool) -> tuple[float, str, int] | None:
    """(value, number without its spaces, end) of a number whose thousands are grouped by spaces,
    the first group ``num_text`` ending at ``pos``."""
    if not (num_text.isascii() and num_text.isdigit()) or len(num_text) > 3:
        return None
    g = _SPACE_GROUPS_RE.match(text, pos)
    if g is None:
        return None
    d = _DECIMAL_COMMA_RE.match(text, g.end()) if "." not in g.group() else None
    unit = unit_at(text, d.end() if d else g.end())  # "1 250,50 €": after its decimals
    spec = lookup_unit(unit.group()) if unit else None
    no_break = " " not in g.group()
    if not (currency or (spec is not None and (no_break or spec.kind == "money"))):
        return None
    written = num_text + re.sub(r"[ \u00a0\u202f]", "", g.group())
    return float(written), written, g.end()


def _outline_number(text: str, start: int, num_text: str) -> bool:
    """ "14.1 Hours worked in excess of 8 …", "6.2 工作日延长工作时间的 …": a number like "14.1" that opens
    its line, when another line opens with a sibling ("14.2", "6.3"), numbers a clause; it is no value
    in the unit after it."""
    major, dot, minor = num_text.partition(".")
    if not (dot and major.isdigit() and minor.isdigit() and len(major) <= 2 and len(minor) <= 2):
        return False
    end = start + len(num_text)
    line = text.rfind("\n", 0, start) + 1
    if text[line:start].strip() or not text[end : end + 1].isspace():
        return False
    for other in text.split("\n"):
        head, _, rest = other.lstrip().partition(".")
        sibling = rest[: len(rest) - len(rest.lstrip("0123456789"))]
        if (
            head == major
            and sibling
            and len(sibling) <= 2
            and sibling != minor
            and rest[len(sibling) : len(sibling) + 1].isspace()
        ):
            return True
    return False


def _quantity(b: _Builder, m: re.Match[str], value: float, num_text: str) -> int:
    """Build the fact for the number at ``m``; returns the offset where scanning resumes."""
    text = b.text
    start, pos = m.start(), m.end()
    if _outline_number(text, start, num_text):
        return pos
    cur = CURRENCY_PREFIX_RE.search(text, max(0, start - 8), start)
    currency = currency_code(cur.group(1)) if cur else None
    if cur:
        start = cur.start()
    elif "(" in text[max(0, start - 2) : start]:
        spelled = _SPELLED_BEFORE_RE.search(text, max(0, start - 60), start)
        if spelled:
            start = spelled.start()
    if not cur and (m.group("ar") is not None or m.group("zh") is not None) and value in _DAYS_OF_MONTH:
        day = (
            _MONTHLY_DAY_ZH_RE.match(text, pos)
            if _EVERY_MONTH_ZH_RE.search(text, max(0, start - _EVERY_MONTH_ZH_CHARS), start)
            else None
        )
        day = day or _MONTHLY_DAY_EN_RE.match(text, pos)
        if day:  # "每月25日", "the 25th of each month": a day that recurs, compared with other such days
            b.add("day_of_month", "day_of_month", value, None, "day_of_month", start, day.end(), 0.0, "day")
            return day.end()
        yearly = (
            _YEARLY_DAY_ZH_RE.match(text, pos)
            if _EVERY_YEAR_ZH_RE.search(text, max(0, start - 4), start)
            else None
        )
        if (
            yearly and value <= 12 and 1 <= int(yearly.group(1)) <= 31
        ):  # "每年3月15日": March 15th, every year
            day_of_year = value * 100 + int(yearly.group(1))
            b.add(
                "day_of_year",
                "day_of_year",
                day_of_year,
                None,
                "day_of_year",
                start,
                yearly.end(),
                0.0,
                "day",
            )
            return yearly.end()
    if (
        cur is None
        and (rate := _FEN_LI_LEFT_RE.search(text, max(0, start - 5), start)) is not None
        and (fen_li := _FEN_LI_RE.match(text, pos)) is not None
    ):  # "月息1分": 1% a month
        factor = _FEN_LI[(rate.group(1), fen_li.group(1))]
        precision = 0.5 * precision_of(num_text) * factor
        b.add(
            "percent", "percent", value * factor, None, "percent", start, fen_li.end(), precision, "percentx1"
        )
        return fen_li.end()
    if m.group("ar") is not None and (grouped := _space_grouped(text, pos, num_text, cur is not None)):
        value, num_text, pos = grouped  # "1 250 €"; then perhaps its decimal comma ("1 250,50 €")
    if m.group("ar") is not None and "." not in num_text and text[pos : pos + 1] in _VULGAR_FRACTIONS:
        value += _VULGAR_FRACTIONS[text[pos]]  # "3½% Treasury Gilt", "1½ tablets"
        num_text, pos = num_text + str(_VULGAR_FRACTIONS[text[pos]])[1:], pos + 1
    elif (
        m.group("ar") is not None
        and (dec := _decimal_comma(text, m.start(), pos, num_text, cur is not None)) is not None
    ):
        value, num_text, pos = dec
    if m.group("ar") is not None and "." not in num_text and (gest := _GESTATION_RE.match(text, pos)):
        value, pos = value + int(gest.group(1)) / 7, gest.end()  # "36+5 weeks' gestation": and 5 days
    scale = 1.0
    scaled = False
    sm = SCALE_RE.match(text, pos)
    if sm and m.group("ar") is not None:
        word = sm.group(1).lower()
        um = unit_at(text, sm.end())
        if (
            word not in SINGLE_LETTER_SCALES
            or currency
            or (um and (lookup_unit(um.group()) or _NOSPEC).kind == "money")
        ):
            scale, scaled, pos = scale_factor(word), True, sm.end()
    high: float | None = None
    bp = _BP_RE.match(text, pos) if m.group("ar") is not None else None
    if bp:  # "120/80 mmHg": systolic/diastolic, compared as a pair
        high, pos = float(bp.group(1)), bp.end()
    half = _AND_A_HALF_RE.match(text, pos) if high is None else None
    if half:
        value, pos = value + 0.5, half.end()  # "two and a half hours", as 两个半小时
    um = unit_at(text, pos)
    if um is None and (adjective := _UNIT_ADJECTIVE_RE.match(text, pos)) is not None:
        um = unit_at(text, adjective.end())  # "5 additional days", "200 free miles", "2 extra nights"
    counted_by = None  # the word that says which ones a count counts ("12 physiotherapy sessions")
    if um is None and (um := _counted_after_a_word(text, pos)) is not None:
        counted_by = text[pos : um.start()]
    spec = lookup_unit(um.group()) if um else None
    if spec is not None and um is not None:
        pos = um.end()
        said = um.group().lstrip(" \t-").lower()  # ("x" or "×" is a times sign, as in "4 x salary")
        item = _TIMES_ITEM_RE.match(text, pos) if said in _TIMES_SIGNS else None
        if item is not None and not _multiplies_an_amount(text, item):
            if item.group("word") is None:
                return pos  # "1 x 23kg", "5 x 22 kW chargers": how many of what follows, no value here
            # "10 x electric trucks": so many of that, not a bare multiple
            spec = UnitSpec("count", "times:" + item.group("word").lower().removesuffix("s"))
    limit = None  # "5 or more years of service": the limit is written between number and unit
    if spec is None and (om := _OR_MORE_RE.match(text, pos)) is not None:
        um_or = unit_at(text, om.end())
        spec_or = lookup_unit(um_or.group()) if um_or else None
        if spec_or is not None and um_or is not None and spec_or.kind in {"duration", "count"}:
            spec, pos, limit = spec_or, um_or.end(), "min" if om.group("more") else "max"
    if spec is None and _AGED_RE.search(text, max(0, start - 8), start):
        spec = UnitSpec("count", "year_of_age")  # "aged 70 or above" = "70周岁及以上"
    elif spec == _YEARS and (
        _AGE_TO_RE.search(text, max(0, start - 32), start) or _AGED_RE.search(text, max(0, start - 8), start)
    ):
        # "Entry age 28 days to 65 years" = "至60周岁"; "aged 9 years"
        spec = UnitSpec("count", "year_of_age")
    elif spec == _YEARS and (old := _YEAR_OLD_RE.match(text, pos)) is not None:
        spec, pos = UnitSpec("count", "year_of_age"), old.end()
    inr_before = cur is None and not scaled and "." in num_text and value < 10
    if spec is None and inr_before and _INR_LEFT_RE.search(text, max(0, start - 30), start):
        spec = UnitSpec("count", "inr_ratio")  # "Target INR range: 2.5-3.5", "INR of 1.8"
    # range tail: "5-10 days", "5%至8%", "$5 to $10 million", "between 3 and 5 years"
    sep = None if bp else _RANGE_SEP_RE.match(text, pos)
    if sep is None:
        sep = _between_and(text, start, pos)
    if sep is None and not scaled and cur is None and text.startswith((",", " or ", " OR ", " Or "), pos):
        sep = _OPTIONS_RE.match(text, pos)  # "a deferred period of 4, 13, 26 or 52 weeks": the choices' span
    if sep is not None and _SUPERSEDED_LEFT_RE.search(text, max(0, start - 40), start):
        sep = None  # "increased from $4,000 to $4,500": a change between two values, not a range
    if sep is not None and _CHANGE_BY_LEFT_RE.search(text, max(0, start - 12), start):
        sep = None  # "raised by 0.5 percentage points to 4.75%": a change, then the new level
    if (
        sep is not None
        and _SPACED_DASH_RE.fullmatch(sep.group())
        and _INDEX_LABEL_LEFT_RE.search(text, max(0, start - 12), start)
    ):
        sep = None  # "Building 3 - 3,800 m2": the building's number, then its area
    if sep:
        n2 = _NUMBER_AT_RE.match(text, sep.end())
        if n2 and not date_at(text, n2) and not _changes_kind(text, n2, currency, spec, scaled):
            v2, _t2 = _number(n2)
            end2 = n2.end()
            sm2 = SCALE_RE.match(text, end2)
            scale2 = scale
            borrowed = None  # the high end's scale, the low end's too ("5-10万元", "$5 to $10 million")
            if sm2 and (sm2.group(1).lower() not in SINGLE_LETTER_SCALES or currency):
                scale2, end2 = scale_factor(sm2.group(1)), sm2.end()
                if not scaled and um is None:  # (not past the low end's own unit: "5,000元—1.5万元")
                    borrowed = scale2
            paired = False
            um2 = unit_at(text, end2)
            spec2 = lookup_unit(um2.group()) if um2 else None
            if v2 is not None and (spec is None or spec2 is None or spec2 == spec):
                spec_of_range = spec
                if spec is None and spec2 is not None and um2 is not None:
                    spec_of_range, end2 = spec2, um2.end()
                elif spec2 is not None and um2 is not None:
                    end2 = um2.end()
                # a descending pair is none ("at or above 99.0% - 10% of the fee"), and the first number
                # keeps its own unit: "age 60 – 20%" is no 60%; nor its scale where the high end's would
                # make the pair descend ("$500 to $1.5 million")
                if spec_of_range is not None or currency:
                    paired = True
                    if borrowed is not None and v2 * scale2 >= value * borrowed:
                        scale, scaled = borrowed, True
                    if v2 * scale2 >= value * scale:
                        spec, high, pos = spec_of_range, v2 * scale2, end2
            if borrowed is not None and not paired:  # "between 5 and 10 million": 5 million
                scale, scaled = borrowed, True
    if spec == _YEARS and high is not None and _AGE_TO_RE.search(text, max(0, start - 32), start):
        spec = UnitSpec("count", "year_of_age")  # "Children 6 to 11 years": the unit ends the range
    if (spec, currency) == (None, None) and (
        _COUPON_OFF_LEFT_RE.search(text, max(0, start - 12), start)
        or (text[max(0, start - 1) : start] == "满" and _COUPON_SPEND_RIGHT_RE.match(text, pos))
    ):
        spec = _YUAN
    if spec is None and _NET_RE.search(text, max(0, start - 5), start):
        spec = UnitSpec("duration", "day")  # "Net 30": payment due 30 days after invoice
    if spec is None and currency is None and not scaled:
        spec, pos = _implied_unit(text, start, pos, value, num_text)
    if (
        spec is None
        and not scaled
        and cur is not None
        and cur.group(1) == "INR"
        and "." in num_text
        and value < 10
    ):
        spec, currency = UnitSpec("count", "inr_ratio"), None  # "INR 2.6" on warfarin: the clotting ratio
    if spec is None:
        if currency:
            spec = UnitSpec("money", currency)
        elif scaled:
            spec = UnitSpec("amount", "")
        elif (declared := b.declared_unit(m, value, num_text, pos)) is not None:
            spec, scale = UnitSpec("money", declared[0]), declared[1]  # "净利润：4,260.17" under "单位：万元"
        else:
            return m.end()
    if spec.kind == "money_minor":  # "9.5p/kWh": £0.095
        if um is not None and um.group() != um.group().lstrip(" \t-") and um.group().strip(" \t-") == "p":
            return m.end()  # "clause 5 p 3": a letter apart from its number is no penny
        letter = um.group().strip(" \t-") if um is not None else ""
        if letter in {"P", "CT"} or (letter == "p" and num_text in _VIDEO_LINES):
            return m.end()  # ":43P:" is a field's tag, "1080p" a video's resolution, "2 CT scans" no cents
        spec, scale = UnitSpec("money", spec.expr), scale * 0.01
    if spec.kind == "money" and currency and spec.expr != currency and um is not None:
        spec = UnitSpec("money", currency)  # "$5 million dollars", "RMB 5万元"
    if currency and spec.kind == "duration" and um is not None and pos == um.end():
        spec, pos = UnitSpec("money", currency), um.start()  # "$15 month-to-month": a price, per month
    if spec.expr == "mg" and (per := _PER_ML_RE.match(text, pos)) is not None and float(per.group(1)) > 0:
        n = float(per.group(1))  # "200 mg/5 mL": a liquid's strength, 40 mg/mL
        spec, pos, value = UnitSpec("quantity", "mg/mL"), per.end(), value / n
        high = None if high is None else high / n
    # (not a balance worked out to the penny: "your 3,160 points = £31.60" counts points held)
    worth = _POINTS_WORTH_RE.match(text, pos) if spec.expr == "point" and high is None else None
    if worth is not None and (n := float(worth.group(1))) > 0 and n == int(n):
        spec, pos, value = _POINT_RATE, worth.end(), value / n  # points per unit of money
    if spec.expr == "point" and high is None and (per := _EARN_PER_RE.match(text, pos)) is not None:
        spec, pos = _EARN_RATE, per.end()  # "1.5 points per £1": points earned per unit spent
    if spec.kind == "duration" and high is None and um is not None and pos == um.end():
        if "半" in um.group():
            value += 0.5  # "两个半月", "三个半小时"
        elif spec.expr == "year" and text.startswith("半", pos) and not text.startswith("半年", pos):
            value, pos = value + 0.5, pos + 1  # "一年半" is a year and a half
    if spec.expr == "foot" and high is None and (inches := _INCHES_RE.match(text, pos)) is not None:
        num_text = inches.group(1)  # "5 ft 9 in" is 69 inches, written to the inch
        spec, pos, value = _INCHES, inches.end(), value * 12 + float(num_text)
    if (
        spec == _YUAN
        and high is None
        and um is not None
        and pos == um.end()
        and um.group().endswith("元")
        and value == int(value)
        and (jf := _JIAO_FEN_RE.match(text, pos)) is not None
    ):  # "7元2角5分": the jiao and fen are its decimals
        jiao, fen = _ZH_DIGITS[jf.group(1)], _ZH_DIGITS[jf.group(2)] if jf.group(2) else None
        num_text = f"{int(value)}.{jiao}" + ("" if fen is None else str(fen))
        value, pos = float(num_text), jf.end()
    if spec.kind == "duration" and spec.expr == "year" and 1900 <= value <= 2100 and value == int(value):
        return pos  # "2024年" is a year, not a duration
    if (
        spec.kind == "duration"
        and um is not None
        and "night" in um.group().lower()
        and _CHARGED_LEFT_RE.search(text, max(0, start - 24), start)
    ):
        return pos  # "later cancellations are charged one night": a night's rate, no span of time
    if spec.kind == "duration" and _AGO_RE.match(text, pos):
        return pos  # "bought 45 days ago": how long since something happened, no term or deadline
    if (
        spec.kind == "duration"
        and high is None
        and um is not None
        and pos == um.end()
        and "半" not in um.group()
    ):
        finer = _FINER_UNITS.get(spec.expr)
        if finer is not None and (part := finer[0].match(text, pos)) is not None:
            num_text = part.group(1)  # "1 yr 6 mo" is 18 months, written to the month
            spec, pos, value = finer[1], part.end(), value * finer[2] + float(num_text)
    if (
        spec.kind == "duration"
        and _ORDINAL_LEFT_RE.search(text, max(0, start - 8), start)
        and _DIGIT_AHEAD_RE.match(text, pos)
    ):
        return pos  # "cycle 4 day 1", "week 2 day 3": a schedule's position, not a duration of 4 days
    if spec == _YEARS and text.startswith("度", pos):
        return pos  # "6.2 年度许可费": a clause number before 年度 (annual), not 6.2 years
    if spec.expr.endswith("byte") and not _DATA_CONTEXT_RE.search(text, max(0, start - 16), pos + 24):
        return pos
    if (
        spec == _DEGREES
        and text.endswith("度", 0, pos)
        and not text.endswith("摄氏度", 0, pos)
        and _POWER_LEFT_RE.search(text, max(0, start - 16), start)
    ):
        spec = _KWH  # "本月用电218度": kilowatt-hours, not degrees
    if (
        spec.expr == "g"
        and text[pos - 2 : pos - 1].isdigit()
        and text[pos - 1 : pos] == "G"
        and value in {2.0, 3.0, 4.0, 5.0, 6.0}
    ):
        return pos  # "5G畅享套餐", "a 4G plan": a network generation, not grams (but "MAXIMUM 4 G PER DAY" in capitals)
    before = text[max(0, m.start() - 1) : m.start()]
    ordinal_day = before == "第" and spec.expr == "day"  # "术后第10天"
    if spec.kind == "count" and spec.expr != "year_of_age" and _ROW_KEY_RE.match(text, pos):
        return pos  # "30 units: $21.50": the row's key in a table of values, not a value
    # (an age is one too, "age 30: $21.50", but the band of the values after it: see _group_age)
    if text.startswith(("性", "期"), pos) or (before == "第" and not ordinal_day):
        return pos  # "一次性" (one-off), "第3次" (ordinal)
    if before == "月" and spec.kind == "duration" and spec.expr == "day":
        return pos  # "6月3日至6月9日": a day of the month, not nine days
    if (
        spec.kind == "duration"
        and spec.expr == "year"
        and value == 1
        and _AGGREGATE_AHEAD_RE.match(text, pos)
    ):
        return pos  # "一年累计最多180天", "一年可以报一次": the annual basis (see periods), not a duration
    if (
        spec.kind == "duration"
        and spec.expr == "day"
        and value == 1
        and _DAILY_AMOUNT_AHEAD_RE.match(text, pos)
    ):
        return pos  # "一日剂量不超过4g": the basis of a daily dose, not a duration
    if (
        spec.kind == "duration"
        and spec.expr in {"year", "month"}
        and _TENOR_WORD_RE.match(text, start, pos)
        and _TENOR_RATE_RE.search(text[max(0, start - 40) : pos + 40])
    ):
        return pos  # "APR as low as 6.49% for 36-month terms": a rate's term (a tenor), not a duration
    if spec.kind == "duration" and spec.expr in {"year", "month"} and _RATE_AHEAD_RE.match(text, pos):
        return pos  # "一年1.65%", "3-month 0.90%": the rate's term (a tenor, see periods), not a duration
    if spec.expr in {"degC", "degF"} and cur is None:
        minus = _BELOW_ZERO_LEFT_RE.search(text, max(0, start - 8), start)
        if minus is not None:  # "-18 °C", "零下18度": a temperature below zero
            start, value = minus.start(), -value
    ctx = b.context(start, pos, spec.kind)
    if counted_by is not None:
        ctx = with_words(ctx, counted_by)
    if um is not None and spec.expr.startswith("requests_per_"):
        ctx = with_words(ctx, um.group())  # a rate limit's unit says what it counts: the API's requests
    if limit is not None:
        kind_of_limit = ("limit_kind", "minimum" if limit == "min" else "maximum")
        ctx = dataclasses.replace(ctx, bound=limit, concepts=ctx.concepts | {kind_of_limit})
    if spec == _POINT_RATE:  # what points are worth is the points' own fact, however a text words it
        ctx = dataclasses.replace(ctx, concepts=ctx.concepts | {_POINTS})
    if spec.kind == "percent" and _NOTES_RIGHT_RE.match(text, pos):
        ctx = dataclasses.replace(ctx, concepts=ctx.concepts | {_COUPON})  # "5.375% Senior Notes due 2030"
    if spec.kind == "percent" and _OFF_RIGHT_RE.match(text, pos):
        ctx = dataclasses.replace(ctx, concepts=ctx.concepts | {OFF})  # "50% off the licence fee"
    analytes = [c for cls, c in ctx.concepts if cls == "analyte"]
    analyte = analytes[0] if len(analytes) == 1 else None
    raw = value * scale
    if spec.kind == "amount":
        dim, canon, unit, factor = "amount", raw, "", 1.0
    else:
        dim, canon, unit = canonical_value(raw, spec, analyte)
        factor = abs(canon / raw) if raw else 1.0
    if dim == "[mass]" and abs(canon) < 1e-3 and _BODY_WEIGHT in ctx.concepts:
        # no one weighs under a gram: "0.9 mg/kg actual body weight, maximum 90 mg" caps a dose
        ctx = dataclasses.replace(ctx, concepts=ctx.concepts - {_BODY_WEIGHT})
    if ordinal_day and ctx.anchor is None and not text.endswith("后第", 0, m.start()):
        # "第二天起", "第一天吃4毫克": which day of an unnamed count, neither a duration nor a value two
        # chunks can disagree on (but "术后第10天" is 10 days after surgery, a duration)
        return pos
    canon_high = None
    if high is not None:
        canon_high = canonical_value(high, spec, analyte)[1] if spec.kind != "amount" else high
    if spec.kind == "money":
        per = _PER_SHARES_LEFT_RE.search(text, max(0, start - 24), start) or _PER_SHARES_RIGHT_RE.match(
            text, pos
        )
        shares = int(per.group("n")) if per else 1
        if shares > 1:
            canon, factor = canon / shares, factor / shares
            canon_high = None if canon_high is None else canon_high / shares
        metered = (
            _METERED_RIGHT_RE.match(text, pos)
            or _METERED_LEFT_RE.search(text, max(0, start - 24), start)
            or _METERED_TIMES_LEFT_RE.search(text, max(0, start - 32), start)
        )
        if metered:
            dim = f"tariff:{unit}/{(metered_unit := _METERED[form := metered.group('m').lower()])}"
            per_many = _METERED_SCALE.get(form)
            if per_many:  # "186.2元/千立方米" = 0.1862元/立方米, "$3.00 per 1M tokens" = $0.000003 a token
                canon, factor = canon / per_many, factor / per_many
                canon_high = None if canon_high is None else canon_high / per_many
            # what it is the price of is its unit: any two per kWh are electricity's
            if metered_unit in _SOLD_BY:
                ctx = dataclasses.replace(ctx, concepts=ctx.concepts | {_TARIFF})
        if off := _COUPON_OFF_LEFT_RE.search(text, max(0, start - 12), start):  # "满300元减50元": 50 yuan off
            # (the spend names the coupon: "满200减50、满500减150" are two)
            ctx = dataclasses.replace(
                ctx, concepts=ctx.concepts | {_DISCOUNT, ("label", f"spend:{off.group(1)}")}
            )
        base = _PER_VALUE_RIGHT_RE.match(text, pos) or _PER_VALUE_LEFT_RE.search(
            text, max(0, start - 24), start
        )
        if base and not metered:
            pct = 100.0 / float(base.group("n").replace(",", ""))
            if base.start() >= pos:
                pos = base.end()
            high_pct = None if canon_high is None else canon_high * pct
            precision = 0.5 * precision_of(num_text) * scale * factor * pct
            b.add(
                "percent",
                "percent",
                canon * pct,
                high_pct,
                "percent",
                start,
                pos,
                precision,
                "per_value",
                ctx,
            )
            return pos
    if ctx.bound == "every" and spec.kind == "duration" and canon > 0:  # "every 8 hours" = 3 per day
        lo, hi = 1.0 / canon, (1.0 / canon_high if canon_high else None)
        if hi is not None:
            lo, hi = min(lo, hi), max(lo, hi)
        ctx = Context(ctx.concepts, ctx.tokens, None, ctx.period, ctx.approx, None, 0, ctx.qualifiers)
        b.add("frequency", "frequency", lo, hi, "per day", start, pos, 0.0, "perday", ctx)
        return pos
    precision = 0.5 * precision_of(num_text) * scale * factor
    notation = f"{spec.expr}x{scale:g}"
    b.add(spec.kind, dim, canon, canon_high, unit, start, pos, precision, notation, ctx)
    return pos


def _implied_unit(
    text: str, start: int, pos: int, value: float, num_text: str
) -> tuple[UnitSpec | None, int]:
    """The unit of a number written without one, and where it ends: a temperature with a bare letter
    or degree sign after a word that says it is one ("T 101.3 F", "体温39°"), an electrolyte at a value
    it can have ("K+ 3.8", "Na 138", "血钾3.2"), a BMI or an eGFR without its unit, a course in a
    prescription's shorthand ("x 7d", "x 5/7"), a lens power after its label ("sphere -2.75"), a trial's
    hazard, odds or risk ratio ("HR 0.86"), an efficiency index, exchange rate or rating factor named
    before it ("PUE cap: 1.53", "远期汇率7.1285", "系数0.6"), a licence's penalty points ("记3分")."""
    if text.startswith("分", pos) and _LICENCE_POINTS_LEFT_RE.search(text, max(0, start - 3), start):
        return UnitSpec("count", "point"), pos + 1
    letter = _TEMP_LETTER_RE.match(text, pos)
    if letter is not None and _TEMP_CUE_RE.search(text, max(0, start - 24), start):
        scale_of = letter.group(1) or ("C" if value <= 50 else "F" if 80 <= value <= 115 else "")
        return (UnitSpec("quantity", f"deg{scale_of}"), letter.end()) if scale_of else (None, pos)
    if letter is None and (salt := _ELECTROLYTE_LEFT_RE.search(text, max(0, start - 16), start)) is not None:
        potassium = salt.group("k") or salt.group("kzh") or (salt.group("bare") and "." in num_text)
        sodium = salt.group("na") or salt.group("nazh")
        if (potassium and 1.5 <= value <= 9.9) or (sodium and 100 <= value <= 180):
            return UnitSpec("quantity", "mmol/L"), pos
    if _BMI_LEFT_RE.search(text, max(0, start - 12), start) and 10 <= value <= 80:
        return UnitSpec("count", "bmi"), pos  # "BMI 27.0", "体重指数28.4": kg/m², never written
    if _EGFR_LEFT_RE.search(text, max(0, start - 12), start) and value <= 200:
        return UnitSpec("quantity", "mL/min"), pos  # "eGFR 76": per 1.73 m² of body surface, unwritten
    if "." in num_text and value < 20 and (ratio := _RATIO_LEFT_RE.search(text, max(0, start - 16), start)):
        hazard = ratio.group("hazard") or ratio.group("hzh")
        kind = "hazard" if hazard else "risk" if ratio.group("risk") else "odds"
        return UnitSpec("count", f"{kind}_ratio"), pos  # "hazard ratio 0.68": an effect size, no unit
    metric = _METRIC_LEFT_RE.search(text, max(0, start - 60), start) if value < _METRIC_MAX else None
    if metric is not None and metric.end() == start:  # (not before a line break: "系数…\n2. - …")
        return UnitSpec("count", next(m for m in _METRICS if metric.group(m)).removesuffix("zh")), pos
    if _QUARTER_STEP_RE.fullmatch(num_text) and _LENS_LEFT_RE.search(text, max(0, start - 16), start):
        return UnitSpec("count", "dioptre"), pos
    course = _COURSE_RE.match(text, pos)
    if course is not None and _COURSE_LEFT_RE.search(text, max(0, start - 40), start):
        return UnitSpec("duration", _COURSE_UNITS[course.group("per") or ""]), course.end()
    return None, pos


_NOSPEC = UnitSpec("none", "")


def _changes_kind(
    text: str, n2: re.Match[str], currency: str | None, spec: UnitSpec | None, scaled: bool
) -> bool:
    """ "grew 8% to $812 million": a second number of another kind ends a value, it is no range tail."""
    digits = n2.start(next(g for g in ("ar", "zh", "en") if n2.group(g) is not None))
    if text[n2.start() : digits].strip() and not currency:
        return True  # a currency only on the second number
    return (
        spec is not None
        and spec.kind == "percent"
        and not scaled
        and SCALE_RE.match(text, n2.end()) is not None
    )


def _en_number(words: str) -> float | None:
    """ "twenty-four" → 24.0, "two thousand one hundred fifty-eight" → 2158.0: each hundred multiplies
    what came since the last thousand, each thousand, million or billion closes a group."""
    total, group = 0, 0
    for word in re.split(r"[\s-]+", words.lower()):
        if word == "hundred":
            group = max(group, 1) * 100
        elif word in _EN_SCALES:
            total, group = total + max(group, 1) * _EN_SCALES[word], 0
        elif word in _EN_WORDS:
            group += _EN_WORDS[word]
        elif word != "and":
            return None
    return float(total + group)


def _percent_zh(b: _Builder, m: re.Match[str]) -> int:
    pct = m.group("pct")  # "万分之五", or in digits "万分之5", "千分之2.5"; a fraction "三分之一"
    value = float(pct) if pct[0] in "0123456789" else parse_chinese(pct)
    if value is None:
        return m.end()
    frac = m.group("frac")
    if frac not in _PER_MILLE:
        return _add_fraction(b, m, value, float(parse_chinese(frac) or 0.0))
    return b.add_match(m, "percent", value * _PER_MILLE[frac], 0.5 * precision_of(pct), "percentx1")


_PER_MILLE = {"百": 1.0, "千": 0.1, "万": 0.01}
_EN_DENOMINATORS = {"half": 2.0, "halve": 2.0, "third": 3.0, "quarter": 4.0, "fifth": 5.0}


def _fraction_en(b: _Builder, m: re.Match[str]) -> int:
    numerator = float(_EN_WORDS[m.group("fnum").lower()])
    return _add_fraction(b, m, numerator, _EN_DENOMINATORS[m.group("fden").lower().removesuffix("s")])


def _split_ratio(b: _Builder, m: re.Match[str]) -> int:
    """New shares for old, as one number: "1-for-20" is 0.05, "four-for-one" 4 ("4-for-1" too)."""
    new, old = (
        float(_EN_WORDS[g.lower()]) if g[0].isalpha() else float(g)
        for g in (m.group("snew"), m.group("sold"))
    )
    if new <= 0 or old <= 0 or new == old:
        return m.end()
    return b.add_match(m, "ratio", new / old, 0.0, "ratio")


def _add_fraction(b: _Builder, m: re.Match[str], numerator: float, denominator: float) -> int:
    """A fraction is exact: "one-third" is 33%, 33.3% or 33.33% as far as each is written (its own
    notation gives the percentage's rounding as tolerance)."""
    if not 0 < numerator < denominator:
        return m.end()
    return b.add_match(m, "percent", numerator / denominator * 100.0, 0.0, "fraction")


def extract_facts(text: str, chunk_id: str = "0", *, limit: int = MAX_FACTS_PER_CHUNK) -> list[Fact]:
    """All facts in ``text`` (at most ``limit``), in order of appearance."""
    read = plain(text)
    if read is text:
        return _extract(text, chunk_id, limit)
    # one character for one, so the offsets hold in the original; each fact quotes the original
    return [dataclasses.replace(f, text=text[f.start : f.end]) for f in _extract(read, chunk_id, limit)]


def _extract(text: str, chunk_id: str, limit: int) -> list[Fact]:
    b = _Builder(text, chunk_id)
    resume = 0
    freqs = list(FREQUENCY_RE.finditer(text))
    fi = 0
    for m in _CANDIDATE_RE.finditer(text):
        while fi < len(freqs) and freqs[fi].start() <= m.start():
            if freqs[fi].start() >= resume:
                _add_frequency(b, freqs[fi])
                resume = max(resume, freqs[fi].end())
            fi += 1
        if m.start() < resume:
            continue
        if len(b.facts) >= limit:
            break
        prev = text[m.start() - 1 : m.start()]
        if m.group("pct") is not None:
            resume = _percent_zh(b, m)
            continue
        if m.group("half") is not None:
            resume = _quantity(b, m, 0.5, "0.5")
            continue
        if m.group("snew") is not None:
            resume = _split_ratio(b, m)
            continue
        if m.group("fnum") is not None:
            resume = _fraction_en(b, m)
            continue
        if m.group("ar") is not None:
            if m.group("ar") in ("1", "2") and _HALF_YEAR_RE.match(text, m.end()):
                continue  # "2H FY2024", "1H25": a half year (a period), not two hours
            if prev == "+" and (settled := _settlement(b, m)) >= 0:
                resume = settled
                continue
            glued = prev.isalpha() and _GLUED_CODE_RE.search(text, max(0, m.start() - 4), m.start())
            signed = (
                prev == "+"
                and sign_before(text[max(0, m.start() - 2) : m.start()]) > 0
                and _SIGNED_RATE_RE.match(text, m.end()) is not None
            )
            if prev and (prev.isascii() and (prev.isalnum() or prev in "._/+")) and not glued and not signed:
                continue  # "v2.5", "A1c", "ISO9001", "3/4"; but "USD500" is money, "+7.3%" a change
            date = date_at(text, m)
            if date:
                resume = _add_date(b, date)
                continue
            if text.startswith(
                (":", " a", " p", "a", "p", " A", " P", "A", "P"), m.end()
            ) or HOUR_RANGE_RE.match(text, m.end()):
                end = _add_time(b, m)
                if end >= 0:
                    resume = end
                    continue
            value, num_text = parse_arabic(m.group("ar")), m.group("ar")
        elif m.group("en") is not None:
            en_value = _en_number(m.group("en"))
            if en_value is None:
                continue
            value, num_text = en_value, "1"
        else:
            zh = m.group("zh")
            if len(zh) == 1 and zh in "万亿千百":
                continue
            date = zh_numeral_date_at(text, m.start())
            if date:
                resume = _add_date(b, date)
                continue
            num = parse_chinese(zh)
            if num is None:
                continue
            value, num_text = num, zh
        resume = _quantity(b, m, value, num_text)
    for f in freqs[fi:]:
        if f.start() >= resume and len(b.facts) < limit:
            _add_frequency(b, f)
    facts = _with_bands(text, _with_record_day(_with_timestamps(text, _with_heading(text, b.facts))))
    facts = _with_sole_drug(text, facts)
    return [
        f
        for f in _with_list_topics(text, facts)
        if not _group_age(text, f) and f.text not in _ADVERB_TIMES and not _earn_basis(text, f)
    ]


def _earn_basis(text: str, f: Fact) -> bool:
    """The pound or dollar that points are earned per ("Gold members earn 1.5 points per £1", "1 point
    for every $1 spent") is the rate's unit, no sum: not an order's £100, nor a reward's $5."""
    return (
        f.kind == "money"
        and f.value == 1.0
        and _EARN_BASIS_LEFT_RE.search(text, max(0, f.start - 30), f.start) is not None
    )


_EARN_BASIS_LEFT_RE = re.compile(rf"(?:points?|miles?|avios|stamps?)\s+{_PER_EACH}\s*$", re.IGNORECASE)


_ADVERB_TIMES = frozenset({"一次", "两次", "二次"})  # "每6小时一次", "两次之间": how, not how many


def _group_age(text: str, f: Fact) -> bool:
    """An age band of a group of people, or of a table's rows ("Children 6 to 11 years: 5 mL",
    "12岁以上儿童", "age 30: $21.50"), is a condition: the values after it carry it as their band
    (``_with_bands``), and two labels' bands for different groups are no contradiction."""
    if f.unit != "year_of_age":
        return False
    row_key = _ROW_KEY_RE.match(text, f.end) is not None
    if f.high is None and f.bound not in {"min", "max"}:
        return row_key  # a single age keys a row, or is a value ("an 8-year-old")
    return (
        row_key
        or _AGE_GROUP_LEFT_RE.search(text, max(0, f.start - 32), f.start) is not None
        or _AGE_GROUP_RIGHT_RE.match(text, f.end) is not None
    )


def _with_heading(text: str, facts: list[Fact]) -> list[Fact]:
    """Facts that name no label, tier or product of their own inherit the chunk heading's (see
    header_label, header_concepts). A date may stand in a heading ("护理交班记录 2026-09-18 12床 …"):
    the heading ends at the first value that is not a date."""
    if not facts:
        return facts
    first = next((f.start for f in facts if f.kind != "date"), len(text))
    label = header_label(text, first)
    if label is not None:
        head, cls = label.split(":")[0] + ":", label_class(label)
        facts = [
            f
            if any(k == cls and c.startswith(head) for k, c in f.concepts)
            else dataclasses.replace(f, concepts=f.concepts | {(cls, label)})
            for f in facts
        ]
    about = header_concepts(text, first)
    if not about:
        return facts
    out = []
    for f in facts:
        named = {cls for cls, _c in f.concepts} | {cls for cls, _c in f.qualifiers}
        extra = {q for q in about if q[0] not in named}
        out.append(dataclasses.replace(f, qualifiers=f.qualifiers | extra) if extra else f)
    return out


_NOT_BANDS = frozenset({"date", "time", "frequency"})
_SENTENCE_REACH = 200  # _sentence looks this far back


def _conditions(g: Fact, f: Fact) -> bool:
    """A limit on years conditions a value in days of its sentence ("Employees with less than 5 years
    of service accrue 15 days"): the same dimension, but far apart in size."""
    return g.kind == f.kind == "duration" and g.bound in {"min", "max"} and g.value >= 10 * abs(f.value) > 0


def _band(f: Fact, other_end: Fact | None = None) -> str | None:
    """The band a range or limit names when it conditions the values after it ("CrCl 30–50 mL/min:
    250 mg", "41—60周岁 140%", "children 12 years and older: 10 mL"), else None. A limit joined to the
    opposite one before it ("at least 11.5% but less than 14.5% ABV") names the range between them,
    as "between 11.5% and 14.5%" does."""
    if f.kind in _NOT_BANDS or (f.high is None and f.bound not in {"min", "max"}):
        return None
    if other_end is not None:
        return f"{f.dimension}:{_sig(other_end.value)}-{_sig(f.value)}:"
    high = "" if f.high is None else _sig(f.high)
    return f"{f.dimension}:{_sig(f.value)}-{high}:{f.bound or ''}"


def _joined_limits(text: str, low: Fact, high: Fact) -> bool:
    """``low`` a lower limit, ``high`` an upper one of its dimension right after it, joined by "but",
    "and" or a comma ("at least 11.5% but less than 14.5%", "不低于60岁且不满65岁")."""
    return (
        low.bound == "min"
        and high.bound == "max"
        and low.high is None
        and high.high is None
        and low.dimension == high.dimension
        and low.value < high.value
        and _LIMITS_JOINED_RE.match(text, low.end, high.start) is not None
    )


# what lies between two limits of one band: "… but less than", ", and under", "且不满"
_LIMITS_JOINED_RE = re.compile(
    r"[^\d\n.;。；]{0,6}(?:\bbut\b|\band\b|,|，|且|但|、)[^\d\n.;。；]{0,24}$", re.IGNORECASE
)


def _sig(x: float) -> str:
    """Six significant digits, written as Rust's ``{:.5e}`` writes them (the native engine's key)."""
    mantissa, exponent = f"{x:.5e}".split("e")
    return f"{mantissa}e{int(exponent)}"


def _with_bands(text: str, facts: list[Fact]) -> list[Fact]:
    """A value takes the band of the nearest range or limit of another dimension before it in its
    sentence: a dose for one renal-function band, a rate for one age band, is not the dose or rate of
    another. The range itself keeps no band: two limits that differ may well contradict."""
    out = list(facts)
    for k, f in enumerate(facts):
        # the nearest candidate first; the sentence is looked up only when there is one
        for j in range(k - 1, -1, -1):
            g = facts[j]
            if g.start < f.start - _SENTENCE_REACH:
                break  # before any sentence the value can be in
            band = _band(g, facts[j - 1] if j and _joined_limits(text, facts[j - 1], g) else None)
            if band is not None and (g.dimension != f.dimension or _conditions(g, f)) and g.end <= f.start:
                if g.start >= _sentence(text, f.start, f.end)[0]:
                    out[k] = dataclasses.replace(out[k], qualifiers=out[k].qualifiers | {("band", band)})
                break
    return out


# a bulleted list item's marker at the start of its line: "- ", "• ", also after a line number ("5. - ").
# Not a number alone ("2. ", "3、", "(4) "): numbered lines are as often a form's or a schedule's
# unrelated fields ("3. Cancellation: up to £15,000" / "4. Failure of suppliers: up to £5,000") as rungs
# of one ladder
_LIST_ITEM_RE = re.compile(r"[ \t]*(?:\d{1,2}[.)、][ \t]+)?[-*•·]\s+")
_LIST_TOPIC_CLASSES = frozenset({"subject", "analyte"})
# a rung that names its own benefit, service, drug or component is about that ("3. Section B -
# Emergency medical expenses: up to $50,000" after "2. Section A - Cancellation: up to $5,000")
_OWN_TOPIC_CLASSES = _LIST_TOPIC_CLASSES | {"benefit", "service", "drug", "component", "label"}


def _with_list_topics(text: str, facts: list[Fact]) -> list[Fact]:
    """A ladder's rung that names no subject is about what the rung before it names ("- Monthly Uptime
    below 99.9% but at or above 99.0%: 10%" then "- Below 99.0% but at or above 95.0%: 25%"): a
    limit or range in a list item takes the subject of the previous item's first limit or range of
    its dimension. (Not any item: numbered lines are often unrelated statements.) A clause after a
    semicolon is such an item too ("below 140/90 mmHg …; below 150/90 mmHg for those aged 80 and over")."""
    out = list(facts)
    for k, f in enumerate(out):
        if not _rung(f) or any(cls in _OWN_TOPIC_CLASSES for cls, _c in f.concepts):
            continue
        previous, end = _previous_item(text, f)
        if previous < 0:
            continue
        donor = next(
            (
                g
                for g in out[:k]
                if previous <= g.start < end
                and g.dimension == f.dimension
                and _rung(g)
                and any(cls in _LIST_TOPIC_CLASSES for cls, _c in g.concepts)
            ),
            None,
        )
        if donor is not None:
            topics = {c for c in donor.concepts if c[0] in _LIST_TOPIC_CLASSES}
            out[k] = dataclasses.replace(f, concepts=f.concepts | topics)
    return out


def _previous_item(text: str, f: Fact) -> tuple[int, int]:
    """Where the list item before ``f``'s starts and ends: the clause before the semicolon that opens
    ``f``'s ("below 140/90 mmHg for adults under 80; below 150/90 mmHg for those aged 80 and over"),
    or the line before a list item's; (-1, -1) when ``f`` is in none."""
    line = text.rfind("\n", 0, f.start) + 1
    semi = max(text.rfind(";", line, f.start), text.rfind("；", line, f.start))
    if semi >= 0:
        before = max(text.rfind(";", line, semi), text.rfind("；", line, semi))
        return (before + 1 if before >= 0 else line), semi
    if line == 0 or not _LIST_ITEM_RE.match(text, line):
        return -1, -1
    previous = _previous_line(text, line)
    if not _LIST_ITEM_RE.match(text, previous):
        return -1, -1
    return previous, line - 1


_BLANK = " \t\r\f\v\u3000"


def _previous_line(text: str, line: int) -> int:
    """The start of the last line before ``line`` that is not blank (items may stand apart)."""
    end = line - 1
    while True:
        start = text.rfind("\n", 0, end) + 1
        if start == 0 or text[start:end].strip(_BLANK):
            return start
        end = start - 1


def _rung(f: Fact) -> bool:
    return f.bound in {"min", "max"} or f.high is not None


_STAMP_END_RE = re.compile(r"\s*(?:\*\*|__)?\s*[:：)）\]】\n—]")  # also "**Ward review 2025-03-03 08:00**:"
_STAMP_HEAD_CHARS = 40


def _with_timestamps(text: str, facts: list[Fact]) -> list[Fact]:
    """A chunk that opens with a date and a time of day, closed by a colon, bracket or line break
    ("急诊生化（2025-03-02 09:10）：…", "Ward review 2025-03-03 08:00: …"), is stamped by them: both are
    the record's timestamp, not facts to compare. An event's date and time ("开启时间：2025年10月20日
    20:00，…", "09:00-12:00") run on instead."""
    if facts and _lone_time_stamp(text, facts[0]):
        return [dataclasses.replace(facts[0], concepts=facts[0].concepts | {_TIMESTAMP}), *facts[1:]]
    if len(facts) < 2:
        return facts
    date, time = facts[0], facts[1]
    if (
        date.kind != "date"
        or time.kind != "time"
        or time.high is not None
        or date.start > _STAMP_HEAD_CHARS
        or text[date.end : time.start].strip(" ,T")
        or not _STAMP_END_RE.match(text, time.end)
    ):
        return facts
    return [dataclasses.replace(f, concepts=f.concepts | {_TIMESTAMP}) for f in facts[:2]] + facts[2:]


def _lone_time_stamp(text: str, time: Fact) -> bool:
    """A note's heading that names only its time ("ED nursing note 21:20 — …", "Point-of-care test
    (ED triage, 21:15): …"): two notes written minutes apart do not contradict each other."""
    return (
        time.kind == "time"
        and time.high is None
        and time.start <= _STAMP_HEAD_CHARS
        and _STAMP_END_RE.match(text, time.end) is not None
    )


def _with_record_day(facts: list[Fact]) -> list[Fact]:
    """A chunk that records when its sample was taken ("采集时间：2026-03-02", "Collected: 02 Sep")
    dates its measurements: two reports of the same patient a week apart differ, and do not
    contradict each other. Only values of an analyte, and only when the chunk names one such day; the
    day replaces a month the value was given (from that same date, as a rule)."""
    days = {int(f.value) for f in facts if f.kind == "date" and _TIMESTAMP in f.concepts}
    if len(days) != 1:
        return facts
    day = f"D{days.pop()}"
    return [
        dataclasses.replace(f, period=Period(f.period.year, day, f.period.rel))
        if f.analyte is not None and (f.period.sub is None or f.period.sub[0] == "M")
        else f
        for f in facts
    ]


def _settlement(b: _Builder, m: re.Match[str]) -> int:
    """T+1, T+2: so many business days after the trade date, a trade settles or a fund pays out;
    returns the end of the fact, -1 when ``m`` is none."""
    t = _SETTLEMENT_LEFT_RE.search(b.text, max(0, m.start() - 3), m.start())
    days = m.group("ar")
    if t is None or len(days) != 1 or not days.isascii():
        return -1
    ctx = b.context(t.start(), m.end(), "business_days")
    if ctx.anchor is None:  # T is the trade date ("credited on T+2 after the order" counts from the order)
        ctx = dataclasses.replace(ctx, anchor=_AFTER_TRADE)
    b.add("business_days", "business_days", float(days), None, "day", t.start(), m.end(), 0.5, "dayx1", ctx)
    return m.end()


def _add_frequency(b: _Builder, m: re.Match[str]) -> None:
    value = per_day(m)
    if value is not None:
        b.add("frequency", "frequency", value, None, "per day", m.start(), m.end(), 0.0, "perday")


def _add_date(b: _Builder, date: tuple[int, int, int, int, int]) -> int:
    """The fact of a date found at (start, end, year, month, day; day 0 = the month); returns its end
    (an impossible date is no fact, and scanning still resumes after it)."""
    start, end, year, month, day = date
    try:
        ordinal = _dt.date(year or YEARLESS_YEAR, month, max(day, 1)).toordinal()
    except ValueError:
        return end
    dim = "date" if day else "date:month"
    ctx = b.context(start, end, "date")
    span_role = date_role(b.text, start, end)
    role = span_role or ctx.bound
    concepts = ctx.concepts | {_COMMENCEMENT} if role == "min" else ctx.concepts  # a span's start
    if span_role == "max" and concepts & _TERMS:
        concepts |= {_EXPIRY}  # and a term's end: "Policy period: 06/15/2024 to 06/14/2025" expires then
    elif span_role == "max" and _WINDOW_LEFT_RE.search(b.text, max(0, start - 40), start):
        concepts |= {_DEADLINE}  # and a window's end: "网上报名时间为4月20日至5月20日" closes then
    ctx = Context(concepts, ctx.tokens, ctx.anchor, Period(), False, role, 0, ctx.qualifiers)
    b.add("date", dim, float(ordinal), None, "date" if year else YEARLESS, start, end, 0.0, "date", ctx)
    return end


def _between_and(text: str, start: int, pos: int) -> re.Match[str] | None:
    """The "and" that closes a range opened by "between" or "from" before ``start`` ("between 3 and 5
    years", "between 00:30 and 05:30"), read at ``pos``, the first value's end."""
    return _AND_RE.match(text, pos) if _BETWEEN_RE.search(text, max(0, start - 9), start) else None


def _add_time(b: _Builder, m: re.Match[str]) -> int:
    """A time of day ("2 p.m.", "14:00", "9:00-21:00") in minutes after midnight; -1 if none here."""
    first = time_at(b.text, m.start(), None)
    high: float | None = None
    if first is not None:
        value, end, ampm = first
        sep = _RANGE_SEP_RE.match(b.text, end)
        if sep is None:
            sep = _between_and(b.text, m.start(), end)  # "between 00:30 and 05:30": a window of the day
        second = time_at(b.text, sep.end(), ampm) if sep else None
        if second is not None:
            high, end = second[0], second[1]
    else:  # "4-7 pm": a bare hour, then the range's end with its a.m. or p.m.
        hours = hour_range_at(b.text, m.start(), m.end())
        if hours is None:
            return -1
        value, high, end = hours
    b.add("time", "time_of_day", value, high, "minute", m.start(), end, 0.0, "time")
    return end
