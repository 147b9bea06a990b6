/**
 * Shapes shared by the deck input parsers. A parsed deck names cards as the player wrote them (name and/or code);
 * resolving them to real cards, and partitioning unsectioned cards by card type, happens in the card resolver.
 */
import { z } from "zod";

/** A card as written: a name (`Jinx, Loose Cannon`), a code (`OGN-027`, `VEN-R01`, `SFD-227*`) or both. */
export const CardRefSchema = z
  .object({
    name: z.string().min(1).optional(),
    code: z.string().min(1).optional(),
  })
  .refine((ref) => ref.name !== undefined || ref.code !== undefined, { message: "a card needs a name or a code" });
/** See `CardRefSchema`. */
export type CardRef = z.infer<typeof CardRefSchema>;

/** One entry of a section: `count` copies of `ref`; `line` is the 1-based source line for text lists. */
export const DeckEntrySchema = z.object({
  ref: CardRefSchema,
  count: z.number().int().min(1),
  line: z.number().int().min(1).optional(),
});
/** See `DeckEntrySchema`. */
export type DeckEntry = z.infer<typeof DeckEntrySchema>;

/**
 * Something the parser could not read or that looks wrong; `line` is 1-based when the input was text. `key` and
 * `params` are its text in decks/problem-text.ts (`message` is the English rendering), so the bot can show it in the
 * reader's language.
 */
export const DeckProblemSchema = z.object({
  line: z.number().int().min(1).optional(),
  message: z.string().min(1),
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
/** See `DeckProblemSchema`. */
export type DeckProblem = z.infer<typeof DeckProblemSchema>;

/** Which input format a deck came from. */
export const DeckFormatSchema = z.enum([
  "piltover-code",
  "text-list",
  "tcg-arena-url",
  "tcg-arena-json",
  "tts",
  "pixelborn",
]);
/** See `DeckFormatSchema`. */
export type DeckFormat = z.infer<typeof DeckFormatSchema>;

/**
 * A deck as read from player input (docs/deck-formats.md).
 * - `champion` is ONE copy of the chosen champion, not counted in `main` (text lists: the `Champion:` section; Piltover
 *   codes: one copy taken out of `unsectioned`). Main-deck size = sum(main) + (champion ? 1 : 0) once partitioned.
 * - `unsectioned` holds cards whose section the input does not say: everything in a Piltover code's main deck
 *   (legend, battlefields, runes, main cards), TTS/Pixelborn tokens, and text lines before any header. The resolver
 *   partitions them by card type.
 * - `additionalLegends`: Piltover v6 codes only.
 */
export const ParsedDeckSchema = z.object({
  format: DeckFormatSchema,
  title: z.string().optional(),
  legend: CardRefSchema.optional(),
  champion: CardRefSchema.optional(),
  main: z.array(DeckEntrySchema),
  battlefields: z.array(DeckEntrySchema),
  runes: z.array(DeckEntrySchema),
  sideboard: z.array(DeckEntrySchema),
  unsectioned: z.array(DeckEntrySchema).optional(),
  additionalLegends: z.array(CardRefSchema).optional(),
  problems: z.array(DeckProblemSchema),
});
/** See `ParsedDeckSchema`. */
export type ParsedDeck = z.infer<typeof ParsedDeckSchema>;

/** Error codes of `parseDeckInput`. */
export type DeckInputErrorCode = "deck/empty" | "deck/bad-code" | "deck/bad-url" | "deck/unrecognized";

/** Typed failure of deck parsing; `message` is plain words meant for the player. */
export interface DeckInputError {
  code: DeckInputErrorCode;
  message: string;
  /** The message's text in decks/problem-text.ts (`message` is its English rendering). */
  key?: string;
  /** The values its text shows. */
  params?: Readonly<Record<string, string | number>>;
  problems?: DeckProblem[];
}

/** Result of a deck parser: never throws for bad input. */
export type DeckInputResult = { ok: true; deck: ParsedDeck } | { ok: false; error: DeckInputError };
