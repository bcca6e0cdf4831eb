"""Heatmap builder: learn a bundle's sensitivity weights from a team's own documents, and size it.

Documents (txt, md, PDF) -> candidate pairs from the compiled scanner -> couplings measured by
perturbing spans in the packaged MiniLM (offline) -> weights blended with the base bundle -> a new,
validated bundle with provenance. ``workload`` reads a request log to recommend per-domain sensitivity
thresholds and a ``cacheSize``. torch is imported only when a probe is built.
"""

from __future__ import annotations

from zero_layer.heatmap.build import (
    BuildParams,
    BuildResult,
    HeatmapError,
    build_heatmap,
    write_bundle_atomically,
)
from zero_layer.heatmap.labels import LabelError, LabelReport, evaluate_labels, read_labels
from zero_layer.heatmap.probe import ProbeError, SensitivityProbe
from zero_layer.heatmap.workload import (
    HEALTHY_BAND,
    DomainRecommendation,
    HotRules,
    WorkloadError,
    analyze_workload,
    hot_rules,
    read_requests,
)

__all__ = [
    "HEALTHY_BAND",
    "BuildParams",
    "BuildResult",
    "DomainRecommendation",
    "HeatmapError",
    "HotRules",
    "LabelError",
    "LabelReport",
    "ProbeError",
    "SensitivityProbe",
    "WorkloadError",
    "analyze_workload",
    "build_heatmap",
    "evaluate_labels",
    "hot_rules",
    "read_labels",
    "read_requests",
    "write_bundle_atomically",
]
