import { defineCard } from "../types.js";

/**
 * Keeper of Masks — Unit, Mind, 2 Energy. [Hidden] and [Temporary] are printed. Errata (Unleashed Errata Updates):
 * "Then do this:" — the two Reflection tokens (187.6) are played "here" (her location), then one reflexive trigger
 * about both (CR 1.4 386-388, `{ event: "objects" }`) makes them copies of her (477.1.b: her name, text and printed
 * Might, so her [Temporary] too, docs/rules-decisions.md "Copies"). If she has left the board by then, they stay
 * 0 Might Reflections (563.2.c, as Mirror Image). The copies do not get her play effect (UNL-T06).
 */
export default defineCard({
  code: "UNL-081",
  name: "Keeper of Masks",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Temporary] (Kill me at the start of my controller's Beginning Phase, before scoring.)\nWhen you play me, play two Reflection unit tokens here. They become copies of me.",
  errata: {
    text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Temporary] (Kill me at the start of my controller's Beginning Phase, before scoring.)\nWhen you play me, play two Reflection unit tokens here. Then do this: They become copies of me.",
    source: "Unleashed errata (faq/riftboundoc-errata.json, jungaustin-errata.json)",
  },
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        { op: "token", token: "Reflection", n: 2, at: "here", saveAs: "reflections" },
        { op: "reflexive", ability: 1, about: { var: "reflections" }, with: { self: true } },
      ],
    },
    {
      kind: "triggered",
      reflexive: true,
      effects: [{ op: "becomeCopy", what: { event: "objects" }, of: { event: "other" } }],
    },
  ],
});
