import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import type { RbAction } from "../../src/games/riftbound/rules/actions.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import { scenarioState } from "../../src/games/riftbound/scenario/runner.js";

/**
 * `legalActions` plans a spell's cost once for all its target sets that cannot change it (legal.ts `acceptsPlay`,
 * playing.ts `SharedCosts`): a target with [Deflect] (721.1.c) and a "spells that choose me cost less" card
 * (CR 1.4 356.4) make a target set's cost its own. These cases must still differ from their neighbours.
 */
const source = new FileCardSource();

/** The one-target plays of the hand card `as` that `legalActions` offers, by chosen target. */
function offeredTargets(s: RbState, seat: number, card: string): Set<string> {
  const out = new Set<string>();
  for (const a of riftbound.legalActions(s, seat))
    if (a.type === "play" && a.card === card && a.optional === undefined && a.targets)
      for (const ids of Object.values(a.targets)) for (const id of ids) out.add(id);
  return out;
}

/** Whether `apply` accepts playing `card` at one target (the plan `legalActions` must agree with). */
function accepts(s: RbState, seat: number, card: string, target: string): boolean {
  const a: RbAction = { type: "play", card, targets: [target] };
  return riftbound.apply(s, seat, a).ok;
}

describe("legalActions: target sets whose cost differs (721.1.c Deflect, CR 1.4 356.4)", () => {
  it("721.1.c: Frigid Touch is offered on a unit without Deflect but not on Navori Scout when [A] cannot be paid", () => {
    const s = scenarioState(
      {
        name: "Deflect among the targets",
        seed: 1,
        start: {
          turn: "B",
          phase: "action",
          players: {
            A: {
              base: [
                { card: "Navori Scout", as: "scout" },
                { card: "Vanguard Sergeant", as: "sarge" },
              ],
            },
            B: { hand: [{ card: "Frigid Touch", as: "touch" }], pool: { energy: 2, power: {} } },
          },
          battlefields: [{ card: "Grove of the God-Willow" }, { card: "Bandle Tree" }],
        },
        steps: [],
      },
      source,
    );
    const touch = s.players[1]!.hand[0]!;
    const [scout, sarge] = s.players[0]!.base as [string, string];
    const offered = offeredTargets(s, 1, touch);
    expect(offered.has(sarge)).toBe(true);
    expect(offered.has(scout)).toBe(false);
    for (const t of [scout, sarge]) expect(offered.has(t)).toBe(accepts(s, 1, touch, t));
  });

  it("CR 1.4 356.4 Irelia, Graceful: Disintegrate is offered only on her when the discount is what pays it", () => {
    const s = scenarioState(
      {
        name: "a spell choosing Irelia costs [1] less",
        seed: 1,
        start: {
          turn: "A",
          phase: "action",
          players: {
            A: { hand: [{ card: "Disintegrate", as: "dis" }], pool: { energy: 3 } },
            B: {},
          },
          battlefields: [
            {
              card: "Bandle Tree",
              controller: "A",
              units: [
                { card: "Irelia, Graceful", owner: "A", as: "irelia" },
                { card: "Vanguard Sergeant", owner: "A", as: "sarge" },
              ],
            },
            { card: "Grove of the God-Willow" },
          ],
        },
        steps: [],
      },
      source,
    );
    const dis = s.players[0]!.hand[0]!;
    const [irelia, sarge] = s.battlefields[0]!.units as [string, string];
    const offered = offeredTargets(s, 0, dis);
    expect(offered.has(irelia)).toBe(true);
    expect(offered.has(sarge)).toBe(false);
    for (const t of [irelia, sarge]) expect(offered.has(t)).toBe(accepts(s, 0, dis, t));
  });
});
