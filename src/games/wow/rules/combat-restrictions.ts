/**
 * Combat changes and restrictions made by links (001 600-603; CR 7.4 602.4, 714.3e): removing the attackers from
 * combat, "opposing heroes and allies can't attack this turn" (a definite modifier that keeps checking what it applies
 * to, kept on the affected player's hero), "[it] can't attack your hero this turn" (601.2b) and "if your hero is
 * defending" (602.3: the hero is the defender, not only proposed).
 */
import type { Seat } from "../../../engine/index.js";
import { inPlay, isCharacter, nameOf } from "./characteristics.js";
import { type WowState, obj, opp } from "./state.js";

/** "Remove all attackers from combat" (CR 7.4 602.4): the combat goes on without an attacker. */
export function removeAttackersFromCombat(s: WowState): void {
  const c = s.combat;
  if (!c?.attacker) return;
  s.log.push({ text: `${nameOf(s, c.attacker)} is removed from combat.` });
  c.attacker = null;
}

/** "Opposing heroes and allies can't attack this turn": on the opponent's hero, read for each proposal (714.3e). */
export function opponentsCantAttackThisTurn(s: WowState, seat: Seat): void {
  s.turnMods.push({ obj: s.players[opp(seat)]!.hero, mod: "party-cant-attack" });
  s.log.push({ text: `P${opp(seat) + 1}'s heroes and allies can't attack this turn.` });
}

/** "[cards] can't attack your hero this turn" (601.2b: the hero is never their proposed defender). */
export function cantAttackYourHeroThisTurn(s: WowState, seat: Seat, ids: readonly string[]): void {
  const hero = s.players[seat]!.hero;
  for (const id of ids)
    if (inPlay(obj(s, id)) && isCharacter(s, id)) {
      s.turnMods.push({ obj: id, mod: "cant-attack-target", target: hero });
      s.log.push({ text: `${nameOf(s, id)} can't attack ${nameOf(s, hero)} this turn.` });
    }
}

/** Whether `seat`'s characters can't attack this turn ("opposing heroes and allies can't attack this turn"). */
export const partyCantAttack = (s: WowState, seat: Seat): boolean =>
  s.turnMods.some((m) => m.mod === "party-cant-attack" && m.obj === s.players[seat]!.hero);

/** Whether `attacker` can't attack `defender` this turn (Wing Clip, 601.2b; "can't be attacked this turn", Noggenfogger). */
export const cantAttackTarget = (s: WowState, attacker: string, defender: string): boolean =>
  s.turnMods.some(
    (m) =>
      (m.obj === attacker && m.mod === "cant-attack-target" && m.target === defender) ||
      (m.obj === defender && m.mod === "cant-be-attacked"),
  );

/**
 * "[It] can't be attacked this turn" (Noggenfogger Elixir; 601.2b): it is never a proposed defender this turn, and a
 * proposal against it already on the chain is illegal as it resolves (601.3). A protector becomes the defender without
 * being attacked (602.2), so protecting is untouched (docs/rules-decisions.md).
 */
export function cantBeAttackedThisTurn(s: WowState, ids: readonly string[]): void {
  for (const id of ids)
    if (inPlay(obj(s, id)) && isCharacter(s, id)) {
      s.turnMods.push({ obj: id, mod: "cant-be-attacked" });
      s.log.push({ text: `${nameOf(s, id)} can't be attacked this turn.` });
    }
}

/** "If your hero is defending" (602.3: the defender of the current combat, after the protect point). */
export const yourHeroDefending = (s: WowState, seat: Seat): boolean =>
  !!s.combat?.attacker && s.combat.defender === s.players[seat]!.hero;
