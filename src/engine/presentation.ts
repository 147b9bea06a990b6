/**
 * The presentation half of the contract a game module implements (issue 14; docs/engine.md "A new game"): what
 * the table needs to show a game without knowing it. Plain data and pure functions: the board picture, public and
 * private panels, a decision as neutral controls (the bot turns them into buttons, select menus with paging,
 * ordering and assignment widgets), the slash-command option sources and the log wording. No Discord types here;
 * the bot maps them (src/bot/prompts/widgets.ts, src/bot/render/panel.ts).
 */
import type { Seat } from "./types.js";
import type { TableView } from "./rules.js";

/** Limits a panel respects (Discord's embed limits, developers/resources/message#embed-object-embed-limits). */
export const PANEL_LIMITS = {
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  total: 6000,
} as const;

/** A titled block of text with named fields (the bot shows it as an embed). */
export interface Panel {
  title?: string;
  description?: string;
  fields?: { name: string; value: string; inline?: boolean }[];
  footer?: { text: string };
  /** RGB as a number, e.g. 0x4a90d9. */
  color?: number;
}

/** Cuts `s` to at most `max` characters (code points kept whole), ending with `…` when cut. */
export function truncate(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, Math.max(0, max - 1));
  // A surrogate pair split by slice() leaves a lone high surrogate; drop it.
  const clean = /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
  return `${clean}…`;
}

/** Enforces {@link PANEL_LIMITS}, per part and in total: fields are cut first, then the description. */
export function clampPanel<P extends Panel>(e: P): P {
  const out: P = { ...e };
  if (out.title) out.title = truncate(out.title, PANEL_LIMITS.title);
  if (out.description) out.description = truncate(out.description, PANEL_LIMITS.description);
  if (out.footer) out.footer = { ...out.footer, text: truncate(out.footer.text, PANEL_LIMITS.footer) };
  let fields = (out.fields ?? []).slice(0, PANEL_LIMITS.fields).map((f) => ({
    ...f,
    name: truncate(f.name || "\u200b", PANEL_LIMITS.fieldName),
    value: truncate(f.value || "\u200b", PANEL_LIMITS.fieldValue),
  }));
  const size = () =>
    (out.title?.length ?? 0) +
    (out.description?.length ?? 0) +
    (out.footer?.text.length ?? 0) +
    fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
  while (size() > PANEL_LIMITS.total && fields.length > 0) {
    const over = size() - PANEL_LIMITS.total;
    const last = fields[fields.length - 1]!;
    if (last.value.length - over >= 40)
      fields = [...fields.slice(0, -1), { ...last, value: truncate(last.value, last.value.length - over) }];
    else fields = fields.slice(0, -1);
  }
  if (size() > PANEL_LIMITS.total && out.description)
    out.description = truncate(out.description, Math.max(1, out.description.length - (size() - PANEL_LIMITS.total)));
  if (fields.length) out.fields = fields;
  else delete out.fields;
  return out;
}

/** One item of a choice: `value` is what a pick sends back (see {@link ChoiceControl}). */
export interface ChoiceItem {
  readonly value: string;
  readonly label: string;
  readonly description?: string;
  /** Heading the item is listed under (items of one group are kept together). */
  readonly group?: string;
}

/** A button; a click resolves its `id` (an option id: 1-16 of `A-Za-z0-9_.-`). */
export interface ButtonControl {
  readonly kind: "button";
  readonly id: string;
  readonly label: string;
  readonly style?: "primary" | "secondary" | "danger";
}

/**
 * A choice among items. With `max` 1 each item's `value` is itself an option id (1-16 of `A-Za-z0-9_.-`) and a
 * pick resolves it; with `max` > 1 a pick resolves `id` with the values picked (any text up to 100 characters).
 * The bot shows buttons for a few single picks (or when `display` says so) and a select menu otherwise, paged past
 * 25 items for single picks (a multi-pick shows its first 25).
 */
