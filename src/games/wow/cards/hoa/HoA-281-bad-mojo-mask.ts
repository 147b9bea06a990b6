import { wowCard } from "../types.js";

/** Bad Mojo Mask (HoA-281): Equipment (Armor, Head (1), Cloth), 4, 0 DEF. */
export default wowCard({
  id: "HoA-281",
  name: "Bad Mojo Mask",
  text: "At the start of each player's turn, that player discards a card.",
  powers: [
    {
      kind: "trigger",
      on: "each-turn-start",
      targets: [],
      effects: [{ op: "discard", amount: 1, who: "turn-player" }],
    },
  ],
});
