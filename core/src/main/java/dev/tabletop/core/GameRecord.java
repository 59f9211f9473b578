package dev.tabletop.core;

import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.util.Objects;

/**
 * A saved game: the variant spec and the list of move and outcome codes, in order. Because chance
 * outcomes are codes like any move, a record replays exactly.
 *
 * <p>The text form, which {@link #parse(String)} reads and {@link #toText()} writes:
 *
 * <pre>
 * tabletop-record 1
 * spec jungle(repetitionLimit=5,noMoveLoses=true)
 * 1234 2211 77 ...
 * </pre>
 *
 * Lines after the spec hold codes separated by spaces, each an int in decimal ({@code
 * -2147483648} to {@code 2147483647}); {@code #} starts a comment.
 *
 * @param spec the rules' canonical spec text
 * @param moves every code played, in order
 */
public record GameRecord(String spec, Seq<Integer> moves) {
  /** The first line of the text form. */
  public static final String HEADER = "tabletop-record 1";

  private static final int CODES_PER_LINE = 16;

  /**
   * Creates a record.
   *
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the spec is not one that the record's spec line carries:
   *     a variant spec that {@link VariantSpec#parse(String)} reads, with no line feed, no {@code #}
   *     (which starts a comment) and no white space around it; any other spec would be written and
   *     then read back as another record, or not at all
   */
  public GameRecord {
    Objects.requireNonNull(spec, "spec");
    Objects.requireNonNull(moves, "moves");
    // A record grows by append, one new record a move with the same spec string: checking that
    // string once, and not at every move, keeps a game's history linear.
    if (spec != lastWritable) {
      String problem = unwritable(spec);
      if (problem != null) {
        throw new IllegalArgumentException("spec '" + spec + "' " + problem);
      }
      lastWritable = spec;
    }
  }

  /** The last spec found writable, by identity: the one every append of a game passes again. */
  private static volatile String lastWritable;

  /** Why a spec cannot be written on the spec line and read back, or null when it can. */
  private static String unwritable(String spec) {
    for (int i = 0; i < spec.length(); i++) {
      char c = spec.charAt(i);
      if (c == '\n') {
        return "cannot be written on one line";
      }
      if (c == '#') {
        return "holds '#', which starts a comment in a record";
      }
    }
    if (!spec.equals(spec.strip())) {
      return "has white space around it, which a record does not keep";
    }
    Either<InvalidInput, VariantSpec> parsed = VariantSpec.parse(spec);
    return parsed.isLeft() ? "is not a variant spec: " + parsed.getLeft().message() : null;
  }

  /**
   * An empty record for some rules.
   *
   * @param spec the rules' spec text
   * @return a record with no move
   */
  public static GameRecord of(String spec) {
    return new GameRecord(spec, Vector.empty());
  }

  /**
   * This record with one more code. Every int is a code the text form writes and reads back.
   *
   * @param move the code played next
   * @return a new record
   */
  public GameRecord append(int move) {
    return new GameRecord(spec, moves.append(move));
  }

  /**
   * The text form.
   *
   * @return text that {@link #parse(String)} reads back to an equal record
   * @throws NullPointerException if a code of {@link #moves()} is null, which no text can carry
   */
  public String toText() {
    StringBuilder sb = new StringBuilder(HEADER).append('\n').append("spec ").append(spec).append('\n');
    int i = 0;
    int n = moves.size();
    for (Integer move : moves) {
      if (move == null) {
        throw new NullPointerException("moves: the code at index " + i + " is null");
      }
      sb.append(move.intValue());
      i++;
      sb.append(i % CODES_PER_LINE == 0 || i == n ? '\n' : ' ');
    }
    return sb.toString();
  }

  /**
   * Reads the text form, naming the line of the first problem.
   *
   * @param text a record's text
   * @return the record, or the problem, such as {@code line 4: 'x9' is not a move code}, with the
   *     character offset of the line where it is
   */
  public static Either<InvalidInput, GameRecord> parse(String text) {
    return read(text);
  }

  private static Either<InvalidInput, GameRecord> refuse(int offset, String message) {
    return Either.left(InvalidInput.at("record", offset, message));
  }

  /** Where the line after {@code line} starts: past its "\n" or its "\r\n". */
  private static int nextLine(String text, int start, String line) {
    int end = start + line.length();
    return end + (text.startsWith("\r\n", end) ? 2 : 1);
  }

  private static Either<InvalidInput, GameRecord> read(String text) {
    if (text == null) {
      return refuse(-1, "record is missing");
    }
    String[] lines = text.split("\r?\n", -1);
    int lineStart = 0;
    String spec = null;
    boolean header = false;
    Vector<Integer> codes = Vector.empty();
    for (int n = 0; n < lines.length; lineStart = nextLine(text, lineStart, lines[n]), n++) {
      String line = lines[n];
      int hash = line.indexOf('#');
      line = (hash >= 0 ? line.substring(0, hash) : line).strip();
      if (line.isEmpty()) {
        continue;
      }
      String where = "line " + (n + 1) + ": ";
      if (!header) {
        if (!line.equals(HEADER)) {
          return refuse(lineStart, where + "expected '" + HEADER + "', found '" + line + "'");
        }
        header = true;
      } else if (spec == null) {
        if (!line.startsWith("spec ")) {
          return refuse(lineStart, where + "expected 'spec <variant spec>', found '" + line + "'");
        }
        spec = line.substring(5).strip();
        Either<InvalidInput, VariantSpec> parsed = VariantSpec.parse(spec);
        if (parsed.isLeft()) {
          return refuse(lineStart, where + parsed.getLeft().message());
        }
        // What the line gives is always writable (one line, stripped, no comment); asked anyway
        // so that the record built below cannot throw.
        String problem = unwritable(spec);
        if (problem != null) {
          return refuse(lineStart, where + "spec " + problem);
        }
      } else {
        for (String token : line.split("\\s+")) {
          try {
            codes = codes.append(SpecReader.parseAsciiInt(token));
          } catch (NumberFormatException e) {
            return refuse(lineStart, where + "'" + token + "' is not a move code");
          }
        }
      }
    }
    if (!header) {
      return refuse(-1, "record is empty: expected '" + HEADER + "'");
    }
    if (spec == null) {
      return refuse(-1, "record has no 'spec' line");
    }
    return Either.right(new GameRecord(spec, codes));
  }

  /**
   * Replays the record from the start under its spec, checking every step.
   *
   * @param type the game the spec names
   * @param <S> the state type
   * @return the history at the end, or the first problem: a bad spec, or the ply, code and reason
   *     of the first move that is not legal where it stands
   */
  public <S extends GameState<S>> Either<ReplayError, GameHistory<S>> replay(
      GameType<S, ?> type) {
    Either<InvalidInput, ? extends Game<S>> rules = type.parse(spec);
    if (rules.isLeft()) {
      return Either.left(new ReplayError(0, rules.getLeft()));
    }
    GameHistory<S> history = GameHistory.start(rules.get());
    int ply = 0;
    for (int code : moves) {
      ply++;
      Either<IllegalMove, GameHistory<S>> next = history.play(code);
      if (next.isLeft()) {
        return Either.left(new ReplayError(ply, next.getLeft()));
      }
      history = next.get();
    }
    return Either.right(history);
  }
}
