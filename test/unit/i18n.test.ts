/**
 * The message catalogue (issue 15, English and Simplified Chinese UI): every key has both languages, non-empty, with
 * the same placeholders; a Discord locale picks the language (zh-* → Chinese, anything else English).
 */
import { describe, expect, it } from "vitest";
import { commands } from "../../commands/index.js";
import { ZH_CN_COMMANDS } from "../../commands/locales.js";
import { MESSAGES, type MessageKey, t, uiLang } from "../../src/bot/i18n.js";
import { RB_TEXT } from "../../src/games/riftbound/presentation/text.js";

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("message catalogue", () => {
  it("every key has English and Simplified Chinese with the same placeholders", () => {
    for (const [key, m] of Object.entries(MESSAGES)) {
      expect(Object.keys(m).sort(), key).toEqual(["en", "zh"]);
      expect(m.en.trim(), key).not.toBe("");
      expect(m.zh.trim(), key).not.toBe("");
      expect(placeholders(m.zh), key).toEqual(placeholders(m.en));
      // A Chinese string is Chinese: it has at least one CJK character (labels with only emoji are exempt).
      if (/[A-Za-z]{3}/.test(m.en.replace(/\{\w+\}|`[^`]*`/g, ""))) expect(m.zh, key).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("Riftbound's presentation texts have both languages with the same placeholders", () => {
    for (const [key, m] of Object.entries(RB_TEXT)) {
      expect(Object.keys(m).sort(), key).toEqual(["en", "zh"]);
      expect(m.en.trim(), key).not.toBe("");
      expect(m.zh.trim(), key).not.toBe("");
      expect(placeholders(m.zh), key).toEqual(placeholders(m.en));
      if (/[A-Za-z]{3}/.test(m.en.replace(/\{\w+\}/g, ""))) expect(m.zh, key).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("a Discord locale picks the language; placeholders are filled", () => {
    expect(uiLang("zh-CN")).toBe("zh");
    expect(uiLang("zh-TW")).toBe("zh");
    expect(uiLang("en-GB")).toBe("en");
    expect(uiLang("fr")).toBe("en");
    expect(uiLang(null)).toBe("en");
    const key: MessageKey = "undo.done";
    expect(t("en-US", key, { who: "Alice", n: 2 })).toBe("↩ Alice undid their last action (2 step(s) taken back).");
    expect(t("zh-CN", key, { who: "Alice", n: 2 })).toBe("↩ Alice 撤销了上一步操作（退回 2 步）。");
  });

  it("the /duel commands of issue 15 carry zh-CN names and descriptions", () => {
    const duel = commands.find((c) => c.data.name === "duel")!.data;
    expect(duel.name_localizations?.["zh-CN"]).toBe("对决");
    const subs = new Map((duel.options ?? []).map((o) => [o.name, o]));
    for (const name of ["undo", "vacation", "reminders", "watch", "abort", "setclock", "server"]) {
      expect(subs.get(name)?.name_localizations?.["zh-CN"], name).toBeTruthy();
      expect(subs.get(name)?.description_localizations?.["zh-CN"], name).toBeTruthy();
    }
  });

  it("command localisations: valid Discord names and descriptions, unique among siblings, every namespace covered", () => {
    for (const [path, [name, description]] of Object.entries(ZH_CN_COMMANDS)) {
      expect(name, path).toMatch(/^[-_'\p{L}\p{N}]{1,32}$/u);
      expect(name, path).toBe(name.toLowerCase());
      expect(description.length, path).toBeGreaterThan(0);
      expect(description.length, path).toBeLessThanOrEqual(100);
    }
    type Node = { name: string; name_localizations?: Record<string, string> | null; options?: Node[] };
    const check = (nodes: readonly Node[], where: string) => {
      const zh = nodes.flatMap((n) => (n.name_localizations?.["zh-CN"] ? [n.name_localizations["zh-CN"]] : []));
      expect(new Set(zh).size, `zh-CN names under ${where}`).toBe(zh.length);
      for (const n of nodes) check(n.options ?? [], `${where} ${n.name}`);
    };
    check(
      commands.map((c) => c.data as Node),
      "/",
    );
    // Every subcommand of the four namespaces as they are now is localised (a later command may lag behind).
    const byName = new Map(commands.map((c) => [c.data.name, c.data as Node]));
    for (const ns of ["deck", "duel", "rules", "league"]) {
      const top = byName.get(ns)!;
      expect(top.name_localizations?.["zh-CN"], ns).toBeTruthy();
      for (const sub of ["challenge", "list", "concede", "save", "rule", "keyword", "card", "create", "join"]) {
        const found = top.options?.find((o) => o.name === sub);
        if (found) expect(found.name_localizations?.["zh-CN"], `${ns} ${sub}`).toBeTruthy();
      }
    }
  });
});
