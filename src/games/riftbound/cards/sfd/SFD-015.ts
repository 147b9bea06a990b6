import { defineCard } from "../types.js";

/** Perched Grimwyrm — Unit. Unsupported: needs a play-location restriction to a battlefield you conquered this turn (the play rules only widen locations: playTo). */
export default defineCard({
  code: "SFD-015",
  name: "Perched Grimwyrm",
  text: "Play me only to a battlefield you conquered this turn. (You can't play me anywhere else.)",
  abilities: [],
  unsupported:
    "Needs a play-location restriction to a battlefield you conquered this turn (the play rules only widen locations: playTo)",
});
