/** Spirit Blade: Ascension (action, crux, reserve 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "N0ipz8UWwf",
  name: "Spirit Blade: Ascension",
  text: "As an additional cost to activate this card, return a Sword regalia you own to your material deck.\n\nChoose a Sword regalia card from your material deck or banishment and put it onto the field.",
  abilities: [
    { kind: "additionalCost", cost: { kind: "returnRegaliaToMaterialDeck", subtype: "SWORD" } },
    { kind: "effect", effects: [{ op: "putRegaliaOntoField", subtype: "SWORD" }] },
  ],
});
