// Sounds of play, made with the Web Audio API (no sound files, nothing fetched): a move, a
// capture, a die roll, the game's end. Off by default; the setting is kept in localStorage. No
// AudioContext exists until sounds are turned on (browsers also want that to follow a click).

const KEY = 'tabletop.sound';

let context = null;

/** Whether sounds are on (the player's setting, off unless turned on). */
export function soundOn() {
  return localStorage.getItem(KEY) === 'on';
}

/** Turns sounds on or off, and remembers it. Turning them on (a click) opens the audio. */
export function setSound(on) {
  localStorage.setItem(KEY, on ? 'on' : 'off');
  if (on) {
    audio();
  }
}

function audio() {
  if (!context && typeof AudioContext === 'function') {
    context = new AudioContext();
  }
  return context;
}

/** One tone: a frequency for a time, fading out, starting a little later. */
function tone(ctx, frequency, seconds, delay, type, volume) {
  const start = ctx.currentTime + delay;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(volume, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + seconds);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + seconds + 0.02);
}

/** A short burst of noise: a die knocking on the board. */
function knock(ctx, delay) {
  const length = Math.floor(ctx.sampleRate * 0.04);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) {
    data[i] = (Math.random() * 2 - 1) * (1 - i / length);
  }
  const source = ctx.createBufferSource();
  const gain = ctx.createGain();
  gain.gain.value = 0.25;
  source.buffer = buffer;
  source.connect(gain).connect(ctx.destination);
  source.start(ctx.currentTime + delay);
}

const SOUNDS = {
  move: (ctx) => tone(ctx, 520, 0.08, 0, 'triangle', 0.2),
  capture: (ctx) => {
    tone(ctx, 330, 0.12, 0, 'square', 0.12);
    tone(ctx, 220, 0.18, 0.08, 'square', 0.12);
  },
  roll: (ctx) => {
    for (let i = 0; i < 4; i++) {
      knock(ctx, i * 0.07);
    }
  },
  end: (ctx) => {
    [523, 659, 784, 1047].forEach((f, i) => tone(ctx, f, 0.25, i * 0.12, 'sine', 0.18));
  },
};

/** Plays a sound (move, capture, roll, end) if sounds are on; nothing at all when off. */
export function play(name) {
  if (!soundOn()) {
    return;
  }
  const ctx = audio();
  if (ctx && SOUNDS[name]) {
    SOUNDS[name](ctx);
  }
}
