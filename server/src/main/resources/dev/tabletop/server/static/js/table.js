// A table's page: the game module's picture from the server's updates, moves by clicking (what
// may move ringed, where it may go dotted), the computer's moves paced and animated, the clocks,
// the move list, a hint, the controls (resign, a draw offer), the end of the game and a
// rematch. A seat's token comes from localStorage (kept when the seat was joined); without one
// the page watches as a spectator and is offered no play controls.
import {api, esc, heldSeat, join, tablePage} from './net.js';
import {applyLabels, t} from './i18n.js';
import {play as sound, setSound, soundOn} from './sound.js';
import {GAMES, dotTo, ludoColours, markOf, markPlay, markedCodes, placesOf, showPicture}
  from './board.js';

const id = new URLSearchParams(location.search).get('id');
const held = id ? heldSeat(id) : null;
const body = document.body;

let summary = null;
let game = null;
let update = null;
let socket = null;
let selected = null;
let hint = null;
let receivedAt = 0;
let log = [];
/** The ply a move was sent at: no second move is sent until an update moves past it. */
let sentAt = -1;
/** Updates waiting to be shown, so computer moves come one at a time, paced. */
const queue = [];
let shownAt = 0;
let pumping = null;
let autoTimer = null;
let everOpen = false;

const LOG_KEY = `tabletop.log.${id}`;
const PACE_KEY = 'tabletop.pace';

/** How long a computer's move stays before the next one is shown, in ms (a setting). */
function pace() {
  const v = Number(localStorage.getItem(PACE_KEY));
  return Number.isFinite(v) && localStorage.getItem(PACE_KEY) !== null ? v : 600;
}

function say(text, kind) {
  const m = document.getElementById('message');
  m.textContent = text;
  m.className = `message ${kind ?? ''}`;
}

function isSeat() {
  return update && update.audience === 'seat';
}

/** The legal moves of this seat in the current update. */
function legal() {
  return isSeat() && update.toMove === update.seat && sentAt !== update.ply
    ? update.view.moves ?? [] : [];
}

// ------------------------------------------------------------------- people and colours

/** A seat's colour name, where the game gives seats colours. */
function colourOf(seat) {
  const names = t('colours')[summary.game];
  if (!names) {
    return null;
  }
  if (summary.game === 'ludo') {
    return names[ludoColours(summary.spec, summary.seats.length)[seat]];
  }
  return names[seat];
}

/** A seat as people say it: "Bạn · Đỏ", "Máy Khó · Xanh", "An · Vàng", "Ghế 2". */
function who(seat) {
  const s = (update ?? summary).seats[seat];
  let name;
  if (isSeat() && seat === update.seat) {
    name = t('you');
  } else if (s.player === 'computer') {
    name = t('computerShort', t('levels')[s.level]);
  } else {
    name = s.name ?? (s.taken ? t('personShort') : t('openShort'));
  }
  const colour = colourOf(seat);
  return colour ? t('whoColour', name, colour) : `${name} · ${t('seatN', seat)}`;
}

function isComputer(seat) {
  return (update ?? summary).seats[seat]?.player === 'computer';
}

/** Another person at the table (a taken open seat not this page's)? */
function otherPeople() {
  return update.seats.some((s, i) => s.player === 'open' && (!isSeat() || i !== update.seat));
}

// ------------------------------------------------------------------------------ moves

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify({...message, ply: update.ply, token: held.token}));
    return true;
  }
  return false;
}

function play(move) {
  if (sentAt === update.ply) {
    return;
  }
  selected = null;
  hint = null;
  clearTimeout(autoTimer);
  if (send({type: 'move', code: move.code})) {
    sentAt = update.ply;
    body.dataset.sent = String(update.ply);
    say('');
    draw();
  }
}

/** The element the keyboard cursor is on, by its names (kept across pictures). */
let cursor = null;

/** What a click can name in the picture: a piece (data-key) or a place (data-place). */
const CLICKABLE = '.picture [data-key], .picture [data-place]';

