// A table's page: the board from the server's updates, moves by clicking (the legal ones
// highlighted), the clocks, the move list and the effects as they come, a hint, the result and a
// rematch. A seat's token comes from localStorage (kept when the seat was joined); without one
// the page watches as a spectator.
import {api, esc, heldSeat, join, tablePage} from './net.js';
import {applyLabels, t} from './i18n.js';
import {BOARDS, effectsOf} from './boards.js';

const id = new URLSearchParams(location.search).get('id');
const held = id ? heldSeat(id) : null;
const body = document.body;

let summary = null;
let board = null;
let update = null;
let socket = null;
let selected = null;
let hint = null;
let receivedAt = 0;
let log = [];

const LOG_KEY = `tabletop.log.${id}`;

function say(text, kind) {
  const m = document.getElementById('message');
  m.textContent = text;
  m.className = `message ${kind ?? ''}`;
}

/** The legal moves of this seat in the current update. */
function legal() {
  return update && update.audience === 'seat' && update.toMove === update.seat
    ? update.view.moves ?? [] : [];
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify({...message, ply: update.ply, token: held.token}));
  }
}

function play(move) {
  selected = null;
  hint = null;
  say('');
  send({type: 'move', code: move.code});
  body.dataset.sent = String(update.ply);
}

function onBoardClick(event) {
  const el = event.target.closest('[data-key]');
  if (!el || !update) {
    return;
  }
  const key = el.dataset.key;
  const moves = legal();
  if (moves.length === 0) {
    say(update.status === 'playing' && held ? t('theirTurn', update.toMove) : t('notLegal'),
        'refusal');
    return;
  }
  if (selected !== null) {
    const chosen = moves.find((m) => board.source(m) === selected && board.target(m) === key);
    if (chosen) {
      play(chosen);
      return;
    }
  }
  const from = moves.filter((m) => board.source(m) === key);
  if (from.length > 0) {
    if (board.autoPlaySingle && from.length === 1) {
      play(from[0]);
      return;
    }
    selected = key;
    say('');
    draw();
    return;
  }
  if (selected !== null && board.rawMove) {
    // Not a listed target: let the rules say why (the server refuses it and nothing changes).
    send({type: 'move', move: board.rawMove(selected, key)});
    selected = null;
    draw();
    return;
  }
  say(t('notLegal'), 'refusal');
}

/** Highlights what may be picked up, what is picked up, where it may go, and the hint. */
function mark() {
  const boardEl = document.getElementById('board');
  const moves = legal();
  const sources = new Set(moves.map(board.source).filter((k) => k !== null));
  const targets = new Set(moves.filter((m) => board.source(m) === selected).map(board.target));
  for (const el of boardEl.querySelectorAll('[data-key]')) {
    const k = el.dataset.key;
    el.classList.toggle('movable', sources.has(k));
    el.classList.toggle('selected', k === selected);
    el.classList.toggle('target', selected !== null && targets.has(k));
    el.classList.toggle('hinted', hint !== null
        && (board.source(hint) === k || board.target(hint) === k));
  }
}

/** Buttons for the moves that have nothing on the board to click: draw, pass, lead a double. */
function moveButtons() {
  const box = document.getElementById('move-buttons');
  const moves = legal().filter((m) => board.source(m) === null);
  box.innerHTML = moves.map((m) => `<button type="button" class="move" data-code="${m.code}">`
      + `${esc(m.text)}</button>`).join('');
}

function statusLine() {
  if (!update) {
    return t('connecting');
  }
  const who = update.audience === 'seat' ? t('youAre', update.seat) : t('spectator');
  if (update.status !== 'playing') {
    return `${who} · ${t(update.status)}`;
  }
  return `${who} · ${update.toMove === update.seat && update.audience === 'seat' ? t('yourTurn')
    : t('theirTurn', update.toMove)}`;
}

function clocks() {
  const box = document.getElementById('clocks');
  if (!update || !update.clock) {
    box.innerHTML = '';
    return;
  }
  const c = update.clock;
  const spent = update.status === 'playing' ? Date.now() - receivedAt : 0;
  const fmt = (ms) => {
    const s = Math.max(0, Math.ceil(ms / 1000));
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  };
  let html = '';
  for (let p = 0; p < c.players; p++) {
    const running = p === c.running && update.status === 'playing';
    let text = c.remaining ? fmt(c.remaining[p] - (running ? spent : 0)) : '';
    if (running && c.moveLeft !== undefined) {
      text += `${text ? ' · ' : ''}${fmt(c.moveLeft - spent)}`;
    }
    html += `<div class="clock${running ? ' running' : ''}" data-seat="${p}">${esc(t('seat'))} `
        + `${p}: <span class="time">${text || '–'}</span></div>`;
  }
  box.innerHTML = html;
}

