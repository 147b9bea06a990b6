import { describe, expect, it } from "vitest";
import { nextInt, type RngState, seedRng } from "../../src/engine/index.js";
import { wowPresentation } from "../../src/games/wow/presentation.js";
import { type WowAction, type WowConfig, type WowState, wowRules } from "../../src/games/wow/rules/index.js";
import { checkName, legalNames, nameableCards } from "../../src/games/wow/rules/naming.js";
import { simulate } from "../../src/games/wow/sim.js";

/** Manhunt (TDP-291), Jin'do's Evil Eye (TDP-264) and Bag of Whammies (TDP-263) among cheap allies. */
const deck = (hero: string) => ({
  hero,
  cards: Array.from({ length: 60 }, (_, i) =>
    i % 6 === 0 ? "TDP-291" : i % 6 === 1 ? "TDP-264" : i % 6 === 2 ? "TDP-263" : i % 2 ? "HoA-192" : "HoA-188",
  ),
});
const CONFIG = { decks: [deck("HoA-4"), deck("HoA-10")] } as WowConfig;

/** Plays seeded random legal actions until `stop` holds for the pending decision (or the game ends). */
function until(seed: number, stop: (s: WowState) => boolean): WowState | null {
  let s = wowRules.create(CONFIG, seed);
  let rng: RngState = seedRng(`naming-${seed}`);
  for (let n = 0; n < 4000 && !s.over; n++) {
    if (stop(s)) return s;
    const p = wowRules.pending(s)!;
    const legal = wowRules.legalActions(s, p.seat).filter((a) => a.type !== "concede");
    let i: number;
    [rng, i] = nextInt(rng, legal.length);
    let a: WowAction = legal[i]!;
    if (a.type === "pass" && legal.length > 1) a = legal[(i + 1) % legal.length]!;
    const r = wowRules.apply(s, p.seat, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return null;
}

describe("naming a card (rules/naming.ts; CR 7.4 200.3)", () => {
  it("the legal names are the catalogue's distinct card names; 'an ally card' only allies", () => {
    const all = nameableCards();
    expect(new Set(all.map((c) => c.name)).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(400);
    expect(legalNames("Ally").every((c) => c.type === "Ally")).toBe(true);
    expect(checkName("KOR  cindervein")).toMatchObject({ name: "Kor Cindervein" });
    expect(checkName("Manhunt", "Ally")).toEqual({ message: "Manhunt is not an ally card." });
    expect(checkName("Nobody")).toMatchObject({ message: expect.stringContaining('No card is named "Nobody"') });
  });

  it("Manhunt's 'name an ally card' in the presentation: a picked name and a typed one answer; a non-ally is refused", () => {
    let s: WowState | null = null;
    for (let seed = 1; seed < 40 && !s; seed++)
      s = until(seed, (x) => x.ask?.kind === "name-card" && x.ask.cardType === "Ally");
    if (s?.ask?.kind !== "name-card") throw new Error("no Manhunt naming reached");
    const seat = s.ask.seat;
    const prompt = wowPresentation.prompt(s, seat)!;
    expect(prompt.controls.map((c) => c.kind)).toEqual(["choice", "text", "button"]);
    const kor = legalNames("Ally").find((c) => c.name === "Kor Cindervein")!;
    expect(wowPresentation.resolve(s, seat, `o.${kor.id}`, [])).toEqual({
      kind: "action",
      action: { type: "name-card", name: "Kor Cindervein" },
    });
    expect(wowPresentation.resolve(s, seat, "t", ["kor cindervein"])).toMatchObject({ kind: "action" });
    expect(wowPresentation.resolve(s, seat, "t", ["Manhunt"])).toMatchObject({
      kind: "invalid",
      message: "Manhunt is not an ally card.",
      rule: "CR 7.4 200.3",
    });
    // Only the deciding seat sees the options.
    expect(JSON.stringify(wowRules.view(s, (1 - seat) as 0 | 1).decision)).not.toContain("Kor Cindervein");
  });

  it("seeded random games with the three cards: every naming answered by the policy, no leak, each game ends", () => {
    let named = 0;
    for (let seed = 0; seed < 8; seed++) {
      const g = simulate(CONFIG, seed, 4000, true);
      expect(g.problems).toEqual([]);
      expect(g.state.over).toBe(true);
      named += g.log.filter((e) => e.action.type === "name-card").length;
    }
    expect(named).toBeGreaterThan(0);
  });
});
