import { defineCard } from "../types.js";

/**
 * Irelia, Fervent — Unit (Champion), Calm, 5 Energy. Deflect is printed. "When you choose me": as a target of a spell
 * (`chosen`) or of an ability (`chosenByAbility`, 559.3); "when you ready me": a `readied` event performed by her
 * controller (593.4: in their Awaken Phase too).
 */
export default defineCard({
  code: "SFD-057",
  name: "Irelia, Fervent",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nWhen you choose or ready me, give me +1 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: ["chosen", "chosenByAbility", "readied"],
      filter: { self: true, player: "you" },
      effects: [{ op: "might", what: { self: true }, amount: 1, duration: "turn" }],
    },
  ],
});
