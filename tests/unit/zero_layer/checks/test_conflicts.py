"""Conflict semantics: what must and must not be reported, table-driven over EN, ZH and mixed input."""

from __future__ import annotations

import pytest

from zero_layer.checks import Checker, CheckRequest, CheckResult
from zero_layer.checks.conflicts import one_digit_slip, slipped
from zero_layer.extract import extract_facts
from zero_layer.extract.extractor import OFF
from zero_layer.extract.native import native_facts

pytestmark = pytest.mark.unit


@pytest.fixture(scope="module")
def checker() -> Checker:
    return Checker()


def _status(checker: Checker, *chunks: str, answer: str | None = None) -> str:
    return checker.check(CheckRequest.build(list(chunks), answer)).status


@pytest.mark.parametrize(
    "chunks",
    [
        ("The warranty period is 24 months.", "The warranty period is 2 years."),
        ("The facility commitment is $2.5 million.", "The lender commits USD 2,500,000 to the facility."),
        ("付款期限为验收后三十日。", "付款期限为验收后30日。"),
        ("Fasting glucose was 500 mg/dL.", "Fasting glucose: 27.8 mmol/L."),
        ("Payment is due 30 days after delivery.", "Payment is due 60 days after acceptance."),
        ("Q2 2025 revenue was $1.21 billion.", "Q3 2025 revenue was $1.34 billion."),
        ("The late fee is 5%.", "The interest rate is 8%."),
        ("Net interest income rose about 5%.", "Net interest income increased 5.2%."),
        ("甲方可提前30日书面通知乙方解除本合同。", "乙方如需解除合同，应提前90日书面通知甲方。"),
        ("No numbers here.", "Nothing to compare either."),
        ("Disputes must be notified within ten (10) days of receipt of the invoice.",
         "Payment terms: Net 45 from invoice date."),
    ],
    ids=["months-years", "million-notation", "zh-numerals", "glucose-units", "different-anchor",
         "different-period", "different-subject", "approximation", "different-party", "no-facts",
         "invoice-received-not-dated"],
)  # fmt: skip
def test_not_conflicts(checker: Checker, chunks: tuple[str, ...]) -> None:
    assert _status(checker, *chunks) == "OK"


@pytest.mark.parametrize(
    "chunks",
    [
        ("Payment is due 30 days after acceptance.", "Payment is due 60 days after acceptance."),
        ("付款期限为验收后30日。", "付款期限为验收后六十日。"),
        ("The deductible is $500 per claim.", "The deductible is $1,000 per claim."),
        ("Q3 2025 revenue was $48.2 million.", "For Q3 2025 revenue was $84.2 million."),
        ("The late fee is 5%.", "滞纳金为10%。"),
        ("The contract is signed on 2025-12-15.", "签订日期：2025年12月25日"),
        ("Roughly $3 billion will be returned via buybacks.", "Planned buybacks total $3.9 billion."),
        ("Term: 12 months commencing 1 March 2025.", "Dear Lena, your tenancy commences on 1 April 2025."),
        (
            "Each instalment is payable within 15 days of receipt of a valid invoice.",
            "Voltcrest pays each instalment within 14 days of receiving our invoice.",
        ),
        ("婚纱摄影套餐：精修照片30张，底片全送。", "套餐包含精修照片20张，底片全送。"),
        (
            "Member rate for DC fast charging: $0.36/kWh. Member rate for Level 2 charging: $0.22/kWh.",
            "Plus members pay $0.39 per kWh at VoltLane DC fast chargers.",
        ),
        (
            "Client: Brightwell Ltd. Advance rate: 85% of approved invoice value. Discount charge: 2.25% "
            "over base rate. Service fee: 0.9% of gross invoice value.",
            "Under your factoring facility we will advance 80% of each approved invoice within 24 hours.",
        ),
        (
            "CONTACT LENS PRESCRIPTION - Right eye (OD): sphere -2.75, base curve 8.6. "
            "Left eye (OS): sphere -3.00.",
            "Order confirmation: monthly silicone hydrogel, OD -2.25 / BC 8.6 / DIA 14.2; OS -3.00 / BC 8.6.",
        ),
        (
            "Results: median PFS 16.1 vs 11.3 months; hazard ratio 0.68 (95% CI 0.56-0.83).",
            "Conference abstract: velotinib improved PFS (median 16.1 vs 11.3 months; HR 0.86).",
        ),
        (
            "Summary Box - Aurora Visa. Foreign transaction fee: 3.5% of the sterling amount.",
            "Travel tips: each purchase in a foreign currency attracts a 3.75% non-sterling transaction fee.",
        ),
        # ... but not by a power of ten, nor by a percentage of something else
        (
            "Performance guarantee PG-88102: EUR 50,000, being 10% of the contract price.",
            "Credit memo: performance guarantee PG-88102 for EUR 5,000.",
        ),
        (
            "Lithium clinic, 12 May 2025: 12-hour post-dose serum lithium 0.8 mmol/L. TSH 2.1 mU/L; "
            "creatinine 88 umol/L; calcium 2.38 mmol/L.",
            "Letter to GP (same visit, 12 May 2025): her 12-hour lithium level was 1.8 mmol/L.",
        ),
        (
            "Deductible: $500 per claim. Coinsurance: 50% after the deductible.",
            "Your deductible is $1,000 per claim.",
        ),
        (
            "Contract Quantity: 250,000 tCO2e of 2024-vintage credits.",
            "We have contracted 25,000 tCO2e of 2024-vintage credits.",
        ),
    ],
    ids=[
        "en-duration",
        "zh-duration",
        "money",
        "period-revenue",
        "mixed-language",
        "dates",
        "approx-exceeded",
        "commencing-commences",
        "invoice-received",
        "photos-counted",
        "members-pay-member-rate",
        "factoring-advance-rate",
        "right-eye-lens-power",
        "hazard-ratios",
        "non-sterling-fee",
        "a-guarantee-ten-times-off",
        "lithium-levels",
        "a-deductible-and-an-unrelated-percentage",
        "tonnes-of-co2e",
    ],
)
def test_conflicts(checker: Checker, chunks: tuple[str, ...]) -> None:
    result = checker.check(CheckRequest.build(list(chunks)))
    assert result.status == "CONFLICT_DETECTED"
    conflict = result.conflicts[0]
    assert 0.0 < conflict.score <= 1.0
    assert result.conflict_score == max(c.score for c in result.conflicts)
    d = conflict.to_dict()
    assert d["chunks"] == ["0", "1"]
    for span, chunk in zip(d["spans"], chunks, strict=True):
        assert chunk[span["start"] : span["end"]] == span["text"]


def test_clean_result_has_zero_score_and_full_confidence(checker: Checker) -> None:
    result = checker.check(CheckRequest.build(["The fee is $10."], None))
    assert (result.status, result.conflict_score, result.zero_state.confidence_score) == ("OK", 0.0, 1.0)
    assert result.zero_state.policy == "answer"


