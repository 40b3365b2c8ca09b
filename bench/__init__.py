"""Benchmarks of the production server: `python bench/run.py`."""
