import {
  type BackupEnvelope,
  type BackupRow,
  backupRowSchema,
  backupTablesSchema,
  damagedBackupMessage,
  describeIssue,
  NOT_A_BACKUP_MESSAGE,
  readBackupEnvelope,
} from './backup-schemas';

/*
 * Reads a backup file as it streams in, without holding it: the browser checks a chosen file with
 * it and the server restores from it (docs/decisions/0029-restoring-large-backups.md). A backup of
 * a busy school runs to hundreds of MB; parsed whole it took several times that in memory.
 *
 * Only the outer levels are followed byte by byte: the document's members, the `tables` object
 * and each table's array. Every other value (a row, `school`, `notIncluded`) is cut out whole and
 * given to JSON.parse, which checks its syntax. JSON's structural characters are ASCII and never
 * occur inside a multi-byte UTF-8 sequence, so the bytes can be followed without decoding them.
 */

/** The file is not JSON, or is cut short: the backup's "not complete JSON" damage. */
export class BackupSyntaxError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'BackupSyntaxError';
  }
}

/** JSON, but not what a backup can be (a table twice, a row too large): `detail` says what. */
export class BackupShapeError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'BackupShapeError';
  }
}

/** The document is not a JSON object at all: not a backup of this app. */
export class BackupNotAnObjectError extends Error {
  constructor() {
    super('The document is not a JSON object');
    this.name = 'BackupNotAnObjectError';
  }
}

/**
 * A single value (a row) larger than this is refused: the largest real row, an e-mail with its
 * calendar files, is a few KB, and JSON.parse of one value is what memory is spent on.
 */
export const MAX_BACKUP_VALUE_BYTES = 4 * 1024 * 1024;

export interface BackupScanHandlers {
  /**
   * A member of the document. `tables` as an object is given as `{}` when it opens: its tables
   * and rows follow through the handlers below, never as one value.
   */
  onField?(name: string, value: unknown): void;
  /** A table whose value is an array: its rows follow. `start` is the offset of its `[`. */
  onTableStart?(name: string, start: number): void;
  onRow?(table: string, row: unknown, index: number): void;
  /** `end` is the offset just after the table's `]`. */
  onTableEnd?(name: string, end: number, rows: number): void;
  /** A member of `tables` that is not an array, as its value. */
  onTableValue?(name: string, value: unknown): void;
}

// The outer levels the scanner follows, and where it is in each.
const ROLE_DOCUMENT = 0;
const ROLE_TABLES = 1;
const ROLE_TABLE = 2;
const EXPECT_KEY_OR_CLOSE = 0;
const EXPECT_KEY = 1;
const EXPECT_COLON = 2;
const EXPECT_VALUE = 3;
const EXPECT_COMMA_OR_CLOSE = 4;
const EXPECT_VALUE_OR_CLOSE = 5;

// Bytes of JSON's syntax.
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

const isWhitespace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
/** `"`, `{`, `[`, `-`, a digit, or the first letter of true, false or null. */
const startsValue = (byte: number) =>
  byte === QUOTE ||
  byte === OPEN_BRACE ||
  byte === OPEN_BRACKET ||
  byte === 0x2d ||
  (byte >= 0x30 && byte <= 0x39) ||
  byte === 0x74 ||
  byte === 0x66 ||
  byte === 0x6e;

interface Frame {
  role: typeof ROLE_DOCUMENT | typeof ROLE_TABLES | typeof ROLE_TABLE;
  expect: number;
  /** The member being read (objects), or the table's name (a table's array). */
  key: string;
  keys: Set<string>;
  rows: number;
}

/** A value (or a member's name) being cut out of the bytes, possibly across chunks. */
interface Capture {
  isKey: boolean;
  kind: 'string' | 'container' | 'scalar';
  parts: Uint8Array[];
  length: number;
  depth: number;
  inString: boolean;
  escaped: boolean;
}

/**
 * A push parser: `write` each chunk of the file in order, then `end`. Handlers are called as the
 * file's members, tables and rows complete. In `rows` mode the input is one table's array (the
 * bytes `onTableStart` and `onTableEnd` bounded), read again to write its rows.
 */
