/**
 * The scenario runner the WoW family shares (shared/scenario-format.md; docs/scenarios.md "WoW TCG scenarios",
 * "Rise TCG scenarios"): parses a document, builds the position through the game, performs the steps through the
 * rules module as players would and checks the expectations. Strict: an unknown card or label, an unexpected
 * rejection or a failed expectation fails with the step number, what differed and the last log lines. A game
 * supplies what its words mean (`ScenarioGame`): how a position is built, which action an `act` is, which answer a
 * `choose` is, zone names and counts, and its own expectations.
 */
import type { z } from "zod";
import type { GameRules, PendingDecision, Seat, TableView } from "../../../engine/index.js";
import type { ChooseSchema, ScenarioSeat } from "./schema.js";

/** The outcome of one scenario. */
export interface ScenarioResult {
  readonly name: string;
  readonly ok: boolean;
  readonly failure?: string;
  readonly rules: string[];
}

/** A scenario failure (an expectation, an unknown name): reported with the step number, never thrown out. */
export class ScenarioFail extends Error {}

/** The scenario seats in seat order. */
export const SEATS = ["A", "B"] as const;
/** The seat a scenario names. */
export const seatOf = (n: string): Seat => (n === "A" ? 0 : 1);

/** What the shared runner reads of a family state (both games' states have these fields). */
export interface ScenarioState {
  objects: { id: string; code: string; zone: string; exhausted: boolean; damage: number }[];
  log: { text: string }[];
  over: boolean;
  winner: Seat | null;
  active: Seat;
  step: string;
  window: { kind: string } | null;
  chain: { card: string }[];
}

/** A running scenario: the state and the labels (`as:`) given to objects. */
export interface ScenarioCtx<S> {
  s: S;
  labels: Map<string, string>;
}

/** An answer step, as written. */
export type ScenarioChoose = Omit<z.infer<typeof ChooseSchema>, "by">;

/** The expectations the shared runner checks itself. */
interface BaseExpect {
  zone?: Record<string, string>;
  damage?: Record<string, number>;
  exhausted?: Record<string, boolean>;
  atk?: Record<string, number>;
  winner?: string;
  turn?: z.infer<typeof ScenarioSeat>;
  step?: string;
  window?: string;
  chain?: string[];
  pending?: "none" | { by: string; kind: string };
  count?: Partial<Record<string, Record<string, number>>>;
  log?: string[];
  nolog?: string[];
}

/** The documents the shared runner reads (each game's schema makes one). */
interface BaseScenario<Act, Ex> {
  name: string;
  rules: string[];
  seed: number | string;
  steps: (
    | { act: Act }
    | { choose: ScenarioChoose & { by: "A" | "B" } }
    | { expect: Ex }
    | {
        reject: {
          by: "A" | "B";
          act?: Omit<Act, "by"> | undefined;
          choose?: ScenarioChoose | undefined;
          rule?: string | undefined;
        };
      }
    | { view: { of: "A" | "B" | "public"; hides?: string[] | undefined; shows?: string[] | undefined } }
  )[];
}

/** What a game tells the shared runner (its words; the runner does the rest). */
export interface ScenarioGame<
  S extends ScenarioState,
  A,
  C extends ScenarioCtx<S>,
  Act extends { by: "A" | "B" },
  Ex extends BaseExpect,
  Doc extends BaseScenario<Act, Ex>,
> {
  /** The game's document schema. */
  schema: z.ZodType<Doc>;
  /** The rules module the steps go through. */
  rules: Pick<GameRules<unknown, S, A, never, TableView>, "apply" | "pending" | "view" | "verify">;
  /** The first position: `start` built by hand, or a real start from `setup` decks. */
  begin(doc: Doc): C;
  /** The card code a name means (exact name, id, …), or undefined when the game knows no such card. */
  codeOf(c: C, name: string): string | undefined;
  /** Whether an object counts when a scenario names its card (Rise: not gone, not a runner's filler). */
  nameable?(c: C, o: S["objects"][number]): boolean;
  /** The card a `view` step names, for looking it up in a view. */
  viewCard(c: C, name: string): { id: string; name: string } | undefined;
  /** Whether a view's text shows the card (WoW: its printing id; Rise: its name). */
  shows(text: string, card: { id: string; name: string }): boolean;
  /** The action an `act` step means (`ref` resolves names and labels to object ids). */
  toAction(c: C, act: Omit<Act, "by">, ref: (name: string) => string): A;
  /** The answer a `choose` step means for the pending decision `p`. */
  toAnswer(c: C, ch: ScenarioChoose, p: PendingDecision<string>, ref: (name: string) => string): A;
  /** The scenario name of an object's zone. */
  zoneName(c: C, id: string): string;
  /** The scenario `count` zones of a seat. */
  counts(s: S, seat: Seat): Record<string, number>;
  /** ATK (and the like) of a character as the public view shows it. */
  character(c: C, id: string): { atk?: number; health?: number } | undefined;
  /** The `winner` value of the state. */
  winner(s: S): string;
  /** The game's own expectations (`flipped`, `faceDown`, `health`, …). */
  expectMore(c: C, e: Ex, ref: (name: string) => string): void;
  /** Whether a failed log expectation lists the whole log (WoW) or the runner adds the last lines anyway. */
  logInFailure?: boolean;
}

