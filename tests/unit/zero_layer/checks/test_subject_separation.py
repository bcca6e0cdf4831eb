"""Telling subjects apart: numbered labels, drugs, stages, services, explicit updates, per-share
dividends, question headings, record timestamps and fee kinds. Each clean pair below was a false
positive once; each conflict pair shows the same mechanism still lets a real contradiction through.
Both backends must agree."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from zero_layer.checks import Checker, CheckRequest
from zero_layer.extract import Fact, extract_facts
from zero_layer.extract.native import native_facts
from zero_layer.extract.periods import Period

pytestmark = pytest.mark.unit


def _status(checker: Checker, *chunks: str) -> str:
    return checker.check(CheckRequest.build(list(chunks), None)).status


def _pairs(checker: Checker, *chunks: str) -> list[set[str]]:
    """The texts of each conflict's two values, best first."""
    return [
        {c.left.text, c.right.text} for c in checker.check(CheckRequest.build(list(chunks), None)).conflicts
    ]


def _answer_status(checker: Checker, source: str, answer: str) -> str:
    return checker.check(CheckRequest.build([source], answer)).status


CLEAN = {
    # a dental plan's cleanings and check-ups each have their own yearly count
    "dental-cleanings-and-check-ups": (
        "齿科保险（悦齿计划 B 款）保障范围：每个保单年度可享受洁牙（超声波洁治）1 次、全景片 1 次。",
        "悦齿计划 B 款服务手册：口腔检查每保单年度 2 次，须提前预约。",
    ),
    # a first visit's cleaning (初诊) is priced apart from a follow-up's (复诊)
    "first-visit-and-follow-up-cleaning-prices": (
        "口腔诊所价目表（2025年）\n超声波洁牙（初诊，含口腔检查）：280元/次\n喷砂抛光：150元/次",
        "会员须知：办理年度会员（年费199元）后，一年内复诊洁牙按会员价180元/次收取。",
    ),
    # a travel policy pays a delayed trip and delayed baggage apart
    "travel-delay-and-baggage-delay": (
        "Voyager Plus Travel Insurance - Travel delay: HKD 300 for every full 6 hours of delay of the "
        "scheduled public conveyance, up to HKD 1,800 per trip.",
        "Voyager Plus Travel Insurance - Baggage delay: HKD 500 if your checked baggage is delayed by 6 "
        "hours or more.",
    ),
    # a franchise's initial fee is not the fee for transferring a unit to a buyer
    "franchise-fee-and-transfer-fee": (
        "Development Agreement - Schedule B\nInitial franchise fee for the first unit: USD 45,000.",
        "Transfer fee (sale of an operating unit to an approved buyer): USD 10,000 per unit.",
    ),
    # a VIP package's refund window is not a standard ticket's
    "standard-tickets-and-vip-packages-refund-windows": (
        "Refund policy, 18 October 2025: standard tickets may be refunded up to 7 days before the event, "
        "less a £3 handling fee per ticket.",
        "VIP hospitality: lounge from 17:30 and a dedicated entrance.\nRefunds: VIP packages are refundable "
        "up to 14 days before the event, less a £10 handling fee per package.",
    ),
    # a driving school's registration fee is not its exam fee
    "registration-fee-and-exam-fee": (
        "驾校收费公示：报名费200元，含体检和建档。",
        "驾校收费公示（续）：科目二考试费150元，补考另收。",
    ),
    # a long-term care scheme pays a day of care at home at another rate than a day in a care home
    "ltc-home-and-institutional-care-rates": (
        "长期护理保险待遇：经评估为重度失能的参保人，选择居家护理的，按每人每日50元标准支付。",
        "第二章 待遇标准：重度失能人员入住定点护理机构的，按每人每日70元标准支付。",
    ),
    # a city health plan pays people with a pre-existing condition at another share than the rest
    "health-plan-shares-with-and-without-pre-existing-conditions": (
        "2025年度城市惠民保：非既往症人群，医保目录内住院自付费用超过免赔额的部分，按80%比例赔付。",
        "既往症人群（已患恶性肿瘤等5类疾病）可以参保，但对应既往症相关费用按30%比例赔付。",
    ),
    # a relocation allowance per square metre for homes is not the one for business premises
    "relocation-allowance-homes-and-business-premises": (
        "临时安置费标准：住宅房屋按被征收建筑面积每月每平方米25元计发。",
        "第三条 临时周转费：营业用房按被征收建筑面积每月每平方米40元计发，最长不超过12个月。",
    ),
    # a locker's ordinary parcels and fresh (生鲜) parcels are kept free for different times
    "ordinary-and-fresh-parcels-free-storage": (
        "智能快递柜使用规则：1. 普通包裹：投递后免费保管18小时，超时后每12小时收费0.5元，3元封顶。",
        "生鲜冷链包裹：投递至保温格口，免费保管12小时，超时后同样按每12小时0.5元收费。",
    ),
    # a gold shop's buy-back prices are by metal and purity: 足金999 is not 18K金
    "gold-buy-back-prices-by-purity": (
        "回收价目表(2025年3月8日):足金999回收价512元/克。",
        "回收价目表(2025年3月8日)续:18K金回收价360元/克;铂金Pt950回收价205元/克。",
    ),
    # places a notice names by placeholder are two places: 甲省's allowance is not 乙省's
    "two-provinces-named-by-placeholder": (
        "甲省人力资源和社会保障厅通知：本省高温津贴标准为每人每月300元，发放时间为6月至9月。",
        "乙省通知：自2025年起，本省高温津贴标准调整为每人每月230元，发放时间为每年7月至9月。",
    ),
    # a cold chain's frozen goods and chilled goods each have their own temperature
    "frozen-and-chilled-goods-temperatures": (
        "冷链运输服务标准\n1. 冷冻品：全程温度不高于-18℃。\n2. 冷藏品：全程温度保持在2℃至8℃。",
        "冷链客服：您好，冷藏类商品运输过程中温度保持在2℃至8℃。",
    ),
    # 非高峰 is off-peak, not 高峰 (peak): the off-peak landing charge is £6.10 in both
    "an-off-peak-charge-written-fei-gaofeng": (
        "Landing charges: peak (06:00-09:59) £9.40 per tonne; off-peak £6.10 per tonne.",
        "机场中文摘要：16吨以上飞机非高峰时段降落费为每吨6.10英镑。",
    ),
    # what is left to pay is a part of the price, not the price: 余款12.6万元 of ¥180,000
    "the-rest-of-a-price-after-a-down-payment": (
        "车位买卖合同 第二条 车位价款：本合同项下车位价款为人民币拾捌万元整（¥180,000.00）。",
        "第三条 付款方式：签约当日支付首付款30%，即5.4万元；余款12.6万元于交付车位之日一次付清。",
    ),
    # a broker's deduction ("less 10% brokerage") is no share of the premium ("Premium ... at 100%")
    "a-premium-at-100-percent-and-its-brokerage": (
        "Slip summary - Quota Share 2026: Order 100%. Premium USD 1,850,000 at 100%. Brokerage 10%.",
        "Signed line 12.5%.\nOur share of premium: USD 231,250 gross, less 10% brokerage = USD 208,125 net.",
    ),
    # what is left of a sum insured after a claim ("剩余额度", "剩余保额") is no second sum insured
    "the-cover-left-after-a-claim": (
        "学平险（意外伤害医疗）保障说明：意外医疗保险金额5万元，每次事故免赔额100元，免赔额以上部分按90%赔付。",
        "理赔结果：赔付金额2,700元。本次赔付后，意外医疗保险金剩余额度为47,300元。",
    ),
    # "on levothyroxine 0.05 mg daily, so the dose was increased to 0.075 mg" names the dose taken
    # before the change: the label's 75 mcg tablets are the new dose
    "the-dose-a-patient-was-on-before-an-increase": (
        "Pharmacy label: LEVOTHYROXINE 75 mcg tablets. Take ONE tablet each morning on an empty stomach.",
        "Clinic note: TSH 6.8 on levothyroxine 0.05 mg daily, so the dose was increased to 0.075 mg daily.",
    ),
    # "degrees C" and "degrees F" are temperatures: 38.5 degrees C is 101.3 degrees F
    "a-temperature-in-celsius-and-in-fahrenheit-written-as-words": (
        "Discharge summary: on day 2 she spiked a maximum temperature of 38.5 degrees C.",
        "Nursing observations, day 2: Tmax 101.3 degrees F at 22:00; paracetamol given.",
    ),
    # two salt solutions' strengths: 10% calcium chloride and sodium chloride 0.9% share no ion level
    "two-salt-solutions-strengths": (
        "Major haemorrhage protocol. Calcium: give 10 mL of 10% calcium chloride if ionised calcium is "
        "below 1.0 mmol/L.",
        "TXA preparation (pharmacy monograph): loading dose 1,000 mg in 100 mL sodium chloride 0.9% over "
        "10 min.",
    ),
    # "满200减50、满500减150" are two coupons, named by their spends
    "two-coupons-named-by-their-spends": (
        "本期零售消费券：满200减50、满500减150两种面额，单笔订单限用一张，不可叠加使用，有效期7天。",
        "支付记录：订单金额520元，使用满500减150消费券，实付370元。",
    ),
    # "与左甲状腺素钠片间隔4小时以上服用" keeps two tablets apart; "早餐前30分钟空腹服用" times a dose:
    # neither is how long the drug is taken, nor each other
    "a-tablet-s-spacing-and-a-dose-s-timing": (
        "出院带药：左甲状腺素钠片，每日一次，100 μg，晨起空腹服用。"
        "碳酸钙D3片每日一次，与左甲状腺素钠片间隔4小时以上服用。",
        "药房标签：左甲状腺素钠片 50 μg/片；用法：每日0.1 mg（2片），早餐前30分钟空腹服用。",
    ),
    # "与钙片、铁剂间隔4小时" keeps a tablet apart from others: no dosing frequency beside "每日一次"
    "a-tablet-kept-apart-from-others-is-no-frequency": (
        "门诊处方：左甲状腺素钠片 50μg 每日一次 晨起空腹口服。",
        "用药指导单：左甲状腺素钠片，每次0.05 mg，每天早餐前空腹服用，与钙片、铁剂间隔4小时以上。",
    ),
    # a yield guarantee is the approved yield times the coverage level
    "a-yield-guarantee-and-the-approved-yield": (
        "Summary of Coverage - corn, unit 0003: approved APH yield 180 bu/acre, coverage level 75%.",
        "Worksheet - corn unit 0003: yield guarantee 135 bu/acre.",
    ),
    # what has been given so far is no competing value of the planned total
    "an-iron-course-total-and-the-amount-given-so-far": (
        "补铁输液方案：蔗糖铁注射液每次200 mg静脉滴注，每周2—3次，共5次，总补铁量1,000 mg。",
        "护理记录：患者第3次输注蔗糖铁200 mg，无不适。已累计输注600 mg，剩余2次。",
    ),
    "an-iron-course-total-and-the-amount-given-to-date": (
        "Iron sucrose 200 mg per infusion, five infusions, total course 1,000 mg.",
        "Nursing note: third infusion given; 600 mg of iron sucrose given to date, two infusions left.",
    ),
    # ... but a payment that names what it pays for is that thing's: a deposit is no cleaning fee
    "a-deposit-payment-beside-a-fee": (
        "Booking terms: a deposit payment of £500 secures the venue.",
        "Booking terms: the cleaning fee is £450.",
    ),
    # a week's rate is no day's: hire by the week beside hire by the day, a weekly gain beside a daily one
    "a-weekly-rate-beside-a-daily-one": (
        "Scaffold tower hire: GBP 85 per week.",
        "Scaffold tower hire: GBP 90 per day for short lets.",
    ),
    "a-weekly-gain-beside-a-daily-one": (
        "产前门诊：每周增重0.37 kg为宜。",
        "产前门诊：每日增重不超过0.3 kg。",
    ),
    # "由15.20元/股向下修正为11.80元/股": the old conversion price, replaced
    "a-conversion-price-revised-down-and-the-new-price": (
        "关于向下修正转股价格的公告：嘉禾转债转股价格由15.20元/股向下修正为11.80元/股，修正后的转股价格自2025年3月12日起生效。",
        "转债周报（2025年6月30日）：嘉禾转债当前转股价格11.80元/股，正股收盘价11.32元。",
    ),
    "a-course-of-fractions-restated-as-treatments": (
        "Radiotherapy prescription - left lung: 60 Gy in 30 fractions, 2 Gy per fraction, starting 3 March.",
        "Patient letter: your radiotherapy course is 30 treatments in total, 2 Gy each, starting 3 March.",
    ),
    "a-booster-interval-restated": (
        "疫苗说明书（摘要）：基础免疫2剂，间隔1个月；完成基础免疫后6个月接种1剂加强针。",
        "接种门诊告知书：本疫苗需完成2剂基础免疫，两剂间隔1个月；完成全程基础免疫后满6个月接种加强剂。",
    ),
    "a-surrender-charge-for-year-3-written-with-a-hyphen-restated": (
        "Surrender Charge Schedule\nYear 1: 7% | Year 2: 6% | Year 3: 6% | Year 4: 5% | Year 5: 4%",
        "Your withdrawal would be subject to the year-3 surrender charge of 6%, i.e. USD 1,320.",
    ),
    "a-per-stream-rate-restated": (
        "Royalty Statement, April 2025\nPlatform: Streamify Premium. Streams: 412,300. Rate per stream:"
        " USD 0.0038. Gross: USD 1,566.74.",
        "Statement notes, April 2025\nRate note: Streamify Premium streams reported on this statement"
        " are credited at USD 0.0038 per stream.",
    ),
    # a trip at 17:12 was in the 4-7 pm peak band, not against a peak that ends at "7 pm"
    "a-peak-band-and-a-trip-in-it": (
        "Harbourview Tollway - Tolls\nClass 2 (cars): $4.20 weekday peak (6-9 am and 4-7 pm); $2.90 at all"
        " other times.",
        "Trip statement\nFri 3 Oct 2025, 17:12 - car (Class 2) - $4.20\nFri 3 Oct 2025, 21:40 - car (Class 2)"
        " - $2.90",
    ),
    # a band of the day is no time something happened: a daytime receipt is outside the after-hours band
    "an-after-hours-band-and-a-daytime-receipt": (
        "Tow tariff: light-duty tow, hook-up fee $125.00 plus $4.50 per loaded mile. After-hours (8pm-7am):"
        " +$50.",
        "RECEIPT #T-6671 - 14:05, Tuesday. Hook-up: $125.00. Loaded miles: 18 x $4.50 = $81.00.",
    ),
    "a-lease-term-and-how-long-the-lease-runs-restated": (
        "Equipment lease schedule No. 4. Commencement date: 1 May 2025. Lease term: 36 months from the"
        " commencement date.\nEnd-of-term options: purchase at market value, renew for a further 12 months,"
        " or return the equipment.",
        "Welcome letter: your lease for the press (Schedule 4) starts on 1 May 2025 and runs for 36 months.",
    ),
    "a-distribution-s-payment-date-restated": (
        "Westbourne declares a distribution of $0.21 per unit for the quarter ended 31 March 2025, payable"
        " on 15 April 2025 to unitholders of record on 31 March 2025.",
        "Registry notice - Westbourne, Q1 2025 distribution\nAmount: $0.21 per unit\nRecord date: 31 March"
        " 2025\nPayment date: 15 April 2025",
    ),
    # a car's model year dates the car, not the rate: "model year 2020 or newer" is no period of 2020
    "a-used-car-rate-for-model-years-and-a-loan-on-a-newer-car": (
        "Auto loan rates, effective 1 August 2025\nNew vehicles, terms up to 60 months: APR 5.99%\nUsed"
        " vehicles (model year 2020 or newer), terms up to 60 months: APR 7.49%",
        "Approval notice: used vehicle (2022 Mazda CX-5), amount financed $21,400.00, term 60 months, APR"
        " 7.49% with autopay.",
    ),
    "a-book-advance-and-its-faithful-english-summary": (
        "图书出版合同 第八条 预付金：出版方应向作者支付预付金人民币300,000元，合同签订后十个工作日内"
        "支付一半。",
        "Contract summary for rights database. Advance: RMB 300,000, half on signature, half on acceptance.",
    ),
    "a-layer-s-attachment-and-its-faithful-chinese-retention": (
        "Slip - Casualty Excess of Loss 2025. Layer: USD 20,000,000 excess of USD 5,000,000 each loss"
        " occurrence.",
        "再保险摘要（中文）：2025年责任险超赔合约，分出限额2,000万美元，自留额（起赔点）500万美元。",
    ),
    "an-annual-lease-fee-and-its-faithful-chinese-rent": (
        "Transponder Lease Agreement: one 36 MHz Ku-band transponder, term 5 years, annual lease fee USD 1.5"
        " million, payable quarterly in advance.",
        "租赁确认函（中文译本）：36MHz Ku波段转发器一个，租期5年，年租金150万美元，按季度预付。",
    ),
    "a-royalty-rate-and-its-faithful-chinese-translation": (
        "Clause 4.2 Running royalty: Licensee shall pay Licensor a royalty of 4% of Net Sales of Licensed"
        " Products.",
        "第4.2条　提成费：被许可方应按许可产品净销售额的百分之四向许可方支付提成费。",
    ),
    "a-dental-annual-maximum-and-its-faithful-chinese-summary": (
        "Annual maximum benefit: $1,500 per member per calendar year. Orthodontic lifetime maximum: $1,000.",
        "中文福利摘要：每位成员每个日历年度最高给付1,500美元；正畸终身最高1,000美元。",
    ),
    # a tablet's strength is no daily maximum
    "a-tablet-s-strength-and-the-daily-maximum": (
        "Paracetamol 500 mg tablets. Adults: take 1 or 2 tablets every 4 to 6 hours as needed.",
        "Pharmacist note: the maximum daily dose of paracetamol is 4 g in 24 hours.",
    ),
    "a-pack-s-strength-and-the-dose": (
        "药品规格：阿莫西林胶囊 0.25g×24粒。",
        "阿莫西林成人剂量：每次0.5g，每日3次。",
    ),
    # a urine albumin-to-creatinine ratio is no dose, and 30 mg/g is 3.4 mg/mmol
    "a-urine-acr-and-a-drug-s-dose": (
        "尿微量白蛋白/肌酐　18 mg/g　<30\n血肌酐　78 μmol/L　44–133",
        "Clinic note: HbA1c 7.4%. Add empagliflozin 10 mg daily; review in 3 months.",
    ),
    "an-acr-in-mg-per-g-and-in-mg-per-mmol": (
        "Urine albumin-to-creatinine ratio (ACR): 30 mg/g, moderately increased.",
        "Renal clinic letter: urine albumin-to-creatinine ratio 3.4 mg/mmol, moderately increased.",
    ),
    # a claim's coinsurance is not what the patient owes when a deductible was applied to it too
    "an-eob-s-coinsurance-and-the-patient-s-balance-after-a-deductible": (
        "EOB, claim 4471:\nAllowed amount: USD 860.00\nApplied to deductible: USD 200.00\nCoinsurance (20%):"
        " USD 132.00\nYour responsibility: USD 332.00 Please contact us if you have any questions.",
        "Provider statement: insurance payment received USD 528.00; patient balance due: USD 332.00.",
    ),
    "a-creatinine-in-two-units-with-the-egfr-after-it": (
        "Renal panel, 11 Jan 2025: creatinine 160 umol/L; urea 9.8 mmol/L; eGFR 38 mL/min/1.73m2.",
        "Discharge summary: admission labs on 11 January 2025 showed creatinine 1.81 mg/dL with eGFR 38.",
    ),
    # the herbs of a Chinese-medicine prescription are dosed each on its own
    "two-herbs-of-two-prescriptions": ("处方：当归10g。", "配方单：川芎6g。"),
    "a-prescription-s-herbs-restated-in-another-order": (
        "处方：黄芪30g　党参15g　白术12g　陈皮6g",
        "代煎登记单：陈皮6g、白术12g、党参15g、黄芪30g",
    ),
    # a charge counted by missed instalments is no instalment
    "a-charge-per-missed-payment-and-the-instalments": (
        "Order summary: 4 payments of $37.50.",
        "A charge of $8 per missed payment applies.",
    ),
    # the lines of an explanation of benefits are sums of their own: billed, allowed, paid, owed, the part
    # of this claim put towards the deductible
    "an-eob-s-allowed-amount-and-plan-payment": (
        "Explanation of benefits, claim 4471. Amount billed: $1,500.00. Plan allowed amount: $900.00.",
        "Plan paid: $720.00. Your responsibility: $180.00.",
    ),
    "a-claim-s-deductible-applied-and-the-plan-s-deductible": (
        "Explanation of benefits, claim 8812: Deductible applied: $0.00 (met). Plan paid: $410.00.",
        "Member portal: year-to-date deductible $2,000 of $2,000 met.",
    ),
    "a-provider-s-charge-and-the-insurance-payment": (
        "Provider billed: $2,000.00. Network discount: $900.00.",
        "Provider statement: insurance payment received $880.00; contractual adjustment $900.00; patient"
        " balance due $220.00.",
    ),
    # a bracket that says what the value is a share of names its base, not the value
    "a-payment-named-a-share-of-the-allowed-amount": (
        "Explanation of benefits: allowed amount $950.00.",
        "Plan paid (80% of allowed amount): $760.00.",
    ),
    # a gadget policy's excess by device: the laptop's is restated, the phone's is another row
    "a-laptop-s-excess-restated-beside-a-phone-s": (
        "Gadget policy summary. Excess per claim: mobile phones £50; tablets £60; laptops £75; smartwatches"
        " and headphones £25.",
        "Claim handler: As this claim is for your laptop, the £75 excess applies.",
    ),
    # urban and rural homes are covered at their own sums
    "an-urban-and-a-rural-sum-insured": (
        "Flood scheme: urban homes are covered up to $100,000.",
        "Flood scheme FAQ: rural homes are covered up to $50,000.",
    ),
    "an-urban-and-a-rural-sum-insured-restated-in-chinese": (
        "城乡居民住宅地震巨灾保险（基本险）保险金额：城镇居民住宅每户10万元，农村居民住宅每户5万元。",
        "社区宣传单：城乡居民住宅地震巨灾保险，城镇住宅每户基本保额10万元，农村住宅每户5万元。",
    ),
    # "N percentage points above Base Rate" is a margin over it, as "Base Rate + 175 basis points" is
    "a-margin-over-base-rate-in-basis-points-and-in-points": (
        "Margin lending terms 4.2: Rate: Bank Base Rate + 175 basis points on balances up to £100,000; Base"
        " Rate + 125 basis points between £100,000 and £500,000.",
        "Key facts card: Borrowing up to £100,000 costs 1.75 percentage points above Base Rate.",
    ),
    # a vision plan's frames and lenses have intervals of their own
    "a-vision-plan-s-frames-every-24-months-and-lenses-every-12": (
        "Vision plan: Frames: $150 allowance, once every 24 months.",
        "Member FAQ: Lenses are covered once every 12 months with a $25 copay.",
    ),
    # a lift contract's attendance for a trapped passenger, restated
    "a-lift-entrapment-attendance-restated": (
        "SCHEDULE 2 - SERVICE LEVELS. 2.2 Passenger entrapment: an engineer will be on site within 30 minutes"
        " of the call being logged, 24 hours a day. 2.3 Lift out of service (no persons trapped): attendance"
        " within 4 hours during normal working hours. 2.4 Thorough examination every 6 months; report within"
        " 10 working days.",
        "Note for residents' committee: our lift contractor has to get an engineer to the building within"
        " 30 minutes whenever someone is trapped in a lift, at any time of day or night.",
    ),
    # "flat dose IV" is given intravenously: no fourth dose apart from the first
    "a-flat-dose-iv-and-its-first-dose": (
        "MDT outcome: nivolumab 240 mg flat dose IV over 30 minutes every 2 weeks.",
        "Infusion chart: Dose 1: nivolumab 240 mg over 30 minutes, repeat every 2 weeks.",
    ),
    # a quarter's coupon is no annual one (2.10% a quarter, 8.40% a year), and a note's coupon barrier
    # is a share price level, not its coupon
    "a-quarter-s-coupon-and-a-year-s": (
        "Key terms: Autocall coupon: 2.10% for each quarter elapsed since the Issue Date.",
        "Factsheet: the note pays a coupon of 8.40% per annum if called.",
    ),
    "a-quarter-s-coupon-its-barrier-and-a-year-s-coupon": (
        "Key terms: Autocall coupon: 2.10% for each quarter elapsed since the Issue Date. Coupon barrier:"
        " 70% of Initial Price.",
        "Factsheet: the note pays a coupon of 8.40% per annum if called.",
    ),
    # ... restated; and a daily maximum is no annual one
    "an-annual-maximum-restated-on-an-explanation-of-benefits": (
        "Dental plan summary. Deductible: $50 per person per calendar year. Annual maximum benefit: $1,500"
        " per covered person per calendar year.",
        "Explanation of benefits - patient: J. Whitlow. Annual maximum: $1,500. Used to date: $640.",
    ),
    "a-daily-and-an-annual-maximum": (
        "Hospital cash plan: daily maximum $150 per night in hospital.",
        "Plan summary: annual maximum $1,000 across all claims.",
    ),
    # "from the day your order is delivered" counts from the delivery, as "of delivery" does
    "a-refund-window-of-delivery-and-from-the-day-the-order-is-delivered": (
        "Help Centre: if you change your mind, you can request a refund within 14 days of delivery.",
        "FAQ: You have 14 days from the day your order is delivered to ask for a refund.",
    ),
    # ... while an event named after the value is what is done by then, not what it counts from
    "a-deadline-to-sign-and-a-delivery-time-after-signing": (
        "中标通知书：中标金额为120万元，请于接到本通知书之日起30日内与采购人签订书面合同。",
        "政府采购合同：合同金额¥1,200,000.00；交货期：合同签订后60日内。",
    ),
    # ... while online and in store still tell two return windows apart
    "an-online-and-an-in-store-return-window": (
        "Returns: online orders may be returned within 30 days of delivery.",
        "Returns: purchases made in store may be returned within 14 days, most items included.",
    ),
    # a price's escalation is a change of the price, not a rate named by it: no competitor for another
    # percentage of the contract
    "a-price-escalation-and-an-availability-guarantee": (
        "Article 4.2 Price Escalation. The Contract Price for Contract Year 1 is $0.0500 per kWh. On each"
        " anniversary of the start date the Contract Price shall escalate by 2.5% over the Contract Price"
        " of the preceding Contract Year.",
        "Exhibit D - Price Path (Article 4.2 prevails). Year 1: $0.0500/kWh | Year 2: $0.05125/kWh."
        " Exhibit E - Availability. The Seller guarantees annual availability of 96.0% of nameplate"
        " capacity, measured over each Contract Year.",
    ),
    # a value with no subject of its own takes the nearest clause's: the daily maximum in brackets is
    # the paracetamol's, not the weight's or the temperature's two clauses earlier
    "a-dose-and-its-daily-maximum-after-the-weight-and-temperature": (
        "Admission note: weight 70 kg, temperature 38.5 °C on arrival, commenced paracetamol 1 g every"
        " 6 hours (max 4 g/day).",
        "Nursing chart: weight 70 kg, temperature 38.5 °C, paracetamol 1 g given.",
    ),
    "a-dose-and-its-daily-maximum-after-the-weight-and-temperature-in-chinese": (
        "Admission note: weight 70 kg, temperature 38.5 °C on arrival, commenced paracetamol 1 g every"
        " 6 hours (max 4 g/day).",
        "护理评估：体重70公斤，体温38.5℃，已予对乙酰氨基酚1克，每6小时一次。",
    ),
    # ... and 25 bp is 0.25 percentage points
    "one-prime-rate-cut-in-bp-and-in-points": (
        "Press release, Fenwick Bank (3 March): Fenwick Bank has lowered its prime lending rate by"
        " 25 basis points to 8.00%, effective 4 March.",
        "Customer letter: 'On 4 March our prime rate was cut by 0.25 percentage points to 8.00%."
        " Your variable loan repayments will fall.'",
    ),
    # a policy's own business interruption is not its dependent (supplier's) business interruption
    "business-interruption-and-dependent-business-interruption": (
        "Cyber policy schedule: business interruption (own systems) waiting period 10 hours.",
        "Dependent business interruption (outage at a named cloud provider): waiting period 14 hours.",
    ),
    "business-interruption-and-dependent-business-interruption-in-chinese": (
        "网络安全保险：营业中断等待期为10小时。",
        "依赖性营业中断（云服务商故障）：等待期为14小时。",
    ),
    # an annualised distribution is a quarter's times four ($0.3850 x 4 = $1.54), no competing value
    "a-quarter-s-distribution-and-its-annualised-figure": (
        "Harbourline REIT declared a distribution of $0.3850 per unit for the quarter ended 31 March.",
        "Factsheet: annualised distribution $1.54 per unit, based on the latest quarterly rate.",
    ),
    # ... the same limit restated, the other plan's left alone
    "one-plan-s-rate-limit-restated": (
        "Docs: Starter plan 100 requests per minute; Team plan 1,200 requests per minute.",
        "Pricing page: Team plan, 1,200 API requests per minute, 10 seats.",
    ),
    # ... while earnings guidance (业绩指引) still is one
    "earnings-guidance-and-the-reported-revenue": (
        "公司2025年业绩指引：全年营业收入预计为48亿元。",
        "2025年年报：全年营业收入为45.6亿元。",
    ),
    # lab tests are analytes of their own: an HIV test's interval is not a syphilis screen's, an INR
    # recheck not a potassium one, an eGFR not a magnesium level
    "an-hiv-test-and-a-syphilis-screen": (
        "PrEP clinic protocol: repeat the HIV test every 3 months while on treatment.",
        "Sexual health plan: screen for syphilis every 6 months.",
    ),
    "an-hiv-test-and-a-syphilis-screen-in-chinese": ("随访：每3个月复查HIV抗体。", "每6个月筛查梅毒。"),
    "an-inr-and-a-potassium-recheck": (
        "Anticoagulation clinic: recheck INR in 3 days.",
        "Renal team: recheck potassium in 7 days.",
    ),
    "an-egfr-and-a-magnesium-interval": (
        "Monitoring: eGFR every 6 months.",
        "Monitoring: magnesium every 3 months.",
    ),
    "a-procalcitonin-and-a-d-dimer-repeat": (
        "Sepsis bundle: repeat procalcitonin after 48 hours.",
        "Repeat D-dimer after 24 hours.",
    ),
    # the values of different years of a schedule ("Year 2", "第3保单年度") are different quantities
    "the-years-of-a-surrender-charge-schedule": (
        "Charges. Surrender charge: 8% of account value in policy year 1, reducing by 1 percentage point a "
        "year, to 0% from policy year 9.",
        "Illustration: full surrender in policy year 3 - surrender charge 6% of account value.",
    ),
    "the-years-of-a-cash-value-table": (
        "【现金价值表（节选）】第1保单年度末：1,850元；第2保单年度末：5,920元；第3保单年度末：11,300元。",
        "同一保单第10保单年度末现金价值：72,480元；第15保单年度末：118,600元。",
    ),
    # a data centre's high-density cabinet is not its standard one
    "standard-and-high-density-cabinets": (
        "Colocation service description. Standard cabinets (47U) are delivered with a 4 kW committed power "
        "draw on diverse A+B feeds.",
        "Quote Q-7710: 3 x high-density cabinets, each provisioned with 10 kW committed power.",
    ),
    # a course in a manual car (手动挡) is not one in an automatic (自动挡)
    "a-manual-and-an-automatic-course": (
        "【驾校招生简章】班型及学费：C1手动挡普通班，学费4,600元，含科目一至科目四培训费；周末班加收300元。",
        "驾校C2自动挡普通班：学费5,100元，包含科目一至科目四培训，周末班同样加收300元。",
    ),
    # a postgraduate's (研究生) loan limit is not an undergraduate's (本专科)
    "an-undergraduate-and-a-postgraduate-limit": (
        "助学贷款指南：全日制普通本专科学生每人每年申请贷款额度不超过12,000元，还本宽限期为两年。",
        "研究生每人每年申请贷款额度不超过18,000元；毕业后有24个月的还本宽限期。",
    ),
    # 尊享版 is the premium plan, not the basic one (基础版)
    "a-basic-and-a-premium-plan": (
        "【安心收入保障保险】基础版：因疾病或意外无法工作超过90天的，每月最高给付8,000元，最长给付12个月。",
        "尊享版：每月最高给付1.5万元，最长给付36个月，等待期同为90天。",
    ),
    "once-weekly-in-two-languages": (
        "Methotrexate 10 mg once weekly, taken on Fridays.",
        "甲氨蝶呤10 mg，每周一次，周五服用。",
    ),
    # a unit price with the sum that makes it: each part is no rival value for it
    "a-price-and-its-parts": (
        "快充站收费说明：当前时段电费0.85元/度，充电服务费0.40元/度。",
        "充电订单详情\n充电量：32.6度\n单价：1.25元/度（电费0.85元+服务费0.40元）\n订单金额：40.75元",
    ),
    # a rule or a reference range for men is not the one for women
    "men-and-women": (
        "Whole blood donation: men may donate every 12 weeks.",
        "Women may donate whole blood every 16 weeks.",
    ),
    "男性和女性": ("体检标准：男性血红蛋白下限130 g/L。", "女性血红蛋白下限为115 g/L。"),
    # a value that equals a stated total is that total: its parts are no rival values for it
    "a-value-equal-to-a-total": (
        "Q2 earnings release. Revenue: $1.24 billion, up 9% year over year.",
        "Segment note: total second-quarter revenue of $1,240 million comprised Cloud Platforms "
        "$705 million, Devices $398 million and Services $137 million.",
    ),
    # a limit or an excess per accident is not the daily or the yearly one
    "per-accident-and-per-day": ("Hire car excess: £250 any one accident.", "Hire car excess: £100 per day."),
    "per-accident-and-yearly": (
        "附加医疗责任：每次事故赔偿限额人民币5万元。",
        "附加医疗责任：年度累计赔偿限额人民币20万元。",
    ),
    # a day written without its year is that day of any year
    "the-same-day-without-its-year": (
        "Agent: I've checked order W318820145 — it left our warehouse on 4 October and is with UPS now.",
        "Shipping confirmation — Order W318820145 shipped on October 4, 2025 via UPS Ground.",
    ),
    # the same change in basis points and in percentage points, and the same spread
    "bp-and-pp-agree": (
        "The Reserve Bank trimmed its official cash rate by 25 basis points to 3.75%.",
        "储备银行将官方现金利率下调0.25个百分点至3.75%。",
    ),
    "spread-in-bp-and-pp": ("借款利率按一年期LPR加35个基点确定。", "利率为一年期LPR加0.35个百分点。"),
    # water and gas are both sold by the cubic metre, at their own prices
    "water-vs-gas": ("居民水费：3.50元/立方米。", "居民燃气费：2.85元/立方米。"),
    # a tier's bounds are not the consumption the bill reports
    "tier-bounds-vs-consumption": (
        "第二档：年用电量2,761–4,800度，电价0.5383元/度。",
        "电费账单：本月用电218度，年累计用电1,342度，处于第一档。",
    ),
    # the fee a notice says will change is history: the new schedule states the new one
    "currently-will-increase": (
        "Important changes to your account fees. From 1 March 2025:\n- The fee for an outgoing international "
        "wire transfer, currently USD 35, will increase to USD 45.\n- The stop-payment fee stays at USD 30.",
        "Fee Schedule (effective 1 March 2025): Outgoing international wire: USD 45. Stop payment: USD 30.",
    ),
    # a dose per body surface area is not the dose given
    "dose-per-square-metre": (
        "Dosing table: paclitaxel 175 mg/m² IV over 3 hours every 3 weeks.",
        "Cycle 2 order: body surface area 1.60 m²; paclitaxel 280 mg IV over 3 hours.",
    ),
    # tuition per semester is not tuition per academic year
    "per-semester-vs-per-year": (
        "2025—2026学年收费通知\n一、学费：国际部学费每学期19,800元，每学年分秋季、春季两个学期收取。",
        "国际部收费标准一览：学费 39,600元/学年；住宿费 6,000元/学年。",
    ),
    # a shop's service fee is not a flat's
    "residential-vs-shop-fee": (
        "物业服务合同（节选） / 第八条 物业服务费标准：住宅物业服务费为每月每平方米2.8元，按产权面积计算。",
        "第十五条 商业用房：小区沿街商铺的物业服务费为每月每平方米5.5元，由商铺业主承担，按月缴纳。",
    ),
    # many different charges are per square metre: a price per m² is no one supply's price
    "per-square-metre-charges": (
        "前期物业服务合同：装修管理：装修押金3,000元；装修垃圾清运费按每平方米10元收取。",
        "云麓花园物业服务费标准为每月每平方米5.50元，按季度预交。",
    ),
    # a joining fee is paid once, a membership monthly
    "joining-fee-vs-monthly": (
        "Spring offer: join online before 31 May and pay no joining fee. Monthly membership from $34.99, "
        "rolling contract.",
        "MEMBERSHIP RULES (in-club sign-ups) / 1. A joining fee of $49 is payable when you join at "
        "reception.",
    ),
    # an addendum that says the closing date was moved explains the tender notice's old date
    "extended-closing-date": (
        "INVITATION TO TENDER - RFT-2025-041 / Tenders close: 15 March 2025 at 10:00 local time.",
        "ADDENDUM No. 2 to RFT-2025-041 / In response to requests from prospective bidders, the closing "
        "date of 15 March 2025 is extended to 22 March 2025, 10:00 local time.",
        "Portal notice - RFT-2025-041: status Open; tenders close 22 March 2025, 10:00.",
    ),
    # a fee per year is not a fee per transfer
    "annual-fee-vs-per-transfer-minimum": (
        "Summit Miles Card: the annual fee is $95, waived for the first year.",
        "Balance transfer fee: 3% of each transfer ($5 minimum) for transfers made within 60 days.",
    ),
    # a time-of-use tariff's peak price is not its off-peak price
    "peak-vs-valley-tariff": (
        "Tariff schedule: Peak period: RMB 0.8235 per kWh.",
        "电价附件：谷时段电价为0.2586元/千瓦时。",
    ),
    # a price per kilowatt-hour is a tariff, not the bill; a price per minute is not a price per GB
    "tariff-vs-bill": (
        "居民阶梯电价：第一档，年用电量0–2,760度（含），电价0.4883元/度。",
        "电费账单：本月用电218度，处于第一档，本月电费218×0.4883=106.45元。",
    ),
    "per-minute-vs-per-gb": (
        "套餐说明：超出套餐后，国内通话收费0.15元/分钟。",
        "套餐说明：超出套餐后，国内流量收费3元/GB。",
    ),
    "tariff-vs-charge-en": (
        "Electricity plan: usage is charged at $0.1850/kWh.",
        "Your electricity bill: usage charges $76.22 this period.",
    ),
    # "每6小时一次" and "两次之间" say how a dose is repeated, not two different numbers of doses
    "once-and-twice-in-passing": (
        "儿科门诊处方：布洛芬混悬液，每次200mg（10ml），必要时每6小时一次，24小时内不超过4次。",
        "药师发药交代：给孩子每次喂10毫升，也就是200毫克布洛芬，两次之间至少间隔6小时，一天最多4次。",
    ),
    # a domestic (境内) hospital allowance is not an overseas (境外) one
    "domestic-vs-overseas-allowance": (
        "学平险保障责任：境内住院津贴每日100元，每次住院最多给付90天。",
        "附加境外游学保障：被保险人在境外游学期间因意外或疾病住院的，住院津贴每日300元，每次最多给付30天。",
    ),
    # 10千伏 is ten kilovolts, not ten thousand of anything
    "kilovolts-are-no-amount": (
        "售电合同附件二：电价标准（一般工商业，10千伏）。谷时段：0.3480元/千瓦时。",
        "用电情况说明：谷时段电价为0.3480元/千瓦时。本月功率因数为0.88，产生力调电费1,263.40元。",
    ),
    # an instalment and the total of the instalments
    "instalments-and-their-total": (
        "Retail installment contract. Term: 60 months. Payment schedule: monthly payments of $553.11.",
        "Total of payments: $33,186.60. Finance charge: $5,186.60.",
    ),
    # a dose for impaired kidneys is not the usual adult dose
    "renal-bands-vs-usual-dose": (
        "Dosage in renal impairment: CrCl 30-50 mL/min: 250 mg every 12 hours. CrCl <30 mL/min: 250 mg"
        " every 24 hours.",
        "Usual adult dose (normal renal function): 500 mg every 12 hours for 7 to 14 days.",
    ),
    # a tablet's 10 mg is no solution's 1 mg/mL
    "tablet-dose-vs-solution-strength": (
        "Cetirizine Hydrochloride Tablets 10 mg - Directions. Adults and children 6 years and over: one 10 mg"
        " tablet once daily.",
        "Cetirizine Hydrochloride Oral Solution 1 mg/mL - Directions. Children 2 to 5 years: 2.5 mL"
        " once daily.",
    ),
    # a medical policy's figures are not an accident policy's
    "medical-vs-accident-insurance": (
        "百万医疗险（2025版）：一般疾病等待期30天，特定疾病等待期90天；年度免赔额1万元。",
        "同系列意外险投保须知：意外住院津贴每日100元（最长180天）；猝死责任等待期30天，意外伤害无等待期。",
    ),
    # a doctoral hire's service period and allowance are not a master's
    "doctoral-vs-masters-terms": (
        "人才引进协议（第七条）：引进人员为博士研究生学历的，约定服务期为5年；单位提供安家费30万元。",
        "人才引进政策问答：硕士研究生学历引进人员服务期为3年，安家费10万元。",
    ),
    # two age groups of one label, each with its own dose
    "dose-by-age-band": (
        "Children 2 to 5 years: 2.5 mL (1 mg) once daily. Do not exceed 2.5 mL in 24 hours.",
        "Children 6 to 11 years: 5 mL (2 mg) once daily; children 12 years and older: 10 mL (4 mg)"
        " once daily.",
    ),
    # each cover of a motor policy has its own deductible
    "collision-vs-comprehensive-deductible": (
        "Auto policy declarations - Vehicle 1: Collision coverage, deductible $500.",
        "Auto policy declarations - Vehicle 1: Comprehensive (other than collision), deductible $250;"
        " glass repair deductible waived.",
    ),
    # "other regions" are the rest, not the remote regions another chunk names
    "other-regions-vs-remote": (
        "配送时效：江浙沪皖次日达，其他地区一般2-4天送达。",
        "偏远地区运费说明：新疆、西藏、青海地区单笔订单满199元包邮；预计5-8天送达。",
    ),
    # a list item takes the subject of the item before it: the FAQ restates the second rung
    "a-credit-ladder-as-a-list": (
        "3.2 Service Credits:\n- Monthly Uptime below 99.9% but at or above 99.0%: credit of 10% of the"
        " monthly fee\n- Below 99.0% but at or above 95.0%: credit of 25%\n- Below 95.0%: credit of 50%",
        "FAQ: If your Monthly Uptime Percentage is under 99.0% but you still had at least 95.0%, you"
        " receive a 25% credit on that month's fee.",
    ),
    # the same stamps in markdown bold
    "record-stamps-in-markdown": (
        "**急诊生化（2025-03-02 09:10）**：血钾3.2 mmol/L↓，血钠136 mmol/L。",
        "**Ward review 2025-03-03 08:00**: repeat potassium 4.2 mmol/L after oral replacement.",
    ),
    # tenure bands: "less than 5 years" and "5 or more years" of service condition the days after them
    "tenure-bands": (
        "Handbook §5.1: Employees with less than 5 years of service accrue 15 days of PTO per year.",
        "Employees with 5 or more years of service accrue 20 days of PTO per year, capped at 30 days.",
    ),
    # a card's penalty rate is not its cash-advance rate
    "penalty-vs-cash-advance-apr": (
        "Rewards Mastercard | Purchase APR | 19.24% variable | Penalty APR | up to 29.99%, applied if you"
        " make a late payment |",
        "Rewards Mastercard | Cash Advance APR | 29.24% variable | Cash advance fee: either $10 or 5%",
    ),
    # a total is the sum of its parts, not a competing value for one of them
    "a-total-and-its-parts": (
        "订单A（20251002110245）：洗衣液×2，实付59.80元，已签收。",
        "订单B（20251002153310）：纸巾×1箱，实付45.90元，运输中。",
        "客服：两笔订单合计实付105.70元，订单B预计明天送达。",
    ),
    "a-total-of-two-adults-and-a-child": (
        "Tour booking: price per adult CNY 2,680; child (2-11, no bed) CNY 1,480.",
        "Booking note: 2 adults + 1 child, total CNY 6,840.",
    ),
    # Saturday, Sunday and a bank holiday each have their overtime rate
    "overtime-by-day": (
        "Clause 14 (Overtime)\n14.1 Hours worked in excess of 39 per week, Monday to Saturday, are paid "
        "at time and a half (1.5x basic hourly rate).\n14.2 All hours worked on a Sunday are paid at double "
        "time (2x).\n14.3 Hours worked on a bank holiday are paid at 2.5x, plus a day off in lieu.",
        "Payslip note, week 23: 6 overtime hours on Saturday at 1.5x; 8 hours on Sunday at 2x. No bank "
        "holiday hours this week.",
    ),
    # a penalty rate charged by the day ("按日万分之五") is not the loan's monthly interest rate
    "daily-penalty-and-monthly-interest": (
        "借款合同第九条　逾期责任：借款人未按期归还本金或利息的，自逾期之日起按日万分之五计收罚息，"
        "直至清偿之日止。",
        "还款提醒短信：您的贷款本月应还利息400元（按合同月利率0.8%计），请于20日前存入还款账户。",
    ),
    # "start 1-2 days before" counts back from a start, not on from leaving
    "days-before-and-weeks-after": (
        "Doxycycline 100 mg: 1 capsule daily, start 1-2 days before, continue for 4 weeks after leaving.",
        "Clinic note: advised to keep taking atovaquone-proguanil for 7 days after returning home; "
        "doxycycline would have required 4 weeks after return.",
    ),
    # a regimen's intensive phase is not its continuation phase
    "intensive-and-continuation-phases": (
        "TB treatment plan: intensive phase 2 months of four drugs daily.",
        "Pharmacy note: continuation phase 4 months of isoniazid and rifampicin daily.",
    ),
    # two lone times of day mark when two things happened
    "two-lone-times-of-day": (
        "Pre-operative assessment: cefazolin 2 g IV within 60 minutes before incision. Fasting from "
        "midnight; clear fluids until 06:00.",
        "Anaesthesia record: cefazolin 2 g IV at 07:42.",
    ),
    # a minute is no slip of the pen for a week
    "a-minute-and-a-week": (
        "维持期（第4周起）：4号，每日一次，每次3滴，舌下含服1分钟后吞咽。",
        "用药提醒：维持期如漏服不超过一周，可直接按原剂量继续；漏服超过一周，请咨询医生。",
    ),
    # a two-bedroom flat's fee is not a three-bedroom one's
    "room-types": (
        "二、年度管理费：一居室公寓每年3,800元；两居室公寓每年5,600元；三居室公寓每年7,200元。",
        "会员服务热线答复：您名下为两居室公寓权益，2025年年度管理费为5,600元。如需升级至三居室，年度管理费将调整为7,200元。",
    ),
    # a daily total is the dose times how often it is taken
    "a-daily-total-and-its-doses": (
        "门诊记录：呋塞米片40mg，每日两次口服。",
        "出院带药：呋塞米片每日总量80mg，分两次服用，早8点、下午2点各一次。",
    ),
    "a-total-daily-dose-in-divided-doses": (
        "Clinic letter: gabapentin 300 mg three times a day.",
        "Discharge list: gabapentin, total daily dose 900 mg, in three divided doses.",
    ),
    # a rate sheet's terms label its rates: "36-month terms" is a tenor, not a duration to compare
    "apr-by-term": (
        "Personal loans: APR as low as 6.49% for 36-month terms, for members with excellent credit.",
        "Rate sheet: 60-month personal loan - APR from 7.19%. New auto loans: 48-month term APR from 5.74%;"
        " 72-month term APR from 6.29%.",
    ),
    # how long a drug is taken is its course, not the week after stopping it
    "course-vs-after-stopping": (
        "门诊处方：头孢呋辛酯片 0.25g，口服，每日两次，饭后服用，共5天。",
        "用法用量：每次250mg，每日2次，餐后服用，连续服用5天。注意事项：1. 服药期间及停药后一周内禁止饮酒或"
        "服用含酒精的饮料、药物。",
    ),
    # "一日剂量" is the basis of a daily dose, not a one-day course
    "daily-dose-vs-course": (
        "阿莫西林胶囊说明书【用法用量】口服。成人一次0.5g，每6～8小时1次，一日剂量不超过4g。",
        "门诊处方：阿莫西林胶囊 500mg 口服 每8小时一次（一日三次），疗程7天。",
    ),
    # doses 12 hours apart are an interval, not how long before surgery to stop
    "an-interval-between-doses": (
        "Apixaban 5 mg tablets. Take one tablet twice a day, about 12 hours apart, with or without food.",
        "Before any surgery, tell your doctor you take apixaban; it may need to be stopped 24 to 48 hours"
        " beforehand depending on bleeding risk.",
    ),
    # the remaining instalment is not the first one
    "first-and-remaining-instalments": (
        "The first instalment of 40% is due within 30 days after delivery of the equipment.",
        "The remaining 60% shall be paid within 60 days after final acceptance.",
    ),
    # 港澳台 and 日韩 name regions
    "roaming-regions": (
        "国际漫游资费（中国港澳台地区）：漫游流量日包25元/天，含高速流量1GB。",
        "客服回复：您下周去东京出差，可开通日韩漫游流量日包，每天30元含1GB高速流量。",
    ),
    # a bracket's exception is an aside: the sentence is about the region named outside it
    "an-exception-in-brackets": (
        "一、普通地区（除下列偏远地区外的全国其他省、自治区、直辖市）：单笔订单满69元包邮，不满69元收取运费6元。",
        "偏远地区配送：新疆、西藏、青海地区单笔订单满299元包邮，不满299元收取运费18元。",
    ),
    # next-day delivery is not express delivery
    "next-day-vs-express": (
        "Shipping rates: Express (2 business days): $12.95. Next-day: $24.95, order by 1 p.m.",
        "FAQ: If you chose Express, the $12.95 fee applies regardless of order value.",
    ),
    # a return net of fees is no fee
    "returns-net-of-fees": (
        "Factsheet. Ongoing charges figure: 0.45%.",
        "Performance (Class I Acc, USD, net of fees): 1 year 11.8%.",
    ),
    # a heading's bracket lists its region's cities: the region is still the one the heading names
    "heading-region-and-its-cities": (
        "Annex B. East China region (Shanghai, Jiangsu, Zhejiang): warehousing fee RMB 1.20 per pallet per"
        " day; outbound handling RMB 18 per pallet.",
        "附件B费率（华南区：广东、福建）：仓储费每托盘每天人民币1.50元，出库操作费每托盘人民币22元。",
    ),
    # a note headed by its time alone is stamped by it: two notes five minutes apart
    "note-times": (
        "Point-of-care test (ED triage, 21:15): capillary glucose 180 mg/dL.",
        "ED nursing note 21:20 — Patient alert. Capillary glucose at triage 10.0 mmol/L.",
    ),
    # two monthly charges are not thereby one charge
    "monthly-charges": ("Base rent: $1,875 per month.", "Bicycle storage: $10 per month per bicycle."),
    # a dog's premium is not a cat's
    "pet-species": (
        "宠物险价目：狗狗（成年）年缴保费880元，含疫苗意外责任。",
        "宠物险价目：猫咪（成年）年缴保费560元，含疫苗意外责任。",
    ),
    # refunds to Alipay and to a bank card take different times
    "refund-channels": (
        "退款时效：退回支付宝余额的，2个工作日内到账。",
        "退款时效：退回银行卡的，5个工作日内到账。",
    ),
    # a calcium supplement is a drug of its own, not the levothyroxine it is kept apart from
    "a-supplement-beside-a-drug": (
        "Admission medications: Levothyroxine 50 mcg orally once daily, 30 minutes before breakfast.",
        "Clinic prescription record / Levothyroxine sodium 0.05 mg tablet, 1 tablet PO daily on an "
        "empty stomach. Counselled to separate from calcium and iron supplements by at least 4 hours. "
        "Other active prescriptions: calcium carbonate 600 mg twice daily with meals.",
    ),
    # East China's storage rate is not South China's
    "macro-regions": (
        "Warehousing rates, North China region: storage fee RMB 2.10 per pallet per day.",
        "仓储费率（华南区）：仓储费每托盘每天人民币2.60元。",
    ),
    # a wire sent online costs less than one sent from a branch, and an incoming wire is no outgoing one
    "channel-and-direction": (
        "Fee schedule: outgoing international wire $40 when sent online; $50 when sent in a branch.",
        "Fees: incoming international wire $15. Branch-initiated international wires cost $50.",
    ),
    # a dental plan waits differently for orthodontia and for major services
    "dental-service-classes": (
        "Waiting periods: major services (crowns, bridges) 9 months after the effective date.",
        "Orthodontia for dependent children: 24-month waiting period.",
    ),
    # a compressor's warranty is not the whole unit's
    "a-component-warranty": (
        "冰箱保修政策：整机保修2年。",
        "冰箱保修政策：压缩机保修12年，自开票之日起计算。",
    ),
    # the same monthly day, and a day of the month that is no grace period
    "a-monthly-due-day-restated": (
        "信用卡章程第十二条：到期还款日为每月25日，持卡人应于到期还款日前还款。",
        "Card FAQ: your payment is due on the 25th of each month, with a grace period of 3 days.",
    ),
    # a shopping coupon is no interest
    "a-shopping-coupon": (
        "Use coupon code SAVE10 for a $10 coupon on orders over $60.",
        "Late payments on your store card are charged $12 interest per month.",
    ),
    # an age that keys a row of a premium table is no age limit
    "an-age-keying-a-table-row": (
        "Monthly premium for $500,000 coverage, non-smoker, preferred class: age 30: $21.50; age 40: $29.75",
        "Conversion privilege: convertible to permanent coverage until age 65 without evidence of "
        "insurability.",
    ),
    # the longest and the shortest interest-free period are two limits
    "longest-and-shortest": (
        "第十八条：持卡人在到期还款日前偿还全部应还款额的，可享受免息还款期待遇，免息还款期最长56天。",
        "常见问题：信用卡的免息期最短有多少天？答：免息期最短为25天，即从账单日到到期还款日。",
    ),
    # an amount "in addition to" another is not that other amount
    "an-additional-excess": (
        "Basic excess: $500 applies to each claim under Section 1 (Buildings) and Section 2 (Contents).",
        "Additional excess for earthquake claims: $2,000 in addition to the basic excess.",
    ),
    # a Premier support plan is a tier of its own
    "premier-and-standard-support": (
        "Premier Support Plan - Response Targets\nPriority 1 (production down): initial response within "
        "1 hour, 24x7x365\nPriority 2 (severely degraded): within 2 hours, 24x7",
        "Under Standard Support we respond to Priority 1 issues within 4 hours and to all other priorities "
        "within two business days.",
    ),
    # a body weight is no dose: masses far apart are two quantities ...
    "a-body-weight-and-a-dose": (
        "儿童：按体重每日30 mg/kg，分3次服用；体重超过40 kg的儿童按成人剂量给药。",
        "胶囊说明书【用法用量】成人：每次0.5 g（2粒），每日3次，口服。",
    ),
    # ... and the analysis sets of one trial are different counts of it
    "a-trial-s-analysis-sets": (
        "研究方法：共纳入412例患者，按1:1比例随机分配至试验组（206例）和对照组（206例）。",
        "统计分析人群：全分析集（FAS）包括全部随机化的412例受试者；符合方案集（PPS）398例。",
    ),
    # "5G" and "4G" name network generations, not grams
    "network-generations": (
        "5G畅享套餐：128元/月，含通话500分钟。",
        "The 4G version of the plan: RMB 128 per month.",
    ),
    # a membership tier is told apart even when both tiers get the same shipping speed ...
    "membership-tiers-with-standard-shipping": (
        "Gold (annual spend $1,500+): free standard shipping on orders over $25; 5% back in Club Cash.\n"
        "Club Cash: issued quarterly, valid for 6 months.",
        "Silver (annual spend $500-$1,499): free standard shipping on orders over $50; 2% back in Club Cash.",
    ),
    # ... and express shipping from standard shipping, in either language
    "express-and-standard-shipping": (
        "Shipping: Free standard shipping on orders over US$49. Orders under US$49 ship for a flat US$5.95. "
        "Express (2-day) shipping: US$14.95.",
        "配送说明：订单满49美元免标准运费，未满49美元收取5.95美元。",
    ),
    # a value "instead of the previous" one is history, like one changed "from"
    "instead-of-the-previous": (
        "Programme update (effective 1 May 2025): Points earned on or after 1 May 2025 now stay valid for "
        "18 months from the date they are earned, instead of the previous 12 months. Your tier status will "
        "now be reviewed every 12 months from the date you joined rather than every calendar year.",
        "FAQ (updated June 2025): How long do my points last? Points earned from 1 May 2025 are valid for "
        "18 months from the date you earn them.",
    ),
    # shareholders "registered on" a day name the record date, not the payment date
    "registered-on-is-the-record-date": (
        "二、股权登记日：2025年6月19日；除息日：2025年6月20日；现金红利发放日：2025年6月20日。",
        "English notice: Cash dividend of RMB 0.35 per share, payable on 20 June 2025 to shareholders "
        "registered on 19 June 2025.",
    ),
    # "the same period last year" in a sentence about 2025 is 2024's, not the third quarter of 2025's
    "the-same-period-last-year": (
        "Revenue for the third quarter of fiscal 2025 was $812.4 million, an increase of 7% compared with "
        "the third quarter of fiscal 2024.",
        "Revenue for the nine months ended September 30, 2025 was $2.31 billion, compared with $2.17 billion "
        "for the same period last year.",
    ),
    # a year-on-year growth rate is not a segment's share of the same revenue
    "a-growth-rate-and-a-share": (
        "恒洲电气2024年度报告摘要：公司实现营业收入158.3亿元，同比增长8.1%。",
        "Hengzhou Electric FY2024: Revenue RMB 15.83 billion. Segments: grid equipment 58% of revenue, "
        "industrial automation 27%, overseas EPC 15%.",
    ),
    # "128GB" names a model; only an allowance is a data value
    "two-models-by-capacity": ("iPhone 16 128GB 5999元", "iPhone 16 256GB 6999元"),
    # what a price is counted by tells a tariff's lines apart
    "priced-per-meter-and-per-set": (
        "空调安装：超出部分铜管每米80元。",
        "空调安装：外机支架每副100元。",
    ),
    # a notice given days "in advance" counts back from its event, not forward from another
    "notice-in-advance": (
        "3.1 Availability. Provider shall make the Platform available 99.9% of the time in each calendar "
        "month, excluding Scheduled Maintenance notified at least five (5) Business Days in advance.",
        "3.4 Service Credits. Credits must be claimed within 30 days of the availability report.",
    ),
    # a cost/income ratio is not a cost's growth
    "a-cost-income-ratio": (
        "Total operating expenses were €512.4 million, comprising personnel costs of €276.0 million and "
        "other expenses of €236.4 million. The cost/income ratio improved to 48.6% (2023: 50.2%).",
        "Personnel costs, the largest expense category, rose 4.8% to €276.0 million.",
    ),
    # lettered plans, areas and models are different items
    "lettered-plans": (
        "计划A：意外身故/伤残保险金 30万元；意外医疗 3万元。",
        "Plan B: accidental death/disability RMB 600,000; accident medical RMB 60,000.",
    ),
    # ... but not across periods
    "transposed-digits-of-two-quarters": (
        "Northgate Retail Q1 2025 revenue was $1,240 million.",
        "Northgate Retail Q2 2025 revenue reached $1,420 million.",
    ),
    "two-transposed-digits-of-two-plans": (
        "Vireo Europe roaming, Plan A: fair-use data cap 12 GB a month.",
        "Vireo Europe roaming, Plan B: fair-use data cap 21 GB a month.",
    ),
    # a penalty per day of delay is not the penalties' aggregate cap
    "a-daily-penalty-and-its-cap": (
        "第十二条 违约责任 12.1 甲方逾期付款的，每逾期一日按逾期金额的万分之四支付违约金。",
        "违约金累计总额不超过合同总额的8%；逾期超过三十日的，甲方有权解除合同。",
    ),
    # 满X is "X or more": the free-shipping threshold, not the shipping fee
    "a-free-shipping-threshold": (
        "全场满88元包邮，不满88元收取运费6元（偏远地区除外）。",
        "Shipping (English): free on orders over ¥88; otherwise ¥6 (remote areas excluded). Orders "
        "placed before 4pm ship the same day.",
    ),
    # a date of birth is compared only with another date of birth
    "a-date-of-birth-and-a-letter-date": (
        "Dear Dr Lin, Re: Mrs Alma Reyes, DOB 11/04/1958. I saw her in the diabetes clinic today.",
        "Addendum 21/10/2025: HbA1c repeated at 7.9%, confirming poor control.",
    ),
    # durations far apart are not one quantity: years of history, weeks to a follow-up
    "years-of-history-and-weeks-to-follow-up": (
        "入院记录（2025-02-03）：患者头晕2天入院。既往高血压病史10年，未规律服药。",
        "出院小结（2025-02-10）：出院时血压128/82mmHg。嘱每日家庭自测血压并记录，3周后门诊复诊。",
    ),
    "an-item-s-own-label": (
        "Meridian Silver 4000 — Summary of Benefits (plan year 2026): Annual deductible $750 individual "
        "/ $1,500 family.",
        "For the 2026 plan year, Meridian Silver 4000 families pay a family deductible of $1,500 "
        "before the plan pays for most services.",
    ),
    # a rise or fall in basis points changes a rate; it is not the rate
    "a-rate-and-its-change": (
        "Harbor Bank Q1 2026: net interest margin 2.14%.",
        "Harbor Bank Q1 2026: net interest margin down 6 bps from Q4.",
    ),
    "a-rate-and-its-change-alone": (
        "The one-year loan prime rate is 3.00% from 20 May.",
        "From 20 May the one-year loan prime rate went down 10 bps.",
    ),
    # the benchmark rate and the spread over it are not the rate they price
    "spread-over-a-benchmark": (
        "个人住房贷款借款合同 第五条：借款年利率以5年期以上LPR（3.10%）加50个基点确定。",
        "放款通知书：借款人王某，贷款金额人民币1,200,000元，执行年利率3.60%，还款方式等额本息。",
    ),
    "a-term-adds-a-spread": (
        "Rowan Credit Union Auto Loan — New vehicles, up to 60 months: APR as low as 5.49%.",
        "Terms of 61–72 months add 0.50% to the APR.",
    ),
    "numbered-patients": (
        "Diabetes clinic list, 12 May 2025 — Patient 1: T. Grayling, HbA1c 8.4% (68 mmol/mol), metformin.",
        "Diabetes clinic list, 12 May 2025 — Patient 2: S. Iqbal, HbA1c 6.9% (52 mmol/mol), metformin.",
    ),
    "premium-vs-standard-support": (
        "Premium Support 套餐：P1 故障 15分钟响应，专属技术经理。",
        "Standard Support: P1 incidents receive a response within 1 hour during business hours.",
    ),
    "pro-vs-lite-models": (
        "Product page — Soundwave Pro ANC Headphones. Up to 40 hours of battery life. Weight: 254 g.",
        "Product page — Soundwave Lite Headphones. Up to 25 hours of battery life. Weight: 198 g.",
    ),
    "gold-vs-diamond-members": (
        "会员权益：金卡会员购买自营商品享9.5折。",
        "钻石卡会员购买自营商品享9折，并享专属客服。",
    ),
    "ordinary-vs-remote-areas": (
        "运费：普通地区单笔订单满69元包邮，不满收取6元运费。",
        "偏远地区运费说明：新疆、西藏、青海地区单笔订单满199元包邮，不满收取20元运费。",
    ),
    "defects-liability-vs-construction-period": (
        "质量保证金条款确认：本工程质量保证金比例为结算价款的3%，缺陷责任期为二十四个月，期满无息返还。",
        "工程概况表：结构形式 钢结构；建筑面积 18,650平方米；合同工期 365日历天。",
    ),
    # "the second Lease Year", "the second-year fee" name contract years as "Year 2" does
    "contract-years-in-words": (
        "Schedule 2. Subscription Fees: Year 1: $120,000. Year 2: $126,000. Year 3: $132,300.",
        "Per the order form, the second-year subscription fee is $126,000.",
    ),
    "lease-years": (
        "6.1 Base Rent. The Base Rent for the first Lease Year shall be $48,000 per annum.",
        "6.2 Escalation. Accordingly, the Base Rent for the second Lease Year shall be $49,440 per annum.",
    ),
    # the only two values of their kind in their chunks, one of them replaced by a third chunk
    "sole-values-beside-an-update": (
        "第十一条 质量保证金 甲方有权从每期应付款项中扣留合同总价的5%作为质量保证金。",
        "补充协议（一）：质量保证金比例由合同总价的5%调整为3%。",
        "付款申请单（第三期）：扣留质量保证金（合同总价的3%），实付金额按补充协议计算。",
    ),
    # a record stamped at its head with a date and a time is dated by it: two samples, two days
    "record-stamps": (
        "急诊生化（2025-03-02 09:10）：血钾3.2 mmol/L↓，血钠136 mmol/L。",
        "Ward review 2025-03-03 08:00: repeat potassium 4.2 mmol/L after oral replacement.",
    ),
    "test-dates": ("糖化血红蛋白（HbA1c）检测日期2024-03-15：8.1%。", "HbA1c 检验日期 2024-09-20：7.2%。"),
    # a value takes the band (renal function, age) named before it in its sentence
    "renal-function-bands": (
        "Dose adjustment in renal impairment — Creatinine clearance 30 to 50 mL/min: 250 mg every 12 hours.",
        "Creatinine clearance less than 30 mL/min: 125 mg every 12 hours.",
    ),
    "age-bands": (
        "身故保险金给付比例：18—40周岁 160%；41—60周岁 140%；61周岁及以上 120%。",
        "客服答复：您父亲今年52周岁，属于41至60周岁年龄段，身故给付比例为已交保费的140%。",
    ),
    # the supplementary agreement (a third chunk) explains the original price in the first
    "update-in-a-third-chunk": (
        "第三条 合同价款 本合同总价款为人民币壹佰贰拾万元整（¥1,200,000.00）。",
        "补充协议：原合同第三条约定的合同总价款由人民币120万元调整为人民币138万元。",
        # and the amount paid so far is not the price
        "付款审批单 合同编号：YT-2026-021 合同金额（含补充协议）：¥1,380,000.00 已付金额：¥600,000.00",
    ),
    # the window to cancel an order is not the time a refund takes
    "cancellation-window-vs-refund-time": (
        "订单取消：未发货订单可在下单后30分钟内免费取消。",
        "Refunds for cancelled orders are returned to the original payment method within 1–3 business days.",
    ),
    # a segment's figure is not the group's consolidated one (the heading names the segment table)
    "segment-vs-consolidated": (
        "Segment information, fiscal 2025. Industrial Automation revenue was $120.4 million.",
        "Full-year highlights: consolidated revenue of $240.0 million for fiscal 2025.",
    ),
    # each instalment count has its own fee rate; "分12期" names the plan's
    "instalment-tiers": (
        "账单分期手续费率（每期）：3期0.80%；6期0.70%；12期0.60%。",
        "您已成功申请账单分期：分期金额12,000元，分12期，每期手续费率0.60%。",
    ),
    # the "per dose" of 500 mg is what it is counted by, not what the course's 7 days are about
    "per-x-of-the-previous-value": (
        "Children 2 to 11 years: 15 mg/kg every 12 hours (maximum 500 mg per dose) for 7 days.",
        "If a dose is missed, take it as soon as possible unless the next dose is due within 4 hours.",
    ),
    # per stay vs the annual aggregate; "一年累计" is the aggregate's period, not a one-year duration
    "per-stay-vs-annual-aggregate": (
        "住院津贴：单次住院最多给付90日，按每日200元给付。",
        "住院津贴：一年累计最多给付180日。",
    ),
    "severity-levels": (
        "Severity 1 (production down): initial response within 1 hour.",
        "Severity 2 (major function impaired): initial response within 4 hours.",
    ),
    "beds": (
        "Ward round, Bed 12 (Ms. R. Lee): enoxaparin 40 mg SC once daily.",
        "Ward round, Bed 14 (Mr. D. Quaye): enoxaparin 60 mg SC once daily.",
    ),
    "zh-levels": ("一级会员每笔消费返现1%。", "二级会员每笔消费返现2%。"),
    "drugs": ("Ceftriaxone 1 g IV daily for 3 days.", "Continue atorvastatin 40 mg daily."),
    "drugs-zh": ("氯吡格雷75mg，每日1次。", "阿司匹林100mg，每日1次。"),
    # drugs whose names the lexicon lists by their Chinese name or INN stem only
    "drugs-oncology": (
        "化疗方案：奥沙利铂 85 mg/m² 静脉滴注2小时 第1天。",
        "Regimen sheet: paclitaxel 175 mg/m² IV over 3 hours on day 1.",
    ),
    "update-was-increased": (
        "The annual fee, which was $12,000 under the original Agreement, is increased to $14,400.",
        "Order Form: annual subscription fee $14,400.",
    ),
    "update-from-to": (
        "The warranty has been extended from 5 years to 7 years.",
        "This product carries a 5-year warranty.",
    ),
    "update-zh": ("双方同意将质保期由12个月延长至24个月。", "设备质保期为24个月，自验收合格之日起计算。"),
    "per-10-shares": (
        "向全体股东每10股派发现金红利3.5元（含税）。",
        "公司拟每股派发现金红利0.35元（含税）。",
    ),
    "intro-vs-ongoing": (
        "0% intro APR on purchases for 15 months.",
        "Your purchase APR after the intro period is 24.49%.",
    ),
    "loading-vs-maintenance": ("Loading dose: 900 mg once.", "Maintenance dose: 300 mg."),
    "primary-vs-specialist": ("Primary care visit: $25 copay.", "Specialist visit: $60 copay."),
    "individual-vs-family": ("Deductible: $500 individual.", "Deductible: $1,000 family."),
    "minimum-vs-maximum": (
        "Minimum order quantity: 50 units.",
        "Orders are limited to a maximum of 2,000 units.",
    ),
    "express-vs-standard": ("Standard shipping: $5.", "Express shipping: $25."),
    "question-headings": (
        "What is the overall deductible? $2,000 individual.",
        "What is the out-of-pocket limit? $7,500 individual.",
    ),
    "adjusted-vs-reported": ("归属于上市公司股东的净利润3.42亿元。", "扣除非经常性损益的净利润为2.97亿元。"),
    "actual-vs-cap": ("本次发行募集资金总额不超过20亿元。", "本次发行实际募集资金总额为19.6亿元。"),
    # the heading's bed holds for the whole note, not only its first sentence
    "two-beds-by-heading": (
        "Ward round note, Bed 12 (Ms. R. Lee): enoxaparin 40 mg SC once daily. Weight 68 kg; eGFR 74.",
        "Ward round note, Bed 14 (Mr. D. Quaye): enoxaparin 60 mg SC once daily. Weight 132 kg.",
    ),
    # lone values far apart are rarely one quantity
    "experience-vs-term-zh": ("基金经理具有12年证券从业经验。", "授信额度有效期：一年。"),
    "capacity-variants": (
        "The 128GB model costs $799.",
        "The 256GB model is $899, and the 512GB model is $1,099.",
    ),
    "contract-years-beat-annual": (
        "The annual licence fee for Year 1 is $80,000.",
        "For Year 2, the annual licence fee increases by 5% to $84,000.",
    ),
    "leading-after-clause-is-an-anchor": (
        "We process refunds within 5 business days of receiving your return.",
        "After a refund is processed, it may take up to 10 days for your bank to post the credit.",
    ),
    # the record word may stand anywhere earlier in the sentence (both backends read it the same way)
    "printed-early-in-the-sentence": (
        "Printed for the ward file, with the nursing notes, the medication chart and the discharge plan all "
        "attached together here, on 02 Sep 2026.",
        "Printed for the ward file, with the nursing notes, the medication chart and the discharge plan all "
        "attached together here, on 05 Sep 2026.",
    ),
    "lab-reports-collected-on-different-days": (
        "Lab report. Collected: 02 Sep 2026. Potassium 4.1 mmol/L.",
        "Lab report. Collected: 05 Sep 2026. Sodium 139 mmol/L.",
    ),
    "period-end-vs-release-date": (
        "Results for the fourth quarter and full year ended December 31, 2024 were released today.",
        "The earnings release is scheduled for February 4, 2025.",
    ),
    "surgery-vs-admission-zh": ("患者于2026年3月5日行胆囊切除术。", "患者于2026年3月2日入院。"),
    "minimum-charge-vs-annual-fee": ("Minimum interest charge: $1.00.", "Annual fee: $95."),
    "bill-installment-vs-cash-advance-zh": ("账单分期手续费率为每期0.6%。", "取现手续费为取现金额的1%。"),
    "milestones": ("Milestone 1 (Design sign-off): USD 240,000.", "Milestone 2 (UAT sign-off): USD 320,000."),
    # measurements dated by when their sample was taken: two reports a week apart
    "labs-collected-a-week-apart-zh": (
        "检验报告单 姓名：钱某某 采集时间：2026-03-02 08:15 项目：血红蛋白（HGB）98 g/L；血小板 215。",
        "检验报告单 姓名：钱某某 采集时间：2026-03-09 08:05 项目：血红蛋白（HGB）112 g/L；血小板 228。",
    ),
    # a flow at rest is not the flow on exertion
    "oxygen-at-rest-and-on-exertion": (
        "Home oxygen order: 2 L/min at rest via nasal cannula, for at least 15 hours per day.",
        "Ambulatory oxygen assessment: 4 L/min via portable cylinder during exertion (walking, stairs).",
    ),
    "oxygen-at-rest-and-on-exertion-zh": ("家庭氧疗医嘱：静息时吸氧流量2 L/min。", "活动时调至4 L/min。"),
    # a drug level's monitoring record is dated by the day the blood was taken
    "drug-levels-monitored-two-weeks-apart-zh": (
        "锂盐监测记录：2025年3月2日（碳酸锂每日600 mg）血锂浓度0.8 mmol/L。",
        "锂盐监测记录：2025年3月16日（碳酸锂加量至每日900 mg后）血锂浓度1.1 mmol/L。",
    ),
    "drug-levels-sampled-a-week-apart": (
        "Lithium clinic. Blood taken: 3 March 2025. Serum lithium 0.6 mmol/L.",
        "Lithium clinic. Blood taken: 10 March 2025. Serum lithium 0.9 mmol/L.",
    ),
    # a date in the heading does not end it: the bed still names the patient
    "beds-after-a-date-zh": (
        "护理交班记录 内分泌科 2026-09-18 12床 吴某某 男 58岁 胰岛素 三餐前各8U；睡前血糖 9.6mmol/L。",
        "护理交班记录 内分泌科 2026-09-18 13床 吴某 男 62岁 胰岛素 三餐前各12U；睡前血糖 11.2mmol/L。",
    ),
    # where a term applies: regions and cities, also named by the heading
    "return-windows-by-region": (
        "Returns (United States): you can return most items within 30 days of delivery.",
        "Returns (European Union): you may withdraw within 14 days of delivery.",
    ),
    "store-hours-by-city-zh": (
        "门店信息：北京朝阳大悦城店 营业时间：每日10:00-22:00。",
        "门店信息：上海南京西路店 营业时间：每日10:00-21:30。",
    ),
    # the heading names the plan's tier for the whole chunk
    "plan-tiers-by-heading": (
        "Summary of Benefits — Northgate Health Silver 2500 (2026). What is the overall deductible? $2,500.",
        "Northgate Health Gold 1000 — Plan highlights: individual deductible $1,000; specialist copay $45.",
    ),
    # the label after a value names it, though its number is the next digit ("under Section 1")
    "sections-after-the-value": (
        "Excess: £250 for each claim under Section 1 (Buildings).",
        "Excess: £100 for each claim under Section 2 (Contents); £250 for flood claims under Section 1.",
    ),
    # a critical-illness policy's waiting period is not an inpatient medical policy's
    "critical-illness-and-inpatient-medical-policies": (
        "守护一生重疾险：等待期为90天，等待期内确诊重大疾病的，退还已交保费，合同终止。",
        "同公司的安心住院医疗险：疾病等待期30天，意外无等待期。",
    ),
    # what a package saves ("save £30") is a discount, not the price of what it bundles
    "a-saving-and-a-unit-price": (
        "Lakeside Osteopathy fees\nFirst appointment (60 min): £70.\nFollow-up appointment (40 min): £55.",
        "Package offer: 6 follow-up appointments for £300 — save £30 compared with booking them "
        "individually.",
    ),
    # "the £350 block saves you £30": the saving's verb is not the block price's subject
    "a-block-price-that-saves": (
        "Driving lessons\nSingle lesson (manual): GBP 38\nBlock of 10 hours (manual): GBP 350 - save GBP 30\n"
        "Automatic: block of 10 hours GBP 390",
        "FAQ: ten manual hours one at a time cost GBP 380, so the GBP 350 block saves you GBP 30.",
    ),
    # a bracket right after a value names it ("at 8.2p (off-peak)"): each rate of a bill is its own line's
    "a-bill-s-rates-labelled-in-brackets": (
        "HELIO FLEX TARIFF\nOff-peak rate: 8.2p per kWh, 00:00-07:00.\nStandard rate: 25.1p per kWh at all "
        "other times.\nStanding charge: 52.0p per day.",
        "Your Helio bill (April): 170 kWh at 8.2p (off-peak), 240 kWh at 25.1p (standard). Standing charge "
        "30 days at 52.0p.",
    ),
    # kilocalories and kilojoules are one energy: 2,000 kcal is 8,368 kJ
    "one-day-s-energy-in-kcal-and-kj": (
        "Parenteral nutrition prescription, Ward 3A, patient J. Moreno: total energy 2,000 kcal/day "
        "over 24 hours.",
        "Compounding sheet, PN bag for J. Moreno (Ward 3A): total energy 8,370 kJ/day; volume 2,400 mL.",
    ),
    # a price per thousand cubic metres is a thousandth of it per cubic metre
    "a-gas-tariff-per-cubic-metre-and-per-thousand": (
        "管道运输服务合同 第三条 运输价格：执行核定管输价格0.2145元/立方米（不含增值税）。",
        "托运方月度结算单（2025年10月）：交接气量2,800万立方米，管输价格214.5元/千立方米。",
    ),
    # two crops' dates and insured values are different quantities
    "two-crops-final-planting-dates": (
        "For the 2025 crop year the final planting date for corn in Hadley County is 31 May.",
        "For the 2025 crop year the final planting date for soybeans in Hadley County is 15 June.",
    ),
    "two-crops-insured-values": (
        "Oilseed rape is insured at GBP 1,400 per hectare under the 2025 hail policy.",
        "Winter wheat is insured at GBP 1,150 per hectare under the 2025 hail policy.",
    ),
    "two-crops-insured-values-zh": ("2025年玉米保险金额为每亩800元。", "2025年大豆保险金额为每亩600元。"),
    # a value the next sentence says was changed is the old one
    "a-value-replaced-in-the-next-sentence": (
        "Further to our discussion, the relocation lump sum stated in your offer letter was $8,500. It has "
        "been increased to $10,000, payable with your first payroll.",
        "Relocation package summary\n- Relocation lump sum: $10,000 (grossed up for tax)",
    ),
    "a-value-replaced-in-the-next-sentence-zh": (
        "尊敬的客户：您的宽带月租原为每月99元。自2025年7月1日起调整为每月119元。",
        "宽带资费表：月租每月119元。",
    ),
    # a review of a few days is no slip of a one-year term, though both are "on renewal"
    "a-review-of-days-and-a-one-year-term": (
        "Certificate renewal notice: after renewal the new certificate runs for one year from the old "
        "expiry date.",
        "Renewal FAQ: on renewal, validation of your company details normally takes 1-2 business days.",
    ),
    "a-review-of-days-and-a-one-year-term-zh": (
        "证书续保通知：续保后有效期顺延一年。",
        "常见问题：续保时审核时间约1至2个工作日。",
    ),
    # the same discount in 折 and in per cent
    "a-discount-in-zhe-notation-restated": (
        "某省高速公路ETC通行费优惠政策：安装并使用ETC的客车、货车，在本省高速公路通行时，通行费享受95折优惠"
        "（即优惠5%）。设备异常导致无法享受优惠的，可在30日内申请核查。",
        "高速客服微信答复：您好，在本省高速上走ETC车道，通行费可以打95折，也就是便宜5%；和其他优惠不能叠加。",
    ),
    # a week of sessions is the session's length times the sessions
    "a-session-length-times-the-sessions": (
        "Haemodialysis prescription - Mr T. Nakamura\nSchedule: 3 sessions per week (Mon/Wed/Fri), 4 hours "
        "each.\nTarget dry weight: 70 kg.",
        "Dialysis unit weekly summary: Mr Nakamura received 12 hours of dialysis this week over three "
        "sessions.",
    ),
    # the bolus of the indication named
    "the-indication-s-own-bolus": (
        "Weight-based unfractionated heparin protocol.\nIndication VTE (DVT/PE): bolus 80 units/kg IV, then "
        "18 units/kg/h.\nIndication ACS: bolus 60 units/kg (maximum 4,000 units), then 12 units/kg/h.",
        "Pharmacy pocket card - heparin, VTE nomogram: loading bolus 80 units/kg IV, then start the infusion "
        "at 18 units/kg/h.",
    ),
    # the same hosting fee as a unit price; and a price is still no rent
    "a-hosting-fee-restated-as-its-unit-price": (
        "IDC机柜托管合同第五条 费用：标准42U机柜托管费为每柜每月人民币6,800元，甲方共租用4个机柜，"
        "按季度预付。",
        "付款通知（2025年第三季度）\n服务内容：标准42U机柜托管4个\n单价：6,800元/柜/月",
    ),
    "a-sofa-s-price-and-a-flat-s-rent": (
        "Furniture shop: the Oslo three-seat sofa price is $1,200.",
        "Flat 4B lease: monthly rent is $1,500.",
    ),
    # a breeding sow's sum insured is not a finishing pig's
    "two-kinds-of-livestock": ("能繁母猪保险：每头保险金额1,500元。", "育肥猪保险：每头保险金额800元。"),
    # a first-year price is not the renewal (续费) price
    "a-first-year-and-a-renewal-price": (
        ".cn域名价格表：首年注册29元/年。",
        "续费提醒：您的.cn域名将于下月到期，续费价格为每年39元。",
    ),
    # a tender's bid security is returned to the losing bidders: no performance security
    "a-bid-security-and-a-performance-security": (
        "Tender ECC/2025/118, Lots 1-3. Bid security: EUR 50,000 per bidder, by bank guarantee.",
        "Conditions of Contract, clause 4.2: the Contractor gives a performance security of EUR 480,000.",
    ),
}

