import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { ErrorCode, USER_MESSAGES, pageMeta, type TAuthor, type TPage, type TPublicUser, type TRole, type TUser } from '@softhouse/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { containsPattern } from '../../db/like.js';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords.js';

export type UserRow = typeof users.$inferSelect;

export const toPublicUser = (u: Pick<UserRow, 'id' | 'email' | 'name' | 'role'>): TPublicUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
});

export const toUser = (u: UserRow): TUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  active: u.active,
  twoFactorEnabled: u.totpEnabledAt !== null,
  invitationPending: u.invitationPending,
  createdAt: u.createdAt.toISOString(),
  updatedAt: u.updatedAt.toISOString(),
});

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A name read from an e-mail address: 'ana.lima@orbita.dev' is 'Ana Lima'. */
export function nameFromEmail(email: string): string {
  // The part before '@', without a '+tag'; words split on dots, underscores and hyphens.
  const local = (email.split('@')[0] ?? '').split('+')[0] ?? '';
  const words = local.split(/[._-]+/).filter((w) => /\p{L}/u.test(w));
  const name = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  return name || email;
}

export function createUsersService(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /**
     * A new member. Without a password they are invited (the caller sends the invitation): the hash is then
     * of a random secret nobody knows, so signing in takes as long and fails like a wrong password.
     */
    async create(input: { email: string; name: string; role: TRole; password?: string; active?: boolean }, options: { checkStrength?: boolean } = {}): Promise<UserRow> {
      if (input.password !== undefined && options.checkStrength !== false) await assertStrongPassword(input.password, [input.name, input.email]);
      const [row] = await db
        .insert(users)
        .values({
          email: normalizeEmail(input.email),
          name: input.name,
          role: input.role,
          passwordHash: await hashPassword(input.password ?? randomBytes(32).toString('base64url')),
          invitationPending: input.password === undefined,
          active: input.active ?? true,
        })
        .returning()
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
          throw error;
        });
      return row!;
    },
    /** Who can sign a post: active staff members, by name, with their public name only (no e-mail, no role). */
    async authors(): Promise<TAuthor[]> {
      return db.select({ id: users.id, name: users.name }).from(users).where(eq(users.active, true)).orderBy(asc(users.name), asc(users.id));
    },
    async list(query: { page: number; limit: number; search?: string }): Promise<TPage<TUser>> {
      const where = query.search
        ? or(ilike(users.name, containsPattern(query.search)), ilike(users.email, containsPattern(query.search)))
        : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(users).where(where).orderBy(asc(users.name), asc(users.id)).limit(query.limit).offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { data: rows.map(toUser), meta: pageMeta(query.page, query.limit, total?.n ?? 0) };
    },
    async get(id: string): Promise<UserRow> {
      const row = await this.findById(id);
      if (!row) throw notFound(USER_MESSAGES.notFound);
      return row;
    },
    /**
     * Changes a user. An administrator cannot demote, deactivate or lock out themself, and the
     * last active administrator cannot be demoted or deactivated by anyone.
     */
    async update(actorId: string, id: string, input: { name?: string; email?: string; role?: TRole; active?: boolean; password?: string }): Promise<UserRow> {
      const current = await this.get(id);
      const losesAdmin = current.role === 'admin' && current.active && ((input.role && input.role !== 'admin') || input.active === false);
      if (losesAdmin && actorId === id) throw badRequest(input.active === false ? USER_MESSAGES.selfDelete : USER_MESSAGES.selfDemote);
      if (losesAdmin && (await this.activeAdminsExcept(id)) === 0) throw badRequest(USER_MESSAGES.lastAdmin);
      if (input.password !== undefined) await assertStrongPassword(input.password, [input.name ?? current.name, input.email ?? current.email]);
      const [row] = await db
        .update(users)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.email !== undefined && { email: normalizeEmail(input.email) }),
          ...(input.role !== undefined && { role: input.role }),
          ...(input.active !== undefined && { active: input.active }),
          ...(input.password !== undefined && { passwordHash: await hashPassword(input.password), invitationPending: false }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning()
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
          throw error;
        });
      return row!;
    },
    async remove(actorId: string, id: string): Promise<void> {
      const current = await this.get(id);
      if (actorId === id) throw badRequest(USER_MESSAGES.selfDelete);
      if (current.role === 'admin' && current.active && (await this.activeAdminsExcept(id)) === 0) throw badRequest(USER_MESSAGES.lastAdmin);
      await db.delete(users).where(eq(users.id, id));
    },
    async activeAdminsExcept(id: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.role, 'admin'), eq(users.active, true), ne(users.id, id)));
      return row?.n ?? 0;
    },
    async changePassword(id: string, currentPassword: string, newPassword: string): Promise<void> {
      const user = await this.get(id);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw badRequest(USER_MESSAGES.currentPasswordWrong, { currentPassword: USER_MESSAGES.currentPasswordWrong });
      }
      await assertStrongPassword(newPassword, [user.name, user.email], 'newPassword');
      await db.update(users).set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() }).where(eq(users.id, id));
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
    /**
     * The first admin, created only while there is no user at all. Without ADMIN_PASSWORD a random
     * password is generated and returned so the caller prints it once.
     */
    async ensureInitialAdmin(admin: { email: string; password?: string; name?: string }): Promise<{ created: boolean; generatedPassword?: string }> {
      if ((await this.count()) > 0) return { created: false };
      const generatedPassword = admin.password ? undefined : randomBytes(12).toString('base64url');
      try {
        // A person's name, as it signs their posts: ADMIN_NAME, else one read from the address (ana.lima@ is Ana Lima).
        await this.create({ email: admin.email, name: admin.name ?? nameFromEmail(admin.email), role: 'admin', password: admin.password ?? generatedPassword! });
      } catch (error) {
        // Another instance starting at the same moment created it first.
        if (error instanceof AppError && error.code === ErrorCode.CONFLICT) return { created: false };
        throw error;
      }
      return { created: true, generatedPassword };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
