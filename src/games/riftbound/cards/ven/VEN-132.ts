import { defineCard } from "../types.js";

/**
 * Fallen Feline — Unit, Order, 2 Energy + 1 Order, 3 Might. "When you play me, name a spell" (CR 1.4 762: a spell card
 * that exists) is remembered on her (`name`); "While I'm at a battlefield, opponents can't play spells with that
 * name" is a `cant` play restriction (567) whose filter reads that name (`named: "name"`), active only while she is at
 * a battlefield.
 */
export default defineCard({
  code: "VEN-132",
  name: "Fallen Feline",
  text: "When you play me, name a spell.\nWhile I'm at a battlefield, opponents can't play spells with that name.",
  abilities: [
    { kind: "triggered", on: "played", filter: { self: true }, effects: [{ op: "name", what: "spell" }] },
    {
      kind: "passive",
      passive: {
        kind: "cant",
        who: "opponent",
        action: { play: { type: "spell", named: "name" } },
        when: { is: { self: true }, filter: { at: "battlefield" } },
      },
    },
  ],
});
