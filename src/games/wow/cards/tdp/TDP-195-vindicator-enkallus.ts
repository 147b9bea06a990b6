import { wowCard } from "../types.js";

/** Vindicator Enkallus (TDP-195): Ally, 4, 3 nature / 4 health. */
export default wowCard({
  id: "TDP-195",
  name: "Vindicator Enkallus",
  text: "Protector",
  powers: [{ kind: "keyword", keyword: "Protector" }],
});
