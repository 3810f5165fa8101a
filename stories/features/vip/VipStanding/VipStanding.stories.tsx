import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DEMO_MEMBER_VIP, VIP_LEVELS } from '../../../../mocks/data/activities';
import type { VipLevel } from '../../../../src/api/contract';
import type { VipLevels } from '../../../../src/features/vip/useVipLevels';
import { VipStanding } from '../../../../src/features/vip/VipStanding/VipStanding';
import { currentLevelOf } from '../../../../src/features/vip/vipLevels';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

type Totals = { totalBet: number; totalDeposit: number };

/** The memberLevel page as the mock world answers a player at `level` with `totals`. */
function memberLevels(level: number, totals: Totals): VipLevel[] {
  return VIP_LEVELS.map((row) =>
    row.level === level ? { ...row, current: true, ...totals } : { ...row, current: false },
  );
}

/** The demo player: VIP 3, R$ 27.450,80 bet and R$ 3.200,00 deposited so far. */
const DEMO_TOTALS: Totals = {
  totalBet: DEMO_MEMBER_VIP.totalBet,
  totalDeposit: DEMO_MEMBER_VIP.totalDeposit,
};

/** useVipLevels' answer for a player, every level loaded, unless `overrides` say otherwise. */
function playerVip(
  level = DEMO_MEMBER_VIP.level,
  totals = DEMO_TOTALS,
  overrides: Partial<VipLevels> = {},
): VipLevels {
  const levels = memberLevels(level, totals);
  return {
    status: 'ready',
    levels,
    total: levels.length,
    hasMore: false,
    loadingMore: false,
    error: undefined,
    retrying: false,
    loadMore: fn(),
    retry: fn(),
    current: currentLevelOf(levels),
    player: true,
    ...overrides,
  };
}

const VIP_4 = VIP_LEVELS[4]!;

const meta = {
  component: VipStanding,
  // The page's margins inside the app frame (its 500 px column on desktop), with the probes.
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { vip: playerVip(), linkToClub: false },
} satisfies Meta<typeof VipStanding>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Seu nível' }));

/** On the way up: the level, the next one, a bar per condition and what is still missing. */
export const Climbing: Story = {
  play: async ({ canvasElement }) => {
    const standing = card(canvasElement);
    await expect(standing.getByText('VIP 3')).toBeVisible();
    await expect(standing.getByText('Próximo nível: VIP 4')).toBeVisible();
    await expect(
      standing.getByRole('progressbar', { name: 'Apostas para o VIP 4' }),
    ).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^R\$\s27\.450,80 de R\$\s50\.000,00 \(54%\)$/),
    );
    await expect(
      standing.getByRole('progressbar', { name: 'Depósitos para o VIP 4' }),
    ).toHaveAttribute('aria-valuenow', '64');
    await expect(
      standing.getByText(
        /^Faltam R\$\s22\.549,20 em apostas e R\$\s1\.800,00 em depósitos para o VIP 4\.$/,
      ),
    ).toBeVisible();
    await expect(standing.queryByRole('link')).toBeNull();
  },
};

/** Every condition of the next level met: full bars, and the level comes with the next update. */
export const ConditionsMet: Story = {
  args: {
    vip: playerVip(3, { totalBet: VIP_4.requiredBet, totalDeposit: VIP_4.requiredDeposit }),
  },
  play: async ({ canvasElement }) => {
    const standing = card(canvasElement);
    for (const bar of standing.getAllByRole('progressbar')) {
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
    }
    await expect(
      standing.getByText(
        'Você já cumpriu as condições do VIP 4: ele chega na próxima atualização.',
      ),
    ).toBeVisible();
  },
};

/** At the top level: no bars, congratulations; on /person it links to the club. */
export const TopLevelWithClubLink: Story = {
  args: { vip: playerVip(10), linkToClub: true },
  play: async ({ canvasElement }) => {
    const standing = card(canvasElement);
    await expect(standing.getByText('VIP 10')).toBeVisible();
    await expect(
      standing.getByText('Você está no nível mais alto do clube. Parabéns!'),
    ).toBeVisible();
    await expect(standing.queryByRole('progressbar')).toBeNull();
    await expect(standing.getByRole('link', { name: 'Ver o clube VIP' })).toHaveAttribute(
      'href',
      '/viprule',
    );
  },
};

/** While the levels load: the card keeps its lines as placeholders and is busy. */
export const Loading: Story = {
  args: { vip: playerVip(3, DEMO_TOTALS, { status: 'loading', levels: [], current: null }) },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Seu nível' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('progressbar')).toBeNull();
    await expect(within(region).queryByText(/VIP/)).toBeNull();
  },
};

/** The levels could not be read: the level is unknown, said in a line. */
export const Unknown: Story = {
  args: { vip: playerVip(3, DEMO_TOTALS, { status: 'error', levels: [], current: null }) },
  play: async ({ canvasElement }) => {
    const standing = card(canvasElement);
    await expect(
      standing.getByText('Não foi possível saber o seu nível agora. Tente novamente mais tarde.'),
    ).toBeVisible();
    await expect(standing.queryByRole('progressbar')).toBeNull();
  },
};

/** A visitor is asked to log in or register; "Entrar" opens the login pop-up. */
export const Visitor: Story = {
  args: { vip: playerVip(3, DEMO_TOTALS, { player: false, current: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prompt = within(canvas.getByRole('region', { name: 'Descubra o seu nível' }));
    await expect(prompt.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    await tap(prompt.getByRole('button', { name: 'Entrar' }));
    await expect(canvas.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent(
      '{"name":"auth","props":{"mode":"login"}}',
    );
    await repaintAll();
  },
};

/** A visitor in the light theme, desktop frame; "Cadastrar" opens the registration pop-up. */
export const VisitorDesktopLightTheme: Story = {
  args: { vip: playerVip(3, DEMO_TOTALS, { player: false, current: null }) },
  globals: { theme: 'light', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(canvas.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent(
      '{"name":"auth","props":{"mode":"register"}}',
    );
    await repaintAll();
  },
};

/** The player on the way up, in the light theme. */
export const ClimbingLightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getAllByRole('progressbar')).toHaveLength(2);
  },
};
