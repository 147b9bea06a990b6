/**
 * Runs a `game: rise` scenario (shared/scenario-format.md; docs/scenarios.md "Rise TCG scenarios") on the WoW
 * family's shared runner (`../../wow-family/scenario/runner.ts`): here is what Rise's words mean — the position a
 * `start` builds from the sample set's cards, the actions and answers, zone names and counts, `faceDown`, `health`.
 */
import type { Seat } from "../../../engine/index.js";
import {
  SEATS,
  type ScenarioCtx,
  ScenarioFail,
  type ScenarioGame,
  type ScenarioResult,
  check,
  labeller,
  runFamilyScenario,
  seatOf,
} from "../../wow-family/scenario/runner.js";
import { cardTable } from "../cards/catalogue.js";
import type { CardSet, RiseCard } from "../cards/schema.js";
import { sampleSet } from "../data/sample.js";
import { buildRiseDeck } from "../decks.js";
import { abilitiesOf, countersOf, tagsOf } from "../rules/characteristics.js";
import { advance } from "../rules/flow.js";
import { type RiseAction, riseRules } from "../rules/index.js";
import { canAct } from "../rules/legal.js";
import { newObject } from "../rules/setup.js";
import type { RiseObject, RisePlayer, RiseState, Zone } from "../rules/state.js";
import { hostOf } from "../rules/zones.js";
import { type RiseAct, type RiseCardEntry, type RiseScenario, RiseScenarioSchema, type RiseStep } from "./schema.js";

/** The outcome of one scenario. */
export type RiseScenarioResult = ScenarioResult;

interface Ctx extends ScenarioCtx<RiseState> {
  set: CardSet;
  /** Plain cards the runner adds (a default deck, numbered resources): never named by a scenario. */
  fillers?: Set<string>;
}
type Expect = Extract<RiseStep, { expect: unknown }>["expect"];

function lookup(set: CardSet, name: string): RiseCard | undefined {
  const n = name.toLowerCase();
  return set.cards.find((c) => c.id === name || c.name.toLowerCase() === n || c.zh === name);
}

/** Builds the `start` position: the turn player holds priority in their non-combat action phase (502.1). */
function build(sc: NonNullable<RiseScenario["start"]>, set: CardSet): Ctx {
  const labels = new Map<string, string>();
  const label = labeller(labels);
  const fillers = new Set<string>();
  const objects: RiseObject[] = [];
  const turn = sc.turnNumber ?? 3;
  const make = (e: RiseCardEntry, owner: Seat, zone: Zone): string => {
    const id = `o${objects.length}`;
    const x = label(e, id);
    const c = lookup(set, x.card);
    if (!c) throw new ScenarioFail(`unknown card "${x.card}"`);
    const o = newObject(id, c.id, owner, zone);
    o.exhausted = x.exhausted ?? false;
    o.damage = x.damage ?? 0;
    o.faceDown = zone === "resource" && !x.faceUp;
    o.since = x.new ? turn : 0;
    objects.push(o);
    return id;
  };
  const players: RisePlayer[] = SEATS.map((n) => {
    const seat = seatOf(n);
    const ps = sc.players[n];
    const filler = (n: number, zone: Zone) =>
      Array.from({ length: n }, () => {
        const id = make("bruiser", seat, zone);
        fillers.add(id);
        return id;
      });
    return {
      commander: make(ps.commander, seat, "commander"),
      hand: (ps.hand ?? []).map((c) => make(c, seat, "hand")),
      // No deck given: ten plain cards, so a turn passing doesn't end the game by 412.6b.
      deck: ps.deck ? ps.deck.map((c) => make(c, seat, "deck")) : filler(10, "deck"),
      salvage: (ps.salvage ?? []).map((c) => make(c, seat, "salvage")),
      vortex: [],
      troops: (ps.troops ?? []).map((c) => make(c, seat, "troop")),
      gear: (ps.gear ?? []).map((c) => make(c, seat, "commander")),
      resources:
        typeof ps.resources === "number"
          ? filler(ps.resources, "resource")
          : (ps.resources ?? []).map((c) => make(c, seat, "resource")),
      placed: ps.placedResource ?? false,
      decked: false,
      lost: false,
    };
  });
  const active = seatOf(sc.turn);
  const s: RiseState = {
    version: 0,
    rng: [1, 2, 3, 4],
    cards: cardTable(
      set,
      set.cards.map((c) => c.id),
    ),
    turn,
    active,
    first: active,
    step: "action",
    window: { kind: "action", priority: active, passes: 0 },
    next: null,
    chain: [],
    combat: null,
    packets: [],
    waiting: [],
    ask: null,
    players,
    objects,
    resets: [],
    turnMods: [],
    loops: 0,
    log: [],
    winner: null,
    over: false,
  };
  advance(s, canAct);
  return { s, labels, set, fillers };
}

