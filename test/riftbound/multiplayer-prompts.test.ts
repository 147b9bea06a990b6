import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { buildPrompt, resolveStep } from "../../src/games/riftbound/presentation/prompts.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import { scenarioState } from "../../src/games/riftbound/scenario/runner.js";

/** Invite in the players' prompts (531.2, issue 16): a button per invitable player; Accept / Decline for the invited. */
const source = new FileCardSource();
const combat = {
  name: "FFA3 combat between A and B; C is not relevant",
  mode: "ffa3",
  seed: 3,
  start: {
    turn: "A",
    phase: "action",
    players: {
      A: { base: [{ card: "Mega-Mech", as: "mech" }] },
      B: {},
      C: { hand: ["Cleave"], pool: { energy: 1 } },
    },
    battlefields: [
      { card: "Targon's Peak" },
      { card: "Bandle Tree", as: "tree", controller: "B", units: [{ card: "Stalwart Poro", owner: "B" }] },
      { card: "Zaun Warrens" },
    ],
  },
  steps: [{ act: { by: "A", move: ["mech"], to: "tree" } }],
};

describe("Invite in the prompts (531.2)", () => {
  it("the active player sees one Invite button per invitable player; the invited player gets Accept / Decline", () => {
    const s = scenarioState(combat, source);
    const ids = (buildPrompt(s, 0)?.controls ?? []).map((c) => ("id" in c ? c.id : ""));
    expect(ids).toContain("i.2");
    expect(ids).not.toContain("i.1"); // B defends: already relevant
    const step = resolveStep(s, 0, "i.2");
    expect(step).toEqual({ kind: "action", action: { type: "invite", seat: 2 } });
    const r = riftbound.apply(s, 0, { type: "invite", seat: 2 });
    if (!r.ok) throw new Error(r.error.message);
    const invited = buildPrompt(r.state, 2);
    const choice = invited?.controls.find((c) => c.kind === "choice");
    expect(choice && "items" in choice ? choice.items.map((i) => i.label) : []).toEqual(["Accept", "Decline"]);
    expect(buildPrompt(r.state, 0)).toBeNull();
  });
});
