"""The checker: one request in, one :class:`CheckResult` out.

A ``Checker`` compiles and instantiates its bundle once and is then reused for every request
(the gateway holds one per process). Per request: the engine scans the texts it has not seen in one
batched call (triggered rules for ``zero_state``; with the native checks, on a thread of its own
while the engine works), facts are extracted chunk by chunk, cross-chunk
conflicts and answer fidelity are checked, and the confidence score and policy tier are derived.

Extraction and the checks run on the native engine (``backend="native"``, the default when it is
installed) or on the Python reference (``backend="reference"``), which defines the semantics the
native engine is tested against. Scans, facts and conflicts are pure functions of the text, so each
is kept in a bounded LRU cache: RAG retrievals repeat chunks, and a repeated chunk costs a lookup.
"""

from __future__ import annotations

import os
from collections import OrderedDict
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from zero_layer.checks.conflicts import Conflict, find_conflicts
from zero_layer.checks.fidelity import ANSWER_ID, Unsupported, check_answer
from zero_layer.checks.native import Found, NativeChecks
from zero_layer.checks.records import without_cross_record
from zero_layer.checks.request import CheckRequest
from zero_layer.checks.sensitivity import is_sensitive, sensitive_kinds
from zero_layer.checks.translations import script, translated
from zero_layer.compiler import compile_bundle
from zero_layer.engine import Scanner
from zero_layer.extract import Fact, extract_facts
from zero_layer.extract.native import NativeUnavailable
from zero_layer.extract.text import simplified
from zero_layer.state import Policy, ZeroState, confidence_score, detect_language, fallback_suggestion

if TYPE_CHECKING:
    from zero_layer.rules import Bundle

__all__ = ["BACKENDS", "CheckResult", "Checker"]

#: "auto" = native when installed, else the reference
BACKENDS = ("auto", "native", "reference")

_CACHE_ENTRIES = 1024
_CACHE_MAX_CHARS = 32_768
_MAX_TRIGGERED = 64
# rule_id, kind, left, right, weight, times triggered, start, end of the first trigger
_Rule = tuple[str, str, str, str, float, int, int, int]


@dataclass(frozen=True, slots=True)
class CheckResult:
    status: str  # "OK" | "CONFLICT_DETECTED"
    conflict_score: float
    conflicts: tuple[Conflict, ...]
    unsupported: tuple[Unsupported, ...]
    zero_state: ZeroState
    # Made on first access instead (see ``deferred``): the native checks report a result's conflicts
    # from the engine's rows, and a served check (``to_dict``) never reads the Conflict objects.
    _pending: Callable[[], tuple[Conflict, ...]] | None = field(
        default=None, init=False, repr=False, compare=False
    )

    @classmethod
    def deferred(
        cls,
        status: str,
        conflict_score: float,
        conflicts: Callable[[], tuple[Conflict, ...]],
        unsupported: tuple[Unsupported, ...],
        zero_state: ZeroState,
    ) -> CheckResult:
        """A result whose ``conflicts`` are made by ``conflicts()`` when first read: the slot stays
        unset until then, and reading an unset slot falls through to ``__getattr__``."""
        result = cls(status, conflict_score, (), unsupported, zero_state)
        object.__setattr__(result, "_pending", conflicts)
        object.__delattr__(result, "conflicts")
        return result

    def __getattr__(self, name: str) -> Any:
        pending = self._pending
        if name != "conflicts" or pending is None:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        conflicts = pending()
        object.__setattr__(self, "conflicts", conflicts)
        object.__setattr__(self, "_pending", None)
        return conflicts

    @property
    def has_conflict(self) -> bool:
        return self.status == "CONFLICT_DETECTED"

    def to_dict(self) -> dict[str, Any]:
        state = self.zero_state.to_dict()
        return {
            "status": self.status,
            "conflict_score": self.conflict_score,
            # the same dicts zero_state carries (built once, in the check), copied as it copies them
            "conflicts": [dict(c) for c in self.zero_state.conflicts],
            "unsupported": [u.to_dict() for u in self.unsupported],
            "zero_state": state,
        }


