package dev.tabletop.core.svg;

import dev.tabletop.core.GameState;
import dev.tabletop.core.MoveBuffer;
import java.text.BreakIterator;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;

/**
 * Writes one SVG picture as text, with nothing but a {@link StringBuilder}: the games' pictures
 * ({@code JungleSvg}, {@code LudoSvg}, {@code DominoSvg}) are made with it, so every picture has
 * the same shape: an {@code svg} root in the SVG namespace with {@code width}, {@code height} and
 * {@code viewBox}, a {@code title} and a {@code desc} first, then the drawing, one element a line.
 *
 * <p>Output is deterministic: numbers are written with at most two decimals in a fixed format
 * (no locale), attributes in the order given, text escaped for XML (characters XML 1.0 does not
 * allow become U+FFFD). Element and attribute names are checked, and {@code script} and {@code
 * foreignObject} are refused, so a picture never carries code.
 */
public final class SvgWriter {
  /** The SVG namespace. */
  public static final String NAMESPACE = "http://www.w3.org/2000/svg";
  /** The colour of a last-move mark, the same in every game. */
  public static final String LAST_MOVE = "#f4c430";
  /** The colour of hint and analysis arrows, the same in every game. */
  public static final String ARROW = "#1b8a3a";
  /** The fonts the pictures ask for, the first one found used. */
  public static final String FONTS = "DejaVu Sans,Verdana,Arial,sans-serif";

  /** How much wider bold text is, at most, in the pictures' fonts. */
  private static final double BOLD = 1.15;

  private final StringBuilder out = new StringBuilder(4096);
  private final Deque<String> open = new ArrayDeque<>();
  private boolean finished;

  /**
   * Starts a picture: the root element, its title and its description.
   *
   * @param viewWidth the width of the drawing's coordinate space ({@code viewBox})
   * @param viewHeight its height
   * @param pixelWidth the picture's width in pixels; its height keeps the drawing's shape
   * @param title a short name of the picture ({@code title}, what a screen reader says first)
   * @param description what the picture shows, in words ({@code desc})
   * @throws IllegalArgumentException if a size is not positive
   */
  public SvgWriter(double viewWidth, double viewHeight, int pixelWidth, String title,
      String description) {
    if (!(viewWidth > 0) || !(viewHeight > 0) || pixelWidth <= 0) {
      throw new IllegalArgumentException("sizes must be positive: " + viewWidth + " x "
          + viewHeight + ", " + pixelWidth + " pixels");
    }
    long pixelHeight = Math.round(pixelWidth * viewHeight / viewWidth);
    out.append("<svg xmlns=\"").append(NAMESPACE).append("\" width=\"").append(pixelWidth)
        .append("\" height=\"").append(Math.max(1, pixelHeight)).append("\" viewBox=\"0 0 ")
        .append(number(viewWidth)).append(' ').append(number(viewHeight))
        .append("\" role=\"img\" font-family=\"").append(FONTS).append("\">\n");
    open.push("svg");
    out.append("<title>").append(escape(title)).append("</title>\n");
    out.append("<desc>").append(escape(description)).append("</desc>\n");
  }

  /**
   * Opens an element that will hold others; {@link #close()} ends it.
   *
   * @param name the element, such as {@code g}
   * @param attributes names and values in turn; a number is written as {@link #number(double)}
   *     writes it, anything else as its text, escaped
   * @return this writer
   */
  public SvgWriter open(String name, Object... attributes) {
    start(name, attributes);
    out.append(">\n");
    open.push(name);
    return this;
  }

  /**
   * Closes the element opened last.
   *
   * @return this writer
   * @throws IllegalStateException if only the root is open
   */
  public SvgWriter close() {
    if (open.size() <= 1) {
      throw new IllegalStateException("no element is open but the root");
    }
    out.append("</").append(open.pop()).append(">\n");
    return this;
  }

  /**
   * Writes an empty element.
   *
   * @param name the element, such as {@code rect}
   * @param attributes names and values in turn, as for {@link #open}
   * @return this writer
   */
  public SvgWriter element(String name, Object... attributes) {
    start(name, attributes);
    out.append("/>\n");
    return this;
  }

  /**
   * Writes an element holding text, such as a {@code text} or a {@code title}.
   *
   * @param name the element
   * @param content its text, escaped
   * @param attributes names and values in turn, as for {@link #open}
   * @return this writer
   */
  public SvgWriter textElement(String name, String content, Object... attributes) {
    start(name, attributes);
    out.append('>');
    escape(out, content);
    out.append("</").append(name).append(">\n");
    return this;
  }

