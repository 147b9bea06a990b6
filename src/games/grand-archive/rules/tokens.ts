/**
 * Tokens (CR Game Mechanics - Tokens 1-6; Game Terms: Summon 1-2, Token 1-3): an object summoned by an effect, made
 * from its catalogue card (the officially printed token card, CR Tokens 1.2), put onto the field under the summoning
 * player's control and ownership (CR Tokens 5). It exists only on the field: `moveCard` ends it as it leaves (CR
 * Tokens 3).
 */
import { abilitiesOf, entersRestedByEffect } from "./characteristics.js";
import { cardByName, hasType } from "./catalogue.js";
import { type GaCard, type GaState, type Seat, log, newCardRecord } from "./state.js";
import { nameOf, queueEnterTriggers } from "./zones.js";

/** Options of a summon: buff counters it enters with, and whether it enters rested. */
export interface SummonOptions {
  readonly buff?: number;
  readonly rested?: boolean;
  /** A token copy of a card (CR Game Mechanics - Copy 1.c): the card need not be a token card. */
  readonly copy?: boolean;
}

/**
 * Summons one `name` token for `seat` and returns its object id: a new record (ids index `s.cards`) put onto the
 * field; it enters, so "enters rested" applies and its On Enter abilities trigger (CR Game Terms: Summon 1-2).
 * @throws when `name` is not a token card of the catalogue (a card file bug).
 */
export function summonToken(s: GaState, seat: Seat, name: string, opts: SummonOptions = {}): string {
  const d = cardByName(name);
  if (!d || (!hasType(d, "TOKEN") && !opts.copy)) throw new Error(`${name} is not a token card`);
  const id = `c${s.cards.length}`;
  s.clock++;
  // CR Tokens 5: owned by the controller of the effect that created it.
  const rec: GaCard = {
    ...newCardRecord(id, d.id, seat, "field", s.clock),
    buff: Math.max(0, opts.buff ?? 0),
    durability: d.durability ?? 0,
    token: true,
  };
  s.cards.push(rec);
  s.players[seat].field.push(id);
  const abs = abilitiesOf(s, d.id, seat, id);
  rec.rested = opts.rested === true || abs.some((a) => a.kind === "keyword" && a.keyword === "entersRested"); // a new record: ours to write
  if (entersRestedByEffect(s, id)) rec.rested = true; // Synth Disrupter, Essence of Blizzards (ga2)
  const extra = [rec.buff ? `with ${rec.buff} buff counter(s)` : "", rec.rested ? "rested" : ""].filter(Boolean);
  log(s, `P${seat + 1} summons ${nameOf(s, id)} token${extra.length ? ` (${extra.join(", ")})` : ""}.`);
  queueEnterTriggers(s, id);
  return id;
}

/** Whether object `id` is a token (CR Tokens 6: a token stays a token). */
export function isToken(s: GaState, id: string): boolean {
  return s.cards[Number(id.slice(1))]?.token === true;
}
