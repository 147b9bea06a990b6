import { wowCard } from "../types.js";

/** Field Commander Olinnae (TDP-163): Ally, 7, 6 / 5 health. */
export default wowCard({
  id: "TDP-163",
  name: "Field Commander Olinnae",
  text: "Protector <p> All other allies in your party have Protector.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    { kind: "grant-keyword", applies: "other-allies-in-your-party", keyword: "Protector" },
  ],
});
