"""The check service: one compiled bundle and one :class:`~zero_layer.checks.Checker` per gateway.

wasmtime stores are not meant to be shared across threads, and checks are CPU-bound, so every check
runs on one dedicated worker thread (``worker.CheckThread``, the checks someone waits for first): the
event loop keeps proxying while a check runs, and checks never run concurrently on the same store.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from typing import Any

from zero_layer.config import RuntimeSettings
from zero_layer.gateway.check.worker import BACKGROUND, URGENT, CheckThread
from zero_layer.metrics import RuntimeMetrics

__all__ = ["WARMUP_TEXT", "CheckService"]

log = logging.getLogger("zero_layer.gateway")

WARMUP_TEXT = (
    "Payment is due within 30 days after acceptance; late fees of 5% apply. "
    "付款期限为验收后60日，违约金为合同金额的5%。Glucose 500 mg/dL (27.8 mmol/L); ALT 45 U/L. "
)


class CheckService:
    """Loads the bundle, runs checks off the event loop, and records their metrics."""

    def __init__(self, settings: RuntimeSettings, metrics: RuntimeMetrics) -> None:
        self.settings = settings
        self.metrics = metrics
        self.checker: Any = None
        self.scanner: Any = None
        self.bundle: Any = None
        self._pool = CheckThread("zero-layer-check")

    @property
    def loaded(self) -> bool:
        return self.checker is not None

    def _load(self) -> dict[str, Any]:
        from zero_layer.checks import Checker, Policy
        from zero_layer.compiler import compile_bundle
        from zero_layer.engine import Scanner

        bundle = self.settings.load_bundle()
        policy = Policy(
            answer_threshold=self.settings.answer_threshold, confirm_threshold=self.settings.confirm_threshold
        )
        checker = Checker(bundle, policy)
        compiled = compile_bundle(bundle)
        self.scanner = Scanner(compiled)
        self.bundle, self.checker = bundle, checker
        return {"bundle": getattr(bundle, "name", ""), "bundle_digest": getattr(bundle, "digest", "")}

    async def load(self) -> dict[str, Any]:
        """Load and compile the bundle (raises whatever loading raises; the caller reports it)."""
        return await asyncio.get_running_loop().run_in_executor(self._pool, self._load)

    def _scan_warmup(self, rounds: int) -> None:
        text = WARMUP_TEXT * 64
        for _ in range(max(rounds, 1)):
            start = time.perf_counter()
            self.scanner.scan(text)
            self.metrics.record_transitions("scan", time.perf_counter() - start, len(text))
        self._check_warmup()

    def _check_warmup(self) -> None:
        """One check on sample text (loads every lazy path of the checker: cn2an, the native engine),
        then the collector is settled (``settle_collector``): everything alive now is frozen out of
        its view, and collections inside a check become rare. Not counted in the check metrics."""
        from zero_layer.checks import CheckRequest
        from zero_layer.checks.collector import settle_collector

        half = len(WARMUP_TEXT) // 2
        self.checker.check(CheckRequest.build([WARMUP_TEXT[:half], WARMUP_TEXT[half:]], WARMUP_TEXT[:half]))
        settle_collector()

    async def warmup(self, rounds: int) -> None:
        """Run the scanner ``rounds`` times on sample text (also seeds the latency histogram), one
        check, then freeze the start-up objects out of the garbage collector's view."""
        await asyncio.get_running_loop().run_in_executor(self._pool, self._scan_warmup, rounds)

    def _check(self, chunks: Sequence[str | dict[str, Any]], answer: str | None, domain: str | None) -> Any:
        from zero_layer.checks import CheckRequest

        payload: dict[str, Any] = {"chunks": list(chunks)}
        if answer is not None:
            payload["answer"] = answer
        if domain is not None:
            payload["domain"] = domain
        request = CheckRequest.from_dict(payload)
        start = time.perf_counter()
        result = self.checker.check(request)
        elapsed = time.perf_counter() - start
        chars = sum(len(c if isinstance(c, str) else str(c.get("text", ""))) for c in chunks)
        self.metrics.record_transitions("check", elapsed, chars + len(answer or ""))
        return result

    async def check(
        self,
        chunks: Sequence[str | dict[str, Any]],
        answer: str | None = None,
        domain: str | None = None,
        *,
        urgent: bool = True,
    ) -> Any:
        """Run one check; raises what the checker raises (``InputError`` for bad input). A check that
        nobody waits for yet (``urgent=False``) runs after the urgent ones queued (``worker``)."""
        if self.checker is None:
            raise RuntimeError("the rule bundle is not loaded")
        priority = URGENT if urgent else BACKGROUND
        return await asyncio.wrap_future(
            self._pool.submit_with(priority, self._check, chunks, answer, domain)
        )

    async def safe_check(
        self,
        stage: str,
        chunks: Sequence[str | dict[str, Any]],
        answer: str | None = None,
        domain: str | None = None,
        *,
        urgent: bool = True,
    ) -> Any:
        """Like :meth:`check`, but a failure is logged, counted under ``stage`` and returns ``None``."""
        try:
            return await self.check(chunks, answer, domain, urgent=urgent)
        except Exception:
            log.exception("Check failed at %s; the response goes out without zero_state", stage)
            self.metrics.record_error(stage)
            return None

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
