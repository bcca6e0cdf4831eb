"""Bilingual concept lexicon used to normalise subjects, anchors, parties and periods.

Why a lexicon: two chunks describe the same thing in different words or languages ("late fee",
"滞纳金"); comparing their numbers is only safe once both map to the same concept. Each surface
form maps to ``(concept, class)``. Concepts of an *exclusive* class (event, party, analyte, ...)
tell subjects apart: "penalty for late delivery" and "penalty for late payment" share ``penalty``
but differ in the ``event`` class, so their values are never compared.
"""

from __future__ import annotations

# ruff: noqa: E501  (a data table: one concept per line reads best)

__all__ = [
    "ASYMMETRIC_CLASSES",
    "EN_CONCEPTS",
    "EXCLUSIVE_CLASSES",
    "MODIFIER_CLASSES",
    "MOLAR_MASS",
    "STOPWORDS",
    "ZH_CONCEPTS",
    "ZH_MAX_TERM",
]

# fmt: off
# Forms that carry two concepts, listed once: a joining fee is its own subject and is paid once; a
# minimum purchase quantity is its own subject and a minimum.
_JOINING_FEE = ["joining fee", "joining fees", "enrolment fee", "enrollment fee", "sign-up fee", "initiation fee", "入会费"]
# a policy's aggregate limit: a limit, and a total over the policy period rather than per occurrence
_AGGREGATE_LIMIT = ["累计赔偿限额", "累计赔付限额", "累计责任限额", "累计限额", "总赔偿限额"]
_MINIMUM_PURCHASE = ["minimum purchase", "minimum purchase quantity", "minimum order quantity", "moq", "minimum spend", "spend at least"]

