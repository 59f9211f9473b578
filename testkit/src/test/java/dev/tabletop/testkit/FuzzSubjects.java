package dev.tabletop.testkit;

import dev.tabletop.core.Game;
import dev.tabletop.core.GameType;
import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.testgame.DicePoker;
import dev.tabletop.core.testgame.DicePoker.Defect;
import io.vavr.control.Either;
import java.util.List;

/**
 * The fuzzing kit pointed at the test game, correct or broken. These classes are not picked
 * up by the build's test run (their names match no test pattern); {@link FuzzKitCatchesDefectsTest}
 * runs them through the jqwik engine and checks which property fails.
 */
final class FuzzSubjects {
  private FuzzSubjects() {}

  /**
   * The test game, with a defect or none. It has no position notation, so every position text is
   * refused, as a game without one would refuse it.
   */
  abstract static class Subject extends GameFuzz<DicePoker.State> {
    private final Defect defect;

    Subject(Defect defect) {
      this.defect = defect;
    }

    @Override
    protected GameType<DicePoker.State, ?> type() {
      return DicePoker.type(defect);
    }

    @Override
    protected List<Game<DicePoker.State>> presets() {
      return List.of(new DicePoker.Rules(6, 2, defect), new DicePoker.Rules(2, 1, defect));
    }

    @Override
    protected Either<InvalidInput, DicePoker.State> position(Game<DicePoker.State> rules,
        String text) {
      return Either.left(InvalidInput.of("position", "the test game has no position notation"));
    }

    @Override
    protected int largestCode() {
      return 40;
    }

    @Override
    protected List<String> extraSeeds() {
      return List.of("roll 3", "dicepoker(faces=03)");
    }
  }

  static final class Correct extends Subject {
    Correct() {
      super(Defect.NONE);
    }
  }

  static final class CrashingReader extends Subject {
    CrashingReader() {
      super(Defect.CRASHING_READER);
    }
  }

  static final class CrashingApply extends Subject {
    CrashingApply() {
      super(Defect.CRASHING_APPLY);
    }
  }
}
