"""What a number is *about*: subject keys, anchor, period, approximation, bound and direction.

Everything here reads a small window around one number (bounded by the sentence and by the
neighbouring numbers), so the cost per fact is constant and extraction stays linear in the text.
English is tokenised into words (plural-stripped, stopwords dropped); Chinese, which has no spaces,
is matched greedily against the concept lexicon and the remaining characters become bigrams.
"""

# ruff: noqa: E501  (regex and lexicon tables read best unbroken)

from __future__ import annotations

import re
from dataclasses import dataclass

from zero_layer.extract.lexicon import EN_CONCEPTS, STOPWORDS, ZH_CONCEPTS

__all__ = ["Context", "Period", "analyse", "find_period", "period_in", "period_spans"]


@dataclass(frozen=True, slots=True)
class Period:
    """A reporting period: year (2024), sub-period ("Q3", "H1", "FY") and relative year (-1 = last year)."""

    year: int | None = None
    sub: str | None = None
    rel: int | None = None

    def compatible(self, other: Period) -> bool:
        """Periods clash only when both state the same component with different values."""
        return all(
            a is None or b is None or a == b
            for a, b in ((self.year, other.year), (self.sub, other.sub), (self.rel, other.rel))
        )

    def label(self) -> str | None:
        parts = [p for p in (self.sub, str(self.year) if self.year else None) if p]
        if self.rel is not None:
            parts.append({-1: "last year", 0: "this year", 1: "next year"}.get(self.rel, str(self.rel)))
        return " ".join(parts) or None


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

_WORD_RE = re.compile(r"[a-z][a-z0-9\-]*")
# Words that qualify a number rather than name its subject; they must not count as shared subject keys.
_ZH_NOISE_RE = re.compile(
    r"左右|上下|不超过|超过|不少于|不低于|不高于|至少|最高|最多|最低|以内|之内|以上|以下|大约|大概|将近|接近|"
    r"增长|下降|减少|增加|提高|降低|上升|上涨|下跌|下滑|达到|约为|约|为|是|达"
)
_EN_NOISE = frozenset(
    [
        "grew",
        "grow",
        "grows",
        "growing",
        "rose",
        "rise",
        "rises",
        "fell",
        "fall",
        "falls",
        "increased",
        "increase",
        "increases",
        "decreased",
        "decrease",
        "decreases",
        "reached",
        "reach",
        "reaches",
        "take",
        "takes",
        "took",
        "taken",
        "last",
        "lasts",
        "lasted",
        "due",
        "come",
        "comes",
        "came",
        "get",
        "gets",
        "got",
        "make",
        "makes",
        "made",
        "remain",
        "remains",
        "remained",
        "stand",
        "stands",
        "stood",
        "total",
        "came",
        "amounted",
        "amount",
        "to",
        "around",
        "roughly",
        "maximum",
        "minimum",
        "max",
        "min",
        "least",
        "most",
        "exceed",
        "exceeding",
        "exceeds",
        "year-over-year",
        "usd",
        "rmb",
        "cny",
        "eur",
        "gbp",
        "hkd",
        "jpy",
        "q1",
        "q2",
        "q3",
        "q4",
        "h1",
        "h2",
        "fy",
    ]
)
_CLAUSE_CUT_RE = re.compile(r"[,，、;；(（]|\b(?:and|but|while|whereas|which|compared|versus|vs)\b")
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
    r"^[\s']*(?:\w+\s+){0,2}?(after|before|of|from|following|prior to|apart from)\s+(?:the\s+|a\s+|an\s+|its\s+|"
    r"their\s+|your\s+|each\s+|any\s+|end\s+of\s+(?:the\s+)?|date\s+of\s+(?:the\s+)?|start\s+of\s+(?:the\s+)?)*"
    r"([a-z][a-z\-]{2,})"
)
_ZH_GENERIC_ANCHOR_RE = re.compile(r"([\u4e00-\u9fff]{2})(?:之日|当日|当天)?(?:之)?(以后|之后|后|起|以前|之前|前)(?:应|须|需)?[在于]?$")