CONFLICT = {
    # ... but one plan's yearly cleanings stated twice still compare
    "dental-cleanings-twice": (
        "齿科保险（悦齿计划 B 款）保障范围：每个保单年度可享受洁牙（超声波洁治）1 次、"
        "口腔检查 2 次、全景片 1 次。",
        "悦齿计划 B 款服务手册（合作诊所版）\n二、保障次数：洁牙每保单年度 2 次，"
        "两次间隔不少于 5 个月；口腔检查每年 2 次；全景片每年 1 次。",
    ),
    # ... but the travel delay benefit in English and in Chinese compares (行程延误 is travel delay)
    "travel-delay-benefit-in-two-languages": (
        "Voyager Plus Travel Insurance (Hong Kong) - Section 6 Travel delay: HKD 300 for every full 6 hours "
        "of delay of the scheduled public conveyance, up to HKD 1,800 per trip.",
        "理赔决定通知书：根据Voyager Plus旅游保险第6节，行程延误每满6小时赔付港币200元。",
    ),
    # ... but the initial franchise fee stated twice still compares
    "franchise-fee-twice": (
        "Development Agreement - Schedule B\nInitial franchise fee for the first unit: USD 45,000.",
        "Franchise disclosure summary: the initial franchise fee is USD 40,000, payable on signing.",
    ),
    # ... but the VIP packages' window stated twice still compares
    "vip-packages-refund-window-twice": (
        "Refunds: VIP packages are refundable up to 14 days before the event, less a £10 handling fee.",
        "VIP hospitality FAQ: VIP packages can be refunded up to 10 days before the event.",
    ),
    # the exam fee for the master's entrance exam is the postgraduate exam's fee (硕士研究生 is 研究生)
    "postgraduate-exam-fee-twice": (
        "2026年全国硕士研究生招生考试（江南省考区）网上确认公告：报名考试费每生180元，须在网上确认期间完成支付。",
        "江南省教育考试院答考生问：今年研究生考试在我省报考，报名考试费是每人150元，网上确认时一并缴纳。",
    ),
    # a "Master Services Agreement" names no master's degree: its response time is the quick card's
    "master-services-agreement-is-no-masters-tier": (
        "MASTER SERVICES AGREEMENT - Schedule 3 (Support)\nSeverity 1 incidents receive an initial response "
        "within 1 hour, 24x7.",
        "Premier support quick card: Severity 1 - initial response within 4 hours, 24x7.",
    ),
    # ... but one setting's daily rate stated twice still compares
    "home-care-daily-rate-twice": (
        "长期护理保险待遇：经评估为重度失能的参保人，选择居家护理的，按每人每日50元标准支付。",
        "经办机构答复：居家护理的重度失能人员，每人每日支付60元。",
    ),
    # ... as does one group's share
    "pre-existing-conditions-share-twice": (
        "既往症人群（已患恶性肿瘤等5类疾病）可以参保，但对应既往症相关费用按30%比例赔付。",
        "客服答复：既往症人群的既往症相关费用按40%比例赔付。",
    ),
    # ... and business premises' allowance
    "business-premises-allowance-twice": (
        "第三条 临时周转费：营业用房按被征收建筑面积每月每平方米40元计发，最长不超过12个月。",
        "征收办答复：营业用房临时周转费每月每平方米45元。",
    ),
    # ... but the fresh parcels' free time stated twice still compares
    "fresh-parcels-free-storage-twice": (
        "生鲜冷链包裹：投递至保温格口，免费保管12小时，超时后按每12小时0.5元收费。",
        "客服回复：生鲜包裹入柜后免费保管6小时，请尽快取件。",
    ),
    # ... but one purity's price stated twice still compares
    "one-purity-s-gold-buy-back-price-twice": (
        "回收价目表(2025年3月8日):足金999回收价512元/克。",
        "门店答复：今日足金999回收价为521元/克，18K金回收价360元/克。",
    ),
    # ... but one province's allowance stated twice still compares
    "one-province-named-by-placeholder-twice": (
        "甲省人力资源和社会保障厅通知：本省高温津贴标准为每人每月300元，发放时间为6月至9月。",
        "甲省人社局答复：本省高温津贴标准为每人每月320元，按月随工资发放。",
    ),
    # ... but frozen goods at -15℃ are not the standard's -18℃
    "a-frozen-goods-temperature-that-differs": (
        "冷链运输服务标准\n1. 冷冻品：全程温度不高于-18℃。\n2. 冷藏品：全程温度保持在2℃至8℃。",
        "冷链客服：您好，冷冻类商品运输过程中温度保持在-15℃以下就可以。",
    ),
    # ... and an off-peak charge of 6.50英镑 is not £6.10
    "an-off-peak-charge-written-fei-gaofeng-that-differs": (
        "Landing charges: peak (06:00-09:59) £9.40 per tonne; off-peak £6.10 per tonne.",
        "机场中文摘要：16吨以上飞机非高峰时段降落费为每吨6.50英镑。",
    ),
    # ... and two statements of what is left still compare
    "two-statements-of-the-rest-of-a-price": (
        "付款方式：买受人应于签约当日支付首付款5.4万元；余款12.6万元于出卖人交付车位之日一次付清。",
        "付款提醒：您的车位余款13.6万元请于交付车位之日一次付清。",
    ),
    # ... and two brokerages compare
    "two-brokerages-on-one-slip": (
        "Slip summary - Quota Share 2026: Order 100%. Premium USD 1,850,000 at 100%. Brokerage 10%.",
        "Signed line 12.5%.\nOur share of premium: USD 231,250 gross, less 12% brokerage.",
    ),
    # what a maximum leaves out ("other than orthodontics") is not what it is about: both are the plan's
    # annual maximum
    "an-annual-maximum-other-than-orthodontics": (
        "Section 3.4 Annual Maximum: the maximum benefit payable for all covered services, other than "
        "orthodontics, is USD 1,250 per covered person per plan year.",
        "Dental plan highlights:\n- Annual maximum: USD 1,500 per person (orthodontics separate)",
    ),
    # ... but two statements of what is left still compare
    "two-statements-of-the-cover-left-after-a-claim": (
        "理赔结果：赔付金额2,700元。本次赔付后，意外医疗保险金剩余额度为47,300元。",
        "客服回复：您好，您的意外医疗保险金剩余额度为43,700元，可继续申请理赔。",
    ),
    # ... and a letter's new dose of 0.1 mg is not the note's 0.075 mg
    "a-letter-against-the-dose-a-patient-was-increased-to": (
        "GP letter: levothyroxine now 0.1 mg daily; recheck thyroid function in 6 to 8 weeks.",
        "Clinic note: TSH 6.8 on levothyroxine 0.05 mg daily, so the dose was increased to 0.075 mg daily.",
    ),
    # "actual body weight" is the basis of a dose per kilogram, no actual value; a dose's cap in mg is
    # no body weight: the protocol's maximum 90 mg against the order set's 100 mg
    "a-dose-cap-after-a-dose-per-kilogram-of-actual-body-weight": (
        "Dose: alteplase 0.9 mg/kg actual body weight, maximum 90 mg. Give 10% of the total dose as a bolus.",
        "Electronic order set - ALTEPLASE: dose 0.9 mg/kg, maximum 100 mg; 10% as bolus over 1 minute.",
    ),
    # 39.5 degrees C is 103.1 degrees F, not 101.3
    "a-temperature-in-celsius-against-one-in-fahrenheit-written-as-words": (
        "Discharge summary: on day 2 she spiked a maximum temperature of 39.5 degrees C.",
        "Nursing observations, day 2: Tmax 101.3 deg F at 22:00; paracetamol given.",
    ),
    # "每平方米每采暖期24元" is a price per square metre, as "单价：26元/㎡" is
    "a-heating-price-per-square-metre-per-season": (
        "北川市居民供暖收费标准：居民住宅供暖费按建筑面积计收，每平方米每采暖期24元。",
        "2025–2026采暖期供暖费缴费通知单\n计费方式：按建筑面积\n建筑面积：96㎡\n单价：26元/㎡\n应缴金额：2,496元",
    ),
    # a registration window's end is its deadline, as "报名截止日期" is
    "a-registration-window-s-end-and-a-deadline": (
        "2025年上半年职业技能等级认定（电工四级）报名通知：网上报名时间为4月20日至5月20日，逾期不予受理。",
        "培训机构短信：2025年上半年电工四级认定报名截止日期为6月20日，请尽快提交资料。",
    ),
    # a coupon is named by its spend: the reply's 跨店满减 "每满300减50" is the rules' 减40, not the
    # store coupon's "满399元减50元"
    "a-coupon-named-by-its-spend": (
        "双11活动规则：跨店满减：每满300元减40元，上不封顶。店铺优惠券常见面额为满199元减20元、满399元减50元。",
        "客服回复：亲，本次双11跨店满减是每满300减50哦，上不封顶，还可以叠加店铺券～",
    ),
    # "客服回复：" heads a reply, no response time: the free minutes of one monthly pass still compare
    "a-customer-service-reply-s-free-minutes": (
        "共享单车骑行月卡说明：月卡售价25元，有效期30天，每次骑行前30分钟免费，超出部分每15分钟1元。",
        "客服回复（同一月卡）：亲，月卡用户每次骑行前15分钟免费哦，超出后每15分钟1元。",
    ),
    # "科目二" numbers a driving test's part: the reply's 科目二 fee is the 科目三 row's 300元
    "a-driving-test-part-s-retest-fee": (
        "驾校招生简章（2025年）\n补考费：科目一100元/次；科目二200元/次；科目三300元/次；科目四100元/次。",
        "学员群答疑：科目二如果没过，补考每次300元，补考需在上次考试10日后预约。",
    ),
    # every pair of characters of "血常规（五分类）" is in the kiosk's longer sentence: the same item
    "a-price-list-item-named-within-a-longer-sentence": (
        "门诊收费价目表（2025年版）\n普通门诊挂号费10元；主任医师门诊50元。\n血常规（五分类）25元；尿常规12元；肾功能三项45元。",
        "自助机缴费说明：检验项目“血常规（五分类）”单价20元，属医保甲类项目，可直接刷医保卡结算。",
    ),
    # "within 10 working days of us agreeing the claim" counts from the insurer's agreeing (past "us"), so
    # its two weeks do not agree with a claim notice's "14 days of discovering it"
    "a-notice-period-beside-a-payment-counted-from-us-agreeing": (
        "Home policy conditions, 5.2 Claims notification: you must tell us about any incident that may "
        "lead to a claim within 14 days of discovering it.",
        "Claims help page. When should I report a claim? Please notify us within 15 days of discovering "
        "the damage. How will I be paid? By bank transfer, normally within 10 working days of us "
        "agreeing the claim.",
    ),
    # "第2剂与首剂间隔2个月" is one interval, the time after the first dose, as "首剂后1个月" is
    "a-second-dose-s-interval-after-the-first": (
        "九价疫苗说明书【免疫程序】按0、2、6月的程序各接种1剂，共3剂；第2剂与首剂间隔2个月。",
        "社区门诊通知：九价疫苗按0、1、6月程序接种3剂，第二剂在首剂后1个月接种，请预约时注意。",
    ),
    # a percentage that names a bond issue is its coupon, as "票面利率" is
    "a-note-issue-s-coupon-in-its-name": (
        "OFFERING CIRCULAR - Lianfeng Port Holdings Ltd.\nUSD 300,000,000 4.625% Senior Notes due 2031\n"
        "Issue price: 99.218% of principal amount. Interest is payable semi-annually.",
        "发行公告：联丰港口控股有限公司2031年到期3亿美元优先票据，票面利率4.875%，每半年付息一次。",
    ),
    # "运价基础" is the fare basis, not the basic tier, and "改期费" is the change fee
    "a-fare-basis-change-fee-in-two-languages": (
        "FARE RULES - Fare basis VLOWCN, economy, Shanghai to Singapore. Changes: permitted before "
        "departure, change fee USD 150 per ticket plus any fare difference.",
        "运价规则（中文）：运价基础VLOWCN，经济舱，上海至新加坡。改期：航班起飞前允许改期，改期费每张200美元，另补差价。",
    ),
    # an exchange rate has no unit: the same forward contract's rate, its digits swapped
    "a-forward-rate-digit-swap": (
        "FX forward confirmation - Ref FWD-550912. Forward rate: 7.1825 (USD/CNY). Settlement 3 March 2026.",
        "远期结汇确认书（FWD-550912）：交割日2026年3月3日，远期结汇汇率：7.1285。",
    ),
    # a yield per acre in bushels: the same unit's approved yield
    "an-approved-yield-per-acre": (
        "Summary of Coverage - corn, unit 0003: approved APH yield 180 bu/acre, coverage level 75%.",
        "Agent e-mail: for corn unit 0003 your approved yield (APH) is 170 bushels per acre.",
    ),
    # a threshold is what the other side's "above £27,690" limit is: its digits swapped
    "a-repayment-threshold-and-the-earnings-above-it": (
        "Repayment Plan 2: you repay 9% of your income above the threshold. The threshold from 6 April 2025 "
        "is £27,960 a year.",
        "Payroll helpdesk: for Plan 2 borrowers we deduct 9% of earnings above £27,690 a year.",
    ),
    # call-outs are counted; an iron dose per kilogram is one though "iron" stands inside its unit
    "breakdown-call-outs-a-year": (
        "Breakdown Cover Terms - Gold plan: up to 5 call-outs in each 12-month membership period.",
        "Chat: Agent: Gold includes 6 call-outs per membership year, and home start is included too.",
    ),
    "an-iron-dose-per-kilogram-with-iron-in-its-unit": (
        "Ferrinova: a single administration should not exceed 20 mg iron/kg body weight or 1,000 mg iron.",
        "Day-unit guide (Ferrinova): the maximum single dose is 1,000 mg iron or 15 mg/kg body weight.",
    ),
    # iron sucrose (蔗糖铁) is a drug: the ordered dose per infusion meets the dose a nurse recorded
    "an-iron-infusion-dose-ordered-and-recorded": (
        "血液科医嘱：缺铁性贫血，蔗糖铁注射液200 mg加入0.9%氯化钠100 mL静脉滴注，每周2次，共5次。",
        "护理执行记录（同一患者）：第3次蔗糖铁静滴，本次剂量100 mg，共计划5次，滴注时间30分钟。",
    ),
    # "Bank Rate" is the policy rate a market wrap names; "to raise" it is no fund-raising's proceeds
    "a-bank-rate-rise-in-basis-points-and-percentage-points": (
        "Bank of Norland press release, 18 September 2025: the Committee voted 6-3 to raise Bank Rate by 25 "
        "basis points, from 4.25% to 4.50%.",
        "Market wrap, 18 September 2025: the Bank of Norland lifted its policy rate by 0.35 percentage "
        "points to 4.50% today.",
    ),
    # a "payment" and nothing else names any sum: the plan's monthly payments are its monthly instalments
    "monthly-payments-for-monthly-instalments": (
        "Funeral Plan Agreement: plan price £3,960, payable by 48 monthly instalments of £82.50.",
        "Welcome letter: your 48 monthly payments of £85.20 will be collected by direct debit.",
    ),
    # an individual's limit is no business's: the clerk's individual limit meets the guide's, not the
    # businesses' limit both sources agree on
    "an-individual-limit-beside-a-business-limit": (
        "Small Claims Self-Help Guide. Who can file: individuals may claim up to $12,500; businesses and "
        "other entities up to $6,250. Filing fee: $30 for claims up to $1,500; $75 over $5,000.",
        "Court clerk's phone note: Individuals in Marlow County can sue for up to $15,000 in small claims; "
        "businesses are capped at $6,250.",
    ),
    "a-conversion-price-revised-down-and-another-price": (
        "关于向下修正转股价格的公告：嘉禾转债转股价格由15.20元/股向下修正为11.80元/股，修正后的转股价格自2025年3月12日起生效。",
        "转债周报（2025年6月30日）：嘉禾转债当前转股价格12.80元/股，正股收盘价11.32元。",
    ),
    # a course's fractions, treatments and sessions are one count
    "a-course-of-fractions-and-of-treatments": (
        "Radiotherapy prescription - left lung: 60 Gy in 30 fractions, 2 Gy per fraction, starting 3 March.",
        "Patient letter: your radiotherapy course is 20 treatments in total, 3 Gy each, starting 3 March.",
    ),
    "a-course-of-sessions-and-of-treatments": (
        "Physiotherapy plan: 6 sessions over 3 weeks.",
        "Your physiotherapy course is 8 treatments.",
    ),
    # "接种1剂加强针" gives one booster dose; it names no "dose 1" apart from "dose 2"
    "two-booster-intervals-of-one-vaccine": (
        "疫苗说明书（摘要）：基础免疫2剂，间隔1个月；完成基础免疫后6个月接种1剂加强针。",
        "接种门诊告知书：本疫苗需完成2剂基础免疫，两剂间隔1个月；完成全程基础免疫后满12个月接种加强剂。",
    ),
    # "the year-3 surrender charge" is Year 3's row, hyphen or not
    "a-surrender-charge-for-year-3-written-with-a-hyphen": (
        "Surrender Charge Schedule\nYear 1: 7% | Year 2: 6% | Year 3: 6% | Year 4: 5% | Year 5: 4%",
        "Your withdrawal would be subject to the year-3 surrender charge of 5%, i.e. USD 1,100.",
    ),
    # a rate per stream is one quantity, whichever tier name stands before it
    "a-per-stream-rate-ten-times-off": (
        "Royalty Statement, April 2025\nPlatform: Streamify Premium. Streams: 412,300. Rate per stream:"
        " USD 0.0038. Gross: USD 1,566.74.",
        "Statement notes, April 2025\nRate note: Streamify Premium streams reported on this statement"
        " are credited at USD 0.038 per stream.",
    ),
    "two-evening-peak-bands": (
        "Harbourview Tollway - Tolls\nClass 2 (cars): $4.20 weekday peak (6-9 am and 4-7 pm).",
        "Harbourview Tollway FAQ: the weekday evening peak for cars runs 3-7 pm.",
    ),
    "two-after-hours-bands": (
        "Tow tariff: light-duty tow, hook-up fee $125.00 plus $4.50 per loaded mile. After-hours (8pm-7am):"
        " +$50.",
        "Customer FAQ: the after-hours surcharge of $50 applies to tows from 10pm-6am.",
    ),
    # a lease that "runs for" 48 months states its term
    "a-lease-term-and-how-long-the-lease-runs": (
        "Equipment lease schedule No. 4. Commencement date: 1 May 2025. Lease term: 36 months from the"
        " commencement date.\nEnd-of-term options: purchase at market value, renew for a further 12 months,"
        " or return the equipment.",
        "Welcome letter: your lease for the press (Schedule 4) starts on 1 May 2025 and runs for 48 months.",
    ),
    # "for the quarter ended 31 March 2025" dates the quarter, not the payment date in the same sentence
    "a-distribution-s-payment-date-a-month-off": (
        "Westbourne declares a distribution of $0.21 per unit for the quarter ended 31 March 2025, payable"
        " on 15 April 2025 to unitholders of record on 31 March 2025.",
        "Registry notice - Westbourne, Q1 2025 distribution\nAmount: $0.21 per unit\nRecord date: 31 March"
        " 2025\nPayment date: 15 May 2025",
    ),
    # an author's advance (预付金) is the advance of the English summary
    "a-book-advance-and-its-english-summary": (
        "图书出版合同 第八条 预付金：出版方应向作者支付预付金人民币300,000元，合同签订后十个工作日内"
        "支付一半。",
        "Contract summary for rights database. Advance: RMB 30,000, half on signature, half on acceptance.",
    ),
    # a reinsurer's retention (自留额, 起赔点) is the layer's attachment, "excess of" in English
    "a-layer-s-attachment-and-its-chinese-retention": (
        "Slip - Casualty Excess of Loss 2025. Layer: USD 20,000,000 excess of USD 5,000,000 each loss"
        " occurrence.",
        "再保险摘要（中文）：2025年责任险超赔合约，分出限额2,000万美元，自留额（起赔点）300万美元。",
    ),
    # a lease fee is the rent (年租金); a stay "per entry" is a stay each time (单次)
    "an-annual-lease-fee-and-its-chinese-rent": (
        "Transponder Lease Agreement: one 36 MHz Ku-band transponder, term 5 years, annual lease fee USD 1.2"
        " million, payable quarterly in advance.",
        "租赁确认函（中文译本）：36MHz Ku波段转发器一个，租期5年，年租金150万美元，按季度预付。",
    ),
    "a-visa-free-stay-per-entry-and-its-chinese-notice": (
        "出境旅游提示（前往卡尔维亚王国）\n一、免签政策：持中国普通护照的游客前往卡尔维亚王国旅游，可享受免签入境"
        "待遇，单次停留不超过15天。\n二、入境材料：有效期6个月以上的护照、往返机票及酒店预订单。\n三、海关规定："
        "入境携带现金超过等值1万美元须申报。",
        "Kalvia Immigration notice: holders of ordinary passports of the People's Republic of China may enter"
        " visa-free for tourism and stay for up to 30 days per entry.",
    ),
    # a licence's royalty (提成费) and a member's calendar-year maximum (每位成员每个日历年度),
    # across languages
    "a-royalty-rate-and-its-chinese-translation": (
        "Clause 4.2 Running royalty: Licensee shall pay Licensor a royalty of 4% of Net Sales of Licensed"
        " Products.",
        "第4.2条　提成费：被许可方应按许可产品净销售额的百分之三向许可方支付提成费。",
    ),
    "a-dental-annual-maximum-and-its-chinese-summary": (
        "Annual maximum benefit: $1,500 per member per calendar year. Orthodontic lifetime maximum: $1,000.",
        "中文福利摘要：每位成员每个日历年度最高给付1,000美元；正畸终身最高1,000美元。",
    ),
    "two-payout-thresholds-a-balance-must-exceed": (
        "Payments are made monthly, provided the balance due exceeds USD 10.",
        "Payments are made monthly, provided the balance due exceeds USD 100.",
    ),
    "two-strengths-of-one-drug-s-capsules": (
        "Dispensed: amoxicillin 500 mg capsules, 21 capsules.",
        "Pharmacy label: amoxicillin 250 mg capsules; take one three times daily.",
    ),
    # ten times the ratio in the other unit
    "an-acr-in-mg-per-g-against-ten-times-it-in-mg-per-mmol": (
        "Urine albumin-to-creatinine ratio (ACR): 30 mg/g, moderately increased.",
        "Renal clinic letter: urine albumin-to-creatinine ratio 34 mg/mmol, moderately increased.",
    ),
    # "with eGFR 38" names the next value: the creatinine before it is one analyte's, converted
    "a-creatinine-in-two-units-that-disagree": (
        "Renal panel, 11 Jan 2025: creatinine 160 umol/L; urea 9.8 mmol/L; eGFR 38 mL/min/1.73m2.",
        "Discharge summary: admission labs on 11 January 2025 showed creatinine 1.2 mg/dL with eGFR 38.",
    ),
    "a-herb-dispensed-at-a-tenth-of-its-prescribed-dose": (
        "中医门诊处方：患者王某。处方：黄芪30g、党参15g、白术12g、茯苓15g。共7剂，每日1剂，水煎服。",
        "药房配方单（王某，7剂）：黄芪3g、党参15g、白术12g、茯苓15g。",
    ),
    # in a list parted by full-width spaces, the herb right before a dose is its drug, not the next one
    "a-herb-in-a-list-parted-by-full-width-spaces": (
        "处方：黄芪30g　党参15g　白术12g　陈皮6g",
        "代煎登记单：黄芪3g、党参15g、白术12g、陈皮6g",
    ),
    "two-charges-per-missed-instalment": (
        "Late charges: $8 per missed instalment.",
        "If you miss an instalment we charge a late fee of $6 per missed instalment.",
    ),
    # bonds "called in full at par" on a date are redeemed then
    "a-redemption-date-and-a-call-date-a-month-apart": (
        "NOTICE OF REDEMPTION. The County has elected to redeem all outstanding bonds of the series"
        " maturing on and after 1 December 2027 on 1 June 2026 (the Redemption Date) at a price of 100%"
        " of principal.",
        "Investor bulletin: the Series 2016B bonds will be called in full at par on 1 July 2026.",
    ),
    "an-eob-s-plan-payment-and-the-clinic-s-insurance-payment": (
        "EOB: Allowed amount $920.00. Plan paid: $736.00.",
        "Clinic ledger: insurance payment $763.00 posted for the same visit.",
    ),
    "a-share-of-the-allowed-amount-restated-wrongly": (
        "Plan paid (80% of allowed amount): $760.00.",
        "Claim summary: plan paid $670.00 for this visit.",
    ),
    # a bank's "prime lending rate" is its prime rate: a cut of 25 bp is no cut of 0.50 percentage points
    "one-prime-rate-cut-of-25-bp-and-of-0-50-points": (
        "Press release, Fenwick Bank (3 March): Fenwick Bank has lowered its prime lending rate by"
        " 25 basis points to 8.00%, effective 4 March.",
        "Customer letter: 'On 4 March our prime rate was cut by 0.50 percentage points to 8.00%."
        " Your variable loan repayments will fall.'",
    ),
    # ... one business interruption cover's two waiting periods still conflict
    "one-business-interruption-waiting-period-of-10-and-14-hours": (
        "Cyber policy schedule: business interruption (own systems) waiting period 10 hours.",
        "Broker summary: business interruption waiting period 14 hours.",
    ),
    # a rate a loan is "priced at" is its interest rate: "price" names the rate, as it names any sum
    "a-loan-s-interest-rate-and-the-rate-it-is-priced-at": (
        "Seasonal Input Loan, 2025 planting cycle. Interest rate: 7.25% per annum, fixed.",
        "Q: What rate does the 2025 Seasonal Input Loan carry?"
        " A: The loan is priced at a fixed 7.52% a year.",
    ),
    # which goods ("most items") and which channel ("online orders") are two questions: one names
    # no other return window than the other
    "most-items-14-days-and-online-orders-15-days": (
        "Brightloom Returns Policy. You can return most items within 14 days of delivery for a full refund.",
        "Agent: yes, for online orders you have 15 days from delivery to return unused items.",
    ),
    # an anchor read from wording ("…交还全部钥匙后15天内", from the keys) is the named one (move-out)
    # when its sentence names that event before the value
    "a-deposit-returned-14-days-and-15天-after-moving-out": (
        "Return of deposit: the deposit is returned within 14 days after the Tenant moves out.",
        "押金退还：租客搬出并交还全部钥匙后15天内退还押金。",
    ),
    # ... so 15 days from it is another refund window than 14 days of delivery
    "a-refund-window-of-14-days-of-delivery-and-15-from-the-day-the-order-is-delivered": (
        "Help Centre: if you change your mind, you can request a refund within 14 days of delivery.",
        "FAQ: You have 15 days from the day your order is delivered to ask for a refund.",
    ),
    # a limit and its period name a quantity when neither side names a subject: "Annual maximum"
    "an-annual-maximum-of-1-500-and-of-1-000": (
        "Dental plan summary. Deductible: $50 per person per calendar year. Annual maximum benefit: $1,500"
        " per covered person per calendar year.",
        "Explanation of benefits - patient: J. Whitlow. Annual maximum: $1,000. Used to date: $640.",
    ),
    # ... while two quarters' coupons still conflict
    "a-quarter-s-coupon-of-2-10-and-2-25": (
        "Key terms: Autocall coupon: 2.10% for each quarter elapsed since the Issue Date.",
        "Factsheet: the note pays a coupon of 2.25% per quarter if called.",
    ),
    "a-flat-dose-iv-of-240-mg-and-a-first-dose-of-480-mg": (
        "MDT outcome: nivolumab 240 mg flat dose IV over 30 minutes every 2 weeks.",
        "Infusion chart: Dose 1: nivolumab 480 mg over 30 minutes, repeat every 2 weeks.",
    ),
    # a passenger entrapment is a subject: "trapped in a lift" names the schedule's entrapment response
    "a-lift-entrapment-attendance-of-30-and-45-minutes": (
        "SCHEDULE 2 - SERVICE LEVELS. 2.2 Passenger entrapment: an engineer will be on site within 30 minutes"
        " of the call being logged, 24 hours a day. 2.3 Lift out of service (no persons trapped): attendance"
        " within 4 hours during normal working hours. 2.4 Thorough examination every 6 months; report within"
        " 10 working days.",
        "Note for residents' committee: our lift contractor has to get an engineer to the building within"
        " 45 minutes whenever someone is trapped in a lift, at any time of day or night.",
    ),
    "a-vision-plan-s-frames-every-24-and-every-12-months": (
        "Vision plan: Frames: $150 allowance, once every 24 months.",
        "Member FAQ: Frames are covered once every 12 months, up to $150.",
    ),
    "a-margin-over-base-rate-of-175-basis-points-and-1-5-points": (
        "Margin lending terms 4.2: Rate: Bank Base Rate + 175 basis points on balances up to £100,000; Base"
        " Rate + 125 basis points between £100,000 and £500,000.",
        "Key facts card: Borrowing up to £100,000 costs 1.5 percentage points above Base Rate.",
    ),
    "an-urban-sum-insured-of-10万-and-5万": (
        "城乡居民住宅地震巨灾保险（基本险）保险金额：城镇居民住宅每户10万元，农村居民住宅每户5万元。",
        "社区宣传单：城乡居民住宅地震巨灾保险，城镇住宅每户基本保额5万元，农村住宅每户5万元。",
    ),
    "a-laptop-s-excess-of-75-and-90": (
        "Gadget policy summary. Excess per claim: mobile phones £50; tablets £60; laptops £75; smartwatches"
        " and headphones £25.",
        "Claim handler: As this claim is for your laptop, the £90 excess applies.",
    ),
    # ... while two daily maximums of one drug still conflict
    "one-drug-s-daily-maximum-of-4-g-and-3-g": (
        "Admission note: weight 70 kg, temperature 38.5 °C on arrival, commenced paracetamol 1 g every"
        " 6 hours (max 4 g/day).",
        "Pharmacy check: paracetamol maximum 3 g per day for this patient.",
    ),
    # ... while an annualised figure that is not four quarters still conflicts
    "a-quarter-s-distribution-and-an-annualised-one-not-four-times-it": (
        "Harbourline REIT declared a distribution of $0.3850 per unit for the quarter ended 31 March.",
        "Factsheet: annualised distribution $1.45 per unit, based on the latest quarterly rate.",
    ),
    # "每个会员年度" is a membership year, not "每个" (per item): a year's free visits, as "每年"
    "a-membership-year-s-4-and-a-year-s-5-lounge-visits": (
        "星河航空会员手册：银卡会员每个会员年度可免费使用合作贵宾厅4次。",
        "客服回复：银卡会员每年可以免费使用贵宾厅5次，超出后每次收费150元。",
    ),
    # an API's rate limit is a count of requests per minute, and "requests" says what it is about
    "one-plan-s-rate-limit-of-1-200-and-12-000-requests-per-minute": (
        "Docs: Starter plan 100 requests per minute; Team plan 1,200 requests per minute.",
        "Pricing page: Team plan, 12,000 API requests per minute, 10 seats.",
    ),
    # a claims guide (理赔指引) is no forecast: its deductible is the policy's
    "a-deductible-in-a-policy-and-its-claims-guide": (
        "财产保险单（保单号CP-2201）：每次事故免赔额：人民币2万元。",
        "理赔指引（保单CP-2201）：每次事故免赔额为人民币20万元，超出部分按约定赔付。",
    ),
    # ... while one lab test's two intervals still conflict
    "one-inr-recheck-in-3-and-in-7-days": (
        "Warfarin clinic letter: recheck INR in 3 days.",
        "Discharge summary: recheck INR in 7 days.",
    ),
    "one-egfr-interval-of-6-and-of-3-months": (
        "Monitoring: eGFR every 6 months.",
        "Monitoring plan: eGFR every 3 months.",
    ),
    # one crop's date still compares
    "one-crop-final-planting-date": (
        "For the 2025 crop year the final planting date for corn in Hadley County is 31 May.",
        "A reminder: for the 2025 crop year the final planting date for corn in Hadley County is 30 June.",
    ),
    # a value whose next sentence changes nothing is no old value
    "a-value-the-next-sentence-does-not-change": (
        "Further to our discussion, the relocation lump sum stated in your offer letter was $8,500. It is "
        "payable with your first payroll.",
        "Relocation package summary\n- Relocation lump sum: $10,000 (grossed up for tax)",
    ),
    # two renewal (续费) prices of one domain
    "two-renewal-prices": (
        ".cn域名价格表：首年注册29元，续费39元/年。",
        "续费提醒：您的.cn域名将于下月到期，续费价格为每年59元。",
    ),
    # "打九折" is a discount, whatever words stand around it
    "a-discount-in-zhe-notation": (
        "某省高速公路ETC通行费优惠政策：安装并使用ETC的客车、货车，在本省高速公路通行时，通行费享受95折优惠"
        "（即优惠5%）。设备异常导致无法享受优惠的，可在30日内申请核查。",
        "高速客服微信答复：您好，在本省高速上走ETC车道，通行费可以打九折，也就是便宜10%；和其他优惠不能叠加。",
    ),
    # a week of sessions that is no multiple of the session
    "a-week-of-sessions-that-does-not-add-up": (
        "Haemodialysis prescription - Mr T. Nakamura\nSchedule: 3 sessions per week (Mon/Wed/Fri), 4 hours "
        "each.\nTarget dry weight: 70 kg.",
        "Dialysis unit weekly summary: Mr Nakamura received 10 hours of dialysis this week over three "
        "sessions.",
    ),
    # twice a duration is as often a slip, whatever the text counts two of
    "a-doubled-probation": (
        "劳动合同第三条：本合同期限为三年，自2025年7月1日起至2028年6月30日止，其中试用期三个月。",
        "入职通知书：根据您签订的三年期劳动合同，试用期为六个月。报到时请携带一寸免冠照片2张。",
    ),
    # one indication's heparin bolus, against the protocol that gives two
    "one-indication-s-bolus": (
        "Weight-based unfractionated heparin protocol.\nIndication VTE (DVT/PE): bolus 80 units/kg IV, then "
        "18 units/kg/h.\nIndication ACS: bolus 60 units/kg (maximum 4,000 units), then 12 units/kg/h.",
        "Pharmacy pocket card - heparin, VTE nomogram: loading bolus 60 units/kg IV, then start the infusion "
        "at 18 units/kg/h.",
    ),
    # a "unit price" (单价) or "cost" names no other thing than the fee it is the price of
    "a-hosting-fee-and-its-unit-price": (
        "IDC机柜托管合同第五条 费用：标准42U机柜托管费为每柜每月人民币6,800元，甲方共租用4个机柜，"
        "按季度预付。",
        "付款通知（2025年第三季度）\n服务内容：标准42U机柜托管4个\n单价：8,600元/柜/月",
    ),
    "a-transfer-fee-and-its-cost": (
        "Sendwise - fees from the US to India. Bank deposit: USD 2.99 per transfer for amounts under "
        "USD 1,000; no fee for USD 1,000 or more.",
        "Sendwise app FAQ: Bank deposits under $1,000 cost $3.99 per transfer; from $1,000 up, the transfer "
        "fee is waived.",
    ),
    # one kind of livestock's sum insured still compares
    "one-kind-of-livestock": (
        "Herd cover schedule: the sum insured for a dairy cow is $1,800 per head.",
        "Claim letter: the sum insured for the dairy cow is $1,500 per head.",
    ),
    # a range of days still compares with a few days
    "a-range-of-days-and-a-few-days": (
        "Renewal FAQ: on renewal, validation of your company details normally takes 1-2 business days.",
        "Certificate renewal notice: on renewal, validation of your company details takes 5 business days.",
    ),
    # two standard cabinets' power still compare
    "standard-cabinet-power": (
        "Colocation service description. Standard cabinets (47U) are delivered with a 4 kW committed power "
        "draw on diverse A+B feeds.",
        "Quote Q-7710: 3 x standard cabinets, each provisioned with 6 kW committed power.",
    ),
    # one patient's CPAP pressure, in two languages
    "cpap-pressure-en-zh": (
        "CPAP rental agreement - patient Gao Min: device set to fixed pressure 10 cmH2O, humidifier level 3.",
        "呼吸机租赁单：患者高敏，固定压力12 cmH2O，湿化档位3，鼻枕面罩M号。",
    ),
    # free time counted from a vessel's discharge, in two languages
    "free-days-from-discharge-en-zh": (
        "Import detention, Tianjin - dry containers: free time is 10 calendar days from vessel discharge.",
        "天津港进口干箱：免费用箱期为自卸船之日起7个自然日，超期后每箱每天收取30美元。",
    ),
    # the flow on exertion, written twice
    "oxygen-on-exertion-twice": (
        "Oxygen prescription: 2 L/min at rest; 4 L/min on exertion via portable cylinder.",
        "Supplier set-up note: portable cylinder set to 3 L/min for exertion, as prescribed.",
    ),
    # one monitoring record's level, written twice
    "drug-level-of-one-sample-zh": (
        "锂盐监测记录：2025年3月2日（碳酸锂每日600 mg）血锂浓度0.8 mmol/L。",
        "门诊随访小结：锂盐监测记录：2025年3月2日血锂浓度1.8 mmol/L，继续原剂量。",
    ),
    # "insured damage" is the damage a policy covers, not the insured party: it sets no party apart
    "insured-damage-names-no-party": (
        "Landlord policy schedule, policy LP-7731 (4 Quay Street): loss of rent - up to 12 months following "
        "insured damage that makes the flat uninhabitable.",
        "Policy summary - landlord insurance, policy LP-7731\nBuildings: rebuild cost £320,000.\n"
        "Loss of rent: covered if insured damage makes the flat uninhabitable, "
        "for a maximum period of 6 months.",
    ),
    # a quote (报价) is the price it quotes: the contract's total price is the same quantity
    "a-quoted-total-and-the-contract-price": (
        "装修报价单（两室一厅）\n基础工程 3.1万元；水电改造 1.8万元；主材 4.5万元。全包报价合计 9.4万元。",
        "家装工程施工合同：第五条 合同总价：¥940,000.00，按开工30%、中期40%、竣工30%分期支付。",
    ),
    # 认购起点金额 and 起点金额 are one product's minimum subscription, whatever else the chunk says
    "a-minimum-subscription-a-power-of-ten-apart": (
        "产品要素表\n认购起点金额：30万元，以1万元整数倍递增\n产品期限：91天\n预期年化收益率：1.60%或2.90%",
        "理财经理：这期结构性存款下周一开始募集，起点金额3万元，期限91天，收益率1.60%或2.90%。",
    ),
    # an aggregate limit (累计赔偿限额) is no per-accident one, so the per-accident limits are the pair
    "the-per-accident-limit-beside-an-aggregate-one": (
        "保险单\n每次事故赔偿限额：人民币300万元\n累计赔偿限额：人民币800万元\n每次事故免赔额：人民币2,000元",
        "确认函：每次事故赔偿限额为人民币30万元，累计赔偿限额为人民币800万元。",
    ),
    # once a week is no daily dose: the classic methotrexate slip
    "once-weekly-and-once-daily": (
        "Rheumatology clinic letter: continue methotrexate 15 mg once weekly (Mondays) with folic acid 5 mg.",
        "Discharge medication list: methotrexate 15 mg once daily; folic acid 5 mg.",
    ),
    # 自付額, what the insured pays of each year's claims first, is the deductible
    "自付額-is-the-deductible": (
        "Claim letter. Policy VF-4410. Eligible expenses: HKD 12,400. Less annual deductible under your "
        "policy: HKD 3,000. Benefit payable: HKD 9,400.",
        "保單附表（中文）：保單編號VF-4410，每保單年度自付額港幣1,500元，住院病房每日限額港幣750元。",
    ),
    # a rate after a loan's term is its rate, not its term
    "a-rate-after-the-term": (
        "Commitment letter. Loan amount: $625,000. Term: 10 years. Interest rate: Prime plus 2.75%, "
        "variable, adjusted quarterly.",
        "Board update: our loan of $625,000 has been approved: 10-year term at Prime + 2.25%, floating "
        "quarterly.",
    ),
    # a down payment's share (首付比例) in the scheme and in the salesman's reply
    "down-payment-share": (
        "车辆融资租赁方案：一、首付比例：车辆总价的20%。二、年利率：4.5%。三、租期：24个月或36个月。",
        "客户经理答复：这台车总价18万元，年利率4.5%，首付要30%，也就是5.4万元，剩下的分36个月还。",
    ),
    # a bond's coupon is the interest it bears
    "coupon-and-interest": (
        "Pricing supplement: Series 2025A notes due 2035, principal USD 3,250,000, coupon 4.125%, "
        "price 99.2%.",
        "Official statement: the Series 2025A serial bonds maturing in 2035 (USD 3,250,000) bear "
        "interest at 4.25%.",
    ),
    # a forward contract's settlement date, in Chinese and in English
    "settlement-date-across-languages": (
        "远期结汇交易确认书\n交易编号：FWD-3391\n成交日期：2026年1月12日\n远期汇率：7.1485\n交割日：2026年3月16日\n"
        "交割方式：全额交割。",
        "Trade confirmation, Ref FWD-3391, dealt on 12 January 2026: sells USD 800,000.00 at a forward "
        "rate of 7.1485; settlement date: 16 April 2026.",
    ),
    # but a phase that equals the other plan's total is still that phase ("Continuation phase: 6 months")
    "a-phase-equal-to-a-total": (
        "Intensive phase: 2 months. Continuation phase: 4 months of rifampicin and isoniazid daily. "
        "Total duration: 6 months.",
        "Intensive phase: 2 months (HRZE). Continuation phase: 6 months (HR). Total duration: 8 months.",
    ),
    # a day without its year still has a day and a month to disagree on
    "a-day-without-its-year": (
        "Agent: I've checked order W318820145 — it left our warehouse on 3 October and is with UPS now.",
        "Shipping confirmation — Order W318820145 shipped on October 4, 2025 via UPS Ground.",
    ),
    "a-day-without-its-year-zh": (
        "大豆（113县）最终播种日期：5月31日。晚播期25天。",
        "代理常见问题：113县大豆的最终播种日期为6月30日。",
    ),
    # a monthly cut-off, "of the previous month" or "of this month"
    "a-monthly-cut-off": (
        "Subscription Terms. Boxes ship on the 1st of each month. To skip or cancel the next box, you must "
        "do so by 23:59 on the 20th of the preceding month; after that the box is packed and charged.",
        "Help centre - When is the last day to cancel before my next box? Cancel or skip by the 25th of the "
        "month and you won't be charged for the following month's box.",
    ),
    # how long a parcel waits in a locker, free, however the rules word it
    "parcels-collected-free": (
        "Parcel Locker Rules - SwiftBox. Parcels can be collected free of charge for 48 hours after the "
        "pickup code is sent. After that, a storage fee of £1 per day applies, for up to 5 further days.",
        "Lockers FAQ: you can leave your parcel in the SwiftBox locker free for 72 hours.",
    ),
    # a regimen's intensive phase, in a notice and on the supervision card
    "intensive-phase": (
        "结核病治疗方案告知书：方案2HRZE/4HR，即强化期2个月，每日服用异烟肼、利福平、吡嗪酰胺、乙胺丁醇四药固定剂量"
        "复合制剂；继续期4个月，每日服用异烟肼、利福平。",
        "社区督导服药卡（陈磊）：强化期3个月（四药），继续期4个月（两药），请每日打卡。",
    ),
    # a charge for returning late is the late fee
    "late-returns": (
        "Please return the device within 7 days after your rental period ends. Late returns are charged $5 "
        "per day until the device is received at our depot.",
        "What if I return it late? A late fee of $15 per day applies until the device arrives at our depot.",
    ),
    # a rest day's overtime rate, whatever a working day's is
    "rest-day-overtime": (
        "6.2 工作日延长工作时间的，按不低于本人小时工资的150%支付加班工资；\n"
        "6.3 休息日安排工作又不能安排补休的，按不低于本人日工资的200%支付加班工资；\n"
        "6.4 法定休假日安排工作的，按不低于本人日工资的300%支付加班工资。",
        "车间主任会议纪要：关于本月周六赶工，休息日加班且不安排补休的，按日工资的150%支付加班工资。",
    ),
    # the day a payment was made ("已于2026年3月2日转入") dates the transfer, not a period of the amount
    "a-day-something-happened-on-is-no-period": (
        "理赔计算书：年度免赔额10,000元，本次为年度首次理赔，全额扣除。理赔金额：（23,650－10,000）×100%＝13,650元。",
        "理赔结案通知书：您申请的住院医疗费用理赔已审核完毕，本次赔付金额为16,350元，已于2026年3月2日转入您的银行账户。",
    ),
    # notifying someone is giving notice, however the sentence puts it
    "notify-is-notice": (
        "Condition 4 - Claims: the Insured must give written notice to Underwriters of any occurrence which "
        "may give rise to a claim within 14 days of the Insured becoming aware of it.",
        "Operations manual, section 12: if anything happens that could lead to an insurance claim, the "
        "producer must notify the event cancellation underwriters in writing within 15 days of becoming "
        "aware of it.",
    ),
    # a daily total that is not the dose times how often it is taken
    "a-daily-total-that-is-not-the-doses": (
        "门诊记录：呋塞米片40mg，每日两次口服。",
        "出院带药：呋塞米片每日总量60mg，分两次服用，早8点、下午2点各一次。",
    ),
    "a-total-daily-dose-that-is-not-the-doses": (
        "Clinic letter: gabapentin 300 mg three times a day.",
        "Discharge list: gabapentin, total daily dose 600 mg, in three divided doses.",
    ),
    # a membership freeze is its pause, in either language
    "membership-freeze": (
        "Corebay Fitness annual plan: cooling-off period 14 days. Members may freeze their membership once "
        "a year for up to 45 days.",
        "Corebay健身年卡条款：冷静期14天。暂停会籍每年可申请一次，最长30天。",
    ),
    # guidance for employers is a rule's, not a company's forecast
    "employer-guidance": (
        "Your annual statement, tax year 2025-26: for Plan 5 the repayment threshold is GBP 25,000 a year "
        "(GBP 2,083 a month).",
        "Employer guidance, tax year 2025-26: deduct Plan 5 repayments at 9% of pay above the annual "
        "threshold of GBP 25,500.",
    ),
    # free pick-up within so many hours is the locker's free storage time
    "free-pick-up-window": (
        "丰巢柜使用说明：包裹入柜后免费保管12小时，超过7天退回寄件人。",
        "常见问题：包裹入柜后48小时内免费取件，超时按规则收费；柜门故障请在30分钟内联系客服。",
    ),
    # money returned to the card it was paid with is a refund, not a returned item
    "money-returned-to-the-card": (
        "Once approved, the money will be returned to your card within 3 working days.",
        "退款说明：审核通过后，款项将在10个工作日内退回原支付卡。",
    ),
    # a locker's free storage time, in its rules and in the pick-up text message
    "free-storage": (
        "快递柜使用规则\n一、收费：包裹投递入柜后免费保管18小时，超时后每12小时收取0.5元，3元封顶。\n"
        "二、取件方式：凭短信取件码或扫描柜机二维码取件。\n"
        "六、故障处理：柜门无法打开时，请拨打客服电话，我们将在2小时内安排工程师上门。",
        "取件通知短信：【城北店】您的包裹已存入3号柜，取件码604271，免费保管24小时，超时将收取保管费。",
    ),
    # a claim form's guidance is no company's forecast
    "claim-form-guidance": (
        "奶牛养殖保险 保险单 / 每头保险金额：人民币6,000元 / 保险期间：2025年1月1日至2025年12月31日",
        "Claim form guidance: under the dairy cattle policy the sum insured is RMB 600 per adult cow.",
    ),
    # one rate decision in basis points and in percentage points, whatever the verb ("trimmed")
    "bp-vs-pp-trimmed": (
        "MONETARY POLICY STATEMENT, 6 November 2025: The Committee decided to lower the Official Cash "
        "Rate by 50 basis points to 3.75%, effective 7 November.",
        "Daily Business, 7 November: The Reserve Bank trimmed its official cash rate by 0.25 percentage "
        "points to 3.75% yesterday.",
    ),
    # (guards: these two were found before, and must stay found)
    "bp-vs-pp-change": (
        "The Reserve Bank's committee raised the policy rate by 25 basis points to 4.75% in March.",
        "Market wrap (March): the Reserve Bank lifted its policy rate by 0.5 percentage points to 4.75%.",
    ),
    "bp-vs-pp-change-zh": (
        "Wire report: the central bank cut its one-year lending rate by 25 basis points on Monday.",
        "财经快讯：央行周一将一年期贷款利率下调0.5个百分点。",
    ),
    # a credit period is a buyer's payment terms, in either language
    "credit-period-en-zh": (
        "Credit limit approval - Payment terms approved: D/A, maximum credit period 120 days from the "
        "bill of lading date.",
        "信用限额批复：支付方式承兑交单（D/A），最长信用期限60天（自提单日起算）。",
    ),
    # two prices per cubic metre of gas for one tier
    "gas-per-cubic-metre": ("第一阶梯燃气价：2.85元/立方米。", "燃气价格公告：第一阶梯2.58元/立方米。"),
    # "最低收取": a minimum with its verb; a cash withdrawal at an ATM is a cash advance (取现)
    "minimum-with-its-verb": (
        "Schedule of charges - Card services\nOverseas ATM cash withdrawal: 2% of the withdrawal amount, "
        "minimum HKD 25 per transaction.\nCard replacement: HKD 100.",
        "收费说明：境外ATM取现手续费为取款金额的2%，每笔最低收取30港元。",
    ),
    "coinsurance-after-deductible": (
        "Summary of benefits: Coinsurance: you pay 20% after deductible.",
        "Plan document: coinsurance is 30% after the deductible.",
    ),
    "due-for-renewal": (
        "Policy schedule - Commercial Combined / Policy number: CC-20-7781 / Insured: Parkhill Bakeries "
        "Ltd / Period of insurance: from 1 March 2025 to 28 February 2026 / Renewal date: 1 March 2026",
        "Broker renewal reminder: Policy CC-20-7781 (Parkhill Bakeries Ltd) falls due for renewal on 1 April "
        "2026. We will send renewal terms 30 days before that date.",
    ),
    # the same stated band names the row both values are in
    "same-band-row": (
        "Margin Financing Rates effective 1 April 2025 (HKD, per annum)\nDebit balance up to HKD 24,999.99: "
        "12.50%\nHKD 25,000 to HKD 99,999.99: 11.25%\nHKD 100,000 to HKD 499,999.99: 9.75%",
        "客户通知：自2025年4月1日起，孖展借款结余在25,000港元至99,999.99港元之间的，年利率为11.75%。",
    ),
    # reinsurance, franchise and crop-insurance terms, in both languages
    "royalty-bilingual": (
        "Franchise Agreement, Section 7.2 Royalty Fee. Franchisee shall pay Franchisor a continuing royalty "
        "equal to six percent (6%) of Gross Sales; late payments bear interest at 1.5% per month.",
        "特许经营合同中文译本 第7.2条 权益金：加盟商应按营业总额的5%每周向特许人支付持续权益金。",
    ),
    "ceding-commission-bilingual": (
        "QUOTA SHARE REINSURANCE SLIP\nCession: 40% quota share\nCeding commission: 27.5% of ceded premium\n"
        "Profit commission: 20% of profit",
        "成数分保条（中文）：分保比例40%；分保佣金为分出保费的25%；纯益手续费20%。",
    ),
    # "an increase of 14.2% over 2023": 2023 is the base, the value is 2024's
    "increase-over-base-year": (
        "Annual Report 2024 (English summary): Net profit attributable to shareholders of the listed company "
        "was RMB 2.36 billion, an increase of 14.2% over 2023.",
        "2024年年度报告摘要：报告期内，公司实现归属于上市公司股东的净利润2.36亿元，同比增长14.2%。",
    ),
    # a policy period's days date its term, not the values after it, with an hour in the span as well
    "span-with-hours-dates-no-value": (
        "2025年度水稻种植保险保险单\n保险期间：自2025年5月20日零时起至2025年10月15日二十四时止\n每亩保险金额：1,000元",
        "理赔查勘记录：2025年度水稻种植保险，每亩保险金额800元，本次受灾面积312亩。",
    ),
    # "赔付金额" is the claim's payout, whatever fee the clause before it names
    "claim-payout": (
        "您申请的住院医疗理赔已审核完毕。本次申请金额31,250.00元，其中不属于保险责任的费用（自费药品及床位"
        "升级差价）2,650.00元，核定赔付金额28,600.00元，将于3个工作日内转入您的银行账户。",
        "【安泰人寿】您的理赔案件LP2025-06612已结案，赔付金额26,800.00元已转入尾号4408账户。",
    ),
    # "at no extra charge" says nothing is charged: the 32 kg is the bag's, not a fee's
    "no-extra-charge-is-no-fee": (
        "Aerolux fare rules - Economy Classic: 1 checked bag up to 23 kg included; changes for a fee "
        "of EUR 70.",
        "Chat with Aerolux: Agent: On your Economy Classic ticket you can check in one bag of up to "
        "32 kg at no extra charge.",
    ),
    # any two prices per kWh are electricity prices; the peak band's meets the peak band's
    "peak-tariff-bilingual": (
        "Tariff schedule\nPeak period (08:00-11:00): RMB 0.8235 per kWh\n"
        "Valley period (23:00-07:00): RMB 0.2586 per kWh",
        "电价附件：峰时段（8:00-11:00）电价为0.8325元/千瓦时。",
    ),
    # "满300减50": both bare numbers are yuan, and a coupon's discount meets its restatement
    "coupon-discount-restated": (
        "【618大促活动规则】活动期间，全场自营商品单笔订单实付满300元减50元，每个账户限用3次。",
        "您好，618期间自营商品满300元可以减30元，每个账号最多用3次。",
    ),
    "coupon-discount": ("双11活动规则：店铺优惠券满300减50。", "双11活动规则：店铺优惠券满300元减30元。"),
    # "实际" (actual) marks no other quantity: an unmarked value is the actual one
    "actual-is-unmarked": (
        "住院津贴保险条款：被保险人住院治疗的，我们按每日住院津贴200元乘以实际住院天数给付住院津贴保险金。",
        "产品说明：本产品每日住院津贴300元，每次住院最多给付90天。",
    ),
    # the period after "compared with" is the comparison's base, not the period of the values after it
    "compared-with-base-period": (
        "Third quarter 2024 highlights: revenue of $1.52 billion, up 7% year over year.",
        "MD&A, third quarter 2024 compared with third quarter 2023: revenue for the third quarter of 2024 "
        "was $1.25 billion.",
    ),
    # two tariffs per the same unit still meet
    "tariff-changed": ("居民电价：第一档电价0.4883元/度。", "居民电价：第一档每度电0.5883元。"),
    "tariff-changed-en": ("Calls cost $0.25 per minute.", "Calls are billed at $0.35/min."),
    # a profit attributable to owners is the net profit (应占溢利), ten times off in one language
    "attributable-profit-en-zh-scale": (
        "Annual results announcement 2024 - Jiangnan Paper Holdings: profit attributable to owners of the"
        " company was RMB 356 million, up 18% year on year.",
        "江南纸业控股2024年度业绩公告：本公司拥有人应占溢利为人民币35.6亿元，同比增长18%。",
    ),
    "orthodontic-lifetime-maximum-en-zh": (
        "Dental plan highlights: Orthodontics for children under 19 covered at 50%, lifetime maximum"
        " USD 1,500 per child.",
        "牙科福利说明（中文）：19岁以下子女的正畸治疗按50%报销，终身限额每名子女2,500美元。",
    ),
    # "within 30 days of receipt" of an invoice and "收到发票之日起45日内" count from one event
    "payment-term-en-zh-receipt-of-invoice": (
        "Clause 4.2 (English version): The Buyer shall pay each undisputed invoice within thirty (30) days"
        " of receipt by bank transfer.",
        "第4.2条（中文译本）：买方应在收到每一张无异议发票之日起四十五（45）日内，以银行转账方式付款。",
    ),
    # "P1" is priority 1 in both versions of a support schedule
    "p1-response-en-zh": (
        "Support Schedule. P1 (production down): first response within 15 minutes, 24x7.\nP2 (major"
        " degradation): first response within 1 hour.",
        "支持服务附件（中文版）：P1（生产系统停机）：首次响应时间不超过30分钟。P2（严重降级）：1小时内首次响应。",
    ),
    "import-duty-en-zh": (
        "Customs notice - Entry No. 4471-0923: Goods: stainless steel kitchen knives (HS 8211.91). Applicable"
        " import duty rate: 10% of CIF value. VAT: 13% on CIF value plus duty. Payment due within 15 days of"
        " this notice.",
        "海关税费通知（中文译本）报关单号4471-0923：货物为不锈钢厨房刀具（HS 8211.91），适用进口关税税率为"
        "完税价格的15%，增值税税率13%，以完税价格加关税为计税基础。请于本通知发出之日起15日内缴纳。",
    ),
    # ten times the amount is a scale error, though the text counts 10 of something
    "a-scale-error-is-no-product": (
        "Monthly membership fee: $45. Includes 10 classes.",
        "Your monthly membership fee is $450 and includes 10 classes.",
    ),
    # one drug under its Chinese name and its English name (an INN stem)
    "oxaliplatin-en-zh": (
        "化疗方案单：mFOLFOX6，奥沙利铂 85 mg/m² 静脉滴注2小时 第1天；亚叶酸钙 400 mg/m² 第1天。",
        "Cycle 3 order check: mFOLFOX6, oxaliplatin 130 mg/m² IV over 2 hours.",
    ),
    "apixaban-en-zh": (
        "Discharge medications (Patient: Zhou Jian): apixaban 5 mg orally twice daily for non-valvular AF."
        " Other discharge medications: bisoprolol 2.5 mg once daily.",
        "出院带药（周健）：阿哌沙班片 2.5mg 口服 每日两次，用于非瓣膜性房颤抗凝。",
    ),
    # "warrants the main unit" is the main unit's (主机) warranty
    "main-unit-warranty-en-zh": (
        "Kelvo warrants the main unit against defects for 2 years from the original date of purchase.",
        "Kelvo K7扫地机主机保修一年。",
    ),
    # the end of a policy period is when the policy expires
    "policy-period-end-vs-expiry": (
        "Certificate of Insurance. Policy number: CGL-7710452. Policy period: 06/15/2024 to 06/14/2025.",
        "Broker renewal reminder: general liability policy CGL-7710452 expires on 14 July 2025.",
    ),
    "the-same-age-band-dose": (
        "Children 6 to 11 years: 5 mL (2 mg) once daily.",
        "Dosing card. Children 6 to 11 years: 10 mL (4 mg) once daily.",
    ),
    "the-same-cover-deductible": (
        "Auto policy declarations - Vehicle 1: Collision coverage, deductible $500.",
        "Your collision deductible on Vehicle 1 is $250.",
    ),
    "a-credit-ladder-as-a-list": (
        "3.2 Service Credits:\n- Monthly Uptime below 99.9% but at or above 99.0%: credit of 10% of the"
        " monthly fee\n- Below 99.0% but at or above 95.0%: credit of 25%\n- Below 95.0%: credit of 50%",
        "FAQ: If your Monthly Uptime Percentage is under 99.0% but you still had at least 96.0%, you"
        " receive a 25% credit on that month's fee.",
    ),
    "tenure-bands": (
        "Employees with 5 or more years of service accrue 20 days of PTO per year.",
        "FAQ: staff with 5 or more years of service get 25 days of PTO per year.",
    ),
    # a total that is the sum of its parts still disagrees with another total
    "a-total-against-a-total": (
        "Electricity charges $108.96\nWater and sewer charges $63.18\nCustomer charge $12.23\n"
        "Total amount due $184.37 by 01 Nov 2024",
        "Reminder - your bill for account 30-118842-7 of $148.37 is due 01 Nov 2024.",
    ),
    "apr-by-term": (
        "Personal loans: APR as low as 6.49% for 36-month terms, for members with excellent credit.",
        "Rate sheet: 36-month personal loan - APR from 6.94%. 60-month term APR from 7.19%.",
    ),
    # 年化利率 is the annualised rate a Chinese loan quotes as its APR
    "apr-in-either-language": (
        "Personal loan key facts: representative APR 7.9%.",
        "个人贷款产品说明：代表性年化利率9.7%。",
    ),
    # a plan's data allowance is not its hotspot allowance: the agent quoted the wrong one
    "data-allowance-vs-hotspot": (
        "Your plan: Unlimited Talk + 50 GB. Data: 50 GB of high-speed data per bill cycle; after 50 GB"
        " speeds are reduced to 1 Mbps. Hotspot: 15 GB included.",
        "Agent: On Unlimited Talk + 50 GB you get 15 GB of high-speed data per month, and after that"
        " speeds slow.",
    ),
    "an-exception-in-brackets": (
        "一、普通地区（除下列偏远地区外的全国其他省、自治区、直辖市）：单笔订单满69元包邮，不满69元收取运费6元。",
        "普通地区配送：单笔订单满99元包邮，不满99元收取运费6元。",
    ),
    "heading-region-and-its-cities": (
        "Annex B. East China region (Shanghai, Jiangsu, Zhejiang): warehousing fee RMB 1.20 per pallet per"
        " day; outbound handling RMB 18 per pallet.",
        "附件B费率（华东区：上海、江苏、浙江）：仓储费每托盘每天人民币1.20元，出库操作费每托盘人民币22元。",
    ),
    # the day an event happens dates the event, not the rent around it
    "event-dates-are-no-periods": (
        "The lease begins on August 1, 2025 and ends on July 31, 2026. Tenant shall pay monthly rent of"
        " $2,350.00, due on the first day of each month.",
        "Move-in summary: first month's rent $2,530.00 plus security deposit, due at key handover on"
        " August 1, 2025.",
    ),
    # stamped notes still disagree on the same reading
    "note-times": (
        "Point-of-care test (ED triage, 21:15): capillary glucose 250 mg/dL.",
        "ED nursing note 21:20 — Patient alert. Capillary glucose at triage 10.0 mmol/L.",
    ),
    # the whole unit's warranty, written next to the motor's in both: the motor's value names its
    # own component, so the sentence's "整机" is not also its
    "whole-unit-beside-a-component": (
        "四、保修：整机保修1年，电机保修3年。保修期内非人为损坏，免费维修。",
        "售后回复-XR-200保修：您好，XR-200无线手持吸尘器整机保修2年，电机保修3年，保修期自签收之日起计算。",
    ),
    # a day that recurs every year
    "a-yearly-coupon-day": (
        "募集说明书：本期债券按年付息，付息日为每年3月15日，到期一次还本。",
        "投资者问答：本期债券的付息日为每年4月15日，如遇节假日顺延。",
    ),
    # a day that recurs every month, in either language
    "a-monthly-due-day": (
        "信用卡章程第十二条：到期还款日为每月25日，持卡人应于到期还款日前还款。",
        "Card FAQ: your payment is due on the 15th of each month; pay by then to avoid a late fee.",
    ),
    # a bond's fixed coupon is its interest rate
    "a-bond-coupon": (
        "Final Terms: EUR 500,000,000 Senior Notes due 2032. Interest: 3.5 per cent. per annum, payable "
        "annually.",
        "The company has priced its EUR 500 million senior notes due 2032 with a fixed coupon of 3.75% per "
        "year.",
    ),
    # a loan's tenor is its term, in either language
    "a-loan-tenor": (
        "Personal loan offer: amount $18,000, tenor 36 months, APR 9.9%, first repayment due 1 month after "
        "drawdown.",
        "贷款合同摘要：借款金额18,000美元，贷款期限24个月，提前还款须提前30天申请。",
    ),
    # an initial response target is a response time
    "an-initial-response-target": (
        "Initial response targets (24x7 for P1): P1 - 15 minutes; P2 - 2 hours.",
        "支持服务附表：P1（紧急）问题首次响应时间为30分钟，全天候受理。",
    ),
    # "international" names where, as a region does; "most items" names which items: no clash
    "an-international-store-s-return-window": (
        "Returns & Refunds - Northpine Outdoor (International Store)\nReturn window: You may return most "
        "items within 30 days from the delivery date for a full refund.",
        "Northpine Outdoor 国际站 退货说明（中文版）：自签收之日起45天内，"
        "未穿着、吊牌完整的商品可申请全额退款。",
    ),
    # an order "arriving" on a day is its delivery, not the order
    "an-order-arriving-on-a-day": (
        "Carrier tracking, LM-4471029: 10 May 2024 08:41 - Shipment picked up. Scheduled delivery: "
        "14 May 2024, by 8 pm.",
        "E-mail from customer care: your desk (order LM-4471029) is arriving Friday 14 June 2024.",
    ),
    # 免息还款期 is the interest-free period, not a repayment
    "an-interest-free-repayment-period": (
        "第八条 免息还款期：持卡人在到期还款日前全额还款的，可享受免息还款期待遇，免息还款期最长为56天，"
        "最短为20天。第九条 最低还款额：为账单金额的10%。",
        "客服知识库：金桂信用卡刷卡消费最长可享受50天免息期，账单日后20天为到期还款日。",
    ),
    # ... while two statements of one additional charge still compare
    "an-additional-kilogram": (
        "运费：首重1kg 12元，续重每kg 4元。",
        "Shipping: first kg ¥12, each additional kg ¥5.",
    ),
    # ... unless one number in two units, the mark of a slipped unit
    "a-dose-in-the-wrong-unit": (
        "Label: adults take 5 mg once daily with food; the tablets contain lactose.",
        "Discharge order: 5 g once daily with food; review in clinic after 2 weeks.",
    ),
    # 货到后 and 货物到达之日起 both count from delivery
    "the-arrival-of-goods-is-delivery": (
        "7.1 买方应在货物到达之日起十四日内完成数量及外观检验；对质量有异议的，应在该期限内以书面形式提出。"
        "7.2 对于隐蔽缺陷，买方应在发现之日起七日内书面通知卖方。",
        "按照合同约定，贵司可在货到后15日内提出质量异议，如有问题请随时与我联系。",
    ),
    # the upper end of an age range in years is an age, as 周岁 is
    "the-end-of-an-entry-age-range": (
        "产品说明书：投保年龄：出生满28天至60周岁；保险期间：终身；交费期间：趸交、5年交、10年交。",
        "Product brief for agents: Entry age 28 days to 65 years; whole-life cover; premium terms single, "
        "5, 10 or 20 years.",
    ),
    # a trial's enrolment is a count of patients, in either language
    "a-trial-s-enrolment": (
        "临床试验总结报告摘要：本研究在全国28家中心共入组360例中重度慢性阻塞性肺疾病患者，按1:1随机分配，治疗52周。",
        "Study synopsis: Phase III trial at 28 sites in China; 630 patients with moderate-to-severe "
        "COPD were randomised 1:1 and treated for 52 weeks.",
    ),
    # a sample taken on 14 February is in February: the month a letter names does not set it apart
    "a-sample-day-within-its-month": (
        "LABORATORY REPORT - Chemistry\nPatient: Olu Badejo   Collected: 14 Feb 2025 07:32 (fasting)\n"
        "Glucose, fasting: 7.8 mmol/L   (ref 3.9-5.5)   H\nTotal cholesterol: 5.6 mmol/L",
        "Clinic letter: Mr Badejo's fasting glucose drawn on 14 February 2025 was 126 mg/dL and his "
        "HbA1c 7.1%.",
    ),
    # a fund's management fee, a trial's progression-free survival and a checked-bag allowance are subjects
    "a-management-fee": (
        "基金合同：本基金管理费按前一日基金资产净值的1.20%年费率计提；A类申购费率最高1.50%。",
        "平台FAQ：该基金的管理费为每年1.5%，托管费每年0.2%。",
    ),
    "progression-free-survival": (
        "Synopsis: median PFS was 11.2 months in the Tarsibrutin arm versus 5.6 months with chemotherapy.",
        "Investor update: Tarsibrutin doubled median progression-free survival to 12.1 months; the overall "
        "response rate was 48%.",
    ),
    "a-checked-bag-allowance": (
        "一、经济舱标准票：免费托运行李额1件，每件重量不超过23公斤；手提行李1件，不超过7公斤。"
        "三、经济舱特价票：不含免费托运行李额，20公斤行李额预付价格为人民币380元。",
        "Economy Standard: 1 checked bag up to 20 kg; 1 cabin bag up to 7 kg.",
    ),
    # ... while two growth rates of it still compare, with or without a named basis
    "two-growth-rates": (
        "恒洲电气2024年度报告摘要：公司实现营业收入158.3亿元，同比增长8.1%。",
        "Hengzhou Electric FY2024: revenue rose 9.2% to RMB 15.83 billion.",
    ),
    # the subject at the head of a long sentence is what its value far away is about
    "a-subject-at-the-head-of-a-long-sentence": (
        "10.2 Cap. Subject to clause 10.1, the Consultant's total liability to the Client, whether in "
        "contract, tort (including negligence), breach of statutory duty or otherwise, arising under or in "
        "connection with this Agreement shall be limited to $2,000,000.",
        "Contract summary for approvals: Fees: time and materials, not to exceed $640,000. Consultant "
        "liability cap: $200,000 aggregate.",
    ),
    # "of the contract value" is the base; "per calendar day" after it is still the rate's basis
    "a-daily-rate-after-its-base": (
        "Article 12. Penalty for delay: 0.5% of the contract value per calendar day of delay, capped at 5% "
        "of the contract value.",
        "第十二条 延期违约金：每延期一个日历日，按合同金额的万分之五计收，累计不超过合同金额的5%。",
    ),
    # "三十日内，向乙方支付": the deadline is for the payment the next clause names
    "a-deadline-for-the-next-clause": (
        "5.1 甲方应在货物验收合格并收到乙方开具的合法有效增值税专用发票后三十日内，"
        "向乙方支付该批货物价款的95%。"
        "5.2 剩余5%作为质量保证金，于质保期届满且无质量争议后十五日内无息退还。",
        "合同摘要：验收合格且发票齐全后，甲方于45日内支付该批次货款的95%。",
    ),
    # a proposal "incorporated by reference" is part of the contract, not a reference value
    "incorporated-by-reference": (
        "1. Availability. The Provider shall ensure a Monthly Uptime Percentage of at least 99.9%. "
        "2. Service Credits. Below 99.0%, a credit of 10% of the monthly Charges.",
        "Proposal response (incorporated into the Agreement by reference): the Hosted Platform is backed "
        "by a 99.95% monthly uptime commitment.",
    ),
    "a-data-allowance": (
        "畅享58元套餐：国内通用流量30GB，通话200分钟。",
        "营业厅海报：畅享58元套餐 国内通用流量3GB ▶ 通话200分钟",
    ),
    "a-data-allowance-en": (
        "Plan Unlimited: 50 GB of high-speed data per month.",
        "Plan Unlimited: 15 GB of high-speed data per month.",
    ),
    # a number restated in full-width brackets keeps its unit: 九十（90）日
    "a-bilingual-notice-period": (
        "18.2 Termination for Convenience. Either Party may terminate this Agreement by giving the other "
        "Party not less than sixty (60) days' prior written notice.",
        "18.2 便利终止。任何一方可提前不少于九十（90）日书面通知对方，无理由终止本协议。",
    ),
    "one-tariff-line-per-meter": (
        "空调安装服务说明：超出部分收费标准：铜管每米70元；外机支架每副150元；高空作业费每台100元；加氟每次120元。",
        "在线客服：您好，按我们的收费标准，超出3米的铜管每米收费90元，师傅报价无误。",
    ),
    "one-tariff-line-per-transfer": (
        "个人客户境内跨行转账（柜台）：每笔5万元以下收费5元；5万元（含）以上每笔收费15元。",
        "Branch interbank transfers (personal customers): RMB 5 per transfer below RMB 50,000; RMB 10 per "
        "transfer of RMB 50,000 or more.",
    ),
    # shareholders "of record" on a date name the record date
    "holders-of-record": (
        "The Board has declared a quarterly cash dividend of $0.21 per common share, payable on July 3, 2025 "
        "to shareholders of record at the close of business on June 13, 2025.",
        "Investor calendar: Q2 dividend – ex-dividend date June 13, 2025; record date June 16, 2025; payment "
        "date July 3, 2025.",
    ),
    "one-lettered-plan": (
        "计划B：意外身故/伤残保险金 50万元；意外医疗 5万元。",
        "Plan B: accidental death/disability RMB 600,000; accident medical RMB 50,000.",
    ),
    # transposed digits: one amount, whatever words surround it
    "transposed-digits": (
        "Claim CL-2025-0441: we have approved a settlement of $3,610. The policy excess of $250 was "
        "deducted.",
        "Your account ending 2210 was credited with $3,160.00 today (ref. CL-2025-0441). Account fee: $5.00.",
    ),
    "transposed-digits-zh": (
        "理赔决定通知书：经审核，本次核定赔付金额为人民币23,540.60元，已扣除免赔额500元。",
        "【某某保险】您尾号6631的账户已收到23,450.60元，请查收。短信服务费每月2元。",
    ),
    "two-transposed-digits": (
        "惠民保2026年度投保须知：本产品每人每年保费89元，不限年龄、职业，既往症可保可赔。",
        "【城惠保】2026年度续保提醒：您的保单即将到期，年度保费98元，可通过医保个人账户支付。",
    ),
    # 送达 (delivered) names the delivery, though 达 alone is noise
    "an-estimated-delivery-date": (
        "Hi Lena, your order #QT-551902 has shipped via SF Express. Estimated delivery: Apr 22, 2025.",
        "订单QT-551902物流更新：顺丰单号SF7730019264，预计2025年4月12日送达。",
    ),
    # a span's start may be followed by a time of day and 起; 保险止期 is the span's end
    "a-policy-end-date": (
        "企业财产保险单\n被保险人：某某纺织有限公司\n保险期间：自2025年4月1日零时起至2026年3月31日二十四时止\n"
        "保险金额：人民币6,200万元\n投保人：某某纺织有限公司　签单日期：2025年3月25日",
        "保单信息（系统录入）\n保单号：QC2025-0401-7781\n被保险人：某某纺织有限公司\n保险起期：2025-04-01\n"
        "保险止期：2026-04-30\n总保额：62,000,000.00",
    ),
    "dates-of-birth-differ": (
        "Patient: Alma Reyes, DOB 11/04/1958, MRN 5521873.",
        "Alma Reyes (MRN 5521873), date of birth 11/07/1958.",
    ),
    # ... unless they are one number in two units: a slipped unit
    "a-slipped-unit": (
        "Support policy: Priority 1 incidents receive an initial response within 4 hours.",
        "Support FAQ: for Priority 1 incidents, expect an initial response within 4 days.",
    ),
    # a list item's own label beats the one its sentence names for the item before it
    "an-item-s-own-label": (
        "Meridian Silver 4000 — Summary of Benefits (plan year 2026): Annual deductible $750 individual "
        "/ $1,500 family.",
        "For the 2026 plan year, Meridian Silver 4000 members pay an individual deductible of $1,500 "
        "before the plan pays for most services.",
    ),
    # an expected or projected time to do something is the time it takes, not a forecast
    "an-expected-refund-time": (
        "退款说明：使用支付宝支付的订单取消后，款项预计2-4个工作日原路退回。",
        "帮助中心：支付宝支付的订单退款一般6-8个工作日原路退回。",
    ),
    "a-response-target": (
        "Orbit Hosting SLA — Priority 1 (site down): initial response within 30 minutes, 24x7. "
        "Priority 2: initial response within 2 business hours.",
        "Orbit Hosting SLA — Response Targets — Priority 1 incidents will receive an initial response "
        "within two (2) hours of being reported.",
    ),
    "an-expected-payment-date": (
        "INTERIM DIVIDEND — Interim dividend of RMB0.12 per share. Expected payment date: 25 July 2025.",
        "中期股息每股人民币0.12元（含税）。预计派息日为2025年7月15日。",
    ),
    "a-projected-delivery-time": (
        "Projected delivery for Standard shipping: 5 business days after dispatch.",
        "Standard shipping delivers in 8 business days after dispatch.",
    ),
    # the levels still meet when each is followed by its (equal) change
    "levels-next-to-their-changes": (
        "Harbor Bank Q1 2026 results: net interest margin was 2.14%, down 6 bps quarter on quarter.",
        "海港银行2026年第一季度业绩：净息差为2.41%，环比下降6个基点。",
    ),
    # "by X to Y" is a change and the new level, not a range from X to Y
    "rate-rise-by-to": (
        "The Reserve Bank's Monetary Policy Committee raised the policy rate by 25 basis points to 4.75% "
        "at its March 2026 meeting.",
        "Market wrap (March 2026): the Reserve Bank lifted its policy rate by 0.5 percentage points "
        "to 4.75%, its first move this year.",
    ),
    # the comparison's base period later in the sentence is not the value's (the heading's quarter is)
    "eps-beside-last-year-s": (
        "Ardent Brands — Fourth Quarter 2024 Highlights: Net sales of $1.92 billion. "
        "Diluted earnings per share were $1.37 compared to $1.18 in the fourth quarter of 2023.",
        'Ardent Brands Q4 2024 earnings call: "We delivered diluted EPS of $1.73 for the fourth quarter."',
    ),
    # "(for reference)" marks a translation, not a reference value
    "translation-for-reference": (
        "第九条 违约责任 乙方未按合同约定时间交货的，每逾期一日，应按合同总价的0.05%向甲方支付违约金。",
        "English translation (for reference), Article 9: If Party B fails to deliver on time, it shall pay "
        "Party A liquidated damages of 0.5% of the total Contract Price for each day of delay.",
    ),
    "spreads-that-differ": (
        "借款合同第四条：借款利率以一年期LPR为基准加50个基点确定。",
        "放款通知书：本笔借款利率按一年期LPR加80个基点执行。",
    ),
    "benchmark-rates-that-differ": ("放款日前一工作日一年期LPR为3.45%。", "当日公布的一年期LPR为3.10%。"),
    # a balance at the last day of a quarter or year is that period's closing balance
    "balance-at-quarter-end": (
        "Pinecrest Bancorp reported total deposits of $2.4 billion as of June 30, 2026.",
        "Pinecrest Community Bancorp (Q2 2026): deposits totaled $240 million at quarter end.",
    ),
    "total-assets-at-year-end": (
        "华岳精密2024年年度报告：截至2024年12月31日，公司资产总额为8.6亿元。",
        "Huayue Precision — Balance sheet summary (31 Dec 2024): Total assets RMB 86 billion.",
    ),
    # the start of a term ("自…起") is its commencement date
    "term-start-vs-commencement-date": (
        "第二条 租赁期限 2.1 租赁期限为三年，自2025年3月1日起至2028年2月28日止。",
        "房屋坐落：南山区科苑路88号一层101\n租赁起始日：2025年4月1日\n租赁期限：3年",
    ),
    # an event's date and time is no record stamp
    "event-start-time": (
        "双十一预售活动将于2025年11月1日零点开始。",
        "双十一预售开启时间：2025年10月20日20:00，付定金享折上折。",
    ),
    "same-band-different-dose": (
        "Creatinine clearance 30 to 50 mL/min: 250 mg every 12 hours.",
        "For creatinine clearance of 30–50 mL/min, give 500 mg every 12 hours.",
    ),
    "a-third-value-beside-an-update": (
        "第三条 合同价款 本合同总价款为人民币壹佰贰拾万元整（¥1,200,000.00）。",
        "补充协议：原合同第三条约定的合同总价款由人民币120万元调整为人民币138万元。",
        "付款审批单 合同编号：YT-2026-021 合同金额（含补充协议）：¥1,500,000.00",
    ),
    "consolidated-revenue": (
        "Full-year highlights: consolidated revenue of $240.0 million for fiscal 2025.",
        "Consolidated revenue for fiscal 2025 was $204.0 million.",
    ),
    "instalment-rate": (
        "账单分期手续费率（每期）：3期0.80%、6期0.70%、12期0.60%。",
        "您已成功申请账单分期：分期金额12,000元，分12期，每期手续费率0.70%。",
    ),
    "annual-aggregate": ("住院津贴：一年累计最多给付180日。", "住院津贴年度累计给付天数以150日为限。"),
    # list items named only by their tenor (on one side or both): the tenor and the product tie them
    "tenor-rate-in-a-list-and-a-notice": (
        "存款挂牌利率：活期0.05%；整存整取三个月0.65%、一年0.95%、三年1.25%。",
        "网点公告：本行三年期整存整取挂牌年利率为1.35%。",
    ),
    "listed-tenor-rates": (
        "存款挂牌利率：活期0.10%；整存整取 三个月0.90%，一年1.65%，两年1.70%。",
        "Deposit rates: demand 0.10%; time deposits 3-month 0.90%, 1-year 1.60%, 2-year 1.70%.",
    ),
    "same-region-return-windows": (
        "Returns (United States): you can return most items within 30 days of delivery.",
        "US returns policy: items may be returned within 45 days of delivery.",
    ),
    # the end of the third quarter is the end of September
    "quarter-end-vs-month-end-zh": ("截至2025年9月末，不良率为1.12%。", "2025年三季度末，不良率1.21%。"),
    "offer-price-zh-vs-en": ("Offer Price: HK$18.80 per Offer Share.", "最终发售价为每股18.08港元。"),
    "labs-collected-the-same-day": (
        "Lab report. Collected: 02 Sep 2026. Potassium 4.1 mmol/L.",
        "Lab report (copy). Collected: 02 Sep 2026. Potassium 5.1 mmol/L.",
    ),
    "same-tier-by-heading": (
        "Summary of Benefits — Northgate Health Gold 1000 (2026). What is the overall deductible? $1,500.",
        "Northgate Health Gold 1000 — Plan highlights: individual deductible $1,000; specialist copay $45.",
    ),
    "quarter-vs-three-months-ended": (
        "Revenue for the third quarter of 2025 was $41.7 million.",
        "Total revenue for the three months ended September 30, 2025 was $47.1 million.",
    ),
    "sum-assured-vs-level-cover": ("Sum assured: £250,000.", "Certificate — Level cover of £205,000."),
    "same-milestone": ("Milestone 2 (UAT sign-off): USD 320,000.", "Milestone 2 invoice: USD 280,000 due."),
    "same-section-after-the-value": (
        "Excess: £250 for each claim under Section 1 (Buildings).",
        "Excess: £100 for each claim under Section 1 (Buildings).",
    ),
    # a table row: the demand-deposit cell does not make the three-year rate a demand deposit's
    "table-cell-qualifiers-zh": (
        "自2026年5月20日起，本行三年期整存整取定期存款挂牌利率调整为1.75%。",
        "本行人民币存款利率表（2026年5月20日执行）| 活期 0.10% | 一年期 1.20% | 三年期 1.55% | 五年期 1.60%",
    ),
    "same-severity": (
        "Severity 1 (critical): initial response within 1 hour.",
        "Severity 1 incidents receive an initial response within 4 hours.",
    ),
    "same-drug": ("Metformin 500 mg twice daily.", "Metformin 850 mg twice daily."),
    "same-drug-zh": (
        "冠心病二级预防：阿司匹林肠溶片每日100mg长期口服。",
        "长期用药：阿司匹林300mg qd，氯吡格雷75mg qd。",
    ),
    "stale-without-history": ("The annual fee is $12,000.", "The annual fee is $14,400."),
    "per-10-shares-disagree": ("每10股派发现金红利3元。", "每股派发现金红利0.35元。"),
    "question-same-subject": (
        "What is the overall deductible? $2,000 individual.",
        "What is the overall deductible? $3,000 individual.",
    ),
    "update-to-another-value": (
        "The warranty has been extended from 5 years to 7 years.",
        "This product carries a 10-year warranty.",
    ),
    # the stage payment agrees with 30%, but the down payment is the better match and clashes
    "down-payment-beside-an-agreeing-stage-payment": (
        "The down payment is 30% of the contract price.",
        "The down payment is 40% of the contract price; the second stage payment is 30%.",
    ),
    "down-payment-beside-an-agreeing-stage-payment-zh": (
        "首付款为合同总额的30%。",
        "首付款为合同总额的40%，第二阶段款为合同总额的30%。",
    ),
    # a deadline is the date itself: "completed by X" and "the completion date is Y" compare
    "deadline-vs-date": ("The Works shall be completed by 2026-06-30.", "工程竣工日期为2026年9月30日。"),
    "dash-label-date": (
        "Acme Corp will report third-quarter 2025 results on Tuesday, October 28, 2025.",
        "Investor calendar: Q3 2025 earnings release — 23 Oct 2025.",
    ),
    "paid-leave-is-leave-zh": (
        "工作满1年不满10年的员工，年休假5天。",
        "工作满一年不满十年的，每年可享受带薪年假10天。",
    ),
    "refund-to-the-payment-card-is-a-refund": (
        "Refunds to the original card appear within 5–7 business days.",
        "Once a refund is processed, it is credited to the original payment card within 10–14 business days.",
    ),
    "after-the-first-is-after-dose-1": (
        "Schedule: Dose 2 should be given 4 weeks after Dose 1.",
        "The second dose is due 8 weeks after the first, and the third dose 6 months after the first.",
    ),
    "no-less-than-is-a-minimum": (
        "The Supplier shall ensure Monthly Availability of at least 99.9%.",
        "The Supplier commits that the service will be available no less than 99.5% of each calendar month.",
    ),
    "same-bed-by-heading": (
        "Ward round note, Bed 12 (Ms. R. Lee): reviewed at 09:00. Weight 68 kg.",
        "Handover, Bed 12: stable overnight. Weight 86 kg.",
    ),
    # ... unless by a power of ten: a slipped decimal
    "scale-slip-zh": (
        "甲方逾期付款的，应按未付金额的万分之五向乙方支付违约金。",
        "逾期付款违约金按每日千分之五计算。",
    ),
    "including-is-not-the-subject": (
        "Customer chat: the whole unit of the V12 vacuum carries a two-year warranty.",
        "V12 warranty card: this product is covered by a 5-year limited warranty including the battery.",
    ),
    "purchase-is-an-order": (
        "Use code WELCOME for 20% off your first order.",
        "The WELCOME code gives new customers 25% off their first purchase.",
    ),
    "returned-is-a-return": (
        "Most items can be returned within 30 days of delivery for a full refund.",
        "Return policy: unused items may be returned within 14 days of delivery.",
    ),
    "consecutive-hours": (
        "The travel delay benefit pays $200 if your flight is delayed by more than 6 hours.",
        "Travel delay: payable when departure is delayed for at least 12 consecutive hours.",
    ),
    "loss-is-an-event-not-the-subject-zh": (
        "发生保险事故后，被保险人应在48小时内通知保险人。",
        "出险后请于24小时内拨打95500报案，逾期可能影响理赔。",
    ),
    "vat-invoice-is-an-invoice": (
        "Payment is due within 30 days of receipt of the VAT invoice.",
        "Payment is due within 45 days of receipt of the invoice.",
    ),
    # a two-rate tariff's "day rate … at all other times" is not its off-peak rate
    "off-peak-and-day-rates": (
        "Night Saver tariff: Off-peak rate 7.5p per kWh between 00:30 and 05:30. Day rate 27.4p per kWh "
        "at all other times.",
        "“夜间节省”电价：夜间低谷时段（00:30-05:30）电价为每千瓦时5.7便士；其余时段每千瓦时27.4便士。",
    ),
    # two totals of one day are no total and its part, though 40 = 30 + a 10 mg top-up
    "two-totals-of-one-day": (
        "首次用药规范：起始剂量15～20 mg，观察2～3小时后如仍有戒断症状，可追加5～10 mg，首日总量不超过30 mg。"
        "此后每3～5天可增加5～10 mg，一周内增幅不超过20 mg。",
        "新护士培训要点：首日先给15～20 mg，观察后可追加，首日总量最多不超过40 mg；"
        "之后每3～5天加量5～10 mg。",
    ),
    # "tax year 2026" names the year a payment is for, not that the date is a tax's
    "a-tax-year-names-no-tax": (
        "Statement of account, tax year 2026\nBalancing payment for 2026: $2,416.00, due 15 March 2027",
        "Reminder: our records show a balancing payment of $2,416.00 for tax year 2026 falls due on "
        "15 April 2027.",
    ),
    # every word that names one value ("final planting date") names the other, in a longer sentence
    "the-same-named-date-in-a-longer-sentence": (
        "Special Provisions - Corn, Harlan County\nFinal planting date: 31 May 2025\n"
        "Acreage reporting date: 15 July 2025",
        "Reminder from your crop insurance agent: for 2025 corn in Harlan County, the final planting date "
        "is 30 June.",
    ),
    # two savings of one bundle
    "two-savings-of-one-bundle": (
        "Driving school fees\nBlock of 10 lessons (manual): GBP 330 - save GBP 30",
        "Instructor message: the block of 10 manual lessons is GBP 330 and saves you GBP 10 against single "
        "lessons.",
    ),
    # a fair-use cap is a data allowance, not a device's storage
    "two-fair-use-caps-of-one-pass": (
        "Travel Pass fair use allowance: 20GB per billing month on Max plans.",
        "4.2 Travel Pass on Max plans: fair use policy limit of 12GB per billing month; usage above this is "
        "charged at £2 per GB.",
    ),
    # "380 kWh at 8.90p": a price after a metered quantity is per that unit
    "an-off-peak-rate-billed-per-kwh": (
        "Tariff confirmation, account 4471 (Moonlight EV): Off-peak unit rate (00:30-05:30): 7.90p per kWh. "
        "Peak unit rate (all other times): 26.80p per kWh. Standing charge: 51.20p per day.",
        "February bill, account 4471 (Moonlight EV): off-peak usage 380 kWh at 8.90p = GBP 33.82; peak usage "
        "240 kWh at 26.80p = GBP 64.32.",
    ),
    # a declared distribution per unit is the distribution per unit (bare "distribution" says too little)
    "a-declared-distribution-and-the-distribution-per-unit": (
        "DECLARATION OF DISTRIBUTION - Harbourline Logistics REIT\nThe Board has declared a distribution "
        "for the quarter ended 30 June 2025 (Q2 2025) of 21.40 cents per unit, payable on 15 August 2025.",
        "HARBOURLINE LOGISTICS REIT - Q2 2025 UPDATE\nPortfolio occupancy 97.1%.\nDistributions: "
        "distribution per unit for Q2 2025 of 24.10 cents, payable on 15 August 2025.",
    ),
    # vincristine, vinblastine, bendamustine, epoetin, filgrastim, caspofungin, lidocaine, chloroquine,
    # ciclosporin are drugs by their suffix: a checklist's dose is the regimen table's
    "a-vinca-alkaloid-dose-ten-times-over": (
        "REGIMEN - CHOP-R, 21-day cycle\nRituximab 375 mg/m2 IV day 1\nVincristine 1.4 mg/m2 IV day 1 "
        "(maximum 2 mg)\nDoxorubicin 50 mg/m2 IV day 1",
        "Pharmacy infusion checklist, CHOP-R day 1\nVincristine 14 mg/m2 IV push via a fast-running drip "
        "(cap 2 mg).",
    ),
    # 1,800 kcal is 7,531 kJ, not 9,200 kJ
    "one-day-s-energy-in-kcal-and-kj-that-differ": (
        "Parenteral nutrition prescription, Ward 3A, patient J. Moreno: total energy 1,800 kcal/day "
        "over 20 hours.",
        "Compounding sheet, PN bag for J. Moreno (Ward 3A): total energy 9,200 kJ/day; volume 2,100 mL.",
    ),
    "a-gas-tariff-per-cubic-metre-and-per-thousand-that-differ": (
        "管道运输服务合同 第三条 运输价格：执行核定管输价格0.2145元/立方米（不含增值税）。",
        "托运方月度结算单（2025年10月）：交接气量2,800万立方米，管输价格241.5元/千立方米。",
    ),
    # two dates of one redemption: "at a price of" and "at par plus accrued interest" name no subject
    "two-redemption-dates-of-one-call": (
        "NOTICE OF REDEMPTION - Harlow County Sewer Revenue Bonds, Series 2016C (CUSIP 41233 RT7)\n"
        "The County has elected to redeem all outstanding Series 2016C bonds on the redemption date of "
        "1 March 2026 at a price of 100% of principal plus accrued interest.",
        "Trustee notice - Harlow County Sewer Revenue Bonds, Series 2016C (CUSIP 41233 RT7): the bonds "
        "will be redeemed in full on 1 April 2026 at par plus accrued interest.",
    ),
    # 每个保单年度 is each policy year (annual), not a price per item (每个)
    "a-deductible-per-policy-year-in-two-languages": (
        "Student Health Plan - Schedule of Benefits (Plan C). Annual deductible: USD 750 per policy year. "
        "Coinsurance after deductible: 80% in network.",
        "留学生医疗保险C计划中文说明：每个保单年度免赔额500美元；免赔额后网络内报销80%。",
    ),
    # the share of a dose given as a bolus before the rest is infused
    "a-bolus-share-of-one-regimen": (
        "Stroke unit protocol: alteplase 0.9 mg/kg (maximum 90 mg); 10% of the total dose as an IV bolus "
        "over 1 minute, the remainder infused over 60 minutes.",
        "Nursing thrombolysis checklist (same unit): draw up the bolus as 15% of the total alteplase dose "
        "and give IV over 1 minute; then start the infusion of the remainder over 60 minutes.\nWhen the "
        "infusion finishes, flush the line with 50 mL sodium chloride 0.9% at the same rate.",
    ),
    # "Grade 1" is "一级": one energy-efficiency level in two languages
    "a-grade-and-a-chinese-level": (
        "FAQ (English): Grade 1 energy-efficiency appliances bought under the trade-in programme receive a "
        "subsidy of 15% of the final sale price, capped at CNY 2,000 per item.",
        "常见问题（中文）：以旧换新购买一级能效家电，按最终销售价格的20%给予补贴，每件最高2,000元。",
    ),
    # a season pass's blackout dates, a month apart between its terms and its FAQ
    "a-pass's-blackout-dates-a-month-apart": (
        "Silver Season Pass 2025/26 - Terms: unlimited skiing except on the following blackout dates: 27 "
        "December 2025 to 2 January 2026, and 14 to 22 February 2026.",
        "Silver Pass FAQ - Q: Which dates can't I use my Silver Pass? A: The blackout dates this winter are "
        "27 Dec - 2 Jan and 14 - 22 March 2026.",
    ),
    # one tender's bid security, a power of ten apart between the notice and the instructions
    "a-tender's-bid-security-a-scale-apart": (
        "PROCUREMENT NOTICE - Tender ECC/2025/118: Resurfacing of District Roads. Estimated value: EUR 4.8 "
        "million excluding VAT.\nBid security: EUR 50,000 per bidder, by bank guarantee valid for 120 days.",
        "Instructions to Tenderers (ECC/2025/118), paragraph 9: Each tender must be accompanied by a bid "
        "security of EUR 5,000 in the form of an unconditional bank guarantee.",
    ),
}


