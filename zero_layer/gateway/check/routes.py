"""Route of ``/v1/zero-layer/check``: parse, run the check service, map the result."""

from __future__ import annotations

import json
import logging
from typing import Any

from aiohttp import web

from zero_layer.gateway.check.protocol import parse_check_body
from zero_layer.gateway.errors import error_response
from zero_layer.gateway.keys import CHECKS, METRICS

__all__ = ["routes"]

log = logging.getLogger("zero_layer.gateway")
routes = web.RouteTableDef()


@routes.post("/v1/zero-layer/check")
async def check(request: web.Request) -> web.StreamResponse:
    from zero_layer.checks import InputError

    metrics = request.app[METRICS]
    service = request.app[CHECKS]
    try:
        body = parse_check_body(json.loads(await request.read()))
    except (ValueError, UnicodeDecodeError) as exc:
        metrics.requests.labels(endpoint="check", outcome="bad_request").inc()
        return error_response(
            400, str(exc) if not isinstance(exc, json.JSONDecodeError) else f"invalid JSON: {exc}"
        )
    if not service.loaded:
        return error_response(503, "the rule bundle is not loaded yet", type_="unavailable", code="not_ready")
    try:
        result = await service.check(body.chunks, body.answer, body.domain)
    except InputError as exc:
        metrics.requests.labels(endpoint="check", outcome="bad_request").inc()
        return error_response(400, str(exc))
    except Exception as exc:
        log.exception("Check endpoint failed")
        metrics.record_error("check_endpoint")
        return error_response(500, f"check failed: {type(exc).__name__}", type_="internal_error")
    data = result.to_dict()
    metrics.record_check(triggered_rules=_rule_ids(data), conflict=data.get("status") == "CONFLICT_DETECTED")
    metrics.requests.labels(endpoint="check", outcome="ok").inc()
    return web.json_response(data)


def _rule_ids(data: dict[str, Any]) -> list[str]:
    rules = data.get("zero_state", {}).get("triggered_rules", [])
    return [str(r.get("rule_id", r)) if isinstance(r, dict) else str(r) for r in rules]
