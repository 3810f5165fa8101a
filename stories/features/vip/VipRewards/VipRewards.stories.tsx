import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../../src/api/allEndpoints';
import { useVipLevels } from '../../../../src/features/vip';
import { VipRewards } from '../../../../src/features/vip/VipRewards/VipRewards';
import { clearSession } from '../../../../src/state/session';
import { failingOnce, logInDemoPlayer, padded, Probes, tap } from '../../../storyKit';

/*
 * "Recompensas VIP" of /viprule (spec 7 VIP receive calls; spec 2: the type 3 icon opens /viprule)
 * with the levels as the page reads them. The demo player (VIP 3) has the level-up bonus (R$
 * 58,00), yesterday's rebate (R$ 12,34) and last week's (R$ 58,10) to take, and no monthly rebate
 * yet.
 */
function RewardsOfTheClub() {
  const vip = useVipLevels();
  return (
    <>
      <VipRewards vip={vip} />
      <Probes />
    </>
  );
}

const meta = {
  component: RewardsOfTheClub,
  decorators: [padded({ padding: 16, maxWidth: 500 })],
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof RewardsOfTheClub>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const patience = { timeout: 5000 };

async function card(canvas: Canvas) {
  const region = await canvas.findByRole('region', { name: 'Recompensas VIP' }, patience);
  await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'), patience);
  return region;
}

/** The text pieces of `element`, each once, joined by a space ("Cashback diário Das apostas…"). */
function spoken(element: Element): string {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) parts.push(text);
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

/** The rows as text: name, when it pays, amount, state or action. */
const rows = (region: HTMLElement) => within(region).getAllByRole('listitem').map(spoken);

const claimDay = /^Resgatar Cashback diário, R\$\s12,34$/;

/** Three rewards to take, each with its own claim; the monthly rebate has nothing yet. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const region = await card(within(canvasElement));
    const list = rows(region);
    await expect(list).toHaveLength(4);
    await expect(list[0]).toMatch(
      /^Bônus de subida de nível R\$\s58,00 Uma vez por nível alcançado Resgatar$/,
    );
    await expect(list[1]).toMatch(/^Cashback diário R\$\s12,34 Das apostas de ontem Resgatar$/);
    await expect(list[2]).toMatch(
      /^Cashback semanal R\$\s58,10 Das apostas da semana passada Resgatar$/,
    );
    await expect(list[3]).toMatch(
      /^Cashback mensal R\$\s0,00 Das apostas do mês passado Nada ainda$/,
    );
    await expect(within(region).getAllByRole('button')).toHaveLength(3);
    await expect(
      within(region).getByRole('button', {
        name: /^Resgatar Bônus de subida de nível, R\$\s58,00$/,
      }),
    ).toBeEnabled();
  },
};

/**
 * One reward claimed (a double tap sends one claim): "Cashback diário: você recebeu R$ 12,34!"
 * is said in its row, which then reads "Resgatado"; the others keep their claim.
 */
export const Claimed: Story = {
  play: async ({ canvasElement, step }) => {
    const region = await card(within(canvasElement));
    await step('claim the daily rebate', async () => {
      const claim = within(region).getByRole('button', { name: claimDay });
      await tap(claim);
      await tap(claim);
    });
    await step('received, said in place; the row reads claimed', async () => {
      await waitFor(
        () =>
          expect(
            within(region).getByText(/^Cashback diário: você recebeu R\$\s12,34!$/),
          ).toBeVisible(),
        patience,
      );
      await waitFor(
        () =>
          expect(rows(region)[1]).toMatch(
            /^Cashback diário R\$\s12,34 Das apostas de ontem Resgatado /,
          ),
        patience,
      );
      await expect(within(region).queryByRole('button', { name: claimDay })).toBeNull();
      await expect(within(region).getAllByRole('button')).toHaveLength(2);
    });
  },
};

const claimFails = failingOnce(endpoints.vipReceive);

/**
 * The claim fails (HTTP 500 "Serviço indisponível"): the reason in the row, and the claim is
 * still there to try again.
 */
export const Refused: Story = {
  parameters: { msw: { handlers: claimFails.handlers } },
  beforeEach: claimFails.reset,
  play: async ({ canvasElement }) => {
    const region = await card(within(canvasElement));
    await tap(within(region).getByRole('button', { name: claimDay }));
    const alert = await within(region).findByRole('alert', {}, patience);
    await expect(alert).toHaveTextContent('Serviço indisponível');
    await expect(within(region).getByRole('button', { name: claimDay })).toBeEnabled();
  },
};

/** The levels never answer: four rows of placeholders hold the card's place, busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Recompensas VIP' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('button')).toBeNull();
  },
};

/**
 * A visitor (spec 6): where each reward starts in the club (from R$ 5,00, from 0,1 % of
 * bets) and "Cadastre-se para receber" (the register pop-up); nothing is claimed.
 */
export const Visitor: Story = {
  // After the meta's login: this story's reader is a visitor.
  beforeEach: () => clearSession(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await card(canvas);
    await waitFor(() => expect(rows(region)).toHaveLength(4), patience);
    await waitFor(() => expect(rows(region)[0]).toMatch(/a partir de R\$\s5,00$/), patience);
    await expect(rows(region)[1]).toMatch(/a partir de 0,1\s?% das apostas$/);
    await tap(within(region).getByRole('button', { name: 'Cadastre-se para receber' }));
    await expect(canvas.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent(
      '{"name":"auth","props":{"mode":"register"}}',
    );
  },
};
