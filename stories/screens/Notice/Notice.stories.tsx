import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { XSS_PAYLOADS, XSS_SPY } from '../../../mocks/data/xss';
import { SECOND_ACCOUNT } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { Notice } from '../../../src/screens/Notice/Notice';
import { setSession } from '../../../src/state/session';
import { failingOnce, logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../storyKit';

/*
 * The demo player's messages (mocks/data/content.ts), at the stories' fixed 22/11/2026 12:00 in
 * São Paulo. System: "Manutenção programada" (10:00, unread), "Chuva de envelopes hoje" (07:00,
 * unread, an HTML body), "Bem-vindo à Vitrine" (24/08/2026, read). Personal: "Bônus creditado"
 * (11:30, unread), "Saque recusado" (19/11, unread), "Depósito confirmado" and "Você subiu de
 * nível!" (read). Four unread in all.
 */
const meta = {
  component: Notice,
  decorators: [withGamesFrame],
  parameters: { route: '/notice' },
  // Spec 2: /notice is login-only (the route guard handles visitors).
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const systemList = (canvas: Canvas) => canvas.getByRole('region', { name: 'Mensagens do sistema' });
const personalList = (canvas: Canvas) => canvas.getByRole('region', { name: 'Mensagens pessoais' });

/** The messages shown in a list region: one button each, in the region's list. */
const messageRows = (region: HTMLElement) => {
  const list = within(region).queryByRole('list');
  return list ? within(list).getAllByRole('button') : [];
};

/** Whether a row wears the red dot ("Não lida" in its name). */
const isUnread = (row: HTMLElement) => within(row).queryByText('Não lida') !== null;

/** The sheet a message opens in: a dialog in the page's body (a portal). */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits until the region lists `count` messages. */
async function findRows(region: () => HTMLElement, count: number) {
  await waitFor(() => expect(messageRows(region())).toHaveLength(count), { timeout: 4000 });
  return messageRows(region());
}

/**
 * The system tab (the default): the unread count, the two tabs, each message with its date
 * (São Paulo time), the unread ones first-named "Não lida" with the red dot and a bold title,
 * and the end of the list said. The demo player has deposited: no welcome notice.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the page, the unread count and the tabs', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeVisible();
      await expect(await canvas.findByText('4 mensagens não lidas')).toBeVisible();
      await expect(canvas.getByRole('tab', { name: 'Sistema' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(canvas.getByRole('tab', { name: 'Pessoais' })).toHaveAttribute(
        'aria-selected',
        'false',
      );
    });
    await step('the system messages, newest first, unread ones marked', async () => {
      const [first, second, third] = await findRows(() => systemList(canvas), 3);
      await expect(first).toHaveAccessibleName('Não lida Manutenção programada');
      await expect(first).toHaveAccessibleDescription(
        /^22\/11\/2026 10:00 No dia 25\/11\/2026, das 03:00 às 05:00 .*manutenção\.$/,
      );
      await expect(second).toHaveAccessibleName('Não lida Chuva de envelopes hoje');
      // The HTML body's opening words, as text.
      await expect(second).toHaveAccessibleDescription(
        '22/11/2026 07:00 Hoje às 12h, 18h, 21h e 23h: abra o seu envelope do dia e ganhe R$ 8,88. Confira as atividades do dia.',
      );
      await expect(third).toHaveAccessibleName('Bem-vindo à Vitrine');
      await expect(third).toHaveAccessibleDescription(/^24\/08\/2026 12:00 /);
    });
    await step('the end of the list is said; no welcome notice', async () => {
      await expect(await canvas.findByText('Você viu todas as mensagens')).toBeVisible();
      await expect(canvas.getByText('Mostrando 3 de 3')).toHaveAttribute('role', 'status');
      await expect(canvas.queryByRole('region', { name: 'Boas-vindas' })).toBeNull();
    });
    await repaintAll();
  },
};

/** "Pessoais" (`?tab=personal`): the messages about the player's own account. */
export const Personal: Story = {
  parameters: { route: '/notice?tab=personal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Pessoais' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = await findRows(() => personalList(canvas), 4);
    await expect(list[0]).toHaveAccessibleName('Não lida Bônus creditado');
    await expect(list[0]).toHaveAccessibleDescription(/^22\/11\/2026 11:30 /);
    await expect(list[1]).toHaveAccessibleName('Não lida Saque recusado');
    await expect(list[2]).toHaveAccessibleName('Depósito confirmado');
    await expect(list[3]).toHaveAccessibleName('Você subiu de nível!');
    await expect(await canvas.findByText('4 mensagens não lidas')).toBeVisible();
    await repaintAll();
  },
};

/** "Pessoais" tapped: the address keeps the tab (the history entry is replaced). */
export const PersonalTabChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRows(() => systemList(canvas), 3);
    await tap(canvas.getByRole('tab', { name: 'Pessoais' }));
    await expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent(
      '/notice?tab=personal',
    );
    await findRows(() => personalList(canvas), 4);
    await expect(canvas.queryByRole('region', { name: 'Mensagens do sistema' })).toBeNull();
    await repaintAll();
  },
};

