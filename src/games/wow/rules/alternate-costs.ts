/**
 * Alternate costs (CR 7.4 403.3, 707.1e: "rather than pay this card's cost", substituted first, additional costs still
 * added). The play action names the cards of the alternate cost in its `pay`:
 * - Trap (CR 7.4 glossary "Trap"): "You may exhaust a defending hero you control rather than pay this card's cost"; the
 *   hero must be ready (402.1) and the defender of the current combat (602.3).
 * - "You may exhaust one of your Shields rather than pay [this]'s cost" (Shield Bash): a ready Shield its player
 *   controls (402.1).
 * - "You may remove N ally cards in your graveyard from the game rather than pay [this]'s cost" (Julia Graves, Clara
 *   Graves): N different ally cards of its player's graveyard, removed from the game (001 413.8).
 */
import type { Seat } from "../../../engine/index.js";
import type { AlternateCost } from "../cards/types.js";
import { card, nameOf, powersOf } from "./characteristics.js";
import { type WowState, obj } from "./state.js";
import { moveTo } from "./zones.js";
import { exhaustCard } from "./becomes-exhausted.js";

/** The alternate cost of card `id`: a Trap's, or one its text prints; none: undefined. */
function alternateCostOf(s: WowState, id: string): AlternateCost | undefined {
  for (const p of powersOf(s, id)) {
    if (p.kind === "keyword" && p.keyword === "Trap") return { exhaust: "defending-hero" };
    if (p.kind === "alternate-cost") return p.cost;
  }
  return undefined;
}

/** Whether playing `id` with `pay` uses its alternate cost (a Trap: the cards paid name `seat`'s hero; else any `pay`). */
export function usesAlternateCost(s: WowState, seat: Seat, id: string, pay: readonly string[]): boolean {
  const alt = alternateCostOf(s, id);
  if (!alt || pay.length === 0) return false;
  return (
    !("exhaust" in alt) || alt.exhaust !== "defending-hero" || (pay.length === 1 && pay[0] === s.players[seat]!.hero)
  );
}

/** The cards `seat` may pay `id`'s alternate cost with now, and how many it takes; null without one (402.1). */
export function alternateCostPool(s: WowState, seat: Seat, id: string): { cards: string[]; count: number } | null {
  const alt = alternateCostOf(s, id);
  if (!alt) return null;
  const me = s.players[seat]!;
  if ("removeFromGraveyard" in alt)
    return { cards: me.graveyard.filter((c) => card(s, c).type === "Ally"), count: alt.removeFromGraveyard.count };
  if (alt.exhaust === "your-shield")
    return {
      cards: me.equipment.filter(
        (e) => obj(s, e).zone === "hero" && !obj(s, e).exhausted && card(s, e).subtypes.includes("Shield"),
      ),
      count: 1,
    };
  const hero = me.hero;
  return { cards: s.combat?.defender === hero && !obj(s, hero).exhausted ? [hero] : [], count: 1 };
}

/** Why `pay` can't pay `id`'s alternate cost now, or null. */
export function alternateCostProblem(s: WowState, seat: Seat, id: string, pay: readonly string[]): string | null {
  const alt = alternateCostOf(s, id);
  const pool = alternateCostPool(s, seat, id);
  if (!alt || !pool) return "This card has no alternate cost.";
  if (pay.length === pool.count && new Set(pay).size === pay.length && pay.every((c) => pool.cards.includes(c)))
    return null;
  if ("removeFromGraveyard" in alt)
    return `Choose ${alt.removeFromGraveyard.count} ally cards in your graveyard to remove from the game.`;
  if (alt.exhaust === "your-shield") return "Choose one of your ready Shields to exhaust.";
  const hero = s.players[seat]!.hero;
  return s.combat?.defender !== hero ? "Your hero is not defending." : "Your hero is exhausted.";
}

/** Pays `id`'s alternate cost with `pay` (checked by `alternateCostProblem`): exhausts or removes those cards. */
export function payAlternateCost(s: WowState, seat: Seat, id: string, pay: readonly string[]): void {
  const alt = alternateCostOf(s, id);
  if (!alt) return;
  const names = pay.map((c) => nameOf(s, c)).join(", ");
  if ("removeFromGraveyard" in alt) {
    for (const c of pay) moveTo(s, c, "rfg");
    s.log.push({ text: `P${seat + 1} removes ${names} from the game rather than pay the cost.` });
    return;
  }
  for (const c of pay) exhaustCard(s, c);
  const trap = alt.exhaust === "defending-hero" ? " (Trap)" : "";
  s.log.push({ text: `P${seat + 1} exhausts ${names} rather than pay the cost${trap}.` });
}
