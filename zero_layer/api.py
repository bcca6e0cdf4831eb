"""The Python API, mirroring ``zero-layer check``.

``zero_layer.check(chunks, answer=None, domain=None, bundle=None, policy=None)`` validates its
input like the CLI (``InputError`` names the bad field) and reuses one compiled ``Checker`` per
(bundle, policy), so calling it in a loop does not recompile the bundle.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from zero_layer.checks import Checker, CheckRequest, CheckResult, Policy

if TYPE_CHECKING:
    from zero_layer.rules import Bundle

__all__ = ["check", "get_checker"]


@functools.lru_cache(maxsize=8)
def _cached_checker(bundle_key: str | None, policy: Policy) -> Checker:
    return Checker(bundle=None if bundle_key is None else Path(bundle_key), policy=policy)


def get_checker(bundle: Bundle | str | Path | None = None, policy: Policy | None = None) -> Checker:
    """A ready ``Checker``: cached for the default bundle or a bundle path, fresh for a Bundle object."""
    policy = policy or Policy()
    if bundle is None or isinstance(bundle, str | Path):
        return _cached_checker(None if bundle is None else str(Path(bundle).resolve()), policy)
    return Checker(bundle=bundle, policy=policy)


def check(
    chunks: Sequence[str | Mapping[str, Any]],
    answer: str | None = None,
    domain: str | None = None,
    *,
    bundle: Bundle | str | Path | None = None,
    policy: Policy | None = None,
) -> CheckResult:
    """Check retrieved ``chunks`` (and an optional model ``answer``) for conflicts and fidelity."""
    request = CheckRequest.build(chunks, answer, domain)
    return get_checker(bundle, policy).check(request)
