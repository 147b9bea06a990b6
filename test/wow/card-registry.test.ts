import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { SCRIPTS } from "../../src/games/wow/cards/index.js";
import { findPrinting } from "../../src/games/wow/cards/registry.js";

const cardsDir = resolve(import.meta.dirname, "../scenarios/wow/cards");

describe("WoW card registry", () => {
  it("every card file's name and printed text equal the card data (seriallos), ids are unique", () => {
    const ids = new Set<string>();
    for (const s of SCRIPTS) {
      const p = findPrinting(s.id);
      expect(p, s.id).toBeDefined();
      expect(s.name).toBe(p!.name);
      expect(s.text).toBe(p!.text);
      expect(ids.has(s.id), s.id).toBe(false);
      ids.add(s.id);
    }
  });

  it("every implemented card has a scenario named after it (test/scenarios/wow/cards/<id>-<name>.yaml)", () => {
    const files = readdirSync(cardsDir);
    // A refused card (`unsupported`) is not implemented: its refusal is tested in decks-and-host.test.ts.
    for (const s of SCRIPTS.filter((x) => !x.unsupported)) {
      const f = files.find((x) => x.startsWith(`${s.id}-`));
      expect(f, s.id).toBeDefined();
      expect(readFileSync(resolve(cardsDir, f!), "utf8")).toContain(`(${s.id})`);
    }
  });
});
