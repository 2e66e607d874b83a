/**
 * The instructor session's query key, alone in its module: the site header reads the session by it
 * without loading the dashboard's session code on every public page.
 */
export const instructorSessionQueryKey = ['instructor-session'] as const;
