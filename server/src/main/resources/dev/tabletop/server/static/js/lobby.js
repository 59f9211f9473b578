// The lobby: create a table (game, variant, clock, who sits where) and sit at it; list the
// tables, join an open seat, watch, or go back to a seat this browser holds.
import {api, esc, heldSeat, join, tablePage} from './net.js';
import {applyLabels, lang, t} from './i18n.js';

let games = null;
let tables = [];

function gameInfo() {
  return games.games.find((g) => g.game === document.getElementById('game').value);
}

function fillGames() {
  const game = document.getElementById('game');
  const chosen = game.value || 'jungle';
  game.innerHTML = games.games.map((g) =>
    `<option value="${g.game}">${esc(t('gameNames')[g.game])}</option>`).join('');
  game.value = chosen;
  const clock = document.getElementById('clock');
  const was = clock.value;
  clock.innerHTML = `<option value="">${esc(t('noClock'))}</option>`
      + games.clocks.map((c) => `<option value="${esc(c)}">${esc(clockName(c))}</option>`)
          .join('');
  clock.value = was;
}

/** A clock by name: "90 giây mỗi nước", "10 phút" (the spec stays the option's value). */
function clockName(spec) {
  const n = (k) => Number((new RegExp(`${k}=(\\d+)`).exec(spec) ?? [0, 0])[1]);
  const parts = [];
  if (n('game') > 0) {
    parts.push(t('clockGame', n('game') / 60));
  }
  if (n('move') > 0) {
    parts.push(t('clockMove', n('move')));
  }
  if (n('increment') > 0) {
    parts.push(t('clockIncrement', n('increment')));
  }
  return parts.join(', ') || spec;
}

function fillPresets() {
  const preset = document.getElementById('preset');
  preset.innerHTML = gameInfo().presets.map((p, i) =>
    `<option value="${i}" data-name="${esc(p.name)}">${esc(t('presets')[p.name] ?? p.name)} `
      + `(${t('players', p.players)})</option>`).join('');
  fillSpec();
}

/** One click to play the computer: the game's usual rules, you against Vừa (two seats). */
async function quickPlay(game) {
  const spec = {jungle: 'jungle()', ludo: 'ludo(players=2)', domino: 'domino(players=2)'}[game];
  try {
    const table = await api('/api/tables', {type: 'create', spec,
      seats: [{player: 'open'}, {player: 'computer', level: 'medium'}]});
    await join(table.id, 0, document.getElementById('name').value.trim() || undefined);
    location.href = tablePage(table.id);
  } catch (e) {
    document.getElementById('quick-error').textContent = e.message;
  }
}

function fillQuick() {
  for (const b of document.querySelectorAll('.quick-play')) {
    b.textContent = t('quickGame', t('gameNames')[b.dataset.game]);
  }
}

function fillSpec() {
  const p = gameInfo().presets[Number(document.getElementById('preset').value)];
  document.getElementById('spec').value = p.spec;
  fillSeats(p.players);
}

/** One row per seat: you, an open seat for a person, or a computer level. */
function fillSeats(players) {
  const box = document.getElementById('seats');
  const old = [...box.querySelectorAll('select')].map((s) => s.value);
  let rows = `<legend>${esc(t('seats'))}</legend>`;
  for (let i = 0; i < players; i++) {
    const value = old[i] ?? (i === 0 ? 'you' : 'computer:easy');
    // In English each level also gets its Vietnamese name, the one the library gives it.
    const options = [['you', t('you')], ['open', t('person')]].concat(games.levels.map((l) =>
      [`computer:${l.level}`, `${t('computer')}: ${t('levels')[l.level]}`
          + `${lang() === 'vi' ? '' : ` (${l.name})`}`]));
    rows += `<label><span>${esc(t('seat'))} ${i}</span> <select name="seat${i}" data-seat="${i}">`
        + options.map(([v, label]) => `<option value="${v}"${v === value ? ' selected' : ''}>`
        + `${esc(label)}</option>`).join('') + '</select></label>';
  }
  box.innerHTML = rows;
}

