import {
  getDateOfBirthProblem,
  type Pickup,
  type PupilRecord,
  type ValidPickupRequest,
  type ValidPupilRecordRequest,
} from '../../../../core/learners/pupil-record/pupil-record-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { Viewer } from '../../../db/visible-learners';
import { badRequest, notFound } from '../../../lib/app-error';
import { getTestRecord } from '../../progress/test-records/test-records-service';
import {
  requireStudent,
  requireStudentToChange,
  requireTokenOwner,
  STUDENT_NOT_FOUND_MESSAGE,
} from '../learners/learners-service';
import {
  findPupilRecord,
  type PupilRecordRow,
  updatePickup,
  updatePupilRecord,
} from './pupil-records-repository';

/*
 * The pupil record (docs/decisions/0036-the-learners-page-and-pupil-record.md). The learner reads
 * and writes only the pickup address through their own link; the date of birth and licence number
 * are the instructor's alone. Nothing here logs a value: they are personal data.
 */

const blankToNull = (value: string): string | null => (value === '' ? null : value);

function toPickup(row: Pick<PupilRecordRow, 'pickupAddress' | 'pickupPostcode'>): Pickup {
  return { pickupAddress: row.pickupAddress, pickupPostcode: row.pickupPostcode };
}

/** The learner's whole record, with the theory certificate number of their theory test. */
export async function getPupilRecord(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
): Promise<PupilRecord> {
  const { db } = deps.database;
  await requireStudent(db, viewer, studentId);
  const row = await findPupilRecord(db, studentId);
  if (!row) throw notFound(STUDENT_NOT_FOUND_MESSAGE);
  const { theory } = await getTestRecord(db, studentId);
  return {
    ...toPickup(row),
    dateOfBirth: row.dateOfBirth,
    provisionalLicenceNumber: row.provisionalLicenceNumber,
    theoryCertificateNumber: theory?.certificateNumber ?? null,
    theoryPassedOn: theory?.passedOn ?? null,
  };
}

/** The instructor saves the whole record (400 with the field's message; nothing half-written). */
export async function savePupilRecord(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
  request: ValidPupilRecordRequest,
): Promise<PupilRecord> {
  await requireStudentToChange(deps.database.db, viewer, studentId);
  if (request.dateOfBirth !== '') {
    const today = toZonedParts(deps.now(), SCHOOL_TIME_ZONE).date;
    const problem = getDateOfBirthProblem(request.dateOfBirth, today);
    if (problem) throw badRequest(problem, { dateOfBirth: problem });
  }
  const saved = await updatePupilRecord(
    deps.database.db,
    studentId,
    {
      pickupAddress: blankToNull(request.pickupAddress),
      pickupPostcode: blankToNull(request.pickupPostcode),
      dateOfBirth: blankToNull(request.dateOfBirth),
      provisionalLicenceNumber: blankToNull(request.provisionalLicenceNumber),
    },
    deps.now(),
  );
  if (!saved) throw notFound(STUDENT_NOT_FOUND_MESSAGE);
  return getPupilRecord(deps, viewer, studentId);
}

/** The learner changes where they are picked up, through their own link (401 when it is not live). */
export async function saveLearnerPickup(
  deps: AppDependencies,
  token: string,
  request: ValidPickupRequest,
): Promise<Pickup> {
  const owner = await requireTokenOwner(deps, token);
  const pickup = {
    pickupAddress: blankToNull(request.pickupAddress),
    pickupPostcode: blankToNull(request.pickupPostcode),
  };
  await updatePickup(deps.database.db, owner.studentId, pickup, deps.now());
  return pickup;
}
