"""`Scanner`: the compiled module as a text scanner (one wasm call per buffer or batch).

Large inputs are cut into bounded chunks after a line break (a line break always ends a segment,
so no term, run or pair crosses the cut and results equal a single pass); a batch is joined with
line breaks into one buffer for the same reason.
"""

from __future__ import annotations

import bisect
import sys
from array import array
from collections.abc import Iterator, Sequence

from zero_layer.compiler import CompiledBundle
from zero_layer.compiler.ir import KIND_BREAK
from zero_layer.engine.errors import EngineError
from zero_layer.engine.host import DEFAULT_MEMORY_LIMIT, ModuleCache, Sandbox
from zero_layer.engine.results import Decoder, RawScan, ScanResult, decode, split_points

__all__ = ["DEFAULT_CHUNK_BYTES", "Scanner"]

DEFAULT_CHUNK_BYTES = 1024 * 1024
#: fuel per input byte when no fixed budget is given (the slow path costs ~100-300 units)
FUEL_PER_BYTE = 4000
FUEL_BASE = 1_000_000


def _u32(data: bytes) -> array[int]:
    arr = array("I")
    arr.frombytes(data)
    if sys.byteorder == "big":  # pragma: no cover
        arr.byteswap()
    return arr


def _first_hit_from(words: array[int], lo: int, hi: int, offset: int) -> int:
    """Index of the first hit in [lo, hi) starting at or after `offset` (hits are grouped by text)."""
    while lo < hi:
        mid = (lo + hi) // 2
        if words[4 * mid + 2] >= offset:
            hi = mid
        else:
            lo = mid + 1
    return lo


class Scanner:
    """Instantiate once, reuse: `scan(text)`, `scan_batch(texts)`, `scan_bytes(data)`."""

    def __init__(
        self,
        compiled: CompiledBundle,
        fuel: int | None = None,
        memory_limit: int = DEFAULT_MEMORY_LIMIT,
        *,
        chunk_bytes: int = DEFAULT_CHUNK_BYTES,
        cache: ModuleCache | None = None,
    ) -> None:
        self.compiled = compiled
        self.fuel = fuel
        self.chunk_bytes = chunk_bytes
        self.sandbox = Sandbox(compiled, memory_limit=memory_limit, cache=cache)
        self.decoder = Decoder(compiled)
        self.breaks = [t.pattern for t in compiled.terms.terms if t.kind == KIND_BREAK]

    def _fuel(self, n: int) -> int:
        return self.fuel if self.fuel is not None else FUEL_BASE + FUEL_PER_BYTE * n

    def _call(self, data: bytes, base: int = 0, base_index: int = 0) -> tuple[array[int], array[int]]:
        """One wasm call over `data` (grows the output buffers and retries on overflow)."""
        sb = self.sandbox
        in_ptr = sb.heap_base + 16
        cap = len(data) // 8 + 256
        while True:
            out_ptr = (in_ptr + len(data) + 1 + 15) // 16 * 16
            trig_ptr = out_ptr + cap * 16
            sb.ensure(trig_ptr + cap * 12)
            sb.write(in_ptr, data + b"\n")  # the sentinel line break ends the fast loop
            n = sb.call(
                sb.scan_func,
                self._fuel(len(data)),
                in_ptr,
                len(data),
                out_ptr,
                cap,
                trig_ptr,
                cap,
                base,
                base_index,
            )
            if n >= 0:
                break
            if cap > len(data) * 64 + 4096:
                raise EngineError("the module reported more records than the input can hold")
            cap *= 4
        n_trig = _u32(sb.read(sb.heap_base, 4))[0]
        return _u32(sb.read(out_ptr, 16 * n)), _u32(sb.read(trig_ptr, 12 * n_trig))

    def scan_bytes(self, data: bytes) -> RawScan:
        """Raw records (byte offsets) for `data`, in bounded chunks cut after line breaks."""
        hit_words = array("I")
        trig_words = array("I")
        start = 0
        for end in split_points(data, self.chunk_bytes, self.breaks):
            with self.sandbox.lock:
                h, t = self._call(data[start:end], start, len(hit_words) // 4)
            hit_words += h
            trig_words += t
            start = end
        return RawScan(hit_words, trig_words)

    def scan(self, text: str) -> ScanResult:
        data = text.encode("utf-8", "surrogatepass")
        return decode(self.compiled, self.scan_bytes(data), data, self.decoder)

    def scan_batch(self, texts: Sequence[str]) -> list[ScanResult]:
        """Scan many texts with one wasm call per `chunk_bytes` of input (usually one call)."""
        return [result for group in self._groups(texts) for result in self._scan_group(group)]

    def rule_summaries(self, texts: Sequence[str]) -> list[list[tuple[int, int, int, int]]]:
        """Per text, what `ScanResult.rule_summary` reports as (rule index, times triggered, start,
        end of the first trigger), decoded for the whole batch in one vectorised pass: the checker
        needs only this, and per-text decoding cost more than the scan itself."""
        out: list[list[tuple[int, int, int, int]]] = []
        for group in self._groups(texts):
            joined = b"\n".join(group)
            out += self.decoder.rule_summaries(self.scan_bytes(joined), joined, [len(d) for d in group])
        return out

    def _groups(self, texts: Sequence[str]) -> Iterator[list[bytes]]:
        """The texts, encoded, in groups of at most `chunk_bytes` joined (one wasm call each)."""
        group: list[bytes] = []
        size = 0
        for text in texts:
            data = text.encode("utf-8", "surrogatepass")
            if group and size + len(data) + 1 > self.chunk_bytes:
                yield group
                group, size = [], 0
            group.append(data)
            size += len(data) + 1
        if group:
            yield group

    def _scan_group(self, group: list[bytes]) -> list[ScanResult]:
        """One scan over the texts joined by line breaks, then a split by text.

        A line break ends every run and segment, so each text's hits (and the triggers they
        cause) are a contiguous range of the records: two binary searches per text find it.
        """
        raw = self.scan_bytes(b"\n".join(group))
        hw, tw = raw.hit_words, raw.trig_words
        n_hits = len(hw) // 4
        rights = tw[2::3]
        results: list[ScanResult] = []
        origin = lo = tlo = 0
        for data in group:
            end = origin + len(data) + 1
            hi = _first_hit_from(hw, lo, n_hits, end)
            thi = bisect.bisect_left(rights, hi, lo=tlo)
            part = RawScan(hw[4 * lo : 4 * hi], tw[3 * tlo : 3 * thi])
            results.append(
                ScanResult(raw=part, data=data, decoder=self.decoder, origin=origin, index_base=lo)
            )
            origin, lo, tlo = end, hi, thi
        return results
