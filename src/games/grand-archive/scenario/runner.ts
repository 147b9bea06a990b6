/**
 * Runs `game: grand-archive` scenarios (docs/scenarios.md "Grand Archive"; shared/scenario-format.md): builds the
 * `start` position (or a real `setup` from decks), performs the steps through the rules module (answers checked
 * by the engine like the table does), and checks expectations, refusals and views. Strict: an unknown key, card,
 * label or seat, an unanswered decision or a failed expectation fails with the step number.
 */
import { seedRng } from "../../../engine/rng.js";
import { parseDeckText } from "../decks.js";
import type { GaAction } from "../rules/actions.js";
import { level, life, power } from "../rules/characteristics.js";
import { cardByName, cardData } from "../rules/catalogue.js";
import { advance } from "../rules/flow.js";
import { gainMastery } from "../rules/mastery.js";
import { gainStatus } from "../rules/statuses.js";
import { grandArchiveRules as R } from "../rules/index.js";
import { emptyPlayer, newState } from "../rules/setup.js";
import { type GaCard, type GaState, type Seat, type Zone, card } from "../rules/state.js";
import { type CardEntry, type GaScenario, type PlayerStart, ScenarioSchema, type Step } from "./schema.js";

/** A scenario's outcome. */
export interface ScenarioResult {
  readonly name: string;
  readonly ok: boolean;
  readonly failure?: string;
  readonly rules: readonly string[];
  /** The game log's last lines when the scenario failed (for diagnosis). */
  readonly log?: readonly string[];
}

class Fail extends Error {}
const SEATS = { A: 0, B: 1 } as const;
const ZONES = ["hand", "memory", "mainDeck", "materialDeck", "graveyard", "banishment", "field"] as const;

interface Ctx {
  s: GaState;
  labels: Map<string, string>;
}

function build(sc: GaScenario, ctx: { labels: Map<string, string> }): GaState {
  const st = sc.start!;
  const first: Seat = SEATS[st.turn];
  const s = newState({
    rng: seedRng(sc.seed ?? 1),
    turn: st.turnNumber ?? 3,
    active: first,
    first: (st.turnNumber ?? 3) % 2 === 1 ? first : first === 0 ? 1 : 0,
    phase: st.phase,
    cards: [],
    players: [emptyPlayer(), emptyPlayer()],
  });
  for (const k of ["A", "B"] as const) place(s, ctx, SEATS[k], st.players[k]);
  return s;
}

function mk(s: GaState, ctx: { labels: Map<string, string> }, seat: Seat, e: CardEntry, zone: Zone): GaCard {
  const name = typeof e === "string" ? e : e.card;
  const d = cardByName(name);
  if (!d) throw new Fail(`unknown card "${name}"`);
  const c: GaCard = {
    id: `c${s.cards.length}`,
    card: d.id,
    owner: seat,
    controller: seat,
    zone,
    rested: false,
    damage: 0,
    buff: 0,
    durability: d.durability ?? 0,
    enlighten: 0,
    lineage: [],
    ts: 0,
    ...(d.types.includes("TOKEN") ? { token: true as const } : {}), // a token on the field at the start
  };
  s.cards.push(c);
  if (typeof e !== "string") {
    if (e.as) {
      if (ctx.labels.has(e.as)) throw new Fail(`label ${e.as} used twice`);
      ctx.labels.set(e.as, c.id);
    }
    c.rested = e.rested ?? false;
    c.damage = e.damage ?? 0;
    c.buff = e.buff ?? 0;
    if (e.durability !== undefined) c.durability = e.durability;
    c.enlighten = e.enlighten ?? 0;
    if (e.distant) c.distant = true;
    if (e.loaded) c.loaded = e.loaded.map((n) => mk(s, ctx, seat, n, "loaded").id);
    if (e.preserved) c.preserved = true;
  }
  return c;
}

