/**
 * Runs a `game: rise` scenario (shared/scenario-format.md; docs/scenarios.md "Rise TCG scenarios"): builds the
 * position from the sample set's cards (or a real start from decks), performs the steps through the rules module
 * as players would, and checks the expectations. Strict: an unknown card or label, an unexpected rejection or a
 * failed expectation fails with the step number and what differed.
 */
import type { Seat } from "../../../engine/index.js";
import { cardTable } from "../cards/catalogue.js";
import type { CardSet, RiseCard } from "../cards/schema.js";
import { sampleSet } from "../data/sample.js";
import { buildRiseDeck } from "../decks.js";
import { advance } from "../rules/flow.js";
import { type RiseAction, riseRules } from "../rules/index.js";
import { canAct } from "../rules/legal.js";
import { newObject } from "../rules/setup.js";
import type { RiseObject, RisePlayer, RiseState, Zone } from "../rules/state.js";
import { type RiseAct, type RiseCardEntry, type RiseScenario, RiseScenarioSchema, type RiseStep } from "./schema.js";

/** The outcome of one scenario. */
export interface RiseScenarioResult {
  readonly name: string;
  readonly ok: boolean;
  readonly failure?: string;
  readonly rules: string[];
}

const SEATS = ["A", "B"] as const;
const seatOf = (n: string): Seat => (n === "A" ? 0 : 1);

class Fail extends Error {}

interface Ctx {
  s: RiseState;
  labels: Map<string, string>;
  set: CardSet;
  /** Plain cards the runner adds (a default deck, numbered resources): never named by a scenario. */
  fillers?: Set<string>;
}

const entry = (e: RiseCardEntry): Exclude<RiseCardEntry, string> => (typeof e === "string" ? { card: e } : e);

function lookup(set: CardSet, name: string): RiseCard | undefined {
  const n = name.toLowerCase();
  return set.cards.find((c) => c.id === name || c.name.toLowerCase() === n || c.zh === name);
}