/**
 * An unread message opened: it shows in full in a sheet (its HTML body through SafeHtml: bold
 * text and an in-app link), is marked read on the server (spec 7 PUT system/read), loses its
 * red dot in the list, and the unread count goes down.
 */
export const MessageOpen: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('open "Chuva de envelopes hoje"', async () => {
      const [, rain] = await findRows(() => systemList(canvas), 3);
      await tap(rain!);
    });
    await step('the whole message, with its formatting', async () => {
      const sheet = await page(canvasElement).findByRole('dialog', {
        name: 'Chuva de envelopes hoje',
      });
      await expect(sheet).toHaveAccessibleDescription('Enviada em 22/11/2026 07:00');
      const body = within(sheet);
      await expect(await body.findByText('12h, 18h, 21h e 23h')).toHaveProperty(
        'tagName',
        'STRONG',
      );
      await expect(body.getByRole('link', { name: 'atividades do dia' })).toHaveAttribute(
        'href',
        '/activity',
      );
    });
    await step('read: no dot, one unread fewer', async () => {
      await expect(await canvas.findByText('3 mensagens não lidas')).toBeVisible();
      await waitFor(() =>
        expect(messageRows(systemList(canvas))[1]).toHaveAccessibleName('Chuva de envelopes hoje'),
      );
      await expect(messageRows(systemList(canvas))[0]).toHaveAccessibleName(
        'Não lida Manutenção programada',
      );
    });
    await repaintAll();
  },
};

/** Every unread message read, in both tabs: "Nenhuma mensagem não lida" and no dot anywhere. */
export const AllRead: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = page(canvasElement);
    /** Opens the first unread message of the list, then closes it, `count` times. */
    const readEach = async (region: () => HTMLElement, count: number) => {
      for (let index = 0; index < count; index += 1) {
        const unread = await waitFor(() => {
          const row = messageRows(region()).find(isUnread);
          if (!row) throw new globalThis.Error('no unread message left');
          return row;
        });
        const before = messageRows(region()).filter(isUnread).length;
        await tap(unread);
        const sheet = await body.findByRole('dialog');
        await tap(within(sheet).getByRole('button', { name: 'Fechar' }));
        await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
        await waitFor(() =>
          expect(messageRows(region()).filter(isUnread)).toHaveLength(before - 1),
        );
      }
    };
    await step('the two unread system messages', async () => {
      await findRows(() => systemList(canvas), 3);
      await readEach(() => systemList(canvas), 2);
      await expect(await canvas.findByText('2 mensagens não lidas')).toBeVisible();
    });
    await step('the two unread personal messages', async () => {
      await tap(canvas.getByRole('tab', { name: 'Pessoais' }));
      await findRows(() => personalList(canvas), 4);
      await readEach(() => personalList(canvas), 2);
    });
    await step('nothing left unread', async () => {
      await expect(await canvas.findByText('Nenhuma mensagem não lida')).toBeVisible();
      await expect(messageRows(personalList(canvas)).filter(isUnread)).toHaveLength(0);
    });
    await repaintAll();
  },
};

