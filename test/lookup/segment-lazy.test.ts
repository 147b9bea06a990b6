import { describe, expect, it } from "vitest";
import { isLookupWarm, sharedRules, sharedRulesLookup, warmLookup } from "../../src/services/lookup/index.js";
import { addWords, isSegmenterLoaded, segment } from "../../src/services/lookup/segment.js";

// One process per test file (vitest): nothing here has loaded jieba before the first test.
describe("jieba-wasm is loaded by the first Chinese text only (docs/performance.md, Memory)", () => {
  it("building the indexes, warming the lookup and English or rule-number queries never load it", () => {
    addWords(["临终遗言"]);
    const l = warmLookup();
    expect(l.rules.search("tank").hits.length).toBeGreaterThan(0);
    expect(l.ask("559.3.c")).toBeDefined();
    expect(segment("Deflect 2 and Tank")).toEqual(["deflect", "2", "tank"]);
    expect(isSegmenterLoaded()).toBe(false);
    expect(isLookupWarm("tank")).toBe(true);
    expect(isLookupWarm("肉盾")).toBe(false); // a command defers before the first Chinese query
  });

  it("the first Chinese query loads it, with the words taught before it loaded", () => {
    expect(segment("临终遗言的单位")).toContain("临终遗言");
    expect(isSegmenterLoaded()).toBe(true);
    expect(isLookupWarm("肉盾")).toBe(true);
    expect(sharedRules().search("肉盾").hits.length).toBeGreaterThan(0);
  });

  it("the handlers' rules lookup is the shared index, not a second copy", () => {
    expect(sharedRulesLookup().rules).toBe(sharedRules());
    expect(warmLookup().rules).toBe(sharedRules());
  });
});
