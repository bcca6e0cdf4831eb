"""The collector's settings for a serving process: after ``settle_collector`` a check rarely runs a
collection (they were what set the p99 of checks on chunks already extracted). Counted, not timed,
in a child process, since the settings are the whole process's."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.unit

_CHILD = textwrap.dedent(
    """
    import gc, json, sys
    from zero_layer.checks import Checker, CheckRequest
    from zero_layer.checks.collector import settle_collector
    from zero_layer.regress import load_corpus

    texts = [c if isinstance(c, str) else c["text"] for case in load_corpus() for c in case.chunks]
    texts = list(dict.fromkeys(texts))
    checker = Checker(backend=sys.argv[1])
    n = int(sys.argv[2])  # checks per phase
    checker.check(CheckRequest.build(texts[:5], texts[5]))
    young = [0]

    def count(phase, info):
        young[0] += phase == "start" and info["generation"] == 0

    gc.callbacks.append(count)

    def chunk(n):
        # ~3 KB of corpus text that no check has seen: a tag of letters (digits would be facts)
        tag = "".join("abcdefghij"[int(d)] for d in str(n))
        return chr(10).join(texts[(8 * n + j) % len(texts)] for j in range(8)) + f" (ref {tag})"

    def run(first):
        young[0] = 0
        for i in range(first, first + n):
            checker.check(CheckRequest.build([chunk(6 * i + k) for k in range(5)], texts[i]))
        return young[0]

    before = run(0)
    settle_collector()
    after = run(n)
    print(json.dumps({"before": before, "after": after, "frozen": gc.get_freeze_count()}))
    """
)


# checks per phase: the native engine allocates few Python objects per check, so it takes more checks
# for the default collector's young collections to be counted reliably (100 gave 7 to 9)
@pytest.mark.parametrize(("backend", "checks"), [("native", 300), ("reference", 100)])
def test_checks_rarely_collect_after_settling(backend: str, checks: int) -> None:
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, backend, str(checks)], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    counts = json.loads(done.stdout)
    # checks of 5 new chunks of ~3 KB: by default a young collection every ten checks or so (native)
    assert counts["before"] >= 8, counts
    assert counts["after"] <= counts["before"] // 5, counts
    assert counts["frozen"] > 0
