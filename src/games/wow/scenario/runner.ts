/**
 * Runs a `game: wow` scenario (shared/scenario-format.md; docs/scenarios.md "WoW TCG scenarios"): builds the
 * position (or a real start from decks), performs the steps through the rules module as players would, and checks
 * the expectations. Strict: an unknown card or label, an unexpected rejection or a failed expectation fails with
 * the step number and what differed.
 */
import type { Seat } from "../../../engine/index.js";
import { lookupCard, buildWowDeck } from "../decks.js";
import { script } from "../cards/registry.js";
import { type WowAction, wowRules } from "../rules/index.js";
import { advance } from "../rules/flow.js";
import { canAct } from "../rules/legal.js";
import type { WowObject, WowPlayer, WowState, Zone } from "../rules/state.js";
import { type WowAct, type WowCardEntry, type WowScenario, WowScenarioSchema, type WowStep } from "./schema.js";

/** The outcome of one scenario. */
export interface WowScenarioResult {
  readonly name: string;
  readonly ok: boolean;
  readonly failure?: string;
  readonly rules: string[];
}

const SEATS = ["A", "B"] as const;
const seatOf = (n: string): Seat => (n === "A" ? 0 : 1);

class Fail extends Error {}

interface Ctx {
  s: WowState;
  labels: Map<string, string>;
}

function entry(e: WowCardEntry): Exclude<WowCardEntry, string> {
  return typeof e === "string" ? { card: e } : e;
}

/** Builds the `start` position: the turn player holds priority in their non-combat action phase (502.1). */
function build(sc: NonNullable<WowScenario["start"]>): Ctx {
  const labels = new Map<string, string>();
  const objects: WowObject[] = [];
  const turn = sc.turnNumber ?? 3;
  const make = (e: WowCardEntry, owner: Seat, zone: Zone): string => {
    const x = entry(e);
    const p = lookupCard(x.card);
    if (!p) throw new Fail(`unknown card "${x.card}"`);
    const id = `o${objects.length}`;
    objects.push({
      id,
      code: p.id,
      owner,
      controller: owner,
      zone,
      exhausted: x.exhausted ?? false,
      damage: x.damage ?? 0,
      faceDown: zone === "resource" && !x.faceUp,
      since: x.new ? turn : 0,
      flipped: x.flipped ?? false,
    });
    if (x.as) {
      if (labels.has(x.as)) throw new Fail(`label ${x.as} used twice`);
      labels.set(x.as, id);
    }
    return id;
  };
  const players: WowPlayer[] = SEATS.map((n) => {
    const seat = seatOf(n);
    const ps = sc.players[n];
    const hero = make(ps.hero, seat, "hero");
    const res =
      typeof ps.resources === "number"
        ? Array.from({ length: ps.resources }, () => "Lightning Bolt")
        : (ps.resources ?? []);
    return {
      hero,
      hand: (ps.hand ?? []).map((c) => make(c, seat, "hand")),
      deck: (ps.deck ?? []).map((c) => make(c, seat, "deck")),
      graveyard: (ps.graveyard ?? []).map((c) => make(c, seat, "graveyard")),
      rfg: [],
      allies: (ps.allies ?? []).map((c) => make(c, seat, "ally")),
      equipment: (ps.equipment ?? []).map((c) => make(c, seat, "hero")),
      resources: res.map((c) => make(c, seat, "resource")),
      placed: ps.placedResource ?? false,
      decked: false,
      lost: false,
    };
  });
  const active = seatOf(sc.turn);
  const s: WowState = {
    version: 0,
    rng: [1, 2, 3, 4],
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
    mulligans: [],
    turnMods: [],
    dealt: [],
    used: [],
    log: [],
    winner: null,
    over: false,
  };
  advance(s, canAct);
  return { s, labels };
}

/** The object a scenario names: a label, else the one object with that card name (or code). */
function ref(c: Ctx, name: string): string {
  const l = c.labels.get(name);
  if (l) return l;
  if (name === "A" || name === "B") return `p${seatOf(name)}`;
  const p = lookupCard(name);
  if (!p) throw new Fail(`unknown card or label "${name}"`);
  const hits = c.s.objects.filter((o) => o.code === p.id);
  if (hits.length === 0) throw new Fail(`no ${name} in this scenario`);
  if (hits.length > 1) throw new Fail(`${name} names several cards; give them labels`);
  return hits[0]!.id;
}

