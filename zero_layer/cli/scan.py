"""`zero-layer scan`: compliance scan of .txt, .md and .pdf documents.

Exit codes: 0 the scan ran on at least one file (whatever it found; an unreadable file is
reported as a per-file error in the output); 1 ``--fail-on SEVERITY`` was given and a finding at
or above it was found; 2 bad input — no file could be read, or the bundle is invalid.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click
from rich.console import Console

__all__ = ["command"]

EXIT_OK, EXIT_FINDINGS, EXIT_BAD_INPUT = 0, 1, 2
_SEVERITIES = ("low", "medium", "high")


@click.command("scan")
@click.option("--bundle", "bundle_path", metavar="B", help="Rule bundle (default: the shipped bundle).")
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
@click.option(
    "--html", "html_out", type=click.Path(dir_okay=False), help="Also write a self-contained HTML report."
)
@click.option("--risk-threshold", default=0.5, show_default=True, help="Risk score that flags a paragraph.")
@click.option("--no-conflicts", is_flag=True, help="Skip the in-document conflict check.")
@click.option(
    "--fail-on",
    type=click.Choice(_SEVERITIES),
    help="Exit 1 when a finding of this severity or worse exists.",
)
@click.argument("files", nargs=-1, required=True, metavar="FILE...")
def command(
    bundle_path: str | None,
    fmt: str,
    html_out: str | None,
    risk_threshold: float,
    no_conflicts: bool,
    fail_on: str | None,
    files: tuple[str, ...],
) -> None:
    """Flag high-risk paragraphs, unlabelled rates, bad date arithmetic and conflicts in FILEs."""
    from zero_layer.checks.compliance import ComplianceScanner
    from zero_layer.compiler import CompileError
    from zero_layer.rules import BundleError, load_bundle

    try:
        bundle = load_bundle(bundle_path)
        scanner = ComplianceScanner(bundle, risk_threshold=risk_threshold, conflicts=not no_conflicts)
    except (BundleError, CompileError, OSError, ValueError) as exc:
        click.echo(f"error: {exc}", err=True)
        raise click.exceptions.Exit(EXIT_BAD_INPUT) from exc

    report = scanner.scan_paths(files)
    if fmt == "json":
        sys.stdout.write(json.dumps(report.to_dict(), indent=2, ensure_ascii=False) + "\n")
    else:
        from zero_layer.report.scan import render_scan_table

        out = Console()
        if not out.is_terminal:  # CI logs: do not squeeze the table into 80 columns
            out = Console(width=150)
        out.print(render_scan_table(report))
    if html_out is not None:
        from zero_layer.report.html import render_scan_html

        Path(html_out).write_text(render_scan_html(report), encoding="utf-8")
    for scan in report.files:
        if scan.error is not None:
            click.echo(f"warning: {scan.path}: {scan.error}", err=True)
    if report.readable == 0:
        click.echo("error: no file could be read", err=True)
        raise click.exceptions.Exit(EXIT_BAD_INPUT)
    if fail_on is not None:
        floor = _SEVERITIES.index(fail_on)
        if any(_SEVERITIES.index(f.severity) >= floor for f in report.findings if f.severity in _SEVERITIES):
            raise click.exceptions.Exit(EXIT_FINDINGS)
    raise click.exceptions.Exit(EXIT_OK)