export class BackupFileScanner {
  private readonly frames: Frame[] = [];
  private capture: Capture | null = null;
  private offset = 0;
  private started = false;
  private finished = false;
  private readonly decoder = new TextDecoder();

  constructor(
    private readonly handlers: BackupScanHandlers,
    private readonly mode: { rowsOf: string } | 'document' = 'document',
  ) {}

  write(chunk: Uint8Array): void {
    let index = 0;
    const length = chunk.length;
    while (index < length) {
      if (this.capture) {
        index = this.continueCapture(this.capture, chunk, index);
        continue;
      }
      const byte = chunk[index] ?? 0;
      if (isWhitespace(byte)) {
        index += 1;
        continue;
      }
      this.step(byte, index);
      // A capture that began here reads on from this byte; anything else consumed it.
      if (!this.capture) index += 1;
    }
    this.offset += length;
  }

  /** The input is over: throws if the document (or the table's array) is not complete. */
  end(): void {
    if (!this.finished || this.capture) throw new BackupSyntaxError('The file ends before the document does');
  }

  private step(byte: number, index: number): void {
    const position = this.offset + index;
    const frame = this.frames[this.frames.length - 1];
    if (!frame) {
      if (this.finished)
        throw new BackupSyntaxError(`Unexpected data after the document at byte ${position}`);
      if (this.started) throw new BackupSyntaxError(`Unexpected byte at ${position}`);
      this.started = true;
      if (this.mode === 'document') {
        if (byte !== OPEN_BRACE) {
          if (startsValue(byte)) throw new BackupNotAnObjectError();
          throw new BackupSyntaxError(`Unexpected byte at ${position}`);
        }
        this.push(ROLE_DOCUMENT, '', EXPECT_KEY_OR_CLOSE);
      } else {
        if (byte !== OPEN_BRACKET) throw new BackupSyntaxError(`Expected a table's rows at byte ${position}`);
        this.push(ROLE_TABLE, this.mode.rowsOf, EXPECT_VALUE_OR_CLOSE);
      }
      return;
    }
    if (frame.role === ROLE_TABLE) {
      if (frame.expect === EXPECT_COMMA_OR_CLOSE) {
        if (byte === COMMA) frame.expect = EXPECT_VALUE;
        else if (byte === CLOSE_BRACKET) this.close(position);
        else throw new BackupSyntaxError(`Expected , or ] at byte ${position}`);
        return;
      }
      if (byte === CLOSE_BRACKET && frame.expect === EXPECT_VALUE_OR_CLOSE) {
        this.close(position);
        return;
      }
      this.beginValue(byte, position, false);
      return;
    }
    switch (frame.expect) {
      case EXPECT_KEY_OR_CLOSE:
      case EXPECT_KEY:
        if (byte === QUOTE) this.beginValue(byte, position, true);
        else if (byte === CLOSE_BRACE && frame.expect === EXPECT_KEY_OR_CLOSE) this.close(position);
        else throw new BackupSyntaxError(`Expected a member's name at byte ${position}`);
        return;
      case EXPECT_COLON:
        if (byte !== COLON) throw new BackupSyntaxError(`Expected : at byte ${position}`);
        frame.expect = EXPECT_VALUE;
        return;
      case EXPECT_VALUE:
        if (frame.role === ROLE_DOCUMENT && frame.key === 'tables' && byte === OPEN_BRACE) {
          frame.expect = EXPECT_COMMA_OR_CLOSE;
          this.handlers.onField?.('tables', {});
          this.push(ROLE_TABLES, '', EXPECT_KEY_OR_CLOSE);
        } else if (frame.role === ROLE_TABLES && byte === OPEN_BRACKET) {
          frame.expect = EXPECT_COMMA_OR_CLOSE;
          this.push(ROLE_TABLE, frame.key, EXPECT_VALUE_OR_CLOSE);
          this.handlers.onTableStart?.(frame.key, position);
        } else {
          this.beginValue(byte, position, false);
        }
        return;
      case EXPECT_COMMA_OR_CLOSE:
        if (byte === COMMA) frame.expect = EXPECT_KEY;
        else if (byte === CLOSE_BRACE) this.close(position);
        else throw new BackupSyntaxError(`Expected , or } at byte ${position}`);
        return;
      default:
        throw new BackupSyntaxError(`Unexpected byte at ${position}`);
    }
  }

