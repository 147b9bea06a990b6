/**
 * "A card the engine cannot run faithfully is refused at deck validation, never guessed" (docs/conventions.md). Every
 * first-block card runs now (session 14), so the refusal path is checked with one card's script marked `unsupported`
 * and another's script taken away: the registry reads the script list as the card files give it.
 */
import { describe, expect, it, vi } from "vitest";

vi.mock("../../src/games/wow/cards/index.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/games/wow/cards/index.js")>();
  return {
    SCRIPTS: real.SCRIPTS.filter((s) => s.id !== "HoA-113").map((s) =>
      s.id === "HoA-305" ? { ...s, unsupported: "keeps equipment into a later game (test)" } : s,
    ),
  };
});

const { buildWowDeck } = await import("../../src/games/wow/decks.js");
const text = (hero: string, lines: string[]) => [`Hero: ${hero}`, ...lines].join("\n");

describe("WoW deck validation refuses cards the engine cannot run", () => {
  it("a script marked unsupported is refused with its reason", () => {
    const r = buildWowDeck(text("Warrax", ["1 Hearthstone"]));
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(
        r.problems.some(
          (p) => p.code === "card/unsupported" && /Hearthstone \(HoA-305\): keeps equipment/.test(p.message),
        ),
      ).toBe(true);
  });

  it("a printing without a script is refused as not implemented", () => {
    const r = buildWowDeck(text("Ta'zo", ["1 Lightning Bolt"]));
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems.some((p) => p.code === "card/unsupported" && /not implemented yet/.test(p.message))).toBe(true);
  });
});
