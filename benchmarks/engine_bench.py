"""Engine benchmark: compiled scan vs the Python reference vs Python `re`, state-machine cost,
and `check` latency (native engine, new text: see `_requests.py`). Writes a JSON summary (default
`.bench/engine.json`) and prints a table.

    .venv/bin/python benchmarks/engine_bench.py [--mb 8] [--out .bench/engine.json]

Everything is measured in the same run on the same deterministic corpus (mixed EN/ZH contract,
finance, medical, insurance and customer-service prose with sparse facts). `re` uses one big
case-insensitive alternation of exactly the bundle's patterns (longest first) plus the number and
Chinese-numeral runs; it and the reference are timed on a prefix sample (they are orders of
magnitude slower) and the compiled scanner on both that sample (for the ratio) and the full corpus.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import time
from array import array
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from zero_layer.compiler import CompiledBundle, compile_bundle
from zero_layer.compiler.lower_terms import CN_DIGITS, CN_MULTIPLIERS
from zero_layer.engine import Scanner, TokenMachine
from zero_layer.engine.reference import ReferenceScanner
from zero_layer.rules import load_bundle

EN = [
    "The supplier shall deliver the goods to the buyer's warehouse as agreed in the purchase order.",
    "Payment is due within {n} days after acceptance of the deliverables by the customer.",
    "A late fee of {p}% per month applies to overdue invoices under this agreement.",
    "Revenue for Q{q} grew {p}% year-over-year to ${m} million, driven by strong subscription sales.",
    "The patient's fasting glucose was {d} mg/dL and ALT was elevated at {n} U/L on admission.",
    "The deductible is USD {n},000 per claim and the annual premium is ${n}0.",
    "Refunds are issued within {n} business days from the date of receipt of the returned item.",
    "Our team reviewed the quarterly report and discussed the outlook with the board of directors.",
    "Customers can contact support by phone or chat at any time for help with their orders.",
    "This section describes the responsibilities of each party and the governing law of the contract.",
    "The interest rate is {d}% APR, compounded monthly, for the entire term of the loan.",
    "Please keep the original packaging so that the product can be exchanged if it is defective.",
]
ZH = [
    "甲方应在验收合格后{n}日内向乙方支付合同款项，逾期按日支付违约金。",
    "本季度营业收入同比增长{p}%，净利润达到{m}亿元，主要得益于新产品的推出。",
    "患者空腹血糖为{d}mmol/L，谷丙转氨酶升高至{n}单位/升，建议复查。",
    "本保单的免赔额为人民币{n}千元，等待期为三十天，保费按年缴纳。",
    "退款将在收到退货后{n}个工作日内原路退回，请耐心等待。",
    "双方应本着诚实信用的原则履行本合同约定的各项义务，不得擅自变更。",
    "我们的客服团队全天在线，为您解答关于订单和配送的各种问题。",
    "贷款年利率为百分之{c}，按月付息，到期一次性偿还本金。",
    "公司董事会审议通过了年度报告，并对未来的发展战略进行了讨论。",
    "本协议自双方签字盖章之日起生效，有效期为两年。",
]
CN = "一二三四五六七八九十"


def make_corpus(target_bytes: int, seed: int = 20240601) -> str:
    rnd = random.Random(seed)
    parts: list[str] = []
    size = 0
    while size < target_bytes:
        pool = EN if rnd.random() < 0.5 else ZH
        line = " ".join(
            rnd.choice(pool).format(
                n=rnd.randint(2, 90), p=rnd.randint(1, 40), q=rnd.randint(1, 4), m=rnd.randint(1, 900),
                d=f"{rnd.randint(3, 20)}.{rnd.randint(0, 9)}", c=rnd.choice(CN),
            )
            for _ in range(rnd.randint(1, 4))
        )  # fmt: skip
        parts.append(line)
        size += len(line.encode("utf-8")) + 1
    return "\n".join(parts)


def re_pattern(compiled: CompiledBundle) -> re.Pattern[str]:
    texts = sorted({t.text for t in compiled.terms.terms if t.category >= 0}, key=lambda t: (-len(t), t))
    alternation = "|".join(re.escape(t) for t in texts)
    return re.compile(rf"{alternation}|\d+(?:[.,]\d+)*|[{CN_DIGITS}{CN_MULTIPLIERS}]+", re.IGNORECASE)


def best_of(fn: Callable[[], Any], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def bench_check(progress: Progress, requests: int) -> dict[str, Any]:
    """`check` p50/p99 on the native engine: 5 chunks of ~3 KB of new text per request (no cache hit),
    built by `_requests` exactly as `extraction_bench.py` builds them, after a warm-up and, as the
    gateway does, with the start-up objects frozen out of the garbage collector's view."""
    from _requests import new_text_requests, recombined_requests, settle_like_the_gateway, warmup_requests

    from zero_layer.checks import Checker

    checker = Checker(backend="native")
    for req in warmup_requests():
        checker.check(req)
    settle_like_the_gateway()
    times: list[float] = []
    task = progress.add_task("check latency", total=requests)
    for req in new_text_requests(requests, seed=1):
        times.append(_timed_ms(checker, req))
        progress.advance(task)
    priming, recombined = recombined_requests(requests, seed=4)
    for req in priming:
        checker.check(req)
    hits_before = (checker.engine_cache_stats() or {}).get("pair_hits", 0)
    known = [_timed_ms(checker, req) for req in recombined]
    pairs = sum(len(r.chunks) * (len(r.chunks) - 1) // 2 for r in recombined)
    hits = (checker.engine_cache_stats() or {}).get("pair_hits", 0) - hits_before
    after = _answer_after_context(checker, requests)
    return {
        "check_backend": checker.backend,
        "gc_frozen": True,  # as the gateway runs (see settle_like_the_gateway)
        **_p50_p99("check", times),
        **_p50_p99("check_known_chunks", known),
        # how many of those requests' pairs of chunks had met in an earlier request (the pair memo)
        "check_known_chunks_pairs_met_before": round(hits / pairs, 4) if pairs else 0.0,
        # the gateway's order: the context of new text checked while the model generates, then the
        # same chunks with the model's answer (what a response waits for)
        **_p50_p99("check_answer_after_context", after),
    }


def _timed_ms(checker: Any, req: Any) -> float:
    t0 = time.perf_counter()
    checker.check(req)
    return (time.perf_counter() - t0) * 1000


def _p50_p99(prefix: str, times: list[float]) -> dict[str, float]:
    """``{prefix}_p50_ms`` and ``{prefix}_p99_ms`` of ``times`` (ms)."""
    ordered = sorted(times)
    return {
        f"{prefix}_p50_ms": statistics.median(ordered),
        f"{prefix}_p99_ms": ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))],
    }


