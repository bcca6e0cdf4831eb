"""Labelled pairs: the AUC math against hand-computed values, label parsing, and the held-out report
with its ROC plot (real probe, the shipped label fixture)."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from zero_layer.heatmap.labels import LabelError, auc, evaluate_labels, read_labels
from zero_layer.heatmap.probe import SensitivityProbe
from zero_layer.rules import load_bundle

pytestmark = pytest.mark.unit

FIXTURES = Path(__file__).resolve().parents[3] / "fixtures" / "heatmap"


def test_auc_counts_ordered_pairs() -> None:
    # positives {0.9, 0.7}, negatives {0.8, 0.6}: 0.9>0.8, 0.9>0.6, 0.7<0.8, 0.7>0.6 -> 3 of 4
    assert auc([0.9, 0.8, 0.7, 0.6], [True, False, True, False]) == 0.75
    assert auc([0.1, 0.2, 0.9], [False, False, True]) == 1.0
    assert auc([0.9, 0.2], [False, True]) == 0.0


def test_auc_ties_count_half_and_one_class_is_undefined() -> None:
    assert auc([0.5, 0.5], [True, False]) == 0.5
    # positives {0.4, 0.4}, negatives {0.4, 0.1}: tie, win, tie, win -> (0.5 + 1 + 0.5 + 1) / 4
    assert auc([0.4, 0.4, 0.4, 0.1], [True, True, False, False]) == 0.75
    assert math.isnan(auc([0.3, 0.2], [True, True]))


def test_read_labels_fixture_and_errors(tmp_path: Path) -> None:
    pairs = read_labels(FIXTURES / "labels.jsonl")
    assert len(pairs) >= 40
    assert {p.sensitive for p in pairs} == {True, False}
    first = pairs[0]
    assert first.text[first.left[0] : first.left[1]] == "126"
    bad = tmp_path / "labels.jsonl"
    bad.write_text('{"text": "Take 5 mg", "left": "5", "right": "ml", "sensitive": true}\n', encoding="utf-8")
    with pytest.raises(LabelError, match=r"labels\.jsonl:1: right 'ml' does not occur in text"):
        read_labels(bad)
    bad.write_text('{"text": "Take 5 mg", "left": "5"}\n', encoding="utf-8")
    with pytest.raises(LabelError, match=r"labels\.jsonl:1: expected text, left, right, sensitive"):
        read_labels(bad)
    bad.write_text(
        '{"text": "Take 5 mg", "left": "5", "right": "mg", "sensitive": "yes"}\n', encoding="utf-8"
    )
    with pytest.raises(LabelError, match="sensitive true or false"):
        read_labels(bad)
    bad.write_text('{"text": "Take 5 mg", "left": "5", "right": "mg", "sensitive": true}\n', encoding="utf-8")
    with pytest.raises(LabelError, match="at least 10 labelled pairs, found 1"):
        read_labels(bad)


def test_held_out_report_and_roc_plot(tmp_path: Path, probe: SensitivityProbe) -> None:
    pairs = read_labels(FIXTURES / "labels.jsonl")
    plot = tmp_path / "plots" / "roc.png"
    report = evaluate_labels(pairs, load_bundle(), probe, test_fraction=0.3, seed=3, plot=plot)
    assert report.train + report.test == len(pairs)
    assert report.test == round(len(pairs) * 0.3)
    for value in (report.auc_weight, report.auc_probe, report.auc_combined):
        assert 0.0 <= value <= 1.0
    assert report.plot == str(plot)
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and plot.stat().st_size > 5000
    again = evaluate_labels(pairs, load_bundle(), probe, test_fraction=0.3, seed=3)
    assert again.auc_combined == report.auc_combined and again.plot is None, "same seed, same split"
