import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { buildDeck, type DeckBuild } from "../../src/games/riftbound/match-config.js";
import { SHARED_DECKS } from "./deck-fixtures.js";

/**
 * The deck-construction examples of the Core Rules (103.2.a.2, 103.2.b.1, 103.2.b.2, 131.3), each built by editing a
 * real preconstructed text list and run through the same path a player's pasted deck takes (`buildDeck`).
 */
const source = new FileCardSource();

function precon(file: string): string {
  return readFileSync(join(SHARED_DECKS, file), "utf8");
}

/** Replaces whole lines of a text list (`"3 Gust"` -> `["3 Charm"]`); each line must be present exactly once. */
function edit(text: string, changes: Record<string, readonly string[]>): string {
  const lines = text.split("\n");
  for (const [from, to] of Object.entries(changes)) {
    const at = lines.findIndex((l) => l.trim() === from);
    if (at < 0) throw new Error(`line not in the list: ${from}`);
    lines.splice(at, 1, ...to);
  }
  return lines.join("\n");
}

function build(text: string): DeckBuild {
  return buildDeck(text, source, { requireSupported: false });
}

function errorRules(b: DeckBuild): string[] {
  return b.ok ? [] : b.problems.filter((p) => p.severity === "error").map((p) => `${p.rule} ${p.code}`);
}

function nameOf(code: string): string | undefined {
  return source.byCode(code)?.name;
}

/** How many cards of the main deck (chosen champion included, 103.2.b.1) have this name. */
function copies(b: DeckBuild, name: string): number {
  if (!b.ok) return -1;
  return b.deck.main.filter((c) => nameOf(c) === name).length;
}

describe("103.2.a.2: the chosen champion is a champion unit with the legend's champion tag", () => {
  it("example: Jinx, Loose Cannon (Jinx tag) may choose Jinx, Demolitionist", () => {
    const b = build(precon("precon-ogn-jinx.txt"));
    expect(errorRules(b)).toEqual([]);
    expect(b.ok && nameOf(b.deck.champion)).toBe("Jinx, Demolitionist");
  });

  it("example: Jinx, Loose Cannon may choose Jinx, Rebel instead", () => {
    const b = build(edit(precon("precon-ogn-jinx.txt"), { "1 Jinx, Demolitionist": ["1 Jinx, Rebel"] }));
    expect(errorRules(b)).toEqual([]);
    expect(b.ok && nameOf(b.deck.champion)).toBe("Jinx, Rebel");
    expect(b.ok && b.deck.main).toHaveLength(40);
  });

  it("example: Tibbers has the Annie tag but is a signature unit, not a champion, so it cannot be chosen", () => {
    const text = precon("precon-ogs-annie.txt");
    expect(errorRules(build(text))).toEqual([]);
    const b = build(edit(text, { "1 Annie, Stubborn": ["1 Tibbers"] }));
    expect(b.ok).toBe(false);
    // The refusal cites 103.2.d.3, the rule giving the example's reason: a signature card is not a champion unit.
    expect(errorRules(b)).toEqual(["103.2.d.3 champion-invalid"]);
  });
});

/**
 * A Relentless Storm (Volibear; Fury + Body) deck from the Jinx precon: the legend and champion swapped, the Chaos
 * cards replaced by Body cards of the Lee Sin precon, Chaos runes by Body runes, and Vi + Magma Wurm by two more
 * Volibear, Furious (still 40 cards).
 */
