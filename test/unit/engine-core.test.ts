/**
 * The engine core every game shares (issue 14): answers checked against the offered options (a refusal leaves the
 * state and the question as they were), per-viewer log redaction, and Riftbound adapted to the contract without a
 * change of behaviour (the engine's answer check refuses exactly what the rules refuse, with the same rejection).
 */
import { describe, expect, it } from "vitest";
import {
  checkAnswer,
  type GameRules,
  type PendingDecision,
  redactLog,
  type TableView,
  withAnswerCheck,
} from "../../src/engine/index.js";
import { riftboundRules } from "../../src/games/riftbound/module.js";
import type { RbAction } from "../../src/games/riftbound/rules/actions.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import { newGame, walk } from "../render/fixture.js";

const pick: PendingDecision = {
  id: "d1",
  seat: 0,
  kind: "cards",
  prompt: "Choose 1 or 2",
  options: [
    { id: "a", label: "A" },
    { id: "b", label: "B" },
    { id: "c", label: "C" },
  ],
  min: 1,
  max: 2,
};

describe("checkAnswer", () => {
  it("accepts picks among the options within min..max", () => {
    expect(checkAnswer(pick, 0, { decision: "d1", picks: ["a", "c"] })).toBeNull();
    expect(checkAnswer(pick, 0, { picks: ["b"] })).toBeNull();
  });
  it.each([
    ["no decision", null, 0, { picks: ["a"] }, "choose/no-decision"],
    ["another seat", pick, 1, { picks: ["a"] }, "choose/not-yours"],
    ["another decision", pick, 0, { decision: "d0", picks: ["a"] }, "choose/stale"],
    ["no picks", pick, 0, {}, "choose/empty"],
    ["a pick twice", pick, 0, { picks: ["a", "a"] }, "choose/duplicate"],
    ["a pick not offered", pick, 0, { picks: ["z"] }, "choose/not-an-option"],
    ["too many", pick, 0, { picks: ["a", "b", "c"] }, "choose/count"],
    ["too few", pick, 0, { picks: [] }, "choose/count"],
  ] as const)("refuses %s", (_, p, seat, answer, code) => {
    expect(checkAnswer(p, seat, answer)?.code).toBe(code);
  });
  it("refuses answers to open kinds and cites the game's rules", () => {
    const rules = { openKinds: ["cards"], notYoursRule: "9.1", countRule: () => "9.2" };
    expect(checkAnswer(pick, 0, { picks: ["a"] }, rules)?.code).toBe("choose/no-decision");
    expect(checkAnswer(pick, 1, { picks: ["a"] }, { notYoursRule: "9.1" })?.rule).toBe("9.1");
    expect(checkAnswer(pick, 0, { picks: [] }, { countRule: () => "9.2" })?.rule).toBe("9.2");
  });
});

describe("withAnswerCheck", () => {
  interface S {
    version: number;
    pending: PendingDecision | null;
  }
  type A = { pick: string[] } | { other: true };
  const applied: A[] = [];
  const rules: GameRules<null, S, A, string, TableView> = {
    id: "t",
    create: () => ({ version: 0, pending: pick }),
    pending: (s) => s.pending,
    legalActions: () => [],
    apply(s, _seat, a) {
      applied.push(a);
      return { ok: true, state: { version: s.version + 1, pending: null }, events: [] };
    },
    view: (s, viewer) => ({ viewer, version: s.version, log: [] }),
    answerOf: (_s, a) => ("pick" in a ? { picks: a.pick } : null),
    verify: () => [],
  };
  const checked = withAnswerCheck(rules);

  it("refuses an answer outside the options before the game sees it; the same question stands", () => {
    const s = checked.create(null, 1);
    const r = checked.apply(s, 0, { pick: ["z"] });
    expect(r.ok).toBe(false);
    expect(r.ok ? null : r.error.code).toBe("choose/not-an-option");
    expect(applied).toEqual([]);
    expect(checked.pending(s)).toBe(pick);
  });
  it("passes good answers and other actions to the game", () => {
    const s = checked.create(null, 1);
    expect(checked.apply(s, 0, { pick: ["a"] }).ok).toBe(true);
    expect(checked.apply(s, 0, { other: true }).ok).toBe(true);
    expect(applied).toEqual([{ pick: ["a"] }, { other: true }]);
  });
});

describe("redactLog (127)", () => {
  const log = [
    { text: "P1 draws Jinx.", visibleTo: [0], publicText: "P1 draws a card." },
    { text: "P2 looks at a card.", visibleTo: [1] },
    { text: "P1 plays Jinx." },
  ];
  it("shows private text only to the seats it names, public text to the others", () => {
    expect(redactLog(log, 0)).toEqual(["P1 draws Jinx.", "P1 plays Jinx."]);
    expect(redactLog(log, 1)).toEqual(["P1 draws a card.", "P2 looks at a card.", "P1 plays Jinx."]);
    expect(redactLog(log, "public")).toEqual(["P1 draws a card.", "P1 plays Jinx."]);
  });
});

describe("Riftbound behind the contract", () => {
  const kinds = ["cards", "targets", "option", "orderTriggers", "assignDamage"];
  const states: RbState[] = [newGame(3)];
  for (let seed = 2; seed < 30 && states.length < kinds.length + 1; seed++) {
    const wanted = Object.fromEntries(kinds.map((k) => [k, (s: RbState) => s.pending?.kind === k]));
    states.push(...walk(seed, wanted, 200).values());
  }

  /** Answers worth trying on a state: good, bad and odd ones. */
  function answers(s: RbState): { seat: number; a: RbAction }[] {
    const p = s.pending!;
    const ids = p.options.map((o) => o.id);
    const out: { seat: number; a: RbAction }[] = [];
    for (const seat of [0, 1]) {
      out.push({ seat, a: { type: "choose", decision: p.id, cards: ids.slice(0, p.max) } });
      out.push({ seat, a: { type: "choose", decision: p.id, cards: ids.slice(0, Math.max(0, p.min - 1)) } });
      out.push({ seat, a: { type: "choose", cards: [...ids, "o9999"] } });
      out.push({ seat, a: { type: "choose", decision: "old", cards: ids.slice(0, 1) } });
      out.push({ seat, a: { type: "choose", decision: p.id, order: [...ids, ...ids.slice(0, 1)] } });
      out.push({ seat, a: { type: "choose", decision: p.id } });
      out.push({ seat, a: { type: "choose", decision: p.id, assign: {} } });
      out.push({ seat, a: { type: "pass" } });
    }
    return out;
  }

  it("refuses and accepts exactly what the rules do, with the same rejection", () => {
    expect(states.length).toBeGreaterThan(3);
    let tried = 0;
    for (const s of states) {
      for (const { seat, a } of answers(s)) {
        const mine = riftboundRules.apply(s, seat, a);
        const theirs = riftbound.apply(s, seat, a);
        expect(mine.ok).toBe(theirs.ok);
        if (!mine.ok && !theirs.ok) expect(mine.error).toEqual(theirs.error);
        if (mine.ok && theirs.ok) expect(mine.state).toEqual(theirs.state);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(40);
  });

  it("verify finds no broken invariant in sound states", () => {
    for (const s of states) expect(riftboundRules.verify(s)).toEqual([]);
  });
});
