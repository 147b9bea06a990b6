/**
 * Riftbound's decisions as neutral prompt models (issue 14; the bot renders them, src/bot/prompts/widgets.ts).
 * Pure: takes the state (for `legalActions` and dry runs of `riftbound.apply`) and reads every label from the
 * seat's view.
 *
 * An option id (≤ 16 chars of `A-Za-z0-9_.-`) names an action, or a partial choice in a multi-step flow;
 * {@link resolveStep} turns a click into either an action, the next step's prompt, or a refusal, and
 * {@link resolveOption} rebuilds a complete action (never trusting the click: it is checked by a dry run).
 */
import type {
  AssignControl,
  ButtonControl,
  ChoiceControl,
  ChoiceItem,
  Control,
  PromptModel,
  PromptPrefs,
  PromptStep,
  Seat,
  TextLang,
} from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import { hasKeyword } from "../rules/layers.js";
import { lethalNeeded as lethalNeededOf } from "../rules/combat.js";
import { objAt } from "../rules/objects.js";
import type { RbAction } from "../rules/actions.js";
import type { RbState } from "../rules/state.js";
import type { RbView } from "../rules/view.js";
import { riftbound } from "../rules/index.js";
import { cardFacts, costText } from "./cards.js";
import { cardData } from "../rules/catalogue.js";
import { chainKindName, domainName, rt, typeName } from "./text.js";

/** Our label cap (Discord allows 80 for buttons and 100 for select options; 80 keeps both safe). */
const LABEL_MAX = 80;
/** Prompt text cap (a Discord message's content). */
const CONTENT_MAX = 2000;
/** Most damage assignments offered (one select page). */
const MAX_PRESETS = 25;

/** A click's outcome (see {@link PromptStep}). */
export type StepResult = PromptStep<RbAction>;

/** Option ids of selects whose single chosen value is itself an option id. */
const VALUE_SELECTS = new Set(["p", "v", "u", "x", "d", "t"]);

/**
 * The printed text of a board object's n-th activated ability ("cost: effect" lines, 577.2), for labels. Printed
 * text of a card on the board is public (108). Falls back to "ability n" (e.g. abilities Heimerdinger borrows).
 */
function abilityText(state: RbState, source: string, n: number): string {
  const code = objAt(state, source)?.code;
  const text = code ? (cardScript(code)?.text ?? "") : "";
  const lines = text.split("\n").map((l) => l.replace(/\([^)]*\)/g, "").trim());
  const isCost = (l: string) =>
    /^[^.]*?(:rb_[a-z0-9_]+:|\]|\d)\s*:\s/.test(l) || /^(Recycle|Spend|Kill|Discard|Exhaust)[^:.]*:\s/.test(l);
  const abilities: string[] = [];
  lines.forEach((l, i) => {
    if (!isCost(l)) return;
    const cost = l.slice(0, l.search(/:\s/));
    // A modal ability ("Choose one …—" then "- mode" lines) is one activated ability per mode.
    const modes = l.endsWith("—") ? lines.slice(i + 1).filter((m) => m.startsWith("- ")) : [];
    if (modes.length) for (const m of modes) abilities.push(`${cost}: ${m.slice(2)}`);
    else abilities.push(l);
  });
  const line = abilities[n - 1];
  if (!line) return `ability ${n}`;
  return line
    .replace(/:rb_energy_(\d+):/g, "[$1]")
    .replace(/:rb_exhaust:/g, "[exhaust]")
    .replace(/:rb_rune_([a-z]+):/g, "[$1]");
}

/** Cuts to `max` characters and spells out the card-text icons (`:rb_might:` -> `Might`). */
function clip(s: string, max = LABEL_MAX): string {
  const t = s.replace(/:rb_([a-z]+):/g, (_, w: string) => w.charAt(0).toUpperCase() + w.slice(1));
  return t.length <= max ? t : `${t.slice(0, max - 1)}…`;
}

/**
 * Names of every object the view shows, by id (labels never come from the raw state), written for the viewer
 * ("your base", "opponent's … at Zaun Warrens"); identical labels get #1, #2 so options can be told apart.
 */
function nameIndex(v: RbView, lang?: TextLang): Map<string, string> {
  const m = new Map<string, string>();
  const whose = (seat: number) => rt(lang, seat === v.viewer ? "your" : "opponents");
  const add = (
    c: { id: string; name?: string; might?: number; damage?: number } | null | undefined,
    where?: string,
  ) => {
    if (!c?.name) return;
    const stats = c.might !== undefined ? `, ${c.might}⚔${c.damage ? ` ${rt(lang, "dmg", { n: c.damage })}` : ""}` : "";
    m.set(c.id, where ? `${c.name} (${where}${stats})` : c.name);
  };
  for (const p of v.players) {
    for (const c of p.hand ?? []) add(c);
    for (const c of p.base) add(c, rt(lang, "atBase", { whose: whose(p.seat) }));
    for (const c of [...p.runes, ...p.trash, ...p.banishment]) add(c);
    add(p.legend);
    add(p.champion, rt(lang, "championZone", { whose: whose(p.seat) }));
  }
  for (const b of v.battlefields) {
    add(b.card);
    for (const u of b.units) add(u, rt(lang, "atBf", { whose: whose(u.controller), bf: b.card.name }));
    for (const f of [...(b.facedown ? [b.facedown] : []), ...(b.extraFacedown ?? [])])
      if (!("hidden" in f)) add(f, rt(lang, "facedownAt", { bf: b.card.name }));
  }
  for (const c of v.chain) add(c.card);
  const seen = new Map<string, number>();
  const total = new Map<string, number>();
  for (const label of m.values()) total.set(label, (total.get(label) ?? 0) + 1);
  for (const [id, label] of m) {
    if ((total.get(label) ?? 0) < 2) continue;
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    m.set(id, `${label} #${n}`);
  }
  return m;
}

