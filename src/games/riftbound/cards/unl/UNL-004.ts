import { defineCard } from "../types.js";

/**
 * Prepared Neophyte — Unit, Fury, 3 Energy, 1 Might. "If you've spent [4] or more to play a spell this turn": one
 * spell of this turn had a total cost holding 4 or more Energy (CR 1.4 356-357; countered or not, UFAQ Jhin).
 */
export default defineCard({
  code: "UNL-004",
  name: "Prepared Neophyte",
  text: "If you've spent :rb_energy_4: or more to play a spell this turn, I have +4 :rb_might:.",
  abilities: [{ kind: "passive", passive: { kind: "might", amount: 4, when: { spentOnSpell: { energy: 4 } } } }],
});