# class -> {concept: [surface forms...]}; EN forms are lower-case words or phrases (already singular).
_RAW: dict[str, dict[str, list[str]]] = {
    "subject": {
        "penalty": [
            "penalty", "liquidated damages", "违约金", "罚金", "违约赔偿", "penalty rate", "penalty apr", "罚息",
            "penalty interest", "default interest",
        ],
        "late_fee": [
            "late fee", "late charge", "late payment fee", "late return", "late returns", "late return fee", "滞纳金", "逾期费",
            "late registration", "late registration fee", "late enrolment", "late enrollment", "逾期报名", "逾期报名费",
        ],
        # what sitting an exam costs, and what registering costs: each its own fee
        "exam_fee": [
            "exam fee", "exam fees", "examination fee", "examination fees", "考试费", "报名考试费", "报考费", "考务费",
        ],
        "registration_fee": ["registration fee", "registration fees", "报名费", "登记费", "注册费"],
        # a franchise's initial fee is not what transferring a unit or a membership costs
        "franchise_fee": ["franchise fee", "initial franchise fee", "加盟费", "首期加盟费"],
        "transfer_fee": ["transfer fee", "transfer fees", "转让费", "过户费"],
        # what a parcel locker charges once its free storage runs out
        "storage_fee": [
            "storage fee", "storage charge", "overdue storage fee", "超时费", "超时保管费", "保管费", "储存费", "存储费", "仓储费",
        ],
        # the days a shipping line lets a container be used before detention or demurrage is charged
        "free_time": ["free time", "free days", "免费用箱期", "免箱期", "免费堆存期", "免堆期"],
        # a port's and a shipping line's charges, each its own quantity in a list of local charges
        "terminal_handling": [
            "terminal handling charge", "terminal handling charges", "thc", "码头操作费", "码头作业费", "码头装卸费",
        ],
        "detention": ["detention", "container detention", "滞箱费", "超期用箱费"],
        "fuel_surcharge": [
            "fuel surcharge", "bunker surcharge", "bunker adjustment factor", "baf", "燃油附加费",
        ],
        "documentation_fee": ["documentation fee", "doc fee", "文件费"],
        "seal_fee": ["seal fee", "铅封费"],
        "fine": ["fine", "罚款"],
        # a bond's coupon is its interest rate ("Interest: 3.5 per cent." vs "a fixed coupon of 3.75%")
        "interest": [
            "interest", "interest rate", "initial rate", "coupon", "coupon rate", "fixed coupon", "annual coupon", "利率", "年化利率", "利息", "年利率", "月利率", "日利率", "年息", "月息",
            "票面利率", "票息",
        ],
        # "年化利率" is both: the annualised rate a Chinese loan quotes as its APR
        "apr": ["apr", "annual percentage rate", "综合年化成本", "年化利率", "penalty apr"],
        "proceeds": ["proceeds", "gross proceeds", "募集资金", "募资", "募资总额", "to raise"],
        "value_date": ["value date", "interest commencement date", "起息日"],
        "ex_dividend": ["ex-dividend", "ex-dividend date", "除权除息日", "除息日", "除权"],
        "cost_income_ratio": ["cost income ratio", "cost-income ratio", "cost-to-income ratio", "成本收入比"],
        "record_date": [
            "record date", "股权登记日", "登记日", "of record", "date of record", "registered on", "on the register",
        ],
        "earnings_release": ["earnings release", "results", "业绩发布", "财报发布"],
        "course": ["course", "treatment course", "疗程", "用药疗程", "连续服用", "连服", "连续使用", "连用"],
        # a regimen's cycle ("Cycle length: 21 days", "in 28-day cycles"); a numbered one ("Cycle 2") is
        # also labelled with its number, which tells cycles apart
        "cycle": ["cycle", "cycles", "cycle length", "cycle duration", "周期长度", "每周期"],
        # a bug's minimum inhibitory concentration is no drug level ("vancomycin MIC 1 mg/L")
        "mic": ["mic", "minimum inhibitory concentration", "抑菌浓度"],  # (最低 is blanked as noise)
        # a data processing agreement: the customer's window to object to a new sub-processor
        "objection_period": ["object", "objection", "objection period", "objection window", "提出异议", "异议期"],
        # a drug's measured level ("trough 17.2 mg/L", "谷浓度"), not its dose or a bug's MIC
        "drug_level": ["trough", "trough level", "pre-dose", "pre-dose level", "谷浓度", "血药浓度"],
        # a mortgage disclosure's total interest percentage is no rate
        "total_interest_percentage": ["total interest percentage"],
        # a patient-controlled pump's lockout ("锁定时间15分钟", "lockout interval 10 minutes")
        "lockout": ["lockout", "lockout interval", "lock-out", "lockout time", "锁定时间", "锁定"],
        "isolation": ["isolation", "quarantine", "隔离"],
        "fasting_period": ["fast", "nothing by mouth", "禁食"],
        "suture_removal": ["suture removal", "stitches removed", "拆线"],
        "spo2": ["spo2", "oxygen saturation", "血氧", "血氧饱和度"],
        "liability_cap": ["liability", "aggregate liability", "责任上限", "赔偿责任", "赔偿总额"],
        "transfer_limit": ["transfer limit", "转账限额"],
        "lifetime_maximum": ["lifetime maximum", "lifetime limit", "lifetime max", "终身限额"],
        "customs_duty": ["import duty", "customs duty", "duty rate", "import tariff", "关税", "进口关税", "关税税率"],
        "joining_fee": _JOINING_FEE,
        "subsidy": ["subsidy", "trade-in subsidy", "trade-in credit", "补贴", "以旧换新补贴", "补助"],
        "minimum_purchase": [
            # 最低 is blanked as noise (the bound reads it): 最低采购量 is found as 采购量
            *_MINIMUM_PURCHASE, "采购量",
        ],
        "installment": ["installment", "instalment", "分期"],
        # a broker's deduction from a premium ("less 10% brokerage") is no share of the premium
        "brokerage": ["brokerage", "brokerage fee", "经纪费", "经纪佣金"],
        "minimum_charge": ["minimum interest charge", "minimum finance charge", "minimum charge"],
        "policy_rate": [
            "policy rate", "benchmark rate", "基准利率", "政策利率", "bank rate", "official cash rate", "cash rate target",
            "federal funds rate", "fed funds rate",
        ],
        "rent": [
            "rent", "base rent", "monthly rent", "annual rent", "rental", "monthly rental", "rental fee", "租金", "月租",
            "月租金", "年租金",
            # what a lessee pays for leased equipment or capacity ("annual lease fee USD 1.2 million")
            "lease fee", "annual lease fee", "monthly lease fee", "lease fees",
        ],
        "rent_free": ["rent-free", "rent-free period", "rent free", "免租期", "免租"],
        # how long a parcel, a bag or a car stays stored for nothing (a locker, a warehouse, a car park)
        "free_storage": [
            "free storage", "stored free", "store free", "stays free", "free parking", "免费保管", "免费存放", "免费寄存",
            "免费存储", "免费停车", "免费保管期",
        ],
        # what is left to pay after the instalments named before it ("the remaining 60%", "尾款"), or of a
        # cover after the claims paid ("剩余额度为47,300元" of "保险金额5万元")
        "remainder": ["remaining", "remainder", "余款", "尾款", "剩余款项", "剩余额度", "剩余保额", "剩余保险金额", "剩余限额"],
        # a mobile plan's data allowance is not its hotspot (tethering) allowance
        "data_allowance": ["high-speed data", "data allowance", "mobile data", "通用流量", "流量"],
        "hotspot": ["hotspot", "mobile hotspot", "tethering", "热点", "热点流量"],
        "insulin": ["insulin", "胰岛素"],
        "deductible": ["deductible", "excess", "you pay the first", "pay the first", "xs", "免赔额", "免赔", "自付额", "自付額", "自留额", "起赔点"],  # "USD 20m xs USD 15m": a layer's attachment
        "ncd": ["ncd", "no claims discount", "no-claims discount", "no claims bonus", "no-claims bonus", "ncb", "无赔款优待", "无赔款折扣"],
        "out_of_pocket": [
            "out-of-pocket", "out-of-pocket maximum", "out-of-pocket limit", "out of pocket maximum", "oop max",
            "maximum out-of-pocket", "moop", "自付上限", "自付费用上限", "个人自付上限",
        ],
        "premium": ["premium", "保费", "保险费"],
        # the policyholder's own part of a subsidised premium ("农户自缴30%", "每亩自缴保费18元") is not the
        # premium: the state pays the rest
        "own_share": ["自缴", "自缴保费", "自缴部分", "farmer-paid premium", "producer-paid premium"],
        "coverage": ["coverage", "liability insurance", "general liability insurance", "insurance coverage", "sum insured", "agreed value", "insured value", "coverage limit", "benefit limit", "保额", "保险金额", "赔付限额", "sum assured", "level cover", "life cover", "amount of cover", "death benefit", "基本保险金额"],
        "copay": ["copay", "co-pay", "copayment", "coinsurance", "co-insurance", "自付比例", "自付"],
        # what the patient owes of a claim: its coinsurance and any deductible applied to it
        "patient_share": [
            "your responsibility", "patient responsibility", "member responsibility", "patient balance",
            "balance due from patient", "you owe", "what you owe", "amount you owe", "member share",
            "patient share", "your share", "your share of the cost", "自付金额", "个人自付金额",
        ],
        # the other lines of an explanation of benefits, each its own sum: what the provider billed, what
        # the plan allows, the network's write-off, what the plan paid, and the part of this claim put
        # towards the deductible (not the plan's deductible)
        "billed_charge": [
            "amount billed", "billed amount", "billed", "provider billed", "billed charge", "charges billed",
            "total billed", "total charges",
        ],
        "allowed_amount": [
            "allowed amount", "allowed", "plan allowed", "plan allowed amount", "allowable amount",
            "maximum allowable amount", "allowed charge", "allowable charge",
        ],
        "network_discount": [
            "network discount", "provider discount", "plan discount", "contractual adjustment", "contractual write-off",
            "written off", "write-off",
        ],
        "plan_paid": [
            "plan paid", "paid by plan", "paid by the plan", "plan payment", "insurance payment",
            "insurer's payment", "insurance paid", "paid by insurance",
        ],
        "deductible_applied": [
            "deductible applied", "applied to deductible", "applied to the deductible", "applied to your deductible",
        ],
        "waiting_period": ["waiting period", "等待期", "等候期", "观察期"],
        "elimination_period": ["elimination period", "免责期"],
        "benefit_period": ["benefit period", "给付期", "保障期间"],
        "grace_period": ["grace period", "宽限期"],
        "free_look": [
            "free-look", "free look", "cooling-off", "cooling off", "犹豫期", "冷静期", "right to examine",
            "right to review", "review your policy", "examine your policy", "examine the policy",
        ],
        "policy_period": [
            "period of insurance", "policy period", "policy term", "保险期间", "保障期限", "保险起期", "保险止期", "起保日期",
            "起保日",
        ],
        "entry_age": ["entry age", "age at entry", "投保年龄"],
        "renewal_date": ["renew", "renews", "renewal date", "due for renewal", "up for renewal", "续保日", "续保日期"],
        "loss_date": ["date of loss", "loss", "date of incident", "incident date", "date of accident", "accident date", "出险日期", "事故日期", "事故发生日期"],
        "combined_ratio": ["combined ratio", "综合成本率"],
        "report_deadline": ["report a claim", "report the claim", "报案", "通知保险人"],
        "royalty": [
            "royalty", "royalty fee", "continuing royalty", "royalties", "权益金", "特许权使用费", "特许经营费",
            # a licence's running royalty in Chinese ("提成费", "专利许可使用费")
            "提成费", "专利使用费",
        ],
        # a reinsurance layer's price as a share of its limit
        "rate_on_line": ["rate on line", "rol"],
        # what a REIT or a fund pays out per unit
        "distribution": [
            "distribution per unit", "dpu", "interim distribution", "final distribution", "quarterly distribution",
            "monthly distribution", "cash distribution", "declared a distribution", "declares a distribution", "分派",
            "中期分派",
        ],
        "ceding_commission": ["ceding commission", "reinsurance commission", "分保佣金", "分出佣金", "分保手续费"],
        # the days a pass or a fare cannot be used ("blackout dates: 14 to 22 February")
        "blackout": ["blackout", "blackout dates", "blackout date", "blackout period", "blackout periods", "不可用日期"],
        # a dialysis prescription's blood pump speed is not its dialysate flow
        "blood_flow": ["blood flow", "blood flow rate", "blood pump", "qb", "血流量", "血泵流速"],
        "dialysate_flow": ["dialysate flow", "dialysate flow rate", "透析液流量"],  # not "Qd": once daily
        "profit_commission": ["profit commission", "纯益手续费", "盈余佣金"],
        "cession": ["quota share", "cession", "分保比例", "分出比例"],
        "coverage_level": ["coverage level", "保障水平"],
        "claim": ["claim", "理赔", "索赔", "赔付金额", "理赔金额", "核定赔付", "赔款", "claim payment", "amount paid on the claim"],
        "revenue": ["revenue", "sales", "turnover", "营收", "营业收入", "收入", "销售额"],
        # when an annuity or a pension starts paying ("自60周岁后的首个保单周年日起…领取年金", "payouts start at 65")
        "payout_start": [
            "年金领取", "领取年金", "开始领取", "起领", "起领年龄", "领取年龄", "payout start", "payouts start",
            "income starts", "annuity starts", "annuity start date", "start drawing",
        ],
        # what one option or futures contract is worth per point of its underlying
        "contract_multiplier": ["multiplier", "contract multiplier", "合约乘数"],
        # a balance of revenue billed but not yet earned: a balance sheet's, not a period's revenue
        "deferred_revenue": ["deferred revenue", "unearned revenue", "递延收入", "合同负债"],
        "net_profit": [
            "net profit", "net income", "净利润", "净利", "profit attributable", "attributable profit", "应占溢利",
            "归母净利润", "股东应占利润",
        ],
        "rd_expense": ["research and development", "研发投入", "研发费用", "研发支出"],
        "gross_margin": ["gross margin", "毛利率"],
        "operating_margin": ["operating margin", "营业利润率"],
        "eps": ["eps", "earnings per share", "每股收益"],
        # a business's operations, no surgery: a REIT's FFO per unit is no distribution
        "ffo": ["funds from operations", "ffo", "affo", "adjusted funds from operations", "营运现金流量"],
        "operating_cash_flow": [
            "cash flow from operations", "cash from operations", "cash flows from operating activities",
            "operating cash flow", "经营活动现金流量净额", "经营性现金流",
        ],
        "dividend": ["dividend", "分红", "股息", "派发", "现金红利", "派息"],
        # what a dividend returns on the share price, and the share of profit paid out: two percentages
        # of one dividend that never restate each other
        "dividend_yield": ["dividend yield", "distribution yield", "股息率", "股息收益率", "分红收益率"],
        "payout_ratio": ["payout ratio", "dividend payout ratio", "分红比例", "派息比例", "派息率", "股利支付率"],
        "coupon": ["coupon", "coupon rate", "fixed coupon", "annual coupon", "票面利率", "票息"],
        # a vision plan's items: an eye exam, lenses, frames and contact lenses each have their own
        # allowance and interval
        "eye_exam": ["eye exam", "eye examination", "eye test", "sight test", "vision exam", "验光", "眼科检查", "视力检查"],
        "lenses": ["lenses", "spectacle lenses", "eyeglass lenses", "镜片"],
        "frames": ["frames", "frame allowance", "spectacle frames", "镜框", "镜架"],
        "contact_lenses": ["contact lenses", "contact lens", "隐形眼镜"],
        # a lift contract's attendance for a trapped passenger is not its other call-outs
        "entrapment": ["entrapment", "passenger entrapment", "trapped", "trapped in a lift", "困人", "电梯困人", "被困"],
        # a structured note's barrier or trigger is a share price level, not its coupon
        "barrier": [
            "barrier", "coupon barrier", "capital barrier", "knock-in barrier", "knock-in level", "knock-in", "autocall trigger",
            "autocall barrier", "autocall level", "trigger level", "敲入", "敲出", "敲入价", "敲出价", "敲入价格", "敲出价格", "障碍价",
        ],
        "lvef": ["lvef", "ejection fraction", "射血分数"],
        "buyback": ["buyback", "buy-back", "share repurchase", "repurchase", "回购"],
        "growth": ["growth", "增长率", "增速"],
        "price": [
            "cost", "price", "priced", "contract price", "contract value", "合同价款", "价格", "价款", "总价", "合同总价", "报价", "总报价", "全包报价",
            "单价", "合同金额", "合同总金额", "项目总金额", "总价款", "合同价", "签约合同价", "中标价", "contract sum", "contract amount",
            "total contract value", "consideration", "purchase price", "purchase consideration", "deferred consideration",
            "offer price", "offering price", "ipo price", "issue price", "发售价", "最终发售价", "发行价", "定价", "招股价",
            "售价", "售價", "零售价", "标价", "成交价", "网签价", "网签成交价", "成交总价",
        ],
        "fee": ["fee", "service fee", "服务费", "手续费", "费用", "cost", "charge", "charged", "订阅费", "改期费"],
        # what a buyer pays the target when a merger fails on its side, not the target's termination fee
        "reverse_termination_fee": [
            "reverse termination fee", "reverse break fee", "reverse break-up fee", "reverse breakup fee", "反向分手费",
        ],
        # an energy tariff's daily charge and a fixed deal's charge for leaving early, each its own line
        "standing_charge": ["standing charge", "standing charges", "daily standing charge"],
        "exit_fee": ["exit fee", "exit fees", "early exit fee", "exit charge", "exit charges"],
        "deposit": ["deposit", "押金", "定金", "保证金"],
        "nim": ["net interest margin", "nim", "净息差"],
        "total_assets": ["total assets", "资产总额", "总资产"],
        "total_liabilities": ["负债总额", "总负债"],  # not "total liability", a liability cap
        "salary": ["salary", "wage", "工资", "薪资", "月薪", "薪酬", "月工资", "年薪"],
        "experience": ["experience", "years of experience", "从业经验", "工作经验", "从业年限", "执业经验"],
        # time off: "paid annual leave" is leave, not a payment
        "leave": [
            "annual leave", "paid leave", "paid annual leave", "paid time off", "pto", "vacation", "vacation day",
            "holiday entitlement", "leave entitlement", "年假", "带薪年假", "年休假", "带薪休假",
        ],
        "sick_leave": ["sick leave", "sick pay", "sick day", "paid sick leave", "病假"],
        # a mother's leave at birth, a father's and a parent's leave while the child is small are three
        # entitlements ("产假158天", "陪产假15天", "育儿假每年10天")
        "maternity_leave": ["maternity leave", "产假"],
        "paternity_leave": ["paternity leave", "陪产假"],
        "parental_leave": ["parental leave", "paid parental leave", "育儿假"],
        "budget": ["budget", "预算"],
        # what has been paid so far is not the price or the amount due
        "amount_paid": ["amount paid", "paid to date", "paid amount", "已付金额", "已付款", "已支付", "累计已付"],
        # the noun, not the verb: "pays 1.54% a year" is an interest rate, "shall be paid" any sum
        # the share of a price paid up front ("首付比例：设备总价的20%", "a 30% down payment")
        "down_payment": ["down payment", "downpayment", "首付", "首付款", "首付比例"],
        "payment": [
            "payment", "付款", "支付", "货款", "结算", "还款", "payment term",
            "payment terms", "付款期限", "账期", "付款期", "派息", "派付", "payable on",
            # the time a seller gives a buyer to pay: its payment terms
            "credit period", "credit term", "credit terms", "信用期", "信用期限",
        ],
        "performance_bond": [
            "performance bond", "performance security", "performance guarantee", "履约保证金", "履约保函", "履约担保",
            "guarantee amount", "guaranteed amount", "undertake to pay", "irrevocably undertake", "保函金额", "担保金额",
        ],
        # the security a tender is accompanied by, returned to the losing bidders: no performance bond
        "bid_security": [
            "bid security", "bid bond", "tender security", "tender guarantee", "投标保证金", "投标保函", "投标担保",
        ],
        "advance_payment": ["advance payment", "advance payment guarantee", "预付款"],
        # the share of an invoice a factor pays at once ("Advance rate: 85%", "we will advance 80% of …")
        "advance_rate": ["advance rate", "advance", "advances", "advanced", "预付比例", "融资比例", "预付金", "预付版税"],
        "retention": ["retention", "retention money", "质保金", "保留金"],
        "availability": ["availability", "uptime", "available", "可用性", "可用率"],
        "commencement": [
            "commence", "commencing", "commences", "commenced", "commencement", "commencement date", "start date", "起租日", "起始日", "保险起期", "起保日期",
            "起保日",
        ],
        "license_users": ["named user", "licensed user", "user", "seat", "用户数"],
        "effective_date": ["effective", "effective date", "生效", "生效日期"],
        "expiry": [
            "expire", "expires", "expiring", "expired", "expiry", "expiration", "mature", "maturity", "maturity date",
            "到期", "到期日", "届满",
            "保险止期", "valid until", "valid till", "remain valid until", "有效期至", "on sale until",
            "available until", "available online until",
        ],
        "deadline": ["deadline", "due date", "截止", "截止日期"],
        # the day a trade or a forward contract settles ("settlement date: 15 November 2025", "交割日")
        "settlement_date": ["settlement date", "value date", "交割日", "交收日", "起息日"],
        "bonus": ["bonus", "奖金", "年终奖"],
        "warranty": ["warranty", "warrants", "warranted", "guarantee period", "保修", "保修期", "质保", "质保期", "limited warranty",
                     "standard warranty", "manufacturer warranty", "extended warranty"],
        "refund": [
            "refund", "退款", "退还", "款项退回", "退回原支付", "退票",
            # money sent back is a refund, not goods sent back
            "returned to the original payment", "returned to your card", "returned to the original card",
            "returned to your original payment", "return the money", "returns the money", "return your money",
            "money back",
        ],
        # a construction contract's duration and its defects liability period are different terms
        "construction_period": ["construction period", "time for completion", "工期", "合同工期", "施工工期"],
        "defects_liability": [
            "defects liability period", "defect liability period", "defects notification period", "缺陷责任期",
        ],
        # a free-look or cooling-off period is the window to cancel in
        "cancellation": [
            "cancellation", "cancellations", "cancel", "free cancellation", "取消", "免费取消", "取消订单", "free-look",
            "free look", "cooling-off", "cooling off", "犹豫期", "冷静期",
        ],
        "return": ["return", "returned", "退货", "退换货", "return window"],
        "exchange": ["exchange", "换货"],
        "shipping": ["shipping", "delivery time", "运费", "配送", "包邮"],
        "response_time": [
            "response time", "response", "respond", "reply", "initial response", "first response", "response target", "响应时间",
            "回复", "回覆", "响应", "首次响应",
        ],
        "onsite_time": ["on-site", "onsite", "arrive on site", "现场", "到场", "上门"],
        "resolution_time": ["resolution time", "repair time", "restore", "修复时限", "修复时间", "解决时限", "恢复时间"],
        "processing_time": ["processing time", "处理时间", "办理"],
        "notice": ["notice", "notice period", "advance notice", "notify", "notified", "notification", "tell us", "通知", "提前通知"],
        "probation": ["probation", "probation period", "试用期"],
        "term": [
            "term", "contract term", "duration", "tenor", "loan term", "合同期限", "期限", "有效期", "租期", "租赁期限", "租赁期",
            "贷款期限", "合约期", "合约期限", "minimum commitment", "commitment period",
            # "starts on 1 May 2025 and runs for 48 months"
            "runs for", "run for", "will run for", "running for",
        ],
        "discount": ["discount", "折扣", "优惠", "save", "saving", "you save", "节省", "立省"],
        "ltv": ["ltv", "cltv", "loan-to-value", "loan to value", "combined loan-to-value", "appraised value", "抵押率", "贷款价值比"],
        # the least one may subscribe: 认购起点金额 is one term, not a subscription (认购) of some amount
        "investment": [
            "investment", "initial investment", "initial subscription", "minimum subscription", "subscription amount", "认购金额",
            "起投金额", "起点金额", "认购起点金额", "认购起点", "起购金额", "购买起点", "minimum investment",
        ],
        # how long an infusion runs, not how long the patient is observed after it
        "infusion_time": ["infusion over", "infused over", "intravenously over", "drip over", "infusion time", "输注时间", "滴注时间", "静滴时间"],
        "renewable_share": ["renewable electricity", "renewable energy share", "可再生电力", "可再生能源"],
        # a bank's undertaking to pay the amount of a letter of credit (a guarantee's is a performance bond's)
        "credit_amount": [
            "documentary credit", "letter of credit", "standby letter of credit", "currency and amount", "credit amount",
            "信用证金额",
        ],
        # an aircraft lease's reserves, paid per engine flight hour (EFH) or cycle
        "maintenance_reserve": [
            "maintenance reserve", "maintenance reserves", "engine reserve", "engine reserves", "per efh",
            "per engine flight hour", "efh",
        ],
        "session_length": [
            "per session", "each session", "treatment time", "session length", "session duration", "透析时间", "治疗时间",
            "每次透析", "透析时长",
        ],
        # a banquet's guaranteed or final number of tables
        "table_count": ["桌数", "保底桌数", "最终桌数", "number of tables", "minimum tables"],
        # how long a subscription may be paused, and how long a parcel waits in a locker
        "pause_period": ["pause", "pause for", "paused for", "freeze", "frozen period", "暂停", "停订"],
        "collection_window": [
            "held in the locker", "stay in the locker", "stays in the locker", "collect within", "collect it within",
            "pick up within", "collect it free", "collect free", "can be collected", "in the locker free",
            "leave your parcel", "取件期限", "保管期", "免费保管", "免费取件", "柜内保留", "在柜内保留", "保留时长",
        ],
        "escalation": ["escalation", "escalator", "rent escalation", "annual increase", "递增率", "租金递增"],
        "points": ["point", "积分"],
        "dose": ["dose", "dosage", "剂量", "用量", "服用", "loading dose", "initial dose", "starting dose", "maintenance dose", "负荷剂量", "维持剂量", "起始剂量", "初始剂量"],
        "blood_pressure": ["blood pressure", "血压"],
        "heart_rate": ["heart rate", "pulse", "心率", "脉搏"],
        "temperature": ["temperature", "body temperature", "体温"],
        "weight": [
            "weight", "body weight", "actual body weight", "ideal body weight", "lean body weight",
            "adjusted body weight", "体重", "weigh", "weighs", "weighing",
        ],
        # what a weight changes by is not the weight ("interdialytic weight gains average 2.1 kg", "增重12.5 kg")
        "weight_change": ["weight gain", "weight gains", "weight loss", "gained", "lost", "增重", "体重减轻"],
        # a dialysis patient's dry (target) weight is the weight a session takes them down to, not a weighing
        "dry_weight": ["dry weight", "target dry weight", "target weight", "干体重"],
        "height": ["height", "身高"],
        "tax": ["tax", "vat", "税", "税率", "增值税"],
        "market_share": ["market share", "市场份额", "市占率"],
        "headcount": ["headcount", "employee count", "员工人数"],
        "capex": ["capex", "capital expenditure", "资本开支", "资本支出"],
        "cash": ["cash", "现金"],
        "debt": ["debt", "负债", "债务"],
        "roe": ["roe", "return on equity", "净资产收益率"],
        "inventory": ["inventory", "库存"],
        "cost": ["cost", "成本"],
        "limit": ["limit", "cap", "sublimit", "sub-limit", "上限", "限额", "分项限额", *_AGGREGATE_LIMIT],
        "hospital_stay": ["hospital stay", "hospitalization", "住院"],
        "follow_up": ["follow-up", "follow up", "复查", "复诊", "随访", "下次输注时间", "下次输注"],
        "interest_free_period": [
            "interest-free period", "interest free period", "免息期", "最长免息期", "免息还款期", "最长免息还款期",
        ],
        "baggage_allowance": [
            "checked bag", "checked baggage", "baggage allowance", "free baggage allowance", "托运行李", "免费托运行李",
            "行李额",
        ],
        "management_fee": ["management fee", "maintenance fee", "maintenance fees", "管理费", "管理费率"],
        # a fund's all-in yearly cost is not its management fee alone
        "ongoing_charges": ["ongoing charges", "ongoing charges figure", "ocf", "total expense ratio", "expense ratio"],
        # a loan's one-off fee for arranging it, and its yearly fee on the undrawn amount
        "arrangement_fee": ["arrangement fee", "upfront fee", "front-end fee", "安排费", "前端费"],
        "commitment_fee": ["commitment fee", "undrawn fee", "承诺费"],
        # paying a loan back early
        "prepayment_fee": [
            "prepayment fee", "prepayment charge", "prepayment penalty", "early repayment charge", "early repayment fee",
            "early repayment penalty", "提前还款费", "提前还款违约金", "提前还款手续费",
        ],
        "pfs": ["pfs", "progression-free survival", "无进展生存期", "无进展生存"],
        "overall_survival": ["overall survival", "总生存期"],
    },
    "event": {
        # a postponed event's refund terms are not a cancelled one's
        "postponement": ["postponed", "postponement", "postpone", "rescheduled", "延期", "改期"],
        "delivery": [
            "delivery", "deliver", "delivered", "arriving", "arrives", "交货", "交付", "到货", "货到", "货物到达", "送达", "收货",
            "签收",
        ],
        "discovery": ["discovery", "discovered", "发现", "发现缺陷"],
        "notice_receipt": ["receipt of notice", "receiving notice", "收到通知"],
        "acceptance": ["acceptance", "验收", "验收合格"],
        "signing": [
            "signing", "signature", "execution", "signed", "conclusion of the contract", "签订", "签署", "签约", "合同签订",
            "签订日期",
        ],
        "invoice": [
            "invoice", "invoicing", "vat invoice", "tax invoice", "发票", "开票", "收到发票", "增值税专用发票", "增值税发票",
            "专用发票",
        ],
        "receipt": ["receipt", "收到"],
        # an invoice received, however worded: not the invoice's date
        "invoice_receipt": [
            "receipt of invoice", "receipt of the invoice", "receipt of an invoice", "receipt of a valid invoice",
            "receipt of our invoice", "receipt of your invoice", "receiving the invoice", "receiving our invoice",
            "receiving an invoice", "receiving your invoice", "receiving a valid invoice", "invoice receipt",
            "receipt of the vat invoice", "receipt of a vat invoice", "receipt of vat invoice", "receipt of the tax invoice",
            "receipt of a tax invoice",
        ],
        "loss_event": ["出险", "保险事故", "发生保险事故", "insured event", "insured damage", "insured peril", "insured perils", "insured loss", "insured incident"],
        "shipment": ["shipment", "dispatch", "发货", "出货"],
        "order": ["order", "下单", "订单", "purchase", "购买", "购买之日"],
        "termination": ["termination", "解除", "终止"],
        "completion": ["completion", "complete", "completed", "完工", "竣工", "竣工日期", "完成"],
        "installation": ["installation", "安装"],
        "admission": ["admission", "admitted", "入院", "入院日期"],
        "discharge": ["discharge", "discharged", "出院", "出院日期", "卸船", "卸货"],  # a patient's, or a vessel's cargo
        "surgery": ["surgery", "operation", "手术", "切除术", "置换术", "成形术", "吻合术"],
        "late_payment": [
            "late payment", "overdue payment", "overdue invoice", "overdue amount", "逾期付款", "延迟付款", "迟延付款",
        ],
        "cash_advance": ["cash advance", "cash withdrawal", "取现", "预借现金"],
        # a card's penalty rate applies on a late payment: not its cash-advance or purchase rate
        "penalty_apr": ["penalty apr", "default apr"],
        "balance_transfer": ["balance transfer", "余额转移"],
        "bill_installment": ["账单分期", "installment plan", "分期付款计划"],
        "returned_payment": ["returned payment", "returned check", "returned cheque", "bounced payment", "退票"],
        "foreign_transaction": [
            "foreign transaction", "foreign currency transaction", "non-sterling transaction", "non-sterling",
            "foreign currency", "境外交易", "外币交易",
        ],
        "overweight": ["overweight", "excess baggage", "超重", "超重行李"],
        "late_delivery": ["late delivery", "delayed delivery", "逾期交货", "延迟交货", "迟延交货"],
        # a hotel stay counts its cancellation deadline back from check-in ("48 hours before check-in", 入住前)
        "check_in": ["check-in", "check in", "checkin", "入住", "入住日"],
        # a fund's units are bought (申购, confirmed on T+1) and redeemed (赎回, paid out on T+3)
        "fund_purchase": ["申购", "认购"],
        # the day a venue or a photographer is booked for: a wedding contract's "event date" is the wedding
        "event_day": [
            "event date", "date of the event", "the event", "your event", "wedding date", "wedding day", "day of the wedding",
            "婚礼日", "婚期", "婚宴日", "婚宴", "宴会日", "演出日", "演出", "活动日", "show date", "the show",
        ],
        # an insurance policy handed to its holder: signing for it (签收) is receiving it, and a free-look
        # period counts from then
        "policy_receipt": [
            "签收本合同", "签收保险合同", "签收保单", "收到保险合同", "收到本合同", "收到保单", "receive your policy",
            "receive the policy", "receiving your policy", "receiving the policy", "receipt of the policy",
            "receipt of your policy", "signing for the policy", "delivery of the policy", "policy delivery",
        ],
        # a tenancy's end: a deposit is returned so many days after the tenant moves out
        "move_out": [
            "move-out", "move out", "moving out", "moves out", "moved out", "vacate", "vacates", "vacating", "vacated",
            "退租", "搬离", "搬出",
        ],
        "redemption": ["redemption", "redeem", "redeemed", "赎回", "call date", "optional call", "first call date", "callable", "called in full", "called at par", "called for redemption", "called early", "提前赎回"],
        # a loyalty scheme's points are earned at one rate and redeemed at another
        "earning_points": ["earn", "earns", "earned", "积分累积", "积分获取"],
    },
    "benefit": {
        "death": ["death benefit", "accidental death", "身故", "死亡", "身故保险金"],
        "medical_benefit": ["medical expense", "medical expenses", "医疗", "意外医疗"],
        "critical_illness": ["critical illness", "重疾", "重大疾病"],
        "disability": ["disability", "伤残", "残疾"],
        # a course of radiotherapy: its dose in grays and the fractions it is given in
        "radiotherapy": ["gy", "gray", "radiotherapy", "放疗"],
        "legal_expenses": ["legal expenses", "legal expense", "legal costs", "法律费用"],
        "cyber_extortion": ["cyber extortion", "ransomware", "extortion", "勒索软件", "网络勒索"],
        # a cyber or property policy's own business interruption is not the dependent (supplier's) one
        "business_interruption": ["business interruption", "营业中断", "业务中断"],
        "dependent_business_interruption": [
            "dependent business interruption", "contingent business interruption", "dependent bi", "依赖性营业中断",
            "供应商营业中断",
        ],
        "hospital_cash": ["hospital cash", "daily hospital allowance", "住院津贴", "住院现金"],
        # a travel policy's delay covers: a delayed trip and delayed baggage are paid apart
        "travel_delay": ["travel delay", "trip delay", "flight delay", "行程延误", "航班延误", "旅行延误"],
        "baggage_delay": ["baggage delay", "delayed baggage", "luggage delay", "行李延误"],
        # the covers of a motor or home policy each have their own limit and deductible
        "collision": ["collision", "collision coverage", "碰撞"],
        "comprehensive_cover": ["comprehensive", "comprehensive coverage", "other than collision"],
        "windstorm": ["windstorm", "wind/hail", "windstorm/hail", "named storm", "hurricane"],
        "liability_cover": [
            "bodily injury liability", "property damage liability", "personal liability", "third-party liability",
            "第三者责任", "三者险",
        ],
        "uninsured_motorist": ["uninsured motorist", "underinsured motorist"],
        "dwelling": ["dwelling", "coverage a"],
        "other_structures": ["other structures", "coverage b"],
        "personal_property": ["personal property", "contents", "coverage c"],
        "loss_of_use": ["loss of use", "additional living expenses", "coverage d"],
        "orthodontia": ["orthodontia", "orthodontic", "orthodontics", "正畸"],
    },
    "component": {
        "battery": ["battery", "电池"],
        "screen": ["screen", "display", "屏幕"],
        "accessory": ["accessory", "accessories", "配件"],
        "whole_unit": ["whole unit", "整机", "main unit", "主机"],
        "compressor": ["compressor", "压缩机"],
        "motor": ["motor", "电机"],
    },
    # which animal a pet policy's price is for ("犬类年保费699元" vs "猫类年保费499元")
    # which eye a lens power or an eye test is for (OD = oculus dexter, OS = oculus sinister)
    "eye": {
        "right_eye": ["right eye", "od", "右眼"],
        "left_eye": ["left eye", "os", "左眼"],
    },
    "species": {
        "dog": ["dog", "dogs", "犬", "犬类", "狗"],
        "cat": ["cat", "cats", "猫", "猫类"],
        # livestock: a calf's insured value is not a cow's, a piglet's not a breeding sow's
        "cow": ["cow", "cows", "dairy cow", "dairy cows", "beef cow", "奶牛", "肉牛", "母牛"],
        "calf": ["calf", "calves", "犊牛", "牛犊"],
        "sow": ["sow", "sows", "breeding sow", "breeding sows", "能繁母猪", "母猪"],
        "pig": ["pig", "pigs", "finishing pig", "finishing pigs", "growing pig", "育肥猪", "生猪"],
        "piglet": ["piglet", "piglets", "仔猪"],
        "sheep": ["sheep", "ewe", "ewes", "绵羊", "母羊"],
        "lamb": ["lamb", "lambs", "羔羊"],
    },
    # what a drug is given for: heparin's bolus for a clot is not its bolus for a heart attack
    "indication": {
        "vte": [
            "vte", "dvt", "venous thromboembolism", "deep vein thrombosis", "pulmonary embolism", "静脉血栓栓塞",
            "深静脉血栓", "肺栓塞",
        ],
        "acs": ["acs", "acute coronary syndrome", "急性冠脉综合征", "急性冠状动脉综合征"],
        "atrial_fibrillation": ["atrial fibrillation", "心房颤动", "房颤"],
        # an antibiotic's target or dose by infection ("MRSA肺炎 15-20 mg/L", "皮肤软组织感染 10-15 mg/L")
        "pneumonia": ["pneumonia", "肺炎"],
        "bacteraemia": ["bacteraemia", "bacteremia", "菌血症"],
        "skin_soft_tissue_infection": [
            "skin and soft tissue infection", "skin and soft-tissue infection", "cellulitis", "皮肤软组织感染", "蜂窝织炎",
        ],
        "urinary_tract_infection": ["urinary tract infection", "uti", "尿路感染"],
        "meningitis": ["meningitis", "脑膜炎"],
        "endocarditis": ["endocarditis", "心内膜炎"],
        "osteomyelitis": ["osteomyelitis", "骨髓炎"],
    },
    # a crop: corn's final planting date or insured value per hectare is not soybeans'
    "crop": {
        "corn": ["corn", "maize", "玉米"],
        "soybean": ["soybean", "soybeans", "soya", "大豆"],
        "wheat": ["wheat", "winter wheat", "spring wheat", "小麦", "冬小麦", "春小麦"],
        "barley": ["barley", "大麦"],
        "rice": ["rice", "paddy", "水稻", "稻谷"],
        "oilseed_rape": ["oilseed rape", "rapeseed", "canola", "油菜", "油菜籽"],
        "cotton": ["cotton", "棉花"],
        "potato": ["potato", "potatoes", "马铃薯", "土豆"],
    },
    # where a refund goes: Alipay's days are not the bank card's
    "payment_channel": {
        "alipay": ["alipay", "支付宝"],
        "wechat_pay": ["wechat pay", "微信支付", "微信"],
        "bank_card": ["bank card", "银行卡"],
        # a deposit or surcharge by card type ("EUR 200 by credit card; EUR 300 by debit card")
        "credit_card": ["credit card", "信用卡"],
        "debit_card": ["debit card", "debit cards", "借记卡"],
    },
    "product": {
        "savings": ["savings", "savings account", "high-yield savings", "活期", "储蓄", "活期存款"],
        "time_deposit": [
            "certificate of deposit", "cd", "fixed deposit", "time deposit", "定期存款", "整存整取", "定期存单",
        ],
        "loan": ["loan", "mortgage", "borrowing", "贷款", "借款", "按揭"],
        "credit_card": ["credit card", "信用卡"],
        # lines of insurance: a medical policy's waiting period is not an accident policy's
        "medical_insurance": [
            "medical insurance", "health insurance", "医疗险", "医疗保险", "百万医疗", "百万医疗险", "住院医疗险",
        ],
        "critical_illness_insurance": ["critical illness insurance", "critical illness policy", "重疾险"],
        "accident_insurance": ["accident insurance", "personal accident", "意外险", "意外伤害保险", "综合意外险"],
        "social_insurance": [
            "social insurance", "social medical insurance", "basic medical insurance", "医保", "社保", "基本医疗保险",
            "城乡居民医保", "职工医保",
        ],
        "commercial_insurance": ["commercial insurance", "supplementary medical", "商业保险", "商业补充医疗险", "商业险"],
    },
    # where money goes or comes from: "credited to the original payment card" is a refund's route, not
    # a payment (the longer form wins over "payment"); shared, it is evidence; different, no clash
    "instrument": {
        "card": ["payment card", "original card", "original payment card", "debit card", "bank card", "银行卡", "借记卡"],
        "payment_method": [
            "payment method", "original payment method", "method of payment",
        ],
    },
    # an amount on top of another ("additional excess of $2,000 in addition to the basic excess")
    "increment": {
        "additional": ["additional", "in addition to", "额外", "另加"],
    },
    # a benchmark rate (LPR, SOFR) is not the rate priced over it
    "benchmark": {
        "benchmark_rate": [
            "lpr", "loan prime rate", "贷款市场报价利率", "sofr", "prime rate", "基准利率", "prime lending rate", "base rate",
            "euribor", "sonia", "hibor", "shibor",
        ],
    },
    # "(for reference)" marks a translation or a copy, not a reference range
    "remark": {
        "for_reference": ["for reference", "for reference only", "仅供参考"],
        # the year a tax is assessed for names a period, not that a value is a tax ("a balancing
        # payment of $2,416 for tax year 2026 falls due on 15 April 2027")
        "tax_year": ["tax year", "tax years", "taxable year", "纳税年度"],
        # instructions for a form or a rule's guidance for those who apply it, not a company's guidance
        "instructions": [
            "form guidance", "claim form guidance", "guidance note", "guidance notes", "操作指引", "填写指引",
            "employer guidance", "employer's guidance", "guidance for employers", "payroll guidance", "tax guidance",
            "hmrc guidance", "clinical guidance", "regulatory guidance", "official guidance",
        ],
        # "incorporated by reference" makes a document part of a contract; it is no reference value
        "by_reference": ["by reference", "incorporated by reference"],
        "pro_rata": ["pro rata", "pro-rata"],  # not the "Pro" tier
        # phrases whose words would otherwise read as a subject or tier: "in response to requests" is no
        # response time, "the closing date is extended to 22 March" no extended warranty
        "in_response_to": ["in response to", "in reply to"],
        "extended_to": ["extended to", "is extended", "was extended", "been extended", "be extended", "extended until"],
        # "one bag of up to 32 kg at no extra charge" is about the bag, not a fee
        "free_of_charge": [
            "no extra charge", "no additional charge", "no charge", "free of charge", "at no cost", "no extra cost",
            "no additional cost", "without charge",
        ],
    },
    # a date of birth identifies a person; it is compared only with other dates of birth
    "identity": {
        "birth": ["date of birth", "dob", "d.o.b.", "born on", "出生日期", "出生年月"],
    },
    "reference": {
        "reference": [
            "reference", "reference range", "reference interval", "normal range", "参考范围", "参考值", "正常范围",
            "正常值", "参考区间", "ref range", "ref interval",
        ],
        # (a dry weight is a target by definition, whether or not the text says "target")
        "target": ["target", "goal", "目标", "控制目标", "dry weight", "target dry weight", "target weight", "干体重"],
        "threshold": ["threshold", "diagnostic cut-off", "defined by", "defined as", "诊断标准", "界值"],
        "forecast": ["guidance", "outlook", "forecast", "projected", "projection", "预计", "预期", "业绩指引"],
        "actual": ["actual", "actually", "实际", "实际发生"],
        # what has been done so far of a planned total ("已累计输注600 mg" of "总补铁量1,000 mg")
        "to_date": ["so far", "to date", "已累计", "累计已", "截至目前已"],
        "adjusted": ["adjusted", "non-gaap", "扣非", "扣除非经常性损益", "经调整"],
    },
    # when a record was made, not a fact it records: two lab reports collected on different days
    # are two reports (see checks.conflicts)
    "record": {
        "timestamp": [
            "collected", "collection time", "sampled", "printed", "authorised", "authorized", "generated",
            "采样", "采样时间", "采集时间", "打印", "打印时间", "检测日期", "检验日期", "报告日期", "test date", "date of test",
            "specimen date", "sample taken", "blood taken", "level taken", "date sampled", "监测记录", "监测日期", "采血日期",
            "采血时间", "抽血日期", "抽血时间", "化验日期",
        ],
        # the date that closes a reporting period ("for the year ended 31 December 2024") names the period
        "period_end": [
            "year ended", "years ended", "quarter ended", "period ended", "months ended", "weeks ended",
            "year ending", "quarter ending", "period ending", "financial year ended", "fiscal year ended",
        ],
    },
    # the stage of a rate or price: an introductory APR is not the APR that follows it
    "stage": {
        "intro": ["intro", "introductory", "promotional apr", "promotional rate", "teaser", "teaser rate", "优惠期"],
        "ongoing": [
            "after the intro period", "after the introductory period", "after the promotional period", "thereafter",
            "ongoing apr", "standard apr", "regular apr", "go-to rate", "优惠期后", "优惠期结束后",
        ],
        # the part of a price paid later (an acquisition's deferred consideration, a holdback)
        "deferred": ["deferred", "deferred consideration", "earn-out", "earnout", "holdback", "尾款", "递延对价"],
    },
    "regimen": {
        "loading": [
            "loading dose", "initial dose", "starting dose", "first dose", "负荷剂量", "负荷量", "首剂", "起始剂量",
            "初始剂量",
        ],
        "maintenance": ["maintenance dose", "maintenance", "维持剂量", "维持量", "维持"],
        # immunotherapy builds up before it maintains ("剂量递增阶段每周1次", "build-up phase weekly")
        "build_up": ["build-up", "build-up phase", "updosing", "up-dosing", "递增阶段", "剂量递增", "递增期"],
        # a TB (or other) regimen's phases: two months intensive, four continuing
        "intensive_phase": ["intensive phase", "initial phase", "强化期", "强化阶段"],
        "continuation_phase": ["continuation phase", "continuation", "巩固期", "继续期", "巩固阶段"],
        # a first course that brings a condition under control before maintenance ("诱导透析", "induction
        # chemotherapy"); not "诱导期", which a sentence names before it moves on ("诱导期…之后每2周维持")
        "induction": ["induction therapy", "induction chemotherapy", "induction dialysis", "诱导透析", "诱导治疗"],
        # the part of a dose pushed at once before the rest is infused ("10% as an IV bolus", "静脉推注")
        "bolus": ["bolus", "iv bolus", "bolus dose", "推注", "静推", "静脉推注"],
    },
    "occurrence": {
        "first_time": ["first late payment", "first offense", "first occurrence", "first-time", "首次", "初诊"],
        "repeat": [
            "subsequent", "repeat", "each additional", "additional", "another", "再次", "第二次及以后", "续重", "复诊",
        ],
    },
    # the covered service a copay or coinsurance applies to (benefit summaries list one per line)
    "service": {
        "primary_care": ["primary care", "primary care visit", "pcp", "pcp visit", "family doctor", "全科", "普通门诊"],
        "specialist": ["specialist", "specialist visit", "专科", "专家门诊"],
        "emergency_room": ["emergency room", "emergency department", "er visit", "急诊"],
        "urgent_care": ["urgent care"],
        "preventive": ["preventive care", "preventive", "screening", "预防"],
        "imaging": ["imaging", "ct", "mri", "pet scan", "pet-ct", "x-ray", "影像"],
        "generic_drug": ["generic drug", "generic drugs", "generic", "仿制药"],
        "brand_drug": ["brand drug", "preferred brand", "brand-name", "brand name", "non-preferred brand", "原研药"],
        "telehealth": ["telehealth", "virtual visit", "video visit", "互联网医院"],
        "mental_health": ["mental health", "behavioral health", "心理"],
        # a dental plan's allowances: cleanings, check-ups and X-rays each have their own count
        "dental_cleaning": ["洁牙", "洗牙", "洁治", "scale and polish", "teeth cleaning", "dental cleaning", "cleanings"],
        "dental_exam": ["口腔检查", "dental check-up", "dental checkup", "dental exam", "oral exam", "check-ups"],
        "dental_x_ray": ["全景片", "牙片", "panoramic x-ray", "bitewing", "bitewings"],
        # bank services, each priced on its own line of a tariff
        "wire_transfer": ["wire transfer", "wire", "wires", "swift transfer", "swift transfers", "swift payment", "电汇"],
        # an EV network prices its fast and slow chargers apart (and a fast charger is no fast)
        "fast_charging": [
            "fast charging", "fast charge", "fast-charging", "fast charger", "fast chargers", "dc fast", "rapid charging",
            "rapid charger", "rapid chargers", "快充", "直流快充",
        ],
        "slow_charging": ["slow charging", "ac charging", "慢充", "交流慢充"],
        "overdraft": ["overdraft", "透支"],
        "stop_payment": ["stop payment"],
        # rehabilitation therapies, each scheduled on its own
        "physiotherapy": ["physiotherapy", "physical therapy", "物理治疗"],
        "occupational_therapy": ["occupational therapy", "作业治疗"],
        "speech_therapy": ["speech and language therapy", "speech therapy", "言语治疗"],
        "payment_investigation": ["investigation", "investigations", "payment investigation", "payment trace"],
        "atm": ["atm", "atm withdrawal", "取现"],
        # dental plans price and wait by service class
        "orthodontia": ["orthodontia", "orthodontic", "orthodontics", "正畸"],
        "major_dental": ["major services", "major service", "major dental"],
        "basic_dental": ["basic services", "basic service", "basic dental", "basic care"],
    },
    # which way money or goods move: an incoming wire's fee is not an outgoing one's, nor is inbound
    # handling priced as outbound
    "flow": {
        "incoming": ["incoming", "inbound", "汇入", "入库"],
        "outgoing": ["outgoing", "outbound", "汇出", "出库"],
    },
    "coverage_unit": {
        "individual": ["individual", "per person", "each person", "self-only", "employee only", "个人", "单人", "每人"],
        "family": ["family", "per family", "家庭", "全家"],
        # a claimant or account holder that is a firm, not a person ("individuals up to $12,500; businesses up
        # to $6,250")
        "business": ["businesses", "other entities", "legal entities", "corporate entities"],
    },
    "limit_kind": {
        "minimum": [
            "minimum", "floor", "最低", "最少", "最小", "起订量", *_MINIMUM_PURCHASE,
        ],
        "maximum": ["maximum", "ceiling", "最高", "最多", "最大", "上限", "封顶", "allowance"],
    },
    "employment": {
        "full_time": ["full-time", "full time", "全职"],
        "part_time": ["part-time", "part time", "兼职"],
    },
    "measure": {
        # a return "net of fees" is a return, not a fee
        "gross_amount": ["gross", "gross amount", "pre-tax", "before tax", "税前", "gross of fees", "before fees"],
        "net_amount": [
            "net", "net amount", "net of", "after-tax", "after tax", "净额", "税后", "net of fees", "net of all fees",
            "after fees", "net of charges", "net of expenses", "扣除费用后", "扣费后", "扣除发行费用后",
        ],
    },
    "party": {
        "customer": ["customer", "client", "客户"],
        "provider": ["provider", "service provider", "服务提供方", "服务商"],
        "licensor": ["licensor", "许可方"],
        "licensee": ["licensee", "被许可方"],
        "contractor": ["contractor", "承包人", "承包方"],
        "lender": ["lender", "贷款人", "出借人"],
        "borrower": ["borrower", "借款人"],
        "infant": ["baby", "infant", "newborn", "neonate", "新生儿", "婴儿"],
        "mother": ["maternal", "mother", "产妇", "母亲"],
        "party_a": ["party a", "甲方"],
        "party_b": ["party b", "乙方"],
        "buyer": ["buyer", "purchaser", "买方", "采购方"],
        "seller": ["seller", "vendor", "supplier", "卖方", "供应商", "供方"],
        "landlord": ["landlord", "lessor", "出租方", "房东"],
        "tenant": ["tenant", "lessee", "承租方", "租客"],
        "employer": ["employer", "用人单位", "雇主"],
        "employee": ["employee", "劳动者", "员工", "男职工", "女职工"],  # (a male employee is an employee)
        "insurer": ["insurer", "plan covers", "plan pays", "plan will pay", "we pay", "we will pay", "保险公司", "保险人"],
        "insured": ["insured", "policyholder", "you pay", "member pays", "members pay", "you will pay", "被保险人", "投保人"],
        "adult": ["adult", "成人", "成年人"],
        "child": ["child", "children", "pediatric", "minor", "minors", "儿童", "小儿", "未成年人", "未成年", "少儿"],
        # a rail pass or a ticket prices each age band ("Adult (28-59) €335", "Youth (12-27) €252")
        "youth": ["youth", "young person", "young people", "青年"],
        "senior": ["senior", "seniors", "senior citizen", "老年人", "长者"],
        # a rule or a reference range by sex ("men may give every 12 weeks", "女性参考值")
        "male": ["men", "male", "males", "男性", "男职工"],
        "female": ["women", "female", "females", "女性", "女职工"],
        # "members pay" is what the member of a plan pays: the insured of a health plan, a subscriber's rate
        "member": ["member", "vip", "会员", "member pays", "members pay", "每位成员", "每名成员"],
        "non_member": ["non-member", "guest", "非会员", "普通", "regular"],
    },
    # a drug sold as a sodium or potassium salt names no sodium or potassium level ("丙戊酸钠缓释片500 mg",
    # "losartan potassium 50 mg"): the whole name is the drug, as the drug pattern names it
    "drug": {
        "valproate": ["丙戊酸钠", "sodium valproate", "valproate sodium"],
        "alendronate": ["阿仑膦酸钠", "alendronate sodium"],
        "diclofenac": ["双氯芬酸钠", "diclofenac sodium"],
        "levothyroxine": ["左甲状腺素钠", "levothyroxine sodium"],
        "heparin": ["肝素钠", "heparin sodium"],
        "enoxaparin": ["依诺肝素钠", "enoxaparin sodium"],
        "fondaparinux": ["fondaparinux sodium"],  # (磺达肝癸钠 holds the noise word 达: see _ZH_NOISE_RE)
        "losartan": ["氯沙坦钾", "losartan potassium"],
        "naproxen": ["萘普生钠", "naproxen sodium"],
        "pantoprazole": ["泮托拉唑钠", "pantoprazole sodium"],
        "ceftriaxone": ["头孢曲松钠", "ceftriaxone sodium"],
        "warfarin": ["华法林钠", "warfarin sodium"],
        "docusate": ["多库酯钠", "docusate sodium"],
        # vitamin K's "K" is no potassium
        "vitamin k": ["vitamin k", "vitamin k1", "维生素k1", "维生素k"],
        # nor is a salt solution a level of its ions ("sodium chloride 0.9%", "10% calcium chloride")
        "sodium chloride": ["sodium chloride", "normal saline", "氯化钠", "氯化钠注射液", "生理盐水"],
        "calcium chloride": ["calcium chloride", "氯化钙"],
        "calcium gluconate": ["calcium gluconate", "葡萄糖酸钙"],
    },
    "analyte": {
        "glucose": ["glucose", "blood glucose", "blood sugar", "fasting glucose", "血糖", "葡萄糖", "空腹血糖"],
        "cholesterol": ["cholesterol", "total cholesterol", "胆固醇", "总胆固醇"],
        "ldl": ["ldl", "ldl-c", "ldl cholesterol", "低密度脂蛋白", "低密度脂蛋白胆固醇"],
        "hdl": ["hdl", "hdl-c", "hdl cholesterol", "高密度脂蛋白", "高密度脂蛋白胆固醇"],
        "triglyceride": ["triglyceride", "甘油三酯"],
        "creatinine": ["creatinine", "肌酐", "血肌酐"],
        "urea": ["bun", "urea", "blood urea nitrogen", "尿素氮", "尿素"],
        "bilirubin": ["bilirubin", "胆红素"],
        "uric_acid": ["uric acid", "尿酸"],
        "calcium": ["calcium", "钙"],
        "alt": ["alt", "alanine aminotransferase", "谷丙转氨酶", "丙氨酸氨基转移酶"],
        "ast": ["ast", "aspartate aminotransferase", "谷草转氨酶", "天门冬氨酸氨基转移酶"],
        "hemoglobin": ["hemoglobin", "haemoglobin", "hb", "血红蛋白"],
        "hba1c": ["hba1c", "a1c", "糖化血红蛋白"],
        "potassium": ["potassium", "k", "钾", "血钾"],
        "sodium": ["sodium", "na", "钠", "血钠"],
        "wbc": ["wbc", "white blood cell", "white cell count", "白细胞", "白细胞计数"],
        "platelet": ["platelet", "plt", "血小板"],
        "lithium": ["lithium", "serum lithium", "lithium level", "血锂", "血清锂"],
        "phosphate": ["phosphate", "phosphorus", "血磷"],
        "albumin": ["albumin", "白蛋白"],
        "ferritin": ["ferritin", "铁蛋白"],
        "crp": ["crp", "c-reactive protein", "c反应蛋白"],
        "tsh": ["tsh", "促甲状腺激素"],
        "troponin": ["troponin", "肌钙蛋白"],
        "lactate": ["lactate", "乳酸"],
        "chloride": ["chloride", "血氯"],
        "egfr": ["egfr", "estimated gfr", "肾小球滤过率", "估算肾小球滤过率"],
        "inr": ["inr", "国际标准化比值"],
        "magnesium": ["magnesium", "血镁"],
        "free_t4": ["free t4", "ft4", "游离甲状腺素", "游离t4"],
        "bnp": ["bnp", "nt-probnp", "脑钠肽", "b型利钠肽"],
        "d_dimer": ["d-dimer", "d dimer", "d-二聚体", "d二聚体"],
        "procalcitonin": ["procalcitonin", "降钙素原"],
        "psa": ["psa", "prostate-specific antigen", "前列腺特异性抗原"],
        "vitamin_d": ["vitamin d level", "25-oh vitamin d", "25-hydroxyvitamin d", "25-羟基维生素d"],
        "hiv": ["hiv test", "hiv antibody", "hiv抗体", "hiv检测"],
        "syphilis": ["syphilis", "梅毒"],
    },
    # a figure stated for a year from a shorter period's ("annualised distribution $1.65 per unit")
    "annualised": {
        "annualised": ["annualised", "annualized", "on an annualised basis", "on an annualized basis"],
    },
    "basis": {
        "yoy": ["year-over-year", "year over year", "yoy", "同比"],
        "qoq": ["quarter-over-quarter", "qoq", "sequential", "环比"],
    },
    "rate_basis": {
        # a limit per occurrence (one stay or claim) is not the daily or annual one
        "per_occurrence": [
            "单次", "每次住院", "每次事故", "per occurrence", "per stay", "per admission", "per claim", "each claim",
            "per accident", "each accident", "any one accident", "each and every loss", "any one occurrence",
            "per entry", "each entry",
        ],
        # a school's fees: per semester is not per academic year
        "per_semester": ["每学期", "per semester", "each semester", "a semester", "per term of study"],
        "per_academic_year": ["每学年", "学年", "per academic year", "per school year", "a school year", "each school year"],
        # paid once: a joining fee is no monthly one
        "one_off": [
            "one-time", "one-off", "one time", "一次性", *_JOINING_FEE, "setup fee", "set-up fee", "activation fee",
        ],
        "daily": [
            "daily", "per day", "a day", "each day", "每日", "每天", "按日", "日息", "日利率", "每逾期一日", "每逾期一天", "每延迟一日",
            "每迟延一日", "每延期一日", "每延期一个日历日", "per day of delay", "for each day of delay", "per calendar day",
        ],
        # a week's rate is no day's or month's ("scaffold hire GBP 85 per week", "每周增重0.37 kg")
        "weekly": ["weekly", "per week", "a week", "each week", "every week", "每周", "每星期", "周薪", "周租金"],
        # a total over the whole contract or policy, not a rate per day or per claim
        "aggregate": ["in the aggregate", "aggregate", "累计总额", "累计总金额", "总额累计", *_AGGREGATE_LIMIT],
        "monthly": [
            "monthly", "per month", "a month", "per calendar month", "each calendar month", "in any calendar month",
            "每个自然月", "每自然月", "每月", "每个月", "按月", "按月付费", "月付", "billed monthly", "monthly billing", "月息", "月利率", "月租金", "月租", "月工资", "月薪", "monthly rent",
        ],
        # a quarter's or a half-year's rate is no annual one ("2.10% for each quarter", "8.40% per annum")
        "quarterly": ["quarterly", "per quarter", "each quarter", "a quarter", "every quarter", "每季度", "每季", "按季"],
        "semiannual": [
            "semi-annual", "semiannual", "semi-annually", "semiannually", "half-yearly", "per half-year", "each half-year",
            "every six months", "每半年", "按半年",
        ],
        "annual": [
            "annual", "每个日历年度", "每日历年度", "每个自然年度", "年度累计", "一年累计", "全年累计", "每年累计", "一年内累计", "按年", "按年付费", "年付", "billed annually", "年化利率",
            "annual billing", "annually", "per year", "per annum", "p a", "a year", "yearly", "年化", "每年", "年利率",
            "年息", "年租金", "年薪", "annual rent", "每个保单年度", "每一保单年度", "每保单年度", "每个年度",
            # a membership's year ("每个会员年度可免费使用贵宾厅6次") is a year
            "每个会员年度", "每会员年度", "per membership year",
            "each membership year",
            # a benefit's year, as "per calendar month" is a month ("limited to 100 visits per calendar year")
            "per calendar year", "each calendar year", "in any calendar year", "per policy year", "each policy year",
            "per benefit year",
        ],
    },
    # what a price is counted by ("铜管每米80元", "RMB 10 per transfer"): a tariff's lines differ in it
    "per_unit": {
        "meter": ["每米", "per meter", "per metre"],
        "transaction": ["每笔", "per transfer", "per transaction", "each transfer", "per payment"],
        # a charge counted by instalments ("$8 per missed instalment") is no instalment
        "instalment": [
            "per instalment", "per installment", "per missed instalment", "per missed installment",
            "per missed payment", "per late payment", "per failed payment",
        ],
        "set": ["每副", "每套", "per set"],
        "unit": ["每台", "per unit"],
        "person": ["每人", "per person", "per head"],
        "item": ["每件", "每个", "per item", "per piece"],
        # a streaming royalty ("Rate per stream: USD 0.0038", "credited at USD 0.038 per stream")
        "stream": ["per stream", "each stream", "per play", "每次播放"],
    },
    "sum": {
        "sum_total": ["合计", "总计", "共计", "总量", "总共", "一共", "in total", "grand total", "total"],
    },
    "timing": {
        "fasting": ["fasting", "空腹"],
        "postprandial": ["postprandial", "after meal", "after meals", "餐后"],
        # oxygen flow, heart rate or breathlessness at rest is not the same on exertion or asleep
        "at_rest": ["at rest", "resting", "静息", "静息时", "休息时"],
        "on_exertion": ["on exertion", "during exertion", "exertion", "ambulatory", "活动时", "运动时", "劳力性"],
        "during_sleep": ["during sleep", "while asleep", "睡眠时", "睡眠期间"],
        "during_probation": ["probation", "试用期"],
        "first_year": ["first-year", "first year", "首年", "第一年"],
        "renewal": ["renewal", "renew", "auto-renew", "auto-renewal", "续保", "续期", "续费", "第二年"],
        "after_probation": ["转正", "转正后", "after probation"],
        "preop": ["pre-operative", "preoperative", "pre-op", "before surgery", "术前"],
        "postop": ["post-operative", "postoperative", "post-op", "after surgery", "术后"],
        # a weighing or a blood test before a dialysis session is not the one after it
        "pre_dialysis": ["pre-dialysis", "predialysis", "透析前", "透前"],
        "post_dialysis": ["post-dialysis", "postdialysis", "透析后", "透后"],
        "in_advance": ["in advance", "paid in advance", "payable in advance"],
    },
    "tier": {
        "extended": ["extended", "extended warranty", "protection plan", "延保"],
        "basic": ["basic", "基础", "基础版"],
        "standard": ["standard", "标准", "标准版", "limited warranty", "standard warranty", "manufacturer warranty"],
        "premium_tier": [
            "pro", "高级", "高级版", "尊享版", "尊享", "premium support", "premium plan", "premium tier", "premium membership", "premium member",
            "premier", "premier support",
            "premium members", "升级版", "升级款", "进阶版", "enhanced plan", "enhanced cover",
        ],
        "diamond": ["diamond", "钻石", "钻石卡"],
        # a VIP ticket or package is a tier of ticket, not a member ("VIP packages are refundable up to
        # 14 days before the event" and "standard tickets … up to 7 days")
        "vip": ["vip package", "vip packages", "vip ticket", "vip tickets", "vip票", "vip门票", "vip套餐"],
        "lite": ["lite", "青春版", "轻享版"],
        "gold": ["gold", "黄金", "金卡"],
        "platinum": ["platinum", "白金", "白金卡"],
        "silver": ["silver", "白银", "银卡"],
        "bronze": ["bronze", "青铜"],
        "plan_a": ["plan a", "option a"],
        "plan_b": ["plan b", "option b"],
        "plan_c": ["plan c", "option c"],
        "enterprise": ["enterprise", "企业版"],
        "economy": ["economy"],
        "business": ["business tier", "business plan", "business class", "商务版", "商务舱"],
        # a visa's entries: a single-entry visa's fee is not a multiple-entry one's
        "single_entry": ["single entry", "single-entry", "单次入境", "一次入境"],
        "multiple_entry": ["multiple entry", "multiple-entry", "multi-entry", "多次入境"],
        "diluted": ["diluted", "稀释"],
        # unit and room types: a two-bedroom flat's fee is not a three-bedroom one's
        "one_bedroom": ["one-bedroom", "one bedroom", "1-bedroom", "1 bedroom", "一居室", "一室户"],
        "two_bedroom": ["two-bedroom", "two bedroom", "2-bedroom", "2 bedroom", "两居室", "二居室"],
        "three_bedroom": ["three-bedroom", "three bedroom", "3-bedroom", "3 bedroom", "三居室"],
        "single_room": ["single room", "单人间"],
        "double_room": ["double room", "twin room", "双人间", "标准间"],
        # an annuity on one life pays more than one on two
        "single_life": ["single life", "single-life"],
        "joint_life": ["joint life", "joint-life", "joint and survivor"],
        # degrees: a doctoral hire's service period and allowance are not a master's
        "doctoral": ["phd", "doctoral", "doctorate", "博士", "博士研究生"],
        "masters": ["master's", "masters programme", "masters program", "masters degree", "master's degree", "硕士", "硕士研究生"],
        "bachelors": ["bachelor's", "bachelor's degree", "undergraduate", "本科", "学士", "本专科", "本专科生", "专科生"],
        # a driving course in a manual car is not one in an automatic
        "manual_car": ["手动挡", "manual car", "manual cars", "manual transmission"],
        "automatic_car": ["自动挡", "automatic car", "automatic cars", "automatic transmission"],
        # a postgraduate's loan or stipend is not an undergraduate's
        # (a master's student is a postgraduate too: "硕士研究生招生考试" is the "研究生考试"; so is a doctoral
        # one, but "doctoral" stays apart from "masters" only while neither names both)
        "postgraduate": [
            "postgraduate", "graduate student", "graduate students", "研究生", "硕士研究生", "master's",
            "master's degree",
        ],
        # a data centre's high-density cabinet draws more power than a standard one
        "high_density": ["high-density", "high density", "高密度", "高密机柜", "高功率机柜"],
    },
    # how fast a parcel goes is not which membership tier a customer is in ("Gold: free standard
    # shipping over $25" vs "Silver: free standard shipping over $50")
    # what a property is used for: a shop's service fee is not a flat's
    "property_use": {
        "residential": ["住宅", "住宅物业", "居民住宅", "residential unit", "residential units", "residential property"],
        "commercial": [
            "商铺", "沿街商铺", "商业用房", "底商", "商用房", "shop unit", "shop units", "retail unit", "retail units",
            "commercial unit", "commercial units", "commercial premises", "营业用房", "经营用房",
            "non-residential",
        ],
        "office": ["写字楼", "办公用房", "office unit", "office units", "office premises"],
        "parking": ["车位", "地下车位", "parking space", "parking spaces", "car park space"],
    },
    # where care is given: a day of care at home is paid at another rate than one in a care home
    "care_setting": {
        "home_care": ["居家护理", "居家照护", "居家上门护理", "home care", "domiciliary care", "care at home"],
        "institutional_care": [
            "机构护理", "护理机构", "定点护理机构", "养老机构", "入住机构", "care home", "nursing home", "residential care",
            "institutional care",
        ],
    },
    # whom a health plan covers at which rate: people with a pre-existing condition, and the rest
    "health_history": {
        "pre_existing": ["既往症", "既往症人群", "pre-existing condition", "pre-existing conditions"],
        "no_pre_existing": ["非既往症", "非既往症人群", "无既往症", "健康人群", "no pre-existing conditions"],
    },
    # a time-of-use tariff's bands: the peak price is not the off-peak one
    "time_of_use": {
        "peak": ["peak", "peak period", "peak rate", "peak hours", "峰时段", "峰段", "高峰时段", "峰时", "峰电价"],
        "flat": ["flat period", "shoulder", "shoulder period", "平时段", "平段", "平时电价"],
        "off_peak": [
            "off-peak", "off peak", "off-peak rate", "night rate", "valley", "valley period", "谷时段", "谷段", "低谷",
            "谷电价", "谷时", "非高峰", "非高峰时段", "非高峰期", "非繁忙时段", "非高峰时间",
        ],
        # the rate of a two-rate tariff's other hours ("Day rate 27.4p per kWh at all other times")
        "day_rate": ["day rate", "day unit rate", "all other times", "at all other times", "其余时段", "其他时段"],
        # a fare or a rate by time of day ("日间(6:00-23:00)里程费2.3元/公里", "夜间…2.8元/公里")
        "daytime": ["daytime", "day-time", "日间", "白天"],
        "nighttime": ["nighttime", "night-time", "at night", "夜间", "夜里"],
    },
    # a utility's prices and volumes: gas and water are both sold by the cubic metre
    "utility": {
        "electricity": ["electricity", "electric", "电费", "电价"],
        "gas": ["natural gas", "gas supply", "gas bill", "gas price", "燃气", "天然气", "煤气", "燃气费"],
        "water": ["water supply", "water bill", "water rate", "water charge", "水费", "水价", "自来水"],
    },
    "shipping_speed": {
        "express": ["express", "expedited", "priority shipping", "加急", "加急配送", "特快"],
        # a tariff's next-day line is not its express line ("Express (2 business days): $12.95. Next-day: $24.95")
        "next_day": ["next-day", "next day", "overnight", "次日达"],
        "economy": [
            "standard shipping", "standard delivery", "ground shipping", "标准配送", "标准运费", "标准快递", "普通配送", "普通快递",
            "非加急",  # (not the express its 加急 would read as)
        ],
    },
    # where a term applies: a return window for US orders is not the EU's, a Beijing store's hours not
    # a Shanghai store's ("us" alone is a pronoun, so only "U.S.", "USA", "United States")
    "region": {
        "domestic": ["domestic", "国内", "境内"],
        # places a notice names by placeholder ("甲省…每人每月300元", "乙省…230元"): two provinces' rates
        "place_a": ["甲省", "甲市", "甲县", "甲区", "甲地"],
        "place_b": ["乙省", "乙市", "乙县", "乙区", "乙地"],
        "place_c": ["丙省", "丙市", "丙县", "丙区", "丙地"],
        # a scheme's urban and rural rates differ (城镇居民住宅每户10万元，农村居民住宅每户5万元)
        "urban": ["urban", "城镇", "城镇居民", "城市居民"],
        "rural": ["rural", "农村", "农村居民", "乡村"],
        "international": ["international", "overseas", "国际", "境外", "海外"],
        "us": ["u s", "usa", "united states", "美国"],  # "U.S." reads as the words "u s"
        "remote_area": ["remote area", "remote areas", "偏远地区"],
        "ordinary_area": ["普通地区"],
        # "其他地区2-4天" is the rest, apart from the regions a text names ("江浙沪次日达", "偏远地区5-8天")
        "other_area": ["其他地区", "其余地区", "other regions", "other areas", "all other areas"],
        "eu": ["eu", "european union", "europe", "欧盟", "欧洲"],
        "asia": ["asia", "asia pacific", "asia-pacific", "apac", "亚洲", "亚太", "亚太地区"],
        "worldwide": ["worldwide", "world-wide", "whole world", "全球", "全世界"],
        "north_america": ["north america", "北美", "北美洲"],
        "latin_america": ["latin america", "south america", "拉美", "拉丁美洲", "南美"],
        "middle_east": ["middle east", "中东"],
        "africa": ["africa", "非洲"],
        "uk": ["uk", "united kingdom", "britain", "英国"],
        "canada": ["canada", "加拿大"],
        "australia": ["australia", "澳大利亚"],
        "japan": ["japan", "日本", "日韩"],
        "south_korea": ["south korea", "korea", "韩国", "日韩"],
        "mainland_china": ["mainland china", "chinese mainland", "中国大陆", "内地", "大陆"],
        "hong_kong": ["hong kong", "香港", "港澳台"],
        "macau": ["macau", "macao", "澳门", "港澳台"],
        "taiwan": ["taiwan", "台湾", "港澳台"],
        "singapore": ["singapore", "新加坡"],
        "beijing": ["beijing", "北京"],
        "shanghai": ["shanghai", "上海", "沪市", "上交所"],
        "guangzhou": ["guangzhou", "广州"],
        "shenzhen": ["shenzhen", "深圳", "深市", "深交所"],
        "hangzhou": ["hangzhou", "杭州"],
        "chengdu": ["chengdu", "成都"],
        "east_china": ["east china", "华东", "华东区", "华东地区"],
        "south_china": ["south china", "华南", "华南区", "华南地区"],
        "north_china": ["north china", "华北", "华北区", "华北地区"],
        "central_china": ["central china", "华中", "华中区", "华中地区"],
        "southwest_china": ["southwest china", "西南区", "西南地区"],
        "northeast_china": ["northeast china", "东北区", "东北地区"],
        "northwest_china": ["northwest china", "西北区", "西北地区"],
    },
    # a group's consolidated figure is not a segment's, nor the other way round
    "reporting": {
        "consolidated": ["consolidated", "group total", "合并", "集团合并", "合并报表"],
        "segment": ["segment", "segments", "operating segment", "reportable segment", "分部", "业务分部", "板块"],
    },
    # which goods a rule is for: a category, apart from the channel it is sold through
    "goods": {
        "electronics": ["electronics", "electronic", "数码", "电子产品", "数码产品"],
        # a gadget policy's excess differs by device: a phone's is no laptop's
        "phone": ["phone", "phones", "mobile phone", "mobile phones", "smartphone", "smartphones", "手机"],
        "laptop": ["laptop", "laptops", "notebook computer", "笔记本电脑"],
        "smartwatch": ["smartwatch", "smartwatches", "智能手表"],
        "clothing": ["clothing", "apparel", "shoes", "footwear", "服装", "服饰", "鞋"],
        "general_items": ["most items", "general items", "other items", "其他商品", "一般商品", "普通包裹", "普通件"],
        # a locker's or a courier's fresh and perishable parcels have their own terms
        "fresh_goods": ["生鲜", "生鲜包裹", "生鲜冷链包裹", "生鲜件", "perishables", "perishable goods", "fresh produce"],
        # a gold shop's prices are by metal and purity: 足金 is not 18K金, nor 铂金
        "fine_gold": ["足金", "千足金", "万足金", "24k金", "24k gold"],
        "gold_18k": ["18k金", "18k gold", "k金"],
        "platinum_metal": ["铂金", "pt950", "pt900"],
        "silver_metal": ["白银", "足银", "银饰"],
        # a cold chain's classes of goods each have their own temperature: frozen is not chilled
        "frozen_goods": ["frozen goods", "frozen food", "frozen items", "frozen products", "冷冻品", "冷冻类", "冷冻食品", "冷冻商品"],
        "chilled_goods": [
            "chilled goods", "chilled food", "chilled items", "refrigerated goods", "冷藏品", "冷藏类", "冷藏食品", "冷藏商品",
        ],
        "ambient_goods": ["ambient goods", "恒温品", "常温品"],
    },
    # where something is bought or done: online is not in a branch or in store, whatever the goods
    "sales_channel": {
        "online": ["online", "线上", "网上"],
        "branch": ["branch", "in branch", "in a branch", "branch-initiated", "柜台", "网点"],
        "in_store": ["in-store", "in store", "线下", "门店"],
    },
    "scope": {
        "weekday": ["weekday", "weekdays", "monday to friday", "mon-fri", "工作日", "周一至周五"],
        "weekend": ["weekend", "weekends", "周末"],
        # overtime and opening hours tell the days apart: Saturday at 1.5x, Sunday at 2x, a public holiday at 3x
        "saturday": ["saturday", "saturdays", "周六", "星期六"],
        "sunday": ["sunday", "sundays", "周日", "星期日", "星期天"],
        "public_holiday": [
            "holiday", "holidays", "public holiday", "public holidays", "bank holiday", "bank holidays", "statutory holiday",
            "节假日", "法定节假日", "法定假日", "法定休假日",
        ],
        "rest_day": ["rest day", "rest days", "休息日"],
        "promo": ["sale", "promotion", "promo", "black friday", "促销", "活动期间", "双十一", "大促"],
        "regular": ["regular price", "full price", "list price", "msrp", "normal price", "原价", "日常价", "正价"],
        # an export credit policy insures commercial and political risks at different percentages
        "commercial_risk": ["commercial risk", "commercial risks", "商业风险"],
        "political_risk": ["political risk", "political risks", "政治风险"],
        # an asthma action plan's zones: each its own inhaler and dose
        "green_zone": ["green zone", "绿区"],
        "yellow_zone": ["yellow zone", "黄区"],
        "red_zone": ["red zone", "红区"],
        # a dose for impaired kidneys is not the usual one
        "renal_impairment": ["renal impairment", "kidney impairment", "肾功能不全", "肾功能损害", "肾功能减退"],
        "normal_renal": ["normal renal function", "normal kidney function", "肾功能正常"],
        "inpatient": ["inpatient", "住院部", "住院", "住院医疗"],
        "outpatient": ["outpatient", "门诊"],
        "in_network": ["in-network", "in network", "网络内", "网内"],
        "out_of_network": ["out-of-network", "out of network", "网络外", "网外"],
        "buildings": ["building", "buildings", "房屋", "建筑"],
        "contents": ["content", "contents", "室内财产", "家财"],
        "production": ["production"],
        "staging": ["staging", "test environment", "测试环境"],
        # a blood bank's stock of one blood group is not another's ("O型红细胞库存…约3天", "A型…约5天")
        "blood_group_o": ["o型", "o型血", "blood group o", "group o blood", "type o blood"],
        "blood_group_a": ["a型", "a型血", "blood group a", "group a blood", "type a blood"],
        "blood_group_b": ["b型", "b型血", "blood group b", "group b blood", "type b blood"],
        "blood_group_ab": ["ab型", "ab型血", "blood group ab", "group ab blood", "type ab blood"],
        # a traffic fine for a car is not one for a bicycle or an e-bike
        "motor_vehicle": ["机动车", "motor vehicle", "motor vehicles"],
        "non_motor_vehicle": ["非机动车", "电动自行车", "自行车", "non-motorised vehicle", "bicycle", "bicycles"],
    },
}
# fmt: on

