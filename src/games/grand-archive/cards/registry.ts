/**
 * The implemented Grand Archive cards by catalogue id, and whether a card is supported: a card without a file, or
 * whose file says `unsupported`, is refused at deck validation with the reason (never guessed).
 */
import { CARD_SCRIPTS } from "./index.js";
import type { CardScript } from "./types.js";

let byId: Map<string, CardScript> | null = null;

/** The card file of catalogue id `id`, or undefined when none is written. */
export function scriptOf(id: string): CardScript | undefined {
  if (!byId) byId = new Map(CARD_SCRIPTS.map((c) => [c.id, c]));
  return byId.get(id);
}

/** True when the engine plays catalogue card `id` faithfully, else the reason it is refused. */
export function isSupported(id: string): true | string {
  const s = scriptOf(id);
  if (!s) return "not implemented yet";
  return s.unsupported ?? true;
}
