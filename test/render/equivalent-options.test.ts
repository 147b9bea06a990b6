/**
 * Issue 15 "equivalent options collapsed", damage (626.1.d): the assignment widget offers each split once, where
 * splits giving the same amounts to indistinguishable units (same card and state) are the same split; every legal
 * preset is still reachable through an equivalent answer, and every answer resolves to a legal action.
 */
import { describe, expect, it } from "vitest";
import { buildPrompt, damagePresets, resolveStep } from "../../src/games/riftbound/presentation/prompts.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import { walk } from "./fixture.js";

/** Assignment decisions from a few seeded games (seeds where identical units take damage, and one where not). */
function damageStates(): RbState[] {
  const out: RbState[] = [];
  for (const seed of [2, 10, 13, 64]) {
    const s = walk(seed, { d: (x) => x.pending?.kind === "assignDamage" }, 300).get("d");
    if (s) out.push(s);
  }
  return out;
}

/** The split as a player sees it: amounts per kind of unit (card, Might, damage, buffs, keywords, controller). */
function seen(s: RbState, seat: number, a: Record<string, number>): string {
  const v = riftbound.view(s, seat);
  const units = [...v.players.flatMap((p) => p.base), ...v.battlefields.flatMap((b) => b.units)];
  return JSON.stringify(
    Object.entries(a)
      .map(([id, n]) => {
        const u = units.find((x) => x.id === id);
        const kind = u ? [u.code, u.might, u.damage, u.buffs ?? u.buffed, u.stunned, u.keywords, u.controller] : id;
        return `${JSON.stringify(kind)}=${n}`;
      })
      .sort(),
  );
}

describe("626.1.d: equivalent damage splits are offered once", () => {
  const states = damageStates();
  it("finds assignment decisions, some with equivalent presets that collapse", () => {
    expect(states.length).toBeGreaterThan(2);
    const shown = (s: RbState) => {
      const c = buildPrompt(s, s.pending!.seat)!.controls.find((x) => x.kind === "assign");
      return c?.kind === "assign" ? c.answers.length : 0;
    };
    expect(states.some((s) => shown(s) < damagePresets(s, s.pending!.seat).length)).toBe(true);
  });
  for (const [i, s] of states.entries()) {
    it(`state ${i}: no two answers are equivalent, every preset is represented, every answer is legal`, () => {
      const seat = s.pending!.seat;
      const control = buildPrompt(s, seat)!.controls.find((c) => c.kind === "assign")!;
      if (control.kind !== "assign") throw new Error("no assign control");
      const keys = control.answers.map((a) => seen(s, seat, a.amounts));
      expect(new Set(keys).size).toBe(keys.length);
      for (const p of damagePresets(s, seat)) expect(keys).toContain(seen(s, seat, p));
      for (const a of control.answers) expect(resolveStep(s, seat, a.value).kind).toBe("action");
    });
  }
});
