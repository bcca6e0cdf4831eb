"""What a number is *about*: subject keys, anchor, period, approximation, bound and direction.

Everything here reads a small window around one number (bounded by the sentence and by the
neighbouring numbers), so the cost per fact is constant and extraction stays linear in the text.
English is tokenised into words (plural-stripped, stopwords dropped); Chinese, which has no spaces,
is matched greedily against the concept lexicon and the remaining characters become bigrams.
"""

# ruff: noqa: E501  (regex and lexicon tables read best unbroken)

from __future__ import annotations

import dataclasses
import functools
import re
from dataclasses import dataclass

from zero_layer.extract.lexicon import EN_CONCEPTS, EVENT_VERBS, STOPWORDS, ZH_CONCEPTS
from zero_layer.extract.periods import ZH_DIGIT, Period

__all__ = ["Context", "analyse", "header_concepts"]


@dataclass(frozen=True, slots=True)
class Context:
    concepts: frozenset[tuple[str, str]]  # (class, concept)
    tokens: frozenset[str]
    anchor: str | None
    period: Period
    approx: bool
    bound: str | None  # "max" | "min" | None
    direction: int  # +1 increase, -1 decrease, 0 unknown
    qualifiers: frozenset[tuple[str, str]] = (
        frozenset()
    )  # sentence-wide (class, concept) of exclusive classes


_ZH_INDEX: dict[str, list[str]] = {}
for _term in sorted(ZH_CONCEPTS, key=len, reverse=True):
    _ZH_INDEX.setdefault(_term[0], []).append(_term)
_EN_MAX_WORDS = max(len(t.split()) for t in EN_CONCEPTS)
_ZH_STOP = set(
    "的为是在于将按其该本了和及与或每内后前等应须需可以由对向给从把被之个并且则如若时起至到共计约近达"
)

# A Chinese numeral and what it counts ("十四", "四天", "第十") are a number, as "14天" is: they name no
# subject (``_number_pair``)
_ZH_NUMERAL = frozenset("零一二两三四五六七八九十百千")
_ZH_COUNTED = _ZH_NUMERAL | frozenset("天日月年周个次倍岁期号万亿元")
# a word, not the letters glued to a number: "$60k", "500mg", a "401(k)" plan
_WORD_RE = re.compile(r"(?<![0-9a-z])(?<![0-9]\()[a-z][a-z0-9\-]*")
# Words that qualify a number rather than name its subject; they must not count as shared subject keys.
_ZH_NOISE_RE = re.compile(
    r"运价基础|客服回[复覆復][（(]|回[复覆復][:：]|左右|上下|不超过|超过|不少于|不低于|不高于|至少|最高|最多|最低|以内|之内|以上|以下|大约|大概|将近|接近|"
    r"增长(?!率)|下降|减少|增加|提高|降低|上升|上涨|下跌|下滑|达到|约为|(?<![违签履合])约|为|是|(?<![送到抵日])达"
)
_NOISE_TEXT = """
amount amounted around came cny come comes decrease decreased decreases due eur exceed exceeding
exceeds fall falls fell fy gbp get gets got grew grow growing grows h1 h2 hkd increase increased
increases jpy last lasted lasts least made make makes max maximum min minimum most q1 q2 q3 q4
reach reached reaches remain remained remains rise rises rmb rose roughly stand stands stood take
taken takes to took total usd year-over-year
two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen
eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand
"""
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
# (and a spelled-out number written before its digits: "within twenty-eight (28) days")
_EN_NOISE = frozenset(_NOISE_TEXT.split()) | {f"{t}-{u}" for t in _TENS for u in _UNITS}
# (the words in lower case or in capitals: "FOUR (4) GRAMS PER DAY AND NOT MORE THAN …")
_CLAUSE_CUT_RE = re.compile(
    r"[,，、;；(（]|\b(?:and|but|while|whereas|which|compared|versus|vs"
    r"|AND|BUT|WHILE|WHEREAS|WHICH|COMPARED|VERSUS|VS)\b"
)
_DIGIT_RE = re.compile(r"[0-9]")
# a bracket right after a value that says what it is ("at 38.2p (weekday peak)"), not whether it is
# included ("1万元（含）以下"), what it was ("(previously $1,100)") or an example
_BRACKET_NOTE_RE = re.compile(
    r"\s*[(（](?!\s*(?:不?含|inclusive|exclusive|incl|excl|was\b|previously|formerly|原|此前|e\.g|i\.e|see\b"
    r"|相当|即|约|以|equal|equivalent|approx|about))"
    # (no number: "十周岁(续保可至十二周岁)" holds a renewal age, no label of 十周岁)
    r"([^()（）\d〇零一二三四五六七八九十百千万亿两]{1,24})[)）]",
    re.IGNORECASE,
)
_WITHIN_ZH_RE = re.compile(r"\s*(?:以内|之内|内)\s*$")  # a clause that is only "内": "三十日内，…"
_CJK_RUN_RE = re.compile(r"[\u4e00-\u9fff]+")

_EN_EVENTS = "|".join(
    sorted((t for t, v in EN_CONCEPTS.items() if v[0][1] == "event"), key=len, reverse=True)
)
_ZH_EVENTS = "|".join(
    sorted((t for t, v in ZH_CONCEPTS.items() if v[0][1] == "event"), key=len, reverse=True)
)
_EN_ANCHOR_RE = re.compile(
    r"\b(after|from|following|of|upon|on|since|before|prior to|preceding)\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+|"
    r"our\s+|your\s+|each\s+)?(?:[a-z\-']+\s+){0,2}?(" + _EN_EVENTS + r")(?:s|es)?\b"
)
_ZH_ANCHOR_RE = re.compile(
    r"(" + _ZH_EVENTS + r")(?:合格|完成|完毕|结束)?(?:之日|当日|日)?(?:之)?(以后|之后|后|起|以前|之前|前)"
)
_BEFORE_WORDS = frozenset({"before", "prior to", "preceding", "以前", "之前", "前"})
# "<number> <unit> after/before/of/from <the> <head noun>": the first content word is the event.
_EN_GENERIC_ANCHOR_RE = re.compile(
    r"^[\s']*(?:\w+\s+){0,2}?(after|before|of|from|following|prior to|apart from)\s+"
    r"(?:(?:the|a|an|its|their|your|our|each|any|end|start|date|day|of|you|we|us|they|them|it|has|have|had|been|is|are|"
    r"was|were|be|become|becomes|becoming|received|receive|receiving|then-current|current|expected|anticipated|scheduled|planned|estimated|beginning)\s+)*"
    # an ordinal names no event: "8 weeks after the first" counts from whatever came first
    r"(?!(?:first|second|third|fourth|last|previous|prior|initial|next|the|its|their|your|our|each|any|this|that)\b)"
    # nor does a preposition ("within 21 days after you receive it for a full refund")
    r"(?!(?:for|to|and|or|with|by|in|on|at|as|from|into|under|within|without|per|than)\b)"
    # nor a filler word given back ("36 months after the date of this Agreement": no event named)
    r"(?!(?:end|start|date|day|of)\b)"
    r"([a-z][a-z\-]{2,})"
)
# an event noun then a passive verb ("your order is delivered", "the goods have been received")
_PASSIVE_EVENT_RE = re.compile(r"\s+(?:is|are|was|were|has been|have been|gets|get)\s+([a-z]+)")
# the word after a generic anchor's noun, past "becoming" or "being": a known event's verb there names the
# event ("within 14 days of the Insured becoming aware", "after the buyer receives the goods")
_SUBJECT_THEN_VERB_RE = re.compile(r"\s+(?:(?:becoming|being)\s+)?([a-z]+)")
# the words right after the previous value, up to a separator; and those right after this one
_LEAD_LABEL_RE = re.compile(
    r"^\s*([^\s/,;，；、.。()（）\d][^/,;，；、.。()（）\d]{0,23}?)\s*(?:[/,;，；、]|\b(?:and|or|AND|OR)\b|和|及)"
)
# a reference-class word (reference range, target, forecast, …) right before a number labels that
# number: "7.8 mmol/L↑ 参考区间 3.9-6.1" — the 7.8 is the patient's value, not the range
_REFERENCE_FORMS = sorted(
    {
        f
        for table in (EN_CONCEPTS, ZH_CONCEPTS)
        for f, hits in table.items()
        if any(k == "reference" for _c, k in hits)
    },
    key=len,
    reverse=True,
)
_REFERENCE_ALT = "|".join(re.escape(f) for f in _REFERENCE_FORMS)
_REFERENCE_NEXT_RE = re.compile(
    r"^[^\d。；;\n]{0,16}?(?<![a-z])(?:" + _REFERENCE_ALT + r")(?![a-z])[\s:：为是]{0,3}[<>≤≥]?\s?\d",
    re.IGNORECASE,
)
_REFERENCE_ANY_RE = re.compile(r"(?<![a-z])(?:" + _REFERENCE_ALT + r")(?![a-z])", re.IGNORECASE)
# a spread added to a base rate ("LPR加50个基点", "add 0.50% to the APR") is no rate of its own
# (or named: "SONIA plus a spread of 175 basis points", "Margin over term SOFR: 275 basis points")
_SPREAD_LEFT_RE = re.compile(
    r"(?:加|\bplus(?:\s+a\s+(?:spread|margin)\s+of)?|\badds?|\+"
    r"|\b(?:spread|(?<!operating )(?<!gross )(?<!net )(?<!profit )(?<!ebitda )margin)"
    r"\s+(?:over\s+[\w .-]{1,24}?\s*)?(?:of|[:：]))\s*$",
    re.IGNORECASE,
)
_SPREAD_RIGHT_RE = re.compile(r"\s*(?:above|over|on top of)\b", re.IGNORECASE)
_SPREAD = ("increment", "spread")
_PER_LEAD_RE = re.compile(r"^\s*per\s+[a-z]+\b\)?", re.IGNORECASE)
_PER_RE = re.compile(r"\bper\s+[a-z]+\b", re.IGNORECASE)
_FOLLOWING_LABEL_RE = re.compile(r"^\s*([^\s/,;，；、.。()（）\d][^/,;，；、.。()（）\d]{0,23})")
# a sentence that opens with the event it counts from: "After a refund is processed, …"
_EN_LEADING_ANCHOR_RE = re.compile(
    r"^\s*(?:after|once|following)\s+(?:the\s+|a\s+|an\s+|your\s+|its\s+)?([a-z][a-z\-]{2,})\b[^,;]{0,40},"
)
# whether a sum includes a tax is not what the sum is about: "成交价（不含增值税）300万元", "£300,000 excluding
# VAT", "合同总价（含税）"
_TAX_BASIS_RE = re.compile(
    r"(?:excluding|excl\.?|exclusive of|inclusive of|including|incl\.?|plus|ex|net of|before|after)\s+"
    r"(?:vat|gst|sales tax|taxes|tax)\b|不?含(?:增值)?税(?:费)?|未含(?:增值)?税",
    re.IGNORECASE,
)
# what a value includes is not what it is about: "a 5-year warranty including the battery"
_INCLUDING_RE = re.compile(
    r"\b(?:including|includes|incl\.)\s+(?:the\s+|its\s+|all\s+)?[a-z]+", re.IGNORECASE
)
# nor is what it leaves out: "the maximum for all covered services, other than orthodontics, is USD 1,250"
_EXCEPT_RE = re.compile(
    r"(?:other than|except(?:\s+for)?|excluding|apart from|save for)\s+(?:the\s+|its\s+|all\s+|any\s+)?[a-z]+",
    re.IGNORECASE,
)
_WITHIN_LEFT_RE = re.compile(
    r"\b(?:within|in|no later than|not later than|no more than|no less than|at least|at most|up to)\s*$",
    re.IGNORECASE,
)
# "five (5) Business Days in advance", "提前30日": counted back from an event the text need not name
_IN_ADVANCE_RE = re.compile(
    r"^[\s')]*(?:[a-z]+\s+){0,2}?(?:in advance|beforehand)\b|^\s*before(?=\s*[,;.)]|\s*$)", re.IGNORECASE
)
_ZH_GENERIC_ANCHOR_RE = re.compile(
    r"([\u4e00-\u9fff]{2})(?:之日|当日|当天)?(?:之)?(以后|之后|后|起|以前|之前|前)(?:应|须|需)?[在于]?$"
)

