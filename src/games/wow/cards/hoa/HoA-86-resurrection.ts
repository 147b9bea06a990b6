import { wowCard } from "../types.js";

/**
 * Resurrection (HoA-86): Ability (Holy), 4, Priest: the target is any ally card in your graveyard (CR 7.4 706.1b;
 * a Totem card there is not one, 306.3a, WOW-EX-03); its cost is compared with your resources as the link resolves
 * (709.2). The four sources agree on its cost and text (seriallos kept; the rules notes' WOW-CARD-03 words it "If
 * target ally card's cost is ≤ the number of resources you control, put it into play", the same instruction).
 */
export default wowCard({
  id: "HoA-86",
  name: "Resurrection",
  text: "Put target ally card from your graveyard into play if its cost is less than or equal to the number of resources you have.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally-card-in-your-graveyard" }],
      effects: [{ op: "graveyard-ally-to-play-if-affordable", what: { target: 0 } }],
    },
  ],
});
