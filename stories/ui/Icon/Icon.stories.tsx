import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../../src/theme/contract.css';
import { BellIcon } from '../../../src/ui/Icon/BellIcon';
import { BrokenImageIcon } from '../../../src/ui/Icon/BrokenImageIcon';
import { CheckIcon } from '../../../src/ui/Icon/CheckIcon';
import { ChevronDownIcon } from '../../../src/ui/Icon/ChevronDownIcon';
import { ChevronLeftIcon } from '../../../src/ui/Icon/ChevronLeftIcon';
import { ChevronRightIcon } from '../../../src/ui/Icon/ChevronRightIcon';
import { ChevronRightSmallIcon } from '../../../src/ui/Icon/ChevronRightSmallIcon';
import { CloseIcon } from '../../../src/ui/Icon/CloseIcon';
import { CoinIcon } from '../../../src/ui/Icon/CoinIcon';
import { CopyIcon } from '../../../src/ui/Icon/CopyIcon';
import { DangerIcon } from '../../../src/ui/Icon/DangerIcon';
import { DepositIcon } from '../../../src/ui/Icon/DepositIcon';
import { EyeIcon } from '../../../src/ui/Icon/EyeIcon';
import { EyeOffIcon } from '../../../src/ui/Icon/EyeOffIcon';
import { FacebookIcon } from '../../../src/ui/Icon/FacebookIcon';
import { GiftFilledIcon } from '../../../src/ui/Icon/GiftFilledIcon';
import { GiftFilledSmallIcon } from '../../../src/ui/Icon/GiftFilledSmallIcon';
import { GiftIcon } from '../../../src/ui/Icon/GiftIcon';
import { GlobeIcon } from '../../../src/ui/Icon/GlobeIcon';
import { HeadsetIcon } from '../../../src/ui/Icon/HeadsetIcon';
import { HeartIcon } from '../../../src/ui/Icon/HeartIcon';
import { HistoryIcon } from '../../../src/ui/Icon/HistoryIcon';
import { HomeIcon } from '../../../src/ui/Icon/HomeIcon';
import { HourglassIcon } from '../../../src/ui/Icon/HourglassIcon';
import { SolidIcon, StrokeIcon } from '../../../src/ui/Icon/Icon';
import { InfoIcon } from '../../../src/ui/Icon/InfoIcon';
import { InstagramIcon } from '../../../src/ui/Icon/InstagramIcon';
import { LockIcon } from '../../../src/ui/Icon/LockIcon';
import { MenuIcon } from '../../../src/ui/Icon/MenuIcon';
import { PauseIcon } from '../../../src/ui/Icon/PauseIcon';
import { PencilIcon } from '../../../src/ui/Icon/PencilIcon';
import { PersonFilledIcon } from '../../../src/ui/Icon/PersonFilledIcon';
import { PersonIcon } from '../../../src/ui/Icon/PersonIcon';
import { PhoneIcon } from '../../../src/ui/Icon/PhoneIcon';
import { PlayIcon } from '../../../src/ui/Icon/PlayIcon';
import { ReceiptIcon } from '../../../src/ui/Icon/ReceiptIcon';
import { SearchIcon } from '../../../src/ui/Icon/SearchIcon';
import { SettingsIcon } from '../../../src/ui/Icon/SettingsIcon';
import { ShareIcon } from '../../../src/ui/Icon/ShareIcon';
import { SmsIcon } from '../../../src/ui/Icon/SmsIcon';
import { SuccessIcon } from '../../../src/ui/Icon/SuccessIcon';
import { TelegramIcon } from '../../../src/ui/Icon/TelegramIcon';
import { ToTopIcon } from '../../../src/ui/Icon/ToTopIcon';
import { TrophyIcon } from '../../../src/ui/Icon/TrophyIcon';
import { TwitterIcon } from '../../../src/ui/Icon/TwitterIcon';
import { UserPlusIcon } from '../../../src/ui/Icon/UserPlusIcon';
import { WalletIcon } from '../../../src/ui/Icon/WalletIcon';
import { WarningIcon } from '../../../src/ui/Icon/WarningIcon';
import { WhatsAppIcon } from '../../../src/ui/Icon/WhatsAppIcon';
import { WithdrawIcon } from '../../../src/ui/Icon/WithdrawIcon';

