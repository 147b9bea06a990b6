/**
 * The game registry: the one module of src/games that the table (src/engine, src/services, src/bot) imports
 * (test/unit/import-boundary.test.ts). It lists the installed games; adding a game adds it here and nowhere else
 * in the core. Tests host other games by passing their own table to the service and the bot.
 */
import type { GamePresentation } from "../engine/index.js";
import type { CardSetHost } from "../services/card-sets.js";
import type { CardLike } from "../services/lookup/cards.js";
import type { GameAdapter, GameRegistry } from "../services/matches/games.js";
import { isSupported } from "./riftbound/cards/registry.js";
import { defaultCardSource } from "./riftbound/data/card-source.js";
import { riftboundAdapter } from "./riftbound/host.js";
import { riftboundPresentation } from "./riftbound/presentation/index.js";
import { wowAdapter } from "./wow/host.js";
import { sampleDeck, wowDeckText } from "./wow/decks.js";
import { PLAYABLE_DECKLISTS } from "./wow/decklists.js";
import { wowPresentation } from "./wow/presentation.js";
import { grandArchiveAdapter } from "./grand-archive/host.js";
import { grandArchivePresentation } from "./grand-archive/presentation.js";
import { riseAdapter, riseBuiltInSets, riseDemoDecks } from "./rise/host.js";
import { riseCardSets } from "./rise/card-sets.js";
import { risePresentation } from "./rise/presentation.js";
import { grandArchiveDemoDecks } from "./grand-archive/demo-decks.js";

/** The printed cards `/card` looks up (base printings) and whether the engine plays each. */
export interface CardCatalogue {
  readonly printings: readonly CardLike[];
  /** true, or why not (shown by `/card`). */
  supported(code: string): boolean | string;
}

/**
 * One installed game: what the match service hosts (rules, decks, stops), how the bot shows it, and (optionally)
 * its card list for the lookup commands, loaded on first use.
 */
export interface GameDefinition {
  readonly host: GameAdapter;
  readonly presentation: GamePresentation;
  cards?(): CardCatalogue;
  /**
   * Two legal decks of cards the engine runs, as list texts this game's `buildDeck` accepts, for
   * `npm run demo -- --game <key>` (scripts/demo.ts; Riftbound's demo picks precons itself).
   */
  demoDecks?(): readonly [DemoDeck, DemoDeck];
  /** Card sets organisers load per server (Rise TCG): the bot adds `/<key> cardset load|list|remove` (commands/cardset.ts). */
  readonly cardSets?: CardSetHost;
}

/** A named deck list for the demo: `name` is what `/deck save` stores, `text` the list. */
export interface DemoDeck {
  readonly name: string;
  readonly text: string;
}

/** Game key (`Match.game`) → its definition. */
export type GameTable = Readonly<Record<string, GameDefinition>>;

/**
 * The games this process hosts by default: Riftbound (first: the bot's game unless a table puts another first),
 * supported cards only; WoW TCG (issue 20, docs/wow.md); Grand Archive (issue 21, docs/grand-archive.md); Rise TCG (issue 20, docs/rise.md).
 */
export function installedGames(): GameTable {
  return {
    riftbound: {
      host: riftboundAdapter(),
      presentation: riftboundPresentation,
      cards: () => ({
        printings: defaultCardSource()
          .all()
          .filter((c) => c.code === c.baseCode),
        supported: isSupported,
      }),
    },
    wow: {
      host: wowAdapter(),
      presentation: wowPresentation,
      // The playable remariano138 decklists (src/games/wow/decklists.ts); sample decks if there were none.
      demoDecks: () =>
        PLAYABLE_DECKLISTS.length >= 2
          ? [
              { name: `wow-${PLAYABLE_DECKLISTS[0]!.key}`, text: PLAYABLE_DECKLISTS[0]!.text },
              { name: `wow-${PLAYABLE_DECKLISTS[1]!.key}`, text: PLAYABLE_DECKLISTS[1]!.text },
            ]
          : [
              { name: "wow-sample-a", text: wowDeckText(sampleDeck("HoA-15")) },
              { name: "wow-sample-b", text: wowDeckText(sampleDeck("HoA-10")) },
            ],
    },
    "grand-archive": {
      host: grandArchiveAdapter(),
      presentation: grandArchivePresentation,
      demoDecks: grandArchiveDemoDecks,
    },
    rise: {
      host: riseAdapter(),
      presentation: risePresentation,
      demoDecks: riseDemoDecks,
      cardSets: riseCardSets(riseBuiltInSets),
    },
  };
}

/** The service's view of a table: game key → host adapter. */
export function hostsOf(table: GameTable): GameRegistry {
  return Object.fromEntries(Object.entries(table).map(([k, g]) => [k, g.host]));
}

/** The card list of the first installed game that has one (the lookup's cards), or null. */
export function lookupCatalogue(table: GameTable = installedGames()): CardCatalogue | null {
  for (const g of Object.values(table)) if (g.cards) return g.cards();
  return null;
}
