import { resolve } from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FileCardSource, normalizeCardCode } from "../../src/games/riftbound/data/card-source.js";
import { buildCardFile } from "../../src/games/riftbound/data/import.js";
import { CardFileSchema, SharedCardFileSchema } from "../../src/games/riftbound/data/schema.js";

/** The shared card file (reference data, not in the repository): beside the clone, or at /work/shared. */
const SHARED_FILE = [process.env.DUELHALL_SHARED_DIR, resolve(import.meta.dirname, "../../../shared"), "/work/shared"]
  .filter((d): d is string => d !== undefined)
  .map((d) => resolve(d, "riftbound/cards.json"))
  .find((f) => existsSync(f));
const COMMITTED_FILE = new URL("../../data/riftbound/cards.json", import.meta.url);

describe("card import (scripts/import-cards.ts)", () => {
  const shared: unknown = SHARED_FILE ? JSON.parse(readFileSync(SHARED_FILE, "utf8")) : undefined;

  it.skipIf(!SHARED_FILE)("the import schema accepts the shared file (1178 printings)", () => {
    const parsed = SharedCardFileSchema.parse(shared);
    expect(parsed.cards).toHaveLength(1178);
  });

  it.skipIf(!SHARED_FILE)("projects the shared file onto the project's records", () => {
    const result = buildCardFile(shared, { commit: null, inputSha256: "0".repeat(64), importedAt: "2026-01-01" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.file.count).toBe(1178);
    expect(Object.keys(result.file.cards[0]!)).not.toContain("accessibilityText");
  });

  it("rejects a malformed file with readable issues, never a throw", () => {
    const result = buildCardFile(
      { source: { repo: "x", path: "y" }, count: 1, cards: [{ code: "nope" }] },
      { commit: null, inputSha256: "0".repeat(64), importedAt: "2026-01-01" },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues.some((i) => i.startsWith("cards.0.code"))).toBe(true);
  });
});

describe("committed card data (data/riftbound/cards.json)", () => {
  const file = CardFileSchema.parse(JSON.parse(readFileSync(COMMITTED_FILE, "utf8")));

  it("is valid and matches the shared file's printings", () => {
    expect(file.count).toBe(1178);
    expect(file.source.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it("card codes are unique and every variant has its base printing", () => {
    const codes = file.cards.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    const set = new Set(codes);
    expect(file.cards.filter((c) => !set.has(c.baseCode))).toEqual([]);
  });

  it("image fields are links to Riot's CDN (never local copies)", () => {
    expect(file.cards.every((c) => c.image.startsWith("https://"))).toBe(true);
  });
});

describe("FileCardSource", () => {
  const source = new FileCardSource();

  it("byCode resolves variants to the base card, case- and padding-insensitively", () => {
    expect(source.byCode("OGN-066a")?.code).toBe("OGN-066");
    expect(source.byCode("ogn-66A")?.code).toBe("OGN-066");
    expect(source.byCode("OGN-299s")?.code).toBe("OGN-299");
    expect(source.byCode("OGN-999")).toBeUndefined();
    expect(normalizeCardCode("ven-r1")).toBe("VEN-R1");
  });

  it("byName ignores case and punctuation and lists reprints oldest first", () => {
    expect(source.byName("get excited").map((c) => c.name)).toEqual(["Get Excited!"]);
    expect(source.byName("KAISA, SURVIVOR")[0]?.code).toBe("OGN-039");
    expect(source.byName("Fury Rune").map((c) => c.code)).toEqual(["OGN-007", "VEN-R01"]);
    expect(source.byName("No Such Card")).toEqual([]);
  });

  it("byName finds legends as deck lists write them (tag, title; no ' - Starter')", () => {
    expect(source.byName("Jinx, Loose Cannon")[0]?.code).toBe("OGN-251");
    expect(source.byName("Annie, Dark Child")[0]?.code).toBe("OGS-017");
  });

  it("suggest offers did-you-mean names", () => {
    expect(source.suggest("Incinrate", 3)).toContain("Incinerate");
    expect(source.suggest("Jinx Demolitionst", 1)).toEqual(["Jinx, Demolitionist"]);
    expect(source.suggest("", 3)).toEqual([]);
  });
});
