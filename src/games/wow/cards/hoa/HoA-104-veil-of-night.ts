import { wowCard } from "../types.js";

/**
 * Veil of Night (HoA-104): Instant Ability, 3, Rogue: an ongoing ability. seriallos prints "tealthed", read as the
 * Stealth keyword (602.2a), as for Stealth (HoA-103): the reminder's "destroy this card when your hero deals damage"
 * is a triggered power (CR 7.4 703). "Can't be targeted by opponents this turn" is a turn modifier (706.1, 503.2a).
 */
export default wowCard({
  id: "HoA-104",
  name: "Veil of Night",
  text: "Your hero can't be targeted by opponents this turn. <p> Ongoing: Your hero is tealthed. (Can't protect against it. Destroy this card when your hero deals damage.)",
  powers: [
    { kind: "play", targets: [], effects: [{ op: "untargetable-by-opponents-this-turn", what: "your-hero" }] },
    { kind: "grant-keyword", applies: "your-hero", keyword: "Stealth" },
    { kind: "trigger", on: "your-hero-deals-damage", targets: [], effects: [{ op: "destroy", what: "self" }] },
  ],
});
