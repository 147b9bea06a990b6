import { wowCard } from "../types.js";

/** Masten Everspirit (HoA-250): Ally, 5, 4/2. */
export default wowCard({
  id: "HoA-250",
  name: "Masten Everspirit",
  text: "When Masten Everspirit is destroyed, you may put him from your graveyard into your hand.",
  powers: [
    {
      kind: "trigger",
      on: "destroyed",
      optional: true,
      targets: [],
      effects: [{ op: "graveyard-to-hand", what: "self" }],
    },
  ],
});
