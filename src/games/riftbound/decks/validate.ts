import type { CardSource } from "../data/card-source.js";
import type { CardRecord, Domain } from "../data/schema.js";
import { FORMAT_IDS, type FormatId, type FormatRules, formatProblems } from "./formats.js";
import {
  type DeckProblem,
  type DeckProblemCode,
  type ResolvableDeck,
  type ResolvedDeck,
  deckProblem,
  describeCard,
  resolveDeck,
} from "./resolve.js";
import type { DeckTextKey, DeckTextParams } from "./problem-text.js";

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

/** `Name (CODE) (Type), …`: cards in the wrong section with their card type. */
function typed(cards: readonly CardRecord[]): string {
  return cards.map((c) => `${describeCard(c)} (${c.type})`).join(", ");
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
  const add = (
    rule: string,
    code: DeckProblemCode,
    key: DeckTextKey,
    params: DeckTextParams = {},
    severity: "error" | "warning" = "error",
  ) => problems.push(deckProblem(rule, code, key, params, severity));
  const unresolvedIn = (...sections: string[]) =>
    deck.unresolved.filter((u) => sections.includes(u.section)).reduce((n, u) => n + u.count, 0);

  // 103.1 Legend: exactly one, and it sets the domain identity (103.1.b).
  const legend = deck.legend ? source.byCode(deck.legend) : undefined;
  let identity: Domain[] | undefined;
  let tag: string | null = null;
  if (!legend) {
    add("103.1", "legend-missing", "legend-missing");
  } else if (legend.type !== "Legend") {
    add("103.1", "legend-type", "legend-type", { card: describeCard(legend), type: legend.type });
  } else {
    identity = coloredDomains(legend);
    tag = legend.championTag;
  }
  const identityParams = { identity: identity?.join(" + ") ?? "", legend: legend?.name ?? "?" };

  // 103.2.a Chosen champion: a Champion unit whose champion tag matches the legend's.
  const champion = deck.champion ? source.byCode(deck.champion) : undefined;
  if (!champion) {
    if (identity) {
      add("103.2.a", "champion-missing", "champion-missing", { tag: tag ?? "—" });
    }
  } else if (champion.supertype === "Signature") {
    add("103.2.d.3", "champion-invalid", "champion-invalid.signature", { card: describeCard(champion) });
  } else if (champion.type !== "Unit" || champion.supertype !== "Champion") {
    add("103.2.a.2", "champion-invalid", "champion-invalid.type", { card: describeCard(champion) });
  } else if (identity && champion.championTag !== tag) {
    add("103.2.a.2", "champion-invalid", "champion-invalid.tag", {
      card: describeCard(champion),
      tag: champion.championTag ?? "—",
      legend: legend?.name ?? "",
      need: tag ?? "—",
    });
  }

  // 103.2 Main deck: at least 40 cards (chosen champion included) of units, gear and spells.
  const mainCards = tally(deck.main, source);
  const missing = unresolvedIn("main", "champion", "unsectioned");
  if (deck.main.length < MIN_MAIN) {
    const key = missing > 0 ? "main-size.unrecognised" : "main-size";
    add("103.2", "main-size", key, { min: MIN_MAIN, n: deck.main.length, missing });
  }
  // 171: tokens; the Origins token printings (OGN-271..274) are typed Unit without the Token supertype in the card
  // data, but have no Energy cost, which every main deck card has (130).
  const isToken = (c: (typeof mainCards)[number][0]) =>
    c.type === "Token" || c.supertype === "Token" || ((c.type === "Unit" || c.type === "Gear") && c.energy === null);
  const tokens = mainCards.filter(([c]) => isToken(c)).map(([c]) => c);
  if (tokens.length > 0) {
    add("171", "token", "token", { cards: list(tokens) });
  }
  const wrongType = mainCards
    .filter(([c]) => c.type === "Legend" || c.type === "Battlefield" || c.type === "Rune")
    .map(([c]) => c);
  if (wrongType.length > 0) {
    add("103.2", "main-type", "main-type", { cards: typed(wrongType) });
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
      const key = champion && champion.name === card.name ? "too-many-copies.champion" : "too-many-copies";
      add("103.2.b", "too-many-copies", key, { max: MAX_COPIES, n: count, card: describeCard(card) });
    }
  }

  // CR 1.4 825.3.a Unique: one card of that name (a Signature card that is Unique also counts toward 103.2.d).
  for (const { card, count } of byName.values()) {
    if (count > 1 && card.keywords.includes("Unique")) {
      add("CR 1.4 825.3.a", "unique-copies", "unique-copies", { card: describeCard(card), n: count });
    }
  }

  // 103.2.c Domain identity of the main deck and of the sideboard (its cards swap into the main deck).
  if (identity) {
    const side = tally(deck.sideboard, source);
    for (const [card] of [...mainCards, ...side]) {
      if (!fitsIdentity(card, identity)) {
        const onlySide = side.some(([c]) => c === card) && !mainCards.some(([c]) => c === card);
        add("103.2.c", "domain-identity", onlySide ? "domain-identity.sideboard" : "domain-identity", {
          card: describeCard(card),
          domains: coloredDomains(card).join(" + "),
          ...identityParams,
        });
      }
    }
  }

  // 103.2.d Signature cards: at most 3 in total, all with the legend's champion tag.
  const signatures = mainCards.filter(([c]) => c.supertype === "Signature");
  const signatureTotal = signatures.reduce((n, [, k]) => n + k, 0);
  if (signatureTotal > MAX_SIGNATURE) {
    add("103.2.d.1", "signature-count", "signature-count", {
      max: MAX_SIGNATURE,
      n: signatureTotal,
      cards: signatures.map(([c, k]) => `${k} × ${describeCard(c)}`).join(", "),
    });
  }
  if (identity) {
    const offTag = signatures.filter(([c]) => c.championTag !== tag).map(([c]) => c);
    if (offTag.length > 0) {
      add("103.2.d.2", "signature-tag", "signature-tag", {
        tag: tag ?? "—",
        cards: offTag.map((c) => `${describeCard(c)} (${c.championTag ?? "—"})`).join(", "),
      });
    }
  }

  // 103.3 Rune deck: exactly 12 runes of the legend's domain identity (103.3.a.1, official Chinese text).
  const runeCards = tally(deck.runes, source);
  if (deck.runes.length !== RUNES) {
    const missingRunes = unresolvedIn("runes");
    const key = missingRunes > 0 ? "rune-count.unrecognised" : "rune-count";
    add("103.3.a", "rune-count", key, { want: RUNES, n: deck.runes.length, missing: missingRunes });
  }
  const notRunes = runeCards.filter(([c]) => c.type !== "Rune").map(([c]) => c);
  if (notRunes.length > 0) {
    add("103.3.a", "rune-type", "rune-type", { cards: typed(notRunes) });
  }
  if (identity) {
    for (const [card] of runeCards) {
      if (card.type === "Rune" && !fitsIdentity(card, identity)) {
        add("103.3.a.1", "rune-domain", "rune-domain", { card: describeCard(card), ...identityParams });
      }
    }
  }

  // 103.4 Battlefields: type, domain identity (103.4.b), distinct names (103.4.c), count by mode (644.4.a).
  const fieldCards = tally(deck.battlefields, source);
  const notFields = fieldCards.filter(([c]) => c.type !== "Battlefield").map(([c]) => c);
  if (notFields.length > 0) {
    add("103.4", "battlefield-type", "battlefield-type", { cards: typed(notFields) });
  }
  if (identity) {
    for (const [card] of fieldCards) {
      if (!fitsIdentity(card, identity)) {
        add("103.4.b", "battlefield-domain", "battlefield-domain", { card: describeCard(card), ...identityParams });
      }
    }
  }
  const fieldNames = new Map<string, number>();
  for (const [card, count] of fieldCards) fieldNames.set(card.name, (fieldNames.get(card.name) ?? 0) + count);
  const dupFields = [...fieldNames].filter(([, n]) => n > 1);
  if (dupFields.length > 0) {
    const cards = dupFields.map(([name, n]) => `${n} × ${name}`).join(", ");
    add("103.4.c", "battlefield-duplicate", "battlefield-duplicate", { cards });
  }
  const fields = deck.battlefields.length;
  if (fields === 0) {
    add(mode.rule, "battlefield-count", "battlefield-count.none", { want: mode.battlefields });
  } else if (fields !== mode.battlefields) {
    const fewer = fields < mode.battlefields;
    const key = strict
      ? "battlefield-count.strict"
      : fewer
        ? fields === 1
          ? "battlefield-count.one"
          : "battlefield-count.fewer"
        : "battlefield-count.more";
    add(mode.rule, "battlefield-count", key, { want: mode.battlefields, n: fields }, strict ? "error" : "warning");
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
    const key = unsupported.length === 1 ? "unsupported-card.one" : "unsupported-card.many";
    add("policy", "unsupported-card", key, { n: unsupported.length, cards: unsupported.join("; ") });
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
    const others = acceptedBy.map((id) => `${f.rules.formats[id].name} (\`${id}\`)`).join(", ");
    const params = { format: f.rules.formats[f.id].name, others };
    problems.push(deckProblem("601", "format-alternative", "format-alternative", params, "warning"));
  }
  return { deck: resolved.deck, ok, problems, acceptedBy };
}
