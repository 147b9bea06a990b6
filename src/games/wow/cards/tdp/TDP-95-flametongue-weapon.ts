import { wowCard } from "../types.js";

/**
 * Flametongue Weapon (TDP-95): Instant Ability (Enhancement), 2, Shaman: an attachment whose untargeted attach
 * description ("one of your Melee weapons") is chosen as it resolves; with none it goes to the graveyard (CR 7.4
 * 400.3; rules/weapon-attachments.ts). seriallos kept (the other sources give no text).
 */
export default wowCard({
  id: "TDP-95",
  name: "Flametongue Weapon",
  text: "Attach to one of your Melee weapons. <p> Ongoing: When you strike with attached weapon, your hero deals 1 fire damage to target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [
        { op: "choose", select: "your-melee-weapon" },
        { op: "attach", to: "chosen" },
      ],
    },
    {
      kind: "trigger",
      on: "you-strike-with-attached-weapon",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 1, type: "fire", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
