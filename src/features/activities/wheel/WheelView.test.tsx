import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_DETAILS, activityIdOf } from '../../../../mocks/data/activities';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { server } from '../../../../mocks/node';
import { scenarios } from '../../../../mocks/scenarios';
import { overlaysState } from '../../../state/overlays';
import { setSession } from '../../../state/session';
import { segmentAt, SPIN_MS } from './wheelRules';
import { WheelView } from './WheelView';
import { FreshSwr } from '../../../api/testing/FreshSwr';

const detail = ACTIVITY_DETAILS.find((a) => a.id === activityIdOf(8))!;
const SPIN_PATH = '/api/luckyTurntable/v1/spin';

/** The spin answers the page received, in order. */
function recordSpins() {
  const answers: { prizeIndex: number; amount: number; spinsLeft: number }[] = [];
  let requests = 0;
  const onStart = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === SPIN_PATH) requests += 1;
  };
  const onResponse = async ({ request, response }: { request: Request; response: Response }) => {
    if (new URL(request.url).pathname !== SPIN_PATH) return;
    answers.push(((await response.clone().json()) as { data: (typeof answers)[number] }).data);
  };
  server.events.on('request:start', onStart);
  server.events.on('response:mocked', onResponse);
  return {
    answers,
    requests: () => requests,
    stop: () => {
      server.events.removeListener('request:start', onStart);
      server.events.removeListener('response:mocked', onResponse);
    },
  };
}

const rotorAngle = () => {
  const rotor = screen.getByRole('img', { name: /^Roleta com/ }).firstElementChild as HTMLElement;
  return Number(/rotate\((-?[\d.]+)deg\)/.exec(rotor.style.transform)?.[1]);
};

const spinsLeft = () => screen.getByText('Giros restantes').nextElementSibling?.textContent;

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  delete document.documentElement.dataset.motion;
  vi.restoreAllMocks();
});

describe('WheelView (activity type 8)', () => {
  it('shows the odds before a spin; a double tap spins once and lands on the drawn prize (still motion)', async () => {
    document.documentElement.dataset.motion = 'off';
    setSession(DEMO_ACCOUNT.info);
    const spins = recordSpins();
    stop = spins.stop;
    render(<WheelView detail={detail} loggedIn refresh={() => {}} />, { wrapper: FreshSwr });
    const table = await screen.findByRole('table', { name: 'Prêmios e chances' });
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(spinsLeft()).toBe('3');
    const button = screen.getByRole('button', { name: 'Girar' });
    fireEvent.click(button);
    fireEvent.click(button);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/^Você ganhou R\$\s[\d.,]+!/));
    expect(spins.requests()).toBe(1);
    const [drawn] = spins.answers;
    expect(status.textContent).toContain(`R$\u00a0${drawn!.amount.toFixed(2).replace('.', ',')}`);
    expect(segmentAt(rotorAngle(), 8)).toBe(drawn!.prizeIndex);
    await waitFor(() => expect(spinsLeft()).toBe('2'));
  });

  it('turns for 4 s with a transform-only animation and says the prize only once it lands', async () => {
    setSession(DEMO_ACCOUNT.info);
    let finish: () => void = () => {};
    const animate = vi.fn((keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
      void keyframes;
      void options;
      return {
        finished: new Promise<void>((resolve) => {
          finish = resolve;
        }),
        cancel: () => {},
      } as unknown as Animation;
    });
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'animate');
    HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate'];
    stop = () => {
      if (original) Object.defineProperty(HTMLElement.prototype, 'animate', original);
      else delete (HTMLElement.prototype as { animate?: unknown }).animate;
    };
    render(<WheelView detail={detail} loggedIn refresh={() => {}} />, { wrapper: FreshSwr });
    fireEvent.click(await screen.findByRole('button', { name: 'Girar' }));
    await waitFor(() => expect(animate).toHaveBeenCalledTimes(1));
    const [keyframes, options] = animate.mock.calls[0]!;
    expect(keyframes.every((frame) => Object.keys(frame).join() === 'transform')).toBe(true);
    expect(options.duration).toBe(SPIN_MS);
    // Turning: the button says so and the tabs hold still; nothing is announced yet.
    expect(screen.getByRole('button', { name: 'Girando…' })).toBeTruthy();
    expect(screen.getByRole('tablist').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Você ganhou/));
    expect(screen.getByRole('tablist').getAttribute('aria-busy')).toBeNull();
  });

  it('a refused spin is explained in place, with the server’s words', async () => {
    document.documentElement.dataset.motion = 'off';
    setSession(DEMO_ACCOUNT.info);
    server.use(...scenarios['wheel-spun-elsewhere']);
    render(<WheelView detail={detail} loggedIn refresh={() => {}} />, { wrapper: FreshSwr });
    fireEvent.click(await screen.findByRole('button', { name: 'Girar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Não foi possível girarVocê não tem giros disponíveis agora.');
    await waitFor(() => expect(spinsLeft()).toBe('0'));
    expect(screen.queryByRole('button', { name: 'Girar' })).toBeNull();
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('a visitor reads the odds and is sent to register; nothing is spun (spec 6)', async () => {
    const spins = recordSpins();
    stop = spins.stop;
    render(<WheelView detail={detail} loggedIn={false} refresh={() => {}} />, {
      wrapper: FreshSwr,
    });
    await screen.findByRole('table', { name: 'Prêmios e chances' });
    expect(screen.queryByText('Giros restantes')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Girar' }));
    expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
    expect(spins.requests()).toBe(0);
  });
});
