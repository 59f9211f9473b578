/** The wire format: see {@link dev.tabletop.json.WireFormat}. */
package dev.tabletop.json;
