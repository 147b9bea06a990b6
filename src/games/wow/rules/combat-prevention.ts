/**
 * "Prevent all combat damage that would be dealt to and dealt by [a character] this turn" (Katsin Bloodoath): a
 * prevention modifier (001 407; CR 7.4 717.2) on the character until the wrap-up step (503.2a). A combat packet to or
 * from it is prevented whole, unless it can't be prevented (407).
 */
import { inPlay, isCharacter, nameOf } from "./characteristics.js";
import { type Packet, type WowState, obj } from "./state.js";

/** Puts the modifier on each of `ids` that is a character in play. */
export function preventCombatDamageToAndBy(s: WowState, ids: readonly string[]): void {
  for (const id of ids)
    if (inPlay(obj(s, id)) && isCharacter(s, id)) {
      s.turnMods.push({ obj: id, mod: "prevent-combat-to-and-by" });
      s.log.push({ text: `All combat damage that would be dealt to and by ${nameOf(s, id)} this turn is prevented.` });
    }
}

/** Whether the preventable combat packet `p` is prevented by such a modifier on its destination or its source. */
export function combatPacketPrevented(s: WowState, p: Packet): boolean {
  return (
    p.kind === "damage" &&
    p.combat &&
    p.preventable &&
    s.turnMods.some((m) => m.mod === "prevent-combat-to-and-by" && (m.obj === p.to || m.obj === p.source))
  );
}
