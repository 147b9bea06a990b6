import { defineCard } from "../types.js";

/**
 * Petal Pixie — Unit, Mind, 2 Energy. "For each of your units with [Temporary] at my battlefield":
 * counted only while she is at a battlefield (at a base she has no battlefield, 138.1.a.1); she counts herself only if
 * she has [Temporary].
 */
export default defineCard({
  code: "UNL-076",
  name: "Petal Pixie",
  text: "I have +1 :rb_might: for each of your units with [Temporary] at my battlefield.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "might",
        amount: { count: { type: "unit", controller: "friendly", keyword: "Temporary", at: "here" } },
        when: { is: { self: true }, filter: { at: "battlefield" } },
      },
    },
  ],
});
