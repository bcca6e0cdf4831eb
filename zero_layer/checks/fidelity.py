"""Answer fidelity: is every fact in a model answer backed by the retrieved sources?

Each answer fact is *supported* when some source fact of the same dimension agrees in value and does
not clash in subject; a *contradiction* when it matches a source fact's subject confidently but no
matching source agrees; otherwise *unsupported* (nothing in the sources says it — lower confidence,
but not a conflict, since the answer may rightly combine or restate facts).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from zero_layer.checks.conflicts import (
    POWERS_OF_TEN,
    SOLE_MATCH,
    SUM_TOTAL,
    TENTH_SHARES,
    Conflict,
    amount_times_count,
    better_match,
    clash,
    comparable_dimension,
    complementary,
    conflict_score,
    counts_of,
    digits,
    indistinct,
    one_digit_slip,
    per_weight,
    point_value,
    same,
    subject_match,
    subjects,
    translation_slips,
    values_agree,
)
from zero_layer.extract import Fact

__all__ = ["ANSWER_ID", "FidelityResult", "Unsupported", "check_answer"]

ANSWER_ID = "answer"
ANSWER_MATCH_THRESHOLD = 0.34  # answers paraphrase their sources, so fewer shared words suffice
_SHARED_KINDS = frozenset({"money", "amount", "quantity", "count"})  # what a percentage can be a share of
_SUPPORT_MATCH = 0.0  # agreement in value needs no subject evidence, only no subject clash
RIVAL_MATCH = 0.86  # ... unless a source value of the answer's own subject says otherwise (see _rival)
CORROBORATED_RIVAL_MATCH = 0.7  # ... or two sources' values of it do


@dataclass(frozen=True, slots=True)
class Unsupported:
    """An answer fact no source states."""

    fact: Fact

    def to_dict(self) -> dict[str, Any]:
        d = self.fact.to_dict()
        d["message"] = f"no source states {self.fact.text!r} ({self.fact.subject})"
        return d


@dataclass(frozen=True, slots=True)
class FidelityResult:
    contradictions: tuple[Conflict, ...]
    unsupported: tuple[Unsupported, ...]
    supported: int


def check_answer(
    answer_facts: Sequence[Fact],
    sources: Sequence[Fact],
    other_script: Sequence[Sequence[Fact]] = (),
    answer_text: str = "",
) -> FidelityResult:
    """``other_script``: the facts of each source written in another script than the answer, where an
    answer value no source states may be one slot of a translation (``_translation_slips``);
    ``answer_text`` shows where the answer works a value out (``_worked``)."""
    contradictions: list[Conflict] = []
    unsupported: list[Unsupported] = []
    supported = 0
    request = [*sources, *answer_facts]  # the facts a count the answer divides by may come from
    for a in answer_facts:
        same_dim = [s for s in sources if comparable_dimension(a, s)]
        agreeing = [s for s in same_dim if values_agree(a, s) and _no_clash(a, s)]
        rival = _rival(a, same_dim, answer_facts) if agreeing and _support_is_blind(a, agreeing) else None
        if rival is None and (
            agreeing or _derived(a, same_dim, sources, request) or _worked(a, answer_facts, answer_text)
        ):
            supported += 1
            continue
        best = rival or _best_source(a, same_dim)
        # (nor is "you pay 20%" for "the plan pays 80%" a contradiction: it is the other part)
        if (
            best is None
            or (rival is None and _elsewhere(a, best[0], same_dim, answer_facts))
            or complementary(a, best[0])
        ):
            slipped = _slipped_from(a, same_dim, request) or _per_weight_slip(a, request)
            if slipped is None:
                unsupported.append(Unsupported(a))
            else:
                contradictions.append(
                    Conflict("answer_contradiction", a, slipped, conflict_score(SOLE_MATCH, a, slipped))
                )
        else:
            s, match = best
            contradictions.append(Conflict("answer_contradiction", a, s, conflict_score(match, a, s)))
    if unsupported and other_script:
        slips = _translation_slips(answer_facts, [u.fact for u in unsupported], other_script)
        contradictions.extend(slips)
        unsupported = [u for u in unsupported if all(c.left is not u.fact for c in slips)]
    return FidelityResult(tuple(contradictions), tuple(unsupported), supported)


def _translation_slips(
    answer_facts: Sequence[Fact], unsupported: Sequence[Fact], other_script: Sequence[Sequence[Fact]]
) -> list[Conflict]:
    """Unsupported answer values that a source in another script puts another value in the place of:
    an answer translating its source keeps the source's order, so one value around which the others
    agree is a changed one (one agreeing value suffices: an answer states few)."""
    out: list[Conflict] = []
    for source in other_script:
        for a, s in translation_slips(answer_facts, source, 1):
            if any(a is u for u in unsupported) and all(c.left is not a for c in out):
                out.append(Conflict("answer_contradiction", a, s, conflict_score(SOLE_MATCH, a, s)))
    return out


def _slipped_from(a: Fact, same_dim: Sequence[Fact], request: Sequence[Fact]) -> Fact | None:
    """The source value an unsupported answer value is a slip of the pen of, when nothing tells the
    two apart: one digit changed, dropped or added, or two next to each other swapped, the leading
    digit kept ("85%" for "80%", "$19.99" for "$18.99", "99.5%" for "99.95%", "35,823元" for
    "35,283元"). An answer that states no source's value but one so like a source's took that value
    and miscopied it. Also a power of ten off ("3万元" for "3,000元", "USD 300,000" for "USD 3,000,000"),
    when the answer names no subject of its own the value could be another amount of, and the request
    counts nothing that many times (10 nights at $100 are $1,000: ``_scale_slip``)."""
    if not point_value(a) or any(values_agree(a, s) for s in same_dim):
        return None
    scales = _unstated_powers_of_ten(request) if a.value > 0.0 and not subjects(a) else frozenset()
    for s in same_dim:
        if not point_value(s) or not (
            one_digit_slip(digits(a.value), digits(s.value)) or _scale_slip(a.value, s.value, scales)
        ):
            continue
        if not _clash(a, s) and not complementary(a, s) and indistinct(a, s):
            return s
    return None


def _unstated_powers_of_ten(request: Sequence[Fact]) -> frozenset[int]:
    """The powers of ten that no count, frequency or duration (in days, weeks, months or years) of the
    request states: a value that many times another is a slipped or added "0", not a derived total."""
    stated = {
        round(n) for f in request if f.kind in _MULTIPLIER_KINDS and f.high is None for n in counts_of(f)
    }
    return frozenset(POWERS_OF_TEN - stated)


def _scale_slip(x: float, y: float, scales: frozenset[int]) -> bool:
    """``x`` and ``y`` (both positive) a power of ten in ``scales`` apart."""
    return x > 0.0 and y > 0.0 and any(same(max(x, y), min(x, y) * k) for k in scales)


_MULTIPLIER_KINDS = frozenset({"count", "frequency", "duration"})


def _best_source(a: Fact, same_dim: Sequence[Fact]) -> tuple[Fact, float] | None:
    """The source value ``a`` most likely restates (``better_match``, as ``_best_clash`` picks), else the
    one source value of its dimension."""
    best: tuple[Fact, float] | None = None
    for s in same_dim:
        match = _answer_match(a, s)
        if match > 0.0 and (best is None or better_match(a, s, match, best[0], best[1])):
            best = (s, match)
    if best is None:
        sole = [s for s in same_dim if indistinct(a, s)]
        if len(sole) == 1:  # nothing tells them apart
            best = (sole[0], SOLE_MATCH)
    return best


def _support_is_blind(a: Fact, agreeing: Sequence[Fact]) -> bool:
    """Every source value that agrees with ``a`` does so only for want of a subject clash."""
    return all(subject_match(a, s) <= _SUPPORT_MATCH for s in agreeing)


def _rival(a: Fact, same_dim: Sequence[Fact], answer_facts: Sequence[Fact]) -> tuple[Fact, float] | None:
    """A source value of ``a``'s own subject that says otherwise, when ``a``'s value is found only
    under another subject ("60 days' notice" in an answer, where the source gives notice of 90 days
    and an inventory sell-off of 60): the answer took the wrong number. Not one the answer restates
    as well ("the $25 fee is waived if you keep $1,500"): then it took both, each from its place."""
    best: tuple[Fact, float] | None = None
    for s in same_dim:
        if values_agree(a, s) or not subjects(a) & subjects(s):
            continue
        if SUM_TOTAL in a.concepts and SUM_TOTAL not in s.concepts:
            continue  # a total's rival is another total, not one of its parts ("taxes and fees: $4.80")
        if _restated(s, a, answer_facts):
            continue
        match = _answer_match(a, s)
        strong = match >= RIVAL_MATCH or (match >= CORROBORATED_RIVAL_MATCH and _stated_twice(s, same_dim))
        if strong and (best is None or match > best[1]):
            best = (s, match)
    return best


def _stated_twice(s: Fact, same_dim: Sequence[Fact]) -> bool:
    """Another source chunk states ``s``'s value for its subject too: two sources agree on it."""
    return any(
        t.chunk_id != s.chunk_id and values_agree(s, t) and subjects(s) & subjects(t) for t in same_dim
    )


