import { defineCard } from "../types.js";

/** Black Flame Altar — Battlefield. Units here with [Temporary] have [Shield] (CR 1.4 725). */
export default defineCard({
  code: "UNL-208",
  name: "Black Flame Altar",
  text: "Units here with [Temporary] have [Shield]. (+1 :rb_might: while they're defenders.)",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "grant", to: { type: "unit", at: "here", keyword: "Temporary" }, keywords: ["Shield"] },
    },
  ],
});
