/**
 * Fixed words drawn in the pictures follow the language of the message they go with (issue 15; docs/bot.md
 * "Languages"): the full board, the phone board (two and four players) and the standings picture. Checked on the
 * texts the picture draws (board: `renderBoardPngChecked().drawn`; phone board: its layout lines), never pixel by
 * pixel. Card names and player names stay as they are; the engine's log lines are checked in log-text.test.ts.
 */
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { renderStandingsPng } from "../../src/bot/league/standings-png.js";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { buildDeck, matchConfig } from "../../src/games/riftbound/match-config.js";
import { compactLayout, type Measure } from "../../src/games/riftbound/presentation/board-compact.js";
import { boardFontFamily, renderBoardPngChecked } from "../../src/games/riftbound/presentation/board-png.js";
import { logLineText } from "../../src/games/riftbound/presentation/log-text.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import type { RbView } from "../../src/games/riftbound/rules/view.js";
import { precon } from "../helpers/precons.js";
import { playSome, standingRow, walk } from "./fixture.js";

const CJK = /[\u4e00-\u9fff]/;
/** English fixed words of the pictures (a Chinese picture must draw none of them outside names and log lines). */
const ENGLISH =
  /\b(?:Turn|phase|Legend|Champion|Hand|Deck|Runes?|Pool|energy|Trash|Banished|Base|controlled|uncontrolled|held|CONTESTED|COMBAT|SHOWDOWN|EXH|BUFF|STUN|ATK|DEF|TOKEN|Chain|top first|Decision|Recent|public view|pts|points|more|no units|ready|exhausted|empty|wins|team|Focus|attacks)\b/;

const combat = walk(1, { combat: (s) => Boolean(s.showdown?.combat) }, 120).get("combat")!;
const NAMES = ["Alice", "Bob", "Carol", "Dave"];

/** `text` without the names the view prints as they are (cards, battlefields, players). */
function withoutNames(v: RbView, text: string): string {
  const names = [
    ...NAMES,
    ...v.players.flatMap((p) => [
      p.legend?.name,
      p.champion?.name,
      ...p.base.map((c) => c.name),
      ...p.runes.map((r) => r.name),
    ]),
    ...v.battlefields.flatMap((b) => [b.card.name, ...b.units.map((u) => u.name)]),
    ...v.chain.flatMap((c) => [c.card?.name, c.source]),
  ].filter((n): n is string => Boolean(n));
  let out = text;
  for (const n of names.sort((a, b) => b.length - a.length)) out = out.split(n).join("");
  return out;
}

/**
 * The texts the full board draws for `v` in `lang`, without the engine's log lines ("Recent", in `lang` through
 * log-text.ts; test/render/log-text.test.ts checks them).
 */
async function boardTexts(v: RbView, lang: "en" | "zh"): Promise<string[]> {
  const { drawn } = await renderBoardPngChecked(v, { names: NAMES, lang });
  const log = new Set(
    v.log.map((l) => logLineText(l, lang).replace(/\bP([1-9])\b/g, (_, n: string) => NAMES[Number(n) - 1]!)),
  );
  return drawn.filter((s) => !log.has(s) && !/^v\d+$/.test(s));
}

function fourPlayers(): RbView {
  const source = new FileCardSource();
  const decks = ["precon-ogn-jinx", "precon-ogn-viktor", "precon-ogs-annie", "precon-ogs-garen"].map((stem) => {
    const r = buildDeck(precon(stem).text, source, { requireSupported: false });
    if (!r.ok) throw new Error(stem);
    return r.deck;
  });
  return riftbound.view(playSome(riftbound.create(matchConfig(decks, source, { mode: "2v2" }), 3), 120), "public");
}

describe("the board pictures in the reader's language", () => {
  it("the full board draws its headings, counts and badges in Chinese for zh, in English for en", async () => {
    const v = riftbound.view(combat, "public");
    const zh = await boardTexts(v, "zh");
    expect(zh.join("\n")).toMatch(/第 \d+ 回合/);
    expect(zh).toContain("基地");
    expect(zh).toContain("公开视图");
    for (const s of zh) expect(withoutNames(v, s), s).not.toMatch(ENGLISH);
    const en = await boardTexts(v, "en");
    expect(en).toContain("Base");
    expect(en).toContain("public view");
    for (const s of en) expect(s, s).not.toMatch(CJK);
  });

  it("the board of four players (2v2) too", async () => {
    const v = fourPlayers();
    const zh = await boardTexts(v, "zh");
    expect(zh.join("\n")).toContain("队伍分");
    for (const s of zh) expect(withoutNames(v, s), s).not.toMatch(ENGLISH);
  });

  it("the phone board's lines are Chinese for zh (card names aside)", () => {
    const family = boardFontFamily(undefined);
    const ctx = createCanvas(10, 10).getContext("2d");
    const measure: Measure = (t, size, bold) => {
      ctx.font = `${bold ? "bold " : ""}${size}px ${family}`;
      return ctx.measureText(t).width;
    };
    const v = riftbound.view(combat, "public");
    const names = (s: number) => NAMES[s] ?? `P${s + 1}`;
    const zh = compactLayout(v, names, measure, 8, "zh").map((l) => l.text);
    expect(zh.join("\n")).toContain("传奇（");
    // Lines are wrapped: join them back before removing names that may have been split.
    expect(withoutNames(v, zh.join(""))).not.toMatch(ENGLISH);
    const en = compactLayout(v, names, measure, 8).map((l) => l.text);
    expect(en.join("\n")).toMatch(/Legend \((ready|exhausted)\)/);
    expect(en.join("\n")).not.toMatch(CJK);
  });
});

describe("the standings picture in the post's language", () => {
  it("zh and en draw different column heads; both render", async () => {
    const draw = (locale: string) =>
      renderStandingsPng(
        "League",
        [standingRow("a"), standingRow("b", { rank: 2, dropped: true })],
        [],
        (id) => id.toUpperCase(),
        locale,
      );
    const [en, zh] = [await draw("en-US"), await draw("zh-CN")];
    expect(en.subarray(1, 4).toString()).toBe("PNG");
    expect(zh.subarray(1, 4).toString()).toBe("PNG");
    expect(Buffer.from(en).equals(Buffer.from(zh))).toBe(false);
    expect(Buffer.from(await draw("en-GB")).equals(Buffer.from(en))).toBe(true);
  });
});
