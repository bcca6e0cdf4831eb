"""e2e fixtures: the same local control plane as the integration tests (see zl_testkit.fixtures)."""

from __future__ import annotations

from zl_testkit.fixtures import cluster, namespace

__all__ = ["cluster", "namespace"]
