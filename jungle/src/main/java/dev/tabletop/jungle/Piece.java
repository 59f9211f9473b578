package dev.tabletop.jungle;

import io.vavr.control.Option;

/**
 * The eight animals (con thú), listed from the weakest to the strongest so that {@link #ordinal()}
 * is the standard rank minus one. Each side has exactly one of each. Under the {@code
 * dogOutranksWolf} variant the Dog and the Wolf swap ranks; {@link JungleRules#rank(Piece)} gives
 * the rank under given rules.
 */
public enum Piece {
  /** Chuột, rank 1: swims, takes the Elephant, blocks jumps from the water. */
  RAT('R', "Rat", "Chuột"),
  /** Mèo, rank 2. */
  CAT('C', "Cat", "Mèo"),
  /** Chó, rank 3 (4 under {@code dogOutranksWolf}). */
  DOG('D', "Dog", "Chó"),
  /** Sói, rank 4 (3 under {@code dogOutranksWolf}). */
  WOLF('W', "Wolf", "Sói"),
  /** Báo, rank 5; letter {@code P} for panther. */
  LEOPARD('P', "Leopard", "Báo"),
  /** Hổ, rank 6: jumps across the lakes. */
  TIGER('T', "Tiger", "Hổ"),
  /** Sư tử, rank 7: jumps across the lakes along ranks and files. */
  LION('L', "Lion", "Sư tử"),
  /** Voi, rank 8: the strongest, but it never takes the Rat outside a trap. */
  ELEPHANT('E', "Elephant", "Voi");

  private static final Piece[] VALUES = values();

  private final char letter;
  private final String title;
  private final String vietnamese;

  Piece(char letter, String title, String vietnamese) {
    this.letter = letter;
    this.title = title;
    this.vietnamese = vietnamese;
  }

  /**
   * The piece's letter in the position notation, uppercase (Red's form).
   *
   * @return one of {@code R C D W P T L E}
   */
  public char letter() {
    return letter;
  }

  /**
   * The letter as a side writes it: uppercase for Red, lowercase for Blue.
   *
   * @param side the owner
   * @return the notation letter
   */
  public char letter(Side side) {
    return side == Side.RED ? letter : Character.toLowerCase(letter);
  }

  /**
   * The English name used in messages.
   *
   * @return such as {@code Elephant}
   */
  public String title() {
    return title;
  }

  /**
   * The Vietnamese name.
   *
   * @return such as {@code Voi}
   */
  public String vietnamese() {
    return vietnamese;
  }

  /**
   * The rank under the standard rules (Elephant 8 down to Rat 1).
   *
   * @return 1 to 8
   */
  public int standardRank() {
    return ordinal() + 1;
  }

  /**
   * The piece a notation letter names, in either case.
   *
   * @param letter such as {@code E} or {@code e}
   * @return the piece, or none for any other character
   */
  public static Option<Piece> ofLetter(char letter) {
    char upper = Character.toUpperCase(letter);
    for (Piece p : VALUES) {
      if (p.letter == upper) {
        return Option.some(p);
      }
    }
    return Option.none();
  }

  static Piece ofIndex(int index) {
    return VALUES[index];
  }
}