interface Ctx {
  readonly state: RbState;
  readonly seat: Seat;
  readonly view: RbView;
  readonly names: Map<string, string>;
  /** The reader's language (issue 15). */
  readonly lang?: TextLang;
}

function context(state: RbState, seat: Seat, lang?: TextLang): Ctx | null {
  const p = state.pending;
  if (!p || p.seat !== seat || state.winner !== null) return null;
  const view = riftbound.view(state, seat);
  return { state, seat, view, names: nameIndex(view, lang), ...(lang ? { lang } : {}) };
}

function button(id: string, label: string, style: ButtonControl["style"] = "secondary"): ButtonControl {
  return { kind: "button", id, label: clip(label), style };
}

/** A select of the given items (null when there are none); `max` 1 makes each value an option id. */
function select(id: string, placeholder: string, items: ChoiceItem[], min = 1, max = 1): ChoiceControl | null {
  if (items.length === 0) return null;
  return {
    kind: "choice",
    id,
    placeholder: clip(placeholder, 150),
    items: items.map((o) => ({ ...o, label: clip(o.label) })),
    min,
    max,
    display: "select",
  };
}

function opt(label: string, value: string, description?: string): ChoiceItem {
  return { label, value, ...(description ? { description } : {}) };
}

/** The controls that exist (a select with no items is left out). */
function controls(items: (Control | null)[]): Control[] {
  return items.filter((c): c is Control => c !== null);
}

function isLegal(s: RbState, seat: Seat, a: RbAction): boolean {
  return riftbound.apply(s, seat, a).ok;
}

// ---------------------------------------------------------------------------------------------------------
// Play flow: p.<card>[.<dest>[.<targetSet>[.<accelerate>]]]
//   dest: "b" base, "0".."8" battlefield index, "x" none (not a unit); targetSet: index into the distinct target
//   sets of the legal plays of that card and destination (legalActions order); accelerate: "y" | "n".
// ---------------------------------------------------------------------------------------------------------

type Play = Extract<RbAction, { type: "play" }>;

function destKey(a: Play): string {
  return a.to === undefined ? "x" : a.to === "base" ? "b" : String(a.to);
}

function targetKey(a: Play): string {
  const t = a.targets === undefined ? "" : JSON.stringify(a.targets);
  const key = a.mode === undefined ? t : `${a.mode}|${t}`; // CR 1.4 355.3: a modal spell's mode is chosen with its targets
  // Optional costs paid (CR 1.4 820 Repeat, 560.2.b, 356.2) and the cards paying them are a choice of their own: a
  // Repeat of a spell without targets is otherwise the same choice as the plain play.
  const paid = a.optional?.length || a.costCards?.length || a.repeatModes?.length;
  return paid ? `${key}~${JSON.stringify([a.optional ?? [], a.costCards ?? [], a.repeatModes ?? []])}` : key;
}

/** The label of the optional costs part of a target key (`~[optional, costCards, repeatModes]`), "" when none. */
function paidLabel(c: Ctx, key: string): string {
  const at = key.indexOf("~[");
  if (at < 0) return "";
  const [optional, cards] = JSON.parse(key.slice(at + 1)) as [string[], string[], number[]];
  const costs = [
    ...optional.map((o) => (/^repeat\d*$/.test(o) ? rt(c.lang, "optRepeat") : rt(c.lang, "optCost", { id: o }))),
    ...cards.map((id) => c.names.get(id) ?? rt(c.lang, "aCard")),
  ];
  return costs.length ? rt(c.lang, "paying", { costs: costs.join(", ") }) : "";
}

function distinct<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

function legalPlays(s: RbState, seat: Seat, card: string): Play[] {
  return riftbound.legalActions(s, seat).filter((a): a is Play => a.type === "play" && a.card === card);
}

type PlayStep =
  | { kind: "done"; action: Play }
  | { kind: "dest"; prefix: string; card: string; options: string[] }
  | { kind: "targets"; prefix: string; card: string; options: string[] }
  | { kind: "accelerate"; prefix: string; card: string }
  | { kind: "invalid" };

/** Narrows the legal plays of a card by the segments of `optionId`, auto-filling steps with a single choice. */
function playStep(s: RbState, seat: Seat, optionId: string): PlayStep {
  const seg = optionId.split(".");
  const card = seg[1];
  if (seg[0] !== "p" || !card || seg.length > 5) return { kind: "invalid" };
  let cands = legalPlays(s, seat, card);
  const filled = ["p", card];
  // Step 1: destination.
  const dests = distinct(cands.map(destKey));
  const dest = seg[2] ?? (dests.length === 1 ? dests[0] : undefined);
  if (dest === undefined)
    return dests.length ? { kind: "dest", prefix: filled.join("."), card, options: dests } : { kind: "invalid" };
  cands = cands.filter((a) => destKey(a) === dest);
  filled.push(dest);
  // Step 2: targets.
  const sets = distinct(cands.map(targetKey));
  const tIdx = seg[3] ?? (sets.length === 1 ? "0" : undefined);
  if (tIdx === undefined)
    return sets.length ? { kind: "targets", prefix: filled.join("."), card, options: sets } : { kind: "invalid" };
  const tKey = /^\d{1,2}$/.test(tIdx) ? sets[Number(tIdx)] : undefined;
  if (tKey === undefined) return { kind: "invalid" };
  cands = cands.filter((a) => targetKey(a) === tKey);
  filled.push(tIdx);
  // Step 3: accelerate (717).
  const accs = distinct(cands.map((a) => (a.accelerate ? "y" : "n")));
  const acc = seg[4] ?? (accs.length === 1 ? accs[0] : undefined);
  if (acc === undefined) return { kind: "accelerate", prefix: filled.join("."), card };
  const pick = cands.find((a) => (a.accelerate ? "y" : "n") === acc);
  return pick ? { kind: "done", action: pick } : { kind: "invalid" };
}