/*
 * Every icon of src/ui/Icon in one grid, each named after its export. An icon has no size or
 * colour of its own: it is the standard medium icon (iconMd) in the colour around it unless the
 * caller's class says otherwise (IconProps.className). Each cell shows it both ways: as it comes,
 * in the text colour, and through a caller's class at iconLg in the primary colour.
 */

/** The caller's classes of the second rendering, and the gap colour BrokenImageIcon cuts with. */
const LARGE = 'icon-gallery-large';
const CUT = 'icon-gallery-cut';
const galleryCss = `
.${LARGE} { width: ${vars.size.iconLg}; height: ${vars.size.iconLg}; flex-shrink: 0; color: ${vars.color.primary}; }
.${CUT} { stroke: ${vars.color.background}; }
`;

type Entry = { name: string; draw: (className?: string) => ReactNode };

/**
 * One entry per export, in the folder's order. The heart is outlined in its medium size and
 * filled (the favourite when on) in the large one.
 */
const ENTRIES: Entry[] = [
  { name: 'BellIcon', draw: (c) => <BellIcon className={c} /> },
  { name: 'BrokenImageIcon', draw: (c) => <BrokenImageIcon className={c} cutClassName={CUT} /> },
  { name: 'CheckIcon', draw: (c) => <CheckIcon className={c} /> },
  { name: 'ChevronDownIcon', draw: (c) => <ChevronDownIcon className={c} /> },
  { name: 'ChevronLeftIcon', draw: (c) => <ChevronLeftIcon className={c} /> },
  { name: 'ChevronRightIcon', draw: (c) => <ChevronRightIcon className={c} /> },
  { name: 'ChevronRightSmallIcon', draw: (c) => <ChevronRightSmallIcon className={c} /> },
  { name: 'CloseIcon', draw: (c) => <CloseIcon className={c} /> },
  { name: 'CoinIcon', draw: (c) => <CoinIcon className={c} /> },
  { name: 'CopyIcon', draw: (c) => <CopyIcon className={c} /> },
  { name: 'DangerIcon', draw: (c) => <DangerIcon className={c} /> },
  { name: 'DepositIcon', draw: (c) => <DepositIcon className={c} /> },
  { name: 'EyeIcon', draw: (c) => <EyeIcon className={c} /> },
  { name: 'EyeOffIcon', draw: (c) => <EyeOffIcon className={c} /> },
  { name: 'FacebookIcon', draw: (c) => <FacebookIcon className={c} /> },
  { name: 'GiftFilledIcon', draw: (c) => <GiftFilledIcon className={c} /> },
  { name: 'GiftFilledSmallIcon', draw: (c) => <GiftFilledSmallIcon className={c} /> },
  { name: 'GiftIcon', draw: (c) => <GiftIcon className={c} /> },
  { name: 'GlobeIcon', draw: (c) => <GlobeIcon className={c} /> },
  { name: 'HeadsetIcon', draw: (c) => <HeadsetIcon className={c} /> },
  { name: 'HeartIcon', draw: (c) => <HeartIcon className={c} filled={c === LARGE} /> },
  { name: 'HistoryIcon', draw: (c) => <HistoryIcon className={c} /> },
  { name: 'HomeIcon', draw: (c) => <HomeIcon className={c} /> },
  { name: 'HourglassIcon', draw: (c) => <HourglassIcon className={c} /> },
  { name: 'InfoIcon', draw: (c) => <InfoIcon className={c} /> },
  { name: 'InstagramIcon', draw: (c) => <InstagramIcon className={c} /> },
  { name: 'LockIcon', draw: (c) => <LockIcon className={c} /> },
  { name: 'MenuIcon', draw: (c) => <MenuIcon className={c} /> },
  { name: 'PauseIcon', draw: (c) => <PauseIcon className={c} /> },
  { name: 'PencilIcon', draw: (c) => <PencilIcon className={c} /> },
  { name: 'PersonFilledIcon', draw: (c) => <PersonFilledIcon className={c} /> },
  { name: 'PersonIcon', draw: (c) => <PersonIcon className={c} /> },
  { name: 'PhoneIcon', draw: (c) => <PhoneIcon className={c} /> },
  { name: 'PlayIcon', draw: (c) => <PlayIcon className={c} /> },
  { name: 'ReceiptIcon', draw: (c) => <ReceiptIcon className={c} /> },
  { name: 'SearchIcon', draw: (c) => <SearchIcon className={c} /> },
  { name: 'SettingsIcon', draw: (c) => <SettingsIcon className={c} /> },
  { name: 'ShareIcon', draw: (c) => <ShareIcon className={c} /> },
  { name: 'SmsIcon', draw: (c) => <SmsIcon className={c} /> },
  { name: 'SuccessIcon', draw: (c) => <SuccessIcon className={c} /> },
  { name: 'TelegramIcon', draw: (c) => <TelegramIcon className={c} /> },
  { name: 'ToTopIcon', draw: (c) => <ToTopIcon className={c} /> },
  { name: 'TrophyIcon', draw: (c) => <TrophyIcon className={c} /> },
  { name: 'TwitterIcon', draw: (c) => <TwitterIcon className={c} /> },
  { name: 'UserPlusIcon', draw: (c) => <UserPlusIcon className={c} /> },
  { name: 'WalletIcon', draw: (c) => <WalletIcon className={c} /> },
  { name: 'WarningIcon', draw: (c) => <WarningIcon className={c} /> },
  { name: 'WhatsAppIcon', draw: (c) => <WhatsAppIcon className={c} /> },
  { name: 'WithdrawIcon', draw: (c) => <WithdrawIcon className={c} /> },
];

