/**
 * The Unique tag (CR 7.4 414.3a): two or more unique cards in play with the same name under one player violate
 * uniqueness; the player destroys all but one (414.2, the `uniqueness` ask, as for slot tags, 414.3b). A token named
 * by its printing (Misha) is a card with that name too.
 */
import { card, nameOf, powersOf } from "./characteristics.js";
import { type WowState, obj } from "./state.js";

/** The cards of `list` (one player's allies or equipment) that violate 414.3a, the first group found; [] if none. */
export function uniqueNameViolation(s: WowState, list: readonly string[]): string[] {
  const unique = list.filter((id) => !obj(s, id).faceDown && card(s, id).subtypes.includes("Unique"));
  for (const id of unique) {
    const same = unique.filter((other) => nameOf(s, other) === nameOf(s, id));
    if (same.length > 1) return same;
  }
  return [];
}

/**
 * "You can control an additional Pet while Pets you control have different names" (Goldenmoon; CR 7.4 414.1's
 * example): how many more cards with the Pet tag `tag` ("Pet (1)") `seat` may control than the tag's number, given
 * the violating group `same`: one per such power of `seat`'s face-up cards in play, while their names all differ.
 */
export function extraPetSlots(s: WowState, seat: number, tag: string, same: readonly string[]): number {
  if (!/^Pet \(\d+\)$/.test(tag)) return 0;
  if (new Set(same.map((id) => nameOf(s, id))).size !== same.length) return 0;
  const p = s.players[seat]!;
  return [p.hero, ...p.allies, ...p.equipment]
    .filter((id) => !obj(s, id).faceDown)
    .reduce((n, id) => n + powersOf(s, id).filter((pw) => pw.kind === "extra-pet").length, 0);
}
