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

/** Advances the generator once; returns the next state and an unsigned 32-bit output. */
export function nextU32(rng: RngState): [RngState, number] {
  let [a, b, c, d] = rng;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [[a >>> 0, b >>> 0, c, d], t];
}

/** Returns an integer in [0, n) without modulo bias, and the next state. @throws if n < 1 */
export function nextInt(rng: RngState, n: number): [RngState, number] {
  if (!Number.isInteger(n) || n < 1) throw new Error(`nextInt: bad bound ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  let state = rng;
  for (;;) {
    const [s, x] = nextU32(state);
    state = s;
    if (x < limit) return [state, x % n];
  }
}

/** Fisher-Yates shuffle returning a new array and the next state; the input is not modified. */
export function shuffle<T>(rng: RngState, items: readonly T[]): [RngState, T[]] {
  const out = items.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [s, j] = nextInt(state, i + 1);
    state = s;
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return [state, out];
}
