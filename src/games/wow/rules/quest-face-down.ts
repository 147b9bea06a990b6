/**
 * "Target player turns one of his quests face down" (Thwarting Kolkar Aggression): a quest placed face up (001
 * 410.1b) becomes a face-down resource; that player chooses which (CR 7.4 709.2b), asked only with two or more.
 */
import type { Seat } from "../../../engine/index.js";
import { card, nameOf } from "./characteristics.js";
import { type Link, type WowState, obj } from "./state.js";

/** The face-up quests among `seat`'s resources. */
export const faceUpQuests = (s: WowState, seat: Seat): string[] =>
  s.players[seat]!.resources.filter((id) => !obj(s, id).faceDown && card(s, id).type === "Quest");

/** Starts the instruction for the player named (`p0`/`p1`; none if the target became illegal, 709.2a). */
export function turnQuestFaceDown(s: WowState, link: Link, at: number, player: string | undefined): void {
  if (!player?.startsWith("p")) return;
  const seat = Number(player.slice(1)) as Seat;
  const quests = faceUpQuests(s, seat);
  if (quests.length === 1) finishQuestFaceDown(s, seat, quests[0]!);
  else if (quests.length > 1) s.ask = { kind: "quest-face-down", seat, cards: quests, link, at };
}

/** The chosen quest turns face down (its exhaustion stays: it is still the same resource). */
export function finishQuestFaceDown(s: WowState, seat: Seat, quest: string): void {
  s.log.push({ text: `P${seat + 1} turns ${nameOf(s, quest)} face down.` });
  obj(s, quest).faceDown = true;
}
