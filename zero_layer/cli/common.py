"""Shared by every subcommand: the bad-input exit (code 2), and loading a bundle or failing with its error."""

from __future__ import annotations

from pathlib import Path
from typing import NoReturn

import click

from zero_layer.rules import Bundle, BundleError, load_bundle

__all__ = ["EXIT_BAD_INPUT", "fail", "load_bundle_or_fail"]

EXIT_BAD_INPUT = 2


def fail(message: str) -> NoReturn:
    click.echo(f"error: {message}", err=True)
    raise SystemExit(EXIT_BAD_INPUT)


def load_bundle_or_fail(path: Path | None) -> Bundle:
    """The bundle at `path` (None: the shipped default); a bad one exits 2 naming file, path and line."""
    try:
        return load_bundle(path)
    except BundleError as exc:
        fail(str(exc))
