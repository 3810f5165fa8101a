import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { Button } from '../../../src/ui/Button/Button';
import { Sheet } from '../../../src/ui/Sheet/Sheet';

const languages = (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
    <Button block>Português (Brasil)</Button>
    <Button block variant="secondary">
      English
    </Button>
  </div>
);

const terms = Array.from({ length: 24 }, (_, index) => (
  <p key={index} style={{ marginTop: 0 }}>
    {index + 1}. O bônus de boas-vindas vale apenas para o primeiro depósito e precisa ser apostado
    30 vezes em até 7 dias antes de qualquer saque.
  </p>
));

const meta = {
  component: Sheet,
  tags: ['autodocs'],
  argTypes: {
    open: { description: 'Aberta.', control: 'boolean' },
    title: { description: 'Título.', control: 'text' },
    description: {
      description: 'Linha sob o título (também descreve o diálogo).',
      control: 'text',
    },
    dismissible: { description: 'Um toque fora fecha (padrão sim).', control: 'boolean' },
    children: { description: 'Conteúdo.', control: false },
    onClose: { description: 'Fechar, Esc ou toque fora.', table: { category: 'eventos' } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Folha que sobe da borda de baixo, com título e botão fechar; rola por dentro quando passa de 85 % da tela.',
      },
      // Pop-ups and frames cover the page: each story of the docs page in its own frame.
      story: { inline: false, iframeHeight: 600 },
    },
  },
  args: {
    open: true,
    title: 'Idioma',
    description: 'Escolha o idioma do site.',
    children: languages,
    onClose: fn(),
  },
  decorators: [
    // The page the sheet covers, so the scrim and the inert background are visible.
    (Story) => (
      <AppFrame header={<header style={{ padding: 16, fontWeight: 700 }}>Vitrine</header>}>
        <div style={{ padding: 16 }}>
          <p style={{ marginTop: 0 }}>Jogos em destaque, promoções e a sua carteira.</p>
          <Story />
        </div>
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    const sheet = await page.findByRole('dialog', { name: 'Idioma' });
    const sheetArea = within(sheet);
    const close = sheetArea.getByRole('button', { name: 'Fechar' });
    const portuguese = sheetArea.getByRole('button', { name: 'Português (Brasil)' });
    const english = sheetArea.getByRole('button', { name: 'English' });

    await step('focus moves into the sheet, onto its close button', async () => {
      await expect(close).toHaveFocus();
    });
    await step('it is a modal dialog named by its title and described', async () => {
      await expect(sheet).toHaveAttribute('aria-modal', 'true');
      await expect(sheet).toHaveAccessibleDescription('Escolha o idioma do site.');
    });
    await step('the page behind is inert and does not scroll', async () => {
      await expect(canvasElement.closest('[inert]')).not.toBeNull();
      await expect(canvasElement.ownerDocument.documentElement.style.overflow).toBe('hidden');
    });
    await step('Tab and Shift+Tab cycle inside the sheet', async () => {
      await userEvent.tab();
      await expect(portuguese).toHaveFocus();
      await userEvent.tab();
      await expect(english).toHaveFocus();
      await userEvent.tab();
      await expect(close).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(english).toHaveFocus();
    });
    await step('Esc asks to close', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
    await step('a tap on the scrim asks to close', async () => {
      const scrim = sheet.previousElementSibling as HTMLElement;
      await userEvent.click(scrim);
      await expect(args.onClose).toHaveBeenCalledTimes(2);
    });
  },
};

/** Long text scrolls inside the sheet, which stops at 85 % of the screen height. */
export const LongContent: Story = {
  args: { title: 'Termos do bônus', description: undefined, children: terms },
  play: async ({ canvasElement, step }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Termos do bônus',
    });
    await step('the sheet stops at 85 % of the viewport height', async () => {
      await expect(sheet.getBoundingClientRect().height).toBeLessThanOrEqual(
        Math.ceil(window.innerHeight * 0.85),
      );
    });
    await step('the text scrolls inside and the scroller is reachable by keyboard', async () => {
      const scroller = await waitFor(() => {
        const element = sheet.querySelector<HTMLElement>('[tabindex="0"]');
        if (!element) throw new Error('no focusable scroller yet');
        return element;
      });
      await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
      await userEvent.tab();
      await expect(scroller).toHaveFocus();
    });
  },
};

/** Desktop frame: the sheet keeps to the 500 px column, centred (spec 9). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Idioma',
    });
    const box = sheet.getBoundingClientRect();
    await expect(box.width).toBe(500);
    await expect(box.left).toBe((window.innerWidth - 500) / 2);
    await expect(box.bottom).toBe(window.innerHeight);
  },
};

function SheetBehindTrigger(props: Parameters<typeof Sheet>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Escolher idioma</Button>
      <Sheet
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

/** Closed again after use: focus is back on the button that opened the sheet. */
export const WithTrigger: Story = {
  args: { open: false },
  render: (args) => <SheetBehindTrigger {...args} />,
  play: async ({ args, canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Escolher idioma' });

    await step('Esc closes and focus returns to the trigger', async () => {
      await userEvent.click(trigger);
      await expect(await page.findByRole('dialog', { name: 'Idioma' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(trigger).toHaveFocus();
    });
    await step('the close button does the same, opened from the keyboard', async () => {
      await userEvent.keyboard('{Enter}');
      const sheet = await page.findByRole('dialog', { name: 'Idioma' });
      await userEvent.click(within(sheet).getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
    await step('the page is usable and scrollable again', async () => {
      await expect(canvasElement.closest('[inert]')).toBeNull();
      await expect(canvasElement.ownerDocument.documentElement.style.overflow).toBe('');
    });
  },
};
