import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import type { ActivityDetail } from '../../../api/contract';
import { getActivityDetail } from '../../../api/activities';
import { overlaysState } from '../../../state/overlays';
import { setSession } from '../../../state/session';
import { ScratchView } from './ScratchView';
import { FreshSwr } from '../../../api/testing/FreshSwr';

let detail: ActivityDetail;

beforeEach(async () => {
  detail = await getActivityDetail({ id: 3014 });
});

const noop = () => undefined;

async function findCards() {
  const view = await screen.findByRole('region', { name: 'Suas raspadinhas' });
  await waitFor(() => expect(view).not.toHaveAttribute('aria-busy'));
  return within(view);
}

describe('ScratchView (activity type 14)', () => {
  it('a visitor is asked to register and nothing is sent (spec 6)', async () => {
    render(<ScratchView detail={detail} loggedIn={false} refresh={noop} />, { wrapper: FreshSwr });
    const view = await findCards();
    expect(view.getByText(/R\$\s18\.452,37/)).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Cadastre-se para raspar' }));
    expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
  });

  it('rubbing the foil scratches the card, like its "Raspar" button', async () => {
    setSession(DEMO_ACCOUNT.info);
    render(<ScratchView detail={detail} loggedIn refresh={noop} />, { wrapper: FreshSwr });
    const view = await findCards();
    const card = within(view.getByRole('listitem', { name: 'Raspadinha 3' }));
    const foil = card
      .getByRole('button', { name: 'Raspar' })
      .closest('li')
      ?.querySelector('canvas');
    expect(foil).toBeTruthy();
    if (!foil) return;
    fireEvent.pointerDown(foil, { clientX: 0, clientY: 0, pointerId: 1 });
    for (let x = 1; x <= 4; x += 1)
      fireEvent.pointerMove(foil, { clientX: x, clientY: 0, pointerId: 1 });
    expect(await view.findByText(/Você raspou R\$\s6,00!/)).toBeTruthy();
    expect(view.getByRole('button', { name: /Sacar R\$\s6,00 para a carteira/ })).toBeTruthy();
  });

  it('a period over: no scratching, the cards stay in sight', async () => {
    setSession(DEMO_ACCOUNT.info);
    const ended = { ...detail, endTime: detail.startTime + 1 };
    render(<ScratchView detail={ended} loggedIn refresh={noop} />, { wrapper: FreshSwr });
    const view = await findCards();
    expect(view.getAllByRole('listitem')).toHaveLength(3);
    expect(view.queryByRole('button', { name: 'Raspar' })).toBeNull();
    expect(view.getAllByText('Encerrada').length).toBeGreaterThan(0);
  });
});
