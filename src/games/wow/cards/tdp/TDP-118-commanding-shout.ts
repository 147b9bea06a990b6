import { wowCard } from "../types.js";

/** Commanding Shout (TDP-118): Instant Ability (Shout, Fury), 3, Warrior: an ongoing ability (001 306.2c). */
export default wowCard({
  id: "TDP-118",
  name: "Commanding Shout",
  text: "Ongoing: Allies in your party have +1 health.",
  powers: [{ kind: "continuous", applies: "allies-in-your-party", health: 1, while: "always" }],
});
