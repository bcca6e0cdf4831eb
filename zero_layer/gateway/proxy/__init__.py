"""OpenAI-compatible proxy to vLLM with ``zero_state`` and the RAG context pre-check."""
