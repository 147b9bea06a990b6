import { defineCard } from "../types.js";

/**
 * Evelynn, Entrancing — Unit (Champion), Chaos, 2 Energy.
 * [Hidden] and [Backline] printed. The trigger reads the play event: from facedown (723) and on her controller's own turn; "at a different location" is a unit elsewhere than her (138.1.a.1), chosen as the trigger goes on the chain (OFAQ-65).
 */
export default defineCard({
  code: "UNL-141",
  name: "Evelynn, Entrancing",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Backline] (I must be assigned combat damage last.)\nWhen you play me from face down on your turn, you may move an enemy unit at a different location to my battlefield.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true, data: { fromFacedown: true, onOpponentsTurn: false } },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", elsewhere: true }, upTo: true }],
      effects: [
        {
          op: "may",
          prompt: "Move that enemy unit to Evelynn's battlefield?",
          then: [{ op: "move", what: { target: "enemy" }, to: "here" }],
        },
      ],
    },
  ],
});
