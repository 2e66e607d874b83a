import type { Locator } from 'playwright-core';
import { badgeTypeLabels } from '../../../src/core/partner-network/application-vetting';
import type { ComplianceRecordInput } from '../../../src/core/platform/auth/instructor-compliance';

/**
 * Fills the badge, insurance and DBS fields as the owner types them from the documents shown: the
 * same fields in the application's "Documents checked" step and an instructor's Documents dialog
 * (components/ui/compliance-record-fields.tsx). `scope` is the form or dialog holding them.
 */
export async function fillComplianceRecord(scope: Locator, record: ComplianceRecordInput): Promise<void> {
  await scope.getByLabel('Number on the badge').fill(record.adiNumber);
  // The trainee's label goes on "(lasts 6 months)": the start is enough.
  await scope.getByLabel(badgeTypeLabels[record.badgeType]).check();
  await scope.getByLabel('Badge expires on').fill(record.badgeExpiresOn);
  await scope.getByLabel('Motor insurance expires on').fill(record.insuranceExpiresOn);
  const coversTuition = scope.getByLabel('The motor insurance covers driving tuition');
  if (record.insuranceCoversTuition) await coversTuition.check();
  else await coversTuition.uncheck();
  await scope.getByLabel('DBS (criminal record) check dated').fill(record.dbsCheckedOn);
}
