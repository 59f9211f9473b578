/**
 * Pictures of positions as SVG text, shared by every game: {@link
 * dev.tabletop.core.svg.SvgOptions} (size, orientation, coordinates, the last move, arrows) and
 * {@link dev.tabletop.core.svg.SvgWriter}, the dependency-free writer each game's picture ({@code
 * JungleSvg}, {@code LudoSvg}, {@code DominoSvg}) is drawn with; {@link
 * dev.tabletop.core.svg.Box} is where a square or cell lies in a picture.
 */
package dev.tabletop.core.svg;
