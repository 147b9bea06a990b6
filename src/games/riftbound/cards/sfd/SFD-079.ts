import { defineCard } from "../types.js";

/** Bard, Mercurial — Unit. Unsupported: needs an optional additional cost of exhausting your legend and moving any number of your units to an open battlefield. */
export default defineCard({
  code: "SFD-079",
  name: "Bard, Mercurial",
  text: "You may exhaust your legend as an additional cost to play me.\nWhen you play me, if you paid the additional cost, move any number of your units to an open battlefield.",
  abilities: [],
  unsupported:
    "Needs an optional additional cost of exhausting your legend and moving any number of your units to an open battlefield",
});
