import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  RedPacketArt,
  type EnvelopeGeometry,
} from '../../../../src/features/activities/redPacket/RedPacketArt';
import * as followerStyles from '../../../../src/features/activities/redPacket/RedPacketFollower.css';
import * as sheetStyles from '../../../../src/features/activities/redPacket/RedPacketSheet.css';
import { vars } from '../../../../src/theme/contract.css';
import { padded, withGamesFrame } from '../../../storyKit';

/*
 * The envelope at each size the app draws it, with the geometry each place gives it: the
 * floating packet that follows the player (48 units, the star drawn small), the new red packet
 * pop-up (96, one large envelope) and the envelope rain pop-up (96, the falling envelopes
 * behind). The places keep their geometry private; these are copies of their numbers.
 */

const FOLLOWER: EnvelopeGeometry = {
  box: { x: 8, y: 3, width: 32, height: 42, radius: 6 },
  flap: { sides: 8, tip: 27 },
  seal: { y: 26, radius: 7 },
  mark: 'M24 21.2l1.6 3.2 3.5.5-2.6 2.5.6 3.5-3.1-1.7-3.1 1.7.6-3.5-2.6-2.5 3.5-.5z',
};

const NEW_PACKET: EnvelopeGeometry = {
  box: { x: 18, y: 10, width: 60, height: 76, radius: 8 },
  flap: { sides: 14, tip: 50 },
  seal: { y: 50, radius: 11 },
  mark: 'M48 43l2.2 4.6 5 .6-3.7 3.4 1 5-4.5-2.5-4.5 2.5 1-5-3.7-3.4 5-.6z',
};

const RAIN: EnvelopeGeometry = {
  box: { x: 28, y: 30, width: 40, height: 56, radius: 7 },
  flap: { sides: 10, tip: 60 },
  seal: { y: 60, radius: 8 },
  mark: 'M48 54.5l1.8 3.7 4 .5-3 2.8.8 4-3.6-2-3.6 2 .8-4-3-2.8 4-.5z',
};

/** Two envelopes falling behind the rain's sealed one. */
const falling = (
  <>
    <rect
      x="8"
      y="16"
      width="18"
      height="24"
      rx="4"
      transform="rotate(-20 17 28)"
      style={{ fill: vars.color.dangerHover }}
    />
    <rect
      x="70"
      y="8"
      width="18"
      height="24"
      rx="4"
      transform="rotate(18 79 20)"
      style={{ fill: vars.color.dangerHover }}
    />
  </>
);

type ArtSetProps = {
  /** Drawn behind the rain's envelope (the story's control over `children`). */
  withRain: boolean;
};

/** The three places' drawings side by side, each captioned with where it shows. */
function ArtSet({ withRain }: ArtSetProps) {
  const caption = { fontSize: 12, color: vars.color.textMuted, textAlign: 'center' } as const;
  const cell = {
    flex: '0 0 auto',
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 8,
  } as const;
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-around',
        gap: 16,
      }}
    >
      <figure style={cell} data-art="follower">
        <span style={{ width: 48, height: 48 }}>
          <RedPacketArt className={followerStyles.art} size={48} envelope={FOLLOWER} />
        </span>
        <figcaption style={caption}>Pacote que acompanha</figcaption>
      </figure>
      <figure style={cell} data-art="new">
        <RedPacketArt className={sheetStyles.art} size={96} envelope={NEW_PACKET} />
        <figcaption style={caption}>Novo pacote</figcaption>
      </figure>
      <figure style={cell} data-art="rain">
        <RedPacketArt className={sheetStyles.art} size={96} envelope={RAIN}>
          {withRain ? falling : null}
        </RedPacketArt>
        <figcaption style={caption}>Chuva de envelopes</figcaption>
      </figure>
    </div>
  );
}

const meta = {
  component: ArtSet,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { withRain: true },
} satisfies Meta<typeof ArtSet>;

export default meta;
type Story = StoryObj<typeof meta>;

const art = (canvasElement: HTMLElement, place: string) =>
  canvasElement.querySelector(`[data-art="${place}"] svg`)!;

/**
 * The three drawings in the dark theme: a red envelope, its darker flap folded down to the seal
 * and the gold seal with its star. Decoration only: nothing of them reaches a screen reader.
 */
export const AllSizes: Story = {
  play: async ({ canvasElement, step }) => {
    await step('decoration, never focused', async () => {
      for (const place of ['follower', 'new', 'rain']) {
        await expect(art(canvasElement, place)).toHaveAttribute('aria-hidden', 'true');
        await expect(art(canvasElement, place)).toHaveAttribute('focusable', 'false');
      }
      // Only the captions are read: the drawings add no text and no image role.
      await expect(within(canvasElement).queryByRole('img')).toBeNull();
    });
    await step('each drawn on its own square at the size its place gives it', async () => {
      await expect(art(canvasElement, 'follower')).toHaveAttribute('viewBox', '0 0 48 48');
      await expect(art(canvasElement, 'follower').getBoundingClientRect().width).toBe(48);
      await expect(art(canvasElement, 'new')).toHaveAttribute('viewBox', '0 0 96 96');
      await expect(art(canvasElement, 'new').getBoundingClientRect().width).toBe(96);
    });
    await step('the rain draws its falling envelopes first, behind the sealed one', async () => {
      const rain = art(canvasElement, 'rain');
      await expect(rain.querySelectorAll('rect')).toHaveLength(3);
      await expect(rain.firstElementChild).toHaveAttribute('transform', 'rotate(-20 17 28)');
      await expect(rain.lastElementChild).toHaveAttribute('d', RAIN.mark);
    });
  },
};

/** The light theme: the same envelope in the light theme's danger and reward colours. */
export const AllSizesLightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const seal = art(canvasElement, 'new').querySelector('circle')!;
    await expect(seal).toHaveAttribute('cx', '48');
    await expect(seal).toHaveAttribute('r', '11');
  },
};

/** The rain's envelope without anything behind it: just the envelope and its seal. */
export const WithoutRain: Story = {
  args: { withRain: false },
  play: async ({ canvasElement }) => {
    const rain = art(canvasElement, 'rain');
    await expect(rain.querySelectorAll('rect')).toHaveLength(1);
    await expect(rain.firstElementChild?.tagName).toBe('rect');
    await expect(rain.querySelectorAll('path')).toHaveLength(2);
  },
};
