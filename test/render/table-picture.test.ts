/**
 * The table games' board picture (src/games/table-picture.ts): it draws a model built from a view, so a model
 * built from the public view names only cards that view names, and face-down resources are card backs. Seeded
 * random games of Grand Archive, WoW TCG and Rise TCG (their demo decks) check that at many states.
 */
import { describe, expect, it } from "vitest";
import { installedGames } from "../../src/games/index.js";
import { gaPicture } from "../../src/games/grand-archive/presentation.js";
import type { GaView } from "../../src/games/grand-archive/rules/view.js";
import { risePictureSeat } from "../../src/games/rise/presentation.js";
import type { RiseView } from "../../src/games/rise/rules/view.js";
import { renderTablePicture, type TableCard, type TablePicture } from "../../src/games/table-picture.js";
import { wowPictureSeat } from "../../src/games/wow/presentation.js";
import type { WowView } from "../../src/games/wow/rules/view.js";

/** Every `name` string anywhere in a view. */
function namesIn(x: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(x)) for (const y of x) namesIn(y, out);
  else if (x && typeof x === "object")
    for (const [k, v] of Object.entries(x)) {
      if (k === "name" && typeof v === "string") out.add(v);
      else namesIn(v, out);
    }
  return out;
}

const cardsOf = (rows: readonly { cards: readonly TableCard[] }[]) => rows.flatMap((r) => r.cards);

/** PNG width and height from the IHDR chunk. */
function pngSize(png: Uint8Array): [number, number] {
  const d = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return [d.getUint32(16), d.getUint32(20)];
}

/** Plays a seeded random game of `key` with its demo decks, calling `check` with the public view every few actions. */
function playDemo(key: string, seed: number, check: (v: unknown) => void): number {
  const game = installedGames()[key]!;
  const decks = game.demoDecks!().map((d) => {
    const r = game.host.buildDeck(d.text);
    if (!r.ok) throw new Error(`${key} demo deck refused: ${JSON.stringify(r.problems[0])}`);
    return r.deck;
  });
  const m = game.host.module;
  let s = m.create(game.host.makeConfig(decks, game.host.modes[0]!), seed);
  let rng = seed;
  let checked = 0;
  for (let n = 0; n < 3000; n++) {
    if (n % 7 === 0) {
      check(m.view(s, "public"));
      checked++;
    }
    const p = m.pending(s);
    if (!p) break;
    // Never concede: the game should run long enough to fill the board.
    const legal = m.legalActions(s, p.seat).filter((a) => (a as { type?: string }).type !== "concede");
    rng = (rng * 1103515245 + 12345) % 2147483648;
    const r = m.apply(s, p.seat, legal[rng % legal.length]);
    if (!r.ok) throw new Error(`${key}: ${r.error.message}`);
    s = r.state;
  }
  check(m.view(s, "public"));
  return checked + 1;
}

describe("table games' board picture", () => {
  it("draws a 1200×800 PNG whatever the lengths: long names cut, too many cards counted as '+N more'", async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      name: `A card with a very long name number ${i}`,
      detail: "12 POW · 99/99 life",
      turned: i % 2 === 0,
    }));
    const p: TablePicture = {
      title: "x".repeat(300),
      notes: ["a", "b", "c", "d"],
      turnedWord: "rested",
      seats: [0, 1, 2, 3].map((i) => ({
        name: `Player ${i} ${"長".repeat(40)}`,
        active: i === 1,
        headline: "h ".repeat(200),
        stats: ["Hand 5", "Memory 3"],
        rows: [
          { label: "Field", cards: many },
          { label: "Resources", cards: many.map(() => ({ name: "", hidden: true })) },
        ],
      })),
    };
    const png = await renderTablePicture(p);
    expect([...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
    expect(pngSize(png)).toEqual([1200, 800]);
  });

  it("Grand Archive: the public picture names only cards the public view names (Game Zones: Public vs Private Information)", async () => {
    let last: GaView | null = null;
    const n = playDemo("grand-archive", 3, (x) => {
      const v = x as GaView;
      last = v;
      const shown = namesIn(v);
      const pic = gaPicture(v, ["Alice", "Bob"]);
      for (const seat of pic.seats) for (const c of cardsOf(seat.rows)) expect(shown).toContain(c.name);
      // Hand, memory and decks are counts: the picture's counts are the view's.
      pic.seats.forEach((seat, i) => {
        expect(seat.stats.join(" ")).toContain(`Hand ${v.players[i]!.handCount}`);
      });
    });
    expect(n).toBeGreaterThan(10);
    const png = await renderTablePicture(gaPicture(last!, ["Alice", "Bob"]));
    expect(pngSize(png)).toEqual([1200, 800]);
  });

  it("WoW TCG: face-down resources are card backs, only face-up quests are named (001 410.1b)", () => {
    playDemo("wow", 4, (x) => {
      const v = x as WowView;
      const shown = namesIn(v);
      for (const p of v.players) {
        const seat = wowPictureSeat(p);
        const cards = cardsOf(seat.rows);
        for (const c of cards) if (!c.hidden) expect(shown).toContain(c.name);
        expect(cards.filter((c) => c.hidden)).toHaveLength(p.resources.filter((r) => !r.card?.faceUp).length);
      }
    });
  });

  it("Rise TCG: face-down resources are card backs (002 410.1)", () => {
    playDemo("rise", 5, (x) => {
      const v = x as RiseView;
      const shown = namesIn(v);
      for (const p of v.players) {
        const seat = risePictureSeat(p);
        const cards = cardsOf(seat.rows);
        for (const c of cards) if (!c.hidden) expect(shown).toContain(c.name);
        expect(cards.filter((c) => c.hidden)).toHaveLength(p.resources.filter((r) => !(r.faceUp && r.card)).length);
      }
    });
  });
});