def _answer_after_context(checker: Any, requests: int) -> list[float]:
    """Times (ms) of the answer check of new-text requests whose context alone was checked just
    before, as the gateway's pre-check does under the annotate policy."""
    from _requests import new_text_requests

    from zero_layer.checks import CheckRequest

    times: list[float] = []
    for req in new_text_requests(requests, seed=11):
        checker.check(CheckRequest(chunks=req.chunks, answer=None))
        times.append(_timed_ms(checker, req))
    return times


def bench_tokens(compiled: CompiledBundle, progress: Progress, batch: int, steps: int) -> dict[str, float]:
    rnd = random.Random(3)
    words = ["the", "of", "and", "to", "payment", "within", "days", "mg", "dL", "%", "USD", "元", "日", "的"]
    vocab = [f" {rnd.choice(words)}" if i % 3 else str(i % 1000) for i in range(32_000)]
    tm = TokenMachine(compiled, vocab)
    tokens = [[rnd.randrange(len(vocab)) for _ in range(batch)] for _ in range(16)]
    token_arrays = [array("i", t) for t in tokens]
    task = progress.add_task("token machine", total=2 * steps)
    states = [0] * batch
    t0 = time.perf_counter()
    for s in range(steps):
        states, _ = tm.advance(states, tokens[s % 16])
        progress.advance(task)
    lists_total = time.perf_counter() - t0
    state_arr = array("i", [0] * batch)
    t0 = time.perf_counter()
    for s in range(steps):
        state_arr, _ = tm.advance_arrays(state_arr, token_arrays[s % 16])
        progress.advance(task)
    total = time.perf_counter() - t0
    # the same transitions with the rows already in sandbox memory: the cost inside the module
    sb = tm.sandbox
    n = batch
    st = tm.rows_ptr
    call = lambda: sb.call(sb.advance_func, 10**9, tm.vocab_ptr, len(tm.columns), st, st + 4 * n, n,  # noqa: E731
                           st + 8 * n, st + 12 * n, st + 16 * n)  # fmt: skip
    inner = best_of(call, 20)
    return {
        "ns_per_transition": total / (batch * steps) * 1e9,
        "ns_per_transition_lists": lists_total / (batch * steps) * 1e9,
        "ns_per_transition_in_module": inner / n * 1e9,
        "token_batch": batch,
    }


# the check latencies in the table: (summary key prefix, what was checked)
_LATENCIES = (
    ("check", "new text"),
    ("check_known_chunks", "seen chunks in new combinations"),
    ("check_answer_after_context", "answer after its context (gateway)"),
)