@pytest.mark.parametrize(
    "chunks",
    [
        ("Amoxicillin 500 mg orally every 8 hours.", "Prescription: amoxicillin 500 mg PO q12h."),
        ("Tests show an LVEF of 35%.", "The echo showed a preserved LVEF of 55%."),
        ("The hotline is open 9:00-21:00.", "Call us from 9 a.m. to 6 p.m."),
        (
            "Cover runs from 1 January 2026 to 31 December 2026.",
            "Period of insurance: 01/01/2026 to 30/11/2026.",
        ),
        ("赎回款项T+1到账。", "赎回资金于T+3到账，遇节假日顺延。"),
        ("Redemption proceeds are paid on T+2.", "Fund redemptions are paid out on T+3."),
        ("Response times: P1 30 minutes; P2 2 hours.", "一级故障响应时间：15分钟；二级故障响应时间2小时。"),
        ("Free cancellation until 48 hours before check-in; later cancellations are charged one night.",
         "入住前24小时前可免费取消，逾期取消收取首晚房费。"),
        (
            "Blood flow (Qb): 350 mL/min. Dialysate flow (Qd): 500 mL/min. Dry weight 73.5 kg.",
            "Nursing plan: run blood pump at 300 mL/min, dialysate 500 mL/min, dry weight 73.5 kg.",
        ),
        (
            "Series 2024B: optional redemption on or after June 1, 2033 at par; final maturity June 1, 2044.",
            "Call features: first optional call date July 1, 2033; maturity June 1, 2044.",
        ),
        (
            "Layer: RMB 300m xs RMB 200m. Rate on line: 12.5%. Reinstatement: one at 100%.",
            "再保险分出条件：责任额3亿元超过2亿元；费率（ROL）15%；恢复一次，按100%加费。",
        ),
        (
            "Agreed value (hull and machinery): USD 18,000,000. Deductible: USD 100,000 each accident.",
            "Register, Solberg Shipping: H&M agreed value USD 1.8 million; deductible USD 100,000 each loss.",
        ),
        ("Deposits are returned within 14 days after the tenant vacates the room.",
         "FAQ: we return your deposit within 15 days of moving out."),
        ("Haemodialysis prescription: Frequency: 3 sessions per week. Duration: 4 hours per session.",
         "Shift schedule: G. Tolland: Mon/Wed/Fri, treatment time 3.5 hours per session. "
         "A. Mensah: Tue/Thu/Sat, 4.5 hours. F. Kowal: Mon/Wed/Fri, 4 hours."),
        ("European Standardised Information Sheet — Interest rate: 3.75% fixed for 5 years, then the "
         "standard variable rate (currently 7.49%).",
         "Loan amount: £245,000. Term: 25 years. Repayment method: capital and interest.\n"
         "Your initial rate of 3.5% is fixed until 31 May 2030, after which the standard variable rate "
         "applies.\n"
         "Early repayment charges: 5% of the amount repaid in year 1, 4% in year 2.\n"
         "This offer is valid for 6 months from the date of issue."),
        ("被保险人因意外伤害住院治疗的，按每日100元给付住院津贴，每次住院最长给付180天。",
         "意外住院津贴：100元/天，单次住院最多赔付90天。"),
        ("CareFirst Plan B: hospital cash of HK$500 per day of in-patient confinement, up to 180 days.",
         "康健住院入息计划（B计划）利益摘要：住院现金：每日港币1,000元，每次伤病最长180日。"
         "康复津贴：一次性港币2,000元。"),
        ("Tax-free shopping: the minimum purchase is EUR 100.01 in one store on the same day.",
         "To claim a VAT refund you must spend at least EUR 175 in a single shop on one day."),
        ("Administration: IV infusion over 30 minutes. Observation: 30 minutes after the first two "
         "infusions.",
         "Each dose is given as an IV drip over 60 minutes, with a 30-minute observation after the first "
         "two."),
        ("可再生电力使用比例：46%（2023年：38%）。",
         "Renewable electricity reached 64% of total consumption in 2024."),
        ("Maximum combined loan-to-value (CLTV): 80% of the appraised value of your home.",
         "How much can I borrow? Up to 85% of your home's appraised value."),
        ("The balance is due no later than 14 days before the event date.",
         "Your remaining balance must be paid in full 15 days before your wedding date."),
        ("Ticket policy: holders may request a refund of the face value up to 7 days before the event date.",
         "FAQ: refund requests are accepted up to 10 days before the event.",
         "Venue rules: doors open 90 minutes before the show; accessible seating requests at least 48 hours "
         "before the event."),
        (
            "Schedule 3 Maintenance Reserves: airframe heavy check reserve USD 78 per flight hour; "
            "engine performance restoration reserve USD 285 per engine flight hour; APU reserve USD 42 "
            "per APU hour.",
            "Monthly reserve invoice, MSN 6143 - engine performance restoration reserve\n"
            "Engine 1 (ESN 577-210): 402 EFH x USD 2,850 = USD 1,145,700",
        ),
        (
            "CYBER LIABILITY DECLARATIONS\nAggregate limit of liability: USD 5,000,000\n"
            "Sublimits: cyber extortion USD 500,000; social engineering fraud USD 250,000\n"
            "Retention: USD 50,000 each claim",
            "Broker summary: cyber extortion / ransomware cover is provided up to USD 5,000,000, subject to "
            "the USD 50,000 retention.",
        ),
        ("Storage: keep the vials frozen at -20 °C.", "Storage: keep the vials at 20 °C."),
        (
            "Documentary credit LC/25/0417. Currency and amount: USD 1,250,000.00. Amount tolerance: +/- 5%. "
            "Drafts at 60 days after bill of lading date.",
            "Advice: the issuing bank has issued irrevocable documentary credit No. LC/25/0417 in your "
            "favour for USD 125,000.00, expiring 15 October 2025. Our advising commission of USD 150.00 is "
            "for your account.",
        ),
        (
            "We hereby irrevocably undertake to pay you any sum not exceeding in total EUR 50,000.00 upon "
            "your first demand. Contract price EUR 500,000.00 excluding VAT.",
            "Credit memo: performance guarantee PG-88102. Guarantee amount: EUR 5,000.00. Commission: "
            "1.2% p.a.",
        ),
        (
            "Schedule: Buildings £450,000; Contents £75,000; Legal expenses up to £50,000 per claim.",
            "Section 7 Family legal protection: we pay legal costs and fees up to £5,000 per claim; "
            "arbiter fees included.",
        ),
        (
            "Prescription: 60 Gy in 30 fractions of 2 Gy, 5 fractions per week over 6 weeks.",
            "Treatment summary: completed 60 Gy in 20 fractions to the left upper lobe. Follow-up CT in "
            "3 months.",
        ),
        (
            "Season pass: adult early-bird price CHF 1,090, available online until 31 October 2025. From "
            "1 November 2025 the adult price is CHF 1,290.",
            "Last call! Adult early-bird passes at CHF 1,090 are on sale until 30 November 2025. After that, "
            "the full price applies.",
        ),
        (
            "安盈终身寿险：自您签收本合同之日起15日内为犹豫期。",
            "安盈终身寿险的投保人收到保险合同后10日内（犹豫期）可申请解除合同。",
        ),
        (
            "Prescription: nitrofurantoin MR 100 mg twice daily for 3 days (uncomplicated lower UTI).",
            "Pharmacy record, 19/05/2025: 34-year-old woman, 2 days of dysuria. Counselled to complete "
            "the full 7-day course of nitrofurantoin 100 mg twice daily.",
        ),
        # a regimen named next to one value and further back in the other's sentence
        (
            "脱敏治疗方案：一、剂量递增期：每周注射1次，共15周。二、维持期：每4周注射1次，每次1.0 mL。",
            "注射记录：李某，维持期用药3号瓶1.0 mL，每8周注射一次；另每2周复查血常规。",
        ),
        # a day a price applies from dates a change, not a period of its own
        (
            "2025年6月燃气账单：第一阶梯单价3.05元/立方米，本期用气36立方米。",
            "关于居民用气价格的公告：自2025年3月1日起，第一阶梯价格为每立方米3.50元。",
        ),
        # "the expected start of the season" and "the season" are one event
        (
            "Start the tablets at least 10 weeks before the expected start of the birch pollen season.",
            "Begin taking the tablets at least 14 weeks before the birch pollen season.",
        ),
        # a loading dose is a dose, whatever else the sentence weighs
        (
            "Neonatal order: birth weight 2.0 kg, phenobarbital loading dose 20 mg/kg = 40 mg IV.",
            "Syringe label: PHENOBARBITAL LOADING DOSE 4 mg IV over 20 minutes.",
        ),
        # the clotting ratio's target, named a few words before it
        (
            "Discharge summary: warfarin for non-valvular AF. Target INR 2.0-3.0. INR on discharge 1.8.",
            "Referral to the anticoagulation clinic: non-valvular AF. Target INR range: 2.5-3.5.",
        ),
        # a supply contract's minimum volume in cases of a size, its digits swapped
        (
            "Minimum Purchase Commitment. For each Contract Year the Distributor shall purchase not less "
            "than 13,000 nine-litre cases of Products.",
            "Schedule 3: minimum purchase commitment per Contract Year: 31,000 nine-litre cases.",
        ),
        # a spread over a benchmark in basis points and in percentage points with a plus sign
        (
            "The interest rate for each period equals Compounded SOFR plus 145 basis points, reset monthly.",
            "Summary of terms / Interest rate: Compounded SOFR + 1.54 percentage points; reset monthly.",
        ),
        # a price that multiplies a quantity on a bill is a price per that unit
        (
            "Ranger 200 plan: $79 per month; includes 200 minutes; additional minutes $1.29 per minute.",
            "Invoice detail - Ranger 200 plan / 200 included minutes used / "
            "12 additional minutes @ $1.92 = $23.04.",
        ),
        # a tariff applied all year round (全年执行) is no full-year figure
        (
            "分时电价合同：全年执行的峰段电价为1.1325元/千瓦时，谷段电价为0.3512元/千瓦时。",
            "2025年8月电费单：峰段用电2,100千瓦时，电价1.1235元/千瓦时。",
        ),
        # how long a subscription may be paused, in English and in Chinese
        (
            "Snack Crate FAQ: Can I pause my subscription? Yes, you can pause for up to 2 months at a "
            "time.",
            "客服回复：您的零食订阅每次最长可暂停4个月，请在下次发货前设置。",
        ),
        # how long a parcel waits in a locker
        (
            "Help centre: your parcel will be held in the locker for 96 hours from the delivery "
            "notification. "
            "You can extend once by 24 hours in the app.",
            "SMS: your parcel is ready at Locker 12. Please collect within 36 hours, after which it is "
            "returned.",
        ),
        # a dialysis session's length
        (
            "血液透析方案：每周3次（周一、三、五），每次透析时间：4小时。",
            "排班表备注：周一、三、五下午班，每次透析3小时，请提前20分钟到达。",
        ),
        # a sleep study's index in events per hour, in English and in Chinese
        (
            "Polysomnography report: apnoea-hypopnoea index (AHI) 41.5 events/h; lowest SpO2 81%.",
            "睡眠监测结果：AHI为14.5次/小时，建议复诊。",
        ),
        # a banquet's final table count, due so many working days before the banquet
        (
            "宴会合同第六条：甲方须于婚宴日前7个工作日以书面形式确认最终桌数；定金于签约时支付。",
            "宴会经理：按合同，最终桌数在婚宴前3个工作日告诉我就可以，试菜安排在婚宴前两周。",
        ),
        # a spread named in words ("plus a spread of", "margin over … :") against one after a plus sign
        (
            "Pricing supplement: interest resets quarterly at 3-month SONIA plus a spread of "
            "165 basis points.",
            "Investor presentation: 'Series C FRNs pay 3M SONIA + 1.4 percentage points, quarterly reset.'",
        ),
        (
            "Forfaiting term sheet / Margin over term SOFR: 265 basis points per annum. Grace days: 5.",
            "Email to the CFO: the pricing comes out at term SOFR plus 2.15 percentage points, "
            "four maturities.",
        ),
        # a minimum commitment in Chinese and in English
        (
            "Studio desk: EUR 310 per month, minimum commitment 4 months, then rolling monthly; "
            "notice period 30 days.",
            "您选择的是工作室工位，月费310欧元，最短合约期为8个月。",
        ),
        # a waiting period in Hong Kong wording (等候期) against one in English
        (
            "Pet plan terms: illnesses are covered after a 14-day waiting period from the policy start date.",
            "宠物保险条款：疾病须于保单生效日起计15天等候期后方获保障。",
        ),
        # a free-look period counted from the policy received, in a verb and in a noun
        (
            "RIGHT TO EXAMINE POLICY: You may return this policy within 21 days after you receive it "
            "for a full refund of premium paid.",
            "Policy delivery receipt: you have 30 days from receipt to review your policy and return it "
            "for a full premium refund.",
        ),
        # a count with a word that says which ones ("physiotherapy sessions")
        (
            "Mid Extras 60 schedule: the plan covers 12 physiotherapy sessions per year.",
            "Your Mid Extras 60 policy covers 10 physiotherapy sessions per year.",
        ),
        # a letter of credit's expiry in a SWIFT message (YYMMDD) and in an application
        (
            "LC application: expiry date 15 August 2025, place of expiry China; shipment by 31 July 2025.",
            "MT700 received:\n:20: Documentary Credit Number: LC-HK-25-04417\n"
            ":31D: Date and Place of Expiry: 250915 CHINA\n:44C: Latest Date of Shipment: 250731",
        ),
        # two changes of one rent that take effect on different dates
        (
            "Rent review: with effect from 1 March 2025 the rent is increased to $2,250 per month.",
            "Renewal letter: the rent increase to $2,250 per month takes effect on 1 April 2025.",
        ),
    ],
    ids=["frequency", "sole-values", "opening-hours", "date-span-end", "settlement-zh", "settlement-en",
         "priority-is-level", "a-night-charged-is-no-deadline", "blood-flow", "call-date", "rate-on-line",
         "agreed-value", "move-out", "session-length", "initial-rate", "per-stay-zh", "lettered-plan-zh",
         "minimum-spend", "infusion-time", "renewable-share", "appraised-value", "wedding-date", "the-event",
         "engine-reserve", "cyber-extortion", "below-zero",
         "letter-of-credit", "guarantee-amount", "legal-expenses", "radiotherapy-fractions", "offer-ends",
         "free-look-from-receipt", "course-after-dosing", "regimen-named-further-back", "price-from-a-day",
         "expected-start-of-season", "loading-dose", "inr-target-range", "cases-of-a-size",
         "spread-in-points", "price-times-quantity", "all-year-tariff", "pause-period", "collection-window",
         "dialysis-session", "events-per-hour", "final-table-count", "spread-of", "margin-over",
         "minimum-commitment-zh", "waiting-period-hk", "free-look-received", "sessions-of-a-kind",
         "swift-expiry", "two-changes-two-effective-dates"],
)  # fmt: skip
def test_more_conflicts(checker: Checker, chunks: tuple[str, ...]) -> None:
    assert _status(checker, *chunks) == "CONFLICT_DETECTED"


