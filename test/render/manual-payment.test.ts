/**
 * Issue 15 "manual rune payment" (157.2 runes, 561 paying costs): with the player's setting on, a play (or an
 * activated ability) that needs runes asks which runes to exhaust for Energy and recycle for Power; the named runes go into the play's `pay`,
 * which the engine checks like any action (a short payment is refused with 561.1); "Pay automatically" gives the
 * automatic plan; with the setting off the flow is unchanged.
 */
import { describe, expect, it } from "vitest";
import { renderPrompt } from "../../src/bot/prompts/prompt.js";
import { buildPrompt, resolveStep } from "../../src/games/riftbound/presentation/prompts.js";
import type { RbAction } from "../../src/games/riftbound/rules/actions.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import { rbInput, walk } from "./fixture.js";

type Play = Extract<RbAction, { type: "play" }>;

/** A play the pool alone cannot pay (it needs runes), and its option id. */
function needsRunes(s: RbState): { play: Play; path: string } | null {
  if (!s.pending || s.chain.length > 0) return null;
  const seat = s.pending.seat;
  for (const a of riftbound.legalActions(s, seat)) {
    if (a.type !== "play" || a.targets !== undefined || a.accelerate) continue;
    if (riftbound.apply(s, seat, { ...a, pay: { exhaust: [], recycle: [] } }).ok) continue;
    const step = resolveStep(s, seat, `p.${a.card}`);
    if (step.kind === "action" && step.action.type === "play" && step.action.to === a.to)
      return { play: a, path: `p.${a.card}` };
  }
  return null;
}

function found(): { s: RbState; play: Play; path: string } {
  for (const seed of [1, 2, 3, 5, 8]) {
    const s = walk(seed, { pay: (x) => needsRunes(x) !== null }, 200).get("pay");
    if (s) return { s, ...needsRunes(s)! };
  }
  throw new Error("no state with a play that needs runes");
}

