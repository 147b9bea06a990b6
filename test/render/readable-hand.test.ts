/**
 * Issue 15 "a readable hand": each card in a seat's panel shows its cost, domain, type, Might, keywords, English
 * rules text and an image link; the mulligan lists the cards it offers with their facts; a response prompt says
 * what is on the chain and what it targets.
 */
import { describe, expect, it } from "vitest";
import { PANEL_LIMITS } from "../../src/engine/index.js";
import { cardFacts, costText, plainCardText } from "../../src/games/riftbound/presentation/cards.js";
import { handEmbed } from "../../src/games/riftbound/presentation/embeds.js";
import { buildPrompt } from "../../src/games/riftbound/presentation/prompts.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import { newGame, walk } from "./fixture.js";

const CJK = /[\u3400-\u9fff]/;

describe("a readable hand (issue 15)", () => {
  it("card facts: cost with Energy and Power of the card's domain, type, Might, keywords", () => {
    expect(costText("OGN-008")).toBe("2 Energy + 1 Fury");
    expect(cardFacts("OGN-001", "Unit", 5)).toBe("Unit · Fury · 5 Energy · 5 Might · Accelerate");
    expect(plainCardText(":rb_energy_1::rb_rune_fury: +2 :rb_might: :rb_exhaust:")).toBe(
      "[1][Fury] +2 Might [Exhaust]",
    );
  });

  it("the mulligan panel shows every card of the hand with facts, English text and an image link", () => {
    const s = newGame(3);
    const seat = s.pending!.seat;
    const view = riftbound.view(s, seat);
    const hand = view.players[seat]!.hand!;
    const panel = handEmbed(view);
    for (const c of hand) {
      const f = panel.fields!.find((x) => x.name.includes(c.name))!;
      expect(f, c.name).toBeDefined();
      expect(f.value).toContain(c.type);
      expect(f.value).toMatch(/Energy/);
      expect(f.value).toMatch(/\[Card image\]\(https:\/\//);
    }
    expect(JSON.stringify(panel)).not.toMatch(CJK);
    expect(JSON.stringify(panel).length).toBeLessThan(PANEL_LIMITS.total);
    const prompt = buildPrompt(s, seat)!;
    const select = prompt.controls.find((c) => c.kind === "choice")!;
    expect(select.kind === "choice" && select.items.every((i) => /Energy|Might/.test(i.description ?? ""))).toBe(true);
  });

  it("532: a response prompt names what is on the chain, whose it is, and the chain top first", () => {
    const chainState = (s: RbState) => s.pending?.kind === "priority" && s.chain.length > 0;
    let found: RbState | undefined;
    for (let seed = 2; seed < 30 && !found; seed++) found = walk(seed, { chain: chainState }, 200).get("chain");
    expect(found).toBeDefined();
    const s = found!;
    const seat = s.pending!.seat;
    const view = riftbound.view(s, seat);
    const prompt = buildPrompt(s, seat)!;
    const top = view.chain[view.chain.length - 1]!;
    expect(prompt.content).toContain("Chain (top resolves first)");
    if (top.card) expect(prompt.content).toContain(top.card.name);
    expect(prompt.content).toMatch(top.controller === seat ? /^Your / : /respond\?/);
  });

  it("zh: the hand panel and the mulligan prompt read in Chinese; card names stay as printed (English data)", () => {
    const s = newGame(3);
    const seat = s.pending!.seat;
    const view = riftbound.view(s, seat);
    const hand = view.players[seat]!.hand!;
    const panel = handEmbed(view, "zh");
    expect(JSON.stringify(panel)).toContain("你的手牌");
    for (const c of hand)
      expect(
        panel.fields!.some((f) => f.name.includes(c.name)),
        c.name,
      ).toBe(true);
    expect(JSON.stringify(panel)).toMatch(/能量/);
    const prompt = buildPrompt(s, seat, { lang: "zh" })!;
    expect(prompt.content).toMatch(CJK);
    expect(JSON.stringify(buildPrompt(s, seat, { lang: "en" }))).not.toMatch(CJK);
  });
});
