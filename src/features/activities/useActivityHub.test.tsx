import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXED_NOW } from '../../../mocks/data/clock';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { scenarios } from '../../../mocks/scenarios';
import { setSession } from '../../state/session';
import { isHiddenActivityType } from './activityTypes';
import { useActivityHub } from './useActivityHub';
import { FreshSwr } from '../../api/testing/FreshSwr';

const titles = (tab: ReturnType<typeof useActivityHub>) =>
  tab.entries.map((entry) =>
    entry.kind === 'activity' ? entry.activity.activityLang.title : `[${entry.article.title}]`,
  );

async function readyTab(category: 1 | 2 | 3 | 4) {
  const { result } = renderHook(() => useActivityHub(category), { wrapper: FreshSwr });
  await waitFor(() => expect(result.current.status).not.toBe('loading'));
  return result;
}

describe('useActivityHub (spec 2 activity page, spec 6 visibility)', () => {
  // The seed's periods (the four-step card's deadline) are set from the seed's instant: read at
  // the real date, the card expired on 27/11/2026 and this file started failing.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FIXED_NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('a player sees the whole category, hidden types left out', async () => {
    setSession(DEMO_ACCOUNT.info);
    const tab = await readyTab(3);
    expect(tab.current.status).toBe('ready');
    for (const entry of tab.current.entries) {
      if (entry.kind === 'activity') expect(isHiddenActivityType(entry.activity.type)).toBe(false);
    }
    // The three type 3 articles come after the 3rd activity.
    expect(titles(tab.current)).toEqual([
      'Ranking de apostas',
      'Raspadinha premiada',
      'Ranking de convites',
      '[Guia: Pix sem complicação]',
      '[Como subir de nível VIP]',
      '[Regulamento da semana]',
      'Torneio de slots',
      'Código de resgate',
    ]);
  });

  it('a visitor sees only loginShow 1 entries', async () => {
    const tab = await readyTab(3);
    const activities = tab.current.entries.filter((entry) => entry.kind === 'activity');
    expect(activities.length).toBeGreaterThan(0);
    for (const entry of activities) expect(entry.activity.loginShow).toBe(1);
    expect(titles(tab.current)).not.toContain('Código de resgate');
  });

  it('the "Depósito" tab carries the four-step card for the demo player (1 of 4 done)', async () => {
    setSession(DEMO_ACCOUNT.info);
    const tab = await readyTab(2);
    expect(tab.current.fourStep).toMatchObject({ done: 1 });
    expect(tab.current.fourStep?.steps).toHaveLength(4);
  });

  it('hides the four-step card for visitors (the category 6 activity is loginShow 0)', async () => {
    const tab = await readyTab(2);
    expect(tab.current.status).toBe('ready');
    expect(tab.current.fourStep).toBeNull();
  });

  it('hides the four-step card once the 4 deposits are made (spec 4)', async () => {
    server.use(...scenarios['four-step-done']);
    setSession(DEMO_ACCOUNT.info);
    const tab = await readyTab(2);
    expect(tab.current.status).toBe('ready');
    expect(tab.current.fourStep).toBeNull();
  });

  it('other tabs never carry the card nor the articles', async () => {
    setSession(DEMO_ACCOUNT.info);
    const tab = await readyTab(1);
    expect(tab.current.fourStep).toBeNull();
    expect(tab.current.entries.every((entry) => entry.kind === 'activity')).toBe(true);
  });

  it('a failed article list leaves the activities listed and says so', async () => {
    server.use(...scenarios['activity-articles-down']);
    setSession(DEMO_ACCOUNT.info);
    const tab = await readyTab(3);
    expect(tab.current.status).toBe('ready');
    expect(tab.current.articles.failed).toBe(true);
    expect(titles(tab.current)).toHaveLength(5);
  });

  it('a failed list is an error with a retry', async () => {
    server.use(...scenarios['http-500']);
    const failed = await readyTab(1);
    expect(failed.current.status).toBe('error');
    expect(failed.current.error?.kind).toBeDefined();
  });

  it('an empty category is empty', async () => {
    server.use(...scenarios.empty);
    const tab = await readyTab(4);
    expect(tab.current.status).toBe('empty');
    expect(tab.current.entries).toEqual([]);
  });
});
