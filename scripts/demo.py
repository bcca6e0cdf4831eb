"""`make demo`: zero-layer end to end on the local control plane, told as a story.

1. the control plane with its mixed (fake, KWOK) GPU pool;
2. the Helm chart installs CRDs, RBAC and monitoring objects; the operator runs as a local process with
   the chart's ServiceAccount token (no container image can be built or pulled here);
3. the GitOps example (bundle in Git -> hashed ConfigMap -> RuleBundle -> ZeroLayerDeployment) is
   applied: pods land only on GPUs with compute capability >= 8.0 and become Ready;
4. a passing bundle commit: the gate passes and the Deployment rolls to the new digest;
5. a regressing bundle commit: the gate blocks it with numbers, the old bundle keeps serving;
6. `zero-layer check` on a RAG example finds the conflicts;
7. a summary table (and `--summary-json` for the e2e tests).

`--runtime` runs `make demo-runtime` instead (scripts/demo_runtime.py). Exit codes: 0 the story ran
as told, 1 a step's outcome was not what the story says, 2 a prerequisite is missing.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import demo_kube as dk
from demo_prereqs import Prerequisite, check_prerequisites
from rich.console import Console
from rich.panel import Panel
from rich.table import Table

ROOT = Path(__file__).resolve().parents[1]
RAG_EXAMPLE = ROOT / "docs" / "examples" / "rag-conflict.json"
ZLD = "finance-assistant"

# Two "commits" to the bundle file: a new term (should pass), and heatmap weights that silence
# percentages and money (should regress detection). Each is (description, old text, new text).
PASSING_CHANGE = (
    "add the trigger term 付款期限 (payment deadline) to the duration category; version 1.1.0",
    [
        ("  version: 1.0.0", "  version: 1.1.0"),
        (
            "    - {term: 付款, category: duration, weight: 0.85}\n",
            "    - {term: 付款, category: duration, weight: 0.85}\n"
            "    - {term: 付款期限, category: duration, weight: 0.9}\n",
        ),
    ],
)
REGRESSING_CHANGE = (
    "'tune' the heatmap: every number x percent pair (number, cn_numeral, rate) down to 0.3; version 1.2.0",
    [
        ("  version: 1.1.0", "  version: 1.2.0"),
        ("{left: number, right: percent, weight: 0.95}", "{left: number, right: percent, weight: 0.3}"),
        (
            "{left: cn_numeral, right: percent, weight: 0.92}",
            "{left: cn_numeral, right: percent, weight: 0.3}",
        ),
        ("{left: rate, right: percent, weight: 0.95}", "{left: rate, right: percent, weight: 0.3}"),
    ],
)


@dataclass(frozen=True)
class StepResult:
    step: str
    ok: bool
    outcome: str
    evidence: str


class StoryError(RuntimeError):
    """A step's outcome contradicts the story (exit 1)."""


def commit(app: Path, change: tuple[str, list[tuple[str, str]]]) -> str:
    """Edit the bundle file of the app checkout the way a Git commit would."""
    bundle = app / "bundles" / "finance.yaml"
    text = bundle.read_text(encoding="utf-8")
    for old, new in change[1]:
        if old not in text:
            raise StoryError(f"{bundle}: cannot apply the change, {old.strip()!r} not found")
        text = text.replace(old, new)
    bundle.write_text(text, encoding="utf-8")
    return change[0]


def bundle_digest(app: Path) -> str:
    from zero_layer.rules import parse_bundle_text

    path = app / "bundles" / "finance.yaml"
    return str(parse_bundle_text(path.read_text(encoding="utf-8"), source=str(path)).digest)


def argo_health(obj: dict[str, Any]) -> tuple[str, str]:
    """What Argo CD would show for the live object, using our shipped Lua health check."""
    import lupa.lua54 as lupa_lua

    lua = lupa_lua.LuaRuntime()
    lua.globals().obj = lua.table_from(obj, recursive=True)
    script = (ROOT / "deploy" / "argocd" / "health-zerolayerdeployment.lua").read_text(encoding="utf-8")
    result = lua.execute(script)
    return str(result["status"]), str(result["message"])


