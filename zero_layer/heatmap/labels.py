"""Evaluate a learned heatmap against labelled pairs: AUC on a held-out split, with an ROC plot.

Labels are JSONL: ``{"text": "...", "left": "500", "right": "mg/dL", "sensitive": true}``; ``left`` and
``right`` are substrings of ``text`` (first occurrence). Two scores are compared on the same held-out
items: the bundle's weight for the pair's categories, and the probe's coupling of the two spans; a
logistic blend of both is fitted on the training split only.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from zero_layer.compiler import compile_bundle
from zero_layer.engine import Hit, Scanner
from zero_layer.heatmap.probe import SensitivityProbe
from zero_layer.rules import Bundle

__all__ = ["LabelError", "LabelReport", "LabelledPair", "auc", "evaluate_labels", "read_labels"]


class LabelError(Exception):
    """A labels file that cannot be used; names the file and line."""


@dataclass(frozen=True)
class LabelledPair:
    """Two character spans of ``text`` and whether a reviewer marked the pair sensitive."""

    text: str
    left: tuple[int, int]
    right: tuple[int, int]
    sensitive: bool


@dataclass(frozen=True)
class LabelReport:
    """Held-out AUCs of the bundle weight, the probe coupling and their logistic blend; the plot path."""

    train: int
    test: int
    auc_weight: float
    auc_probe: float
    auc_combined: float
    plot: str | None


def read_labels(path: Path) -> list[LabelledPair]:
    """Parse a labels JSONL file; every error names ``file:line`` and the field."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise LabelError(f"{path}: cannot read labels: {exc}") from exc
    pairs: list[LabelledPair] = []
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
            text, left, right, sensitive = obj["text"], obj["left"], obj["right"], obj["sensitive"]
        except (ValueError, KeyError, TypeError) as exc:
            raise LabelError(f"{path}:{lineno}: expected text, left, right, sensitive ({exc})") from exc
        if not isinstance(text, str) or not isinstance(sensitive, bool):
            raise LabelError(f"{path}:{lineno}: text must be a string and sensitive true or false")
        spans = []
        for name, part in (("left", left), ("right", right)):
            at = text.find(part) if isinstance(part, str) and part else -1
            if at < 0:
                raise LabelError(f"{path}:{lineno}: {name} {part!r} does not occur in text")
            spans.append((at, at + len(part)))
        pairs.append(LabelledPair(text, spans[0], spans[1], sensitive))
    if len(pairs) < 10:
        raise LabelError(f"{path}: need at least 10 labelled pairs, found {len(pairs)}")
    return pairs


def evaluate_labels(
    pairs: Sequence[LabelledPair],
    bundle: Bundle,
    probe: SensitivityProbe,
    *,
    test_fraction: float = 0.3,
    seed: int = 0,
    plot: Path | None = None,
) -> LabelReport:
    scanner = Scanner(compile_bundle(bundle))
    weights = {(p.left, p.right): p.weight for p in bundle.heatmap.pairs}
    features: list[tuple[float, float]] = []
    for pair in pairs:
        hits = scanner.scan(pair.text).hits
        w = _pair_weight(_category_at(hits, pair.left), _category_at(hits, pair.right), weights)
        coupling = probe.probe(pair.text, [pair.left, pair.right]).coupling
        features.append((w, (coupling[0][1] + coupling[1][0]) / 2))
    order = list(range(len(pairs)))
    random.Random(seed).shuffle(order)
    n_test = max(2, round(len(order) * test_fraction))
    test, train = order[:n_test], order[n_test:]
    labels = [p.sensitive for p in pairs]
    coef = _fit_logistic([features[i] for i in train], [labels[i] for i in train])
    combined = [coef[0] + coef[1] * f[0] + coef[2] * f[1] for f in features]
    y = [labels[i] for i in test]
    scores = {
        "bundle weight": [features[i][0] for i in test],
        "probe coupling": [features[i][1] for i in test],
        "combined": [combined[i] for i in test],
    }
    aucs = {name: auc(s, y) for name, s in scores.items()}
    if plot is not None:
        _plot_roc(scores, y, aucs, plot)
    return LabelReport(
        len(train),
        len(test),
        aucs["bundle weight"],
        aucs["probe coupling"],
        aucs["combined"],
        str(plot) if plot else None,
    )


def auc(scores: Sequence[float], labels: Sequence[bool]) -> float:
    """Mann-Whitney AUC; ties count half. NaN when one class is missing."""
    pos = [s for s, y in zip(scores, labels, strict=True) if y]
    neg = [s for s, y in zip(scores, labels, strict=True) if not y]
    if not pos or not neg:
        return math.nan
    wins = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p in pos for n in neg)
    return wins / (len(pos) * len(neg))


def _category_at(hits: Sequence[Hit], span: tuple[int, int]) -> str | None:
    overlapping = [h for h in hits if h.start < span[1] and h.end > span[0]]
    return max(overlapping, key=lambda h: h.end - h.start).category if overlapping else None


def _pair_weight(a: str | None, b: str | None, weights: dict[tuple[str, str], float]) -> float:
    if a is None or b is None:
        return 0.0
    return max(weights.get((a, b), 0.0), weights.get((b, a), 0.0))


def _fit_logistic(
    x: Sequence[tuple[float, float]], y: Sequence[bool], steps: int = 2000
) -> tuple[float, ...]:
    import numpy as np

    xs = np.array([[1.0, a, b] for a, b in x])
    scale = np.maximum(np.abs(xs).max(axis=0), 1e-12)
    xs = xs / scale
    ys = np.array([1.0 if v else 0.0 for v in y])
    w = np.zeros(3)
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(xs @ w)))
        w -= 0.5 * (xs.T @ (p - ys)) / len(ys)
    return tuple(float(v) for v in w / scale)


def _plot_roc(scores: dict[str, list[float]], y: list[bool], aucs: dict[str, float], out: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5, 5))
    for name, s in scores.items():
        fpr, tpr = _roc(s, y)
        ax.plot(fpr, tpr, label=f"{name} (AUC {aucs[name]:.2f})")
    ax.plot([0, 1], [0, 1], linestyle=":", color="grey")
    ax.set_xlabel("false-positive rate")
    ax.set_ylabel("true-positive rate")
    ax.set_title("Held-out labelled pairs")
    ax.legend(loc="lower right")
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=110, bbox_inches="tight")
    plt.close(fig)


def _roc(scores: list[float], y: list[bool]) -> tuple[list[float], list[float]]:
    pos = sum(y) or 1
    neg = (len(y) - sum(y)) or 1
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for _, label in sorted(zip(scores, y, strict=True), key=lambda t: -t[0]):
        tp += label
        fp += not label
        pts.append((fp / neg, tp / pos))
    return [p[0] for p in pts], [p[1] for p in pts]
