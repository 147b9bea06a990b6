import { wowCard } from "../types.js";

/**
 * Thorns (TDP-28): Instant Ability (Balance), 4, Druid: an attachment (CR 7.4 400.2) whose host deals 1 nature damage
 * back to the source of each combat damage packet it is dealt (as the packet is dealt, 603.1; "it" is the host, CR 7.4
 * 709.2d). The sources agree.
 */
export default wowCard({
  id: "TDP-28",
  name: "Thorns",
  text: "Attach to target hero or ally. <p> Ongoing: When attached character is dealt combat damage, it deals 1 nature damage to the source of that combat damage.",
  powers: [
    { kind: "play", targets: [{ select: "hero-or-ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    {
      kind: "trigger",
      on: "attached-dealt-combat-damage",
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "nature", to: "subject", by: "attached" }],
    },
  ],
});