/** An element's names, the same for the same piece or place in the next picture. */
function ident(el) {
  return `${el.dataset.key ?? ''}|${el.dataset.place ?? ''}`;
}

/** Arrow keys move the cursor to the nearest keyed element that way; Enter clicks it. */
function onBoardKey(event) {
  const box = document.getElementById('board');
  const all = [...box.querySelectorAll(CLICKABLE)];
  if (all.length === 0) {
    return;
  }
  const centre = (el) => {
    const r = el.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  };
  let here = all.find((el) => ident(el) === cursor);
  if (event.key === 'Enter' || event.key === ' ') {
    if (here) {
      event.preventDefault();
      onBoardClick({target: here});
    }
    return;
  }
  const way = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]}[
    event.key];
  if (!way) {
    return;
  }
  event.preventDefault();
  if (!here) {
    here = all.find((el) => el.classList.contains('movable')) ?? all[0];
  } else {
    const [x, y] = centre(here);
    let best = null;
    let bestScore = Infinity;
    for (const el of all) {
      const [ex, ey] = centre(el);
      const along = (ex - x) * way[0] + (ey - y) * way[1];
      const across = Math.abs((ex - x) * way[1]) + Math.abs((ey - y) * way[0]);
      if (along > 2 && along + 2 * across < bestScore) {
        best = el;
        bestScore = along + 2 * across;
      }
    }
    here = best ?? here;
  }
  cursor = ident(here);
  showCursor();
}

function showCursor() {
  for (const el of document.querySelectorAll('.picture .cursor')) {
    el.classList.remove('cursor');
  }
  if (cursor !== null) {
    const el = [...document.querySelectorAll(CLICKABLE)].find((e) => ident(e) === cursor);
    if (el) {
      el.classList.add('cursor');
      body.dataset.cursor = el.dataset.key ?? el.dataset.place;
    }
  }
}

/** Plays a move the picture names by its code. */
function playCode(code) {
  play(legal().find((m) => m.code === code) ?? {code});
}

function onBoardClick(event) {
  const box = document.getElementById('board');
  const el = event.target.closest('.play-targets.on [data-code], [data-key], [data-place]');
  if (!el || !update || !isSeat() || update.status !== 'playing') {
    return;
  }
  const moves = legal();
  if (moves.length === 0) {
    if (sentAt !== update.ply) {
      say(t('toMoveAs', who(update.toMove)), 'refusal');
    }
    return;
  }
  if (el.dataset.code !== undefined) {
    playCode(Number(el.dataset.code));
    return;
  }
  const key = el.dataset.key;
  const place = el.dataset.place;
  if (selected !== null && place !== undefined) {
    // A click on a dotted place, or on what stands there, is the move there.
    const dot = dotTo(box, selected, place);
    if (dot) {
      playCode(Number(dot.dataset.code));
      return;
    }
  }
  const picked = key === undefined ? null : markOf(box, key);
  if (picked) {
    const codes = picked.dataset.codes.split(' ').map(Number);
    if (game.autoPlaySingle && codes.length === 1) {
      playCode(codes[0]);
      return;
    }
    selected = key;
    say('');
    mark();
    return;
  }
  if (selected !== null && game.rawMove && place !== undefined) {
    // Not a dotted place: let the rules say why (the server refuses it and nothing changes).
    send({type: 'move', move: game.rawMove(selected, place)});
    selected = null;
    mark();
    return;
  }
  say(t('notLegal'), 'refusal');
}

function mark() {
  markPlay(document.getElementById('board'), legal().length > 0, selected, hint);
  showCursor();
}