@pytest.mark.parametrize("name", sorted(CLEAN))
def test_different_subjects_are_not_conflicts(checker: Checker, name: str) -> None:
    assert _status(checker, *CLEAN[name]) == "OK"


@pytest.mark.parametrize("name", sorted(CONFLICT))
def test_same_subject_still_conflicts(checker: Checker, name: str) -> None:
    assert _status(checker, *CONFLICT[name]) == "CONFLICT_DETECTED"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Severity 2: respond within 4 hours.", "level:2"),
        ("Stage IV disease: 200 mg daily.", "stage:4"),
        ("The second dose is due 8 weeks later.", "dose:2"),
        ("第3剂：间隔6个月。", "dose:3"),
        ("12号床患者体重68 kg。", "bed:12"),
        ("第十二级会员折扣5%。", "level:12"),
        ("The 128GB model costs $799.", "capacity_gb:128"),
        ("客服：256GB版本售价4,999元。", "capacity_gb:256"),
        ("Severity 1响应时间为1小时。", "level:1"),
        ("P1 tickets: respond within 30 minutes.", "level:1"),
        ("一级故障响应时间：15分钟。", "level:1"),
        # a schedule's numbered year
        ("Surrender charge, year 3: 5%.", "year:3"),
        ("第5保单年度末现金价值：38,460元。", "year:5"),
        # a driving test's numbered part
        ("补考费：科目二200元/次。", "exam_part:2"),
        ("科目3补考每次300元。", "exam_part:3"),
    ],
)
def test_labels_are_read_in_any_notation(text: str, label: str) -> None:
    (fact,) = extract_facts(text)
    assert ("label", label) in fact.concepts