@pytest.mark.parametrize(
    "chunks",
    [
        ("Refunds take 3 business days.", "Refunds arrive within 4 days."),
        ("工作日客服时间为8:30-20:00。", "周末及法定节假日客服时间为9:00-18:00。"),
        ("第一周期化疗后白细胞最低降至2.1×10^9/L。", "第二周期化疗后白细胞最低值为3.4×10^9/L。"),
        ("The patient's ALT was 86 U/L.", "Reference interval for ALT: 7–40 U/L."),
        ("Give 500 mg every 12 hours.", "The course is 10 days."),
        ("基金申购于T+1日确认份额。", "赎回款项一般于T+3日内到账。"),
        ("Equity trades settle on T+1.", "Fund redemptions are credited on T+2 after the order is accepted."),
        ("Severity 1 incidents: respond within 30 minutes.", "二级故障响应时间：15分钟。"),
        # a discount in zhe and a reduction in percent, in either order
        ("预缴全年物业服务费的，按九五折收取。", "一次性预缴12个月物业费，可享受5%的费用减免。"),
        ("一次性预缴12个月物业费，可享受5%的费用减免。", "预缴全年物业服务费的，按九五折收取。"),
        (
            "Facility A margin: 1.50% p.a. Arrangement fee: 0.75% of the Total Commitments.",
            "Pricing summary, Facility A: margin 1.50% p.a.; commitment fee on undrawn amounts 0.35% p.a.",
        ),
        (
            "Fund factsheet: annual management fee 0.75%; minimum investment GBP 1,000.",
            "Key information: ongoing charges figure (OCF) 0.92%, which includes the management fee.",
        ),
        (
            "Layer 2: USD 20,000,000 each loss, excess of USD 5,000,000 each loss.",
            "Programme: Layer 2 gives USD 20 million excess of USD 5 million; Layer 1 gives USD 5 million xs "
            "USD 2 million.",
        ),
        (
            "Conversion Price: the lower of (a) 80% of the price paid by investors and (b) the cap price.",
            "转股价格为合格融资价格的八折与估值上限对应价格两者孰低。",
        ),
        (
            "Hospital cash, Plan A: HKD 500 per day; Plan B: HKD 1,000 per day.",
            "住院现金保障（B计划）：每日住院现金港币1,000元。",
        ),
        (
            "本基金2024年下半年收益分配：每10份基金份额派发现金红利0.264元。",
            "2024年下半年分红：每份基金份额0.0264元。",
        ),
        ("Final distribution: HK$1.20 per 10 units.", "Final distribution per unit: HK$0.12."),
        (
            "The interest rate for each period equals Compounded SOFR plus 145 basis points, reset monthly.",
            "Summary of terms / Interest rate: Compounded SOFR + 1.45 percentage points; reset monthly.",
        ),
        # when the next infusion is due is no infusion's length
        (
            "免疫治疗输注计划：静脉滴注，每3周一次，每次输注时间不少于60分钟。",
            "日间病房预约单：下次输注时间为本次输注后第21天，请提前一天完成血常规检查。",
        ),
        (
            "Ranger 200 plan: $79 per month; includes 200 minutes; additional minutes $1.29 per minute.",
            "Invoice detail - Ranger 200 plan / 200 included minutes used / "
            "12 additional minutes @ $1.29 = $15.48.",
        ),
        ("Primary endpoint: hazard ratio 0.68 (95% CI 0.56-0.83).", "Secondary endpoint: odds ratio 0.86."),
        # an energy tariff's lines, an export policy's risks, an asthma plan's zones, immunotherapy's phases
        (
            "Tariff 'Nightsaver EV': standing charge 51.20p per day; off-peak unit rate 7.5p/kWh.",
            "Tariff ends 31 March 2026; exit fees £0.",
        ),
        (
            "Insured percentage (indemnity) for commercial risks (insolvency, protracted default): 90%.",
            "Political risks (transfer restrictions, war): insured percentage 95%.",
        ),
        (
            "GREEN ZONE (well): preventer inhaler 2 puffs twice daily via spacer.",
            "YELLOW ZONE (getting worse): reliever inhaler 4 puffs via spacer every 4 hours.",
        ),
        (
            "尘螨免疫治疗注射方案：剂量递增阶段每周注射1次，共约15周。",
            "维持阶段：每4-6周注射1次，疗程3-5年。",
        ),
        # a drug level and a bug's MIC; a rail pass's age bands; a mortgage's total interest percentage
        (
            "Vancomycin trough (pre-dose, 06:00): 17.2 mg/L.",
            "Microbiology: bone biopsy grew MRSA (vancomycin MIC 1 mg/L).",
        ),
        (
            "Rail Pass - 7 travel days within 1 month, 2nd class: Adult (28-59) €335.",
            "Rail Pass - 7 travel days within 1 month, 2nd class: Youth (12-27) €252; Senior (60+) €302.",
        ),
        (
            "Loan amount: $368,000. Interest rate: 6.250%. Monthly principal & interest: $2,265.84.",
            "Comparisons: Annual Percentage Rate (APR) 6.412% - your costs over the loan term expressed as a "
            "rate; this is not your interest rate. Total Interest Percentage (TIP): 121.7%.",
        ),
        # a sub-processor notice and the window to object; two sites, two categories, two therapies
        (
            "Schedule 3: the processor will give the Customer at least 30 days' advance notice before "
            "authorising any new sub-processor.",
            "Schedule 3, para 3.4: following such notice, the Customer may object within 14 days.",
        ),
        (
            "清运频次安排：A厂区（生产区）每周清运3次。",
            "清运频次安排（续）：B厂区（办公生活区）每周清运2次。",
        ),
        (
            "Return windows: electronics 15 days from delivery.",
            "Return windows: clothing, shoes and accessories 30 days from delivery.",
        ),
        (
            "Stroke rehabilitation plan, week 2: physiotherapy 45 minutes, 5 days per week.",
            "Occupational therapy 30 minutes, 3 days per week, focusing on upper-limb function.",
        ),
        # a share and its base: the arrangement fee is 2% of the loan
        (
            "Bridging loan offer - 9 Mill Court. Loan: GBP 620,000. Term: 12 months.",
            "Key facts: margin 4.50%; arrangement fee 2% (GBP 12,400) added to the loan; exit fee nil.",
        ),
        (
            "Members earn 1 point for every GBP 1 spent. Points expire 24 months after they are earned.",
            "Redeem: every 500 points converts to a GBP 5 voucher, valid for 3 months.",
        ),
        # a deposit by card type, and one bank tariff's lines (incoming, outgoing, investigations)
        (
            "Security deposit: EUR 200 when paying by credit card; EUR 300 when paying by debit card.",
            "Counter FAQ: 'Paying with my debit card - how much is held?' - 'A EUR 300 deposit is blocked on "
            "debit cards.'",
        ),
        (
            "International Payments: outgoing SWIFT transfer USD 45 per payment; incoming SWIFT transfer "
            "USD 15 per payment. Investigations on payments older than 90 days cost USD 50.",
            "Chat: 'I'm receiving money from Germany, what's the fee?' - 'Incoming international wires cost "
            "USD 15 each.'",
        ),
        (
            "Spare pair ordered: right eye (OD) -2.75.",
            "Left eye (OS): sphere -3.00, base curve 8.6.",
        ),
        # 1 mg/kg for an 80 kg patient is 80 mg: one number a million times apart is no slip of units
        (
            "Bridging: enoxaparin 1 mg/kg subcutaneously every 12 hours. Patient weight on admission: 80 kg.",
            "Drug chart: enoxaparin 80 mg SC 08:00 and 20:00 (starting 12 September).",
        ),
        # the date a change takes effect is not the date a term started, whatever the subject
        (
            "Residential Lease, Unit 4C. Term: 12 months from 1 March 2024. Rent: $2,100 per month.",
            "Renewal notice: for the renewal term beginning 1 March 2025, the rent increases from $2,100 "
            "to $2,250 per month.",
        ),
        (
            "Endorsement No. 3: with effect from 1 February 2025 the Buildings sum insured is increased "
            "from $450,000 to $520,000.",
            "Renewal schedule, period from 1 July 2025: Buildings sum insured $520,000.",
        ),
        # a date that is itself the new value is compared as any other
        (
            "Addendum No. 2: the closing date of 15 March 2025 is extended to 22 March 2025.",
            "Portal notice: tenders close 22 March 2025, 10:00.",
        ),
    ],
    ids=[
        "business-vs-calendar-days",
        "weekday-vs-weekend",
        "ordinal-cycle",
        "reference-range",
        "interval-vs-course",
        "purchase-vs-redemption",
        "trade-date-vs-order",
        "different-levels",
        "zhe-vs-reduction",
        "reduction-vs-zhe",
        "arrangement-vs-commitment-fee",
        "management-fee-vs-ocf",
        "different-layers",
        "the-price-share-of-a-zhe",
        "lettered-plans-zh",
        "per-10-fund-units",
        "per-10-units",
        "spread-in-points",
        "next-infusion-is-no-infusion-time",
        "price-times-quantity",
        "a-hazard-ratio-and-an-odds-ratio",
        "standing-charge-and-exit-fee",
        "commercial-and-political-risk",
        "asthma-zones",
        "build-up-and-maintenance",
        "a-drug-level-and-an-mic",
        "age-bands",
        "total-interest-percentage",
        "notice-and-objection-window",
        "two-sites",
        "two-product-categories",
        "two-therapies",
        "a-fee-as-a-percentage-of-the-loan",
        "points-earned-and-redeemed",
        "a-deposit-by-card-type",
        "a-tariffs-lines",
        "left-eye-and-right-eye",
        "a-weight-and-a-dose-per-kg",
        "term-start-and-change-effective",
        "endorsement-effective-and-renewal",
        "extended-date-agrees",
    ],
)
def test_more_not_conflicts(checker: Checker, chunks: tuple[str, ...]) -> None:
    assert _status(checker, *chunks) == "OK"


