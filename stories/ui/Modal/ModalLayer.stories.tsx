import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../src/i18n/t';
import { sprinkles } from '../../../src/theme/sprinkles.css';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { Button } from '../../../src/ui/Button/Button';
import { CloseButton } from '../../../src/ui/Modal/CloseButton';
import { ModalLayer } from '../../../src/ui/Modal/ModalLayer';
import { surface } from '../../../src/ui/Surface/surface.css';
import { repaintAll, tap } from '../../storyKit';

const panel = surface({ tone: 'raised', padding: 'lg', stack: 'md' });
const titleRow = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

type BonusPageProps = {
  /** Whether a tap on the scrim closes the rules (false for a choice that needs an answer). */
  dismissible?: boolean;
  /** Told which layer asked to close. */
  onClose: (layer: 'rules' | 'confirm') => void;
};

/**
 * A page with a button that opens the bonus rules (a centred layer with a × button), from which
 * "Ativar bônus" opens a confirm over them: two layers, the second an alert dialog. Sheets and
 * dialogs are built on this same layer.
 */
function BonusPage({ dismissible = true, onClose }: BonusPageProps) {
  const [rules, setRules] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const closeRules = () => {
    onClose('rules');
    setRules(false);
  };
  const closeConfirm = () => {
    onClose('confirm');
    setConfirm(false);
  };
  return (
    <AppFrame header={<header style={{ padding: 16, fontWeight: 700 }}>Promoções</header>}>
      <div style={{ padding: 16, display: 'grid', gap: 16 }}>
        <p style={{ margin: 0 }}>Bônus de 50 % no segundo depósito, até R$ 200,00.</p>
        <Button variant="secondary" onClick={() => setRules(true)}>
          Ver regras
        </Button>
      </div>
      <ModalLayer
        open={rules}
        onClose={closeRules}
        labelledBy="rules-title"
        describedBy="rules-text"
        dismissible={dismissible}
        placement="center"
        panelClassName={panel}
      >
        <div className={titleRow}>
          <h2 id="rules-title" style={{ margin: 0, fontSize: 18 }}>
            Regras do bônus
          </h2>
          <CloseButton label={t('common.close')} onClick={closeRules} />
        </div>
        <p id="rules-text" style={{ margin: 0 }}>
          Rollover de 3x antes do saque. Válido até 31/12/2026.
        </p>
        <Button onClick={() => setConfirm(true)}>Ativar bônus</Button>
        <ModalLayer
          open={confirm}
          onClose={closeConfirm}
          role="alertdialog"
          labelledBy="confirm-title"
          placement="center"
          panelClassName={panel}
        >
          <h2 id="confirm-title" style={{ margin: 0, fontSize: 18 }}>
            Ativar o bônus agora?
          </h2>
          <Button variant="secondary" data-autofocus="" onClick={closeConfirm}>
            Agora não
          </Button>
        </ModalLayer>
      </ModalLayer>
    </AppFrame>
  );
}

const meta = {
  component: BonusPage,
  args: { onClose: fn() },
} satisfies Meta<typeof BonusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const opener = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Ver regras' });

/** Opens the rules with the keyboard, as the focus-return checks need a focused opener. */
async function openRules(canvasElement: HTMLElement) {
  opener(canvasElement).focus();
  await userEvent.keyboard('{Enter}');
  return page(canvasElement).findByRole('dialog', { name: 'Regras do bônus' });
}

/**
 * Open: a modal dialog named and described by its title and text, focus on its first control
 * (the ×), the page behind inert, and Tab going round inside.
 */
export const Open: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openRules(canvasElement);
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    const activate = within(dialog).getByRole('button', { name: 'Ativar bônus' });
    await step('named, described, modal, focus inside', async () => {
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog).toHaveAccessibleDescription(/Rollover de 3x/);
      await waitFor(() => expect(close).toHaveFocus());
    });
    await step('the page behind is out of reach', async () => {
      await expect(canvasElement.closest('[inert]')).not.toBeNull();
      await expect(canvasElement.ownerDocument.documentElement.style.overflow).toBe('hidden');
    });
    await step('Tab goes round inside', async () => {
      await userEvent.tab();
      await expect(activate).toHaveFocus();
      await userEvent.tab();
      await expect(close).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(activate).toHaveFocus();
    });
    await repaintAll();
  },
};

/** Esc, the × and a tap on the scrim each close it; focus goes back to "Ver regras". */
export const Closed: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('Esc', async () => {
      await openRules(canvasElement);
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenLastCalledWith('rules');
      await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
      await expect(opener(canvasElement)).toHaveFocus();
      await expect(canvasElement.closest('[inert]')).toBeNull();
    });
    await step('the ×', async () => {
      const dialog = await openRules(canvasElement);
      await tap(within(dialog).getByRole('button', { name: 'Fechar' }));
      await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
      await expect(opener(canvasElement)).toHaveFocus();
    });
    await step('the scrim', async () => {
      const dialog = await openRules(canvasElement);
      await tap(dialog.previousElementSibling!);
      await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
      await expect(args.onClose).toHaveBeenCalledTimes(3);
    });
    opener(canvasElement).blur();
    await expect(canvasElement.ownerDocument.documentElement.style.overflow).toBe('');
  },
};

/** Not dismissible: a tap on the scrim does nothing; Esc still closes (the keyboard way out). */
export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ args, canvasElement }) => {
    const dialog = await openRules(canvasElement);
    await tap(dialog.previousElementSibling!);
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await repaintAll();
  },
};

/**
 * A confirm over the rules: an alert dialog with focus on its marked button; only the topmost
 * layer hears Esc, and closing it gives the rules back their focus.
 */
export const Stacked: Story = {
  play: async ({ args, canvasElement, step }) => {
    const rules = await openRules(canvasElement);
    const activate = within(rules).getByRole('button', { name: 'Ativar bônus' });
    await step('the confirm opens over the rules', async () => {
      activate.focus();
      await userEvent.keyboard('{Enter}');
      const confirm = await page(canvasElement).findByRole('alertdialog', {
        name: 'Ativar o bônus agora?',
      });
      await waitFor(() =>
        expect(within(confirm).getByRole('button', { name: 'Agora não' })).toHaveFocus(),
      );
      await expect(rules.closest('[inert]')).not.toBeNull();
    });
    await step('Esc closes the confirm only', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(args.onClose).toHaveBeenCalledWith('confirm');
      await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
      await expect(rules).toBeInTheDocument();
      await expect(rules.closest('[inert]')).toBeNull();
      await expect(activate).toHaveFocus();
    });
    await step('open again, for the screenshot', async () => {
      await userEvent.keyboard('{Enter}');
      await page(canvasElement).findByRole('alertdialog', { name: 'Ativar o bônus agora?' });
    });
    await repaintAll();
  },
};
