import { describe, expect, it } from "vitest";
import { sampleDeck } from "../../src/games/wow/decks.js";
import { type WowState, wowRules } from "../../src/games/wow/rules/index.js";
import { startSecretNumbers } from "../../src/games/wow/rules/secret-choices.js";
import { moveTo } from "../../src/games/wow/rules/zones.js";
import { wowPresentation } from "../../src/games/wow/presentation.js";

const fresh = (): WowState => wowRules.create({ decks: [sampleDeck("HoA-15"), sampleDeck("HoA-10")] } as never, 3);

/** Plays mulligans and passes until the turn player holds priority in an action window with an empty chain. */
function toActionPhase(s0: WowState): WowState {
  let s = s0;
  for (let i = 0; i < 50; i++) {
    if (s.window?.kind === "action" && s.window.priority === s.active && !s.ask && s.chain.length === 0) return s;
    const p = wowRules.pending(s)!;
    const legal = wowRules.legalActions(s, p.seat);
    const a = legal.find((x) => x.type === "mulligan" && x.keep) ?? legal.find((x) => x.type === "pass") ?? legal[0]!;
    const r = wowRules.apply(s, p.seat, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  throw new Error("no action phase");
}

describe("Secret simultaneous choices (Barak the Shamed; CR 7.4 802.1): no view shows a number before all have chosen", () => {
  it("the first number is in its chooser's view only; both are revealed to every view after the second", () => {
    let s = toActionPhase(fresh());
    const first = s.active as 0 | 1;
    const other = (1 - first) as 0 | 1;
    const hero = s.players[first]!.hero;
    startSecretNumbers(s, { kind: "trigger", controller: first, card: hero, targets: [] }, 0);
    const r1 = wowRules.apply(s, first, { type: "secret-number", value: 47 });
    expect(r1.ok).toBe(true);
    s = (r1 as { state: WowState }).state;
    const text = (viewer: 0 | 1 | "public") => JSON.stringify(wowRules.view(s, viewer));
    expect(text(first)).toContain(`secretly chooses 47.`);
    for (const viewer of [other, "public"] as const) {
      const v = wowRules.view(s, viewer);
      expect(v.log.filter((l) => /\b47\b/.test(l))).toEqual([]);
      // The chooser now is offered every number alike (the same list as the first chooser had).
      if (viewer === other)
        expect(v.decision?.options?.map((o) => o.id)).toEqual(Array.from({ length: 100 }, (_, n) => `${n}`));
      else expect(JSON.stringify(v.decision ?? null)).not.toMatch(/\b47\b/);
      expect(text(viewer)).toContain(`P${first + 1} secretly chooses a number.`);
    }
    // The second chooser's decision names only the legal numbers, not the first one's.
    expect(wowRules.pending(s)).toMatchObject({ seat: other, kind: "secret-number" });
    expect(wowRules.legalActions(s, first).filter((a) => a.type !== "concede")).toEqual([]);
    const r2 = wowRules.apply(s, other, { type: "secret-number", value: 3 });
    expect(r2.ok).toBe(true);
    s = (r2 as { state: WowState }).state;
    const line = `The numbers are revealed: P${first + 1} chose 47, P${other + 1} chose 3.`;
    for (const viewer of [0, 1, "public"] as const) expect(text(viewer)).toContain(line);
  });

  it("104.1: a number is a whole number from 0; the bound is 99", () => {
    const s = toActionPhase(fresh());
    startSecretNumbers(s, { kind: "trigger", controller: s.active, card: s.players[s.active]!.hero, targets: [] }, 0);
    const numbers = wowRules.legalActions(s, s.active).flatMap((a) => (a.type === "secret-number" ? [a.value] : []));
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, n) => n));
    expect(wowRules.apply(s, s.active, { type: "secret-number", value: 100 }).ok).toBe(false);
  });
});

describe("Gamon (TDP-209): legal actions offer an attack on one's own Gamon (601.2b exception)", () => {
  it("lists the proposal of a settled ally against its own party's Gamon, never Gamon against himself", () => {
    const s = toActionPhase(fresh());
    const me = s.active;
    const [a, b] = s.players[me]!.hand;
    s.objects[Number(a!.slice(1))]!.code = "TDP-209";
    s.objects[Number(b!.slice(1))]!.code = "HoA-192";
    for (const id of [a!, b!]) {
      moveTo(s, id, "ally");
      s.objects[Number(id.slice(1))]!.since = 0;
    }
    const attacks = wowRules.legalActions(s, me).filter((x) => x.type === "attack");
    expect(attacks).toContainEqual({ type: "attack", attacker: b, defender: a });
    expect(attacks).not.toContainEqual({ type: "attack", attacker: a, defender: a });
    expect(attacks).not.toContainEqual({ type: "attack", attacker: a, defender: b });
  });
});

describe("The Discord prompts of the new decisions (the generic table: wowPresentation)", () => {
  it("a secret number is a paged single choice of 0-99; a pick submits that number", () => {
    const s = toActionPhase(fresh());
    startSecretNumbers(s, { kind: "trigger", controller: s.active, card: s.players[s.active]!.hero, targets: [] }, 0);
    const prompt = wowPresentation.prompt(s, s.active)!;
    const choice = prompt.controls.find((c) => c.kind === "choice")!;
    expect(choice.kind === "choice" && [choice.items.length, choice.min, choice.max]).toEqual([100, 1, 1]);
    expect(wowPresentation.prompt(s, 1 - s.active)).toBeNull();
    expect(wowPresentation.resolve(s, s.active, "o.47", [])).toEqual({
      kind: "action",
      action: { type: "secret-number", value: 47 },
    });
  });

  it("Helwen's ready-step choice offers 'keep exhausted' and 'ready' as two single picks (501.1a)", () => {
    const s = toActionPhase(fresh());
    const ally = s.players[s.active]!.hand[0]!;
    s.ask = { kind: "stay-exhausted", seat: s.active, cards: [ally] };
    const choice = wowPresentation.prompt(s, s.active)!.controls.find((c) => c.kind === "choice")!;
    expect(choice.kind === "choice" && choice.items.map((i) => i.value)).toEqual([`o.${ally}`, "o.none"]);
    expect(wowPresentation.resolve(s, s.active, "o.none", [])).toEqual({
      kind: "action",
      action: { type: "stay-exhausted", cards: [] },
    });
    expect(wowPresentation.resolve(s, s.active, `o.${ally}`, [])).toEqual({
      kind: "action",
      action: { type: "stay-exhausted", cards: [ally] },
    });
  });
});
