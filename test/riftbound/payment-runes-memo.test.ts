import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import { objIndex } from "../../src/games/riftbound/rules/objects.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import { scenarioState } from "../../src/games/riftbound/scenario/runner.js";

/**
 * costs.ts `runesOf` keeps a seat's runes for one `legalActions` reading (its `readOnly` call), not for a state
 * object: a later reading of the same object sees its runes as they are then (561).
 */
const source = new FileCardSource();

/** Seat A's main phase: Vanguard Sergeant ([4], no Power) in hand, four ready Order runes, an empty pool. */
function withRunes(): RbState {
  return scenarioState(
    {
      name: "a play paid by runes",
      seed: 1,
      start: {
        turn: "A",
        phase: "action",
        players: {
          A: {
            hand: [{ card: "Vanguard Sergeant" }],
            runes: ["Order Rune", "Order Rune", "Order Rune", "Order Rune"],
            mainDeck: ["Mega-Mech"],
          },
          B: { mainDeck: ["Mountain Drake"] },
        },
        battlefields: [{ card: "Bandle Tree" }, { card: "Grove of the God-Willow" }],
      },
      steps: [],
    },
    source,
  );
}

describe("561 automatic payment: the runes are read afresh by each legalActions call", () => {
  it("561.1 Vanguard Sergeant: offered with four ready runes, not once the same state's runes are exhausted", () => {
    const s = withRunes();
    const card = s.players[0]!.hand[0]!;
    const offered = () => riftbound.legalActions(s, 0).some((a) => a.type === "play" && a.card === card);
    expect(offered()).toBe(true);
    // A test's own edit of the state between two readings (the engine never changes a state it returned).
    for (const r of s.players[0]!.runes) (s.objects[objIndex(r)] as { exhausted: boolean }).exhausted = true;
    expect(offered()).toBe(false);
  });
});
