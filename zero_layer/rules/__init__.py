"""Rule bundles: YAML source -> validated, immutable `Bundle` (see `bundle.schema.json`)."""

from __future__ import annotations

from zero_layer.rules.ast import (
    Bundle,
    Category,
    Domain,
    Heatmap,
    KeyNode,
    Metadata,
    PairWeight,
    ScanSettings,
    TermWeight,
)
from zero_layer.rules.errors import BundleError
from zero_layer.rules.parse import bundle_schema, default_bundle_path, load_bundle, parse_bundle_text

__all__ = [
    "Bundle",
    "BundleError",
    "Category",
    "Domain",
    "Heatmap",
    "KeyNode",
    "Metadata",
    "PairWeight",
    "ScanSettings",
    "TermWeight",
    "bundle_schema",
    "default_bundle_path",
    "load_bundle",
    "parse_bundle_text",
]
