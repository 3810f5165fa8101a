import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/ui/Button/Button';
import { EmptyState } from '../../../src/ui/EmptyState/EmptyState';
import { ErrorBoundary } from '../../../src/ui/ErrorBoundary/ErrorBoundary';
import { surface } from '../../../src/ui/Surface/surface.css';
import { padded, repaintAll, tap } from '../../storyKit';

/** What the broken piece throws: one class, so only this story's own error is ever expected. */
class PieceRenderError extends Error {
  constructor() {
    super('A seção de jogos recentes não pôde ser desenhada.');
    this.name = 'PieceRenderError';
  }
}

/** A piece of the page that throws while rendering on its first `failures` attempts. */
function RecentGames({ attempt, failures }: { attempt: number; failures: number }) {
  if (attempt < failures) throw new PieceRenderError();
  return (
    <section className={surface({ tone: 'raised', padding: 'md' })}>
      <h2 style={{ margin: 0, fontSize: 16 }}>Jogados recentemente</h2>
      <p style={{ margin: '8px 0 0' }}>Fortune Tiger, Aviator e Mines.</p>
    </section>
  );
}

type HarnessProps = {
  /** How many render attempts of the piece throw before one succeeds. */
  failures: number;
  /** The boundary's `onError`: told what was thrown. */
  onError: (error: unknown) => void;
};

/**
 * A page with one piece inside the boundary and the rest outside it, as the app wraps a lazy
 * page or a shell piece. The fallback offers "Tentar novamente", which hands the boundary a new
 * `resetKey`: that is how a caller asks it to try its children again.
 */
function PageWithBrokenPiece({ failures, onError }: HarnessProps) {
  const [attempt, setAttempt] = useState(0);
  const [deposits, setDeposits] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <h1 style={{ margin: 0, fontSize: 20 }}>Início</h1>
      <ErrorBoundary
        resetKey={attempt}
        onError={onError}
        fallback={<EmptyState kind="fail" onRetry={() => setAttempt((n) => n + 1)} />}
      >
        <RecentGames attempt={attempt} failures={failures} />
      </ErrorBoundary>
      {/* Outside the boundary: it must keep working while the piece above has failed. */}
      <Button variant="secondary" onClick={() => setDeposits((n) => n + 1)}>
        Depositar
      </Button>
      <output aria-label="Toques em Depositar">{deposits}</output>
    </div>
  );
}

const meta = {
  component: PageWithBrokenPiece,
  args: { failures: 0, onError: fn() },
  decorators: [padded({ padding: 16 })],
  /*
   * React reports an error a boundary caught on console.error, and the story runner fails a
   * story on any console error. The error these stories throw on purpose is left out of the
   * console (and only it, by its class); anything else still reaches the runner.
   */
  beforeEach: () => {
    const report = console.error;
    console.error = (...args: unknown[]) => {
      if (args.some((arg) => arg instanceof PieceRenderError)) return;
      report(...args);
    };
    return () => {
      console.error = report;
    };
  },
} satisfies Meta<typeof PageWithBrokenPiece>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const retryButton = (canvas: Canvas) => canvas.queryByRole('button', { name: 'Tentar novamente' });

/** Nothing throws: the piece shows, no fallback, nothing reported. */
export const Healthy: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Jogados recentemente' })).toBeVisible();
    await expect(canvas.queryByText('Algo deu errado')).toBeNull();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/**
 * The piece throws every time: its place shows the failure with a retry, the error is handed to
 * `onError`, and the rest of the page stays usable. A retry that throws again lands back on the
 * fallback (reported once more), never on a blank page.
 */
export const Failed: Story = {
  args: { failures: 99 },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the fallback takes the piece’s place', async () => {
      await expect(canvas.getByText('Algo deu errado')).toBeVisible();
      await expect(canvas.queryByRole('heading', { name: 'Jogados recentemente' })).toBeNull();
      await expect(args.onError).toHaveBeenCalledTimes(1);
      await expect(args.onError).toHaveBeenCalledWith(expect.any(PieceRenderError));
    });
    await step('the rest of the page still works', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
      await tap(canvas.getByRole('button', { name: 'Depositar' }));
      await expect(canvas.getByRole('status', { name: 'Toques em Depositar' })).toHaveTextContent(
        '1',
      );
    });
    await step('a retry that fails again shows the fallback again', async () => {
      await tap(retryButton(canvas)!);
      await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(2));
      await expect(canvas.getByText('Algo deu errado')).toBeVisible();
      await expect(retryButton(canvas)).toBeVisible();
    });
    await repaintAll();
  },
};

/** The first render throws, the retry works: the piece replaces the fallback. */
export const RecoveredAfterRetry: Story = {
  args: { failures: 1 },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the first render failed', async () => {
      await expect(canvas.getByText('Algo deu errado')).toBeVisible();
      await expect(args.onError).toHaveBeenCalledTimes(1);
    });
    await step('"Tentar novamente" draws the piece', async () => {
      await tap(retryButton(canvas)!);
      await expect(
        await canvas.findByRole('heading', { name: 'Jogados recentemente' }),
      ).toBeVisible();
      await expect(canvas.queryByText('Algo deu errado')).toBeNull();
      await expect(retryButton(canvas)).toBeNull();
      await expect(args.onError).toHaveBeenCalledTimes(1);
    });
    await repaintAll();
  },
};
