import { defineCard } from "../types.js";

/** Taric, Protector — Unit (Champion), Calm, 4 Energy + 1 Calm Power. Shield, Tank (printed). */
export default defineCard({
  code: "OGN-074",
  name: "Taric, Protector",
  text: "[Shield] (+1 :rb_might: while I'm a defender.)\n[Tank] (I must be assigned combat damage first.)\nOther friendly units here have [Shield].",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "grant",
        to: { type: "unit", controller: "friendly", other: true, at: "here" },
        keywords: ["Shield"],
      },
    },
  ],
});
