/**
 * Grand Archive card coverage (`npm run cards -- coverage --game grand-archive`): per starter deck, the distinct
 * cards the engine runs and those refused (with reasons); and the share of the whole catalogue (642 cards with
 * stats; the stats file carries no set, so the catalogue is reported as one pool).
 */
import { CARD_SCRIPTS } from "./cards/index.js";
import { isSupported } from "./cards/registry.js";
import { parseDeckText } from "./decks.js";
import { allCards, cardData } from "./rules/catalogue.js";

/** One deck's coverage. */
export interface DeckCoverage {
  readonly deck: string;
  readonly distinct: number;
  readonly implemented: number;
  readonly refused: readonly { name: string; reason: string }[];
}

/** Coverage of deck texts (file name → text) and of the catalogue. */
export function gaCoverage(decks: Readonly<Record<string, string>>): {
  decks: DeckCoverage[];
  catalogue: { total: number; written: number; implemented: number };
} {
  const out: DeckCoverage[] = [];
  for (const [name, text] of Object.entries(decks)) {
    const d = parseDeckText(text);
    if (!d.ok) continue;
    const ids = [...new Set([...d.deck.material, ...d.deck.main])];
    const refused = ids
      .map((id) => ({ id, why: isSupported(id) }))
      .filter((x) => x.why !== true)
      .map((x) => ({ name: cardData(x.id).name, reason: String(x.why) }));
    out.push({ deck: name, distinct: ids.length, implemented: ids.length - refused.length, refused });
  }
  const total = allCards().length;
  return {
    decks: out,
    catalogue: { total, written: CARD_SCRIPTS.length, implemented: CARD_SCRIPTS.filter((c) => !c.unsupported).length },
  };
}
