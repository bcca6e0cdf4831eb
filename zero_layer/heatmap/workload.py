"""Workload analysis from a request log: per-domain sensitivity thresholds and hot-rule sizing.

The request log is JSONL, one request per line, as the gateway or any proxy would log it: text is taken
from ``chunks`` (strings or ``{"text": ...}``), ``answer``, ``prompt``, ``text`` and ``messages[].content``;
``domain`` is optional ("unknown" when absent). Requests are rescanned with the bundle, so the analysis is
reproducible from the log alone.

A request *triggers* at threshold ``t`` when any heatmap entry of weight ``>= t`` fires in it, so the
trigger rate as a function of ``t`` follows from each request's hottest firing entry. The SPEC's healthy
band is 0.15–0.35; the recommended threshold is the one inside the band closest to the bundle's current
sensitivity (the smallest change that makes the domain healthy).
"""

from __future__ import annotations

import json
import math
from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from zero_layer.compiler import compile_bundle
from zero_layer.compiler.limits import MAX_CACHE_SIZE
from zero_layer.engine import Scanner
from zero_layer.rules import Bundle

__all__ = [
    "HEALTHY_BAND",
    "DomainRecommendation",
    "HotRules",
    "Request",
    "WorkloadError",
    "analyze_workload",
    "hot_rules",
    "read_requests",
]

HEALTHY_BAND = (0.15, 0.35)
HOT_RULE_HEADROOM = 1.2


class WorkloadError(Exception):
    """A request log that cannot be read; names the file and line."""


@dataclass(frozen=True)
class Request:
    """One logged request: its domain ("unknown" when absent) and all of its text joined."""

    domain: str
    text: str


@dataclass(frozen=True)
class DomainRecommendation:
    """Trigger rate of one domain at the current threshold and at the recommended one."""

    domain: str
    requests: int
    current_threshold: float
    current_rate: float
    recommended_threshold: float
    recommended_rate: float
    in_band: bool


@dataclass(frozen=True)
class HotRules:
    """Rules ranked by triggers; ``hot_rules`` cover ``coverage`` of them; cacheSize = hot x 1.2."""

    requests: int
    triggers: int
    top: list[tuple[str, int]]
    hot_rules: int
    coverage: float
    recommended_cache_size: int


def read_requests(path: Path) -> Iterator[Request]:
    try:
        handle = path.open(encoding="utf-8")
    except OSError as exc:
        raise WorkloadError(f"{path}: cannot read: {exc.strerror or exc}") from exc
    with handle:
        for lineno, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except ValueError as exc:
                raise WorkloadError(f"{path}:{lineno}: invalid JSON: {exc}") from exc
            if not isinstance(obj, dict):
                raise WorkloadError(f"{path}:{lineno}: expected a JSON object")
            yield Request(str(obj.get("domain") or "unknown"), _text_of(obj))


def analyze_workload(bundle: Bundle, requests: Sequence[Request]) -> list[DomainRecommendation]:
    """Trigger rate per domain at the current threshold, and the recommended one."""
    if not requests:
        raise WorkloadError("the request log holds no requests")
    every_entry = replace(bundle, sensitivity=0.0, cache_size=MAX_CACHE_SIZE)
    scanner = Scanner(compile_bundle(every_entry))
    hottest: dict[str, list[float]] = defaultdict(list)
    for req, result in zip(requests, scanner.scan_batch([r.text for r in requests]), strict=True):
        hottest[req.domain].append(max((t.weight for t in result.triggered), default=0.0))
    return [_recommend(domain, values, bundle.sensitivity) for domain, values in sorted(hottest.items())]


def hot_rules(
    bundle: Bundle, requests: Sequence[Request], *, top: int = 20, coverage: float = 0.99
) -> HotRules:
    """Rules ranked by triggers at the bundle's sensitivity; cacheSize = rules covering ``coverage`` x 1.2."""
    if not requests:
        raise WorkloadError("the request log holds no requests")
    scanner = Scanner(compile_bundle(bundle))
    counts: Counter[str] = Counter()
    for result in scanner.scan_batch([r.text for r in requests]):
        counts.update(t.rule_id for t in result.triggered)
    total = sum(counts.values())
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    covered, hot = 0, 0
    for _, n in ranked:
        if total and covered / total >= coverage:
            break
        covered += n
        hot += 1
    size = max(1, math.ceil(hot * HOT_RULE_HEADROOM))
    return HotRules(len(requests), total, ranked[:top], hot, covered / total if total else 0.0, size)


def _recommend(domain: str, hottest: list[float], current: float) -> DomainRecommendation:
    n = len(hottest)

    def rate(t: float) -> float:
        return sum(1 for w in hottest if w >= t) / n

    # The rate only changes at observed weights; probe each, plus the current threshold.
    thresholds = sorted({round(w, 3) for w in hottest if w > 0} | {current})
    low, high = HEALTHY_BAND
    in_band = [t for t in thresholds if low <= rate(t) <= high]
    if in_band:
        best = min(in_band, key=lambda t: (abs(t - current), t))
    else:
        best = min(thresholds, key=lambda t: (_distance_to_band(rate(t)), abs(t - current), t))
    return DomainRecommendation(domain, n, current, rate(current), best, rate(best), bool(in_band))


def _distance_to_band(r: float) -> float:
    low, high = HEALTHY_BAND
    return max(low - r, 0.0, r - high)


def _text_of(obj: dict[str, Any]) -> str:
    parts: list[str] = []
    for chunk in obj.get("chunks") or []:
        parts.append(chunk.get("text", "") if isinstance(chunk, dict) else str(chunk))
    for key in ("answer", "prompt", "text"):
        if isinstance(obj.get(key), str):
            parts.append(obj[key])
    for message in obj.get("messages") or []:
        if isinstance(message, dict) and isinstance(message.get("content"), str):
            parts.append(message["content"])
    return "\n".join(parts)
