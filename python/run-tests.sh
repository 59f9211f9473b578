#!/usr/bin/env bash
# Runs the Python package's tests (Maven runs this in the python module's integration-test phase,
# after copying the jars to target/lib). Makes the virtual environment in .venv when it is missing
# or its pinned packages changed: Debian's Python (/usr/bin/python3) with --system-site-packages,
# so that Debian's python3-jpype is seen, and the versions pinned in pyproject.toml from the
# configured package index. Fails, saying what to install, when JPype is missing.
set -euo pipefail
cd "$(dirname "$0")"

PY=/usr/bin/python3
if [ ! -x "$PY" ]; then
  echo "python/run-tests.sh: Debian's Python ($PY) is missing: apt-get install -y python3 python3-venv python3-jpype" >&2
  exit 1
fi
if ! "$PY" -c "import jpype" 2>/dev/null; then
  echo "python/run-tests.sh: JPype is missing: install Debian's python3-jpype (apt-get install -y python3-jpype python3-venv); the Python tests do not run without it" >&2
  exit 1
fi
if ! "$PY" -c "import venv, ensurepip" 2>/dev/null; then
  echo "python/run-tests.sh: the venv module is missing: apt-get install -y python3-venv" >&2
  exit 1
fi
if ! ls target/lib/*.jar >/dev/null 2>&1; then
  echo "python/run-tests.sh: no jars in python/target/lib: build them first with ./mvnw -B -pl python -am package -DskipTests" >&2
  exit 1
fi

# The pinned requirements, read from pyproject.toml (tomllib is in Python 3.11's library).
REQS=$("$PY" -c 'import tomllib
p = tomllib.load(open("pyproject.toml", "rb"))["project"]
print(" ".join(p["dependencies"] + p["optional-dependencies"]["test"]))')
VENV=.venv
if [ ! -x "$VENV/bin/python" ] || [ "$(cat "$VENV/.requirements" 2>/dev/null)" != "$REQS" ]; then
  echo "python/run-tests.sh: making $VENV with $REQS"
  rm -rf "$VENV"
  "$PY" -m venv --system-site-packages "$VENV"
  # shellcheck disable=SC2086
  # One retry: where the default index is out of reach (a local mirror as the extra index), each
  # retry only waits.
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --retries 1 $REQS
  echo "$REQS" > "$VENV/.requirements"
fi

export PYTHONPATH="$PWD/src${PYTHONPATH:+:$PYTHONPATH}"
exec "$VENV/bin/python" -m pytest -p no:cacheprovider "$@"