function place(s: GaState, ctx: { labels: Map<string, string> }, seat: Seat, p: PlayerStart): void {
  const pl = s.players[seat];
  for (const z of ZONES) for (const e of p[z] ?? []) pl[z].push(mk(s, ctx, seat, e, z).id);
  if (p.champion) {
    const c = mk(s, ctx, seat, p.champion, "field");
    const lineage = typeof p.champion === "string" ? [] : (p.champion.lineage ?? []);
    c.lineage = lineage.map((n) => mk(s, ctx, seat, n, "lineage").id);
    pl.field.unshift(c.id);
    pl.champion = c.id;
  }
  if (p.mastery) gainMastery(s, seat, p.mastery);
  for (const x of p.statuses ?? []) gainStatus(s, seat, x);
}

function fromSetup(sc: GaScenario): GaState {
  const decks = (["A", "B"] as const).map((k) => {
    const d = parseDeckText(sc.setup!.players[k].deck);
    if (!d.ok) throw new Fail(`deck of ${k}: ${d.problems.map((p) => p.message).join("; ")}`);
    return d.deck;
  });
  const first = sc.setup!.firstPlayer;
  return R.create({ decks: [decks[0]!, decks[1]!], ...(first ? { first: SEATS[first] } : {}) }, sc.seed ?? 1);
}

/** Resolves a label, or the first card of that name (for a seat, if given). */
function ref(ctx: Ctx, x: string, seat?: Seat): string {
  const l = ctx.labels.get(x);
  if (l) return l;
  const d = cardByName(x);
  if (!d) throw new Fail(`unknown label or card "${x}"`);
  const found = ctx.s.cards.find(
    (c) => c.card === d.id && (seat === undefined || c.owner === seat) && c.zone !== "lineage" && c.zone !== "gone",
  );
  if (!found) throw new Fail(`no ${x} in the game`);
  return found.id;
}

function toAction(
  ctx: Ctx,
  a: NonNullable<Extract<Step, { act: unknown }>["act"]> | Record<string, unknown>,
  seat: Seat,
): GaAction {
  const x = a as {
    activate?: string;
    targets?: string[];
    costObject?: string;
    extra?: true;
    brew?: string[];
    ability?: string;
    index?: number;
    attack?: string;
    target?: string;
    weapon?: string;
    pass?: true;
    concede?: true;
    enlighten?: true;
  };
  if (x.pass) return { type: "pass" };
  if (x.concede) return { type: "concede" };
  if (x.enlighten) return { type: "enlighten" };
  if (x.activate)
    return {
      type: "activate",
      card: ref(ctx, x.activate, seat),
      ...(x.targets ? { targets: x.targets.map((t) => ref(ctx, t)) } : {}),
      ...(x.costObject ? { costObject: ref(ctx, x.costObject, seat) } : {}),
      ...(x.extra ? { extra: true as const } : {}),
      ...(x.brew ? { brew: x.brew.map((b) => ref(ctx, b, seat)) } : {}),
    };
  if (x.ability) return { type: "ability", object: ref(ctx, x.ability, seat), ability: (x.index ?? 1) - 1 };
  if (x.attack)
    return {
      type: "attack",
      attacker: ref(ctx, x.attack, seat),
      target: ref(ctx, x.target ?? "", seat === 0 ? 1 : 0),
      ...(x.weapon ? { weapon: ref(ctx, x.weapon, seat) } : {}),
    };
  throw new Fail("act: nothing to do");
}

function toAnswer(ctx: Ctx, c: { option?: string; cards?: string[] }, strict = true): GaAction {
  const ask = ctx.s.ask;
  if (!ask) throw new Fail("choose: no decision is pending");
  const used = new Set<string>();
  const pickOf = (x: string): string => {
    const free = ask.options.filter((o) => !used.has(o.id));
    const lab = ctx.labels.get(x);
    const hit =
      free.find((o) => o.id === x) ??
      (lab ? free.find((o) => o.object === lab || o.id === lab || o.id.startsWith(`${lab}+`)) : undefined) ??
      free.find((o) => o.label === x) ??
      free.find((o) => o.object && cardData(card(ctx.s, o.object).card).name === x);
    if (!hit && !strict) return x;
    if (!hit) throw new Fail(`choose: ${x} is not among the options (${ask.options.map((o) => o.label).join(", ")})`);
    used.add(hit.id);
    return hit.id;
  };
  const picks = c.cards ? c.cards.map(pickOf) : [pickOf(c.option ?? "")];
  return { type: "answer", picks };
}