/** Buttons for the moves that have nothing on the board to click: draw, pass, a horse's move. */
function moveButtons() {
  const box = document.getElementById('move-buttons');
  // Cờ Cá Ngựa's horses and a phone's Domino tiles are small to tap: their moves are buttons too
  // (Domino's only on a narrow screen, where its tiles are smallest).
  const onBoard = markedCodes(document.getElementById('board'));
  const moves = forcedMove() ? [] : legal().filter((m) => !onBoard.has(m.code)
      || (summary.game !== 'jungle' && m.kind !== 'pass'));
  box.innerHTML = moves.map((m) => `<button type="button" class="move${onBoard.has(m.code)
    && summary.game === 'domino' ? ' alt' : ''}" data-code="${m.code}">${esc(moveName(m))}`
      + '</button>').join('');
}

/** A legal move in words, in the page's language. */
function moveName(m) {
  const fx = t('fx');
  if (m.kind === 'pass') {
    return fx.passed;
  }
  if (m.kind === 'draw') {
    return fx.drawStarted;
  }
  if (summary.game === 'ludo') {
    return m.from === 's' ? t('fx').entered.replace('{0}', m.horse).replace('{1}', m.to)
      : fx.ludoMoved.replace('{0}', m.horse).replace('{1}', m.from).replace('{2}', m.to);
  }
  if (summary.game === 'domino') {
    return m.end ? fx.played.replace('{0}', m.tile).replace('{1}', fx[m.end]) : fx.led
        .replace('{0}', m.tile);
  }
  return `${m.from}${m.to}`;
}

/** The move made for the player: passing (or drawing) when it is the only one, else null. */
function forcedMove() {
  const moves = legal();
  return moves.length === 1 && (moves[0].kind === 'pass' || moves[0].kind === 'draw')
    ? moves[0] : null;
}

/** When passing (or drawing) is the only move, it is made for the player, with a notice. */
function autoMove() {
  const move = forcedMove();
  if (move) {
    const ply = update.ply;
    say(t(move.kind === 'pass' ? 'autoPass' : 'autoDraw'), 'notice');
    clearTimeout(autoTimer);
    autoTimer = setTimeout(() => {
      if (update.ply === ply) {
        play(move);
        body.dataset.autoMoves = String(Number(body.dataset.autoMoves ?? 0) + 1);
        say(t(move.kind === 'pass' ? 'autoPass' : 'autoDraw'), 'notice');
      }
    }, 700);
  }
}

// ----------------------------------------------------------------------------- drawing

function statusLine() {
  if (!update) {
    return t('connecting');
  }
  const watching = isSeat() ? '' : `${t('spectator')} · `;
  if (update.status === 'over') {
    return `${watching}${document.getElementById('result-text').textContent || t('over')}`;
  }
  if (update.status !== 'playing') {
    return `${watching}${t(update.status)}`;
  }
  if (isSeat() && update.toMove === update.seat) {
    return t('yourTurnAs', colourOf(update.seat) ?? t('seatN', update.seat));
  }
  if (update.toMove !== undefined && isComputer(update.toMove)) {
    return `${watching}${t('computerThinking', t('levels')[update.seats[update.toMove].level])}`
        + ` · ${who(update.toMove)}`;
  }
  return `${watching}${update.toMove === undefined ? '' : t('toMoveAs', who(update.toMove))}`;
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
    html += `<div class="clock${running ? ' running' : ''}" data-seat="${p}">${esc(who(p))}: `
        + `<span class="time">${text || '–'}</span></div>`;
  }
  box.innerHTML = html;
}

