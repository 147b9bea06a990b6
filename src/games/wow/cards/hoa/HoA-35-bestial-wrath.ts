import { wowCard } from "../types.js";

/** Bestial Wrath (HoA-35): Instant Ability (Beast Mastery), 1, Hunter (Beast Mastery Hero Required: a deck restriction, 100.2b). */
export default wowCard({
  id: "HoA-35",
  name: "Bestial Wrath",
  text: "Beast Mastery Hero Required <p> Target Pet has +3 ATK this turn. Prevent all damage that would be dealt to it this turn.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "pet" }],
      effects: [
        { op: "atk-this-turn", what: { target: 0 }, amount: 3 },
        { op: "prevent-damage-this-turn", what: { target: 0 } },
      ],
    },
  ],
});
