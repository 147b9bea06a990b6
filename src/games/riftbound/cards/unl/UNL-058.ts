import { defineCard } from "../types.js";

/**
 * Lillia, Protector of Dreams — Unit (Champion), Calm, 5 Energy. "When you play a token unit" is the
 * tokenCreated event of a unit token its controller plays (170, 176); "Your token units have [Tank]" a grant (713.3).
 */
export default defineCard({
  code: "UNL-058",
  name: "Lillia, Protector of Dreams",
  text: "When you play a token unit, give me +1 :rb_might: this turn.\nYour token units have [Tank]. (They must be assigned combat damage first.)",
  abilities: [
    {
      kind: "triggered",
      on: "tokenCreated",
      filter: { player: "you", subject: { type: "unit", token: true } },
      effects: [{ op: "might", what: { self: true }, amount: 1, duration: "turn" }],
    },
    {
      kind: "passive",
      passive: { kind: "grant", to: { type: "unit", controller: "friendly", token: true }, keywords: ["Tank"] },
    },
  ],
});
