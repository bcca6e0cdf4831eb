"""The regression gate: score NEW (and OLD) on a corpus and return pass / fail / inconclusive.

`decide` is pure (outcomes in, report out) so the verdict logic is tested on hand-made
predictions; `run_gate` adds the expensive part (compiling bundles and running the checks). The
operator calls `run_gate` before any rollout, and `zero-layer regress` prints its report.
An ambiguous result is ``inconclusive`` so that a rollout pauses instead of passing silently.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from zero_layer.regress.corpus import Corpus, load_corpus
from zero_layer.regress.evaluate import predict
from zero_layer.regress.paired import OVERALL, PairedComparison, PairedDelta, compare_outcomes
from zero_layer.regress.scoring import Confusion, Outcome, Scorecard, score
from zero_layer.regress.stats import binom_cdf, binom_sf
from zero_layer.regress.thresholds import Thresholds

__all__ = ["BundleInfo", "GateReason", "GateReport", "Verdict", "decide", "run_gate"]

Verdict = Literal["pass", "fail", "inconclusive"]
_EPS = 1e-12


@dataclass(frozen=True)
class BundleInfo:
    name: str
    version: str
    digest: str

    @classmethod
    def of(cls, bundle: Any) -> BundleInfo:
        return cls(
            str(getattr(bundle, "name", "?")), str(getattr(bundle, "version", "?")), str(bundle.digest)
        )

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "version": self.version, "digest": self.digest}


@dataclass(frozen=True)
class GateReason:
    """Why the verdict is not ``pass``: ``level`` is ``fail`` or ``inconclusive``."""

    level: Literal["fail", "inconclusive"]
    check: str
    message: str

    def to_dict(self) -> dict[str, str]:
        return {"level": self.level, "check": self.check, "message": self.message}


@dataclass(frozen=True)
class GateReport:
    verdict: Verdict
    reasons: tuple[GateReason, ...]
    thresholds: Thresholds
    new: Scorecard
    old: Scorecard | None = None
    paired: dict[str, PairedComparison] = field(default_factory=dict)
    candidate: BundleInfo | None = None
    baseline: BundleInfo | None = None
    corpus: dict[str, Any] | None = None
    elapsed_s: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict,
            "reasons": [reason.to_dict() for reason in self.reasons],
            "candidate": None if self.candidate is None else self.candidate.to_dict(),
            "baseline": None if self.baseline is None else self.baseline.to_dict(),
            "corpus": self.corpus,
            "thresholds": self.thresholds.to_dict(),
            "scores": {"new": self.new.to_dict(), "old": None if self.old is None else self.old.to_dict()},
            "paired": {key: comparison.to_dict() for key, comparison in self.paired.items()},
            "elapsed_s": self.elapsed_s,
        }

    def summary(self) -> str:
        """One line with the verdict and the numbers behind it."""
        new = self.new.overall
        parts = [f"{self.verdict.upper()}: {new.total} cases"]
        overall = self.paired.get(OVERALL)
        if overall is not None:
            parts.append(_delta_text("recall", overall.recall))
            parts.append(_delta_text("FPR", overall.fpr))
        else:
            parts.append(f"recall {_pct(new.recall)}")
            parts.append(f"FPR {_pct(new.fpr)}")
        parts.append(f"precision {_pct(new.precision)}, F1 {_num(new.f1)}")
        line = "; ".join(parts)
        if self.reasons:
            line += " | " + "; ".join(f"{r.level}: {r.message}" for r in self.reasons)
        return line


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def _num(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.3f}"


def _pts(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:+.1f} pts"


def _delta_text(name: str, d: PairedDelta) -> str:
    return f"{name} {_pct(d.old)} -> {_pct(d.new)} ({_pts(d.delta)}, McNemar p={d.p_value:.3g})"


def _underpowered(new: Confusion, t: Thresholds) -> list[GateReason]:
    reasons = []
    for label, count in (("conflict", new.positives), ("clean", new.negatives)):
        if count < t.min_class_cases:
            msg = f"underpowered: {count} {label} cases < {t.min_class_cases} needed"
            reasons.append(GateReason("inconclusive", "power", msg))
    return reasons


def _relative(comparison: PairedComparison, t: Thresholds) -> list[GateReason]:
    reasons = []
    for d, tolerance, label, worse in (
        (comparison.recall, t.max_recall_drop, "detection rate", -1.0),
        (comparison.fpr, t.max_fpr_rise, "false-positive rate", 1.0),
    ):
        if d.delta is None or worse * d.delta <= tolerance + _EPS:
            continue
        change = "dropped" if worse < 0 else "rose"
        evidence = f"{d.new_only} NEW-only vs {d.old_only} OLD-only, McNemar p={d.p_value:.3g}"
        if d.ci_low is not None and d.ci_high is not None:
            level = round(100 * t.confidence)
            evidence += f", {level}% CI [{100 * d.ci_low:+.1f}, {100 * d.ci_high:+.1f}] pts"
        text = f"{label} {change} {abs(100 * d.delta):.1f} pts ({_pct(d.old)} -> {_pct(d.new)}; {evidence})"
        if d.p_value < t.alpha:
            reasons.append(GateReason("fail", d.metric, f"{text} > {100 * tolerance:.1f} pts allowed"))
        else:
            reasons.append(
                GateReason("inconclusive", d.metric, f"{text}: not significant at alpha={t.alpha}")
            )
    return reasons


def _absolute(new: Confusion, t: Thresholds) -> list[GateReason]:
    reasons: list[GateReason] = []
    if new.recall is not None and new.recall < t.min_recall - _EPS:
        p = binom_cdf(new.tp, new.positives, t.min_recall)
        text = (
            f"detection rate {_pct(new.recall)} < floor {_pct(t.min_recall)} (one-sided binomial p={p:.3g})"
        )
        reasons.append(GateReason("fail" if p < t.alpha else "inconclusive", "recall", text))
    if new.fpr is not None and new.fpr > t.max_fpr + _EPS:
        p = binom_sf(new.fp, new.negatives, t.max_fpr)
        text = (
            f"false-positive rate {_pct(new.fpr)} > ceiling {_pct(t.max_fpr)} (one-sided binomial p={p:.3g})"
        )
        reasons.append(GateReason("fail" if p < t.alpha else "inconclusive", "fpr", text))
    return reasons


def _critical(
    key: str, new: Scorecard, paired: dict[str, PairedComparison], t: Thresholds
) -> list[GateReason]:
    check = f"critical:{key}"
    matrix = new.slice(key)
    if matrix.total == 0:
        return [GateReason("inconclusive", check, f"critical slice {key} has no cases in the corpus")]
    reasons = []
    comparison = paired.get(key)
    if comparison is not None:
        for d, label, worse in ((comparison.recall, "detection rate", -1.0), (comparison.fpr, "FPR", 1.0)):
            if d.delta is not None and worse * d.delta > _EPS:
                msg = f"critical slice {key}: {label} {_pct(d.old)} -> {_pct(d.new)} ({_pts(d.delta)})"
                reasons.append(GateReason("fail", check, msg))
        return reasons
    if matrix.recall is not None and matrix.recall < t.min_recall - _EPS:
        msg = f"critical slice {key}: detection rate {_pct(matrix.recall)} < floor {_pct(t.min_recall)}"
        reasons.append(GateReason("fail", check, msg))
    if matrix.fpr is not None and matrix.fpr > t.max_fpr + _EPS:
        msg = f"critical slice {key}: FPR {_pct(matrix.fpr)} > ceiling {_pct(t.max_fpr)}"
        reasons.append(GateReason("fail", check, msg))
    return reasons


def decide(
    new: Sequence[Outcome], old: Sequence[Outcome] | None = None, thresholds: Thresholds | None = None
) -> GateReport:
    """The verdict on outcomes alone (pure): any fail → ``fail``; else any doubt → ``inconclusive``."""
    t = thresholds or Thresholds()
    new_card = score(new)
    old_card = None if old is None else score(old)
    paired: dict[str, PairedComparison] = {}
    reasons = _underpowered(new_card.overall, t)
    if old is not None:
        paired = compare_outcomes(new, old, samples=t.bootstrap_samples, confidence=t.confidence, seed=t.seed)
        reasons += _relative(paired[OVERALL], t)
    else:
        reasons += _absolute(new_card.overall, t)
    for key in t.critical_slices:
        reasons += _critical(key, new_card, paired, t)
    verdict: Verdict = "pass"
    if any(r.level == "fail" for r in reasons):
        verdict = "fail"
    elif reasons:
        verdict = "inconclusive"
    reasons.sort(key=lambda r: r.level != "fail")
    return GateReport(verdict, tuple(reasons), t, new_card, old_card, paired)


def run_gate(
    candidate: Any,
    baseline: Any | None = None,
    corpus: Corpus | None = None,
    thresholds: Thresholds | None = None,
    *,
    progress: Callable[[int], None] | None = None,
    backend: str = "auto",
) -> GateReport:
    """Score ``candidate`` against ``baseline`` (or the absolute floors) on ``corpus``.

    Bundles may be `Bundle` objects or paths (loaded with `load_bundle`). ``backend`` picks the
    checks' engine (`Checker`'s: "auto", "native" or "reference"; the verdict is the same).

    ``corpus=None`` uses the shipped corpus. Each bundle is compiled once into one `Checker`;
    ``progress`` receives the number of cases finished after each batch.
    """
    from zero_layer.checks import Checker
    from zero_layer.rules import Bundle, load_bundle

    started = time.perf_counter()
    if not isinstance(candidate, Bundle):
        candidate = load_bundle(candidate)
    if baseline is not None and not isinstance(baseline, Bundle):
        baseline = load_bundle(baseline)
    corpus = corpus if corpus is not None else load_corpus()
    checkers = [Checker(bundle=candidate, backend=backend)]
    if baseline is not None:
        checkers.append(Checker(bundle=baseline, backend=backend))
    outcomes = predict(checkers, corpus, progress=progress)
    report = decide(outcomes[0], outcomes[1] if baseline is not None else None, thresholds)
    return GateReport(
        verdict=report.verdict,
        reasons=report.reasons,
        thresholds=report.thresholds,
        new=report.new,
        old=report.old,
        paired=report.paired,
        candidate=BundleInfo.of(candidate),
        baseline=None if baseline is None else BundleInfo.of(baseline),
        corpus=corpus.to_dict(),
        elapsed_s=round(time.perf_counter() - started, 4),
    )
