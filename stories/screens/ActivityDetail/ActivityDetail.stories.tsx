import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { activityBonusAmount } from '../../../mocks/data/activities';
import { XSS_PAYLOADS, XSS_SPY } from '../../../mocks/data/xss';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { ActivityDetail } from '../../../src/screens/ActivityDetail/ActivityDetail';
import { failingOnce, loadLazyImages, logInDemoPlayer, tap, withGamesFrame } from '../../storyKit';

/*
 * One activity's page (spec 2 /activityDetail/{type}?id=) at the stories' fixed 22/11/2026 12:00
 * São Paulo. The demo player (mocks/data/activities.ts): "Roleta da sorte" (3008) has its reward
 * waiting (3 of 3 spins), "Bônus de depósito" (3006) is in progress (R$ 80,00 of R$ 200,00),
 * "Código de resgate" (3011, login only) is finished. Every window runs 01/11 to 31/12/2026.
 */
const meta = {
  component: ActivityDetail,
  decorators: [withGamesFrame],
  parameters: { route: '/activityDetail/8?id=3008' },
  args: { type: '8' },
} satisfies Meta<typeof ActivityDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const ROLETA = 'Roleta da sorte';
/** What the Roleta pays (deterministic per activity in the mock world). */
const BONUS = activityBonusAmount(3008);
const brl = (amount: number) =>
  new RegExp(
    `R\\$\\s${amount.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace('.', '\\.')}`,
  );
const claimName = new RegExp(`^Resgatar ${brl(BONUS).source}$`);

const participation = (canvas: Canvas) => canvas.getByRole('region', { name: 'Sua participação' });

/** Waits for the page of `title`: its heading and its rules. */
async function findPage(canvas: Canvas, title: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
  await canvas.findByRole('region', { name: 'Regras' });
}

/** The reward table's rows (header row first) as "condition | prize" text. */
const tableRows = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: 'Tabela de prêmios' }))
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.querySelectorAll('th, td'))
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim())
        .join(' | '),
    );

/**
 * The demo player's Roleta da sorte: the period, "Prêmio disponível" with the goal reached, the
 * amount waiting and its claim button, the reward table and the rules.
 */
