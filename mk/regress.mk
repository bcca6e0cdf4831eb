# Regression gate and compliance scan (owner: REGRESS). See zero_layer/regress/ and zero_layer/checks/compliance.py.
#   make bench-regress   time validating + scoring the shipped corpus; writes .bench/regress.json
#   make test-regress    the gate's and the scan's unit tests only

.PHONY: bench-regress test-regress

bench-regress: venv
	$(PY) benchmarks/bench_regress.py

test-regress: venv
	$(VENV)/bin/pytest tests/unit/zero_layer/regress tests/unit/zero_layer/checks/test_compliance.py -m "not gpu" $(PYTEST_ARGS)

BENCH_TARGETS += bench-regress

# Quality on the hold-out set (tests/fixtures/holdout, written apart from the rules; see its README):
#   make bench-holdout   precision/recall/F1/FPR with the shipped bundle -> .bench/holdout.json
# The gate's verdict against the absolute floors is part of the report; a "fail" (exit 1) is a result
# here, not an error, so only bad input (exit 2) stops the target.
.PHONY: bench-holdout

bench-holdout: venv
	@mkdir -p .bench
	@$(VENV)/bin/zero-layer regress --corpus tests/fixtures/holdout/cases.jsonl --no-baseline --format json \
	  > .bench/holdout.json || [ $$? -eq 1 ]
	@$(PY) -c 'import json; o = json.load(open(".bench/holdout.json"))["scores"]["new"]["overall"]; \
	  print("hold-out:", ", ".join(f"{k} {o[k]:.3f}" for k in ("precision", "recall", "f1", "fpr")))'

BENCH_TARGETS += bench-holdout
