import { defineCard } from "../types.js";

/**
 * Disciple of Shen — Unit, Order, 2 Energy.
 * [Hidden] comes from the card data. Shield 3 while at a battlefield with exactly one other friendly unit there.
 */
export default defineCard({
  code: "VEN-117",
  name: "Disciple of Shen",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nI have [Shield 3] while I'm at a battlefield with exactly one other unit you control. (+3 :rb_might: while I'm a defender.)",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "keyword",
        keyword: "Shield 3",
        when: {
          and: [
            { is: { self: true }, filter: { at: "battlefield" } },
            {
              compare: [
                { count: { type: "unit", controller: "friendly", other: true, at: "here" } },
                { op: "=", value: 1 },
              ],
            },
          ],
        },
      },
    },
  ],
});
