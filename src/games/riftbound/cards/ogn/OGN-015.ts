import { defineCard } from "../types.js";

/** Captain Farron — Unit, Fury, 4 Energy + 1 Fury Power. Grants Assault to the other friendly units at his location (713.3.a, 719). */
export default defineCard({
  code: "OGN-015",
  name: "Captain Farron",
  text: "Other friendly units here have [Assault]. (+1 :rb_might: while they're attackers.)",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "grant",
        to: { type: "unit", controller: "friendly", at: "here", other: true },
        keywords: ["Assault"],
      },
    },
  ],
});
