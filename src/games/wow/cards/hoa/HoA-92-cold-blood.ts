import { wowCard } from "../types.js";

/** Cold Blood (HoA-92): Instant Ability (Assassination Talent), 1: a "this turn" triggered modifier (CR 7.4 715.1). */
export default wowCard({
  id: "HoA-92",
  name: "Cold Blood",
  text: "Assassination Hero Required <p> Draw a card. <p> When your hero deals damage to an ally this turn, destroy that ally.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [
        { op: "draw", amount: 1, who: "you" },
        { op: "this-turn-trigger", event: "your-hero-deals-damage-to-ally", power: 1 },
      ],
    },
    { kind: "trigger", on: "delayed", targets: [], effects: [{ op: "destroy", what: "subject" }] },
  ],
});
