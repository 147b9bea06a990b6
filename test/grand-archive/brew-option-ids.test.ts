import { describe, expect, it } from "vitest";
import { actionId } from "../../src/games/grand-archive/presentation.js";

describe("Grand Archive prompts: Keywords: Brew 2 (the sacrificed objects are part of the activation)", () => {
  it("gives each Brew choice of a card its own option id, stable for the same objects", () => {
    const plain = actionId({ type: "activate", card: "c40" });
    const a = actionId({ type: "activate", card: "c40", brew: ["c41", "c42"] });
    const b = actionId({ type: "activate", card: "c40", brew: ["c41", "c43"] });
    expect(new Set([plain, a, b]).size).toBe(3);
    expect(actionId({ type: "activate", card: "c40", brew: ["c41", "c42"] })).toBe(a);
    expect(a!.length).toBeLessThanOrEqual(16);
  });
});
