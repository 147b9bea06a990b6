import { z } from "zod";

/** Games whose rules documents the corpus holds. */
export const GameIdSchema = z.enum(["riftbound", "wow-tcg", "rise-tcg", "grand-archive"]);
/** A game id (`riftbound`, `wow-tcg`, `rise-tcg`, `grand-archive`). */
export type GameId = z.infer<typeof GameIdSchema>;

/** An English term the Chinese text carries in parentheses, with the Chinese words right before it when known. */
export const TermSchema = z.object({ en: z.string().min(1), zh: z.string().optional() });
/** See {@link TermSchema}. */
export type Term = z.infer<typeof TermSchema>;

/**
 * One numbered rule (or glossary entry) of a rules document.
 * `number` is normalized without the trailing dot (`559.3.c`, `100.2a`, `destruction.2.1`);
 * `parent` is the number one level up when that rule exists in the same document, else null.
 * `text` is plain text (markdown emphasis removed, `<br>` as newlines); `examples` are the
 * 示例/举例/例/Example passages attached to the rule, in order.
 */
export const RuleSchema = z.object({
  number: z.string().min(1),
  parent: z.string().nullable(),
  depth: z.number().int().min(0),
  text: z.string(),
  examples: z.array(z.string()),
  terms: z.array(TermSchema),
  page: z.number().int().optional(),
});
/** See {@link RuleSchema}. */
export type Rule = z.infer<typeof RuleSchema>;

/** Where a document came from: the source file name, its title and date when the document states them. */
export const SourceSchema = z.object({
  file: z.string(),
  title: z.string(),
  date: z.string().nullable(),
  language: z.string(),
  official: z.boolean(),
  note: z.string(),
});
/** See {@link SourceSchema}. */
export type Source = z.infer<typeof SourceSchema>;

/** What the parser could not place, for the build report (counts and samples). */
export const ParseReportSchema = z.object({
  unparsed: z.number().int(),
  unparsedSamples: z.array(z.string()),
  skipped: z.number().int(),
  duplicates: z.number().int(),
  duplicateSamples: z.array(z.string()),
  conflicts: z.number().int(),
  conflictSamples: z.array(z.string()),
  orphans: z.number().int(),
});
/** See {@link ParseReportSchema}. */
export type ParseReport = z.infer<typeof ParseReportSchema>;

/** One generated `data/rules/<id>.json` file. `tokens[i]` is the pre-segmented search text of `rules[i]`. */
export const RulesDocumentSchema = z.object({
  id: z.string(),
  game: GameIdSchema,
  source: SourceSchema,
  report: ParseReportSchema,
  rules: z.array(RuleSchema),
  tokens: z.array(z.string()),
});
/** See {@link RulesDocumentSchema}. */
export type RulesDocument = z.infer<typeof RulesDocumentSchema>;