/** Builds the `start` position: the turn player holds priority in their non-combat action phase (502.1). */
function build(sc: NonNullable<RiseScenario["start"]>, set: CardSet): Ctx {
  const labels = new Map<string, string>();
  const fillers = new Set<string>();
  const objects: RiseObject[] = [];
  const turn = sc.turnNumber ?? 3;
  const make = (e: RiseCardEntry, owner: Seat, zone: Zone): string => {
    const x = entry(e);
    const c = lookup(set, x.card);
    if (!c) throw new Fail(`unknown card "${x.card}"`);
    const id = `o${objects.length}`;
    const o = newObject(id, c.id, owner, zone);
    o.exhausted = x.exhausted ?? false;
    o.damage = x.damage ?? 0;
    o.faceDown = zone === "resource" && !x.faceUp;
    o.since = x.new ? turn : 0;
    objects.push(o);
    if (x.as) {
      if (labels.has(x.as)) throw new Fail(`label ${x.as} used twice`);
      labels.set(x.as, id);
    }
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

/** The object a scenario names: a label, else the one object of that card (id, name or Chinese name). */
function ref(c: Ctx, name: string): string {
  const l = c.labels.get(name);
  if (l) return l;
  if (name === "A" || name === "B") return `p${seatOf(name)}`;
  const card = lookup(c.set, name);
  const code = card?.id ?? Object.values(c.s.cards).find((x) => x.name === name)?.id;
  if (!code) throw new Fail(`unknown card or label "${name}"`);
  const hits = c.s.objects.filter((o) => o.code === code && o.zone !== "gone" && !c.fillers?.has(o.id));
  if (hits.length === 0) throw new Fail(`no ${name} in this scenario`);
  if (hits.length > 1) throw new Fail(`${name} names several cards; give them labels`);
  return hits[0]!.id;
}

/** Index of the n-th (1-based) ability of `kind` of an object. */
function abilityIndex(c: Ctx, id: string, kind: "payment" | "reward", n: number): number {
  const code = c.s.objects[Number(id.slice(1))]!.code;
  const list = (c.s.cards[code]?.abilities ?? []).flatMap((a, i) => (a.kind === kind ? [i] : []));
  const i = list[n - 1];
  if (i === undefined) throw new Fail(`${code} has no ${kind} ability ${n}`);
  return i;
}

function toAction(c: Ctx, a: Omit<RiseAct, "by">): RiseAction {
  const targets = a.targets?.map((t) => ref(c, t));
  const t = targets ? { targets } : {};
  if (a.pass) return { type: "pass" };
  if (a.concede) return { type: "concede" };
  if (a.play) return { type: "play", card: ref(c, a.play), ...t };
  if (a.resource) return { type: "resource", card: ref(c, a.resource), ...(a.faceUp ? { faceUp: true } : {}) };
  if (a.fire) return { type: "fire", weapon: ref(c, a.fire) };
  if (a.attack) {
    if (!a.defender) throw new Fail("attack needs a defender");
    return { type: "declare", attacker: ref(c, a.attack), defender: ref(c, a.defender) };
  }
  if (a.use) {
    const id = ref(c, a.use);
    return { type: "payment", card: id, ability: abilityIndex(c, id, "payment", a.ability ?? 1), ...t };
  }
  if (a.complete) {
    const id = ref(c, a.complete);
    return { type: "complete", card: id, ability: abilityIndex(c, id, "reward", a.ability ?? 1), ...t };
  }
  throw new Fail("act names no action");
}

const none = (o: string | undefined) => !o || o === "none" || o === "no";

function toAnswer(c: Ctx, ch: { option?: string | boolean; cards?: string[]; targets?: string[] }): RiseAction {
  const p = riseRules.pending(c.s);
  if (!p) throw new Fail("no decision is pending");
  const opt = ch.option === true ? "yes" : ch.option === false ? "no" : ch.option;
  switch (p.kind) {
    case "reset":
      return { type: "reset", keep: opt !== "reset" };
    case "guard":
      return { type: "guard", guard: none(opt) ? null : ref(c, opt!) };
    case "armor":
      return { type: "armor", armor: none(opt) ? null : ref(c, opt!) };
    case "discard":
      return { type: "discard", cards: (ch.cards ?? []).map((x) => ref(c, x)) };
    case "uniqueness":
      return { type: "conflict", card: ref(c, ch.cards?.[0] ?? String(opt)) };
    case "trigger-targets":
      return { type: "trigger", targets: ch.targets ? ch.targets.map((x) => ref(c, x)) : null };
    case "may-pay":
      return { type: "pay", pay: opt === "yes" };
    case "look-top":
      return { type: "top", card: ref(c, ch.cards?.[0] ?? String(opt)) };
  }
  throw new Fail(`cannot answer a ${p.kind} decision`);
}

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

function zoneName(c: Ctx, id: string): string {
  const o = c.s.objects[Number(id.slice(1))]!;
  return o.zone === "commander" && c.s.players[o.controller]!.commander === id ? "commander" : ZONE_NAMES[o.zone];
}

function check(label: string, got: unknown, want: unknown): void {
  if (JSON.stringify(got) !== JSON.stringify(want))
    throw new Fail(`${label}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
}

function unitView(c: Ctx, n: string) {
  const v = riseRules.view(c.s, "public");
  return v.players.flatMap((p) => [p.commander, ...p.troops]).find((k) => k.id === ref(c, n));
}

function counts(c: Ctx, e: Extract<RiseStep, { expect: unknown }>["expect"]): void {
  for (const [n, want] of Object.entries(e.count ?? {})) {
    const p = c.s.players[seatOf(n)]!;
    const zones: Record<string, number> = {
      hand: p.hand.length,
      deck: p.deck.length,
      salvage: p.salvage.length,
      vortex: p.vortex.length,
      troops: p.troops.length,
      gear: p.gear.length,
      resources: p.resources.length,
    };
    for (const [z, k] of Object.entries(want)) {
      if (!(z in zones)) throw new Fail(`unknown zone ${z}`);
      check(`${n} ${z} count`, zones[z], k);
    }
  }
}

function expectations(c: Ctx, e: Extract<RiseStep, { expect: unknown }>["expect"]): void {
  const s = c.s;
  const o = (n: string) => s.objects[Number(ref(c, n).slice(1))]!;
  for (const [n, z] of Object.entries(e.zone ?? {})) check(`zone of ${n}`, zoneName(c, ref(c, n)), z);
  for (const [n, d] of Object.entries(e.damage ?? {})) check(`damage on ${n}`, o(n).damage, d);
  for (const [n, x] of Object.entries(e.exhausted ?? {})) check(`${n} exhausted`, o(n).exhausted, x);
  for (const [n, x] of Object.entries(e.faceDown ?? {})) check(`${n} face down`, o(n).faceDown, x);
  for (const [n, x] of Object.entries(e.atk ?? {})) check(`ATK of ${n}`, unitView(c, n)?.atk, x);
  for (const [n, x] of Object.entries(e.health ?? {})) check(`health of ${n}`, unitView(c, n)?.health, x);
  if (e.winner) check("winner", s.over ? (s.winner === null ? "draw" : SEATS[s.winner]) : "none", e.winner);
  if (e.turn) check("turn", SEATS[s.active], e.turn);
  if (e.step) check("step", s.step, e.step);
  if (e.window) check("window", s.window?.kind ?? "none", e.window);
  if (e.chain)
    check(
      "chain (top first)",
      [...s.chain].reverse().map((l) => l.card),
      e.chain.map((n) => ref(c, n)),
    );
  if (e.pending) {
    const p = riseRules.pending(s);
    check("pending", p ? { by: SEATS[p.seat], kind: p.kind } : "none", e.pending);
  }
  counts(c, e);
  for (const line of e.log ?? [])
    if (!s.log.some((l) => l.text.includes(line))) throw new Fail(`log has no line containing "${line}"`);
  for (const line of e.nolog ?? [])
    if (s.log.some((l) => l.text.includes(line))) throw new Fail(`log has a line containing "${line}"`);
}

function viewCheck(c: Ctx, v: Extract<RiseStep, { view: unknown }>["view"]): void {
  const text = JSON.stringify(riseRules.view(c.s, v.of === "public" ? "public" : seatOf(v.of)));
  for (const n of v.hides ?? []) {
    const card = lookup(c.set, n);
    if (!card) throw new Fail(`unknown card ${n}`);
    if (text.includes(`"${card.id}"`) || text.includes(card.name)) throw new Fail(`the ${v.of} view shows ${n}`);
  }
  for (const n of v.shows ?? []) {
    const card = lookup(c.set, n);
    if (!card || !text.includes(card.name)) throw new Fail(`the ${v.of} view does not show ${n}`);
  }
}

function runStep(c: Ctx, step: RiseStep): void {
  if ("act" in step) {
    const r = riseRules.apply(c.s, seatOf(step.act.by), toAction(c, step.act));
    if (!r.ok) throw new Fail(`refused: ${r.error.code}: ${r.error.message}`);
    c.s = r.state;
  } else if ("choose" in step) {
    const r = riseRules.apply(c.s, seatOf(step.choose.by), toAnswer(c, step.choose));
    if (!r.ok) throw new Fail(`refused: ${r.error.code}: ${r.error.message}`);
    c.s = r.state;
  } else if ("reject" in step) {
    const j = step.reject;
    const a = j.act ? toAction(c, j.act) : toAnswer(c, j.choose ?? {});
    const before = JSON.stringify(c.s);
    const r = riseRules.apply(c.s, seatOf(j.by), a);
    if (r.ok) throw new Fail(`expected a rejection of ${JSON.stringify(a)}`);
    if (j.rule && !(r.error.rule ?? "").startsWith(j.rule))
      throw new Fail(`rejected citing ${r.error.rule ?? "no rule"} (${r.error.code}), expected ${j.rule}`);
    if (JSON.stringify(c.s) !== before) throw new Fail("a rejection changed the state");
  } else if ("expect" in step) expectations(c, step.expect);
  else viewCheck(c, step.view);
  const broken = riseRules.verify(c.s);
  if (broken.length) throw new Fail(`invariant broken: ${broken[0]}`);
}

function begin(sc: RiseScenario): Ctx {
  const set = sampleSet();
  if (sc.start) return build(sc.start, set);
  if (!sc.setup) throw new Fail("a scenario needs start or setup");
  const decks = SEATS.map((n) => {
    const d = buildRiseDeck(set, sc.setup!.players[n].deck);
    if (!d.ok) throw new Fail(`deck of ${n} refused: ${d.problems.map((p) => p.message).join("; ")}`);
    return d.deck;
  });
  const cards = cardTable(
    set,
    decks.flatMap((d) => [d.commander, ...d.cards]),
  );
  const config = { cards, decks: decks.map((d) => ({ commander: d.commander, cards: [...d.cards] })) };
  return { s: riseRules.create(config, sc.seed), labels: new Map(), set };
}

/** Runs one scenario document. */
export function runRiseScenario(doc: unknown): RiseScenarioResult {
  const parsed = RiseScenarioSchema.safeParse(doc);
  const name = typeof doc === "object" && doc && "name" in doc ? String((doc as { name: unknown }).name) : "(unnamed)";
  if (!parsed.success)
    return {
      name,
      ok: false,
      failure: `invalid scenario: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
      rules: [],
    };
  const sc = parsed.data;
  let step = 0;
  let c: Ctx | undefined;
  try {
    c = begin(sc);
    for (const st of sc.steps) {
      step++;
      runStep(c, st);
    }
    return { name: sc.name, ok: true, rules: sc.rules };
  } catch (e) {
    if (!(e instanceof Fail)) throw e;
    // The last log lines help to see what happened instead.
    const tail = c
      ? ` (log: ${c.s.log
          .slice(-6)
          .map((l) => l.text)
          .join(" | ")})`
      : "";
    return { name: sc.name, ok: false, failure: `step ${step}: ${e.message}${tail}`, rules: sc.rules };
  }
}
