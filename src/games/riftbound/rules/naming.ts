/**
 * Naming (CR 1.4 355.1, 762-763): "As you play this, name a tag", "As you play me, choose Bird, Cat, Dog, or Poro".
 * The choice is made as the card is played — a question asked before anyone may respond (a permanent starting the
 * chain resolves after it, 538) — and remembered on the object (`named`), which keeps it from the chain onto the
 * board (zones.ts).
 */
import type { Seat } from "../../../engine/index.js";
import type { Passive } from "../cards/types.js";
import type { RbState } from "./state.js";
import { nameable } from "./catalogue.js";
import { passivesOf } from "./passives.js";

/** The card's "as you play" naming passive, if it has one. */
export function namingOf(s: RbState, card: string): Extract<Passive, { kind: "nameOnPlay" }> | undefined {
  return passivesOf(s, card).find((p): p is Extract<Passive, { kind: "nameOnPlay" }> => p.kind === "nameOnPlay");
}

/** Queues the naming question of a card just played (a task above the current one), true when it has one. */
export function queueNaming(s: RbState, seat: Seat, card: string): boolean {
  if (!namingOf(s, card)) return false;
  s.tasks.push({ t: "nameOnPlay", card, seat });
  return true;
}

/** What may be named for the card: its printed options, or every tag / spell name of the game (762-763). */
export function namingOptions(s: RbState, card: string): readonly string[] {
  const p = namingOf(s, card);
  return p?.options ?? nameable(p?.what ?? "tag");
}