export const Claimable: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the page, its period (São Paulo dates)', async () => {
      await findPage(canvas, ROLETA);
      await expect(canvas.getByText('De 01/11/2026 a 31/12/2026')).toBeVisible();
    });
    await step('the goal is reached and the reward waits', async () => {
      const part = within(participation(canvas));
      await expect(part.getByText('Prêmio disponível', { selector: 'span' })).toBeVisible();
      const bar = part.getByRole('progressbar', { name: 'Progresso da meta' });
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
      await expect(bar).toHaveAttribute('aria-valuetext', '3 de 3');
      await expect(part.getByRole('button', { name: claimName })).toBeEnabled();
    });
    await step('the reward table and the rules', async () => {
      // One row: the goal and what its claim pays (the world pays nothing for part of the way).
      const rows = tableRows(canvas);
      await expect(rows[0]).toBe('Condição | Prêmio');
      await expect(rows).toHaveLength(2);
      await expect(rows[1]).toMatch(/^Giros na roleta: 3 \| R\$\s48,00$/);
      const rules = canvas.getByRole('region', { name: 'Regras' });
      // The rules say what the wheel gives: 3 free spins a day, as the world counts them.
      await expect(
        await within(rules).findByText(/^Na roleta da sorte você tem 3 giros grátis por dia;/),
      ).toBeVisible();
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * The claim in flight (the 'activity-claim-hangs' scenario: no answer comes): the button shows
 * its spinner, says it is busy and is disabled; more taps change nothing.
 */
export const Claiming: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { msw: { handlers: scenarios['activity-claim-hangs'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvas, ROLETA);
    const claim = within(participation(canvas)).getByRole('button', { name: claimName });
    await tap(claim);
    await tap(claim);
    await expect(claim).toHaveAttribute('aria-busy', 'true');
    await expect(claim).toBeDisabled();
    await expect(within(participation(canvas)).queryByRole('alert')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/**
 * The reward claimed: "Você ganhou R$ …!" is said in place (a live region), the activity reads
 * "Concluída" with the goal complete, and the claim button is gone.
 */
export const Claimed: Story = {
  beforeEach: logInDemoPlayer,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvas, ROLETA);
    await step('claim', async () => {
      await tap(within(participation(canvas)).getByRole('button', { name: claimName }));
    });
    await step('the amount won, the activity finished', async () => {
      const part = within(participation(canvas));
      const status = await part.findByRole('status');
      await waitFor(() =>
        expect(status).toHaveTextContent(new RegExp(`Você ganhou ${brl(BONUS).source}!`)),
      );
      await expect(status).toHaveTextContent('O valor já está no seu saldo.');
      await expect(part.getByText('Concluída')).toBeVisible();
      await expect(part.queryByRole('button')).toBeNull();
      await expect(part.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    });
    await loadLazyImages(canvasElement);
  },
};

/** Builds a story where the claim meets a change the page has not seen (a named scenario). */
const refused = (
  name: 'activity-claimed-elsewhere' | 'activity-reward-expired' | 'activity-withdrawn',
  message: string,
  phase: string,
): Story => ({
  beforeEach: logInDemoPlayer,
  parameters: { msw: { handlers: scenarios[name] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvas, ROLETA);
    await tap(within(participation(canvas)).getByRole('button', { name: claimName }));
    const alert = await within(participation(canvas)).findByRole('alert');
    await expect(alert).toHaveTextContent(`Não foi possível resgatar${message}`);
    // The detail is read again: the page shows what the server now says.
    await waitFor(() =>
      expect(within(participation(canvas)).getByText(phase, { selector: 'span' })).toBeVisible(),
    );
    await expect(within(participation(canvas)).queryByRole('button')).toBeNull();
    await expect(within(participation(canvas)).queryByText(/Você ganhou/)).toBeNull();
    await loadLazyImages(canvasElement);
  },
});

/** Paid on another device first (3001): "Você já resgatou este prêmio.", then "Concluída". */
export const RefusedAlreadyClaimed = refused(
  'activity-claimed-elsewhere',
  'Você já resgatou este prêmio.',
  'Concluída',
);

/** The reward lapsed (3002): "Não há prêmio disponível…", then "Em andamento". */
export const RefusedNothingToClaim = refused(
  'activity-reward-expired',
  'Não há prêmio disponível para resgatar agora.',
  'Em andamento',
);

/**
 * The activity was taken down (3006): "Atividade não encontrada." said in place; the page keeps
 * what it showed (its refresh answers 3006 too) and offers no claim any more.
 */
export const RefusedUnknownActivity: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { msw: { handlers: scenarios['activity-withdrawn'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvas, ROLETA);
    await tap(within(participation(canvas)).getByRole('button', { name: claimName }));
    const alert = await within(participation(canvas)).findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível resgatarAtividade não encontrada.');
    await waitFor(() => expect(within(participation(canvas)).queryByRole('button')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: ROLETA })).toBeVisible();
    await loadLazyImages(canvasElement);
  },
};

/**
 * "Bônus de depósito" in progress: it pays with each deposit, so no goal to show, no progress
 * bar and no claim button.
 */
export const InProgress: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { route: '/activityDetail/6?id=3006' },
  args: { type: '6' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvas, 'Bônus de depósito');
    const part = within(participation(canvas));
    await expect(part.getByText('Em andamento')).toBeVisible();
    await expect(part.queryByRole('progressbar')).toBeNull();
    await expect(part.queryByRole('button')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/** "Código de resgate" (login only) finished: "Concluída", no claim button. No type in the path. */
export const Finished: Story = {
  beforeEach: logInDemoPlayer,
  parameters: { route: '/activityDetail?id=3011' },
  args: { type: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvas, 'Código de resgate');
    const part = within(participation(canvas));
    await expect(part.getByText('Concluída')).toBeVisible();
    await expect(part.getByText('O prêmio desta atividade já foi resgatado.')).toBeVisible();
    await expect(part.queryByRole('button')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/**
 * A visitor (spec 6): the whole page, an invitation instead of progress; "Resgatar prêmio" opens
 * the register pop-up.
 */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvas, ROLETA);
    const invite = canvas.getByRole('region', { name: 'Participe desta atividade' });
    await expect(canvas.queryByRole('region', { name: 'Sua participação' })).toBeNull();
    await expect(within(invite).queryByRole('progressbar')).toBeNull();
    await tap(within(invite).getByRole('button', { name: 'Resgatar prêmio' }));
    await expect(canvas.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent(
      '{"name":"auth","props":{"mode":"register"}}',
    );
    await loadLazyImages(canvasElement);
  },
};

/** The activity never answers: banner, period and card placeholders; the page says it is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: 'Carregando…' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAccessibleName('Carregando…');
  },
};

/** The activity fails (HTTP 500): "Algo deu errado" with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Atividade' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

const failsOnce = failingOnce(endpoints.activityDetail);

/** The first read fails; "Tentar novamente" brings the page. */
export const ErrorRetried: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await findPage(canvas, ROLETA);
    await loadLazyImages(canvasElement);
  },
};

/** An id the server does not know (3006): "Atividade não encontrada" and the way to /activity. */
export const NotFound: Story = {
  parameters: { route: '/activityDetail/99?id=999' },
  args: { type: '99' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Atividade não encontrada' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Ela pode ter terminado ou o link está incorreto.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver todas as atividades' })).toHaveAttribute(
      'href',
      '/activity',
    );
  },
};