# a left context that ends right before the number, perhaps with its currency sign in between
_TO_VALUE = r"\s*(?:[$¥￥€£]|US\$|RMB|USD|人民币)?\s*$"
_APPROX_LEFT_RE = re.compile(
    r"(?:\babout|\bapproximately|\bapprox\.?|\baround|\broughly|\bnearly|\balmost|\bcirca|\bsome|"
    r"\bestimated|~|约|大约|大概|大致|将近|接近|近|(?:约|大约)(?:占|为|合|有|达|是))" + _TO_VALUE,
    re.IGNORECASE,
)
_APPROX_RIGHT_RE = re.compile(r"^\s*(?:左右|上下|许|余|多|or so\b)", re.IGNORECASE)
_MAX_LEFT_RE = re.compile(
    r"(?:\b(?:up to|nmt|limited to|no more than|(?:not|never) (?:[a-z]+ ){0,2}more than|under|below|(?<!no )(?<!not )less than|"
    r"younger than|(?:not|never|cannot|can't|won't)(?: to)? exceed(?:s|ed|ing)?|"
    r"maximum(?: of)?|max\.?|at most|capped at)|(?<!不)小于|(?<!不)低于|未满|不满|不超过|最高|最多|最长为?|上限为?|至多|不得超过|不高于|(?<![-<])<=?|≤|＜|"
    r"(?:最多|至多)可以?(?:服用?|使用|用|领取?|享受?|赔付?|报销|购买?)|"
    # the verb between the bound and its value: "最高赔付50万元", "每笔最高收取200元"
    r"(?:最高|最多|上限|不超过|至多)(?:收取|收费|赔付|赔偿|给付|补偿|报销|支付|可达|可获|为|是|按))"
    + _TO_VALUE,
    re.IGNORECASE,
)
_MIN_LEFT_RE = re.compile(
    # a word boundary first: "Metformin 500 mg" and "cover $500" state no minimum
    r"(?:\b(?:at least|nlt|no less than|not less than|minimum(?: of)?|min\.?|more than|over|above|exceed(?:s|ed|ing)?)|"
    r"不少于|不低于|不小于|至少|最低|最少|最短为?|超过|高于|(?<![不未每])(?<!每.)(?<!每..)满|(?<![-=>])>=?|≥|＞|"
    # "每笔最低收取20港元", "最低消费100元"
    r"(?:最低|最少|至少|不低于|不少于)(?:收取|收费|计费|消费|支付|缴纳|存入|购买|预订|起订|为|是|按|需|须))"
    + _TO_VALUE,
    re.IGNORECASE,
)
_PARTY_FORMS = sorted(
    (t for t, v in {**EN_CONCEPTS, **ZH_CONCEPTS}.items() if any(k == "party" for _c, k in v)),
    key=len,
    reverse=True,
)
# whole words in English: "lender" is no party in "blender"; nor is "insured" before what is insured
# ("if insured damage makes the property uninhabitable")
_NOT_A_PARTY = r"(?!\s+(?:damage|event|peril|loss|incident|risk)s?\b)"
_PARTY_RE = re.compile(
    "|".join(
        r"(?<![a-z0-9])" + re.escape(t) + r"\b" + (_NOT_A_PARTY if t == "insured" else "")
        if t.isascii()
        else re.escape(t)
        for t in _PARTY_FORMS
    )
)
_ZH_BASE_RE = re.compile(r"[^\s为是付按以占的，,：:]{1,6}的$")
_EN_BASE_RE = re.compile(
    # "0.5% of the contract value per calendar day": the base ends before "per", which is the rate's
    r"^\s*of\s+(?:the\s+|each\s+|all\s+|any\s+|its\s+)?(?:(?!(?:per|for|a|an)\b)[a-z\-]+\s*){1,3}",
    re.IGNORECASE,
)
# an interval between doses or visits: "twice a day, about 12 hours apart" is every 12 hours
_APART_RE = re.compile(r"\s*apart\b", re.IGNORECASE)
# (and a charge's or a benefit's increment: "CNY 1 for each further 15 minutes", "every full 6 hours",
# "每满5小时")
_EVERY_RE = re.compile(
    r"(?:\bevery|\beach|\b(?:every|each)\s+(?:further|additional|extra|subsequent|full|complete)|"
    r"\bintervals? of|每隔|每[\u4e00-\u9fff]{0,4}满|每|"
    r"(?<![剂片])间隔(?:至少|不少于)?)\s*$",
    re.IGNORECASE,
)
# "1万元（含）以下", "10万元(不含)以上": whether the bound itself is in does not make it less of a bound
_INCLUSIVE = r"(?:[（(]\s*(?:不?含|inclusive|exclusive)[^）)]{0,8}[）)]\s*)?"
_MAX_RIGHT_RE = re.compile(
    rf"^\s*{_INCLUSIVE}(?:以内|之内|以下|or (?:less|fewer|lower|below|under|shorter)\b|at most\b|max\b)",
    re.IGNORECASE,
)
_MIN_RIGHT_RE = re.compile(
    rf"^\s*{_INCLUSIVE}(?:以上|及以上|or (?:more|higher|greater|longer)\b|(?:or|and) (?:above|over|older)\b|"
    r"at least\b|minimum\b|起)",
    re.IGNORECASE,
)
# a limit that ends a clause of condition: "单注奖金超过1万元的，", "开车前8天（含）以上的，"
_CONDITION_RIGHT_RE = re.compile(rf"^\s*{_INCLUSIVE}(?:及?以[上下内])?\s*{_INCLUSIVE}的\s*[，,；;]")
_THRESHOLD = ("reference", "threshold")
# "repayable over 25 years", "borrowing £8,000 over 48 months": the span a loan is spread over, no minimum
_SPREAD_OVER_RE = re.compile(
    r"\b(?:repa(?:y|id|yable|yment)|borrow(?:ing|ed|s)?|financed|spread|amorti[sz]ed|loan)\b[^.;\n]{0,30}\bover\s*$",
    re.IGNORECASE,
)
_TERM = ("subject", "term")
_SUM_TOTAL = ("sum", "sum_total")
# a value with the sum that makes it, in brackets after it ("1.25元/度（电费0.85元+服务费0.40元）", "$1,240
# ($705 + $398 + $137)"): a total. A number, then a plus sign with no colon between ("(2023: +5%)" is a
# comparison), then another number
_BRACKETED_SUM_RE = re.compile(
    r"(?:/[^\s（()）]{1,6})?\s*[（(][^（()）]{0,40}?\d[^\d（()）+＋:：]{0,12}[+＋][^\d（()）]{0,12}\d[^（()）]{0,60}[)）]"
)
# a mass right before a dosage form is what each tablet holds ("Paracetamol 500 mg tablets", "0.5g×24片"),
# not a dose or a daily maximum
_UNIT_STRENGTH_RE = re.compile(
    r"\s*(?:(?:film-coated|chewable|effervescent|modified-release|extended-release|soluble|oral|hard|soft)\s+)?"
    r"(?:tablets?|caps(?:ules?)?|caplets?|pills?|lozenges?|suppositor(?:y|ies)|pessar(?:y|ies))(?:[^a-z]|$)"
    r"|\s*[×xX*]\s*\d+\s*(?:片|粒|袋|支|tablets?|capsules?)",
    re.IGNORECASE,
)
_STRENGTH = ("subject", "strength")
_PERIOD_END = ("record", "period_end")
_ENDED_LEFT_RE = re.compile(r"(?:^|[^a-z])(?:ended|ending)(?:\s+on)?\s*$", re.IGNORECASE)
# a forecast or target time or date is when or how long something takes, not a forecast or target value
_STAMPED = ("record", "timestamp")
_TIME_TAKEN = frozenset({("reference", "forecast"), ("reference", "target")})
_UP_RE = re.compile(
    r"(?:\bincreas|\brose\b|\brise|\bgrew\b|\bgrow|\bup\b|\bgain|\bclimb|\bjump|\bhigher(?!\s+of\b)|\badds?\b|\bplus\b|\braise|"
    r"\blift|\bhike|\bescalat|"
    r"增长|上升|提高|上涨|增加|增幅|上浮|加点|上调)",
    re.IGNORECASE,
)
# "the lower of 80% of the price and …" chooses between two values; it lowers nothing
_DOWN_RE = re.compile(
    r"(?:\bdecreas|\bfell\b|\bfall|\bdeclin|\bdown\b|\bdrop|\blower(?!\s+of\b)|\breduc|\bshr[iu]nk|\btrim|\bcut\b|\bcuts\b|"
    r"下降|下滑|减少|降低|下跌|降幅|减|下调)",
    re.IGNORECASE,
)
_BY_LEFT_RE = re.compile(r"\bby\s*$", re.IGNORECASE)  # the size of a change follows "by"
# a threshold or a level reached is no change: "drops below 99%", "up to 10%", "fell to 3.2%", "降至3%"
_LEVEL_LEFT_RE = re.compile(
    r"(?:\b(?:below|under|above|over|beneath|to)|至|到|低于|高于)" + _TO_VALUE, re.IGNORECASE
)


