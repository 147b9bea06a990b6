import { wowCard } from "../types.js";

/** Heart of the Wild (TDP-22): Ability (Feral, Talent), 3, Druid (Feral Hero Required, 100.2b). */
export default wowCard({
  id: "TDP-22",
  name: "Heart of the Wild",
  text: "Feral Hero Required <p> Ongoing: Your hero has +10 health while in bear form. <p> Your hero has +2 ATK while attacking in cat form.",
  powers: [
    { kind: "continuous", applies: "your-hero", health: 10, while: "always", form: ["bear"] },
    { kind: "continuous", applies: "your-hero", atk: 2, while: "attacking", form: ["cat"] },
  ],
});