describe("157.2, 561: manual rune payment", () => {
  const { s, play, path } = found();
  const seat = s.pending!.seat;

  it("setting off: the play resolves to the automatic action at once", () => {
    expect(resolveStep(s, seat, path)).toEqual({ kind: "action", action: play });
  });

  it("setting on: the play asks for runes, names the cost and the pool", () => {
    const r = resolveStep(s, seat, path, [], { manualPayment: true });
    expect(r.kind).toBe("prompt");
    if (r.kind !== "prompt") return;
    expect(r.prompt.content).toMatch(/^Pay for .+\(printed cost \d+ Energy/);
    expect(r.prompt.content).toContain("Rune Pool");
    const pick = r.prompt.controls.find((c) => c.kind === "choice");
    expect(pick?.kind === "choice" && pick.items.some((i) => i.value.startsWith("e."))).toBe(true);
    expect(r.prompt.controls.some((c) => c.kind === "button" && c.label === "Pay automatically")).toBe(true);
  });

  it("561.1: the runes named pay the cost (the engine's own plan, named) or the play is refused", () => {
    const auto = riftbound.apply(s, seat, play);
    expect(auto.ok).toBe(true);
    if (!auto.ok) return;
    // Every ready rune exhausted (at least the Energy the automatic plan found) and the runes it recycled pay.
    const runes = riftbound.view(s, seat).players[seat]!.runes;
    const after = riftbound.view(auto.state, seat).players[seat]!.runes;
    const exhaust = runes.filter((r) => !r.exhausted).map((r) => r.id);
    const recycle = runes.filter((r) => !after.some((x) => x.id === r.id)).map((r) => r.id);
    const values = [...exhaust.map((r) => `e.${r}`), ...recycle.map((r) => `r.${r}`)];
    const q = `q.${path}`;
    const ok = resolveStep(s, seat, q, values, { manualPayment: true });
    expect(ok).toEqual({ kind: "action", action: { ...play, pay: { exhaust, recycle } } });
    // Recycling alone does not pay an Energy cost the pool cannot cover.
    const short = resolveStep(
      s,
      seat,
      q,
      values.filter((v) => v.startsWith("r.")),
      { manualPayment: true },
    );
    expect(short).toMatchObject({ kind: "invalid", rule: "561.1" });
    // "Pay automatically" is the automatic play.
    expect(resolveStep(s, seat, `qa.${path}`, [], { manualPayment: true })).toEqual({
      kind: "action",
      action: play,
    });
  });

  it("an activated ability that needs runes asks too; 'Pay automatically' activates as before", () => {
    const needs = (x: RbState) =>
      !!x.pending &&
      riftbound
        .legalActions(x, x.pending.seat)
        .some(
          (a) =>
            a.type === "activate" &&
            !a.targets &&
            !riftbound.apply(x, x.pending!.seat, { ...a, pay: { exhaust: [], recycle: [] } }).ok,
        );
    const at = walk(1, { a: needs }, 300).get("a");
    expect(at).toBeDefined();
    const me = at!.pending!.seat;
    const a = riftbound.legalActions(at!, me).find((x) => x.type === "activate" && !x.targets) as Extract<
      RbAction,
      { type: "activate" }
    >;
    const id = `k.${a.source}.${a.ability}`;
    expect(resolveStep(at!, me, id)).toEqual({ kind: "action", action: a });
    const r = resolveStep(at!, me, id, [], { manualPayment: true });
    expect(r.kind === "prompt" && r.prompt.content).toMatch(/^Pay for .+'s ability: choose the runes/);
    expect(resolveStep(at!, me, `qa.${id}`, [], { manualPayment: true })).toEqual({ kind: "action", action: a });
  });

  it("every activation and hide that needs runes asks (short ids that fit a custom id) and its keys resolve", () => {
    let asked = 0;
    const visit = (x: RbState): boolean => {
      const seat = x.pending?.seat;
      if (seat === undefined || x.pending?.kind !== "priority") return false;
      const root = buildPrompt(x, seat);
      const other = root?.controls.find((c) => c.kind === "choice" && c.id === "x");
      for (const item of other?.kind === "choice" ? other.items : []) {
        const auto = resolveStep(x, seat, item.value);
        const r = resolveStep(x, seat, item.value, [], { manualPayment: true });
        if (r.kind !== "prompt") {
          expect(r).toEqual(auto);
          continue;
        }
        asked++;
        // Rendering encodes every id as a custom id (validated; it throws past Discord's limits).
        const shown = renderPrompt({ ...rbInput(x, seat), prefs: { manualPayment: true } }, r.prompt);
        expect(shown.components.length).toBeGreaterThan(0);
        const ids = r.prompt.controls.flatMap((c) => (c.kind === "button" || c.kind === "choice" ? [c.id] : []));
        const qa = ids.find((i) => i.startsWith("qa."))!;
        expect(qa).toMatch(/^qa\.[0-9a-z]{1,3}$/);
        expect(resolveStep(x, seat, qa, [], { manualPayment: true })).toEqual(auto);
      }
      return false;
    };
    for (const seed of [1, 2, 3]) walk(seed, { all: visit }, 250);
    expect(asked).toBeGreaterThan(0);
  });

  it("723.1: a hide that needs runes asks which runes pay; an unknown pay key is refused", () => {
    const needs = (x: RbState) =>
      !!x.pending &&
      riftbound
        .legalActions(x, x.pending.seat)
        .some(
          (a) =>
            a.type === "hide" && !riftbound.apply(x, x.pending!.seat, { ...a, pay: { exhaust: [], recycle: [] } }).ok,
        );
    let at: RbState | undefined;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) at ??= walk(seed, { h: needs }, 300).get("h");
    if (at) {
      const me = at.pending!.seat;
      const h = riftbound.legalActions(at, me).find((a) => a.type === "hide" && !a.alternative) as Extract<
        RbAction,
        { type: "hide" }
      >;
      const id = `h.${h.card}.${h.at}`;
      const r = resolveStep(at, me, id, [], { manualPayment: true });
      expect(r.kind === "prompt" && r.prompt.content).toMatch(/^Pay for /);
      expect(resolveStep(at, me, id)).toEqual({ kind: "action", action: h });
    }
    const any = walk(1, { p: (x) => !!x.pending }, 5).get("p")!;
    expect(resolveStep(any, any.pending!.seat, "qa.zzz", [], { manualPayment: true }).kind).toBe("invalid");
  });
});
