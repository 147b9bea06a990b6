import { wowCard } from "../types.js";

/** Maul (HoA-25): Instant Ability, 2, Druid, Feral, Form (1). */
export default wowCard({
  id: "HoA-25",
  name: "Maul",
  text: "Your hero has +1 ATK this turn. <p> Ongoing: Your hero is in bear form. (Has Protector. Destroy this card when you strike with a weapon or play a non-Feral ability.)",
  powers: [
    { kind: "play", targets: [], effects: [{ op: "atk-this-turn", what: "your-hero", amount: 1 }] },
    { kind: "hero-form", form: "bear" },
  ],
});
