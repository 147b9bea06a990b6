import { defineCard } from "../types.js";

/**
 * Direwing — Unit, Body, 7 Energy. Checked as it enters (568.3).
 */
export default defineCard({
  code: "SFD-094",
  name: "Direwing",
  text: "I enter ready if you control another Dragon.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "enters",
        state: "ready",
        when: { exists: { type: "unit", controller: "friendly", tag: "Dragon", other: true } },
      },
    },
  ],
});
