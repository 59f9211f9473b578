// The board is the game module's own picture (JungleSvg, LudoSvg, DominoSvg), drawn by the
// server from what this connection may see and sent with every update. The page draws no board
// of its own: it finds the picture's squares, pieces, horses, cells, tiles and open ends by their
// data- attributes, gives each clickable one a data-key, and layers play on top (a ring on what
// may move, a dot on where it may go, the selection, a hint arrow, a slide for what moved).

const SVG = 'http://www.w3.org/2000/svg';

/** The board seat (the colour) of each Cờ Cá Ngựa player: the spec's seats={…}, else 0, 1, 2, 3. */
export function ludoColours(spec, players) {
  const m = /seats=\{([\d,]+)\}/.exec(spec ?? '');
  return m ? m[1].split(',').map(Number) : [0, 1, 2, 3].slice(0, players);
}

function keyed(el, key, cls) {
  el.dataset.key = key;
  el.classList.add(cls);
}

// Each game: what a legal move picks up (source key) and where it goes (target key), whether a
// thing with a single move goes at the first click, and how the picture's elements get keys.
// An element's "identity" names the same piece in the next picture, so it can slide.
const jungle = {
  autoPlaySingle: false,
  source: (m) => m.from,
  target: (m) => m.to,
  /** A move the person pointed at that is not listed: sent as text for the server to judge. */
  rawMove: (from, to) => from + to,
  annotate(svg) {
    for (const r of svg.querySelectorAll('rect[data-square]')) {
      keyed(r, r.dataset.square, 'square');
    }
    for (const g of svg.querySelectorAll('g[data-piece]')) {
      keyed(g, g.dataset.square, 'piece');
      g.dataset.id = `${g.dataset.side}${g.dataset.piece}`;
    }
  },
};

const ludo = {
  autoPlaySingle: true,
  source: (m) => (m.horse === undefined ? null : `horse:${m.horse}`),
  target: (m) => (m.to === undefined || m.to === 's' ? null : `cell:${m.to}`),
  rawMove: null,
  annotate(svg, update, me) {
    for (const r of svg.querySelectorAll('rect[data-cell]')) {
      keyed(r, `cell:${r.dataset.cell}`, 'cell');
    }
    const colours = ludoColours(update.view.spec, update.view.horses.length);
    for (const r of svg.querySelectorAll('rect[data-home]')) {
      r.classList.add('cell');
      if (me >= 0 && Number(r.dataset.seat) === colours[me]) {
        r.dataset.key = `cell:h${r.dataset.home}`;
      }
    }
    for (const g of svg.querySelectorAll('g[data-horse]')) {
      g.classList.add('horse');
      g.dataset.id = `${g.dataset.player}/${g.dataset.horse}`;
      if (Number(g.dataset.player) === me) {
        g.dataset.key = `horse:${g.dataset.horse}`;
      }
    }
  },
};

const domino = {
  autoPlaySingle: true,
  source: (m) => (m.tile === undefined ? null : `tile:${m.tile}`),
  target: (m) => (m.end === undefined ? null : `end:${m.end}`),
  rawMove: null,
  annotate(svg, update, me) {
    for (const g of svg.querySelectorAll('[data-tile]')) {
      g.classList.add('tile');
      g.dataset.id = g.dataset.tile;
      if (me >= 0 && g.dataset.seat === String(me)) {
        keyed(g, `tile:${g.dataset.tile}`, 'in-hand');
      }
    }
    for (const g of svg.querySelectorAll('g[data-end]')) {
      keyed(g, `end:${g.dataset.end}`, 'end');
    }
  },
};

/** Each game's way with its picture. */
export const GAMES = {jungle, ludo, domino};

/** The centre of an element in its picture's units, and a size to scale marks by. */
function centre(el) {
  const b = el.getBBox();
  return [b.x + b.width / 2, b.y + b.height / 2, Math.min(b.width, b.height)];
}

/** Where each identified piece is now: id → [x, y] in picture units. */
export function placesOf(box) {
  const out = new Map();
  for (const el of box.querySelectorAll('svg [data-id]')) {
    const [x, y] = centre(el);
    out.set(el.dataset.id, [x, y]);
  }
  return out;
}

/**
 * Shows a picture in the board box, keyed for clicks. Pieces that were elsewhere in the previous
 * picture slide from there; pieces new to it (a tile laid) grow in; pieces gone fade out.
 */
