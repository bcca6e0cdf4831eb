"""Answer fidelity: contradiction sets CONFLICT_DETECTED; an unsupported fact only lowers confidence."""

from __future__ import annotations

import pytest

from zero_layer.checks import Checker, CheckRequest

pytestmark = pytest.mark.unit

SOURCES = ["The Premier Checking account has a monthly maintenance fee of $12.",
           "The fee is waived with a minimum daily balance of $1,500."]  # fmt: skip


@pytest.fixture(scope="module")
def checker() -> Checker:
    return Checker()


def test_supported_answer_is_clean(checker: Checker) -> None:
    result = checker.check(CheckRequest.build(SOURCES, "The monthly maintenance fee is $12."))
    assert result.status == "OK"
    assert result.unsupported == ()


def test_contradicting_answer_is_a_conflict(checker: Checker) -> None:
    result = checker.check(CheckRequest.build(SOURCES, "The monthly maintenance fee is $5."))
    assert result.status == "CONFLICT_DETECTED"
    assert result.conflicts[0].kind == "answer_contradiction"
    assert result.conflicts[0].to_dict()["chunks"] == ["answer", "0"]


def test_unsupported_answer_fact_lowers_confidence_only(checker: Checker) -> None:
    result = checker.check(CheckRequest.build(SOURCES, "Opening the account takes 3 business days."))
    assert result.status == "OK"
    assert [u.fact.text for u in result.unsupported] == ["3 business days"]
    assert result.zero_state.confidence_score < 0.9
    assert result.zero_state.policy == "confirm"


def test_chinese_answer_gets_a_chinese_fallback(checker: Checker) -> None:
    result = checker.check(CheckRequest.build(["付款期限为验收后30日。"], "验收后60日内付款即可。"))
    assert result.status == "CONFLICT_DETECTED"
    assert "请" in result.zero_state.fallback_suggestion


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_one_step_of_arithmetic_is_supported_but_a_doubled_limit_is_not(backend: str) -> None:
    checker = Checker(backend=backend)
    dose = ["Metformin 500 mg tablet: take one tablet by mouth twice daily with meals."]
    daily = checker.check(CheckRequest.build(dose, "She takes metformin 1,000 mg a day."))
    assert daily.status == "OK"
    rate = ["New vehicles: APR as low as 5.49%.", "Terms of 61–72 months add 0.50% to the APR."]
    derived = checker.check(CheckRequest.build(rate, "A 72-month loan would start at 5.99% APR."))
    assert not [c for c in derived.conflicts if c.kind == "answer_contradiction"]
    assert derived.unsupported == ()
    limit = ["布洛芬缓释胶囊成人一次1粒（0.3克），一日2次；24小时内不超过1200毫克。"]
    doubled = checker.check(CheckRequest.build(limit, "非处方布洛芬成人每日最多可服用2400毫克。"))
    assert [c.kind for c in doubled.conflicts] == ["answer_contradiction"]


DERIVED = {
    # a share of a source value: 60% of $12,000
    "share": (
        [
            "Long-term disability benefit: 60% of your monthly salary, up to $10,000 a month.",
            "Payroll record: monthly salary $12,000.",
        ],
        "You would receive $7,200 a month.",
        "You would receive $8,400 a month.",
        "$8,400",
    ),
    # the doses of a course: three times daily for 7 days
    "course": (
        ["Amoxicillin 500 mg: take 1 capsule three times daily for 7 days."],
        "You will need 21 capsules.",
        "You will need 14 capsules.",
        "14 capsules",
    ),
    # a source duration after a source date: two years from 1 March 2024
    "date-after": (
        [
            "We will not contest this policy after it has been in force for two years from the Policy Date.",
            "Policy data page — Policy Date: 1 March 2024. Face amount: $300,000.",
        ],
        "It becomes incontestable from 1 March 2026.",
        "It becomes incontestable from 1 September 2026.",
        "1 September 2026",
    ),
}


@pytest.mark.parametrize("backend", ["reference", "native"])
@pytest.mark.parametrize("case", DERIVED)
def test_an_answer_one_step_of_arithmetic_from_the_sources_is_supported(backend: str, case: str) -> None:
    checker = Checker(backend=backend)
    sources, derived, wrong, wrong_value = DERIVED[case]
    right = checker.check(CheckRequest.build(sources, derived))
    assert not [c for c in right.conflicts if c.kind == "answer_contradiction"]
    assert right.unsupported == ()
    flagged = checker.check(CheckRequest.build(sources, wrong))
    contradicted = [c.left.text for c in flagged.conflicts if c.kind == "answer_contradiction"]
    assert wrong_value in contradicted + [u.fact.text for u in flagged.unsupported]


