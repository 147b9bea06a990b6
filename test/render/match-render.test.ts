import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildPrompt, resolveStep } from "../../src/bot/prompts/prompt.js";
import { renderBoardPng } from "../../src/games/riftbound/presentation/board-png.js";
import { boardEmbed, matchLine } from "../../src/games/riftbound/presentation/embeds.js";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { buildDeck, matchConfig } from "../../src/games/riftbound/match-config.js";
import { RbActionSchema } from "../../src/games/riftbound/rules/actions.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import type { RbDeck } from "../../src/games/riftbound/rules/setup.js";
import { act, newGame, rbInput } from "./fixture.js";

/**
 * Mode Match (645, best of three) in the bot's rendering: the view's `match` (game number, set points) on the
 * board embed and PNG, and the battlefield (645.5) and first-player decisions as prompt buttons that resolve.
 */

const source = new FileCardSource();
const deck = (name: string): RbDeck => {
  const text = readFileSync(new URL(`../decks/fixtures/decks/${name}.txt`, import.meta.url), "utf8");
  const r = buildDeck(text, source, { requireSupported: false });
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join("; "));
  return r.deck;
};

function newMatch(): RbState {
  return riftbound.create(
    matchConfig([deck("precon-ogn-jinx"), deck("precon-ogn-viktor")], source, { mode: "match", firstPlayer: 0 }),
    9,
  );
}

/** Answers the pending decision through the prompt's first button (as a click would). */
function clickFirst(s: RbState): RbState {
  const seat = s.pending!.seat;
  const r = resolveStep(rbInput(s, seat, "m"), "o.0");
  if (r.kind !== "action") throw new Error(`not an action: ${JSON.stringify(r)}`);
  return act(s, seat, RbActionSchema.parse(r.action));
}

const names = { 0: "Alice", 1: "Bob" };

describe("best of three in the board and prompts (645)", () => {
  it("the battlefield choice is a row of buttons named after the seat's battlefields, and resolves", () => {
    const s = newMatch();
    expect(s.pending).toMatchObject({ seat: 0, kind: "battlefield" });
    const p = buildPrompt(rbInput(s, 0, "m"));
    const labels = JSON.stringify(p.components);
    for (const o of s.pending!.options) expect(labels).toContain(o.label);
    expect(labels).toContain("Concede");
    expect(buildPrompt(rbInput(s, 1, "m")).components).toEqual([]);
    const after = clickFirst(s);
    expect(after.pending).toMatchObject({ seat: 1, kind: "battlefield" });
  });

  it("after a game the loser's first/second choice renders and resolves; the board shows game and set points", async () => {
    let s = clickFirst(clickFirst(newMatch()));
    for (const seat of [0, 1]) s = act(s, seat, { type: "choose", decision: s.pending!.id, cards: [] });
    s = act(s, 1, { type: "concede" });
    expect(s.pending).toMatchObject({ seat: 1, kind: "option" });
    const p = buildPrompt(rbInput(s, 1, "m"));
    expect(JSON.stringify(p.components)).toContain("I go first");
    expect(JSON.stringify(p.components)).toContain("My opponent goes first");
    expect(clickFirst(s).pending).toMatchObject({ seat: 1, kind: "battlefield" });

    const view = riftbound.view(s, "public");
    expect(view.match).toEqual({ game: 2, setPoints: [1, 0] });
    expect(matchLine(view)).toBe("Game 2 of 3 · Games 1–0");
    const e = boardEmbed(view, names, []);
    expect(e.title).toMatch(/best of three/);
    expect(e.description).toContain("Game 2 of 3 · Games 1–0** (Alice–Bob)");
    expect(e.description).toContain("Bob to choose who goes first");
    const png = await renderBoardPng(view, { names });
    expect(png.subarray(1, 4).toString()).toBe("PNG");
  });

  it("a duel view has no match info and the board says nothing of games", () => {
    const view = riftbound.view(newGame(), "public");
    expect(view.match).toBeUndefined();
    expect(matchLine(view)).toBeNull();
    expect(boardEmbed(view, names, []).description).not.toContain("Games");
  });

  it("the decided match: the winner is announced with the set points", () => {
    let s = newMatch();
    const concedeGame = (loser: number) => {
      while (s.pending && s.pending.kind !== "priority") {
        const k = s.pending.kind;
        s =
          k === "mulligan"
            ? act(s, s.pending.seat, { type: "choose", decision: s.pending.id, cards: [] })
            : clickFirst(s);
      }
      s = act(s, loser, { type: "concede" });
    };
    concedeGame(1);
    concedeGame(1);
    expect(s.winner).toBe(0);
    const e = boardEmbed(riftbound.view(s, "public"), names, []);
    expect(e.description).toContain("Alice wins the match 2–0");
  });
});
