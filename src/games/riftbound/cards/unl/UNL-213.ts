import { defineCard } from "../types.js";

/**
 * Gardens of Becoming — Battlefield, Colorless.
 * Every unit here, either player's, has the quoted ability (567; granted as Windswept Hillock grants a keyword);
 * the unit's controller activates it and gains the XP (CR 1.4 730.1). Not a resource ability: it uses the chain.
 */
export default defineCard({
  code: "UNL-213",
  name: "Gardens of Becoming",
  text: 'Units here have ":rb_exhaust:: Gain 1 XP."',
  abilities: [
    {
      kind: "activated",
      grantedTo: { type: "unit", at: "here" },
      cost: { exhaust: true },
      effects: [{ op: "gainXp", n: 1 }],
    },
  ],
});