@pytest.mark.parametrize(
    "text",
    [
        "The fee is increased from $4,000 to $4,500.",
        # a change in the present tense is no range either, and the size of the change may come first
        "The fee will increase from $4,000 to $4,500.",
        "The fee rises from $4,000 to $4,500 on 1 May.",
        "The fee will increase by $500, from $4,000 to $4,500, on 1 May.",
        # the present value a change replaces
        "The fee, currently $4,000, will increase to $4,500 on 1 May.",
        "服务费现为4,000元，将调整为4,500元。",
        # the old value after the new one
        "The fee rose to $4,500 from $4,000.",
        "The fee is $4,500, up from $4,000 last year.",
        "The fee is now $4,500 (previously $4,000).",
        "服务费调整为4,500元（原为4,000元）。",
        # a rate's "per month" between the word and the old value
        "月租金原为每月4,000元，自下月起调整为每月4,500元。",
        # a date between says from when
        "服务费原为4,000元，自2026年5月1日起调整为4,500元。",
        # the rest of a unit between the old value and the change
        "转股价格由4,000元/股调整为4,500元/股。",
        "The fee of $4,000/unit was revised to $4,500/unit.",
    ],
)
@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_the_replaced_value_is_marked_previous_and_the_new_one_is_not(
    facts: Callable[[str], list[Fact]], text: str
) -> None:
    (old,) = (f for f in facts(text) if f.value == 4000.0)
    (new,) = (f for f in facts(text) if f.value == 4500.0)
    assert old.high is None
    assert ("reference", "previous") in old.concepts
    assert ("reference", "previous") not in new.concepts


