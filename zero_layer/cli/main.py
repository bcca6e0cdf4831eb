"""Entry point of the `zero-layer` console script.

Subcommands live in their own modules and are imported only when invoked, so `zero-layer check`
never pays for the gateway's or the heatmap builder's imports.

Exit codes shared by every subcommand: 0 success (a check that ran, whatever it found), 1 a
failed or inconclusive verdict, 2 bad input (a message names what is wrong and where).
"""

from __future__ import annotations

import importlib
from typing import Any

import click

from zero_layer import __version__

# name -> "module:attribute" of a click command or group
SUBCOMMANDS: dict[str, str] = {
    "check": "zero_layer.cli.check:command",
    "scan": "zero_layer.cli.scan:command",
    "regress": "zero_layer.cli.regress:command",
    "bundle": "zero_layer.cli.bundle:command",
    "serve": "zero_layer.cli.serve:command",
    "heatmap": "zero_layer.cli.heatmap:command",
}


class LazyGroup(click.Group):
    """A click group that imports a subcommand's module on first use."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(SUBCOMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = SUBCOMMANDS.get(cmd_name)
        if target is None:
            return None
        module_name, attr = target.split(":")
        command: click.Command = getattr(importlib.import_module(module_name), attr)
        return command


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="zero-layer")
def cli() -> None:
    """zero-layer: compiled semantic-fidelity checks for LLM serving."""


def main(argv: list[str] | None = None) -> Any:
    return cli.main(args=argv, prog_name="zero-layer")
