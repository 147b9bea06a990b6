import { defineCard } from "../types.js";

/**
 * Strike Down — Spell, Body, 3 Energy + 1 Body. "It deals damage": the unit deals it (OFAQ-77); then an Equipment
 * is detached from it (CR 1.4 435; the worked example at CR 1.4 2865).
 */
export default defineCard({
  code: "SFD-107",
  name: "Strike Down",
  text: "Choose an equipped friendly unit. It deals damage equal to its Might to an enemy unit. Then detach an Equipment from it.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "unit", filter: { type: "unit", controller: "friendly", state: ["equipped"] } },
        { id: "enemy", filter: { type: "unit", controller: "enemy" } },
      ],
      effects: [
        { op: "damage", amount: { mightOf: { target: "unit" } }, to: { target: "enemy" }, by: { target: "unit" } },
        { op: "detach", from: { target: "unit" } },
      ],
    },
  ],
});