function begin(sc: RiseScenario): Ctx {
  const set = sampleSet();
  if (sc.start) return build(sc.start, set);
  if (!sc.setup) throw new ScenarioFail("a scenario needs start or setup");
  const decks = SEATS.map((n) => {
    const d = buildRiseDeck(set, sc.setup!.players[n].deck);
    if (!d.ok) throw new ScenarioFail(`deck of ${n} refused: ${d.problems.map((p) => p.message).join("; ")}`);
    return d.deck;
  });
  const cards = cardTable(
    set,
    decks.flatMap((d) => [d.commander, ...d.cards]),
  );
  const config = { cards, decks: decks.map((d) => ({ commander: d.commander, cards: [...d.cards] })) };
  return { s: riseRules.create(config, sc.seed), labels: new Map(), set };
}

/** Index of the n-th (1-based) ability of `kind` of an object. */
function abilityIndex(c: Ctx, id: string, kind: "payment" | "reward", n: number): number {
  const code = c.s.objects[Number(id.slice(1))]!.code;
  // Granted abilities (706.1c) are numbered after the printed ones.
  const list = abilitiesOf(c.s, id).flatMap((a, i) => (a.kind === kind ? [i] : []));
  const i = list[n - 1];
  if (i !== undefined) return i;
  // A payment ability it no longer has (a granted one that ended): the index it had, for a `reject` step.
  if (kind === "payment" && n > list.length) return abilitiesOf(c.s, id).length + n - list.length - 1;
  throw new ScenarioFail(`${code} has no ${kind} ability ${n}`);
}

function toAction(c: Ctx, a: Omit<RiseAct, "by">, ref: (n: string) => string): RiseAction {
  const targets = a.targets?.map((t) => ref(t));
  const t = targets ? { targets } : {};
  if (a.pass) return { type: "pass" };
  if (a.concede) return { type: "concede" };
  if (a.play) return { type: "play", card: ref(a.play), ...t };
  if (a.resource) return { type: "resource", card: ref(a.resource), ...(a.faceUp ? { faceUp: true } : {}) };
  if (a.fire) return { type: "fire", weapon: ref(a.fire) };
  if (a.board) {
    if (!a.vehicle) throw new ScenarioFail("board needs a vehicle");
    return { type: "board", card: ref(a.board), vehicle: ref(a.vehicle) };
  }
  if (a.attack) {
    if (!a.defender) throw new ScenarioFail("attack needs a defender");
    return { type: "declare", attacker: ref(a.attack), defender: ref(a.defender) };
  }
  if (a.use) {
    const id = ref(a.use);
    return { type: "payment", card: id, ability: abilityIndex(c, id, "payment", a.ability ?? 1), ...t };
  }
  if (a.complete) {
    const id = ref(a.complete);
    return { type: "complete", card: id, ability: abilityIndex(c, id, "reward", a.ability ?? 1), ...t };
  }
  throw new ScenarioFail("act names no action");
}

const none = (o: string | undefined) => !o || o === "none" || o === "no";

const ZONE_NAMES: Record<Zone, string> = {
  deck: "deck",
  hand: "hand",
  salvage: "salvage",
  vortex: "vortex",
  chain: "chain",
  resource: "resources",
  troop: "troops",
  commander: "gear",
  gone: "gone",
};

