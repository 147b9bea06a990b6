/**
 * Chinese names in the pictures (issue 15; docs/bot.md "Fonts for Chinese text"): with a CJK font present (Debian
 * fonts-noto-cjk or fonts-wqy-microhei, or DUELHALL_CJK_FONT), the standings picture and the board draw a Chinese
 * player name with real glyphs: two different one-character names give different pixels, where the Latin font
 * alone draws both as the same empty box. Without one, the pictures still render (boxes), nothing throws.
 */
import { describe, expect, it } from "vitest";
import { renderStandingsPng } from "../../src/bot/league/standings-png.js";
import { CJK_FONT_ALIAS, cjkFont, fontList } from "../../src/fonts.js";
import { renderBoardPng } from "../../src/games/riftbound/presentation/board-png.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import { newGame, standingRow } from "./fixture.js";

/** The standings picture with one player named `name`. */
const standings = (name: string) => renderStandingsPng("League", [standingRow("p")], [], () => name);
/** The public board with seat 0 named `name`. */
const board = (name: string) => renderBoardPng(riftbound.view(newGame(), "public"), { names: [name, "Bob"] });

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

describe("CJK names in the pictures", () => {
  const font = cjkFont();

  it.runIf(font !== null)("a Chinese name is drawn with glyphs: 李 and 娜 differ (standings and board)", async () => {
    expect(fontList("X")).toBe(`X, ${CJK_FONT_ALIAS}, sans-serif`);
    expect(same(await standings("李"), await standings("娜"))).toBe(false);
    expect(same(await board("李"), await board("娜"))).toBe(false);
  });

  it.runIf(font === null)("without a CJK font the pictures still render (CJK as boxes)", async () => {
    expect(fontList("X")).toBe("X, sans-serif");
    // The Latin font has no glyph for either character: both draw as the same box.
    expect(same(await standings("李"), await standings("娜"))).toBe(true);
    expect((await board("李")).length).toBeGreaterThan(1000);
  });
});
