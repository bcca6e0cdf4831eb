"""``/health``, ``/ready``, ``/metrics`` and the start-up sequence that makes the pod Ready."""
