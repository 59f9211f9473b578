package dev.tabletop.testkit;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/**
 * Checks for the games' pictures (SVG text), as plain methods that throw {@link AssertionError}:
 * well-formed XML read by the JDK's parser, the shape every picture promises, and golden files.
 *
 * <p>Golden files: {@link #matchesGolden(Path, String)} compares a picture byte for byte with a
 * committed file. Run the tests with {@code -Dtabletop.svg.update=true} to write the files
 * instead (then look at the pictures and commit them), for instance {@code ./mvnw -B -o -pl
 * jungle -am verify -Dtabletop.svg.update=true}.
 */
public final class SvgChecks {
  /** The SVG namespace. */
  public static final String SVG = "http://www.w3.org/2000/svg";
  /** The system property that rewrites golden files instead of comparing with them. */
  public static final String UPDATE = "tabletop.svg.update";

  private static final Pattern VIEW_BOX = Pattern.compile(
      "-?[0-9.]+ -?[0-9.]+ [0-9.]+ [0-9.]+");

  private SvgChecks() {}

  /**
   * Parses text as XML with the JDK's parser, namespaces on, no document type allowed.
   *
   * @throws AssertionError if the text is not well-formed XML
   */
  private static Document parse(String xml) {
    try {
      DocumentBuilder builder = BUILDER.get();
      builder.reset();
      builder.setErrorHandler(QUIET);
      return builder.parse(new InputSource(new StringReader(xml)));
    } catch (SAXException | IOException e) {
      throw new AssertionError("not well-formed XML: " + e.getMessage(), e);
    }
  }

  /** Errors become the exception {@link #parse} turns into an assertion; nothing is printed. */
  private static final org.xml.sax.ErrorHandler QUIET = new org.xml.sax.helpers.DefaultHandler() {
    @Override
    public void error(org.xml.sax.SAXParseException e) throws SAXException {
      throw e;
    }

    @Override
    public void fatalError(org.xml.sax.SAXParseException e) throws SAXException {
      throw e;
    }
  };

