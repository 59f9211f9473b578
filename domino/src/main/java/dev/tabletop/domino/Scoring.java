package dev.tabletop.domino;

/** How a finished round pays. */
public enum Scoring {
  /**
   * Stakes (tiền cược) by rank: with 4 players +6 / −3, −2, −1; with 3 +3 / −2, −1; with 2 +1 / −1;
   * a blocked round pays the winner +4 per loser and each loser −4. In a partnership the two-player
   * payouts per team member: +1 / −1, a blocked round +4 / −4. Zero-sum.
   */
  STAKES,
  /**
   * Points: the winner (or winning team) scores the count of the other hands (partners excluded);
   * everyone else scores 0. Not zero-sum.
   */
  POINTS
}
