package dev.tabletop.core.search;

import io.vavr.control.Option;
import java.util.Locale;
import java.util.Optional;

/**
 * The six levels of computer opponent every game offers, named after the levels players know from
 * Vietnamese game sites: Tập chơi, Dễ, Vừa, Khó, Cao thủ, Đại sư. What each level searches is the
 * game's own choice (each game module has its level enum, one configuration per level); this enum
 * holds what they share: the order, the names and the identifiers.
 */
public enum Level {
  /** Tập chơi (practice): plays legal moves with little thought. */
  PRACTICE("Tập chơi"),
  /** Dễ (easy). */
  EASY("Dễ"),
  /** Vừa (medium). */
  MEDIUM("Vừa"),
  /** Khó (hard). */
  HARD("Khó"),
  /** Cao thủ (expert). */
  EXPERT("Cao thủ"),
  /** Đại sư (master): the strongest. */
  MASTER("Đại sư");

  private final String vietnamese;
  private final String id;

  Level(String vietnamese) {
    this.vietnamese = vietnamese;
    this.id = name().toLowerCase(Locale.ROOT);
  }

  /**
   * The level's Vietnamese name.
   *
   * @return such as {@code Cao thủ}
   */
  public String vietnamese() {
    return vietnamese;
  }

  /**
   * The level's identifier in tables and on the command line: its English name in lower case.
   *
   * @return such as {@code expert}
   */
  public String id() {
    return id;
  }

  /**
   * The level with an identifier.
   *
   * @param id such as {@code expert}; exact, lower case
   * @return the level, or none if no level has that identifier
   */
  public static Option<Level> ofId(String id) {
    for (Level level : values()) {
      if (level.id.equals(id)) {
        return Option.some(level);
      }
    }
    return Option.none();
  }

  /**
   * The level with an identifier, as a {@link java.util.Optional}.
   *
   * @param id such as {@code expert}; exact, lower case
   * @return the level, or empty if no level has that identifier
   * @deprecated the API speaks vavr: use {@link #ofId(String)}, which returns an {@link Option}
   *     ({@code ofId(id).toJavaOptional()} gives this).
   */
  @Deprecated
  public static Optional<Level> ofIdOptional(String id) {
    return ofId(id).toJavaOptional();
  }
}
