import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DEMO_MEMBER_VIP, VIP_LEVELS } from '../../../../mocks/data/activities';
import type { VipLevel } from '../../../../src/api/contract';
import { LevelDetail } from '../../../../src/features/vip/LevelDetail/LevelDetail';
import type { VipLevels } from '../../../../src/features/vip/useVipLevels';
import { currentLevelOf } from '../../../../src/features/vip/vipLevels';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The memberLevel page as the mock world answers the demo player (VIP 3, with their totals). */
const memberLevels: VipLevel[] = VIP_LEVELS.map((row) =>
  row.level === DEMO_MEMBER_VIP.level
    ? {
        ...row,
        current: true,
        totalBet: DEMO_MEMBER_VIP.totalBet,
        totalDeposit: DEMO_MEMBER_VIP.totalDeposit,
      }
    : { ...row, current: false },
);

/** useVipLevels' answer for the demo player, every level loaded. */
const playerVip: VipLevels = {
  status: 'ready',
  levels: memberLevels,
  total: memberLevels.length,
  hasMore: false,
  loadingMore: false,
  error: undefined,
  retrying: false,
  loadMore: fn(),
  retry: fn(),
  current: currentLevelOf(memberLevels),
  player: true,
};

/** A visitor's answer: the public table, nobody's level marked. */
const visitorVip: VipLevels = {
  ...playerVip,
  levels: [...VIP_LEVELS],
  current: null,
  player: false,
};

const meta = {
  component: LevelDetail,
  // The page's margins inside the app frame (its 500 px column on desktop), with the probes.
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { vip: playerVip, level: memberLevels[4]! },
} satisfies Meta<typeof LevelDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A section's rows as "term: value". */
const rowsOf = (section: HTMLElement) =>
  Array.from(section.querySelectorAll('dl > div')).map(
    (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
  );

const neighbours = (canvas: Canvas) =>
  within(canvas.getByRole('navigation', { name: 'Outros níveis' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

/** The level above the player's: their progress towards it, a bar per condition, what is missing. */
export const AheadOfThePlayer: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'VIP 4' })).toBeVisible();
    await step('the way from VIP 3 to VIP 4', async () => {
      const progress = within(canvas.getByRole('region', { name: 'Seu progresso até o VIP 4' }));
      await expect(
        progress.getByRole('progressbar', { name: 'Apostas para o VIP 4' }),
      ).toHaveAttribute('aria-valuenow', '54');
      await expect(
        progress.getByRole('progressbar', { name: 'Depósitos para o VIP 4' }),
      ).toHaveAttribute('aria-valuenow', '64');
      await expect(
        progress.getByText(
          /^Faltam R\$\s22\.549,20 em apostas e R\$\s1\.800,00 em depósitos para o VIP 4\.$/,
        ),
      ).toBeVisible();
    });
    await step('every benefit of the level', async () => {
      await expect(rowsOf(canvas.getByRole('region', { name: 'Benefícios' }))).toEqual([
        'Cashback: 0,5%',
        'Bônus de promoção: R$\u00a0128,00',
        'Bônus semanal: R$\u00a080,00',
        'Bônus mensal: R$\u00a0320,00',
        'Limite diário de saque: R$\u00a025.000,00',
      ]);
    });
    await step('"Próximo: VIP 5" goes to that level', async () => {
      await expect(neighbours(canvas)).toEqual(['Anterior: VIP 3', 'Próximo: VIP 5']);
      await tap(canvas.getByRole('link', { name: 'Próximo: VIP 5' }));
      await expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent(
        '/viprule/level?level=5',
      );
    });
    await repaintAll();
  },
};

/** The player's own level: said in a line, no bars. */
export const PlayersOwnLevel: Story = {
  args: { level: memberLevels[3]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este é o seu nível.')).toBeVisible();
    await expect(canvas.getAllByText('Seu nível')[0]).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ver todos os níveis' })).toHaveAttribute(
      'href',
      '/viprule',
    );
  },
};

/** A level the player has passed; the first level has no "Anterior" link. */
export const PassedFirstLevel: Story = {
  args: { level: memberLevels[0]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Você já passou por este nível.')).toBeVisible();
    await expect(canvas.getByText('Alcançado')).toBeVisible();
    await expect(neighbours(canvas)).toEqual(['Próximo: VIP 1']);
    await expect(rowsOf(canvas.getByRole('region', { name: 'Benefícios' }))).toEqual([
      'Cashback: 0,1%',
      'Bônus de promoção: Sem exigência',
      'Bônus semanal: Sem exigência',
      'Bônus mensal: Sem exigência',
      'Limite diário de saque: R$\u00a05.000,00',
    ]);
  },
};

/** A visitor: the level and its benefits, nothing about a player; the top level has no "Próximo". */
export const VisitorTopLevelDesktop: Story = {
  args: { vip: visitorVip, level: VIP_LEVELS[10]! },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'VIP 10' })).toBeVisible();
    await expect(canvas.queryByText(/seu nível|passou/i)).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(neighbours(canvas)).toEqual(['Anterior: VIP 9']);
  },
};

/** The level above the player's in the light theme. */
export const AheadOfThePlayerLightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Benefícios' })).toBeVisible();
  },
};
