"""pytest fixtures for tests that need Kubernetes: ``cluster`` (session) and ``namespace``.

Why a module: integration, operator and e2e tests share them. A conftest pulls them in with
``from zl_testkit.fixtures import cluster, namespace`` (tests/integration/conftest.py does).

``cluster`` yields a :class:`zl_testkit.kube.KubeCluster` (``.kubeconfig``, ``.api`` and typed APIs
``.core``, ``.apps``, ``.rbac``, ``.apiext``, ``.custom``, plus ``.kubectl(...)``). It uses the
cluster ``KUBECONFIG`` names when that is set, else starts the local one (``make cluster-build``
must have run) and stops it after the last session using it, unless ``make cluster-up`` started
it. A component that dies while starting fails the fixture with that component's log tail.
``namespace`` is a fresh namespace whose ``default`` ServiceAccount exists, deleted afterwards.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest

from zl_testkit.cluster import ClusterError, session_cluster
from zl_testkit.kube import KubeCluster

__all__ = ["cluster", "namespace"]


@pytest.fixture(scope="session")
def cluster() -> Iterator[KubeCluster]:
    with contextlib.ExitStack() as stack:
        try:
            kube = stack.enter_context(session_cluster())
        except ClusterError as exc:
            pytest.fail(f"local Kubernetes control plane unavailable:\n{exc}", pytrace=False)
        yield kube


@pytest.fixture
def namespace(cluster: KubeCluster, request: pytest.FixtureRequest) -> Iterator[str]:
    name = cluster.create_namespace(request.node.name)
    try:
        yield name
    finally:
        cluster.delete_namespace(name)
