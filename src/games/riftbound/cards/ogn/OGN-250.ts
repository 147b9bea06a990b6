import { defineCard } from "../types.js";

/**
 * Stormbringer — Spell (Signature, Volibear), Fury/Body, 6 Energy + 2 Power. Both choices are made when it is
 * played (559.3, 163.7). Moving onto a battlefield the opponent controls with no units there starts a non-combat
 * showdown (SFAQ-14).
 */
export default defineCard({
  code: "OGN-250",
  name: "Stormbringer",
  text: "Choose a friendly unit in your base. Deal damage equal to its Might to all enemy units at a battlefield, then move your unit there.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "unit", filter: { type: "unit", controller: "friendly", at: "base" } },
        { id: "bf", filter: {}, battlefield: true },
      ],
      effects: [
        {
          op: "damage",
          amount: { mightOf: { target: "unit" } },
          to: { all: { type: "unit", controller: "enemy" }, atTarget: "bf" },
        },
        { op: "move", what: { target: "unit" }, to: { target: "bf" } },
      ],
    },
  ],
});
