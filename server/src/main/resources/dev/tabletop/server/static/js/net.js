// Talking to the server: the HTTP API in JSON, and the seat tokens this browser holds.

/** GET or POST a JSON message; resolves to the answer, rejects with the server's error message. */
export async function api(path, body) {
  const init = body === undefined ? {} : {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  };
  const res = await fetch(path, init);
  const msg = await res.json();
  if (!res.ok || msg.type === 'error') {
    const e = new Error(msg.message || res.statusText);
    e.code = msg.code;
    throw e;
  }
  return msg;
}

// A seat's token is kept in localStorage under the table's id, so that a reload or a new tab
// finds the seat again. It never goes into a URL.
const KEY = 'tabletop.seat.';

/** The seat and token this browser holds at a table, or null. */
export function heldSeat(table) {
  try {
    const v = JSON.parse(localStorage.getItem(KEY + table));
    return v && Number.isInteger(v.seat) && typeof v.token === 'string' ? v : null;
  } catch (e) {
    return null;
  }
}

/** Remembers a seat's token. */
export function holdSeat(table, seat, token) {
  localStorage.setItem(KEY + table, JSON.stringify({seat, token}));
}

/** Joins a seat and keeps its token. */
export async function join(table, seat, name) {
  const body = name ? {type: 'join', name} : {type: 'join'};
  const joined = await api(`/api/tables/${encodeURIComponent(table)}/seats/${seat}`, body);
  holdSeat(table, joined.seat, joined.token);
  return joined;
}

/** The address of a table's page. */
export function tablePage(id) {
  return `/table.html?id=${encodeURIComponent(id)}`;
}

/** Escapes text for HTML. */
export function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({
    '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;',
  })[c]);
}
