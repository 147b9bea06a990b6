import { defineCard } from "../types.js";

/**
 * Heimerdinger, Inventor — Unit, Mind, 3 Energy + 1 Power. His activated abilities are followed by copies of the
 * [exhaust] abilities of friendly legends, units and gear (abilities.ts `activatedAbilities`), paid by exhausting him.
 */
export default defineCard({
  code: "OGN-111",
  name: "Heimerdinger, Inventor",
  text: "I have all :rb_exhaust: abilities of all friendly legends, units, and gear.",
  abilities: [{ kind: "passive", passive: { kind: "borrowExhaustAbilities" } }],
});