_APPROX_LEFT_RE = re.compile(
    r"(?:\babout|\bapproximately|\bapprox\.?|\baround|\broughly|\bnearly|\balmost|\bcirca|\bsome|"
    r"\bestimated|~|约|大约|大概|大致|将近|接近|近)\s*(?:[$¥￥€£]|US\$|RMB|USD|人民币)?\s*$",
    re.IGNORECASE,
)
_APPROX_RIGHT_RE = re.compile(r"^\s*(?:左右|上下|许|余|多|or so\b)", re.IGNORECASE)
_MAX_LEFT_RE = re.compile(
    r"(?:up to|no more than|not more than|under|below|less than|younger than|小于|低于|未满|不满|not exceed(?:ing)?|maximum(?: of)?|max\.?|at most|capped at|"
    r"不超过|最高|最多|上限为?|至多|不得超过|不高于)\s*(?:[$¥￥€£]|US\$|RMB|USD|人民币)?\s*$",
    re.IGNORECASE,
)
_MIN_LEFT_RE = re.compile(
    r"(?:at least|no less than|not less than|minimum(?: of)?|min\.?|more than|over|above|exceeding|"
    r"不少于|不低于|至少|最低|最少|超过|高于)\s*(?:[$¥￥€£]|US\$|RMB|USD|人民币)?\s*$",
    re.IGNORECASE,
)
_PARTY_RE = re.compile(
    "|".join(
        sorted(
            (re.escape(t) + (r"\b" if t.isascii() else "") for t, v in {**EN_CONCEPTS, **ZH_CONCEPTS}.items()
             if any(k == "party" for _c, k in v)),
            key=len,
            reverse=True,
        )
    )
)  # fmt: skip
_ZH_BASE_RE = re.compile(r"(?:按|以)?[\u4e00-\u9fff]{1,8}的$")
_EN_BASE_RE = re.compile(
    r"^\s*of\s+(?:the\s+|each\s+|all\s+|any\s+|its\s+)?(?:[a-z\-]+\s*){1,3}", re.IGNORECASE
)
_EVERY_RE = re.compile(r"(?:\bevery|\beach|每隔|每)\s*$", re.IGNORECASE)
_MAX_RIGHT_RE = re.compile(r"^\s*(?:以内|之内|以下|or less\b|or fewer\b|at most\b|max\b)", re.IGNORECASE)
_MIN_RIGHT_RE = re.compile(r"^\s*(?:以上|or more\b|at least\b|minimum\b|起)", re.IGNORECASE)
_UP_RE = re.compile(
    r"(?:\bincreas|\brose\b|\brise|\bgrew\b|\bgrow|\bup\b|\bgain|\bclimb|\bjump|\bhigher|增长|上升|提高|上涨|增加|增幅)",
    re.IGNORECASE,
)
_DOWN_RE = re.compile(
    r"(?:\bdecreas|\bfell\b|\bfall|\bdeclin|\bdown\b|\bdrop|\blower|\breduc|\bshr[iu]nk|下降|下滑|减少|降低|下跌|降幅|减)",
    re.IGNORECASE,
)

_MONTH_WORD = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
    r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
)
_ORDINAL = {"Yfirst": "Y1", "Ysecond": "Y2", "Ythird": "Y3", "Yfourth": "Y4", "Yfifth": "Y5", "Y一": "Y1",
            "Y二": "Y2", "Y三": "Y3", "Y四": "Y4", "Y五": "Y5", "Yinitial": "Y1"}  # fmt: skip
_ORD_UNITS = {"周期": "cycle", "次": "dose", "剂": "dose", "期": "phase", "阶段": "phase", "疗程": "course"}
_MONTH_NUM = {
    m: i
    for i, m in enumerate(
        ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1
    )
}
_QUARTERS = {"first": "Q1", "second": "Q2", "third": "Q3", "fourth": "Q4", "1st": "Q1", "2nd": "Q2",
             "3rd": "Q3", "4th": "Q4", "一": "Q1", "二": "Q2", "三": "Q3", "四": "Q4",
             "1": "Q1", "2": "Q2", "3": "Q3", "4": "Q4"}  # fmt: skip
