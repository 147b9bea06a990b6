import { defineCard } from "../types.js";

/** Keeper of Masks — Unit, Mind, 2 Energy. Not yet run faithfully: refused at deck validation. */
export default defineCard({
  code: "UNL-081",
  name: "Keeper of Masks",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Temporary] (Kill me at the start of my controller's Beginning Phase, before scoring.)\nWhen you play me, play two Reflection unit tokens here. They become copies of me.",
  errata: {
    text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Temporary] (Kill me at the start of my controller's Beginning Phase, before scoring.)\nWhen you play me, play two Reflection unit tokens here. Then do this: They become copies of me.",
    source: "Unleashed errata (faq/riftboundoc-errata.json, jungaustin-errata.json)",
  },
  unsupported: 'needs tokens becoming copies of a unit ("They become copies of me"), owned by the UNL copy helper',
  abilities: [],
});
