package dev.tabletop.examples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The guide as the checker reads it: {@code README.md} and every {@code docs/*.md}, each cut into
 * fenced blocks, the inline code spans and links of its prose, and its headings' anchors. Only
 * what these pages use of Markdown is read: fences of three or more backticks at the start of a
 * line, code spans of one or more backticks within a paragraph, inline links, ATX headings.
 */
final class Pages {
  private Pages() {}

  /** The project's root: the examples module runs its tests from {@code examples/}. */
  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  /** A fenced block: its language, the line of its opening fence (1-based), and its text. */
  record Fence(Page page, String lang, int line, int endLine, String text) {
    @Override
    public String toString() {
      return "```" + lang + " at " + where();
    }

    /** Where the block starts, as {@code README.md:12}. */
    String where() {
      return page.name() + ":" + line;
    }
  }

  /** An inline code span of the prose, with the line it starts on. */
  record Span(Page page, int line, String text) {
    String where() {
      return page.name() + ":" + line;
    }
  }

  /** An inline link of the prose: its text and its target as written. */
  record Link(Page page, int line, String text, String target) {
    String where() {
      return page.name() + ":" + line;
    }
  }

  /** One page of the guide. */
  record Page(Path path, String name, List<String> lines) {
    @Override
    public String toString() {
      return name;
    }

    /** The page's fenced blocks, in order. */
    List<Fence> fences() {
      List<Fence> out = new ArrayList<>();
      int i = 0;
      while (i < lines.size()) {
        Matcher open = FENCE.matcher(lines.get(i));
        if (!open.matches()) {
          i++;
          continue;
        }
        String ticks = open.group(1);
        String lang = open.group(2).strip();
        int start = i;
        StringBuilder text = new StringBuilder();
        i++;
        while (i < lines.size() && !isClosing(lines.get(i), ticks)) {
          text.append(lines.get(i)).append('\n');
          i++;
        }
        out.add(new Fence(this, lang, start + 1, i + 1, text.toString()));
        i++;
      }
      return out;
    }

    /** The page's lines with every fenced block's lines (fences included) blanked. */
    List<String> prose() {
      List<String> out = new ArrayList<>(lines);
      for (Fence f : fences()) {
        for (int l = f.line() - 1; l < Math.min(f.endLine(), lines.size()); l++) {
          out.set(l, "");
        }
      }
      return out;
    }

    /** The inline code spans of the prose (tables and headings included). */
    List<Span> spans() {
      List<Span> out = new ArrayList<>();
      forEachParagraph((firstLine, text) -> {
        for (int[] s : codeSpans(text)) {
          out.add(new Span(this, firstLine + lineOf(text, s[0]),
              strip(text.substring(s[0], s[1]).replace('\n', ' '))));
        }
      });
      return out;
    }

    /** The inline links of the prose, outside code spans. */
    List<Link> links() {
      List<Link> out = new ArrayList<>();
      forEachParagraph((firstLine, text) -> {
        StringBuilder blanked = new StringBuilder(text);
        for (int[] s : codeSpans(text)) {
          for (int k = s[0]; k < s[1]; k++) {
            if (blanked.charAt(k) != '\n') {
              blanked.setCharAt(k, ' ');
            }
          }
        }
        Matcher m = LINK.matcher(blanked);
        while (m.find()) {
          out.add(new Link(this, firstLine + lineOf(text, m.start()), m.group(1), m.group(2)));
        }
      });
      return out;
    }

    /** The anchors of the page's headings, by GitHub's rules (duplicates numbered). */
    Set<String> anchors() {
      Set<String> out = new LinkedHashSet<>();
      Map<String, Integer> seen = new HashMap<>();
      for (String line : prose()) {
        Matcher h = HEADING.matcher(line);
        if (h.matches()) {
          String base = anchor(h.group(1));
          int n = seen.merge(base, 1, Integer::sum) - 1;
          out.add(n == 0 ? base : base + "-" + n);
        }
      }
      return out;
    }

    private void forEachParagraph(ParagraphVisitor visitor) {
      List<String> prose = prose();
      int i = 0;
      while (i < prose.size()) {
        if (prose.get(i).isBlank()) {
          i++;
          continue;
        }
        int start = i;
        StringBuilder text = new StringBuilder();
        while (i < prose.size() && !prose.get(i).isBlank()) {
          text.append(prose.get(i)).append('\n');
          i++;
        }
        visitor.visit(start + 1, text.toString());
      }
    }
  }

  private interface ParagraphVisitor {
    void visit(int firstLine, String text);
  }

  private static final Pattern FENCE = Pattern.compile("(`{3,})(.*)");
  private static final Pattern HEADING = Pattern.compile("#{1,6} +(.*?)#*\\s*");
  private static final Pattern LINK =
      Pattern.compile("!?\\[([^\\]]*)\\]\\(\\s*([^)\\s]+)(?:\\s+\"[^\"]*\")?\\s*\\)");

  private static boolean isClosing(String line, String ticks) {
    String t = line.strip();
    return t.startsWith(ticks) && t.chars().allMatch(c -> c == '`');
  }

  /** The spans' content ranges [start, end) in a paragraph: a run of n backticks to the next. */
  static List<int[]> codeSpans(String text) {
    List<int[]> out = new ArrayList<>();
    int i = 0;
    while (i < text.length()) {
      int run = backticks(text, i);
      if (run == 0) {
        i++;
        continue;
      }
      int from = i + run;
      int close = from;
      while (close < text.length() && backticks(text, close) != run) {
        close += Math.max(1, backticks(text, close));
      }
      if (close >= text.length()) {
        i = from; // no closing run: the backticks are literal
        continue;
      }
      out.add(new int[] {from, close});
      i = close + run;
    }
    return out;
  }

  /** How many backticks start at an offset. */
  private static int backticks(String text, int at) {
    int n = 0;
    while (at + n < text.length() && text.charAt(at + n) == '`') {
      n++;
    }
    return n;
  }

  private static String strip(String span) {
    // A span padded with one space on each side (to hold a backtick) loses them.
    if (span.length() >= 2 && span.startsWith(" ") && span.endsWith(" ") && !span.isBlank()) {
      return span.substring(1, span.length() - 1);
    }
    return span;
  }

  private static int lineOf(String text, int offset) {
    int n = 0;
    for (int k = 0; k < offset; k++) {
      if (text.charAt(k) == '\n') {
        n++;
      }
    }
    return n;
  }

  /**
   * A heading's anchor as GitHub makes it: the heading's text (code spans and links reduced to
   * their text), lower-cased, every character but letters, marks, digits, connector punctuation
   * (the underscore), spaces and hyphens removed, and each space made a hyphen.
   *
   * @param heading the heading's text, without the leading hashes
   * @return the anchor, without the '#'
   */
  static String anchor(String heading) {
    String text = heading.replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1").replace("`", "");
    String lower = text.strip().toLowerCase(Locale.ROOT);
    return lower.replaceAll("[^\\p{L}\\p{M}\\p{N}\\p{Pc} -]", "").replace(' ', '-');
  }

  /** README.md, then every page of docs/ by name. */
  static List<Page> all() {
    List<Path> paths = new ArrayList<>();
    paths.add(ROOT.resolve("README.md"));
    Path docs = ROOT.resolve("docs");
    if (Files.isDirectory(docs)) {
      try (Stream<Path> s = Files.list(docs)) {
        s.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().forEach(paths::add);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    List<Page> out = new ArrayList<>();
    for (Path p : paths) {
      out.add(read(p));
    }
    return out;
  }

  static Page read(Path path) {
    try {
      String name = ROOT.relativize(path.toAbsolutePath().normalize()).toString();
      return new Page(path, name, Files.readAllLines(path));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A page made from text, for the checker's own tests. */
  static Page of(String name, String text) {
    return new Page(ROOT.resolve(name), name, text.lines().toList());
  }
}
