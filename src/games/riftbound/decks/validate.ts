import type { CardSource } from "../data/card-source.js";
import type { CardRecord, Domain } from "../data/schema.js";
import { FORMAT_IDS, type FormatId, type FormatRules, formatProblems } from "./formats.js";
import {
  type DeckProblem,
  type DeckProblemCode,
  type ResolvableDeck,
  type ResolvedDeck,
  describeCard,
  resolveDeck,
} from "./resolve.js";

export type { DeckProblem, DeckProblemCode, DeckProblemSeverity } from "./resolve.js";

/**
 * Deck validation per Riftbound rule 103 (Core Rules 2025-06-02, 101-103; the official Chinese text of
 * 100-183 wins where they differ: runes follow the legend's domain identity (103.3.a.1) and a deck's
 * battlefields have distinct names (103.4.c)) and the duel mode (644.4.a). Every problem is reported at once.
 */

/** Play modes with their battlefield requirement. Duel: each player brings 3, one is used (644.4.a, 644.5). */
export const MODES = { duel: { battlefields: 3, rule: "644.4.a" } } as const;
/** A play mode. */
export type PlayMode = keyof typeof MODES;

/**
 * How strictly to apply requirements the project may relax. `casual`: a deck bringing a different number of
 * battlefields than the mode asks for plays with what it has (warning). `strict` (league, tournament): error.
 */
export type Strictness = "casual" | "strict";

/** Options for {@link validateDeck}. */
export interface ValidateOptions {
  /**
   * Whether Duelhall can play a card (its abilities are implemented). `true`, or `false`/a reason string.
   * Called once per distinct rules card code. Injected so validation does not depend on the card registry.
   */
  isSupported: (code: string) => boolean | string;
  /** Default `duel`. */
  mode?: PlayMode;
  /** Default `casual`. */
  strictness?: Strictness;
  /**
   * The format to check (601.2-601.3: legal sets, ban list, release dates; docs/formats.md), with its data and
   * today's ISO date. Absent: no format check (rule 103 and engine support only).
   */
  format?: { id: FormatId; rules: FormatRules; today: string };
}

/** The verdict: `ok` when no problem is an error (warnings allowed). */
export interface DeckValidation {
  ok: boolean;
  problems: DeckProblem[];
}

const MAX_COPIES = 3; // 103.2.b
const MIN_MAIN = 40; // 103.2
const RUNES = 12; // 103.3.a
const MAX_SIGNATURE = 3; // 103.2.d.1

/** Domains a card needs from the identity; `Colorless` needs none. */
function coloredDomains(card: CardRecord): Domain[] {
  return card.domains.filter((d) => d !== "Colorless");
}

/** 103.1.b.3-4: every one of the card's domains must be in the identity. */
function fitsIdentity(card: CardRecord, identity: readonly Domain[]): boolean {
  return coloredDomains(card).every((d) => identity.includes(d));
}

/** Group codes by card, keeping order of first appearance: `[card, count]`. */
function tally(codes: readonly string[], source: CardSource): [CardRecord, number][] {
  const counts = new Map<string, [CardRecord, number]>();
  for (const code of codes) {
    const hit = counts.get(code);
    if (hit) hit[1]++;
    else {
      const card = source.byCode(code);
      if (!card) throw new Error(`resolved deck holds unknown code ${code}`);
      counts.set(code, [card, 1]);
    }
  }
  return [...counts.values()];
}

function list(cards: readonly CardRecord[]): string {
  return cards.map(describeCard).join(", ");
}

/**
 * Validate a resolved deck against rule 103 and the mode's battlefield count. Returns every problem, errors
 * and warnings, in rule order; `ok` is false when any is an error. Never throws for a bad deck (a code that
 * the source does not know is a broken invariant: resolution only produces known codes).
 */
