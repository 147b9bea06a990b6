/**
 * The Unique tag (CR 7.4 414.3a): two or more unique cards in play with the same name under one player violate
 * uniqueness; the player destroys all but one (414.2, the `uniqueness` ask, as for slot tags, 414.3b). A token named
 * by its printing (Misha) is a card with that name too.
 */
import { card, nameOf } from "./characteristics.js";
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
