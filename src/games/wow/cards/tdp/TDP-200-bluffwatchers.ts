import { wowCard } from "../types.js";

/**
 * Bluffwatchers (TDP-200): Horde Ally, Tauren Warrior, Unlimited (100.4), 3, 2 melee / 2 health. seriallos and
 * mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-200",
  name: "Bluffwatchers",
  text: "Bluffwatchers has +1 ATK and +1 health for each other ally named Bluffwatchers in your party.",
  powers: [{ kind: "continuous", applies: "self", atk: 1, health: 1, while: "always", per: "other-ally-named-self" }],
});
