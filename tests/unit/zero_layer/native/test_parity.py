"""The native engine against the Python reference (the specification) on the whole shipped corpus:
identical facts for every chunk and answer, identical check results for every case, on the shipped
bundle and on one whose cooled heatmap drops some fact kinds from the checks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from zero_layer.checks import Checker, CheckRequest
from zero_layer.extract import extract_facts
from zero_layer.extract.native import native_facts
from zero_layer.regress import load_corpus
from zero_layer.regress.corpus import CorpusCase

pytestmark = pytest.mark.unit


def _mismatches(native: Checker, reference: Checker, cases: list[CorpusCase]) -> list[str]:
    out: list[str] = []
    for case in cases:
        request = CheckRequest.from_dict(case.to_request())
        got, want = native.check(request).to_dict(), reference.check(request).to_dict()
        if got != want:
            out.append(f"{case.id}: native {got} != reference {want}")
    return out


def test_facts_equal_the_reference_on_every_corpus_text(native_engine: Any, corpus_texts: list[str]) -> None:
    assert len(corpus_texts) > 1000
    differ = []
    for text in corpus_texts:
        got = native_facts(text, "c")
        want = extract_facts(text, "c")
        if got != want:
            differ.append(f"{text!r}:\n  native    {got}\n  reference {want}")
    assert not differ, f"{len(differ)} texts differ, first:\n" + "\n".join(differ[:3])
    assert sum(len(extract_facts(t, "c")) for t in corpus_texts[:50]) > 50, "the corpus has facts"


@pytest.mark.parametrize(
    "text",
    [
        "Card summary | Cash Advance APR | 29.24% variable | Penalty APR | up to 29.99% |",
        "存款利率 | 活期 0.10% | 三年期 1.55% | 五年期 1.60% |",
        "| 利率表 | | 一年 | 1.2% |",
        "Excess: £100 under Section 2 (Contents); £1,000 for subsidence under Section 1, £50 under Tier 3.",
        "Dose 2 of 3: 5 mg; 10 mg at cycle 4 (see Section 12.1).",
        "Revenue for the three months ended September 30, 2025 was $47.1m; six months ended June 30: $90m.",
        "截至2025年9月30日止三个月，营业收入为5亿元；截至2025年6月30日止六个月为9亿元。",
        "Northgate Health Gold 1000 — Plan highlights: deductible $1,000; silver tier copay $45; CD 4.1%.",
        "金卡会员权益（定期存款专享）：年利率2.1%，活期0.2%。",
        "Net interest margin for FY2024 was 2.31%, down 14 bp from 2.45% in FY2023, vs 2.2% in 2022.",
        "2024财年净息差为2.31%，较2023财年的2.45%下降14个基点，同比2022年。",
        "Take one to two tablets every four to six hours; delivery in three to five days, $5 to ten people.",
        "护理交班记录 2026-09-18 12床 吴某某 58岁 采集时间：2026-09-18 血糖 9.6mmol/L；钾 4.1 mmol/L。",
        "Lab report. Collected: 02 Sep 2026; printed 03 Sep 2026. Potassium 4.1 mmol/L, sodium 139 mmol/L.",
        "Severity 1 - 30 minutes; Building 3 - 3,800 m2; Lot 2 - 16 boats; Phase 1-3: 5 days; 3 - 5 days.",
        "Loan-to-value by age: 60 – 20%; 65 – 25%; 5 to 10%; $5 - $3 million; 99.0% - 10% of the fee.",
        "OD: sphere -2.75, CYL -0.50; OS (PWR) −3.00; 球镜-2.75; OD 2.50 mg; 48,000 net tonnes; 2.3 OD.",
        "hazard ratio 0.68 (95% CI 0.56-0.83); HR 0.86; OR=1.42; RR 0.9; 风险比为0.75; 2 puffs, 每次2喷.",
        "请于2026年6月3日至6月9日登录下载；上海门店营业时间：每日10:00-21:30，投标有效期90日。",
        "Returns (United States): within 30 days of delivery; EU orders: 14 days; UK: 28 days.",
        "存款利率：活期0.10%；整存整取 三个月0.90%，六个月1.10%，一年1.65%，两年 1.70%，一年内有效。",
        "Deposit rates: 3-month 0.90%, 6-month 1.10%, 12-month: 1.60%;港币35,800元, 港幣1,000元.",
        "出生日期：1990年3月12日 保额：人民币叁拾伍万元整；DOB: March 1990, cover $50,000; born 2001: $2.",
        "Persons aged 70 or above: 50%; children ages 2 to 11 and over 65; 71周岁及以上；age 18 and older.",
        "2025年三季度末不良率1.21%，第三季度营收5亿元，2025年9月末1.12%；最终发售价为每股18.08港元。",
        "Harborview Gold 2000 (2026) — out-of-pocket max $5,500; Plan 2024: $4,000; plan year 2025: $2,000.",
        "CrCl 30 to 50 mL/min: 250 mg every 12 hours; CrCl < 30 mL/min: 125 mg. Ages 12 and older: 10 mL.",
        "Declarations (revised 07/01/2026): Coverage A $400,000; renewal 01/06/2025 (HK$50); MM/DD 03/04.",
        "Period 01/02/2026 to 31/01/2027 £20; from 01/02/2027 to 12/31/2027 $30; 02/09/2025 €10.",
        "The bank lifted its rate by 0.5 percentage points to 4.75%; 上调0.25个百分点至3.10%；3 to 5 days.",
        "身故保险金给付比例：18—40周岁 160%；41—60周岁 140%；61周岁及以上 120%，5e-7 m3/s 或 0.000123456 g。",
        "Unit rate 9.5p/kWh, 18.5¢/kWh, 12.5 pence per share; clause 5 p 3 at 5 p.m.; 100 Mbps, 2 L/min.",
        "Height 5 ft 9 in (5 feet 9 inches); 89.5 m², 89.5平方米, 300亩, 120 hectares, 32 psi, 7 kW.",
        "An office of 1,200 sq ft at $25 per sq ft; 承保面积300亩，每亩保费60元。",
        "Platelets 250 x 10^3/µL, WBC 11.2 x 10^9/L; 3 bar stools; a 20-inch case; 125 mL/hr.",
        "Margin 42.1% (Q3 2024: 39.8%), (FY2023: $5), 41.2% vs 39.8% in the prior-year quarter, year-ago 38%",
        "within 14 days of the Insured becoming aware; 30 days after the buyer receives it; of a user being",
        "CEFALEXIN 250MG/5ML\nGive 0.75 mL (5 mg); dose of 2 g; senna 15 mg; 体重16-21kg；每次0.5 g",
        "董事会会议纪要（2024年第6次）：使用费1,200万元；第2次注射0.5 mL；2025年第3期利率2.1%。",
        "成人日票97瑞郎，学费2万加币，每晚3,500泰铢，押金1.2万迪拉姆，200丹麦克朗，8,000澳币，5万日币。",
        "青峰食品2025年度业绩摘要\n\n营业收入：36.2亿元。\n净利润：4.18亿元，上年为3.77亿元；last year $5.",
        "CHF 120, SGD 45.90, NT$3,000, ₩50,000, 3,000円; ferritin 12 µg/L, HbA1c 53 mmol/mol, TSH 2.5 mIU/L.",
        "保修期一年半，观察期两个半月，手术约三个半小时；2024年半年报；苹果2斤，2 gallons，半年。",
        "Vitals: T 101.3 F, Tmax 38.9 C, 体温39°, temp 300 F; Na 138, K+ 3.8, K 4 units, 血钾3.2; Sec K 12.",
        "本月用电218度，年累计用电1,342度；体温38.5度；电池温度45度；第二档：年用电量2,761–4,800度。",
        "签订日期：二〇二五年三月十五日；二〇二四年十月；二〇二五年十三月一日；the 15th of March 2025。",
        "Revenue was $5.2m in 2024, compared with $4.8m in 2023; 营业收入5.2亿元，上年同期为4.8亿元。",
        "ramipril 5 mg od, 1 g qds, 7.5 mg nocte, 2 tabs tds, every other day; OD limit; 隔日一次; 3 mo.",
        "Row K 3.8 C; Na 138 F; T 39° and temp 200°; 血钾3.2 C.",
        "two and a half hours, 2 and a half days, one and a half; Sections two and a half-page.",
        "Rs. 1,25,000; ₹2.5 lakh; ₹3,200 crore; CHF 1'250.50; R$ 49.90; 1.2e6 USD; 5 × 10^6 USD.",
        "11.2 × 10^9/L; 2.3×10^5 IU/mL; 新臺幣三萬二千元整; 500美金; 22.5 tonnes, 1.2吨, 21,500 KGS.",
        "58.2 CBM, 58立方, 14.2 US gal.",
        "Rent 1 250 €, EUR 1 250 000, 1 250,50 €, 1\u202f250,50 €, 1\u00a0250 kg; 2 500 mg; 0345 555 019.",
        "Cancellations are charged one night; no-shows are CHARGED 1 NIGHT; a fee of 2 nights; 3 nights.",
        "DPU 2H FY2024: 2.64 Singapore cents (1H FY2024: 2.57); 3Q 2024 $5m; 1H25 $9m; 2Q FY25 $3m; 2H.",
        "KES 1,000; KSh 40,000; 50,000 kes; NGN 5,000; SEK 12 500; try 500 times; all 5 items; ron 20.",
        "成人95位、小童30位；保留2位小数；6位数密码；第1位；80 adults, 95 guests.",
        "two calendar months; one (1) calendar month; 3 calendar weeks; see item (5) free parking.",
        "月息1分，年息8厘，年息八厘，月利率5厘，日息2厘，年利率为1.5分；年息3分钟；日息2厘米；万分之五。",
        "利息7元2角5分；三元五角；1元8角；5元2角钱；3.5元2角；20元两角；3元5分钟。",
        "Born at 36+5 weeks' gestation, 9 weeks old; 孕32+4周; 36+7 weeks; 2+1 offer; 3.5+2 weeks.",
        "Until 15 Mar '25; 1st of June ’26; the 15 Mar '2025; 3 May 1990.",
        "Equities settle on T+2; 赎回资金T+1到账; credited on T+3 after the order; 申购 T+0; A+1; ST+1.",
        "The lower of (a) 80% of the price and (b) the cap; 85%, higher of 5%, rates lower by 0.25%; 八折.",
        "Store at -20°C; (−18 °C); 冷冻-18℃保存; 零下5度; minus 4 °F; A-5°C; 2-8 °C; -5 to 5 °C.",
        "Freezer −25 to −15 °C; 体温36.5度; 5 ct diamond; 2 CT scans; their 8th birthday; 1st birthday.",
        "30 tons, 22.5 t, 35 ct/kWh, 12 ct, two fortnights, 3 t-shirts, 10 CT scans.",
        "100 mg twice daily for 3 days; q8h for 7 days; 每日3次，共5天; tds for the next 5 days.",
        "每10份基金份额派发红利0.5元；每10份0.264元；HK$1.20 per 10 units; 10 units of 5 mL; 每10股派3.5元。",
        "住院现金保障（B计划）：每日港币1,000元；A方案500元；C套餐30元；B款2件；BC计划3次。",
        "13,5 g/dL, 3,5 %, 12,50 €, 1.250,00 €, € 12,50, sections 3,5; 1,2,3 kg; $1,25; 1,250 EUR.",
        "3½% Gilt, 3¾%, 1½ tablets, ¼ and 2¼ kg; tds x 5/7, bid x 7d, ×7d, for 4/52, for 6/12.",
        "200 free miles, 5 additional days, 2 extra nights, 3 full years, 5 free; :43P: 1080p, 9.5p/kWh.",
        "Cycle 4 day 1, bloods 48 hours before; week 2 day 3; each cycle 21 days; cycle 3 days 1-14; C2 D8.",
        "10 x electric light trucks; 5 x 22 kW AC chargers; 1 x 23kg; 4 x annual salary; rose 3x.",
        "Cover 2 × annual basic salary, 3X Base Pay, 2 × 25 = 50, 4 × electric vans, 10× zoom, 2x daily.",
        # a value that starts a 字段：-like run after a space: the sentence breaks before it in both
        '"Accident" means a sudden, 二百五十个百分点: ',
        # a known event's verb is the anchor's event; other words stay "~"-marked
        "10 days from the date you sign; 21 days after you receive it; 7 days of discovering them; "
        "After you accepted, 5 days apply, 14 days of cancellation, 3 days after shipped goods, "
        "48 hours of becoming aware of it, 72 hours of awareness.",
        # seconds and the newer count units
        "Hold 40 seconds, 30秒, 6 cycles, $3.50 per 10 shares, 10 lessons, 2 bags, 4 devices, 6 accounts, "
        "2 tickets, 3 passengers, 1 sec.",
        # SWIFT date fields (YYMMDD) and six digits that are no date
        ":31C: Date of Issue: 250612\n:31D: Date and Place of Expiry: 250915 HAMBURG\n:44C: 250825\n"
        "Order 250915; :31D: 2509151; :31D: 251315; :32B: USD 250915",
        # years that are an age
        "Dogs from 9 years of age, aged 8 years, 12 years old, aged 5 years and over, 3 years of agency.",
        # a word between a number and the count it qualifies, and words that are no such qualifier
        "12 physiotherapy sessions, 2 successful claims, 2 per claim, 3 heavy kg, 5 Extra Claims, "
        "60 monthly payments of $553.11, 4 interest-free instalments, 7 the claims.",
        # a date in a sentence that changes a value, and one that is the new value itself
        "With effect from 1 July 2025 the rent is increased from $3,480 to $4,720. The closing date of "
        "15 March 2025 is extended to 22 March 2025. 自2025年3月1日起，月租金调整为4,500元。",
        "25 mcg/mL; 38 C or higher; 3 nights or longer; 18.5 or lower; 5 days or shorter; 2 kg or greater.",
        "Sites with 50 or more employees; groups of 10 or more people; 5 or more years; 3 or fewer days.",
        "保底20桌。100 km/h, 62 mph, 80公里/小时, 0.2兆帕, 2 MPa, 50 mm, USD 50 mm, EUR 5 mm, 120/80 mmHg.",
        "After 100 GB of usage; you've used 10 GB; iPhone 15 Pro 256GB, 5 more.",
        "Seen in 3/12 cases; review in clinic in 6/52 with bloods; follow-up in 3/12; flying time 7h 45m.",
        "首付比例不低于20%，利率不小于3%，低于5%；borrowing £8,000 over 48 months; delays over 3 hours.",
        "BMI 27.0, BMI: 31.2 kg/m2, 体重指数28.4, eGFR 76, eGFR 45 mL/min/1.73m2, BMI 2 cohort, GFR: 300.",
        "千分之2.5，万分之5，千分之三，2.5‰，1 per mille；1万IU，400国际单位，5万元，3千克，5 millionaires。",
        "Loss 15/03/25, notified 17/03/25; open 24/7/365; 1/2/25 mg; 03/15/2025; pain 7/10.",
        "INR 2.8, target INR 2.0–3.0; INR 2.5 lakh; INR 250; 114年3月15日; 民國113年度; 1 yr 6 mo; 1年6个月.",
        "2 hours 30 minutes, 2小时30分, 1 year and 6 months, 1年半, 2024年6个月, 3 hours, 20 min; yrs 5.",
        "Datum 15.03.2025, 01-04-2025 bis 03-15-2025; 13.13.2025; v1.2.2025; 第二天起，术后第10天。",
        "4. 保函金额：2.5万欧元\n5. 有效期至：2026年3月31日\nUSD\n20; EUR 30; 美元 40；英镑\u00a050。",
        "活动：亚太牙科大会（2026年4月9日至十一日）；2026年5月1日至二〇二六年六月三十日；3月2日至十分钟。",
        "Target INR range: 2.5-3.5; INR of 1.8; INR target 2.5; INR 25; 12,000 nine-litre cases; 500箱.",
        "37 additional minutes @ $1.94 = $71.78; 38 m3 x GBP 2.1042; 用电320度×0.58元; 2 x $5.",
        "全年执行电价1.08元; SOFR + 1.53 percentage points; SOFR plus 135 basis points; 全年收入5亿元.",
        "全年适用3%; rates up 0.5 percentage points; 下调0.25个百分点; margin +0.75 pp over SONIA.",
        "AHI 32.5 events/h; AHI为23.5次/小时; 27 events per hour; $25/h; 2.1/h; 100 km/h; 每小时5次.",
        "Summary\nTIMESHARE PURCHASE AGREEMENT - Harbour Point Vacation Club, Unit 7C, floating week in "
        "Season Gold\n$5.",
        "Help: 'at least $500.' Please call. He said \"$50.\" Then; ok.’ 3 days. “5 kg.” 7 days. Mr. 5 kg.",
        "1. Antiemetic protocol HEC-2 (highly emetogenic chemotherapy), Ward 5 Oncology\n2. Day 1: 125 mg.",
        "SONIA plus a spread of 175 bp; Margin over term SOFR: 2.75%; operating margin of 21.8%; margin: 3%.",
        "Lease Term for MSN 52,301 shall end eight years after; 1,2 days, 3, 4,5 kg; 条款,第3,4条 5日",
        "450 acre-feet a year; PTA 35 dB HL, 40 decibels; 噪声45分贝; 250,000 VCUs; 12 DB instances.",
        "40 20-ft boxes; 3 two-litre bottles; 5 5-kg bags; 2 40-foot cases; in case of 2 cases.",
        "自2025年1月1日起价格2.58元；从2025年3月1日起；effective 1 June 2025 the fee is $5; from May 2025.",
        "14.1 Hours worked over 39 a week\n 14.2 Sundays: 2x\n14.30 days\n6.2 年\n2.5 mg\n3.1 Hours\n"
        "3.1\u00a0x",
        "已于2026年3月2日转入16,350元; 在2025年6月30日余额500万元; 于2025年3月 5万元。",
        "Series 2026A bonds: 4.215% a year; 2015B notes 3.5%; in 2026 5%; 2026年 6%; FY2024A 7%.",
        "left on 3 October; ETA October 9. Sept 30th; 2 may be; June 30 days; March 3:30; 1-11 November; "
        "DECEMBER 1 in 2027; 4月15日前; 每年3月15日; 11月1日至11日; 2025年3月1日至15日; Mar 29 2024.",
        "Period: 1-11 November\n6. Not applicable; 11月1日至十一日; 2025年7月10日至十五日; March\n3 kg.",
        "每次事故赔偿限额为人民币50万元，累计赔偿限额为人民币1,000万元；2024年为3%；营业收入为5.2亿元，本年累计。",
        "责任保险单（2025年度）：累计赔偿限额人民币5,000万元；FY2024 year-to-date revenue $5m; 2024年度 3%.",
        "单价：1.25元/度（电费0.85元+服务费0.40元）; $1,240 ($705 + $535); HK$9 (+7.3%); RMB 2 (2023: +5%).",
        "For the nine months ended 30 September 2025, revenue was $862.7 million against $801.5 million for "
        "the same period of 2024; Q3 2025 营收5亿元，2024年同期4亿元。",
        "BP below 140/90 mmHg for adults under 80; below 150/90 mmHg over 80；不超过3个月；最多5万元; "
        "up to $5\n- 2 kg",
        "15 mg once weekly; once a week; one time per week; 每周一次; 每周1次; twice a week; 每周3次; "
        "once daily.",
        ".com registration, first year: USD 8.99\n.com renewal: USD 15.99 per year\n4. Late fee: $39\n"
        "5. Failure of suppliers: up to £5,000. Revenue of $4.2 million, up 7% on the prior year.",
        "Paid on 28 September 2025 to unitholders on the register at the 30 July 2025 record date; $5 on the "
        "balance of $1,000, and with fees of 3 May.",
        "Half plot (125 sq m): GBP 52 per year; 半块地（125平方米）：每年52英镑；Tier 2 (10 users) $5 (3).",
        "Bill: 170 kWh at 8.2p (off-peak), 240 kWh at 25.1p (standard); 押金9,600元（相当于两个月租金）；"
        "1万元（含）以下每笔2元；$1,250 (previously $1,100); 自付164美元（20%共保）; "
        "$0.00 (met) | Coinsurance; 管输价格182.6元/千立方米; EUR 85-90 per MWh; 412 kWh at 9.50p; "
        "投保年龄为三个月至十周岁(续保可至十二周岁)",
        "500 points = $5; 100积分可抵扣1元; 2,000 points for a $10 voucher; your 3,160 points = £31.60. "
        "1,000积分=10元，Earn 5,000 points; 100 points is worth £1.",
    ],
)
def test_facts_equal_the_reference_in_table_cells_and_trailing_labels(native_engine: Any, text: str) -> None:
    got = native_facts(text, "c")
    assert got == extract_facts(text, "c")


def test_extract_honours_the_limit(native_engine: Any) -> None:
    text = "Pay 5% within 30 days; the fee is $20 and the cap is 3 kg."
    full = native_facts(text, "c")
    assert len(full) >= 3
    limited = native_facts(text, "c", 2)
    assert limited == extract_facts(text, "c", limit=2) == full[:2]


def test_check_results_equal_the_reference_on_every_case(
    checkers: tuple[Checker, Checker], corpus_cases: list[CorpusCase]
) -> None:
    native, reference = checkers
    found = [reference.check(CheckRequest.from_dict(c.to_request())) for c in corpus_cases]
    assert sum(r.has_conflict for r in found) > 100, "the corpus exercises conflicts"
    assert any(r.unsupported for r in found), "the corpus exercises unsupported answer facts"
    differ = _mismatches(native, reference, corpus_cases)
    assert not differ, f"{len(differ)} of {len(corpus_cases)} cases differ, first:\n" + "\n".join(differ[:3])


def test_check_results_equal_the_reference_with_a_cooled_bundle(
    checkers: tuple[Checker, Checker],
    cooled_checkers: tuple[Checker, Checker],
    corpus_cases: list[CorpusCase],
) -> None:
    native, reference = cooled_checkers
    assert native._sensitive == reference._sensitive < checkers[1]._sensitive
    requests = [CheckRequest.from_dict(c.to_request()) for c in corpus_cases]
    changed = sum(
        reference.check(r).to_dict() != checkers[1].check(r).to_dict() for r in requests
    )  # the sensitivity filter really removes facts from these cases
    assert changed > 100, changed
    differ = _mismatches(native, reference, corpus_cases)
    assert not differ, f"{len(differ)} of {len(corpus_cases)} cases differ, first:\n" + "\n".join(differ[:3])


def test_every_lookaround_pattern_has_a_prefilter(native_engine: Any) -> None:
    assert native_engine.unfiltered_patterns() == []


# The patterns whose searches may run on the backtracking VM (each behind a DFA prefilter); every other
# pattern runs wholly on a DFA. A lookahead the engine cannot run on a DFA moves a pattern onto the VM:
# one on the unit pattern (a currency before a number) made each new-text check half as slow again.
BACKTRACKING = {
    'age_group_left', 'age_to', 'aged', 'and_a_half', 'approx_left', 'approx_right', 'below_zero_left',
    'birth', 'bmi_left', 'by_left', 'candidate', 'change_by_left', 'change_statement', 'changed_to',
    'charged_left', 'compared_base_left',
    'comparison', 'course_left', 'currency_prefix', 'data_context', 'date_to_before',
    'declared_currency', 'declared_header', 'declared_not_money', 'declared_scale', 'dosing_for_left',
    'down', 'drug', 'earn_per', 'egfr_left', 'electrolyte_left', 'en_anchor', 'en_base', 'en_dm',
    'en_generic_anchor',
    'en_md_right', 'ended_left',
    'en_leading_anchor', 'event_date', 'every', 'frequency', 'from_day_left', 'gestation', 'glued_code',
    'half_year', 'in_advance', 'including', 'index_label_left', 'inr_left', 'label', 'later_change',
    'lead_label', 'lens_left', 'level_left', 'max_left', 'max_right', 'metered_left', 'min_left',
    'min_right', 'net', 'number_at', 'ordinal_left', 'party', 'per', 'per_lead', 'period',
    'plan_number', 'plus_tier', 'points_worth', 'power_left', 'ratio_left', 'reference_any', 'reference_next',
    'scale',
    'settlement_left', 'slash_date', 'span_end_left', 'spelled_before', 'spread_left', 'spread_over',
    'superseded_left', 'superseded_right', 'temp_cue', 'temp_letter', 'tenor_rate', 'up', 'us_dollar',
    'was_left', 'within_left', 'zh_noise', 'next_lead_in', 'bracket_note', 'next_change', 'from_left',
    # (searched only before a bare number under 40, in 60 characters: "PUE cap: 1.53"; and only before six
    # digits, in 48: "31D Date and place of expiry: 260315")
    'metric_left', 'swift_field_left',
    # (matched only right after a sum of money: "$31.20 per $1,000 of assessed value"); and only on the
    # short windows the Chinese keywords are read from, where they hold a character outside ASCII
    'per_value_right', 'zh_latin',
    # (searched only in the 160 characters before an answer's sum that no source states; and only between
    # a lower limit and an upper one of its dimension right after it)
    'result_left', 'limits_joined',
}  # fmt: skip


def test_no_pattern_leaves_the_dfa_unnoticed(native_engine: Any) -> None:
    """A change that puts a pattern on the backtracking VM must say so here (and be measured)."""
    moved = sorted(set(native_engine.backtracking_patterns()) - BACKTRACKING)
    assert not moved, f"now on the backtracking VM: {moved} (see BACKTRACKING)"


@pytest.mark.parametrize(
    ("name", "size"),
    [
        ("holdout", 242),
        ("holdout2", 300),
        ("holdout3", 300),
        ("holdout4", 300),
        ("holdout5", 300),
        ("holdout6", 300),
        ("holdout7", 300),
        ("holdout8", 300),
        ("holdout9", 300),
        ("holdout10", 300),
        ("holdout11", 300),
        ("holdout12", 300),
        ("holdout13", 300),
        ("holdout14", 300),
        ("holdout15", 300),
        ("holdout16", 300),
        ("holdout17", 300),
        ("holdout18", 300),
        ("holdout19", 300),
        ("holdout20", 300),
        ("holdout21", 300),
        ("holdout22", 300),
        ("holdout23", 300),
        ("holdout24", 300),
        ("holdout25", 300),
        ("holdout26", 300),
        ("holdout27", 300),
        ("holdout28", 300),
        ("holdout29", 300),
        ("holdout30", 300),
        ("holdout31", 300),
        ("holdout32", 300),
        ("holdout33", 300),
        ("holdout34", 300),
        ("holdout35", 300),
        ("holdout36", 300),
        ("holdout37", 300),
        ("holdout38", 300),
        ("holdout39", 300),
        ("holdout40", 300),
        ("holdout41", 300),
    ],
)
def test_check_results_equal_the_reference_on_the_holdout_sets(
    checkers: tuple[Checker, Checker], name: str, size: int
) -> None:
    """The hold-out sets (tests/fixtures/holdout*) were written apart from both implementations."""
    holdout = list(load_corpus(Path(__file__).parents[3] / "fixtures" / name / "cases.jsonl"))
    assert len(holdout) == size
    differ = _mismatches(*checkers, holdout)
    assert not differ, f"{len(differ)} of {len(holdout)} cases differ, first:\n" + "\n".join(differ[:3])


def test_every_hand_written_scanner_recognises_its_reference_pattern(native_engine: Any) -> None:
    """The engine reads four of the reference's patterns with hand-written scanners, each written for
    one exact pattern and used only when handed that pattern; a change to the reference's pattern
    must be made to its scanner too (``native/src/pats.rs``), or the engine falls back to the
    pattern's slower general path without saying so."""
    from zero_layer.extract.native import engine

    assert sorted(engine().by_hand()) == ["cjk_run", "clause_cut", "sent_end", "word"]


def test_the_engine_refuses_item_classes_it_does_not_know(native_engine: Any) -> None:
    """The item classes (which item of a list a value names) are interned first in the engine, from
    its own list: tables naming others are refused at start-up, not read differently."""
    import zero_layer_native

    from zero_layer.extract import numbers
    from zero_layer.extract.native import tables

    changed = tables()
    changed["item_classes"] = [*changed["item_classes"], "flavour"]
    with pytest.raises(ValueError, match=r"item classes .* differ from native/src/fact.rs ITEM_CLASSES"):
        zero_layer_native.Engine(changed, numbers.parse_chinese)
