import { describe, expect, it } from "vitest";
import { sampleDeck } from "../../src/games/wow/decks.js";
import { wowRules } from "../../src/games/wow/rules/index.js";
import { turnDeckOver } from "../../src/games/wow/rules/face-up-deck.js";
import { leaks } from "../../src/games/wow/sim.js";

const start = () => wowRules.create({ decks: [sampleDeck("HoA-15"), sampleDeck("HoA-10")] } as never, 3);

describe("A deck turned over (CR 7.4 415.3d, Fortune Telling): face up and public", () => {
  it("every seat's view lists it top first; the other deck stays a count; no leak", () => {
    const s = start();
    const deck = [...s.players[0]!.deck];
    expect(wowRules.view(s, 1).players[0]!.deck).toBeUndefined();
    turnDeckOver(s, 0);
    for (const viewer of [0, 1, "public"] as const) {
      const v = wowRules.view(s, viewer);
      expect(v.players[0]!.deck?.map((c) => c.id)).toEqual(deck);
      expect(v.players[1]!.deck).toBeUndefined();
    }
    expect(JSON.stringify(wowRules.view(s, 0))).not.toContain(`"${s.players[1]!.deck[0]}"`);
    expect(leaks(s)).toEqual([]);
  });

  it("turned over again, it is hidden again (a count only)", () => {
    const s = start();
    turnDeckOver(s, 0);
    turnDeckOver(s, 0);
    expect(wowRules.view(s, 1).players[0]!.deck).toBeUndefined();
    expect(JSON.stringify(wowRules.view(s, 1))).not.toContain(`"${s.players[0]!.deck[0]}"`);
  });
});
