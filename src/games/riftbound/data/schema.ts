import { z } from "zod";

/**
 * Riftbound card data schemas.
 *
 * Two layers:
 * - {@link SharedCardSchema}: one printing as the shared development file
 *   (`/work/shared/riftbound/cards.json`, normalised from Riot's card gallery) writes it. Validated at import.
 * - {@link CardRecordSchema}: the project's own card record, the subset of fields Duelhall needs. It is what
 *   `data/riftbound/cards.json` holds and what every {@link CardSource} returns, so another source (Riot's
 *   content API) only has to produce these records.
 *
 * Card names, text, stats and image URLs are Riot Games IP; images are linked, never redistributed.
 */

/** Card types printed on Riftbound cards (rule 132 and the card gallery). */
export const CARD_TYPES = ["Unit", "Spell", "Gear", "Rune", "Legend", "Battlefield", "Token"] as const;
/** A card type. */
export type CardType = (typeof CARD_TYPES)[number];

/**
 * The six domains (rule 127), the one list every Riftbound module outside the rules folder uses (card scripts,
 * rune pools, scenarios, decks).
 */
export const COLORED_DOMAINS = ["Fury", "Calm", "Mind", "Body", "Chaos", "Order"] as const;
/** One of the six domains. */
export type ColoredDomain = (typeof COLORED_DOMAINS)[number];

/** The six domains plus `Colorless` (battlefields, tokens), as the gallery names them (rule 103.1.b). */
export const DOMAINS = [...COLORED_DOMAINS, "Colorless"] as const;
/** A domain. `Colorless` cards fit any domain identity. */
export type Domain = (typeof DOMAINS)[number];

/**
 * Supertypes: `Champion` (units, rule 132.7.a), `Signature` (any type, rule 132.7.b), `Basic` (runes),
 * `Token` (rule 170). Derived by the shared normaliser; null when the card has none.
 */
export const SUPERTYPES = ["Champion", "Signature", "Basic", "Token"] as const;
/** A supertype. */
export type Supertype = (typeof SUPERTYPES)[number];

/** Printing variants: `a`/`b` alternative art, `*` signed. Variants share the base card's rules. */
export const VARIANTS = ["a", "b", "*"] as const;
/** A printing variant. */
export type Variant = (typeof VARIANTS)[number];

/**
 * A card code in deck-code style: set, dash, number (optionally `R`/`SP`/`T` prefixed), optional variant
 * suffix. Examples: `OGN-001`, `OGN-066a`, `SFD-227*`, `VEN-R01`, `UNL-T01`, `VEN-SP1`.
 */
export const CARD_CODE_PATTERN = /^[A-Z]{3}-(?:R|SP|T)?\d{1,3}[ab*]?$/;

const cardCode = z.string().regex(CARD_CODE_PATTERN, "card code like OGN-001, OGN-066a, SFD-227*, VEN-R01");
const intOrNull = z.number().int().nullable();
const SET = z.string().regex(/^[A-Z]{3}$/);

/**
 * The printed characteristics of a card, the same in the shared development file and the project's card record
 * (one definition: the engine's catalogue entry `CardStatic` is a projection of these).
 */
const PRINTED_FIELDS = {
  /** Printed name, e.g. `Jinx, Demolitionist`. */
  name: z.string().min(1),
  type: z.enum(CARD_TYPES),
  supertype: z.enum(SUPERTYPES).nullable(),
  /** Champion name linking Legend, Champion units and Signature cards (rule 103.2.a.2, 103.2.d). */
  championTag: z.string().min(1).nullable(),
  domains: z.array(z.enum(DOMAINS)).min(1),
  /** Energy cost; null for cards without one (legends, runes, battlefields). */
  energy: intOrNull,
  /** Number of Power pips in the cost; their domain is the card's domain. */
  power: intOrNull,
  might: intOrNull,
  /** Gear: Might added to the equipped unit. */
  mightBonus: intOrNull,
  tags: z.array(z.string()),
  /** Keyword abilities that start a text line (`Accelerate`, `Assault 2`, ...). */
  keywords: z.array(z.string()),
};

/**
 * One printing in the shared development file (fields documented in `/work/shared/riftbound/README.md`).
 * Unknown extra fields are tolerated (the normaliser may grow); the fields Duelhall reads are checked.
 */
