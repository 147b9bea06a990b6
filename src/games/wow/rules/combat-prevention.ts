/**
 * "Prevent all combat damage that would be dealt to and dealt by [a character] this turn" (Katsin Bloodoath) and
 * "Prevent all combat damage that would be dealt by target ally this turn" (Turn Aside): a prevention modifier (001
 * 407; CR 7.4 717.2) on the character until the wrap-up step (503.2a). A combat packet to (the first only) or from it
 * is prevented whole, unless it can't be prevented (407).
 */
import { inPlay, isCharacter, nameOf } from "./characteristics.js";
import { type Packet, type WowState, obj } from "./state.js";

/** Puts the modifier on each of `ids` that is a character in play; `byOnly`: damage it deals only (Turn Aside). */
export function preventCombatDamageToAndBy(s: WowState, ids: readonly string[], byOnly = false): void {
  for (const id of ids)
    if (inPlay(obj(s, id)) && isCharacter(s, id)) {
      s.turnMods.push({ obj: id, mod: byOnly ? "prevent-combat-by" : "prevent-combat-to-and-by" });
      const what = byOnly ? "by" : "to and by";
      s.log.push({ text: `All combat damage that would be dealt ${what} ${nameOf(s, id)} this turn is prevented.` });
    }
}

/** Whether the preventable combat packet `p` is prevented by such a modifier on its destination or its source. */
export function combatPacketPrevented(s: WowState, p: Packet): boolean {
  return (
    p.kind === "damage" &&
    p.combat &&
    p.preventable &&
    s.turnMods.some(
      (m) =>
        (m.mod === "prevent-combat-to-and-by" && (m.obj === p.to || m.obj === p.source)) ||
        (m.mod === "prevent-combat-by" && m.obj === p.source),
    )
  );
}
