import { wowCard } from "../types.js";

/** Ilandre Moonspear (TDP-168): Alliance Ally, Night Elf Druid, 4, 2 ATK nature / 4 health (Night Elf Hero Required: a deck restriction, 100.2b). */
export default wowCard({
  id: "TDP-168",
  name: "Ilandre Moonspear",
  text: "Night Elf Hero Required <p> Elusive <p> [Exhaust] -> Put your hand on the bottom of your deck, then draw that many cards.",
  powers: [
    { kind: "keyword", keyword: "Elusive" },
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [],
      effects: [{ op: "hand-to-deck-then-draw", place: "bottom" }],
    },
  ],
});