def _elsewhere(a: Fact, s: Fact, same_dim: Sequence[Fact], answer_facts: Sequence[Fact]) -> bool:
    """``a``'s value is a source's, under another subject, and the answer states ``s``'s value as
    well ("the $25 fee is waived if you keep $1,500 a day" on "$25 fee ... minimum daily balance
    of $1,500"): the answer took both values, each from its place, not one for the other."""
    return any(values_agree(a, t) for t in same_dim) and _restated(s, a, answer_facts)


def _restated(s: Fact, a: Fact, answer_facts: Sequence[Fact]) -> bool:
    """Another fact of the answer than ``a`` states ``s``'s value."""
    return any(b is not a and comparable_dimension(b, s) and values_agree(b, s) for b in answer_facts)


def _answer_match(a: Fact, s: Fact) -> float:
    """``subject_match`` for an answer fact: answers paraphrase, so anchors read from their wording
    ("after it expires" vs "following the expiration") do not tell an answer and a source apart."""
    if _anchors_differ_in_wording(a, s):
        a = replace(a, anchor=None)
    return subject_match(a, s, ANSWER_MATCH_THRESHOLD)


def _anchors_differ_in_wording(a: Fact, s: Fact) -> bool:
    """Both name an anchor, they differ, and one was read from wording (":~"): wording varies too much
    between an answer and its source for that to tell them apart."""
    return bool(a.anchor and s.anchor and a.anchor != s.anchor and (":~" in a.anchor or ":~" in s.anchor))


