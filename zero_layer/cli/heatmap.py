"""`zero-layer heatmap build|analyze-workload|hot-rules`: learn and size a bundle from a team's own data.

Exit codes: 0 success, 2 bad input (no documents, a missing path, an unreadable base bundle, log or
labels file, an output bundle that would not validate, the probe's packages missing). Unreadable or
encrypted PDFs are reported per file and skipped; the output is written only when it validates.
"""

from __future__ import annotations

import json
from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from zero_layer.cli.common import fail, load_bundle_or_fail
from zero_layer.heatmap.build import BuildParams, HeatmapError, build_heatmap, write_bundle_atomically
from zero_layer.heatmap.labels import LabelError, LabelledPair, evaluate_labels, read_labels
from zero_layer.heatmap.probe import ProbeError, SensitivityProbe
from zero_layer.heatmap.workload import Request, WorkloadError, analyze_workload, hot_rules, read_requests

__all__ = ["command"]

_console = Console(stderr=True, emoji=False)


def _stdout() -> Console:
    """Tables on stdout; CI logs and pipes get a wide console instead of 80 squeezed columns."""
    out = Console(emoji=False)
    return out if out.is_terminal else Console(emoji=False, width=150)


@click.group(name="heatmap")
def command() -> None:
    """Learn heatmap weights from documents; analyse a request log."""