_PERIOD_RE = re.compile(
    r"(?P<ytd>1\s?[-—~至]\s?9月|前[三两二]季度|前[三两二]个?季度|first (?:nine|six) months|nine months|year[- ]to[- ]date|\bytd\b|累计)"
    r"|(?P<mo>" + _MONTH_WORD + r")\s+(?:\d{1,2},?\s+)?(?P<moy>(?:19|20)\d{2})(?!\d)"
    r"|(?P<zy>(?:19|20)\d{2})\s?年\s?(?P<zm>\d{1,2})\s?月"
    r"|(?P<q>\b[1-4]Q(?P<qy>\d{2})\b|\bQ(?P<qn>[1-4])\b|(?P<qw>first|second|third|fourth|1st|2nd|3rd|4th)[ -]quarter|"
    r"第?(?P<qz>[一二三四1-4])季度)"
    r"|(?P<h>\bH(?P<hn>[12])\b|(?P<hw>first|second)[ -]half|(?P<hz>上|下)半年|(?P<hy>半年度|1\s?[-—~至]\s?6月))"
    r"|(?P<yr>第(?P<yrz>[一二三四五六七八九十\d]+)(?:至[一二三四五六七八九十\d]+)?(?:个)?(?:年|年度)(?!\d)|\byear\s+(?P<yrn>\d{1,2})\b|"
    r"\b(?P<yrw>first|second|third|fourth|fifth)\s+(?:contract\s+)?year\b|(?P<term>initial|renewal|extended)\b[\w\s-]{0,16}?\bterm)"
    r"|(?P<ord>第(?P<ordz>[一二三四五六七八九十\d]+)(?:个)?(?P<ordu>周期|次|期|阶段|疗程|剂)|"
    r"\b(?P<ordu2>cycle|phase|stage|dose|visit|round)\s+(?P<ordn>\d{1,2})\b|"
    r"\b(?P<ordw>first|second|third|fourth|fifth)\s+(?P<ordu3>cycle|phase|stage|dose|visit|round)\b)"
    r"|(?P<tenor>\b(?P<tn>one|two|three|five|seven|ten|thirty|\d{1,2})-year\b|(?P<tz>[一二三五七十\d]{1,2})年期)"
    r"|(?P<fy>full[ -]year|\bannual|\bfiscal year|全年|年度)"
    r"|(?P<y>(?<!\d)(?:FY\s?)?(?P<yn>(?:19|20)\d{2})(?!\d))"
    r"|(?P<rel>last year|prior year|previous year|this year|current year|next year|去年|上年|上一年|今年|本年|明年)",
    re.IGNORECASE,
)
_REL = {"last year": -1, "prior year": -1, "previous year": -1, "去年": -1, "上年": -1, "上一年": -1,
        "this year": 0, "current year": 0, "今年": 0, "本年": 0, "next year": 1, "明年": 1}  # fmt: skip


