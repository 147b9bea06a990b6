/**
 * "[Character] must attack this turn if able" (CR 7.4 600.2): for the modifier's duration, that character's
 * controller can't pass priority while the chain is empty during their non-combat action phase if they could legally
 * propose a combat with it. A proposal that needs an additional cost (Winter's Grasp's attack tax) is not one the
 * character is able to make unless its controller chooses to pay (600.3), so it does not force a pass refusal.
 */
import type { Seat } from "../../../engine/index.js";
import { inPlay, isCharacter, nameOf, party } from "./characteristics.js";
import { attackTax, planAttack } from "./play.js";
import { attackableByOwnParty } from "./friendly-attacks.js";
import { type WowState, obj, opp } from "./state.js";
import { shoutingHeroes } from "./opponents-must-attack.js";

/** Gives `ids` the "must attack this turn if able" modifier (ended in the wrap-up step, 001 503.2a). */
export function mustAttack(s: WowState, ids: readonly string[]): void {
  for (const id of ids)
    if (inPlay(obj(s, id)) && isCharacter(s, id)) {
      s.turnMods.push({ obj: id, mod: "must-attack" });
      s.log.push({ text: `${nameOf(s, id)} must attack this turn if able.` });
    }
}

/** "[character] can attack only [defender] this turn" (601.2c; ended in the wrap-up step, 001 503.2a). */
export function attackOnlyThisTurn(s: WowState, ids: readonly string[], defender: string): void {
  for (const id of ids)
    if (inPlay(obj(s, id)) && isCharacter(s, id)) {
      s.turnMods.push({ obj: id, mod: "attack-only", target: defender });
      s.log.push({ text: `${nameOf(s, id)} can attack only ${nameOf(s, defender)} this turn.` });
    }
}

/** CR 7.4 600.2: whether `seat` can't pass now because a character of theirs must attack and is able to. */
export function mustAttackNow(s: WowState, seat: Seat): boolean {
  if (s.active !== seat || s.window?.kind !== "action" || s.combat || s.chain.length > 0) return false;
  const forced = [
    ...s.turnMods.filter((m) => m.mod === "must-attack").map((m) => m.obj),
    ...(shoutingHeroes(s, seat).length ? party(s, seat) : []),
  ];
  return forced.some((a) =>
    // "Able" counts an attack on one's own Gamon too (a legal proposal, 600.2).
    [...party(s, opp(seat)), ...party(s, seat).filter((d) => attackableByOwnParty(s, d))].some(
      (d) => planAttack(s, seat, a, d) === null && attackTax(s, seat, a, d) === 0,
    ),
  );
}
