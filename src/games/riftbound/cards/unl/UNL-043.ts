import { defineCard } from "../types.js";

/**
 * Enthusiastic Promoter — Unit, Calm, 3 Energy.
 * [Backline] printed (CR 1.4 826). "When I hold": you hold the battlefield I am at (630.2).
 */
export default defineCard({
  code: "UNL-043",
  name: "Enthusiastic Promoter",
  text: "[Backline] (I must be assigned combat damage last.)\nWhen I hold, [Buff] all units here. (Give each a +1 :rb_might: buff if it doesn't have one.)",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { player: "you", here: true },
      effects: [{ op: "buff", what: { all: { type: "unit", at: "here" } } }],
    },
  ],
});
