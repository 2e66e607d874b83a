import { describe, expect, it } from 'vitest';
import { buildLearnerHomePath, findLearnerProgressToken } from './learner-page-data-schemas';
import { isLearnerPagePath, learnerPageTokenOf } from './learner-page-paths';

const TOKEN = 'learner-token-'.padEnd(43, 'x');

describe("the learner's page addresses", () => {
  it('are /secure-progress and /progress/{token}, nothing under or beside them', () => {
    expect(isLearnerPagePath('/secure-progress')).toBe(true);
    expect(isLearnerPagePath(`/progress/${TOKEN}`)).toBe(true);
    expect(isLearnerPagePath('/progress/')).toBe(false);
    expect(isLearnerPagePath(`/progress/${TOKEN}/more`)).toBe(false);
    expect(isLearnerPagePath('/my-progress')).toBe(false);
    expect(isLearnerPagePath('/secure-progress/')).toBe(false);
  });

  it('give the page the token the server rendered it for', () => {
    const home = new URL(buildLearnerHomePath(TOKEN), 'https://school.example');
    expect(learnerPageTokenOf(home)).toBe(TOKEN);
    expect(findLearnerProgressToken(home.pathname, home.search)).toBe(TOKEN);
    expect(learnerPageTokenOf({ pathname: `/progress/${TOKEN}`, search: '' })).toBe(TOKEN);
    expect(findLearnerProgressToken(`/progress/${TOKEN}`, '')).toBe(TOKEN);
  });

  it('give no token when the address has none', () => {
    expect(learnerPageTokenOf({ pathname: '/secure-progress', search: '' })).toBe('');
    expect(learnerPageTokenOf({ pathname: '/progress/%E0%A4%A', search: '' })).toBe('%E0%A4%A');
  });
});
