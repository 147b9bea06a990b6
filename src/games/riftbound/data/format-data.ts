import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { FormatRules } from "../decks/formats.js";
import { DOMAINS } from "./schema.js";

/**
 * Loaders for the format data of `data/riftbound/` (docs/formats.md): `formats.json` (sets with release dates,
 * format definitions, Tournament Rules 601.3), `banlist.json` (the ban list with its effective date, 601.2.d)
 * and `tokens.json` (token definitions of Core Rules v1.4 rule 187). All zod-checked; updating the files needs
 * no code change. Throws (a broken data file, not user input) when a file does not match its schema.
 */

const DIR = fileURLToPath(new URL("../../../../data/riftbound/", import.meta.url));
const ISO_DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "ISO date YYYY-MM-DD");

const BanEntrySchema = z.strictObject({ name: z.string().min(1), type: z.string(), note: z.string().optional() });

/** `data/riftbound/banlist.json`: effective and recorded dates, Constructed bans and 2v2-only bans. */
export const BanListFileSchema = z.strictObject({
  schemaVersion: z.literal(1),
  source: z.record(z.string(), z.string()),
  effective: ISO_DATE,
  recorded: ISO_DATE,
  constructed: z.array(BanEntrySchema),
  constructed2v2Only: z.array(BanEntrySchema),
});

const FormatDefSchema = z.strictObject({
  name: z.string().min(1),
  rule: z.string(),
  sets: z.array(z.string().regex(/^[A-Z]{3}$/)).nullable(),
  banList: z.boolean(),
});

/** `data/riftbound/formats.json`: the sets (release date or null) and the `standard` and `casual` formats. */
export const FormatsFileSchema = z.strictObject({
  schemaVersion: z.literal(1),
  source: z.string(),
  sets: z.array(
    z.strictObject({
      code: z.string().regex(/^[A-Z]{3}$/),
      name: z.string(),
      released: ISO_DATE.nullable(),
      note: z.string().optional(),
    }),
  ),
  formats: z.strictObject({ standard: FormatDefSchema, casual: FormatDefSchema }),
});

/**
 * One token definition (Core Rules v1.4 187.x, transcribed in `data/riftbound/tokens.json`): a domainless unit
 * or battlefield token with its Might and tags. For the card work: a card that says "play a 3 Might Mech unit
 * token" instantiates `Mech`.
 */
export const TokenDefSchema = z.object({
  name: z.string().min(1),
  supertype: z.literal("Token"),
  type: z.enum(["Unit", "Battlefield", "Gear"]),
  domains: z.array(z.enum(DOMAINS)),
  energy: z.number().int().nullable(),
  power: z.number().int().nullable(),
  might: z.number().int().nullable(),
  tags: z.array(z.string()),
  text: z.string(),
  /** The rule the definition was transcribed from (`187.3 -- ...`). */
  _rule: z.string(),
});
/** A token definition. */
export type TokenDef = z.infer<typeof TokenDefSchema>;

const TokensFileSchema = z.object({ _comment: z.array(z.string()).optional(), cards: z.array(TokenDefSchema) });

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

/** Reads `formats.json` and `banlist.json` (or the given paths) into the {@link FormatRules} a deck check takes. */
export function loadFormatRules(
  paths: { formats?: string; banList?: string } = {},
): FormatRules & { source: string; banSource: Record<string, string> } {
  const f = FormatsFileSchema.parse(readJson(paths.formats ?? `${DIR}formats.json`));
  const b = BanListFileSchema.parse(readJson(paths.banList ?? `${DIR}banlist.json`));
  return {
    source: f.source,
    banSource: b.source,
    sets: f.sets.map((s) => ({ code: s.code, name: s.name, released: s.released })),
    formats: f.formats,
    banList: {
      effective: b.effective,
      recorded: b.recorded,
      constructed: b.constructed,
      constructed2v2Only: b.constructed2v2Only,
    },
  };
}

let shared: FormatRules | undefined;
/** The committed format data, loaded once per process. */
export function defaultFormatRules(): FormatRules {
  shared ??= loadFormatRules();
  return shared;
}

/** Reads the token definitions (`data/riftbound/tokens.json`, or `file`); names are unique. */
export function loadTokens(file = `${DIR}tokens.json`): TokenDef[] {
  const cards = TokensFileSchema.parse(readJson(file)).cards;
  const names = new Set<string>();
  for (const t of cards) {
    if (names.has(t.name)) throw new Error(`tokens.json: duplicate token ${t.name}`);
    names.add(t.name);
  }
  return cards;
}

/** Today's date as the format check reads it (UTC, `YYYY-MM-DD`). */
export function isoToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
