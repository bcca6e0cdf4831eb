"""The wasmtime host: one fuel-metered `Engine`, a module cache keyed by digest, sandboxed stores.

Each `Sandbox` owns a `Store` with a memory limit and sets a fuel budget before every call, so a
module can neither hang the process nor grow without bound; traps become `EngineError`.
Compiled machine code is cached per digest in memory and, when a cache directory is given, on
disk (wasmtime's serialized form), so a pod that restarts with the same bundle skips Cranelift.
"""

from __future__ import annotations

import atexit
import ctypes
import threading
from pathlib import Path
from typing import Any

import wasmtime

from zero_layer.compiler import CompiledBundle
from zero_layer.engine.errors import EngineError

__all__ = ["DEFAULT_MEMORY_LIMIT", "ModuleCache", "RawCall", "Sandbox", "shared_engine"]

DEFAULT_MEMORY_LIMIT = 512 * 1024 * 1024
PAGE = 65536

_engine: wasmtime.Engine | None = None
_lock = threading.Lock()


@atexit.register
def _release_engine() -> None:
    """Free the engine while wasmtime's FFI is still loaded (late finalisers print errors)."""
    global _engine
    DEFAULT_CACHE.clear()
    if _engine is not None:
        _engine.close()
        _engine = None


def shared_engine() -> wasmtime.Engine:
    """The process-wide engine (fuel metering on, optimised code)."""
    global _engine
    with _lock:
        if _engine is None:
            config = wasmtime.Config()
            config.consume_fuel = True
            config.cranelift_opt_level = "speed"
            _engine = wasmtime.Engine(config)
        return _engine


