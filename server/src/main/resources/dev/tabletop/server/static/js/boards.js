// The three boards, drawn from a seat's (or a spectator's) view as the server sends it. Every
// element a person may click carries data-key; a legal move is a source key (what is picked up)
// and a target key (where it goes), so the table page can highlight and match clicks alike for
// the three games.
import {esc} from './net.js';
import {t} from './i18n.js';

const SVG = 'http://www.w3.org/2000/svg';

// ------------------------------------------------------------------------------- Cờ Thú

const FILES = 'abcdefg';
const RANK = {rat: 1, cat: 2, dog: 3, wolf: 4, leopard: 5, tiger: 6, lion: 7, elephant: 8};
const WATER = new Set(['b4', 'c4', 'b5', 'c5', 'b6', 'c6', 'e4', 'f4', 'e5', 'f5', 'e6', 'f6']);
const TRAPS = new Set(['c1', 'e1', 'd2', 'c9', 'e9', 'd8']);
const DENS = new Set(['d1', 'd9']);

const jungle = {
  autoPlaySingle: false,
  source: (m) => m.from,
  target: (m) => m.to,
  /** A move the person pointed at that is not listed: sent as text for the server to judge. */
  rawMove: (from, to) => from + to,
  draw(update, seat) {
    const view = update.view;
    const flip = seat === 1;
    const size = 44;
    const at = (sq) => {
      const c = FILES.indexOf(sq[0]);
      const r = Number(sq.substring(1));
      return flip ? [(6 - c) * size, (r - 1) * size] : [c * size, (9 - r) * size];
    };
    const last = lastSquares(update);
    let out = `<svg xmlns="${SVG}" viewBox="-2 -2 ${7 * size + 4} ${9 * size + 4}" class="jungle" `
        + `role="img" aria-label="Cờ Thú">`;
    for (let r = 1; r <= 9; r++) {
      for (let c = 0; c < 7; c++) {
        const sq = FILES[c] + r;
        const [x, y] = at(sq);
        const kind = WATER.has(sq) ? 'water' : TRAPS.has(sq) ? 'trap' : DENS.has(sq) ? 'den' : 'land';
        out += `<g class="square ${kind}${last.has(sq) ? ' last' : ''}" data-key="${sq}" `
            + `data-square="${sq}"><rect x="${x}" y="${y}" width="${size}" height="${size}"/>`;
        if (kind === 'trap' || kind === 'den') {
          out += `<text class="mark" x="${x + size / 2}" y="${y + size - 4}">`
              + `${kind === 'den' ? '⌂' : '✕'}</text>`;
        }
        out += `<text class="coord" x="${x + 3}" y="${y + 10}">${sq}</text></g>`;
      }
    }
    for (const p of view.pieces) {
      const [x, y] = at(p.square);
      const name = t('animals')[p.piece] ?? p.piece;
      out += `<g class="piece ${p.side}" data-key="${p.square}" data-square="${p.square}" `
          + `data-piece="${p.piece}" data-side="${p.side}">`
          + `<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${size * 0.42}"/>`
          + `<text class="rank" x="${x + size / 2}" y="${y + size / 2 - 2}">${RANK[p.piece]}</text>`
          + `<text class="name" x="${x + size / 2}" y="${y + size / 2 + 11}">${esc(name)}</text></g>`;
    }
    return out + '</svg>';
  },
  panel() {
    return '';
  },
};

/** The squares the last move left and reached (Cờ Thú), for a highlight. */
function lastSquares(update) {
  const out = new Set();
  for (const e of effectsOf(update)) {
    if (e.type === 'moved') {
      out.add(e.from);
      out.add(e.to);
    }
  }
  return out;
}

/** Every effect of the last change, in order. */
export function effectsOf(update) {
  return update.last ? update.last.effects.flatMap((e) => e.effects) : [];
}

// --------------------------------------------------------------------------- Cờ Cá Ngựa

