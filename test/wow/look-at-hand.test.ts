import { describe, expect, it } from "vitest";
import { sampleDeck } from "../../src/games/wow/decks.js";
import { wowRules } from "../../src/games/wow/rules/index.js";
import { nameOf } from "../../src/games/wow/rules/characteristics.js";
import { lookAtHand } from "../../src/games/wow/rules/look-at-hand.js";

describe("Look at target player's hand (As the Crow Flies, Kalnuf Eagleheart): hidden information", () => {
  it("names the cards to the looking seat only; the owner and the public read that it happened", () => {
    const s = wowRules.create({ decks: [sampleDeck("HoA-15"), sampleDeck("HoA-10")] } as never, 3);
    const names = s.players[1]!.hand.map((id) => nameOf(s, id));
    expect(names.length).toBeGreaterThan(0);
    lookAtHand(s, 0, 1);
    const line = (seat: 0 | 1 | "public") => wowRules.view(s, seat).log.at(-1) ?? "";
    expect(line(0)).toBe(`P1 looks at P2's hand: ${names.join(", ")}.`);
    expect(line(1)).toBe("P1 looks at P2's hand.");
    expect(line("public")).toBe("P1 looks at P2's hand.");
  });
});
