import { wowCard } from "../types.js";

/**
 * Avanthera (TDP-154): Alliance Ally, Night Elf Hunter, 2, 3 ranged / 2 health. "In combat" is after the protect
 * point only (CR 7.4 602.3b). seriallos and mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-154",
  name: "Avanthera",
  text: "1 -> If Avanthera is in combat, remove her from combat.",
  powers: [
    { kind: "payment", cost: { resources: 1 }, targets: [], effects: [{ op: "remove-from-combat", what: "self" }] },
  ],
});
