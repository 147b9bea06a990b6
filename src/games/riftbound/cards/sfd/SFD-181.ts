import { defineCard } from "../types.js";

/**
 * Mechanized Menace — Legend, Fury + Mind (Rumble). Grants Shield (726) to friendly Mechs.
 */
export default defineCard({
  code: "SFD-181",
  name: "Mechanized Menace",
  text: "Your Mechs have [Shield]. (+1 :rb_might: while they're defenders.)",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "grant", to: { type: "unit", controller: "friendly", tag: "Mech" }, keywords: ["Shield"] },
    },
  ],
});
