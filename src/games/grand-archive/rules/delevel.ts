/**
 * Deleveling (CR Card Types - Champion, Deleveling 1): the top card of a champion's lineage returns to its owner's
 * material deck and the card under it becomes the champion, the same object (its counters and states stay, as in
 * Leveling Up 7.2.1). The returned card is a new card: what it tracked is forgotten (CR Ability Tracking 2).
 */
import { cardData, hasType } from "./catalogue.js";
import { type GaCard, type GaState, type Seat, card, log, mutCard } from "./state.js";
import { moveCard, nameOf } from "./zones.js";

/**
 * The champion's counters and states that stay with the object when the top of its lineage changes: damage,
 * enlighten, buff and level counters, rested, distant, noWakeUp, fostered, damagedSince (CR Card Types - Champion,
 * Leveling Up 4, 7.2.1).
 */
export function carryChampionState(from: Readonly<GaCard>, to: GaCard): void {
  to.damage = from.damage;
  to.rested = from.rested;
  to.enlighten = from.enlighten;
  to.buff = from.buff;
  if (from.distant) to.distant = true; // the same object (CR Leveling Up 1)
  if (from.noWakeUp) to.noWakeUp = true;
  if (from.damagedSince) to.damagedSince = true;
  if (from.fostered) to.fostered = true;
  if (from.levelCounters) to.levelCounters = from.levelCounters;
}

/** Whether `seat`'s champion can be deleveled: the card under its top card is a champion card (Deleveling 1). */
export function canDelevel(s: GaState, seat: Seat): boolean {
  const id = s.players[seat].champion;
  const below = id ? card(s, id).lineage.at(-1) : undefined;
  return below !== undefined && hasType(cardData(card(s, below).card), "CHAMPION");
}

/** Delevels `seat`'s champion (CR Card Types - Champion, Deleveling 1); false when it can't be. */
export function delevel(s: GaState, seat: Seat): boolean {
  if (!canDelevel(s, seat)) return false;
  const p = s.players[seat];
  const topId = p.champion!;
  const top = card(s, topId);
  const belowId = top.lineage.at(-1)!;
  const b = mutCard(s, belowId);
  b.lineage = top.lineage.slice(0, -1);
  b.zone = "field";
  b.controller = seat;
  b.ts = top.ts; // the same object
  carryChampionState(top, b);
  p.field = p.field.map((id) => (id === topId ? belowId : id));
  p.champion = belowId;
  const t = mutCard(s, topId);
  t.lineage = [];
  t.zone = "lineage"; // no longer the object: it does not leave the field
  moveCard(s, topId, "materialDeck");
  log(
    s,
    `P${seat + 1} delevels their champion: ${nameOf(s, topId)} returns to the material deck; ${nameOf(s, belowId)} is the champion.`,
  );
  return true;
}
