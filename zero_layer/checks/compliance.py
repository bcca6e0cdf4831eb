"""Compliance scan of documents: high-risk paragraphs, precise rules, and in-document conflicts.

    from zero_layer.checks.compliance import ComplianceScanner
    report = ComplianceScanner().scan_paths(["loan.pdf", "terms.md"])
    report.to_dict()     # findings: file, page, paragraph, span, rule, message, severity

Three passes per document, cheapest first:

1. **Risk triage** — the engine's compiled `Scanner` matches every paragraph of a document in one
   call, and each paragraph is scored from the bundle's own vocabulary: penalty terms
   (违约金, late fee, ...), rate terms (利率, APR, ...) and every domain pack's trigger terms. A
   paragraph at or above ``risk_threshold`` becomes a ``high-risk-paragraph`` finding, so a
   reviewer reads those first. Teams tune the vocabulary by editing the bundle, not this code.
2. **Precise rules** on every paragraph (`compliance_rules`): ``rate-without-apr`` and
   ``date-arithmetic``.
3. **Conflicts inside the document** — the paragraphs that state figures go through the same
   `Checker` as RAG chunks, so "payment within 30 days" on page 2 and "60 days" on page 9 are
   reported as a ``conflict`` finding on both paragraphs.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from zero_layer.checks.compliance_docs import Document, DocumentError, Paragraph, read_document
from zero_layer.checks.compliance_rules import check_date_arithmetic, check_rate_labels

__all__ = [
    "ComplianceScanner",
    "FileScan",
    "Finding",
    "RiskParagraph",
    "ScanReport",
    "TermMatch",
]

#: Weight of one distinct matched term, by the bundle category it came from.
CATEGORY_WEIGHTS: dict[str, float] = {"penalty": 0.6, "rate": 0.5}
DOMAIN_TERM_WEIGHT = 0.2
#: A paragraph without any figure is less risky: its score is multiplied by this.
NO_FIGURE_FACTOR = 0.5
#: Paragraphs with figures that go into one in-document conflict check (pairwise cost).
MAX_CONFLICT_PARAGRAPHS = 200
_FIGURE = re.compile(r"\d|百分之|[零一二三四五六七八九十百千两]+(?:元|万|亿|日|天|个月|年|周|倍|成|小时)")
_SEVERITY_ORDER = {"low": 0, "medium": 1, "high": 2}


@dataclass(frozen=True)
class TermMatch:
    term: str
    category: str
    start: int
    end: int


@dataclass(frozen=True)
class RiskParagraph:
    paragraph: int
    page: int | None
    score: float
    terms: tuple[TermMatch, ...]


@dataclass(frozen=True)
class Finding:
    """One finding; ``start``/``end`` index the paragraph's text (``paragraphs[paragraph]``)."""

    file: str
    page: int | None
    paragraph: int
    start: int
    end: int
    rule: str
    message: str
    severity: str
    excerpt: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "file": self.file,
            "page": self.page,
            "paragraph": self.paragraph,
            "span": [self.start, self.end],
            "rule": self.rule,
            "message": self.message,
            "severity": self.severity,
            "excerpt": self.excerpt,
        }


@dataclass(frozen=True)
class FileScan:
    path: str
    kind: str | None = None
    paragraphs: tuple[Paragraph, ...] = ()
    risk: tuple[RiskParagraph, ...] = ()
    findings: tuple[Finding, ...] = ()
    pages: int | None = None
    error: str | None = None
    notes: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "file": self.path,
            "kind": self.kind,
            "pages": self.pages,
            "paragraphs": len(self.paragraphs),
            "error": self.error,
            "notes": list(self.notes),
            "high_risk_paragraphs": [
                {
                    "paragraph": r.paragraph,
                    "page": r.page,
                    "score": r.score,
                    "terms": sorted({t.term for t in r.terms}),
                }
                for r in self.risk
            ],
            "findings": [f.to_dict() for f in self.findings],
        }