@functools.lru_cache(maxsize=4096)
def _sentence_keys(en_text: str, zh_text: str) -> tuple[frozenset[tuple[str, str]], frozenset[str]]:
    """Keys of a sentence prefix; memoised because sentences recur across chunks and requests."""
    concepts: set[tuple[str, str]] = set()
    tokens: set[str] = set()
    _en_keys(en_text, concepts, tokens)
    _zh_keys(zh_text, concepts, tokens)
    return frozenset(concepts), frozenset(tokens)


def _concepts_named(text: str) -> frozenset[tuple[str, str]]:
    """The concepts a sentence prefix names, in the windows the qualifiers are read from."""
    return _sentence_keys(text[-160:], text[-60:])[0]


@functools.lru_cache(maxsize=8192)
def _stem(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


# a product's "Plus" tier ("Pawsure Plus", "Dental Plus"), capitalised after its name: not "plus VAT"
_PLUS_TIER_RE = re.compile(r"\b[A-Z][A-Za-z]+ Plus\b")


def _en_keys(text: str, concepts: set[tuple[str, str]], tokens: set[str]) -> None:
    """A phrase is read within a run of words with no number between: "payable 50% on signing" says
    nothing "payable on" says."""
    if "Plus" in text and _PLUS_TIER_RE.search(text):
        concepts.add(("tier", "plus_tier"))
    low = text.lower()
    run: list[str] = []
    last = 0
    for m in _WORD_RE.finditer(low):
        if run and _DIGIT_RE.search(low, last, m.start()):
            _en_run(run, concepts, tokens)
            run = []
        run.append(_stem(m.group()))
        last = m.end()
    _en_run(run, concepts, tokens)


def _en_run(words: list[str], concepts: set[tuple[str, str]], tokens: set[str]) -> None:
    i = 0
    while i < len(words):
        longest = _EN_SPAN.get(words[i], 0)
        for n in range(min(longest, len(words) - i), 0, -1):
            hit = _EN_LOOKUP.get(" ".join(words[i : i + n]) if n > 1 else words[i])
            if hit is not None:
                concepts.update((k, c) for c, k in hit)
                i += n
                break
        else:
            if words[i] not in STOPWORDS and words[i] not in _EN_NOISE and len(words[i]) > 1:
                tokens.add(words[i])
            i += 1


_EN_LOOKUP: dict[str, tuple[tuple[str, str], ...]] = {}
for _form, _hit in EN_CONCEPTS.items():
    _EN_LOOKUP.setdefault(" ".join(_stem(w) for w in _form.split()), _hit)
# first word -> the longest concept phrase starting with it (0 = no concept starts there)
_EN_SPAN: dict[str, int] = {}
for _form in _EN_LOOKUP:
    _first = _form.split()[0]
    _EN_SPAN[_first] = max(_EN_SPAN.get(_first, 0), len(_form.split()))


def with_words(ctx: Context, words: str) -> Context:
    """``ctx`` with the keys of ``words`` that are part of the value's own text: the word that says
    which ones a count counts ("12 physiotherapy sessions") is what it is about."""
    concepts, tokens = set(ctx.concepts), set(ctx.tokens)
    _en_keys(words, concepts, tokens)
    return dataclasses.replace(ctx, concepts=frozenset(concepts), tokens=frozenset(tokens))


def _number_pair(pair: str) -> bool:
    """A numeral with a numeral or what it counts after it, or an ordinal's "第" and its numeral."""
    first, second = pair[0], pair[1]
    return (first == "第" and second in _ZH_NUMERAL) or (first in _ZH_NUMERAL and second in _ZH_COUNTED)


# Chinese terms that open with Latin letters ("C反应蛋白", "HIV抗体", "O型血"): the runs of Chinese
# characters below never hold them; not a strain or a hepatitis ("A型流感", "B型肝炎")
_ZH_LATIN_RE = re.compile(
    r"(?<![a-z0-9])(?:"
    + "|".join(
        re.escape(t) for t in sorted((t for t in ZH_CONCEPTS if t[:1].isascii()), key=len, reverse=True)
    )
    + r")(?!流感|肝炎)"
)


def _zh_keys(text: str, concepts: set[tuple[str, str]], tokens: set[str]) -> None:
    for term in _ZH_LATIN_RE.findall(text.lower()):
        concepts.update((k, c) for c, k in ZH_CONCEPTS[term])
    for run in _CJK_RUN_RE.findall(_ZH_NOISE_RE.sub(" ", text)):
        i, n = 0, len(run)
        while i < n:
            for term in _ZH_INDEX.get(run[i], ()):
                if run.startswith(term, i):
                    concepts.update((k, c) for c, k in ZH_CONCEPTS[term])
                    i += len(term)
                    break
            else:
                pair = run[i : i + 2]
                if (
                    len(pair) == 2
                    and pair[0] not in _ZH_STOP
                    and pair[1] not in _ZH_STOP
                    and not _number_pair(pair)
                ):
                    tokens.add(pair)
                i += 1


def _anchor(left: str, right: str, generic: bool) -> str | None:
    """The event a duration counts from ("after:acceptance"); ``generic`` also accepts events the
    lexicon does not know ("within 24 hours after the end of surgery" → "after:surgery", "确诊之日起")."""
    for is_right, window in ((True, right[:60]), (False, left[-40:])):
        low = window.lower()
        m = _EN_ANCHOR_RE.search(low)
        if m:
            rel = "before" if m.group(1) in _BEFORE_WORDS else "after"
            hit = EN_CONCEPTS.get(m.group(2))
            # "from the day your order is delivered": the event is what happens to the noun
            if (done := _PASSIVE_EVENT_RE.match(low, m.end())) and (event := _event_word(done.group(1))):
                return f"{rel}:{event}"
            return f"{rel}:{hit[0][0] if hit else m.group(2)}"
        if generic and not is_right:
            lead = _EN_LEADING_ANCHOR_RE.match(left.lower())
            if lead:  # "After a refund is processed, it may take up to 10 days"
                return f"after:{_generic_event(lead.group(1))}"
        if generic and is_right:
            g = _EN_GENERIC_ANCHOR_RE.match(low)
            # "within 14 days of cancellation" counts from an event; "16 weeks of paid leave" does not
            if g and (g.group(1) != "of" or _WITHIN_LEFT_RE.search(left[-24:])):
                rel = "before" if g.group(1) in _BEFORE_WORDS else "after"
                event = _generic_event(g.group(2).removeprefix("then-"))
                # "of the Insured becoming aware": a known event's verb after the noun names it
                if event.startswith("~") and (verb := _SUBJECT_THEN_VERB_RE.match(low, g.end())):
                    known = _generic_event(verb.group(1))
                    event = event if known.startswith("~") else known
                return f"{rel}:{event}"
    for window in (left[-16:], right[:20]):
        found = list(_ZH_ANCHOR_RE.finditer(window))
        zm = found[-1] if found else None
        if zm:
            rel = "before" if zm.group(2) in _BEFORE_WORDS else "after"
            return f"{rel}:{ZH_CONCEPTS[zm.group(1)][0][0]}"
    if generic:
        found = list(_ZH_GENERIC_ANCHOR_RE.finditer(left[-12:]))
        if found:
            zm = found[-1]
            rel = "before" if zm.group(2) in _BEFORE_WORDS else "after"
            return f"{rel}:~{zm.group(1)}"
        if _IN_ADVANCE_RE.match(right[:40]):
            return "before:~advance"
        if left.rstrip().endswith("提前"):
            return "before:~提前"
    return None


def _event_word(word: str) -> str | None:
    """The event a word names, as a concept ("delivered") or as a verb ("received"); else None."""
    hit = EN_CONCEPTS.get(word)
    if hit and hit[0][1] == "event":
        return hit[0][0]
    return EVENT_VERBS.get(word)


def _generic_event(word: str) -> str:
    """The event an unlisted word names: a known event's verb ("sign" for signing), else the word
    itself, marked "~" as read from the wording."""
    stem = _stem(word)
    return EVENT_VERBS.get(word) or EVENT_VERBS.get(stem) or f"~{stem}"


_TOPIC_CLASSES = frozenset({"subject", "analyte", "party"})
# a dosing frequency, then "for" a duration: the course ("twice daily for 3 days", "q8h for 7 days")
_DOSING_FOR_LEFT_RE = re.compile(
    r"\b(?:daily|a day|per day|times a day|twice a day|once a day|bd|bid|tds|tid|qds|qid|od|qd|nightly|"
    r"q\d{1,2}h|every \d{1,2} hours)\s+for\s+(?:a\s+|the\s+next\s+)?$",
    re.IGNORECASE,
)
_DOSE = ("subject", "dose")
_COURSE = ("subject", "course")
_DOSE_APART = ("subject", "dose_spacing")
_DOSE_TIMING = ("subject", "dose_timing")
_DOSE_SPACING_LEFT_RE = re.compile(r"(?:(?P<apart>间隔)|[前后])(?:至少|不少于|大于)?\s*$")

# A value that an explicit change replaces ("was $12,000 … is increased to $14,400", "由12个月延长至24个月",
# "extended from 30 June to 30 September") is history, not a competing statement of the current value:
# it gets the asymmetric concept ("reference", "previous") and is compared only with other old values.
_CHANGE_VERBS = (
    r"increased|decreased|raised|reduced|extended|shortened|changed|amended|revised|adjusted|lowered|updated|"
    r"moved|postponed|cut|"
    # "will increase from 6.24% to 6.74%", "rises from $10 to $12"
    r"increases?|decreases?|raises?|reduces?|lowers?|changes?|rises?|rose|falls?|fell|drops?|dropped|"
    r"climbs?|climbed|grows?|grew|jumps?|jumped|goes up|went up|goes down|went down"
)
# the Chinese verbs of a change to a new value ("调整为45元", "延长至24个月")
_ZH_CHANGE_VERBS = "延长|缩短|调整|提高|降低|上调|下调|变更|修改|修正|增加|减少|改"
_SUPERSEDED_LEFT_RE = re.compile(
    # "will increase by 50 basis points, from 6.24% to 6.74%": the size of the change between
    r"(?:\b(?:(?:"
    + _CHANGE_VERBS
    + r")(?:\s+by\s+[^,;.\n]{1,30},)?\s+from|(?:instead of|rather than|in place of|replacing)\s+"
    r"(?:the\s+|our\s+|your\s+|its\s+)?(?:previous|former|old|prior|earlier|original)|"
    # "rose to $5.2 million from $4.8 million", "up from 11.0%"
    r"(?:" + _CHANGE_VERBS + r")\s+to\s+(?:[^,;\n]|,\d){1,30}?\s+from|(?:up|down)\s+from)"
    # "$1,250 (previously $1,100)", "1,250元（原为1,100元）"
    r"|[(（]\s*(?:was|previously|formerly|原为|此前为)\s*[:：]?)" + _TO_VALUE,
    re.IGNORECASE,
)
_SUPERSEDED_RIGHT_RE = re.compile(
    # (past the rest of a unit: "由25.60元/股调整为25.25元/股", "$4.10/share was revised to")
    r"^(?:/[^\s\d/]{1,8})?\s*(?:(?:is|are|was|were|has been|have been|will be|shall be)\s+)?(?:"
    + _CHANGE_VERBS
    + r")\s+(?:to|until)\b|"
    # (a convertible's "由15.20元/股向下修正为11.80元/股")
    r"^(?:/[^\s\d/]{1,8})?\s*(?:(?:向下|向上)?(?:" + _ZH_CHANGE_VERBS + r"|延期)(?:为|至|到)|增至|降至)",
    re.IGNORECASE,
)
# a sentence that changes a value ("is increased from $3,480 to $4,720", "调整为45元"): a date in it is
# when the change takes effect, not a date another source gives for the thing itself
_CHANGE_STATEMENT_RE = re.compile(
    r"\b(?:" + _CHANGE_VERBS + r")\s+(?:from|to)\b|(?:" + _ZH_CHANGE_VERBS + r")(?:为|至|到)",
    re.IGNORECASE,
)
# the new value of a change is the date itself ("is extended to 22 March 2025", "延期至3月22日")
_CHANGED_TO_RE = re.compile(
    r"\b(?:"
    + _CHANGE_VERBS
    + r")\s+(?:from\s+[^;\n]{0,40}?\s+)?to\s*$|(?:"
    + _ZH_CHANGE_VERBS
    + r"|延期)(?:为|至|到)\s*$",
    re.IGNORECASE,
)
# "which was $12,000 under the original Agreement, is increased to $14,400": an old value named as such;
# "currently USD 35, will increase to USD 45", "现为35元，将调整为45元": the present value a change replaces
_WAS_LEFT_RE = re.compile(
    # "原为每日3mg，自今日起调整为每日3.75mg": a rate's "per day" may stand between
    # "TSH 6.8 on levothyroxine 0.05 mg daily, so the dose was increased to 0.075 mg": the dose taken
    r"(?:\b(?:was|were|previously|formerly|originally|currently|presently|at present|on\s+[a-z][a-z-]{3,20})"
    r"|(?:原为|原来为|此前为|现为|目前为)"
    r"(?:每[日天次周月年])?)" + _TO_VALUE,
    re.IGNORECASE,
)
_LATER_CHANGE_RE = re.compile(
    r"^[^\d。；;!?]{0,60}?\b(?:" + _CHANGE_VERBS + r")\s+(?:to|until)\b|"
    # (a date between says from when: "原为69元，自2026年4月1日起调整为79元")
    r"^(?:[^\d。；;!?]|\d{1,4}[年月日号]){0,20}?(?:将|拟|会)?(?:" + _ZH_CHANGE_VERBS + r")(?:为|至|到)",
    re.IGNORECASE,
)
_FROM_LEFT_RE = re.compile(r"\bfrom\s*$", re.IGNORECASE)
_TO_NEXT_RE = re.compile(r"\s*to\s*$", re.IGNORECASE)
# the next sentence, when a value ends its own: "… was $8,500. It has been increased to $10,000"
_NEXT_CHANGE_RE = re.compile(
    r"^[.。!！]\s*[^.。;；!?！？\n]{0,60}?\b(?:" + _CHANGE_VERBS + r")\s+(?:to|until)\b|"
    r"^[.。!！]\s*[^.。;；!?！？\n]{0,30}?(?:" + _ZH_CHANGE_VERBS + r")(?:为|至|到)",
    re.IGNORECASE,
)

# Numbered labels name *which* item a value belongs to: "Severity 2", "Bed 14", "Dose 2", "second
# dose", "二级", "第3剂", "12床". Two values under different labels are different quantities; the
# same label on both sides is evidence that they are the same one.
_LABEL_RE = re.compile(
    r"(?<![a-z0-9])(?P<head>severity|sev|priority|level|tier|bed|room|grade|phase|stage|zone|band|dose|segment|lot|"
    # (a schedule's numbered year, "Year 3", "policy year 5"; not a calendar year, "year 2025")
    r"batch|ward|cohort|arm|cycle|section|article|clause|milestone|tranche|instal?lment|patient|layer|"
    # (on one line: "2025 crop year" above a line numbered "2." labels nothing)
    r"year(?=[ \t-]*[0-9]{1,2}(?![0-9]))|"
    # (a driving test's numbered part, "科目二补考费200元/次")
    r"科目)[ \t]*(?:#\s*|no\.\s*|-)?"
    r"(?P<id>[0-9]{1,4}|[ivx]{1,4}|(?<=科目)[一二三四])(?![a-z0-9])"
    r"|\b(?P<ord>first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\s+(?P<ohead>dose|tier|level|stage|phase)\b"
    # and a product variant by capacity ("the 128GB model"), numbered like a Chinese label
    r"|第?(?<![0-9])(?P<zid>[0-9一二三四五六七八九十]{1,3})\s*(?P<zhead>级|档|(?<=第[0-9一二三四五六七八九十])剂|(?<=第[0-9一二三四五六七八九十]{2})剂|号床|床|保单年度|GB(?![a-z])|TB(?![a-z]))"
    # and a lettered item ("Plan B", "计划A", "B计划", "B款"; the letter must be a capital: see _label)
    r"|\b(?P<lhead>plan|option|package|scheme|area|zone|class|order|side)\s+(?P<lid>[a-z])\b"
    r"|(?P<zlhead>计划|方案|套餐|区域|订单|厂区)\s*(?P<zlid>[a-z])(?![a-z])"
    r"|(?<![a-z0-9])(?P<zlid2>[a-z])(?P<zlhead2>款|类|计划|方案|套餐|厂区)"
    # and a priority written short ("P1 (production down)", "P1（生产系统停机）")
    r"|(?<![a-z0-9])p(?P<pid>[0-4])(?![a-z0-9])",
    re.IGNORECASE,
)
# Drug names, recognised by their INN stems: a dose belongs to the drug named next to it, and two
# drugs' doses are different quantities ("ceftriaxone 1 g daily" vs "atorvastatin 40 mg daily").
# Chinese generic names, read as the English name so that "阿司匹林 100mg" and "aspirin 300 mg" compare
_DRUG_ZH = {
    "阿司匹林": "aspirin", "氯吡格雷": "clopidogrel", "二甲双胍": "metformin", "阿托伐他汀": "atorvastatin",
    "瑞舒伐他汀": "rosuvastatin", "华法林": "warfarin", "利伐沙班": "rivaroxaban", "奥司他韦": "oseltamivir",
    "阿莫西林": "amoxicillin", "布洛芬": "ibuprofen", "对乙酰氨基酚": "paracetamol", "左甲状腺素": "levothyroxine",
    "碳酸钙": "calcium carbonate", "硫酸亚铁": "ferrous sulfate", "氯化钾": "potassium chloride", "叶酸": "folic acid",
    "地高辛": "digoxin", "胺碘酮": "amiodarone", "美托洛尔": "metoprolol", "氨氯地平": "amlodipine",
    "硝苯地平": "nifedipine", "呋塞米": "furosemide", "氢氯噻嗪": "hydrochlorothiazide", "依诺肝素": "enoxaparin",
    "肝素": "heparin", "头孢曲松": "ceftriaxone", "头孢呋辛": "cefuroxime", "左氧氟沙星": "levofloxacin",
    "阿奇霉素": "azithromycin", "泼尼松": "prednisone", "甲泼尼龙": "methylprednisolone", "奥美拉唑": "omeprazole",
    "吗啡": "morphine", "羟考酮": "oxycodone", "芬太尼": "fentanyl", "氢吗啡酮": "hydromorphone", "可待因": "codeine",
    "美沙酮": "methadone", "丁丙诺啡": "buprenorphine", "曲马多": "tramadol", "缬沙坦": "valsartan", "氯沙坦": "losartan",
    "达格列净": "dapagliflozin",
    "恩格列净": "empagliflozin", "西格列汀": "sitagliptin", "格列美脲": "glimepiride", "甲硝唑": "metronidazole",
    "阿哌沙班": "apixaban", "达比加群": "dabigatran", "比索洛尔": "bisoprolol", "西替利嗪": "cetirizine",
    "氯雷他定": "loratadine", "孟鲁司特": "montelukast", "沙丁胺醇": "salbutamol", "地塞米松": "dexamethasone",
    "螺内酯": "spironolactone", "辛伐他汀": "simvastatin", "加巴喷丁": "gabapentin", "胰岛素": "insulin",
    "头孢克肟": "cefixime", "克拉霉素": "clarithromycin", "多西环素": "doxycycline", "坦索罗辛": "tamsulosin",
    "舍曲林": "sertraline", "兰索拉唑": "lansoprazole", "泮托拉唑": "pantoprazole", "雷贝拉唑": "rabeprazole",
    # oncology, antibiotics, and other common generic names
    "奥沙利铂": "oxaliplatin", "顺铂": "cisplatin", "卡铂": "carboplatin", "紫杉醇": "paclitaxel",
    "多西他赛": "docetaxel", "氟尿嘧啶": "fluorouracil", "亚叶酸钙": "leucovorin", "伊立替康": "irinotecan",
    "吉西他滨": "gemcitabine", "卡培他滨": "capecitabine", "环磷酰胺": "cyclophosphamide", "多柔比星": "doxorubicin",
    "甲氨蝶呤": "methotrexate", "帕博利珠单抗": "pembrolizumab", "纳武利尤单抗": "nivolumab",
    "曲妥珠单抗": "trastuzumab", "贝伐珠单抗": "bevacizumab", "利妥昔单抗": "rituximab", "甲钴胺": "mecobalamin",
    "美洛昔康": "meloxicam", "万古霉素": "vancomycin", "美罗培南": "meropenem", "哌拉西林": "piperacillin",
    "莫西沙星": "moxifloxacin", "昂丹司琼": "ondansetron", "甲氧氯普胺": "metoclopramide", "苯海拉明": "diphenhydramine",
    "西咪替丁": "cimetidine", "法莫替丁": "famotidine", "格列齐特": "gliclazide", "阿卡波糖": "acarbose",
    "利拉鲁肽": "liraglutide", "司美格鲁肽": "semaglutide", "厄贝沙坦": "irbesartan", "替米沙坦": "telmisartan",
    "依那普利": "enalapril", "贝那普利": "benazepril", "卡托普利": "captopril", "普萘洛尔": "propranolol",
    "阿替洛尔": "atenolol", "替格瑞洛": "ticagrelor", "阿仑膦酸钠": "alendronate", "骨化三醇": "calcitriol",
    "左乙拉西坦": "levetiracetam", "丙戊酸钠": "valproate", "卡马西平": "carbamazepine", "拉莫三嗪": "lamotrigine",
    "氟西汀": "fluoxetine", "帕罗西汀": "paroxetine", "艾司西酞普兰": "escitalopram", "奥氮平": "olanzapine",
    "喹硫平": "quetiapine", "利培酮": "risperidone", "阿普唑仑": "alprazolam", "劳拉西泮": "lorazepam",
    "地西泮": "diazepam", "唑吡坦": "zolpidem", "双氯芬酸": "diclofenac", "塞来昔布": "celecoxib", "萘普生": "naproxen",
    "秋水仙碱": "colchicine", "别嘌醇": "allopurinol", "非布司他": "febuxostat", "布地奈德": "budesonide",
    "阿昔洛韦": "aciclovir", "伐昔洛韦": "valaciclovir", "恩替卡韦": "entecavir", "替诺福韦": "tenofovir",
    "氟康唑": "fluconazole", "伊曲康唑": "itraconazole", "伏立康唑": "voriconazole", "克林霉素": "clindamycin",
    "阿米卡星": "amikacin", "庆大霉素": "gentamicin", "红霉素": "erythromycin", "头孢唑林": "cefazolin",
    "亚胺培南": "imipenem", "利奈唑胺": "linezolid", "硫酸镁": "magnesium sulfate", "氢化可的松": "hydrocortisone",
    # the herbs of a Chinese-medicine prescription ("黄芪30g、党参15g"), each dosed on its own
    "黄芪": "astragalus", "党参": "codonopsis", "白术": "atractylodes", "茯苓": "poria", "当归": "angelica",
    "陈皮": "citrus peel", "炙甘草": "honey-fried licorice", "甘草": "licorice", "川芎": "ligusticum",
    "白芍": "white peony", "赤芍": "red peony", "熟地黄": "prepared rehmannia", "生地黄": "raw rehmannia",
    "黄连": "coptis", "黄芩": "scutellaria", "柴胡": "bupleurum", "半夏": "pinellia", "桂枝": "cinnamon twig",
    "麻黄": "ephedra", "附子": "aconite", "人参": "ginseng", "丹参": "salvia", "枸杞子": "goji", "山药": "dioscorea",
    "金银花": "honeysuckle", "连翘": "forsythia", "板蓝根": "isatis root", "大黄": "rhubarb", "桔梗": "platycodon",
    "黄柏": "phellodendron", "知母": "anemarrhena", "五味子": "schisandra", "酸枣仁": "ziziphus seed",
    "远志": "polygala", "木香": "aucklandia", "砂仁": "amomum", "大枣": "jujube", "薏苡仁": "coix seed",
    "维生素k1": "vitamin k", "维生素k": "vitamin k", "vitamin k1": "vitamin k", "phytomenadione": "vitamin k",
    "phytonadione": "vitamin k",
    # intravenous and oral iron, dosed per infusion or per kilogram
    "蔗糖铁": "iron sucrose", "羧基麦芽糖铁": "ferric carboxymaltose", "右旋糖酐铁": "iron dextran",
    "异麦芽糖酐铁": "ferric derisomaltose", "多糖铁复合物": "polysaccharide iron complex",
    # sedation and thrombolysis
    "氯胺酮": "ketamine", "丙泊酚": "propofol", "依托咪酯": "etomidate", "阿替普酶": "alteplase",
    "替奈普酶": "tenecteplase",
    # a neonate's apnoea drug and an antifibrinolytic
    "枸橼酸咖啡因": "caffeine citrate", "氨甲环酸": "tranexamic acid",
    "氯化钠": "sodium chloride", "生理盐水": "sodium chloride", "氯化钙": "calcium chloride", "葡萄糖酸钙": "calcium gluconate",
    "acetaminophen": "paracetamol",  # one drug, the US and the international name
    "albuterol": "salbutamol",
}  # fmt: skip
_DRUG_RE = re.compile(
    r"\b(?!april\b)[a-z]{2,}(?:mab|nib|pril|sartan|olol|statin|cillin|mycin|floxacin|azole|vir|parin|farin|formin|"
    r"gliptin|gliflozin|dipine|tidine|cycline|semide|thiazide|profen|fenac|xaban|gatran|triptan|oxetine|sone|solone|"
    r"azepam|lukast|platin|taxel|rubicin|tecan|citabine|uracil|phosphamide|trexate|ciclib|parib|glutide|"
    r"cobalamin|setron|clopramide|dronate|penem|micin|kacin|racetam|trigine|apine|idone|azolam|pidem|coxib|oxicam|"
    r"grelor|purinol|buxostat|cristine|blastine|mustine|poetin|grastim|fungin|caine|quine|sporine?|teplase)\b|"
    r"\bcef[a-z]{4,}\b|\b(?:paracetamol|acetaminophen|aspirin|digoxin|levothyroxine|amiodarone|"
    r"morphine|oxycodone|hydromorphone|fentanyl|codeine|methadone|buprenorphine|tramadol|clopidogrel|"
    r"calcium carbonate|calcium citrate|ferrous sulfate|potassium chloride|iron sucrose|ferric carboxymaltose|"
    r"iron dextran|ferric derisomaltose|"
    r"magnesium oxide|folic acid|cetirizine|loratadine|salbutamol|albuterol|insulin|spironolactone|gabapentin|"
    r"tamsulosin|sertraline|colchicine|leucovorin|acarbose|naproxen|diphenhydramine|hydrocortisone|"
    r"vitamin k1?|phytomenadione|phytonadione|ketamine|propofol|etomidate|"
    r"magnesium sulfate|caffeine citrate|tranexamic acid|sodium chloride|calcium chloride|calcium gluconate)\b|"
    + "|".join(sorted(_DRUG_ZH, key=len, reverse=True)),
    re.IGNORECASE,
)
_HEADER_CHARS = 60  # how far into a chunk its heading may name a label
# title lines above the heading ("Summary", "摘要"): short, no number, no colon; they do not count, nor
# does the number of the first line when the lines are numbered ("1. Antiemetic protocol …, Ward 5")
_TITLE_LINES_RE = re.compile(r"(?:[^\n\d:：]{1,24}\n)*(?:[ \t]*\d{1,2}[.)、][ \t]+)?")
# a ticket's priority, an incident's severity and a level are one scale ("P1", "Severity 1", "一级故障")
_LABEL_HEAD = {"sev": "level", "severity": "level", "priority": "level", "grade": "level", "级": "level", "档": "tier", "剂": "dose", "号床": "bed", "床": "bed",
               "gb": "capacity_gb", "tb": "capacity_tb", "option": "plan", "package": "plan", "scheme": "plan",
               "计划": "plan", "方案": "plan", "套餐": "plan", "zone": "area", "区域": "area", "款": "model", "订单": "order",
               "类": "class", "保单年度": "year", "科目": "exam_part"}  # fmt: skip
_LABEL_ORDINAL = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "1st": 1, "2nd": 2, "3rd": 3,
                  "4th": 4, "5th": 5}  # fmt: skip
