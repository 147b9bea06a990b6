import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import type { RbAction } from "../../src/games/riftbound/rules/actions.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import { scenarioState } from "../../src/games/riftbound/scenario/runner.js";

/**
 * `legalActions` plans a spell's cost once for all its target sets that cannot change it (legal.ts `acceptsPlay`,
 * playing.ts `SharedCosts`): a target with [Deflect] (721.1.c) and a "spells that choose me cost less" card
 * (CR 1.4 356.4) make a target set's cost its own. These cases must still differ from their neighbours.
 */
const source = new FileCardSource();

/** The one-target plays of the hand card `as` that `legalActions` offers, by chosen target. */
function offeredTargets(s: RbState, seat: number, card: string): Set<string> {
  const out = new Set<string>();
  for (const a of riftbound.legalActions(s, seat))
    if (a.type === "play" && a.card === card && a.optional === undefined && a.targets)
      for (const ids of Object.values(a.targets)) for (const id of ids) out.add(id);
  return out;
}

/** Whether `apply` accepts playing `card` at one target (the plan `legalActions` must agree with). */
function accepts(s: RbState, seat: number, card: string, target: string): boolean {
  const a: RbAction = { type: "play", card, targets: [target] };
  return riftbound.apply(s, seat, a).ok;
}

/** The plays of hand card `card` that `legalActions` offers, and whether `apply` accepts each of `tries`. */
function playsOf(s: RbState, seat: number, card: string): RbAction[] {
  return riftbound.legalActions(s, seat).filter((a) => a.type === "play" && a.card === card);
}

/** A state of seat A's main phase with `hand` and `base` (cards as the scenario format names them) and a pool. */
function mainPhase(hand: string, base: string[], pool: Record<string, unknown>, bfA: string[] = []): RbState {
  return scenarioState(
    {
      name: "a play in the main phase",
      seed: 1,
      start: {
        turn: "A",
        phase: "action",
        players: {
          A: { hand: [{ card: hand }], base: base.map((card) => ({ card })), mainDeck: ["Mega-Mech"], pool },
          B: { mainDeck: ["Mountain Drake"] },
        },
        battlefields: [
          {
            card: "Bandle Tree",
            ...(bfA.length ? { controller: "A", units: bfA.map((card) => ({ card, owner: "A" })) } : {}),
          },
          { card: "Grove of the God-Willow" },
        ],
      },
      steps: [],
    },
    source,
  );
}

describe("legalActions: a card's plain play decided from its affordability (560-561)", () => {
  it("560.2.a Cruel Patron: not offered without a friendly unit to kill, offered with one", () => {
    const none = mainPhase("Cruel Patron", [], { energy: 6, power: { Order: 2 } });
    const patron = none.players[0]!.hand[0]!;
    expect(playsOf(none, 0, patron)).toEqual([]);
    expect(riftbound.apply(none, 0, { type: "play", card: patron, to: "base" }).ok).toBe(false);
    const one = mainPhase("Cruel Patron", ["Vanguard Sergeant"], { energy: 6, power: { Order: 2 } });
    const plays = playsOf(one, 0, one.players[0]!.hand[0]!);
    expect(plays.length).toBeGreaterThan(0);
    for (const a of plays) expect(riftbound.apply(one, 0, a).ok).toBe(true);
  });

  it("CR 1.4 356.4 Irelia, Graceful: a spell choosing nothing gets no discount (Party Favors is [1] short)", () => {
    const short = mainPhase("Party Favors", [], { energy: 2 }, ["Irelia, Graceful"]);
    const favors = short.players[0]!.hand[0]!;
    expect(playsOf(short, 0, favors)).toEqual([]);
    expect(riftbound.apply(short, 0, { type: "play", card: favors }).ok).toBe(false);
    const paid = mainPhase("Party Favors", [], { energy: 3 }, ["Irelia, Graceful"]);
    const plays = playsOf(paid, 0, paid.players[0]!.hand[0]!);
    expect(plays.length).toBe(1);
    expect(riftbound.apply(paid, 0, plays[0]!).ok).toBe(true);
  });
});