def test_dividends_per_ten_shares_are_per_share() -> None:
    (fact,) = extract_facts("每10股派发现金红利3.5元")
    assert fact.value == pytest.approx(0.35)
    (fact,) = extract_facts("a dividend of $3.50 per 10 shares")
    assert fact.value == pytest.approx(0.35)


def test_titles_and_initials_do_not_end_a_sentence() -> None:
    (fact,) = [f for f in extract_facts("Bed 12 (Ms. R. Lee): enoxaparin 40 mg daily.") if f.text == "40 mg"]
    assert ("label", "bed:12") in fact.concepts
    assert ("drug", "enoxaparin") in fact.concepts


@pytest.mark.parametrize(
    "text",
    ["Under contract HT-2024-0312 the warranty period is 12 months.", "订单号ZY2025-04126：质保期为12个月。"],
)
def test_a_year_inside_an_identifier_is_not_a_period(text: str) -> None:
    (fact,) = extract_facts(text)
    assert fact.period.year is None


@pytest.mark.parametrize(
    "text", ["In FY2024 revenue was $5 million.", "In FY24 revenue was $5 million.", "FY'24: $5m."]
)
def test_a_fiscal_year_is_still_a_period(text: str) -> None:
    (fact,) = extract_facts(text)
    assert fact.period.year == 2024


