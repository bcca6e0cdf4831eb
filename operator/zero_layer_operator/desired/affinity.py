"""GPU placement from ``minComputeCapability`` on GPU Feature Discovery labels.

Node labels are integer strings (``nvidia.com/gpu.compute.major`` = "8", ``.minor`` = "9"), and the
scheduler's ``Gt`` compares integers, so "≥ M.m" is: ``major > M`` OR (``major == M`` AND ``minor > m-1``);
for m = 0 the second term is implied by ``major > M-1``. The same terms are evaluated here in pure Python
to count eligible nodes for the GPUCapacity condition.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

__all__ = ["MAJOR", "MINOR", "compute_capability_terms", "node_affinity", "node_matches", "parse_capability"]

MAJOR = "nvidia.com/gpu.compute.major"
MINOR = "nvidia.com/gpu.compute.minor"


def parse_capability(value: str) -> tuple[int, int]:
    """``"8.9"`` → ``(8, 9)``; raises ValueError naming the bad value."""
    major, sep, minor = value.partition(".")
    if not sep or not major.isdigit() or not minor.isdigit():
        raise ValueError(f'compute capability must look like "X.Y", got {value!r}')
    return int(major), int(minor)


def _expr(key: str, op: str, *values: int) -> dict[str, Any]:
    return {"key": key, "operator": op, "values": [str(v) for v in values]}


def compute_capability_terms(min_capability: str) -> list[dict[str, Any]]:
    """nodeSelectorTerms (OR-ed) selecting GPUs with compute capability ≥ ``min_capability``."""
    major, minor = parse_capability(min_capability)
    if minor == 0:
        return [{"matchExpressions": [_expr(MAJOR, "Gt", major - 1)]}]
    return [
        {"matchExpressions": [_expr(MAJOR, "Gt", major)]},
        {"matchExpressions": [_expr(MAJOR, "In", major), _expr(MINOR, "Gt", minor - 1)]},
    ]


def node_affinity(min_capability: str) -> dict[str, Any]:
    """Pod ``affinity`` with the required node affinity for ``min_capability``."""
    return {
        "nodeAffinity": {
            "requiredDuringSchedulingIgnoredDuringExecution": {
                "nodeSelectorTerms": compute_capability_terms(min_capability)
            }
        }
    }


def _int(value: str) -> int | None:
    try:
        return int(value)
    except ValueError:
        return None


def _match(labels: Mapping[str, str], expr: Mapping[str, Any]) -> bool:
    key, op, values = expr["key"], expr["operator"], list(expr.get("values") or [])
    present = key in labels
    if op == "Exists":
        return present
    if op == "DoesNotExist":
        return not present
    if op == "In":
        return present and labels[key] in values
    if op == "NotIn":
        return not present or labels[key] not in values
    if op in ("Gt", "Lt"):
        have = _int(labels[key]) if present else None
        want = _int(values[0]) if values else None
        if have is None or want is None:
            return False
        return have > want if op == "Gt" else have < want
    raise ValueError(f"unsupported node selector operator {op!r}")


def node_matches(labels: Mapping[str, str], terms: Sequence[Mapping[str, Any]]) -> bool:
    """Scheduler semantics: terms are OR-ed, expressions inside a term AND-ed."""
    return any(all(_match(labels, e) for e in term.get("matchExpressions", [])) for term in terms)