describe("legalActions: target sets whose cost differs (721.1.c Deflect, CR 1.4 356.4)", () => {
  it("721.1.c: Frigid Touch is offered on a unit without Deflect but not on Navori Scout when [A] cannot be paid", () => {
    const s = scenarioState(
      {
        name: "Deflect among the targets",
        seed: 1,
        start: {
          turn: "B",
          phase: "action",
          players: {
            A: {
              base: [
                { card: "Navori Scout", as: "scout" },
                { card: "Vanguard Sergeant", as: "sarge" },
              ],
            },
            B: { hand: [{ card: "Frigid Touch", as: "touch" }], pool: { energy: 2, power: {} } },
          },
          battlefields: [{ card: "Grove of the God-Willow" }, { card: "Bandle Tree" }],
        },
        steps: [],
      },
      source,
    );
    const touch = s.players[1]!.hand[0]!;
    const [scout, sarge] = s.players[0]!.base as [string, string];
    const offered = offeredTargets(s, 1, touch);
    expect(offered.has(sarge)).toBe(true);
    expect(offered.has(scout)).toBe(false);
    for (const t of [scout, sarge]) expect(offered.has(t)).toBe(accepts(s, 1, touch, t));
  });

  it("721.1.c: Disintegrate (no additional cost) is offered on a unit without Deflect, not on Navori Scout", () => {
    const s = scenarioState(
      {
        name: "Deflect among the targets of a plain spell",
        seed: 1,
        start: {
          turn: "A",
          phase: "action",
          players: { A: { hand: [{ card: "Disintegrate", as: "dis" }], pool: { energy: 4 } }, B: {} },
          battlefields: [
            {
              card: "Bandle Tree",
              controller: "B",
              units: [
                { card: "Navori Scout", owner: "B", as: "scout" },
                { card: "Vanguard Sergeant", owner: "B", as: "sarge" },
              ],
            },
            { card: "Grove of the God-Willow" },
          ],
        },
        steps: [],
      },
      source,
    );
    const dis = s.players[0]!.hand[0]!;
    const [scout, sarge] = s.battlefields[0]!.units as [string, string];
    const offered = offeredTargets(s, 0, dis);
    expect(offered.has(sarge)).toBe(true);
    expect(offered.has(scout)).toBe(false);
    for (const t of [scout, sarge]) expect(offered.has(t)).toBe(accepts(s, 0, dis, t));
  });

  it("CR 1.4 356.4 Irelia, Graceful: Disintegrate is offered only on her when the discount is what pays it", () => {
    const s = scenarioState(
      {
        name: "a spell choosing Irelia costs [1] less",
        seed: 1,
        start: {
          turn: "A",
          phase: "action",
          players: {
            A: { hand: [{ card: "Disintegrate", as: "dis" }], pool: { energy: 3 } },
            B: {},
          },
          battlefields: [
            {
              card: "Bandle Tree",
              controller: "A",
              units: [
                { card: "Irelia, Graceful", owner: "A", as: "irelia" },
                { card: "Vanguard Sergeant", owner: "A", as: "sarge" },
              ],
            },
            { card: "Grove of the God-Willow" },
          ],
        },
        steps: [],
      },
      source,
    );
    const dis = s.players[0]!.hand[0]!;
    const [irelia, sarge] = s.battlefields[0]!.units as [string, string];
    const offered = offeredTargets(s, 0, dis);
    expect(offered.has(irelia)).toBe(true);
    expect(offered.has(sarge)).toBe(false);
    for (const t of [irelia, sarge]) expect(offered.has(t)).toBe(accepts(s, 0, dis, t));
  });
});

describe("legalActions: a unit's Accelerate version decided from its plain cost (717.1.a, 561)", () => {
  /** Whether `legalActions` offers Legion Rearguard's accelerated play to base, and whether `apply` accepts it. */
  function accelerated(pool: Record<string, unknown>): { offered: boolean; accepted: boolean; plain: boolean } {
    const s = mainPhase("Legion Rearguard", [], pool);
    const rear = s.players[0]!.hand[0]!;
    const plays = playsOf(s, 0, rear).filter((a) => a.type === "play" && a.to === "base");
    return {
      offered: plays.some((a) => a.type === "play" && a.accelerate === true),
      plain: plays.some((a) => a.type === "play" && a.accelerate === undefined),
      accepted: riftbound.apply(s, 0, { type: "play", card: rear, to: "base", accelerate: true }).ok,
    };
  }

  it("717.1.a Legion Rearguard: offered accelerated with [3] and a Fury Power", () => {
    expect(accelerated({ energy: 3, power: { Fury: 1 } })).toEqual({ offered: true, plain: true, accepted: true });
  });

  it("717.1.b Legion Rearguard: not offered accelerated when the Power is of another domain", () => {
    expect(accelerated({ energy: 3, power: { Calm: 1 } })).toEqual({ offered: false, plain: true, accepted: false });
  });

  it("717.1.a Legion Rearguard: not offered accelerated when the Energy is [1] short", () => {
    expect(accelerated({ energy: 2, power: { Fury: 1 } })).toEqual({ offered: false, plain: true, accepted: false });
  });
});

describe("legalActions: destinations shared by units that read nothing of themselves there (559.2)", () => {
  /** A's main phase: units in hand, battlefield 0 A's (with a unit of A), battlefield 1 open or B's (with B's unit). */
  function board(enemyAt1: boolean): RbState {
    return scenarioState(
      {
        name: "units in hand and battlefields of each kind",
        seed: 1,
        start: {
          turn: "A",
          phase: "action",
          players: {
            A: {
              hand: [
                { card: "Legion Rearguard" },
                { card: "Sai Scout" },
                { card: "Grim Apothecary" },
                { card: "Deadbloom Predator" },
                { card: "Vanguard Sergeant" },
              ],
              mainDeck: ["Mega-Mech"],
              pool: { energy: 12, power: { Chaos: 2, Body: 2, Fury: 2, Order: 2 } },
            },
            B: { mainDeck: ["Mountain Drake"] },
          },
          battlefields: [
            { card: "Bandle Tree", controller: "A", units: [{ card: "Daring Poro", owner: "A" }] },
            enemyAt1
              ? { card: "Grove of the God-Willow", controller: "B", units: [{ card: "Daring Poro", owner: "B" }] }
              : { card: "Grove of the God-Willow" },
          ],
        },
        steps: [],
      },
      source,
    );
  }

  for (const enemyAt1 of [false, true])
    it(`559.2: each unit is offered exactly the destinations apply accepts (battlefield 1 ${enemyAt1 ? "an occupied enemy's" : "open"})`, () => {
      const s = board(enemyAt1);
      const legal = riftbound.legalActions(s, 0);
      for (const card of s.players[0]!.hand)
        for (const to of ["base", 0, 1] as const) {
          const offered = legal.some(
            (a) => a.type === "play" && a.card === card && a.to === to && !a.accelerate && a.optional === undefined,
          );
          expect([card, to, offered]).toEqual([card, to, riftbound.apply(s, 0, { type: "play", card, to }).ok]);
        }
    });
});
