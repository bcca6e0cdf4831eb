# Operator (owner: OPERATOR): CRD generation and the operator benchmark.
#   make crds            regenerate crds/*.yaml from the typed models (operator/zero_layer_operator/api)
#   make crds-check      fail when crds/ is stale
#   make bench-operator  apply→Deployment p50/p99, 200 ZLDs reconciled, peak memory → .bench/operator.json
#   make run-operator    run the operator against the current kubeconfig

.PHONY: crds crds-check bench-operator run-operator

crds: venv
	$(PY) -m zero_layer_operator.api.crdgen

crds-check: venv
	$(PY) -m zero_layer_operator.api.crdgen --check

bench-operator: venv cluster-build
	PYTHONPATH=tests/support $(PY) benchmarks/operator_bench.py --out .bench/operator.json

run-operator: venv
	$(VENV)/bin/zero-layer-operator

BENCH_TARGETS += bench-operator
