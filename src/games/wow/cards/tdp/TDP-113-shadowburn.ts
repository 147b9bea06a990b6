import { wowCard } from "../types.js";

/**
 * Shadowburn (TDP-113): Instant Ability (Destruction Talent), 2, Warlock. The additional cost destroys one of your
 * resources, ready or not (402.1, CR 7.4 707.1e; named in the play's `pay`); "when that character is destroyed this
 * turn" is a triggered modifier watching the target (CR 7.4 715.1, as Shadow Bolt), putting a resource back face down
 * and exhausted (rules/resource-row.ts). The sources agree.
 */
export default wowCard({
  id: "TDP-113",
  name: "Shadowburn",
  text: "Destruction Hero Required <p> As an additional cost to play Shadowburn, destroy one of your resources. <p> Your hero deals 4 shadow damage to target hero or ally. When that character is destroyed this turn, put the top card of your deck into your resource row face down and exhausted.",
  powers: [
    {
      kind: "play",
      additionalCost: { destroyResources: 1 },
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "damage", amount: 4, type: "shadow", to: { target: 0 }, by: "your-hero" },
        { op: "this-turn-trigger", event: "watched-destroyed", power: 1, watch: { target: 0 } },
      ],
    },
    { kind: "trigger", on: "delayed", targets: [], effects: [{ op: "top-card-to-resources" }] },
  ],
});
