import { wowCard } from "../types.js";

/**
 * Berserker Stance (HoA-136): Ability (Stance (1), Fury), 3, Warrior: an ongoing ability with two replacement modifiers
 * (CR 7.4 716-717.1), one on damage its controller's hero deals, one on damage dealt to it; Stance (1) allows one in play
 * (CR 7.4 414.3b). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "HoA-136",
  name: "Berserker Stance",
  text: "Ongoing: If your hero would deal damage, it deals that amount of damage plus 1 instead. <p> If your hero would be dealt damage, it is dealt that amount of damage plus 1 instead.",
  powers: [
    { kind: "damage-replacement", change: { plus: 1 } },
    { kind: "damage-replacement", dealtToYourHero: true, change: { plus: 1 } },
  ],
});
