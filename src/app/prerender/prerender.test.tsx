// @vitest-environment node
import { within } from '@testing-library/dom';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from './prerender';

/*
 * The lobby's prerendered HTML as the build makes it (scripts/prerenderPlugin.ts runs
 * renderPage in Node, with no window and no storage): this file runs in Node too, not in the
 * dom project's happy-dom, where browser-only branches would run that the build never takes.
 * The HTML is then read in a DOM of its own (a happy-dom Window) and queried by role and pt-BR
 * name, as a visitor's first viewport.
 */

let html: string;
let page: ReturnType<typeof within>;
let root: HTMLElement;

beforeAll(async () => {
  html = await renderPage('/');
  const { document } = new Window();
  document.body.innerHTML = `<div id="root">${html}</div>`;
  root = document.getElementById('root') as unknown as HTMLElement;
  page = within(root);
}, 30_000);

describe("renderPage('/')", () => {
  it('is static HTML: no script of React and no template left for one', () => {
    expect(html.length).toBeGreaterThan(0);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
  });

  it("draws a visitor's header: Entrar and Cadastrar (marked data-visitor), no balance", () => {
    const header = within(page.getByRole('banner'));
    const enter = header.getByRole('button', { name: 'Entrar' });
    const register = header.getByRole('button', { name: 'Cadastrar' });
    // The boot script's CSS hides these for a logged-in player until the app draws theirs.
    expect(enter.closest('[data-visitor]')).not.toBeNull();
    expect(register.closest('[data-visitor]')).toBe(enter.closest('[data-visitor]'));
    expect(header.queryByRole('button', { name: /^Saldo da carteira/ })).toBeNull();
  });

  it('draws the consent banner of a first visit, with its two answers', () => {
    const banner = root.querySelector<HTMLElement>('[data-consent-banner]');
    expect(banner).not.toBeNull();
    const region = within(banner!).getByRole('region', { name: 'Sua privacidade' });
    expect(region.textContent).toContain('cookies de publicidade');
    within(region).getByRole('button', { name: 'Recusar' });
    within(region).getByRole('button', { name: 'Aceitar' });
  });

  it("draws the home's sections in their loading state (nothing is fetched at build time)", () => {
    page.getByRole('heading', { level: 1, name: 'Início' });
    for (const name of ['Destaques', 'Avisos', 'Atividades', 'Atalhos em destaque']) {
      expect(page.getByRole('region', { name }).getAttribute('aria-busy'), name).toBe('true');
    }
    // No game, banner or notice of the API's is in the page.
    expect(page.queryAllByRole('img')).toEqual([]);
    expect(page.queryAllByRole('button', { name: /^Jogar / })).toEqual([]);
  });

  it('draws the tab bar with the five tabs, Início current', () => {
    const tabBar = within(page.getByRole('navigation', { name: 'Navegação principal' }));
    const tabs = tabBar.getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Início',
      'Promoção',
      'Depósito',
      'Atividade',
      'Perfil',
    ]);
    expect(tabs[0]!.getAttribute('aria-current')).toBe('page');
    expect(tabs[0]!.getAttribute('href')).toBe('/');
  });
});
