/** The jungle rules engine. */
package dev.tabletop.jungle;
