import { defineCard } from "../types.js";

/**
 * Overzealous Fan — Unit, Chaos, 2 Energy. "When I defend" (620); the attacking unit is chosen as the trigger goes on
 * the chain (559.3); "you may kill me to …" is paid on resolution, only while I am still on the board (a cost that
 * cannot be paid is not paid, and nothing moves).
 */
export default defineCard({
  code: "SFD-128",
  name: "Overzealous Fan",
  text: "When I defend, you may kill me to move an attacking unit to its base.",
  abilities: [
    {
      kind: "triggered",
      on: "defended",
      filter: { self: true },
      targets: [{ id: "attacker", filter: { type: "unit", state: ["attacking"] } }],
      effects: [
        {
          op: "if",
          cond: { is: { self: true }, filter: { at: "board" } },
          then: [
            {
              op: "may",
              prompt: "Kill Overzealous Fan to move the attacking unit to its base?",
              then: [
                { op: "kill", what: { self: true } },
                { op: "moveToBase", what: { target: "attacker" } },
              ],
            },
          ],
        },
      ],
    },
  ],
});
