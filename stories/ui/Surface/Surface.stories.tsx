import { useId, type CSSProperties, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../src/i18n/t';
import { vars } from '../../../src/theme/contract.css';
import { sprinkles } from '../../../src/theme/sprinkles.css';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { Money } from '../../../src/ui/Money/Money';
import { Skeleton } from '../../../src/ui/Skeleton/Skeleton';
import {
  pageSection,
  surface,
  surfaceTitle,
  type SurfaceVariants,
} from '../../../src/ui/Surface/surface.css';
import '../../../src/i18n/messages/invite';
import '../../../src/i18n/messages/person';
import '../../../src/i18n/messages/settings';

type SurfaceProps = SurfaceVariants & {
  /** What the block holds: its heading and content. */
  children: ReactNode;
  /** The heading that names the block, when it is a region of its own. */
  labelledBy?: string;
  as?: 'section' | 'div' | 'ul';
  style?: CSSProperties;
};

/** A headed group with no fill: its heading over its content (layout atoms). */
const group = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

/**
 * The recipe on an element, as a screen's style file puts it on its own markup (a `section`
 * named by its heading, a list): it stands in for those screens here.
 */
function Surface({
  tone,
  padding,
  stack,
  children,
  labelledBy,
  as: Tag = 'section',
  style,
}: SurfaceProps) {
  return (
    <Tag className={surface({ tone, padding, stack })} aria-labelledby={labelledBy} style={style}>
      {children}
    </Tag>
  );
}

/**
 * Where a surface lives: the content of a screen under its header (the page margin all round);
 * on desktop inside the app frame's 500 px column (spec 9).
 */
const inPage: Decorator = (Story, context) => {
  const body = (
    <div className={pageSection({ gap: 'xl' })}>
      <Story />
    </div>
  );
  const viewport = context.globals.viewport as { value?: string } | undefined;
  return viewport?.value === 'desktop' ? <AppFrame>{body}</AppFrame> : body;
};

const meta = {
  component: Surface,
  tags: ['autodocs'],
  decorators: [inPage],
  argTypes: {
    tone: {
      description:
        'raised: um cartão sozinho na página (fundo elevado, borda e sombra); flat: um bloco dentro de um grupo (o mesmo fundo e borda, sem sombra); placeholder: uma linha no lugar de dados que ainda estão chegando.',
      control: 'inline-radio',
      options: ['raised', 'flat', 'placeholder'],
    },
    padding: {
      description:
        'O espaço por dentro: lg (16 px, cartões), md (12 px, blocos de números) ou none (cartões de linhas, que têm o próprio espaço).',
      control: 'inline-radio',
      options: ['none', 'md', 'lg'],
    },
    stack: {
      description:
        'As partes uma embaixo da outra, a esta distância: sm (cartões), md (um cartão mais folgado) ou xxs (blocos de números). Sem stack, o bloco se arruma com os átomos de layout (linhas de espera, cartões de linhas).',
      control: 'inline-radio',
      options: ['xxs', 'sm', 'md'],
    },
    children: { description: 'O título e o conteúdo, um embaixo do outro.', control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'O fundo, a borda e o espaço de um bloco da página: o cartão elevado (saldo, nível VIP, link de convite), os blocos planos de um grupo (números, cartões de linhas) e as linhas de espera. É um módulo de estilo (`surface()`), não um componente: cada tela compõe o visual com o seu próprio arranjo.',
      },
    },
  },
  args: { tone: 'raised', padding: 'lg', stack: 'sm', children: null },
} satisfies Meta<typeof Surface>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's caption, its figure and its note (the balance card of /person and /wallet). */
function BalanceCard(args: SurfaceVariants) {
  const titleId = useId();
  return (
    <Surface {...args} labelledBy={titleId}>
      <h2 id={titleId} className={surfaceTitle.caption}>
        {t('person.wallet.title')}
      </h2>
      <p style={{ margin: 0 }}>
        <Money amount={1234.56} symbol="R$" decimals={2} size="lg" />
      </p>
      <p style={{ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>
        {t('person.wallet.current', { currency: 'BRL' })}
      </p>
    </Surface>
  );
}

/** A headed section of figure tiles (the invite summary of /invite and /welfareCenter). */
function FigureTiles(args: SurfaceVariants) {
  const titleId = useId();
  const figures: [string, string][] = [
    [t('invite.summary.invited'), '12'],
    [t('invite.summary.valid'), '5'],
    [t('invite.summary.total'), 'R$ 250,00'],
    [t('invite.summary.today'), 'R$ 20,00'],
  ];
  return (
    <section className={group} aria-labelledby={titleId}>
      <h2 id={titleId} className={surfaceTitle.heading}>
        {t('invite.summary.title')}
      </h2>
      <dl
        className={sprinkles({ display: 'grid', gridTemplateColumns: 2, gap: 'sm' })}
        style={{ margin: 0 }}
      >
        {figures.map(([label, value]) => (
          <Surface key={label} {...args} as="div">
            <dt style={{ fontSize: vars.fontSize.xs, color: vars.color.textMuted }}>{label}</dt>
            <dd style={{ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold }}>
              {value}
            </dd>
          </Surface>
        ))}
      </dl>
    </section>
  );
}

/** A captioned card of rows, a line between them (the preferences of /setting). */
function RowsCard(args: SurfaceVariants) {
  const titleId = useId();
  const rows: [string, string][] = [
    [t('settings.language.label'), t('settings.language.pt-BR')],
    [t('settings.currency.label'), 'BRL'],
  ];
  return (
    <section className={group} aria-labelledby={titleId}>
      <h2 id={titleId} className={surfaceTitle.caption}>
        {t('settings.preferences')}
      </h2>
      <Surface
        {...args}
        as="ul"
        style={{ margin: 0, padding: 0, listStyle: 'none', overflow: 'hidden' }}
      >
        {rows.map(([label, value], index) => (
          <li
            key={label}
            className={sprinkles({
              display: 'flex',
              justifyContent: 'space-between',
              paddingBlock: 'md',
              paddingInline: 'lg',
            })}
            style={index > 0 ? { borderTop: `1px solid ${vars.color.border}` } : undefined}
          >
            <span style={{ fontWeight: vars.fontWeight.medium }}>{label}</span>
            <span style={{ fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>{value}</span>
          </li>
        ))}
      </Surface>
    </section>
  );
}

/** Placeholder rows in a busy list (the records lists and the messages while a page loads). */
function PlaceholderRows(args: SurfaceVariants) {
  return (
    <section className={group} aria-label="Movimentações" aria-busy="true">
      <div className={group} aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className={`${surface(args)} ${sprinkles({ display: 'flex', alignItems: 'center', paddingInline: 'md' })}`}
            style={{ minHeight: 64 }}
          >
            <span
              className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })}
              style={{ flex: 1 }}
            >
              <Skeleton shape="text" width="55%" />
              <Skeleton shape="text" width="40%" />
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}

/** A raised card: its caption names it for a screen reader, its figure reads in full. */
export const Raised: Story = {
  render: (args) => <BalanceCard tone={args.tone} padding={args.padding} stack={args.stack} />,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Saldo total' });
    await expect(
      within(card).getByRole('heading', { level: 2, name: 'Saldo total' }),
    ).toBeVisible();
    await expect(within(card).getByText(/R\$\s1\.234,56/)).toBeVisible();
    await expect(within(card).getByText('Moeda atual: BRL')).toBeVisible();
  },
};

/** Flat tiles, padding md: four figures under their section's heading, two by two. */
export const Flat: Story = {
  args: { tone: 'flat', padding: 'md', stack: 'xxs' },
  render: (args) => <FigureTiles tone={args.tone} padding={args.padding} stack={args.stack} />,
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Suas recompensas' });
    const terms = within(section).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Amigos convidados',
      'Fizeram depósito',
      'Recompensas ganhas',
      'Ganhos de hoje',
    ]);
    await expect(within(section).getByText('R$ 250,00')).toBeVisible();
  },
};

