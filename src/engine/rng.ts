/**
 * Seeded pseudo-random numbers whose whole state is a plain JSON value kept inside the match state
 * (DEVELOPERS.md: "Seeded RNG lives in the state"). Algorithm: sfc32 seeded through splitmix32 —
 * small, fast, and identical on every platform because it uses only 32-bit integer arithmetic.
 */

/** The generator state: four unsigned 32-bit integers. Serialisable as-is. */
export type RngState = readonly [number, number, number, number];

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * Creates the generator state for a seed. Strings are hashed (FNV-1a) so seeds may be any text.
 * @param seed a 32-bit integer or any string
 */
export function seedRng(seed: number | string): RngState {
  let n: number;
  if (typeof seed === "number") n = seed >>> 0;
  else {
    n = 0x811c9dc5;
    for (let i = 0; i < seed.length; i++) n = Math.imul(n ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  }
  const next = splitmix32(n);
  return [next(), next(), next(), next()];
}

/** A generator state being advanced in place: a copy made by the caller, returned once done (never changed after). */
type Scratch = [number, number, number, number];

/**
 * One sfc32 step on `st` in place; returns the unsigned 32-bit output. Plain reads and writes: no tuple or array
 * destructuring per step (their iterator objects were most of the engine's allocation by the RNG).
 */
function step(st: Scratch): number {
  const a = st[0];
  const b = st[1];
  const c = st[2];
  const d = st[3];
  const t = (((a + b) >>> 0) + d) >>> 0;
  st[0] = (b ^ (b >>> 9)) >>> 0;
  st[1] = (c + (c << 3)) >>> 0;
  st[2] = ((((c << 21) | (c >>> 11)) >>> 0) + t) >>> 0;
  st[3] = (d + 1) >>> 0;
  return t;
}

/** An integer in [0, n) without modulo bias (outputs at or above the largest multiple of n are redrawn), advancing `st`. */
function below(st: Scratch, n: number): number {
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = step(st);
    if (x < limit) return x % n;
  }
}

/** Advances the generator once; returns the next state and an unsigned 32-bit output. */
export function nextU32(rng: RngState): [RngState, number] {
  const st: Scratch = [rng[0], rng[1], rng[2], rng[3]];
  const x = step(st);
  return [st, x];
}

/** Returns an integer in [0, n) without modulo bias, and the next state. @throws if n < 1 */
export function nextInt(rng: RngState, n: number): [RngState, number] {
  if (!Number.isInteger(n) || n < 1) throw new Error(`nextInt: bad bound ${n}`);
  const st: Scratch = [rng[0], rng[1], rng[2], rng[3]];
  const x = below(st, n);
  return [st, x];
}

/** Fisher-Yates shuffle returning a new array and the next state; the input is not modified. */
export function shuffle<T>(rng: RngState, items: readonly T[]): [RngState, T[]] {
  const out = items.slice();
  const st: Scratch = [rng[0], rng[1], rng[2], rng[3]]; // one state advanced in place, not one per draw
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(st, i + 1);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return [st, out];
}
