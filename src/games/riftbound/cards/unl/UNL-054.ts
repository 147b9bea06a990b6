import { defineCard } from "../types.js";

/**
 * Tricksy Tentacles — Spell, Calm, 4 Energy + 1 Calm. "Any number of enemy units with the same controller and a total
 * Might of 8 or less" is one target spec with a group constraint (CR 1.4 355.11: one controller, total Might), chosen
 * as it is played and re-checked on resolution (OFAQ-53: a qualifying subset if it no longer qualifies). "To a single
 * location" is chosen on resolution by the spell's controller (OFAQ-47/63): their controller's base or one
 * battlefield (612.2 applies); every chosen unit moves there together (one move, 608), a unit already there stays.
 */
export default defineCard({
  code: "UNL-054",
  name: "Tricksy Tentacles",
  text: "Move any number of enemy units with the same controller and a total Might of 8 or less to a single location.",
  abilities: [
    {
      kind: "spell",
      targets: [
        {
          id: "units",
          filter: { type: "unit", controller: "enemy" },
          any: true,
          group: { sameController: true, totalMight: { op: "<=", value: 8 } },
        },
      ],
      effects: [
        { op: "checkGroup", target: "units", saveAs: "moving" },
        { op: "moveChoose", what: { var: "moving" }, together: true },
      ],
    },
  ],
});
