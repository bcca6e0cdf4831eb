"""``zero-layer check [--bundle B] [--format json|text] [--backend auto|native|reference] FILE|-``

Reads ``{"chunks": [str | {"id", "text"}], "answer"?, "domain"?}`` from FILE (``-`` = stdin) and
prints the CheckResult: JSON (the HTTP contract) or a table of conflicts with the spans highlighted.
Exit codes: 0 the check ran (whatever it found); 2 bad input (invalid JSON, wrong field types,
non-UTF-8, unreadable file or bundle, ``--backend native`` without the compiled module), with a
message naming the problem. ``--backend`` picks the engine that runs the checks (same results either way).
"""

from __future__ import annotations

import json
import sys
from typing import Any

import click

from zero_layer.cli.common import fail

__all__ = ["BACKENDS", "BACKEND_HELP", "command"]

#: zero_layer.checks.checker.BACKENDS, spelled out so building the CLI does not import the checks
BACKENDS = ("auto", "native", "reference")
BACKEND_HELP = "Engine for the checks: auto (native when installed), native (compiled) or reference (Python)."


def _read(source: str) -> bytes:
    if source == "-":
        return sys.stdin.buffer.read()
    try:
        with open(source, "rb") as fh:
            return fh.read()
    except OSError as exc:
        raise click.UsageError(f"{source}: cannot read ({exc.strerror})") from None


@click.command("check")
@click.option("--bundle", "bundle_path", type=click.Path(dir_okay=False), default=None,
              help="Rule bundle YAML (default: the shipped bundle).")  # fmt: skip
@click.option("--format", "fmt", type=click.Choice(["json", "text"]), default="text", show_default=True)
@click.option("--backend", type=click.Choice(BACKENDS), default="auto", metavar="ENGINE", help=BACKEND_HELP)
@click.argument("source", metavar="FILE|-")
def command(bundle_path: str | None, fmt: str, backend: str, source: str) -> None:
    """Check RAG chunks (and an optional answer) for conflicts and answer fidelity."""
    from zero_layer.checks import Checker, CheckRequest, InputError
    from zero_layer.extract.native import NativeUnavailable

    try:
        payload = _read(source)
    except click.UsageError as exc:
        fail(exc.message)
    try:
        request = CheckRequest.from_json(payload)
    except InputError as exc:
        fail(f"{'<stdin>' if source == '-' else source}: {exc}")
    try:
        checker = Checker(bundle=bundle_path, backend=backend)
    except NativeUnavailable as exc:
        fail(f"--backend native: {exc}")
    except (OSError, ValueError) as exc:
        fail(f"bundle: {exc}")
    result = checker.check(request).to_dict()
    if fmt == "json":
        click.echo(json.dumps(result, ensure_ascii=False, indent=2))
    else:
        _render(result, request)


def _render(result: dict[str, Any], request: Any) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    console = Console()
    texts = {c.id: c.text for c in request.chunks}
    if request.answer:
        texts["answer"] = request.answer
    state = result["zero_state"]
    colour = "red" if result["status"] == "CONFLICT_DETECTED" else "green"
    console.print(
        Text.assemble(
            (result["status"], f"bold {colour}"),
            f"  conflict_score={result['conflict_score']:.2f}"
            f"  confidence={state['confidence_score']:.2f}  policy={state['policy']}",
        )
    )
    if result["conflicts"]:
        table = Table(title="Conflicts", show_lines=True)
        for col in ("kind", "subject", "score", "left", "right"):
            table.add_column(col)
        for c in result["conflicts"]:
            cells = [_snippet(texts.get(s["chunk_id"], ""), s) for s in c["spans"]]
            table.add_row(c["kind"], c["subject"], f"{c['conflict_score']:.2f}", *cells)
        console.print(table)
    if result["unsupported"]:
        table = Table(title="Unsupported answer facts")
        table.add_column("fact")
        table.add_column("subject")
        for u in result["unsupported"]:
            table.add_row(u["text"], u["subject"])
        console.print(table)
    console.print(state["fallback_suggestion"])


def _snippet(text: str, span: dict[str, Any], width: int = 40) -> Any:
    from rich.text import Text

    start, end = span["start"], span["end"]
    lo, hi = max(0, start - width), min(len(text), end + width)
    out = Text(f"[{span['chunk_id']}] ")
    out.append(("…" if lo else "") + text[lo:start])
    out.append(text[start:end], style="bold reverse red")
    out.append(text[end:hi] + ("…" if hi < len(text) else ""))
    return out