  /**
   * Writes a {@code text} element.
   *
   * @param x where the text is anchored
   * @param y its baseline
   * @param content the text
   * @param attributes more names and values, as for {@link #open}
   * @return this writer
   */
  public SvgWriter text(double x, double y, String content, Object... attributes) {
    return textElement("text", content, concat(new Object[] {"x", x, "y", y}, attributes));
  }

  /**
   * Writes a {@code title} for the element opened last (a tooltip, and its accessible name).
   *
   * @param content the title
   * @return this writer
   */
  public SvgWriter title(String content) {
    return textElement("title", content);
  }

  /**
   * Writes a {@code rect}.
   *
   * @param x left
   * @param y top
   * @param width width
   * @param height height
   * @param attributes more names and values, as for {@link #open}
   * @return this writer
   */
  public SvgWriter rect(double x, double y, double width, double height, Object... attributes) {
    return element("rect", concat(new Object[] {"x", x, "y", y, "width", width, "height", height},
        attributes));
  }

  /**
   * Writes a {@code circle}.
   *
   * @param cx centre
   * @param cy centre
   * @param r radius
   * @param attributes more names and values, as for {@link #open}
   * @return this writer
   */
  public SvgWriter circle(double cx, double cy, double r, Object... attributes) {
    return element("circle", concat(new Object[] {"cx", cx, "cy", cy, "r", r}, attributes));
  }

  /**
   * Writes a {@code line}.
   *
   * @param x1 start
   * @param y1 start
   * @param x2 end
   * @param y2 end
   * @param attributes more names and values, as for {@link #open}
   * @return this writer
   */
  public SvgWriter line(double x1, double y1, double x2, double y2, Object... attributes) {
    return element("line", concat(new Object[] {"x1", x1, "y1", y1, "x2", x2, "y2", y2},
        attributes));
  }

  /**
   * Writes an arrow along a path of points, its tip on the last point: a {@code g} holding a
   * {@code polyline} for the path up to the last leg (when there are more than two points) and
   * one {@code polygon} for the last leg and the head, so the path follows the board (a horse
   * going round a corner) and a see-through arrow is drawn evenly (the opacity is the group's).
   *
   * @param points {@code x0, y0, x1, y1, ...}: two points or more
   * @param width the shaft's width (the head is three times as wide)
   * @param colour the fill
   * @param opacity 0 to 1
   * @param attributes more names and values for the group (such as {@code data-move}), as for
   *     {@link #open}
   * @return this writer
   * @throws IllegalArgumentException if there are fewer than two points or an odd count
   */
  public SvgWriter arrow(double[] points, double width, String colour, double opacity,
      Object... attributes) {
    if (points.length < 4 || points.length % 2 != 0) {
      throw new IllegalArgumentException("an arrow needs two points or more, as x, y pairs: "
          + points.length + " numbers");
    }
    open("g", concat(new Object[] {"fill", colour, "opacity", opacity}, attributes));
    int n = points.length;
    if (n > 4) {
      StringBuilder path = new StringBuilder();
      for (int i = 0; i < n - 2; i += 2) {
        point(path, points[i], points[i + 1]);
      }
      element("polyline", "points", path.toString().strip(), "fill", "none", "stroke", colour,
          "stroke-width", width, "stroke-linejoin", "round", "stroke-linecap", "round");
    }
    double x1 = points[n - 4];
    double y1 = points[n - 3];
    double x2 = points[n - 2];
    double y2 = points[n - 1];
    double dx = x2 - x1;
    double dy = y2 - y1;
    double length = Math.hypot(dx, dy);
    if (length == 0) {
      circle(x2, y2, width);
      return close();
    }
    double ux = dx / length;
    double uy = dy / length;
    double head = Math.min(length, width * 2.6);
    double half = width / 2;
    double wing = width * 1.5;
    double bx = x2 - ux * head;
    double by = y2 - uy * head;
    StringBuilder sb = new StringBuilder();
    point(sb, x1 - uy * half, y1 + ux * half);
    point(sb, bx - uy * half, by + ux * half);
    point(sb, bx - uy * wing, by + ux * wing);
    point(sb, x2, y2);
    point(sb, bx + uy * wing, by - ux * wing);
    point(sb, bx + uy * half, by - ux * half);
    point(sb, x1 + uy * half, y1 - ux * half);
    element("polygon", "points", sb.toString().strip());
    return close();
  }

  /**
   * How opaque the arrows of a picture are: the first (the hint, the best move) strongest.
   *
   * @param index the arrow's place in {@link SvgOptions#arrows()}
   * @return 0.85 for the first, 0.5 for the others
   */
  public static double arrowOpacity(int index) {
    return index == 0 ? 0.85 : 0.5;
  }

