"""Shared pytest configuration. Level-specific fixtures live in tests/<level>/conftest.py."""
