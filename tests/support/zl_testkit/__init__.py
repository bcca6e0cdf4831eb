"""Shared test helpers for zero-layer (on pytest's pythonpath: ``import zl_testkit.<module>``).

Modules are imported one by one so a unit test that needs ``wait`` does not pull in the
Kubernetes client. Cluster kit: ``cluster`` (processes, up/down, fixtures' engine), ``kube``
(API clients, node pool, namespaces), ``wait`` (``wait_for``), ``procs``, ``pki``.
"""

from __future__ import annotations

__all__: list[str] = []
