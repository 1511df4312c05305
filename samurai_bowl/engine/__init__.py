"""The rules engine: pure Python, no UI; every caller drives it through one public API."""