const COLOUR = ['red', 'blue', 'yellow', 'green'];
const CORNER = [[0, 0], [9, 0], [9, 9], [0, 9]];
// The ring of 56 cells round the cross, counter-clockwise from seat 0's start at the top of the
// north arm: [row step, column step, cells] for each leg of the outline.
const LEGS = [[1, 0, 6], [0, -1, 6], [1, 0, 2], [0, 1, 6], [1, 0, 6], [0, 1, 2],
  [-1, 0, 6], [0, 1, 6], [-1, 0, 2], [0, -1, 6], [-1, 0, 6], [0, -1, 2]];
const RING = (() => {
  const cells = [];
  let row = 0;
  let col = 6;
  for (const [dr, dc, n] of LEGS) {
    for (let i = 0; i < n; i++) {
      cells.push([row, col]);
      row += dr;
      col += dc;
    }
  }
  return cells;
})();

function homeCell(boardSeat, k) {
  const row = boardSeat === 0 ? k : boardSeat === 2 ? 14 - k : 7;
  const col = boardSeat === 1 ? k : boardSeat === 3 ? 14 - k : 7;
  return [row, col];
}

/** The board seat (the colour) of each player: the spec's seats={…}, else 0, 1, 2, 3. */
function ludoSeats(spec, players) {
  const m = /seats=\{([\d,]+)\}/.exec(spec);
  return m ? m[1].split(',').map(Number) : [0, 1, 2, 3].slice(0, players);
}

const ludo = {
  autoPlaySingle: true,
  source: (m) => (m.horse === undefined ? null : `horse:${m.horse}`),
  target: (m) => (m.to === undefined ? null : `cell:${m.to}`),
  rawMove: null,
  draw(update, seat) {
    const view = update.view;
    const me = update.audience === 'seat' ? update.seat : -1;
    const size = 26;
    const colours = ludoSeats(view.spec, view.horses.length);
    // The board is turned toward the seat it is drawn for, as a real one is: that seat's arm of
    // the cross (its start) at the bottom and its stable in the bottom right corner. The layout
    // below has seat 2's arm at the bottom; each quarter turn anticlockwise brings the next
    // board seat's arm there. Only positions turn, so the numbers stay upright.
    const turns = (6 - (colours[seat] ?? colours[0])) % 4;
    /** A point of the unturned board in cell units, [row, column], turned: [y, x]. */
    const turn = ([row, col]) => {
      let [y, x] = [row, col];
      for (let i = 0; i < turns; i++) {
        [y, x] = [15 - x, y];
      }
      return [y, x];
    };
    /** The top left corner on screen of a cell [row, column] of the unturned board: [x, y]. */
    const box = ([row, col]) => {
      const [y, x] = turn([row + 0.5, col + 0.5]);
      return [(x - 0.5) * size, (y - 0.5) * size];
    };
    let out = `<svg xmlns="${SVG}" viewBox="-2 -2 ${15 * size + 4} ${15 * size + 4}" class="ludo" `
        + `role="img" aria-label="Cờ Cá Ngựa">`;
    for (let s = 0; s < 4; s++) {
      const [cy, cx] = turn([CORNER[s][0] + 3, CORNER[s][1] + 3]);
      const player = colours.indexOf(s);
      const owner = player >= 0 ? ` data-player="${player}"` : '';
      out += `<rect class="stable ${COLOUR[s]}"${owner} x="${(cx - 3) * size + 4}" `
          + `y="${(cy - 3) * size + 4}" width="${6 * size - 8}" height="${6 * size - 8}" rx="10"/>`;
      for (let k = 1; k <= 6; k++) {
        const [hx, hy] = box(homeCell(s, k));
        const key = player === me && me >= 0 ? ` data-key="cell:h${k}"` : '';
        out += `<g class="cell home ${COLOUR[s]}"${key}><rect x="${hx}" y="${hy}" width="${size}" `
            + `height="${size}"/><text class="coord" x="${hx + size / 2}" y="${hy + size / 2 + 4}">`
            + `${k}</text></g>`;
      }
    }
    RING.forEach((rc, cell) => {
      const [x, y] = box(rc);
      const start = cell % 14 === 0 ? ` start ${COLOUR[cell / 14]}` : '';
      out += `<g class="cell ring${start}" data-key="cell:${cell}" data-cell="${cell}"><rect x="${x}" `
          + `y="${y}" width="${size}" height="${size}"/></g>`;
    });
    // Horses: in the stable on a square of four, else on their cell (a few on one cell shifted);
    // the offsets are on screen, so horse 1 is top left in every stable however the board turns.
    const seen = {};
    view.horses.forEach((horses, player) => {
      const s = colours[player];
      horses.forEach((where, h) => {
        let cx;
        let cy;
        if (where === 's') {
          const [y, x] = turn([CORNER[s][0] + 3, CORNER[s][1] + 3]);
          cx = (x + (h % 2 === 0 ? -1.1 : 1.1)) * size;
          cy = (y + (h < 2 ? -1.1 : 1.1)) * size;
        } else {
          const rc = where.startsWith('h') ? homeCell(s, Number(where.substring(1)))
            : RING[Number(where)];
          const n = seen[where] = (seen[where] ?? 0) + 1;
          const [x, y] = box(rc);
          cx = x + size / 2 + (n - 1) * 5;
          cy = y + size / 2 - (n - 1) * 5;
        }
        const key = player === me ? ` data-key="horse:${h}"` : '';
        out += `<g class="horse ${COLOUR[s]}"${key} data-player="${player}" data-horse="${h}" `
            + `data-where="${where}"><circle cx="${cx}" cy="${cy}" r="${size * 0.38}"/>`
            + `<text x="${cx}" y="${cy + 4}">${h + 1}</text></g>`;
      });
    });
    return out + '</svg>';
  },
  panel(update) {
    const view = update.view;
    const dice = (view.roll ?? []).map((d) => `<span class="die">${d}</span>`).join('');
    return `<div class="dice" data-roll="${(view.roll ?? []).join(',')}">${esc(t('roll'))}: `
        + `${dice || '–'}</div>`;
  },
};