def find_period(text: str, *, last: bool = False) -> Period:
    """The period named in ``text``: the first mention of each component wins (the last if ``last``)."""
    if last:
        periods = [find_period(m.group()) for m in _PERIOD_RE.finditer(text)]
        out = Period()
        for p in periods:
            out = Period(p.year or out.year, p.sub or out.sub, out.rel if p.rel is None else p.rel)
        return out
    year: int | None = None
    sub: str | None = None
    rel: int | None = None
    for m in _PERIOD_RE.finditer(text):
        if m.group("ytd") and sub is None:
            sub = "YTD"
        elif m.group("ord") and sub is None:
            unit = (m.group("ordu") or m.group("ordu2") or m.group("ordu3")).lower()
            num = (m.group("ordz") or m.group("ordn") or m.group("ordw")).lower()
            sub = f"#{_ORDINAL.get('Y' + num, 'Y' + num)[1:]}:{_ORD_UNITS.get(unit, unit)}"
        elif m.group("tenor") and sub is None:
            sub = "T" + (m.group("tn") or m.group("tz")).lower()
        elif m.group("yr") and sub is None:
            sub = "Y" + (m.group("yrz") or m.group("yrn") or m.group("yrw") or m.group("term")).lower()
            sub = _ORDINAL.get(sub, sub)
        elif m.group("mo") and sub is None:
            sub = f"M{_MONTH_NUM[m.group('mo')[:3].lower()]}"
            year = year or int(m.group("moy"))
        elif m.group("zy") and sub is None:
            sub = f"M{int(m.group('zm'))}"
            year = year or int(m.group("zy"))
        elif m.group("q") and sub is None:
            if m.group("qy"):
                sub = "Q" + m.group()[0]
                year = year or 2000 + int(m.group("qy"))
                continue
            key = m.group("qn") or m.group("qz") or m.group("qw").lower()
            sub = _QUARTERS.get(key, key)
        elif m.group("h") and sub is None:
            hz = m.group("hz")
            first = m.group("hn") == "1" or hz == "上" or (m.group("hw") or "").lower() == "first"
            sub = "H1" if first or m.group("hy") else "H2"
        elif m.group("fy") and sub is None:
            sub = "FY"
        elif m.group("y") and year is None:
            year = int(m.group("yn"))
        elif m.group("rel") and rel is None:
            rel = _REL.get(m.group("rel").lower())
    return Period(year, sub, rel)


# Cheap first pass: every period mention contains one of these; the full pattern then runs only
# on short windows around them (the full alternation is ~10x slower per character of text).
_PERIOD_TRIGGER_RE = re.compile(
    r"(?:19|20)\d\d|[QqHh][1-4]|[1-4]Q|季度|半年|年|月|累计|第|[Qq]uarter|[Hh]alf|[Yy]ear|[Aa]nnual|[Ff]iscal|"
    r"[Cc]ycle|[Pp]hase|[Ss]tage|[Dd]ose|[Vv]isit|[Rr]ound|"
    r"[Mm]onths|YTD|ytd|[Tt]erm|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec"
)


def period_spans(text: str) -> list[tuple[int, int, str]]:
    """Every period mention in ``text`` as (start, end, text), in order."""
    spans: list[tuple[int, int, str]] = []
    lo = hi = -1
    for m in _PERIOD_TRIGGER_RE.finditer(text):
        if m.start() - 24 > hi:
            if hi >= 0:
                spans.extend((x.start(), x.end(), x.group()) for x in _PERIOD_RE.finditer(text, lo, hi))
            lo = max(0, m.start() - 24, spans[-1][1] if spans else 0)
        hi = min(len(text), m.end() + 24)
    if hi >= 0:
        spans.extend((x.start(), x.end(), x.group()) for x in _PERIOD_RE.finditer(text, lo, hi))
    return spans


def period_in(
    spans: list[tuple[int, int, str]], lo: int, hi: int, *, last: bool = False, skip: tuple[int, int] = (0, 0)
) -> Period:
    """The period named by the mentions lying within [lo, hi), ignoring any that overlaps ``skip``
    (the fact's own text: "a 1-year warranty" is a duration, not a tenor qualifying itself)."""
    inside = " ; ".join(t for s, e, t in spans if s >= lo and e <= hi and (e <= skip[0] or s >= skip[1]))
    return find_period(inside, last=last) if inside else Period()