  /**
   * One parser a thread, made once: finding the JDK's parser factory is slow, and property tests
   * read thousands of pictures.
   */
  private static final ThreadLocal<DocumentBuilder> BUILDER = ThreadLocal.withInitial(() -> {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setNamespaceAware(true);
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setExpandEntityReferences(false);
      return factory.newDocumentBuilder();
    } catch (ParserConfigurationException e) {
      throw new IllegalStateException("the JDK's XML parser is not available", e);
    }
  });

  /**
   * Checks that text is a picture as the games write them: well-formed XML whose root is an
   * {@code svg} element in the SVG namespace with a {@code viewBox} of four numbers and positive
   * {@code width} and {@code height}, whose first two children are a non-empty {@code title}
   * and {@code desc}, and that holds no {@code script} or {@code foreignObject} element, no
   * event-handler attribute ({@code on…}) and no link to another document.
   *
   * @param svg the picture
   * @return the picture read, for further checks without reading it again
   * @throws AssertionError naming the first thing that is wrong
   */
  public static Picture check(String svg) {
    Document doc = parse(svg);
    Element root = doc.getDocumentElement();
    require("svg".equals(root.getLocalName()), "the root element is <" + root.getTagName()
        + ">, not <svg>");
    require(SVG.equals(root.getNamespaceURI()), "the root is in namespace "
        + root.getNamespaceURI() + ", not " + SVG);
    require(VIEW_BOX.matcher(root.getAttribute("viewBox")).matches(), "viewBox '"
        + root.getAttribute("viewBox") + "' is not four numbers");
    for (String size : new String[] {"width", "height"}) {
      String v = root.getAttribute(size);
      require(v.matches("[0-9]+") && Integer.parseInt(v) > 0, size + " '" + v
          + "' is not a positive number of pixels");
    }
    List<Element> children = children(root);
    require(children.size() >= 2 && "title".equals(children.get(0).getLocalName())
        && "desc".equals(children.get(1).getLocalName()),
        "the first children must be <title> and <desc>");
    require(!children.get(0).getTextContent().isBlank(), "the title is empty");
    require(!children.get(1).getTextContent().isBlank(), "the description is empty");
    for (Element e : elements(doc)) {
      String name = e.getLocalName();
      require(!name.equalsIgnoreCase("script") && !name.equalsIgnoreCase("foreignObject"),
          "the picture holds a <" + name + "> element");
      require(SVG.equals(e.getNamespaceURI()), "<" + name + "> is not in the SVG namespace");
      NamedNodeMap attributes = e.getAttributes();
      for (int k = 0; k < attributes.getLength(); k++) {
        Node a = attributes.item(k);
        String key = a.getLocalName() == null ? a.getNodeName() : a.getLocalName();
        require(!key.toLowerCase(java.util.Locale.ROOT).startsWith("on"),
            "<" + name + "> has an event handler " + key);
        require(!key.equals("href") || a.getNodeValue().startsWith("#"), "<" + name
            + "> links to " + a.getNodeValue());
      }
    }
    return new Picture(doc);
  }

  /** A picture read by {@link #check(String)}: what its elements say. */
  public static final class Picture {
    private final Document doc;

    private Picture(Document doc) {
      this.doc = doc;
    }

    /**
     * The values of one attribute on every element that has it, in document order.
     *
     * @param attribute such as {@code data-tile}
     * @return the values
     */
    public List<String> attributeValues(String attribute) {
      return valuesOf(doc, attribute);
    }

    /**
     * Every piece of text in the picture: the text of its elements and the values of its
     * attributes, one item each, in document order.
     *
     * @return the texts
     */
    public List<String> texts() {
      return textsOf(doc);
    }
  }

  /**
   * The values of one attribute on every element that has it, in document order.
   *
   * @param svg a picture
   * @param attribute such as {@code data-tile}
   * @return the values
   * @throws AssertionError if the picture is not well-formed XML
   */
  public static List<String> attributeValues(String svg, String attribute) {
    return valuesOf(parse(svg), attribute);
  }

  private static List<String> valuesOf(Document doc, String attribute) {
    List<String> out = new ArrayList<>();
    for (Element e : elements(doc)) {
      if (e.hasAttribute(attribute)) {
        out.add(e.getAttribute(attribute));
      }
    }
    return out;
  }

  /**
   * Every piece of text in a picture: the text of its elements and the values of its
   * attributes, one item each.
   *
   * @param svg a picture
   * @return the texts, in document order
   * @throws AssertionError if the picture is not well-formed XML
   */
  public static List<String> texts(String svg) {
    return textsOf(parse(svg));
  }

  private static List<String> textsOf(Document doc) {
    List<String> out = new ArrayList<>();
    for (Element e : elements(doc)) {
      for (Node c = e.getFirstChild(); c != null; c = c.getNextSibling()) {
        if (c.getNodeType() == Node.TEXT_NODE && !c.getNodeValue().isBlank()) {
          out.add(c.getNodeValue());
        }
      }
      NamedNodeMap attributes = e.getAttributes();
      for (int k = 0; k < attributes.getLength(); k++) {
        out.add(attributes.item(k).getNodeValue());
      }
    }
    return out;
  }

  /**
   * A picture with its play layer ({@code <g class="play">}, see {@code
   * dev.tabletop.core.svg.PlayLayer}) cut out: what a picture with the layer must equal, byte for
   * byte, to the same picture drawn without it.
   *
   * @param svg a picture
   * @return the picture without the layer (the same text when it has none)
   * @throws AssertionError if the layer's group is not closed
   */
  public static String withoutPlayLayer(String svg) {
    int start = svg.indexOf("<g class=\"play\"");
    if (start < 0) {
      return svg;
    }
    int depth = 0;
    int at = start;
    while (true) {
      int open = svg.indexOf("<g", at);
      while (open >= 0 && svg.charAt(open + 2) != ' ' && svg.charAt(open + 2) != '>') {
        open = svg.indexOf("<g", open + 2);
      }
      int close = svg.indexOf("</g>", at);
      if (close < 0) {
        throw new AssertionError("the play layer's group is never closed");
      }
      if (open >= 0 && open < close) {
        depth++;
        at = open + 2;
      } else {
        depth--;
        at = close + 4;
        if (depth == 0) {
          // The layer's text ends with its closing tag's line break.
          int end = at < svg.length() && svg.charAt(at) == '\n' ? at + 1 : at;
          return svg.substring(0, start) + svg.substring(end);
        }
      }
    }
  }

  /**
   * Compares a picture with its golden file byte for byte (UTF-8), or with {@code
   * -Dtabletop.svg.update=true} writes the file.
   *
   * @param golden the committed file, such as {@code src/test/resources/.../svg/start.svg}
   * @param actual the picture as the code renders it now
   * @throws AssertionError if the file is missing or differs, naming the first line that differs
   *     and the property that rewrites it
   */
  public static void matchesGolden(Path golden, String actual) {
    byte[] now = actual.getBytes(StandardCharsets.UTF_8);
    try {
      if (Boolean.getBoolean(UPDATE)) {
        Files.createDirectories(golden.toAbsolutePath().getParent());
        Files.write(golden, now);
        return;
      }
      if (!Files.exists(golden)) {
        throw new AssertionError("no golden file " + golden + "; run with -D" + UPDATE
            + "=true to write it");
      }
      byte[] want = Files.readAllBytes(golden);
      if (!java.util.Arrays.equals(want, now)) {
        String[] a = new String(want, StandardCharsets.UTF_8).split("\n", -1);
        String[] b = actual.split("\n", -1);
        int line = 0;
        while (line < a.length && line < b.length && a[line].equals(b[line])) {
          line++;
        }
        throw new AssertionError(golden + " differs from the picture rendered now, first at line "
            + (line + 1) + ":\n  file: " + (line < a.length ? a[line] : "(end)") + "\n  now:  "
            + (line < b.length ? b[line] : "(end)") + "\nIf the change is meant, rerun with -D"
            + UPDATE + "=true, look at the pictures and commit them.");
      }
    } catch (IOException e) {
      throw new AssertionError("cannot read or write " + golden + ": " + e.getMessage(), e);
    }
  }

  /**
   * Checks one golden picture: it renders to the same text twice, it is a picture ({@link
   * #check(String)}), and it matches its golden file and, where it is also a picture of the
   * guide, that copy ({@link #matchesGolden(Path, String)} for each).
   *
   * @param render renders the picture
   * @param golden its golden file
   * @param guideCopy its copy in the guide ({@code docs/images/...}), or null
   * @throws AssertionError naming what is wrong
   */
  public static void checkGolden(Supplier<String> render, Path golden, Path guideCopy) {
    String svg = render.get();
    check(svg);
    if (!render.get().equals(svg)) {
      throw new AssertionError(golden.getFileName() + " renders differently the second time");
    }
    matchesGolden(golden, svg);
    if (guideCopy != null) {
      matchesGolden(guideCopy, svg);
    }
  }

  /**
   * Checks that a folder of golden pictures holds exactly the files named, so no file is left
   * behind when its case goes.
   *
   * @param folder the folder
   * @param files the names of the files it should hold
   * @throws AssertionError naming the files missing and the files left over
   */
  public static void checkGoldenFolder(Path folder, Collection<String> files) {
    TreeSet<String> present = new TreeSet<>();
    try (Stream<Path> list = Files.list(folder)) {
      list.forEach(p -> present.add(p.getFileName().toString()));
    } catch (IOException e) {
      throw new AssertionError("cannot list " + folder + ": " + e.getMessage(), e);
    }
    TreeSet<String> missing = new TreeSet<>(files);
    missing.removeAll(present);
    TreeSet<String> extra = new TreeSet<>(present);
    extra.removeAll(files);
    if (!missing.isEmpty() || !extra.isEmpty()) {
      throw new AssertionError(folder + ": missing " + missing + ", no longer a case " + extra);
    }
  }

  /** Every element of a document, in document order. */
  private static List<Element> elements(Document doc) {
    List<Element> out = new ArrayList<>();
    java.util.ArrayDeque<Element> stack = new java.util.ArrayDeque<>();
    stack.push(doc.getDocumentElement());
    while (!stack.isEmpty()) {
      Element e = stack.pop();
      out.add(e);
      List<Element> kids = children(e);
      for (int i = kids.size() - 1; i >= 0; i--) {
        stack.push(kids.get(i));
      }
    }
    return out;
  }

  private static List<Element> children(Element parent) {
    List<Element> out = new ArrayList<>();
    for (Node c = parent.getFirstChild(); c != null; c = c.getNextSibling()) {
      if (c instanceof Element e) {
        out.add(e);
      }
    }
    return out;
  }

  private static void require(boolean ok, String what) {
    if (!ok) {
      throw new AssertionError("not a picture as the games write them: " + what);
    }
  }
}
