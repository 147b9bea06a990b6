import { describe, expect, it } from "vitest";
import { decodeCustomId } from "../../src/bot/custom-id.js";
import {
  type ActionRow,
  buildPrompt,
  COMPONENT_LIMITS,
  type Prompt,
  resolveStep,
} from "../../src/bot/prompts/prompt.js";
import { damagePresets, resolveOption } from "../../src/games/riftbound/presentation/prompts.js";
import { type RbAction, RbActionSchema } from "../../src/games/riftbound/rules/actions.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import { is, newGame, newGameOf, rbInput, walk } from "./fixture.js";

/** A priority state where some card has more than one legal play (so the play flow takes steps). */
const multiStepPlay = (s: RbState) =>
  s.pending?.kind === "priority" &&
  (() => {
    const plays = riftbound.legalActions(s, s.pending.seat).filter((a) => a.type === "play");
    return plays.length > new Set(plays.map((a) => (a.type === "play" ? a.card : ""))).size;
  })();

const kind = (k: string) => (s: RbState) => s.pending?.kind === k;

const wanted = {
  priority: is("priority"),
  play: multiStepPlay,
  cards: kind("cards"),
  focus: kind("focus"),
  chain: (s: RbState) => s.pending?.kind === "priority" && s.chain.length > 0,
  assignDamage: kind("assignDamage"),
  option: kind("option"),
  targets: kind("targets"),
  orderTriggers: kind("orderTriggers"),
};

/** Seeded walks until every decision kind was reached (rules changes move situations between seeds). */
function findStates(): Map<string, RbState> {
  const found = new Map<string, RbState>([["mulligan", newGame(3)]]);
  for (let seed = 2; seed < 40 && found.size < Object.keys(wanted).length + 1; seed++) {
    const missing = Object.fromEntries(Object.entries(wanted).filter(([k]) => !found.has(k)));
    for (const [k, v] of walk(seed, missing, 200)) found.set(k, v);
  }
  return found;
}

const states = findStates();

function checkLimits(p: Prompt): void {
  expect(p.components.length).toBeLessThanOrEqual(COMPONENT_LIMITS.rows);
  const ids = new Set<string>();
  for (const row of p.components) {
    expect(row.components.length).toBeGreaterThan(0);
    const buttons = row.components.filter((c) => c.type === 2);
    expect(buttons.length).toBeLessThanOrEqual(COMPONENT_LIMITS.buttonsPerRow);
    if (buttons.length !== row.components.length) expect(row.components.length).toBe(1);
    for (const c of row.components) {
      if (!("custom_id" in c)) continue;
      expect(c.custom_id.length).toBeLessThanOrEqual(100);
      expect(ids.has(c.custom_id)).toBe(false);
      ids.add(c.custom_id);
      if (c.type === 2) expect(c.label?.length ?? 0).toBeLessThanOrEqual(COMPONENT_LIMITS.label);
      if (c.type === 3) {
        expect(c.options.length).toBeGreaterThan(0);
        expect(c.options.length).toBeLessThanOrEqual(COMPONENT_LIMITS.selectOptions);
        expect(c.placeholder?.length ?? 0).toBeLessThanOrEqual(COMPONENT_LIMITS.placeholder);
        expect(c.max_values ?? 1).toBeLessThanOrEqual(c.options.length);
        expect(new Set(c.options.map((o) => o.value)).size).toBe(c.options.length);
        for (const o of c.options) {
          expect(o.label.length).toBeLessThanOrEqual(COMPONENT_LIMITS.label);
          expect(o.value.length).toBeLessThanOrEqual(COMPONENT_LIMITS.optionValue);
          expect((o.description ?? "").length).toBeLessThanOrEqual(COMPONENT_LIMITS.optionDescription);
        }
      }
    }
  }
}