# Classes whose concepts tell subjects apart when both sides name one and they differ.
EXCLUSIVE_CLASSES: frozenset[str] = frozenset(
    {
        "subject",
        "event",
        "party",
        "analyte",
        "basis",
        "rate_basis",
        "timing",
        "tier",
        "shipping_speed",
        "time_of_use",
        "utility",
        "property_use",
        "care_setting",
        "health_history",
        "region",
        "scope",
        "goods",
        "sales_channel",
        "band",
        "reporting",
        "product",
        "benefit",
        "component",
        "flow",
        "species",
        "crop",
        "indication",
        "eye",
        "payment_channel",
        "stage",
        "regimen",
        "occurrence",
        "measure",
        "label",
        "variant",
        "drug",
        "service",
        "coverage_unit",
        "limit_kind",
        "employment",
        "per_unit",
    }
)

# Classes that tell values apart but do not say what they are about: two limits that are both
# "maximum", or both "individual", are not thereby the same quantity.
MODIFIER_CLASSES: frozenset[str] = frozenset(
    {
        "limit_kind",
        "coverage_unit",
        "measure",
        "employment",
        "band",
        "remark",
        "variant",
        "rate_basis",
        "sum",
        "utility",
    }
)

# Classes where naming a concept on one side only is already a difference (a reference range is
# never the patient's value, a target is not a measurement).
ASYMMETRIC_CLASSES: frozenset[str] = frozenset({"reference", "increment", "benchmark", "identity"})

