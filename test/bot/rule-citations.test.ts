import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { type BotDeps, explainError, ruleText } from "../../src/bot/game/deps.js";
import { sharedRulesLookup } from "../../src/services/lookup/index.js";

/** Only what rule citations read: the rules lookup and the logger. */
const deps = { rules: sharedRulesLookup, log: pino({ level: "silent" }) } as unknown as BotDeps;

describe("rule citations follow the game's own rules corpus (GamePresentation.rulesId)", () => {
  it("a Riftbound refusal quotes Riftbound's rule text", () => {
    expect(ruleText(deps, "512.1", "riftbound", "zh")).toMatch(/^> \*\*Rule 512\.1\*\*: \S/);
    const text = explainError(deps, { code: "timing/closed", message: "Not now.", rule: "512.1" }, "riftbound");
    expect(text).toContain("Not now.");
    expect(text).toContain("**Rule 512.1**");
  });

  it("issue 15: the default is English; no Chinese rule text in an English interface", () => {
    const cjk = /[\u3400-\u9fff]/;
    for (const rule of ["512.1", "644.5", "559.3", "626.1.d", "101"]) {
      const t = ruleText(deps, rule, "riftbound");
      expect(t, rule).not.toMatch(cjk);
      expect(t).toContain(`Rule ${rule}`);
    }
    expect(ruleText(deps, "512.1", "riftbound", "zh")).toMatch(cjk);
  });

  it("a game without a rules corpus (the test game Highcard) shows the number alone", () => {
    expect(ruleText(deps, "512.1", undefined)).toBe("> Rule 512.1");
    expect(ruleText(deps, "512.1", "no-such-game")).toBe("> Rule 512.1");
  });
});
