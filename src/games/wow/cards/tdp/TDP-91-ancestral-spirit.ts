import { wowCard } from "../types.js";

/**
 * Ancestral Spirit (TDP-91): Ability (Restoration), 3, Shaman: the cost is compared with the resources as it resolves;
 * the damage is put, not dealt (rules/graveyard-to-play.ts). The sources agree.
 */
export default wowCard({
  id: "TDP-91",
  name: "Ancestral Spirit",
  text: "Put target ally card from your graveyard into play if its cost is less than or equal to the number of resources you have. That ally enters play with damage on it equal to its health -1.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally-card-in-your-graveyard" }],
      effects: [{ op: "graveyard-ally-to-play-damaged", what: { target: 0 } }],
    },
  ],
});
