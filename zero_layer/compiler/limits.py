"""Hard limits on what one compiled module may contain (kept small enough to load in a pod fast)."""

from __future__ import annotations

__all__ = ["MAX_CACHE_SIZE", "MAX_DATA_BYTES", "MAX_KEYS", "MAX_STATES", "MAX_TERMS", "MAX_TOKEN_STATES"]

MAX_TERMS = 20_000
MAX_STATES = 200_000
MAX_KEYS = 60_000
MAX_CACHE_SIZE = 65_536
MAX_DATA_BYTES = 48 * 1024 * 1024
MAX_TOKEN_STATES = 65_535
