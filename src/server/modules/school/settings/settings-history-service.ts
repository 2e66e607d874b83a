import {
  describeSettingValue,
  getSettingFieldLabel,
  SETTINGS_HISTORY_PAGE_SIZE,
  type SettingsHistoryResponse,
} from '../../../../core/school/settings/settings-history-schemas';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  findPackageNames,
  insertSettingsChanges,
  listSettingsChanges,
  type SettingsChangeAuthor,
  type SettingsChangeToRecord,
} from './settings-history-repository';

export type { SettingsChangeAuthor, SettingsChangeToRecord };

/** Adds the history lines of a change, in the caller's transaction; unchanged values are left out. */
export function recordSettingsChanges(
  tx: DatabaseExecutor,
  author: SettingsChangeAuthor,
  changedAt: Date,
  changes: readonly SettingsChangeToRecord[],
): Promise<void> {
  return insertSettingsChanges(tx, author, changedAt, changes);
}

// A check constraint keeps the stored area one of these.

/** `GET /api/settings/history`: newest first, a page at a time; a package change names its package. */
export async function listSettingsHistory(
  deps: Pick<AppDependencies, 'database'>,
  beforeId: number | undefined,
): Promise<SettingsHistoryResponse> {
  const { db } = deps.database;
  // One more than a page: whether there is a next page, without counting.
  const rows = await listSettingsChanges(db, {
    ...(beforeId === undefined ? {} : { beforeId }),
    limit: SETTINGS_HISTORY_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, SETTINGS_HISTORY_PAGE_SIZE);
  const packageTypes = new Set<string>();
  for (const row of page) if (row.area === 'package' && row.subject !== null) packageTypes.add(row.subject);
  const packageNames = await findPackageNames(db, [...packageTypes]);
  const last = page.at(-1);
  return {
    changes: page.map((row) => {
      const area = row.area;
      return {
        id: row.id,
        changedAt: row.changedAt.toISOString(),
        changedBy: row.changedBy,
        area,
        subject: row.subject === null ? null : (packageNames.get(row.subject) ?? row.subject),
        field: row.field,
        fieldLabel: getSettingFieldLabel(area, row.field),
        oldValue: describeSettingValue(row.field, row.oldValue),
        newValue: describeSettingValue(row.field, row.newValue),
      };
    }),
    nextBefore: rows.length > SETTINGS_HISTORY_PAGE_SIZE && last ? last.id : null,
  };
}