/** Why the game ended, in words: "Sư tử Xanh vào hang". */
function reasonText() {
  const r = update.result?.result ?? update.result;
  const reasons = t('reasons');
  if (update.timeOut) {
    return reasons.time.replace('{1}', who(update.timeOut.player));
  }
  if (update.ending) {
    const seat = update.ending.seat;
    return reasons[update.ending.reason].replace('{1}', seat === undefined ? '' : who(seat));
  }
  const key = r?.reason;
  if (!key || !reasons[key]) {
    return key ?? '';
  }
  const returns = update.returns ?? [];
  const best = returns.indexOf(Math.max(...returns));
  const worst = returns.indexOf(Math.min(...returns));
  return reasons[key].replace('{0}', who(best)).replace('{1}', who(worst));
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
  let head;
  if (winners.length === 0) {
    head = t('gameDrawn');
  } else if (isSeat()) {
    head = winners.includes(update.seat) ? t('youWon') : t('youLost');
  } else {
    head = t('isWinner', winners.map(who).join(', '));
  }
  const text = t('because', head, reasonText());
  document.getElementById('result-text').textContent = text;
  body.dataset.resultText = text;
  document.getElementById('rematch').hidden = !held;
  document.getElementById('rematch').textContent = summary.game === 'domino' ? t('nextRound')
    : t('rematch');
  document.getElementById('hands').innerHTML = handsAtEnd();
  if (!result.shown || result.shown !== update.ply) {
    result.shown = update.ply;
    const dialog = document.getElementById('result');
    if (dialog.showModal && !dialog.open) {
      dialog.showModal();
    }
  }
}

/** A Domino round's end: every hand and its count, and the score each seat gets. */
function handsAtEnd() {
  if (summary.game !== 'domino' || !update.hands) {
    return '';
  }
  const r = update.result?.result ?? update.result ?? {};
  const rows = update.hands.map((hand, s) => `<tr data-seat="${s}"><th scope="row">`
      + `${esc(who(s))}</th><td class="tiles">${hand.map((tile) => `<span class="tile-text">`
      + `${esc(tile)}</span>`).join(' ') || '–'}</td><td>${esc(t('count', r.counts?.[s] ?? 0))}`
      + `</td><td>${esc(t('payout', update.returns?.[s] ?? 0))}</td></tr>`).join('');
  return `<h3>${esc(t('handsAtEnd'))}</h3><table class="hands-table">${rows}</table>`;
}

function controls() {
  const seat = isSeat();
  const playing = update && update.status === 'playing';
  document.getElementById('actions').hidden = !seat;
  document.getElementById('hint').disabled = legal().length === 0;
  document.getElementById('resign').hidden = !seat || !playing;
  // Takeback: a person alone against computers, at Cờ Thú or Cờ Cá Ngựa, untimed (the server
  // says why not otherwise).
  document.getElementById('takeback').hidden = !seat || !playing || summary.game === 'domino'
      || Boolean(summary.clock) || otherPeople() || update.ply === 0;
  document.getElementById('offer-draw').hidden = !seat || !playing || summary.game !== 'jungle'
      || !otherPeople();
  document.getElementById('hint-text').textContent = hint ? t('hintIs', hint.text) : '';
}

/** A change's effects split where the seat changes: one line per mover (a move, then the roll). */
function lines(entry) {
  const out = [];
  for (const e of entry.effects) {
    const seat = seatOf(e);
    const last = out[out.length - 1];
    if (last && (seat === undefined || last.seat === undefined || seat === last.seat)) {
      last.effects.push(e);
      last.seat ??= seat;
    } else {
      out.push({seat, effects: [e]});
    }
  }
  return out;
}

/** The log with the deal's one-tile changes joined into one line ("14 tiles dealt"). */
function joinedLog() {
  const out = [];
  for (const e of log) {
    const prev = out[out.length - 1];
    const dealing = e.effects.every((x) => x.type === 'dealt');
    if (dealing && prev && prev.effects.every((x) => x.type === 'dealt')) {
      out[out.length - 1] = {...prev, effects: prev.effects.concat(e.effects)};
    } else {
      out.push(e);
    }
  }
  return out;
}

function drawLog() {
  const logEl = document.getElementById('log');
  logEl.innerHTML = joinedLog().flatMap((e) => lines(e).map((l) => `<li class="`
      + `${[...new Set(l.effects.map((x) => x.type))].join(' ')}" data-ply=`
      + `"${e.ply}"${l.seat === undefined ? '' : ` data-seat="${l.seat}"`}>`
      + `${esc(logText(l))}</li>`)).join('');
  logEl.scrollTop = logEl.scrollHeight;
}

