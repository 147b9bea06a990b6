import { defineCard } from "../types.js";

/**
 * Vex, Mocking — Unit (Champion), Calm, 5 Energy + 1 Power.
 * [Shield] and [Tank] printed. "That battlefield": where the enemy unit was stunned (the event's battlefield); a stun of a unit in a base does not trigger it.
 */
export default defineCard({
  code: "UNL-055",
  name: "Vex, Mocking",
  text: "[Shield] (+1 :rb_might: while I'm a defender.)\n[Tank] (I must be assigned combat damage first.)\nWhen you [Stun] an enemy unit at a battlefield, you may move me to that battlefield.",
  abilities: [
    {
      kind: "triggered",
      on: "stunned",
      filter: { player: "you", subject: { controller: "enemy" } },
      effects: [
        {
          op: "if",
          cond: { compare: [{ eventData: "bf" }, { op: ">=", value: 0 }] },
          then: [
            {
              op: "may",
              prompt: "Move Vex, Mocking to that battlefield?",
              then: [{ op: "move", what: { self: true }, to: "eventBattlefield" }],
            },
          ],
        },
      ],
    },
  ],
});
