import { describe, expect, it } from 'vitest';
import * as activity from './activity';
import { endpointList, endpoints, type EndpointDef } from './contract';
import * as games from './games';
import * as member from './member';
import * as system from './system';
import * as wallet from './wallet';

describe('endpoint registry', () => {
  it('has one entry per method and path', () => {
    const routes = endpointList.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('lists the member calls of spec 7 with their exact methods and paths', () => {
    expect(endpoints.login).toMatchObject({ method: 'POST', path: '/papi/member/v2/login' });
    expect(endpoints.logout).toMatchObject({ method: 'GET', path: '/api/member/v1/logout' });
    expect(endpoints.resetPassword).toMatchObject({
      method: 'PUT',
      path: '/papi/member/v2/resetPassword',
    });
    expect(endpointList.filter((e) => 'encrypted' in e && e.encrypted).map((e) => e.name)).toEqual([
      'login',
      'register',
      'resetPassword',
    ]);
  });

  it('every path is absolute and its placeholders are {name} segments', () => {
    for (const { path } of endpointList) {
      expect(path).toMatch(/^\/(api|papi|game)\//);
      expect(path.replace(/\{\w+\}/g, 'x')).not.toMatch(/[{}]/);
    }
  });

  it('every endpoint is reached by at least one API function', () => {
    const used = new Set<EndpointDef>();
    for (const module of [member, wallet, system, games, activity]) {
      for (const value of Object.values(module)) {
        if (typeof value === 'function' && 'endpoint' in value) used.add(value.endpoint);
      }
    }
    // Non-GET calls are plain functions; read their endpoints from the source instead.
    const sources = import.meta.glob(
      ['./member.ts', './wallet.ts', './system.ts', './games.ts', './activity.ts'],
      {
        query: '?raw',
        import: 'default',
        eager: true,
      },
    ) as Record<string, string>;
    const text = Object.values(sources).join('\n');
    for (const { name } of endpointList) {
      const reached = used.has(endpoints[name]) || new RegExp(`endpoints\\.${name}\\b`).test(text);
      expect(reached, name).toBe(true);
    }
  });
});