function draw() {
  applyLabels();
  body.dataset.status = update ? update.status : '';
  if (!update) {
    document.getElementById('status').textContent = statusLine();
    return;
  }
  mark();
  moveButtons();
  clocks();
  result();
  document.getElementById('status').textContent = statusLine();
  controls();
  drawOffer();
  drawLog();
}

/** Shows an update: its picture (animated from the last), the log, the controls. */
function show(u) {
  const boardEl = document.getElementById('board');
  const before = update ? placesOf(boardEl) : null;
  const fresh = !update || update.ply !== u.ply;
  if (update && u.ply < update.ply) {
    // Moves taken back: they leave the list, and this seat may move again at this number.
    log = log.filter((e) => e.ply <= u.ply);
    sessionStorage.setItem(LOG_KEY, JSON.stringify(log));
    sentAt = -1;
    if (isSeat() && u.toMove === update.seat) {
      say(t('takenBack'), 'notice');
    }
  }
  update = u;
  receivedAt = Date.now();
  if (hint && hint.ply !== u.ply) {
    hint = null;
  }
  if (fresh) {
    selected = null;
  }
  const me = isSeat() ? u.seat : -1;
  showPicture(boardEl, u.picture, game, u, me, before, fresh && before !== null,
      `${t('gameNames')[summary.game]} · ${t('board')}`);
  if (u.history) {
    fromHistory(u);
  }
  record(u);
  body.dataset.ply = String(u.ply);
  body.dataset.toMove = String(u.toMove ?? -1);
  body.dataset.audience = u.audience;
  body.dataset.thinking = u.status === 'playing' && u.toMove !== undefined
      && isComputer(u.toMove) ? 'true' : 'false';
  draw();
  autoMove();
  // The pace counts from when the move is on the screen.
  shownAt = Date.now();
}

/** Shows queued updates, a computer's move held for the pace before the next one. */
function pump() {
  clearTimeout(pumping);
  pumping = null;
  while (queue.length > 0) {
    const next = queue[0];
    // A computer's move waits until the one before it has been seen for the pace; a person's
    // own move is never held back.
    const byComputer = next.last && next.last.seat !== undefined && isComputer(next.last.seat);
    const wait = update ? shownAt + pace() - Date.now() : 0;
    // (Computers playing each other far faster than the pace: past 2000 waiting moves the page
    // catches up rather than fall ever further behind.)
    if (byComputer && wait > 0 && queue.length < 2000) {
      pumping = setTimeout(pump, wait);
      return;
    }
    show(queue.shift());
  }
}

// ----------------------------------------------------------------------------- move list

/** One effect in words, in the page's language. */
function effectText(e) {
  const fx = t('fx');
  const f = (s, ...a) => s.replace(/\{(\d)\}/g, (_, i) => String(a[Number(i)]));
  const animal = (side, piece) => f(fx.animal, t('animals')[piece] ?? piece,
      t('sides')[side] ?? side);
  switch (`${summary.game}.${e.type}`) {
    case 'jungle.moved': return f(fx.moved, animal(e.side, e.piece), e.from, e.to);
    case 'jungle.jumped': return f(fx.jumped, animal(e.side, e.piece), e.from, e.to);
    case 'jungle.captured': return f(fx.captured, animal(e.side, e.victim), e.square);
    case 'jungle.gameEnded': return fx.gameEnded;
    case 'ludo.rolled': return f(fx.rolled, (e.roll ?? []).join(fx.and));
    case 'ludo.entered': return f(fx.entered, e.horse, e.cell);
    case 'ludo.moved': return f(fx.ludoMoved, e.horse, e.from, e.to);
    case 'ludo.movedBack': return f(fx.movedBack, e.horse, e.from, e.to);
    case 'ludo.jumped': return f(fx.ludoJumped, e.horse, e.from, e.to);
    case 'ludo.kicked': return f(fx.kicked, colourOf(e.player) ?? '', e.horse, e.cell);
    case 'ludo.enteredHome': return f(fx.enteredHome, e.horse, e.home);
    case 'ludo.climbed': return f(fx.climbed, e.horse, e.from, e.to);
    case 'ludo.passed': case 'domino.passed': return fx.passed;
    case 'ludo.bonusRoll': return fx.bonusRoll;
    case 'ludo.finished': return f(fx.finished, e.place);
    case 'ludo.gameOver': return fx.gameOver;
    case 'domino.led': return f(fx.led, e.tile);
    case 'domino.played': return f(fx.played, e.tile, fx[e.end] ?? e.end);
    case 'domino.drawStarted': return fx.drawStarted;
    case 'domino.drew': return e.tile ? f(fx.drew, e.tile) : fx.drewHidden;
    case 'domino.roundEnded': return fx.roundEnded;
    default: return e.type;
  }
}