_ROMAN = {"i": 1, "v": 5, "x": 10}


def _label_number(ident: str) -> int:
    """ "12", "IV", "十二" -> 12, 4, 12 (the label's number, whatever its notation)."""
    if ident.isascii() and ident.isdigit():
        return int(ident)
    low = ident.lower()
    if all(ch in _ROMAN for ch in low):
        total = 0
        for k, ch in enumerate(low):
            v = _ROMAN[ch]
            total += -v if k + 1 < len(low) and _ROMAN[low[k + 1]] > v else v
        return total
    if "十" in ident:
        tens, _, ones = ident.partition("十")
        return ZH_DIGIT.get(tens, 1) * 10 + ZH_DIGIT.get(ones, 0)
    total = 0
    for ch in ident:
        total = total * 10 + (ZH_DIGIT.get(ch, 0) if not ch.isdigit() else int(ch))
    return total


_DECIMAL_TAIL_RE = re.compile(r"[.,][0-9]")


def _label(m: re.Match[str]) -> str | None:
    if m.group("head"):
        if m.group("head").lower() == "dose" and m.group("id").lower() == "iv":
            return None  # "nivolumab 240 mg flat dose IV": given intravenously, no fourth dose
        if m.group("head").lower() == "dose" and _DECIMAL_TAIL_RE.match(m.string, m.end("id")):
            return None  # "dose 0.9 mg/kg": an amount, no dose number 0 ("Clause 13.2" is clause 13)
        head, ident = m.group("head").lower(), str(_label_number(m.group("id")))
    elif m.group("ord"):
        number = _LABEL_ORDINAL.get(m.group("ord").lower())  # None for "ſecond" (IGNORECASE matches ſ)
        if number is None:
            return None
        head, ident = m.group("ohead").lower(), str(number)
    elif m.group("pid"):
        head, ident = "priority", m.group("pid")
    elif letter := m.group("lid") or m.group("zlid") or m.group("zlid2"):
        if not letter.isupper():
            return None  # "plan a trip"
        head, ident = (m.group("lhead") or m.group("zlhead") or m.group("zlhead2")).lower(), letter.lower()
    else:  # "GB" as "gb", as the pattern ignores case
        head, ident = m.group("zhead").lower(), str(_label_number(m.group("zid")))
    return f"{_LABEL_HEAD.get(head, head)}:{ident}"