# sources, an answer that contradicts them, and one they support
WRONG_AND_RIGHT = {
    # "扣除发行费用后的净额" is the net proceeds, not the fee it deducts
    "net-proceeds-after-the-issue-fee": (
        [
            "首次公开发行股票招股说明书摘要：本次公开发行股票数量为4,000万股，发行价格为每股25.60元，募集资金"
            "总额为102,400万元，扣除发行费用约8,960万元后，募集资金净额约93,440万元。"
        ],
        "本次发行募集资金总额为10.24亿元，扣除发行费用后的净额为7.344亿元。",
        "本次发行募集资金总额为10.24亿元，扣除发行费用后的净额约为9.344亿元。",
    ),
    # two sources give the discount; the answer's 10% is only the contribution cap
    "a-discount-two-sources-give": (
        [
            "Employee Stock Purchase Plan - Summary\nContributions: 1% to 10% of eligible pay through "
            "payroll deductions.\nPurchase price: 85% of the lower of the closing price on the first day of "
            "the offering period and the closing price on the purchase date (i.e. a 15% discount with a "
            "look-back).",
            "Benefits portal tile: 'Buy company stock at a discount of 15% with a look-back - enrol before "
            "the next offering period begins.'",
        ],
        "The ESPP lets employees buy shares at a 10% discount to the lower of the offering-date or "
        "purchase-date price.",
        "The ESPP lets employees buy shares at a 15% discount to the lower of the offering-date or "
        "purchase-date price.",
    ),
    # a domain that auto-renews is charged the renewal price, not another domain's first-year one
    "an-auto-renewal-price": (
        [
            "Registrar price list - Hostwell\n.com: registration $11.99 first year; renewal $18.99/year; "
            "transfer $12.99\n.net: registration $13.99 first year; renewal $19.99/year"
        ],
        "Your .com domain will auto-renew at $13.99 for the year.",
        "Your .com domain will auto-renew at $18.99 for the year.",
    ),
    # an answer's anchor in other words still meets its source's
    "paraphrased-anchor": (
        [
            "The obligations of confidentiality shall survive for five (5) years following the expiration or "
            "termination of this Agreement."
        ],
        "It survives for three years after it expires.",
        "It survives for five years after it expires.",
    ),
    # a tenth of the answer's own subject's value is a scale error, not a share of it
    "a-tenth-is-no-share": (
        [
            "Performance guarantee PG-71: the bank undertakes to pay any sum not exceeding EUR 300,000.",
            "Tender note: the security is guarantee PG-71, 10% of the EUR 3,000,000 contract price.",
        ],
        "The performance guarantee covers up to EUR 30,000.",
        "The performance guarantee covers up to EUR 300,000.",
    ),
    # "after we receive them" for "after we receive the item": the same range, in other words
    "range-with-a-paraphrased-anchor": (
        ["Refunds go back to your payment method within 4-6 business days after we receive the item."],
        "Refunds take 8 to 10 business days after we receive them.",
        "Refunds take 4 to 6 business days after we receive them.",
    ),
    # a weight-based dose is the rate per kilogram times the body weight; a power of ten off is the
    # classic tenfold dosing error, in a mass, a volume or in Chinese
    "tenfold-weight-based-dose": (
        ["Once-daily gentamicin: 7 mg/kg per dose, every 24 hours.", "Ward note: Ms T. Ferreira, 60 kg."],
        "Ms Ferreira should receive gentamicin 4.2 g IV once every 24 hours.",
        "Ms Ferreira should receive gentamicin 420 mg IV once every 24 hours.",
    ),
    "volume-per-kilogram": (
        ["Ventilation order: tidal volume 6 mL/kg predicted body weight. Predicted body weight: 70 kg."],
        "Set the tidal volume to 42 mL.",
        "Set the tidal volume to 420 mL.",
    ),
    "zh-dose-per-kilogram": (
        ["处方：美洛昔康口服混悬液，按0.1 mg/kg给药。", "患犬体重28 kg。"],
        "豆豆每次服用28 mg美洛昔康。",
        "豆豆每次服用2.8 mg美洛昔康。",
    ),
}

