"""The ``zero-layer serve`` gateway: an aiohttp app in front of vLLM's OpenAI server.

Request path: ``proxy/`` (parse, pre-check, forward, ``zero_state``) -> ``check/`` (the check service)
-> ``zero_layer.checks`` -> ``zero_layer.engine``; ``health/`` owns readiness and ``/metrics``.
"""

from __future__ import annotations

from zero_layer.gateway.app import build_app

__all__ = ["build_app"]
