import { wowCard } from "../types.js";

/** Nature's Swiftness (HoA-28): Ability (Restoration, Talent), 3, Druid (Restoration Hero Required: a deck restriction, 100.2b). */
export default wowCard({
  id: "HoA-28",
  name: "Nature's Swiftness",
  text: "Restoration Hero Required <p> You pay 5 less to play your next card this turn.",
  powers: [{ kind: "play", targets: [], effects: [{ op: "play-discount", amount: 5 }] }],
});
