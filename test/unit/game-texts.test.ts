/**
 * Deck problems and engine refusals in the reader's language (issue 15; docs/bot.md "Languages"): Riftbound's deck
 * problems are typed values (key + params) rendered through DECK_TEXT; every key has both languages with the same
 * placeholders; every problem code of the source has a text; a refused deck reads in Chinese for a zh reader and in
 * the rules' own English for an English one.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { deckIssueLines, deckIssueText, refusalSentence } from "../../src/bot/game-texts.js";
import { sourceText } from "../../src/bot/league/commands.js";
import { installedGames } from "../../src/games/index.js";
import { sourceOfFinished } from "../../src/leagues/results.js";
import type { MatchInfo } from "../../src/services/matches/index.js";
import { REFUSAL_TEXT, type RefusalTexts } from "../../src/games/riftbound/presentation/refusals.js";
import { DECK_TEXT } from "../../src/games/riftbound/decks/problem-text.js";
import { riftboundAdapter } from "../../src/games/riftbound/host.js";
import type { RbAction } from "../../src/games/riftbound/rules/actions.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import type { Rejection } from "../../src/engine/index.js";
import { newGame, playSome } from "../render/fixture.js";

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const CJK = /[\u4e00-\u9fff]/;
const src = (file: string) => readFileSync(resolve(import.meta.dirname, "../../src", file), "utf8");

/** Members of a string-literal union type `name` declared in `file`. */
function unionMembers(file: string, name: string): string[] {
  const text = src(file);
  const at = text.indexOf(`export type ${name} =`);
  const body = text.slice(at, text.indexOf(";", at));
  return [...body.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

const games = installedGames();

const BAD_LIST =
  "Legend:\n1 Viktor, Herald of the Arcane\nChampion:\n1 Viktor, Innovator\nMainDeck:\n4 Orb of Regret\n";

describe("Riftbound deck problems in the reader's language", () => {
  it("every DECK_TEXT key has English and Chinese with the same placeholders", () => {
    for (const [key, m] of Object.entries(DECK_TEXT)) {
      expect(placeholders(m.zh), key).toEqual(placeholders(m.en));
      if (/[A-Za-z]{3}/.test(m.en.replace(/\{\w+\}/g, ""))) expect(m.zh, key).toMatch(CJK);
    }
  });

  it("every deck problem code of the source has a text", () => {
    const codes = unionMembers("games/riftbound/decks/resolve.ts", "DeckProblemCode");
    expect(codes.length).toBeGreaterThan(20);
    const covered = new Set(Object.keys(DECK_TEXT).map((k) => k.split(".")[0]));
    for (const code of codes) expect(covered.has(code), code).toBe(true);
  });

  it("a refused deck: English readers get the rules' message, zh readers Chinese (103.2, 103.2.b, 103.3.a, 644.4.a)", () => {
    const built = riftboundAdapter().buildDeck(BAD_LIST);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    const codes = built.problems.map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(["main-size", "too-many-copies", "rune-count", "battlefield-count"]));
    for (const p of built.problems) {
      expect(p.key, p.message).toBeDefined();
      expect(deckIssueText(games, "en-US", p)).toBe(p.message);
      expect(deckIssueText(games, "zh-CN", p), p.message).toMatch(CJK);
    }
    const zh = deckIssueLines(games, "zh-CN", built.problems);
    expect(zh).toContain("规则 103.2：主牌堆至少需要 40 张牌（含选定英雄）；现有 5 张。");
    expect(zh).toContain("4 × Orb of Regret");
    expect(zh).toContain("（规则 103.2.b）");
    expect(deckIssueLines(games, "en-GB", built.problems)).toContain("(rule 103.2.b)");
  });

  it("the parser's line-level details read in Chinese: malformed lines, counts, unknown cards and suggestions (101)", () => {
    const list =
      "Legend:\n1 Viktor, Herald of the Arcane\nMainDeck:\nOrb of Regret\n1000 Orb of Regret\n3 Orb of Regrett\nRunes:\n12 Fury Rune\n";
    const built = riftboundAdapter().buildDeck(list);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    const en = deckIssueLines(games, "en-US", built.problems);
    expect(en).toContain('line 4: No copy count in "Orb of Regret" (write it like "3 Card Name").');
    expect(en).toContain('line 5: "1000 Orb of Regret" asks for 1000 copies; use 1 to 999.');
    expect(en).toMatch(/"Orb of Regrett" is not a Riftbound card name\. Did you mean "Orb of Regret"/);
    const zh = deckIssueLines(games, "zh-CN", built.problems);
    expect(zh).toContain("第 4 行：「Orb of Regret」没有写张数");
    expect(zh).toContain("第 5 行：「1000 Orb of Regret」要求 1000 张；张数须为 1 至 999。");
    expect(zh).toMatch(
      /规则 101（主牌堆，第 6 行）：「Orb of Regrett」不是符文战场的牌名。你是不是想找 「Orb of Regret」/,
    );
    // Only card names (and the example line) stay English in the Chinese lines.
    for (const line of zh.split("\n")) {
      const rest = line
        .replace(/「[^」]*」/g, "")
        .replace(/“[^”]*”/g, "")
        .replace(/\([^)]*\)/g, "");
      expect(rest, line).not.toMatch(/\b(?:line|copies|Did you mean|not a)\b/);
    }
  });

  it("an unreadable deck code or input reads in Chinese too", () => {
    for (const text of ["CMAAAAAAAAAAAAAAAAAB", "{not json", "https://example.com/deck"]) {
      const built = riftboundAdapter().buildDeck(text);
      expect(built.ok, text).toBe(false);
      if (built.ok) continue;
      const [p] = built.problems;
      expect(deckIssueText(games, "en-US", p!)).toBe(p!.message);
      const zh = deckIssueText(games, "zh-CN", p!);
      expect(zh, p!.message).toMatch(/^无法读取这份套牌：.*[\u4e00-\u9fff]/);
      expect(zh).not.toContain(p!.message);
    }
  });

  it("problems without a text (other games) show their message on the same path", () => {
    expect(deckIssueText(games, "zh-CN", { message: "Too many cards.", code: "rise/size" })).toBe("Too many cards.");
    expect(deckIssueText(games, "zh-CN", { message: "x", key: "no-such-key" })).toBe("x");
  });
});

