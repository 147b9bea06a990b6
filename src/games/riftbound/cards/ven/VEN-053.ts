import { defineCard } from "../types.js";

/**
 * Otterpus — Unit, Mind, 2 Energy, 2 Might. A replacement (CR 1.4 367-370) of the point any player would score by
 * conquering or holding (630) during their own first or second turn (CR 1.4 736: their turn count, read for the
 * scoring player): they draw 1 instead. The battlefield is still scored (631), its Conquer / Hold triggers still fire.
 */
export default defineCard({
  code: "VEN-053",
  name: "Otterpus",
  text: "If a player would score 1 point from conquering or holding during their first or second turn, they draw 1 instead.",
  abilities: [
    { kind: "passive", passive: { kind: "scorePointInstead", when: { nthTurn: { op: "<=", value: 2 } }, draw: 1 } },
  ],
});
