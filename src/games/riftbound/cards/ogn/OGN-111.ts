import { defineCard } from "../types.js";

/** Heimerdinger, Inventor — Unit, Mind, 3 Energy + 1 Power. */
export default defineCard({
  code: "OGN-111",
  name: "Heimerdinger, Inventor",
  text: "I have all :rb_exhaust: abilities of all friendly legends, units, and gear.",
  abilities: [],
  unsupported:
    'Heimerdinger has the exhaust abilities of friendly legends, units and gear: the engine needs a passive (e.g. kind "borrowExhaustAbilities") that activate() consults to list, as extra activated abilities of this unit, every activated ability with an exhaust cost of friendly legends, units and gear (paid by exhausting Heimerdinger, "me"/here resolving to him).',
});