# surface form -> ((concept, class), ...): a form may carry several ("年利率" = interest + annual).
EN_CONCEPTS: dict[str, tuple[tuple[str, str], ...]] = {}
ZH_CONCEPTS: dict[str, tuple[tuple[str, str], ...]] = {}
for _cls, _concepts in _RAW.items():
    for _concept, _forms in _concepts.items():
        for _form in _forms:
            _table = ZH_CONCEPTS if any("\u4e00" <= ch <= "\u9fff" for ch in _form) else EN_CONCEPTS
            if (_concept, _cls) not in _table.get(_form, ()):
                _table[_form] = (*_table.get(_form, ()), (_concept, _cls))

ZH_MAX_TERM: int = max(len(term) for term in ZH_CONCEPTS)

# A verb that names an event a period counts from, read only as that anchor ("within 21 days after
# you receive it" and "30 days from receipt" count from one event). As concepts of a sentence these
# words say too little ("you will receive $500"), so they are not in the event class above.
EVENT_VERBS: dict[str, str] = {
    "receive": "receipt", "received": "receipt", "receiving": "receipt",
    "sign": "signing", "signed": "signing",
    "accept": "acceptance", "accepted": "acceptance", "accepting": "acceptance",
    "discover": "discovery", "discovering": "discovery",
    "terminate": "termination", "terminated": "termination", "terminating": "termination",
    "install": "installation", "installed": "installation", "installing": "installation",
    "admit": "admission", "admitted": "admission",
    "ship": "shipment", "shipped": "shipment", "shipping": "shipment",
    "aware": "awareness", "awareness": "awareness",
}  # fmt: skip

# g/mol, for mass <-> molar concentration (mg/dL <-> mmol/L, µmol/L).
MOLAR_MASS: dict[str, float] = {
    "glucose": 180.16,
    "cholesterol": 386.65,
    "ldl": 386.65,  # LDL-C and HDL-C are reported as cholesterol
    "hdl": 386.65,
    "triglyceride": 885.7,
    "creatinine": 113.12,
    "urea": 28.014,  # BUN is reported as nitrogen (2 N atoms)
    "bilirubin": 584.66,
    "uric_acid": 168.11,
    "calcium": 40.08,
    "potassium": 39.10,
    "sodium": 22.99,
}

_STOP_TEXT = """
    a about according after agreement all also amount amounts an and any approx approximately are
    around article as at be because been before being between both but by can chunk clause contract
    could current currently did do document does down during each either equal equals every following
    for from had has have he her here his how if in into is it item its just least less level may more
    most must nearly neither new no not note of on only or other our over page per policy prior rate
    refer report roughly same section see set shall she should since so source stated states such than
    that the their then there these they this those till to total under unless until up upon value was
    we were what when where which while who whom whose why will with within would you your
"""
STOPWORDS: frozenset[str] = frozenset(_STOP_TEXT.split())
