import { wowCard } from "../types.js";

/**
 * Goldenmoon (TDP-165): Alliance Ally, Night Elf Rogue, 2, 2 melee / 2 health. Cost: seriallos 2, mikechambers and CR
 * 7.4 414.1's example 3: seriallos kept (docs/wow.md "Card data"). seriallos and mikechambers print "You can have an
 * additional Pet …", the CR's example "You can control …": the same rule (414.3b counts the cards a player
 * controls). remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-165",
  name: "Goldenmoon",
  text: "Elusive <p> You can have an additional Pet while your Pets have different names.",
  powers: [{ kind: "keyword", keyword: "Elusive" }, { kind: "extra-pet" }],
});