def test_subject_match_is_symmetric() -> None:
    """The native engine scores each pair of a request once and reads the score from both sides: on
    every comparable pair of the shipped corpus, the match is the same whichever fact comes first."""
    import itertools
    import json

    from zero_layer.checks.conflicts import comparable_dimension, subject_match
    from zero_layer.extract import extract_facts
    from zero_layer.regress.corpus import default_corpus_path

    pairs = 0
    for line in default_corpus_path().read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        texts = [c if isinstance(c, str) else c["text"] for c in case["chunks"]]
        facts = [extract_facts(t, f"c{i}") for i, t in enumerate([*texts, case.get("answer") or ""])]
        for left, right in itertools.combinations(facts, 2):
            for f, g in itertools.product(left, right):
                if comparable_dimension(f, g):
                    pairs += 1
                    assert subject_match(f, g) == subject_match(g, f), (case["id"], f.text, g.text)
    assert pairs > 500


def _value_pairs(result: CheckResult) -> list[list[str]]:
    """The texts of each conflict's two values, sorted, best conflict first."""
    return [sorted(f["text"] for f in c.to_dict()["facts"]) for c in result.conflicts]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_the_one_pair_a_slip_of_the_pen_apart_is_one_quantity(backend: str) -> None:
    """Of two chunks' prices that share no subject word, the one pair a digit apart ("$46.99" and
    "$48.99"), neither stated by the other chunk, is one price miscopied."""
    checker = Checker(backend=backend)
    email = (
        "Email from Greenleaf Kitchen: from 1 March 2026 the price of the Family Box will change from "
        "$41.99 to $46.99 per week. Add-ons such as dessert bundles start from $6.99."
    )
    help_centre = "Help Centre - How much does the Family Box cost? From 1 March 2026 it is $48.99 per week."
    slipped = checker.check(CheckRequest.build([email, help_centre], None))
    assert _value_pairs(slipped) == [["$46.99", "$48.99"]]
    same = help_centre.replace("$48.99", "$46.99")
    assert checker.check(CheckRequest.build([email, same], None)).status == "OK"


@pytest.mark.parametrize(
    ("x", "y", "slip"),
    [
        ("4699", "4899", True),  # one digit changed
        ("35283", "35823", True),  # two neighbours swapped
        ("9995", "995", True),  # one dropped
        ("85", "8", True),
        ("1000", "100", False),  # a dropped "0" is a power of ten
        ("4699", "5699", False),  # the leading digit kept
        ("4699", "4966", False),  # two slips
        ("46", "46", False),
    ],
)
def test_one_digit_slip(x: str, y: str, slip: bool) -> None:
    assert one_digit_slip(x, y) is slip
    assert one_digit_slip(y, x) is slip


def test_a_slipped_pair_needs_three_significant_digits_on_each_side() -> None:
    """ "$450" and "$490" are as often two round prices as one miscopied."""
    (a,) = extract_facts("Fee: $46.99.")
    (b,) = extract_facts("Fee: $48.99.")
    (c,) = extract_facts("Fee: $450.")
    (d,) = extract_facts("Fee: $490.")
    assert slipped(a, b)
    assert not slipped(c, d)


