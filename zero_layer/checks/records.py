"""Records: two chunks that name different records of one kind (order #A20931 and order #A20947) are
about different things, so their values never conflict, however alike the wording.

Retrievals mix records (two orders, two policies, two patients' notes), and each states its own
amounts and dates. A record is named by a labelled identifier: a label ("Order", "保单"), an optional
"No." / "#" / "号", then a code with a digit in it; or by a person named after a label ("Patient:",
"被保险人：") or before an age ("Daniel Whitcombe, age 14", "刘芳，女，35岁"). Two chunks that both name
records of a kind, and no record of that kind in common, are about different records. Applied to the
reference checks' results; the native engine reads the same records itself (``native/src/records.rs``,
held to ``record_ids`` by the parity tests) and leaves those conflicts out before it reports any.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence

from zero_layer.checks.conflicts import Conflict
from zero_layer.checks.request import Chunk
from zero_layer.extract.text import plain

__all__ = ["different_records", "record_ids", "without_cross_record"]

# label -> the kind of record it names, in both languages
_KINDS = {
    "order": "order", "订单": "order", "policy": "policy", "保单": "policy", "invoice": "invoice",
    "发票": "invoice", "claim": "claim", "赔案": "claim", "理赔": "claim", "account": "account",
    "账户": "account", "账号": "account", "contract": "contract", "合同": "contract", "waybill": "waybill",
    "tracking": "waybill", "运单": "waybill", "patient": "patient", "mrn": "patient", "病历": "patient",
    "住院": "patient", "site": "site", "站点": "site", "loan": "loan", "借据": "loan", "booking": "booking",
    "reservation": "booking", "预订": "booking", "ticket": "ticket", "工单": "ticket",
    "certificate": "certificate", "患者": "patient", "病人": "patient", "就诊卡": "patient",
}  # fmt: skip
# the identifier after a label found at the match position
_ID_AT_RE = re.compile(
    r"(" + "|".join(sorted(_KINDS, key=len, reverse=True)) + r")(?![A-Za-z])"
    r"\s*(?:no\.?|number|id|ref\.?|#|号码|编号|号)?\s*[:：#]?\s*"
    r"(?<![A-Za-z0-9-])([A-Za-z0-9][A-Za-z0-9-]{3,}[A-Za-z0-9])(?![A-Za-z0-9])",
    re.IGNORECASE,
)
_DATE_RE = re.compile(r"(?:19|20)\d\d-\d{1,2}-\d{1,2}")
# a person named after a label ("被保险人：刘芳（女，35岁）", "Patient: Song Wei"): two chunks about two
# people are two records. Names are compared within one script only ("Song Wei" may be 宋伟).
_ZH_NAME_LABELS = ("被保险人", "投保人", "患者", "病人", "姓名")
_EN_NAME_LABELS = ("Patient", "Insured", "Policyholder", "Name", "Mrs", "Mr", "Ms")
_NAME_LABELS = _ZH_NAME_LABELS + _EN_NAME_LABELS
_NAME_RE = re.compile(
    # (on the label's line: "…以下被保险人\n等待期：…" names nobody)
    r"(?:"
    + "|".join(_ZH_NAME_LABELS)
    + r")[ \t\u3000]*[:：]?[ \t\u3000]*(?P<zh>[\u4e00-\u9fff]{2,3})(?=[（(，,\s：:;；。]|$)"
    r"|(?:" + "|".join(_EN_NAME_LABELS) + r")\b\.?\s*[:：]?\s*"
    # (a name is on one line: "Mrs Ruth Abernethy\nIron infusion course" names no "Abernethy Iron")
    r"(?P<en>[A-Z][a-z'-]+(?:[ \t]+[A-Z]\.)?(?:[ \t]+[A-Z][a-z'-]+)+)"
)
# a person named by the age that follows the name, without a label ("Result: Daniel Whitcombe, age 14",
# "Ms Lee (aged 62)", "刘芳，女，35岁")
_NOT_A_NAME = (
    "The|A|An|Our|Your|This|That|Each|All|Any|Adults?|Children|Members?|Plan|Patient|Insured|Policyholder|"
    "Name|Mrs?|Ms|Miss|Dr|Section|Class|Tier|Level|Zone|Area|Series|Phase|Stage|Option|Room|Unit|Group|Type|"
    "Grade|Schedule|Annex|Appendix|Table|Part|Item|Article|Clause|Age|Ages|Over|Under|Aged|Adult|Child"
)
_NOT_A_NAME_RE = re.compile(r"\b(?:" + _NOT_A_NAME + r")\b")
_NOT_A_ZH_NAME = (
    "儿童|成人|老人|患者|学生|员工|会员|客户|孩子|小孩|婴儿|幼儿|少儿|青年|老年|男性|女性|本人|子女|配偶"
)
_AGED_NAME_RE = re.compile(
    r"(?P<en>\b(?!(?:" + _NOT_A_NAME + r")\b)"
    r"[A-Z][a-z'-]+(?:[ \t]+[A-Z]\.)?(?:[ \t]+[A-Z][a-z'-]+)+)"
    r"\s*(?:[,(（]\s*(?:age|aged)\s+\d{1,3}\b|\(\d{2}\))"
    r"|(?P<zh>[\u4e00-\u9fff]{2,3})\s*[，,（(]\s*[男女]\s*[，,、]\s*\d{1,3}\s*岁"
    # "员工 林思远（29岁）": a name standing alone before its age in brackets
    r"|(?<![\u4e00-\u9fff])(?![您你我他她]?(?:" + _NOT_A_ZH_NAME + r"))"  # nor "您孩子（12岁）"
    r"(?P<zh2>[\u4e00-\u9fff]{2,3})[（(]\s*\d{1,3}\s*周?岁\s*[）)]"
)
# where an age is stated, and how far before it a name may start
_AGE_MARK_RE = re.compile(r"\bage[d]?\s+\d|\(\d{2}\)|岁")
_NAME_REACH = 60
_KIND_LABEL_RE = re.compile("|".join(map(re.escape, sorted(_KINDS, key=len, reverse=True))))
_NAME_LABEL_RE = re.compile("|".join(map(re.escape, sorted(_NAME_LABELS, key=len, reverse=True))))
# each label, and the labels it begins with (itself first): all of them start where it does
_LABEL_PREFIXES = {
    label: [label, *(p for p in labels if p != label and label.startswith(p))]
    for labels in (tuple(_KINDS), _NAME_LABELS)
    for label in labels
}
_CACHE_ENTRIES = 2048
_CACHE_MAX_CHARS = 32_768


def record_ids(text: str) -> dict[str, frozenset[str]]:
    """The records ``text`` names, by kind: {"order": {"A20931"}}."""
    if len(text) > _CACHE_MAX_CHARS:
        return _record_ids(text)
    return _cached_record_ids(text)


def _record_ids(text: str) -> dict[str, frozenset[str]]:
    text = plain(text)  # "訂單號：ＡＢ２０９３１" is order AB20931
    # each label's places found first, the identifier read at each: far cheaper than one regex search
    # trying every label at every position of a long chunk
    low = text.lower()
    found: dict[str, set[str]] = {}
    places = _label_places(low, _KIND_LABEL_RE)
    for label, kind in _KINDS.items():
        for i in places.get(label, ()):
            m = None if i and low[i - 1].isascii() and low[i - 1].isalpha() else _ID_AT_RE.match(text, i)
            if m is not None and m.group(1).lower() == label:
                code = m.group(2).upper()
                if any(ch.isdigit() for ch in code) and not _DATE_RE.fullmatch(code):
                    found.setdefault(kind, set()).add(code)
    places = _label_places(text, _NAME_LABEL_RE)
    for label in _NAME_LABELS:  # as for the codes: each label found, the name read at it
        for i in places.get(label, ()):
            m = _NAME_RE.match(text, i)
            if m is not None and not (label.isascii() and i and text[i - 1].isalpha()):
                name = m.group("zh") or m.group("en")
                found.setdefault("person_en" if name.isascii() else "person_zh", set()).add(name)
    for m in _aged_names(text):
        name = m.group("zh") or m.group("zh2") or m.group("en")
        if _NOT_A_NAME_RE.search(name):
            continue  # "The Gold Plan, age 65": a plan's words, not a person's
        found.setdefault("person_en" if name.isascii() else "person_zh", set()).add(name)
    return {kind: frozenset(codes) for kind, codes in found.items()}


def _aged_names(text: str) -> list[re.Match[str]]:
    """``_AGED_NAME_RE``'s matches, read only around the ages a text states: trying the name pattern at
    every capital letter of a long chunk cost more than the rest of its records."""
    found: dict[int, re.Match[str]] = {}
    for age in _AGE_MARK_RE.finditer(text):
        for m in _AGED_NAME_RE.finditer(text, max(0, age.start() - _NAME_REACH), age.end() + 2):
            found.setdefault(m.start(), m)
    return [found[i] for i in sorted(found)]


def _label_places(text: str, labels: re.Pattern[str]) -> dict[str, list[int]]:
    """Every place each label of ``labels`` (an alternation of literals, longest first) starts in
    ``text``, overlapping ones included, in order: one search per place rather than a ``str.find``
    pass per label (on text with Chinese in it, each pass costs as much as the search). Where a
    label starts, so do those that begin it ("Mrs", "Mr")."""
    places: dict[str, list[int]] = {}
    m = labels.search(text)
    while m is not None:
        i = m.start()
        for label in _LABEL_PREFIXES[m.group()]:
            places.setdefault(label, []).append(i)
        m = labels.search(text, i + 1)
    return places


_cached_record_ids = functools.lru_cache(maxsize=_CACHE_ENTRIES)(_record_ids)


def different_records(a: Mapping[str, frozenset[str]], b: Mapping[str, frozenset[str]]) -> bool:
    """Both name records of some kind and none of that kind in common."""
    return any(a[kind].isdisjoint(b[kind]) for kind in a.keys() & b.keys())


def without_cross_record(conflicts: Sequence[Conflict], chunks: Sequence[Chunk]) -> list[Conflict]:
    """``conflicts`` less those between chunks about different records (answer contradictions stay:
    an answer is about the records its sources name). A chunk's records are read when a conflict
    first names it."""
    texts = {chunk.id: chunk.text for chunk in chunks}
    ids: dict[str, Mapping[str, frozenset[str]]] = {}

    def records(chunk_id: str) -> Mapping[str, frozenset[str]]:
        found = ids.get(chunk_id)
        if found is None:
            found = ids[chunk_id] = record_ids(texts[chunk_id]) if chunk_id in texts else {}
        return found

    def across(c: Conflict) -> bool:
        left, right = records(c.left.chunk_id), records(c.right.chunk_id)
        return c.kind == "value_mismatch" and different_records(left, right)

    return [c for c in conflicts if not across(c)]
