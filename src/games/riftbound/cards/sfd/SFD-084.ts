import { defineCard } from "../types.js";

/**
 * Jayce, Man of Progress — Unit (Champion), Mind, 4 Energy. "You may kill a friendly gear" is chosen as the trigger
 * resolves (a token gear too); "if you do" holds once one was chosen and killed (604). The permission is held by the
 * player for the turn (`createEffect` `playIgnoringEnergy`, 567): one gear from hand with Energy cost 7 or less, its
 * Energy cost ignored, its Power cost still paid (560.1.b), used by naming `optional: ["ignoreEnergy"]` on that play.
 */
export default defineCard({
  code: "SFD-084",
  name: "Jayce, Man of Progress",
  text: "When you play me, you may kill a friendly gear. If you do, you may play a gear with Energy cost no more than :rb_energy_7: from hand this turn, ignoring its Energy cost. (You must still pay its Power cost.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "chooseFromZone",
          filter: { type: "gear", controller: "friendly" },
          count: 1,
          optional: true,
          saveAs: "gear",
        },
        { op: "kill", what: { var: "gear" } },
        {
          op: "if",
          cond: { varNonEmpty: "gear" },
          then: [
            {
              op: "createEffect",
              duration: "turn",
              passive: { kind: "playIgnoringEnergy", cards: { cardType: "Gear", maxEnergy: 7 } },
            },
          ],
        },
      ],
    },
  ],
});