function unitView(c: Ctx, id: string) {
  const v = riseRules.view(c.s, "public");
  return v.players.flatMap((p) => [p.commander, ...p.troops]).find((k) => k.id === id);
}

const riseScenarios: ScenarioGame<RiseState, RiseAction, Ctx, RiseAct, Expect, RiseScenario> = {
  schema: RiseScenarioSchema,
  rules: riseRules,
  begin,
  codeOf: (c, name) => lookup(c.set, name)?.id ?? Object.values(c.s.cards).find((x) => x.name === name)?.id,
  nameable: (c, o) => o.zone !== "gone" && !c.fillers?.has(o.id),
  viewCard: (c, name) => lookup(c.set, name),
  shows: (text, card) => text.includes(card.name),
  toAction,
  toAnswer(c, ch, p, ref) {
    const opt = ch.option === true ? "yes" : ch.option === false ? "no" : ch.option;
    switch (p.kind) {
      case "reset":
        return { type: "reset", keep: opt !== "reset" };
      case "guard":
        return { type: "guard", guard: none(opt) ? null : ref(opt!) };
      case "armor":
        return { type: "armor", armor: none(opt) ? null : ref(opt!) };
      case "discard":
        return { type: "discard", cards: (ch.cards ?? []).map((x) => ref(x)) };
      case "uniqueness":
        return { type: "conflict", card: ref(ch.cards?.[0] ?? String(opt)) };
      case "trigger-order": {
        const id = ref(ch.cards?.[0] ?? String(opt));
        const i = c.s.waiting.findIndex((w) => w.card === id);
        if (i < 0) throw new ScenarioFail(`${ch.cards?.[0] ?? opt} has no waiting triggered ability`);
        return { type: "order", first: i };
      }
      case "trigger-targets":
        return { type: "trigger", targets: ch.targets ? ch.targets.map((x) => ref(x)) : null };
      case "may-pay":
        return { type: "pay", pay: opt === "yes" };
      case "look-top":
        return { type: "top", card: ref(ch.cards?.[0] ?? String(opt)) };
      case "search":
        return { type: "search", card: opt === "none" ? null : ref(ch.cards?.[0] ?? String(opt)) };
    }
    throw new ScenarioFail(`cannot answer a ${p.kind} decision`);
  },
  zoneName(c, id) {
    const o = c.s.objects[Number(id.slice(1))]!;
    return o.zone === "commander" && c.s.players[o.controller]!.commander === id ? "commander" : ZONE_NAMES[o.zone];
  },
  counts(s, seat) {
    const p = s.players[seat]!;
    return {
      hand: p.hand.length,
      deck: p.deck.length,
      salvage: p.salvage.length,
      vortex: p.vortex.length,
      troops: p.troops.length,
      gear: p.gear.length,
      resources: p.resources.length,
    };
  },
  character: unitView,
  // Over without a winner is a draw (both commanders destroyed at once, 102.1a); a running game is "none".
  winner: (s) => (s.over ? (s.winner === null ? "draw" : SEATS[s.winner]!) : "none"),
  expectMore(c, e, ref) {
    for (const [n, x] of Object.entries(e.faceDown ?? {}))
      check(`${n} face down`, c.s.objects[Number(ref(n).slice(1))]!.faceDown, x);
    for (const [n, x] of Object.entries(e.health ?? {})) check(`health of ${n}`, unitView(c, ref(n))?.health, x);
    for (const [n, kinds] of Object.entries(e.counters ?? {}))
      for (const [k, x] of Object.entries(kinds)) check(`${k} counters on ${n}`, countersOf(c.s, ref(n), k), x);
    for (const [n, x] of Object.entries(e.attached ?? {})) {
      const host = hostOf(c.s, ref(n)).host?.obj;
      check(`${n} attached to`, host ?? "none", x === "none" ? "none" : ref(x));
    }
    for (const [n, x] of Object.entries(e.tags ?? {})) check(`tags of ${n}`, tagsOf(c.s, ref(n)), x);
  },
};

/** Runs one scenario document. */
export function runRiseScenario(doc: unknown): RiseScenarioResult {
  return runFamilyScenario(riseScenarios, doc);
}
