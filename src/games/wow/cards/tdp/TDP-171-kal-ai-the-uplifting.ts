import { wowCard } from "../types.js";

/** Kal'ai the Uplifting (TDP-171): Ally, 5, 5 / 4 health (Draenei Hero Required: a deck restriction, 100.2b). */
export default wowCard({
  id: "TDP-171",
  name: "Kal'ai the Uplifting",
  text: "Draenei Hero Required <p> Other allies in your party have +1 ATK and +1 health.",
  powers: [{ kind: "continuous", applies: "other-allies-in-your-party", atk: 1, health: 1, while: "always" }],
});
