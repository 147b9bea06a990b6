import { wowCard } from "../types.js";

/**
 * Slaughter from the Shadows (TDP-88): Ability (Assassination), 4, Rogue. "Play only if your hero has Stealth" (408.1,
 * checked as it is played); "all exhausted allies" is untargeted (no Totem, 001 306.3a). seriallos kept.
 */
export default wowCard({
  id: "TDP-88",
  name: "Slaughter from the Shadows",
  text: "Play only if your hero has Stealth. <p> Destroy all exhausted allies.",
  powers: [
    { kind: "play", heroHas: "Stealth", targets: [], effects: [{ op: "destroy", what: "each-exhausted-ally" }] },
  ],
});