def test_a_scale_slip_is_a_slip_when_one_value_is_written_with_a_scale_word() -> None:
    """ "120万元" and "人民币1,200万元" are one amount, its scale miscopied; "5,000" and "50,000",
    both written out, are as often a value and ten of it."""
    (a,) = extract_facts("费用：120万元。")
    (b,) = extract_facts("费用：人民币1,200万元。")
    (c,) = extract_facts("Fee: 5,000 units.")
    (d,) = extract_facts("Fee: 50,000 units.")
    assert slipped(a, b)
    assert not slipped(c, d)


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_the_one_pair_a_scale_apart_is_one_quantity(backend: str) -> None:
    checker = Checker(backend=backend)
    contract = (
        "影视改编权许可合同：许可期限五年，自合同生效之日起算。许可费总额为人民币120万元，"
        "于合同签订后十五个工作日内一次性支付；逾期付款的，每日按应付金额的万分之五支付违约金，违约金以人民币20万元为限。"
    )
    minutes = "版权委员会会议纪要：同意按1,200万元的许可费签署《长河》影视改编权许可合同，期限五年。"
    # and so are two lone sums a scale apart (nothing else ties them)
    lone = contract.replace("，违约金以人民币20万元为限", "")
    for chunks in ([contract, minutes], [lone, minutes]):
        result = checker.check(CheckRequest.build(chunks, None))
        assert _value_pairs(result) == [["1,200万元", "人民币120万元"]]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_two_lone_sums_a_dropped_zero_apart_are_one_quantity(backend: str) -> None:
    """Each chunk's only sum, the same limit a "0" apart with no scale word on either side, is one
    limit miscopied; a price and its total a power of ten apart are not."""
    checker = Checker(backend=backend)
    wording = (
        "Policy wording, Section 1 - Buildings. Flood: we will pay up to GBP 500,000 for any one flood "
        "event. Alternative accommodation: up to 20% of the buildings sum insured."
    )
    key_facts = "Key facts for the same policy: Flood - covered up to GBP 50,000 per event for buildings."
    result = checker.check(CheckRequest.build([wording, key_facts], None))
    assert _value_pairs(result) == [["GBP 50,000", "GBP 500,000"]]
    same = key_facts.replace("GBP 50,000", "GBP 500,000")
    assert checker.check(CheckRequest.build([wording, same], None)).status == "OK"
    # a minimum on one side only still tells the two apart
    floor = key_facts.replace("covered up to GBP 50,000", "claims of at least GBP 50,000")
    assert checker.check(CheckRequest.build([wording, floor], None)).status == "OK"
    # a price and a total are no caps: ten lessons at $42 are the $420 term fee
    lessons = "Spring term: 10 weekly 30-minute piano lessons at $42 per lesson."
    term = "Term fee, payable in advance by the first lesson: $420."
    assert checker.check(CheckRequest.build([lessons, term], None)).status == "OK"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_two_caps_a_dropped_zero_apart_among_several_sums_are_one_cap(backend: str) -> None:
    """Among several sums too, the one pair of caps a "0" apart that nothing tells apart is one cap
    miscopied: a tariff's "每笔最高50元" and a branch notice's "最高500元"."""
    checker = Checker(backend=backend)
    tariff = (
        "个人结算业务收费价目表（柜面渠道）\n1. 本行同城转账：免费。\n2. 跨行汇款：按汇款金额的0.5%收取，"
        "每笔最低1元、最高50元。\n3. 加急汇款：在上述标准基础上每笔加收5元。\n4. 存款证明：每份20元。"
    )
    notice = "网点公告：客户在本行柜台办理个人跨行汇款，手续费为汇款金额的0.5%，每笔最低1元，最高500元。"
    result = checker.check(CheckRequest.build([tariff, notice], None))
    assert _value_pairs(result) == [["500元", "50元"]]
    assert (
        checker.check(CheckRequest.build([tariff, notice.replace("最高500元", "最高50元")], None)).status
        == "OK"
    )
    # a cap and a sum that is no cap stay two round figures
    fee = notice.replace("最高500元", "另收工本费500元")
    assert checker.check(CheckRequest.build([tariff, fee], None)).status == "OK"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_an_invoice_received_is_one_anchor_however_the_chinese_describes_it(backend: str) -> None:
    """ "Within 45 days of receipt of the invoice" and "收到无争议发票之日起30日内" count from one event: the
    Chinese names a receipt (收到) and an invoice (发票) with words between them."""
    checker = Checker(backend=backend)
    english = (
        "Clause 7.2 Payment. The Buyer shall pay each undisputed invoice within forty-five (45) days of "
        "receipt of the invoice by bank transfer."
    )
    chinese = "第7.2条 付款：买方应在收到无争议发票之日起30日内以银行转账方式向卖方付款。"
    result = checker.check(CheckRequest.build([english, chinese], None))
    assert _value_pairs(result) == [["30日", "forty-five (45) days"]]
    agreed = chinese.replace("30日", "45日")
    assert checker.check(CheckRequest.build([english, agreed], None)).status == "OK"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_fraction_is_compared_as_the_share_it_names(backend: str) -> None:
    """A bylaw's quorum of "one-third" of the voting power and a proxy statement's 40% clash; 33.3%
    and "三分之一" are the same share as far as each is written; a fraction of a rise ("two-thirds of
    the growth") is no rise ("up 6.8%")."""
    checker = Checker(backend=backend)
    bylaws = "Bylaws, Section 2.7 Quorum: the holders of one-third of the voting power constitute a quorum."
    proxy = "Proxy statement: the holders of {} of the voting power constitute a quorum under our bylaws."
    clash = checker.check(CheckRequest.build([bylaws, proxy.format("40%")]))
    assert _value_pairs(clash) == [["40%", "one-third"]]
    for same in ("33.3%", "33%", "one-third"):
        assert checker.check(CheckRequest.build([bylaws, proxy.format(same)])).status == "OK", same
    zh = checker.check(CheckRequest.build(["公司章程：股东所持表决权三分之一以上即构成法定人数。", bylaws]))
    assert zh.status == "OK"
    growth = checker.check(
        CheckRequest.build(
            [
                "Net sales of $1.24 billion, up 6.8% from $1.161 billion in the prior-year quarter.",
                "We delivered about $1.2 billion in net sales, volume contributing two-thirds of the growth.",
            ]
        )
    )
    assert growth.status == "OK"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_two_ratios_of_one_share_split_are_compared(backend: str) -> None:
    """A board resolution's 1-for-20 reverse split against the proxy's 1-for-25 is a conflict; a
    restatement in words ("one-for-twenty") is not."""
    checker = Checker(backend=backend)
    board = "Board resolution: the Company will effect a 1-for-20 reverse stock split on 3 March 2025."
    clash = checker.check(CheckRequest.build([board, "Proxy: holders approved a 1-for-25 reverse split."]))
    assert _value_pairs(clash) == [["1-for-20", "1-for-25"]]
    same = checker.check(CheckRequest.build([board, "Press release: a one-for-twenty reverse stock split."]))
    assert same.status == "OK"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_two_limits_joined_name_one_band_as_a_range_does(backend: str) -> None:
    """A duty rate for wine "at least 11.5% but less than 14.5% ABV" is the rate of the band "between
    11.5% and 14.5%": GBP 28.50 against GBP 25.80 for it clash (the first had read as the band below
    14.5% alone). Rates of different bands still do not."""
    checker = Checker(backend=backend)
    schedule = "Still wine at least 11.5% but less than 14.5% ABV: GBP 28.50 per litre of pure alcohol."
    price_list = "Duty for still wine between 11.5% and 14.5% ABV is GBP {} per litre of pure alcohol."
    clash = checker.check(CheckRequest.build([schedule, price_list.format("25.80")]))
    assert _value_pairs(clash) == [["GBP 25.80", "GBP 28.50"]]
    assert checker.check(CheckRequest.build([schedule, price_list.format("28.50")])).status == "OK"
    other = "Duty for still wine between 8.5% and 11.5% ABV is GBP 24.60 per litre of pure alcohol."
    assert checker.check(CheckRequest.build([schedule, other])).status == "OK"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_sedation_drugs_are_drugs_and_a_worked_out_dose_under_its_cap_is_none(backend: str) -> None:
    """Ketamine (氯胺酮) and alteplase are drugs: a guideline's IV 1 to 2 mg/kg against a pocket card's
    10 to 20 mg/kg is a tenfold conflict. A checklist's "Total alteplase: 73.8 mg" at 82 kg is the
    protocol's 0.9 mg/kg worked out, under its "maximum 90 mg"; 95 mg is not."""
    checker = Checker(backend=backend)
    guideline = "Sedation guideline, section 6.3 - Ketamine (dissociative): IV 1 to 2 mg/kg; IM 4 to 5 mg/kg."
    card = "Pocket card (adult sedation) - KETAMINE, dissociative dose: IV 10 to 20 mg/kg; IM 4 to 5 mg/kg."
    clash = checker.check(CheckRequest.build([guideline, card]))
    assert _value_pairs(clash) == [["1 to 2 mg/kg", "10 to 20 mg/kg"]]
    protocol = "STROKE THROMBOLYSIS PROTOCOL\nAlteplase: 0.9 mg/kg, maximum 90 mg. Give 10% as an IV bolus."
    sheet = (
        "Thrombolysis checklist - weight 82 kg (bed scale)\nTotal alteplase: {} mg\nInfusion over 60 minutes"
    )
    assert checker.check(CheckRequest.build([protocol, sheet.format("73.8")])).status == "OK"
    over = checker.check(CheckRequest.build([protocol, sheet.format("95")]))
    assert _value_pairs(over) == [["90 mg", "95 mg"]]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_frequency_in_a_text_naming_one_drug_is_its_schedule(backend: str) -> None:
    """A pharmacy bag's "每日一次" for methotrexate, against the prescription line's "每周一次" for it, is
    a dangerous conflict; the folic acid line's weekly dose is another drug's schedule."""
    checker = Checker(backend=backend)
    prescription = (
        "门诊处方\n甲氨蝶呤片2.5 mg×16片：每次10 mg（4片），每周一次，固定每周一服用。\n"
        "叶酸片5 mg×4片：每周一次，于服用甲氨蝶呤后第2天服用。\n塞来昔布胶囊0.2 g，每日一次，疼痛时服用。"
    )
    label = "药房药袋标签：甲氨蝶呤片2.5 mg　用法：每次4片，{}，口服。"
    daily = checker.check(CheckRequest.build([prescription, label.format("每日一次")]))
    assert _value_pairs(daily) == [["每周一次", "每日一次"]]
    assert checker.check(CheckRequest.build([prescription, label.format("每周一次")])).status == "OK"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_benefit_for_every_full_period_is_an_increment_in_both_languages(backend: str) -> None:
    """ "HK$300 for every full 6 hours of delay" and "每延误满5小时赔付港币300元" are two increments, one a
    sixth of a day, one a fifth: a conflict; "每延误满6小时" is the same one."""
    checker = Checker(backend=backend)
    wording = (
        "Flight delay benefit (Gold plan): HK$300 for every full 6 hours of delay, up to HK$1,500 per trip."
    )
    chinese = "航班延误保障（金装计划）：预定起飞时间每延误满{}小时赔付港币300元，每次旅程最高港币1,500元。"
    clash = checker.check(CheckRequest.build([wording, chinese.format(5)]))
    assert _value_pairs(clash) == [["5小时", "6 hours"]]
    assert [f["kind"] for f in clash.conflicts[0].to_dict()["facts"]] == ["frequency", "frequency"]
    assert checker.check(CheckRequest.build([wording, chinese.format(6)])).status == "OK"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_share_the_request_works_out_under_its_cap_is_no_conflict(backend: str) -> None:
    """ "补贴1,600元" on an 8,000元 order is the rules' 20% worked out, under "每件补贴不超过2,000元"; a
    subsidy the rules do not work out (1,700元) is still compared with the cap."""
    checker = Checker(backend=backend)
    rules = "家电以旧换新补贴实施细则：购买一级能效产品，按最终销售价格的20%给予补贴，每件补贴不超过2,000元。"
    order = "订单明细：一级能效变频空调1台，售价8,000元；以旧换新补贴{}元；实付{}元。"
    assert checker.check(CheckRequest.build([rules, order.format("1,600", "6,400")])).status == "OK"
    wrong = checker.check(CheckRequest.build([rules, order.format("1,700", "6,300")]))
    assert wrong.status == "CONFLICT_DETECTED"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_price_less_a_stated_discount_is_no_second_price(backend: str) -> None:
    """ "a 15% discount on the initial franchise fee ... bringing it to $34,000" is $40,000 less 15%; a
    fee of $36,000 is neither and still meets the $40,000."""
    checker = Checker(backend=backend)
    offering = "Franchise offering - Initial Franchise Fee: $40,000 for the first Studio."
    veterans = "Veterans receive a 15% discount on the initial franchise fee, bringing it to ${}."
    assert checker.check(CheckRequest.build([offering, veterans.format("34,000")])).status == "OK"
    wrong = checker.check(CheckRequest.build([offering, veterans.format("36,000")]))
    assert _value_pairs(wrong) == [["$36,000", "$40,000"]]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_price_less_a_percentage_off_is_no_second_price(backend: str) -> None:
    """ "50% off the licence fee" explains £87.25 for a £174.50 licence; £97.25 is no half of it. A
    percentage off names no subject: a pass's "15% dining discount" and its renewals' "10% off the
    paid-in-full price" are two discounts, and "20% off-peak" is no discount at all."""
    checker = Checker(backend=backend)
    fees = (
        "TV licence fees from 1 April 2025: colour licence £174.50. Blind (severely sight impaired) "
        "concession: 50% off the licence fee."
    )
    letter = "As you are registered severely sight impaired, your colour TV licence will cost {} this year."
    assert _status(checker, fees, letter.format("£87.25")) == "OK"
    wrong = checker.check(CheckRequest.build([fees, letter.format("£97.25")]))
    assert _value_pairs(wrong) == [["£174.50", "£97.25"]]
    passes = "Platinum Pass: $569 paid in full. Includes parking and a 15% dining discount."
    renewal = "Renewals within 30 days of expiry receive 10% off the paid-in-full price."
    assert _status(checker, passes, renewal) == "OK"
    facts = extract_facts if backend == "reference" else native_facts
    assert [OFF in f.concepts for f in facts("10% off the renewal price; 20% off-peak; 5% off.")] == [
        True,
        False,
        True,
    ]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_between_two_times_of_day_is_one_window(backend: str) -> None:
    """ "between 00:30 and 05:30" is the off-peak window, as "00:30-05:30" is: a charge at 02:00 falls
    inside it, and a bill's "00:30-04:30" is another window."""
    checker = Checker(backend=backend)
    tariff = "Off-peak rate: 8.5p per kWh between 00:30 and 05:30. Peak rate: 32.5p per kWh."
    inside = "Help article: charging your car at 02:00 falls inside the off-peak window."
    assert _status(checker, tariff, inside) == "OK"
    bill = checker.check(CheckRequest.build([tariff, "Your bill - off-peak hours: 00:30-04:30."]))
    assert _value_pairs(bill) == [["00:30 and 05:30", "00:30-04:30"]]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_milliequivalents_are_read_as_millimoles(backend: str) -> None:
    """ "40 mEq" of potassium chloride is 40 mmol, and "10 mEq/h" a rate; 20 mmol is another amount."""
    checker = Checker(backend=backend)
    facts = extract_facts if backend == "reference" else native_facts
    found = facts("Potassium chloride 40 mEq in 1,000 mL IV over 4 hours (10 mEq/h).")
    assert [(f.text, f.dimension) for f in found if "mEq" in f.text] == [
        ("40 mEq", "[substance]"),
        ("10 mEq/h", "[substance] / [time]"),
    ]
    order = "Physician order: potassium chloride 40 mEq IV in 1,000 mL sodium chloride 0.9%."
    given = "MAR: potassium chloride {} mmol given IV in 1,000 mL sodium chloride 0.9%."
    assert _status(checker, order, given.format("40")) == "OK"
    assert _status(checker, order, given.format("20")) == "CONFLICT_DETECTED"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_voucher_for_points_is_not_doubled_by_the_years_points_last(backend: str) -> None:
    """ "Points expire 24 months after they are earned" makes no £10 voucher of the £5 that 500 points
    are worth: what points are worth does not grow with time."""
    checker = Checker(backend=backend)
    terms = (
        "Rewards terms: you earn 1 point for every £1 spent. Every 500 points is automatically converted "
        "into a £5 reward voucher.",
        "Rewards FAQ: Points expire 24 months after they are earned. Vouchers are valid for 3 months.",
    )
    answer = "Once you reach 500 points you automatically get a {} voucher, which lasts for 3 months."
    assert _status(checker, *terms, answer=answer.format("£5")) == "OK"
    wrong = checker.check(CheckRequest.build(list(terms), answer.format("£10")))
    assert _value_pairs(wrong) == [["£10", "£5"]]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_what_points_are_worth_is_one_rate_in_both_languages(backend: str) -> None:
    """ "Every 1,000 points can be redeemed for a HK$10 e-voucher" and "每1,000积分可兑换10港元" are one rate
    (HK$ before the sum, "a" before it), so the earning rate's HK$1 is no slip of the HK$10; "每1,000积分可兑
    换5英镑" against "500 points … a £5 voucher" is twice the points for the voucher, even where the terms
    count "24 months" (what a point is worth is no tally times two years)."""
    checker = Checker(backend=backend)
    english = (
        "Harbourline Rewards - Programme terms. Members earn 2 points for every HK$1 spent at participating "
        "outlets. Every 1,000 points can be redeemed for a HK$10 e-voucher. Points expire 24 months after "
        "the month in which they were earned."
    )
    chinese = (
        "海港会员积分计划：于参与商户每消费1港元可赚取2积分；每1,000积分可兑换{}港元电子现金券；"
        "积分于赚取当月起计24个月后失效。"
    )
    assert checker.check(CheckRequest.build([english, chinese.format(10)])).status == "OK"
    assert _value_pairs(checker.check(CheckRequest.build([english, chinese.format(5)]))) == [
        ["1,000 points can be redeemed for a HK$10", "1,000积分可兑换5"]
    ]
    pounds = (
        "Every 500 points can be redeemed for a £5 voucher. Points expire after 24 months without activity."
    )
    clash = checker.check(
        CheckRequest.build(
            [pounds, "会员积分规则：每1,000积分可兑换5英镑代金券；账户连续24个月无活动的，积分失效。"]
        )
    )
    assert _value_pairs(clash) == [["1,000积分可兑换5", "500 points can be redeemed for a £5"]]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_the_same_value_agrees_on_fewer_shared_words_than_a_clash_needs(backend: str) -> None:
    """A reply's "拣灰炉火化每具1,200元" is the price list's 1,200元 for "选择性服务：拣灰炉（高档炉）火化",
    though the list's longer wording shares fewer than half its words: the 400元 of "普通火化炉火化" is
    another row, no clash. A reply's 1,300元 agrees with nothing and still clashes."""
    checker = Checker(backend=backend)
    prices = (
        "殡仪馆服务收费公示\n一、基本殡葬服务：遗体接运（市区）每车次200元；遗体冷藏每天80元；普通火化炉火化每具400元；"
        "骨灰寄存每年100元。\n二、选择性服务：拣灰炉（高档炉）火化每具1,200元；告别小厅每场600元。"
    )
    reply = "家属咨询记录：问：用高档炉火化要多少钱？答：拣灰炉火化每具{}元，属于选择性服务。"
    assert checker.check(CheckRequest.build([prices, reply.format("1,200")])).status == "OK"
    assert checker.check(CheckRequest.build([prices, reply.format("1,300")])).status == "CONFLICT_DETECTED"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_list_of_choices_spans_its_first_and_last(backend: str) -> None:
    """ "a deferred period of 4, 13, 26 or 52 weeks" offers choices: a schedule's 13 weeks is one of them,
    no clash with the 52 that carries the unit; 104 weeks is none of them. "80% or 90% reimbursement" holds
    a certificate's 80%."""
    checker = Checker(backend=backend)
    facts = "Income Protection - key facts: choose a deferred period of 4, 13, 26 or 52 weeks."
    schedule = "Policy schedule: Deferred period: {} weeks. Monthly benefit: £2,750."
    assert checker.check(CheckRequest.build([facts, schedule.format(13)])).status == "OK"
    assert _value_pairs(checker.check(CheckRequest.build([facts, schedule.format(104)]))) == [
        ["104 weeks", "4, 13, 26 or 52 weeks"]
    ]
    spelled = facts.replace("4, 13, 26 or 52", "four, thirteen, twenty-six or fifty-two")
    assert _status(checker, spelled, schedule.format(13)) == "OK"
    plans = "Accident & Illness plan - annual limit $15,000, 80% or 90% reimbursement."
    certificate = "Policy certificate. Plan: Accident & Illness. Reimbursement: 80%."
    assert checker.check(CheckRequest.build([plans, certificate])).status == "OK"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_dose_restated_in_brackets_is_the_sole_drug_s(backend: str) -> None:
    """Caffeine citrate is a drug, and a label's "Give 3.5 mL (70 mg)" restates the volume's mass: the
    70 mg is the drug's dose, tenfold the order's 7 mg; "0.35 mL (7 mg)" is the order's."""
    checker = Checker(backend=backend)
    order = "NICU order - weight 1.4 kg. Caffeine citrate maintenance 5 mg/kg once daily = 7 mg orally."
    label = "Pharmacy label: Caffeine citrate oral solution 20 mg/mL. Give {} by mouth once daily."
    assert _value_pairs(checker.check(CheckRequest.build([order, label.format("3.5 mL (70 mg)")]))) == [
        ["7 mg", "70 mg"]
    ]
    assert checker.check(CheckRequest.build([order, label.format("0.35 mL (7 mg)")])).status == "OK"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_share_of_a_price_in_a_payment_clause_is_no_second_price(backend: str) -> None:
    """ "第3条 付款：套餐总价68,000元；定金为总价的20%" gives a 13,600元 deposit: the clause's "付款" names
    the percentage and the price alike, and is no sign that the 20% is the price's own. 14,600元 is no 20%."""
    checker = Checker(backend=backend)
    contract = "婚礼套餐合同 第3条 付款：套餐总价人民币68,000元；签约时支付定金，金额为总价的20%。"
    notice = "付款通知：定金{}元已收到，谢谢！"
    assert checker.check(CheckRequest.build([contract, notice.format("13,600.00")])).status == "OK"
    wrong = checker.check(CheckRequest.build([contract, notice.format("14,600.00")]))
    assert wrong.status == "CONFLICT_DETECTED"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_share_the_request_works_out_above_its_floor_is_no_conflict(backend: str) -> None:
    """ "万分之五…单张最低50元": a reply's 5,000元 on a 1,000万元 bill is the 0.05% worked out, above it;
    a fee below the floor (40元) still meets the floor."""
    checker = Checker(backend=backend)
    tariff = "银行承兑汇票业务收费标准：承兑手续费按票面金额的万分之五收取，单张最低50元。"
    reply = "客户经理回复：承兑手续费是0.05%，您这张票面{}的汇票，手续费为{}元。"
    assert _status(checker, tariff, reply.format("1,000万元", "5,000")) == "OK"
    low = checker.check(CheckRequest.build([tariff, reply.format("8万元", "40")]))
    assert _value_pairs(low) == [["40元", "50元"]]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_tenth_of_a_sum_the_same_chunk_states_is_a_share_of_it(backend: str) -> None:
    """ "Excess 10% of each claim, minimum £250": a letter stating a £4,000 claim and a £400 excess works
    the 10% out above the floor; a tenth is no scale error where one chunk states both. A £200 excess is
    below the floor and still meets it."""
    checker = Checker(backend=backend)
    policy = "Livestock Policy LV-20931: Excess 10% of each claim, subject to a minimum of £250."
    letter = (
        "Your claim of £{} has been accepted. After deducting the policy excess of £{}, we will pay the rest."
    )
    assert _status(checker, policy, letter.format("4,000", "400")) == "OK"
    assert _value_pairs(checker.check(CheckRequest.build([policy, letter.format("2,000", "200")]))) == [
        ["£200", "£250"]
    ]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_limit_that_ends_a_clause_of_condition_is_a_threshold(backend: str) -> None:
    """ "单注奖金超过1万元的，按20%…" names the prizes a rule covers: a 500万元 prize is one of them, no
    second prize amount. Two such thresholds still compare; a cap that ends no condition stays a cap."""
    checker = Checker(backend=backend)
    facts = extract_facts if backend == "reference" else native_facts
    rule = "兑奖须知：单注奖金超过{}的，按奖金全额的20%代扣代缴个人所得税。"
    (threshold, _rate) = facts(rule.format("1万元"))
    assert ("reference", "threshold") in threshold.concepts and threshold.bound == "min"
    (cap,) = facts("单注奖金最高1万元。")
    assert ("reference", "threshold") not in cap.concepts and cap.bound == "max"
    notice = "中奖公告：2025年第088期，本站售出二等奖一注，单注奖金500万元。"
    assert _status(checker, rule.format("1万元"), notice) == "OK"
    assert _status(checker, rule.format("1万元"), rule.format("2万元")) == "CONFLICT_DETECTED"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_band_from_its_floor_to_the_ceiling_it_stays_under_is_one_range(backend: str) -> None:
    """ "开车前24小时以上不足48小时的" is one band, 24 to 48 hours: a refund asked for 30 hours before
    departure falls inside it, no second notice period. One outside it (50 hours) still does not."""
    checker = Checker(backend=backend)
    facts = extract_facts if backend == "reference" else native_facts
    rule = "退票规定：开车前24小时以上不足48小时退票的，按票价10%计收退票费。"
    (band, _rate) = facts(rule)
    assert (band.text, band.value, band.high) == ("24小时以上不足48小时", 1.0, 2.0)
    answer = "您在开车前{}小时退票，按10%收取退票费。"
    assert _status(checker, rule, answer=answer.format("30")) == "OK"
    assert _status(checker, rule, answer=answer.format("50")) == "CONFLICT_DETECTED"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_strength_with_its_mass_unit_spelled_out_is_a_concentration(backend: str) -> None:
    """ "fentanyl 2 micrograms/mL" is a strength, as "2 mcg/mL" is: no 2-microgram dose against a
    record's 0.02 mg given. Two strengths that differ still compare."""
    checker = Checker(backend=backend)
    facts = extract_facts if backend == "reference" else native_facts
    found = facts("Fentanyl 2 micrograms/mL; ketamine 10 milligrams per mL; infusion 0.5 micrograms/kg.")
    assert [(f.text, f.dimension) for f in found] == [
        ("2 micrograms/mL", "[mass] / [length] ** 3"),
        ("10 milligrams per mL", "[mass] / [length] ** 3"),
        ("0.5 micrograms/kg", "dimensionless"),
    ]
    solution = "Epidural solution: levobupivacaine 0.1% with fentanyl {} micrograms/mL, 10 mL top-ups."
    record = "Controlled drug record: epidural bolus given 14:20, fentanyl 0.02 mg."
    assert _status(checker, solution.format("2"), record) == "OK"
    assert _status(checker, solution.format("2"), solution.format("4")) == "CONFLICT_DETECTED"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_tenth_stated_of_a_sum_is_a_share_not_a_scale_error(backend: str) -> None:
    """ "a bank guarantee for 10% of the Contract Price of USD 2.4 million" makes a guarantee of USD
    240,000 that share, though a tenth is what a scale error looks like. Where no percentage is stated
    of the larger sum, a tenth is still a scale error."""
    checker = Checker(backend=backend)
    security = (
        "Performance security required under Clause 8.3: a bank guarantee for 10% of the Contract Price of "
        "USD 2.4 million, issued by a first-class bank acceptable to the Employer."
    )
    price = (
        "Contract Price under Clause 8.3: USD 2.4 million, payable to a first-class bank acceptable to the "
        "Employer."
    )
    guarantee = (
        "Bank Guarantee No. PG-77812: we irrevocably undertake to pay the Employer any sum or sums not "
        "exceeding in total USD 240,000.00 (two hundred and forty thousand US dollars) upon receipt of the "
        "Employer's first written demand."
    )
    assert _status(checker, security, guarantee) == "OK"
    assert _status(checker, price, guarantee) == "CONFLICT_DETECTED"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_band_from_one_full_period_to_the_next_is_one_range(backend: str) -> None:
    """ "还款满1年不满3年的" is one band, one to three years: three full years repaid is past it, no
    second period against its three. Two bands that end apart still compare."""
    checker = Checker(backend=backend)
    facts = extract_facts if backend == "reference" else native_facts
    tariff = (
        "房贷提前还款违约金标准：还款满1年不满3年的，按提前还款本金的1%收取违约金；还款不满1年的，按2%收取。"
    )
    band, _rate, under_a_year, _higher = facts(tariff)
    assert (band.text, band.value, band.high) == ("1年不满3年", 365.25, 1095.75)
    assert (under_a_year.text, under_a_year.high, under_a_year.bound) == ("1年", None, "max")
    faq = "常见问题：已还款满3年的，提前还款不收取违约金，但需要提前15个工作日预约。"
    assert _status(checker, tariff, faq) == "OK"
    assert _status(checker, tariff, "常见问题：还款满1年不满2年的，按提前还款本金的1%收取违约金。") == (
        "CONFLICT_DETECTED"
    )


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_an_infusion_rate_in_units_is_read_and_its_chinese_maximum_too(backend: str) -> None:
    """ "1 mU/min", "2 milliunits per minute" and "2 units/h" are infusion rates (no count of units),
    and "最大滴速 32 mU/min" is a maximum as "maximum rate 20 mU/min" is: the two maxima compare."""
    checker = Checker(backend=backend)
    facts = extract_facts if backend == "reference" else native_facts
    found = facts("Oxytocin 1 mU/min, then 2 milliunits per minute; insulin 2 units/h.")
    assert [(f.text, f.dimension) for f in found] == [
        ("1 mU/min", "count:milliunit_per_min"),
        ("2 milliunits per minute", "count:milliunit_per_min"),
        ("2 units/h", "count:unit_per_h"),
    ]
    (_start, top) = facts("缩宫素静脉滴注，起始 1 mU/min，最大滴速 32 mU/min。")
    assert ("limit_kind", "maximum") in top.concepts
    protocol = (
        "Protocol LW-9: oxytocin infusion, start at 1 mU/min, increase every 30 minutes; maximum rate "
        "20 mU/min."
    )
    chinese = "LW-9 方案中文版：缩宫素静脉滴注，起始 1 mU/min，每 30 分钟增加，最大滴速 {} mU/min。"
    assert _status(checker, protocol, chinese.format("20")) == "OK"
    assert _status(checker, protocol, chinese.format("32")) == "CONFLICT_DETECTED"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_day_a_value_applies_since_dates_no_period(backend: str) -> None:
    """ "since 26 January 2024 the probate application fee is £300" says when the fee took effect, not
    that it is January 2024's: a checklist's "Current fee (2025): £273" is the same fee, and differs."""
    checker = Checker(backend=backend)
    facts = extract_facts if backend == "reference" else native_facts
    rule = "Probate: since 26 January 2024 the application fee is £300 for estates worth more than £5,000."
    (_day, fee, _threshold) = facts(rule)
    assert fee.text == "£300" and fee.period.year is None
    checklist = "4. Apply for probate. Current fee (2025): £{} for estates over £5,000."
    assert _status(checker, rule, checklist.format("300")) == "OK"
    assert _status(checker, rule, checklist.format("273")) == "CONFLICT_DETECTED"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_bare_cents_name_no_country_as_a_bare_dollar_names_none(backend: str) -> None:
    """ "totalling 35.0 cents per unit" after "8.75 Singapore cents" is in Singapore cents: it agrees with
    a Chinese summary's 0.350 新元, as a bare "$" would; another sum still differs."""
    checker = Checker(backend=backend)
    release = (
        "Harbourline REIT - FY2025 distribution: four equal quarterly distributions of 8.75 Singapore cents "
        "per unit were declared, totalling 35.0 cents per unit for the year."
    )
    summary = "海港线房地产投资信托 2025 财年分派摘要：全年每单位分派 {} 新元，分四季度等额派发。"
    assert _status(checker, release, summary.format("0.350")) == "OK"
    assert _status(checker, release, summary.format("0.380")) == "CONFLICT_DETECTED"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_points_earned_per_pound_are_a_rate_and_the_pound_no_sum(backend: str) -> None:
    """ "Gold members earn 1.5 points per £1" is a rate of earning: no 1.5 points against an order's
    150, and its £1 no sum against the order's £100; nor is the $1 of "1 point for every $1 spent" a
    sum against a $5 reward. Two tiers' rates stated twice still compare."""
    checker = Checker(backend=backend)
    facts = extract_facts if backend == "reference" else native_facts
    tiers = "Orbit Club tiers: Silver members earn 1.25 points per £1; Gold members earn {} points per £1."
    assert [(f.text, f.dimension) for f in facts(tiers.format("1.5"))] == [
        ("1.25 points per £1", "count:point_earn_rate"),
        ("1.5 points per £1", "count:point_earn_rate"),
    ]
    assert facts("Rewards: earn 1 point for every $1 spent on food and drink.") == []
    order = "Order summary: as a Gold member you earned 150 points on this £100 order."
    assert _status(checker, tiers.format("1.5"), order) == "OK"
    assert _status(checker, tiers.format("1.5"), tiers.format("2")) == "CONFLICT_DETECTED"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_an_answer_in_traditional_chinese_works_its_sum_out_as_in_simplified(backend: str) -> None:
    """ "合計70,400元" in an answer is the sum of the two before it, as "合计70,400元" is: the words
    that name a worked-out result are read in traditional Chinese too."""
    checker = Checker(backend=backend)
    tariff = "青松园公墓收费标准:单穴墓位售价6.8万元;墓地管理费每年120元,首次须一次性缴纳20年,共计2,400元。"
    simplified = "在青松园买一个单穴墓位需68,000元,另需一次性缴纳20年管理费2,400元,合计70,400元。"
    traditional = "在青松園買一個單穴墓位需68,000元,另需一次性繳納20年管理費2,400元,合計70,400元。"
    assert _status(checker, tariff, answer=simplified) == "OK"
    assert _status(checker, tariff, answer=traditional) == "OK"
