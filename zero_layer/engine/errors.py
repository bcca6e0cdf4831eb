"""Engine errors: a trap, fuel exhaustion or a memory limit inside the sandbox."""

from __future__ import annotations

__all__ = ["EngineError"]


class EngineError(RuntimeError):
    """The compiled module could not finish a call (trap, out of fuel, over the memory limit).

    Callers treat it as a failed check, never as a result: a bad bundle never serves.
    """
