const BAD_CHARACTER = '22021';

/**
 * The message of a PostgreSQL data exception (SQLSTATE class 22), or undefined for any other error. A data exception
 * means a value the request carried cannot be stored or compared as given: a NUL character in text (22021), a number
 * out of range (22003), text too long for its column (22001). That is the client's mistake, so the server answers
 * 400 rather than 500, in the database's own words (plain ones for a NUL). PGlite and `pg` both put the SQLSTATE
 * on `code`.
 */
export function dataExceptionMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !code.startsWith('22')) return undefined;
  // The database's words for a NUL name an encoding and a byte; a caller needs to know which character to drop.
  // (22021 covers any byte sequence the encoding refuses; only the NUL byte's is reworded.)
  if (code === BAD_CHARACTER && typeof message === 'string' && message.endsWith(': 0x00')) {
    return 'Invalid value: text may not contain the NUL character (\\u0000)';
  }
  return `Invalid value: ${typeof message === 'string' ? message : 'rejected by the database'}`;
}
