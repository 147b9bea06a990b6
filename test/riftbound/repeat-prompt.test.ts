import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { resolveStep } from "../../src/games/riftbound/presentation/prompts.js";
import { scenarioState } from "../../src/games/riftbound/scenario/runner.js";

/** CR 1.4 820: a Repeat of a spell without targets is its own choice in the play buttons (Desert's Call, SFD-031). */
const source = new FileCardSource();

describe("play buttons offer Repeat on a spell without targets (CR 1.4 820.1.c)", () => {
  it("Desert's Call: the choice step lists the plain play and the play paying Repeat; picking it plays with Repeat", () => {
    const s = scenarioState(
      {
        name: "Desert's Call in hand",
        seed: 1,
        start: {
          turn: "A",
          phase: "action",
          players: {
            A: { hand: [{ card: "Desert's Call", as: "call" }], pool: { energy: 4, power: { Calm: 1 } } },
            B: {},
          },
          battlefields: [{ card: "Bandle Tree" }, { card: "Grove of the God-Willow" }],
        },
        steps: [],
      },
      source,
    );
    const call = s.players[0]!.hand[0]!;
    const step = resolveStep(s, 0, `p.${call}`);
    expect(step.kind).toBe("prompt");
    const json = JSON.stringify(step);
    expect(json).toContain("No target");
    expect(json).toContain("paying Repeat");
    // Each choice's id is `p.<card>.x.<index>`: one of them plays paying Repeat, another plays without it.
    const picked = [0, 1].map((i) => resolveStep(s, 0, `p.${call}.x.${i}`));
    const actions = picked.map((p) => (p.kind === "action" ? p.action : undefined));
    expect(actions).toContainEqual(expect.objectContaining({ type: "play", card: call, optional: ["repeat"] }));
    expect(actions.some((a) => a && !("optional" in a))).toBe(true);
  });
});
