import { defineCard } from "../types.js";

/** Bandle Soldier — Unit, Order, 4 Energy + 1 Power. "[Level 3] I enter ready" (CR 1.4 824.1.c, 139.4.a). */
export default defineCard({
  code: "UNL-151",
  name: "Bandle Soldier",
  text: "[Level 3][>] I enter ready. (While you have 3+ XP, get the effect.)",
  abilities: [{ kind: "passive", passive: { kind: "enterReady", when: { xpAtLeast: 3 } } }],
});
