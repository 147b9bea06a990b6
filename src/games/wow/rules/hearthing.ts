/**
 * Hearthing (CR 7.4 800.1): a power with "Concede the game" in its cost (Hearthstone). A Duelhall match is one game,
 * so every game is the final game of its match and hearthing "does nothing but end that game" (800.1d): paying the
 * cost concedes through the family's concede (102.1b, the other player wins), adds no link (800.1c: it can't be
 * responded to), and the links still on the chain are interrupted as the game ends (800.1c, 711.2). The choice of
 * equipment to keep (800.1c-d) is for a next game the match doesn't have (docs/rules-decisions.md).
 */
import type { Seat } from "../../../engine/index.js";
import { concede } from "../../wow-family/rules/core.js";
import { nameOf } from "./characteristics.js";
import type { WowState } from "./state.js";
import { moveTo } from "./zones.js";

/** `seat` hearths: the chain's links are interrupted (top first) and `seat` concedes (CR 7.4 800.1c-d, 102.1b). */
export function hearth(s: WowState, seat: Seat, source: string): void {
  s.log.push({ text: `P${seat + 1} hearths with ${nameOf(s, source)}: the game ends (CR 7.4 800.1d).` });
  for (const link of [...s.chain].reverse()) {
    // 711.2: an interrupted link's card, if it is on the chain, goes to its owner's graveyard.
    if (s.objects[Number(link.card.slice(1))]?.zone === "chain") moveTo(s, link.card, "graveyard");
    s.log.push({ text: `${nameOf(s, link.card)}'s link is interrupted.` });
  }
  s.chain = [];
  concede(s, seat);
}
