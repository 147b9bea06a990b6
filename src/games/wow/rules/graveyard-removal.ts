/**
 * "Remove an ally card in your graveyard from the game. If you do, …" (The Haunted Mills): not targeted, so the card is
 * chosen as the link resolves (CR 7.4 709.2b; a `choose` that runs the instruction again with the answer, `again`),
 * asked only with two or more. A quest's reward that removes one is counted for its player by the quest's name, for
 * "for each ally card you've removed with quests named [this]" (`removedByQuest`, kept for the whole game).
 */
import { card, nameOf } from "./characteristics.js";
import type { Link, WowState } from "./state.js";
import { moveTo } from "./zones.js";

/** Runs the removal; true when a card was removed (then the "if you do" instructions run). */
export function removeFromYourGraveyard(s: WowState, link: Link, at: number, cardType: "Ally" | "Ability"): boolean {
  const seat = link.controller;
  const p = s.players[seat]!;
  const pool = p.graveyard.filter((id) => card(s, id).type === cardType);
  const picked = link.picks?.[0] ?? (pool.length === 1 ? pool[0] : undefined);
  if (picked === undefined) {
    if (pool.length > 1) {
      const prompt = `Choose an ${cardType.toLowerCase()} card in your graveyard to remove from the game.`;
      s.ask = { kind: "choose", seat, cards: pool, link: { ...link, picks: [] }, at, again: true, prompt };
    }
    return false;
  }
  if (!pool.includes(picked)) return false;
  moveTo(s, picked, "rfg");
  s.log.push({ text: `P${seat + 1} removes ${nameOf(s, picked)} from their graveyard from the game.` });
  if (link.kind === "reward") {
    const quest = card(s, link.card).name;
    p.removedByQuest = { ...p.removedByQuest, [quest]: (p.removedByQuest?.[quest] ?? 0) + 1 };
  }
  return true;
}

/** How many cards `link`'s controller removed with quests named as `link`'s card, this one included. */
export const removedByQuestsNamedSelf = (s: WowState, link: Link): number =>
  s.players[link.controller]!.removedByQuest?.[card(s, link.card).name] ?? 0;