@dataclass(frozen=True)
class ScanReport:
    files: tuple[FileScan, ...]
    bundle: dict[str, str] = field(default_factory=dict)

    @property
    def findings(self) -> list[Finding]:
        return [f for scan in self.files for f in scan.findings]

    @property
    def readable(self) -> int:
        return sum(scan.error is None for scan in self.files)

    def to_dict(self) -> dict[str, Any]:
        counts: dict[str, int] = {}
        for finding in self.findings:
            counts[finding.rule] = counts.get(finding.rule, 0) + 1
        return {
            "bundle": self.bundle,
            "files": [scan.to_dict() for scan in self.files],
            "summary": {
                "files": len(self.files),
                "readable": self.readable,
                "errors": len(self.files) - self.readable,
                "findings": len(self.findings),
                "by_rule": dict(sorted(counts.items())),
            },
        }


def _weight(category: str) -> float | None:
    if category in CATEGORY_WEIGHTS:
        return CATEGORY_WEIGHTS[category]
    return DOMAIN_TERM_WEIGHT if category.startswith("domain.") else None


def risk_terms(text: str, hits: Iterable[Any]) -> list[tuple[TermMatch, float]]:
    """Risk-relevant engine hits, without hits nested in a longer one (违约 inside 违约金)."""
    spans: dict[tuple[int, int], tuple[str, float]] = {}
    for hit in hits:
        weight = _weight(hit.category)
        if weight is not None and weight > spans.get((hit.start, hit.end), ("", -1.0))[1]:
            spans[(hit.start, hit.end)] = (hit.category, weight)
    kept = [
        (TermMatch(text[s:e], category, s, e), weight)
        for (s, e), (category, weight) in spans.items()
        if not any(o_s <= s and e <= o_e and (o_e - o_s) > (e - s) for o_s, o_e in spans)
    ]
    return sorted(kept, key=lambda item: item[0].start)


class ComplianceScanner:
    """Scan documents with one bundle; build once, reuse for many files (compiles the bundle once)."""

    def __init__(self, bundle: Any | None = None, *, risk_threshold: float = 0.5, conflicts: bool = True):
        from zero_layer.rules import load_bundle

        self.bundle = bundle if bundle is not None else load_bundle()
        self.risk_threshold = risk_threshold
        from zero_layer.compiler import compile_bundle
        from zero_layer.engine import Scanner

        self.term_scanner = Scanner(compile_bundle(self.bundle))
        self._checker: Any = None
        if conflicts:
            from zero_layer.checks import Checker

            self._checker = Checker(bundle=self.bundle)

    # -- pass 1: risk triage ------------------------------------------------------------
    def risk(self, paragraph: Paragraph, hits: Iterable[Any]) -> RiskParagraph:
        """Score = 1 - prod(1 - w) over distinct matched terms (penalty 0.6, rate 0.5, domain 0.2)."""
        matches = risk_terms(paragraph.text, hits)
        weights: dict[str, float] = {}
        for match, weight in matches:
            key = match.term.lower()
            weights[key] = max(weight, weights.get(key, 0.0))
        keep = 1.0
        for weight in weights.values():
            keep *= 1.0 - weight
        score = 1.0 - keep
        if not _FIGURE.search(paragraph.text):
            score *= NO_FIGURE_FACTOR
        return RiskParagraph(paragraph.index, paragraph.page, round(score, 4), tuple(m for m, _ in matches))

    # -- pass 3: conflicts between paragraphs -----------------------------------------------
    def _conflicts(self, doc: Document, scores: dict[int, float]) -> tuple[list[Finding], str | None]:
        """Conflict findings, and a note when a long document was checked on its riskiest part.

        Conflict search compares facts pairwise, so at most `MAX_CONFLICT_PARAGRAPHS` paragraphs
        (those with figures, highest risk first) go into one check; memory and time stay bounded.
        """
        if self._checker is None:
            return [], None
        from zero_layer.checks import CheckRequest

        candidates = [p for p in doc.paragraphs if _FIGURE.search(p.text)]
        note = None
        if len(candidates) > MAX_CONFLICT_PARAGRAPHS:
            limit = MAX_CONFLICT_PARAGRAPHS
            note = f"conflict check limited to the {limit} riskiest of {len(candidates)} paragraphs"
            candidates.sort(key=lambda p: (-scores.get(p.index, 0.0), p.index))
            candidates = sorted(candidates[:MAX_CONFLICT_PARAGRAPHS], key=lambda p: p.index)
        if len(candidates) < 2:
            return [], note
        by_id = {f"p{p.index}": p for p in candidates}
        request = CheckRequest.from_dict(
            {"chunks": [{"id": cid, "text": p.text} for cid, p in by_id.items()]}
        )
        result = self._checker.check(request).to_dict()
        return _conflict_findings(doc, by_id, result.get("conflicts", [])), note

    def scan_document(self, doc: Document) -> FileScan:
        findings: list[Finding] = []
        risky: list[RiskParagraph] = []
        scores: dict[int, float] = {}
        scans = self.term_scanner.scan_batch([p.text for p in doc.paragraphs]) if doc.paragraphs else []
        for paragraph, scanned in zip(doc.paragraphs, scans, strict=True):
            risk = self.risk(paragraph, scanned.hits)
            scores[paragraph.index] = risk.score
            if risk.score >= self.risk_threshold:
                risky.append(risk)
                terms = ", ".join(sorted({t.term for t in risk.terms}, key=str.lower))
                findings.append(
                    _finding(
                        doc,
                        paragraph,
                        0,
                        len(paragraph.text),
                        "high-risk-paragraph",
                        f"risk {risk.score:.2f}: {terms}",
                        "high" if risk.score >= 0.8 else "medium",
                    )
                )
            for hit in [*check_rate_labels(paragraph.text), *check_date_arithmetic(paragraph.text)]:
                findings.append(
                    _finding(doc, paragraph, hit.start, hit.end, hit.rule, hit.message, hit.severity)
                )
        conflicts, note = self._conflicts(doc, scores)
        findings += conflicts
        findings.sort(key=lambda f: (f.paragraph, f.start, -_SEVERITY_ORDER.get(f.severity, 0), f.rule))
        notes = () if note is None else (note,)
        return FileScan(
            doc.path, doc.kind, doc.paragraphs, tuple(risky), tuple(findings), doc.pages, notes=notes
        )

    def scan_paths(self, paths: Iterable[str]) -> ScanReport:
        """Scan every file; an unreadable one becomes a per-file error, never an exception."""
        scans = []
        for path in paths:
            try:
                doc = read_document(path)
            except DocumentError as exc:
                scans.append(FileScan(str(path), error=exc.reason))
                continue
            scans.append(self.scan_document(doc))
        info = {"name": self.bundle.name, "version": self.bundle.version, "digest": self.bundle.digest}
        return ScanReport(tuple(scans), info)


