import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { PushOptIn } from '../../../../src/features/settings/PushOptIn/PushOptIn';
import { fakePushAdapter, type FakePushOptions } from '../../../../src/pwa/testing/fakePushAdapter';
import { logInDemoPlayer, padded, repaintAll, tap } from '../../../storyKit';

/**
 * The row with a browser made up for the story: the headless Chromium here has no push service,
 * so every state comes from the fake adapter; the operator's calls go to the mock world.
 */
function Row({ options }: { options: FakePushOptions }) {
  const [adapter] = useState(() => fakePushAdapter(options));
  return <PushOptIn adapter={adapter} />;
}

const meta = {
  component: PushOptIn,
  decorators: [padded({ padding: 16 })],
  // /setting is login-only (spec 2): the operator call needs the player's session.
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof PushOptIn>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('switch', { name: 'Notificações' });

/** A browser without web push (e.g. Safari on an iPhone outside the home screen). */
export const Unsupported: Story = {
  render: () => <Row options={{ supported: false }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Este navegador não recebe notificações/)).toBeVisible();
    await expect(toggle(canvasElement)).toHaveAttribute('aria-checked', 'false');
    await expect(toggle(canvasElement)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The browser blocks notifications for the site: how to allow them again; the switch is inert. */
export const Denied: Story = {
  render: () => <Row options={{ permission: 'denied' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const explanation = await canvas.findByText(/bloqueadas para este site/);
    await expect(explanation).toHaveTextContent(/cadeado.*Permissões.*permita Notificações/);
    await expect(toggle(canvasElement)).toHaveAccessibleDescription(/bloqueadas/);
    await tap(toggle(canvasElement));
    await expect(toggle(canvasElement)).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.queryByText('Ativando as notificações…')).toBeNull();
  },
};

/** Not subscribed: the switch off, what notifications bring; nothing asked on opening. */
export const Off: Story = {
  render: () => <Row options={{}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Receba avisos de bônus, promoções e depósitos neste aparelho.'),
    ).toBeVisible();
    await expect(toggle(canvasElement)).toHaveAttribute('aria-checked', 'false');
    await expect(toggle(canvasElement)).not.toHaveAttribute('aria-disabled');
    await expect(toggle(canvasElement).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** After the tap, while the browser subscribes: progress said, the switch busy. */
export const Subscribing: Story = {
  render: () => <Row options={{ subscribeHangs: true }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Receba avisos/);
    await tap(toggle(canvasElement));
    await expect(await canvas.findByText('Ativando as notificações…')).toBeVisible();
    await expect(toggle(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(toggle(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await repaintAll();
  },
};

/** Subscribed on this device: the switch on. */
export const On: Story = {
  render: () => <Row options={{ permission: 'granted', subscribed: true }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ativadas neste aparelho.')).toBeVisible();
    await expect(toggle(canvasElement)).toHaveAttribute('aria-checked', 'true');
  },
};

/** The browser could not subscribe (no push service): said in place, with a retry. */
export const Failure: Story = {
  render: () => <Row options={{ subscribeFails: true }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Receba avisos/);
    await tap(toggle(canvasElement));
    await expect(await canvas.findByText('Não foi possível ativar as notificações.')).toBeVisible();
    await waitFor(() => expect(toggle(canvasElement)).toHaveAttribute('aria-checked', 'false'));
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await repaintAll();
  },
};

/** The blocked explanation in the light theme (axe AA on both themes). */
export const DeniedLight: Story = {
  ...Denied,
  globals: { theme: 'light' },
};

/** The failure and its retry in the light theme. */
export const FailureLight: Story = {
  ...Failure,
  globals: { theme: 'light' },
};
