import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { INVITEES } from '../../../mocks/data/activities';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { GlobalMessages } from '../../../src/overlays/GlobalMessages/GlobalMessages';
import { SharePopup } from '../../../src/overlays/SharePopup/SharePopup';
import { Invite } from '../../../src/screens/Invite/Invite';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { failingOnce, logInDemoPlayer, Probes, repaintAll, tap } from '../../storyKit';

const INVITE_LINK = 'https://vitrine.example/u/VTR7K2';
const INVITE_TEXT = 'Vem jogar comigo! Faça seu cadastro com o meu código de convite VTR7K2.';

/**
 * The page as the app shows it: the frame, the share pop-up it opens (as on an Android phone,
 * spec 3 app type 3, so SMS is offered), the toasts, and the route and pop-up probes.
 */
const withInvitePage: Decorator = (Story) => (
  <AppFrame>
    <Story />
    <SharePopup appType="3" />
    <GlobalMessages />
    <Probes />
  </AppFrame>
);

const meta = {
  component: Invite,
  decorators: [withInvitePage],
  parameters: { route: '/invite' },
  // CHOICE: /invite is login-only (the route guard handles visitors).
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof Invite>;

export default meta;
type Story = StoryObj<typeof meta>;

const patience = { timeout: 5000 };
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const linkCard = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Seu link de convite' }));

const membersRegion = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Seus convidados' });

const memberRows = (canvasElement: HTMLElement) =>
  within(membersRegion(canvasElement)).queryAllByRole('listitem');

/** The summary's figures as "term value" pairs, once they have arrived. */
async function figures(canvasElement: HTMLElement): Promise<string[]> {
  const region = within(canvasElement).getByRole('region', { name: 'Suas recompensas' });
  await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'), patience);
  return within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent ?? ''}`);
}

/**
 * The first page, then the next ones, which the pager asks for by itself while the end of the
 * list is within reach of the screen; waits until nothing more is on its way.
 */
async function listSettled(canvasElement: HTMLElement, atLeast = 10) {
  await waitFor(
    () => expect(memberRows(canvasElement).length).toBeGreaterThanOrEqual(atLeast),
    patience,
  );
  await waitFor(() =>
    expect(within(membersRegion(canvasElement)).queryByRole('button', { busy: true })).toBeNull(),
  );
}

/** Dismisses the toast (it would leave on its own after 3 s, maybe during the screenshot). */
async function dismissToast(canvasElement: HTMLElement) {
  await tap(body(canvasElement).getByRole('button', { name: 'Dispensar notificação' }));
  await waitFor(() =>
    expect(body(canvasElement).queryByRole('region', { name: 'Notificações' })).toBeNull(),
  );
}

/** Stands in for the Clipboard API (the run must not depend on the browser's permission). */
function stubClipboard(writeText: () => Promise<void>) {
  // An own property over Navigator.prototype's getter; deleting it brings the real one back.
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: fn(writeText) },
    configurable: true,
  });
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

/**
 * The demo player's invite page: the link on the promo domain with their code, the rewards
 * (23 friends, 9 who deposited, R$ 20,00 each) and the friends, newest first, masked.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the invite link, its code, copy and share', async () => {
      const card = linkCard(canvasElement);
      await expect(card.getByText(INVITE_LINK)).toBeVisible();
      await expect(card.getByText('Código de convite: VTR7K2')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Copiar link' })).toBeEnabled();
      await expect(card.getByRole('button', { name: 'Compartilhar' })).toBeEnabled();
    });
    await step('the rewards summary', async () => {
      await expect(await figures(canvasElement)).toEqual([
        'Amigos convidados 23',
        'Fizeram depósito 9',
        'Recompensas ganhas R$\u00a0180,00',
        'Ganhos de hoje R$\u00a00,00',
      ]);
    });
    await step('the friends, masked, with the day they signed up', async () => {
      await listSettled(canvasElement);
      const first = INVITEES[0];
      const row = memberRows(canvasElement)[0];
      await expect(row).toHaveTextContent(first?.userNo ?? '');
      await expect(row).toHaveTextContent(/Cadastro em \d{2}\/\d{2}\/2026/);
      await expect(row).toHaveTextContent(/Depositou|Sem depósito/);
      await expect(within(membersRegion(canvasElement)).getByText('23 convidados')).toBeVisible();
    });
    window.scrollTo(0, 0);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Convidar amigos' })).toBeVisible();
    await repaintAll();
  },
};

/** "Copiar link": the Clipboard API gets the whole link and a toast says so, out loud. */
export const LinkCopied: Story = {
  beforeEach: () => stubClipboard(() => Promise.resolve()),
  play: async ({ canvasElement }) => {
    await tap(linkCard(canvasElement).getByRole('button', { name: 'Copiar link' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(INVITE_LINK);
    const toasts = within(
      await body(canvasElement).findByRole('region', { name: 'Notificações' }, patience),
    );
    await expect(toasts.getByText('Link de convite copiado')).toBeVisible();
    const announced = body(canvasElement)
      .getAllByRole('status')
      .some((region) => region.textContent === 'Link de convite copiado');
    await expect(announced).toBe(true);
    await dismissToast(canvasElement);
    await repaintAll();
  },
};

/**
 * The browser refuses the clipboard: the link is selected for the phone's own copy menu and a
 * toast says how to finish.
 */
export const LinkSelectedWhenCopyRefused: Story = {
  beforeEach: () =>
    stubClipboard(() => Promise.reject(new DOMException('Negado', 'NotAllowedError'))),
  play: async ({ canvasElement }) => {
    await tap(linkCard(canvasElement).getByRole('button', { name: 'Copiar link' }));
    await waitFor(() => expect(window.getSelection()?.toString()).toBe(INVITE_LINK));
    const toasts = within(
      await body(canvasElement).findByRole('region', { name: 'Notificações' }, patience),
    );
    await expect(
      toasts.getByText(
        'Não deu para copiar sozinho: o link está selecionado, copie pelo menu do aparelho.',
      ),
    ).toBeVisible();
    await dismissToast(canvasElement);
    window.getSelection()?.removeAllRanges();
    await repaintAll();
  },
};

/**
 * "Compartilhar" opens the share pop-up (spec 2 global overlays): the six targets of spec 7
 * (on a phone, SMS too), each with the invite text and link.
 */
export const SharePopupOpen: Story = {
  play: async ({ canvasElement }) => {
    await tap(linkCard(canvasElement).getByRole('button', { name: 'Compartilhar' }));
    await expect(
      within(canvasElement).getByRole('status', { name: 'Pop-up aberto' }),
    ).toHaveTextContent('{"name":"share","props":{}}');
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: 'Convidar amigos' },
      patience,
    );
    const targets = within(within(dialog).getByRole('region', { name: 'Compartilhar por' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(targets).toEqual([
      'WhatsApp',
      'Telegram',
      'Facebook',
      'X (Twitter)',
      'Instagram',
      'SMS',
    ]);
    const whatsapp = within(dialog).getByRole('link', { name: 'WhatsApp (abre em outra aba)' });
    await expect(new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      `${INVITE_TEXT} ${INVITE_LINK}`,
    );
    // Chromium on Linux has no Web Share: only the spec 7 targets.
    await expect(
      within(dialog).queryByRole('button', { name: 'Mais opções do aparelho' }),
    ).toBeNull();
    await repaintAll();
  },
};

/**
 * Where the browser has the Web Share API (stood in for here), the pop-up also offers the
 * device's own share sheet with the same text and link.
 */
export const SharePopupWithWebShare: Story = {
  beforeEach: () => {
    const share = fn(() => Promise.resolve());
    const canShare = fn(() => true);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true });
    return () => {
      delete (navigator as { share?: unknown }).share;
      delete (navigator as { canShare?: unknown }).canShare;
    };
  },
  play: async ({ canvasElement }) => {
    await tap(linkCard(canvasElement).getByRole('button', { name: 'Compartilhar' }));
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: 'Convidar amigos' },
      patience,
    );
    await tap(within(dialog).getByRole('button', { name: 'Mais opções do aparelho' }));
    await expect(navigator.share).toHaveBeenCalledWith({
      title: 'Convidar amigos',
      text: INVITE_TEXT,
      url: INVITE_LINK,
    });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(6);
    await repaintAll();
  },
};

/** "Carregar mais" (the keyboard and screen-reader path) adds the next friends and says so. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const region = within(membersRegion(canvasElement));
    await listSettled(canvasElement);
    const more = region.queryByRole('button', { name: 'Carregar mais' });
    if (more) {
      const before = memberRows(canvasElement).length;
      more.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(memberRows(canvasElement).length).toBeGreaterThan(before));
      await listSettled(canvasElement, before + 1);
    }
    // However many pages the screen pulled in by itself, the keyboard reaches the end.
    while (region.queryByRole('button', { name: 'Carregar mais' })) {
      const before = memberRows(canvasElement).length;
      region.getByRole('button', { name: 'Carregar mais' }).focus();
      await userEvent.keyboard('{Enter}');
      await listSettled(canvasElement, before + 1);
    }
    await expect(memberRows(canvasElement)).toHaveLength(INVITEES.length);
    await expect(region.getByText('Esses são todos os seus convidados')).toBeVisible();
    await expect(region.getByText(`Mostrando 23 de 23`)).toHaveAttribute('role', 'status');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    await repaintAll();
  },
};

/** Nobody invited yet ('no-invitees'): zeros and the empty state that says how to start. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios['no-invitees'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nenhum amigo convidado ainda', undefined, patience),
    ).toBeVisible();
    await expect(
      canvas.getByText('Compartilhe o seu link: cada amigo que se cadastrar aparece aqui.'),
    ).toBeVisible();
    await expect((await figures(canvasElement))[0]).toBe('Amigos convidados 0');
    await expect(within(membersRegion(canvasElement)).getByText('0 convidados')).toBeVisible();
    await expect(linkCard(canvasElement).getByText(INVITE_LINK)).toBeVisible();
    await repaintAll();
  },
};

/** The rewards and the friends fail (HTTP 500): each says so in place, with a retry; the link stays. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('Algo deu errado')).toHaveLength(2), patience);
    await expect(canvas.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(2);
    await expect(linkCard(canvasElement).getByText(INVITE_LINK)).toBeVisible();
    await repaintAll();
  },
};

const failsOnce = failingOnce(endpoints.nextMemberList);

/** The friends' first answer fails, the retry brings them. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const region = within(membersRegion(canvasElement));
    await expect(await region.findByText('Algo deu errado', undefined, patience)).toBeVisible();
    await tap(region.getByRole('button', { name: 'Tentar novamente' }));
    await listSettled(canvasElement);
    await expect(region.queryByText('Algo deu errado')).toBeNull();
    window.scrollTo(0, 0);
    await repaintAll();
  },
};

/** Nothing answers: the rewards and the friends hold their places, busy; the link is there. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Suas recompensas' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(membersRegion(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(linkCard(canvasElement).getByText(INVITE_LINK)).toBeVisible();
    await repaintAll();
  },
};
