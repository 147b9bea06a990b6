import { wowCard } from "../types.js";

/** Natural Defenses (HoA-26): Instant Ability, 1, Druid, Feral. */
export default wowCard({
  id: "HoA-26",
  name: "Natural Defenses",
  text: "Ongoing: Each of your armor has +1 DEF while your hero is in bear form.",
  powers: [{ kind: "armor-def", amount: 1, form: ["bear"] }],
});
