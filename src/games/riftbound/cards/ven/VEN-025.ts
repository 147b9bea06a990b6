import { defineCard } from "../types.js";

/**
 * Esteemed Hierophant — Unit, Calm, 5 Energy.
 * A "prevent" replacement (571) of damage dealt to me by spells and abilities an opponent controls (`by: "opponent"`,
 * CR 1.4 411), active while its controller controls 7 or more runes (568.3).
 */
export default defineCard({
  code: "VEN-025",
  name: "Esteemed Hierophant",
  text: "While you control 7 or more runes, prevent all damage that enemy spells and abilities would deal to me.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "replace",
        event: "damaged",
        filter: { self: true, via: ["spell", "ability"], by: "opponent" },
        with: "prevent",
        when: { compare: [{ count: { type: "rune", controller: "friendly" } }, { op: ">=", value: 7 }] },
      },
    },
  ],
});