def label_class(name: str) -> str:
    """A numbered label ("bed:12") is evidence of one item; a lettered one ("plan:b") only tells
    items apart: every plan of a brochure has a "Plan B"-like letter, and so has every product line.
    So does a reinsurance layer's number: a slip and its premium sheet both head "Layer 3" and state
    many different amounts of it."""
    head, _, ident = name.rpartition(":")
    return "variant" if ident.isalpha() or head == "layer" else "label"


def header_label(text: str, first_value: int) -> str | None:
    """The label a chunk is headed by ("Ward round note, Bed 12 (…)": "bed:12"; before its first value
    at ``first_value`` and near its start), when it names no other label of that kind: the chunk is
    about that bed throughout, not just in its first sentence."""
    found = [(m, name) for m in _LABEL_RE.finditer(text) if (name := _label(m)) is not None]
    lead = title.end() if (title := _TITLE_LINES_RE.match(text)) else 0
    if not found or found[0][0].start() - lead > _HEADER_CHARS or found[0][0].end() > first_value:
        return None
    head = found[0][1].split(":")[0] + ":"
    if any(name != found[0][1] for _m, name in found if name.startswith(head)):
        return None
    return found[0][1]


_HEADER_CLASSES = ("tier", "product", "region", "reporting")  # what a whole chunk can be about
_HEADER_CONCEPT_CHARS = 100
_HEADER_ENDS = ("|", "(", "（", ":", "：", "—", "–", "\n", ".", "。", ";", "；", ",", "，")


