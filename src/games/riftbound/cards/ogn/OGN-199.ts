import { defineCard } from "../types.js";

/**
 * Tideturner — Unit, Chaos. [Hidden] is printed. Errata (vocabulary-plan §2 ⓔ, OFAQ-65): "you may choose a unit you
 * control at another location. Move me to its location and it to my original location." The trigger needs a legal
 * choice to go on the chain and is optional (RQV-06); the two moves are not standard moves (OFAQ-04).
 */
export default defineCard({
  code: "OGN-199",
  name: "Tideturner",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nWhen you play me, you may choose a friendly unit. Move me to its location and it to my original location.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly", other: true, elsewhere: true } }],
      effects: [
        {
          op: "may",
          prompt: "Swap Tideturner with that unit?",
          then: [{ op: "swap", a: { self: true }, b: { target: "unit" } }],
        },
      ],
    },
  ],
});
