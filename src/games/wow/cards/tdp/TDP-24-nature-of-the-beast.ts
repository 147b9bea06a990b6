import { wowCard } from "../types.js";

/** Nature of the Beast (TDP-24): Ability (Feral), 1, Druid. */
export default wowCard({
  id: "TDP-24",
  name: "Nature of the Beast",
  text: "Ongoing: Your hero has +1 ATK while attacking in bear or cat form.",
  powers: [{ kind: "continuous", applies: "your-hero", atk: 1, while: "attacking", form: ["bear", "cat"] }],
});