class ModuleCache:
    """Compiled `wasmtime.Module`s keyed by the wasm digest (optionally persisted to `directory`)."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory
        self._modules: dict[str, wasmtime.Module] = {}
        self._lock = threading.Lock()

    def clear(self) -> None:
        with self._lock:
            self._modules.clear()

    def get(self, compiled: CompiledBundle) -> wasmtime.Module:
        with self._lock:
            module = self._modules.get(compiled.digest)
            if module is None:
                module = self._load(compiled)
                self._modules[compiled.digest] = module
            return module

    def _load(self, compiled: CompiledBundle) -> wasmtime.Module:
        engine = shared_engine()
        path = None
        if self.directory is not None:
            path = self.directory / (compiled.digest.replace(":", "-") + ".cwasm")
            if path.is_file():
                try:
                    return wasmtime.Module.deserialize_file(engine, str(path))
                except wasmtime.WasmtimeError:
                    path.unlink(missing_ok=True)  # stale (other wasmtime build): recompile below
        try:
            module = wasmtime.Module(engine, compiled.wasm)
        except wasmtime.WasmtimeError as exc:
            raise EngineError(f"module {compiled.digest} failed to compile: {exc}") from exc
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_bytes(module.serialize())
            tmp.replace(path)
        return module


DEFAULT_CACHE = ModuleCache()


class RawCall:
    """Call an all-i32 export through `wasmtime_func_call_unchecked` with a preallocated buffer.

    wasmtime-py's `Func.__call__` re-reads the function type and converts every argument on each
    call, which costs more than a whole decode step of the token machine. Our exports take and
    return only i32, so one reusable raw-value buffer is enough. This uses wasmtime-py's private
    `_ffi` module (the version is pinned in pyproject); `Sandbox` falls back to the public call
    when that module changes shape.
    """

    def __init__(self, store: wasmtime.Store, func: wasmtime.Func, n_params: int) -> None:
        from wasmtime import _ffi as ffi

        self._call = ffi.wasmtime_func_call_unchecked
        self._trap_t = ffi.wasm_trap_t
        self._ctx = store._context()
        self._func = ctypes.byref(func._func)
        self._buf = (ffi.wasmtime_val_raw_t * max(n_params, 1))()

    def __call__(self, *args: int) -> int:
        buf = self._buf
        for i, a in enumerate(args):
            buf[i].i32 = a
        trap = ctypes.POINTER(self._trap_t)()
        error = self._call(self._ctx, self._func, buf, len(buf), ctypes.byref(trap))
        if error:
            raise wasmtime.WasmtimeError._from_ptr(error)
        if trap:
            raise wasmtime.Trap._from_ptr(trap)
        return int(buf[0].i32)


class Sandbox:
    """One instance of a compiled module in its own limited store.

    `lock` serialises callers that share one sandbox across threads (a store is single-threaded);
    for parallel scanning give each worker its own `Scanner`.
    """

    def __init__(
        self,
        compiled: CompiledBundle,
        *,
        memory_limit: int = DEFAULT_MEMORY_LIMIT,
        cache: ModuleCache | None = None,
    ) -> None:
        self.compiled = compiled
        self.memory_limit = memory_limit
        self.lock = threading.Lock()
        self.store = wasmtime.Store(shared_engine())
        self.store.set_limits(memory_size=memory_limit)
        self.store.set_fuel(0)
        module = (cache or DEFAULT_CACHE).get(compiled)
        try:
            self.instance = wasmtime.Instance(self.store, module, [])
        except (wasmtime.WasmtimeError, wasmtime.Trap) as exc:
            raise EngineError(
                f"cannot instantiate {compiled.digest} within {memory_limit} bytes: {exc}"
            ) from exc
        exports = self.instance.exports(self.store)
        memory = exports["memory"]
        scan = exports["scan"]
        advance = exports["advance"]
        heap = exports["heap_base"]
        assert isinstance(memory, wasmtime.Memory)
        assert isinstance(scan, wasmtime.Func) and isinstance(advance, wasmtime.Func)
        assert isinstance(heap, wasmtime.Global)
        self.memory = memory
        self.scan_func = scan
        self.advance_func = advance
        self.heap_base = int(heap.value(self.store))
        self._raw: dict[str, Any] = {}
        try:
            self._raw = {"scan": RawCall(self.store, scan, 8), "advance": RawCall(self.store, advance, 8)}
        except (ImportError, AttributeError):  # pragma: no cover - a wasmtime-py without the private API
            self._raw = {}

    def ensure(self, size: int) -> None:
        """Grow linear memory to at least `size` bytes, or raise `EngineError` at the limit."""
        have = self.memory.data_len(self.store)
        if size <= have:
            return
        pages = (size - have + PAGE - 1) // PAGE
        if size > self.memory_limit:
            raise EngineError(
                f"input needs {size} bytes of sandbox memory, over the limit of {self.memory_limit}"
            )
        try:
            self.memory.grow(self.store, pages)
        except wasmtime.WasmtimeError as exc:
            raise EngineError(f"sandbox memory could not grow to {size} bytes: {exc}") from exc

    def _base(self) -> int:
        return ctypes.addressof(self.memory.data_ptr(self.store).contents)

    def write(self, offset: int, data: bytes) -> None:
        if data:
            ctypes.memmove(self._base() + offset, data, len(data))

    def read(self, offset: int, size: int) -> bytes:
        if size <= 0:
            return b""
        return ctypes.string_at(self._base() + offset, size)

    def call(self, func: wasmtime.Func, fuel: int, *args: int) -> int:
        """Call `func` with a fresh fuel budget; traps and errors become `EngineError`."""
        fast = self._raw.get(
            "scan" if func is self.scan_func else "advance" if func is self.advance_func else ""
        )
        self.store.set_fuel(fuel)
        try:
            result = fast(*args) if fast is not None else func(self.store, *args)
        except wasmtime.Trap as exc:
            if exc.trap_code == wasmtime.TrapCode.OUT_OF_FUEL:
                raise EngineError(f"the module ran out of fuel ({fuel} units) for this call") from exc
            raise EngineError(f"the module trapped: {exc.message}") from exc
        except wasmtime.WasmtimeError as exc:
            raise EngineError(f"the module call failed: {exc}") from exc
        finally:
            self.store.set_fuel(0)
        assert isinstance(result, int)
        return result