def _no_clash(a: Fact, s: Fact) -> bool:
    """Agreeing values support a fact unless the subjects positively differ; a range restated whole
    ("three to five business days" for "3–5 business days after dispatch") unless its period or
    anchor does: an answer's sentence names other things around it."""
    if subject_match(a, s) > _SUPPORT_MATCH:
        return True
    if a.high is not None and s.high is not None:  # (anchors read from wording vary, as in _answer_match)
        anchors_differ = (
            a.anchor and s.anchor and a.anchor != s.anchor and not _anchors_differ_in_wording(a, s)
        )
        return a.period.compatible(s.period) and not anchors_differ
    # subject_match is 0 both for "clearly different" and for "no evidence"; only a clash vetoes.
    return not _clash(a, s)


def _clash(a: Fact, s: Fact) -> bool:
    if not a.period.compatible(s.period):
        return True
    if a.anchor and s.anchor and a.anchor != s.anchor and not _anchors_differ_in_wording(a, s):
        return True
    return clash(a, s, skip_subject=True)


def _near(x: float, a: Fact) -> bool:
    """``x`` equals ``a`` as far as ``a`` is stated ("12万" stands for 115,000..125,000)."""
    return abs(x - a.value) <= max(1e-6 * max(abs(x), abs(a.value)), a.precision)


def _derived(a: Fact, same_dim: Sequence[Fact], sources: Sequence[Fact], request: Sequence[Fact]) -> bool:
    """An answer value one step of arithmetic from the sources: a rate plus a stated change ("add
    0.50% to the APR" on "5.49%"), a dose times its daily frequency in the same chunk ("500 mg
    twice daily" = 1,000 mg a day; never a limit: "at most 1,200 mg a day" does not double), a share
    of a source value ("60% of a $12,000 salary" = $7,200), a count of doses over a course ("twice
    daily for 10 days" = 20 tablets), a dose per kilogram times a body weight the request states ("7
    mg/kg" at "60 kg" = 420 mg), a date a source duration after a source date, or an amount
    that is a source amount times or divided by a count the request (sources and answer) states
    ("48课时课包总价7,680元" restated as "每课时160元")."""
    if a.high is None and (
        _share(a, same_dim, sources)
        or _course_count(a, sources)
        or _date_after(a, sources)
        or _times_a_count(a, same_dim, request)
        or any(scale == 1 for _rate, scale in per_weight(a, request))
    ):
        return True
    for s in same_dim:
        if _clash(a, s) or s.direction != 0:
            continue
        if a.kind == "percent":
            if any(t.direction > 0 and same(s.value + t.value, a.value) for t in same_dim):
                return True
        elif a.kind == "quantity" and ("rate_basis", "daily") in a.concepts and not _limit(s):
            for f in sources:
                if f.kind == "frequency" and f.chunk_id == s.chunk_id and same(s.value * f.value, a.value):
                    return True
    return False


