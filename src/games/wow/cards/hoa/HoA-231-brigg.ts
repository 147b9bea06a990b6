import { wowCard } from "../types.js";

/**
 * Brigg (HoA-231): Horde Ally, Orc Warrior, 1, 1 melee / 2 health. seriallos and mikechambers agree. The packet is
 * dealt before the trigger (603.1), so the ally it names has damage on it as it triggers (docs/rules-decisions.md).
 */
export default wowCard({
  id: "HoA-231",
  name: "Brigg",
  text: "When Brigg deals combat damage to an ally with damage on it, destroy that ally.",
  powers: [
    { kind: "trigger", on: "deals-combat-damage-to-ally", targets: [], effects: [{ op: "destroy", what: "subject" }] },
  ],
});