function targetSetLabel(c: Ctx, key: string, card?: string): string {
  const at = key.indexOf("~[");
  if (at >= 0) return `${targetSetLabel(c, key.slice(0, at), card)}${paidLabel(c, key)}`;
  const m = /^(\d+)\|/.exec(key);
  if (m) {
    // CR 1.4 355.3: "<mode> → <targets>" for a modal spell (the mode's label from the card script).
    const o = card ? objAt(c.state, card) : undefined;
    const sp = o ? cardScript(o.code)?.abilities.find((x) => x.kind === "spell") : undefined;
    const label = (sp?.kind === "spell" ? sp.modes?.[Number(m[1])]?.label : undefined) ?? `#${Number(m[1]) + 1}`;
    const rest = key.slice(m[0].length);
    return rest === "" ? label : `${label} → ${targetSetLabel(c, rest)}`;
  }
  if (key === "") return rt(c.lang, "noTarget");
  const t = JSON.parse(key) as Record<string, string[]> | string[];
  const lists = Array.isArray(t) ? [t] : Object.values(t);
  const names = lists.flat().map((id) => c.names.get(id) ?? rt(c.lang, "aCard"));
  return names.length ? names.join(" + ") : rt(c.lang, "noTarget");
}

function destLabel(c: Ctx, d: string): string {
  if (d === "b") return rt(c.lang, "yourBase");
  if (d === "x") return rt(c.lang, "play");
  return c.view.battlefields.find((b) => String(b.index) === d)?.card.name ?? rt(c.lang, "battlefieldN", { n: d });
}

/** The step of a play flow reached by the option id `path`. */
function playPrompt(c: Ctx, step: PlayStep, path: string): StepResult {
  const name =
    step.kind !== "invalid" && step.kind !== "done" ? (c.names.get(step.card) ?? rt(c.lang, "thisCard")) : "";
  const prompt = (content: string, items: (Control | null)[]): StepResult => ({
    kind: "prompt",
    prompt: { content: clip(content, CONTENT_MAX), controls: controls(items), path },
  });
  switch (step.kind) {
    case "done":
      return { kind: "action", action: step.action };
    case "invalid":
      return { kind: "invalid", message: rt(c.lang, "playNotLegal") };
    case "dest":
      return prompt(rt(c.lang, "whereToPlay", { name }), [
        ...step.options.slice(0, 9).map((d) => button(`${step.prefix}.${d}`, destLabel(c, d), "primary")),
        button("back", rt(c.lang, "back")),
      ]);
    case "targets":
      return prompt(rt(c.lang, "chooseTargetsFor", { name }), [
        select(
          "t",
          rt(c.lang, "targetsFor", { name }),
          step.options.map((k, i) => opt(targetSetLabel(c, k, step.card), `${step.prefix}.${i}`)),
        ),
        button("back", rt(c.lang, "back")),
      ]);
    case "accelerate":
      return prompt(rt(c.lang, "accelerateQ", { name }), [
        button(`${step.prefix}.y`, rt(c.lang, "accelerate"), "primary"),
        button(`${step.prefix}.n`, rt(c.lang, "noAccelerate")),
        button("back", rt(c.lang, "back")),
      ]);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Manual rune payment (issue 15; 157.2 runes, 561 paying costs; seed rules 000, CR 1.4 "Rune Pool"): a play's, an
// activation's or a hide's action carries the runes the player names (`pay`), which the engine checks like any
// action; the automatic plan stays the default. Ids: "q.<key>" (a multi-pick of "e.<rune>" / "r.<rune>") and
// "qa.<key>" (pay automatically), where the key is the action's index (base 36) among the seat's legal plays,
// activations and hides (legalActions order, fixed for a state version), so any action fits a custom id.
// ---------------------------------------------------------------------------------------------------------

/** The rune ids picked with `use` ("e" exhaust, "r" recycle) among a pay step's values. */
function runePicks(values: readonly string[], use: "e" | "r"): string[] {
  return values.flatMap((v) => (v.startsWith(`${use}.`) ? [v.slice(2)] : []));
}

type Activate = Extract<RbAction, { type: "activate" }>;
type Hide = Extract<RbAction, { type: "hide" }>;
type Payable = Play | Activate | Hide;

/** A key of an action that ignores property order and the runes named (`pay`). */
function actionKey(a: RbAction): string {
  const canon = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canon)
      : v !== null && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([k, x]) => k !== "pay" && x !== undefined)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([k, x]) => [k, canon(x)]),
          )
        : v;
  return JSON.stringify(canon(a));
}

/** The seat's legal actions that may cost runes (plays, activations, hides), in legalActions order. */
function payables(s: RbState, seat: Seat): Payable[] {
  return riftbound
    .legalActions(s, seat)
    .filter((a): a is Payable => a.type === "play" || a.type === "activate" || a.type === "hide");
}

