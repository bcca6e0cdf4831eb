"""Fixtures shared by the checks tests."""

from __future__ import annotations

import pytest

from zero_layer.checks import Checker


@pytest.fixture(scope="module", params=["reference", "native"])
def checker(request: pytest.FixtureRequest) -> Checker:
    """A Checker on each engine in turn: what a test asserts holds on both. (A module that tests
    the default engine only defines its own ``checker``.)"""
    return Checker(backend=request.param)
