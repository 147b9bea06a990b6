/**
 * Any game's decision as Discord components (issue 14; docs/bot.md "Prompts"). The game describes a decision as
 * neutral controls (`PromptModel`, src/engine/presentation.ts); this module renders them — buttons for a few single
 * picks, select menus otherwise, paging past Discord's 25 options, an ordering widget, an assignment widget fed by
 * the game's legal answers — and turns a click back into the game's option id.
 *
 * Custom ids are `encodeCustomId({ kind: "rb", matchId, stateVersion, decisionId, optionId })` (the kind keeps its
 * historical name so prompts already sent keep working). Option ids starting with `*` are the bot's own:
 * `*<n>` a single-pick select (control n; its value is the game's option id, or `*pg.<page>.<path>` to turn a page),
 * `*r<n>.<picked>` a partial order of control n (base-36 item indexes), `*t<n>` a typed answer of control n (the button
 * opens a form; the form's submit carries the text). Everything else is the game's.
 */
import {
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APIStringSelectComponent,
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ComponentType,
  StringSelectMenuBuilder,
} from "discord.js";
import type { Control, GamePresentation, OrderControl, PromptModel, PromptPrefs, Seat } from "../../engine/index.js";
import { encodeCustomId } from "../custom-id.js";
import { t } from "../i18n.js";

/** Router kind of every prompt component. */
export const PROMPT_KIND = "rb";

/** Discord's component limits (developers/components/reference). */
export const COMPONENT_LIMITS = {
  rows: 5,
  buttonsPerRow: 5,
  selectOptions: 25,
  label: 80,
  optionLabel: 100,
  optionDescription: 100,
  optionValue: 100,
  placeholder: 150,
  content: 2000,
} as const;

/** Single picks with at most this many items become buttons (unless the game says otherwise). */
const BUTTON_CHOICE_MAX = 5;
/** Items per page of a paged select (two entries are left for the page turns). */
const PAGE_SIZE = COMPONENT_LIMITS.selectOptions - 2;
/** Most items one ordering step shows as buttons. */
const ORDER_BUTTONS_MAX = 15;

/** One action row of message components. */
export type ActionRow = APIActionRowComponent<APIComponentInMessageActionRow>;

/** A message to show the deciding seat: a short text and at most 5 action rows. */
export interface Prompt {
  readonly content: string;
  readonly components: ActionRow[];
}

/** What a prompt is built for: the match and decision (for custom ids), the game, its state and the seat. */
export interface PromptInput {
  readonly matchId: string;
  readonly stateVersion: number;
  readonly decisionId: string;
  readonly game: GamePresentation;
  readonly state: unknown;
  readonly seat: Seat;
  /** The player's preferences (manual payment, language), passed to the game's `prompt` and `resolve`. */
  readonly prefs?: PromptPrefs;
}

/** A click's outcome: an action to submit, the next step to show (same state version), or a refusal. */
export type StepResult =
  | { readonly kind: "action"; readonly action: unknown }
  /** A typed answer's button was clicked: show this form (a Discord modal); its submit comes back as `*t<n>`. */
  | { readonly kind: "form"; readonly form: PromptForm }
  | { readonly kind: "prompt"; readonly prompt: Prompt }
  | { readonly kind: "invalid"; readonly message: string; readonly rule?: string };

/** A one-field form for a typed answer (text control `n`, docs/bot.md "Prompts"). */
export interface PromptForm {
  readonly customId: string;
  readonly title: string;
  readonly field: string;
  readonly placeholder: string;
  readonly maxLength: number;
}

/** The custom id of the text input inside a prompt form. */
export const FORM_FIELD = "text";

/** Where a widget stands: the page a select shows, the items an ordering has placed so far. */
interface WidgetState {
  readonly page?: { readonly control: number; readonly page: number };
  readonly order?: { readonly control: number; readonly picked: readonly number[] };
}

const OPTION_ID = /^[A-Za-z0-9_.-]{1,16}$/;

function clip(s: string, max: number = COMPONENT_LIMITS.label): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

type Item = { value: string; label: string; description?: string };
type Component = APIButtonComponentWithCustomId | APIStringSelectComponent;

const STYLES = { primary: ButtonStyle.Primary, secondary: ButtonStyle.Secondary, danger: ButtonStyle.Danger } as const;

