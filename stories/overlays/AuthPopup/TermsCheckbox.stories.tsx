import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { termsRules } from '../../../src/features/auth/rules';
import { TermsCheckbox } from '../../../src/overlays/AuthPopup/TermsCheckbox';
import { useForm } from '../../../src/ui/Form/useForm';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { Button } from '../../../src/ui/Button/Button';
import { repaintAll, tap } from '../../storyKit';

type TermsFormProps = {
  /** Told each change of the box's value ('yes' or ''). */
  onChange: (value: string) => void;
  /** Told when the form is sent with the box ticked. */
  onSubmit: () => void;
};

/** The last line of the register form: the 18+ and terms box under its rule, and the submit. */
function TermsForm({ onChange, onSubmit }: TermsFormProps) {
  const form = useForm({
    initialValues: { terms: '' },
    rules: { terms: termsRules() },
    onSubmit: () => onSubmit(),
  });
  const field = form.field('terms');
  return (
    <form noValidate onSubmit={form.handleSubmit} style={{ display: 'grid', gap: 16, padding: 16 }}>
      <TermsCheckbox
        {...field}
        onChange={(value) => {
          onChange(value);
          field.onChange(value);
        }}
      />
      <Button type="submit" block>
        Criar conta
      </Button>
    </form>
  );
}

const meta = {
  component: TermsForm,
  args: { onChange: fn(), onSubmit: fn() },
  decorators: [
    (Story) => (
      <AppFrame header={<header style={{ padding: 16, fontWeight: 700 }}>Cadastrar</header>}>
        <Story />
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof TermsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = 'Tenho 18 anos ou mais e aceito os termos de uso e a política de privacidade';
const REQUIRED = 'Confirme que tem 18 anos ou mais e aceita os termos';

type Canvas = ReturnType<typeof within>;
const box = (canvas: Canvas) => canvas.getByRole('checkbox', { name: LABEL });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Unticked: a native checkbox named by the whole sentence, with both documents as links. */
export const Unticked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(box(canvas)).not.toBeChecked();
    await expect(box(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('link', { name: 'termos de uso' })).toHaveAttribute(
      'href',
      '/article?key=terms',
    );
    await expect(canvas.getByRole('link', { name: 'política de privacidade' })).toHaveAttribute(
      'href',
      '/article?key=privacy',
    );
  },
};

/** The space bar ticks it ('yes'), a tap on the words outside the links unticks it (''). */
export const Ticked: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('space ticks', async () => {
      box(canvas).focus();
      await userEvent.keyboard(' ');
      await expect(box(canvas)).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith('yes');
    });
    await step('the label unticks', async () => {
      await tap(canvas.getByText(/^Tenho 18 anos ou mais/));
      await expect(box(canvas)).not.toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith('');
    });
    await step('ticked again, and the form goes', async () => {
      await tap(box(canvas));
      await tap(canvas.getByRole('button', { name: 'Criar conta' }));
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    });
    await repaintAll();
  },
};

/**
 * Sent unticked (spec 1: players are 18 or older): the rule's message, announced and tied to
 * the box, focus on the box, nothing sent.
 */
export const Required: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(canvas.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(box(canvas)).toHaveAttribute('aria-invalid', 'true'));
    await expect(box(canvas)).toHaveAccessibleDescription(REQUIRED);
    await expect(canvas.getByRole('alert')).toHaveTextContent(REQUIRED);
    await expect(box(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    box(canvas).blur();
    await repaintAll();
  },
};

/**
 * A tap on "termos de uso" reads them in a sheet over the form instead of leaving the page or
 * ticking the box; closing the sheet gives focus back to the link.
 */
export const ReadingTheTerms: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'termos de uso' });
    await step('the terms open over the form', async () => {
      link.focus();
      await userEvent.keyboard('{Enter}');
      const sheet = await body(canvasElement).findByRole('dialog', { name: 'Termos de uso' });
      await expect(
        await within(sheet).findByRole('heading', { name: '1. Conta' }, { timeout: 5000 }),
      ).toBeVisible();
      await expect(box(canvas)).not.toBeChecked();
      await expect(args.onChange).not.toHaveBeenCalled();
    });
    await step('Esc closes them, focus back on the link', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() =>
        expect(body(canvasElement).queryByRole('dialog', { name: 'Termos de uso' })).toBeNull(),
      );
      await expect(link).toHaveFocus();
      link.blur();
    });
    await repaintAll();
  },
};