/**
 * A player who registered 20 minutes ago and has not deposited (the second seed account): the
 * register-success notice (messageTemplate register_success_notice) above the tabs, filled in
 * with her nickname and the register gift's amount.
 */
export const NewPlayer: Story = {
  beforeEach: () => setSession(SECOND_ACCOUNT.info),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const welcome = await canvas.findByRole('region', { name: 'Boas-vindas' });
    const card = within(welcome).getByRole('button', { name: 'Cadastro concluído!' });
    await expect(card).toHaveAccessibleDescription(
      /^Olá, Mari! Sua conta na Vitrine está pronta\. Faça o primeiro depósito via Pix e ganhe R\$\s10,00 de bônus\.$/,
    );
    // Her system messages (a new account gets the same three), two unread.
    await findRows(() => systemList(canvas), 3);
    await expect(await canvas.findByText('2 mensagens não lidas')).toBeVisible();
    await repaintAll();
  },
};

/** The register-success notice opened: in full, with no date; it has no read state. */
export const WelcomeOpen: Story = {
  beforeEach: () => setSession(SECOND_ACCOUNT.info),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const welcome = await canvas.findByRole('region', { name: 'Boas-vindas' });
    await findRows(() => systemList(canvas), 3);
    await tap(within(welcome).getByRole('button', { name: 'Cadastro concluído!' }));
    const sheet = await page(canvasElement).findByRole('dialog', { name: 'Cadastro concluído!' });
    await expect(
      await within(sheet).findByText(/^Olá, Mari! Sua conta na Vitrine está pronta\./),
    ).toBeVisible();
    await expect(sheet).not.toHaveAccessibleDescription(/Enviada/);
    // The unread count is a call of its own (message/number), not the list's or the notice's.
    await expect(await canvas.findByText('2 mensagens não lidas')).toBeVisible();
    await repaintAll();
  },
};

/** The new player's personal tab: nothing yet, said plainly (spec 8 empty_data). */
export const PersonalEmpty: Story = {
  parameters: { route: '/notice?tab=personal' },
  beforeEach: () => setSession(SECOND_ACCOUNT.info),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma mensagem pessoal')).toBeVisible();
    await expect(
      canvas.getByText('Mensagens sobre a sua conta, como depósitos e saques, aparecem aqui.'),
    ).toBeVisible();
    await expect(messageRows(personalList(canvas))).toHaveLength(0);
    await repaintAll();
  },
};

/**
 * Many messages (the 'many-messages' scenario, 27 system messages): the first page, then the
 * second, which the pager asks for by itself while the end of the list is within reach; then
 * "Carregar mais" waits for the player.
 */
