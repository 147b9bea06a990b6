import { describe, expect, it } from "vitest";
import { PANEL_LIMITS as EMBED_LIMITS, truncate } from "../../src/engine/index.js";
import { boardEmbed, formatLogLine, handEmbed } from "../../src/games/riftbound/presentation/embeds.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import type { CardView, RbView } from "../../src/games/riftbound/rules/view.js";
import type { APIEmbed } from "discord-api-types/v10";
import { newGame, playSome, walk } from "./fixture.js";

const midGame = playSome(newGame(), 26);
const combat = walk(1, { combat: (s) => Boolean(s.showdown?.combat) }, 120).get("combat")!;

function size(e: APIEmbed): number {
  return (
    (e.title?.length ?? 0) +
    (e.description?.length ?? 0) +
    (e.footer?.text.length ?? 0) +
    (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0)
  );
}

function expectWithinLimits(e: APIEmbed): void {
  expect(e.title?.length ?? 0).toBeLessThanOrEqual(EMBED_LIMITS.title);
  expect(e.description?.length ?? 0).toBeLessThanOrEqual(EMBED_LIMITS.description);
  expect(e.fields?.length ?? 0).toBeLessThanOrEqual(EMBED_LIMITS.fields);
  for (const f of e.fields ?? []) {
    expect(f.name.length).toBeGreaterThan(0);
    expect(f.name.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldName);
    expect(f.value.length).toBeGreaterThan(0);
    expect(f.value.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldValue);
  }
  expect(size(e)).toBeLessThanOrEqual(EMBED_LIMITS.total);
}

/** Names of hand cards that appear nowhere public (a card may also be on the board or in a trash). */
function secretNames(s: RbState): string[] {
  const pub = JSON.stringify({ ...riftbound.view(s, "public"), log: [] });
  const hands = [0, 1].flatMap((seat) => riftbound.view(s, seat).players[seat]?.hand ?? []);
  return [...new Set(hands.map((c) => c.name))].filter((n) => !pub.includes(JSON.stringify(n)));
}

describe("embeds", () => {
  for (const [name, s] of [
    ["mid-game", midGame],
    ["combat", combat],
  ] as const) {
    it(`${name}: the public embed and the public view name no hand card`, () => {
      const secret = secretNames(s);
      expect(secret.length).toBeGreaterThan(0);
      const view = riftbound.view(s, "public");
      const embed = JSON.stringify(boardEmbed(view, { 0: "<@1>", 1: "<@2>" }, view.log));
      const viewJson = JSON.stringify(view);
      for (const n of secret) {
        expect(embed).not.toContain(n);
        expect(viewJson).not.toContain(n);
      }
    });

    it(`${name}: the board embed fits Discord's limits`, () => {
      const view = riftbound.view(s, "public");
      const e = boardEmbed(view, { 0: "Alice", 1: "Bob" }, view.log);
      expectWithinLimits(e);
      expect(e.description).toContain("Turn");
    });

    it(`${name}: the hand embed lists the seat's own hand`, () => {
      const seat = 0;
      const view = riftbound.view(s, seat);
      const e = handEmbed(view);
      expectWithinLimits(e);
      for (const c of view.players[seat]?.hand ?? []) expect(JSON.stringify(e)).toContain(c.name);
    });
  }

  it("cuts an absurd board to Discord's limits", () => {
    const base = riftbound.view(combat, "public");
    const unit = (i: number): CardView => ({
      id: `o${i}`,
      name: `Unit ${"*_".repeat(60)} ${i}`,
      code: "X",
      type: "Unit",
      might: 9,
      damage: 2,
      exhausted: true,
      owner: 0,
      controller: 0,
    });
    const huge: RbView = {
      ...base,
      players: base.players.map((p) => ({ ...p, base: Array.from({ length: 80 }, (_, i) => unit(i)) })),
      battlefields: Array.from({ length: 9 }, (_, b) => ({
        index: b,
        card: { ...unit(500 + b), type: "Battlefield", name: `Field ${"y".repeat(300)}` },
        controller: 0,
        contestedBy: 1,
        units: Array.from({ length: 40 }, (_, i) => unit(1000 + i)),
        facedown: { id: "h", hidden: true, controller: 1 },
      })),
      chain: Array.from({ length: 40 }, (_, i) => ({ id: `c${i}`, controller: 0, kind: "card", card: unit(i) })),
    };
    const log = Array.from({ length: 500 }, (_, i) => `Log line ${i} ${"z".repeat(500)}`);
    expectWithinLimits(boardEmbed(huge, { 0: "A".repeat(300), 1: "B" }, log));
  });

  it("formats log lines: one line, escaped, bounded, scoring in bold", () => {
    expect(formatLogLine("P1 plays *Jinx*\nnow")).toBe("P1 plays \\*Jinx\\* now");
    expect(formatLogLine("P1 gains 1 point(s) (hold): 8.")).toMatch(/^\*\*.*\*\*$/);
    expect(formatLogLine("x".repeat(500)).length).toBeLessThanOrEqual(201);
    expect(truncate("abcdef", 4)).toBe("abc…");
    expect(truncate("ab😀cd", 4)).toBe("ab…");
  });
});
