import { defineCard } from "../types.js";

/**
 * LeBlanc, Everywhere at Once — Unit (Champion), Mind, 4 Energy, 4 Might, Backline (printed, CR 1.4 826). Her
 * controller's permanents at her battlefield are not killed by [Temporary] (728, CR 1.4 722) at the start of their
 * Beginning Phase; in a base she stops none.
 */
export default defineCard({
  code: "UNL-090",
  name: "LeBlanc, Everywhere at Once",
  text: "[Backline] (I must be assigned combat damage last.)\nYour [Temporary] effects at my battlefield don't trigger.",
  abilities: [{ kind: "passive", passive: { kind: "rule", key: "noTemporaryHere" } }],
});
