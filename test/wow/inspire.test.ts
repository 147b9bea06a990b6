import { describe, expect, it } from "vitest";
import { sampleDeck, validateDeck } from "../../src/games/wow/decks.js";
import { wowPresentation } from "../../src/games/wow/presentation.js";
import { wowRules } from "../../src/games/wow/rules/index.js";
import { simulate } from "../../src/games/wow/sim.js";

// Four Vindicator Kaldels (MoL-222, "Inspire: Ally") beside implemented first-block cards.
const kaldelDeck = (hero: string) => ({
  hero,
  cards: ["MoL-222", "MoL-222", "MoL-222", "MoL-222", ...sampleDeck(hero).cards.slice(4)],
});

describe("CR 7.4 501.1b Inspire (Vindicator Kaldel): deck, Discord answer and the soak's random policy", () => {
  it("a Kaldel deck is legal: a later-set printing, Aldor Reputation with no Scryer card (CR 7.4 100.2d)", () => {
    const d = kaldelDeck("HoA-15");
    expect(validateDeck(d.hero, d.cards)).toEqual([]);
  });

  it("the generic table asks an inspire decision and answers it as a multi-pick (Discord)", () => {
    const config = { decks: [kaldelDeck("HoA-15"), kaldelDeck("HoA-10")] };
    // The first of seeds 1-3 whose game reaches an inspire decision (the games are deterministic).
    const seed = [1, 2, 3].find((x) => simulate(config, x, 1500, false).log.some((e) => e.action.type === "inspire"))!;
    const full = simulate(config, seed, 1500, false);
    const at = full.log.findIndex((e) => e.action.type === "inspire");
    expect(at).toBeGreaterThan(0);
    const s = simulate(config, seed, at, false).state;
    const seat = full.log[at]!.seat;
    expect(wowRules.pending(s)).toMatchObject({ kind: "inspire", seat, min: 0 });
    expect(JSON.stringify(wowPresentation.prompt(s, seat))).toContain("Inspire: choose exhausted cards to ready");
    const pick = wowRules.pending(s)!.options[0]!.id;
    expect(wowPresentation.resolve(s, seat, "o", [`o.${pick}`])).toEqual({
      kind: "action",
      action: { type: "inspire", cards: [pick] },
    });
    // "Up to" (min 0): choosing none is a button, since a select menu can't be sent empty.
    expect(JSON.stringify(wowPresentation.prompt(s, seat))).toContain('"label":"Choose none"');
    expect(wowPresentation.resolve(s, seat, "on", [])).toEqual({
      kind: "action",
      action: { type: "inspire", cards: [] },
    });
  });

  it("random games ask and answer inspire decisions through legalActions, with no refusal, leak or broken invariant", () => {
    let inspired = 0;
    for (const seed of [1, 2, 3]) {
      const g = simulate({ decks: [kaldelDeck("HoA-15"), kaldelDeck("HoA-10")] }, seed, 1500);
      expect(g.problems).toEqual([]);
      inspired += g.log.filter((e) => e.action.type === "inspire").length;
    }
    expect(inspired).toBeGreaterThan(0);
  });
});
