/** The ludo rules engine. */
package dev.tabletop.ludo;
