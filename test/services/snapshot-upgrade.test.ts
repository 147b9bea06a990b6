import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { cardStatics, matchConfig } from "../../src/games/riftbound/match-config.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import { allObjects } from "../../src/games/riftbound/rules/objects.js";
import { riftboundAdapter } from "../../src/games/riftbound/host.js";
import { preconDeck } from "../helpers/precons.js";

// Snapshots stored before the engine speed work kept card data in the state and objects in a record by id.
const source = new FileCardSource();
const deck = (name: string) => preconDeck(name, source);

describe("stored snapshots of the earlier state shape still load", () => {
  it("a snapshot with `cards` and an `objects` record loads as today's state and plays on", () => {
    const s = riftbound.create(matchConfig([deck("ogn-jinx"), deck("ogn-viktor")], source), "old-shape");
    const objects = Object.fromEntries(allObjects(s).map((o) => [o.id, o]));
    const codes = allObjects(s).map((o) => o.code);
    const old = { ...JSON.parse(JSON.stringify(s)), objects, cards: cardStatics(new Set(codes), source) };
    const loaded = riftboundAdapter().parseState(JSON.parse(JSON.stringify(old)));
    expect(loaded).toEqual(JSON.parse(JSON.stringify(s)));
    const p = loaded.pending!;
    const r = riftbound.apply(loaded, p.seat, riftbound.legalActions(loaded, p.seat)[0]!);
    expect(r.ok).toBe(true);
  });
});
