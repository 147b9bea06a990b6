import { defineCard } from "../types.js";

/**
 * Lucian, Gunslinger — Unit (Champion), Fury, 3 Energy. "Damage equal to my [Assault]": the total value of my
 * Assault instances as the ability resolves (712-714, 563.2.c.8), an ability's damage.
 */
export default defineCard({
  code: "SFD-028",
  name: "Lucian, Gunslinger",
  text: "[Assault] (+1 :rb_might: while I'm an attacker.)\nWhen I attack, deal damage equal to my [Assault] to an enemy unit here.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", at: "here" } }],
      effects: [
        { op: "damage", amount: { keywordValueOf: { self: true }, keyword: "Assault" }, to: { target: "enemy" } },
      ],
    },
  ],
});
