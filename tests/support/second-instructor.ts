import type { InstructorRole } from '../../src/core/platform/auth/instructor-roles';
import type { DatabaseExecutor } from '../../src/server/db/database-client';
import { instructors } from '../../src/server/db/schema';
import { generateToken, hashToken } from '../../src/server/lib/random-tokens';
import { insertSession } from '../../src/server/modules/platform/auth/auth-repository';
import { giveValidComplianceRecords } from './compliance-records';

// A valid-looking argon2id hash nobody knows the password of: this account signs in by its session only.
const UNUSABLE_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

/**
 * Another instructor of the school (issue 37) with a live session written straight to the
 * database, for tests of what a second role may do. Answers their id and Bearer headers.
 */
export async function createInstructorWithSession(
  db: DatabaseExecutor,
  options: { email: string; role?: InstructorRole; now: Date },
): Promise<{ id: number; headers: { authorization: string } }> {
  const [row] = await db
    .insert(instructors)
    .values({
      email: options.email,
      fullName: 'Second Instructor',
      role: options.role ?? 'instructor',
      passwordHash: UNUSABLE_PASSWORD_HASH,
    })
    .returning({ id: instructors.id });
  if (!row) throw new Error('The second instructor was not created');
  await giveValidComplianceRecords(db, [row.id]);
  const token = generateToken();
  await insertSession(db, {
    instructorId: row.id,
    tokenHash: hashToken(token),
    createdAt: options.now,
    expiresAt: new Date(options.now.getTime() + 86_400_000),
    userAgent: null,
    ipAddress: null,
  });
  return { id: row.id, headers: { authorization: `Bearer ${token}` } };
}