def _stem(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _en_keys(text: str, concepts: set[tuple[str, str]], tokens: set[str]) -> None:
    words = [_STEMS.get(w) or _stem(w) for w in _WORD_RE.findall(text.lower())]
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
_STEMS: dict[str, str] = {}


def _zh_keys(text: str, concepts: set[tuple[str, str]], tokens: set[str]) -> None:
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
                if len(pair) == 2 and pair[0] not in _ZH_STOP and pair[1] not in _ZH_STOP:
                    tokens.add(pair)
                i += 1


def _anchor(left: str, right: str, generic: bool) -> str | None:
    """The event a duration counts from ("after:acceptance"); ``generic`` also accepts events the
    lexicon does not know ("within 24 hours after the end of surgery" → "after:surgery", "确诊之日起")."""
    for window in (right[:60], left[-40:]):
        low = window.lower()
        m = _EN_ANCHOR_RE.search(low)
        if m:
            rel = "before" if m.group(1) in _BEFORE_WORDS else "after"
            hit = EN_CONCEPTS.get(m.group(2))
            return f"{rel}:{hit[0][0] if hit else m.group(2)}"
        if generic and window is not left[-40:]:
            g = _EN_GENERIC_ANCHOR_RE.match(low)
            if g:
                rel = "before" if g.group(1) in _BEFORE_WORDS else "after"
                return f"{rel}:~{_stem(g.group(2).removeprefix('then-'))}"
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
    return None


_TOPIC_CLASSES = frozenset({"subject", "analyte", "party"})


def analyse(left: str, right: str, sentence_left: str, period: Period, kind: str = "") -> Context:
    """Analyse the text left and right of a number (already bounded by neighbouring numbers).

    ``sentence_left`` is the sentence up to the number; when the near context names no subject
    ("30% upon signing, 70% upon acceptance"), the subject, analyte and party named earlier in the
    sentence are inherited. Qualifiers (party, event, scope, …) are read from the whole sentence,
    since "乙方逾期交货的，…0.1%" names the party a clause earlier. ``period`` is found by the caller
    (one scan of the whole text, see ``period_spans``).
    """
    concepts: set[tuple[str, str]] = set()
    tokens: set[str] = set()
    if kind == "percent":  # "合同总价的5%", "5% of the Contract Price": the base is not the subject
        left = _ZH_BASE_RE.sub("", left)
        right = _EN_BASE_RE.sub("", right)
    cut = _CLAUSE_CUT_RE.search(right)
    right_clause = right[: cut.start()] if cut else right
    comma = max(left.rfind("，"), left.rfind(","), left.rfind("；"), left.rfind(";"))
    if comma >= 0:
        _en_keys(left[comma + 1 :][-90:], concepts, tokens)
        _zh_keys(left[comma + 1 :][-24:], concepts, tokens)
    if not any(cls in _TOPIC_CLASSES for cls, _c in concepts):
        concepts.clear()
        tokens.clear()
        _en_keys(left[-90:], concepts, tokens)
        _zh_keys(left[-24:], concepts, tokens)
    _en_keys(right_clause[:40], concepts, tokens)
    _zh_keys(right_clause[:14], concepts, tokens)
    qualifiers: set[tuple[str, str]] = set()
    spare: set[str] = set()
    _en_keys(sentence_left[-160:], qualifiers, spare)
    _zh_keys(sentence_left[-60:], qualifiers, spare)
    if not any(cls in _TOPIC_CLASSES for cls, _c in concepts) and len(sentence_left) > len(left):
        concepts.update(c for c in qualifiers if c[0] in _TOPIC_CLASSES)
        if not concepts and not tokens:
            tokens.update(spare)
    qualifiers = {q for q in qualifiers if q[0] not in _TOPIC_CLASSES}
    actor = _PARTY_RE.search(sentence_left[-160:].lower())
    if actor:
        form = actor.group()
        hit = EN_CONCEPTS.get(form) or ZH_CONCEPTS.get(form) or ()
        qualifiers.update((k, c) for c, k in hit if k == "party")
    tail = left[-24:]
    head = right[:16]
    approx = bool(_APPROX_LEFT_RE.search(tail) or _APPROX_RIGHT_RE.search(head))
    bound = None
    if _EVERY_RE.search(tail):
        bound = "every"
    elif _MAX_LEFT_RE.search(tail) or _MAX_RIGHT_RE.search(head):
        bound = "max"
    elif _MIN_LEFT_RE.search(tail) or _MIN_RIGHT_RE.search(head):
        bound = "min"
    near = left[-30:] + " " + right[:12]
    direction = (1 if _UP_RE.search(near) else 0) - (1 if _DOWN_RE.search(near) else 0)
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
