/**
 * "Choose at random a friendly hero or ally other than [this], then destroy that character" (Doomguard): chosen with
 * the state's seeded RNG as the link resolves (CR 7.4 709.2b). A hero destroyed this way makes its controller lose at
 * the next pre-priority check (102.1a, 409.6), unless it can't be destroyed (103.4).
 */
import { nextInt } from "../../../engine/index.js";
import { nameOf } from "./characteristics.js";
import { cantBeDestroyed } from "./cant-be-destroyed.js";
import type { Link, WowState } from "./state.js";
import { destroy } from "./zones.js";

/** Destroys one of the link controller's hero and allies other than the link's card, chosen at random. */
export function destroyRandomFriendlyOther(s: WowState, link: Link): void {
  const p = s.players[link.controller]!;
  const pool = [p.hero, ...p.allies].filter((id) => id !== link.card);
  if (pool.length === 0) return;
  const [rng, i] = nextInt(s.rng, pool.length);
  s.rng = rng;
  const id = pool[i]!;
  s.log.push({ text: `${nameOf(s, id)} is chosen at random.` });
  if (cantBeDestroyed(s, id)) s.log.push({ text: `${nameOf(s, id)} can't be destroyed.` });
  else if (id !== p.hero) {
    s.log.push({ text: `${nameOf(s, id)} is destroyed.` });
    destroy(s, id);
  } else {
    p.heroDestroyed = true;
    s.log.push({ text: `${nameOf(s, id)} is destroyed.` });
  }
}
