package dev.tabletop.domino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabletop.core.InvalidInput;
import dev.tabletop.core.MoveBuffer;
import io.vavr.control.Either;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The rules file's "Positions given as text" and "Hidden information" together: a position read
 * from text claims that it arose under the rules, so the determinizer samples only worlds that
 * agree with the root's own claims (who passed at which ends, that the mover drew, a blocked round,
 * what the lead rule proves when no draw was possible), and each consistent chance history with
 * the same probability. Checked against hand counts (the two reproductions) and against
 * the brute force of {@link Histories}, which knows nothing of proofs or slots: it tries every
 * hidden root hand through the validating parser and every hidden draw through the engine.
 */
class SamplerRootClaimsTest {

  /** Scenarios per rule set in the brute-force comparison: more with -Pdeep. */
  private static final int SCENARIOS = Boolean.getBoolean("tabletop.deep") ? 6 : 1;

  private static final String PASSES_DREW_ROOT = "0:0 3:3 5:0 5:3 6:4 / 2:0 3:0 5:5"
      + " | 3:2 4:0 4:3 4:4 | 6:3 3:1 1:1 1:0 0:6 6:5 5:2 2:2 2:1 1:4 4:5 5:1 1:6 6:6 6:2 2:4"
      + " | play turn=0 passes=2 last=1 drew=true forced=6:4 lead=first";

  private static final String FOUR_PLAYER_PASS_ROOT = "4:4 / 4:2 / 3:3 / 2:2 6:2 | - | 4:1 1:0"
      + " 0:5 5:4 4:3 3:0 0:4 4:6 6:6 6:1 1:5 5:5 5:2 2:1 1:1 1:3 3:2 2:0 0:0 0:6 6:5 5:3 3:6"
      + " | play turn=3 passes=1 last=1 drew=false forced=- lead=first";

  /** Every sample re-reads through the validating parser, its root and its present alike. */
  static void assertReadsBack(DominoState sample) {
    DominoRules rules = sample.rules();
    DominoState root = sample.chain()[0];
    Either<InvalidInput, DominoState> r = rules.position(root.toString());
    assertThat(r.isRight()).as("the sampled root %s reads back: %s", root, r).isTrue();
    Either<InvalidInput, DominoState> now = rules.position(sample.toString());
    assertThat(now.isRight()).as("the sample %s reads back: %s", sample, now).isTrue();
  }

  @Test
  void positionsGivenAsTextTheSamplerKeepsPassesAndTheDrawOfTheRoot() {
    // The first reproduction. passes=2 at ends 6/4 says seat 1's three root tiles have no
    // 6 and no 4: they are three of 2:0 3:0 3:2 5:5 (4 ways), the fourth is in the boneyard with
    // 4:3 4:4 (and 4:0, which seat 0 draws later). Seat 1 then draws two of those three (3 * 2
    // orders, each as likely) and one stays. Out of 4 * 6 = 24 equally likely histories, 4:3
    // stays in 4 * 2 = 8, 4:4 in 8, and each of 2:0 3:0 3:2 5:5 in 1 * 2 = 2.
    DominoRules rules = DominoRules.TWO_PLAYERS;
    DominoState s = rules.position(PASSES_DREW_ROOT).get();
    for (String m : new String[] {"4:6 right", "draw", "3:2", "pass", "draw", "4:0", "pass",
        "draw", "4:3"}) {
      s = Positions.play(s, m);
    }
    DominoView view = Domino.view(s, 0);
    assertThat(view.boneyardSize()).isEqualTo(1);
    Map<String, Long> expected = new LinkedHashMap<>();
    for (String t : new String[] {"4:3", "4:4"}) {
      expected.put(t, 8L);
    }
    for (String t : new String[] {"2:0", "3:0", "3:2", "5:5"}) {
      expected.put(t, 2L);
    }
    // The brute force agrees with the count by hand.
    Set<String> histories = Histories.consistent(s, 0);
    assertThat(histories).hasSize(24);
    Map<String, Long> brute = new LinkedHashMap<>();
    int unseen = Tiles.parseSet("2:0 3:0 5:5 3:2 4:3 4:4").get();
    for (String key : histories) {
      int rest = unseen;
      for (String token : key.replace("/", " ").strip().split("\\s+")) {
        rest &= ~(1 << Tiles.parse(token).get());
      }
      assertThat(Integer.bitCount(rest)).as("one tile left in the boneyard: %s", key).isEqualTo(1);
      brute.merge(Tiles.text(Integer.numberOfTrailingZeros(rest)), 1L, Long::sum);
    }
    assertThat(brute).isEqualTo(expected);
    // The sampler draws from that posterior, and every sampled root reads back.
    SplittableRandom random = new SplittableRandom(42);
    Map<String, Long> seen = new LinkedHashMap<>();
    int samples = 8_000;
    for (int i = 0; i < samples; i++) {
      DominoState sample = Domino.sample(view, random).get();
      if (i < 1_000) {
        assertReadsBack(sample);
        assertThat(Domino.view(sample, 0)).isEqualTo(view);
      }
      seen.merge(Tiles.setText(sample.boneyard()), 1L, Long::sum);
    }
    assertThat(seen.keySet()).containsExactlyInAnyOrderElementsOf(expected.keySet());
    double x = 0;
    for (Map.Entry<String, Long> e : expected.entrySet()) {
      double want = samples * e.getValue() / 24.0;
      double d = seen.get(e.getKey()) - want;
      x += d * d / want;
    }
    assertThat(x).as("chi-square of %s against 8:8:2:2:2:2", seen)
        .isLessThan(Histories.bound(expected.size() - 1));
  }