// ------------------------------------------------------------------------------- Domino

function tileHtml(tile, extra) {
  const [a, b] = tile.split(':');
  const double = a === b ? ' double' : '';
  return `<span class="tile${double}"${extra}><span>${a}</span><span>${b}</span></span>`;
}

const domino = {
  autoPlaySingle: true,
  source: (m) => (m.tile === undefined ? null : `tile:${m.tile}`),
  target: (m) => (m.end === undefined ? null : `end:${m.end}`),
  rawMove: null,
  draw(update) {
    const view = update.view;
    const me = update.audience === 'seat' ? update.seat : -1;
    const line = view.line === '-' ? [] : view.line.split(' ');
    const ends = view.ends;
    let out = '<div class="domino">';
    out += `<div class="hands">${view.handSizes.map((n, s) => s === me ? ''
      : `<div class="other-hand" data-seat="${s}" data-count="${n}">${esc(t('seat'))} ${s}: `
        + `${'<span class="tile back"></span>'.repeat(n)} <span class="count">${n}</span></div>`)
        .join('')}</div>`;
    out += `<div class="boneyard" data-count="${view.boneyard}">`
        + `${esc(t('boneyard', view.boneyard))}</div>`;
    out += `<div class="line-box"><h3>${esc(t('line'))}</h3><div class="line" data-line="`
        + `${esc(view.line)}">`;
    if (ends) {
      out += `<button type="button" class="end" data-key="end:left">◀ ${ends.left}</button>`;
    }
    out += line.map((tile) => tileHtml(tile, ` data-tile="${tile}"`)).join('');
    if (ends) {
      out += `<button type="button" class="end" data-key="end:right">${ends.right} ▶</button>`;
    }
    out += '</div></div>';
    if (me >= 0) {
      out += `<div class="hand-box"><h3>${esc(t('hand'))}</h3><div class="hand">`
          + view.hand.map((tile) => tileHtml(tile, ` data-key="tile:${tile}" data-tile="${tile}"`))
              .join('') + '</div></div>';
    }
    return out + '</div>';
  },
  panel() {
    return '';
  },
};

/** The board of a game. */
export const BOARDS = {jungle, ludo, domino};
