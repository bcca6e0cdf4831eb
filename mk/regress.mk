# Regression gate and compliance scan (owner: REGRESS). See zero_layer/regress/ and zero_layer/checks/compliance.py.
#   make bench-regress   time validating + scoring the shipped corpus; writes .bench/regress.json
#   make test-regress    the gate's and the scan's unit tests only

.PHONY: bench-regress test-regress

bench-regress: venv
	$(PY) benchmarks/bench_regress.py

test-regress: venv
	$(VENV)/bin/pytest tests/unit/zero_layer/regress tests/unit/zero_layer/checks/test_compliance.py -m "not gpu" $(PYTEST_ARGS)

BENCH_TARGETS += bench-regress

# Quality on the hold-out sets (tests/fixtures/holdout*, written apart from the rules; see their READMEs):
#   make bench-holdout   precision/recall/F1/FPR per set and half with the shipped bundle -> .bench/holdout.json
.PHONY: bench-holdout

bench-holdout: venv
	$(PY) benchmarks/holdout_bench.py

BENCH_TARGETS += bench-holdout
