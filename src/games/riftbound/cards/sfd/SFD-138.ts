import { defineCard } from "../types.js";

/**
 * Windsinger — Unit, Chaos, 2 Energy. Its "Hidden" is printed without brackets, so the card data does not list the
 * keyword: it is a keyword passive here (723). The unit is chosen as the trigger goes on the chain ("you may": up to one).
 */
export default defineCard({
  code: "SFD-138",
  name: "Windsinger",
  text: "Hidden (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nWhen you play me, you may return another unit at a battlefield with 3 :rb_might: or less to its owner's hand.",
  abilities: [
    { kind: "passive", passive: { kind: "keyword", keyword: "Hidden" } },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield", other: true, maxMight: 3 }, upTo: true }],
      effects: [{ op: "returnToHand", what: { target: "unit" } }],
    },
  ],
});
