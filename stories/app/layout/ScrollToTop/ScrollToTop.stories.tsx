import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTop } from '../../../../src/app/layout/ScrollToTop/ScrollToTop';
import { TabBar } from '../../../../src/app/layout/TabBar/TabBar';
import { AppFrame } from '../../../../src/ui/AppFrame/AppFrame';

/** A page three screens tall. */
const longPage = Array.from({ length: 40 }, (_, index) => (
  <p key={index} style={{ margin: 0, padding: '8px 16px' }}>
    {index + 1}. Slots, cassino ao vivo e promoções novas toda semana para você aproveitar.
  </p>
));

const meta = {
  component: ScrollToTop,
  decorators: [
    (Story) => (
      <AppFrame footer={<TabBar />}>
        {longPage}
        <Story />
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrollTo = async (top: number) => {
  window.scrollTo({ top, behavior: 'instant' });
  window.dispatchEvent(new Event('scroll'));
};

/** Scrolled two screens down: the button shows above the tab bar, on the right. */
export const Visible: Story = {
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement);
    await step('hidden near the top, shown past one screen height', async () => {
      await scrollTo(window.innerHeight / 2);
      await expect(page.queryByRole('button', { name: 'Voltar ao topo' })).toBeNull();
      await scrollTo(window.innerHeight * 2);
      await expect(await page.findByRole('button', { name: 'Voltar ao topo' })).toBeVisible();
    });
    await step('a tap goes to the top at once (reduced motion) and focus follows', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Voltar ao topo' }));
      await waitFor(() => expect(window.scrollY).toBe(0));
      await waitFor(() =>
        expect(page.queryByRole('button', { name: 'Voltar ao topo' })).toBeNull(),
      );
      await expect(page.getByRole('main')).toHaveFocus();
    });
    await step('back down for the picture', async () => {
      await scrollTo(window.innerHeight * 2);
      const button = await page.findByRole('button', { name: 'Voltar ao topo' });
      const box = button.getBoundingClientRect();
      const tabBar = page.getByRole('navigation', { name: 'Navegação principal' });
      await expect(box.bottom).toBeLessThan(tabBar.getBoundingClientRect().top);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      page.getByRole('main').blur();
    });
  },
};
