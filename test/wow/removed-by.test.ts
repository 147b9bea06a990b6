import { describe, expect, it } from "vitest";
import { sampleDeck } from "../../src/games/wow/decks.js";
import { wowRules } from "../../src/games/wow/rules/index.js";
import { removeBySelf } from "../../src/games/wow/rules/removed-by.js";
import { removedBy } from "../../src/games/wow/rules/removed-record.js";
import { leaks } from "../../src/games/wow/sim.js";
import { moveTo } from "../../src/games/wow/rules/zones.js";

const start = () => wowRules.create({ decks: [sampleDeck("HoA-15"), sampleDeck("HoA-10")] } as never, 3);

describe("Cards removed by [this] (CR 7.4 415.7; Illusionary Rod, Forbidden Knowledge)", () => {
  it("a hand removed from the game is face up and public: every view lists it (415.7b); no leak is reported", () => {
    const s = start();
    const hand = [...s.players[0]!.hand];
    const source = s.players[0]!.hero;
    removeBySelf(
      s,
      { kind: "power", controller: 0, card: source, targets: [] },
      { op: "remove-by-self", what: "your-hand" },
    );
    for (const viewer of [0, 1, "public"] as const)
      expect(wowRules.view(s, viewer).players[0]!.removed.map((c) => c.id)).toEqual(hand);
    expect(leaks(s)).toEqual([]);
    expect(removedBy(s, source)).toEqual(hand);
  });

  it("a removed card that leaves its RFG zone is a new card (415.9a): the source's record drops it", () => {
    const s = start();
    const source = s.players[0]!.hero;
    removeBySelf(
      s,
      { kind: "power", controller: 0, card: source, targets: [] },
      { op: "remove-by-self", what: "your-hand" },
    );
    const [first, ...rest] = removedBy(s, source);
    moveTo(s, first!, "hand");
    moveTo(s, first!, "rfg");
    expect(removedBy(s, source)).toEqual(rest);
  });

  it("the deck removed by Forbidden Knowledge's instruction is public; the other seat's deck stays hidden", () => {
    const s = start();
    const deck = [...s.players[0]!.deck];
    removeBySelf(
      s,
      { kind: "card", controller: 0, card: s.players[0]!.hand[0]!, targets: [] },
      { op: "remove-by-self", what: "your-deck" },
    );
    const v = wowRules.view(s, 1);
    expect(v.players[0]!.deckCount).toBe(0);
    expect(v.players[0]!.removed.map((c) => c.id)).toEqual(deck);
    expect(JSON.stringify(wowRules.view(s, 0))).not.toContain(`"${s.players[1]!.deck[0]}"`);
    expect(leaks(s)).toEqual([]);
  });
});