@pytest.mark.parametrize(
    "text", ["Liability cap (cl. 12.2) — $7.5 million.", "Liability cap (approx. $7.5 million)."]
)
def test_clause_references_and_abbreviations_do_not_end_a_sentence(text: str) -> None:
    (fact,) = [f for f in extract_facts(text) if f.kind == "money"]
    assert ("subject", "liability_cap") in fact.concepts


@pytest.mark.parametrize(
    ("text", "drug"),
    [
        ("阿司匹林100mg每日一次", "aspirin"),
        ("Aspirin 100 mg daily", "aspirin"),
        ("Vinblastine 6 mg/m2 IV", "vinblastine"),
        ("Bendamustine 90 mg/m2 IV", "bendamustine"),
        ("Filgrastim 300 mcg daily", "filgrastim"),
        ("Caspofungin 50 mg daily", "caspofungin"),
        ("Hydroxychloroquine 200 mg twice daily", "hydroxychloroquine"),
        ("Ciclosporin 150 mg twice daily", "ciclosporin"),
    ],
)
def test_drug_names_are_read_by_name_or_suffix_in_either_language(text: str, drug: str) -> None:
    (fact,) = [f for f in extract_facts(text) if f.kind == "quantity"]
    assert ("drug", drug) in fact.concepts


def test_a_change_after_the_clause_belongs_to_the_next_value() -> None:
    level, change = extract_facts("本行不良贷款率为1.12%，较年初下降0.03个百分点。")
    assert level.value == pytest.approx(1.12)
    assert change.value == pytest.approx(-0.03)


@pytest.mark.parametrize(
    "text",
    [
        "one-year deposit rate 1.65%",
        "1-year deposit rate 1.65%",
        "12-month CD rate 1.65%",
        "一年期存款利率1.65%",
        "整存整取 一年1.65%",  # a term right before a rate in a list
    ],
)
def test_a_tenor_is_one_period_in_any_notation(text: str) -> None:
    (fact,) = [f for f in extract_facts(text) if f.kind == "percent"]
    assert fact.period.sub == "T1"


def test_terms_before_rates_in_a_list_are_tenors_not_durations() -> None:
    text = "整存整取 三个月0.90%，六个月1.10%，两年1.70%；time deposits 3-month 0.90%, 2-year 1.70%."
    facts = extract_facts(text)
    assert [f.kind for f in facts] == ["percent"] * 5
    assert [f.period.sub for f in facts] == ["T3M", "T6M", "T2", "T3M", "T2"]


@pytest.mark.parametrize(
    ("text", "anchor"),
    [
        ("Eligible employees receive 16 weeks of paid parental leave.", None),
        ("Refunds are issued within 14 days of cancellation.", "after:~cancellation"),
        # a filler word is no event: "the date of this Agreement" names none
        ("Final repayment date: 36 months after the date of this Agreement.", None),
        ("The offer lapses unless signed within 60 days of the date of this letter.", None),
        ("Refunds are issued within 14 days of the date of cancellation.", "after:~cancellation"),
    ],
)
def test_of_names_an_anchor_only_after_within(text: str, anchor: str | None) -> None:
    (fact,) = extract_facts(text)
    assert fact.anchor == anchor


@pytest.mark.parametrize(
    "text",
    [
        "Either party may give notice of non-renewal 60 days before the end of the then-current term.",
        "Non-renewal notice: 60 days before the current term.",
        "Non-renewal notice: 60 days before term end.",
    ],
)
def test_current_names_no_anchor_event(text: str) -> None:
    (fact,) = extract_facts(text)
    assert fact.anchor == "before:~term"


def test_a_label_after_a_value_belongs_to_it() -> None:
    individual, family = extract_facts("Deductible: $500 individual / $1,000 family.")
    assert ("coverage_unit", "individual") in individual.concepts
    assert ("coverage_unit", "individual") not in family.concepts
    assert ("coverage_unit", "family") in family.concepts


def test_a_contract_year_is_more_specific_than_annual() -> None:
    (fact,) = extract_facts("The annual licence fee for Year 1 is $80,000.")
    assert fact.period.sub == "Y1"


def test_a_label_in_the_value_s_own_text_beats_one_before_the_previous_value() -> None:
    text = "Excess: £100 under Section 2 (Contents); £1,000 for subsidence under Section 1."
    first, second = extract_facts(text)
    assert ("label", "section:2") in first.concepts
    assert ("label", "section:1") in second.concepts


def test_a_value_alone_in_its_cell_takes_the_cell_before_it() -> None:
    (rate,) = extract_facts("Card summary | Cash Advance APR | 29.24% variable |")
    assert ("event", "cash_advance") in rate.qualifiers
    rates = extract_facts("存款利率 | 活期 0.10% | 三年期 1.55% |")
    assert ("product", "savings") in rates[0].qualifiers
    assert ("product", "savings") not in rates[1].qualifiers


def test_a_measurement_is_dated_by_its_sample_s_collection_day() -> None:
    *_stamp, potassium = extract_facts("Lab report. Collected: 02 Sep 2026. Potassium 4.1 mmol/L.")
    assert potassium.period.label() == "2026-09-02 2026"


def test_one_year_before_an_aggregate_is_its_period_not_a_duration() -> None:
    (days,) = extract_facts("一年累计最多给付180日。")
    assert days.text == "180日" and days.period.sub == "FY"
    assert ("rate_basis", "annual") in days.concepts
    (count,) = extract_facts("一年内累计不超过3次。")
    assert count.text == "3次" and count.period.sub == "FY"
    (ytd,) = extract_facts("1-9月累计营收5亿元。")  # "累计" alone stays year to date
    assert ytd.period.sub == "YTD"


def test_one_year_before_a_count_of_times_is_no_duration() -> None:
    (limit,) = extract_facts("洗牙一年可以报一次，每年最多报300元。")
    assert limit.text == "300元"


def test_an_instalment_count_is_the_plan_s_term() -> None:
    rates = extract_facts("账单分期手续费率（每期）：3期0.80%；6期0.70%；12期0.60%。")
    assert [f.period.sub for f in rates] == ["T3P", "T6P", "T12P"]
    facts = extract_facts("分期金额12,000元，分12期，每期手续费率0.60%。")
    (fee,) = [f for f in facts if f.kind == "percent"]
    assert fee.period.sub == "T12P"
    assert extract_facts("三期临床试验有效率85%。")[0].period.sub is None  # a trial phase, not a plan


def test_a_reference_word_before_the_next_number_labels_that_number(checker: Checker) -> None:
    report = "检验报告：空腹血糖（GLU）7.8 mmol/L↑ 参考区间 3.9-6.1；总胆固醇 5.1 mmol/L。"
    restated = "空腹血糖为7.8mmol/L，高于3.9-6.1mmol/L的参考区间。"
    assert _answer_status(checker, report, restated) == "OK"
    wrong = "空腹血糖为8.7mmol/L，高于3.9-6.1mmol/L的参考区间。"
    assert _answer_status(checker, report, wrong) == "CONFLICT_DETECTED"
    value, target = extract_facts("HbA1c 7.9% (target < 7%).")
    assert not value.concepts_of("reference") and target.concepts_of("reference") == {"target"}


def test_a_free_look_period_is_the_window_to_cancel_in(checker: Checker) -> None:
    source = "You may cancel this policy within 15 days of receiving it (the free-look period)."
    wrong = "You have a 50-day free-look period in which you can cancel for a full refund."
    assert _answer_status(checker, source, wrong) == "CONFLICT_DETECTED"
    right = "You have a 15-day free-look period in which you can cancel for a full refund."
    assert _answer_status(checker, source, right) == "OK"


def test_the_amount_paid_so_far_is_its_own_subject() -> None:
    total, paid = extract_facts("合同金额：¥1,380,000.00，已付金额：¥600,000.00。")
    assert paid.concepts_of("subject") == {"amount_paid"}
    assert "amount_paid" not in total.concepts_of("subject")


def test_a_party_is_a_whole_word() -> None:
    (warranty,) = extract_facts("Every Corvel blender comes with a 1-year limited warranty.")
    assert not warranty.concepts_of("party")
    (loan,) = extract_facts("The lender may charge a fee of $25.")
    assert loan.concepts_of("party") == {"lender"}


def test_a_month_is_compatible_with_the_period_it_closes() -> None:
    june, q2 = Period(2026, "M6"), Period(2026, "Q2")
    assert june.compatible(q2) and q2.compatible(june) and june.compatible(Period(2026, "H1"))
    assert not june.compatible(Period(2026, "Q1")) and not Period(2026, "M5").compatible(q2)
    year = Period(2024, "FY")
    assert Period(2024, "M12").compatible(year) and not Period(2024, "M11").compatible(year)


def test_annual_billing_is_an_annual_rate(checker: Checker) -> None:
    plans = "Plans: Premium $15.99/month. Annual billing for Premium is $159.90/year (2 months free)."
    restated = "Premium 会员每月15.99美元，按年付费为159.90美元。"
    assert _answer_status(checker, plans, restated) == "OK"
    wrong = "Premium 会员每月15.99美元，按年付费为169.90美元。"
    assert _answer_status(checker, plans, wrong) == "CONFLICT_DETECTED"


def test_by_then_to_is_a_change_and_a_level_not_a_range() -> None:
    change, level = extract_facts("The bank lifted its policy rate by 0.5 percentage points to 4.75%.")
    assert (change.value, change.high, level.value) == (0.5, None, 4.75)
    change, level = extract_facts("上调0.25个百分点至3.10%。")
    assert (change.high, level.value) == (None, 3.1)
    (delivery,) = extract_facts("Delivery takes 3 to 5 days.")
    assert (delivery.value, delivery.high) == (3.0, 5.0)


def test_pro_rata_is_no_pro_tier() -> None:
    (share,) = extract_facts("Tenant pays its pro rata share of 8.6% of Operating Expenses.")
    assert not share.concepts_of("tier")
    (plan,) = extract_facts("Soundwave Pro: weight 254 g.")
    assert plan.concepts_of("tier") == {"premium_tier"}


def test_a_list_item_s_own_label_beats_its_sentence_s() -> None:
    individual, family = extract_facts("Annual deductible $750 individual / $1,500 family.")
    assert individual.concepts_of("coverage_unit") == {"individual"}
    assert family.concepts_of("coverage_unit") == {"family"}


def test_an_answer_restating_a_range_is_supported_by_it(checker: Checker) -> None:
    faq = (
        "Delivery FAQ — Orders ship within 1 business day of payment. Standard delivery takes 4–6 "
        "business days after dispatch; express takes 1–2 business days."
    )
    restated = (
        "Your order is dispatched within one business day of payment and then takes four to six "
        "business days to arrive by standard delivery."
    )
    assert _answer_status(checker, faq, restated) == "OK"
    wrong = restated.replace("four to six", "five to seven")
    assert _answer_status(checker, faq, wrong) == "CONFLICT_DETECTED"


def test_a_date_of_birth_names_only_its_own_date() -> None:
    born, potassium = extract_facts("Patient: Alma Reyes, DOB 1958-04-11, potassium 4.1 mmol/L on admission.")
    assert born.concepts_of("identity") == {"birth"} and not potassium.concepts_of("identity")


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        ("全场满99元包邮", "min"),
        ("不满99元收取运费8元", "max"),
        ("被保险人年满18周岁", "min"),
        ("每延误满5小时赔付", None),
    ],
)
def test_man_is_at_least_but_not_per_interval(text: str, bound: str | None) -> None:
    assert extract_facts(text)[0].bound == bound


def test_no_chinese_lexicon_term_is_blanked_as_noise() -> None:
    from zero_layer.extract.context import _ZH_NOISE_RE
    from zero_layer.extract.lexicon import ZH_CONCEPTS

    # only the limit words, which the bound already reads, are noise themselves
    assert {t for t in ZH_CONCEPTS if _ZH_NOISE_RE.search(t)} <= {"最低", "最高", "最多"}


def test_transposed_digits_read_to_two_decimals() -> None:
    from zero_layer.checks.conflicts import digits

    read = (digits(12860.4), digits(1_200_000), digits(0.05), digits(4820))
    assert read == ("128604", "1200000", "5", "4820")


@pytest.mark.parametrize(
    ("text", "variant"),
    [
        ("计划A：保险金 20万元", "plan:a"),
        ("Option B: fee $40", "plan:b"),
        ("B款手机售价4,299元", "model:b"),
        ("Class I shares: fee 0.60%", "class:i"),
        ("订单B：纸巾×1箱，实付45.90元", "order:b"),
        ("We plan a trip costing $500.", None),
    ],
)
def test_a_lettered_item_tells_items_apart(text: str, variant: str | None) -> None:
    fact = extract_facts(text)[-1]  # the item's price ("订单B：纸巾×1箱" also counts one case)
    assert fact.concepts_of("variant") == ({variant} if variant else set())
    assert not fact.concepts_of("label")


@pytest.mark.parametrize(
    ("text", "period"),
    [("2025年Q3营收为3亿元", "Q3 2025"), ("2025年H1营收为3亿元", "H1 2025"), ("Q3营收为3亿元", "Q3")],
)
def test_a_quarter_next_to_chinese_is_a_quarter(text: str, period: str) -> None:
    (revenue,) = extract_facts(text)
    assert revenue.period.label() == period


def test_an_age_is_no_tenor() -> None:
    course = extract_facts("Patient: 34-year-old woman; complete the full 7-day course.")[-1]
    assert course.text == "7-day" and course.period.label() is None


def test_each_value_of_an_answer_s_list_keeps_its_own_label(checker: Checker) -> None:
    plan = (
        "Plan: Northwind Gold 2000. Primary care visit: $25 copay. Specialist: $60 copay. Urgent care: "
        "$62.50 copay. Specialty drugs: 40% coinsurance."
    )
    right = "On Northwind Gold 2000 you pay $25 for primary care and $60 for specialist visits."
    assert _answer_status(checker, plan, right) == "OK"
    # 40% of the urgent-care copay is $25: no support for a specialist copay
    wrong = "On Northwind Gold 2000 you pay $25 for primary care and $25 for specialist visits."
    assert _answer_status(checker, plan, wrong) == "CONFLICT_DETECTED"


def test_a_pet_is_no_pet_scan() -> None:
    fee = extract_facts("Pets: dogs welcome for a $75 non-refundable fee per stay.")[-1]
    scan = extract_facts("PET scan: $250 copay after deductible.")[-1]
    assert not fee.concepts_of("service") and scan.concepts_of("service") == {"imaging"}