export const SharedCardSchema = z.looseObject({
  id: z.string().min(1),
  code: cardCode,
  baseCode: cardCode,
  publicCode: z.string().nullable(),
  set: SET,
  setName: z.string(),
  collectorNumber: z.number().int(),
  variant: z.enum(VARIANTS).nullable(),
  ...PRINTED_FIELDS,
  mentionedKeywords: z.array(z.string()),
  conditionMarkers: z.array(z.string()),
  text: z.string().nullable(),
  effectText: z.string().nullable(),
  accessibilityText: z.string().nullable(),
  rarity: z.string(),
  orientation: z.enum(["portrait", "landscape"]),
  illustrator: z.string().nullable(),
  image: z.url(),
});
/** One printing as the shared development file holds it. */
export type SharedCard = z.infer<typeof SharedCardSchema>;

/** The shared development file: `{ source, count, cards }`. `count` must equal `cards.length`. */
export const SharedCardFileSchema = z
  .object({
    source: z.looseObject({
      repo: z.string(),
      path: z.string(),
      upstream: z.string().optional(),
      upstreamGeneratedAt: z.string().optional(),
      upstreamBuildId: z.string().optional(),
    }),
    count: z.number().int().nonnegative(),
    cards: z.array(SharedCardSchema),
  })
  .refine((f) => f.count === f.cards.length, { message: "count does not match the number of cards" });
/** The shared development file. */
export type SharedCardFile = z.infer<typeof SharedCardFileSchema>;

/**
 * The project's card record: one printing. Rules identity is `baseCode` (variants share rules) and, for
 * deck-building limits, `name` (rule 103.2.b counts copies by name, so reprints in later sets count together).
 */
export const CardRecordSchema = z.strictObject({
  /** Deck-code style printing code, unique: `OGN-001`, `OGN-066a`, `SFD-227*`. */
  code: cardCode,
  /** `code` without the variant suffix; the card whose rules this printing uses. */
  baseCode: cardCode,
  /** `a`/`b` alternative art, `*` signed, null for the base printing. */
  variant: z.enum(VARIANTS).nullable(),
  ...PRINTED_FIELDS,
  /** Official rules text, unmodified (symbols as `:rb_energy_N:` etc.). */
  text: z.string().nullable(),
  /** Gear equip panel or granted text. */
  effectText: z.string().nullable(),
  /** Set code: OGN, OGS, SFD, UNL, VEN. */
  set: SET,
  rarity: z.string(),
  /** Riot CDN image URL: link only, never download or redistribute. */
  image: z.url(),
});
/** The project's card record (one printing). */
export type CardRecord = z.infer<typeof CardRecordSchema>;

/** Where the committed card file came from (mirrored in `data/riftbound/PROVENANCE.md`). */
export const CardFileSourceSchema = z.strictObject({
  repo: z.string(),
  path: z.string(),
  commit: z.string().nullable(),
  upstream: z.string().nullable(),
  upstreamGeneratedAt: z.string().nullable(),
  /** SHA-256 of the imported input file. */
  inputSha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** ISO date of the import. */
  importedAt: z.string(),
});

/** `data/riftbound/cards.json`: source, count and the card records (codes unique, every baseCode present). */
export const CardFileSchema = z
  .strictObject({
    schemaVersion: z.literal(1),
    source: CardFileSourceSchema,
    count: z.number().int().nonnegative(),
    cards: z.array(CardRecordSchema),
  })
  .superRefine((f, ctx) => {
    if (f.count !== f.cards.length) ctx.addIssue({ code: "custom", message: "count does not match cards" });
    const codes = new Set<string>();
    for (const c of f.cards) {
      if (codes.has(c.code)) ctx.addIssue({ code: "custom", message: `duplicate card code ${c.code}` });
      codes.add(c.code);
    }
    for (const c of f.cards) {
      if (!codes.has(c.baseCode)) ctx.addIssue({ code: "custom", message: `${c.code}: base ${c.baseCode} missing` });
    }
  });
/** The committed card file. */
export type CardFile = z.infer<typeof CardFileSchema>;

/** Project a shared-file printing onto the project's record (drops fields Duelhall does not use). */
export function toCardRecord(card: SharedCard): CardRecord {
  return {
    code: card.code,
    baseCode: card.baseCode,
    variant: card.variant,
    name: card.name,
    type: card.type,
    supertype: card.supertype,
    championTag: card.championTag,
    domains: [...card.domains],
    energy: card.energy,
    power: card.power,
    might: card.might,
    mightBonus: card.mightBonus,
    tags: [...card.tags],
    keywords: [...card.keywords],
    text: card.text,
    effectText: card.effectText,
    set: card.set,
    rarity: card.rarity,
    image: card.image,
  };
}
