import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AVATAR_OPTIONS, DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { Refuse } from '../../../../mocks/world/codes';
import { AvatarPicker } from '../../../../src/features/account/AvatarPicker/AvatarPicker';
import { padded, repaintAll, tap } from '../../../storyKit';

/** The demo player's own picture: not one of the eight on offer. */
const OWN = DEMO_ACCOUNT.info.avatarUrl;

const meta = {
  component: AvatarPicker,
  decorators: [padded({ padding: 16 })],
  args: {
    current: OWN,
    options: AVATAR_OPTIONS,
    status: 'ready',
    value: OWN,
    error: null,
    retrying: false,
    onChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AvatarPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Imagem do perfil' }));

/** The player's own picture first ("Imagem atual", chosen), then the eight on offer; a tap picks. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = group(canvasElement);
    const radios = picker.getAllByRole('radio');
    await expect(radios).toHaveLength(9);
    await expect(radios[0]).toHaveAccessibleName('Imagem atual');
    await expect(radios[0]).toBeChecked();
    await expect(radios[8]).toHaveAccessibleName('Imagem 8 de 8');
    await tap(picker.getByRole('radio', { name: 'Imagem 3 de 8' }));
    await expect(args.onChange).toHaveBeenCalledWith(AVATAR_OPTIONS[2]);
    await repaintAll();
  },
};

/** A picture on offer chosen: ringed and checked; the player's own stays first. */
export const OtherChosen: Story = {
  args: { value: AVATAR_OPTIONS[1]! },
  play: async ({ canvasElement }) => {
    const picker = group(canvasElement);
    await expect(picker.getByRole('radio', { name: 'Imagem 2 de 8' })).toBeChecked();
    await expect(picker.getByRole('radio', { name: 'Imagem atual' })).not.toBeChecked();
  },
};

/** The player already has a picture on offer: no "Imagem atual", eight choices. */
export const OwnPictureOnOffer: Story = {
  args: { current: AVATAR_OPTIONS[4]!, value: AVATAR_OPTIONS[4]! },
  play: async ({ canvasElement }) => {
    const picker = group(canvasElement);
    await expect(picker.getAllByRole('radio')).toHaveLength(8);
    await expect(picker.getByRole('radio', { name: 'Imagem 5 de 8' })).toBeChecked();
    await expect(picker.queryByRole('radio', { name: 'Imagem atual' })).toBeNull();
  },
};

/** The server refused the chosen picture (the mock world's word): said under the group, as an alert. */
export const Refused: Story = {
  args: { value: AVATAR_OPTIONS[1]!, error: Refuse.invalidAvatar.msg },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Escolha uma das imagens disponíveis.');
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(
      'Escolha uma das imagens disponíveis.',
    );
  },
};

/**
 * While the pictures load: nine round placeholders (the eight usual and the player's own, which
 * the list does not hold), the group busy; the rows the loaded list takes, so nothing below moves.
 */
export const Loading: Story = {
  args: { status: 'loading', options: [] },
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByRole('group', { name: 'Imagem do perfil' });
    await expect(picker).toHaveAttribute('aria-busy', 'true');
    await expect(within(picker).queryByRole('radio')).toBeNull();
    await expect(picker.querySelectorAll('[data-skeleton]')).toHaveLength(9);
  },
};

/** The pictures failed to load: the player's own stays, with a note and "Tentar novamente". */
export const Error: Story = {
  args: { status: 'error', options: [] },
  play: async ({ canvasElement, args }) => {
    const picker = group(canvasElement);
    await expect(picker.getByText('Não foi possível carregar as imagens.')).toBeVisible();
    await expect(picker.getAllByRole('radio')).toHaveLength(1);
    await tap(picker.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await repaintAll();
  },
};

/** The retry on its way: the button is busy. */
export const Retrying: Story = {
  args: { status: 'error', options: [], retrying: true },
  play: async ({ canvasElement }) => {
    await expect(
      group(canvasElement).getByRole('button', { name: 'Tentar novamente' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nothing on offer, light theme: the player's own picture and a note that the nickname can still change. */
export const EmptyLightTheme: Story = {
  args: { status: 'empty', options: [] },
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const picker = group(canvasElement);
    await expect(
      picker.getByText('Nenhuma imagem disponível agora. Você ainda pode mudar o apelido.'),
    ).toBeVisible();
    await expect(picker.getByRole('radio', { name: 'Imagem atual' })).toBeChecked();
  },
};