class Checker:
    """Checks requests against one rule bundle (``None`` = the shipped default bundle)."""

    def __init__(
        self, bundle: Bundle | str | Path | None = None, policy: Policy | None = None, backend: str = "auto"
    ) -> None:
        from zero_layer.rules import Bundle as _Bundle
        from zero_layer.rules import load_bundle

        self.bundle: Bundle = bundle if isinstance(bundle, _Bundle) else load_bundle(bundle)
        self.policy = policy or Policy()
        self._scanner, self._sensitive = _build_scanner(self.bundle)
        self._facts: OrderedDict[tuple[str, str], list[Fact]] = OrderedDict()
        self._conflicts: OrderedDict[tuple[tuple[str, str], ...], list[Conflict]] = OrderedDict()
        self._rules: OrderedDict[str, tuple[_Rule, ...]] = OrderedDict()
        self._native = _native_checks(backend, self._sensitive)
        self._scanning: tuple[int, ThreadPoolExecutor] | None = None
        self.backend = "reference" if self._native is None else "native"

    def check(self, request: CheckRequest) -> CheckResult:
        return self.check_batch([request])[0]

    def engine_cache_stats(self) -> dict[str, int] | None:
        """The native engine's chunk cache: ``chunks`` (texts with their facts), ``pairs`` (pairs of
        chunks whose conflicts are remembered), ``pair_hits`` (requests' pairs answered from those);
        ``None`` on the reference backend."""
        return None if self._native is None else self._native.cache_stats()

    def check_batch(self, requests: Sequence[CheckRequest]) -> list[CheckResult]:
        """Check several requests; the engine scans all their not-yet-seen texts in one call.

        With the native checks, that scan runs on a thread of its own while the engine extracts and
        compares (the engine releases the GIL, and the scan spends most of its time in the wasm
        module, which releases it too): a request of new text waited for both one after the other."""
        texts: list[str] = []
        for req in requests:
            texts.extend(c.text for c in req.chunks)
            if req.answer:
                texts.append(req.answer)
        missing = self._missing(texts)
        found: list[Found | None]
        if self._native is None:
            self._scan(missing)
            found = [None] * len(requests)
        else:
            scanning = self._scan_thread().submit(self._scan, missing) if missing else None
            try:
                found = [self._native.run(req) for req in requests]
            finally:
                if scanning is not None:
                    scanning.result()  # the scan's own failure, if any, is raised here
        results: list[CheckResult] = []
        for req, native in zip(requests, found, strict=True):
            pairs = [(c.id, c.text) for c in req.chunks]
            if req.answer:
                pairs.append((ANSWER_ID, req.answer))
            triggered = _aggregate([(cid, self._rules.get(text, ())) for cid, text in pairs])
            results.append(self._check_one(req, triggered, native))
        for text in texts:  # uncacheable texts were scanned for this batch only
            if len(text) > _CACHE_MAX_CHARS:
                self._rules.pop(text, None)
        return results

    def _scan_thread(self) -> ThreadPoolExecutor:
        """The thread that scans alongside the engine; a process forked from this one (a server's
        workers) has none of its parent's threads, so it starts its own."""
        if self._scanning is None or self._scanning[0] != os.getpid():
            self._scanning = (os.getpid(), ThreadPoolExecutor(1, thread_name_prefix="zero-layer-scan"))
        return self._scanning[1]

    def _missing(self, texts: Sequence[str]) -> list[str]:
        """The texts whose triggered rules are not cached yet, each once; the cached ones are marked
        recently used."""
        missing = list(dict.fromkeys(t for t in texts if t not in self._rules))
        if not missing:
            for t in texts:
                self._rules.move_to_end(t)
        return missing

    def _scan(self, missing: Sequence[str]) -> None:
        """Scan and cache ``missing``'s triggered rules (a scan is a pure function of the text)."""
        if not missing:
            return
        rules = self._scanner.compiled.rules
        for text, summary in zip(missing, self._scanner.rule_summaries(missing), strict=True):
            self._rules[text] = tuple(
                (r.rule_id, r.kind, r.left, r.right, float(r.weight), n, start, end)
                for r, n, start, end in ((rules[i], n, s, e) for i, n, s, e in summary)
            )
        while len(self._rules) > _CACHE_ENTRIES:
            self._rules.popitem(last=False)

    def _extract(self, chunk_id: str, text: str) -> list[Fact]:
        if len(text) > _CACHE_MAX_CHARS:
            return self._sensitive_facts(text, chunk_id)
        key = (chunk_id, text)
        facts = self._facts.get(key)
        if facts is None:
            facts = self._sensitive_facts(text, chunk_id)
            self._facts[key] = facts
            if len(self._facts) > _CACHE_ENTRIES:
                self._facts.popitem(last=False)
        else:
            self._facts.move_to_end(key)
        return facts

    def _sensitive_facts(self, text: str, chunk_id: str) -> list[Fact]:
        """Only facts the bundle's hot rules make sensitive take part in the checks."""
        return [f for f in extract_facts(text, chunk_id) if is_sensitive(f.kind, self._sensitive)]

    def _chunk_conflicts(self, req: CheckRequest, per_chunk: list[list[Fact]]) -> list[Conflict]:
        """Cross-chunk conflicts, memoised on the chunk set (retrievals repeat; the pairwise step is the
        costliest part of a check once the chunks' facts are cached)."""

        def compute() -> list[Conflict]:
            return find_conflicts(per_chunk, scripts=[script(c.text) for c in req.chunks])

        if sum(len(c.text) for c in req.chunks) > _CACHE_MAX_CHARS * 4:
            return compute()
        key = tuple((c.id, c.text) for c in req.chunks)
        found = self._conflicts.get(key)
        if found is None:
            found = compute()
            self._conflicts[key] = found
            if len(self._conflicts) > _CACHE_ENTRIES // 4:
                self._conflicts.popitem(last=False)
        else:
            self._conflicts.move_to_end(key)
        return found

    def _reference_checks(self, req: CheckRequest) -> tuple[list[Conflict], tuple[Unsupported, ...]]:
        per_chunk = [self._extract(c.id, c.text) for c in req.chunks]
        conflicts = self._chunk_conflicts(req, per_chunk)
        if not req.answer:
            return list(conflicts), ()
        sources = [f for facts in per_chunk for f in facts]
        written = script(req.answer)
        pairs = zip(req.chunks, per_chunk, strict=True)
        other_script = [facts for c, facts in pairs if translated(written, script(c.text))]
        answer_facts = self._extract(ANSWER_ID, req.answer)
        fidelity = check_answer(answer_facts, sources, other_script, simplified(req.answer))
        return sorted([*fidelity.contradictions, *conflicts], key=lambda c: -c.score), fidelity.unsupported

    def _check_one(
        self, req: CheckRequest, triggered: tuple[dict[str, Any], ...], native: Found | None
    ) -> CheckResult:
        if native is not None:
            return self._native_result(req, triggered, native)
        conflicts, unsupported = self._reference_checks(req)
        conflicts = without_cross_record(conflicts, req.chunks)
        dicts = tuple(c.to_dict() for c in conflicts)
        status, score, state = self._verdict(req, triggered, [c.score for c in conflicts], dicts, unsupported)
        return CheckResult(status, score, tuple(conflicts), unsupported, state)

    def _native_result(
        self, req: CheckRequest, triggered: tuple[dict[str, Any], ...], found: Found
    ) -> CheckResult:
        """The native checks' result (the engine leaves out cross-record conflicts itself), reported
        from its rows; their Conflict objects are made only if the result's ``conflicts`` are read."""
        refs = found.conflicts
        unsupported = found.unsupported_facts()
        dicts = found.conflict_dicts(refs)
        status, score, state = self._verdict(req, triggered, [r[3] for r in refs], dicts, unsupported)
        return CheckResult.deferred(status, score, lambda: found.conflict_objects(refs), unsupported, state)

    def _verdict(
        self,
        req: CheckRequest,
        triggered: tuple[dict[str, Any], ...],
        scores: list[float],
        conflict_dicts: tuple[dict[str, Any], ...],
        unsupported: tuple[Unsupported, ...],
    ) -> tuple[str, float, ZeroState]:
        """Status, conflict score and zero_state of a request's (record-filtered) conflicts."""
        confidence = confidence_score(scores, len(unsupported))
        tier = self.policy.tier(confidence)
        lang = detect_language([req.answer] if req.answer else [c.text for c in req.chunks[:3]])
        suggestion = fallback_suggestion(tier, lang, conflict_dicts, [u.to_dict() for u in unsupported])
        state = ZeroState(triggered, confidence, conflict_dicts, suggestion, tier)
        status = "CONFLICT_DETECTED" if scores else "OK"
        return status, max(scores, default=0.0), state