/** A button (discord.js builder: it refuses a label or custom id over Discord's limits). */
function makeButton(cid: (o: string) => string, id: string, label: string, style: keyof typeof STYLES): Component {
  return new ButtonBuilder()
    .setCustomId(cid(id))
    .setLabel(clip(label))
    .setStyle(STYLES[style])
    .toJSON() as APIButtonComponentWithCustomId;
}

/** A string select of at most 25 items (discord.js builder; labels and descriptions cut to fit). */
function makeSelect(cid: string, placeholder: string, items: readonly Item[], min: number, max: number): Component {
  const opts = items.slice(0, COMPONENT_LIMITS.selectOptions);
  return new StringSelectMenuBuilder()
    .setCustomId(cid)
    .setPlaceholder(clip(placeholder, COMPONENT_LIMITS.placeholder))
    .addOptions(
      opts.map((o) => ({
        label: clip(o.label),
        value: o.value,
        ...(o.description ? { description: clip(o.description, COMPONENT_LIMITS.optionDescription) } : {}),
      })),
    )
    .setMinValues(Math.min(Math.max(1, min), opts.length))
    .setMaxValues(Math.max(1, Math.min(max, opts.length)))
    .toJSON();
}

/** The items of page `page` of a long single pick, with page turns (values `*pg.<page>.<path>`). */
function paged(items: readonly Item[], page: number, path: string, lang?: string): Item[] {
  if (items.length <= COMPONENT_LIMITS.selectOptions) return [...items];
  const pages = Math.ceil(items.length / PAGE_SIZE);
  const p = Math.min(Math.max(0, page), pages - 1);
  const out = items.slice(p * PAGE_SIZE, (p + 1) * PAGE_SIZE);
  const turn = (to: number, label: string) => ({
    value: `*pg.${to}.${path}`,
    label,
    description: t(lang, "prompt.pageOf", { n: to + 1, total: pages }),
  });
  if (p > 0) out.unshift(turn(p - 1, t(lang, "prompt.prevPage")));
  if (p < pages - 1) out.push(turn(p + 1, t(lang, "prompt.nextPage")));
  return out;
}

/** "3 → Jinx, 1 → Vi" for an assignment, from the game's target labels. */
function assignLabel(
  targets: readonly { id: string; label: string }[],
  amounts: Readonly<Record<string, number>>,
  lang?: string,
) {
  const parts = Object.entries(amounts)
    .filter(([, n]) => n > 0)
    .map(([id, n]) => `${n} → ${targets.find((x) => x.id === id)?.label ?? t(lang, "prompt.target")}`);
  return parts.length ? parts.join(", ") : t(lang, "prompt.none");
}

/** The Discord components of one control (control `n` of the model). */
function renderControl(
  c: Control,
  n: number,
  cid: (o: string) => string,
  path: string,
  w: WidgetState,
  lang?: string,
): Component[] {
  const single = `*${n.toString(36)}`;
  const page = w.page?.control === n ? w.page.page : 0;
  switch (c.kind) {
    case "button":
      return [makeButton(cid, c.id, c.label, c.style ?? "secondary")];
    case "choice": {
      const asButtons =
        c.max === 1 &&
        c.min === 1 &&
        (c.display === "buttons" || (c.display === undefined && c.items.length <= BUTTON_CHOICE_MAX)) &&
        c.items.length <= 20 &&
        c.items.every((i) => OPTION_ID.test(i.value));
      if (asButtons) return c.items.map((i) => makeButton(cid, i.value, i.label, "primary"));
      if (c.max === 1) return [makeSelect(cid(single), c.placeholder, paged(c.items, page, path, lang), 1, 1)];
      return [makeSelect(cid(c.id), c.placeholder, c.items, c.min, c.max)];
    }
    case "assign": {
      const items = c.answers.map((a) => ({
        value: a.value,
        label: assignLabel(c.targets, a.amounts, lang),
        ...(a.note ? { description: a.note } : {}),
      }));
      return items.length ? [makeSelect(cid(single), c.placeholder, paged(items, page, path, lang), 1, 1)] : [];
    }
    case "order":
      return orderButtons(c, n, cid, w.order?.control === n ? w.order.picked : [], lang);
    case "text":
      return [makeButton(cid, `*t${n.toString(36)}`, c.label, "primary")];
  }
}