export interface ChoiceControl {
  readonly kind: "choice";
  readonly id: string;
  readonly placeholder: string;
  readonly items: readonly ChoiceItem[];
  readonly min: number;
  readonly max: number;
  readonly display?: "buttons" | "select";
}

/**
 * Put all `items` in an order, one position at a time; once ordered, the bot resolves `id` with every item's value
 * in the chosen order. Only in the root prompt of a decision (the partial order is rebuilt from it).
 */
export interface OrderControl {
  readonly kind: "order";
  readonly id: string;
  readonly items: readonly ChoiceItem[];
  /** What one item is called in the instructions ("trigger"). */
  readonly noun: string;
}

/**
 * Pick one of the game's legal assignments of amounts to targets (damage assignment): `answers` are legal answers
 * the game listed (never derived by the bot); each is labelled "3 → A, 1 → B" from the target labels. A pick
 * resolves the answer's `value` (an option id).
 */
export interface AssignControl {
  readonly kind: "assign";
  readonly id: string;
  readonly placeholder: string;
  readonly targets: readonly { readonly id: string; readonly label: string }[];
  readonly answers: readonly {
    readonly value: string;
    readonly amounts: Readonly<Record<string, number>>;
    readonly note?: string;
  }[];
}

/**
 * A typed answer, for a decision whose options are too many to browse (a card name among hundreds): the bot shows a
 * button (`label`) opening a form with one short text field (`field`, `placeholder`, at most `maxLength` characters);
 * submitting resolves `id` with the typed text as its one value. The game checks the text and says why it refuses.
 */
export interface TextControl {
  readonly kind: "text";
  readonly id: string;
  readonly label: string;
  readonly field: string;
  readonly placeholder: string;
  readonly maxLength: number;
}

/** One control of a prompt. */
export type Control = ButtonControl | ChoiceControl | OrderControl | AssignControl | TextControl;

/**
 * A decision step as controls. `path` is the option id that produced this step ("" or absent for the root
 * prompt): the bot re-asks it to show another page of a long choice.
 */
export interface PromptModel {
  readonly content: string;
  readonly controls: readonly Control[];
  readonly path?: string;
}

/** A click's outcome: an action to submit, the next step to show, or a refusal (with the rule it cites). */
export type PromptStep<Action> =
  | { readonly kind: "action"; readonly action: Action }
  | { readonly kind: "prompt"; readonly prompt: PromptModel }
  | { readonly kind: "invalid"; readonly message: string; readonly rule?: string };

/** An autocomplete choice of a game command's option. */
export interface CommandChoice {
  readonly name: string;
  readonly value: string;
}

/**
 * A slash command a game adds (`/play card`, `/pass`): its option's autocomplete choices come from the seat's view
 * and legal actions; running it becomes a click (option id and values, resolved like a prompt click) or an action.
 */
export interface GameCommand<Action, View> {
  readonly name: string;
  readonly description: string;
  /** The command's one string option, autocompleted by {@link choices}; absent for a command without options. */
  readonly option?: { readonly name: string; readonly description: string };
  choices?(view: View, legal: readonly Action[]): CommandChoice[];
  run(value: string | null, legal: readonly Action[]): { optionId: string; values?: string[] } | { action: Action };
}

/**
 * A player's presentation preferences for a click (issue 15), from their panel settings. `manualPayment`: the
 * player chooses which runes (or the game's equivalent) pay a cost instead of the automatic plan.
 */
export interface PromptPrefs {
  readonly manualPayment?: boolean;
  /** The reader's language (issue 15: English and Simplified Chinese UI); absent: English. */
  readonly lang?: TextLang;
}

/** A UI language of the presentation texts: English or Simplified Chinese (docs/bot.md "Languages"). */
export type TextLang = "en" | "zh";

