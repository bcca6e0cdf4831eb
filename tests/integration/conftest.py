"""Integration-test fixtures: a real local Kubernetes control plane with fake GPU nodes.

``cluster`` (session) and ``namespace`` (per test) come from :mod:`zl_testkit.fixtures`; poll with
``zl_testkit.wait.wait_for`` (deadline, description), never a fixed sleep.
"""

from __future__ import annotations

from zl_testkit.fixtures import cluster, namespace

__all__ = ["cluster", "namespace"]