def test_days_in_advance_count_back() -> None:
    (notice,) = extract_facts("Maintenance is notified at least five (5) Business Days in advance.")
    assert notice.anchor == "before:~advance"


def test_a_number_in_full_width_brackets_keeps_its_unit() -> None:
    (notice,) = extract_facts("任何一方可提前不少于九十（90）日书面通知对方。")
    assert (notice.kind, notice.value) == ("duration", 90.0)


def test_a_data_allowance_is_a_value_in_megabytes() -> None:
    (allowance,) = extract_facts("国内通用流量3GB")
    assert (allowance.dimension, allowance.value) == ("data", 3000.0)
    assert [f.dimension for f in extract_facts("The 128GB model costs $799.")] == ["money:USD"]


def test_last_year_in_a_dated_sentence_is_that_year_less_one() -> None:
    facts = extract_facts(
        "Revenue for the nine months ended September 30, 2025 was $2.31 billion, compared with "
        "$2.17 billion for the same period last year.",
        "c1",
    )
    periods = {f.text: f.period for f in facts}
    assert periods["$2.31 billion"] == Period(2025, "YTD")
    assert periods["$2.17 billion"] == Period(2024, "YTD")


def test_a_bracketed_quarter_and_a_prior_year_quarter_are_the_base_periods(checker: Checker) -> None:
    # "(Q3 2024: 40.6%)" dates the bracket's value only; "the prior-year quarter" is last year's
    slide = "Q3 2025 highlights\n- Gross margin 43.5% (Q3 2024: 40.6%)\n- Cash $310M"
    periods = {f.text: f.period for f in extract_facts(slide, "c2")}
    assert periods["43.5%"] == Period(2025, "Q3") and periods["40.6%"] == Period(2024, "Q3")
    release = (
        "Third quarter 2025 results. Revenue was $510.2 million. Gross margin was 45.3%, compared with "
        "40.6% in the prior-year quarter."
    )
    prior = [f for f in extract_facts(release, "c1") if f.text == "40.6%"]
    assert [f.period for f in prior] == [Period(2024, "Q3")]  # the year before the heading's
    assert _pairs(checker, release, slide) == [{"45.3%", "43.5%"}]


def test_a_lockers_storage_fee_and_a_containers_free_time(checker: Checker) -> None:
    rules = "快递柜规则：免费保管24小时；超时后每12小时收取1元，超时费最高4元；超过5天退回。"
    sms = "取件短信：您的包裹已入柜。超出24小时免费保管期后每12小时收费1元，超时费最高6元。"
    assert _pairs(checker, rules, sms) == [{"4元", "6元"}]
    tariff = (
        "Harbourline detention tariff, Qingdao: free time: 5 calendar days from discharge. Days 6-10: USD 35 "
        "per day. Return the empty container within 3 days of devanning."
    )
    notice = "海港航运青岛港说明：干货箱自卸船之日起免费用箱期为14天，超期后按费率表收费。"
    assert _pairs(checker, tariff, notice) == [{"5 calendar days", "14天"}]


def test_a_dose_in_a_sentence_of_its_own_is_the_one_drug_the_text_names(checker: Checker) -> None:
    prescription = (
        "Prescription: cefalexin 250 mg/5 mL oral suspension.\nGive 7.5 mL by mouth four times daily for "
        "7 days. Patient weight 18 kg."
    )
    label = (
        "PHARMACY LABEL\nCEFALEXIN 250MG/5ML SUSPENSION\nGive 0.75 mL by mouth FOUR times a day for 7 days."
    )
    dose = [f for f in extract_facts(label, "c2") if f.text == "0.75 mL"]
    assert [f.concepts_of("drug") for f in dose] == [frozenset({"cefalexin"})]
    assert _pairs(checker, prescription, label) == [{"7.5 mL", "0.75 mL"}]
    # a body weight is no dose
    weights = extract_facts("布洛芬混悬液说明书。\n4-6岁（体重16-21kg）：一次5ml。", "c1")
    assert [(f.text, sorted(f.concepts_of("drug"))) for f in weights if f.kind == "quantity"] == [
        ("16-21kg", []),
        ("5ml", ["ibuprofen"]),
    ]
    # a word right before a dose names what it is a dose of
    (_, senna) = extract_facts(
        "Discharge supply: oxycodone 5 mg capsules x 28. Laxative: senna 15 mg at night."
    )
    assert senna.text == "15 mg" and not senna.concepts_of("drug")


def test_two_rates_that_add_up_to_a_whole_are_its_two_parts(checker: Checker) -> None:
    # "85% of the price" and "15% off" split one price; the plan's 70% and your 30% split one bill
    offer = [
        "Early-bird offer: members pay 85% of the list price.",
        "Early-bird offer: 15% off the list price.",
    ]
    assert checker.check(CheckRequest.build(offer, None)).status == "OK"
    eob = ["Coinsurance: the plan pays 70% of the allowed amount after the deductible."]
    answer = "Your coinsurance is 30% of the allowed amount."
    assert checker.check(CheckRequest.build(eob, answer)).status == "OK"
    # two rates of one part that do not add up to 100% still clash
    assert checker.check(CheckRequest.build(offer[1:], "It is 25% off the list price.")).status == (
        "CONFLICT_DETECTED"
    )


def test_money_we_return_is_a_refund(checker: Checker) -> None:
    cancelled = "Cancelled orders: we return the money to your payment method within 5 business days."
    chat = (
        "Chat: approved refunds reach your original payment method within 12 business days; returns are "
        "accepted within 30 days."
    )
    assert _pairs(checker, cancelled, chat) == [{"5 business days", "12 business days"}]


def test_a_years_numbered_meeting_is_no_dose() -> None:
    # "2024年第6次" numbers a board meeting of 2024; "第2次注射" is the second dose
    (fee,) = extract_facts("董事会会议纪要（2024年第6次）：授权使用费为人民币1,200万元。", "c1")
    assert fee.period == Period(2024)
    (dose,) = extract_facts("第2次注射剂量为0.5 mL。", "c1")
    assert dose.period.sub == "#2:dose"


def test_last_year_under_a_dated_heading_is_that_year_less_one(checker: Checker) -> None:
    # the sentence names no year: the heading's is this year's, and "上年" the one before it
    for text in (
        "青峰食品2025年度业绩摘要\n\n营业收入：36.2亿元。\n归属于股东的净利润：4.18亿元，上年为3.77亿元。",
        "Qinfeng Foods 2025 annual results summary\n\nRevenue: RMB 3.62 billion.\n"
        "Net profit attributable to shareholders: RMB 418 million; last year: RMB 377 million.",
    ):
        years = [f.period.year for f in extract_facts(text, "c1")]
        assert years == [2025, 2025, 2024], text
    this_year = "Qinfeng Foods FY2025: net profit attributable to shareholders was RMB 481 million."
    heading = (
        "青峰食品2025年度业绩摘要\n\n营业收入：36.2亿元。\n归属于股东的净利润：4.18亿元，上年为3.77亿元。"
    )
    assert _pairs(checker, this_year, heading) == [{"RMB 481 million", "4.18亿元"}]


def test_a_measurement_day_is_within_its_month_quarter_and_half() -> None:
    day = Period(2025, "D739296")  # 14 February 2025
    assert all(day.compatible(Period(2025, sub)) for sub in ("M2", "Q1", "H1"))
    assert not any(day.compatible(Period(2025, sub)) for sub in ("M3", "Q2", "H2", "D739297"))


def test_a_numbered_rung_that_names_its_own_benefit_keeps_it() -> None:
    text = (
        "1. Cover limits\n2. Section A - Cancellation: up to $5,000\n"
        "3. Section B - Emergency medical expenses: up to $50,000"
    )
    cancellation, medical = extract_facts(text)
    assert cancellation.concepts_of("subject") == {"cancellation"}
    assert medical.concepts_of("subject") == frozenset()
    assert medical.concepts_of("benefit") == {"medical_benefit"}


@pytest.mark.parametrize("title", ["", "Summary\n", "摘要\n"])
def test_a_title_line_does_not_push_the_heading_s_label_out(title: str) -> None:
    text = title + "Haemodialysis prescription - Patient: Li Wenhua, unit bed 7\nSession length: 4 hours"
    assert extract_facts(text)[0].concepts_of("label") == {"bed:7"}


@pytest.mark.parametrize("dob", ["DOB 03/11/1968", "DOB 3.11.1968", "date of birth: 3rd November 1968"])
def test_a_numeric_date_of_birth_dates_no_value(dob: str) -> None:
    text = f"Patient: Hugo Brandt, {dob}\nGlucose, plasma: 126 mg/dL"
    glucose = next(f for f in extract_facts(text) if f.analyte)
    assert glucose.period.year is None


def test_in_response_to_and_extended_to_name_no_subject_or_tier() -> None:
    (date,) = extract_facts("In response to requests, the closing date is extended to 22 March 2025.")
    assert not date.concepts_of("subject") and not date.concepts_of("tier")
    (hours,) = extract_facts("Response time: 4 hours.")
    assert hours.concepts_of("subject") == {"response_time"}
    (years,) = extract_facts("Extended warranty: 3 years.")
    assert years.concepts_of("tier") == {"extended"}


@pytest.mark.parametrize(
    ("text", "drug"),
    [
        ("甲钴胺片，每次0.5 mg。", "mecobalamin"),
        ("oxaliplatin 85 mg/m2 IV", "oxaliplatin"),
        ("docetaxel 75 mg/m2 IV", "docetaxel"),
        ("ondansetron 8 mg before chemotherapy", "ondansetron"),
        ("万古霉素1 g 每12小时一次", "vancomycin"),
        ("口服羟考酮20mg", "oxycodone"),
        ("fentanyl 25 mcg IV", "fentanyl"),
        ("芬太尼透皮贴25μg/h", "fentanyl"),
        ("phytomenadione 1 mg IM", "vitamin k"),
        ("维生素K1 1mg肌内注射", "vitamin k"),
    ],
)
def test_drugs_are_read_by_their_name_or_stem(text: str, drug: str) -> None:
    assert ("drug", drug) in extract_facts(text)[0].concepts


def test_a_minor_is_no_adult() -> None:
    (fact,) = extract_facts("被保险人为未成年人的，身故保险金额以20万元为限。")
    assert ("party", "child") in fact.concepts and ("party", "adult") not in fact.concepts


def test_a_bracket_after_a_value_names_the_rate_that_differs(checker: Checker) -> None:
    """The off-peak rates differ, the standard ones agree: the conflict pairs the off-peak two."""
    result = checker.check(
        CheckRequest.build(
            [
                "HELIO FLEX TARIFF\nOff-peak rate: 8.2p per kWh, 00:00-07:00.\nStandard rate: 25.1p per kWh "
                "at all other times.\nStanding charge: 52.0p per day.",
                "Your Helio bill (April): 170 kWh at 9.4p (off-peak), 240 kWh at 25.1p (standard). Standing "
                "charge 30 days at 52.0p.",
            ],
            None,
        )
    )
    assert [(c.left.text, c.right.text) for c in result.conflicts] == [("8.2p", "9.4p")]


def test_an_answer_s_doses_per_24_hours_contradict_the_label_s(checker: Checker) -> None:
    label = (
        "Paracetamol 120 mg/5 mL oral suspension. Children 2 to 4 years: 7.5 mL per dose. Leave at least "
        "4 hours between doses. Do not give more than 4 doses in any 24 hours."
    )
    answer = "For a three-year-old: 7.5 mL up to {} times in 24 hours, leaving 4 hours between doses."
    assert _answer_status(checker, label, answer.format(6)) == "CONFLICT_DETECTED"
    assert _answer_status(checker, label, answer.format(4)) == "OK"


def test_one_season_written_as_two_years_does_not_excuse_its_two_prices(checker: Checker) -> None:
    # "2025—2026年" read as 2026 beside the value in one chunk and as 2025 in the other was two periods
    notice = (
        "北城热力公司2025—2026年采暖季收费通知：\n"
        "一、居民用户采暖费按建筑面积计收，每平方米26元（整个采暖季）；\n二、非居民用户每平方米38元；"
    )
    reply = "客服答复：居民用户2025—2026年采暖季采暖费按建筑面积每平方米24元收取。"
    assert _status(checker, notice, reply) == "CONFLICT_DETECTED"
    assert _status(checker, notice, reply.replace("24元", "26元")) == "OK"


@pytest.mark.parametrize(
    ("rules", "restated"),
    [
        ("Redeeming points: 500 points = $5 off your next order.", "Every 100 points = $1 at checkout."),
        ("积分规则：每100积分可抵扣1元，单笔最多抵扣订单金额的50%。", "客服：1,000积分=10元，结算时可用。"),
        ("Rewards: redeem 2,000 points for a $10 voucher.", "Agent: 6,000 points for a $30 voucher, yes."),
    ],
)
def test_points_worth_money_are_one_rate_however_many_points(
    checker: Checker, rules: str, restated: str
) -> None:
    # "500 points = $5" and "100 points = $1" state one rate, not two numbers of points
    assert _status(checker, rules, restated) == "OK"


def test_points_worth_a_different_amount_are_a_different_rate(checker: Checker) -> None:
    english = "Loyalty terms: 500 points = £5 when redeemed online or in store."
    chinese = "会员条款（中文版）：1,000积分 = 5英镑，线上线下均可使用。"
    assert _status(checker, english, chinese) == "CONFLICT_DETECTED"


def test_a_points_balance_worked_out_to_the_penny_still_counts_points(checker: Checker) -> None:
    # "your 3,160 points = £31.60" states a balance: it is not read as a rate of 100 points a pound
    statement = "Statement: your balance is 3,160 points = £31.60."
    assert _status(checker, statement, "App: current balance 3,610 points.") == "CONFLICT_DETECTED"


def test_a_dividend_s_yield_and_payout_ratio_are_different_percentages(checker: Checker) -> None:
    plan = (
        "2024年度利润分配方案：以总股本880,000,000股为基数，每10股派发现金红利3.5元（含税），"
        "合计派发308,000,000元，占2024年度归属于上市公司股东净利润的42.6%。"
    )
    note = (
        "券商点评（摘录）：2024年度分红为每股0.35元（含税），按当前股价8.75元计算股息率约4.0%，"
        "分红比例维持在40%以上。"
    )
    assert _status(checker, plan, note) == "OK"


def test_a_list_of_local_charges_holds_different_charges(checker: Checker) -> None:
    # a fuel surcharge is not the freight rate per kilogram, nor a terminal's handling charge its
    # documentation fee: each charge of a shipping quote is its own quantity
    rates = "空运报价（宁波—米兰，普货）：100公斤以上：每公斤16.0元；300公斤以上：每公斤14.2元。"
    surcharges = "附加费：燃油附加费每公斤3.0元，安检费每公斤0.2元，均按计费重量收取。"
    assert _status(checker, rates, surcharges) == "OK"
    local = "Local charges, export: THC 20GP CNY 860 per box; documentation fee CNY 450 per B/L."
    zh_local = "出口本地费用说明：20尺普柜码头操作费（THC）每箱680元，文件费每票450元。"
    assert _status(checker, local, zh_local) == "CONFLICT_DETECTED"
    assert _status(checker, local, zh_local.replace("680元", "860元")) == "OK"


def test_a_record_s_date_word_stamps_only_a_date_or_a_time(checker: Checker) -> None:
    """ "Within 14 days of the test date" dates no fee: a record is made at a date or a time of day. And a
    late registration is the late fee, in either language."""
    stamp = ("record", "timestamp")
    facts = extract_facts("Late registration (within 14 days of the test date) USD 290.")
    fee = next(f for f in facts if f.kind == "money")
    assert stamp not in fee.concepts and fee.concepts_of("subject") == {"late_fee"}
    taken = extract_facts("Test date: 3 May 2025. Fasting glucose 5.2 mmol/L.")[0]
    assert taken.kind == "date" and stamp in taken.concepts
    english = "Late registration (within 14 days of the test date): USD 290."
    assert _status(checker, english, "逾期报名（考试日前14天内）：305美元。") == "CONFLICT_DETECTED"
    assert _status(checker, english, "逾期报名（考试日前14天内）：290美元。") == "OK"


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_label_does_not_reach_across_a_line(facts: Callable[[str], list[Fact]]) -> None:
    """A "year" that ends a heading is not the label "Year 2" of the line numbered "2." under it."""
    text = "Special provisions - Hadley County, 2025 crop year\n2. Corn: final planting date 31 May."
    (date,) = facts(text)
    assert not date.concepts_of("label")
    assert ("label", "year:2") in facts("Surrender charge, year 2: 7%.")[0].concepts


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_number_written_out_is_no_subject_word(facts: Callable[[str], list[Fact]]) -> None:
    """ "three (3) years" and "three years" share no word: the number is the value, not what it is of."""
    text = "Maintenance: one injection every four (4) weeks for at least three (3) years."
    for fact in facts(text):
        assert not fact.tokens & {"three", "four"}, fact


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_dose_per_kilogram_is_neither_a_mass_nor_a_number_of_units(
    facts: Callable[[str], list[Fact]],
) -> None:
    """ "80 units/kg" is a bolus per kilogram of body weight and "20 mg per kg" a dose per kilogram: neither
    compares with 80 units or 20 mg, and 15 mcg/kg is 0.015 mg/kg."""
    found = facts("Bolus 80 units/kg, then 18 units/kg/h; at most 20 mg per kg, or 15 mcg/kg.")
    assert [f.dimension for f in found] == [
        "count:unit_per_kg",
        "count:unit_per_kg_h",
        "dimensionless",
        "dimensionless",
    ]
    (per_kg,) = facts("Give 0.015 mg/kg.")
    assert per_kg.dimension == found[3].dimension and abs(per_kg.value - found[3].value) < 1e-15


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_volume_mass_or_energy_per_kilogram_is_none_of_them(facts: Callable[[str], list[Fact]]) -> None:
    """ "Tidal volume 6 mL/kg", "protein 1.2 g/kg/day" and "25 kcal/kg/day" are per kilogram of body
    weight: no 6 mL, 1.2 g or 25 kcal (a set volume of 420 mL for 70 kg is no contradiction of 6 mL);
    1.2 g/kg is 1,200 mg/kg."""
    found = facts("Tidal volume 6 mL/kg; protein 1.2 g/kg/day; energy 25 kcal/kg/day; 潮气量6毫升/公斤.")
    assert [(f.text, f.dimension) for f in found] == [
        ("6 mL/kg", "[length] ** 3 / [mass]"),
        ("1.2 g/kg", "dimensionless"),
        ("25 kcal/kg", "[length] ** 2 / [time] ** 2"),
        ("6毫升/公斤", "[length] ** 3 / [mass]"),
    ]
    (per_kg,) = facts("Give 1200 mg/kg.")
    assert per_kg.dimension == found[1].dimension and per_kg.value == pytest.approx(found[1].value)
    assert (
        not Checker(backend="native" if facts is native_facts else "reference")
        .check(
            CheckRequest.from_dict(
                {
                    "chunks": [
                        {
                            "id": "c1",
                            "text": "Bed 4 order: tidal volume 6 mL/kg, predicted body weight 70 kg.",
                        }
                    ],
                    "answer": "The set tidal volume for Bed 4 is 420 mL.",
                }
            )
        )
        .has_conflict
    )


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_an_efficiency_or_adequacy_index_is_read_without_a_unit(facts: Callable[[str], list[Fact]]) -> None:
    """A data centre's PUE, a heat pump's COP and SCOP, a dialysis session's Kt/V have no unit: the
    index named before the value, past words but no other number, is what it measures (not the "2" of
    "DC-2"), and each compares only with itself."""
    found = facts(
        "Provider shall keep the annualised Power Usage Effectiveness (PUE) of the DC-2 facility at or "
        "below 1.35. Heat pump: SCOP of 4.1, COP 3.2 at A7/W35. Dialysis adequacy: Kt/V target ≥ 1.2."
    )
    assert [(f.text, f.dimension, f.bound) for f in found] == [
        ("1.35", "count:pue", "max"),
        ("4.1", "count:scop", None),
        ("3.2", "count:cop", None),
        ("1.2", "count:ktv", "min"),
    ]
    assert not facts("COP 2025 annual report.")
    result = Checker(backend="native" if facts is native_facts else "reference").check(
        CheckRequest.from_dict(
            {
                "chunks": [
                    {
                        "id": "c1",
                        "text": "4.3 Power efficiency. Annualised PUE of the DC-2 facility at or below 1.35.",
                    },
                    {"id": "c2", "text": "Order Form: Facility DC-2. Contracted annualised PUE cap: 1.53."},
                ]
            }
        )
    )
    assert [sorted((c.left.text, c.right.text)) for c in result.conflicts] == [["1.35", "1.53"]]


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_price_for_every_minute_is_a_tariff_and_a_range_in_nautical_miles_a_length(
    facts: Callable[[str], list[Fact]],
) -> None:
    """ "20p for every minute you ride" is the per-minute tariff "18p per minute" states (and contradicts);
    "15 nautical miles from a safe harbour" is a length, 27.78 km, as "15海里" is."""
    found = facts("Riding: 18p per minute. FAQ: then 20p for every minute you ride; £0.20 each minute.")
    assert [(f.text, f.dimension) for f in found] == [
        ("18p", "tariff:GBP/minute"),
        ("20p", "tariff:GBP/minute"),
        ("£0.20", "tariff:GBP/minute"),
    ]
    (sea,) = facts("Cruising range: up to 15 nautical miles from a safe harbour.")
    (zh,) = facts("航行范围：离安全港不超过15海里。")
    assert (sea.dimension, sea.value) == ("[length]", pytest.approx(27_780.0)) == (zh.dimension, zh.value)


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("高危漏洞：人民币5,000元—1.5万元", [(5_000.0, 15_000.0)]),  # the low end's own unit keeps its scale
        ("奖励5-10万元", [(50_000.0, 100_000.0)]),
        ("between $5 to $10 million", [(5e6, 1e7)]),
        ("fees from $500 to $1.5 million", [(500.0, 1.5e6)]),  # (not $500 million: the pair would descend)
        # a spelled-out amount before its figure is whole or nothing: no "Fifty" of "Fifty-Four"
        ("a fee of Fifty-Four Thousand Dollars ($54,000) on signing", [(54_000.0, None)]),
    ],
)
def test_a_range_takes_its_high_ends_scale_only_where_the_low_end_has_no_unit_or_scale(
    facts: Callable[[str], list[Fact]], text: str, values: list[tuple[float, float | None]]
) -> None:
    assert [(f.value, f.high) for f in facts(text)] == values


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_an_entry_age_range_is_ages_past_a_number_spelled_out_before_its_figure(
    facts: Callable[[str], list[Fact]],
) -> None:
    """ "Entry age twenty-eight (28) days to 65 years" ends at an age of 65, as "28 days to 65 years" does."""
    for text in ("Entry age twenty-eight (28) days to 65 years.", "Entry age 28 days to 65 years."):
        assert [f.dimension for f in facts(text)] == ["duration", "count:year_of_age"], text


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_chinese_inr_target_and_licence_points_are_read(facts: Callable[[str], list[Fact]]) -> None:
    """ "目标INR范围为1.5—2.5" is a clotting ratio as "Target INR: 2.5-3.5" is (INR right after a Chinese
    word); "记3分" and "一次扣6分" are a licence's penalty points, as "3 points" are; "30分钟" stays
    minutes."""
    assert [
        (f.dimension, f.value, f.high) for f in facts("华法林目标INR范围为1.5—2.5，目前在目标范围内。")
    ] == [("count:inr_ratio", 1.5, 2.5)]
    points = [f.dimension for f in facts("罚款200元，记3分；一次扣6分；每隔30分钟。")]
    assert points == ["money:CNY", "count:point", "count:point", "frequency"]
    assert facts("Three points on the licence.")[0].dimension == "count:point"


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_phrase_is_read_within_words_no_number_stands_between(facts: Callable[[str], list[Fact]]) -> None:
    """ "payable 50% on signing" names no "payable on" (a payment's term): the sum after it is the fee's
    either way the percentage is written ("50%", "50 per cent")."""
    text = "Fee: USD 14,500 in total, payable {} on signing (USD 7,250) and the rest on delivery."
    signed = [
        next(f for f in facts(text.format(pct)) if f.value == 7_250.0) for pct in ("50%", "50 per cent")
    ]
    assert signed[0].concepts == signed[1].concepts
    assert ("subject", "payment") not in signed[0].concepts
    (due,) = facts("Fee payable on signing: USD 7,250.")
    assert ("subject", "payment") in due.concepts


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_millimoles_knots_exchange_rates_and_rating_factors(facts: Callable[[str], list[Fact]]) -> None:
    """ "20 mmol/h" is an infusion rate and "40 mmol" an amount given (not the "mmol/L" of a level);
    "100 knots" a wind speed; a bare value after "汇率" or "系数" an exchange rate or a rating factor."""
    found = facts("Peripheral line: 20 mmol/h at most; 40 mmol potassium; K 3.2 mmol/L; winds of 100 knots.")
    assert [f.dimension for f in found] == [
        "[substance] / [time]",
        "[substance]",
        "[substance] / [length] ** 3",
        "[length] / [time]",
    ]
    # (a factor's name that ends a line names none of the next line's numbers)
    assert [f.text for f in facts("1. 无赔款优待系数（NCD）对照表\n2. - 连续5年未发生赔款：0.5")] == ["5年"]
    rows = facts("连续3年未发生赔款，系数0.6；远期结汇汇率：7.1530。")
    assert [(f.dimension, f.value) for f in rows] == [
        ("duration", 1095.75),
        ("count:coef", 0.6),
        ("count:fx", 7.153),
    ]


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_second_change_under_one_verb_replaces_its_value(facts: Callable[[str], list[Fact]]) -> None:
    """ "… is extended from 30 June to 15 July and expiry from 15 July to 31 July": the expiry's 15 July
    is the old expiry, as the shipment date's 30 June is the old shipment date."""
    text = (
        "The latest shipment date is extended from 30 June 2025 to 15 July 2025 and expiry from 15 July 2025 "
        "to 31 July 2025. All other terms unchanged."
    )
    previous = [("reference", "previous") in f.concepts for f in facts(text)]
    assert previous == [True, False, True, False]


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_rate_limit_is_a_count_of_requests_per_unit_of_time(facts: Callable[[str], list[Fact]]) -> None:
    got = [
        (f.text, f.dimension, f.value)
        for f in facts("Pro: 600 requests per minute, 6,000 API calls/hour, 20 req/s.")
    ]
    assert got == [
        ("600 requests per minute", "count:requests_per_minute", 600.0),
        ("6,000 API calls/hour", "count:requests_per_hour", 6000.0),
        ("20 req/s", "count:requests_per_second", 20.0),
    ]


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_an_albumin_to_creatinine_ratio_is_no_mass(facts: Callable[[str], list[Fact]]) -> None:
    """ "ACR 30 mg/g" is milligrams of albumin per gram of creatinine: no 30 mg dose, and the same ratio
    as 3.4 mg/mmol (creatinine's molar mass, 113.12 g/mol)."""
    per_g, per_mmol = facts("Urine ACR 30 mg/g (3.4 mg/mmol).")
    assert per_g.dimension == per_mmol.dimension == "dimensionless"
    assert abs(per_g.value - per_mmol.value) / per_g.value < 0.01


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_value_a_sum_must_exceed_is_a_lower_bound(facts: Callable[[str], list[Fact]]) -> None:
    """ "provided the balance due exceeds USD 10" bounds the balance from below, as "exceeding" did; "does
    not exceed" and "will never exceed" stay upper bounds."""
    text = "Paid once the balance exceeds USD 10; capped if it does not exceed USD 900; never to exceed $50."
    got = [f.bound for f in facts(text)]
    assert got == ["min", "max", "max"]
    (surge,) = facts("The surge multiplier will never exceed 2.5x the standard fare.")
    assert surge.bound == "max"


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_specification_s_nmt_and_nlt_are_bounds(facts: Callable[[str], list[Fact]]) -> None:
    """A pharmacopoeial "NMT 0.5%" (not more than) caps a value and "NLT 80%" (not less than) floors it."""
    got = [f.bound for f in facts("Total related substances: NMT 0.5%. Dissolution: NLT 80% in 30 minutes.")]
    assert got[:2] == ["max", "min"]


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_window_that_cuts_a_word_drops_the_fragment(facts: Callable[[str], list[Fact]]) -> None:
    """A value's 80-character window that starts inside "tovalimab" reads no drug "alimab" (the drug
    pattern's "-mab" names): the cut word is dropped, not read as a word of its own."""
    text = (
        "Immunotherapy infusion plan - tovalimab (fictitious anti-PD-1): 240 mg IV every two (2) weeks OR"
        " 480 mg IV every four (4) weeks."
    )
    drugs = {name for f in facts(text) for cls, name in f.concepts if cls == "drug"}
    assert drugs == {"tovalimab"}


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_an_hour_range_writes_am_or_pm_once(facts: Callable[[str], list[Fact]]) -> None:
    """ "6-9 am" is 06:00 to 09:00 and "4-7 pm" 16:00 to 19:00 (not a bare 6 and a 9 am); "11-2 pm" runs
    from the morning's 11 to the afternoon's 2."""
    got = [(f.text, f.value, f.high) for f in facts("Peak (6-9 am and 4-7 pm); lunch 11-2 pm daily.")]
    assert got == [("6-9 am", 360.0, 540.0), ("4-7 pm", 960.0, 1140.0), ("11-2 pm", 660.0, 840.0)]


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_count_of_doses_is_no_numbered_dose(facts: Callable[[str], list[Fact]]) -> None:
    """ "第2剂" is the second dose (a label); "接种1剂加强针" gives one dose and "基础免疫2剂" two: counts,
    which name no dose's row."""

    def labels(text: str) -> list[set[str]]:
        return [{name for cls, name in f.concepts if cls == "label"} for f in facts(text)]

    assert labels("第2剂：首剂后1个月接种。")[0] == {"dose:2"}
    assert labels("基础免疫2剂，间隔1个月；完成基础免疫后6个月接种1剂加强针。") == [set(), set()]


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_dose_that_names_no_drug_is_its_line_s_one_drug(facts: Callable[[str], list[Fact]]) -> None:
    """In a chart that names several drugs, a dose that names none ("Dose = 350 mg IV") is the drug
    its line names before it; a line that names two before it says nothing of which."""
    chart = (
        "Antimicrobial chart: Gentamicin 5 mg/kg once daily. Weight 70 kg. Dose = 350 mg IV every 24 hours.\n"
        "Indication: sepsis, with metronidazole 500 mg IV every 8 hours.\n"
        "Amoxicillin or clarithromycin if allergic; give 250 mg at night."
    )
    drugs = {f.text: sorted(c for cls, c in f.concepts if cls == "drug") for f in facts(chart)}
    assert drugs["350 mg"] == ["gentamicin"]
    assert drugs["500 mg"] == ["metronidazole"]
    assert drugs["250 mg"] == []


def test_a_tenfold_dose_on_a_label_conflicts_with_its_line_s_drug(checker: Checker) -> None:
    chart = (
        "Antimicrobial chart: Gentamicin 5 mg/kg once daily. Weight 70 kg. Dose = 350 mg IV every 24 hours.\n"
        "Indication: intra-abdominal sepsis, with metronidazole 500 mg IV every 8 hours."
    )
    label = "Pharmacy infusion label: Gentamicin 35 mg in 100 mL sodium chloride 0.9%, every 24 hours."
    assert _pairs(checker, chart, label) == [{"350 mg", "35 mg"}]


def test_an_allowance_is_a_maximum(checker: Checker) -> None:
    """A fair-use allowance is the most one may use: "allowance: 10 GB per month" is the limit that an
    FAQ's "up to 12 GB a month" states, though neither names what the data is for."""
    terms = (
        "Nimbus Max 5G - plan terms. Monthly price: £31 on a 24-month contract.\n"
        "Roaming in the EU: use your minutes and texts at no extra cost. Data fair-use allowance while "
        "roaming: 10 GB per month; after that, £3 per GB.\nRest of world: £6 per day for up to 500 MB."
    )
    faq = (
        "Nimbus Max 5G FAQ: 'How much data can I use in the EU? You can use up to 12 GB a month at no "
        "extra cost; after that we charge £3 per GB.'"
    )
    assert _pairs(checker, terms, faq) == [{"10 GB", "12 GB"}]
    (allowance,) = [f for f in extract_facts(terms) if f.text == "10 GB"]
    assert allowance.concepts_of("limit_kind") == {"maximum"}