/** "ChevronRightSmallIcon" may break before each word ("Chevron­Right­Small­Icon"). */
function breakable(name: string): ReactNode {
  return name.split(/(?=[A-Z])/).flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));
}

function IconGallery() {
  return (
    <div style={{ padding: 16, background: vars.color.background, color: vars.color.text }}>
      <style>{galleryCss}</style>
      <ul
        aria-label="Ícones"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
          gap: '12px 4px',
        }}
      >
        {ENTRIES.map(({ name, draw }) => (
          <li key={name}>
            <figure
              style={{
                margin: 0,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 4,
              }}
            >
              <span style={{ display: 'flex', alignItems: 'center', gap: 6, height: 32 }}>
                {draw()}
                {draw(LARGE)}
              </span>
              <figcaption
                style={{
                  fontSize: 10,
                  lineHeight: '12px',
                  textAlign: 'center',
                  color: vars.color.textMuted,
                }}
              >
                {breakable(name)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Every name the icon folder exports (Icon.tsx holds the bases, not icons), read from the
 * modules themselves: a new icon file makes this list longer than the gallery until it has an
 * entry there.
 */
const iconModules = import.meta.glob<Record<string, unknown>>(
  ['../../../src/ui/Icon/*.tsx', '!../../../src/ui/Icon/Icon.tsx'],
  { eager: true },
);
const EXPORTED = Object.values(iconModules)
  .flatMap((module) => Object.keys(module))
  .sort();

const meta = {
  component: IconGallery,
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every exported icon has a cell with its name, each drawn in both sizes, each hidden from readers. */
async function checkGallery(canvasElement: HTMLElement) {
  const grid = within(canvasElement).getByRole('list', { name: 'Ícones' });
  const cells = within(grid).getAllByRole('figure');
  const names = cells.map((cell) => cell.textContent ?? '');
  await expect(EXPORTED.length).toBeGreaterThanOrEqual(49);
  await expect(cells).toHaveLength(EXPORTED.length);
  await expect([...names].sort()).toEqual(EXPORTED);
  for (const cell of cells) {
    const [medium, large, ...more] = Array.from(cell.querySelectorAll('svg'));
    await expect(more).toHaveLength(0);
    await expect(medium).toHaveAttribute('aria-hidden', 'true');
    await expect(medium!.getBoundingClientRect().width).toBe(24);
    await expect(large!.getBoundingClientRect().width).toBe(32);
  }
}

/** The dark (casino) theme on a phone. */
export const Gallery: Story = {
  play: async ({ canvasElement }) => checkGallery(canvasElement),
};

/** The light theme: the same glyphs in the light theme's text and primary colours. */
export const GalleryLightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => checkGallery(canvasElement),
};

/** The desktop frame: the grid spreads wider. */
export const GalleryDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => checkGallery(canvasElement),
};

/** The same shape (a ring with a dot) through each base and option, one cell each. */
const BASES: { name: string; draw: ReactNode }[] = [
  {
    name: 'StrokeIcon',
    draw: (
      <StrokeIcon>
        <circle cx="12" cy="12" r="8" />
        <path d="M12 8v4" />
      </StrokeIcon>
    ),
  },
  {
    name: 'StrokeIcon strokeWidth 3',
    draw: (
      <StrokeIcon strokeWidth={3}>
        <circle cx="12" cy="12" r="8" />
        <path d="M12 8v4" />
      </StrokeIcon>
    ),
  },
  {
    name: 'StrokeIcon filled',
    draw: (
      <StrokeIcon filled>
        <circle cx="12" cy="12" r="8" />
      </StrokeIcon>
    ),
  },
  {
    name: 'SolidIcon',
    draw: (
      <SolidIcon>
        <circle cx="12" cy="12" r="8" />
      </SolidIcon>
    ),
  },
  {
    name: 'SolidIcon grid 16',
    draw: (
      <SolidIcon grid={16}>
        <circle cx="8" cy="8" r="5" />
      </SolidIcon>
    ),
  },
];

function IconBases() {
  return (
    <ul
      aria-label="Bases dos ícones"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 16,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 16,
        background: vars.color.background,
        color: vars.color.text,
      }}
    >
      {BASES.map(({ name, draw }) => (
        <li key={name}>
          <figure
            style={{ margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
          >
            {draw}
            <figcaption style={{ fontSize: 10, color: vars.color.textMuted }}>{name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/**
 * The two bases every icon module draws through (Icon.tsx): line icons on the 24-unit grid
 * with round ends (their weight and fill are the caller's options) and filled icons on a 24 or
 * 16-unit grid. Without a class both are the standard medium size in the colour around them,
 * and both are decoration: hidden from screen readers, never focused.
 */
export const Bases: Story = {
  render: () => <IconBases />,
  play: async ({ canvasElement, step }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Bases dos ícones' });
    const svgOf = (name: string) =>
      within(list).getByText(name, { exact: true }).parentElement!.querySelector('svg')!;
    await step(
      'line icons: stroke in the current colour, round ends, weight 2 unless asked',
      async () => {
        const plain = svgOf('StrokeIcon');
        await expect(plain).toHaveAttribute('viewBox', '0 0 24 24');
        await expect(plain).toHaveAttribute('stroke', 'currentColor');
        await expect(plain).toHaveAttribute('fill', 'none');
        await expect(plain).toHaveAttribute('stroke-width', '2');
        await expect(plain).toHaveAttribute('stroke-linecap', 'round');
        await expect(svgOf('StrokeIcon strokeWidth 3')).toHaveAttribute('stroke-width', '3');
        await expect(svgOf('StrokeIcon filled')).toHaveAttribute('fill', 'currentColor');
      },
    );
    await step('filled icons: no line, on their own grid', async () => {
      await expect(svgOf('SolidIcon')).toHaveAttribute('viewBox', '0 0 24 24');
      await expect(svgOf('SolidIcon')).toHaveAttribute('fill', 'currentColor');
      await expect(svgOf('SolidIcon')).not.toHaveAttribute('stroke');
      await expect(svgOf('SolidIcon grid 16')).toHaveAttribute('viewBox', '0 0 16 16');
    });
    await step('each the medium size, hidden from readers, never focused', async () => {
      for (const svg of list.querySelectorAll('svg')) {
        await expect(svg.getBoundingClientRect().width).toBe(24);
        await expect(svg).toHaveAttribute('aria-hidden', 'true');
        await expect(svg).toHaveAttribute('focusable', 'false');
      }
    });
  },
};
