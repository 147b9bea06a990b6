import { wowCard } from "../types.js";

/** Predatory Strikes (HoA-29): Ability, 1, Druid, Feral Talent (Feral Hero Required, 100.2b). */
export default wowCard({
  id: "HoA-29",
  name: "Predatory Strikes",
  text: "Feral Hero Required. <p> Ongoing: While your hero is in bear form or cat form, it has +2 ATK while attacking.",
  powers: [{ kind: "continuous", applies: "your-hero", atk: 2, while: "attacking", form: ["bear", "cat"] }],
});
