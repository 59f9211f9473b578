"""The package under test is the installed wheel (run-tests.sh installs it into a fresh virtual
environment and runs these tests from another directory), carrying its own jars; and a missing
or old Java is reported with what to install."""

import os
import sys
from pathlib import Path

import pytest

import tabletop
from tabletop import _java

INSTALLED = os.environ.get("TABLETOP_TESTS_INSTALLED")


@pytest.mark.skipif(not INSTALLED, reason="run from a source checkout, not by run-tests.sh")
def test_the_package_is_the_installed_wheel_with_its_jars():
    package = Path(tabletop.__file__).resolve().parent
    assert Path(sys.prefix).resolve() == Path(INSTALLED).resolve()
    assert Path(INSTALLED).resolve() in package.parents
    assert sys.base_prefix != sys.prefix, "a virtual environment"
    jars = sorted(p.name for p in (package / "jars").glob("*.jar"))
    assert any(j.startswith("tabletop-jungle-") for j in jars)
    assert any(j.startswith("vavr-") for j in jars)
    # The JVM runs with those jars, not a checkout's.
    assert all(str(package / "jars") in j or "jpype" in j for j in _java.classpath())


def test_no_java_says_what_to_install(monkeypatch, tmp_path):
    monkeypatch.delenv("JAVA_HOME", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(RuntimeError, match="install a Java 17 or newer runtime"):
        _java.java_home()


def test_an_old_java_is_refused_by_its_version(monkeypatch, tmp_path):
    home = tmp_path / "jdk8"
    (home / "jre/lib/amd64/server").mkdir(parents=True)
    (home / "jre/lib/amd64/server/libjvm.so").write_bytes(b"")
    (home / "release").write_text('JAVA_VERSION="1.8.0_392"\n')
    monkeypatch.setenv("JAVA_HOME", str(home))
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(RuntimeError, match="Java 8; tabletop needs Java 17"):
        _java.java_home()


def test_java_home_finds_this_machines_java():
    home, how = _java.java_home()
    assert _java._libjvm(home) is not None
    assert (_java._release_feature(home) or 17) >= 17
    assert "JAVA_HOME" in how or "PATH" in how
