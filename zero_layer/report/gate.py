"""Rich table of a regression-gate report: overall and per slice, NEW vs OLD, deltas, McNemar p."""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from zero_layer.regress import GateReport
from zero_layer.regress.paired import OVERALL, PairedDelta
from zero_layer.regress.scoring import Confusion

__all__ = ["render_gate_report"]

_VERDICT_STYLE = {"pass": "bold green", "fail": "bold red", "inconclusive": "bold yellow"}


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.1f}"


def _delta(d: PairedDelta, worse: float) -> Text:
    if d.delta is None:
        return Text("–")
    style = "red" if worse * d.delta > 1e-12 else ("green" if worse * d.delta < -1e-12 else "dim")
    return Text(f"{100 * d.delta:+.1f}", style=style)


def _p(d: PairedDelta) -> str:
    return "–" if d.n == 0 else f"{d.p_value:.3g}"


def _label(key: str, critical: tuple[str, ...]) -> Text:
    return Text(f"{key} *", style="bold") if key in critical else Text(key)


def _slices(report: GateReport) -> list[tuple[str, Confusion]]:
    return [(OVERALL, report.new.overall), *report.new.slices.items()]


def _paired_table(report: GateReport) -> Table:
    table = Table(
        title="Regression gate: NEW vs OLD (rates in %, deltas in points)",
        title_justify="left",
        box=box.SIMPLE_HEAD,
    )
    for name, justify in [
        ("slice", "left"),
        ("conf", "right"),
        ("clean", "right"),
        ("recall", "right"),
        ("OLD", "right"),
        ("Δ", "right"),
        ("p", "right"),
        ("FPR", "right"),
        ("OLD", "right"),
        ("Δ", "right"),
        ("p", "right"),
        ("F1", "right"),
    ]:
        table.add_column(name, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    critical = report.thresholds.critical_slices
    for key, matrix in _slices(report):
        comparison = report.paired[key]
        r, f = comparison.recall, comparison.fpr
        table.add_row(
            _label(key, critical),
            str(matrix.positives),
            str(matrix.negatives),
            _pct(r.new),
            _pct(r.old),
            _delta(r, -1.0),
            _p(r),
            _pct(f.new),
            _pct(f.old),
            _delta(f, 1.0),
            _p(f),
            "–" if matrix.f1 is None else f"{matrix.f1:.3f}",
        )
        if key == OVERALL:
            table.add_section()
    return table


def _single_table(report: GateReport) -> Table:
    table = Table(
        title="Regression gate: NEW against absolute floors (rates in %)",
        title_justify="left",
        box=box.SIMPLE_HEAD,
    )
    for name in ("slice", "conflict", "clean", "recall", "FPR", "precision", "F1"):
        table.add_column(name, justify="left" if name == "slice" else "right", no_wrap=True)
    critical = report.thresholds.critical_slices
    for key, m in _slices(report):
        f1 = "–" if m.f1 is None else f"{m.f1:.3f}"
        row = [str(m.positives), str(m.negatives), _pct(m.recall), _pct(m.fpr), _pct(m.precision), f1]
        table.add_row(_label(key, critical), *row)
        if key == OVERALL:
            table.add_section()
    return table


def render_gate_report(report: GateReport) -> RenderableType:
    """Table plus verdict and reasons; critical slices are marked with ``*``."""
    table = _paired_table(report) if report.paired else _single_table(report)
    verdict = Text(f"verdict: {report.verdict.upper()}", style=_VERDICT_STYLE[report.verdict])
    lines: list[RenderableType] = [table, verdict]
    for reason in report.reasons:
        style = "red" if reason.level == "fail" else "yellow"
        lines.append(Text(f"  {reason.level}: {reason.message}", style=style))
    lines.append(Text(report.summary(), style="dim"))
    return Group(*lines)
