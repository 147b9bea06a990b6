import { defineCard } from "../types.js";

/**
 * Needlessly Large Yordle — Unit, Calm, 10 Energy + 3 Calm. Shield 5 and Tank are printed keywords. The discount is
 * read as the cost is determined (560.4): [2] and one [Calm] pip per point scored from holding this turn (CR 1.4
 * 630.2; `holdPoints`, rules/tallies.ts), never below 0 (560.5).
 */
export default defineCard({
  code: "SFD-055",
  name: "Needlessly Large Yordle",
  text: "[Shield 5] (+5 :rb_might: while I'm a defender.)\n[Tank] (I must be assigned combat damage first.)\nI cost :rb_energy_2::rb_rune_calm: less for each point you scored from holding this turn.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        applies: { self: true },
        mod: {
          discount: {
            energy: { times: [{ holdPoints: "you" }, 2] },
            power: { n: { holdPoints: "you" }, domain: "Calm" },
          },
        },
      },
    },
  ],
});
