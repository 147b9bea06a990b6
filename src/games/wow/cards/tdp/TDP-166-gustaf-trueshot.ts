import { wowCard } from "../types.js";

/**
 * Gustaf Trueshot (TDP-166): Alliance Ally, Dwarf Hunter, 6, 6 ranged / 3 health (Dwarf Hero Required: a deck
 * restriction, 100.2b). seriallos and mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-166",
  name: "Gustaf Trueshot",
  text: "Dwarf Hero Required <p> Long-Range (Defenders deal no combat damage to this character.) <p> 1 -> Look at the top card of your deck. You may put it into your graveyard.",
  powers: [
    { kind: "keyword", keyword: "Long-Range" },
    {
      kind: "payment",
      cost: { resources: 1 },
      targets: [],
      effects: [{ op: "look-top-may-bottom", to: "graveyard" }],
    },
  ],
});
