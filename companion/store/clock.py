"""The app's clock: seconds since the epoch; the app's CLOCK config (a callable) stands in
for tests."""
import time

from flask import current_app, has_app_context


def now() -> float:
    clock = current_app.config["CLOCK"] if has_app_context() else None
    return float((clock or time.time)())
