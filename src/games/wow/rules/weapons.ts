/**
 * Hunters' weapon rules beyond 001 303 (Elendril's list): strike cost modifiers ("you pay 1 less to strike with
 * weapons", Margaret Fowl), "when you strike with [this]" and "whenever you strike with a Ranged weapon this turn"
 * triggers (Blackcrow, Rapid Fire), "your Ranged weapons have +3 ATK this turn" (Elendril), "allies in your party have
 * +2 ATK while attacking this turn" (Rayder) and keywords lasting one combat.
 */
import type { Seat } from "../../../engine/index.js";
import type { Keyword } from "../cards/types.js";
import { card, equipmentKind, hasTag, inPlay, isCharacter, nameOf, powersOf, weaponAtk } from "./characteristics.js";
import { type Link, type WowState, obj, opp } from "./state.js";
import { turnEvent } from "./this-turn.js";
import { trigger, watchers } from "./triggers.js";
import { onStrikeAttached } from "./weapon-attachments.js";

/**
 * The strike cost modifiers applying to `seat` (001 303.2; 402): "you pay N less" of its own cards in play and
 * "opponents pay N more" of the other player's (a signed sum; the strike cost never goes below 0).
 */
export function strikeCostModifier(s: WowState, seat: Seat, weapon: string): number {
  let v = 0;
  // "… to strike with [this weapon] while your hero is defending" (Hellreaver): that weapon, its hero the defender.
  const defending = s.combat?.defender === s.players[seat]!.hero;
  for (const who of [seat, opp(seat)]) {
    const p = s.players[who]!;
    for (const src of [p.hero, ...p.allies, ...p.equipment])
      for (const pw of powersOf(s, src))
        if (pw.kind === "strike-cost" && (pw.who === "you") === (who === seat))
          if (!pw.selfWhileDefending || (src === weapon && defending)) v += pw.amount;
  }
  return v;
}

/** "Ability, ally, and equipment cards in your hand are instant" (Hand of Edward the Odd, 408.1): any of `seat`'s. */
export const handCardsInstant = (s: WowState, seat: Seat): boolean =>
  [s.players[seat]!.hero, ...s.players[seat]!.allies, ...s.players[seat]!.equipment].some((id) =>
    powersOf(s, id).some((p) => p.kind === "hand-cards-instant"),
  );

/** A strike was added to the chain (001 303.2): "when you strike with [this]" and "whenever you strike …" trigger. */
export function onStrike(s: WowState, seat: Seat, weapon: string): void {
  trigger(s, seat, "strike-with-this", [weapon]);
  onStrikeAttached(s, seat, weapon);
  trigger(s, seat, "you-strike-with-weapon", watchers(s, seat), weapon);
  // "Whenever you strike with a Ranged weapon this turn" (Rapid Fire): the modifiers of the striking player.
  if (hasTag(s, weapon, "Ranged")) turnEvent(s, "you-strike-with-ranged", weapon, seat, (c) => c === seat);
}

/**
 * "This combat" modifiers end as the combat ends (conclusion 603, or a new combat starts without one). `keepShields`:
 * at the conclusion, "this combat" prevention shields stay for the combat's own packets, dealt after it (603.1); they
 * apply only while a combat is on (rules/prevention-shields.ts) and go as the next combat starts or the turn ends.
 */
export function endCombatMods(s: WowState, keepShields = false): void {
  const ends = (m: WowState["turnMods"][number]) => m.combat && !(keepShields && m.mod === "prevent-next");
  if (s.turnMods.some(ends)) s.turnMods = s.turnMods.filter((m) => !ends(m));
}

/** "Your [tag] weapons have +N ATK this turn" (CR 7.4 714.3e): kept on the controller's hero. */
export function weaponsAtkThisTurn(s: WowState, link: Link, tag: string | undefined, amount: number): void {
  s.turnMods.push({ obj: s.players[link.controller]!.hero, mod: "weapon-atk", ...(tag ? { tag } : {}), amount });
  s.log.push({ text: `P${link.controller + 1}'s ${tag ? `${tag} ` : ""}weapons have +${amount} ATK this turn.` });
}

/** "Allies in your party have +N ATK while attacking this turn" (CR 7.4 714.3a, 714.3e): kept on the hero. */
export function alliesAtkAttackingThisTurn(s: WowState, link: Link, amount: number): void {
  s.turnMods.push({ obj: s.players[link.controller]!.hero, mod: "allies-atk-attacking", amount });
  s.log.push({ text: `Allies in P${link.controller + 1}'s party have +${amount} ATK while attacking this turn.` });
}

/** "Allies in your party have +N ATK this turn" (CR 7.4 714.3e: allies joining later too): kept on the hero. */
export function alliesAtkThisTurn(s: WowState, link: Link, amount: number): void {
  s.turnMods.push({ obj: s.players[link.controller]!.hero, mod: "allies-atk", amount });
  s.log.push({ text: `Allies in P${link.controller + 1}'s party have +${amount} ATK this turn.` });
}

/** "[cards] have +N ATK this combat": an ATK modifier ending with the combat (CR 7.4 603). */
export function atkThisCombat(s: WowState, ids: readonly string[], amount: number): void {
  if (amount === 0) return;
  for (const id of ids)
    if (inPlay(obj(s, id)) && isCharacter(s, id)) {
      s.turnMods.push({ obj: id, mod: "atk", amount, combat: true });
      s.log.push({ text: `${nameOf(s, id)} has ${amount < 0 ? amount : `+${amount}`} ATK this combat.` });
    }
}

/** "[cards] have [keyword] this combat": a keyword modifier ending with the combat. */
export function keywordThisCombat(s: WowState, ids: readonly string[], keyword: Keyword): void {
  for (const id of ids)
    if (inPlay(obj(s, id)) && isCharacter(s, id)) {
      s.turnMods.push({ obj: id, mod: "keyword", keyword, combat: true });
      s.log.push({ text: `${nameOf(s, id)} has ${keyword} this combat.` });
    }
}

/** "The combined ATK of your Melee weapons" (Daspien Bladedancer): read as the link resolves (CR 7.4 709.2d). */
export function meleeWeaponsAtk(s: WowState, seat: Seat): number {
  return s.players[seat]!.equipment.filter(
    (id) => equipmentKind(card(s, id)) === "weapon" && hasTag(s, id, "Melee"),
  ).reduce((n, id) => n + weaponAtk(s, id), 0);
}

/** "Weapon cards in your hand are instant this turn" (408.1): kept on the hero, read as a card is played. */
export function weaponsInstantThisTurn(s: WowState, link: Link): void {
  s.turnMods.push({ obj: s.players[link.controller]!.hero, mod: "weapons-instant" });
  s.log.push({ text: `Weapon cards in P${link.controller + 1}'s hand are instant this turn.` });
}

/** Whether `seat` may play weapon card `id` at instant timing this turn. */
export const weaponInstant = (s: WowState, seat: Seat, id: string): boolean =>
  equipmentKind(card(s, id)) === "weapon" &&
  s.turnMods.some((m) => m.mod === "weapons-instant" && m.obj === s.players[seat]!.hero);

/** "[this weapon] has +N ATK this turn" (Teebu's Blazing Longsword): a turn modifier on each weapon still in play. */
export function weaponAtkThisTurn(s: WowState, ids: readonly string[], amount: number): void {
  for (const id of ids)
    if (obj(s, id).zone === "hero" && equipmentKind(card(s, id)) === "weapon") {
      s.turnMods.push({ obj: id, mod: "atk", amount });
      s.log.push({ text: `${nameOf(s, id)} has +${amount} ATK this turn.` });
    }
}
