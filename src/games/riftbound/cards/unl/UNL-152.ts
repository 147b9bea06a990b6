import { defineCard } from "../types.js";

/** Black Rose Dignitary — Unit, Order, 3 Energy. [Assault] printed (715); [Deathknell] (720): channel 1 exhausted (606). */
export default defineCard({
  code: "UNL-152",
  name: "Black Rose Dignitary",
  text: "[Assault] (+1 :rb_might: while I'm an attacker.)\n[Deathknell][>] Channel 1 rune exhausted. (When I die, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [{ op: "channel", n: 1, exhausted: true }],
    },
  ],
});