export function validateDeck(deck: ResolvedDeck, source: CardSource, options: ValidateOptions): DeckValidation {
  const mode = MODES[options.mode ?? "duel"];
  const strict = (options.strictness ?? "casual") === "strict";
  const problems: DeckProblem[] = [];
  const add = (rule: string, code: DeckProblemCode, message: string, severity: "error" | "warning" = "error") =>
    problems.push({ rule, code, severity, message: `Rule ${rule}: ${message}` });
  const unresolvedIn = (...sections: string[]) =>
    deck.unresolved.filter((u) => sections.includes(u.section)).reduce((n, u) => n + u.count, 0);

  // 103.1 Legend: exactly one, and it sets the domain identity (103.1.b).
  const legend = deck.legend ? source.byCode(deck.legend) : undefined;
  let identity: Domain[] | undefined;
  let tag: string | null = null;
  if (!legend) {
    add("103.1", "legend-missing", "the deck needs exactly one Legend, and none was found.");
  } else if (legend.type !== "Legend") {
    add("103.1", "legend-type", `${describeCard(legend)} is a ${legend.type}, not a Legend.`);
  } else {
    identity = coloredDomains(legend);
    tag = legend.championTag;
  }
  const identityText = identity ? `${identity.join(" + ")} (from ${legend ? legend.name : "?"})` : "";

  // 103.2.a Chosen champion: a Champion unit whose champion tag matches the legend's.
  const champion = deck.champion ? source.byCode(deck.champion) : undefined;
  if (!champion) {
    if (identity) {
      add(
        "103.2.a",
        "champion-missing",
        `the deck needs a chosen champion: a Champion unit with the ${tag ?? "legend's"} champion tag. None was named or found in the main deck.`,
      );
    }
  } else if (champion.supertype === "Signature") {
    add(
      "103.2.d.3",
      "champion-invalid",
      `${describeCard(champion)} is a Signature card, not a Champion unit, so it cannot be the chosen champion.`,
    );
  } else if (champion.type !== "Unit" || champion.supertype !== "Champion") {
    add(
      "103.2.a.2",
      "champion-invalid",
      `${describeCard(champion)} is not a Champion unit, so it cannot be the chosen champion.`,
    );
  } else if (identity && champion.championTag !== tag) {
    add(
      "103.2.a.2",
      "champion-invalid",
      `the chosen champion ${describeCard(champion)} has the ${champion.championTag ?? "no"} champion tag; the legend ${legend?.name ?? ""} needs ${tag ?? "none"}.`,
    );
  }

  // 103.2 Main deck: at least 40 cards (chosen champion included) of units, gear and spells.
  const mainCards = tally(deck.main, source);
  const missing = unresolvedIn("main", "champion", "unsectioned");
  if (deck.main.length < MIN_MAIN) {
    const note = missing > 0 ? ` (${missing} more could not be recognised)` : "";
    add(
      "103.2",
      "main-size",
      `the main deck needs at least ${MIN_MAIN} cards including the chosen champion; it has ${deck.main.length}${note}.`,
    );
  }
  // 171: tokens; the Origins token printings (OGN-271..274) are typed Unit without the Token supertype in the card
  // data, but have no Energy cost, which every main deck card has (130).
  const isToken = (c: (typeof mainCards)[number][0]) =>
    c.type === "Token" || c.supertype === "Token" || ((c.type === "Unit" || c.type === "Gear") && c.energy === null);
  const tokens = mainCards.filter(([c]) => isToken(c)).map(([c]) => c);
  if (tokens.length > 0) {
    add("171", "token", `tokens are created during play and cannot be put in a deck: ${list(tokens)}.`);
  }
  const wrongType = mainCards
    .filter(([c]) => c.type === "Legend" || c.type === "Battlefield" || c.type === "Rune")
    .map(([c]) => c);
  if (wrongType.length > 0) {
    add(
      "103.2",
      "main-type",
      `the main deck holds units, gear and spells only; move these to their own sections: ${wrongType.map((c) => `${describeCard(c)} (${c.type})`).join(", ")}.`,
    );
  }

  // 103.2.b At most 3 copies of a name (chosen champion included; reprints share the name).
  const byName = new Map<string, { card: CardRecord; count: number }>();
  for (const [card, count] of mainCards) {
    const hit = byName.get(card.name);
    if (hit) hit.count += count;
    else byName.set(card.name, { card, count });
  }
  for (const { card, count } of byName.values()) {
    // A card's own text may lift the limit ("Your deck can have any number of cards named Spiderling", VEN-097).
    if (card.text?.includes(`Your deck can have any number of cards named ${card.name}.`)) continue;
    if (count > MAX_COPIES) {
      const champNote = champion && champion.name === card.name ? " (the chosen champion counts)" : "";
      add(
        "103.2.b",
        "too-many-copies",
        `at most ${MAX_COPIES} copies of a card name; the main deck has ${count} × ${describeCard(card)}${champNote}.`,
      );
    }
  }

  // CR 1.4 825.3.a Unique: one card of that name (a Signature card that is Unique also counts toward 103.2.d).
  for (const { card, count } of byName.values()) {
    if (count > 1 && card.keywords.includes("Unique")) {
      add(
        "CR 1.4 825.3.a",
        "unique-copies",
        `${describeCard(card)} is Unique: a deck may hold only 1 card of that name; the main deck has ${count}.`,
      );
    }
  }

  // 103.2.c Domain identity of the main deck and of the sideboard (its cards swap into the main deck).
  if (identity) {
    const side = tally(deck.sideboard, source);
    for (const [card] of [...mainCards, ...side]) {
      if (!fitsIdentity(card, identity)) {
        const where = side.some(([c]) => c === card) && !mainCards.some(([c]) => c === card) ? " (sideboard)" : "";
        add(
          "103.2.c",
          "domain-identity",
          `${describeCard(card)}${where} is ${coloredDomains(card).join(" + ")}, outside the deck's domain identity ${identityText}.`,
        );
      }
    }
  }

  // 103.2.d Signature cards: at most 3 in total, all with the legend's champion tag.
  const signatures = mainCards.filter(([c]) => c.supertype === "Signature");
  const signatureTotal = signatures.reduce((n, [, k]) => n + k, 0);
  if (signatureTotal > MAX_SIGNATURE) {
    add(
      "103.2.d.1",
      "signature-count",
      `a deck may hold at most ${MAX_SIGNATURE} Signature cards in total, whatever their names; it has ${signatureTotal}: ${signatures.map(([c, k]) => `${k} × ${describeCard(c)}`).join(", ")}.`,
    );
  }
  if (identity) {
    const offTag = signatures.filter(([c]) => c.championTag !== tag).map(([c]) => c);
    if (offTag.length > 0) {
      add(
        "103.2.d.2",
        "signature-tag",
        `Signature cards must carry the legend's champion tag (${tag ?? "none"}): ${offTag.map((c) => `${describeCard(c)} is ${c.championTag ?? "untagged"}`).join(", ")}.`,
      );
    }
  }

  // 103.3 Rune deck: exactly 12 runes of the legend's domain identity (103.3.a.1, official Chinese text).
  const runeCards = tally(deck.runes, source);
  if (deck.runes.length !== RUNES) {
    const note = unresolvedIn("runes") > 0 ? ` (${unresolvedIn("runes")} more could not be recognised)` : "";
    add("103.3.a", "rune-count", `the rune deck holds exactly ${RUNES} runes; it has ${deck.runes.length}${note}.`);
  }
  const notRunes = runeCards.filter(([c]) => c.type !== "Rune").map(([c]) => c);
  if (notRunes.length > 0) {
    add(
      "103.3.a",
      "rune-type",
      `the rune deck holds only Rune cards: ${notRunes.map((c) => `${describeCard(c)} is a ${c.type}`).join(", ")}.`,
    );
  }
  if (identity) {
    for (const [card] of runeCards) {
      if (card.type === "Rune" && !fitsIdentity(card, identity)) {
        add("103.3.a.1", "rune-domain", `${describeCard(card)} is outside the deck's domain identity ${identityText}.`);
      }
    }
  }

  // 103.4 Battlefields: type, domain identity (103.4.b), distinct names (103.4.c), count by mode (644.4.a).
  const fieldCards = tally(deck.battlefields, source);
  const notFields = fieldCards.filter(([c]) => c.type !== "Battlefield").map(([c]) => c);
  if (notFields.length > 0) {
    add(
      "103.4",
      "battlefield-type",
      `the battlefields section holds only Battlefield cards: ${notFields.map((c) => `${describeCard(c)} is a ${c.type}`).join(", ")}.`,
    );
  }
  if (identity) {
    for (const [card] of fieldCards) {
      if (!fitsIdentity(card, identity)) {
        add(
          "103.4.b",
          "battlefield-domain",
          `${describeCard(card)} is outside the deck's domain identity ${identityText}.`,
        );
      }
    }
  }
  const fieldNames = new Map<string, number>();
  for (const [card, count] of fieldCards) fieldNames.set(card.name, (fieldNames.get(card.name) ?? 0) + count);
  const dupFields = [...fieldNames].filter(([, n]) => n > 1);
  if (dupFields.length > 0) {
    add(
      "103.4.c",
      "battlefield-duplicate",
      `a deck's battlefields must have different names: ${dupFields.map(([name, n]) => `${n} × ${name}`).join(", ")}.`,
    );
  }
  const fields = deck.battlefields.length;
  if (fields === 0) {
    add(
      mode.rule,
      "battlefield-count",
      `each player brings ${mode.battlefields} battlefields, one of which is chosen at random; the deck has none.`,
    );
  } else if (fields !== mode.battlefields) {
    const fewer = fields < mode.battlefields;
    add(
      mode.rule,
      "battlefield-count",
      strict
        ? `each player brings exactly ${mode.battlefields} battlefields, one of which is chosen at random; the deck has ${fields}, and this match requires exactly ${mode.battlefields}.`
        : `each player brings ${mode.battlefields} battlefields, one of which is chosen at random; the deck has ${fields}. Casual play allows it (${fewer ? (fields === 1 ? "its one battlefield is always used" : `one of its ${fields} is chosen at random`) : `one of the ${fields} is chosen at random`}); league and tournament play refuse it.`,
      strict ? "error" : "warning",
    );
  }

  // 601.2: the format's sets, release dates and ban list.
  if (options.format) {
    const f = options.format;
    problems.push(...formatProblems(deck, source, f.rules, f.id, f.today));
  }

  // Duelhall policy: every card must be playable by the engine.
  const distinct = new Map<string, CardRecord>();
  for (const code of [deck.legend, ...deck.main, ...deck.battlefields, ...deck.runes, ...deck.sideboard]) {
    if (!code || distinct.has(code)) continue;
    const card = source.byCode(code);
    if (card) distinct.set(code, card);
  }
  const unsupported: string[] = [];
  for (const [code, card] of distinct) {
    const verdict = options.isSupported(code);
    if (verdict === true) continue;
    unsupported.push(
      typeof verdict === "string" && verdict !== "" ? `${describeCard(card)}: ${verdict}` : describeCard(card),
    );
  }
  if (unsupported.length > 0) {
    problems.push({
      rule: "policy",
      code: "unsupported-card",
      severity: "error",
      message: `Duelhall cannot play ${unsupported.length === 1 ? "this card" : `these ${unsupported.length} cards`} yet: ${unsupported.join("; ")}.`,
    });
  }

  return { ok: !problems.some((p) => p.severity === "error"), problems };
}