/** The pay key of `action` (base-36 index among {@link payables}), or null when it is not one of them. */
function payKey(s: RbState, seat: Seat, action: Payable): string | null {
  const key = actionKey(action);
  const i = payables(s, seat).findIndex((a) => actionKey(a) === key);
  return i < 0 ? null : i.toString(36);
}

/** The action a pay key names, or null (malformed, or not legal in this state). */
function payAction(s: RbState, seat: Seat, key: string | undefined): Payable | null {
  if (!key || !/^[0-9a-z]{1,3}$/.test(key)) return null;
  return payables(s, seat)[Number.parseInt(key, 36)] ?? null;
}

/**
 * The pay step of a complete play or activation (`path` its option id, "p.…" or "k.…"): nothing to ask when the
 * Rune Pool covers the cost (the action with no runes named is legal), else a pick of runes to exhaust (+1 Energy)
 * and recycle (+1 Power of the rune's domain), "Pay automatically" and Back.
 */
function payPrompt(c: Ctx, action: Payable, path: string): StepResult {
  if (isLegal(c.state, c.seat, { ...action, pay: { exhaust: [], recycle: [] } })) return { kind: "action", action };
  // An action the legal list does not hold as such (cannot happen for a legal one) is paid automatically.
  const key = payKey(c.state, c.seat, action);
  if (key === null) return { kind: "action", action };
  const me = c.view.players.find((p) => p.seat === c.seat);
  const domain = (code: string) => domainName(c.lang, cardData(code)?.domains[0] ?? "Colorless");
  const items: ChoiceItem[] = [];
  for (const r of me?.runes ?? []) {
    if (!r.exhausted) items.push(opt(rt(c.lang, "exhaustRune", { rune: r.name }), `e.${r.id}`));
    const ex = r.exhausted ? rt(c.lang, "exhaustedMark") : "";
    items.push(opt(rt(c.lang, "recycleRune", { rune: r.name, ex, domain: domain(r.code) }), `r.${r.id}`));
  }
  // One rune use or none: nothing to choose (the automatic plan uses it, or the engine refuses the play).
  if (items.length < 2) return { kind: "action", action };
  const play = action.type === "play" ? action : null;
  const name =
    action.type === "activate"
      ? rt(c.lang, "abilityOf", { name: c.names.get(action.source) ?? rt(c.lang, "thisCard") })
      : (c.names.get(action.card) ?? rt(c.lang, "thisCard"));
  const code = play ? (me?.hand?.find((h) => h.id === play.card)?.code ?? me?.champion?.code) : undefined;
  const cost = code ? costText(code, c.lang) : null;
  const pool = me
    ? `${rt(c.lang, "energy", { n: me.pool.energy })}${Object.entries(me.pool.power)
        .map(([d, n]) => `, ${n} ${domainName(c.lang, d)}`)
        .join("")}`
    : "";
  const acc = play?.accelerate ? rt(c.lang, "plusAccelerate") : "";
  return {
    kind: "prompt",
    prompt: {
      content: clip(
        rt(c.lang, "payFor", { name, cost: cost ? rt(c.lang, "printedCost", { cost, acc }) : "", pool }),
        CONTENT_MAX,
      ),
      controls: controls([
        select(`q.${key}`, rt(c.lang, "runesToUse"), items.slice(0, 25), 1, Math.min(25, items.length)),
        button(`qa.${key}`, rt(c.lang, "payAuto"), "primary"),
        button("back", rt(c.lang, "back")),
      ]),
      path,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Trigger order (583.3.b): an order widget over the decision's options, first = goes on the chain first. The bot
// asks one position at a time and resolves "r" with every option id in the chosen order.
// ---------------------------------------------------------------------------------------------------------

function orderAnswer(c: Ctx, order: readonly string[]): StepResult {
  const p = c.state.pending!;
  const ids = p.options.map((o) => o.id);
  if (order.length !== ids.length || new Set(order).size !== order.length || order.some((x) => !ids.includes(x)))
    return { kind: "invalid", message: rt(c.lang, "orderImpossible") };
  const action: RbAction = { type: "choose", decision: p.id, order: [...order] };
  return isLegal(c.state, c.seat, action)
    ? { kind: "action", action }
    : { kind: "invalid", message: rt(c.lang, "orderIllegal") };
}

// ---------------------------------------------------------------------------------------------------------
// Damage assignment presets (626.1.d): the lethal-first default from legalActions, then lethal-first along
// other unit orders (permutations), each kept only if a dry run of `riftbound.apply` accepts it.
// ---------------------------------------------------------------------------------------------------------

function permutations<T>(xs: T[], cap: number): T[][] {
  const out: T[][] = [];
  const rec = (rest: T[], acc: T[]) => {
    if (out.length >= cap) return;
    if (rest.length === 0) {
      out.push(acc);
      return;
    }
    rest.forEach((x, i) => {
      rec([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, x]);
    });
  };
  rec(xs, []);
  return out;
}

/** Legal damage assignment presets for the pending assignDamage decision (at most 25, default first). */
export function damagePresets(s: RbState, seat: Seat): Record<string, number>[] {
  const p = s.pending;
  if (p?.kind !== "assignDamage" || p.seat !== seat) return [];
  const units = (p.data?.units as string[] | undefined) ?? p.options.map((o) => o.id);
  const total = (p.data?.total as number | undefined) ?? 0;
  const out: Record<string, number>[] = [];
  const seen = new Set<string>();
  const push = (a: Record<string, number>) => {
    const key = JSON.stringify(Object.entries(a).sort());
    if (seen.has(key) || out.length >= MAX_PRESETS) return;
    if (!isLegal(s, seat, { type: "choose", decision: p.id, assign: a })) return;
    seen.add(key);
    out.push(a);
  };
  for (const a of riftbound.legalActions(s, seat)) if (a.type === "choose" && a.assign) push(a.assign);
  // Tank units first (626.1.d.2) in every order, so fewer dry runs fail.
  const tanks = units.filter((u) => hasKeyword(s, u, "Tank"));
  const others = units.filter((u) => !hasKeyword(s, u, "Tank"));
  const orders = permutations(tanks, 24).flatMap((t) => permutations(others, 120).map((o) => [...t, ...o]));
  for (const order of orders.slice(0, 200)) {
    const a: Record<string, number> = {};
    let left = total;
    for (const u of order) {
      const n = Math.min(left, lethalNeededOf(s, u));
      a[u] = n;
      left -= n;
    }
    const last = order[order.length - 1];
    if (left > 0 && last) a[last] = (a[last] ?? 0) + left;
    push(a);
  }
  return out;
}

/**
 * What tells units apart for damage (626.1.d): card, Might, damage, buffs, stun, keywords, controller (from the
 * seat's view). Units alike in all of these are indistinguishable targets.
 */
function unitClass(c: Ctx, id: string): string {
  const all = [...c.view.players.flatMap((p) => p.base), ...c.view.battlefields.flatMap((b) => b.units)];
  const u = all.find((x) => x.id === id);
  if (!u) return id;
  return JSON.stringify([u.code, u.might, u.damage, u.buffs ?? u.buffed, u.stunned, u.keywords, u.controller]);
}

/**
 * The damage assignment widget: the legal presets, labelled by the bot from the unit names. Presets that give the
 * same amounts to indistinguishable units (same card and state) are one choice (issue 15, "equivalent options
 * collapsed"); the first is kept, with its index into {@link damagePresets}, so legality is untouched.
 */
function damageControl(c: Ctx): AssignControl {
  const presets = damagePresets(c.state, c.seat);
  const units = [...new Set(presets.flatMap((a) => Object.keys(a)))];
  const seen = new Set<string>();
  const answers = presets.flatMap((amounts, i) => {
    const key = JSON.stringify(
      Object.entries(amounts)
        .map(([u, n]) => `${unitClass(c, u)}=${n}`)
        .sort(),
    );
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ value: `d.${i}`, amounts, ...(i === 0 ? { note: rt(c.lang, "lethalDefault") } : {}) }];
  });
  return {
    kind: "assign",
    id: "d",
    placeholder: rt(c.lang, "damageAssignment"),
    targets: units.map((id) => ({ id, label: c.names.get(id) ?? rt(c.lang, "unit") })),
    answers,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Rune abilities (154-156): one entry per distinct (rune name, exhausted, use), checked by dry run.
// ---------------------------------------------------------------------------------------------------------

function runeOptions(c: Ctx): { id: string; label: string }[] {
  const me = c.view.players.find((p) => p.seat === c.seat);
  const out: { id: string; label: string }[] = [];
  const seen = new Set<string>();
  for (const r of me?.runes ?? []) {
    for (const use of ["exhaust", "recycle"] as const) {
      const key = `${r.name}|${r.exhausted ? 1 : 0}|${use}`;
      if (seen.has(key)) continue;
      if (!isLegal(c.state, c.seat, { type: "rune", rune: r.id, use })) continue;
      seen.add(key);
      out.push({
        id: `u.${r.id}.${use === "exhaust" ? "e" : "r"}`,
        label:
          use === "exhaust"
            ? rt(c.lang, "exhaustRune", { rune: r.name })
            : rt(c.lang, "recycleRuneAny", { rune: r.name, ex: r.exhausted ? rt(c.lang, "exhaustedMark") : "" }),
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Top-level prompts per decision kind.
// ---------------------------------------------------------------------------------------------------------

/** " · Unit · Fury · 5 Energy · 5 Might" for a card the seat sees in hand, champion zone or facedown; else "". */
function factsOf(c: Ctx, id: string): string {
  const me = c.view.players.find((p) => p.seat === c.seat);
  const mine = [
    ...(me?.hand ?? []),
    ...(me?.champion ? [me.champion] : []),
    ...c.view.battlefields.flatMap((b) => [...(b.facedown ? [b.facedown] : []), ...(b.extraFacedown ?? [])]),
  ];
  const card = mine.find((x) => x.id === id);
  return card && !("hidden" in card) ? ` · ${cardFacts(card.code, card.type, card.might, c.lang)}` : "";
}

/** "targeting Recruit" from the public log line that put `name` (controlled by `seat`) on the chain, or "". */
function targetsFromLog(v: RbView, seat: Seat, name: string): string {
  const head = `P${seat + 1} plays ${name} targeting `;
  const line = [...v.log].reverse().find((l) => l.startsWith(head));
  return line ? line.slice(head.length).replace(/\.$/, "") : "";
}

/**
 * What the seat responds to (issue 15 "prompts say what is happening"): with a chain, its top item in words
 * ("Void Seeker (opponent's spell) targets your Recruit — respond?") and the chain, top first (532); in a
 * showdown without a chain, where it is (545-553). Null in an open state (the engine's prompt says it).
 * Read from the seat's view: the chain and the public log line of the play (targets are announced, 559.3).
 */
function situation(c: Ctx): string | null {
  const v = c.view;
  const L = c.lang;
  const who = (seat: Seat) => rt(L, seat === c.seat ? "your" : "opponents");
  const itemName = (x: RbView["chain"][number]) =>
    x.card
      ? x.card.name
      : rt(L, "abilityItem", {
          kind: chainKindName(L, x.kind),
          of: x.source ? rt(L, "abilityOfSource", { source: x.source }) : "",
        });
  if (v.chain.length === 0) {
    if (!v.showdown) return null;
    const bf = v.battlefields.find((b) => b.index === v.showdown?.bf)?.card.name ?? rt(L, "aBattlefield");
    return rt(L, "showdownFocus", { what: rt(L, v.showdown.combat ? "combat" : "showdown"), bf });
  }
  const top = v.chain[v.chain.length - 1]!;
  const mineUnits = new Set(
    [
      ...(v.players.find((p) => p.seat === c.seat)?.base ?? []),
      ...v.battlefields.flatMap((b) => b.units.filter((u) => u.controller === c.seat)),
    ].map((u) => u.name),
  );
  const targets = top.card ? targetsFromLog(v, top.controller, top.card.name) : "";
  const named = targets
    .split(", ")
    .filter((t) => t !== "")
    .map((t) => (mineUnits.has(t) ? `${rt(L, "your")}${L === "zh" ? "" : " "}${t}` : t))
    .join(", ");
  const kind = top.card ? (L === "zh" ? typeName(L, top.card.type) : top.card.type.toLowerCase()) : rt(L, "ability");
  const head =
    top.controller === c.seat
      ? rt(L, "yourItem", { item: itemName(top), targets: named ? rt(L, "targeting", { names: named }) : "" })
      : rt(L, "theirItem", {
          item: itemName(top),
          whose: who(top.controller),
          kind,
          what: named ? rt(L, "targets", { names: named }) : rt(L, "onChain"),
        });
  const list = [...v.chain]
    .reverse()
    .map((x, i) => `${i + 1}. ${itemName(x)} — ${who(x.controller)}`)
    .join("\n");
  return `${head}\n${rt(L, "chainList", { list })}`;
}

function actPrompt(c: Ctx): PromptModel {
  const { state: s, seat } = c;
  const legal = riftbound.legalActions(s, seat);
  const has = (t: RbAction["type"]) => legal.some((a) => a.type === t);
  const buttons = [
    has("pass") ? button("pass", rt(c.lang, "pass"), "primary") : null,
    has("endTurn") ? button("end", rt(c.lang, "endTurn"), "primary") : null,
    // 531.2, 648.8.a: one Invite button per player who may be invited now.
    ...legal.flatMap((a) =>
      a.type === "invite" ? [button(`i.${a.seat}`, rt(c.lang, "invite", { n: a.seat + 1 }))] : [],
    ),
    button("cc", rt(c.lang, "concede"), "danger"),
  ];
  const plays = distinct(legal.flatMap((a) => (a.type === "play" ? [a.card] : [])));
  const me = c.view.players.find((p) => p.seat === seat);
  const fromWhere = (id: string) =>
    rt(
      c.lang,
      me?.champion?.id === id ? "fromChampion" : me?.hand?.some((h) => h.id === id) ? "fromHand" : "fromFacedown",
    );
  const playSel = select(
    "p",
    rt(c.lang, "playACard"),
    plays.map((id) => opt(c.names.get(id) ?? rt(c.lang, "aCard"), `p.${id}`, `${fromWhere(id)}${factsOf(c, id)}`)),
  );
  const moves = legal.flatMap((a) => (a.type === "move" ? [a] : []));
  const moveSel = select(
    "v",
    rt(c.lang, "move"),
    moves.map((m) => {
      const d = m.to === "base" ? "b" : String(m.to);
      const group = m.units.length > 1;
      const who = group
        ? rt(c.lang, "allReady", { n: m.units.length })
        : (c.names.get(m.units[0]!) ?? rt(c.lang, "unit"));
      return opt(`${who} → ${destLabel(c, d)}`, `v.${group ? "B" : m.units[0]}.${d}`);
    }),
  );
  const runeSel = select(
    "u",
    rt(c.lang, "useRune"),
    runeOptions(c).map((r) => opt(r.label, r.id)),
  );
  const other = [
    ...legal.flatMap((a) =>
      a.type === "hide"
        ? [
            opt(
              rt(c.lang, "hideAt", {
                card: c.names.get(a.card) ?? rt(c.lang, "aCard"),
                bf: destLabel(c, String(a.at)),
              }),
              `h.${a.card}.${a.at}`,
            ),
          ]
        : [],
    ),
    ...legal.flatMap((a) => (a.type === "activate" ? [activateOption(c, a)] : [])),
  ];
  const otherSel = select("x", rt(c.lang, "hideOrActivate"), other);
  // A Chinese reader gets the open state's lead in Chinese (the engine's own prompt is English).
  const open = c.lang === "zh" ? rt(c.lang, "yourMove") : (c.view.pending?.prompt ?? rt(c.lang, "yourMove"));
  return {
    content: clip(situation(c) ?? open, CONTENT_MAX),
    controls: controls([...buttons, playSel, moveSel, runeSel, otherSel]),
  };
}

function choicePrompt(c: Ctx): PromptModel {
  const p = c.view.pending!;
  const options = p.options ?? [];
  const min = p.min ?? 1;
  const max = p.max ?? 1;
  const concede = button("cc", rt(c.lang, "concede"), "danger");
  const content = clip(leadOf(c, p.kind) + (p.prompt ?? rt(c.lang, "choose")), CONTENT_MAX);
  const model = (items: (Control | null)[]): PromptModel => ({ content, controls: controls(items) });
  switch (p.kind) {
    case "mulligan":
      return model([
        select(
          "m",
          rt(c.lang, "setAside"),
          options.map((o) => opt(o.label, o.id, factsOf(c, o.id).replace(/^ · /, ""))),
          1,
          max,
        ),
        button("keep", rt(c.lang, "keepHand"), "primary"),
        concede,
      ]);
    case "orderTriggers":
      return model([
        {
          kind: "order",
          id: "r",
          noun: "trigger",
          items: options.map((o) => ({ value: o.id, label: clip(o.label) })),
        },
        concede,
      ]);
    case "assignDamage":
      return model([damageControl(c), concede]);
    case "option":
    case "battlefield":
    case "invite": // 531.2.a.1: Accept / Decline
      if (options.length <= 20 && min === 1 && max === 1)
        return model([
          {
            kind: "choice",
            id: "o",
            placeholder: clip(p.prompt ?? rt(c.lang, "chooseShort"), 150),
            items: options.map((o, i) => ({ value: `o.${i}`, label: clip(o.label) })),
            min: 1,
            max: 1,
            display: "buttons",
          },
          concede,
        ]);
      break;
  }
  // targets, cards and anything else: a select with the decision's bounds (a single pick names the option by index).
  const single = max <= 1;
  return model([
    select(
      "c",
      clip(p.prompt ?? rt(c.lang, "chooseShort"), 150),
      options.map((o, i) => opt(o.label, single ? `o.${i}` : o.id)),
      Math.max(1, min),
      max,
    ),
    min === 0 ? button("c0", rt(c.lang, "chooseNone")) : null,
    concede,
  ]);
}

/**
 * The prompt for `seat`'s current decision, or null when it is not that seat's decision. The bot renders it
 * (at most 5 rows, selects paged past 25 options, labels at most 80 characters).
 */
export function buildPrompt(state: RbState, seat: Seat, prefs: PromptPrefs = {}): PromptModel | null {
  const c = context(state, seat, prefs.lang);
  if (!c) return null;
  const kind = state.pending!.kind;
  return kind === "priority" || kind === "focus" ? actPrompt(c) : choicePrompt(c);
}

/**
 * One "Activate" option per legal activation (577): the ability, and the cost cards and targets (559.3) legalActions
 * chose, so an ability with several legal targets offers each. Value: `k.<source>.<n>[.<cost+cards>[.<spec>=<ids>;…]]`.
 */
function activateOption(c: Ctx, a: Extract<RbAction, { type: "activate" }>): ChoiceItem {
  const name = (id: string) => c.names.get(id) ?? rt(c.lang, "aCard");
  const targets = a.targets === undefined ? [] : Array.isArray(a.targets) ? a.targets : Object.values(a.targets).flat();
  const extra = [
    ...(targets.length ? [`→ ${targets.map(name).join(", ")}`] : []),
    ...(a.costCards?.length ? [rt(c.lang, "payingWith", { names: a.costCards.map(name).join(", ") })] : []),
  ];
  const spec =
    a.targets === undefined
      ? ""
      : Array.isArray(a.targets)
        ? `_=${a.targets.join("+")}`
        : Object.entries(a.targets)
            .map(([k, v]) => `${k}=${v.join("+")}`)
            .join(";");
  const value = [`k`, a.source, String(a.ability), (a.costCards ?? []).join("+"), spec].join(".").replace(/\.+$/, "");
  const text = rt(c.lang, "activate", { name: name(a.source), text: abilityText(c.state, a.source, a.ability) });
  return opt(extra.length ? `${text} ${extra.join(" ")}` : text, value);
}

/** The activation an {@link activateOption} value stands for, or null when malformed. */
function parseActivateOption(seg: readonly string[]): Extract<RbAction, { type: "activate" }> | null {
  const [, source, n, cost, spec] = seg;
  if (!source || !/^\d{1,2}$/.test(n ?? "")) return null;
  const a: Extract<RbAction, { type: "activate" }> = { type: "activate", source, ability: Number(n) };
  if (cost) a.costCards = cost.split("+");
  if (spec) {
    const entries = spec.split(";").map((e) => e.split("="));
    if (entries.some((e) => e.length !== 2 || !e[0] || !e[1])) return null;
    if (entries.length === 1 && entries[0]![0] === "_") a.targets = entries[0]![1]!.split("+");
    else a.targets = Object.fromEntries(entries.map(([k, v]) => [k!, v!.split("+")]));
  }
  return a;
}

/**
 * Rebuilds the complete action an option id (plus a select's chosen values) stands for, or `null` when it is
 * partial (a play missing steps), unknown, or not legal now. Legality is checked by a dry run of `riftbound.apply`,
 * so a forged or stale click never yields an action the engine would refuse.
 */
export function resolveOption(
  optionId: string,
  state: RbState,
  seat: Seat,
  values: readonly string[] = [],
): RbAction | null {
  const r = resolveStep(state, seat, optionId, values);
  return r.kind === "action" ? r.action : null;
}

/**
 * Resolves a click: a complete legal action, the next step of a multi-step flow, or a refusal. With
 * `prefs.manualPayment` a play that needs runes asks which ones pay ({@link payPrompt}).
 */
export function resolveStep(
  state: RbState,
  seat: Seat,
  optionId: string,
  values: readonly string[] = [],
  prefs: PromptPrefs = {},
): StepResult {
  const c = context(state, seat, prefs.lang);
  if (!c) return { kind: "invalid", message: rt(prefs.lang, "notYourDecision") };
  const L = prefs.lang;
  const s = state;
  const p = s.pending!;
  let id = optionId;
  // Slash commands name a select and its value ("v" + a move); a prompt click sends the value itself.
  if (VALUE_SELECTS.has(id)) {
    if (values.length !== 1) return { kind: "invalid", message: rt(L, "chooseOne") };
    id = values[0]!;
  }
  const check = (a: RbAction): StepResult => {
    const r = riftbound.apply(s, seat, a);
    if (r.ok) return { kind: "action", action: a };
    return { kind: "invalid", message: r.error.message, ...(r.error.rule ? { rule: r.error.rule } : {}) };
  };
  const seg = id.split(".");
  switch (seg[0]) {
    case "back": {
      const root = buildPrompt(s, seat, prefs);
      return root ? { kind: "prompt", prompt: root } : { kind: "invalid", message: rt(L, "notYourDecision") };
    }
    case "pass":
      return check({ type: "pass" });
    case "end":
      return check({ type: "endTurn" });
    case "cc":
      return check({ type: "concede" });
    case "i": {
      const target = Number(seg[1]);
      if (!Number.isInteger(target)) break;
      return check({ type: "invite", seat: target });
    }
    case "p": {
      const step = playStep(s, seat, id);
      if (step.kind === "done" && prefs.manualPayment) return payPrompt(c, step.action, id);
      return playPrompt(c, step, id);
    }
    case "q":
    case "qa": {
      // Manual payment (157.2, 561): "q.<key>" with the runes picked, "qa.<key>" pays automatically.
      const rest = seg.slice(1);
      // Prompts sent before the short keys carried the whole option id ("q.p.…", "q.k.…").
      const step = rest[0] === "p" ? playStep(s, seat, rest.join(".")) : null;
      const action =
        rest.length === 1
          ? payAction(s, seat, rest[0])
          : step?.kind === "done"
            ? step.action
            : rest[0] === "k"
              ? parseActivateOption(rest)
              : null;
      if (!action) return { kind: "invalid", message: rt(L, "notLegalNow") };
      if (seg[0] === "qa") return check(action);
      return check({ ...action, pay: { exhaust: runePicks(values, "e"), recycle: runePicks(values, "r") } });
    }
    case "v": {
      const [, who, d] = seg;
      const to = d === "b" ? "base" : Number(d);
      if (!who || d === undefined || (to !== "base" && !Number.isInteger(to))) break;
      const m = riftbound
        .legalActions(s, seat)
        .find(
          (a) =>
            a.type === "move" &&
            a.to === to &&
            (who === "B" ? a.units.length > 1 : a.units.length === 1 && a.units[0] === who),
        );
      return m ? { kind: "action", action: m } : { kind: "invalid", message: rt(L, "moveNotLegal") };
    }
    case "u": {
      const [, rune, use] = seg;
      if (!rune || (use !== "e" && use !== "r")) break;
      return check({ type: "rune", rune, use: use === "e" ? "exhaust" : "recycle" });
    }
    case "h": {
      const [, card, at] = seg;
      if (!card || !/^\d$/.test(at ?? "")) break;
      const hide: Hide = { type: "hide", card, at: Number(at) };
      // With manual payment a legal hide that needs runes asks which ones pay (723.1: hiding costs [A]).
      if (prefs.manualPayment && isLegal(s, seat, hide)) return payPrompt(c, hide, id);
      return check(hide);
    }
    case "k": {
      const a = parseActivateOption(seg);
      if (!a) break;
      // With manual payment a legal activation that needs runes asks which ones pay.
      if (prefs.manualPayment && isLegal(s, seat, a)) return payPrompt(c, a, id);
      return check(a);
    }
    case "keep":
      return check({ type: "choose", decision: p.id, cards: [] });
    case "m":
    case "c":
      return check({ type: "choose", decision: p.id, cards: [...values] });
    case "c0":
      return check({ type: "choose", decision: p.id, cards: [] });
    case "o": {
      const o = /^\d{1,2}$/.test(seg[1] ?? "") ? p.options[Number(seg[1])] : undefined;
      if (!o) break;
      return check({ type: "choose", decision: p.id, cards: [o.id] });
    }
    case "d": {
      const preset = /^\d{1,2}$/.test(seg[1] ?? "") ? damagePresets(s, seat)[Number(seg[1])] : undefined;
      if (!preset) break;
      return check({ type: "choose", decision: p.id, assign: preset });
    }
    case "r":
      if (p.kind === "orderTriggers" && seg.length === 1) return orderAnswer(c, values);
  }
  return { kind: "invalid", message: rt(L, "unknownOption") };
}

/** A Chinese lead for a decision kind whose engine prompt is English ("" in English: the engine's text suffices). */
function leadOf(c: Ctx, kind: string): string {
  const keys = {
    mulligan: "leadMulligan",
    battlefield: "leadBattlefield",
    option: "leadOption",
    orderTriggers: "leadOrder",
    assignDamage: "leadDamage",
    targets: "leadTargets",
    cards: "leadCards",
  } as const;
  if (c.lang !== "zh") return "";
  const key = keys[kind as keyof typeof keys] ?? "leadOption";
  const lead = rt(c.lang, key);
  return lead ? `${lead}\n` : "";
}