class Story:
    """The demo's steps, sharing the console, the cluster client and the results."""

    def __init__(self, args: argparse.Namespace, console: Console) -> None:
        self.args = args
        self.console = console
        self.results: list[StepResult] = []
        self.kube: Any = None
        self.operator: Any = None
        self.workdir = Path(tempfile.mkdtemp(prefix="zl-demo-"))

    def heading(self, n: int, title: str) -> None:
        self.console.rule(f"[bold cyan]{n}. {title}")

    def record(self, step: str, ok: bool, outcome: str, evidence: str) -> None:
        self.results.append(StepResult(step, ok, outcome, evidence))
        mark = "[green]✔" if ok else "[red]✘"
        self.console.print(f"{mark} {outcome}")
        if not ok:
            raise StoryError(f"{step}: {outcome} ({evidence})")

    def cluster(self) -> None:
        from zl_testkit.kube import KubeCluster

        self.heading(1, "Local control plane with a mixed GPU pool")
        self.kube = KubeCluster.from_kubeconfig(self.args.kubeconfig)
        table = Table("node", "GPU", "compute capability", "GPUs", "status")
        rows = dk.gpu_nodes(self.kube)
        for row in rows:
            table.add_row(row["name"], row["product"], row["cc"], row["gpus"], row["ready"])
        self.console.print(table)
        gpus = [r for r in rows if r["cc"] != "-"]
        ok = len(gpus) >= 4 and all(r["ready"] == "Ready" for r in rows)
        self.record(
            "cluster", ok, f"{len(rows)} nodes Ready, {len(gpus)} with GPUs", self.args.kubeconfig.name
        )

    def install(self) -> None:
        from zl_testkit.ship import install_chart, service_account_kubeconfig, start_local_operator

        self.heading(2, "Install the chart; run the operator with the chart's ServiceAccount")
        self.console.print(
            Panel(
                "No container image can be built or pulled on this machine, so the chart is installed "
                "with [bold]replicaCount=0[/]: it brings the CRDs, the least-privilege RBAC, the metrics "
                "Service and the Grafana dashboard, and the operator runs as a [bold]local process[/] "
                "authenticated with a token of the chart's ServiceAccount (TokenRequest API) — the same "
                "permissions a pod would have.",
                title="why a local operator",
            )
        )
        ns, release = self.args.operator_namespace, self.args.release
        out = install_chart(self.kube, ns, release=release, set_values=("replicaCount=0",))
        status = next((line for line in out.stdout.splitlines() if line.startswith("STATUS:")), "STATUS: ?")
        sa = f"{release}-zero-layer-operator"
        kubeconfig = service_account_kubeconfig(
            self.kube, ns, sa, ROOT / ".cluster" / "demo-operator.kubeconfig"
        )
        dk.reset_namespace(self.kube, self.args.namespace)
        self.operator = start_local_operator(
            kubeconfig,
            ROOT / ".cluster" / "demo-operator.log",
            namespaces=[self.args.namespace],
            settings={"resync_seconds": "5", "watch_server_timeout": "30", "backoff_seconds": "1"},
        )
        self.record(
            "install",
            "deployed" in status,
            f"helm release {release} {status.split(':', 1)[1].strip()}; operator pid "
            f"{self.operator.process.pid} live as system:serviceaccount:{ns}:{sa}",
            "log: .cluster/demo-operator.log",
        )

    def place(self) -> None:
        self.heading(3, "Apply the GitOps example: placement on compute capability >= 8.0")
        app = dk.prepare_app(self.workdir / "app")
        applied = dk.apply_app(self.kube, app, self.args.namespace, replicas=2)
        self.console.print("applied: " + ", ".join(applied))
        obj = dk.wait_ready(self.kube, self.args.namespace, ZLD, timeout=self.args.timeout)
        pods = dk.placement(self.kube, self.args.namespace, ZLD)
        table = Table("pod", "node", "GPU", "compute capability", "Ready")
        for p in pods:
            table.add_row(p.pod, p.node, p.product, p.compute_capability, "yes" if p.ready else "no")
        self.console.print(table)
        gpu = dk.condition(obj, "GPUCapacity")
        self.console.print(f"GPUCapacity: {gpu.get('status')} — {gpu.get('message', '')}")
        ok = bool(pods) and all(float(p.compute_capability) >= 8.0 and p.ready for p in pods)
        nodes = ", ".join(sorted({p.node for p in pods}))
        self.record("placement", ok, f"{len(pods)} pods Ready, all on compute capability >= 8.0", nodes)
        active = (obj["status"].get("activeBundle") or {}).get("digest", "")
        self.record(
            "readiness",
            active == bundle_digest(app),
            f"serving bundle {active[:19]}",
            obj["status"].get("ready", ""),
        )
        self.app = app

    def update(self, change: tuple[str, list[tuple[str, str]]], expect_pass: bool) -> dict[str, Any]:
        before = dk.bundle_digest_in_template(self.kube, self.args.namespace, ZLD)
        self.console.print(f"commit: {commit(self.app, change)}")
        candidate = bundle_digest(self.app)
        dk.apply_app(self.kube, self.app, self.args.namespace, replicas=2)
        started = time.monotonic()
        outcome = dk.wait_gate(self.kube, self.args.namespace, ZLD, candidate, timeout=self.args.timeout)
        took = time.monotonic() - started
        table = Table("", "value")
        table.add_row("gate verdict", outcome.verdict)
        table.add_row("gate numbers", outcome.summary or outcome.message)
        table.add_row("pod-template digest before", before[:19])
        table.add_row("pod-template digest after", outcome.template_digest[:19])
        table.add_row("candidate digest", candidate[:19])
        table.add_row("decided in", f"{took:.1f} s")
        self.console.print(table)
        return {"before": before, "candidate": candidate, "outcome": outcome}

    def passing(self) -> None:
        self.heading(4, "A passing bundle change: gate passes, the Deployment rolls")
        r = self.update(PASSING_CHANGE, expect_pass=True)
        o = r["outcome"]
        # a skipped gate is not the story: the change must have been scored against the serving bundle
        ok = o.verdict == "pass" and not o.blocked and o.template_digest == r["candidate"] != r["before"]
        self.record("passing change", ok, f"gate {o.verdict}: rolled to {o.template_digest[:19]}", o.summary)
        self.passed_digest = o.template_digest

    def regressing(self) -> None:
        self.heading(5, "A regressing bundle change: blocked with numbers, the old bundle keeps serving")
        r = self.update(REGRESSING_CHANGE, expect_pass=False)
        o = r["outcome"]
        obj = self.kube.custom.get_namespaced_custom_object(
            dk.GROUP, dk.VERSION, self.args.namespace, "zerolayerdeployments", ZLD
        )
        health, message = argo_health(obj)
        self.console.print(f"Argo CD health (deploy/argocd Lua check): [bold]{health}[/] — {message}")
        ok = o.blocked and o.template_digest == self.passed_digest and o.active_digest == self.passed_digest
        if o.blocked:
            serving = o.template_digest[:19]
            outcome = f"gate {o.verdict}: rollout blocked, still serving {serving}; Argo CD: {health}"
        else:
            outcome = (
                f"gate {o.verdict}: the regressing change was NOT blocked, it rolled to "
                f"{o.template_digest[:19]} (the checks' verdicts did not change with the heatmap)"
            )
        self.record("regressing change", ok, outcome, o.message if o.blocked else o.summary)

    def check(self) -> None:
        self.heading(6, "zero-layer check on a RAG example")
        exe = Path(sys.executable).parent / "zero-layer"
        self.console.print(json.loads(RAG_EXAMPLE.read_text(encoding="utf-8")))
        subprocess.run([str(exe), "check", str(RAG_EXAMPLE)], check=False)
        proc = subprocess.run(
            [str(exe), "check", "--format", "json", str(RAG_EXAMPLE)],
            capture_output=True,
            text=True,
            check=False,
        )
        if proc.returncode != 0:
            raise StoryError(f"zero-layer check failed ({proc.returncode}): {proc.stderr.strip()}")
        result = json.loads(proc.stdout)
        pairs = "; ".join(" vs ".join(s["text"] for s in c["spans"]) for c in result["conflicts"])
        self.record(
            "rag check",
            result["status"] == "CONFLICT_DETECTED",
            f"{result['status']} (score {result['conflict_score']}, policy {result['zero_state']['policy']})",
            pairs,
        )

    def summary(self) -> None:
        self.console.rule("[bold]Summary")
        table = Table("step", "", "outcome", "evidence")
        for r in self.results:
            table.add_row(r.step, "[green]✔" if r.ok else "[red]✘", r.outcome, r.evidence[:120])
        self.console.print(table)

    def close(self) -> None:
        # Stop the operator first: while it runs it re-adds the finalizers reset_namespace drops.
        ran_operator = self.operator is not None
        if self.operator is not None:
            self.operator.stop()
        if ran_operator and not self.args.keep and self.kube is not None:
            dk.reset_namespace(self.kube, self.args.namespace, timeout=self.args.timeout)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--runtime", action="store_true", help="run the runtime demo (gateway over vLLM on CPU)")
    p.add_argument("--kubeconfig", type=Path, default=ROOT / ".cluster" / "kubeconfig")
    p.add_argument("--namespace", default="zl-demo", help="namespace of the demo resources")
    p.add_argument("--operator-namespace", default="zero-layer-system")
    p.add_argument("--release", default="zero-layer")
    p.add_argument("--timeout", type=float, default=240.0, help="seconds to wait for each outcome")
    p.add_argument(
        "--keep", action="store_true", help="leave the demo namespace (its finalizers need the operator)"
    )
    p.add_argument("--summary-json", type=Path, help="also write the summary as JSON here")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    console = Console()
    if args.runtime:
        import demo_runtime

        return demo_runtime.main(console, args.summary_json)
    try:
        check_prerequisites(args.kubeconfig)
    except Prerequisite as exc:
        console.print(Panel(f"[bold red]{exc.what}[/]\n\nFix: {exc.fix}", title="missing prerequisite"))
        return 2
    story = Story(args, console)
    code = 0
    try:
        for step in (story.cluster, story.install, story.place, story.passing, story.regressing, story.check):
            step()
    except (StoryError, AssertionError, RuntimeError) as exc:
        console.print(Panel(str(exc), title="[red]the demo stopped", border_style="red"))
        if story.operator is not None:
            console.print(f"operator log tail:\n{story.operator.log_tail(20)}")
        code = 1
    finally:
        story.summary()
        if args.summary_json:
            args.summary_json.write_text(json.dumps([asdict(r) for r in story.results], indent=2))
        story.close()
    return code


if __name__ == "__main__":
    sys.exit(main())