def _worked(a: Fact, answer_facts: Sequence[Fact], text: str) -> bool:
    """An answer that shows its working derives the value from two of its own, in brackets after it
    ("£250 (£200 plus £50)", "EUR 1,062.50 (EUR 850 plus the 25% surcharge)") or before it, the
    result named as one ("$500 of your $1,500 deductible, so $1,000 remains"): its inputs are what
    the sources check. Two values that merely add up ("满300减30元 … 付50元定金可以抵80元") are no working."""
    if a.high is not None or a.kind not in _SHARED_KINDS:
        return False
    bracket = _WORKING_BRACKET_RE.match(text, a.end)
    if bracket is not None:
        lo, hi = bracket.start(1), bracket.end(1)
    elif _RESULT_LEFT_RE.search(text, max(0, a.start - _WORKING), a.start):
        lo, hi = max(0, a.start - _WORKING), a.start
    else:
        return False
    inputs = [f for f in answer_facts if f.high is None and lo <= f.start and f.end <= hi]
    same_dim = [f for f in inputs if f.value != 0 and comparable_dimension(a, f)]
    for i, x in enumerate(same_dim):
        if any(_near(x.value + y.value, a) or _near(abs(x.value - y.value), a) for y in same_dim[i + 1 :]):
            return True
    rates = [abs(p.value) / 100 for p in inputs if p.kind == "percent" and p.value != 0]  # "reduced by 50%"
    return any(
        _near(x.value * r, a) or _near(x.value * (1 + r), a) or _near(x.value * (1 - r), a)
        for x in same_dim
        for r in rates
        if not (r in TENTH_SHARES and subjects(a) & subjects(x))
    )


_WORKING = 160  # characters before an answer's value that may hold the inputs of its working
# the working in brackets right after the value ("£250 (£200 plus £50)"), its inside as group 1
_WORKING_BRACKET_RE = re.compile(r"[ \t]*[(（]([^()（）\n]{3,120})[)）]")
# the result of a working named right before it: "so $1,000 remains", "which is 80 mg", "即240元"
_RESULT_LEFT_RE = re.compile(
    r"(?:\bso|\bwhich (?:is|comes to)|\bthat is|\bi\.e\.|\bleaving|\bcomes to|\bin total|=|"
    r"即|共计|合计|剩余|还剩)"
    # (a few words may name the result: "so you receive EUR 200", "so the fee is 50元")
    r"(?:[\s,:：，]+[a-z']+){0,4}[\s,:：，]*[^\s\d]{0,4}$",
    re.IGNORECASE,
)


def _per_weight_slip(a: Fact, request: Sequence[Fact]) -> Fact | None:
    """The rate per kilogram an answer dose is a power of ten off of at a stated body weight (a tenfold
    dosing error: "4.2 g" of "7 mg/kg" at "60 kg"), unless it is also that rate's dose itself."""
    found = per_weight(a, request)
    if any(scale == 1 for _rate, scale in found):
        return None
    return found[0][0] if found else None


def _times_a_count(a: Fact, same_dim: Sequence[Fact], facts: Sequence[Fact]) -> bool:
    """A source amount times or divided by a count the request states (``amount_times_count``), of a
    source amount the answer's is about: a 0.4元 time fee times a 7-day window is no 2.8元 mileage rate."""
    return any(amount_times_count(a, s, facts) and _answer_match(a, s) > 0.0 for s in same_dim)


def _share(a: Fact, same_dim: Sequence[Fact], sources: Sequence[Fact]) -> bool:
    if a.kind not in _SHARED_KINDS:
        return False
    shares = [p.value / 100 for p in sources if p.kind == "percent" and p.high is None and p.value > 0]
    # the base is a value the answer's could be a share of: "40% of the urgent-care copay" is no
    # specialist copay, whatever the product
    bases = [s for s in same_dim if s.high is None and not _clash(a, s)]
    # (10% or 1% of a value of the answer's own subject is that value a power of ten off: "保险金额为86万元"
    # for the 860万元 sum insured is a scale error, whatever percentage the sources state)
    return any(
        _near(s.value * share, a) and not (share in TENTH_SHARES and subjects(a) & subjects(s))
        for s in bases
        for share in shares
    )


def _course_count(a: Fact, sources: Sequence[Fact]) -> bool:
    if a.kind != "count":
        return False
    return any(
        _near(f.value * d.value, a)
        for f in sources
        if f.kind == "frequency" and f.high is None
        for d in sources
        if d.kind == "duration" and d.high is None and d.chunk_id == f.chunk_id
    )


def _date_after(a: Fact, sources: Sequence[Fact]) -> bool:
    """A date a source duration after a source date ("two years from the Policy Date", "Policy Date:
    1 March 2024": 1 March 2026), within the slack of calendar months and years (1 day + 0.5%)."""
    if a.kind != "date":
        return False
    spans = [d.value for d in sources if d.kind == "duration" and d.high is None and d.value > 0]
    return any(
        abs(s.value + span - a.value) <= 1.0 + 0.005 * span
        for s in sources
        if s.kind == "date" and s.high is None
        for span in spans
    )


def _limit(f: Fact) -> bool:
    return f.bound is not None or bool(f.concepts_of("limit_kind"))
