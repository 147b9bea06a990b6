import { defineCard } from "../types.js";

/** Teemo, Scout — Unit (Champion), Chaos. [Hidden] is printed (723); played from hiding or not, he gets +3. */
export default defineCard({
  code: "OGN-197",
  name: "Teemo, Scout",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nWhen you play me, give me +3 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "might", what: { self: true }, amount: 3, duration: "turn" }],
    },
  ],
});