  @Test
  void positionsGivenAsTextTheSamplerKeepsAPassOfTheRootWithFourPlayers() {
    // The second reproduction: seat 2 passed at 4/6 (passes=1), so it holds 3:3 or 2:2,
    // not 4:2 or 6:2; seat 1 then holds one of the three other unseen tiles and seat 3 the rest.
    // 2 * 3 = 6 worlds, each 1/6.
    DominoRules rules = DominoRules.STANDARD;
    DominoState s = rules.position(FOUR_PLAYER_PASS_ROOT).get();
    Set<String> worlds = Histories.consistent(s, 0);
    assertThat(worlds).hasSize(6);
    for (String w : worlds) {
      String seat2 = w.split(" / ")[1].strip();
      assertThat(seat2).isIn("3:3", "2:2");
    }
    DominoView view = Domino.view(s, 0);
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 500; i++) {
      assertReadsBack(Domino.sample(view, random).get());
    }
    ExactDeterminizerTest.assertExact(s, 0, 11);
  }

  @Test
  void positionsGivenAsTextABlockedRootProvesNobodyCouldPlay() {
    // A blocked round read from text: nobody holds a 5 or a 1 (the ends), so 5:2 and 5:0 and the
    // tiles with a 1 cannot be in a hidden hand.
    DominoRules rules = DominoRules.BLOCK_TWO;
    DominoState s = Positions.position(rules, "6:2 3:3 / 4:4 2:2 6:6", "5:6 6:4 4:3 3:1",
        "blocked turn=1 passes=2 last=0 lead=0");
    Set<String> worlds = Histories.consistent(s, 0);
    assertThat(worlds).isNotEmpty();
    SplittableRandom random = new SplittableRandom(5);
    int ends = DominoState.matchMask(BlankWild.OFF, 5) | DominoState.matchMask(BlankWild.OFF, 1);
    for (int i = 0; i < 500; i++) {
      DominoState sample = Domino.sample(Domino.view(s, 0), random).get();
      assertThat(sample.hand(1) & ends).isZero();
      assertThat(worlds).contains(Histories.key(sample, 0));
      assertReadsBack(sample);
    }
  }

  /** Whether a parsed root claims something of its hidden hands that the parser checks. */
  private static boolean claims(DominoState root) {
    DominoRules rules = root.rules();
    boolean noDrawLead = root.leaderRule() < 0 && rules.firstLead() == FirstLead.FORCED
        && !rules.drawing() && root.lineTiles() != 0;
    return root.passesInRow() > 0 || root.drewThisTurn() || root.phase() == DominoState.DRAWING
        || root.reason() == DominoState.BLOCKED || noDrawLead
        || root.lineTiles() == 0 && root.phase() == DominoState.PLAY;
  }

  /**
   * A position with a claim about its hands, re-read from its text, then some random plies; the
   * hidden tiles few enough for the brute force. Null when the seed gives none.
   */
  static DominoState claimingScenario(DominoRules rules, long seed, int maxHidden, int plies,
      int viewer) {
    SplittableRandom random = new SplittableRandom(seed);
    MoveBuffer b = MoveBuffer.forGame(rules);
    DominoState s = Domino.deal(rules, random);
    DominoState root = null;
    while (true) {
      int hidden = Integer.bitCount(s.boneyard());
      for (int p = 0; p < rules.players(); p++) {
        hidden += p == viewer ? 0 : Integer.bitCount(s.hand(p));
      }
      if (hidden <= maxHidden && claims(s)) {
        root = rules.position(s.toString()).get();
        break;
      }
      if (s.isTerminal()) {
        return null;
      }
      s.legalMoves(b);
      s = s.apply(b.get(random.nextInt(b.size())));
    }
    DominoState out = root;
    for (int i = 0; i < plies && !out.isTerminal(); i++) {
      out.legalMoves(b);
      out = out.apply(b.get(random.nextInt(b.size())));
    }
    return out;
  }

  @Test
  void positionsGivenAsTextTheSamplerMatchesTheBruteForceForRootsWithClaimsUnderEveryPreset() {
    DominoRules[] variants = {
        DominoRules.TWO_PLAYERS.withBlankWild(BlankWild.TABLE),
        DominoRules.TWO_PLAYERS.withBlankWild(BlankWild.ANYWHERE),
        DominoRules.TWO_PLAYERS.withDraw(DrawRule.UNTIL_PLAYABLE),
        DominoRules.TWO_PLAYERS.withFirstLead(FirstLead.HOLDER),
        DominoRules.THREE_PLAYERS.withDraw(DrawRule.NONE),
        DominoRules.STANDARD.withFirstLead(FirstLead.HOLDER)};
    for (DominoRules rules : DominoRules.PRESETS.appendAll(java.util.List.of(variants))) {
      int checked = 0;
      for (long seed = 1; checked < SCENARIOS && seed < 400; seed++) {
        int viewer = (int) (seed % rules.players());
        // Without draws the boneyard stays hidden to the end: allow for it.
        int hidden = !rules.drawing() && rules.players() < 4 ? 28 - 7 * rules.players() + 3
            : rules.players() == 4 ? 6 : 7;
        DominoState s = claimingScenario(rules, seed, hidden, (int) (seed % 4), viewer);
        if (s == null) {
          continue;
        }
        Set<String> all = Histories.consistent(s, viewer);
        if (all.size() < 3 || all.size() > 100) {
          continue;
        }
        ExactDeterminizerTest.assertExact(s, viewer, seed, all);
        checked++;
      }
      assertThat(checked).as("scenarios checked under %s", rules.spec()).isEqualTo(SCENARIOS);
    }
  }
}