def _native_checks(backend: str, sensitive: frozenset[str]) -> NativeChecks | None:
    """The native checks for ``backend`` ("auto" falls back to the reference when not installed)."""
    if backend not in BACKENDS:
        raise ValueError(f"backend: {backend!r} is not one of {', '.join(BACKENDS)}")
    if backend == "reference":
        return None
    try:
        return NativeChecks(sensitive)
    except NativeUnavailable:
        if backend == "native":
            raise
        return None


def _build_scanner(bundle: Bundle) -> tuple[Scanner, frozenset[str]]:
    """Compile the bundle and instantiate the engine once; also which fact kinds it makes sensitive."""
    compiled = compile_bundle(bundle)
    kinds = sensitive_kinds((r.left, r.right) for r in compiled.rules if r.kind == "pair")
    return Scanner(compiled), kinds


def _aggregate(per_text: Sequence[tuple[str, tuple[_Rule, ...]]]) -> tuple[dict[str, Any], ...]:
    """Triggered rules aggregated by rule id: weight, kind, the pair, hit count and first location."""
    rules: dict[str, dict[str, Any]] = {}
    for chunk_id, triggered in per_text:
        for rule_id, kind, left, right, weight, count, start, end in triggered:
            entry = rules.get(rule_id)
            if entry is None:
                if len(rules) >= _MAX_TRIGGERED:
                    continue
                rules[rule_id] = {
                    "rule_id": rule_id,
                    "kind": kind,
                    "left": left,
                    "right": right,
                    "weight": round(weight, 4),
                    "hits": count,
                    "first": {"chunk_id": chunk_id, "start": start, "end": end},
                }
            else:
                entry["hits"] += count
    return tuple(sorted(rules.values(), key=lambda r: (-r["weight"], r["rule_id"])))
