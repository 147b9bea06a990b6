/**
 * 109, 563.2.c.4: an object that changes zones becomes a new object. A "give me +N Might" ability whose unit died
 * and was shuffled into the deck before it resolved gives nothing and logs nothing (issue 19 item 5).
 */
import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { matchConfig } from "../../src/games/riftbound/match-config.js";
import type { EffectsTask } from "../../src/games/riftbound/rules/effect-context.js";
import type { RbEvent, RbState } from "../../src/games/riftbound/rules/state.js";
import { isUnit } from "../../src/games/riftbound/rules/util.js";
import { mightVerb } from "../../src/games/riftbound/rules/verbs/might.js";
import { place } from "../../src/games/riftbound/rules/zones.js";
import { playRandomGame } from "../../src/games/riftbound/sim.js";
import { Soak, soakGameSeeds } from "../../src/games/riftbound/soak.js";

const source = new FileCardSource();
const soak = new Soak(source);

/** A state a few actions in, and one unit on the board (base or battlefield). */
function withUnit(): { s: RbState; unit: string } {
  for (let g = 0; g < 20; g++) {
    const seeds = soakGameSeeds("zone-change", g);
    const r = playRandomGame(matchConfig(soak.decksFor(seeds), source), seeds.game, seeds.policy, { maxActions: 40 });
    const s = structuredClone(r.state);
    const unit = s.objects.find((o) => o && (o.zone === "base" || o.zone === "battlefield") && isUnit(s, o.id));
    if (unit) return { s, unit: unit.id };
  }
  throw new Error("no unit on the board in 20 games");
}

function giveMeMight(s: RbState, unit: string, sourceIncarnation: number): RbEvent[] {
  const o = s.objects.find((x) => x?.id === unit)!;
  const item = {
    id: "c999",
    kind: "triggered" as const,
    controller: o.controller,
    object: unit,
    sourceIncarnation,
    targets: {},
  };
  const task = { t: "effects", item, effects: [], pc: 0, vars: {} } as unknown as EffectsTask;
  const out: RbEvent[] = [];
  mightVerb({ s, task, out, me: o.controller, src: unit }, {
    op: "might",
    what: { self: true },
    amount: 2,
    duration: "turn",
  } as Parameters<typeof mightVerb>[1]);
  return out;
}

describe("109, 563.2.c.4: a zone change makes a new object", () => {
  it("'give me +2 Might' still reaches its unit while it stays on the board", () => {
    const { s, unit } = withUnit();
    const inc = s.objects.find((x) => x?.id === unit)!.incarnation;
    expect(giveMeMight(s, unit, inc).filter((e) => e.kind === "might")).toHaveLength(1);
  });

  it("'give me +2 Might' does nothing once the unit died and was shuffled into the deck", () => {
    const { s, unit } = withUnit();
    const inc = s.objects.find((x) => x?.id === unit)!.incarnation;
    place(s, unit, { zone: "trash" });
    place(s, unit, { zone: "mainDeck" });
    const effectsBefore = s.effects.length;
    expect(giveMeMight(s, unit, inc)).toEqual([]);
    expect(s.effects.length).toBe(effectsBefore);
  });
});
