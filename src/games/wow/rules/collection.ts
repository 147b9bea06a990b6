/**
 * The collection (CR 7.4 800.2a: "In a tournament, your collection is your side deck"): Duelhall plays by tournament
 * rules, so "choose a card from your collection" (Rite of Vision) chooses among the cards of the player's side deck
 * (100.3), which stay outside the game as printing ids, private to their owner. The chosen card is revealed and put
 * into its owner's hand as a new object (it enters the game there); with no side deck there is nothing to choose.
 */
import type { Rejection, Seat } from "../../../engine/index.js";
import { printing } from "../cards/registry.js";
import type { Link, WowState } from "./state.js";

/** "Choose a card from your collection, reveal it, and put it into your hand": asks `link`'s controller, if any. */
export function startCollectionPick(s: WowState, link: Link, at: number): void {
  const seat = link.controller;
  const side = s.players[seat]!.side ?? [];
  if (side.length === 0) {
    s.log.push({
      text: `P${seat + 1} has no side deck: there is no card in the collection to choose (CR 7.4 800.2a).`,
    });
    return;
  }
  s.ask = { kind: "collection-pick", seat, link, at };
}

/** The side deck cards `seat` may choose now: `[index, name]`, one per copy (private to that seat). */
export function collectionChoices(s: WowState, seat: Seat): [number, string][] {
  return (s.players[seat]!.side ?? []).map((code, i) => [i, printing(code).name]);
}

/** `seat` chooses side deck card `index`: it is revealed and put into their hand (a new object, owner `seat`). */
export function answerCollectionPick(s: WowState, seat: Seat, index: number): Rejection | null {
  const p = s.players[seat]!;
  const code = p.side?.[index];
  if (code === undefined)
    return { code: "collection/illegal", message: "Choose a card of your side deck.", rule: "CR 7.4 800.2a" };
  s.ask = null;
  p.side = p.side!.filter((_, i) => i !== index);
  const id = `o${s.objects.length}`;
  s.objects.push({
    id,
    code,
    owner: seat,
    controller: seat,
    zone: "hand",
    exhausted: false,
    damage: 0,
    faceDown: false,
    since: 0,
    flipped: false,
  });
  p.hand.push(id);
  s.log.push({
    text: `P${seat + 1} chooses ${printing(code).name} from their collection, reveals it and puts it into their hand.`,
  });
  return null;
}
