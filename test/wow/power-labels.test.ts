import { describe, expect, it } from "vitest";
import { actionLabel } from "../../src/games/wow/presentation.js";

describe("CR 7.4 700.1: a power action names which of a card's powers it uses (granted payment powers: Koringar)", () => {
  const card = (id: string, extra: object) => ({
    id,
    code: "x",
    name: id,
    type: "Ally",
    exhausted: false,
    damage: 0,
    ...extra,
  });
  const v = {
    players: [
      {
        hero: card("Hero", {}),
        allies: [
          card("Koringar the Heavy", { printedPowers: 1, grantedFrom: ["Grimdron", "Freya Lightsworn"] }),
          card("Two Powers", { printedPowers: 2 }),
        ],
        equipment: [],
        graveyard: [],
        resources: [],
      },
    ],
    chain: [],
  } as unknown as Parameters<typeof actionLabel>[0];
  it("printed powers alone read as before; several printed powers are numbered; granted ones name their card", () => {
    const use = (c: string, power: number) => actionLabel(v, { type: "power", card: c, power });
    expect(use("Koringar the Heavy", 0)).toBe("Use Koringar the Heavy");
    expect(use("Koringar the Heavy", 1)).toBe("Use Koringar the Heavy (Grimdron's power)");
    expect(use("Koringar the Heavy", 2)).toBe("Use Koringar the Heavy (Freya Lightsworn's power)");
    expect(use("Two Powers", 1)).toBe("Use Two Powers (power 2)");
    expect(use("Hero", 0)).toBe("Use Hero");
  });
});
