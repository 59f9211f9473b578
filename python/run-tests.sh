#!/usr/bin/env bash
# Builds the tabletop wheel and sdist, installs the wheel into a fresh virtual environment
# (without system site packages) and runs the Python tests against the installed package from
# another directory. Maven runs this in the python module's integration-test phase, after copying
# the jars to target/lib (its package phase runs it with --build-only, which stops after the wheel
# and sdist in target/dist; its integration-test phase with --no-build, which tests those).
#
# Python: $TABLETOP_PYTHON, else /usr/bin/python3, else python3 on the PATH (3.11 or newer, with
# venv and ensurepip). Every package comes from the configured package index with pip, pinned in
# pyproject.toml. One exception, for machines whose index lacks JPype1: Debian's python3-jpype
# (for Debian's /usr/bin/python3) is linked into the fresh environment, JPype alone, and the
# script says so.
set -euo pipefail
cd "$(dirname "$0")"
HERE=$PWD

PY=${TABLETOP_PYTHON:-}
if [ -z "$PY" ]; then
  if [ -x /usr/bin/python3 ]; then PY=/usr/bin/python3; else PY=$(command -v python3 || true); fi
fi
if [ -z "$PY" ] || ! "$PY" -c 'import sys; assert sys.version_info >= (3, 11)' 2>/dev/null; then
  echo "python/run-tests.sh: needs Python 3.11 or newer (set TABLETOP_PYTHON, or apt-get install -y python3 python3-venv)" >&2
  exit 1
fi
if ! "$PY" -c "import venv, ensurepip" 2>/dev/null; then
  echo "python/run-tests.sh: $PY lacks the venv module: apt-get install -y python3-venv" >&2
  exit 1
