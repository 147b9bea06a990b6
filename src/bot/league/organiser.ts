/**
 * Who may organise leagues in a server (docs/leagues.md "In Discord"): members with the server's organiser role
 * (`GuildSettings.leagueFlags.organiserRoleId`, set with `/league role` by someone with Manage Server), members
 * with Manage Server themselves, and, for their own league, the organiser who created it.
 */
import { type ChatInputCommandInteraction, PermissionFlagsBits } from "discord.js";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { upsertRetryingRace } from "../../db/errors.js";

/** `GuildSettings.leagueFlags` (JSON): the organiser role; unknown keys are kept. */
export const LeagueFlagsSchema = z.looseObject({ organiserRoleId: z.string().regex(/^\d+$/).optional() });
/** Parsed league flags. */
export type LeagueFlags = z.infer<typeof LeagueFlagsSchema>;

/** The guild's league flags ({} when unset or unreadable). */
export async function leagueFlags(db: Db, guildId: string): Promise<LeagueFlags> {
  const row = await db.guildSettings.findUnique({ where: { guildId } });
  if (!row) return {};
  try {
    const parsed = LeagueFlagsSchema.safeParse(JSON.parse(row.leagueFlags));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Sets the guild's organiser role (league mode on). */
export async function setOrganiserRole(db: Db, guildId: string, roleId: string): Promise<void> {
  const flags = { ...(await leagueFlags(db, guildId)), organiserRoleId: roleId };
  await upsertRetryingRace(() =>
    db.guildSettings.upsert({
      where: { guildId },
      create: { guildId, leagueMode: true, leagueFlags: JSON.stringify(flags) },
      update: { leagueMode: true, leagueFlags: JSON.stringify(flags) },
    }),
  );
}

/** The member's role ids, from a cached GuildMember or the raw interaction member. */
export function memberRoles(i: ChatInputCommandInteraction): string[] {
  const roles = i.member?.roles;
  if (!roles) return [];
  return Array.isArray(roles) ? roles : [...roles.cache.keys()];
}

/** Whether the member has Manage Server. */
export function canManageGuild(i: ChatInputCommandInteraction): boolean {
  return i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;
}

/**
 * The organiser rule, pure: the organiser role, Manage Server, or (for a league) its own organiser.
 * @param leagueOrganiserId the league's creator when the action concerns one league
 */
export function isOrganiser(who: {
  userId: string;
  roles: readonly string[];
  manageGuild: boolean;
  organiserRoleId: string | undefined;
  leagueOrganiserId?: string;
}): boolean {
  if (who.manageGuild) return true;
  if (who.organiserRoleId && who.roles.includes(who.organiserRoleId)) return true;
  return who.leagueOrganiserId !== undefined && who.leagueOrganiserId === who.userId;
}
