import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SOCIAL_LINKS } from '../../../../mocks/data/content';
import { Footer } from '../../../../src/app/layout/Footer/Footer';
import { AppFrame } from '../../../../src/ui/AppFrame/AppFrame';

/** The plain (type 1) links the back office marks for the mobile site (spec 3, 5). */
const footerLinks = SOCIAL_LINKS.filter((link) => link.type === 1 && link.h5Show);

const meta = {
  component: Footer,
  args: { brand: 'Vitrine', socialLinks: footerLinks },
  decorators: [
    (Story) => (
      <AppFrame>
        <p style={{ padding: 16, margin: 0 }}>Jogos em destaque, promoções e a sua carteira.</p>
        <div style={{ marginTop: 'auto' }}>
          <Story />
        </div>
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Social links, the 18+ notice, the documents and the copyright up to this year (spec 1). */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('each social link opens in a new tab, safely', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Redes sociais' });
      const links = within(nav).getAllByRole('link');
      await expect(links).toHaveLength(footerLinks.length);
      const instagram = within(nav).getByRole('link', { name: /^Instagram/ });
      await expect(instagram).toHaveAttribute('href', 'https://instagram.com/vitrine_demo');
      await expect(instagram).toHaveAttribute('target', '_blank');
      await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(instagram).toHaveAccessibleName('Instagram (abre em nova aba)');
    });
    await step('the terms, the privacy policy and responsible gaming, one tap away', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Documentos' });
      const documents = within(nav).getAllByRole('link');
      await expect(documents.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Termos de uso', '/article?key=terms'],
        ['Política de privacidade', '/article?key=privacy'],
        ['Jogo responsável', '/article?key=responsible'],
      ]);
    });
    await step('the age notice and the copyright from 2023 to the current year', async () => {
      await expect(canvas.getByText('Proibido para menores de 18 anos.')).toBeVisible();
      await expect(canvas.getByText(/^© 2023–2026 Vitrine\./)).toBeVisible();
    });
  },
};

/** No social links configured: the notice and the copyright alone. */
export const NoSocialLinks: Story = {
  args: { socialLinks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Redes sociais' })).toBeNull();
    await expect(canvas.getByText(/^© 2023–2026 Vitrine\./)).toBeVisible();
  },
};

const [instagram, x] = footerLinks;

/** Hostile links from the back office are left out; only the https one shows. */
export const UnsafeLinksFiltered: Story = {
  args: {
    socialLinks: [
      {
        ...instagram!,
        id: 'script',
        name: 'Promoção',
        linkUrl: 'javascript:alert(document.cookie)',
      },
      { ...x!, id: 'data', name: 'Bônus', linkUrl: 'data:text/html,<script>alert(1)</script>' },
      { ...x!, id: 'credentials', name: 'Login', linkUrl: 'https://vitrine:senha@evil.example' },
      instagram!,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Redes sociais' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(1);
    await expect(within(nav).getByRole('link', { name: /^Instagram/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Promoção|Bônus|Login/ })).toBeNull();
    for (const anchor of Array.from(canvasElement.querySelectorAll('a[href]'))) {
      await expect(anchor.getAttribute('href')).not.toMatch(/^(javascript|data):/i);
    }
  },
};
