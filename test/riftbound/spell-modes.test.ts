import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { buildPrompt, resolveStep } from "../../src/games/riftbound/presentation/prompts.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import { scenarioState } from "../../src/games/riftbound/scenario/runner.js";

/** Modal spells whose mode is chosen as they are played (CR 1.4 355.3): Sanction (VEN-035), Mesmerize (VEN-052). */
const source = new FileCardSource();
const start = (hand: string) => ({
  name: "a modal spell in hand",
  seed: 1,
  start: {
    turn: "A",
    phase: "action",
    players: {
      A: {
        hand: [{ card: hand, as: "spell" }],
        base: [{ card: "Stalwart Poro", as: "poro" }],
        mainDeck: ["Mega-Mech"],
        pool: { energy: 3, power: { Calm: 1, Mind: 1 } },
      },
      B: { base: [{ card: "Vanguard Sergeant", as: "sarge", empowered: true }], mainDeck: ["Mountain Drake"] },
    },
    battlefields: [{ card: "Bandle Tree" }, { card: "Grove of the God-Willow" }],
  },
  steps: [],
});

function plays(hand: string) {
  const s = scenarioState(start(hand), source);
  const spell = s.players[0]!.hand[0]!;
  return {
    s,
    acts: riftbound.legalActions(s, 0).filter((a) => a.type === "play" && a.card === spell) as {
      mode?: number;
      targets?: unknown;
    }[],
  };
}

describe("Modal spells: the mode is chosen as the spell is played (CR 1.4 355.3)", () => {
  it("legalActions offers one play per legal mode and choice (Sanction: any unit / an Empowered unit)", () => {
    const { s, acts } = plays("Sanction");
    const [poro, sarge] = [s.players[0]!.base[0]!, s.players[1]!.base[0]!];
    const chosen = (m: number) =>
      new Set(acts.filter((a) => a.mode === m).flatMap((a) => Object.values(a.targets ?? {}).flat()));
    expect(chosen(0)).toEqual(new Set([poro, sarge])); // any unit
    expect(chosen(1)).toEqual(new Set([sarge])); // only the Empowered Sergeant
    expect(acts.every((a) => a.mode !== undefined)).toBe(true);
  });

  it("every offered play is accepted by apply, and a play without a mode is refused (Mesmerize)", () => {
    const { s, acts } = plays("Mesmerize");
    expect(new Set(acts.map((a) => a.mode))).toEqual(new Set([0, 1]));
    for (const a of acts) expect(riftbound.apply(s, 0, a as never).ok).toBe(true);
    const r = riftbound.apply(s, 0, { type: "play", card: s.players[0]!.hand[0]!, targets: [] });
    expect(r.ok).toBe(false);
  });

  it("the prompt's choice step names the mode beside its target, and both modes stay reachable", () => {
    const s = scenarioState(start("Sanction"), source);
    const spell = s.players[0]!.hand[0]!;
    const step = resolveStep(s, 0, `p.${spell}`);
    expect(step.kind).toBe("prompt");
    const json = JSON.stringify(step);
    expect(json).toContain("Empower a unit");
    expect(json).toContain("Disempower an Empowered unit");
    expect(buildPrompt(s, 0)).not.toBeNull();
  });
});