  private static void point(StringBuilder sb, double x, double y) {
    appendNumber(sb, x);
    sb.append(',');
    appendNumber(sb, y);
    sb.append(' ');
  }

  /**
   * Ends the picture: closes every open element.
   *
   * @return the whole SVG text, ending with a newline
   * @throws IllegalStateException if called twice
   */
  public String finish() {
    if (finished) {
      throw new IllegalStateException("the picture is already finished");
    }
    finished = true;
    while (!open.isEmpty()) {
      out.append("</").append(open.pop()).append(">\n");
    }
    return out.toString();
  }

  private void start(String name, Object[] attributes) {
    if (finished) {
      throw new IllegalStateException("the picture is finished");
    }
    checkName(name);
    if (name.equalsIgnoreCase("script") || name.equalsIgnoreCase("foreignObject")) {
      throw new IllegalArgumentException("pictures carry no " + name + " element");
    }
    if (attributes.length % 2 != 0) {
      throw new IllegalArgumentException("attributes come as names and values in turn: "
          + attributes.length + " items");
    }
    out.append('<').append(name);
    for (int i = 0; i < attributes.length; i += 2) {
      String key = String.valueOf(attributes[i]);
      checkName(key);
      if (key.length() > 1 && (key.charAt(0) | 0x20) == 'o' && (key.charAt(1) | 0x20) == 'n') {
        throw new IllegalArgumentException("pictures carry no event handler: " + key);
      }
      Object value = attributes[i + 1];
      out.append(' ').append(key).append("=\"");
      if (value instanceof Number n) {
        appendNumber(out, n.doubleValue());
      } else {
        escape(out, String.valueOf(value));
      }
      out.append('"');
    }
  }

  /** Letters, then letters, digits, {@code -} and {@code :} (a loop: this runs per attribute). */
  private static void checkName(String name) {
    boolean ok = name != null && !name.isEmpty() && isLetter(name.charAt(0));
    for (int i = 1; ok && i < name.length(); i++) {
      char c = name.charAt(i);
      ok = isLetter(c) || c >= '0' && c <= '9' || c == '-' || c == ':';
    }
    if (!ok) {
      throw new IllegalArgumentException("not an XML name for a picture: " + name);
    }
  }

  private static boolean isLetter(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }

