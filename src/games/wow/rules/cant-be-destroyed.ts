/**
 * "Can't be destroyed" (001 103.4, CR 7.4 103.2-103.4): "Your hero can't be destroyed" (Valthak Spiritdrinker, Ring of
 * the Unliving), "Other Undead heroes and allies in your party can't be destroyed" (Queen Sylvanas Windrunner), "that
 * ally can't be destroyed this turn" (Noggenfogger Elixir, a `cant-be-destroyed` turn modifier). A "can't" modifier wins
 * while it applies (103.2): no instruction destroys the card, a cost destroying it can't be paid, a player told to
 * destroy one of his cards can't choose it (709.2b); destruction "by the game" (uniqueness 414.2, an attachment whose host
 * left 400.5) is not stopped (103.3). The pre-priority checks (409.6) read it as each wave begins, so the wave that
 * destroys Valthak still spares the hero and the hero is destroyed in the next wave if its damage is still lethal
 * (WOW-EX-01).
 */
import { inPlay, isAlly, isCharacter, nameOf, powersOf, raceOf } from "./characteristics.js";
import { type WowState, obj } from "./state.js";

/** The characters (heroes and allies) in play that can't be destroyed now, by the powers and modifiers in play. */
export function charactersThatCantBeDestroyed(s: WowState): Set<string> {
  const out = new Set<string>();
  for (const m of s.turnMods) if (m.mod === "cant-be-destroyed") out.add(m.obj);
  for (const p of s.players)
    for (const id of [p.hero, ...p.allies, ...p.equipment]) {
      if (!inPlay(obj(s, id))) continue;
      for (const pw of powersOf(s, id)) {
        if (pw.kind === "hero-cant-be-destroyed") out.add(p.hero);
        // "Other [race] heroes and allies in your party": not the card itself (CR 7.4 glossary "Other").
        if (pw.kind === "party-race-cant-be-destroyed")
          for (const c of [p.hero, ...p.allies])
            if (c !== id && (c === p.hero || isAlly(s, c)) && raceOf(s, c) === pw.race) out.add(c);
      }
    }
  return out;
}

/** Whether the card `id` in play can't be destroyed now (CR 7.4 103.2). */
export const cantBeDestroyed = (s: WowState, id: string): boolean => charactersThatCantBeDestroyed(s).has(id);

/** "[It] can't be destroyed this turn" (Noggenfogger Elixir): a modifier on each character still in play (503.2a ends it). */
export function cantBeDestroyedThisTurn(s: WowState, ids: readonly string[]): void {
  for (const id of ids)
    if (inPlay(obj(s, id)) && isCharacter(s, id)) {
      s.turnMods.push({ obj: id, mod: "cant-be-destroyed" });
      s.log.push({ text: `${nameOf(s, id)} can't be destroyed this turn.` });
    }
}
