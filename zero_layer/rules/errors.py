"""Typed errors for rule bundles: every message names the file, the document path and the line."""

from __future__ import annotations

__all__ = ["BundleError"]


class BundleError(ValueError):
    """A bundle that cannot be read or is invalid.

    `str()` reads `file:line: path: message`, e.g. `b.yaml:12: heatmap.pairs[3].weight: 1.5 is
    greater than the maximum of 1`, so both people and editors can jump to the spot.
    """

    def __init__(self, message: str, source: str = "<string>", path: str = "", line: int | None = None):
        self.message = message
        self.source = source
        self.path = path
        self.line = line
        super().__init__(self.__str__())

    def __str__(self) -> str:
        where = self.source if self.line is None else f"{self.source}:{self.line}"
        return f"{where}: {self.path}: {self.message}" if self.path else f"{where}: {self.message}"
