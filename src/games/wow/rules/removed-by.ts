/**
 * Cards removed from the game by a card and returned by it later (CR 7.4 415.7; the record: rules/removed-record.ts).
 * A card removed this way is face up and public in its owner's RFG zone (415.7a-b: none of these cards says "face
 * down"), so every view shows it (rules/view.ts). The instructions:
 * - `remove-by-self`: "remove an ally in your party [chosen] / your hand / your deck / all ability cards in your
 *   graveyard from the game" (Boat to Booty Bay, Illusionary Rod, Forbidden Knowledge, Touch of Chaos);
 * - `removed-by-self-to`: "put all ally cards removed by [this] into play under your control" (Boat to Booty Bay),
 *   "put the removed cards into your hand" (Illusionary Rod), "choose at random one of the ability cards you removed
 *   this way and put it into your hand" (Touch of Chaos; the state's seeded RNG).
 * A draw replaced by a removed card (Forbidden Knowledge) is rules/zones.ts `replaceDraws`; asked inside a link, its
 * pick pauses the link like any other (`adoptReplacedDraw`).
 */
import { nextInt, type Seat } from "../../../engine/index.js";
import type { Effect } from "../cards/types.js";
import { card, nameOf } from "./characteristics.js";
import { enterAlly } from "./enter-play.js";
import { drawReplacementPool, noteRemoved, removedBy } from "./removed-record.js";
import { type Link, type WowState, obj } from "./state.js";
import { moveTo, replaceDraws } from "./zones.js";

type RemoveBySelf = Extract<Effect, { op: "remove-by-self" }>;
type RemovedBySelfTo = Extract<Effect, { op: "removed-by-self-to" }>;

/** Runs `remove-by-self` for `link` (its card is the source the record names). */
export function removeBySelf(s: WowState, link: Link, e: RemoveBySelf): void {
  const p = s.players[link.controller]!;
  const ids =
    e.what === "chosen"
      ? link.chosen && obj(s, link.chosen).zone === "ally"
        ? [link.chosen]
        : []
      : e.what === "your-hand"
        ? [...p.hand]
        : e.what === "your-deck"
          ? [...p.deck]
          : p.graveyard.filter((id) => card(s, id).type === "Ability");
  for (const id of ids) moveTo(s, id, "rfg");
  noteRemoved(s, link.card, ids);
  const what = e.what === "your-deck" ? `their deck (${ids.length} cards)` : ids.map((id) => nameOf(s, id)).join(", ");
  s.log.push({ text: `P${link.controller + 1} removes ${what || "nothing"} from the game.` });
}

/** Runs `removed-by-self-to`: the cards `link`'s card removed, still removed, go to the hand or into play. */
export function removedBySelfTo(s: WowState, link: Link, e: RemovedBySelfTo): void {
  const all = removedBy(s, link.card).filter((id) => !e.cardType || card(s, id).type === e.cardType);
  let ids = all;
  if (e.pick === "random" && all.length > 0) {
    const [rng, i] = nextInt(s.rng, all.length);
    s.rng = rng;
    ids = [all[i]!];
    s.log.push({ text: `${nameOf(s, ids[0]!)} is chosen at random.` });
  }
  if (e.to === "play") for (const id of ids) enterAlly(s, id, link.controller);
  else {
    for (const id of ids) moveTo(s, id, "hand");
    s.log.push({
      text: `${ids.map((id) => nameOf(s, id)).join(", ") || "Nothing"} ${ids.length === 1 ? "is" : "are"} put into ${ids.length ? "their owner's" : "a"} hand.`,
    });
  }
}

/**
 * A replaced draw asked by an instruction of `link` (at `at`): the pick pauses the link, which goes on after it
 * (rules/effects.ts `resumePickCards`).
 */
export function adoptReplacedDraw(s: WowState, link: Link, at: number): void {
  const a = s.ask;
  if (a?.kind === "pick-cards" && a.then === "removed-to-hand" && !a.link) s.ask = { ...a, link, at };
}

/** After a replaced draw was answered: asks the next queued player's, if any (true when it asked). */
export function nextReplacedDraw(
  s: WowState,
  ask: { queued?: { seat: Seat; count: number }[]; link?: Link; at: number },
): boolean {
  for (const [i, q] of (ask.queued ?? []).entries()) {
    const pool = drawReplacementPool(s, q.seat) ?? [];
    replaceDraws(s, q.seat, q.count, pool, true);
    const a = s.ask;
    if (a?.kind === "pick-cards" && a.then === "removed-to-hand") {
      s.ask = { ...a, queued: ask.queued!.slice(i + 1), ...(ask.link ? { link: ask.link, at: ask.at } : {}) };
      return true;
    }
  }
  return false;
}