/**
 * Items of an ordering that read the same (identical labels: two copies of one trigger) are interchangeable, so
 * each step offers one of them: orders that differ only by swapping them are one order (issue 15, "equivalent
 * options collapsed"). Keeps the first index of each label, in order.
 */
function interchangeableOnce(c: OrderControl, idx: readonly number[]): number[] {
  const seen = new Set<string>();
  return idx.filter((i) => {
    const label = c.items[i]?.label ?? "";
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

function orderButtons(
  c: OrderControl,
  n: number,
  cid: (o: string) => string,
  picked: readonly number[],
  lang?: string,
): Component[] {
  const head = `*r${n.toString(36)}.`;
  const code = (xs: readonly number[]) => xs.map((x) => x.toString(36)).join("");
  const pos = picked.length + 1;
  const rest = interchangeableOnce(
    c,
    [...c.items.keys()].filter((i) => !picked.includes(i)),
  ).slice(0, ORDER_BUTTONS_MAX);
  return [
    ...rest.map((i) => makeButton(cid, `${head}${code([...picked, i])}`, `${pos}: ${c.items[i]!.label}`, "secondary")),
    ...(picked.length ? [makeButton(cid, head, t(lang, "prompt.startOver"), "secondary")] : []),
  ];
}

/** Packs buttons 5 per row and selects one per row, keeping at most 5 rows. */
function rows(items: readonly Component[]): ActionRow[] {
  const out: ActionRow[] = [];
  let pending: APIButtonComponentWithCustomId[] = [];
  const flush = () => {
    if (pending.length)
      out.push(new ActionRowBuilder<ButtonBuilder>().addComponents(pending.map((b) => new ButtonBuilder(b))).toJSON());
    pending = [];
  };
  for (const it of items) {
    if (it.type === ComponentType.Button) {
      pending.push(it);
      if (pending.length === COMPONENT_LIMITS.buttonsPerRow) flush();
    } else {
      flush();
      out.push(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(new StringSelectMenuBuilder(it)).toJSON());
    }
  }
  flush();
  return out.slice(0, COMPONENT_LIMITS.rows);
}

/** The text above an ordering: what is placed so far and which position comes next. */
function orderText(model: PromptModel, w: WidgetState, lang?: string): string {
  const o = w.order;
  const c = o ? model.controls[o.control] : undefined;
  if (!o || c?.kind !== "order") return model.content;
  const done = o.picked.map((i, k) => `${k + 1}. ${c.items[i]?.label ?? c.noun}`).join("\n");
  const pos = o.picked.length + 1;
  const pick =
    pos === 1 ? t(lang, "prompt.pickFirst", { noun: c.noun }) : t(lang, "prompt.pickAt", { noun: c.noun, n: pos });
  return `${model.content}\n${done ? `${done}\n` : ""}${pick}`;
}

/** Renders a prompt model as a message (at most 5 rows, 25 options per select, 80-character labels). */
export function renderPrompt(input: PromptInput, model: PromptModel, w: WidgetState = {}): Prompt {
  const cid = (optionId: string) =>
    encodeCustomId({
      kind: PROMPT_KIND,
      matchId: input.matchId,
      stateVersion: input.stateVersion,
      decisionId: input.decisionId,
      optionId,
    });
  const path = model.path ?? "";
  const lang = input.prefs?.lang;
  const components = model.controls.flatMap((c, n) => renderControl(c, n, cid, path, w, lang));
  return { content: clip(orderText(model, w, lang), COMPONENT_LIMITS.content), components: rows(components) };
}

/** The components for the seat's current decision, or an empty prompt when it has nothing to decide. */
export function buildPrompt(input: PromptInput): Prompt {
  const model = input.game.prompt(input.state, input.seat, input.prefs);
  if (!model) return { content: t(input.prefs?.lang, "prompt.nothing"), components: [] };
  return renderPrompt(input, model);
}

/** A game step as a bot step (prompts rendered). */
function fromGame(input: PromptInput, optionId: string, values: readonly string[]): StepResult {
  const r = input.game.resolve(input.state, input.seat, optionId, values, input.prefs);
  return r.kind === "prompt" ? { kind: "prompt", prompt: renderPrompt(input, r.prompt) } : r;
}

/** A click on an ordering button: the next position, or the whole order resolved by the game. */
function orderStep(input: PromptInput, optionId: string): StepResult {
  const m = /^\*r([0-9a-z])\.([0-9a-z]*)$/.exec(optionId);
  const root = input.game.prompt(input.state, input.seat, input.prefs);
  const n = m ? Number.parseInt(m[1]!, 36) : -1;
  const c = root?.controls[n];
  const impossible = { kind: "invalid", message: t(input.prefs?.lang, "prompt.orderImpossible") } as const;
  if (!m || !root || c?.kind !== "order") return impossible;
  const picked = [...m[2]!].map((ch) => Number.parseInt(ch, 36));
  if (picked.some((i) => !(i >= 0 && i < c.items.length)) || new Set(picked).size !== picked.length) return impossible;
  const rest = [...c.items.keys()].filter((i) => !picked.includes(i));
  // Only interchangeable items left (one label): their order makes no difference, so the order is complete.
  if (interchangeableOnce(c, rest).length > 1)
    return { kind: "prompt", prompt: renderPrompt(input, root, { order: { control: n, picked } }) };
  return fromGame(
    input,
    c.id,
    [...picked, ...rest].map((i) => c.items[i]!.value),
  );
}

/**
 * A typed answer (`*t<n>`): the button (no values) asks for the form; the form's submit (one value, the text) is
 * resolved by the game as control n's id.
 */
function textStep(input: PromptInput, optionId: string, values: readonly string[]): StepResult {
  const n = Number.parseInt(optionId.slice(2), 36);
  const c = input.game.prompt(input.state, input.seat, input.prefs)?.controls[n];
  if (c?.kind !== "text") return { kind: "invalid", message: t(input.prefs?.lang, "prompt.listStale") };
  if (values.length === 0)
    return {
      kind: "form",
      form: {
        customId: encodeCustomId({
          kind: PROMPT_KIND,
          matchId: input.matchId,
          stateVersion: input.stateVersion,
          decisionId: input.decisionId,
          optionId,
        }),
        title: clip(c.label, 45),
        field: clip(c.field, 45),
        placeholder: clip(c.placeholder, 100),
        maxLength: Math.min(Math.max(1, c.maxLength), 4000),
      },
    };
  return fromGame(input, c.id, values.slice(0, 1));
}

/** A page turn of a long select: the same step (re-asked by its path) at another page. */
function pageStep(input: PromptInput, optionId: string, value: string): StepResult {
  const m = /^\*pg\.(\d{1,3})\.(.*)$/.exec(value);
  const n = Number.parseInt(optionId.slice(1), 36);
  if (!m) return { kind: "invalid", message: t(input.prefs?.lang, "prompt.unknown") };
  const path = m[2]!;
  const step = path === "" ? null : input.game.resolve(input.state, input.seat, path, [], input.prefs);
  const model =
    path === ""
      ? input.game.prompt(input.state, input.seat, input.prefs)
      : step?.kind === "prompt"
        ? step.prompt
        : null;
  if (!model) return { kind: "invalid", message: t(input.prefs?.lang, "prompt.listStale") };
  return { kind: "prompt", prompt: renderPrompt(input, model, { page: { control: n, page: Number(m[1]) } }) };
}

/**
 * Resolves a click: the bot's own widget ids (page turns, ordering steps, single-pick selects) here, every other
 * option id by the game. Returns a complete action (the game checked it), the next step, or a refusal.
 */
export function resolveStep(input: PromptInput, optionId: string, values: readonly string[] = []): StepResult {
  if (optionId.startsWith("*r")) return orderStep(input, optionId);
  if (/^\*t[0-9a-z]$/.test(optionId)) return textStep(input, optionId, values);
  if (/^\*[0-9a-z]$/.test(optionId)) {
    if (values.length !== 1) return { kind: "invalid", message: t(input.prefs?.lang, "prompt.chooseOne") };
    const v = values[0]!;
    return v.startsWith("*pg.") ? pageStep(input, optionId, v) : fromGame(input, v, []);
  }
  return fromGame(input, optionId, values);
}
