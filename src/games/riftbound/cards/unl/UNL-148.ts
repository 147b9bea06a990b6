import { defineCard } from "../types.js";

/**
 * Cursed Sarcophagus — Gear, Chaos, 4 Energy + 1 Power. Its two abilities are linked (CR 1.4 393-397): the units its
 * play trigger banishes are "banished with this" (`banish` `linked`), and only those can be played by the [exhaust]
 * ability, one per use, paying their whole cost (595.3, 560); a unit that left banishment is no longer one of them.
 */
export default defineCard({
  code: "UNL-148",
  name: "Cursed Sarcophagus",
  text: "When you play this, banish all units from your trash.\n:rb_exhaust:: Play a unit banished with this. (You must pay its costs.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "banish", what: { all: { at: "trash", cardType: "Unit" } }, linked: true }],
    },
    {
      kind: "activated",
      cost: { exhaust: true },
      effects: [
        { op: "banishedWithThis", saveAs: "pile", cardType: "Unit" },
        { op: "chooseFromZone", filter: { cardType: "Unit" }, among: "pile", count: 1, saveAs: "unit" },
        { op: "play", what: { var: "unit" } },
      ],
    },
  ],
});
