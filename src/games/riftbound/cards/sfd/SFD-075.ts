import { defineCard } from "../types.js";

/**
 * Prize of Progress — Unit, Mind, 4 Energy + 1 Power. "Use an activated ability" is activating it (576), resource
 * abilities included (605.2: Gold's [Add]); the gear is the ability's source as it was used (event `abilityActivated`).
 */
export default defineCard({
  code: "SFD-075",
  name: "Prize of Progress",
  text: "When you use an activated ability of a gear, give me +1 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "abilityActivated",
      filter: { player: "you", subject: { type: "gear" } },
      effects: [{ op: "might", what: { self: true }, amount: 1, duration: "turn" }],
    },
  ],
});