function toAction(c: Ctx, a: Omit<WowAct, "by">): WowAction {
  const targets = a.targets?.map((t) => ref(c, t));
  const t = { ...(targets ? { targets } : {}), ...(a.pay ? { pay: a.pay.map((x) => ref(c, x)) } : {}) };
  if (a.pass) return { type: "pass" };
  if (a.concede) return { type: "concede" };
  if (a.play) return { type: "play", card: ref(c, a.play), ...(targets ? { targets } : {}) };
  if (a.resource) return { type: "resource", card: ref(c, a.resource), ...(a.faceUp ? { faceUp: true } : {}) };
  if (a.complete)
    return {
      type: "complete",
      quest: ref(c, a.complete),
      ...t,
      ...(a.modes ? { modes: a.modes.map((m) => m - 1) } : {}),
    };
  if (a.strike) return { type: "strike", weapon: ref(c, a.strike) };
  if (a.attack) {
    if (!a.defender) throw new Fail("attack needs a defender");
    return { type: "attack", attacker: ref(c, a.attack), defender: ref(c, a.defender) };
  }
  if (a.activate) {
    const id = ref(c, a.activate);
    const powers = wowPowers(c, id);
    const index = powers[(a.power ?? 1) - 1];
    if (index === undefined) throw new Fail(`${a.activate} has no payment power ${a.power ?? 1}`);
    return { type: "power", card: id, power: index, ...t, ...(a.x !== undefined ? { x: a.x } : {}) };
  }
  throw new Fail("act names no action");
}

/** Indexes of an object's payment powers (1-based in scenarios). */
function wowPowers(c: Ctx, id: string): number[] {
  const code = c.s.objects[Number(id.slice(1))]!.code;
  return (script(code)?.powers ?? []).flatMap((p, i) => (p.kind === "payment" ? [i] : []));
}

function toAnswer(c: Ctx, ch: { option?: string | boolean; cards?: string[]; targets?: string[] }): WowAction {
  const p = wowRules.pending(c.s);
  if (!p) throw new Fail("no decision is pending");
  const opt = ch.option === true ? "yes" : ch.option === false ? "no" : ch.option;
  switch (p.kind) {
    case "mulligan":
      return { type: "mulligan", keep: opt !== "mulligan" && opt !== "yes" };
    case "protect":
      return { type: "protect", protector: !opt || opt === "none" || opt === "no" ? null : ref(c, opt) };
    case "armor":
      return { type: "armor", armor: !opt || opt === "none" || opt === "no" ? null : ref(c, opt) };
    case "discard":
      return { type: "discard", cards: (ch.cards ?? []).map((x) => ref(c, x)) };
    case "uniqueness":
      return { type: "repair", card: ref(c, ch.cards?.[0] ?? String(opt)) };
    case "trigger-targets":
      return { type: "trigger", targets: ch.targets ? ch.targets.map((x) => ref(c, x)) : null };
    case "graveyard-pick":
    case "choose":
    case "search":
    case "reveal":
      return { type: "pick", card: ref(c, ch.cards?.[0] ?? String(opt)) };
    case "shuffle-in":
      return { type: "shuffle-in", cards: (ch.cards ?? []).map((x) => ref(c, x)) };
    case "either": {
      // The option by its label (or its index).
      const o = p.options.find((x) => x.label === opt || x.id === opt);
      if (!o) throw new Fail(`no option "${String(opt)}" (${p.options.map((x) => x.label).join(" / ")})`);
      return { type: "either", option: Number(o.id) };
    }
  }
  throw new Fail(`cannot answer a ${p.kind} decision`);
}

function zoneName(c: Ctx, id: string): string {
  const o = c.s.objects[Number(id.slice(1))]!;
  return o.zone === "ally"
    ? "allies"
    : o.zone === "hero"
      ? c.s.players[o.controller]!.hero === id
        ? "hero"
        : "equipment"
      : o.zone === "resource"
        ? "resources"
        : o.zone === "rfg"
          ? "removed"
          : o.zone;
}