  private push(role: Frame['role'], key: string, expect: number): void {
    this.frames.push({ role, expect, key, keys: new Set(), rows: 0 });
  }

  private close(position: number): void {
    const frame = this.frames.pop();
    if (frame?.role === ROLE_TABLE) this.handlers.onTableEnd?.(frame.key, position + 1, frame.rows);
    if (this.frames.length === 0) this.finished = true;
  }

  private beginValue(byte: number, position: number, isKey: boolean): void {
    if (!startsValue(byte)) throw new BackupSyntaxError(`Unexpected byte at ${position}`);
    this.capture = {
      isKey,
      kind: byte === QUOTE ? 'string' : byte === OPEN_BRACE || byte === OPEN_BRACKET ? 'container' : 'scalar',
      parts: [],
      length: 0,
      depth: 0,
      inString: false,
      escaped: false,
    };
  }

  /** Reads the captured value on from `start`; returns where the scanner goes on reading. */
  private continueCapture(capture: Capture, chunk: Uint8Array, start: number): number {
    let index = start;
    const length = chunk.length;
    let done = false;
    if (capture.kind === 'scalar') {
      while (index < length) {
        const byte = chunk[index] ?? 0;
        if (byte === COMMA || byte === CLOSE_BRACE || byte === CLOSE_BRACKET || isWhitespace(byte)) {
          done = true;
          break;
        }
        index += 1;
      }
      this.addPart(capture, chunk.subarray(start, index), done);
      if (done) this.finishCapture(capture);
      return index;
    }
    // A string (the capture's first byte is its opening quote), or an object or array.
    let { depth, inString, escaped } = capture;
    if (capture.kind === 'string' && capture.length === 0 && index < length) {
      inString = true;
      index += 1;
    }
    while (index < length) {
      const byte = chunk[index] ?? 0;
      index += 1;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) {
          inString = false;
          if (depth === 0) {
            done = true;
            break;
          }
        }
      } else if (byte === QUOTE) inString = true;
      else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth += 1;
      else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        depth -= 1;
        if (depth === 0) {
          done = true;
          break;
        }
      }
    }
    capture.depth = depth;
    capture.inString = inString;
    capture.escaped = escaped;
    this.addPart(capture, chunk.subarray(start, index), done);
    if (done) this.finishCapture(capture);
    return index;
  }

  private addPart(capture: Capture, part: Uint8Array, done: boolean): void {
    capture.length += part.length;
    if (capture.length > MAX_BACKUP_VALUE_BYTES) {
      throw new BackupShapeError(
        `it holds a value over ${MAX_BACKUP_VALUE_BYTES / 1024 / 1024} MB, which no backup row is`,
      );
    }
    // A chunk's bytes may be reused once written: a value left open keeps a copy of its part.
    if (part.length > 0) capture.parts.push(done ? part : part.slice());
  }

  private finishCapture(capture: Capture): void {
    this.capture = null;
    const bytes = capture.parts.length === 1 ? capture.parts[0] : concatenate(capture.parts, capture.length);
    let value: unknown;
    try {
      value = JSON.parse(this.decoder.decode(bytes));
    } catch {
      throw new BackupSyntaxError('A value is not valid JSON');
    }
    const frame = this.frames[this.frames.length - 1];
    if (!frame) throw new BackupSyntaxError('A value outside the document');
    if (capture.isKey) {
      if (typeof value !== 'string') throw new BackupSyntaxError("A member's name is not a string");
      if (frame.keys.has(value)) {
        throw new BackupShapeError(
          frame.role === ROLE_TABLES ? `it holds tables.${value} twice` : `it holds ${value} twice`,
        );
      }
      frame.keys.add(value);
      frame.key = value;
      frame.expect = EXPECT_COLON;
      return;
    }
    if (frame.role === ROLE_TABLE) {
      this.handlers.onRow?.(frame.key, value, frame.rows);
      frame.rows += 1;
    } else if (frame.role === ROLE_TABLES) {
      this.handlers.onTableValue?.(frame.key, value);
    } else {
      this.handlers.onField?.(frame.key, value);
    }
    frame.expect = EXPECT_COMMA_OR_CLOSE;
  }
}

