/**
 * Prevention shields (CR 7.4 717.2, 717.2a): "prevent the next N damage that would be dealt to [a character] this
 * turn" is a prevention modifier with an amount. A preventable damage packet to that character is reduced by what
 * the shield has left, and the shield by the packet's amount; each ceases at 0 or less. The shield ends in the
 * wrap-up step (001 503.2a) if unused, unless its limits give it another duration (`ShieldLimits`). Unpreventable
 * packets pass untouched (717.4b).
 */
import type { Seat } from "../../../engine/index.js";
import type { Keyword } from "../cards/types.js";
import { has, inPlay, isAlly, isCharacter, nameOf } from "./characteristics.js";
import { type Packet, type TurnMod, type WowState, obj } from "./state.js";

/**
 * What limits a shield (CR 7.4 717.2): `from`, only damage dealt by that character (Holy Shield's "by target hero or
 * ally"); `fromAllies`, only combat damage dealt by allies (Mana Shield); `duration`, "this turn" (absent: the wrap-up
 * step ends it, 503.2a), "this combat" (`combat`: it ends with the combat, CR 7.4 603; Truesilver Champion) or none
 * (`none`: it persists until it prevents its amount, 717.2; Korthas Greybeard); `rider`, "When damage is prevented this
 * way, …" (717.2d: the card's `delayed` power, Holy Shield).
 */
export interface ShieldLimits {
  readonly from?: string;
  readonly fromAllies?: boolean;
  readonly duration?: "combat" | "none";
  readonly rider?: { controller: Seat; card: string; power: number };
}

/** Gives each character of `ids` still in play a shield preventing the next `amount` damage (CR 7.4 717.2a). */
export function addPreventNext(s: WowState, ids: readonly string[], amount: number, limits: ShieldLimits = {}): void {
  // A "this combat" shield made outside a combat has already expired; a shield of 0 ceases at once (717.2a).
  if (amount < 1 || (limits.duration === "combat" && !s.combat)) return;
  const { duration, ...rest } = limits;
  for (const id of ids)
    if (inPlay(obj(s, id)) && isCharacter(s, id)) {
      const m: TurnMod = {
        obj: id,
        mod: "prevent-next",
        amount,
        ...rest,
        ...(duration === "combat" ? { combat: true } : {}),
      };
      if (duration === "none") s.lastingShields = [...(s.lastingShields ?? []), m];
      else s.turnMods.push(m);
      const by = limits.from ? ` by ${nameOf(s, limits.from)}` : "";
      const what = limits.fromAllies ? "combat damage that would be dealt to" : "damage that would be dealt to";
      const when = duration === "none" ? "" : duration === "combat" ? " this combat" : " this turn";
      s.log.push({
        text: `The next ${amount} ${what} ${nameOf(s, id)}${limits.fromAllies ? " by allies" : by}${when} is prevented.`,
      });
    }
}

/** Whether shield `m` covers packet `p` (its source limits, CR 7.4 717.2). */
function covers(s: WowState, m: TurnMod, p: Packet): boolean {
  if (m.obj !== p.to || m.mod !== "prevent-next" || (m.amount ?? 0) <= 0) return false;
  // A "this combat" shield applies only while the combat is on (its packets are dealt before it ends, 603.1).
  if (m.combat && !s.combat) return false;
  if (m.from !== undefined && m.from !== p.source) return false;
  return !m.fromAllies || (p.combat && isAlly(s, p.source));
}

/**
 * Applies the shields on the first packet's character, oldest first, those of this turn before the lasting ones
 * (717.4b lets that character's controller order prevention modifiers; every order prevents the same amount of this
 * packet, docs/rules-decisions.md). A shield with a rider adds its triggered effect with the amount it prevented and
 * the packet's source (717.2d). True when the packet was prevented completely and ceased to exist (717.2b: it is
 * taken off the queue, nothing triggers off damage dealt).
 */
export function applyPreventNext(s: WowState, p: Packet): boolean {
  if (p.kind !== "damage" || !p.preventable) return false;
  for (const m of [...s.turnMods, ...(s.lastingShields ?? [])]) {
    if (p.amount <= 0 || !covers(s, m, p)) continue;
    const size = p.amount;
    const prevented = Math.min(size, m.amount!);
    p.amount -= prevented;
    // 717.2a: the amount the shield can prevent is reduced by the packet's whole amount.
    m.amount = m.amount! - size;
    s.log.push({ text: `${prevented} of the ${size} damage to ${nameOf(s, p.to)} is prevented.` });
    if (m.rider)
      s.waiting.push({
        ...m.rider,
        subject: p.source,
        subjectController: obj(s, p.source).controller,
        amount: prevented,
        modifier: true,
      });
  }
  const left = (m: TurnMod) => m.mod !== "prevent-next" || (m.amount ?? 0) > 0;
  s.turnMods = s.turnMods.filter(left);
  if (s.lastingShields) s.lastingShields = s.lastingShields.filter(left);
  if (p.amount > 0) return false;
  s.packets.shift();
  return true;
}

/**
 * "While [it] is stealthed, prevent all combat damage that would be dealt to [it] this turn" (Kayleitha; CR 7.4
 * 717.2): a prevention modifier on each character of `ids` lasting the turn, applying only while it has `keyword`.
 */
export function addPreventCombatWhile(s: WowState, ids: readonly string[], keyword: Keyword): void {
  for (const id of ids)
    if (inPlay(obj(s, id)) && isCharacter(s, id)) {
      s.turnMods.push({ obj: id, mod: "prevent-combat-while", keyword });
      s.log.push({
        text: `While ${nameOf(s, id)} has ${keyword}, all combat damage that would be dealt to it this turn is prevented.`,
      });
    }
}

/** The first packet is preventable combat damage to a character with such a modifier and its keyword now: prevented. */
export function applyPreventCombatWhile(s: WowState, p: Packet): boolean {
  if (p.kind !== "damage" || !p.preventable || !p.combat) return false;
  const m = s.turnMods.find((x) => x.obj === p.to && x.mod === "prevent-combat-while" && has(s, p.to, x.keyword!));
  if (!m) return false;
  s.packets.shift();
  s.log.push({ text: `The ${p.amount} combat damage to ${nameOf(s, p.to)} is prevented.` });
  return true;
}