/** Every click a prompt offers, as (option id, select values) pairs; multi-selects are tried with each option. */
function clicks(rows: ActionRow[], s: RbState): { optionId: string; values: string[] }[] {
  const out: { optionId: string; values: string[] }[] = [];
  for (const row of rows)
    for (const c of row.components) {
      if (!("custom_id" in c)) continue;
      const d = decodeCustomId(c.custom_id, { kind: "rb", matchId: "m1", stateVersion: s.version });
      if (!d.ok) throw new Error(d.error.message);
      expect(d.value.decisionId).toBe(s.pending?.id);
      if (c.type === 2) out.push({ optionId: d.value.optionId, values: [] });
      else if (c.type === 3) {
        const min = c.min_values ?? 1;
        const max = c.max_values ?? 1;
        // What Discord lets a user submit: any min..max of the options (here: each single one, and the first k).
        if (min <= 1) for (const o of c.options) out.push({ optionId: d.value.optionId, values: [o.value] });
        for (let k = Math.max(min, 2); k <= max; k++)
          out.push({ optionId: d.value.optionId, values: c.options.slice(0, k).map((o) => o.value) });
      }
    }
  return out;
}

/** Follows every click to its leaves; returns the actions reached (each must be legal). */
function explore(s: RbState, seat: number, prompt: Prompt, depth = 0, seen = new Set<string>()): RbAction[] {
  const actions: RbAction[] = [];
  checkLimits(prompt);
  for (const { optionId, values } of clicks(prompt.components, s)) {
    const key = `${optionId}|${values.join(",")}`;
    if (seen.has(key) || optionId === "back") continue;
    seen.add(key);
    const r = resolveStep(rbInput(s, seat), optionId, values);
    if (r.kind === "invalid") throw new Error(`click ${key} refused: ${r.message}`);
    if (r.kind === "form") throw new Error(`click ${key} opened a form: Riftbound has no typed answers`);
    if (r.kind === "action") {
      const action = RbActionSchema.parse(r.action);
      expect(riftbound.apply(s, seat, action).ok).toBe(true);
      // The game's own option id: a single-pick select sends it as its value; ordering is the bot's widget.
      if (!optionId.startsWith("*r")) {
        const single = optionId.startsWith("*");
        expect(resolveOption(single ? values[0]! : optionId, s, seat, single ? [] : values)).toEqual(r.action);
      }
      actions.push(action);
    } else {
      expect(depth).toBeLessThan(6);
      actions.push(...explore(s, seat, r.prompt, depth + 1, seen));
    }
  }
  return actions;
}

