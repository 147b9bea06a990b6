/**
 * Issue 15: the compact board picture for phones. 400 px wide, text at 14 px or more, every line wrapped to the
 * width (never cut with "…"), a legend's state always shown, runes counted per domain. Checked on the layout
 * (the lines the picture draws, measured with the real font) and on the PNG's size, never pixel by pixel.
 */
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { boardFontFamily } from "../../src/games/riftbound/presentation/board-png.js";
import {
  COMPACT_MAX_HEIGHT,
  COMPACT_TEXT_WIDTH,
  COMPACT_WIDTH,
  compactLayout,
  type Measure,
  renderCompactBoardPng,
  wrap,
} from "../../src/games/riftbound/presentation/board-compact.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import type { RbView } from "../../src/games/riftbound/rules/view.js";
import { walk } from "./fixture.js";

const combat = walk(1, { combat: (s) => Boolean(s.showdown?.combat) }, 120).get("combat")!;
const family = boardFontFamily(undefined);
const ctx = createCanvas(10, 10).getContext("2d");
const measure: Measure = (t, size, bold) => {
  ctx.font = `${bold ? "bold " : ""}${size}px ${family}`;
  return ctx.measureText(t).width;
};
const names = (s: number) => ["Alice", "Bob"][s] ?? `P${s + 1}`;

/** The view with seat 0's legend renamed to a very long name and exhausted. */
function longLegend(v: RbView): RbView {
  const players = v.players.map((p) =>
    p.seat === 0 && p.legend
      ? {
          ...p,
          legend: {
            ...p.legend,
            name: "Jinx, Loose Cannon of the Undercity and Terror of Piltover Streets",
            exhausted: true,
          },
        }
      : p,
  );
  return { ...v, players };
}

describe("compact board picture (issue 15: readable on a phone)", () => {
  it("wraps at spaces and splits a word wider than the line", () => {
    const w = (s: string) => s.length * 10;
    expect(wrap("aa bb cc", 50, w)).toEqual(["aa bb", "cc"]);
    expect(wrap("abcdefghij", 40, w)).toEqual(["abcd", "efgh", "ij"]);
  });

  it("every line fits 400 px, nothing is cut, text is at least 14 px, the legend's state and rune domains show", () => {
    const view = longLegend(riftbound.view(combat, "public"));
    const lines = compactLayout(view, names, measure);
    for (const l of lines) {
      expect(measure(l.text, l.size, l.bold)).toBeLessThanOrEqual(COMPACT_TEXT_WIDTH);
      expect(l.size).toBeGreaterThanOrEqual(14);
      expect(l.text).not.toContain("…");
    }
    const all = lines.map((l) => l.text).join(" ");
    expect(all).toContain("Legend (exhausted): Jinx, Loose Cannon of the Undercity and Terror of Piltover Streets");
    expect(all).toMatch(/Runes: (Fury|Calm|Mind|Body|Chaos|Order)/);
    for (const b of view.battlefields) expect(all).toContain(b.card.name);
  });

  it("the public picture names no hand card", () => {
    const pub = compactLayout(riftbound.view(combat, "public"), names, measure)
      .map((l) => l.text)
      .join(" ");
    const onBoard = JSON.stringify({ ...riftbound.view(combat, "public"), log: [] });
    for (const seat of [0, 1]) {
      for (const c of riftbound.view(combat, seat).players[seat]?.hand ?? []) {
        if (!onBoard.includes(JSON.stringify(c.name))) expect(pub).not.toContain(c.name);
      }
    }
  });

  it("renders a PNG 400 px wide and as tall as its lines", async () => {
    for (const viewer of ["public", 0, 1] as const) {
      const png = await renderCompactBoardPng(riftbound.view(combat, viewer), { names: { 0: "Alice", 1: "Bob" } });
      expect(png.readUInt32BE(16)).toBe(COMPACT_WIDTH);
      const h = png.readUInt32BE(20);
      expect(h).toBeGreaterThan(300);
      expect(h).toBeLessThanOrEqual(COMPACT_MAX_HEIGHT);
    }
  });
});
