import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type EndpointDef } from './contract';
import { endpointList, endpoints } from './allEndpoints';

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

  it('every endpoint is reached by an API function of its own domain module', async () => {
    const domains = import.meta.glob<Record<string, EndpointDef>>('./endpoints/*.ts', {
      eager: true,
    });
    const sources = import.meta.glob<string>('./*.ts', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    for (const [file, defs] of Object.entries(domains)) {
      const domain = path.basename(file, '.ts');
      const text = sources[`./${domain}.ts`] ?? '';
      expect(text, `src/api/${domain}.ts`).toContain(`from './endpoints/${domain}'`);
      for (const name of Object.keys(defs)) {
        expect(new RegExp(`endpoints\\.${name}\\b`).test(text), `${domain}: ${name}`).toBe(true);
      }
    }
  });

  it('app code never imports the aggregate list (it would put every call in the first load)', () => {
    const root = path.resolve(__dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          if (
            /api\/allEndpoints'/.test(readFileSync(full, 'utf8')) ||
            /from '\.\/allEndpoints'/.test(readFileSync(full, 'utf8'))
          )
            offenders.push(path.relative(root, full));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
