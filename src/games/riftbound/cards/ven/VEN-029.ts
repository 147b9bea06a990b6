import { defineCard } from "../types.js";

/**
 * Ol' Poro — Unit, Calm, 2 Energy, 4 Might. A restriction on playing it (567) while its player's turn count (CR 1.4
 * 736-737: the turns they have begun, extra turns included) is 3 or less; on an opponent's turn nothing forbids it
 * (it has no [Reaction], so only an instruction could play it then).
 */
export default defineCard({
  code: "VEN-029",
  name: "Ol' Poro",
  text: "I can't be played on your first, second, or third turns.",
  abilities: [{ kind: "passive", passive: { kind: "cantBePlayed", when: { nthTurn: { op: "<=", value: 3 } } } }],
});