function volibearDeck(extra: readonly [string, string] = ["1 Volibear, Furious", "1 Volibear, Furious"]): string {
  return edit(precon("precon-ogn-jinx.txt"), {
    "1 Jinx, Loose Cannon": ["1 Relentless Storm"],
    "1 Jinx, Demolitionist": ["1 Volibear, Furious"],
    "3 Fight or Flight": ["3 Pit Rookie"],
    "3 Gust": ["3 First Mate"],
    "2 Cemetery Attendant": ["2 Pakaa Cub"],
    "2 Undercover Agent": ["2 Bilgewater Bully"],
    "2 Fading Memories": ["2 Stormclaw Ursine"],
    "3 Traveling Merchant": ["3 Wildclaw Shaman"],
    "3 Scrapheap": ["3 Challenge"],
    "1 Rhasa the Sunderer": ["1 Mountain Drake"],
    "1 Vi, Destructive": [extra[0]],
    "1 Magma Wurm": [extra[1]],
    "6 Chaos Rune": ["6 Body Rune"],
  });
}

describe("103.2.b.1: the chosen champion counts toward the 3 copies of its name", () => {
  it("example: a deck may choose Volibear, Furious as its champion and still include 2 more", () => {
    const b = build(volibearDeck());
    expect(errorRules(b)).toEqual([]);
    expect(b.ok && nameOf(b.deck.champion)).toBe("Volibear, Furious");
    expect(copies(b, "Volibear, Furious")).toBe(3);
    expect(b.ok && b.deck.main).toHaveLength(40);
  });

  it("a third copy beside the chosen one (4 in all) is refused", () => {
    const b = build(edit(volibearDeck(), { "1 Mountain Drake": ["1 Volibear, Furious"] }));
    expect(errorRules(b)).toEqual(["103.2.b too-many-copies"]);
  });
});

/**
 * An Unforgiven (Yasuo; Calm + Chaos) deck from the Jinx precon: the Fury cards replaced by 2 more Yasuo, Remorseful,
 * 3 Yasuo, Windrider and Calm cards of the Lee Sin precon, Fury runes by Calm runes.
 */
function yasuoDeck(): string {
  return edit(precon("precon-ogn-jinx.txt"), {
    "1 Jinx, Loose Cannon": ["1 Unforgiven"],
    "1 Jinx, Demolitionist": ["1 Yasuo, Remorseful"],
    "3 Flame Chompers": ["3 Yasuo, Windrider"],
    "2 Blazing Scorcher": ["2 Yasuo, Remorseful"],
    "2 Get Excited!": ["2 Charm"],
    "3 Chemtech Enforcer": ["3 Stalwart Poro"],
    "3 Brazen Buccaneer": ["3 Wielder of Water"],
    "1 Magma Wurm": ["1 Wizened Elder"],
    "2 Void Seeker": ["2 Stand United"],
    "3 Raging Soul": ["3 Discipline"],
    "1 Vi, Destructive": ["1 Wizened Elder"],
    "6 Fury Rune": ["6 Calm Rune"],
  });
}

describe("103.2.b.2: cards representing the same character have different names", () => {
  it("example: a deck may contain 3 Yasuo, Remorseful and 3 Yasuo, Windrider", () => {
    const b = build(yasuoDeck());
    expect(errorRules(b)).toEqual([]);
    expect(copies(b, "Yasuo, Remorseful")).toBe(3);
    expect(copies(b, "Yasuo, Windrider")).toBe(3);
    expect(b.ok && b.deck.main).toHaveLength(40);
  });
});

describe("131.3: different printings of one card are treated as having the same name", () => {
  // The card data holds English names only, so the language example itself cannot be built; the closest real case
  // is one card under two printings (OGN-041 and its alternate art OGN-041a): they share one name for 103.2.b.
  it("Volibear, Furious chosen by name plus 2 copies of its other printing are 3 copies of one name", () => {
    const b = build(volibearDeck(["1 OGN-041a", "1 OGN-041a"]));
    expect(errorRules(b)).toEqual([]);
    expect(copies(b, "Volibear, Furious")).toBe(3);
  });

  it("a 4th copy under the other printing is refused", () => {
    const b = build(edit(volibearDeck(["1 OGN-041a", "1 OGN-041a"]), { "1 Mountain Drake": ["1 OGN-041a"] }));
    expect(errorRules(b)).toEqual(["103.2.b too-many-copies"]);
  });
});
