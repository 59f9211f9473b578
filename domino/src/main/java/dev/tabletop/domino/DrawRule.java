package dev.tabletop.domino;

/** What a player who holds no playable tile does when a boneyard (bài dư) is left. */
public enum DrawRule {
  /** Draw one tile; play it at once if it fits, else keep it and pass (the page's rule). */
  ONE,
  /** Keep drawing until a tile fits (then play it at once) or the boneyard is empty. */
  UNTIL_PLAYABLE,
  /** Never draw: pass (the block game). */
  NONE
}
