/**
 * Conditions an "if …" instruction checks as it runs (CR 7.4 709.2), read from the turn's records: "if your hero dealt
 * combat damage to an opposing hero this turn" (the packets dealt this turn, `dealt`, with their combat flag, 603.1;
 * cleared in the wrap-up step, 503.2a).
 */
import type { Seat } from "../../../engine/index.js";
import type { EffectCondition } from "../cards/types.js";
import { type WowState, obj, opp } from "./state.js";
import { health, inPlay, isCharacter } from "./characteristics.js";

/**
 * Whether `condition` holds now for the link's controller `seat` (`chosen`: the link's chosen card, 709.2f; `target`:
 * its first target).
 */
export function effectCondition(
  s: WowState,
  seat: Seat,
  condition: EffectCondition,
  chosen?: string,
  target?: string,
): boolean {
  switch (condition) {
    case "target-doesnt-have-fatal-damage": {
      // CR 7.4 405.2: fatal damage is damage ≥ health; only a character in play has damage (405.1).
      const o = target?.startsWith("o") ? s.objects[Number(target.slice(1))] : undefined;
      return !(o && target && inPlay(o) && isCharacter(s, target) && o.damage > 0 && o.damage >= health(s, target));
    }
    case "your-hero-dealt-combat-damage-to-opposing-hero-this-turn": {
      const hero = s.players[seat]!.hero;
      const theirs = s.players[opp(seat)]!.hero;
      return s.dealt.some((d) => d.combat && d.source === hero && d.to === theirs);
    }
    case "you-exhausted-chosen":
      return chosen !== undefined && obj(s, chosen).exhausted;
    case "your-hero-dealt-fire-damage-this-turn": {
      const hero = s.players[seat]!.hero;
      return s.dealt.some((d) => d.type === "fire" && d.source === hero);
    }
  }
}
