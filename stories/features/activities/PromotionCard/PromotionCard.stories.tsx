import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ACTIVITIES, activityPeriod } from '../../../../mocks/data/activities';
import { FIXED_NOW } from '../../../../.storybook/clock';
import type { Activity } from '../../../../src/api/contract';
import {
  PromotionCard,
  PromotionCardSkeleton,
} from '../../../../src/features/activities/PromotionCard/PromotionCard';
import { loadLazyImages, padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/**
 * An entry of the mock world's activity list as /promotion reads it: the seed with its period
 * and spec 3's valid flag (0 once the period is over at the story's instant).
 */
function listed(type: number): Activity {
  const seed = ACTIVITIES.find((activity) => activity.type === type)!;
  const { startTime, endTime } = activityPeriod(type);
  return { ...seed, startTime, endTime, valid: FIXED_NOW > endTime ? 0 : 1 };
}

const meta = {
  component: PromotionCard,
  // A card is a list item: in the list of /promotion, inside the page's margins.
  decorators: [
    (Story) => (
      <ul aria-label="Promoções em andamento" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <Story />
      </ul>
    ),
    padded({ padding: 16 }),
    withGamesFrame,
  ],
  args: { activity: listed(3), eager: true },
} satisfies Meta<typeof PromotionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Rota atual' });
const openPopup = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Pop-up aberto' });
const list = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Promoções em andamento' }));

/** A reward waiting (VIP club): the badge over the picture; a tap opens /viprule. */
export const RewardAvailable: Story = {
  play: async ({ canvasElement }) => {
    const card = list(canvasElement).getByRole('link', {
      name: 'Clube VIP Recompensa disponível Período: 01/11/2026 a 31/12/2026',
    });
    await loadLazyImages(canvasElement);
    await tap(card);
    await expect(route(canvasElement)).toHaveTextContent(/^\/viprule$/);
    await repaintAll();
  },
};

/** Taking part (deposit bonus): "Em andamento"; a tap opens its rules page. */
export const InProgress: Story = {
  args: { activity: listed(6) },
  play: async ({ canvasElement }) => {
    const card = list(canvasElement).getByRole('link', {
      name: 'Bônus de depósito Em andamento Período: 01/11/2026 a 31/12/2026',
    });
    await expect(card).toHaveAttribute('href', '/rechargeRule');
    await loadLazyImages(canvasElement);
  },
};

/** A promotion that opens a pop-up (the red-packet rain): a button, not a link. */
export const OpensPopup: Story = {
  args: { activity: listed(4) },
  play: async ({ canvasElement }) => {
    const card = list(canvasElement).getByRole('button', {
      name: 'Chuva de envelopes Recompensa disponível Período: 01/11/2026 a 31/12/2026',
    });
    await loadLazyImages(canvasElement);
    await tap(card);
    await expect(openPopup(canvasElement)).toHaveTextContent(
      '{"name":"redPacket","props":{"activityId":3004}}',
    );
    await expect(route(canvasElement)).toHaveTextContent(/^\/$/);
    await repaintAll();
  },
};

/** The slots tournament ended on 15/11/2026: muted, "Encerrada", still openable. */
export const Ended: Story = {
  args: { activity: listed(16) },
  play: async ({ canvasElement }) => {
    const card = list(canvasElement).getByRole('link', {
      name: 'Torneio de slots Encerrada Período: 01/10/2026 a 15/11/2026',
    });
    await expect(card).toHaveAttribute('href', '/activityDetail/16?id=3016');
    await loadLazyImages(canvasElement);
  },
};

/** Nothing to claim (the referral programme): no badge; its card opens "Meus registros". */
export const ReferralRecords: Story = {
  args: { activity: listed(5) },
  play: async ({ canvasElement }) => {
    const card = list(canvasElement).getByRole('link', {
      name: 'Indique e ganhe Período: 01/11/2026 a 31/12/2026',
    });
    await expect(card).toHaveAttribute('href', '/promotion?tab=records');
    await loadLazyImages(canvasElement);
  },
};

/** A reward waiting, desktop frame, light theme: the card keeps to the 500 px column. */
export const RewardAvailableDesktopLightTheme: Story = {
  globals: { theme: 'light', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = list(canvasElement).getByRole('link', { name: /^Clube VIP/ });
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(500);
    await loadLazyImages(canvasElement);
  },
};

/** While the list loads: a card-shaped placeholder. */
export const Loading: Story = {
  render: () => <PromotionCardSkeleton />,
  play: async ({ canvasElement }) => {
    const placeholder = list(canvasElement).getByRole('listitem', { hidden: true });
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    await expect(list(canvasElement).queryByRole('link')).toBeNull();
  },
};