@command.command("build")
@click.option(
    "--docs", "docs", multiple=True, required=True, type=click.Path(path_type=Path), help="DIR or FILE"
)
@click.option(
    "--base", type=click.Path(path_type=Path, dir_okay=False), help="prior bundle (default: shipped)"
)
@click.option("-o", "--output", required=True, type=click.Path(path_type=Path, dir_okay=False))
@click.option("--delta", default=0.001, show_default=True, help="embedding-noise size")
@click.option("--method", type=click.Choice(["mask", "noise", "both"]), default="both", show_default=True)
@click.option("--seed", default=0, show_default=True)
@click.option("--prior-strength", default=20.0, show_default=True, help="occurrences worth the prior")
@click.option("--min-occurrences", default=3, show_default=True, help="for keys absent from the base")
@click.option(
    "--state-dir",
    type=click.Path(path_type=Path, file_okay=False),
    help="resume cache (default: .NAME.state next to the output)",
)
@click.option("--threads", type=click.IntRange(min=1), default=1, show_default=True, help="torch CPU threads")
@click.option("--name", help="metadata.name of the new bundle")
@click.option("--labels", type=click.Path(path_type=Path, dir_okay=False), help="labelled pairs (JSONL)")
@click.option(
    "--plot",
    type=click.Path(path_type=Path, dir_okay=False),
    help="ROC plot (PNG) for --labels [default: NEW.roc.png]",
)
@click.option("--json", "as_json", is_flag=True, help="print a JSON summary on stdout")
def build(
    docs: tuple[Path, ...],
    base: Path | None,
    output: Path,
    delta: float,
    method: str,
    seed: int,
    prior_strength: float,
    min_occurrences: int,
    state_dir: Path | None,
    threads: int,
    name: str | None,
    labels: Path | None,
    plot: Path | None,
    as_json: bool,
) -> None:
    """Build a new bundle whose heatmap is learned from DOCS (txt, md, pdf)."""
    params = BuildParams(
        delta,
        method,  # type: ignore[arg-type]  # click.Choice guarantees a Method
        seed,
        prior_strength,
        min_occurrences,
        name=name,
        threads=threads,
    )
    state = state_dir or output.with_name(f".{output.name}.state")
    prior = load_bundle_or_fail(base)
    labelled = _labels(labels) if labels is not None else None
    # With labels the model is needed anyway: load it once for the build and the evaluation.
    probe = _probe(params) if labelled is not None else None
    with Progress(
        TextColumn("[bold]heatmap[/]"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("{task.description}"),
        console=_console,
    ) as progress:
        task = progress.add_task("", total=None)
        try:
            result = build_heatmap(
                list(docs),
                prior,
                params,
                state_dir=state,
                on_start=lambda n: progress.update(task, total=n),
                on_document=lambda p: progress.update(task, advance=1, description=Path(p).name),
                probe=probe,
            )
            write_bundle_atomically(result.bundle, output)
        except (HeatmapError, ProbeError) as exc:
            fail(str(exc))
    for err in result.errors:
        _console.print(f"[yellow]skipped[/] {err.path}: {err.reason}")
    summary = {
        "output": str(output),
        "digest": result.bundle.digest,
        "documents": result.documents,
        "sentences": result.sentences,
        "cached": result.cached,
        "skipped": [{"path": e.path, "reason": e.reason} for e in result.errors],
        "learned": sum(1 for w in result.weights if w.occurrences),
    }
    if labelled is not None and probe is not None:
        plot = plot or output.with_name(f"{output.stem}.roc.png")
        report = evaluate_labels(labelled, result.bundle, probe, seed=seed, plot=plot)
        summary["labels"] = {
            "train": report.train,
            "test": report.test,
            "auc_bundle_weight": report.auc_weight,
            "auc_probe": report.auc_probe,
            "auc_combined": report.auc_combined,
            "plot": report.plot,
        }
    if as_json:
        click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
        return
    table = Table("key", "prior", "learned", "n", "weight", title=f"{output} ({result.bundle.digest[:19]})")
    for w in sorted(result.weights, key=lambda w: -w.occurrences)[:20]:
        table.add_row(
            ":".join(w.key),
            "-" if w.prior is None else f"{w.prior:.2f}",
            f"{w.learned:.2f}",
            str(w.occurrences),
            f"{w.weight:.3f}",
        )
    _stdout().print(table)
    click.echo(f"wrote {output} from {result.documents} document(s), {len(result.errors)} skipped")
    if "labels" in summary:
        click.echo(f"labels: {json.dumps(summary['labels'])}")


def _labels(path: Path) -> list[LabelledPair]:
    try:
        return read_labels(path)
    except LabelError as exc:
        fail(str(exc))


def _probe(params: BuildParams) -> SensitivityProbe:
    try:
        return SensitivityProbe(
            delta=params.delta, method=params.method, seed=params.seed, threads=params.threads
        )
    except ProbeError as exc:
        fail(str(exc))


def _requests(path: Path) -> list[Request]:
    try:
        return list(read_requests(path))
    except WorkloadError as exc:
        fail(str(exc))


@command.command("analyze-workload")
@click.option("--requests", "log", required=True, type=click.Path(path_type=Path, dir_okay=False))
@click.option("--bundle", type=click.Path(path_type=Path, dir_okay=False))
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table")
def analyze(log: Path, bundle: Path | None, fmt: str) -> None:
    """Recommend a sensitivity per domain that keeps the trigger rate in 0.15-0.35."""
    try:
        recs = analyze_workload(load_bundle_or_fail(bundle), _requests(log))
    except WorkloadError as exc:
        fail(str(exc))
    if fmt == "json":
        click.echo(json.dumps([r.__dict__ for r in recs], indent=2))
        return
    table = Table("domain", "requests", "threshold", "trigger rate", "recommended", "rate then", "healthy")
    for r in recs:
        table.add_row(
            r.domain,
            str(r.requests),
            f"{r.current_threshold:.2f}",
            f"{r.current_rate:.2f}",
            f"{r.recommended_threshold:.2f}",
            f"{r.recommended_rate:.2f}",
            "yes" if r.in_band else "NO",
        )
    _stdout().print(table)


@command.command("hot-rules")
@click.option("--requests", "log", required=True, type=click.Path(path_type=Path, dir_okay=False))
@click.option("--bundle", type=click.Path(path_type=Path, dir_okay=False))
@click.option("--top", default=20, show_default=True)
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table")
def hot(log: Path, bundle: Path | None, top: int, fmt: str) -> None:
    """The most-triggered rules and the recommended cacheSize (hot rules x 1.2)."""
    try:
        report = hot_rules(load_bundle_or_fail(bundle), _requests(log), top=top)
    except WorkloadError as exc:
        fail(str(exc))
    if fmt == "json":
        click.echo(json.dumps(report.__dict__, indent=2))
        return
    table = Table("rule", "triggers", title=f"{report.requests} requests, {report.triggers} triggers")
    for rule, n in report.top:
        table.add_row(rule, str(n))
    _stdout().print(table)
    click.echo(
        f"hot rules: {report.hot_rules} (cover {report.coverage:.0%}); recommended cacheSize: "
        f"{report.recommended_cache_size}"
    )