fi
if ! ls target/lib/*.jar >/dev/null 2>&1; then
  echo "python/run-tests.sh: no jars in python/target/lib: build them first with ./mvnw -B -pl python -am package -DskipTests" >&2
  exit 1
fi
PIP=(-m pip install --quiet --disable-pip-version-check --retries 1)
toml() { "$PY" -c "import tomllib, sys; p = tomllib.load(open('pyproject.toml', 'rb')); print(' '.join($1))"; }

MODE=all
case "${1:-}" in --build-only|--no-build) MODE=$1; shift ;; esac

# 1. The wheel and sdist, from a copy of the package with the jars inside it (the source tree
# stays as it is). The build environment is kept while its pins stay the same.
if [ "$MODE" != --no-build ]; then
  BUILD_REQS="build==1.6.1 $(toml 'p["build-system"]["requires"]')"
  BVENV=target/build-venv
  if [ ! -x "$BVENV/bin/python" ] || [ "$(cat "$BVENV/.requirements" 2>/dev/null)" != "$BUILD_REQS" ]; then
    rm -rf "$BVENV"
    "$PY" -m venv "$BVENV"
    # shellcheck disable=SC2086
    "$BVENV/bin/python" "${PIP[@]}" $BUILD_REQS >target/install.log 2>&1 \
      || { cat target/install.log >&2; exit 1; }
    echo "$BUILD_REQS" > "$BVENV/.requirements"
  fi
  rm -rf target/pkg target/dist
  mkdir -p target/pkg/src
  cp pyproject.toml README.md target/pkg/
  cp -r src/tabletop target/pkg/src/
  find target/pkg -name __pycache__ -prune -exec rm -rf {} +
  mkdir -p target/pkg/src/tabletop/jars
  cp target/lib/*.jar target/pkg/src/tabletop/jars/
  "$BVENV/bin/python" -m build --no-isolation --sdist --wheel --outdir target/dist target/pkg >target/build.log 2>&1 \
    || { cat target/build.log >&2; exit 1; }
  echo "python/run-tests.sh: built $(cd target/dist && ls | tr '\n' ' ')"
fi
[ "$MODE" != --build-only ] || exit 0
WHEEL=$(ls target/dist/tabletop-*.whl 2>/dev/null || true)
if [ -z "$WHEEL" ]; then
  echo "python/run-tests.sh: no wheel in python/target/dist: run it without --no-build" >&2
  exit 1
fi

# 2. A fresh environment, no system site packages, and the wheel installed into it with its
# pinned dependencies and the test extra.
VENV=target/venv
rm -rf "$VENV"
"$PY" -m venv "$VENV"
JPYPE=$(toml 'd for d in p["project"]["dependencies"] if d.lower().startswith("jpype1")')
if ! "$VENV/bin/python" -m pip download --quiet --disable-pip-version-check --retries 0 --no-deps \
     -d target/jpype-probe "$JPYPE" >/dev/null 2>&1; then
  DEB=/usr/lib/python3/dist-packages
  if [ "$("$VENV/bin/python" -c 'import sys; print(sys.base_prefix)')" = /usr ] && [ -d "$DEB/jpype" ]; then
    echo "python/run-tests.sh: the package index has no $JPYPE; linking Debian's python3-jpype (JPype alone) into the fresh environment"
    SITE=$("$VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
    for f in "$DEB"/jpype "$DEB"/_jpype.cpython-*.so "$DEB"/JPype1-*.egg-info; do ln -s "$f" "$SITE/"; done
  else
    echo "python/run-tests.sh: the package index has no $JPYPE and Debian's python3-jpype is not there: point pip at an index with JPype1, or apt-get install -y python3-jpype" >&2
    exit 1
  fi
fi
"$VENV/bin/python" "${PIP[@]}" "$WHEEL[test]" >target/install.log 2>&1 \
  || { cat target/install.log >&2; exit 1; }
# The render extra (CairoSVG) likewise: from the index where it has it; else Debian's
# python3-cairosvg with its pure-Python companions (cairocffi, cssselect2, xcffib) linked in, their
# other dependencies from the index. The picture tests then run; they skip only where neither is.
RENDER=$(toml 'p["project"]["optional-dependencies"]["render"][:1]')
if "$VENV/bin/python" "${PIP[@]}" "$RENDER" >>target/install.log 2>&1; then
  export TABLETOP_TESTS_RENDER=1
elif [ "$("$VENV/bin/python" -c 'import sys; print(sys.base_prefix)')" = /usr ] \
     && [ -d /usr/lib/python3/dist-packages/cairosvg ]; then
  echo "python/run-tests.sh: the package index has no $RENDER; linking Debian's python3-cairosvg (with cairocffi, cssselect2 and xcffib) into the fresh environment"
  DEB=/usr/lib/python3/dist-packages
  SITE=$("$VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
  for f in "$DEB"/cairosvg "$DEB"/cairocffi "$DEB"/cssselect2 "$DEB"/xcffib; do ln -s "$f" "$SITE/"; done
  "$VENV/bin/python" "${PIP[@]}" cffi==2.1.1 tinycss2==1.5.1 defusedxml==0.7.1 pillow==11.3.0 webencodings==0.6.1 six==1.17.0 >>target/install.log 2>&1 \
    || { cat target/install.log >&2; exit 1; }
  export TABLETOP_TESTS_RENDER=1
else
  echo "python/run-tests.sh: no $RENDER here (neither the index nor Debian's python3-cairosvg): the picture tests skip"
fi

# 3. The tests, run from another directory against the installed package. Arguments go to pytest;
# paths among them are taken from python/ (tests/test_vector.py), and without one it runs tests/.
ARGS=()
PATHS=0
for a in "$@"; do
  if [ -e "${a%%::*}" ]; then ARGS+=("$HERE/$a"); PATHS=1; else ARGS+=("$a"); fi
done
[ "$PATHS" = 1 ] || ARGS+=("$HERE/tests")
RUN=target/pytest-run
rm -rf "$RUN" && mkdir -p "$RUN"
cd "$RUN"
export TABLETOP_TESTS_INSTALLED="$HERE/$VENV"
# NumPy's BLAS on one thread (unless set): the tests' matrices are small, and with a thread per
# core on cores other builds keep busy the self-play test took 22 s instead of 1.5 s.
export OPENBLAS_NUM_THREADS=${OPENBLAS_NUM_THREADS:-1}
exec "$HERE/$VENV/bin/python" -m pytest -p no:cacheprovider -c "$HERE/pyproject.toml" \
  --rootdir "$HERE" "${ARGS[@]}"
