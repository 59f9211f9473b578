package dev.tabletop.domino;

/** How the first round of a match is led: the {@code firstLead} flag. */
public enum FirstLead {
  /** The holder of 6:6 (else the highest double, else the heaviest tile) must lead with it. */
  FORCED,
  /**
   * That holder leads with any tile ("được đi nước cờ đầu tiên" read as the right to lead, as
   * OpenSpiel and many tables do).
   */
  HOLDER
}
