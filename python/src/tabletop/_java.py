"""Starts the Java virtual machine in this process, with the tabletop jars on its class path.

The jars travel inside the package (``tabletop/jars``, put there by the Maven build before it
makes the wheel); a source checkout uses ``python/target/lib`` instead. The Java runtime, the one
thing a wheel cannot carry, is found through ``JAVA_HOME``, else ``java`` on the ``PATH``."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

try:
    import jpype
    import jpype.imports  # noqa: F401  (lets `from dev.tabletop... import ...` work)
except ImportError as e:  # pragma: no cover - the message is the point
    raise ImportError(
        "tabletop needs JPype: pip install 'JPype1>=1.4.1,<1.8' (installing the tabletop wheel "
        "with pip brings it)") from e

#: The jars inside the installed package.
PACKAGED = Path(__file__).resolve().parent / "jars"

#: Where Maven copies the jars in a source checkout: ``./mvnw -pl python -am package``.
CHECKOUT = Path(__file__).resolve().parents[2] / "target" / "lib"

#: The oldest Java the library runs on.
JAVA_FEATURE = 17

_INSTALL = ("install a Java 17 or newer runtime (a JDK or JRE: e.g. `apt-get install "
            "openjdk-17-jre-headless`, `brew install openjdk@17`, or Temurin from adoptium.net) "
            "and set JAVA_HOME to it or put its `java` on the PATH")


def classpath() -> list[str]:
    """The jars: ``TABLETOP_CLASSPATH`` (paths joined by ``os.pathsep``) if set, else those in
    the package, else those of a source checkout; then JPype's own jar where JPype keeps it
    apart (Debian's python3-jpype)."""
    given = os.environ.get("TABLETOP_CLASSPATH")
    if given:
        jars = [p for p in given.split(os.pathsep) if p]
    else:
        jars = sorted(str(p) for p in PACKAGED.glob("*.jar")) or sorted(
            str(p) for p in CHECKOUT.glob("*.jar"))
        if not jars:
            raise RuntimeError(
                f"no tabletop jars in {PACKAGED} (nor {CHECKOUT}): install the built wheel "
                "(python/target/dist/tabletop-*.whl), or in a source checkout build them with "
                "`./mvnw -B -pl python -am package -DskipTests`, or set TABLETOP_CLASSPATH")
    for jar in (Path(jpype.__file__).resolve().parent.parent / "org.jpype.jar",
                Path("/usr/share/java/org.jpype.jar")):
        if jar.exists():
            jars.append(str(jar))
            break
    return jars


def _release_feature(home: Path) -> int | None:
    """The Java feature version (17, 21, …) a Java home's ``release`` file names, if any."""
    try:
        text = (home / "release").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    m = re.search(r'JAVA_VERSION="(?:1\.)?(\d+)', text)
    return int(m.group(1)) if m else None


def _libjvm(home: Path) -> Path | None:
    for rel in ("lib/server/libjvm.so", "lib/server/libjvm.dylib", "bin/server/jvm.dll",
                "jre/lib/amd64/server/libjvm.so"):
        p = home / rel
        if p.exists():
            return p
    return None


def java_home() -> tuple[Path, str]:
    """The Java home to start, and how it was found. Raises RuntimeError saying what to install
    when there is none, or when it is older than Java 17."""
    homes = []
    env = os.environ.get("JAVA_HOME")
    if env:
        homes.append((Path(env), "JAVA_HOME"))
    java = shutil.which("java")
    if java:
        # .../bin/java, often through symlinks (/usr/bin/java -> /etc/alternatives/... -> home).
        homes.append((Path(os.path.realpath(java)).parent.parent, f"`java` on the PATH ({java})"))
    for home, how in homes:
        if _libjvm(home) is None:
            continue
        feature = _release_feature(home)
        if feature is not None and feature < JAVA_FEATURE:
            raise RuntimeError(f"the Java runtime from {how} ({home}) is Java {feature}; "
                               f"tabletop needs Java {JAVA_FEATURE} or newer: {_INSTALL}")
        return home, how
    if homes:
        where = "; ".join(f"{how}: {home}" for home, how in homes)
        raise RuntimeError(f"no Java virtual machine library (libjvm) under {where}: {_INSTALL}")
    raise RuntimeError(f"tabletop runs the Java library in this process and found no Java: "
                       f"{_INSTALL}")


#: Set in a child forked from a process whose JVM was running: that JVM's threads (its compiler,
#: its collector) stay behind in the parent, so a call into it here may wait for ever.
_forked_from_jvm = False


def _after_fork_in_child() -> None:
    global _forked_from_jvm
    if jpype.isJVMStarted():
        _forked_from_jvm = True


os.register_at_fork(after_in_child=_after_fork_in_child)

FORKED = ("tabletop cannot run in a process forked from one whose Java virtual machine is running: "
          "a JVM does not survive fork (its threads stay in the parent). Start workers with "
          "'spawn' or 'forkserver' (Gymnasium: vector_kwargs={'context': 'forkserver'}), or use "
          "tabletop.VectorEnv, which steps every game in one Java call")


def start() -> None:
    """Starts the JVM once per process (later calls do nothing). In a process forked from one
    whose JVM was running, raises RuntimeError at once rather than hang in the inherited JVM."""
    if _forked_from_jvm:
        raise RuntimeError(FORKED)
    if not jpype.isJVMStarted():
        home, _ = java_home()
        # -Xrs: the JVM leaves SIGTERM and SIGINT to Python. A worker forked after the JVM
        # started (Gymnasium's async vector environment with fork) inherits the JVM's handlers
        # but not its signal thread, so without it the worker ignores the SIGTERM that ends it
        # and the parent waits for it at exit forever.
        jpype.startJVM(str(_libjvm(home)), "-Xss4m", "-Xrs", classpath=classpath(),
                       convertStrings=False)


def direct(array):
    """A Java direct byte buffer over a NumPy array's memory (no copy: Java writes NumPy's
    memory). The array must stay alive as long as the buffer is used."""
    return jpype.nio.convertToDirectBuffer(array)