describe("prompt components", () => {
  it("the fixture reaches every decision kind", () => {
    expect([...states.keys()].sort()).toEqual(
      [
        "assignDamage",
        "cards",
        "chain",
        "focus",
        "mulligan",
        "option",
        "orderTriggers",
        "play",
        "priority",
        "targets",
      ].sort(),
    );
  });

  for (const [name, s] of states) {
    it(`${name}: respect Discord limits and every option resolves to a legal action`, () => {
      const seat = s.pending!.seat;
      const prompt = buildPrompt(rbInput(s, seat));
      expect(prompt.components.length).toBeGreaterThan(0);
      expect(prompt.content.length).toBeLessThanOrEqual(COMPONENT_LIMITS.content);
      const actions = explore(s, seat, prompt);
      expect(actions.length).toBeGreaterThan(0);
      expect(actions).toContainEqual({ type: "concede" });
    });
  }

  it("offers every legal play of the priority states through the play flow", () => {
    for (const key of ["priority", "play"]) {
      const s = states.get(key)!;
      const seat = s.pending!.seat;
      const reached = explore(s, seat, buildPrompt(rbInput(s, seat)));
      const legal = riftbound.legalActions(s, seat);
      for (const a of legal) if (a.type !== "rune") expect(reached).toContainEqual(a);
    }
  });

  it("walks a multi-step play: each step narrows the choice until one legal play is left", () => {
    const s = states.get("play")!;
    const seat = s.pending!.seat;
    const input = rbInput(s, seat);
    const plays = riftbound.legalActions(s, seat).filter((a) => a.type === "play");
    const card = plays.find((a, _, all) => all.filter((b) => b.card === a.card).length > 1)!.card;
    expect(resolveOption(`p.${card}`, s, seat)).toBeNull();
    let step = resolveStep(input, "p", [`p.${card}`]);
    const path: string[] = [];
    while (step.kind === "prompt") {
      const first = clicks(step.prompt.components, s)[0]!;
      path.push(first.values[0] ?? first.optionId);
      step = resolveStep(input, first.optionId, first.values);
    }
    expect(step.kind).toBe("action");
    expect(path.length).toBeGreaterThan(0);
    expect(path.every((id) => id.startsWith(`p.${card}.`) && id.length <= 16)).toBe(true);
    if (step.kind === "action") expect(resolveOption(path[path.length - 1]!, s, seat)).toEqual(step.action);
  });

  it("577, 559.3: an activated ability with several legal targets offers each target set (Lee Sin's legend)", () => {
    // A seeded random game of the Lee Sin precon until its legend's ability has two or more legal activations.
    let s = newGameOf("precon-ogn-lee-sin.txt", "precon-ogs-annie.txt", 5);
    let r = 17;
    let found: RbState | null = null;
    for (let i = 0; i < 600 && s.pending && s.winner === null && !found; i++) {
      const seat = s.pending.seat;
      const legal = riftbound.legalActions(s, seat).filter((a) => a.type !== "concede");
      if (s.pending.kind === "priority" && legal.filter((a) => a.type === "activate" && a.targets).length >= 2)
        found = s;
      r = (r * 1103515245 + 12345) % 2147483648;
      const next = riftbound.apply(s, seat, legal[r % legal.length]!);
      if (!next.ok) throw new Error(`legal action refused: ${next.error.code}`);
      s = next.state;
    }
    expect(found).not.toBeNull();
    const seat = found!.pending!.seat;
    const options = buildPrompt(rbInput(found!, seat))
      .components.flatMap((row) => row.components)
      .flatMap((c) => ("options" in c ? c.options.map((o) => o.value) : []))
      .filter((v) => v.startsWith("k."));
    const reached = options.map((v) => resolveOption(v, found!, seat));
    for (const a of riftbound.legalActions(found!, seat).filter((x) => x.type === "activate"))
      expect(reached).toContainEqual(a);
  });

  it("refuses forged, unknown and other seats' clicks", () => {
    const s = states.get("priority")!;
    const seat = s.pending!.seat;
    expect(resolveOption("p.o99999", s, seat)).toBeNull();
    expect(resolveOption("v.o1.7", s, seat)).toBeNull();
    expect(resolveOption("zzz", s, seat)).toBeNull();
    expect(resolveOption("pass", s, 1 - seat)).toBeNull();
    expect(buildPrompt(rbInput(s, 1 - seat)).components).toEqual([]);
  });

  it("damage presets start with the lethal-first default of legalActions", () => {
    const s = states.get("assignDamage")!;
    const seat = s.pending!.seat;
    const presets = damagePresets(s, seat);
    const def = riftbound.legalActions(s, seat).find((a) => a.type === "choose" && a.assign);
    expect(presets[0]).toEqual(def?.type === "choose" ? def.assign : undefined);
    for (const a of presets)
      expect(riftbound.apply(s, seat, { type: "choose", decision: s.pending!.id, assign: a }).ok).toBe(true);
  });

  it("orders triggers by successive clicks", () => {
    const s = states.get("orderTriggers")!;
    const seat = s.pending!.seat;
    const n = s.pending!.options.length;
    const order = [...Array(n).keys()].reverse();
    const input = rbInput(s, seat);
    let step = resolveStep(input, "*r0.");
    for (const i of order.slice(0, -1)) {
      expect(step.kind).toBe("prompt");
      const picked = order.slice(0, order.indexOf(i) + 1);
      step = resolveStep(input, `*r0.${picked.map((x) => x.toString(36)).join("")}`);
    }
    expect(step.kind === "action" ? step.action : step).toEqual(
      resolveOption(
        "r",
        s,
        seat,
        order.map((i) => s.pending!.options[i]!.id),
      ),
    );
    const a = step.kind === "action" ? step.action : null;
    expect(a).toEqual({ type: "choose", decision: s.pending!.id, order: order.map((i) => s.pending!.options[i]!.id) });
  });
});