/** The seat an effect is by, when it names one. */
function seatOf(e) {
  if (e.type === 'dealt') {
    // The deal is the table's, not a seat's move: one line for all of it.
    return undefined;
  }
  if (e.player !== undefined && e.type !== 'kicked') {
    return e.player;
  }
  if (e.seat !== undefined) {
    return e.seat;
  }
  if (e.side !== undefined && e.type !== 'captured') {
    return e.side === 'red' ? 0 : 1;
  }
  return undefined;
}

/** A log entry in the page's language: the mover, then what happened. */
function logText(entry) {
  const parts = [];
  let lastSeat;
  const dealt = entry.effects.filter((e) => e.type === 'dealt').length;
  if (dealt > 0) {
    parts.push(t('dealt', dealt));
  }
  for (const e of entry.effects.filter((x) => x.type !== 'dealt')) {
    const seat = seatOf(e);
    const text = effectText(e);
    parts.push(seat !== undefined && seat !== lastSeat ? `${who(seat)}: ${text}` : text);
    if (seat !== undefined) {
      lastSeat = seat;
    }
  }
  return parts.join('; ');
}

/** Every effect of the last change, in order. */
function effectsOf(u) {
  return u.last ? u.last.effects.flatMap((e) => e.effects) : [];
}

/**
 * The move list from the game's start, from the history the first update of a connection
 * carries (every ply so far, as this page may see it): a reload or a late spectator lists the
 * whole game, not only what it saw.
 */
function fromHistory(u) {
  log = u.history.map((e) => ({ply: e.ply, seat: e.seat,
    effects: e.effects.flatMap((x) => x.effects).map(({text, ...rest}) => rest)}))
      .filter((e) => e.effects.length > 0)
      .map((e) => ({...e, kinds: [...new Set(e.effects.map((x) => x.type))].join(' ')}));
  sessionStorage.setItem(LOG_KEY, JSON.stringify(log));
}

/** Adds the last change to the move list, once, and calls out its striking effects. */
function record(u) {
  if (!u.last || log.some((e) => e.ply === u.ply)) {
    return;
  }
  const effects = effectsOf(u).map(({text, ...rest}) => rest);
  if (effects.length === 0) {
    return;
  }
  const kinds = [...new Set(effects.map((e) => e.type))].join(' ');
  const entry = {ply: u.ply, kinds, effects, seat: u.last.seat};
  // Sounds (when turned on): the end, else a capture or a move, and a roll of the dice.
  const types = new Set(effects.map((e) => e.type));
  if (u.status === 'over') {
    sound('end');
  } else {
    if (types.has('captured') || types.has('kicked')) {
      sound('capture');
    } else if ([...types].some((x) => x !== 'rolled' && x !== 'dealt')) {
      sound('move');
    }
    if (types.has('rolled')) {
      sound('roll');
    }
  }
  log.push(entry);
  sessionStorage.setItem(LOG_KEY, JSON.stringify(log));
  const banner = document.getElementById('effect');
  const striking = effects.find((e) => e.type === 'captured') ? ['capture', t('capture')]
    : effects.find((e) => e.type === 'kicked') ? ['kick', t('kick')]
      : effects.find((e) => e.type === 'drew' && e.seat !== undefined) ? ['draw', t('draw')] : null;
  if (striking) {
    banner.textContent = `${striking[1]} ${effects.filter((e) => ['captured', 'kicked', 'drew']
        .includes(e.type)).map(effectText).join('; ')}`;
    banner.className = `effect show ${striking[0]}`;
    clearTimeout(record.timer);
    record.timer = setTimeout(() => {
      banner.className = 'effect';
    }, 4000);
  }
}

