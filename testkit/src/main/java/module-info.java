/**
 * The conformance kit: one property suite that every game on the tabletop core contract runs, and
 * the same checks as plain methods, and the checks of the games' pictures (SVG). Depend on it in
 * test scope.
 */
module dev.tabletop.testkit {
  requires transitive dev.tabletop.core;
  requires transitive net.jqwik.api;
  requires java.xml;
  // Allocation reads the per-thread byte counter of com.sun.management.ThreadMXBean.
  requires jdk.management;

  exports dev.tabletop.testkit;
  // jqwik finds and calls the kit's package-private properties by reflection.
  opens dev.tabletop.testkit;
}
