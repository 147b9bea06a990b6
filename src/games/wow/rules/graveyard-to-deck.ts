/**
 * "Put an ability card from your graveyard on top of your deck" (Solanian's Belongings): not targeted, so the card is
 * chosen as the link resolves (CR 7.4 709.2b; a `choose` that runs the instruction again with the answer, `again`),
 * asked only with two or more; the graveyard is public, so the log names it.
 */
import type { Seat } from "../../../engine/index.js";
import { card, nameOf } from "./characteristics.js";
import type { Link, WowState } from "./state.js";
import { moveTo } from "./zones.js";

/** Runs the instruction for cards of `cardType` in the link controller's graveyard. */
export function graveyardToDeckTop(s: WowState, link: Link, at: number, cardType: "Ability" | "Ally"): void {
  const seat: Seat = link.controller;
  const p = s.players[seat]!;
  const pool = p.graveyard.filter((id) => card(s, id).type === cardType);
  const picked = link.picks?.[0] ?? (pool.length === 1 ? pool[0] : undefined);
  if (picked === undefined) {
    if (pool.length > 1) {
      const prompt = `Choose an ${cardType.toLowerCase()} card in your graveyard to put on top of your deck.`;
      s.ask = { kind: "choose", seat, cards: pool, link: { ...link, picks: [] }, at, again: true, prompt };
    }
    return;
  }
  if (!pool.includes(picked)) return;
  moveTo(s, picked, "deck");
  p.deck = [picked, ...p.deck.filter((id) => id !== picked)];
  s.log.push({ text: `P${seat + 1} puts ${nameOf(s, picked)} from their graveyard on top of their deck.` });
}
