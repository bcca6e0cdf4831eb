"""``/v1/zero-layer/check``: the ``zero-layer check`` contract over HTTP."""
