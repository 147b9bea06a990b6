/**
 * A card the engine refuses at deck validation, for tests of that refusal (the deck check, `/deck save`, accepting
 * a challenge with a pasted list). Every card of the card data runs today (issue 18), so these tests refuse a real
 * card through a registry stub: each such test file mocks `cards/registry.js` with {@link withUnsupportedStub},
 *
 *   vi.mock("../../src/games/riftbound/cards/registry.js", async (importOriginal) =>
 *     (await import("../helpers/unsupported-card.js")).withUnsupportedStub(await importOriginal()));
 *
 * and `isSupported` then gives {@link STUB_UNSUPPORTED}'s reason for that card (every other card as before). The card
 * is a non-Signature Fury spell that no precon holds, so the decks the tests build stay legal otherwise.
 */
import type { Domain } from "../../src/games/riftbound/data/schema.js";

/** The card the stub refuses, and the reason it gives. */
export const STUB_UNSUPPORTED = {
  code: "UNL-020",
  name: "Dancing Grenade",
  domains: ["Fury"] as readonly Domain[],
  reason: "refused by the test registry stub (test/helpers/unsupported-card.ts)",
} as const;

/** The registry module's shape the stub needs (kept structural so this file never imports the registry itself). */
interface RegistryLike {
  readonly isSupported: (code: string) => true | string;
  readonly baseCode: (code: string) => string;
}

/** The registry module with `isSupported` refusing {@link STUB_UNSUPPORTED} (a `vi.mock` factory's result). */
export function withUnsupportedStub<M extends RegistryLike>(real: M): M {
  return {
    ...real,
    isSupported: (code: string) =>
      real.baseCode(code) === STUB_UNSUPPORTED.code ? STUB_UNSUPPORTED.reason : real.isSupported(code),
  };
}

/**
 * The name of the card the stub refuses, which a deck of `domains` may hold. Throws when it does not fit them (the
 * caller needs a deck with Fury). Only meaningful in a file that mocks the registry with {@link withUnsupportedStub}.
 */
export function unsupportedCardName(domains: readonly Domain[]): string {
  if (!STUB_UNSUPPORTED.domains.every((d) => domains.includes(d)))
    throw new Error(`the stubbed unsupported card (${STUB_UNSUPPORTED.name}) does not fit ${domains.join("/")}`);
  return STUB_UNSUPPORTED.name;
}
