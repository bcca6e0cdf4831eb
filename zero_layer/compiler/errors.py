"""Typed compiler errors: a bundle that cannot be lowered, or whose tables exceed the limits."""

from __future__ import annotations

__all__ = ["CompileError", "LimitExceeded"]


class CompileError(ValueError):
    """The bundle is valid YAML and schema but cannot be compiled into a module."""


class LimitExceeded(CompileError):
    """A table would exceed a hard limit (terms, automaton states, memory, cache size)."""
