import { describe, expect, it } from "vitest";
import { BOARD_HEIGHT, BOARD_WIDTH, renderBoardPng } from "../../src/games/riftbound/presentation/board-png.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import type { CardView, RbView } from "../../src/games/riftbound/rules/view.js";
import { newGame, walk } from "./fixture.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const combat = walk(1, { combat: (s) => Boolean(s.showdown?.combat) }, 120).get("combat")!;

function expectPng(buf: Buffer): void {
  expect(buf.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(buf.readUInt32BE(16)).toBe(BOARD_WIDTH);
  expect(buf.readUInt32BE(20)).toBe(BOARD_HEIGHT);
  expect(buf.length).toBeGreaterThan(20_000);
}

function unit(i: number, seat: number): CardView {
  return {
    id: `o${i}`,
    name: `A Very Long Unit Name Number ${i} That Does Not Fit`,
    code: "X-1",
    type: "Unit",
    might: 3,
    printedMight: 2,
    damage: i % 3,
    exhausted: i % 2 === 0,
    buffed: i % 4 === 0,
    stunned: i % 5 === 0,
    owner: seat,
    controller: seat,
  };
}

describe("board PNG", () => {
  it("renders a real combat state for the public and for each seat", async () => {
    expect(combat).toBeDefined();
    for (const viewer of ["public", 0, 1] as const) {
      expectPng(await renderBoardPng(riftbound.view(combat, viewer), { names: { 0: "Alice", 1: "Bob" } }));
    }
  });

  it("renders the opening (mulligan) state", async () => {
    expectPng(await renderBoardPng(riftbound.view(newGame(5), "public")));
  });

  it("renders without any registered font (text may be invisible, nothing throws)", async () => {
    const buf = await renderBoardPng(riftbound.view(combat, "public"), { fontFiles: ["/nonexistent/font.ttf"] });
    expect(buf.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });

  it("survives a crowded board: many units, a long chain, hidden cards, a winner", async () => {
    const base = riftbound.view(combat, "public");
    const crowded: RbView = {
      ...base,
      winner: 0,
      players: base.players.map((p) => ({ ...p, base: Array.from({ length: 30 }, (_, i) => unit(i, p.seat)) })),
      battlefields: base.battlefields.map((b) => ({
        ...b,
        contestedBy: 1,
        units: Array.from({ length: 12 }, (_, i) => unit(100 + i, i % 2)),
        facedown: { id: "o999", hidden: true, controller: 1 },
      })),
      chain: Array.from({ length: 15 }, (_, i) => ({ id: `c${i}`, controller: i % 2, kind: "triggered", card: null })),
      log: Array.from({ length: 50 }, (_, i) => `Line ${i} ${"x".repeat(200)}`),
    };
    expectPng(await renderBoardPng(crowded));
  });
});
