import { wowCard } from "../types.js";

/**
 * Queen Sylvanas Windrunner (TDP-229): Ally, Undead Banshee Ranger, Unique, 9, 5 melee / 7 health. Her other Undead
 * heroes and allies survive lethal damage while she stays (409.6, read as each wave begins), aren't destroyed by
 * instructions, can't pay "destroy" costs and can't be chosen when their player must destroy one of his allies (CR 7.4
 * 103.2, 709.2b); uniqueness still destroys them by the game (103.3; rules/cant-be-destroyed.ts). seriallos and
 * mikechambers agree.
 */
export default wowCard({
  id: "TDP-229",
  name: "Queen Sylvanas Windrunner",
  text: "Other Undead heroes and allies in your party can't be destroyed.",
  powers: [{ kind: "party-race-cant-be-destroyed", race: "Undead" }],
});
