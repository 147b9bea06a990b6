import { describe, expect, it } from "vitest";
import {
  BOARD_WIDTH,
  MULTI_BOARD_HEIGHT,
  renderBoardPngChecked,
  scoreText,
} from "../../src/games/riftbound/presentation/board-png.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import type { RbView } from "../../src/games/riftbound/rules/view.js";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { buildDeck, matchConfig } from "../../src/games/riftbound/match-config.js";
import { precon } from "../helpers/precons.js";
import { playSome } from "./fixture.js";

/**
 * The board picture of three or four players (646-648, issue 16): one strip per player and the three battlefields
 * side by side. Legibility is tested by size and by "nothing that names a player, a score or a battlefield was cut
 * to fit" — no pixel comparison.
 */
const source = new FileCardSource();
const STEMS = ["precon-ogn-jinx", "precon-ogn-viktor", "precon-ogs-annie", "precon-ogs-garen"];
const NAMES = { 0: "Alexandrina", 1: "Bartholomew", 2: "Cassiopeia", 3: "Dmitrievich" };

function game(mode: "ffa3" | "ffa4" | "2v2", seed: number) {
  const decks = STEMS.slice(0, mode === "ffa3" ? 3 : 4).map((stem) => {
    const r = buildDeck(precon(stem).text, source, { requireSupported: false });
    if (!r.ok) throw new Error(stem);
    return r.deck;
  });
  return playSome(riftbound.create(matchConfig(decks, source, { mode }), seed), 160);
}

function size(png: Buffer): [number, number] {
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

/** Texts that must be shown whole: every player's name and score, every battlefield's name. */
function mustShowWhole(v: RbView, goal: number): string[] {
  return [
    ...v.players.flatMap((p) => [NAMES[p.seat as 0 | 1 | 2 | 3], scoreText(v, p, goal)]),
    ...v.battlefields.map((b) => b.card.name),
  ];
}

describe("board PNG of three or four players (646-648)", () => {
  for (const mode of ["ffa3", "ffa4", "2v2"] as const) {
    it(`${mode}: every seat's view and the public view render at ${BOARD_WIDTH}x${MULTI_BOARD_HEIGHT}, nothing essential cut`, async () => {
      const s = game(mode, 11);
      expect(s.battlefields.length).toBe(3);
      for (const viewer of ["public", ...s.players.map((_, i) => i)] as const) {
        const view = riftbound.view(s, viewer as "public" | number);
        expect(view.multiplayer?.mode).toBe(mode);
        const { png, truncated } = await renderBoardPngChecked(view, { names: NAMES });
        expect(size(png)).toEqual([BOARD_WIDTH, MULTI_BOARD_HEIGHT]);
        expect(png.length).toBeGreaterThan(20_000);
        const whole = mustShowWhole(view, mode === "2v2" ? 11 : 8);
        expect(truncated.filter((t) => whole.includes(t))).toEqual([]);
        if (mode === "2v2") expect(scoreText(view, view.players[0]!, 11)).toMatch(/^\d+\/11 team pts$/);
      }
    }, 60_000);
  }
});
