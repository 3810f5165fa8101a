import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { applyScenario } from '../../../../mocks/scenarios';
import { pushCalls, pushSubscriptions } from '../../../../mocks/world/webPush';
import { resetWorld } from '../../../../mocks/world/world';
import { fakePushAdapter, FAKE_SUBSCRIPTION } from '../../../pwa/testing/fakePushAdapter';
import { setSession } from '../../../state/session';
import { PushOptIn } from './PushOptIn';

const toggle = () => screen.getByRole('switch', { name: 'Notificações' });

describe('PushOptIn', () => {
  it('opening the page asks nothing: no prompt, no call, the switch off', async () => {
    setSession(DEMO_ACCOUNT.info);
    const browser = fakePushAdapter();
    render(<PushOptIn adapter={browser} />);
    await screen.findByText('Receba avisos de bônus, promoções e depósitos neste aparelho.');
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(browser.calls).toEqual([]);
    expect(pushCalls).toEqual([]);
  });

  it('a tap asks the browser, subscribes and hands the subscription to the operator', async () => {
    setSession(DEMO_ACCOUNT.info);
    const browser = fakePushAdapter();
    render(<PushOptIn adapter={browser} />);
    await screen.findByText(/Receba avisos/);
    await act(async () => fireEvent.click(toggle()));
    await screen.findByText('Ativadas neste aparelho.');
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    expect(browser.calls).toEqual(['requestPermission', 'subscribe']);
    expect(pushSubscriptions.get(FAKE_SUBSCRIPTION.endpoint)?.userNo).toBe(
      DEMO_ACCOUNT.info.userNo,
    );

    // A second tap opts out: the operator forgets it, the browser drops it.
    await act(async () => fireEvent.click(toggle()));
    await screen.findByText(/Receba avisos/);
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(pushSubscriptions.size).toBe(0);
    expect(browser.calls.at(-1)).toBe('unsubscribe');
  });

  it('says how to allow notifications again when the browser blocks them; a tap does nothing', async () => {
    setSession(DEMO_ACCOUNT.info);
    const browser = fakePushAdapter({ permission: 'denied' });
    render(<PushOptIn adapter={browser} />);
    await screen.findByText(/bloqueadas para este site.*permita Notificações/);
    expect(toggle().getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(toggle()));
    expect(browser.calls).toEqual([]);
    expect(pushCalls).toEqual([]);
  });

  it('a refusal in the browser prompt ends in the blocked explanation', async () => {
    setSession(DEMO_ACCOUNT.info);
    render(<PushOptIn adapter={fakePushAdapter({ answer: 'denied' })} />);
    await screen.findByText(/Receba avisos/);
    await act(async () => fireEvent.click(toggle()));
    await screen.findByText(/bloqueadas para este site/);
    expect(pushCalls).toEqual([]);
  });

  it('says when the browser cannot take push at all', async () => {
    render(<PushOptIn adapter={fakePushAdapter({ supported: false })} />);
    await screen.findByText(/Este navegador não recebe notificações/);
    expect(toggle().getAttribute('aria-disabled')).toBe('true');
  });

  it('shows a failure with a retry, and the retry can succeed', async () => {
    setSession(DEMO_ACCOUNT.info);
    applyScenario('offline');
    const browser = fakePushAdapter({ permission: 'granted' });
    render(<PushOptIn adapter={browser} />);
    await screen.findByText(/Receba avisos/);
    await act(async () => fireEvent.click(toggle()));
    await screen.findByText('Não foi possível ativar as notificações.');
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    // The operator never got it, so the browser's subscription was undone.
    expect(await browser.current()).toBeNull();

    resetWorld();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' })),
    );
    await screen.findByText('Ativadas neste aparelho.');
    expect(pushSubscriptions.has(FAKE_SUBSCRIPTION.endpoint)).toBe(true);
  });

  it('ignores taps while one attempt runs (one subscription per intent)', async () => {
    setSession(DEMO_ACCOUNT.info);
    const browser = fakePushAdapter({ permission: 'granted' });
    render(<PushOptIn adapter={browser} />);
    await screen.findByText(/Receba avisos/);
    await act(async () => {
      fireEvent.click(toggle());
      fireEvent.click(toggle());
      fireEvent.click(toggle());
    });
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('true'));
    expect(browser.calls.filter((call) => call === 'subscribe')).toHaveLength(1);
    expect(pushCalls.filter((call) => call.kind === 'subscribe')).toHaveLength(1);
  });
});