def header_concepts(text: str, first_value: int) -> frozenset[tuple[str, str]]:
    """What a chunk's heading says it is about ("Northgate Health Gold 1000 — Plan highlights: …": the
    gold tier), read before its first value at ``first_value`` and before the clause or table cell
    that value sits in: a class named once there holds for every value of the chunk that names none
    of its own."""
    lead = _TITLE_LINES_RE.match(text)
    # the characters counted after any short heading lines ("Summary\n" over the document's own title)
    head = text[: min(first_value, (lead.end() if lead else 0) + _HEADER_CONCEPT_CHARS)]
    head = head[: max(0, *(head.rfind(sep) for sep in _HEADER_ENDS))]  # not the first value's own clause
    # a bracket lists what the heading's class holds ("East China region (Shanghai, Jiangsu)"), unless
    # the class is named only there ("附件B费率（华南区：广东、福建）")
    named_anywhere = _concepts_named(head)
    bracketed = "(" in head or "（" in head
    readings = (_concepts_named(_outside_brackets(head)) if bracketed else named_anywhere, named_anywhere)
    out = set()
    for cls in _HEADER_CLASSES:
        for named in readings:
            found = [c for k, c in named if k == cls]
            if found:
                break
        if len(found) == 1:
            out.add((cls, found[0]))
    return frozenset(out)


