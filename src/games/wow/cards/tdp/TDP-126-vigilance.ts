import { wowCard } from "../types.js";

/**
 * Vigilance (TDP-126): Ability (Protection), 3, Warrior: an ongoing ability (its payment power used in play, CR 7.4
 * 701). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-126",
  name: "Vigilance",
  text: "Ongoing: Your hero has Protector. <p> [Exhaust] -> Ready your hero. Use only on an opponent's turn.",
  powers: [
    { kind: "grant-keyword", applies: "your-hero", keyword: "Protector" },
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      opponentsTurn: true,
      targets: [],
      effects: [{ op: "ready", what: "your-hero" }],
    },
  ],
});
