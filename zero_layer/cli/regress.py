"""`zero-layer regress`: score a bundle on a labelled corpus and gate it against a baseline.

The baseline defaults to the shipped bundle, so `zero-layer regress --bundle NEW` answers "is NEW at
least as good as what we ship?"; `--no-baseline` holds NEW to absolute floors instead.

Exit codes: 0 the gate passed; 1 it failed or was inconclusive (an inconclusive result must stop
a rollout, not let it through); 2 bad input — an unreadable or invalid bundle, a bad corpus line
(named ``file:line``), bad thresholds, a check that could not run on a case, or ``--backend native``
without the compiled module.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from zero_layer.cli.check import BACKEND_HELP, BACKENDS
from zero_layer.cli.common import fail

__all__ = ["command"]

EXIT_PASS, EXIT_FAIL = 0, 1


def _load(path: str | None, label: str) -> Any:
    from zero_layer.rules import load_bundle

    try:
        return load_bundle(path)
    except OSError as exc:
        raise click.ClickException(f"{label} {path}: {exc.strerror or exc}") from exc


@click.command("regress")
@click.option(
    "--bundle", "bundle_path", metavar="NEW", help="Candidate bundle (default: the shipped bundle)."
)
@click.option(
    "--baseline", "baseline_path", metavar="OLD", help="Bundle to compare against, paired (default: shipped)."
)
@click.option(
    "--no-baseline", is_flag=True, help="Hold NEW to the absolute floors (--min-recall, --max-fpr) instead."
)
@click.option("--corpus", "corpus_path", metavar="FILE", help="Labelled JSONL corpus (default: shipped).")
@click.option(
    "--critical-slice",
    "critical",
    multiple=True,
    metavar="DIM=VALUE",
    help="Slice that must not regress at all, e.g. domain=medical (repeatable).",
)
@click.option(
    "--max-recall-drop", default=0.01, show_default=True, help="Allowed detection-rate drop (0.01 = 1 pt)."
)
@click.option("--max-fpr-rise", default=0.01, show_default=True, help="Allowed false-positive-rate rise.")
@click.option("--min-recall", default=0.90, show_default=True, help="Floor without a baseline.")
@click.option("--max-fpr", default=0.10, show_default=True, help="Ceiling without a baseline.")
@click.option("--alpha", default=0.05, show_default=True, help="Significance level of the exact tests.")
@click.option(
    "--min-class-cases", default=20, show_default=True, help="Fewer conflict/clean cases: inconclusive."
)
@click.option(
    "--seed", default=20260101, show_default=True, help="Bootstrap seed (reports are reproducible)."
)
@click.option(
    "--json", "json_out", type=click.Path(dir_okay=False, writable=True), help="Write the JSON report."
)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--backend", type=click.Choice(BACKENDS), default="auto", metavar="ENGINE", help=BACKEND_HELP)
def command(
    bundle_path: str | None,
    baseline_path: str | None,
    no_baseline: bool,
    corpus_path: str | None,
    critical: tuple[str, ...],
    max_recall_drop: float,
    max_fpr_rise: float,
    min_recall: float,
    max_fpr: float,
    alpha: float,
    min_class_cases: int,
    seed: int,
    json_out: str | None,
    fmt: str,
    backend: str,
) -> None:
    """Score NEW (and OLD) on a labelled corpus; exit 0 pass, 1 fail/inconclusive, 2 bad input."""
    from zero_layer.compiler import CompileError
    from zero_layer.extract.native import NativeUnavailable
    from zero_layer.regress import CorpusError, EvaluationError, Thresholds, load_corpus, run_gate
    from zero_layer.report.gate import render_gate_report
    from zero_layer.rules import BundleError

    try:
        thresholds = Thresholds(
            max_recall_drop=max_recall_drop,
            max_fpr_rise=max_fpr_rise,
            critical_slices=critical,
            alpha=alpha,
            min_class_cases=min_class_cases,
            min_recall=min_recall,
            max_fpr=max_fpr,
            seed=seed,
        )
        corpus = load_corpus(corpus_path)
        candidate = _load(bundle_path, "bundle")
        baseline = None if no_baseline else _load(baseline_path, "baseline")
        err = Console(stderr=True)
        with Progress(
            TextColumn("scoring"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=err,
            transient=True,
            disable=not err.is_terminal,
        ) as progress:
            task = progress.add_task("scoring", total=len(corpus))
            report = run_gate(
                candidate,
                baseline,
                corpus,
                thresholds,
                progress=lambda n: progress.advance(task, n),
                backend=backend,
            )
    except NativeUnavailable as exc:
        fail(f"--backend native: {exc}")
    except (BundleError, CompileError, CorpusError, EvaluationError, ValueError) as exc:
        fail(str(exc))
    except click.ClickException as exc:
        fail(exc.message)

    data = report.to_dict()
    if json_out is not None:
        Path(json_out).write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    if fmt == "json":
        sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    else:
        out = Console()
        if not out.is_terminal:  # CI logs: do not squeeze the table into 80 columns
            out = Console(width=150)
        out.print(render_gate_report(report))
    raise click.exceptions.Exit(EXIT_PASS if report.verdict == "pass" else EXIT_FAIL)
