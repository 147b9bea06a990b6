/**
 * A player's panel and prompts as Components V2 messages (issue 15 "a readable hand", docs/bot.md "Panels in
 * Components V2"): one container with what the player must do (or what changed), a separator and the game's
 * private panel (title, description, one text block per field, e.g. one per hand card), followed by the prompt's
 * action rows. Built with discord.js builders. Discord's limits for such a message (40 components counting nested
 * ones, 4000 characters of text, no content or embeds) are kept here: text blocks merge when components run short,
 * then the last rows are dropped (the stops row is last); text is cut at the end.
 */
import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIContainerComponent,
  type APITextDisplayComponent,
  ContainerBuilder,
  MessageFlags,
  SeparatorBuilder,
  SeparatorSpacingSize,
  TextDisplayBuilder,
} from "discord.js";
import type { Panel } from "../../engine/index.js";
import { clip } from "./deps.js";

/** Discord's limits for a Components V2 message (developers/components/reference). */
export const V2_LIMITS = { components: 40, text: 4000 } as const;

/** One action row of a prompt. */
type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/** A Components V2 message body: the flag and the top-level components (never content or embeds). */
export interface V2Message {
  flags: MessageFlags.IsComponentsV2;
  components: (APIContainerComponent | APITextDisplayComponent | Row)[];
}

/** The same body for an edit of a message that may still carry content or embeds (they must be cleared). */
export type V2Edit = V2Message & { content: ""; embeds: [] };

/** Components a list of rows uses (each row and each of its children). */
function rowCount(rows: readonly Row[]): number {
  return rows.reduce((n, r) => n + 1 + r.components.length, 0);
}

/** The panel's text blocks: "### title" with the description, then "**name**\nvalue" per field. */
function blocks(panel: Panel): string[] {
  const head = [panel.title ? `### ${panel.title}` : "", panel.description ?? ""].filter((x) => x !== "").join("\n");
  const fields = (panel.fields ?? []).map((f) => `**${f.name}**\n${f.value}`);
  const foot = panel.footer?.text ? [`-# ${panel.footer.text}`] : [];
  return [...(head ? [head] : []), ...fields, ...foot];
}

/**
 * The message of a panel: `lead` (what to do, or what changed: markdown, at most 1900 characters), the game's
 * private `panel`, then `rows` (the prompt, the stops row). Fits Discord's V2 limits (see the module comment).
 */
export function panelMessage(lead: string, panel: Panel | null, rows: readonly Row[]): V2Message {
  const head = clip(lead.trim() === "" ? "\u200b" : lead, 1900);
  let parts = panel ? blocks(panel) : [];
  let kept = [...rows];
  // Container, lead, separator, the text blocks and the rows.
  const count = () => 1 + 1 + (parts.length ? 1 + parts.length : 0) + rowCount(kept);
  if (count() > V2_LIMITS.components && parts.length > 1) parts = [parts.join("\n\n")];
  while (count() > V2_LIMITS.components && kept.length > 0) kept = kept.slice(0, -1);
  // Text: the lead stays whole; the panel's blocks are cut at the end when the whole would pass 4000.
  let room = V2_LIMITS.text - head.length;
  parts = parts.flatMap((p) => {
    if (room < 20) return [];
    const t = clip(p, room);
    room -= t.length;
    return [t];
  });
  const box = new ContainerBuilder().addTextDisplayComponents(new TextDisplayBuilder().setContent(head));
  if (panel?.color !== undefined) box.setAccentColor(panel.color);
  if (parts.length) {
    box.addSeparatorComponents(new SeparatorBuilder().setDivider(true).setSpacing(SeparatorSpacingSize.Small));
    box.addTextDisplayComponents(parts.map((p) => new TextDisplayBuilder().setContent(p)));
  }
  return { flags: MessageFlags.IsComponentsV2, components: [box.toJSON(), ...kept] };
}

/** A short V2 message of one text (a used prompt closed with what happened). */
export function noteMessage(text: string): V2Message {
  return {
    flags: MessageFlags.IsComponentsV2,
    components: [new TextDisplayBuilder().setContent(clip(text.trim() || "\u200b", V2_LIMITS.text)).toJSON()],
  };
}

/** `m` as an edit: content and embeds cleared, as Discord requires of a message that becomes V2. */
export function asEdit(m: V2Message): V2Edit {
  return { ...m, content: "", embeds: [] };
}
