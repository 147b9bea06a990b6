/**
 * The bot's generic prompt widgets (issue 14), with a made-up game: buttons for a few single picks, a select paged
 * past Discord's 25 options, a multi-pick select, an ordering asked one position at a time, and an assignment
 * labelled from the game's legal answers. Every click goes back to the game as the game's own option id.
 */
import { ComponentType } from "discord-api-types/v10";
import { describe, expect, it } from "vitest";
import { decodeCustomId } from "../../src/bot/custom-id.js";
import { buildPrompt, type Prompt, type PromptInput, resolveStep } from "../../src/bot/prompts/prompt.js";
import type { Control, GamePresentation, PromptModel, PromptStep } from "../../src/engine/index.js";

const many = Array.from({ length: 40 }, (_, i) => ({ value: `n.${i}`, label: `Item ${i}` }));

function presentation(controls: Control[]): GamePresentation<null, string> {
  const root: PromptModel = { content: "Choose.", controls };
  return {
    title: "Test",
    modeName: (m) => m,
    prompt: () => root,
    resolve: (_s, _seat, optionId, values): PromptStep<string> =>
      optionId === "step"
        ? { kind: "prompt", prompt: { ...root, path: "step" } }
        : { kind: "action", action: `${optionId}|${values.join(",")}` },
    boardPanel: () => ({}),
    boardImage: async () => new Uint8Array(),
    privatePanel: () => ({}),
    privateKey: () => "",
    waitingFor: () => "",
    commands: [],
  };
}

function input(game: GamePresentation<null, string>): PromptInput {
  return { matchId: "m1", stateVersion: 3, decisionId: "d1", game, state: null, seat: 0 };
}

/** Custom option ids and select values of a prompt, in order. */
function parts(p: Prompt): { id: string; type: number; values: string[]; labels: string[] }[] {
  return p.components.flatMap((row) =>
    row.components.map((c) => {
      const id = "custom_id" in c ? decodeCustomId(c.custom_id) : null;
      if (!id?.ok) throw new Error("bad custom id");
      return {
        id: id.value.optionId,
        type: c.type,
        values: c.type === ComponentType.StringSelect ? c.options.map((o) => o.value) : [],
        labels:
          c.type === ComponentType.StringSelect ? c.options.map((o) => o.label) : "label" in c ? [c.label ?? ""] : [],
      };
    }),
  );
}

describe("prompt widgets", () => {
  it("shows a few single picks as buttons whose id is the game's option id", () => {
    const g = presentation([{ kind: "choice", id: "c", placeholder: "Pick", items: many.slice(0, 3), min: 1, max: 1 }]);
    const p = parts(buildPrompt(input(g)));
    expect(p.map((x) => [x.type, x.id])).toEqual([
      [ComponentType.Button, "n.0"],
      [ComponentType.Button, "n.1"],
      [ComponentType.Button, "n.2"],
    ]);
    expect(resolveStep(input(g), "n.1")).toEqual({ kind: "action", action: "n.1|" });
  });

  it("pages a long single pick and resolves a pick on any page", () => {
    const g = presentation([{ kind: "choice", id: "c", placeholder: "Pick", items: many, min: 1, max: 1 }]);
    const [sel] = parts(buildPrompt(input(g)));
    expect(sel!.values.length).toBeLessThanOrEqual(25);
    expect(sel!.values.at(-1)).toBe("*pg.1.");
    const next = resolveStep(input(g), sel!.id, ["*pg.1."]);
    if (next.kind !== "prompt") throw new Error("no page");
    const [page2] = parts(next.prompt);
    expect(page2!.values).toContain("n.30");
    expect(page2!.values[0]).toBe("*pg.0.");
    expect(resolveStep(input(g), page2!.id, ["n.30"])).toEqual({ kind: "action", action: "n.30|" });
  });

  it("pages a step's select by re-asking the step's path", () => {
    const g = presentation([{ kind: "choice", id: "c", placeholder: "Pick", items: many, min: 1, max: 1 }]);
    const step = resolveStep(input(g), "step");
    if (step.kind !== "prompt") throw new Error("no step");
    const [sel] = parts(step.prompt);
    expect(sel!.values.at(-1)).toBe("*pg.1.step");
    expect(resolveStep(input(g), sel!.id, ["*pg.1.step"]).kind).toBe("prompt");
  });

  it("sends a multi-pick's values with its control id", () => {
    const g = presentation([
      { kind: "choice", id: "m", placeholder: "Pick two", items: many.slice(0, 5), min: 2, max: 2 },
    ]);
    const [sel] = parts(buildPrompt(input(g)));
    expect(sel!.id).toBe("m");
    expect(resolveStep(input(g), "m", ["n.0", "n.4"])).toEqual({ kind: "action", action: "m|n.0,n.4" });
  });

  it("orders items one position at a time, then resolves the whole order", () => {
    const items = many.slice(0, 3);
    const g = presentation([{ kind: "order", id: "r", noun: "item", items }]);
    const first = parts(buildPrompt(input(g)));
    expect(first.map((x) => x.id)).toEqual(["*r0.0", "*r0.1", "*r0.2"]);
    const s1 = resolveStep(input(g), "*r0.2");
    if (s1.kind !== "prompt") throw new Error("no step");
    expect(s1.prompt.content).toContain("1. Item 2");
    expect(parts(s1.prompt).map((x) => x.id)).toEqual(["*r0.20", "*r0.21", "*r0."]);
    expect(resolveStep(input(g), "*r0.20")).toEqual({ kind: "action", action: "r|n.2,n.0,n.1" });
    expect(resolveStep(input(g), "*r0.22").kind).toBe("invalid");
  });

  it("issue 15: identical triggers are offered once per position; when only identical ones are left the order is done", () => {
    const items = [
      { value: "t1", label: "Recruit: When I die, draw 1." },
      { value: "t2", label: "Jinx: Deal 1 to a unit." },
      { value: "t3", label: "Recruit: When I die, draw 1." },
    ];
    const g = presentation([{ kind: "order", id: "r", noun: "trigger", items }]);
    expect(parts(buildPrompt(input(g))).map((x) => x.id)).toEqual(["*r0.0", "*r0.1"]);
    // Jinx first: the two Recruit triggers left are interchangeable, so one click completes the order.
    expect(resolveStep(input(g), "*r0.1")).toEqual({ kind: "action", action: "r|t2,t1,t3" });
    const s1 = resolveStep(input(g), "*r0.0");
    if (s1.kind !== "prompt") throw new Error("no step");
    expect(parts(s1.prompt).map((x) => x.id)).toEqual(["*r0.01", "*r0.02", "*r0."]);
  });

  it("labels the game's legal assignments from its targets", () => {
    const g = presentation([
      {
        kind: "assign",
        id: "d",
        placeholder: "Damage",
        targets: [
          { id: "u1", label: "Jinx" },
          { id: "u2", label: "Vi" },
        ],
        answers: [
          { value: "d.0", amounts: { u1: 3, u2: 1 }, note: "default" },
          { value: "d.1", amounts: { u1: 0, u2: 4 } },
        ],
      },
    ]);
    const [sel] = parts(buildPrompt(input(g)));
    expect(sel!.labels).toEqual(["3 → Jinx, 1 → Vi", "4 → Vi"]);
    expect(resolveStep(input(g), sel!.id, ["d.1"])).toEqual({ kind: "action", action: "d.1|" });
  });
});
