package dev.tabletop.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fail-over line of {@link ClusterLoad}: a table that had ended before its owner was killed has
 * no next ply to wait for, and was counted as a table that "did not move within 15 s" (17 of 30
 * in the run of 2026-12-07 at 07:43 UTC, read as a fault of the take-over); it is counted apart
 * now, and a table unfinished at the kill that never moved is still counted, by name.
 */
class ClusterLoadTallyTest {
  @Test
  void aTableThatEndedBeforeTheKillIsNotCountedAsStalled() {
    String line = ClusterLoad.tally(List.of(
        new ClusterLoad.FailedOver("moved", false, 40, 2_400_000_000L, 90, false),
        new ClusterLoad.FailedOver("ended", true, 212, -1, 212, true)), 15_000);
    assertThat(line).contains("2 tables of the killed server, 1 unfinished at the kill"
        + " (1 had ended before)").contains("1 moved again on another after p50 2400 ms")
        .contains("0 not within 15 s;").doesNotContain("ended (plies");
  }

  @Test
  void aTableUnfinishedAtTheKillThatNeverMovedIsCountedByName() {
    String line = ClusterLoad.tally(List.of(
        new ClusterLoad.FailedOver("stuck", false, 40, -1, 40, false),
        new ClusterLoad.FailedOver("moved", false, 12, 2_500_000_000L, 30, true)), 15_000);
    assertThat(line).contains("2 unfinished at the kill (0 had ended before)")
        .contains("1 moved again").contains("1 not within 15 s [stuck (plies 40 at the kill, 40"
            + " after)]").contains("18 plies stored since the kill, 1 of them ended since");
  }
}
