"""`zero-layer bundle validate|compile|inspect|diff`: work with rule bundles.

With no BUNDLE argument every command uses the shipped default bundle. Exit codes: 0 success,
2 bad input (the message names file, document path and line). `compile -o OUT` writes through
a temporary file and renames it only after a successful compile, so a bad bundle never leaves a
partial module or replaces a working one.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.table import Table

from zero_layer.cli.common import fail, load_bundle_or_fail
from zero_layer.compiler import CompiledBundle, CompileError, compile_bundle
from zero_layer.compiler.hot_rules import all_rules
from zero_layer.files import atomic_write
from zero_layer.rules import Bundle

__all__ = ["bundle_diff", "command"]

_BUNDLE = click.argument("bundle", required=False, type=click.Path(path_type=Path, dir_okay=False))


def _compile(bundle: Bundle) -> CompiledBundle:
    try:
        return compile_bundle(bundle)
    except CompileError as exc:
        fail(f"{bundle.source}: cannot compile: {exc}")


@click.group("bundle")
def command() -> None:
    """Validate, compile, inspect and compare rule bundles."""


@command.command("validate")
@_BUNDLE
def validate(bundle: Path | None) -> None:
    """Check a bundle against the schema and semantic rules, and that it compiles."""
    b = load_bundle_or_fail(bundle)
    compiled = _compile(b)
    click.echo(
        f"ok: {b.name} {b.version} ({b.source}) bundle {b.digest} module {compiled.digest} "
        f"{len(compiled.rules)} hot rules"
    )


@command.command("compile")
@_BUNDLE
@click.option("-o", "--output", type=click.Path(path_type=Path, dir_okay=False), required=True,
              help="Where to write the WebAssembly module.")  # fmt: skip
@click.option("--text", "text_out", type=click.Path(path_type=Path, dir_okay=False), default=None,
              help="Also write the module in the WebAssembly text format.")  # fmt: skip
def compile_(bundle: Path | None, output: Path, text_out: Path | None) -> None:
    """Compile a bundle to OUTPUT (.wasm) and print the module digest."""
    compiled = _compile(load_bundle_or_fail(bundle))
    try:
        atomic_write(output, compiled.wasm)
        if text_out is not None:
            atomic_write(text_out, compiled.to_text().encode("utf-8"))
    except OSError as exc:
        fail(f"cannot write {exc.filename or output}: {exc.strerror or exc}")
    click.echo(compiled.digest)


def _summary(b: Bundle, compiled: CompiledBundle) -> dict[str, Any]:
    hot_by_cat: dict[str, int] = {}
    for r in compiled.rules:
        for side in (r.left, r.right) if r.kind == "pair" else (r.right,):
            hot_by_cat[side] = hot_by_cat.get(side, 0) + 1
    return {
        "name": b.name,
        "version": b.version,
        "bundle_digest": b.digest,
        "module_digest": compiled.digest,
        "module_bytes": len(compiled.wasm),
        "sensitivity": b.sensitivity,
        "cache_size": b.cache_size,
        "hot_rules": len(compiled.rules),
        "cold_rules": compiled.rule_table.cold_rules,
        "automaton_states": compiled.n_states,
        "terms": len(compiled.terms.terms),
        "token_states": compiled.tokens.n_states,
        "categories": [
            {
                "id": c.id,
                "builtin": c.builtin,
                "terms_en": len(c.en),
                "terms_zh": len(c.zh),
                "hot_rules": hot_by_cat.get(c.id, 0),
            }
            for c in b.categories
        ],
        "domains": [{"id": d.id, "terms": len(d.terms)} for d in b.domains],
    }


@command.command("inspect")
@_BUNDLE
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
def inspect(bundle: Path | None, fmt: str) -> None:
    """Show categories, rule counts, the hot table size and digests."""
    b = load_bundle_or_fail(bundle)
    s = _summary(b, _compile(b))
    if fmt == "json":
        click.echo(json.dumps(s, ensure_ascii=False, indent=2))
        return
    console = Console()
    table = Table(
        title=f"{s['name']} {s['version']}  (sensitivity {s['sensitivity']}, cacheSize {s['cache_size']})"
    )
    for col in ("category", "builtin", "EN terms", "ZH terms", "hot rules"):
        table.add_column(col, justify="left" if col in ("category", "builtin") else "right")
    for c in s["categories"]:
        table.add_row(
            c["id"], c["builtin"] or "", str(c["terms_en"]), str(c["terms_zh"]), str(c["hot_rules"])
        )
    console.print(table)
    console.print(
        f"domains: {', '.join(d['id'] for d in s['domains'])}\n"
        f"hot table: {s['hot_rules']} rules ({s['cold_rules']} over cacheSize)  terms: {s['terms']}  "
        f"automaton states: {s['automaton_states']}  token states: {s['token_states']}\n"
        f"bundle: {s['bundle_digest']}\nmodule: {s['module_digest']} ({s['module_bytes']} bytes)"
    )


def bundle_diff(a: Bundle, b: Bundle) -> dict[str, Any]:
    """Added, removed and re-weighted rules (with hot-table changes) and term changes from A to B."""
    ra = {r.rule_id: r for r in all_rules(a)}
    rb = {r.rule_id: r for r in all_rules(b)}
    changed = [
        {"rule": rid, "from": ra[rid].weight, "to": rb[rid].weight}
        for rid in sorted(ra.keys() & rb.keys())
        if ra[rid].weight != rb[rid].weight
    ]
    hot_a = {r.rule_id for r in compile_bundle(a).rules}
    hot_b = {r.rule_id for r in compile_bundle(b).rules}
    terms_a = {(c.id, t) for c in a.categories for t in c.terms} | {
        (d.category_id, t) for d in a.domains for t in d.terms
    }
    terms_b = {(c.id, t) for c in b.categories for t in c.terms} | {
        (d.category_id, t) for d in b.domains for t in d.terms
    }
    settings = {
        k: {"from": va, "to": vb}
        for k, va, vb in (
            ("sensitivity", a.sensitivity, b.sensitivity),
            ("cacheSize", a.cache_size, b.cache_size),
            ("version", a.version, b.version),
        )
        if va != vb
    }
    return {
        "added": [{"rule": rid, "weight": rb[rid].weight} for rid in sorted(rb.keys() - ra.keys())],
        "removed": [{"rule": rid, "weight": ra[rid].weight} for rid in sorted(ra.keys() - rb.keys())],
        "changed": changed,
        "hot_added": sorted(hot_b - hot_a),
        "hot_removed": sorted(hot_a - hot_b),
        "terms_added": [f"{c}: {t}" for c, t in sorted(terms_b - terms_a)],
        "terms_removed": [f"{c}: {t}" for c, t in sorted(terms_a - terms_b)],
        "settings": settings,
    }


@command.command("diff")
@click.argument("a", type=click.Path(path_type=Path, dir_okay=False))
@click.argument("b", type=click.Path(path_type=Path, dir_okay=False))
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
def diff(a: Path, b: Path, fmt: str) -> None:
    """Compare bundle A with bundle B: rules added, removed and re-weighted."""
    ba, bb = load_bundle_or_fail(a), load_bundle_or_fail(b)
    try:
        d = bundle_diff(ba, bb)
    except CompileError as exc:
        fail(f"cannot compile: {exc}")
    if fmt == "json":
        click.echo(json.dumps(d, ensure_ascii=False, indent=2))
        return
    console = Console()
    total = sum(len(v) for v in d.values())
    if total == 0:
        console.print(f"no differences between {ba.name} {ba.version} and {bb.name} {bb.version}")
        return
    table = Table(title=f"{ba.name} {ba.version} → {bb.name} {bb.version}")
    table.add_column("change")
    table.add_column("rule / term")
    table.add_column("weight", justify="right")
    for x in d["added"]:
        table.add_row("[green]added[/]", x["rule"], f"{x['weight']:.2f}")
    for x in d["removed"]:
        table.add_row("[red]removed[/]", x["rule"], f"{x['weight']:.2f}")
    for x in d["changed"]:
        table.add_row("[yellow]changed[/]", x["rule"], f"{x['from']:.2f} → {x['to']:.2f}")
    for rid in d["hot_added"]:
        table.add_row("[green]now hot[/]", rid, "")
    for rid in d["hot_removed"]:
        table.add_row("[red]no longer hot[/]", rid, "")
    for t in d["terms_added"]:
        table.add_row("[green]term added[/]", t, "")
    for t in d["terms_removed"]:
        table.add_row("[red]term removed[/]", t, "")
    for k, v in d["settings"].items():
        table.add_row("[yellow]setting[/]", k, f"{v['from']} → {v['to']}")
    console.print(table)
    console.print(f"{total} difference(s)")
