/** The domino rules engine. */
package dev.tabletop.domino;
