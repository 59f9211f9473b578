"""Starts the Java virtual machine in this process, with the tabletop jars on its class path."""

from __future__ import annotations

import os
from pathlib import Path

try:
    import jpype
    import jpype.imports  # noqa: F401  (lets `from dev.tabletop... import ...` work)
except ImportError as e:  # pragma: no cover - the message is the point
    raise ImportError(
        "tabletop needs JPype: install Debian's python3-jpype (apt-get install -y python3-jpype "
        "python3-venv) and make the virtual environment with --system-site-packages"
    ) from e

#: Where Maven copies the project's jars: ``./mvnw -pl python -am package -DskipTests``.
LIB = Path(__file__).resolve().parents[2] / "target" / "lib"

#: Where Debian's python3-jpype puts JPype's own jar, which the JVM needs on its class path.
JPYPE_JARS = (Path("/usr/share/java/org.jpype.jar"),
              Path(jpype.__file__).resolve().parent.parent / "org.jpype.jar")


def classpath() -> list[str]:
    """The jars: ``TABLETOP_CLASSPATH`` (paths joined by ``os.pathsep``) if set, else every jar
    in ``python/target/lib``; then JPype's own jar."""
    given = os.environ.get("TABLETOP_CLASSPATH")
    if given:
        jars = [p for p in given.split(os.pathsep) if p]
    else:
        jars = sorted(str(p) for p in LIB.glob("*.jar"))
        if not jars:
            raise RuntimeError(
                f"no tabletop jars in {LIB}: build them with "
                "`./mvnw -B -pl python -am package -DskipTests` from the repository's root, "
                "or set TABLETOP_CLASSPATH")
    for jar in JPYPE_JARS:
        if jar.exists():
            jars.append(str(jar))
            break
    return jars


def start() -> None:
    """Starts the JVM once per process (later calls do nothing)."""
    if not jpype.isJVMStarted():
        jpype.startJVM(jpype.getDefaultJVMPath(), "-Xss4m", classpath=classpath(),
                       convertStrings=False)


def direct(array):
    """A Java direct byte buffer over a NumPy array's memory (no copy: Java writes NumPy's
    memory). The array must stay alive as long as the buffer is used."""
    return jpype.nio.convertToDirectBuffer(array)
