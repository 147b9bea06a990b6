import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { matchConfig } from "../../src/games/riftbound/match-config.js";
import { type RbConfig, RbConfigSchema, riftbound } from "../../src/games/riftbound/rules/index.js";
import { cardData } from "../../src/games/riftbound/rules/catalogue.js";
import { preconDeck } from "../helpers/precons.js";

const source = new FileCardSource();
const config = (): RbConfig => matchConfig([preconDeck("ogn-jinx", source), preconDeck("ogn-viktor", source)], source);

// docs/engine.md "What a match config is checked for, and where" (559: the config is the match's card list).
describe("a match config's card data is checked where it is read", () => {
  it("the boundary's schema (the host's parseConfig) checks every card entry in full", () => {
    const c = config();
    const bad = { ...c, cards: c.cards.map((x, i) => (i === 0 ? { ...x, type: "Wizard" } : x)) };
    expect(() => RbConfigSchema.parse(bad)).toThrow();
    expect(() => RbConfigSchema.parse(c)).not.toThrow();
  });

  it("create checks in full an entry whose code the catalogue lacks (the engine registers and reads it)", () => {
    const c = config();
    const fine = { ...c.cards[0]!, code: "TEST-NEW-0" };
    expect(() => riftbound.create({ ...c, cards: [...c.cards, fine] }, 1)).not.toThrow();
    const extra = { ...c.cards[0]!, code: "TEST-NEW-1", type: "Wizard" };
    expect(() => riftbound.create({ ...c, cards: [...c.cards, extra] as RbConfig["cards"] }, 1)).toThrow();
    expect(() =>
      riftbound.create({ ...c, cards: [...c.cards, { code: 7 }] as unknown as RbConfig["cards"] }, 1),
    ).toThrow();
  });

  it("create reads the catalogue's data for a code it has, not the config entry's (one code, one printed card)", () => {
    const c = config();
    const first = c.cards[0]!;
    const other = { ...first, name: "Not This Name", type: "Wizard" } as unknown as typeof first;
    const s = riftbound.create({ ...c, cards: c.cards.map((x) => (x === first ? other : x)) }, 1);
    expect(s.objects.some((x) => x?.code === first.code)).toBe(true);
    expect(cardData(first.code)).toMatchObject({ name: first.name, type: first.type });
  });

  it("create checks a config object once: a second create from it gives the same state; a bad config throws each time", () => {
    const c = config();
    const first = riftbound.create(c, 3);
    expect(riftbound.create(c, 3)).toEqual(first);
    expect(riftbound.create({ ...c }, 3)).toEqual(first);
    const { mode: _mode, ...noMode } = c; // the schema's default mode, on the first create and on a remembered config
    expect(riftbound.create(noMode, 3)).toEqual(first);
    expect(riftbound.create(noMode, 3)).toEqual(first);
    const bad = { ...c, players: c.players.slice(0, 1) };
    for (let i = 0; i < 3; i++) expect(() => riftbound.create(bad, 3)).toThrow();
    const badCard = { ...c, cards: [...c.cards, { ...c.cards[0]!, code: "TEST-NEW-2", type: "Wizard" }] };
    for (let i = 0; i < 3; i++) expect(() => riftbound.create(badCard as RbConfig, 3)).toThrow();
  });
});
