import { wowCard } from "../types.js";

/**
 * Convalescence (TDP-69): Instant Ability (Holy), 2, Priest: heals all damage (001 406), then up to one of the ally's
 * attached abilities is picked as it resolves (CR 7.4 709.2b). The four sources agree on its cost and text (seriallos
 * kept).
 */
export default wowCard({
  id: "TDP-69",
  name: "Convalescence",
  text: "Your hero heals all damage from target ally. You may destroy an ability attached to that ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally" }],
      effects: [
        { op: "heal", amount: "all-damage", to: { target: 0 }, by: "your-hero" },
        { op: "destroy-attached-abilities", host: { target: 0 }, upTo: 1 },
      ],
    },
  ],
});
