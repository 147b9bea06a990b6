import { defineCard } from "../types.js";

/**
 * Iascylla — Unit, Calm, 7 Energy + 1 Power.
 * "When I hold" (630.2): a hold happens in her controller's Beginning Phase, so "your next Main Phase" is later that
 * same turn; the delayed trigger (CR 1.4 389) is created for the turn and ends once it triggers. "This battlefield"
 * is the battlefield she held, kept when the delayed trigger is created (CR 1.4 359.3.f.3.b, its example). The enemy
 * unit is chosen as the delayed trigger resolves ("you may": none may be chosen).
 */
export default defineCard({
  code: "UNL-050",
  name: "Iascylla",
  text: "When I hold, at the start of your next Main Phase, you may move an enemy unit to this battlefield.",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { player: "you", here: true },
      effects: [
        {
          op: "createTrigger",
          duration: "turn",
          once: true,
          keep: ["bf"],
          trigger: {
            on: "mainPhase",
            filter: { player: "you" },
            effects: [
              {
                op: "chooseFromZone",
                filter: { type: "unit", controller: "enemy" },
                count: 1,
                optional: true,
                saveAs: "enemy",
              },
              { op: "move", what: { var: "enemy" }, to: "eventBattlefield" },
            ],
          },
        },
      ],
    },
  ],
});
