import { defineCard } from "../types.js";

/**
 * Dragon Roost — Battlefield. A rule of the battlefield for every player, whoever controls it (181, CR 1.4 356.2):
 * a Dragon unit played normally may pay [A][A] more (560.2.b, `optional: ["battlefieldCost"]` with `to` this
 * battlefield); paying it makes this battlefield the destination, controlled or not (559.2 replaced).
 */
export default defineCard({
  code: "VEN-157",
  name: "Dragon Roost",
  text: "Any player may pay :rb_rune_rainbow::rb_rune_rainbow: as an additional cost to play a Dragon. If they do, they play it to this battlefield.",
  abilities: [
    { kind: "passive", passive: { kind: "battlefieldCost", cards: { cardType: "Unit", tag: "Dragon" }, anyPower: 2 } },
  ],
});