/** Fails unless `got` and `want` are the same JSON. */
export function check(label: string, got: unknown, want: unknown): void {
  if (JSON.stringify(got) !== JSON.stringify(want))
    throw new ScenarioFail(`${label}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
}

/**
 * Places scenario cards as objects: normalises an entry (a name or an object) and records its label.
 * @throws ScenarioFail on a label used twice.
 */
export function labeller(labels: Map<string, string>) {
  return <E extends { card: string; as?: string | undefined }>(e: string | E, id: string): E => {
    const x = (typeof e === "string" ? { card: e } : e) as E;
    if (x.as) {
      if (labels.has(x.as)) throw new ScenarioFail(`label ${x.as} used twice`);
      labels.set(x.as, id);
    }
    return x;
  };
}

type Game = ScenarioGame<
  ScenarioState,
  unknown,
  ScenarioCtx<ScenarioState>,
  { by: "A" | "B" },
  BaseExpect,
  BaseScenario<{ by: "A" | "B" }, BaseExpect>
>;

/**
 * The object a scenario names: a label, a seat (a player as a target), else the one object of that card; `Name#n` is
 * the n-th (from 1, in creation order) of several, for objects made during the scenario that no label can name
 * (tokens).
 */
function refOf(g: Game, c: ScenarioCtx<ScenarioState>, name: string): string {
  const l = c.labels.get(name);
  if (l) return l;
  if (name === "A" || name === "B") return `p${seatOf(name)}`;
  const nth = /^(.*)#(\d+)$/.exec(name);
  if (nth && !c.labels.has(name)) {
    const code = g.codeOf(c, nth[1]!);
    const hit = c.s.objects.filter((o) => o.code === code && (g.nameable?.(c, o) ?? true))[Number(nth[2]) - 1];
    if (!code || !hit) throw new ScenarioFail(`no ${name} in this scenario`);
    return hit.id;
  }
  const code = g.codeOf(c, name);
  if (!code) throw new ScenarioFail(`unknown card or label "${name}"`);
  const hits = c.s.objects.filter((o) => o.code === code && (g.nameable?.(c, o) ?? true));
  if (hits.length === 0) throw new ScenarioFail(`no ${name} in this scenario`);
  if (hits.length > 1) throw new ScenarioFail(`${name} names several cards; give them labels`);
  return hits[0]!.id;
}

function expectations(g: Game, c: ScenarioCtx<ScenarioState>, e: BaseExpect): void {
  const s = c.s;
  const ref = (n: string) => refOf(g, c, n);
  const o = (n: string) => s.objects[Number(ref(n).slice(1))]!;
  for (const [n, z] of Object.entries(e.zone ?? {})) check(`zone of ${n}`, g.zoneName(c, ref(n)), z);
  for (const [n, d] of Object.entries(e.damage ?? {})) check(`damage on ${n}`, o(n).damage, d);
  for (const [n, x] of Object.entries(e.exhausted ?? {})) check(`${n} exhausted`, o(n).exhausted, x);
  for (const [n, x] of Object.entries(e.atk ?? {})) check(`ATK of ${n}`, g.character(c, ref(n))?.atk, x);
  if (e.winner) check("winner", g.winner(s), e.winner);
  if (e.turn) check("turn", SEATS[s.active], e.turn);
  if (e.step) check("step", s.step, e.step);
  if (e.window) check("window", s.window?.kind ?? "none", e.window);
  if (e.chain)
    check(
      "chain (top first)",
      [...s.chain].reverse().map((l) => l.card),
      e.chain.map((n) => ref(n)),
    );
  if (e.pending) {
    const p = g.rules.pending(s);
    check("pending", p ? { by: SEATS[p.seat], kind: p.kind } : "none", e.pending);
  }
  for (const [n, want] of Object.entries(e.count ?? {})) {
    const zones = g.counts(s, seatOf(n));
    for (const [z, k] of Object.entries(want ?? {})) {
      if (!(z in zones)) throw new ScenarioFail(`unknown zone ${z}`);
      check(`${n} ${z} count`, zones[z], k);
    }
  }
  g.expectMore(c, e, ref);
  const all = g.logInFailure ? ` (${s.log.map((l) => l.text).join(" / ")})` : "";
  for (const line of e.log ?? [])
    if (!s.log.some((l) => l.text.includes(line))) throw new ScenarioFail(`log has no line containing "${line}"${all}`);
  for (const line of e.nolog ?? [])
    if (s.log.some((l) => l.text.includes(line))) throw new ScenarioFail(`log has a line containing "${line}"`);
}

function viewCheck(
  g: Game,
  c: ScenarioCtx<ScenarioState>,
  v: { of: "A" | "B" | "public"; hides?: string[] | undefined; shows?: string[] | undefined },
): void {
  const text = JSON.stringify(g.rules.view(c.s, v.of === "public" ? "public" : seatOf(v.of)));
  for (const n of v.hides ?? []) {
    const card = g.viewCard(c, n);
    if (!card) throw new ScenarioFail(`unknown card ${n}`);
    if (text.includes(`"${card.id}"`) || text.includes(card.name))
      throw new ScenarioFail(`the ${v.of} view shows ${n}`);
  }
  for (const n of v.shows ?? []) {
    const card = g.viewCard(c, n);
    if (!card || !g.shows(text, card)) throw new ScenarioFail(`the ${v.of} view does not show ${n}`);
  }
}

function answer(g: Game, c: ScenarioCtx<ScenarioState>, ch: ScenarioChoose): unknown {
  const p = g.rules.pending(c.s);
  if (!p) throw new ScenarioFail("no decision is pending");
  return g.toAnswer(c, ch, p, (n) => refOf(g, c, n));
}

function runStep(
  g: Game,
  c: ScenarioCtx<ScenarioState>,
  step: BaseScenario<{ by: "A" | "B" }, BaseExpect>["steps"][number],
): void {
  const ref = (n: string) => refOf(g, c, n);
  if ("act" in step) {
    const r = g.rules.apply(c.s, seatOf(step.act.by), g.toAction(c, step.act, ref));
    if (!r.ok) throw new ScenarioFail(`refused: ${r.error.code}: ${r.error.message}`);
    c.s = r.state;
  } else if ("choose" in step) {
    const r = g.rules.apply(c.s, seatOf(step.choose.by), answer(g, c, step.choose));
    if (!r.ok) throw new ScenarioFail(`refused: ${r.error.code}: ${r.error.message}`);
    c.s = r.state;
  } else if ("reject" in step) {
    const j = step.reject;
    const a = j.act ? g.toAction(c, j.act, ref) : answer(g, c, j.choose ?? {});
    const before = JSON.stringify(c.s);
    const r = g.rules.apply(c.s, seatOf(j.by), a);
    if (r.ok) throw new ScenarioFail(`expected a rejection of ${JSON.stringify(a)}`);
    if (j.rule && !(r.error.rule ?? "").startsWith(j.rule))
      throw new ScenarioFail(`rejected citing ${r.error.rule ?? "no rule"} (${r.error.code}), expected ${j.rule}`);
    if (JSON.stringify(c.s) !== before) throw new ScenarioFail("a rejection changed the state");
  } else if ("expect" in step) expectations(g, c, step.expect);
  else viewCheck(g, c, step.view);
  const broken = g.rules.verify(c.s);
  if (broken.length) throw new ScenarioFail(`invariant broken: ${broken[0]}`);
}

/** Runs one scenario document of a family game; a failure is a result, never an exception. */
export function runFamilyScenario<
  S extends ScenarioState,
  A,
  C extends ScenarioCtx<S>,
  Act extends { by: "A" | "B" },
  Ex extends BaseExpect,
  Doc extends BaseScenario<Act, Ex>,
>(game: ScenarioGame<S, A, C, Act, Ex, Doc>, doc: unknown): ScenarioResult {
  const g = game as unknown as Game;
  const parsed = g.schema.safeParse(doc);
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
  let c: ScenarioCtx<ScenarioState> | undefined;
  try {
    c = g.begin(sc);
    for (const st of sc.steps) {
      step++;
      runStep(g, c, st);
    }
    return { name: sc.name, ok: true, rules: sc.rules };
  } catch (e) {
    if (!(e instanceof ScenarioFail)) throw e;
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