export function showPicture(box, picture, game, update, me, before, animate, label) {
  const old = before ?? new Map();
  const gone = [];
  if (animate) {
    for (const el of box.querySelectorAll('svg [data-id]')) {
      gone.push([el.dataset.id, el.cloneNode(true)]);
    }
  }
  box.innerHTML = picture;
  const svg = box.querySelector('svg');
  if (!svg) {
    return null;
  }
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  svg.classList.add('picture', update.view.game);
  const overlay = document.createElementNS(SVG, 'g');
  overlay.setAttribute('class', 'overlay');
  svg.appendChild(overlay);
  game.annotate(svg, update, me);
  // The picture's own words (its caption, its labels, its tooltips) are English; the page says
  // all of that itself in the reader's language, so in Vietnamese they are hidden. Numbers,
  // coordinates and the pieces' letters stay.
  for (const text of svg.querySelectorAll('text')) {
    if (/[A-Za-z]{3,}/.test(text.textContent)) {
      text.classList.add('words');
    }
  }
  if (document.documentElement.lang === 'vi') {
    for (const title of svg.querySelectorAll('title, desc')) {
      title.remove();
    }
  }
  svg.setAttribute('aria-label', label);
  if (animate && old.size > 0) {
    const now = placesOf(box);
    for (const el of svg.querySelectorAll('[data-id]')) {
      const was = old.get(el.dataset.id);
      const is = now.get(el.dataset.id);
      if (was && is && (Math.abs(was[0] - is[0]) > 1 || Math.abs(was[1] - is[1]) > 1)) {
        el.style.transform = `translate(${was[0] - is[0]}px, ${was[1] - is[1]}px)`;
        el.getBoundingClientRect();
        el.classList.add('sliding');
        el.style.transform = '';
      } else if (!was && update.view.game === 'domino' && el.dataset.line !== undefined) {
        el.classList.add('laid');
      }
    }
    for (const [id, clone] of gone) {
      if (!now.has(id)) {
        // A ghost of what was taken: it names nothing, so nothing finds it as a piece.
        for (const el of [clone, ...clone.querySelectorAll('*')]) {
          for (const a of [...el.attributes].filter((x) => x.name.startsWith('data-'))) {
            el.removeAttribute(a.name);
          }
        }
        clone.setAttribute('class', 'fading');
        overlay.appendChild(clone);
        clone.getBoundingClientRect();
        clone.classList.add('faded');
      }
    }
    setTimeout(() => {
      for (const c of overlay.querySelectorAll('.fading')) {
        c.remove();
      }
    }, 500);
  }
  return svg;
}

/** Marks what may move, what is picked up, where it may go (dots), and the hint (an arrow). */
export function markPlay(box, game, moves, selected, hint) {
  const svg = box.querySelector('svg');
  if (!svg) {
    return;
  }
  const overlay = svg.querySelector('.overlay');
  for (const m of overlay.querySelectorAll('.dot, .hint-arrow')) {
    m.remove();
  }
  const sources = new Set(moves.map(game.source).filter((k) => k !== null));
  const targets = new Set(moves.filter((m) => game.source(m) === selected).map(game.target));
  // A key can name two elements (a Cờ Thú square and the piece on it): the piece is marked.
  const byKey = new Map();
  for (const el of svg.querySelectorAll('[data-key]')) {
    const k = el.dataset.key;
    el.classList.toggle('movable', sources.has(k) && !el.classList.contains('square'));
    el.classList.toggle('selected', k === selected && !el.classList.contains('square'));
    el.classList.toggle('target', selected !== null && targets.has(k));
    el.classList.toggle('hinted', hint !== null && (game.source(hint) === k
        || game.target(hint) === k));
    if (!byKey.has(k) || !el.classList.contains('square')) {
      byKey.set(k, el);
    }
  }
  if (selected !== null) {
    for (const k of targets) {
      const el = byKey.get(k);
      if (el) {
        const [x, y, s] = centre(el);
        const occupied = el.classList.contains('piece') || el.classList.contains('end');
        const dot = document.createElementNS(SVG, 'circle');
        dot.setAttribute('class', occupied ? 'dot ring' : 'dot');
        dot.setAttribute('cx', x);
        dot.setAttribute('cy', y);
        dot.setAttribute('r', occupied ? s * 0.5 : Math.max(6, s * 0.17));
        overlay.appendChild(dot);
      }
    }
  }
  if (hint) {
    const from = byKey.get(game.source(hint));
    const to = byKey.get(game.target(hint));
    if (from && to) {
      const [x1, y1] = centre(from);
      const [x2, y2] = centre(to);
      const line = document.createElementNS(SVG, 'line');
      line.setAttribute('class', 'hint-arrow');
      for (const [k, v] of [['x1', x1], ['y1', y1], ['x2', x2], ['y2', y2]]) {
        line.setAttribute(k, v);
      }
      line.setAttribute('marker-end', 'url(#hint-head)');
      let defs = svg.querySelector('#hint-head');
      if (!defs) {
        defs = document.createElementNS(SVG, 'marker');
        defs.setAttribute('id', 'hint-head');
        defs.setAttribute('viewBox', '0 0 10 10');
        defs.setAttribute('refX', '6');
        defs.setAttribute('refY', '5');
        defs.setAttribute('markerWidth', '4');
        defs.setAttribute('markerHeight', '4');
        defs.setAttribute('orient', 'auto-start-reverse');
        const head = document.createElementNS(SVG, 'path');
        head.setAttribute('d', 'M0 0L10 5L0 10z');
        head.setAttribute('class', 'hint-head');
        defs.appendChild(head);
        overlay.appendChild(defs);
      }
      overlay.appendChild(line);
    }
  }
}
