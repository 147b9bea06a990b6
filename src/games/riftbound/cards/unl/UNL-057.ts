import { defineCard } from "../types.js";

/**
 * Alpha Wildclaw — Unit, Calm, 6 Energy + 2 Calm, 7 Might, Tank (printed). A restriction on choices (567, 559.3):
 * the other units its controller controls at its location with less Might than it now are never legal choices for
 * spells and abilities of their enemies.
 */
export default defineCard({
  code: "UNL-057",
  name: "Alpha Wildclaw",
  text: "[Tank] (I must be assigned combat damage first.)\nYour units here with less Might than me can't be chosen by enemy spells and abilities.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cantBeChosen",
        by: "enemy",
        to: {
          type: "unit",
          controller: "friendly",
          at: "here",
          other: true,
          might: { op: "<", value: { mightOf: { self: true } } },
        },
      },
    },
  ],
});