def _finding(
    doc: Document, paragraph: Paragraph, start: int, end: int, rule: str, message: str, severity: str
) -> Finding:
    excerpt = paragraph.text[start:end]
    if len(excerpt) > 160:
        excerpt = excerpt[:157] + "..."
    return Finding(doc.path, paragraph.page, paragraph.index, start, end, rule, message, severity, excerpt)


def _conflict_findings(doc: Document, by_id: dict[str, Paragraph], conflicts: Sequence[Any]) -> list[Finding]:
    """Map the Checker's conflicts (chunk ids ``p<index>`` and spans) back to paragraphs."""
    findings = []
    for conflict in conflicts:
        located = [(by_id[cid], span) for cid, span in _conflict_sides(conflict) if cid in by_id]
        subject = str(conflict.get("subject") or "figures")
        for i, (paragraph, (start, end)) in enumerate(located):
            others = [
                f"paragraph {p.index}" + (f" (page {p.page})" if p.page else "") + f" says {p.text[s:e]!r}"
                for j, (p, (s, e)) in enumerate(located)
                if j != i
            ]
            message = f"{subject}: {paragraph.text[start:end]!r} here, but " + "; ".join(others)
            findings.append(_finding(doc, paragraph, start, end, "conflict", message, "high"))
    return findings


def _conflict_sides(conflict: Any) -> list[tuple[str, tuple[int, int]]]:
    """(chunk id, span) of each side of one conflict (`Conflict.to_dict()` ``spans``)."""
    sides: list[tuple[str, tuple[int, int]]] = []
    for span in conflict.get("spans", []) if isinstance(conflict, dict) else []:
        chunk, start, end = span.get("chunk_id"), span.get("start"), span.get("end")
        if isinstance(chunk, str) and isinstance(start, int) and isinstance(end, int):
            sides.append((chunk, (start, end)))
    return sides
