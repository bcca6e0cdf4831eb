"""Regression gate: score rule bundles on a labelled corpus and decide whether NEW may replace OLD.

    from zero_layer.regress import load_corpus, run_gate, Thresholds
    report = run_gate(new_bundle, baseline=old_bundle, corpus=load_corpus(),
                      thresholds=Thresholds(critical_slices=("domain=medical",)))
    report.verdict   # "pass" | "fail" | "inconclusive"
    print(report.summary())

The same code backs `zero-layer regress` and the operator's pre-rollout check.
"""

from __future__ import annotations

from zero_layer.regress.corpus import Corpus, CorpusCase, CorpusError, default_corpus_path, load_corpus
from zero_layer.regress.evaluate import EvaluationError
from zero_layer.regress.gate import BundleInfo, GateReason, GateReport, Verdict, decide, run_gate
from zero_layer.regress.paired import PairedComparison, PairedDelta
from zero_layer.regress.scoring import Confusion, Outcome, Scorecard, score
from zero_layer.regress.thresholds import Thresholds

__all__ = [
    "BundleInfo",
    "Confusion",
    "Corpus",
    "CorpusCase",
    "CorpusError",
    "EvaluationError",
    "GateReason",
    "GateReport",
    "Outcome",
    "PairedComparison",
    "PairedDelta",
    "Scorecard",
    "Thresholds",
    "Verdict",
    "decide",
    "default_corpus_path",
    "load_corpus",
    "run_gate",
    "score",
]