function concatenate(parts: readonly Uint8Array[], length: number): Uint8Array {
  const joined = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/** Feeds a stream of chunks to a scanner, then ends it. */
export async function scanBackupChunks(
  chunks: AsyncIterable<Uint8Array>,
  scanner: BackupFileScanner,
): Promise<void> {
  for await (const chunk of chunks) scanner.write(chunk);
  scanner.end();
}

/** Where a table's rows are in the file: `start` is its `[`, `end` the byte after its `]`. */
export interface BackupTableInFile {
  name: string;
  rows: number;
  start: number;
  end: number;
}

export type BackupFileReading =
  | { ok: true; backup: BackupEnvelope; tables: BackupTableInFile[] }
  | { ok: false; message: string };

/** What the reader of a file checks beyond the format (the server knows its tables; the browser does not). */
export interface BackupFileRules {
  /** The server's schema version: a file from a newer one is refused as newer. */
  currentSchemaVersion?: number;
  /** A problem with a table of this name (the damage's detail), or null. */
  checkTable?(name: string): string | null;
  /** A problem with a row, or null; called for every row of a table checkTable accepted. */
  checkRow?(table: string, row: BackupRow, index: number): string | null;
}

/**
 * Reads a whole backup file from its chunks, holding one row at a time, and answers what it is
 * (its school, date and tables) or why it cannot be restored, with the same messages in the same
 * order as always: not complete JSON, not a backup, newer, then the first damage found.
 */
export async function readBackupFile(
  chunks: AsyncIterable<Uint8Array>,
  rules: BackupFileRules = {},
): Promise<BackupFileReading> {
  const members: Record<string, unknown> = {};
  const tables: BackupTableInFile[] = [];
  const refusedTables = new Set<string>();
  // Shape problems (what the file's schema refuses) are reported before the app's own checks.
  let shapeProblem: string | null = null;
  let ruleProblem: string | null = null;
  const scanner = new BackupFileScanner({
    onField(name, value) {
      members[name] = value;
    },
    onTableStart(name, start) {
      tables.push({ name, rows: 0, start, end: start });
      const problem = rules.checkTable?.(name) ?? null;
      if (problem !== null) {
        refusedTables.add(name);
        ruleProblem ??= problem;
      }
    },
    onRow(table, row, index) {
      const parsed = backupRowSchema.safeParse(row);
      if (!parsed.success) {
        shapeProblem ??= describeIssue(parsed.error.issues, ['tables', table, index]);
        return;
      }
      if (ruleProblem === null && !refusedTables.has(table))
        ruleProblem = rules.checkRow?.(table, parsed.data, index) ?? null;
    },
    onTableEnd(name, end, rows) {
      const table = tables[tables.length - 1];
      if (table?.name === name) Object.assign(table, { end, rows });
    },
    onTableValue(name, value) {
      const parsed = backupTablesSchema.safeParse({ [name]: value });
      if (!parsed.success) shapeProblem ??= describeIssue(parsed.error.issues, ['tables']);
    },
  });
  try {
    await scanBackupChunks(chunks, scanner);
  } catch (error) {
    if (error instanceof BackupSyntaxError)
      return { ok: false, message: damagedBackupMessage('it is not complete JSON') };
    if (error instanceof BackupNotAnObjectError) return { ok: false, message: NOT_A_BACKUP_MESSAGE };
    if (error instanceof BackupShapeError) return { ok: false, message: damagedBackupMessage(error.detail) };
    throw error;
  }
  const envelope = readBackupEnvelope(members, rules.currentSchemaVersion);
  if (!envelope.ok) return envelope;
  const problem = shapeProblem ?? ruleProblem;
  if (problem !== null) return { ok: false, message: damagedBackupMessage(problem) };
  return { ok: true, backup: envelope.envelope, tables };
}
