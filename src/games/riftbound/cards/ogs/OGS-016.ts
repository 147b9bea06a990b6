import { defineCard } from "../types.js";

/** Vanguard Attendant — Unit, Order, 6 Energy + 1 Power. */
export default defineCard({
  code: "OGS-016",
  name: "Vanguard Attendant",
  text: "I enter ready.",
  abilities: [{ kind: "passive", passive: { kind: "enterReady" } }],
});
