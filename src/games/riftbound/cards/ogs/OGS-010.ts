import { defineCard } from "../types.js";

/** Annie, Stubborn — Champion unit, Chaos, 4 Energy + 1 Chaos. Returns a spell card from the trash (chosen as the trigger goes on the chain, 559.3.b). */
export default defineCard({
  code: "OGS-010",
  name: "Annie, Stubborn",
  text: "When you play me, return a spell from your trash to your hand.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "card", filter: { at: "trash", cardType: "Spell" } }],
      effects: [{ op: "toHand", what: { target: "card" } }],
    },
  ],
});