describe("Riftbound refusals in the reader's language", () => {
  /** Every rejection code the rules source passes to `err(…)`. */
  function codesInSource(): string[] {
    const dir = resolve(import.meta.dirname, "../../src/games/riftbound/rules");
    const out = new Set<string>();
    for (const f of readdirSync(dir, { recursive: true }).map(String)) {
      if (!f.endsWith(".ts")) continue;
      for (const m of readFileSync(resolve(dir, f), "utf8").matchAll(/\berr\(\s*"([^"]+)"/g)) out.add(m[1]!);
    }
    return [...out].sort();
  }

  /** [code, case] of every err(…) call of the rules source that passes a literal `case` param. */
  function casesInSource(): [string, string][] {
    const dir = resolve(import.meta.dirname, "../../src/games/riftbound/rules");
    const out: [string, string][] = [];
    for (const f of readdirSync(dir, { recursive: true }).map(String)) {
      if (!f.endsWith(".ts")) continue;
      const text = readFileSync(resolve(dir, f), "utf8");
      for (const m of text.matchAll(/\berr\(\s*"([^"]+)"/g)) {
        // The call's text: up to the parenthesis that closes it.
        let depth = 0;
        let end = m.index + 3;
        for (; end < text.length; end++) {
          if (text[end] === "(") depth++;
          else if (text[end] === ")" && --depth === 0) break;
        }
        for (const c of text.slice(m.index, end).matchAll(/case: (?:[^"]*\? )?"([^"]+)"(?: : "([^"]+)")?/g)) {
          out.push([m[1]!, c[1]!]);
          if (c[2]) out.push([m[1]!, c[2]]);
        }
      }
    }
    expect(out.length).toBeGreaterThan(30);
    return out;
  }

  it("every rejection code of the source has an English and a Chinese text with the same placeholders", () => {
    const codes = codesInSource();
    expect(codes.length).toBeGreaterThan(60);
    for (const code of codes) {
      const m = (REFUSAL_TEXT as Record<string, { en: string; zh: string } | undefined>)[code];
      expect(m, code).toBeDefined();
      expect(m!.en.trim(), code).not.toBe("");
      expect(m!.zh, code).toMatch(CJK);
      expect(placeholders(m!.zh), code).toEqual(placeholders(m!.en));
    }
    // Every case the source names at an err(…) call has a text in both languages, with the same placeholders.
    for (const [code, kase] of casesInSource()) {
      const c = (REFUSAL_TEXT as Record<string, RefusalTexts>)[code]?.cases?.[kase];
      expect(c, `${code} case ${kase}`).toBeDefined();
      expect(c!.zh, `${code} ${kase}`).toMatch(CJK);
      expect(placeholders(c!.zh), `${code} ${kase}`).toEqual(placeholders(c!.en));
    }
    for (const [code, m] of Object.entries(REFUSAL_TEXT))
      for (const [kase, c] of Object.entries(m.cases ?? {}))
        expect(placeholders(c.zh), `${code} ${kase}`).toEqual(placeholders(c.en));
    // Every case a helper's reason(…) names (its code is chosen by the caller) has a text under some code.
    const known = new Set(Object.values(REFUSAL_TEXT).flatMap((m) => Object.keys(m.cases ?? {})));
    const dir = resolve(import.meta.dirname, "../../src/games/riftbound/rules");
    const reasons: string[] = [];
    for (const f of readdirSync(dir, { recursive: true }).map(String))
      if (f.endsWith(".ts"))
        for (const m of readFileSync(resolve(dir, f), "utf8").matchAll(
          /\breason\(\s*(?:"[^"]*"|`[^`]*`),\s*"([^"]+)"/g,
        ))
          reasons.push(m[1]!);
    expect(reasons.length).toBeGreaterThan(8);
    for (const c of reasons) expect(known.has(c), `reason case ${c}`).toBe(true);
    // And the declared codes are exactly the ones used (no stale text).
    expect(Object.keys(REFUSAL_TEXT).sort()).toEqual(
      unionMembers("games/riftbound/rules/state.ts", "RbRejectionCode").sort(),
    );
  });

  it("a refusal renders from its code and params for zh readers; English keeps the engine's sentence", () => {
    const error = {
      code: "move/exhausted",
      message: "Jinx is exhausted; moving costs exhausting it.",
      rule: "140.2",
      params: { name: "Jinx" },
    };
    expect(refusalSentence(games, "zh-CN", error, "riftbound")).toBe("Jinx 已耗尽；移动需要耗尽它。");
    expect(refusalSentence(games, "en-US", error, "riftbound")).toBe(error.message);
    // A value the rejection did not carry, an unknown code, or another game: the English message.
    expect(refusalSentence(games, "zh-CN", { ...error, params: {} }, "riftbound")).toBe(error.message);
    expect(refusalSentence(games, "zh-CN", { ...error, code: "x/unknown" }, "riftbound")).toBe(error.message);
    expect(refusalSentence(games, "zh-CN", error, undefined)).toBe(error.message);
  });

  it("the Chinese text is as specific as the engine's sentence: the case, the count, the card (561.1, 594.3, 140.4.b)", () => {
    const zh = (code: string, params: Record<string, string | number>) =>
      refusalSentence(games, "zh-CN", { code, message: "english", params }, "riftbound");
    expect(zh("play/cannot-pay", { case: "energy", n: 3 })).toBe("能量不足：需要 3 点。");
    expect(zh("play/cannot-pay", { case: "power", domains: "Fury|Calm" })).toBe("狂怒或宁静威能不足。");
    expect(zh("activate/cannot-pay", { case: "recycle", n: 2 })).toBe("你的废牌堆中需要有 2 张牌才能回收。");
    expect(zh("move/bad-destination", { case: "in-base", name: "Jinx" })).toBe("Jinx 已经在基地。");
    expect(zh("play/choose-targets", { case: "up-to", n: 2, among: "Jinx, Recruit" })).toBe(
      "请从以下选择最多 2 个目标：Jinx, Recruit。",
    );
    // Reasons built by helpers (util.ts `reason`): damage assignments (626.1.d) and modes (CR 1.4 355.3, 820.2.a).
    expect(zh("combat/bad-assignment", { case: "total", total: 5, sum: 3 })).toBe(
      "你必须恰好分配 5 点伤害（你分配了 3 点）。",
    );
    expect(zh("combat/bad-assignment", { case: "tank" })).toMatch(/肉盾/);
    expect(zh("play/mode", { case: "choose", modes: "0 (Deal 3), 1 (Draw 2)" })).toBe(
      "请选择它的一个模式：0 (Deal 3), 1 (Draw 2)。",
    );
    expect(zh("play/mode", { case: "distinct" })).toMatch(/尚未选过/);
    // An unknown case falls back to the code's text; a missing value to the engine's sentence.
    expect(zh("play/cannot-pay", { case: "nope" })).toBe("你无法支付全部费用。");
    expect(zh("play/cannot-pay", { case: "energy" })).toBe("english");
  });

  it("refusals the engine really returns read in Chinese, with the values their texts need", () => {
    const rejections = ruleRejections();
    expect(new Set(rejections.map((r) => r.code)).size).toBeGreaterThan(5);
    for (const r of rejections) {
      const zh = refusalSentence(games, "zh-CN", r, "riftbound");
      expect(zh, `${r.code}: ${r.message}`).toMatch(CJK);
    }
  });
});

/**
 * Rejections the engine really returns: from states along a deterministic game of two precons, each seat's legal
 * actions bent out of shape (another destination, no runes named, no targets, an unknown source or option), and the
 * opponent's actions out of turn.
 */
function ruleRejections(): Rejection[] {
  const out = new Map<string, Rejection>();
  let s = newGame(11);
  for (let step = 0; step < 6; step++) {
    s = playSome(s, 12);
    for (const seat of [0, 1]) {
      const tries: RbAction[] = [
        { type: "activate", source: "nope", ability: 1 },
        { type: "hide", card: "nope", at: 7 },
        { type: "choose", option: "nope" },
        { type: "move", units: ["nope"], to: 7 },
      ];
      for (const a of riftbound.legalActions(s, seat)) {
        if (a.type === "play") {
          tries.push({ ...a, to: 7 }, { ...a, pay: { exhaust: [] } }, { ...a, targets: [] }, { ...a, to: 0 });
          tries.push({ ...a, to: "base", accelerate: true });
        }
        if (a.type === "move") tries.push({ ...a, to: 7 }, { ...a, units: [...a.units, ...a.units] });
        if (a.type === "activate") tries.push({ ...a, ability: 9 }, { ...a, costCards: [] });
        if (a.type === "choose") tries.push({ ...a, cards: ["nope"] }, { ...a, option: "nope" });
      }
      for (const a of tries) {
        const r = riftbound.apply(s, seat, a);
        if (!r.ok) out.set(`${r.error.code} ${r.error.message}`, r.error);
      }
    }
    if (s.winner !== null) break;
  }
  return [...out.values()];
}

describe("league result source tags in the reader's language (docs/leagues.md 'Result sources')", () => {
  it("every recorded source has a tag in both languages; an unknown one shows as stored", () => {
    for (const source of ["engine", "concede", "timeout", "deadline", "drop", "bye", "override"]) {
      expect(sourceText("en-US", source).trim(), source).not.toBe("");
      expect(sourceText("zh-CN", source), source).toMatch(CJK);
    }
    expect(sourceText("en-US", "concede")).toBe("conceded");
    expect(sourceText("zh-CN", "timeout")).toBe("超时判负");
    expect(sourceText("zh-CN", "mystery")).toBe("mystery");
  });

  it("a finished match's source follows its result's reason", () => {
    const info = (reason: string | undefined) => ({ result: reason ? { reason } : null }) as unknown as MatchInfo;
    expect(sourceOfFinished(info("concede"))).toBe("concede");
    expect(sourceOfFinished(info("timeout"))).toBe("timeout");
    expect(sourceOfFinished(info("game"))).toBe("engine");
    expect(sourceOfFinished(info(undefined))).toBe("engine");
  });
});
