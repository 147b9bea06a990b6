/**
 * "Your hero can't be destroyed" (Valthak Spiritdrinker). 001 103.4: a "can't" modifier wins while it applies; the
 * pre-priority checks (409.6) read it as each wave begins, so the wave that destroys Valthak still spares the hero
 * and the hero is destroyed in the next wave if its damage is still lethal (WOW-EX-01).
 */
import { inPlay, powersOf } from "./characteristics.js";
import { type WowState, obj } from "./state.js";

/** The heroes whose controller controls a face-up card in play with "your hero can't be destroyed". */
export function heroesThatCantBeDestroyed(s: WowState): Set<string> {
  const out = new Set<string>();
  for (const p of s.players)
    for (const id of [p.hero, ...p.allies, ...p.equipment])
      if (inPlay(obj(s, id)) && powersOf(s, id).some((pw) => pw.kind === "hero-cant-be-destroyed")) out.add(p.hero);
  return out;
}