async function create(event) {
  event.preventDefault();
  const error = document.getElementById('create-error');
  error.textContent = '';
  const choices = [...document.querySelectorAll('#seats select')].map((s) => s.value);
  const mine = choices.indexOf('you');
  if (choices.lastIndexOf('you') !== mine) {
    error.textContent = t('oneSeat');
    return;
  }
  const seats = choices.map((c) => c.startsWith('computer:')
    ? {player: 'computer', level: c.substring('computer:'.length)} : {player: 'open'});
  const message = {type: 'create', spec: document.getElementById('spec').value.trim(), seats};
  const clock = document.getElementById('clock').value;
  if (clock) {
    message.clock = clock;
  }
  try {
    const table = await api('/api/tables', message);
    if (mine >= 0) {
      await join(table.id, mine, document.getElementById('name').value.trim() || undefined);
    }
    location.href = tablePage(table.id);
  } catch (e) {
    error.textContent = e.message;
  }
}

function seatText(s) {
  if (s.player === 'computer') {
    return t('computerLevel', t('levels')[s.level]);
  }
  return s.taken ? (s.name ? esc(s.name) : t('taken')) : t('open');
}

function drawTables() {
  const list = document.getElementById('tables');
  if (tables.every((tb) => tb.status === 'over')) {
    list.innerHTML = `<li class="empty">${esc(t('noTables'))}</li>`;
    return;
  }
  // Finished and abandoned tables leave the list (their pages and records stay).
  list.innerHTML = tables.filter((tb) => tb.status !== 'over').reverse().map((tb) => {
    const held = heldSeat(tb.id);
    const actions = [];
    if (held) {
      actions.push(`<a class="button resume" href="${tablePage(tb.id)}">${esc(t('resume'))}</a>`);
    } else if (tb.status === 'waiting') {
      for (const s of tb.seats) {
        if (s.player === 'open' && !s.taken) {
          actions.push(`<button type="button" class="join" data-table="${esc(tb.id)}" `
              + `data-seat="${s.seat}">${esc(t('join'))} ${s.seat}</button>`);
        }
      }
    }
    actions.push(`<a class="button watch" href="${tablePage(tb.id)}">${esc(t('watch'))}</a>`);
    return `<li class="table-row" data-table="${esc(tb.id)}" data-status="${tb.status}">`
        + `<strong>${esc(t('gameNames')[tb.game])}</strong> <span class="status">`
        + `${esc(t(tb.status))}</span> · ply ${tb.ply}`
        + `<div class="seat-list">${tb.seats.map((s) => `${s.seat}: ${seatText(s)}`).join(' · ')}</div>`
        + `<code class="spec">${esc(tb.spec)}</code><div class="actions">${actions.join(' ')}</div></li>`;
  }).join('');
}

async function loadTables() {
  tables = (await api('/api/tables')).tables;
  drawTables();
}

function relabel() {
  fillQuick();
  fillGames();
  for (const o of document.querySelectorAll('#preset option')) {
    const p = gameInfo().presets[Number(o.value)];
    o.textContent = `${t('presets')[p.name] ?? p.name} (${t('players', p.players)})`;
  }
  fillSeats(document.querySelectorAll('#seats select').length);
  drawTables();
}

async function main() {
  applyLabels(relabel);
  games = await api('/api/games');
  fillGames();
  fillPresets();
  document.getElementById('game').addEventListener('change', fillPresets);
  document.getElementById('preset').addEventListener('change', fillSpec);
  // A spec typed by hand may name another number of players: one seat row each.
  document.getElementById('spec').addEventListener('input', () => {
    const m = /players=(\d)/.exec(document.getElementById('spec').value);
    fillSeats(m ? Number(m[1]) : gameInfo().players);
  });
  document.getElementById('create').addEventListener('submit', create);
  fillQuick();
  document.getElementById('quick').addEventListener('click', (e) => {
    const b = e.target.closest('button.quick-play');
    if (b) {
      quickPlay(b.dataset.game);
    }
  });
  document.getElementById('refresh').addEventListener('click', loadTables);
  document.getElementById('tables').addEventListener('click', async (e) => {
    const b = e.target.closest('button.join');
    if (!b) {
      return;
    }
    try {
      await join(b.dataset.table, Number(b.dataset.seat),
          document.getElementById('name').value.trim() || undefined);
      location.href = tablePage(b.dataset.table);
    } catch (err) {
      document.getElementById('create-error').textContent = err.message;
    }
  });
  await loadTables();
  document.body.dataset.ready = 'true';
  setInterval(() => loadTables().catch(() => {}), 5000);
}

main().catch((e) => {
  document.getElementById('create-error').textContent = e.message;
});
