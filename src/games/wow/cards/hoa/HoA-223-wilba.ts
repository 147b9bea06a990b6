import { wowCard } from "../types.js";

/**
 * Wilba (HoA-223): Alliance Ally, Dwarf Hunter, 4, 2 ranged / 4 health. Charlotte is the first block's only Spider
 * (cards/tokens.ts `charlotte`, Unique, CR 7.4 414.3a); "that ally" is the ally dealt the combat packet, the event's
 * card. seriallos and mikechambers agree.
 */
export default wowCard({
  id: "HoA-223",
  name: "Wilba",
  text: "When a Spider in your party deals combat damage to an ally, destroy that ally. <p> 3 -> Put a unique Spider ally token named Charlotte with 1 ATK and 1 health into play.",
  powers: [
    {
      kind: "trigger",
      on: "party-race-deals-combat-damage-to-ally",
      race: "Spider",
      targets: [],
      effects: [{ op: "destroy", what: "subject" }],
    },
    { kind: "payment", cost: { resources: 3 }, targets: [], effects: [{ op: "put-token", token: "charlotte" }] },
  ],
});
