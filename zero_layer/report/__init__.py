"""Human-readable renderings of zero-layer results: rich terminal tables and self-contained HTML.

Renderers take finished result objects and return rich renderables or strings; they never run
checks themselves, so the CLI, the operator's events and tests can share them.
"""

from __future__ import annotations

__all__: list[str] = []