def _prefer_outside_brackets(named: set[tuple[str, str]], text: str) -> set[tuple[str, str]]:
    """Of a class named both outside a bracket and inside it ("普通地区（除下列偏远地区外…）：满69元包邮"),
    the concepts named outside: the bracket is an aside, an exception or a list of members."""
    classes = [cls for cls, _c in named]
    if len(classes) == len(set(classes)):
        return named
    outside = _concepts_named(_outside_brackets(text))
    return {(cls, c) for cls, c in named if (cls, c) in outside or all(k != cls for k, _x in outside)}


def _outside_brackets(text: str) -> str:
    out: list[str] = []
    depth = 0
    for ch in text:
        if ch in "(（":
            depth += 1
        elif ch in ")）" and depth:
            depth -= 1
            out.append(" ")
        elif not depth:
            out.append(ch)
    return "".join(out)


def sign_before(before: str) -> int:
    """The sign written on a number whose text ends ``before`` ("(+7.3%)", "同比-5%"): +1 or -1, 0
    without one or when the mark joins two things ("36+5 weeks", "5-12%", "LPR-20bp", "T+1")."""
    mark, joined = before[-1:], before[-2:-1]
    if mark not in ("+", "-", "−") or (
        joined != "" and joined.isascii() and (joined.isalnum() or joined in "._/+-")
    ):
        return 0
    return 1 if mark == "+" else -1


def _direction(text: str) -> int:
    """+1 when ``text`` says up, -1 when it says down, 0 when neither or both."""
    return (1 if _UP_RE.search(text) else 0) - (1 if _DOWN_RE.search(text) else 0)


def _superseded(sentence_left: str, left: str, right: str, right_full: str, following: str) -> bool:
    # the whole sentence on the left: in "will increase by 50 basis points, from 6.24% to 6.74%" the
    # verb stands before the previous value (the pattern still ends right before this one)
    if _SUPERSEDED_LEFT_RE.search(sentence_left[-40:]) or _SUPERSEDED_RIGHT_RE.search(right):
        return True
    # "is extended from 30 June to 15 July and expiry from 15 July to 31 July": a second change the
    # sentence's verb governs
    if (
        _FROM_LEFT_RE.search(left[-8:])
        and _TO_NEXT_RE.match(right)
        and _CHANGE_STATEMENT_RE.search(sentence_left)
    ):
        return True
    # the later change read on the uncut sentence: a date may stand before it ("自2026年5月1日起调整为"),
    # or on the next sentence when the value ends its own (``following``)
    return bool(
        _WAS_LEFT_RE.search(left[-24:])
        and (_LATER_CHANGE_RE.search(right_full) or _NEXT_CHANGE_RE.search(following))
    )


def _own_label(left: str, right_full: str) -> re.Match[str] | None:
    """A label in the value's own stretch of text: after the previous value ("Section 2: £100"), else
    the one that follows it within its clause ("£100 for each claim under Section 2"), whose number is
    the first digit after the value (``right_full`` is the sentence right of the value, uncut)."""
    found = list(_LABEL_RE.finditer(_word_tail(left, 80)))
    if found:
        return found[-1]
    cut = _CLAUSE_CUT_RE.search(right_full)
    m = _LABEL_RE.search(right_full[: min(48, cut.start() if cut else 48)])
    digit = _DIGIT_RE.search(right_full)
    return m if m is not None and digit is not None and m.start() <= digit.start() < m.end() else None


def _nearest(rx: re.Pattern[str], sentence_left: str, right_clause: str) -> re.Match[str] | None:
    """The match nearest before the number in its sentence, else the first one right after it."""
    found = list(rx.finditer(_word_tail(sentence_left, 80)))
    return found[-1] if found else rx.search(right_clause[:40])


def _segment_classes(text: str) -> set[str]:
    return {cls for cls, _c in _sentence_keys(text, text)[0]}


def _cell_left(sentence_left: str) -> str:
    """The table cell a value sits in, up to the value: in "| 活期 0.10% | 三年期 1.55%" the 1.55% is
    not a demand deposit's; a cell holding nothing but the value, or none that names a concept
    ("| Penalty APR | up to 29.99%"), is labelled by the cell before it when that one holds no value
    of its own."""
    cells = sentence_left.split("|")
    cell = cells[-1]
    if len(cells) > 2 and not _DIGIT_RE.search(cells[-2]) and not _concepts_named(cell):
        cell = cells[-2] + "|" + cell
    return cell


def without_previous_label(left: str, right: str) -> str:
    """``left`` less a label that belongs to the previous value: in "$7,500 individual / $15,000
    family" the value after the slash is the family's, though "individual" sits on its left."""
    lead = _LEAD_LABEL_RE.match(left)
    if lead is None:
        return left
    after = _FOLLOWING_LABEL_RE.match(right)
    if after is None or not _segment_classes(lead.group(1)) & _segment_classes(after.group(1)):
        return left
    return left[lead.end() :]


def without_previous_rate(left: str, sentence_left: str) -> tuple[str, str]:
    """``left`` and ``sentence_left`` less the "per X" of the previous value: in "(maximum 500 mg per
    dose) for 7 days" the dose is what 500 mg is counted by, not what the 7 days are about."""
    per = _PER_LEAD_RE.match(left)
    if per is None:
        return left, sentence_left
    return left[per.end() :], _PER_RE.sub(" ", sentence_left)


def _qualifier_window(sentence_left: str) -> str:
    """The sentence's last 160 characters, widened back to the start of the clause they cut (by up to
    60 more): a qualifier is read from whole clauses, so writing "50%" as "50 per cent" further on does
    not drop "If a child of the life insured …" from what the value is about."""
    if len(sentence_left) <= 160:
        return sentence_left
    cut = len(sentence_left) - 160
    reach = max(0, cut - 60)
    head = sentence_left[reach:cut]
    k = max(head.rfind(c) for c in ",，;；")
    if k >= 0:
        return sentence_left[reach + k + 1 :]
    return sentence_left if reach == 0 else _word_tail(sentence_left, 160)


def _nearest_topics(en_text: str, zh_text: str) -> frozenset[tuple[str, str]]:
    """The topics of the nearest clause back that names one, the value's own first: "weight 70 kg,
    temperature 38.5 °C, commenced paracetamol 1 g every 6 hours (max 4 g/day)" is about the
    paracetamol, not the weight or the temperature two clauses earlier with values of their own.
    ``zh_text`` is the tail of ``en_text`` that Chinese keys are read from."""
    zh_from = len(en_text) - len(zh_text)
    end = len(en_text)
    while end > 0:
        cut = _last_separator(en_text[:end])
        zh_clause = en_text[max(cut + 1, zh_from) : end] if end > zh_from else ""
        named = _sentence_keys(en_text[cut + 1 : end], zh_clause)[0]
        topics = frozenset(c for c in named if c[0] in _TOPIC_CLASSES)
        if topics:
            return topics
        end = cut
    return frozenset()


def _word_tail(text: str, n: int) -> str:
    """The last ``n`` characters of ``text``, less an English word the cut split ("alimab" of
    "tovalimab", which the drug pattern would read as a drug of its own)."""
    if len(text) <= n:
        return text
    out = text[-n:]
    if not (_ascii_letter(text[-n - 1]) and _ascii_letter(out[0])):
        return out
    i = 0
    while i < len(out) and _ascii_letter(out[i]):
        i += 1
    return out[i:]


def _ascii_letter(ch: str) -> bool:
    return ch.isascii() and ch.isalpha()


def _last_separator(text: str) -> int:
    """Where the last clause of ``text`` starts, less one: its last "，", "；", ";" or word-separating
    "," (the native engine's `after_last_comma`); -1 when it has none."""
    return max(text.rfind("，"), _last_comma(text), text.rfind("；"), text.rfind(";"))


def _last_comma(text: str) -> int:
    """The last "," of ``text`` that separates words: not one that groups digits ("MSN 52,301")."""
    i = text.rfind(",")
    while 0 < i < len(text) - 1 and text[i - 1] in _DIGITS and text[i + 1] in _DIGITS:
        i = text.rfind(",", 0, i)
    return i


_DIGITS = frozenset("0123456789")