def _decoded(result: Any) -> int:
    """Force the lazy decoding (Hit and TriggeredRule objects with character offsets)."""
    return len(result.hits) + len(result.triggered)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mb", type=float, default=8.0, help="corpus size in MB (>= 8 for the report)")
    ap.add_argument("--sample-kb", type=int, default=256, help="prefix timed for re and the reference")
    ap.add_argument("--requests", type=int, default=300, help="check requests for p50/p99")
    ap.add_argument("--out", type=Path, default=Path(".bench/engine.json"))
    args = ap.parse_args()
    console = Console()

    bundle = load_bundle()
    t0 = time.perf_counter()
    compiled = compile_bundle(bundle)
    compile_s = time.perf_counter() - t0
    text = make_corpus(int(args.mb * 1_000_000))
    data = text.encode("utf-8")
    sample = data[: args.sample_kb * 1024]
    sample = sample[: len(sample.decode("utf-8", errors="ignore").encode("utf-8"))]
    sample_text = sample.decode("utf-8")
    scanner = Scanner(compiled)
    ref = ReferenceScanner(compiled)
    pattern = re_pattern(compiled)

    with Progress(console=console, transient=True) as progress:
        task = progress.add_task("scan throughput", total=5)
        full_s = best_of(lambda: scanner.scan_bytes(data), 3)
        progress.advance(task)
        str_s = best_of(lambda: _decoded(scanner.scan(text)), 1)
        progress.advance(task)
        wasm_sample_s = best_of(lambda: scanner.scan_bytes(sample), 5)
        progress.advance(task)
        re_s = best_of(lambda: sum(1 for _ in pattern.finditer(sample_text)), 1)
        progress.advance(task)
        ref_s = best_of(lambda: ref.scan_bytes(sample), 1)
        progress.advance(task)
        raw = scanner.scan_bytes(data)
        same = scanner.scan_bytes(sample) == ref.scan_bytes(sample)
        tokens = bench_tokens(compiled, progress, batch=4096, steps=200)
        checks = bench_check(progress, args.requests)

    mb, smb = len(data) / 1e6, len(sample) / 1e6
    summary: dict[str, Any] = {
        # absolute figures depend on the machine; the ratios are measured in this same run
        "cpu_count": os.cpu_count(),
        "loadavg_1m": os.getloadavg()[0],
        "corpus_bytes": len(data),
        "sample_bytes": len(sample),
        "compile_s": compile_s,
        "module_bytes": len(compiled.wasm),
        "module_digest": compiled.digest,
        "hits": raw.n_hits,
        "triggered": raw.n_triggers,
        "scan_mb_s": mb / full_s,
        "scan_str_mb_s": mb / str_s,
        "scan_ns_per_byte": full_s / len(data) * 1e9,
        "scan_sample_mb_s": smb / wasm_sample_s,
        "re_mb_s": smb / re_s,
        "ref_mb_s": smb / ref_s,
        "scan_speedup_vs_re": (smb / wasm_sample_s) / (smb / re_s),
        "scan_speedup_vs_ref": (smb / wasm_sample_s) / (smb / ref_s),
        "reference_agrees": same,
        **tokens,
        **checks,
        "targets": {"scan_speedup_vs_re": 20, "ns_per_transition": 100, "check_p99_ms": 2},
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")

    table = Table(title=f"engine benchmark ({mb:.1f} MB corpus, {smb * 1000:.0f} KB sample)")
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_column("target", justify="right")
    rows = [
        ("compiled scan, bytes (MB/s)", f"{summary['scan_mb_s']:.1f}", ""),
        ("compiled scan, str -> Hit objects (MB/s)", f"{summary['scan_str_mb_s']:.1f}", ""),
        ("compiled scan, sample (MB/s)", f"{summary['scan_sample_mb_s']:.1f}", ""),
        ("Python re, same patterns (MB/s)", f"{summary['re_mb_s']:.3f}", ""),
        ("Python reference (MB/s)", f"{summary['ref_mb_s']:.3f}", ""),
        ("speed-up vs re", f"{summary['scan_speedup_vs_re']:.0f}x", ">= 20x"),
        ("speed-up vs reference", f"{summary['scan_speedup_vs_ref']:.0f}x", ""),
        ("scan ns per byte (DFA transition)", f"{summary['scan_ns_per_byte']:.1f}", ""),
        ("token machine ns/transition (array rows)", f"{summary['ns_per_transition']:.1f}", "<= 100"),
        ("token machine ns/transition (list rows)", f"{summary['ns_per_transition_lists']:.1f}", ""),
        (
            "token machine ns/transition (inside the module)",
            f"{summary['ns_per_transition_in_module']:.1f}",
            "",
        ),
        *(
            row
            for prefix, what in _LATENCIES
            for row in (
                (f"check p50 (ms), {what}", _fmt(summary.get(f"{prefix}_p50_ms")), ""),
                (f"check p99 (ms), {what}", _fmt(summary.get(f"{prefix}_p99_ms")), "<= 2"),
            )
        ),
        ("reference agrees on the sample", str(same), "True"),
    ]
    for row in rows:
        table.add_row(*row)
    console.print(table)
    console.print(f"wrote {args.out}")


def _fmt(value: object) -> str:
    return f"{value:.2f}" if isinstance(value, float) else "n/a"


if __name__ == "__main__":
    main()