/** Result of {@link checkDeck}: the resolved deck and every resolution and validation problem. */
export interface DeckCheck extends DeckValidation {
  deck: ResolvedDeck;
  /**
   * With a format: every format that accepts the deck (the checked one included when `ok`). When the checked
   * format refuses it and another accepts it, a `format-alternative` warning says so.
   */
  acceptedBy?: FormatId[];
}

/**
 * Resolve and validate in one step (what the CLI and the bot's deck command use). Problems from parsing,
 * resolution and validation come back together; `ok` is false when any is an error.
 */
export function checkDeck(parsed: ResolvableDeck, source: CardSource, options: ValidateOptions): DeckCheck {
  const resolved = resolveDeck(parsed, source);
  const validation = validateDeck(resolved.deck, source, options);
  const problems = [...resolved.problems, ...validation.problems];
  const ok = !problems.some((p) => p.severity === "error");
  const f = options.format;
  if (!f) return { deck: resolved.deck, ok, problems };
  const resolvedOk = !resolved.problems.some((p) => p.severity === "error");
  const acceptedBy = FORMAT_IDS.filter((id) =>
    id === f.id ? ok : resolvedOk && validateDeck(resolved.deck, source, { ...options, format: { ...f, id } }).ok,
  );
  if (!ok && acceptedBy.length > 0) {
    const names = acceptedBy.map((id) => `${f.rules.formats[id].name} (\`${id}\`)`).join(", ");
    problems.push({
      rule: "601",
      code: "format-alternative",
      severity: "warning",
      message: `${f.rules.formats[f.id].name} refuses this deck; ${names} would accept it.`,
    });
  }
  return { deck: resolved.deck, ok, problems, acceptedBy };
}