// ------------------------------------------------------------------------- the connection

function onMessage(event) {
  const msg = JSON.parse(event.data);
  if (msg.type === 'update') {
    if (update && msg.ply === update.ply && queue.length === 0) {
      show(msg);
    } else {
      queue.push(msg);
      pump();
    }
  } else if (msg.type === 'error') {
    if (sentAt === update?.ply) {
      sentAt = -1;
    }
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
    // The socket is back: the "reconnecting" message goes at once, not at the next move.
    if (everOpen) {
      say(t('reconnected'), 'notice');
    } else {
      say('');
    }
    everOpen = true;
    sentAt = -1;
    if (held) {
      socket.send(JSON.stringify({type: 'hello', seat: held.seat, token: held.token}));
    }
  });
  socket.addEventListener('message', onMessage);
  socket.addEventListener('close', () => {
    body.dataset.ws = 'closed';
    say(t('disconnected'), 'refusal');
    setTimeout(connect, 1000);
  });
}

// ------------------------------------------------------------------------------ controls

async function askHint() {
  const text = document.getElementById('hint-text');
  text.textContent = t('thinking');
  try {
    const h = await api(`/api/tables/${encodeURIComponent(id)}/hint`,
        {type: 'askHint', seat: held.seat, token: held.token});
    if (!update || h.ply !== update.ply) {
      // The table moved on (or was taken back) while the hint was thought: it is for another
      // position, even at the same move number.
      text.textContent = '';
      return;
    }
    const best = h.analysis.moves[0];
    const move = legal().find((m) => m.code === best.code);
    hint = {text: move ? moveName(move) : best.text, code: best.code, ply: h.ply};
    body.dataset.hint = best.text;
    draw();
  } catch (e) {
    text.textContent = t('refused', e.message);
  }
}

async function control(type, extra) {
  // One request at a time per control: a double click on "Take back" would take back two moves.
  const button = type === 'takeback' || type === 'resign' ? document.getElementById(type) : null;
  if (button?.dataset.busy === 'true') {
    return;
  }
  if (button) {
    button.dataset.busy = 'true';
  }
  try {
    await api(`/api/tables/${encodeURIComponent(id)}/${type}`,
        {type, seat: held.seat, token: held.token, ...(extra ?? {})});
    if (type === 'takeback') {
      say(t('takenBack'), 'notice');
    } else {
      say('');
    }
  } catch (e) {
    say(t('refused', e.message), 'refusal');
  } finally {
    if (button) {
      delete button.dataset.busy;
    }
  }
}

/** A draw offer waiting: the other seat answers it; the seat that made it waits. */
function drawOffer() {
  const box = document.getElementById('draw-offer');
  const by = update.drawOffer?.by;
  box.hidden = !(isSeat() && by !== undefined && by !== update.seat);
  if (!box.hidden) {
    document.getElementById('draw-offer-text').textContent = t('drawOffered', who(by));
  }
  const offered = isSeat() && by === update.seat;
  document.getElementById('offer-draw').disabled = offered;
  if (offered) {
    say(t('drawOfferSent'), 'notice');
  }
}