/** A flat card with no padding of its own: the rows bring theirs, a line between them. */
export const FlatRows: Story = {
  args: { tone: 'flat', padding: 'none', stack: undefined },
  render: (args) => <RowsCard tone={args.tone} padding={args.padding} />,
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Preferências' });
    const rows = within(section).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('IdiomaPortuguês');
    await expect(rows[1]).toHaveTextContent('MoedaBRL');
  },
};

/** Placeholder rows: the list says it is busy, and a screen reader hears no empty rows. */
export const Placeholder: Story = {
  args: { tone: 'placeholder', padding: 'none', stack: undefined },
  render: (args) => <PlaceholderRows tone={args.tone} padding={args.padding} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: 'Movimentações' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(list.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    await expect(list.firstElementChild?.children).toHaveLength(3);
  },
};

/** A screen's sections in its page column: the card, then a headed group, 24 px apart. */
function Page() {
  return (
    <>
      <BalanceCard tone="raised" padding="lg" stack="sm" />
      <FigureTiles tone="flat" padding="md" stack="xxs" />
      <RowsCard tone="flat" padding="none" />
    </>
  );
}

/** Every section in reading order: the headings a screen reader lists, in the order shown. */
async function checkPage(canvasElement: HTMLElement) {
  const headings = within(canvasElement).getAllByRole('heading', { level: 2 });
  await expect(headings.map((heading) => heading.textContent)).toEqual([
    'Saldo total',
    'Suas recompensas',
    'Preferências',
  ]);
}

/** Every tone on one page, the light theme (text at AA contrast: axe checks). */
export const AllTonesLightTheme: Story = {
  globals: { theme: 'light' },
  render: () => <Page />,
  play: async ({ canvasElement }) => checkPage(canvasElement),
};

/** Every tone on one page in the desktop frame: the sections keep to the 500 px column. */
export const AllTonesDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <Page />,
  play: async ({ canvasElement }) => {
    await checkPage(canvasElement);
    const card = within(canvasElement).getByRole('region', { name: 'Saldo total' });
    const box = card.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(500);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(1);
  },
};

/** Every tone on one page in the desktop frame, light theme. */
export const AllTonesDesktopLightTheme: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'light' },
  render: () => <Page />,
  play: async ({ canvasElement }) => checkPage(canvasElement),
};
