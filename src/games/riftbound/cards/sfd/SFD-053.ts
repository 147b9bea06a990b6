import { defineCard } from "../types.js";

/**
 * Janna, Savior — Unit (Champion), Calm, 3 Energy + 1 Calm. Reaction is printed. Errata (Spiritforged FAQ): "move up to
 * one enemy unit", so the heal happens with no enemy unit here (the enemy is chosen as the trigger goes on the chain).
 */
export default defineCard({
  code: "SFD-053",
  name: "Janna, Savior",
  text: "[Reaction] (Play any time, even before spells and abilities resolve, including to a battlefield you control.)\nWhen you play me, heal your units here, then move an enemy unit from here to its base.",
  errata: {
    text: "[Reaction] (Play any time, even before spells and abilities resolve, including to a battlefield you control.)\nWhen you play me, heal your units here, then move up to one enemy unit from here to its base.",
    source: "Spiritforged FAQ functional errata (faq/riftboundoc-errata.json)",
  },
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", at: "here" }, upTo: true }],
      effects: [
        { op: "heal", what: { all: { type: "unit", controller: "friendly", at: "here" } } },
        { op: "moveToBase", what: { target: "enemy" } },
      ],
    },
  ],
});
