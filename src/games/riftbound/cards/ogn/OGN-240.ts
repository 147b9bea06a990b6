import { defineCard } from "../types.js";

/** Sett, Kingpin — Unit (Champion), Order, 4 Energy + 1 Order Power. Tank (printed). */
export default defineCard({
  code: "OGN-240",
  name: "Sett, Kingpin",
  text: "[Tank] (I must be assigned combat damage first.)\nI get +1 :rb_might: for each buffed friendly unit at my battlefield.",
  abilities: [
    {
      kind: "passive",
      // "At my battlefield": only while I am at one (none in base); I count myself when buffed.
      passive: {
        kind: "might",
        amount: { count: { type: "unit", controller: "friendly", at: "here", state: ["buffed"] } },
        when: { is: { self: true }, filter: { at: "battlefield" } },
      },
    },
  ],
});