_KIDNAP_SCHEDULE = (
    "SPECIAL CONTINGENCY - SCHEDULE\nSection 1 Ransom: USD 5,000,000 each insured event.\n"
    "Section 2 In-transit/delivery loss: USD 5,000,000 each insured event (part of, not in addition to, "
    "Section 1).\nSection 4 Personal accident: USD 200,000 per insured person; {n} insured persons named."
)


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_power_of_ten_off_is_a_slip_unless_the_sources_count_that_many(backend: str) -> None:
    """ "USD 500,000" for the schedule's one "USD 5,000,000" ransom limit, where the answer names no
    subject of its own, is a slipped "0"; where the sources count ten of something (ten insured
    persons), a tenth or ten times a value may be derived from it, and is only unsupported."""
    checker = Checker(backend=backend)
    wrong = "The ransom section pays up to USD 500,000 for each kidnap event."
    right = "The ransom section pays up to USD 5,000,000 for each kidnap event."
    slipped = checker.check(CheckRequest.build([_KIDNAP_SCHEDULE.format(n=6)], wrong))
    assert [(c.kind, c.right.text) for c in slipped.conflicts] == [("answer_contradiction", "USD 5,000,000")]
    supported = checker.check(CheckRequest.build([_KIDNAP_SCHEDULE.format(n=6)], right))
    assert supported.status == "OK" and supported.unsupported == ()
    counted = checker.check(CheckRequest.build([_KIDNAP_SCHEDULE.format(n=10)], wrong))
    assert counted.status == "OK" and [u.fact.text for u in counted.unsupported] == ["USD 500,000"]


@pytest.mark.parametrize("backend", ["reference", "native"])
@pytest.mark.parametrize("case", WRONG_AND_RIGHT)
def test_a_wrong_answer_contradicts_and_a_right_one_is_supported(backend: str, case: str) -> None:
    checker = Checker(backend=backend)
    sources, wrong, right = WRONG_AND_RIGHT[case]
    assert [c.kind for c in checker.check(CheckRequest.build(sources, wrong)).conflicts] == [
        "answer_contradiction"
    ]
    supported = checker.check(CheckRequest.build(sources, right))
    assert supported.status == "OK" and supported.unsupported == ()


