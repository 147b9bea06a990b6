import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { allCardScripts, cardScript, isSupported } from "../../src/games/riftbound/cards/registry.js";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { buildDeck, catalogueEntries } from "../../src/games/riftbound/match-config.js";
import { cardData } from "../../src/games/riftbound/rules/catalogue.js";
import { precon } from "../helpers/precons.js";
import { STUB_UNSUPPORTED } from "../helpers/unsupported-card.js";

// Every card runs today: the refusal tests refuse a real card through a registry stub (test/helpers/unsupported-card.ts).
vi.mock("../../src/games/riftbound/cards/registry.js", async (importOriginal) =>
  (await import("../helpers/unsupported-card.js")).withUnsupportedStub(
    await importOriginal<typeof import("../../src/games/riftbound/cards/registry.js")>(),
  ),
);

const source = new FileCardSource();

describe("card scripts against the card data (design.md principle 10)", () => {
  it("the engine's catalogue holds every printing of the card file, as the card source gives it (npm run cards:catalogue)", () => {
    const entries = catalogueEntries(source);
    expect(entries.length).toBe(source.all().length);
    for (const c of entries) expect(cardData(c.code), c.code).toEqual(c);
  });

  it("every implemented card's code exists in the card data with the same name and printed text", () => {
    for (const sc of allCardScripts()) {
      const rec = source.byCode(sc.code);
      expect(rec, `${sc.code} is not in the card data`).toBeDefined();
      expect(sc.name).toBe(rec!.name);
      expect(sc.text.trim()).toBe((rec!.text ?? "").trim());
    }
  });

  it("no triggered ability puts a `group` condition on its targets (583.3: triggers.ts does not check it)", () => {
    for (const sc of allCardScripts())
      for (const ab of sc.abilities)
        if (ab.kind === "triggered") expect(ab.targets?.some((t) => t.group) ?? false, sc.code).toBe(false);
  });

  it("card script codes are unique", () => {
    const codes = allCardScripts().map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("the generated index is up to date with the card files", () => {
    const index = readFileSync(new URL("../../src/games/riftbound/cards/index.generated.ts", import.meta.url), "utf8");
    expect(index.match(/^import \w+ from/gm)?.length).toBe(allCardScripts().length);
  });

  it("a deck with an unsupported or missing card is refused at validation, naming it", () => {
    // The Jinx precon with one card the registry stub refuses (every card runs today: test/helpers/unsupported-card.ts).
    const text = precon("precon-ogn-jinx").text.replace(
      "3 Flame Chompers",
      `2 Flame Chompers\n1 ${STUB_UNSUPPORTED.name}`,
    );
    const r = buildDeck(text, source);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const msg = r.problems.map((p) => p.message).join("\n");
      expect(msg).toMatch(/not (implemented|supported)|cannot play this card yet/i);
      expect(msg).toMatch(STUB_UNSUPPORTED.name);
    }
    expect(isSupported("SFD-999")).not.toBe(true); // no such card: never implemented
    expect(cardScript("OGN-024")?.name).toBe("Void Seeker");
  });
});

describe("every implemented card has a scenario (issue 4)", () => {
  it("each card script's name or code appears in at least one scenario file", async () => {
    const { readdirSync, statSync } = await import("node:fs");
    const { join } = await import("node:path");
    const root = new URL("../scenarios/riftbound/", import.meta.url).pathname;
    const walk = (p: string): string[] =>
      statSync(p).isDirectory() ? readdirSync(p).flatMap((f) => walk(join(p, f))) : /\.ya?ml$/.test(p) ? [p] : [];
    const text = walk(root)
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const uncovered = allCardScripts().filter(
      (sc) => !sc.unsupported && !text.includes(sc.name) && !text.includes(sc.code),
    );
    expect(uncovered.map((sc) => `${sc.code} ${sc.name}`)).toEqual([]);
  });
});
