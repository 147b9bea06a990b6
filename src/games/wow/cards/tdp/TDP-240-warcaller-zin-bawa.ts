import { wowCard } from "../types.js";

/** Warcaller Zin'bawa (TDP-240): Ally, 3, 0 / 5 health (Troll Hero Required: a deck restriction, 100.2b). */
export default wowCard({
  id: "TDP-240",
  name: "Warcaller Zin'bawa",
  text: "Troll Hero Required <p> Protector <p> Warcaller Zin'bawa has +1 ATK for each damage on allies in your party.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    { kind: "continuous", applies: "self", atk: 1, while: "always", per: "damage-on-allies-in-your-party" },
  ],
});