@pytest.mark.parametrize(
    ("rate", "expected"),
    [
        ("$34.80", [{"AUD 38.40", "$34.80"}]),  # a bare "$" where the contract prices in AUD
        ("$38.40", []),  # the same price
        ("US$34.80", []),  # the US dollar, named: another currency, not compared
    ],
)
def test_a_bare_dollar_is_any_country_s_dollar(checker: Checker, rate: str, expected: list[set[str]]) -> None:
    clause = (
        "SCHEDULE 2 - PRICING. 2.1 Product: 20 mm crushed basalt aggregate. 2.2 Unit price: AUD 38.40 per "
        "tonne, ex-quarry, excluding GST."
    )
    schedule = f"Rates, Contract Year 1 | Product | Unit | Rate | 20 mm crushed basalt | tonne | {rate} |"
    assert _pairs(checker, clause, schedule) == expected


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_at_most_then_may_then_a_verb_is_an_upper_limit(facts: Callable[[str], list[Fact]]) -> None:
    found = facts("24小时内最多可以用6次；每天至多可服用3次。")
    assert [(f.text, f.bound) for f in found] == [("24小时", None), ("6次", "max"), ("3次", "max")]


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_what_a_value_leaves_out_is_not_what_it_is_about(facts: Callable[[str], list[Fact]]) -> None:
    found = facts("All services, other than orthodontics, up to USD 1,250; orthodontics up to USD 1,000.")
    assert [("service", "orthodontia") in f.concepts for f in found] == [False, True]


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
@pytest.mark.parametrize(
    ("text", "concept"),
    [
        ("非高峰时段降落费为每吨6.10英镑", ("time_of_use", "off_peak")),
        ("非加急服务费200元", ("shipping_speed", "economy")),
    ],
)
def test_fei_negates_the_term_it_heads(
    facts: Callable[[str], list[Fact]], text: str, concept: tuple[str, str]
) -> None:
    (found,) = facts(text)
    assert concept in found.concepts


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_mass_under_a_gram_is_no_body_weight(facts: Callable[[str], list[Fact]]) -> None:
    found = facts("Alteplase 0.9 mg/kg ideal body weight, maximum 90 mg. Weight: 82 kg.")
    named = {f.text: f.concepts for f in found}
    assert ("subject", "weight") not in named["90 mg"]
    assert ("reference", "actual") not in named["90 mg"]
    assert ("subject", "weight") in named["82 kg"]


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_calendar_year_is_a_year(facts: Callable[[str], list[Fact]]) -> None:
    """ "per calendar year" is as annual as "per calendar month" is monthly, and so is a policy year."""
    for text in ("limited to 100 visits per calendar year", "up to $2,500 each policy year"):
        (fact,) = facts(text)
        assert fact.concepts_of("rate_basis") == {"annual"}, text


def test_two_caps_per_calendar_year_on_one_benefit_conflict(checker: Checker) -> None:
    summary = (
        "Summary of Benefits and Coverage (Silver 3000 plan, 2025): Home health care - 20% coinsurance "
        "after deductible; limited to 100 visits per calendar year."
    )
    handbook = (
        "Member handbook, Silver 3000 plan, 2025 edition: Home health care visits are covered up to 120 "
        "visits per calendar year; prior authorisation is required after the first 10 visits.\n"
        "Skilled nursing facility: up to 60 days per calendar year."
    )
    assert _pairs(checker, summary, handbook) == [{"100 visits", "120 visits"}]


@pytest.mark.parametrize(
    ("instalment", "expected"), [("781,250", []), ("718,250", [{"USD 3,125,000", "USD 718,250"}])]
)
def test_a_quarter_s_instalment_is_a_quarter_of_the_year_s_premium(
    checker: Checker, instalment: str, expected: list[set[str]]
) -> None:
    """A value stated per quarter (month, half-year) and one stated per no such period that is exactly it
    times four (twelve, two) are the period's figure and the year's; any other multiple still clashes."""
    layer = (
        "Cat XL Layer 2: Limit USD 25,000,000. Rate on line: 12.5%. Premium: USD 3,125,000, payable in four "
        "equal quarterly instalments. Reinstatement: one at 100%."
    )
    accounts = f"Accounts: quarterly premium instalment USD {instalment} due 1 January, 1 April and 1 July."
    assert _pairs(checker, layer, accounts) == expected


@pytest.mark.parametrize(
    ("request_text", "expected"),
    [
        ("3月份塔吊租赁费1台×3.8万元/台·月，司机费0.95万元，合计4.75万元。", []),
        ("3月份塔吊租赁费1台×3.8万元/台·月，司机费0.95万元，安拆费2.8万元。", [{"RMB 26,000", "2.8万元"}]),
    ],
)
def test_a_translation_keeps_a_total_a_total(
    checker: Checker, request_text: str, expected: list[set[str]]
) -> None:
    """Read as a translation of the hire schedule, the payment request's "合计4.75万元" is no slip for the
    schedule's "RMB 26,000 lump sum": a translation keeps a total a total. A changed fee still is one."""
    hire = (
        "Equipment hire schedule 设备租赁明细: Tower crane QTZ80 - monthly rental RMB 38,000 per unit; "
        "operator 司机 RMB 9,500 per month; installation and dismantling 安拆费 RMB 26,000 lump sum."
    )
    assert _pairs(checker, hire, "付款申请：" + request_text) == expected


def test_a_reit_s_funds_from_operations_are_no_distribution(checker: Checker) -> None:
    """ "Funds from operations" (FFO) is a metric of its own, as earnings per share are: its $0.61 per unit
    is no rival of the quarter's $0.4125 distribution."""
    declared = (
        "Stonebridge Industrial REIT declared a quarterly distribution of $0.4125 per unit for the quarter "
        "ended June 30, 2025, payable August 14 to unitholders of record on July 31."
    )
    results = (
        "Stonebridge Industrial REIT - Q2 2025 results. Funds from operations rose 6.2% to $0.61 per unit. "
        "The current distribution equates to $1.65 per unit on an annualised basis, a payout ratio of "
        "roughly 68% of FFO."
    )
    assert checker.check(CheckRequest.build([declared, results], None)).conflicts == ()
    (ffo,) = [f for f in extract_facts(results) if f.text == "$0.61"]
    assert "ffo" in ffo.concepts_of("subject")


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_the_year_a_balance_is_carried_into_is_not_its_period(facts: Callable[[str], list[Fact]]) -> None:
    """ "Unused balances of up to $640 carry over into the 2026 plan year" is this year's limit: the year
    a balance goes into is no period of the value (the plan year still is)."""
    (fact,) = facts("Unused balances of up to $640 carry over into the 2026 plan year.")
    assert (fact.period.year, fact.period.sub) == (None, "FY")


def test_a_carryover_limit_s_swapped_digits_conflict_across_the_year_it_goes_into(checker: Checker) -> None:
    guide = (
        "2025 Benefits Guide - Health Care FSA: you may contribute up to $3,300 for 2025. Unused balances "
        "of up to $640 carry over into the 2026 plan year; any amount above $640 is forfeited."
    )
    email = (
        "HR email: Reminder - if you don't use your 2025 Health Care FSA balance, you can carry over up to "
        "$460 into 2026. Anything above that is lost."
    )
    assert _pairs(checker, guide, email)[:1] == [{"$640", "$460"}]


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_word_that_says_which_days_count_stands_between_number_and_unit(
    facts: Callable[[str], list[Fact]],
) -> None:
    """ "7 completed years", "30 trading days", "10 travel days" are durations, as "5 additional days" is."""
    got = [
        (f.text, f.kind, f.value) for f in facts("After 7 completed years; 10 travel days; 30 trading days.")
    ]
    assert got == [
        ("7 completed years", "duration", 2556.75),
        ("10 travel days", "duration", 10.0),
        ("30 trading days", "duration", 30.0),
    ]


@pytest.mark.parametrize(("rate", "expected"), [("175", [{"USD 150", "USD 175"}]), ("150", [])])
def test_a_fee_named_in_an_invoice_s_words_needs_no_word_for_a_sum(
    checker: Checker, rate: str, expected: list[set[str]]
) -> None:
    """The schedule names its charge a fee; the invoice line names the same cross-connect's monthly
    recurring charge in more words but no fee: every other word of the schedule's is there."""
    exhibit = (
        "MASTER COLOCATION AGREEMENT - PRICING EXHIBIT B. B.1 Space. Standard cabinet: USD 420 per cabinet "
        "per month, excluding power.\nB.3 Interconnection. Single-mode fibre cross-connect: one-time "
        "installation USD 350; monthly recurring charge USD 150 per cross-connect."
    )
    invoice = (
        'Invoice note from the DC3 billing team: "Line 4 - Fibre cross-connect (single-mode), monthly '
        f'recurring, qty 2 @ USD {rate} each."'
    )
    assert _pairs(checker, exhibit, invoice) == expected


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_vitamin_k_is_a_drug_not_potassium(facts: Callable[[str], list[Fact]]) -> None:
    """The "K" of "vitamin K 0.1 mg IM" names no potassium: the dose is vitamin K's (phytomenadione's),
    so a tenfold slip against a guideline's "phytomenadione 1 mg" is compared."""
    (dose,) = facts("Medications at birth: vitamin K 0.1 mg IM (left thigh).")
    assert (dose.concepts_of("drug"), dose.concepts_of("analyte")) == ({"vitamin k"}, frozenset())


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_once_a_month_is_a_frequency(facts: Callable[[str], list[Fact]]) -> None:
    """ "每月一次" and "once monthly" are a dose a month, as "每周一次" is one a week: a rate per day."""
    for text in ("阿仑膦酸钠片 70 mg，每月一次", "alendronate 150 mg once monthly"):
        got = [(f.kind, round(f.value, 5)) for f in facts(text) if f.kind == "frequency"]
        assert got == [("frequency", round(1 / 30.4375, 5))], text


def test_a_weekly_dose_taken_monthly_conflicts(checker: Checker) -> None:
    plan = "骨质疏松用药方案：阿仑膦酸钠片70 mg，每周一次，晨起空腹用一满杯白开水送服。"
    discharge = (
        "出院带药清单\n1. 阿仑膦酸钠片 70 mg，每月一次，晨起空腹服用；\n2. 骨化三醇胶丸 0.25 μg，每日一次。"
    )
    assert _pairs(checker, plan, discharge) == [{"每周一次", "每月一次"}]


def test_an_antibiotic_s_target_is_per_infection(checker: Checker) -> None:
    """A trough target for MRSA pneumonia is not the one for a skin infection: a consult that gives
    pneumonia the skin infection's 10-15 mg/L conflicts with the guideline's 15-20 mg/L."""
    guide = (
        "抗菌药物治疗药物监测指引：万古霉素用于MRSA肺炎、菌血症等重症感染时，目标谷浓度为15-20 mg/L；"
        "用于一般皮肤软组织感染时，目标谷浓度为10-15 mg/L。首次谷浓度应在第4剂给药前30分钟内采血。"
    )
    consult = (
        "临床药师会诊意见：患者MRSA肺炎，万古霉素目标谷浓度10-15 mg/L，今日谷浓度13.5 mg/L，维持原剂量。"
    )
    assert _pairs(checker, guide, consult)[:1] == [{"15-20 mg/L", "10-15 mg/L"}]
    assert _pairs(checker, guide, consult.replace("MRSA肺炎", "蜂窝织炎")) == []


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_infections_are_indications(facts: Callable[[str], list[Fact]]) -> None:
    for text, indication in (
        ("用于MRSA肺炎时15-20 mg/L", "pneumonia"),
        ("for cellulitis 10-15 mg/L", "skin_soft_tissue_infection"),
    ):
        (fact,) = facts(text)
        assert indication in fact.concepts_of("indication"), text


def test_deferred_revenue_is_a_balance_not_the_period_s_revenue(checker: Checker) -> None:
    """Deferred (unearned) revenue is what a balance sheet owes, not what a quarter earned."""
    trend = (
        "Quarterly revenue: Q2 2024 398.1 | Q3 2024 412.6 (USD millions). "
        "Deferred revenue at September 30, 2024: $604.2 million."
    )
    call = "Earnings call: 'Revenue for the third quarter was $412.6 million.'"
    assert _status(checker, trend, call) == "OK"
    assert _status(checker, "合同负债（期末）：6.04亿元。", "第三季度营业收入4.13亿元。") == "OK"
    balance = "CFO: 'Deferred revenue stood at $640.2 million at September 30, 2024.'"
    assert _pairs(checker, trend, balance) == [{"$604.2 million", "$640.2 million"}]


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_regimen_s_cycles_are_counted_in_chinese(facts: Callable[[str], list[Fact]]) -> None:
    text = "化疗方案：多西他赛+卡铂，每21天为一个周期，共6个周期，每2个周期后评估疗效。"
    got = [(f.text, f.value) for f in facts(text) if f.dimension == "count:cycle"]
    assert ("6个周期", 6.0) in got
    assert ("2个周期", 2.0) in got


def test_a_regimen_s_planned_cycles_conflict_in_chinese(checker: Checker) -> None:
    consent = "化疗方案：多西他赛+卡铂，每21天为一个周期，共6个周期，每2个周期后评估疗效。"
    ward = "出院小结：多西他赛+卡铂方案化疗，计划共8个周期，每21天一次。"
    assert _pairs(checker, consent, ward) == [{"6个周期", "8个周期"}]
    assert _status(checker, consent, ward.replace("8个周期", "6个周期")) == "OK"


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_rate_per_hundred_or_thousand_of_a_value_is_a_percentage(
    facts: Callable[[str], list[Fact]],
) -> None:
    """A mill rate (31.2 mills), its dollars per $1,000 of assessed value, dollars per $100 and the
    Chinese "每1,000美元评估价值…美元" are one percentage of the value; a price per 100 units is not."""
    for text, want in (
        ("Residential mill rate: 31.2 mills ($31.20 per $1,000 of assessed value)", [3.12, 3.12]),
        ("The residential tax rate is $3.21 per $100 of assessed value.", [3.21]),
        ("Premium: $0.45 per $100 of coverage per month.", [0.45]),
        ("本财年房产税率为每1,000美元评估价值25.40美元。机动车税率上限为32.46密尔。", [2.54, 3.246]),
    ):
        got = [round(f.value, 4) for f in facts(text) if f.kind == "percent"]
        assert got == want, text
    (coupon,) = [f for f in facts("Each note pays $21.875 per $1,000 note.") if f.value == 21.875]
    assert coupon.kind == "money"


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_the_day_a_fiscal_year_begins_names_no_month(facts: Callable[[str], list[Fact]]) -> None:
    """ "The fiscal year beginning July 1, 2025" is FY2026 in a US town and fiscal 2025 elsewhere: no
    July, and no year either side could disagree on; "the quarter beginning 1 July 2029" is a quarter's."""
    (rate,) = [
        f for f in facts("For the fiscal year beginning July 1, 2025, the rate is 3%.") if f.kind == "percent"
    ]
    assert (rate.period.year, rate.period.sub) == (None, "FY")
    (zh,) = [f for f in facts("本财年（2025年7月1日开始）税率为3%。") if f.kind == "percent"]
    assert zh.period.sub is None


def test_a_mill_rate_conflicts_with_its_rate_per_hundred(checker: Checker) -> None:
    notice = (
        "TOWN OF ASHBY FALLS - FY2026 TAX RATE NOTICE\nThe Board of Assessors certifies the following "
        "for the fiscal year beginning July 1, 2025:\nResidential mill rate: 31.2 mills ($31.20 per $1,000 "
        "of assessed value)\nAssessment ratio: residential property is assessed at 70% of fair market value"
    )
    faq = (
        'Tax bill FAQ - "What is my rate?" For FY2026 the residential tax rate is $3.21 per $100 of '
        "assessed value."
    )
    assert _status(checker, notice, faq) == "CONFLICT_DETECTED"
    assert _status(checker, notice, faq.replace("$3.21", "$3.12")) == "OK"


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_an_infusion_s_drip_rate_is_read(facts: Callable[[str], list[Fact]]) -> None:
    for text in (
        "静脉滴注，每日一次，滴速60滴/分。",
        "Set the drip rate to 60 drops/min.",
        "Rate: 60 gtt/min.",
    ):
        got = [(f.dimension, f.value) for f in facts(text) if f.kind == "count"]
        assert got == [("count:drops_per_minute", 60.0)], text


def test_an_order_s_drip_rate_against_the_infusion_card_conflicts(checker: Checker) -> None:
    order = "长期医嘱单：5%葡萄糖注射液500 mL + 维生素C 2.0 g，静脉滴注，每日一次，滴速40滴/分。"
    card = "输液巡视卡\n床号：12\n药物：5%葡萄糖注射液500 mL + 维生素C 2.0 g\n滴速：60滴/分\n开始时间：09:10"
    assert _pairs(checker, order, card) == [{"40滴/分", "60滴/分"}]
    assert _status(checker, order, card.replace("60滴/分", "40滴/分")) == "OK"


def test_two_annual_deductibles_are_not_one_times_a_waiting_period(checker: Checker) -> None:
    """A $500 annual deductible is no $250 annual deductible times "accidents 2 days": a sum a year
    times a number of days is no sum a year. A sum a month times two months still is a derived total."""
    declarations = (
        "PawSure Pet Health Policy - Declarations Page\nPlan: Accident & Illness Complete\n"
        "Annual deductible: $250\nReimbursement rate: 80% after deductible\n"
        "Waiting periods: accidents 2 days, illness 14 days."
    )
    email = (
        "PawSure welcome e-mail: Your Accident & Illness Complete plan has a $500 annual deductible, and "
        "after that we reimburse 80% of eligible vet bills."
    )
    assert _pairs(checker, declarations, email) == [{"$250", "$500"}]
    rent = "房屋租赁合同第三条：月租金人民币4,500元，付款方式为押二付一，每月5日前支付当月租金。"
    deposit = "房屋租赁合同第四条：押金为两个月租金，即人民币9,000元，租期届满后7日内无息退还。"
    assert _status(checker, rent, deposit) == "OK"


def test_the_first_sum_a_policyholder_pays_is_the_deductible(checker: Checker) -> None:
    schedule = "PAWSURE PET INSURANCE - POLICY SCHEDULE\nPlan: Complete Care\nAnnual deductible: $500\n"
    email = (
        'Welcome e-mail: "Quick recap: you pay the first $250 of eligible vet bills each policy year '
        '(your annual deductible), then we reimburse 80% up to your $10,000 annual limit."'
    )
    assert _pairs(checker, schedule, email) == [{"$250", "$500"}]


def test_a_minimum_billing_in_chinese_is_a_minimum(checker: Checker) -> None:
    """ "最低计费2小时" is a minimum charge of two hours, the English copy's "minimum billing 3 hours"."""
    zh = "手语翻译服务报价单（编号SL-0612）：每小时480元，最低计费2小时，超过最低时长后按半小时计费。"
    en = "Quote summary (English copy of quote SL-0612): RMB 480 per hour, minimum billing 3 hours."
    assert _pairs(checker, zh, en) == [{"2小时", "3 hours"}]
    assert _status(checker, zh, en.replace("3 hours", "2 hours")) == "OK"


def test_an_option_s_contract_multiplier_is_its_own_subject(checker: Checker) -> None:
    specs = "Contract Specifications - HVX Index Options\nContract multiplier: $100\nExercise style: European"
    article = (
        "Broker education article: With HVX options, each contract has a $10 multiplier, so a premium of "
        "4.20 costs $42 per contract plus commissions."
    )
    assert _pairs(checker, specs, article) == [{"$100", "$10"}]
    assert (
        _status(checker, specs, article.replace("$10 multiplier", "$100 multiplier").replace("$42", "$420"))
        == "OK"
    )


def test_a_maintenance_fee_is_the_management_fee(checker: Checker) -> None:
    """A plot's "maintenance fee" is what the Chinese sheet calls its 管理费, not a maintenance dose."""
    zh = "福安陵园C区墓位管理费：每年120元，首次购墓时须一次性缴纳20年管理费，共计2,400元。"
    en = "Fu'an Cemetery - English information sheet: Section C plots - maintenance fee RMB 150 per year."
    assert _pairs(checker, zh, en) == [{"120元", "RMB 150"}]
    assert _status(checker, zh, en.replace("RMB 150", "RMB 120")) == "OK"


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_price_per_thousand_or_million_tokens_is_a_price_per_token(
    facts: Callable[[str], list[Fact]],
) -> None:
    for text, per_token in (
        ("Output tokens: $15.00 per 1M tokens", 15e-6),
        ("output tokens at $0.015 per 1K tokens", 15e-6),
        ("$1.50 per million output tokens", 1.5e-6),
        ("输出价格：每百万tokens 8元", 8e-6),
    ):
        (fact,) = [f for f in facts(text) if f.kind == "money"]
        assert fact.dimension.startswith("tariff:") and fact.dimension.endswith("/token"), text
        assert fact.value == pytest.approx(per_token), text


def test_token_prices_per_thousand_and_per_million_agree(checker: Checker) -> None:
    price_list = "Model pricing: Quill-L output tokens $15.00 per 1M tokens."
    invoice = "Invoice line: Quill-L output tokens: 310,000 at $0.015 per 1K tokens = $4.65"
    assert _status(checker, price_list, invoice) == "OK"
    assert _pairs(checker, price_list, invoice.replace("$0.015", "$0.012")) == [{"$15.00", "$0.012"}]


def test_an_annuity_s_payout_start_age_conflicts_and_an_honorific_is_no_sex(checker: Checker) -> None:
    """ "何淑芬女士" addresses the policyholder (Ms), no rule for women; the age annuity payouts start at
    is one quantity in a contract and in a reminder."""
    contract = (
        "年金保险合同（保单号NJ20250318776）条款摘要\n被保险人：何淑芬，女，投保年龄45周岁\n"
        "年金领取：自被保险人60周岁后的首个保单周年日起，每年领取年金12,000元，保证领取20年。"
    )
    sms = (
        "保单服务提醒（短信）：尊敬的何淑芬女士，您的保单NJ20250318776将自您65周岁后的首个保单周年日开始"
        "领取年金，每年12,000元，保证领取20年。"
    )
    assert _pairs(checker, contract, sms) == [{"60周岁", "65周岁"}]
    assert _status(checker, contract, sms.replace("65周岁", "60周岁")) == "OK"


def test_a_chinese_numeral_ends_a_value_s_words_as_a_digit_does(checker: Checker) -> None:
    """ "12,680元将于三个工作日内转入" reads its working days as the next value's, as with "3个工作日": a
    claim paid is no weekday's sum."""
    decision = (
        "理赔决定通知书\n出险经过：被保险人因急性阑尾炎于2025年5月20日至5月26日在市第一人民医院住院治疗。\n"
        "审核结果：经审核，本次给付住院医疗保险金人民币12,860元。\n给付方式：银行转账，预计三个工作日内到账。"
    )
    sms = "短信通知：您的理赔案件已结案，赔款金额12,680元将于{}个工作日内转入您尾号3305的账户。"
    for days in ("3", "三"):
        assert _pairs(checker, decision, sms.format(days)) == [{"人民币12,860元", "12,680元"}], days


def test_a_locker_s_holding_period_in_chinese_is_its_collection_window(checker: Checker) -> None:
    en = (
        "SwiftBox Parcel Lockers - Collection rules. Parcels are held in the locker for 72 hours from the "
        "time of the collection SMS. Lockers are available 24/7."
    )
    zh = "速递柜取件规则：包裹自取件短信发送起在柜内保留48小时，逾期未取将退回寄件人。柜机24小时开放。"
    assert _pairs(checker, en, zh) == [{"72 hours", "48小时"}]
    assert _status(checker, en, zh.replace("48小时", "72小时")) == "OK"


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_singapore_dollars_are_read_as_xin_yuan(facts: Callable[[str], list[Fact]]) -> None:
    (fee,) = [f for f in facts("一次性入会费199新元。") if f.kind == "money"]
    assert (fee.dimension, fee.value) == ("money:SGD", 199.0)


def test_a_weight_gain_is_not_the_weight(checker: Checker) -> None:
    prescription = "Haemodialysis prescription: three sessions weekly, 4 hours each. Dry weight 68.5 kg."
    review = "Monthly adequacy review: Kt/V 1.42. Interdialytic weight gains average 2.1 kg."
    assert _status(checker, prescription, review) == "OK"
    assert _pairs(checker, prescription, "Weight today: dry weight 66.5 kg.") == [{"68.5 kg", "66.5 kg"}]


def test_a_fine_for_a_motor_vehicle_is_not_one_for_a_bicycle(checker: Checker) -> None:
    cars = "交警提示：机动车违反规定停放、临时停车，驾驶人不在现场，妨碍其他车辆、行人通行的，处200元罚款。"
    bikes = "非机动车违停处罚说明：电动自行车、自行车在禁停区域乱停放的，处20元罚款。"
    assert _status(checker, cars, bikes) == "OK"
    other = "机动车违停处罚说明：机动车违反规定停放的，处150元罚款。"
    assert _pairs(checker, cars, other) == [{"200元", "150元"}]


def test_the_shanghai_and_shenzhen_markets_are_regions_apart(checker: Checker) -> None:
    sh = "沪市主板新股申购规则：网上申购单位为1,000股，每1万元市值可申购1,000股。"
    sz = "深市新股申购规则：网上申购单位为500股，每5,000元市值可申购500股。"
    assert _status(checker, sh, sz) == "OK"
    assert _status(checker, sh, sz.replace("深市", "沪市")) == "CONFLICT_DETECTED"


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_chinese_terms_that_open_with_latin_letters_are_read(facts: Callable[[str], list[Fact]]) -> None:
    """ "C反应蛋白" and "B型利钠肽" name their analytes, "O型" a blood group; "A型流感" is no blood group."""
    (crp,) = facts("C反应蛋白 12 mg/L")
    assert "crp" in crp.concepts_of("analyte")
    (bnp,) = facts("B型利钠肽 120 pg/mL")
    assert "bnp" in bnp.concepts_of("analyte") and not bnp.concepts_of("scope")
    (stock,) = facts("O型红细胞库存仅可满足全市临床约3天用血。")
    assert stock.concepts_of("scope") == {"blood_group_o"}
    (flu,) = facts("A型流感疫苗每剂0.5 mL。")
    assert not flu.concepts_of("scope")


def test_one_blood_group_s_stock_is_not_another_s(checker: Checker) -> None:
    notice = "市中心血站库存预警通知：目前O型红细胞库存仅可满足全市临床约3天用血；A型库存约可满足5天。"
    post = "血站公众号推文：近期B型、AB型血液库存充足，约可满足7天用血；O型血告急。"
    assert _status(checker, notice, post) == "OK"
    assert _pairs(checker, notice, post.replace("B型、AB型", "A型")) == [{"5天", "7天"}]


def test_a_farmer_s_own_share_of_a_subsidised_premium_is_not_the_premium(checker: Checker) -> None:
    scheme = (
        "水稻种植保险方案（2025年）：每亩保险金额1,000元，保险费率6%，每亩保费60元。"
        "保费分担：中央财政补贴45%，省级财政补贴25%，农户自缴30%。"
    )
    notice = "农户缴费通知：每亩农户自缴保费18元，本户投保面积25亩，应缴450元。"
    assert _status(checker, scheme, notice) == "OK"
    other = "农户缴费通知：每亩农户自缴保费21元。"
    assert _pairs(checker, notice, other) == [{"18元", "21元"}]


def test_a_dry_weight_and_the_weighings_before_and_after_dialysis_are_apart(checker: Checker) -> None:
    record = "血液透析记录单：患者孙某，干体重58.0 kg，透析前体重60.6 kg。目标超滤量2.5 L。"
    after = "透析后记录：实际超滤2.5 L，透析后体重58.1 kg，血压132/80 mmHg。"
    assert _status(checker, record, after) == "OK"
    # a dry weight is a target whether or not the text says so
    review = "Monthly review: target dry weight 68.5 kg."
    handover = "Handover: ultrafiltration goal set to bring him to his dry weight of 65.8 kg."
    assert _pairs(checker, review, handover) == [{"68.5 kg", "65.8 kg"}]
    assert _pairs(checker, record, "透析后记录：透析后体重58.9 kg。", after) == [{"58.9 kg", "58.1 kg"}]


def test_maternity_paternity_and_parental_leave_are_three_entitlements(checker: Checker) -> None:
    policy = "假期说明：男方员工陪产假15天。产假158天（含国家规定98天）。"
    childcare = "育儿假说明：子女不满3周岁的，父母双方每年各享受育儿假10天。"
    assert _status(checker, policy, childcare) == "OK"
    assert _pairs(checker, childcare, "育儿假：每年各享受育儿假5天。") == [{"10天", "5天"}]
    assert _pairs(checker, "员工手册：男方员工陪产假15天。", "HR答复：陪产假为10天。") == [{"15天", "10天"}]


def test_a_daytime_fare_is_not_the_night_one(checker: Checker) -> None:
    day = "快车计价：日间（6:00-23:00）里程费2.3元/公里。"
    night = "快车计价：夜间（23:00-次日6:00）里程费2.8元/公里。"
    assert _status(checker, day, night) == "OK"
    assert _pairs(checker, day, "快车计价：日间里程费2.5元/公里。") == [{"2.3元", "2.5元"}]


def test_induction_dialysis_is_not_maintenance(checker: Checker) -> None:
    new = "新患者须知：首次血液透析采用诱导透析，前两周每次透析3小时。"
    rota = "排班表（维持期）：每周一、三、五上午，每次透析4小时。"
    assert _status(checker, new, rota) == "OK"
    assert _pairs(checker, rota, "排班表（维持期）：每次透析3.5小时。") == [{"4小时", "3.5小时"}]


def test_a_reverse_termination_fee_is_not_the_target_s_termination_fee(checker: Checker) -> None:
    target = "Termination fee: Pinebrook must pay Caldor $18.5 million if it accepts a superior proposal."
    buyer = "Reverse termination fee: Caldor must pay Pinebrook $37.0 million if antitrust approval fails."
    assert _status(checker, target, buyer) == "OK"
    assert _pairs(checker, buyer, "Reverse termination fee: Caldor pays $27.0 million.") == [
        {"$37.0 million", "$27.0 million"}
    ]


def test_a_male_employee_is_an_employee(checker: Checker) -> None:
    rules = "第12条 陪产假：男职工配偶生育的，享受陪产假20天（含公休日）。"
    answer = "在线问答：按第12条，员工陪产假为15天（含公休日）。"
    assert _pairs(checker, rules, answer) == [{"20天", "15天"}]
    assert _status(checker, rules, answer.replace("15天", "20天")) == "OK"


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_number_spelled_out_before_its_digits_is_no_word_of_the_value_before(
    facts: Callable[[str], list[Fact]],
) -> None:
    """ "within twenty-eight (28) days" says no more about the sum before it than "within 28 days"."""
    spelled = facts("The PCN rises to GBP 270 if not paid within twenty-eight (28) days.")
    plain = facts("The PCN rises to GBP 270 if not paid within 28 days.")
    (fee,) = [f for f in spelled if f.kind == "money"]
    (same,) = [f for f in plain if f.kind == "money"]
    assert fee.tokens == same.tokens and "twenty-eight" not in fee.tokens


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_whether_a_sum_includes_a_tax_is_not_what_it_is_about(facts: Callable[[str], list[Fact]]) -> None:
    """ "成交价（不含增值税）300万元" is a price, not a tax; "VAT: £60,000" still is a tax."""
    priced = ("网签成交价（不含增值税）300万元", "Price: £300,000 excluding VAT", "合同总价（含税）120万元")
    for text in priced:
        (price,) = facts(text)
        assert price.concepts_of("subject") == {"price"}, text
    (vat,) = facts("VAT: £60,000")
    assert vat.concepts_of("subject") == {"tax"}


def test_two_fees_each_including_vat_are_compared_as_fees(checker: Checker) -> None:
    schedule = "Berth class B2 (vessels 10.0 m to 12.0 m LOA): £3,480.00 per annum inclusive of VAT."
    letter = "The annual licence fee for berth class B2 is £3,840.00 including VAT, payable by 1 April."
    assert _pairs(checker, schedule, letter) == [{"£3,480.00", "£3,840.00"}]
    assert _status(checker, schedule, letter.replace("£3,840.00", "£3,480.00")) == "OK"


@pytest.mark.parametrize("facts", [extract_facts, native_facts])
def test_a_plus_tier_is_read_from_its_capitalised_name(facts: Callable[[str], list[Fact]]) -> None:
    """ "Pawsure Plus" names a tier; "plus VAT" and "Plus" alone do not."""
    (limit,) = facts("Pawsure Plus - Policy summary\nVet fees: up to £7,000 per policy year.")
    assert limit.concepts_of("tier") == {"plus_tier"}
    (fee,) = facts("Call-out fee: £60 plus VAT.")
    assert not fee.concepts_of("tier")


def test_a_standard_plan_s_limit_is_not_the_plus_plan_s(checker: Checker) -> None:
    standard = "Pawsure Standard - Policy summary: vet fees covered up to £4,000 per condition per year."
    plus = "Pawsure Plus - Policy summary\nVet fees: up to £7,000 per policy year, resets at each renewal."
    assert _status(checker, standard, plus) == "OK"
    assert _pairs(checker, plus, plus.replace("£7,000", "£8,000")) == [{"£7,000", "£8,000"}]
