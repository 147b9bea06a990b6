import { wowCard } from "../types.js";

/** Miner Moggun (TDP-183): Alliance Ally, Dwarf Hunter, 1, 1 ATK ranged / 1 health. */
export default wowCard({
  id: "TDP-183",
  name: "Miner Moggun",
  text: "Elusive <p> [Exhaust] -> Put the top two cards of your deck into your graveyard.",
  powers: [
    { kind: "keyword", keyword: "Elusive" },
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [],
      effects: [{ op: "deck-top-to-graveyard", count: 2 }],
    },
  ],
});