async function rematch() {
  // The colours swap: the person takes the next seat, and each seat's player moves with it.
  const n = summary.seats.length;
  const swap = summary.game === 'jungle' || (summary.game === 'ludo' && n === 2);
  const seats = summary.seats.map((s) => (s.player === 'computer'
    ? {player: 'computer', level: s.level} : {player: 'open'}));
  const ordered = swap ? seats.map((_, i) => seats[(i + 1) % n]) : seats;
  const mine = swap ? (held.seat + n - 1) % n : held.seat;
  const message = {type: 'create', spec: summary.spec, seats: ordered};
  if (summary.clock) {
    message.clock = summary.clock;
  }
  try {
    const table = await api('/api/tables', message);
    await join(table.id, mine);
    location.href = tablePage(table.id);
  } catch (e) {
    say(e.message, 'refusal');
  }
}

/** Moves by keyboard: a typed move (g3g4, or the move's text) sent as it is. */
function onKeyMove(event) {
  event.preventDefault();
  const input = document.getElementById('key-move');
  const text = input.value.trim();
  if (!text || !isSeat() || sentAt === update.ply) {
    return;
  }
  const moves = legal();
  const known = moves.find((m) => m.text === text || `${m.from}${m.to}` === text);
  if (known) {
    play(known);
  } else if (send({type: 'move', move: text})) {
    sentAt = update.ply;
  }
  input.value = '';
}

async function main() {
  applyLabels(draw);
  if (!id) {
    location.href = '/';
    return;
  }
  try {
    log = JSON.parse(sessionStorage.getItem(LOG_KEY)) ?? [];
    if (log.some((e) => !Array.isArray(e.effects))) {
      log = [];
    }
  } catch (e) {
    log = [];
  }
  summary = await api(`/api/tables/${encodeURIComponent(id)}`);
  game = GAMES[summary.game];
  document.getElementById('game-name').textContent = t('gameNames')[summary.game];
  body.dataset.game = summary.game;
  document.getElementById('board').addEventListener('click', onBoardClick);
  document.getElementById('board').addEventListener('keydown', onBoardKey);
  document.getElementById('move-buttons').addEventListener('click', (e) => {
    const b = e.target.closest('button.move');
    const move = b && legal().find((m) => m.code === Number(b.dataset.code));
    if (move) {
      play(move);
    }
  });
  document.getElementById('hint').addEventListener('click', askHint);
  document.getElementById('rematch').addEventListener('click', rematch);
  document.getElementById('close-result').addEventListener('click', () => {
    document.getElementById('result').close();
  });
  document.getElementById('resign').addEventListener('click', () => {
    if (confirm(t('resignConfirm'))) {
      control('resign');
    }
  });
  // The latest move number received (computer moves may still be waiting to be shown) goes with
  // it: sent twice, or after a move not yet answered, it is stale and takes back nothing more.
  document.getElementById('takeback').addEventListener('click', () => control('takeback',
      {ply: queue.length > 0 ? queue[queue.length - 1].ply : update.ply}));
  document.getElementById('offer-draw').addEventListener('click', () => control('draw',
      {answer: 'offer'}));
  document.getElementById('accept-draw').addEventListener('click', () => control('draw',
      {answer: 'accept'}));
  document.getElementById('decline-draw').addEventListener('click', () => control('draw',
      {answer: 'decline'}));
  document.getElementById('key-form').addEventListener('submit', onKeyMove);
  // Flipping turns the picture half round on the page; pieces and words turn back upright.
  const flip = document.getElementById('flip');
  flip.hidden = summary.game === 'domino';
  flip.addEventListener('click', () => {
    const on = !body.classList.contains('flipped');
    body.classList.toggle('flipped', on);
    flip.setAttribute('aria-pressed', String(on));
  });
  const paceSelect = document.getElementById('pace');
  paceSelect.value = String(pace());
  paceSelect.addEventListener('change', () => localStorage.setItem(PACE_KEY, paceSelect.value));
  const soundBox = document.getElementById('sound');
  soundBox.checked = soundOn();
  soundBox.addEventListener('change', () => setSound(soundBox.checked));
  setInterval(clocks, 250);
  draw();
  connect();
}

main().catch((e) => say(e.message, 'refusal'));
