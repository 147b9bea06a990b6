/**
 * "If you targeted a hero, you may interrupt an ability card played by its controller" (Kick): not a target, so the
 * ability card is chosen as the link resolves (CR 7.4 709.2b) among the ability cards that player played onto the chain
 * (711.3: placed cards can't be interrupted), or none ("you may"). "If you targeted a hero" reads the target chosen as
 * the card was played, whatever became of the damage.
 */
import { card } from "./characteristics.js";
import { type Link, type WowState, obj } from "./state.js";

/** The ability cards on the chain played by the controller of the hero `link` targeted first (none: not a hero). */
export function interruptCandidates(s: WowState, link: Link): string[] {
  const t = link.targets[0];
  if (!t?.startsWith("o") || card(s, t).type !== "Hero") return [];
  const seat = obj(s, t).controller;
  return s.chain
    .filter(
      (l) => l.kind === "card" && l.controller === seat && l.card !== link.card && card(s, l.card).type === "Ability",
    )
    .map((l) => l.card);
}

/** Asks the link's controller which card to interrupt, the last option declining; false when there is none. */
export function askInterruptChoice(s: WowState, link: Link, at: number): boolean {
  const cards = interruptCandidates(s, link);
  if (!cards.length) return false;
  s.ask = { kind: "either", seat: link.controller, link, at, options: [...cards.keys(), cards.length] };
  return true;
}
