import { wowCard } from "../types.js";

/** On Your Feet (HoA-164): Instant Ability, 3: a timing restriction (408.1); Protector ends in the wrap-up (503.2a). */
export default wowCard({
  id: "HoA-164",
  name: "On Your Feet",
  text: "Play On Your Feet only on an opponent's turn. <p> Ready target ally in your party. It has Protector this turn.",
  powers: [
    {
      kind: "play",
      opponentsTurnOnly: true,
      targets: [{ select: "ally-in-your-party" }],
      effects: [
        { op: "ready", what: { target: 0 } },
        { op: "keyword-this-turn", what: { target: 0 }, keyword: "Protector" },
      ],
    },
  ],
});
