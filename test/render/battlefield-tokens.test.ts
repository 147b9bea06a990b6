/**
 * CR 1.4 187.8-187.9, 438: battlefields added to the board (Baron Pit) and replaced (Brush) mid-game are shown by
 * every seat's view, the board picture and the compact picture; a replaced battlefield's card is in banishment.
 */
import { describe, expect, it } from "vitest";
import { renderBoardPng } from "../../src/games/riftbound/presentation/board-png.js";
import { renderCompactBoardPng } from "../../src/games/riftbound/presentation/board-compact.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import {
  addBattlefieldToken,
  replaceBattlefield,
  restoreReplaced,
} from "../../src/games/riftbound/rules/battlefield-tokens.js";
import type { RbEvent, RbState } from "../../src/games/riftbound/rules/state.js";
import { walk } from "./fixture.js";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const combat = walk(1, { combat: (s) => Boolean(s.showdown?.combat) }, 120).get("combat")!;

function names(s: RbState, viewer: "public" | 0 | 1): string[] {
  return riftbound.view(s, viewer).battlefields.map((b) => b.card.name);
}

describe("battlefield tokens on the board (CR 1.4 187.8, 187.9, 438)", () => {
  it("a Baron Pit added and a battlefield replaced by Brush are in every view and picture, then swapped back", async () => {
    const s = structuredClone(combat);
    const out: RbEvent[] = [];
    const before = names(s, "public");
    const pit = addBattlefieldToken(s, "UNL-T01", 0, out);
    expect(pit).toBe(before.length);
    const units = s.battlefields[0]!.units.slice();
    const original = s.battlefields[0]!.card;
    replaceBattlefield(s, 0, "UNL-T03", 1, out);
    for (const viewer of ["public", 0, 1] as const) {
      expect(names(s, viewer)).toEqual(["Brush", ...before.slice(1), "Baron Pit"]);
      const v = riftbound.view(s, viewer);
      expect(v.battlefields[0]!.units.map((u) => u.id)).toEqual(units); // 438.1.a: what was there stays
      const png = await renderBoardPng(v, { names: { 0: "Alice", 1: "Bob" } });
      expect(png.subarray(0, 4).equals(PNG)).toBe(true);
      const compact = await renderCompactBoardPng(v, { names: { 0: "Alice", 1: "Bob" } });
      expect(compact.subarray(0, 4).equals(PNG)).toBe(true);
    }
    expect(s.battlefields[0]!.replaced).toBe(original);
    expect(restoreReplaced(s, 0, 1, out)).toBe(true);
    expect(names(s, "public")).toEqual([...before, "Baron Pit"]);
    expect(s.battlefields[0]!.replaced).toBeUndefined();
    expect(restoreReplaced(s, 0, 1, out)).toBe(false);
    expect(out.map((e) => e.kind)).toEqual(["battlefieldAdded", "battlefieldReplaced", "battlefieldReplaced"]);
  });
});
