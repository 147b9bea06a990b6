/**
 * Issue 15 ("English and Chinese"; docs/bot.md "Languages"): the engine's log lines — the thread's "•" lines, the
 * panel's "✅" line, the board embed's and picture's "Recent" lines — read in Chinese for Chinese readers. The
 * engine writes them once in English (`presentation/log-text.ts` renders their shapes at display time); these tests
 * pin the shapes against the lines the engine really writes in seeded precon games.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { redactEvent } from "../../src/engine/log.js";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { matchConfig } from "../../src/games/riftbound/match-config.js";
import { formatLogLine } from "../../src/games/riftbound/presentation/embeds.js";
import { logLineText } from "../../src/games/riftbound/presentation/log-text.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import type { GameTrace } from "../../src/games/riftbound/traces.js";
import { preconDeck } from "../helpers/precons.js";

const traces = JSON.parse(
  readFileSync(new URL("../fixtures/traces/riftbound.json", import.meta.url), "utf8"),
) as GameTrace[];
const source = new FileCardSource();

/** Every public log line of the first `n` traced games, in order (what the thread shows). */
function publicLines(n: number): string[] {
  const out: string[] = [];
  for (const t of traces.slice(0, n)) {
    const config = matchConfig([preconDeck(t.decks[0], source), preconDeck(t.decks[1], source)], source);
    let s = riftbound.create(config, t.seed);
    for (const e of s.log) out.push(redactEvent(e, "public"));
    for (const e of t.log) {
      const r = riftbound.apply(s, e.seat, e.action);
      if (!r.ok) throw new Error(r.error.message);
      for (const ev of r.events) out.push(redactEvent(ev, "public"));
      s = r.state;
    }
  }
  return out.filter((l) => l !== "");
}

/** English words of the engine's sentences (card names aside): none may be left in a rendered Chinese line. */
const ENGLISH_VERBS =
  /\b(?:passes|plays|draws|channels|recycles|moves|enters|resolves|takes|dies|gains|conquers|holds|wins|ends|Turn|Showdown|Combat|ability|damage|Might|buffed|returns|readies|mulligans|activates|discards|reveals|hides)\b/;

describe("engine log lines in Chinese (issue 15)", () => {
  it("the common shapes read in Chinese, card names quoted 「」 and seats left for the bot to name", () => {
    const cases: [string, string][] = [
      ["P1 passes.", "P1 让过。"],
      ["Turn 3: P2.", "第 3 回合：P2。"],
      ["P2 plays Smoke Screen targeting Recruit.", "P2 打出「Smoke Screen」，目标：Recruit。"],
      ["Jinx, Demolitionist (P1) dies.", "「Jinx, Demolitionist」（P1）被消灭。"],
      ["P2 gains 1 point(s) (conquer): 5.", "P2 获得 1 分（征服）：共 5 分。"],
      ["P1 gains 1 point(s) (hold): 2.", "P1 获得 1 分（占据）：共 2 分。"],
      ["Showdown at Reaver's Row; P2 has Focus.", "「Reaver's Row」发生对决；P2 获得专注。"],
      ["P1 recycles Mind Rune: +1 Mind Power.", "P1 回收「Mind Rune」：+1 心智威能。"],
      ["P2 channels Order Rune exhausted.", "P2 引导「Order Rune」（已耗尽）。"],
      ["P1 wins (8 points).", "P1 获胜（8 分）。"],
    ];
    for (const [en, zh] of cases) expect(logLineText(en, "zh")).toBe(zh);
  });

  it("English readers get the engine's line unchanged; an unknown shape stays English for everyone", () => {
    expect(logLineText("P1 passes.", "en")).toBe("P1 passes.");
    expect(logLineText("P1 passes.", undefined)).toBe("P1 passes.");
    expect(logLineText("Something new happens.", "zh")).toBe("Something new happens.");
  });

  it("every public line of two seeded precon games has a Chinese rendering with no English sentence left", () => {
    const lines = publicLines(2);
    expect(lines.length).toBeGreaterThan(300);
    const untranslated = lines.filter((l) => logLineText(l, "zh") === l);
    expect(untranslated).toEqual([]);
    for (const l of lines) {
      const zh = logLineText(l, "zh")
        .replace(/「[^」]*」/g, "")
        .replace(/目标：.*。$/, "");
      expect(zh, `${l} → ${logLineText(l, "zh")}`).not.toMatch(ENGLISH_VERBS);
    }
  });

  it("scoring and wins stay bold in the board embed's log in both languages", () => {
    for (const lang of ["en", "zh"] as const) {
      expect(formatLogLine(logLineText("P1 conquers Void Gate.", lang))).toMatch(/^\*\*.*\*\*$/);
      expect(formatLogLine(logLineText("P1 wins (8 points).", lang))).toMatch(/^\*\*.*\*\*$/);
      expect(formatLogLine(logLineText("P1 passes.", lang))).not.toMatch(/^\*\*/);
    }
  });
});
