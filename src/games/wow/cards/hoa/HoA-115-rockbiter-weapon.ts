import { wowCard } from "../types.js";

/**
 * Rockbiter Weapon (HoA-115): Instant Ability (Enhancement), 2, Shaman: an attachment on one of your Melee weapons,
 * chosen as it resolves (CR 7.4 400.3; rules/weapon-attachments.ts); its weapon has +2 ATK and your hero Protector while
 * it is attached (continuous modifiers, CR 7.4 400.6, 704.1a). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "HoA-115",
  name: "Rockbiter Weapon",
  text: "Attach to one of your Melee weapons. <p> Ongoing: Attached weapon has +2 ATK. <p> Your hero has Protector.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [
        { op: "choose", select: "your-melee-weapon" },
        { op: "attach", to: "chosen" },
      ],
    },
    { kind: "weapon-atk", applies: "attached", amount: 2 },
    { kind: "grant-keyword", applies: "your-hero", keyword: "Protector" },
  ],
});