function result() {
  const box = document.getElementById('result');
  if (!update || update.status !== 'over') {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const returns = update.returns ?? [];
  const best = Math.max(...returns);
  const winners = returns.map((r, s) => (r === best && r > 0 ? s : -1)).filter((s) => s >= 0);
  let text = winners.length === 0 ? t('drawn') : winners.map((s) => t('wins', s)).join(', ');
  if (update.timeOut) {
    text = `${t('timeOut', update.timeOut.player)}. ${text}`;
  }
  const reason = update.result?.result?.reason;
  if (reason) {
    text += ` (${reason})`;
  }
  text += ` · ${t('returns')}: ${returns.join(', ')}`;
  document.getElementById('result-text').textContent = text;
  document.getElementById('rematch').hidden = !held;
}

function draw() {
  applyLabels();
  body.dataset.status = update ? update.status : '';
  document.getElementById('status').textContent = statusLine();
  if (!update) {
    return;
  }
  const seat = update.audience === 'seat' ? update.seat : 0;
  document.getElementById('board').innerHTML = board.draw(update, seat) + board.panel(update);
  mark();
  moveButtons();
  clocks();
  result();
  document.getElementById('hint').disabled = legal().length === 0;
  document.getElementById('hint-text').textContent = hint ? t('hintIs', hint.text) : '';
  document.getElementById('log').innerHTML = log.map((e) =>
    `<li value="${e.ply}" class="${e.kinds}" data-ply="${e.ply}">${esc(e.text)}</li>`).join('');
  const logEl = document.getElementById('log');
  logEl.scrollTop = logEl.scrollHeight;
}

/** Adds the last change to the move list, once, and shows its striking effects. */
function record(u) {
  if (!u.last || log.some((e) => e.ply === u.ply)) {
    return;
  }
  const effects = effectsOf(u);
  if (effects.length === 0) {
    return;
  }
  const kinds = [...new Set(effects.map((e) => e.type))].join(' ');
  // The deal is one line, not one per tile; every other effect names its seat or side itself.
  const dealt = effects.filter((e) => e.type === 'dealt').length;
  const texts = effects.filter((e) => e.type !== 'dealt').map((e) => e.text);
  if (dealt > 0) {
    texts.unshift(t('dealt', dealt));
  }
  log.push({ply: u.ply, kinds, text: texts.join('; ')});
  sessionStorage.setItem(LOG_KEY, JSON.stringify(log));
  const banner = document.getElementById('effect');
  const striking = effects.find((e) => e.type === 'captured') ? ['capture', t('capture')]
    : effects.find((e) => e.type === 'kicked') ? ['kick', t('kick')]
      : effects.find((e) => e.type === 'drew' && e.seat !== undefined) ? ['draw', t('draw')] : null;
  if (striking) {
    banner.textContent = `${striking[1]} ${effects.filter((e) => ['captured', 'kicked', 'drew']
        .includes(e.type)).map((e) => e.text).join('; ')}`;
    banner.className = `effect show ${striking[0]}`;
    clearTimeout(record.timer);
    record.timer = setTimeout(() => {
      banner.className = 'effect';
    }, 4000);
  }
}

function onMessage(event) {
  const msg = JSON.parse(event.data);
  if (msg.type === 'update') {
    update = msg;
    receivedAt = Date.now();
    if (hint && hint.ply !== msg.ply) {
      hint = null;
    }
    selected = null;
    record(msg);
    body.dataset.ply = String(msg.ply);
    body.dataset.toMove = String(msg.toMove ?? -1);
    body.dataset.audience = msg.audience;
    draw();
  } else if (msg.type === 'error') {
    say(t('refused', msg.message), 'refusal');
    body.dataset.refusals = String(Number(body.dataset.refusals ?? 0) + 1);
    draw();
  }
}

function connect() {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  socket = new WebSocket(`${scheme}://${location.host}/api/tables/${encodeURIComponent(id)}/ws`);
  body.dataset.ws = 'connecting';
  socket.addEventListener('open', () => {
    body.dataset.ws = 'open';
    if (held) {
      socket.send(JSON.stringify({type: 'hello', seat: held.seat, token: held.token}));
    }
  });
  socket.addEventListener('message', onMessage);
  socket.addEventListener('close', () => {
    body.dataset.ws = 'closed';
    say(t('disconnected'));
    setTimeout(connect, 1000);
  });
}

async function askHint() {
  const text = document.getElementById('hint-text');
  text.textContent = t('thinking');
  try {
    const h = await api(`/api/tables/${encodeURIComponent(id)}/hint`,
        {type: 'askHint', seat: held.seat, token: held.token});
    const best = h.analysis.moves[0];
    const move = legal().find((m) => m.code === best.code);
    hint = {...(move ?? {}), text: best.text, code: best.code, ply: h.ply};
    body.dataset.hint = best.text;
    draw();
  } catch (e) {
    text.textContent = t('refused', e.message);
  }
}

async function rematch() {
  const seats = summary.seats.map((s) => (s.player === 'computer'
    ? {player: 'computer', level: s.level} : {player: 'open'}));
  const message = {type: 'create', spec: summary.spec, seats};
  if (summary.clock) {
    message.clock = summary.clock;
  }
  try {
    const table = await api('/api/tables', message);
    await join(table.id, held.seat);
    location.href = tablePage(table.id);
  } catch (e) {
    say(e.message, 'refusal');
  }
}

async function main() {
  applyLabels(draw);
  if (!id) {
    location.href = '/';
    return;
  }
  try {
    log = JSON.parse(sessionStorage.getItem(LOG_KEY)) ?? [];
  } catch (e) {
    log = [];
  }
  summary = await api(`/api/tables/${encodeURIComponent(id)}`);
  board = BOARDS[summary.game];
  document.getElementById('game-name').textContent = t('gameNames')[summary.game];
  body.dataset.game = summary.game;
  document.getElementById('board').addEventListener('click', onBoardClick);
  document.getElementById('move-buttons').addEventListener('click', (e) => {
    const b = e.target.closest('button.move');
    const move = b && legal().find((m) => m.code === Number(b.dataset.code));
    if (move) {
      play(move);
    }
  });
  document.getElementById('hint').addEventListener('click', askHint);
  document.getElementById('rematch').addEventListener('click', rematch);
  setInterval(clocks, 250);
  draw();
  connect();
}

main().catch((e) => say(e.message, 'refusal'));