export const Paged: Story = {
  parameters: { msw: { handlers: scenarios['many-messages'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(messageRows(systemList(canvas))).toHaveLength(20), {
      timeout: 4000,
    });
    const more = canvas.getByRole('button', { name: 'Carregar mais' });
    await waitFor(() => expect(more).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByText('Mostrando 20 de 27')).toHaveAttribute('role', 'status');
    await repaintAll();
  },
};

/** "Carregar mais" (the keyboard and screen-reader path) brings the last 7: the end is said. */
export const AllPagesLoaded: Story = {
  parameters: { msw: { handlers: scenarios['many-messages'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(messageRows(systemList(canvas))).toHaveLength(20), {
      timeout: 4000,
    });
    const more = canvas.getByRole('button', { name: 'Carregar mais' });
    await waitFor(() => expect(more).not.toHaveAttribute('aria-busy'));
    await tap(more);
    await findRows(() => systemList(canvas), 27);
    await expect(await canvas.findByText('Você viu todas as mensagens')).toBeVisible();
    await expect(canvas.getByText('Mostrando 27 de 27')).toBeInTheDocument();
    await expect(messageRows(systemList(canvas))[26]).toHaveAccessibleName('Bem-vindo à Vitrine');
    window.scrollTo(0, 0);
    await repaintAll();
  },
};

/** No message at all (the 'empty' scenario): the empty state, nothing unread. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma mensagem do sistema')).toBeVisible();
    await expect(
      canvas.getByText('Avisos da plataforma, como manutenções, aparecem aqui.'),
    ).toBeVisible();
    await expect(await canvas.findByText('Nenhuma mensagem não lida')).toBeVisible();
    await expect(messageRows(systemList(canvas))).toHaveLength(0);
    await repaintAll();
  },
};

/** The list fails (HTTP 500): spec 8 fail, with "Tentar novamente"; no count is made up. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.queryByText(/mensage(m|ns) não lida/)).toBeNull();
    await repaintAll();
  },
};

/** The request never reaches the server (the 'offline' scenario): spec 8 network_error. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: scenarios.offline } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sem conexão')).toBeVisible();
    await expect(canvas.getByText('Verifique sua internet e tente novamente.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await repaintAll();
  },
};

const failsOnce = failingOnce(endpoints.systemMessagePage);

/** The first answer fails, the retry succeeds: the messages replace the failure state. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the failure state', async () => {
      await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    });
    await step('"Tentar novamente" brings the messages', async () => {
      await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
      await findRows(() => systemList(canvas), 3);
      await expect(canvas.queryByText('Algo deu errado')).toBeNull();
    });
    await repaintAll();
  },
};

/**
 * Hostile messages (the 'xss-messages' scenario): a title carrying markup reads as the
 * characters typed, and a body of every payload of mocks/data/xss.ts opens through SafeHtml:
 * the readable part shows, nothing runs, nothing that could run or navigate is left.
 */
export const Hostile: Story = {
  parameters: { msw: { handlers: scenarios['xss-messages'] } },
  beforeEach: () => {
    logInDemoPlayer();
    const spyHost = window as unknown as Record<string, unknown>;
    const alert = window.alert;
    spyHost[XSS_SPY] = fn().mockName(XSS_SPY);
    window.alert = fn().mockName('alert');
    return () => {
      delete spyHost[XSS_SPY];
      window.alert = alert;
    };
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const spy = (window as unknown as Record<string, ReturnType<typeof fn>>)[XSS_SPY];
    const title = `<img src="data:," onerror="parent.${XSS_SPY}('title')">Manutenção programada`;
    await step('the title reads as text, the excerpt as plain words', async () => {
      const [first] = await findRows(() => systemList(canvas), 3);
      await expect(first).toHaveAccessibleName(`Não lida ${title}`);
      await expect(first).toHaveAccessibleDescription(
        /^22\/11\/2026 10:00 Regras da promoção Válido para/,
      );
      await tap(first!);
    });
    const sheet = await page(canvasElement).findByRole('dialog', { name: title });
    await step('the body shows its readable part', async () => {
      await expect(
        await within(sheet).findByRole('heading', { level: 2, name: 'Regras da promoção' }),
      ).toBeVisible();
      await expect(within(sheet).getByRole('link', { name: 'jogos de slots' })).toHaveAttribute(
        'href',
        '/gameList?categoryId=103',
      );
    });
    await step(`none of the ${XSS_PAYLOADS.length} payloads ran`, async () => {
      // Broken pictures, autofocus and toggles fire within a few frames: give them time.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(spy).not.toHaveBeenCalled();
      await expect(window.alert).not.toHaveBeenCalled();
      // The server's HTML is SafeHtml's box, the heading's parent (the sheet's own close button
      // draws an SVG icon, so the whole sheet is not the box).
      const html = within(sheet).getByRole('heading', {
        level: 2,
        name: 'Regras da promoção',
      }).parentElement!;
      const dangerous = html.querySelectorAll(
        'script, iframe, object, embed, form, input, button, base, meta, link, style, svg, math, noscript, template, video, audio, img',
      );
      await expect(dangerous).toHaveLength(0);
      for (const element of Array.from(html.querySelectorAll('*'))) {
        for (const { name, value } of Array.from(element.attributes)) {
          await expect(name.startsWith('on')).toBe(false);
          await expect(/^\s*(javascript|data|vbscript):/i.test(value)).toBe(false);
        }
      }
    });
    await repaintAll();
  },
};

/** The lists never answer: placeholder rows, the list says it is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeVisible();
    await expect(systemList(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(messageRows(systemList(canvas))).toHaveLength(0);
    await repaintAll();
  },
};