def analyse(
    left: str,
    right: str,
    sentence_left: str,
    period: Period,
    kind: str = "",
    right_full: str = "",
    following: str = "",
) -> Context:
    """Analyse the text left and right of a number (already bounded by neighbouring numbers).

    ``sentence_left`` is the sentence up to the number; when the near context names no subject
    ("30% upon signing, 70% upon acceptance"), the subject, analyte and party named earlier in the
    sentence are inherited. Qualifiers (party, event, scope, …) are read from the whole sentence,
    since "乙方逾期交货的，…0.1%" names the party a clause earlier. ``period`` is found by the caller
    (one scan of the whole text, see ``period_spans``).
    """
    concepts: set[tuple[str, str]] = set()
    tokens: set[str] = set()
    sign = sign_before(sentence_left[-2:])
    if kind == "percent":  # "合同总价的5%", "5% of the Contract Price": the base is not the subject
        left = _ZH_BASE_RE.sub("", left)
        sentence_left = _ZH_BASE_RE.sub("", sentence_left)
        right = _EN_BASE_RE.sub("", right)
    left = _EXCEPT_RE.sub(" ", _TAX_BASIS_RE.sub(" ", left))
    sentence_left = _EXCEPT_RE.sub(" ", sentence_left)
    right = _EXCEPT_RE.sub(" ", _INCLUDING_RE.sub(" ", _TAX_BASIS_RE.sub(" ", right)))
    if note := _BRACKET_NOTE_RE.match(right):  # "182 kWh at 9.5p (off-peak), …": the bracket names it
        right = note.group(1)
    cut = _CLAUSE_CUT_RE.search(right)
    right_clause = right[: cut.start()] if cut else right
    if cut and cut.group() in {"，", ","} and _WITHIN_ZH_RE.match(right_clause):
        # "三十日内，向乙方支付…": a deadline is for what the next clause says is done by then
        rest = right[cut.end() :]
        nxt = _CLAUSE_CUT_RE.search(rest)
        right_clause = right_clause + " " + (rest[: nxt.start()] if nxt else rest)
    comma = _last_separator(left)
    if comma >= 0:
        _en_keys(_word_tail(left[comma + 1 :], 90), concepts, tokens)
        _zh_keys(left[comma + 1 :][-24:], concepts, tokens)
    if not any(cls in _TOPIC_CLASSES for cls, _c in concepts):
        concepts.clear()
        tokens.clear()
        _en_keys(_word_tail(left, 90), concepts, tokens)
        _zh_keys(left[-24:], concepts, tokens)
    _en_keys(right_clause[:40], concepts, tokens)
    _zh_keys(right_clause[:14], concepts, tokens)
    window = _qualifier_window(sentence_left)
    q_concepts, q_tokens = _sentence_keys(window, sentence_left[-60:])
    qualifiers = set(q_concepts)
    spare = set(q_tokens)
    if not any(cls in _TOPIC_CLASSES for cls, _c in concepts) and len(sentence_left) > len(left):
        concepts.update(_nearest_topics(window, sentence_left[-60:]))
        if not concepts and not tokens:
            tokens.update(spare)
    if not any(cls in _TOPIC_CLASSES for cls, _c in concepts) and len(sentence_left) > 160:
        # the head of a long sentence ("the total liability of the Supplier …, whether in contract,
        # tort …, shall not exceed US$2,000,000"), before the 160 characters the qualifiers read
        head_concepts = _sentence_keys(sentence_left[:-160], "")[0]
        concepts.update(c for c in head_concepts if c[0] in _TOPIC_CLASSES)
    # a date of birth names the person it follows, not the sentence's other values
    qualifiers = {q for q in qualifiers if q[0] not in _TOPIC_CLASSES and q[0] != "identity"}
    if kind == "date" and _PERIOD_END in qualifiers and not _ENDED_LEFT_RE.search(left[-24:]):
        # only the date after "quarter ended" closes the period: not "payable on 15 April 2025" in "…
        # for the quarter ended 31 March 2025, payable on 15 April 2025"
        qualifiers.discard(_PERIOD_END)
    if "|" in sentence_left:  # a table row: another cell's qualifier is not this value's
        qualifiers &= _concepts_named(_cell_left(sentence_left))
    if "(" in sentence_left or "（" in sentence_left:
        qualifiers = _prefer_outside_brackets(qualifiers, sentence_left)
    actor = _PARTY_RE.search(window.lower())
    if actor:
        form = actor.group()
        hit = EN_CONCEPTS.get(form) or ZH_CONCEPTS.get(form) or ()
        qualifiers.update((k, c) for c, k in hit if k == "party")
    tail = left[-24:]
    head = right[:16]
    approx = bool(_APPROX_LEFT_RE.search(tail) or _APPROX_RIGHT_RE.search(head))
    bound = None
    if _EVERY_RE.search(tail) or _APART_RE.match(head):
        bound = "every"
    elif _MAX_LEFT_RE.search(tail) or _MAX_RIGHT_RE.search(head):
        bound = "max"
    elif (
        _MIN_LEFT_RE.search(tail) and not _SPREAD_OVER_RE.search(sentence_left[-60:])
    ) or _MIN_RIGHT_RE.search(head):
        bound = "min"
    if bound in {"max", "min"}:
        if not any(cls == "limit_kind" for cls, _c in concepts):
            concepts.add(("limit_kind", "maximum" if bound == "max" else "minimum"))
        if _CONDITION_RIGHT_RE.match(right_full):
            concepts.add(
                _THRESHOLD
            )  # "单注奖金超过1万元的，按20%…": the case a rule covers, not a limit on it
    if _BRACKETED_SUM_RE.match(right_full):
        concepts.add(_SUM_TOTAL)
    if kind == "quantity" and _UNIT_STRENGTH_RE.match(right_full):
        concepts.add(_STRENGTH)
    if _superseded(sentence_left, left, right, right_full, following):
        concepts.add(("reference", "previous"))
    if (
        kind == "date"
        and ("reference", "previous") not in concepts
        and not _CHANGED_TO_RE.search(left[-40:])
        and (_CHANGE_STATEMENT_RE.search(sentence_left) or _CHANGE_STATEMENT_RE.search(right_full))
    ):
        concepts.add(("reference", "change_effective"))
    label = _own_label(left, right_full) or _nearest(_LABEL_RE, sentence_left, right_clause)
    if label is not None and (name := _label(label)) is not None:
        concepts.add((label_class(name), name))
    drug = _nearest(_DRUG_RE, sentence_left, right_clause)
    if drug is not None:
        name = drug.group().lower()
        concepts.add(("drug", _DRUG_ZH.get(name, name)))
    if _REFERENCE_NEXT_RE.match(right_full) and not _REFERENCE_ANY_RE.search(left[-90:]):
        concepts = {c for c in concepts if c[0] != "reference" or c[1] == "previous"}
    # (a sign is no "+" between a base rate and its spread: "revenue (+8% y/y)")
    spread_left = left[:-1] if sign > 0 and left.endswith("+") else left
    if kind == "percent" and (
        _SPREAD_LEFT_RE.search(spread_left[-40:])
        # "1.5 percentage points above Base Rate": a margin over the benchmark it names
        or (_SPREAD_RIGHT_RE.match(right) and any(cls == "benchmark" for cls, _c in concepts))
    ):
        concepts.add(_SPREAD)
    if kind in {"duration", "business_days", "date"}:  # "预计1-3个工作日到账", "预计派息日"
        concepts -= _TIME_TAKEN
        qualifiers -= _TIME_TAKEN
    if kind not in {"date", "time"}:  # "late registration (within 14 days of the test date) USD 290"
        concepts.discard(_STAMPED)  # only a date or a time of day is when a record was made
    if kind == "percent":  # "10-year term at Prime + 2.25%", "term loan": a rate has no length of time
        concepts.discard(_TERM)
    if kind == "duration" and _DOSE in concepts:  # "饭后服用，共5天": how long a drug is taken
        # but "与钙片间隔4小时以上服用" keeps it apart from another tablet, "早餐前30分钟服用" times it
        spacing = _DOSE_SPACING_LEFT_RE.search(sentence_left[-12:])
        named = _COURSE if spacing is None else _DOSE_APART if spacing.group("apart") else _DOSE_TIMING
        concepts = (concepts - {_DOSE}) | {named}
    if kind == "duration" and _DOSING_FOR_LEFT_RE.search(sentence_left[-40:]):
        concepts.add(_COURSE)  # "100 mg twice daily for 3 days": how long the drug is taken
    # "lowering the rate on your savings account by 0.5 percentage points": the verb is further back
    by = _BY_LEFT_RE.search(tail) is not None
    near = left[-(80 if by else 30) :] + " " + right_clause[:12]
    direction = 0
    if not _LEVEL_LEFT_RE.search(tail):
        direction = _direction(near)
        if by and direction == 0 and len(sentence_left) > len(left):
            # "cut its one-year lending rate by 25 basis points": the verb stands before another number
            direction = _direction(sentence_left[-80:])
        direction = direction or sign  # "revenue HK$9,482 million (+7.3%)": the sign says which way
    return Context(
        concepts=frozenset(concepts),
        tokens=frozenset(tokens),
        anchor=_anchor(left, right, kind in {"duration", "business_days"}),
        period=period,
        approx=approx,
        bound=bound,
        direction=direction,
        qualifiers=frozenset(qualifiers),
    )
