#!/usr/bin/env bash
# The lock (README, "Dependencies"): exact releases with their hashes, made by pip-tools
# from pyproject.toml's ranges. Arguments go to pip-compile: --upgrade for the newest of
# everything, --upgrade-package NAME for one. Run it on Python 3.11, the CI's.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v pip-compile >/dev/null || pip install -q pip-tools
# This machine's own pip settings (extra indexes, local wheels) stay out of the lock.
export PIP_CONFIG_FILE=/dev/null PIP_FIND_LINKS= PIP_EXTRA_INDEX_URL=
export CUSTOM_COMPILE_COMMAND="bash requirements/lock.sh"  # what the lock's header says
lock=(pip-compile -q --generate-hashes --strip-extras --allow-unsafe --no-emit-index-url
      --no-emit-find-links --no-emit-trusted-host "$@")
"${lock[@]}" --extra postgres -o requirements/app.txt pyproject.toml
"${lock[@]}" --all-extras -o requirements/test.txt pyproject.toml