/**
 * How a game is shown. Every method is pure; `state` is the game's own state (for legality), every text comes from
 * a view. Method syntax on purpose: a `GamePresentation<RbState, …>` is usable where the table expects the erased
 * `GamePresentation`, since the service only ever pairs a state with its own game.
 */
export interface GamePresentation<State = unknown, Action = unknown, View extends TableView = TableView> {
  /** The game's name ("Riftbound"). */
  readonly title: string;
  /**
   * The rules corpus its rejections' rule numbers refer to (the rules lookup's game id, e.g. "riftbound"), so a
   * refusal quotes that game's rule text; absent, the bot shows the rule number alone.
   */
  readonly rulesId?: string;
  /** How a mode is named in challenges ("duel", "match (best of three, rule 645)"). */
  modeName(mode: string): string;
  /**
   * The root prompt of `seat`'s decision, or null when `seat` has nothing to decide; `prefs.lang` the reader's
   * language (a game may ignore it and answer in English).
   */
  prompt(state: State, seat: Seat, prefs?: PromptPrefs): PromptModel | null;
  /**
   * A click: option id (a button's id, a single pick's value, or a multi-pick's control id) and values; `prefs`
   * the clicking player's preferences (absent: the defaults).
   */
  resolve(
    state: State,
    seat: Seat,
    optionId: string,
    values: readonly string[],
    prefs?: PromptPrefs,
  ): PromptStep<Action>;
  /** Optional: the game lets players pay costs by hand ({@link PromptPrefs.manualPayment}); the panel offers it. */
  readonly manualPayment?: boolean;
  /** The public board as a panel; `names` are mentions per seat, `log` the last public lines (names filled in). */
  boardPanel(view: View, names: readonly string[], log: readonly string[], lang?: TextLang): Panel;
  /**
   * The board picture (PNG bytes); `names` are plain display names per seat, `lang` the language of its fixed words
   * (the language of the message it goes with; a game may ignore it).
   */
  boardImage(view: View, names: readonly string[], lang?: TextLang): Promise<Uint8Array>;
  /**
   * Optional: a compact board picture readable on a phone (about 400 px wide, issue 15); the bot offers it with a
   * "Phone view" button under the board when the game has one.
   */
  compactBoardImage?(view: View, names: readonly string[], lang?: TextLang): Promise<Uint8Array>;
  /** A seat's private panel (hand, facedown cards …) from that seat's view, in `lang` where the game can. */
  privatePanel(view: View, lang?: TextLang): Panel;
  /** A key that changes exactly when what the seat privately sees changes (to decide whom to DM). */
  privateKey(view: View): string;
  /** "you have priority": what the decider is asked, for the channel ping. */
  waitingFor(kind: string, view: View, lang?: TextLang): string;
  /** Commands the game adds (`/play`, `/move`, `/pass`). */
  readonly commands: readonly GameCommand<Action, View>[];
  /**
   * Optional (issue 15, docs/bot.md "Languages"): a deck problem's text in `lang` from its typed value (the
   * `key`/`params` of the host's deck problems); undefined when the game has no text for `key` (the bot then shows
   * the problem's English message).
   */
  deckProblemText?(key: string, params: TextParams, lang: TextLang): string | undefined;
  /**
   * Optional: an engine refusal's text in `lang` from its code and params (`Rejection`); undefined when the game has
   * no text for `code` in `lang` (the bot then shows the rejection's English message).
   */
  refusalText?(code: string, params: TextParams, lang: TextLang): string | undefined;
  /**
   * Optional (issue 15, docs/bot.md "Languages"): one engine log line (as the view gives it, redacted, English,
   * seats written `P1`…) in `lang`; the line itself when the game has no rendering of its shape. The bot calls it
   * before it replaces `P1`… with the players' names.
   */
  logLineText?(line: string, lang: TextLang): string;
}

/** The values a deck problem or refusal text shows (card names, counts, rule numbers), by placeholder name. */
export type TextParams = Readonly<Record<string, string | number>>;
