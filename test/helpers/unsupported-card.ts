/**
 * A card the engine refuses at deck validation, for tests of that refusal (the deck check, `/deck save`, accepting
 * a challenge with a pasted list). Picked from the card data rather than named, so the tests keep working as cards
 * get implemented one by one (issue 18): a non-Signature main-deck card of the given domains (or Colorless) whose
 * `isSupported` is a reason. Throws when none is left — then give these tests a synthetic card instead.
 */
import { isSupported } from "../../src/games/riftbound/cards/registry.js";
import { defaultCardSource } from "../../src/games/riftbound/data/card-source.js";
import type { Domain } from "../../src/games/riftbound/data/schema.js";

/** The name of an unsupported Unit, Spell or Gear a deck of `domains` may hold. */
export function unsupportedCardName(domains: readonly Domain[]): string {
  const card = defaultCardSource()
    .all()
    .find(
      (c) =>
        (c.type === "Unit" || c.type === "Spell" || c.type === "Gear") &&
        c.supertype === null &&
        c.domains.every((d) => d === "Colorless" || domains.includes(d)) &&
        isSupported(c.code) !== true,
    );
  if (!card) throw new Error(`no unsupported ${domains.join("/")} card is left: give this test a synthetic card`);
  return card.name;
}
