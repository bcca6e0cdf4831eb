"""Typed application keys: the objects the app owns and routes look up."""

from __future__ import annotations

from typing import TYPE_CHECKING

import aiohttp
from aiohttp import web

from zero_layer.config import RuntimeSettings
from zero_layer.gateway.health.state import Readiness
from zero_layer.metrics import RuntimeMetrics

if TYPE_CHECKING:
    from zero_layer.gateway.check.serving import CheckService
    from zero_layer.gateway.proxy.serving import ProxyService
    from zero_layer.gateway.records import PluginRecords

__all__ = ["CHECKS", "CLIENT", "METRICS", "PROXY", "READINESS", "RECORDS", "SETTINGS"]

SETTINGS = web.AppKey("settings", RuntimeSettings)
METRICS = web.AppKey("metrics", RuntimeMetrics)
READINESS = web.AppKey("readiness", Readiness)
CHECKS: web.AppKey[CheckService] = web.AppKey("checks")
RECORDS: web.AppKey[PluginRecords] = web.AppKey("records")
CLIENT = web.AppKey("client", aiohttp.ClientSession)
PROXY: web.AppKey[ProxyService] = web.AppKey("proxy")