function zoneOf(s: GaState, id: string): string {
  const c = card(s, id);
  return c.zone;
}

function check(ctx: Ctx, e: Extract<Step, { expect: unknown }>["expect"]): void {
  const s = ctx.s;
  const eq = (what: string, got: unknown, want: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(want))
      throw new Fail(`expected ${what} ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };
  for (const [k, z] of Object.entries(e.zone ?? {})) eq(`${k} in`, zoneOf(s, ref(ctx, k)), z);
  for (const [k, v] of Object.entries(e.damage ?? {})) eq(`damage of ${k}`, card(s, ref(ctx, k)).damage, v);
  for (const [k, v] of Object.entries(e.power ?? {})) eq(`power of ${k}`, power(s, card(s, ref(ctx, k))), v);
  for (const [k, v] of Object.entries(e.life ?? {})) eq(`life of ${k}`, life(s, card(s, ref(ctx, k))), v);
  for (const [k, v] of Object.entries(e.name ?? {})) eq(`name of ${k}`, cardData(card(s, ref(ctx, k)).card).name, v);
  for (const [k, v] of Object.entries(e.rested ?? {})) eq(`${k} rested`, card(s, ref(ctx, k)).rested, v);
  for (const [k, v] of Object.entries(e.durability ?? {})) eq(`durability of ${k}`, card(s, ref(ctx, k)).durability, v);
  for (const [k, v] of Object.entries(e.enlighten ?? {}))
    eq(`enlighten counters of ${k}`, card(s, ref(ctx, k)).enlighten, v);
  for (const [k, v] of Object.entries(e.buff ?? {})) eq(`buff counters of ${k}`, card(s, ref(ctx, k)).buff, v);
  for (const [k, v] of Object.entries(e.level ?? {})) eq(`level of ${k}`, level(s, SEATS[k as "A"]), v);
  for (const [k, v] of Object.entries(e.distant ?? {})) eq(`${k} distant`, card(s, ref(ctx, k)).distant === true, v);
  for (const [k, v] of Object.entries(e.loaded ?? {}))
    eq(
      `loaded cards of ${k}`,
      (card(s, ref(ctx, k)).loaded ?? []).map((id) => cardData(card(s, id).card).name),
      v,
    );
  for (const [k, v] of Object.entries(e.lineage ?? {})) {
    const ch = s.players[SEATS[k as "A"]].champion;
    eq(`lineage of ${k}`, ch ? card(s, ch).lineage.map((id) => cardData(card(s, id).card).name) : [], v);
  }
  for (const [k, v] of Object.entries(e.statuses ?? {}))
    eq(`statuses of ${k}`, s.players[SEATS[k as "A"]].statuses ?? [], v);
  for (const [k, v] of Object.entries(e.mastery ?? {}))
    eq(`mastery of ${k}`, s.players[SEATS[k as "A"]].mastery ?? "none", v);
  for (const [k, v] of Object.entries(e.champion ?? {})) {
    const ch = s.players[SEATS[k as "A"]].champion;
    eq(`champion of ${k}`, ch ? cardData(card(s, ch).card).name : "none", v);
  }
  for (const [k, zs] of Object.entries(e.count ?? {}))
    for (const [z, n] of Object.entries(zs)) {
      if (!(ZONES as readonly string[]).includes(z)) throw new Fail(`unknown zone ${z}`);
      eq(`${k} ${z} count`, s.players[SEATS[k as "A"]][z as (typeof ZONES)[number]].length, n);
    }
  for (const [k, byName] of Object.entries(e.tokens ?? {}))
    for (const [name, n] of Object.entries(byName)) {
      const d = cardByName(name);
      if (!d) throw new Fail(`unknown token ${name}`);
      const on = s.players[SEATS[k as "A"]].field.filter((id) => card(s, id).token && card(s, id).card === d.id);
      eq(`${k} ${name} tokens on the field`, on.length, n);
    }
  if (e.turn) eq("turn", s.active, SEATS[e.turn]);
  if (e.phase) eq("phase", s.phase, e.phase);
  if (e.winner) eq("winner", s.draw ? "draw" : s.winner === null ? "none" : s.winner === 0 ? "A" : "B", e.winner);
  if (e.stack)
    eq(
      "stack",
      [...s.stack].reverse().map((x) => x.source),
      e.stack.map((x) => ref(ctx, x)),
    );
  if (e.pending) {
    const p = R.pending(s);
    eq("pending", p ? { by: p.seat === 0 ? "A" : "B", kind: p.kind } : "none", e.pending);
  }
}

function viewCheck(ctx: Ctx, v: Extract<Step, { view: unknown }>["view"]): void {
  const text = JSON.stringify(R.view(ctx.s, v.of === "public" ? "public" : SEATS[v.of]));
  for (const h of v.hides ?? []) {
    const id = ctx.labels.get(h);
    const name = id ? cardData(card(ctx.s, id).card).name : h;
    if (text.includes(`"name":${JSON.stringify(name)}`)) throw new Fail(`view of ${v.of} shows ${h}`);
  }
  for (const h of v.shows ?? []) {
    const id = ctx.labels.get(h);
    const name = id ? cardData(card(ctx.s, id).card).name : h;
    if (!text.includes(`"name":${JSON.stringify(name)}`)) throw new Fail(`view of ${v.of} does not show ${h}`);
  }
}

function step(ctx: Ctx, st: Step): void {
  if ("act" in st || "choose" in st) {
    const by = "act" in st ? st.act.by : st.choose.by;
    const a = "act" in st ? toAction(ctx, st.act, SEATS[by]) : toAnswer(ctx, st.choose);
    const r = R.apply(ctx.s, SEATS[by], a);
    if (!r.ok) throw new Fail(`refused: ${r.error.code} (${r.error.message})`);
    ctx.s = r.state;
    const broken = R.verify(ctx.s);
    if (broken.length) throw new Fail(`invariant: ${broken[0]}`);
  } else if ("expect" in st) check(ctx, st.expect);
  else if ("reject" in st) {
    const seat = SEATS[st.reject.by];
    const a = st.reject.act ? toAction(ctx, st.reject.act, seat) : toAnswer(ctx, st.reject.choose ?? {}, false);
    const r = R.apply(ctx.s, seat, a);
    if (r.ok) throw new Fail(`expected a refusal, the action was accepted`);
    if (st.reject.rule && !(r.error.rule ?? "").startsWith(st.reject.rule))
      throw new Fail(`refusal cites ${r.error.rule ?? "nothing"}, expected ${st.reject.rule}`);
  } else viewCheck(ctx, st.view);
}

/** Runs one scenario document. Never throws: a failure is reported with its step. */
export function runScenario(doc: unknown): ScenarioResult {
  const parsed = ScenarioSchema.safeParse(doc);
  const name = typeof doc === "object" && doc && "name" in doc ? String((doc as { name: unknown }).name) : "(unnamed)";
  if (!parsed.success)
    return {
      name,
      ok: false,
      failure: `bad scenario: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
      rules: [],
    };
  const sc = parsed.data;
  const rules = sc.rules ?? [];
  const labels = new Map<string, string>();
  let i = -1;
  let current: Ctx | null = null;
  try {
    if (!sc.start === !sc.setup) throw new Fail("give exactly one of start and setup");
    let s = sc.start ? build(sc, { labels }) : fromSetup(sc);
    if (sc.start) {
      s = { ...s };
      advance(s);
    }
    const ctx: Ctx = { s, labels };
    current = ctx;
    for (i = 0; i < sc.steps.length; i++) step(ctx, sc.steps[i]!);
    return { name, ok: true, rules };
  } catch (e) {
    if (e instanceof Fail)
      return {
        name,
        ok: false,
        failure: `${i >= 0 ? `step ${i + 1}: ` : ""}${e.message}`,
        rules,
        log: current?.s.log.slice(-12).map((l) => l.text) ?? [],
      };
    return { name, ok: false, failure: `${i >= 0 ? `step ${i + 1}: ` : ""}engine error: ${(e as Error).stack}`, rules };
  }
}