function check(label: string, got: unknown, want: unknown): void {
  if (JSON.stringify(got) !== JSON.stringify(want))
    throw new Fail(`${label}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
}

function expectations(c: Ctx, e: Extract<WowStep, { expect: unknown }>["expect"]): void {
  const s = c.s;
  const o = (n: string) => s.objects[Number(ref(c, n).slice(1))]!;
  for (const [n, z] of Object.entries(e.zone ?? {})) check(`zone of ${n}`, zoneName(c, ref(c, n)), z);
  for (const [n, d] of Object.entries(e.damage ?? {})) check(`damage on ${n}`, o(n).damage, d);
  for (const [n, x] of Object.entries(e.exhausted ?? {})) check(`${n} exhausted`, o(n).exhausted, x);
  for (const [n, x] of Object.entries(e.flipped ?? {})) check(`${n} flipped`, o(n).flipped, x);
  for (const [n, x] of Object.entries(e.atk ?? {})) {
    const v = wowRules.view(s, "public");
    const all = v.players.flatMap((p) => [p.hero, ...p.allies]);
    check(`ATK of ${n}`, all.find((k) => k.id === ref(c, n))?.atk, x);
  }
  if (e.winner) check("winner", s.over ? (s.winner === null ? "none" : SEATS[s.winner]) : "running", e.winner);
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
    const p = wowRules.pending(s);
    check("pending", p ? { by: SEATS[p.seat], kind: p.kind } : "none", e.pending);
  }
  for (const [n, counts] of Object.entries(e.count ?? {})) {
    const p = s.players[seatOf(n)]!;
    const zones: Record<string, number> = {
      hand: p.hand.length,
      deck: p.deck.length,
      graveyard: p.graveyard.length,
      removed: p.rfg.length,
      allies: p.allies.length,
      equipment: p.equipment.length,
      resources: p.resources.length,
    };
    for (const [z, want] of Object.entries(counts)) {
      if (!(z in zones)) throw new Fail(`unknown zone ${z}`);
      check(`${n} ${z} count`, zones[z], want);
    }
  }
  for (const line of e.log ?? [])
    if (!s.log.some((l) => l.text.includes(line)))
      throw new Fail(`log has no line containing "${line}" (${s.log.map((l) => l.text).join(" / ")})`);
}

function viewCheck(c: Ctx, v: Extract<WowStep, { view: unknown }>["view"]): void {
  const text = JSON.stringify(wowRules.view(c.s, v.of === "public" ? "public" : seatOf(v.of)));
  for (const n of v.hides ?? []) {
    const p = lookupCard(n);
    if (!p) throw new Fail(`unknown card ${n}`);
    if (text.includes(`"${p.id}"`) || text.includes(p.name)) throw new Fail(`the ${v.of} view shows ${n}`);
  }
  for (const n of v.shows ?? []) {
    const p = lookupCard(n);
    if (!p || !text.includes(`"${p.id}"`)) throw new Fail(`the ${v.of} view does not show ${n}`);
  }
}

function runStep(c: Ctx, step: WowStep): void {
  if ("act" in step) {
    const r = wowRules.apply(c.s, seatOf(step.act.by), toAction(c, step.act));
    if (!r.ok) throw new Fail(`refused: ${r.error.code}: ${r.error.message}`);
    c.s = r.state;
  } else if ("choose" in step) {
    const r = wowRules.apply(c.s, seatOf(step.choose.by), toAnswer(c, step.choose));
    if (!r.ok) throw new Fail(`refused: ${r.error.code}: ${r.error.message}`);
    c.s = r.state;
  } else if ("reject" in step) {
    const j = step.reject;
    const a = j.act ? toAction(c, j.act) : toAnswer(c, j.choose ?? {});
    const before = JSON.stringify(c.s);
    const r = wowRules.apply(c.s, seatOf(j.by), a);
    if (r.ok) throw new Fail(`expected a rejection of ${JSON.stringify(a)}`);
    if (j.rule && !(r.error.rule ?? "").startsWith(j.rule))
      throw new Fail(`rejected citing ${r.error.rule ?? "no rule"} (${r.error.code}), expected ${j.rule}`);
    if (JSON.stringify(c.s) !== before) throw new Fail("a rejection changed the state");
  } else if ("expect" in step) expectations(c, step.expect);
  else viewCheck(c, step.view);
  const broken = wowRules.verify(c.s);
  if (broken.length) throw new Fail(`invariant broken: ${broken[0]}`);
}

/** Runs one scenario document. */
export function runWowScenario(doc: unknown): WowScenarioResult {
  const parsed = WowScenarioSchema.safeParse(doc);
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
  try {
    let c: Ctx;
    if (sc.start) c = build(sc.start);
    else if (sc.setup) {
      const decks = SEATS.map((n) => {
        const d = buildWowDeck(sc.setup!.players[n].deck);
        if (!d.ok) throw new Fail(`deck of ${n} refused: ${d.problems.map((p) => p.message).join("; ")}`);
        return d.deck;
      });
      c = { s: wowRules.create({ decks }, sc.seed), labels: new Map() };
    } else throw new Fail("a scenario needs start or setup");
    for (const st of sc.steps) {
      step++;
      runStep(c, st);
    }
    return { name: sc.name, ok: true, rules: sc.rules };
  } catch (e) {
    if (e instanceof Fail) return { name: sc.name, ok: false, failure: `step ${step}: ${e.message}`, rules: sc.rules };
    throw e;
  }
}
