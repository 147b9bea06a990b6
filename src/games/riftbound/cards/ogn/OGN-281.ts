import { defineCard } from "../types.js";

const PROMPT = "Return your Chosen Champion from your trash to your Champion Zone?";

/**
 * Hallowed Tomb — Battlefield. The holder's Chosen Champion (103.2) is any card with its exact name (OFAQ-83), not
 * another champion sharing its tag (OFAQ-84); nothing happens unless the Champion Zone is empty.
 */
export default defineCard({
  code: "OGN-281",
  name: "Hallowed Tomb",
  text: "When you hold here, you may return your Chosen Champion from your trash to your Champion Zone if it is empty.",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { here: true },
      effects: [
        {
          op: "if",
          cond: { and: [{ not: { exists: { at: "champion" } } }, { exists: { at: "trash", chosenChampion: true } }] },
          then: [
            {
              op: "may",
              prompt: PROMPT,
              then: [
                { op: "chooseFromZone", filter: { at: "trash", chosenChampion: true }, count: 1, saveAs: "champion" },
                { op: "toZone", what: { var: "champion" }, zone: "championZone" },
              ],
            },
          ],
        },
      ],
    },
  ],
});