/** No usable id (`?id=abc`): not found at once, nothing asked of the server. */
export const MissingId: Story = {
  parameters: { route: '/activityDetail/8?id=abc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Atividade não encontrada' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver todas as atividades' })).toBeVisible();
  },
};

/**
 * Hostile rules (the 'xss-activity-rules' scenario, mocks/data/xss.ts): nothing runs, nothing
 * that could run or navigate is left in the rules, and their text shows.
 */
export const HostileRules: Story = {
  beforeEach: () => {
    const page = window as unknown as Record<string, unknown>;
    const alert = window.alert;
    page[XSS_SPY] = fn().mockName(XSS_SPY);
    window.alert = fn().mockName('alert');
    return () => {
      delete page[XSS_SPY];
      window.alert = alert;
    };
  },
  parameters: { msw: { handlers: scenarios['xss-activity-rules'] } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const spy = (window as unknown as Record<string, ReturnType<typeof fn>>)[XSS_SPY];
    await findPage(canvas, ROLETA);
    const rules = canvas.getByRole('region', { name: 'Regras' });
    await step('the rules show, as text', async () => {
      await expect(
        await within(rules).findByRole('heading', { level: 2, name: 'Regras da promoção' }),
      ).toBeVisible();
      await expect(within(rules).getByText('Rollover de 3x')).toBeVisible();
    });
    await step(`none of the ${XSS_PAYLOADS.length} payloads ran`, async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(spy).not.toHaveBeenCalled();
      await expect(window.alert).not.toHaveBeenCalled();
    });
    await step('nothing that could run or navigate is left', async () => {
      const dangerous = rules.querySelectorAll(
        'script, iframe, object, embed, form, input, base, meta, link, style, svg, math, noscript, template, video, audio, img',
      );
      await expect(dangerous).toHaveLength(0);
      for (const element of Array.from(rules.querySelectorAll('*'))) {
        for (const { name, value } of Array.from(element.attributes)) {
          await expect(name.startsWith('on')).toBe(false);
          await expect(/^\s*(javascript|data|vbscript):/i.test(value)).toBe(false);
        }
      }
    });
    await loadLazyImages(canvasElement);
  },
};

/** The claimable page in the light theme (axe AA in both themes). */
export const LightTheme: Story = {
  ...Claimable,
  globals: { theme: 'light' },
};

/** The claimable page on a desktop screen: the 500 px column in the frame (spec 9). */
export const Desktop: Story = {
  ...Claimable,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
