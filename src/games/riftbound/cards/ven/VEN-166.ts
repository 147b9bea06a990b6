import { defineCard } from "../types.js";

/**
 * Threshold of the Gray — Battlefield, Colorless.
 * Battlefield. "When combat starts here" is the combat's attacked and defended events (620; one batch each): the attacker's is controlled by the attacking player, the defender's by the defending player, and each [Add]s [1] to its controller (605).
 */
export default defineCard({
  code: "VEN-166",
  name: "Threshold of the Gray",
  text: "When combat starts here, the attacker and defender each [Add] :rb_energy_1:.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { here: true },
      batch: true,
      effects: [{ op: "add", energy: 1 }],
    },
    {
      kind: "triggered",
      on: "defended",
      filter: { here: true },
      batch: true,
      effects: [{ op: "add", energy: 1 }],
    },
  ],
});
