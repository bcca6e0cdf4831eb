"""Rich terminal table of a compliance scan: one row per finding, per-file errors underneath."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from zero_layer.checks.compliance import ScanReport

__all__ = ["render_scan_table"]

SEVERITY_STYLE = {"high": "bold red", "medium": "yellow", "low": "cyan"}


def render_scan_table(report: ScanReport) -> RenderableType:
    table = Table(title="Compliance scan", title_justify="left", show_lines=False)
    table.add_column("file")
    table.add_column("page", justify="right")
    table.add_column("¶", justify="right")
    table.add_column("rule")
    table.add_column("severity")
    table.add_column("message", overflow="fold")
    table.add_column("excerpt", overflow="fold", style="dim")
    for finding in report.findings:
        table.add_row(
            finding.file,
            "" if finding.page is None else str(finding.page),
            str(finding.paragraph),
            finding.rule,
            Text(finding.severity, style=SEVERITY_STYLE.get(finding.severity, "")),
            finding.message,
            finding.excerpt if finding.rule != "high-risk-paragraph" else finding.excerpt[:60],
        )
    parts: list[RenderableType] = [table]
    for scan in report.files:
        if scan.error is not None:
            parts.append(Text(f"error: {scan.path}: {scan.error}", style="bold red"))
    summary = report.to_dict()["summary"]
    parts.append(
        Text(
            f"{summary['findings']} findings in {summary['readable']}/{summary['files']} readable files"
            + (f" ({summary['errors']} unreadable)" if summary["errors"] else ""),
            style="dim",
        )
    )
    return Group(*parts)
