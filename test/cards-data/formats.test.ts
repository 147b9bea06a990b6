import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { defaultFormatRules, loadTokens } from "../../src/games/riftbound/data/format-data.js";
import { type FormatId, type FormatRules, unreleasedSets } from "../../src/games/riftbound/decks/formats.js";
import { checkDeck, type DeckProblem } from "../../src/games/riftbound/decks/validate.js";
import { loadSharedDeck, SHARED_DECKS } from "./deck-fixtures.js";

/** Tournament Rules 601.2-601.3: formats, the ban list (601.2.d), release dates (601.2.b), tokens (CR 1.4 187). */

const source = new FileCardSource();
const rules = defaultFormatRules();
const AFTER_VENDETTA = "2026-08-01";
const supported = () => true;

function check(file: string, id: FormatId, today = AFTER_VENDETTA, r: FormatRules = rules) {
  return checkDeck(loadSharedDeck(file), source, { isSupported: supported, format: { id, rules: r, today } });
}
const errors = (ps: readonly DeckProblem[]) => ps.filter((p) => p.severity === "error").map((p) => p.code);

describe("ban list data (601.2.d)", () => {
  it("has its effective date and names real cards", () => {
    expect(rules.banList.effective).toBe("2026-07-24");
    expect(rules.banList.constructed).toHaveLength(12);
    for (const b of [...rules.banList.constructed, ...rules.banList.constructed2v2Only]) {
      expect(source.byName(b.name), b.name).not.toHaveLength(0);
    }
  });
});

describe("601.3 Standard and casual", () => {
  const precons = readdirSync(SHARED_DECKS)
    .filter((f) => /^precon-.*\.txt$/.test(f))
    .sort();

  it("there are 13 precons", () => expect(precons).toHaveLength(13));

  it.each(precons)("%s: casual accepts it; standard accepts it unless a card is banned, and then names it", (file) => {
    expect(check(file, "casual").ok).toBe(true);
    const std = check(file, "standard");
    const banned = std.problems.filter((p) => p.code === "banned");
    expect(errors(std.problems).filter((c) => c !== "banned")).toEqual([]);
    expect(std.ok).toBe(banned.length === 0);
    if (!std.ok) {
      expect(banned[0]?.message).toMatch(/ban list effective 2026-07-24/);
      expect(std.acceptedBy).toEqual(["casual"]);
      expect(std.problems.find((p) => p.code === "format-alternative")?.message).toMatch(/Casual \(`casual`\)/);
    } else expect(std.acceptedBy).toEqual(["standard", "casual"]);
  });

  it("the Jinx precon is refused in Standard for Fight or Flight, Scrapheap and Reaver's Row (601.2.d.2.a)", () => {
    const std = check("precon-ogn-jinx.txt", "standard");
    const msg = std.problems.find((p) => p.code === "banned")?.message ?? "";
    expect(msg).toContain("Fight or Flight (OGN-168)");
    expect(msg).toContain("Scrapheap (OGN-182)");
    expect(msg).toContain("Reaver's Row (OGN-285)");
  });

  it("601.2.a: a format's sets come from the data; a reprint's name keeps it legal", () => {
    const originsOnly: FormatRules = {
      ...rules,
      formats: { ...rules.formats, standard: { ...rules.formats.standard, sets: ["OGN", "OGS"] } },
    };
    const fiora = check("precon-sfd-fiora.txt", "standard", AFTER_VENDETTA, originsOnly);
    expect(errors(fiora.problems)).toContain("set-not-legal");
    expect(check("precon-ogs-annie.txt", "standard", AFTER_VENDETTA, originsOnly).ok).toBe(true);
  });

  it("a changed ban list needs no code change: an empty list accepts the Jinx precon", () => {
    const none: FormatRules = { ...rules, banList: { ...rules.banList, constructed: [] } };
    expect(check("precon-ogn-jinx.txt", "standard", AFTER_VENDETTA, none).ok).toBe(true);
  });
});

describe("601.2.b cards announced but not yet released", () => {
  it("before 2026-07-31 Vendetta cards are listed as unreleased and refused in every format", () => {
    const pending = unreleasedSets(source, rules, "2026-07-20");
    expect(pending.map((p) => p.set.code)).toEqual(["VEN"]);
    expect(pending[0]?.cards.length).toBeGreaterThan(200);
    for (const id of ["standard", "casual"] as const) {
      const r = check("precon-ven-zed.txt", id, "2026-07-20");
      expect(r.ok).toBe(false);
      expect(r.problems.find((p) => p.code === "unreleased")?.message).toMatch(
        /announced but not yet released.*Vendetta \(VEN\) 2026-07-31/,
      );
      expect(r.acceptedBy).toEqual([]);
    }
  });

  it("on the release date they are accepted; today nothing in the card data is unreleased", () => {
    expect(check("precon-ven-zed.txt", "casual", "2026-07-31").ok).toBe(true);
    expect(unreleasedSets(source, rules, "2026-11-24")).toEqual([]);
  });
});

describe("tokens of the later sets (Core Rules v1.4 rule 187)", () => {
  it("loads the eight token definitions, typed", () => {
    const tokens = loadTokens();
    expect(tokens.map((t) => t.name)).toEqual([
      "Sand Soldier",
      "Mech",
      "Reflection",
      "Bird",
      "Tentacle",
      "Shadow Clone",
      "Brush",
      "Baron Pit",
    ]);
    const mech = tokens.find((t) => t.name === "Mech");
    expect(mech).toMatchObject({ supertype: "Token", type: "Unit", might: 3, tags: ["Mech"], domains: [] });
    expect(tokens.find((t) => t.name === "Brush")?.type).toBe("Battlefield");
  });
});