@pytest.mark.parametrize("text", ["Metformin 500 mg twice daily.", "Home cover $500 for contents."])
def test_a_word_ending_in_min_or_over_is_no_limit(text: str) -> None:
    from zero_layer.extract import extract_facts

    (fact,) = [f for f in extract_facts(text) if f.kind in {"quantity", "money"}]
    assert fact.bound is None


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_number_found_only_under_another_subject_does_not_support_the_answer(backend: str) -> None:
    checker = Checker(backend=backend)
    sources = [
        "12.2 Either party may terminate for convenience by giving not less than ninety (90) days' prior"
        " written notice to the other party.",
        "13. On termination, Distributor may sell off inventory on hand for a period of sixty (60) days.",
    ]
    wrong = checker.check(
        CheckRequest.build(sources, "Either party can terminate for convenience with 60 days' notice.")
    )
    assert [(c.kind, c.right.text) for c in wrong.conflicts] == [("answer_contradiction", "ninety (90) days")]
    # the same number under its own subject, or under the answer's subject, is still supported
    for right in (
        "The distributor may sell off inventory for 60 days.",
        "Notice of ninety days is required.",
    ):
        assert checker.check(CheckRequest.build(sources, right)).status == "OK", right


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_rent_free_period_is_not_the_term(backend: str) -> None:
    lease = [
        "3.1 Term. The lease term is thirty-six (36) months commencing on 1 July 2024 and expiring on"
        " 30 June 2027. 3.2 Rent-free period: the first two (2) months.",
        "租赁合同摘要：月租金：人民币86,000元；租赁期限：36个月；押金：三个月租金。",
    ]
    answer = "租期为三年，自2024年7月1日起至2027年6月30日止，前两个月为免租期。"
    assert Checker(backend=backend).check(CheckRequest.build(lease, answer)).status == "OK"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_what_a_deposit_pays_is_its_interest(backend: str) -> None:
    # "pays" is no subject of its own: the answer's rate is the deposit's interest rate
    sources = ["本行大额存单产品（2025年第12期）：起存金额20万元，期限一年，年利率1.45%，可转让。"]
    answer = "The bank's 2025 No. 12 large certificate of deposit pays 1.54% a year for one year."
    result = Checker(backend=backend).check(CheckRequest.build(sources, answer))
    assert [(c.kind, c.right.text) for c in result.conflicts] == [("answer_contradiction", "1.45%")]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_an_amount_per_counted_item_is_supported_but_not_an_unrelated_one(backend: str) -> None:
    checker = Checker(backend=backend)
    package = ["星芽少儿美术 课时包说明\n48课时课包：总价7,680元，每课时90分钟；有效期12个月。"]
    per_lesson = "星芽的48课时课包总价7,680元，相当于每课时160元，有效期12个月。"
    assert checker.check(CheckRequest.build(package, per_lesson)).status == "OK"
    wrong = checker.check(CheckRequest.build(package, "星芽的48课时课包总价7,860元，有效期12个月。"))
    assert [(c.kind, c.right.text) for c in wrong.conflicts] == [("answer_contradiction", "7,680元")]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_an_answer_that_restates_two_values_took_each_from_its_place(backend: str) -> None:
    checker = Checker(backend=backend)
    sources = [
        "Everyday Checking: $25 monthly maintenance fee. The fee is waived in any statement period in which"
        " you maintain a minimum daily balance of $1,500 or receive total direct deposits of $500 or more."
    ]
    both = "The $25 monthly fee is waived if you keep at least $1,500 in the account every day."
    assert checker.check(CheckRequest.build(sources, both)).status == "OK"
    # the balance alone, in the fee's place, is still the wrong number
    wrong = checker.check(CheckRequest.build(sources, "The monthly maintenance fee is $1,500."))
    assert [(c.kind, c.right.text) for c in wrong.conflicts] == [("answer_contradiction", "$25")]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_count_per_period_times_the_periods_is_no_contradiction(backend: str) -> None:
    """2 sessions a week for 6 weeks are 12 sessions; 10 are not. A count times a count explains
    nothing: that is how "1 tablet" would pass for half of "2 tablets"."""
    checker = Checker(backend=backend)
    sources = ["Physiotherapy plan: 2 physiotherapy sessions per week for 6 weeks."]
    right = checker.check(CheckRequest.build(sources, "The plan covers 12 physiotherapy sessions."))
    assert not [c for c in right.conflicts if c.kind == "answer_contradiction"]
    assert right.unsupported == ()
    wrong = checker.check(CheckRequest.build(sources, "The plan covers 10 physiotherapy sessions."))
    assert [c.left.text for c in wrong.conflicts if c.kind == "answer_contradiction"] == [
        "10 physiotherapy sessions"
    ]
    tablets = checker.check(
        CheckRequest.build(["Adults: 2 tablets twice daily for 2 days."], "Adults take 1 tablet.")
    )
    assert [c.left.text for c in tablets.conflicts if c.kind == "answer_contradiction"] == ["1 tablet"]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_an_answer_value_one_slip_from_a_source_value_contradicts_it(backend: str) -> None:
    """An answer value no source states, so like a source's that nothing else explains it (a digit
    changed, dropped or swapped), miscopied that value; a value no source's resembles is only
    unsupported, and a dropped or added "0" is as often a derived value as a slip."""
    checker = Checker(backend=backend)
    offer = [
        "Invoice Discounting Facility - Offer Letter\nFacility limit: GBP 900,000\n"
        "Prepayment (advance) rate: 85% of approved debts\nService charge: 0.18% of gross invoice value",
        "Client portal help - Availability = approved debts x 85%, less funds in use, up to your limit.",
    ]
    slipped = checker.check(
        CheckRequest.build(offer, "The company can draw up to 80% of its approved invoices.")
    )
    assert [c.kind for c in slipped.conflicts] == ["answer_contradiction"]
    assert [f["text"] for f in slipped.conflicts[0].to_dict()["facts"]] == ["80%", "85%"]
    unrelated = checker.check(
        CheckRequest.build(offer, "The company can draw up to 60% of its approved invoices.")
    )
    assert unrelated.status == "OK"
    assert [u.fact.text for u in unrelated.unsupported] == ["60%"]
    swapped = checker.check(
        CheckRequest.build(offer, "The company can draw up to 58% of its approved invoices.")
    )
    assert swapped.status == "CONFLICT_DETECTED"


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_of_two_as_good_sources_the_answer_contradicts_the_nearer_value(backend: str) -> None:
    # "19.99%" matches the cash-advance APR and the advance fee alike; the APR of 27.49% is nearer, and
    # the answer restates the 4% fee itself, so it contradicts the APR in either order of the chunks
    checker = Checker(backend=backend)
    agreement = "Rates: Purchase APR 19.99%. Cash advance APR 27.49%. Penalty APR up to 27.49%."
    summary = "Summary box: Cash advances - 27.49% APR, plus a fee of 4% of each advance (minimum $10)."
    answer = "Cash advances on this card are charged at 19.99% APR plus a 4% fee."
    for sources in ([agreement, summary], [summary, agreement]):
        result = checker.check(CheckRequest.build(sources, answer))
        assert [(c.left.text, c.right.text) for c in result.conflicts] == [("19.99%", "27.49%")], sources


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_total_the_answer_restates_has_no_rival_among_its_parts(backend: str) -> None:
    # "the total due is $84.78" is the bill's total, whatever fee its sentence names; a wrong total
    # still contradicts the bill
    checker = Checker(backend=backend)
    bill = (
        "Your electricity bill - October. Energy charge: 412 kWh @ $0.1650/kWh = $67.98. Basic service"
        " charge: $12.00. Taxes and fees: $4.80. Total amount due: $84.78"
    )
    answer = (
        "Your energy charge was $67.98 for 412 kWh, and with the service charge and taxes"
        " the total due is {}."
    )
    assert checker.check(CheckRequest.build([bill], answer.format("$84.78"))).conflicts == ()
    wrong = checker.check(CheckRequest.build([bill], answer.format("$88.78")))
    assert [c.left.text for c in wrong.conflicts] == ["$88.78"]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_an_answer_that_shows_its_working_is_checked_through_its_inputs(backend: str) -> None:
    """ "£250 (£200 plus £50)", "EUR 1,062.50 (EUR 850 plus the 25% surcharge)" and "$500 of your $1,500
    deductible, so $1,000 remains" derive the result from the inputs the answer states; the inputs are
    what the sources check. Values that merely add up, with no working shown, are still compared."""
    checker = Checker(backend=backend)
    fees = ["Trade mark renewal: £200 for one class, plus £50 for each additional class (online)."]
    total = checker.check(
        CheckRequest.build(fees, "Renewing its two classes online costs £250 (£200 plus £50).")
    )
    assert total.status == "OK"
    wrong_input = checker.check(CheckRequest.build(fees, "Renewing two classes costs £270 (£220 plus £50)."))
    assert [c.kind for c in wrong_input.conflicts] == ["answer_contradiction"]
    assert [f["text"] for f in wrong_input.conflicts[0].to_dict()["facts"]] == ["£220", "£200"]
    grace = ["Renewal in the six-month grace period: the renewal fee of EUR 850 plus a 25% surcharge."]
    late = "The late renewal will cost EUR 1,062.50 (EUR 850 plus the 25% surcharge)."
    assert checker.check(CheckRequest.build(grace, late)).status == "OK"
    plan = ["In-network deductible: $1,500 per person per year.", "Applied to your deductible so far: $500."]
    left = "You have met $500 of your $1,500 in-network deductible, so $1,000 remains."
    assert checker.check(CheckRequest.build(plan, left)).status == "OK"
    rebooked = ["Denied boarding: EUR 400 (1,500 to 3,500 km); reduced by 50% if re-routed within 3 hours."]
    halved = "You are in the EUR 400 band; re-routed in time, it is reduced by 50%, so you receive EUR 200."
    assert checker.check(CheckRequest.build(rebooked, halved)).status == "OK"
    coupon = ["活动规则：全店满300元减50元，定金50元可抵80元。"]
    no_working = checker.check(CheckRequest.build(coupon, "全店满300元减30元，付50元定金可以抵80元。"))
    assert [c.kind for c in no_working.conflicts] == ["answer_contradiction"]


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_an_upgraded_plan_is_a_tier_of_its_own(backend: str) -> None:
    """ "升级版" is a higher tier than "基础版": an answer that gives the basic plan the upgraded plan's 80%
    contradicts the 60% the basic plan pays; the upgraded plan's own 80% is supported."""
    checker = Checker(backend=backend)
    plans = ["“萌宠无忧”宠物医疗险：基础版赔付比例60%，升级版赔付比例80%；两个版本免赔额均为每次100元。"]
    basic = checker.check(CheckRequest.build(plans, "您的基础版保单每次扣除100元免赔额后按80%赔付。"))
    assert [c.kind for c in basic.conflicts] == ["answer_contradiction"]
    upgraded = checker.check(CheckRequest.build(plans, "您的升级版保单每次扣除100元免赔额后按80%赔付。"))
    assert upgraded.status == "OK"
