import { wowCard } from "../types.js";

/**
 * Ring of the Unliving (TDP-268): Equipment, Item Ring (2), 4. The hero survives fatal damage while the ring stays (409.6,
 * CR 7.4 103.2); each packet dealt to it while it has fatal damage, the packet that makes it fatal included (CR 7.4
 * 703.3c), makes its controller destroy that many of his equipment and/or resources, his choice as it resolves (709.2b;
 * the ring itself may be one, and then the hero is destroyed by the next checks). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-268",
  name: "Ring of the Unliving",
  text: "Your hero can't be destroyed. <p> While your hero has fatal damage on it, when it's dealt damage, destroy that many of your equipment and/or resources.",
  powers: [
    { kind: "hero-cant-be-destroyed" },
    {
      kind: "trigger",
      on: "your-hero-dealt-damage-while-fatal",
      targets: [],
      effects: [{ op: "destroy-own-equipment-or-resources", amount: "event-amount" }],
    },
  ],
});
