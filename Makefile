# zero-layer developer entry points. Every target uses the virtual environment in .venv.
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
VENV := .venv
PY := $(VENV)/bin/python
UV := $(VENV)/bin/uv
ZL_CACHE ?= $(HOME)/.cache/zero-layer
export ZL_CACHE
PYTEST_ARGS ?=

# Each area adds its targets in mk/<area>.mk and may append to TEST_DEPS / BENCH_TARGETS.
TEST_DEPS :=
BENCH_TARGETS :=
-include mk/*.mk

.PHONY: venv lint typecheck test test-unit test-integration cluster-up cluster-down cluster-build bench demo clean

venv: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml constraints.txt
	@command -v python3 >/dev/null || { echo "error: python3 (>= 3.11) is required" >&2; exit 1; }
	@test -x $(PY) || python3 -m venv $(VENV)
	@test -x $(UV) || $(VENV)/bin/pip install -q 'uv==0.13.9'
	$(UV) pip install -q --python $(PY) editables
	$(UV) pip install -q --python $(PY) -c constraints.txt -e '.[dev,operator,heatmap]'
	@touch $@

lint: venv lint-native
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports

typecheck: venv
	$(VENV)/bin/mypy

test-unit: venv
	$(VENV)/bin/pytest tests/unit -m "not gpu" $(PYTEST_ARGS)

test: lint typecheck $(TEST_DEPS)
	$(VENV)/bin/pytest tests -m "not gpu" $(PYTEST_ARGS)

bench: venv $(BENCH_TARGETS)
	@ls .bench/*.json

clean:
	rm -rf $(VENV) .cluster .bench .mypy_cache .ruff_cache .pytest_cache
