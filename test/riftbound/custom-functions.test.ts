import { describe, expect, it } from "vitest";
import type { Effect } from "../../src/games/riftbound/cards/types.js";
import { allCardScripts } from "../../src/games/riftbound/cards/registry.js";
import { toTaskEffects } from "../../src/games/riftbound/rules/effect-context.js";
import { findCustom } from "../../src/games/riftbound/rules/verbs/custom.js";

/** Every customRef a task would hold, wherever the instruction is nested. */
function refs(effects: readonly Effect[]): Extract<Effect, { op: "customRef" }>[] {
  const out: Extract<Effect, { op: "customRef" }>[] = [];
  for (const e of effects) {
    if (e.op === "customRef") out.push(e);
    if (e.op === "forEach") out.push(...refs(e.effects));
    if (e.op === "modes") for (const m of e.modes) out.push(...refs(m.effects));
    if (e.op === "may" || e.op === "if") out.push(...refs(e.then), ...refs(e.else ?? []));
  }
  return out;
}

describe("custom functions (docs/cards.md): a stored task finds the function again by its path", () => {
  it("every custom instruction of every card script round-trips through toTaskEffects and findCustom", () => {
    let n = 0;
    for (const sc of allCardScripts())
      sc.abilities.forEach((ab, i) => {
        if (!("effects" in ab)) return;
        for (const r of refs(toTaskEffects(sc.code, i, ab.effects))) {
          expect(typeof findCustom(r.code, r.ability, r.path)).toBe("function");
          n++;
        }
      });
    expect(n).toBeGreaterThanOrEqual(4); // Volibear Furious, En Garde, Hidden Blade, Time Warp
  });
});