  private static Object[] concat(Object[] a, Object[] b) {
    Object[] all = new Object[a.length + b.length];
    System.arraycopy(a, 0, all, 0, a.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    return all;
  }

  /**
   * A number as the pictures write it: rounded to two decimals, without trailing zeros, never
   * {@code -0}, never in exponent form.
   *
   * @param value a finite number
   * @return such as {@code 12}, {@code 12.5} or {@code -0.25}
   * @throws IllegalArgumentException if the number is not finite
   */
  public static String number(double value) {
    StringBuilder sb = new StringBuilder(12);
    appendNumber(sb, value);
    return sb.toString();
  }

  /** Appends {@link #number(double)} without a string in between (it runs per attribute). */
  private static void appendNumber(StringBuilder sb, double value) {
    if (!Double.isFinite(value)) {
      throw new IllegalArgumentException("not a finite number: " + value);
    }
    long hundredths = Math.round(value * 100);
    if (hundredths == 0) {
      sb.append('0');
      return;
    }
    if (hundredths < 0) {
      sb.append('-');
      hundredths = -hundredths;
    }
    sb.append(hundredths / 100);
    long fraction = hundredths % 100;
    if (fraction != 0) {
      sb.append('.').append(fraction / 10);
      if (fraction % 10 != 0) {
        sb.append(fraction % 10);
      }
    }
  }

  /**
   * Text escaped for XML content and attribute values (which the writer always quotes with {@code
   * "}): {@code & < > "} as entities, and
   * characters XML 1.0 does not allow (most control characters, lone surrogates) as U+FFFD.
   *
   * @param text any text
   * @return the escaped text
   */
  public static String escape(String text) {
    StringBuilder sb = new StringBuilder(text.length() + 16);
    escape(sb, text);
    return sb.toString();
  }

  private static void escape(StringBuilder sb, String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&':
          sb.append("&amp;");
          break;
        case '<':
          sb.append("&lt;");
          break;
        case '>':
          sb.append("&gt;");
          break;
        case '"':
          sb.append("&quot;");
          break;
        default:
          if (Character.isHighSurrogate(c) && i + 1 < text.length()
              && Character.isLowSurrogate(text.charAt(i + 1))) {
            sb.append(c).append(text.charAt(++i));
          } else if (c < 0x20 && c != '\t' && c != '\n' && c != '\r' || Character.isSurrogate(c)
              || c == 0xFFFE || c == 0xFFFF) {
            sb.append('\uFFFD');
          } else {
            sb.append(c);
          }
          break;
      }
    }
  }

  /**
   * About how wide a text is drawn in the pictures' fonts ({@link #FONTS}): an estimate meant to
   * err wide, so that a text measured to fit does fit. Each character (a letter with its
   * combining marks counts once) is taken about as wide as the widest of its kind in DejaVu Sans,
   * the first of the fonts: the space, stops and the narrowest letters ({@code i}, {@code l})
   * 0.35 of the font size, brackets and letters such as {@code f}, {@code t} and {@code r} 0.5,
   * lower-case letters, digits and most others 0.64, capitals 0.8, and a whole font size for
   * {@code m}, {@code W}, {@code @}, {@code +}, {@code <}, the ellipsis, ideographs, Hangul, kana
   * and emoji (other fonts draw those square); bold adds 15%.
   *
   * @param text the text
   * @param fontSize its font size in {@code viewBox} units
   * @param bold whether it is drawn bold
   * @return the estimated width in {@code viewBox} units
   */
  public static double textWidth(String text, double fontSize, boolean bold) {
    double ems = 0;
    BreakIterator characters = characters(text);
    for (int start = characters.first(), end = characters.next();
        end != BreakIterator.DONE; start = end, end = characters.next()) {
      ems += ems(text.codePointAt(start));
    }
    return ems * fontSize * (bold ? BOLD : 1);
  }

  /**
   * A text cut to fit a width, an ellipsis ({@code …}) ending it where it was cut: for a name
   * that must not run over what is drawn beside it. The cut falls between characters as a reader
   * counts them (a letter keeps its accents: {@code Ánh}, written with a combining mark or
   * without, is never split), and the widths are {@link #textWidth}'s estimate.
   *
   * @param text the text
   * @param fontSize its font size in {@code viewBox} units
   * @param bold whether it is drawn bold
   * @param width the room for it in {@code viewBox} units
   * @return the text itself when it fits, else its longest start that fits with the ellipsis
   *     after it, else (not even one character and the ellipsis fit) the empty text
   */
  public static String fit(String text, double fontSize, boolean bold, double width) {
    if (textWidth(text, fontSize, bold) <= width) {
      return text;
    }
    double scale = fontSize * (bold ? BOLD : 1);
    double used = ems('…') * scale;
    BreakIterator characters = characters(text);
    int cut = 0;
    for (int start = characters.first(), end = characters.next();
        end != BreakIterator.DONE; start = end, end = characters.next()) {
      used += ems(text.codePointAt(start)) * scale;
      if (used > width) {
        break;
      }
      cut = end;
    }
    return cut == 0 ? "" : text.substring(0, cut).stripTrailing() + "…";
  }

  private static BreakIterator characters(String text) {
    BreakIterator it = BreakIterator.getCharacterInstance(Locale.ROOT);
    it.setText(text);
    return it;
  }

  /** The width of a character in font sizes (see {@link #textWidth}). */
  private static double ems(int c) {
    if (" .,:;'|ijl·".indexOf(c) >= 0) {
      return 0.35;
    }
    if ("ftrI!()[]/-\\`*_\"".indexOf(c) >= 0) {
      return 0.5;
    }
    if ("mwMW@&<>…%+=~#^".indexOf(c) >= 0 || Character.isIdeographic(c)
        || Character.getType(c) == Character.OTHER_SYMBOL) {
      return 1;
    }
    Character.UnicodeScript script = Character.UnicodeScript.of(c);
    if (script == Character.UnicodeScript.HANGUL || script == Character.UnicodeScript.HIRAGANA
        || script == Character.UnicodeScript.KATAKANA) {
      return 1;
    }
    return Character.isUpperCase(c) ? 0.8 : 0.64;
  }

  /**
   * Checks that every arrow of a picture is a legal move of the pictured position.
   *
   * @param state the position pictured
   * @param arrows the move codes to draw
   * @throws IllegalArgumentException naming the first code that is not a legal move there, or
   *     when arrows are asked at a chance node or at the end of the game
   */
  public static void requireLegal(GameState<?> state, io.vavr.collection.List<Integer> arrows) {
    if (arrows.isEmpty()) {
      return;
    }
    if (state.isTerminal() || state.isChance()) {
      throw new IllegalArgumentException("arrows show a player's moves, and nobody moves here ("
          + (state.isTerminal() ? "the game is over" : "the dice or the tiles decide") + ")");
    }
    MoveBuffer buffer = MoveBuffer.forGame(state.game());
    state.legalMoves(buffer);
    for (int code : arrows) {
      if (!buffer.contains(code)) {
        throw new IllegalArgumentException("arrow " + code + " is not a legal move here: "
            + state.whyIllegal(code));
      }
    }
  }
}
