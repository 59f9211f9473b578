// The board is the game module's own picture (JungleSvg, LudoSvg, DominoSvg), drawn by the
// server from what this connection may see and sent with every update. The page draws no board
// of its own: the picture of the seat to move carries its play layer (core's PlayLayer), hidden:
// a mark on each piece that may move (data-from, data-codes), a group of dots per piece where it
// may go (data-code, data-to), and a hint arrow per move (data-code). The page only shows parts
// of it, by classes, and finds what a click names: a piece by data-key (the layer's data-from), a
// place by data-place (the layer's data-to).

const SVG = 'http://www.w3.org/2000/svg';

/** The board seat (the colour) of each Cờ Cá Ngựa player: the spec's seats={…}, else 0, 1, 2, 3. */
export function ludoColours(spec, players) {
  const m = /seats=\{([\d,]+)\}/.exec(spec ?? '');
  return m ? m[1].split(',').map(Number) : [0, 1, 2, 3].slice(0, players);
}

// Each game: whether a piece with a single move goes at the first click, a move pointed at that
// the picture does not dot (sent as text for the server to judge), and how the picture's
// elements are named for clicks. An element's "identity" names the same piece in the next
// picture, so it can slide.
const jungle = {
  autoPlaySingle: false,
  rawMove: (from, to) => from + to,
  annotate(svg) {
    for (const r of svg.querySelectorAll('rect[data-square]')) {
      r.dataset.place = r.dataset.square;
      r.classList.add('square');
    }
    for (const g of svg.querySelectorAll('g[data-piece]')) {
      g.dataset.key = g.dataset.square;
      g.dataset.place = g.dataset.square;
      g.classList.add('piece');
      g.dataset.id = `${g.dataset.side}${g.dataset.piece}`;
    }
  },
};

const ludo = {
  autoPlaySingle: true,
  rawMove: null,
  annotate(svg, update, me) {
    for (const r of svg.querySelectorAll('rect[data-cell]')) {
      r.dataset.place = r.dataset.cell;
      r.classList.add('cell');
    }
    const colours = ludoColours(update.view.spec, update.view.horses.length);
    for (const r of svg.querySelectorAll('rect[data-home]')) {
      r.classList.add('cell');
      if (me >= 0 && Number(r.dataset.seat) === colours[me]) {
        r.dataset.place = `h${r.dataset.home}`;
      }
    }
    for (const g of svg.querySelectorAll('g[data-horse]')) {
      g.classList.add('horse');
      g.dataset.id = `${g.dataset.player}/${g.dataset.horse}`;
      if (Number(g.dataset.player) === me) {
        g.dataset.key = g.dataset.horse;
        g.dataset.place = g.dataset.where;
      } else if (g.dataset.where !== 's' && !g.dataset.where.startsWith('h')) {
        g.dataset.place = g.dataset.where;
      }
    }
  },
};

const domino = {
  autoPlaySingle: true,
  rawMove: null,
  annotate(svg, update, me) {
    for (const g of svg.querySelectorAll('[data-tile]')) {
      g.classList.add('tile');
      g.dataset.id = g.dataset.tile;
      if (me >= 0 && g.dataset.seat === String(me)) {
        g.dataset.key = g.dataset.tile;
        g.classList.add('in-hand');
      }
    }
    for (const g of svg.querySelectorAll('g[data-end]')) {
      g.dataset.place = g.dataset.end;
      g.classList.add('end');
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
  // coordinates, the pieces' letters and the players' names (data-name) stay.
  for (const text of svg.querySelectorAll('text:not([data-name])')) {
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

/** The move codes of every piece the play layer marks, as numbers. */
export function markedCodes(box) {
  return new Set([...box.querySelectorAll('.picture .play-mark')].flatMap((m) => m.dataset.codes
      .split(' ').map(Number)));
}

/** The play layer's mark of a piece, or null. */
export function markOf(box, key) {
  return box.querySelector(`.picture .play-mark[data-from="${CSS.escape(key)}"]`);
}

/** The dot of the picked-up piece's move to a place, or null. */
export function dotTo(box, selected, place) {
  return box.querySelector(`.picture .play-targets[data-from="${CSS.escape(selected)}"] `
      + `[data-to="${CSS.escape(place)}"]`);
}

/**
 * Shows the parts of the play layer that apply: every mark when the seat may move (the picked-up
 * piece's as selected), the picked-up piece's dots, the hint's arrow. The pieces themselves get
 * the same classes (movable, selected), which only name their state for the page and its tests.
 */
export function markPlay(box, active, selected, hint) {
  const svg = box.querySelector('svg');
  if (!svg) {
    return;
  }
  for (const m of svg.querySelectorAll('.play-mark')) {
    m.classList.toggle('on', active);
    m.classList.toggle('selected', active && m.dataset.from === selected);
  }
  for (const g of svg.querySelectorAll('.play-targets')) {
    g.classList.toggle('on', active && g.dataset.from === selected);
  }
  for (const g of svg.querySelectorAll('.play-hint')) {
    g.classList.toggle('on', active && hint !== null && g.dataset.code === String(hint.code));
  }
  for (const el of svg.querySelectorAll('[data-key]')) {
    const mark = active ? markOf(box, el.dataset.key) : null;
    el.classList.toggle('movable', mark !== null);
    el.classList.toggle('selected', mark !== null && el.dataset.key === selected);
  }
}
