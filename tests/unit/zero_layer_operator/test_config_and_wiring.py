"""Operator settings from the environment, and the kopf wiring the handlers package registers."""

from __future__ import annotations

import subprocess
import sys

import pytest

from zero_layer_operator.config import OperatorSettings, SettingsError, from_env

pytestmark = pytest.mark.unit


def test_defaults_without_environment() -> None:
    assert from_env({}) == OperatorSettings()


def test_values_are_typed() -> None:
    s = from_env(
        {
            "ZERO_LAYER_OPERATOR_RESYNC_SECONDS": "5",
            "ZERO_LAYER_OPERATOR_STANDALONE": "true",
            "ZERO_LAYER_OPERATOR_NAMESPACES": "a, b",
            "ZERO_LAYER_OPERATOR_METRICS_PORT": "0",
            "OTHER": "ignored",
        }
    )
    assert (s.resync_seconds, s.standalone, s.namespaces, s.metrics_port) == (5.0, True, ("a", "b"), 0)


@pytest.mark.parametrize(
    ("env", "fragment"),
    [
        ({"ZERO_LAYER_OPERATOR_METRICS_PORT": "http"}, "ZERO_LAYER_OPERATOR_METRICS_PORT='http'"),
        ({"ZERO_LAYER_OPERATOR_STANDALONE": "maybe"}, "true or false"),
        ({"ZERO_LAYER_OPERATOR_RESYNC_SECOND": "3"}, "unknown setting"),
        ({"ZERO_LAYER_OPERATOR_RESYNC_SECONDS": "0"}, "RESYNC_SECONDS must be positive"),
    ],
)
def test_bad_values_name_the_variable(env: dict[str, str], fragment: str) -> None:
    with pytest.raises(SettingsError, match=None) as err:
        from_env(env)
    assert fragment in str(err.value)


def test_console_script_fails_fast_on_bad_settings() -> None:
    exe = [sys.executable, "-m", "zero_layer_operator"]
    proc = subprocess.run(
        exe,
        env={"ZERO_LAYER_OPERATOR_GATE_TIMEOUT_SECONDS": "soon"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2
    assert "ZERO_LAYER_OPERATOR_GATE_TIMEOUT_SECONDS" in proc.stderr


def test_handlers_register_one_reconcile_per_kind_plus_watches() -> None:
    code = """
import kopf, zero_layer_operator.handlers as h
reg = kopf.get_default_registry()
names = sorted({h.id for r in (reg._changing, reg._watching, reg._spawning, reg._indexing, reg._activities)
                for hs in ([r.get_all_handlers()] if hasattr(r, 'get_all_handlers') else [])
                for h in hs})
print(names)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    for handler in (
        "zld_reconcile",
        "zld_resync",
        "zld_forget",
        "zld_references",
        "rulebundle_validate",
        "rulebundle_configmaps",
        "configmap_changed",
        "deployment_drift",
        "service_drift",
        "pdb_drift",
        "gpu_nodes",
        "gpu_pods",
        "operator_configure",
    ):
        assert handler in out.stdout, f"{handler} not registered: {out.stdout}"
