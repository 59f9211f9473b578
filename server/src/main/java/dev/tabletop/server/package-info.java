/**
 * The game server: tables of Cờ Thú, Cờ Cá Ngựa and Domino over HTTP and WebSocket ({@link
 * dev.tabletop.server.TableServer}, started from the command line by {@link
 * dev.tabletop.server.ServerMain}), each table an engine ({@link dev.tabletop.server.Table}) of
 * seats, history, clock and move number, stored in H2 or PostgreSQL ({@link
 * dev.tabletop.server.Store}) before any move is acknowledged, with computer seats on a worker
 * pool. The messages are the {@code tabletop-json} wire format's, inside the server's own; see
 * {@code docs/server.md}.
 */
package dev.tabletop.server;
